# Robustness scenarios for the e2e guest: the perf_event_attr fuzzer
# (gc_fuzz) and the multi-process open/close stress (gc_stress). Sourced by
# scenarios.sh (short runs) and bench.sh (scripts/bench --robust, long runs)
# after the harness module is loaded; uses their result/expect_eq, $P, $PMU,
# $DBG, count().

SPLAT_RE="BUG:|WARNING:|possible circular|possible recursive|inconsistent lock|sleeping function called|GC emulator:|GC PMU:.*failed"
splat_count() { dmesg | grep -cE "$SPLAT_RE"; }
violations() { sed -n 's/^violations //p' $DBG/status; }
# the PMU's own debugfs file (dri/N/amdgpu_gc_pmu), if any
pmu_debugfs() { cat "$(ls /sys/kernel/debug/dri/*/amdgpu_gc_pmu 2>/dev/null | head -n1)" 2>/dev/null; }
# Every block of every topology is fuzzed and stressed: the emulator models
# both rows of the GFX12 per-WGP blocks (amdgpu_gc_emu_gfx12.c). gc_fuzz
# and gc_stress still take -x BLOCKS to leave some out (UNMODELLED=...).
UNMODELLED=${UNMODELLED:-}

# fuzz_scenario ITERATIONS: random attrs; then no ENODEV (the device is
# present), no splat, no emulator violation, and a plain perf stat of an
# injected event is still exact.
fuzz_scenario() {
	v0=$(violations) s0=$(splat_count) t0=$(date +%s)
	timeout 3600 gc_fuzz -n "$1" ${FUZZ_SEED:+-s "$FUZZ_SEED"} ${UNMODELLED:+-x $UNMODELLED} > /tmp/fuzz.out 2>&1
	rc=$?
	secs=$(($(date +%s) - t0))
	sed 's/^/FUZZ: /' /tmp/fuzz.out
	echo "FUZZ: seconds $secs"
	pmu_debugfs | sed 's/^/FUZZ-PMU: /'
	enodev=$(sed -n 's/^enodev \([0-9]*\).*/\1/p' /tmp/fuzz.out)
	opens=$(sed -n 's/^opens \([0-9]*\)\/.*/\1/p' /tmp/fuzz.out)
	expect_eq "fuzz-$1-runs" "$rc/$([ "${opens:-0}" -gt 0 ] && echo opened)" "0/opened"
	expect_eq fuzz-no-enodev "${enodev:-none}" 0
	expect_eq fuzz-emulator-no-new-violations "$(violations)" "$v0"
	expect_eq fuzz-no-splat "$(($(splat_count) - s0))" 0
	expect_eq fuzz-then-perf-stat-exact \
		"$(count "$PMU/sq_waves/" "gc-inject sq_waves 0 1 0 0 1000")" 1000
}

# stress_scenario SECONDS PROCESSES: PROCESSES workers open, enable,
# disable, read and close GC events for SECONDS while a stream of RATE
# events/s of SQ select 1 runs. A pinned SQ select 1 event, open for the
# whole run, counts exactly what the emulator says its counters counted of
# the stream, and within 1 % of RATE x the stream's lifetime; a pinned GRBM
# event counts a one-shot injection made halfway exactly.
STRESS_RATE=20000
stress_scenario() {
	sq=$(( ($(evfield sq_waves block) << 16) | 1 ))
	grbm=$(( ($(evfield grbm_gui_active block) << 16) | 2 ))
	v0=$(violations) s0=$(splat_count)
	echo clear > $DBG/rate
	timeout $(($1 + 300)) gc_stress -t "$1" -j "$2" -P "$sq" -P "$grbm" ${UNMODELLED:+-x $UNMODELLED} \
		-I "grbm 2 0 0 0 0 777" -R "sq 1 0 0 0 0 $STRESS_RATE" -S $DBG/rate \
		> /tmp/stress.out 2>&1
	rc=$?
	sed 's/^/STRESS: /' /tmp/stress.out
	grep '^stream0 ' $DBG/status | sed 's/^/STRESS: /'
	pmu_debugfs | sed 's/^/STRESS-PMU: /'
	got=$(awk '$1 == "pinned" && $2 == 0 {print $5}' /tmp/stress.out)
	counted=$(sed -n 's/^stream0 select 1 injected [0-9]* counted \([0-9]*\) .*$/\1/p' $DBG/status)
	expect_eq "stress-${1}s-${2}proc-runs" "$rc" 0
	expect_eq stress-pinned-counts-what-the-counters-saw "${got:-none}" "${counted:-no stream}"
	err=$(awk -v r=$STRESS_RATE '$1 == "pinned" && $2 == 0 {c = $5} $1 == "stream_ns" {ns = $2}
		END {w = r * ns / 1e9; e = (c - w) / w; if (e < 0) e = -e; printf "%s %.2f%%", e <= 0.01 ? "ok" : "FAIL", e * 100}' /tmp/stress.out)
	case $err in ok*) result PASS stress-pinned-within-1pct-of-rate "$err" ;;
	*) result FAIL stress-pinned-within-1pct-of-rate "$err" ;; esac
	expect_eq stress-pinned-one-shot-exact "$(awk '$1 == "pinned" && $2 == 1 {print $5}' /tmp/stress.out)" 777
	expect_eq stress-no-enodev "$(grep -c ' ENODEV ' /tmp/stress.out)" 0
	expect_eq stress-emulator-no-new-violations "$(violations)" "$v0"
	expect_eq stress-no-splat "$(($(splat_count) - s0))" 0
	echo clear > $DBG/rate
}

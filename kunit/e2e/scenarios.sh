#!/bin/sh
# End-to-end scenarios, run as root inside the QEMU guest by scripts/e2e:
# the real perf tool against the GC PMU of an emulated GC (gc_pmu_e2e.ko).
# Each scenario prints "E2E-RESULT: PASS|FAIL|SKIP name (why)". Counts are
# exact: emulated counters move only by injection (gc-inject).
#
# Usage: scenarios.sh [demo]        TOPOLOGY=rdna4|vega10|mi300 (default rdna4)

DBG=/sys/kernel/debug/gc_pmu_e2e
pass=0 fail=0

result() { # STATUS NAME [WHY]
	echo "E2E-RESULT: $1 $2${3:+ ($3)}"
	case $1 in PASS) pass=$((pass + 1)) ;; FAIL) fail=$((fail + 1)) ;; esac
}
expect_eq() { # NAME GOT WANT
	if [ "$2" = "$3" ]; then result PASS "$1"; else result FAIL "$1" "got '$2', want '$3'"; fi
}

insmod /lib/modules/gc_pmu_e2e.ko topology="${TOPOLOGY:-rdna4}" ||
	{ result FAIL insmod; exit 1; }
P=$(ls -d /sys/bus/event_source/devices/amdgpu_gc_* 2>/dev/null | head -n1)
[ -n "$P" ] || { result FAIL pmu-registered "no amdgpu_gc_N"; exit 1; }
PMU=$(basename "$P")
TYPE=$(cat "$P/type")
CPU=$(cat "$P/cpumask")
echo "PMU $PMU type $TYPE cpumask $CPU"

evfield() { tr ',' '\n' < "$P/events/$1" | sed -n "s/^$2=//p"; }
# raw EVENTNAME: perf_event_attr.config of a named event
raw() { echo $(( $(evfield "$1" event) | ($(evfield "$1" block) << 16) )); }
# stat SPEC CMD: perf stat -a around CMD; prints "count,percent-running" per
# event (CSV: count,unit,event,run-time,percent,,; raw event names contain
# commas, so the percent is counted from the end)
stat() {
	perf stat -a -x, -e "$1" -- sh -c "$2; sleep 0.5" 2>&1 >/dev/null |
		awk -F, '/amdgpu_gc/ {print $1 "," $(NF - 2)}'
}
count() { stat "$1" "$2" | head -n1 | cut -d, -f1; }
counts() { stat "$1" "$2" | cut -d, -f1 | tr '\n' ' ' | sed 's/ $//'; }

L2=gl2c_hit; [ -e "$P/events/$L2" ] || L2=tcc_hit
SQ_BLOCK=$(evfield sq_waves block)

if [ "${1:-}" = demo ]; then
	echo "== perf list | grep $PMU (first lines) =="
	perf list 2>/dev/null | grep "$PMU/" | head -n 8
	echo "== perf stat: injected 1000 waves in SE1, 5000 VALU instructions, 300 L2 hits =="
	perf stat -a -e "$PMU/sq_waves/,$PMU/sq_waves,se_mask=0x2/,$PMU/sq_waves,se_mask=0x1/,$PMU/sq_insts_valu/,$PMU/$L2/" \
		-- sh -c "gc-inject sq_waves 0 1 0 0 1000; gc-inject sq_insts_valu 0 0 0 0 5000; gc-inject $L2 0 0 0 3 300; sleep 0.5"
	exit 0
fi

# --- discovery -------------------------------------------------------------
expect_eq perf-list-shows-events "$(perf list 2>/dev/null | grep -c "$PMU/sq_waves/")" 1
missing=
for e in sq_waves sq_insts_valu $L2; do [ -e "$P/events/$e" ] || missing="$missing $e"; done
expect_eq sysfs-events-format-caps "${missing}$(ls "$P/format" | tr '\n' ' ')" \
	"block event inst_mask sa_mask se_mask xcc_mask "

# --- exact counts ----------------------------------------------------------
expect_eq stat-sq-waves "$(count "$PMU/sq_waves/" "gc-inject sq_waves 0 1 0 0 1000")" 1000
expect_eq stat-sq-insts-valu "$(count "$PMU/sq_insts_valu/" "gc-inject sq_insts_valu 0 0 0 0 5000")" 5000
expect_eq stat-$L2 "$(count "$PMU/$L2/" "gc-inject $L2 0 0 0 3 300")" 300
expect_eq stat-several-events \
	"$(counts "$PMU/sq_waves/,$PMU/sq_insts_valu/,$PMU/$L2/" \
		"gc-inject sq_waves 0 2 0 0 11; gc-inject sq_insts_valu 0 3 0 0 22; gc-inject $L2 0 0 0 1 33")" \
	"11 22 33"
sum=$(perf stat -a -I 100 -x, -e "$PMU/sq_waves/" -- sh -c \
	"gc-inject sq_waves 0 0 0 0 400; sleep 0.4; gc-inject sq_waves 0 0 0 0 600; sleep 0.5" 2>&1 |
	awk -F, '/amdgpu_gc/ {s += $2; n++} END {print s "/" (n > 2)}')
expect_eq stat-interval-mode "$sum" "1000/1"

# --- masks: SE n gets 100 << n waves ---------------------------------------
per_se="gc-inject sq_waves 0 0 0 0 100; gc-inject sq_waves 0 1 0 0 200; gc-inject sq_waves 0 2 0 0 400; gc-inject sq_waves 0 3 0 0 800"
expect_eq mask-se-all-vs-subsets \
	"$(counts "$PMU/sq_waves/,$PMU/sq_waves,se_mask=0x2/,$PMU/sq_waves,se_mask=0x5/,$PMU/sq_waves,se_mask=0xc/" "$per_se")" \
	"1500 200 500 1200"
if [ -n "$(cat "$P/caps/num_sa" 2>/dev/null)" ] && [ "$(cat "$P/caps/num_sa")" -gt 1 ] &&
   grep -q "scope=sa_inst" "$P/caps/sq"; then
	expect_eq mask-sa-subset \
		"$(counts "$PMU/sq_waves,se_mask=0x2,sa_mask=0x2/,$PMU/sq_waves,sa_mask=0x1/" \
			"gc-inject sq_waves 0 1 1 0 70; gc-inject sq_waves 0 1 0 0 30")" "70 30"
else
	result SKIP mask-sa-subset "SQ has no SA level on this topology"
fi
expect_eq mask-outside-topology-einval \
	"$(gc_perf_open "$TYPE" "$(raw sq_waves)" $((0x10 << 16)) 0)" "errno=EINVAL"

# --- groups and multiplexing -----------------------------------------------
expect_eq group-fits \
	"$(counts "{$PMU/sq_waves/,$PMU/sq_insts_valu/}" "gc-inject sq_waves 0 0 0 0 7; gc-inject sq_insts_valu 0 0 0 0 9")" "7 9"
# A group of as many distinct SQ selects as SQ has counters fits; one more
# can never be scheduled and is refused at open (perf stat itself falls back
# to opening such a group ungrouped, so check the syscall directly).
nsq=$(tr ',' '\n' < "$P/caps/sq" | sed -n 's/^counters=//p')
expect_eq group-of-all-counters-fits \
	"$(gc_perf_open "$TYPE" $(( (SQ_BLOCK << 16) | 1 )) 0 0 group=$nsq)" "ok"
expect_eq group-cannot-fit-einval \
	"$(gc_perf_open "$TYPE" $(( (SQ_BLOCK << 16) | 1 )) 0 0 group=$((nsq + 1)))" "errno=EINVAL at $((nsq + 1))"
grp=
for s in $(seq 1 $((2 * nsq + 1))); do grp="$grp${grp:+,}$PMU/event=$s,block=$SQ_BLOCK/"; done
mux=$(stat "$grp" "sleep 1" | awk -F, '$2 != "" && $2 + 0 < 100 {n++} END {print n + 0}')
[ "$mux" -gt 0 ] && result PASS multiplexed-more-events-than-counters ||
	result FAIL multiplexed-more-events-than-counters "no event ran less than 100%"

# --- refused attributes ----------------------------------------------------
perf record -a -e "$PMU/sq_waves/" -o /tmp/perf.data -- sleep 0.1 >/dev/null 2>&1 &&
	result FAIL perf-record-refused || result PASS perf-record-refused
cfg=$(raw sq_waves)
expect_eq sampling-eopnotsupp "$(gc_perf_open "$TYPE" "$cfg" 0 0 sample_period)" "errno=EOPNOTSUPP"
expect_eq per-task-einval "$(gc_perf_open "$TYPE" "$cfg" 0 0 per_task)" "errno=EINVAL"
expect_eq bad-block-einval "$(gc_perf_open "$TYPE" $((0xfe << 16)) 0 0)" "errno=EINVAL"
expect_eq bad-event-einval "$(gc_perf_open "$TYPE" $(( (SQ_BLOCK << 16) | 0xffff )) 0 0)" "errno=EINVAL"
for m in inherit_stat comm mmap task enable_on_exec context_switch; do
	expect_eq "$m-einval" "$(gc_perf_open "$TYPE" "$cfg" 0 0 $m)" "errno=EINVAL"
done
expect_eq inherit-accepted "$(gc_perf_open "$TYPE" "$cfg" 0 0 inherit)" "ok"
out=$(perf stat -a -e "$PMU/sq_waves,se_mask=0x100/" -- true 2>&1)
case $out in
*"nvalid"*|*"not supported"*|*"Cannot find"*|*"unknown"*) result PASS perf-rejects-invalid-field ;;
*) result FAIL perf-rejects-invalid-field "$(echo "$out" | head -n 2)" ;;
esac

# --- permissions: the device capability and dev.amdgpu.perf_paranoid -------
echo "kernel.perf_event_paranoid=$(cat /proc/sys/kernel/perf_event_paranoid) dev.amdgpu.perf_paranoid=$(cat /proc/sys/dev/amdgpu/perf_paranoid)"
expect_eq nonroot-refused-by-default \
	"$(su nobody -s /bin/sh -c "gc_perf_open $TYPE $cfg 0 0 exclude_kernel")" "errno=EACCES"
echo 0 > /proc/sys/dev/amdgpu/perf_paranoid
expect_eq nonroot-allowed-when-relaxed \
	"$(su nobody -s /bin/sh -c "gc_perf_open $TYPE $cfg 0 0 exclude_kernel")" "ok"
got=$(su nobody -s /bin/sh -c "perf stat -a -x, -e $PMU/sq_waves/ -- sh -c 'gc-inject sq_waves 0 0 0 0 55 2>/dev/null; sleep 0.5'" 2>&1 |
	awk -F, '/amdgpu_gc/ {print $1}')
# The injection needs root (debugfs), so nobody counts nothing here: a
# number, not an error, is the point.
expect_eq nonroot-perf-stat-when-relaxed "$(echo "$got" | grep -cE '^[0-9]+$')" 1
echo 1 > /proc/sys/dev/amdgpu/perf_paranoid

# --- CPU hotplug: the designated CPU goes away while counting --------------
if [ -w /sys/devices/system/cpu/cpu$CPU/online ]; then
	got=$(count "$PMU/sq_waves/" "gc-inject sq_waves 0 0 0 0 10; sleep 0.3; echo 0 > /sys/devices/system/cpu/cpu$CPU/online; sleep 0.3; gc-inject sq_waves 0 0 0 0 20; sleep 0.3")
	now=$(cat "$P/cpumask")
	echo 1 > /sys/devices/system/cpu/cpu$CPU/online
	expect_eq cpu-offline-keeps-counting "$got/$([ "$now" != "$CPU" ] && echo moved)" "30/moved"
else
	result SKIP cpu-offline-keeps-counting "cpu$CPU cannot be offlined"
fi

# --- the seed's perf_test.sh scenarios, against our PMU name ----------------
perf list 2>/dev/null | grep -q "$PMU" && result PASS seed-perf-list || result FAIL seed-perf-list
out=$(perf stat -x, -e "$PMU/sq_waves/" -- sh -c "gc-inject sq_waves 0 0 0 0 5; sleep 0.5" 2>&1 | awk -F, '/amdgpu_gc/ {print $1}')
expect_eq seed-perf-stat-named-event "$out" 5
out=$(perf stat -x, -e "$PMU/sq_waves/,$PMU/grbm_gui_active/" -- sleep 0.3 2>&1 | grep -c amdgpu_gc)
expect_eq seed-perf-stat-multiple-events "$out" 2
perf stat -e "$PMU/no_such_event/" -- true >/dev/null 2>&1 &&
	result FAIL seed-invalid-event-rejected || result PASS seed-invalid-event-rejected
perf record -e "$PMU/sq_waves/" -o /tmp/perf.data -- sleep 0.1 >/dev/null 2>&1 &&
	result FAIL seed-perf-record-refused || result PASS seed-perf-record-refused

# --- removing the device with events open ----------------------------------
out=$(perf stat -a -x, -e "$PMU/sq_waves/" -- sh -c \
	"gc-inject sq_waves 0 0 0 0 3; sleep 0.4; echo 1 > $DBG/unplug; sleep 0.3" 2>&1)
rc=$?
gone=$([ -e "$P" ] && echo present || echo gone)
expect_eq unplug-with-events-open "$rc/$gone" "0/gone"
rmmod gc_pmu_e2e && result PASS module-unload || result FAIL module-unload

# --- the kernel stayed clean -----------------------------------------------
cat $DBG/status 2>/dev/null
if [ -e /sys/kernel/debug/kmemleak ]; then
	echo scan > /sys/kernel/debug/kmemleak; sleep 1; echo scan > /sys/kernel/debug/kmemleak
	leaks=$(grep -c "unreferenced object" /sys/kernel/debug/kmemleak)
	expect_eq kmemleak-clean "$leaks" 0
fi
splats=$(dmesg | grep -cE "BUG:|WARNING:|possible circular|inconsistent lock|sleeping function called")
expect_eq dmesg-no-splat "$splats" 0
[ "$splats" = 0 ] || dmesg | grep -B2 -A20 -E "BUG:|WARNING:" | head -n 60

echo "E2E-SUMMARY: $pass passed, $fail failed"
[ "$fail" -eq 0 ]

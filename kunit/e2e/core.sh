#!/bin/sh
# The end-to-end scenarios that do not depend on the GC behind the PMU:
# the perf core's rules for a device PMU (per-PMU perf_event_paranoid),
# the perf callbacks under the scheduler's locks, CPU hotplug, the seed's
# perf_test.sh commands and the Debian perf. Sourced by scenarios.sh, with
# its helpers, on the first topology of a scripts/e2e run only
# (CORE_SCENARIOS=1): every other topology runs the same code here.

# --- a pinned task on the PMU's CPU while a GC session counts ------------------
# Each time the task is scheduled in, perf reschedules the CPU's flexible
# events (the GC event) from finish_task_switch() with the runqueue lock
# held. The callbacks must not queue work there: lockdep would report a
# circular dependency (and it can deadlock). A hang ends the whole VM run.
LOCKDEP_RE="possible circular locking|inconsistent lock state|possible recursive locking|BUG:"
before=$(dmesg | grep -cE "$LOCKDEP_RE")
perf stat -a -x, -e "$PMU/sq_waves/" -- sh -c "sleep 1; gc-inject sq_waves 0 1 0 0 500; sleep 5" >/tmp/bg.out 2>&1 &
bg=$!
sleep 1
timeout 60 perf stat -e task-clock:D -- taskset -c "$CPU" sh -c \
	'i=0; while [ $i -lt 300 ]; do usleep 2000; i=$((i + 1)); done' >/dev/null 2>&1
rc=$?
wait $bg
rcbg=$?
lockdep=$(($(dmesg | grep -cE "$LOCKDEP_RE") - before))
expect_eq pinned-task-resched-no-deadlock "$rc/$rcbg/$lockdep" "0/0/0"
# and the GC event counted exactly through it: perf stat exits 0 also when
# an event could not be opened ("<not supported>") or never counted
expect_eq pinned-task-resched-gc-counted \
	"$(awk -F, '/amdgpu_gc/ {print $1; exit}' /tmp/bg.out)" 500

# --- permissions: the perf core's per-PMU perf_event_paranoid --------------
# The PMU is a device PMU: the core gives it $P/perf_event_paranoid
# ("default" = follow kernel.perf_event_paranoid). Openers: a zeroed attr
# (exclude_kernel=0, what AMD SMI and rocprofiler set), exclude_kernel=1,
# and perf stat, all as nobody; a CPU PMU event (cpu-clock, system wide)
# must stay refused to the same user throughout.
LVL=$P/perf_event_paranoid
G=$(cat /proc/sys/kernel/perf_event_paranoid)
echo "kernel.perf_event_paranoid=$G $PMU/perf_event_paranoid=$(cat "$LVL" 2>&1)"
nobody() { su nobody -s /bin/sh -c "$1" 2>&1; }
# The open as nobody: "ok" or "errno=NAME".
open_zeroed() { nobody "gc_perf_open $TYPE $cfg 0 0 amdsmi"; }
open_excl() { nobody "gc_perf_open $TYPE $cfg 0 0 exclude_kernel"; }
open_cpu_clock() { nobody "gc_perf_open 1 0 0 0"; }   # PERF_TYPE_SOFTWARE/CPU_CLOCK
# perf stat -a as nobody: "rc=0|rc=nonzero counts=M" (M: count lines)
nobody_stat() {
	out=$(nobody "perf stat -a -x, -e $1 -- sleep 0.2; r=\$?; if [ \$r -eq 0 ]; then echo rc=0; else echo rc=nonzero; fi")
	echo "$(echo "$out" | grep -oE '^rc=[a-z0-9]+' | tail -n1) counts=$(echo "$out" | grep -cE '^[0-9.]+,')"
}
expect_eq pmu-level-reads-default "$(cat "$LVL")" default
# (gc_e2e_forward is the harness's other device PMU, below)
expect_eq pmu-level-not-on-cpu-pmus \
	"$(ls /sys/bus/event_source/devices/*/perf_event_paranoid | sed 's|.*/devices/||; s|/.*||' | grep -vx gc_e2e_forward | tr '\n' ' ')" "$PMU "

# Debian's kernels boot with kernel.perf_event_paranoid=3, which reserves
# perf_event_open() to CAP_SYS_ADMIN before the PMU is known: no PMU level
# lifts it. The rest runs at the upstream default, 2.
if [ "$G" -ge 3 ]; then
	echo 0 > "$LVL"
	expect_eq global-level3-wins-over-pmu-level "$(open_zeroed)/$(open_excl)" "errno=EACCES/errno=EACCES"
	echo default > "$LVL"
else
	result SKIP global-level3-wins-over-pmu-level "kernel.perf_event_paranoid=$G, not 3"
fi
echo 2 > /proc/sys/kernel/perf_event_paranoid

expect_eq nobody-refused-by-default "$(open_zeroed)/$(open_excl)" "errno=EACCES/errno=EACCES"
expect_eq nobody-perf-stat-refused-by-default "$(nobody_stat "$PMU/sq_waves/")" "rc=nonzero counts=0"
expect_eq nobody-cpu-clock-refused "$(open_cpu_clock)" "errno=EACCES"

# Only root may change the level.
out=$(nobody "echo 0 > $LVL && echo written")
case $out in
*"ermission denied"*) expect_eq pmu-level-root-only "$(cat "$LVL")" default ;;
*) result FAIL pmu-level-root-only "write as nobody: $(echo "$out" | tail -n 1)" ;;
esac

echo 0 > "$LVL"
expect_eq pmu-level-reads-override "$(cat "$LVL")" 0
expect_eq nobody-allowed-when-pmu-relaxed "$(open_zeroed)/$(open_excl)" "ok/ok"
# The injection needs root (debugfs), so nobody counts nothing here: a
# number, not an error, is the point.
expect_eq nobody-perf-stat-when-pmu-relaxed "$(nobody_stat "$PMU/sq_waves/")" "rc=0 counts=1"
expect_eq nobody-cpu-clock-still-refused "$(open_cpu_clock)" "errno=EACCES"
expect_eq nobody-perf-stat-cpu-clock-still-refused "$(nobody_stat cpu-clock)" "rc=nonzero counts=0"
# Events that only the PMU level admits are limited to 256 per user and PMU:
# ENOSPC, and a user at the limit does not keep another user out.
expect_eq nobody-relaxed-limit-enospc "$(nobody "gc_perf_open $TYPE $cfg 0 0 many=257")" "errno=ENOSPC at 257"
# The holder prints "ok" once its 256 events are open (256 opens take
# seconds under TCG), then keeps them open until killed.
gc_perf_open "$TYPE" "$cfg" 0 0 uid=65534 many=256 hold=600 > /tmp/gc-hold.out 2>&1 &
hold_pid=$!
i=0
while [ ! -s /tmp/gc-hold.out ] && [ $i -lt 240 ]; do sleep 0.5; i=$((i + 1)); done
expect_eq relaxed-limit-same-user-full "$(gc_perf_open "$TYPE" "$cfg" 0 0 uid=65534)" "errno=ENOSPC"
expect_eq relaxed-limit-other-user-unaffected "$(gc_perf_open "$TYPE" "$cfg" 0 0 uid=4242)" "ok"
kill $hold_pid 2>/dev/null
wait $hold_pid 2>/dev/null
expect_eq relaxed-limit-holder-opened "$(cat /tmp/gc-hold.out)" "ok"
expect_eq relaxed-limit-released "$(gc_perf_open "$TYPE" "$cfg" 0 0 uid=65534 many=256)" "ok"
expect_eq root-not-limited "$(gc_perf_open "$TYPE" "$cfg" 0 0 many=300)" "ok"

# A device PMU may forward an event to another PMU by rewriting attr.type
# in its event_init(): the event it became is checked as that PMU's, not
# admitted by the device PMU's level. gc_e2e_forward (the harness's
# gc_pmu_e2e.c) forwards to the CPU clock; a CPU event of it stays
# root's at kernel.perf_event_paranoid=2.
FWD=/sys/bus/event_source/devices/gc_e2e_forward
FTYPE=$(cat "$FWD/type")
echo 0 > "$FWD/perf_event_paranoid"
# A device PMU's events are system wide: a task event is refused before
# any driver sees it, so the forwarding is checked on a CPU event.
expect_eq device-task-event-refused "$(gc_perf_open "$FTYPE" 0 0 0 per_task)" "errno=EINVAL"
expect_eq root-forwarded-event-opens "$(gc_perf_open "$FTYPE" 0 0 0)" "ok"
expect_eq nobody-forwarded-event-refused "$(nobody "gc_perf_open $FTYPE 0 0 0")" "errno=EACCES"
echo default > "$FWD/perf_event_paranoid"

# Reading gives what restores the state; bad values change nothing.
echo 1 > "$LVL"
expect_eq pmu-level-1-refuses "$(open_zeroed)" "errno=EACCES"
saved=$(cat "$LVL")
echo -1 > "$LVL"
echo "$saved" > "$LVL"
expect_eq pmu-level-write-back-restores "$(cat "$LVL")" 1
out=$( (echo 3 > "$LVL") 2>&1 )
rc=$?
if [ $rc -eq 0 ]; then
	result FAIL pmu-level-rejects-3 "write succeeded"
else
	# EINVAL, and the level is unchanged
	case $out in
	*"nvalid argument"*) expect_eq pmu-level-rejects-3 "$(cat "$LVL")" 1 ;;
	*) result FAIL pmu-level-rejects-3 "rc=$rc: $out" ;;
	esac
fi
echo default > "$LVL"
expect_eq pmu-level-default-again "$(cat "$LVL")" default
expect_eq nobody-refused-after-default "$(open_zeroed)/$(open_excl)" "errno=EACCES/errno=EACCES"
expect_eq nobody-perf-stat-refused-after-default "$(nobody_stat "$PMU/sq_waves/")" "rc=nonzero counts=0"
echo "$G" > /proc/sys/kernel/perf_event_paranoid

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
expect_eq seed-perf-list "$(perf list 2>/dev/null | grep -c "$PMU/sq_waves/")" 1
out=$(perf stat -x, -e "$PMU/sq_waves/" -- sh -c "gc-inject sq_waves 0 0 0 0 5; sleep 0.5" 2>&1 | awk -F, '/amdgpu_gc/ {print $1}')
expect_eq seed-perf-stat-named-event "$out" 5
# two events, each with its own exact count (a line per event is not enough:
# "<not counted>" is a line too)
expect_eq seed-perf-stat-multiple-events \
	"$(counts "$PMU/sq_waves/,$PMU/grbm_gui_active/" \
		"gc-inject sq_waves 0 0 0 0 4; gc-inject grbm_gui_active 0 0 0 0 6")" "4 6"
refused seed-invalid-event-rejected "event syntax error|unknown term|Cannot find|not valid" \
	perf stat -e "$PMU/no_such_event/" -- true
refused seed-perf-record-refused "$SAMPLING_RE" perf record -e "$PMU/sq_waves/" -o /tmp/perf.data -- sleep 0.1


# --- the Debian perf: no GC JSON, so no metric; events still count ---------
out=$(perf stat -a -M amdgpu_gc_busy -- true 2>&1)
case $out in
*"annot find metric"*|*"not supported"*|*"nvalid"*) result PASS debian-perf-has-no-gc-metrics ;;
*) result FAIL debian-perf-has-no-gc-metrics "$(echo "$out" | head -n 2)" ;;
esac
expect_eq debian-perf-still-counts \
	"$(count "$PMU/grbm_gui_active/,$PMU/sq_waves/" "gc-inject grbm_gui_active 0 0 0 0 321")" 321

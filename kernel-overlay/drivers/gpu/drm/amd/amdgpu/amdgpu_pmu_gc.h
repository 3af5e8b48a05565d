/* SPDX-License-Identifier: MIT */
/*
 * Copyright 2026 Advanced Micro Devices, Inc.
 *
 * Permission is hereby granted, free of charge, to any person obtaining a
 * copy of this software and associated documentation files (the "Software"),
 * to deal in the Software without restriction, including without limitation
 * the rights to use, copy, modify, merge, publish, distribute, sublicense,
 * and/or sell copies of the Software, and to permit persons to whom the
 * Software is furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in
 * all copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.  IN NO EVENT SHALL
 * THE COPYRIGHT HOLDER(S) OR AUTHOR(S) BE LIABLE FOR ANY CLAIM, DAMAGES OR
 * OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE,
 * ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR
 * OTHER DEALINGS IN THE SOFTWARE.
 */

#ifndef __AMDGPU_PMU_GC_H__
#define __AMDGPU_PMU_GC_H__

#include <linux/dma-fence.h>
#include <linux/irq_work.h>
#include <linux/ktime.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/perf_event.h>
#include <linux/spinlock.h>
#include <linux/wait.h>
#include <linux/workqueue.h>

#include <drm/gpu_scheduler.h>

#include "amdgpu_pmc.h"

struct amdgpu_device;
struct drm_suballoc;

/**
 * struct amdgpu_pmu_gc_xcc - the PMU's queue on one XCC
 * @entity: scheduler entity on that XCC's compute ring (amdgpu_pmu_gc_hw.c)
 * @entity_ready: @entity is initialised
 * @sched: the scheduler @entity is on
 * @fence: fence of the last job queued; a pass is not queued behind a job
 *	that has not finished
 * @result: where the pass in flight writes its samples: a suballocation of
 *	the kernel IB pool, freed with @fence, so it outlives the job whatever
 *	happens to the PMU
 * @submitted: when the job of @fence was queued
 * @read: when the job that last read (or reset) the counters of this XCC
 *	was queued: the read happened after it
 * @clock: its GPU clock when the last pass sampled and programmed its
 *	counters; under &amdgpu_pmu_gc.lock
 */
struct amdgpu_pmu_gc_xcc {
	struct drm_sched_entity entity;
	bool entity_ready;
	struct drm_gpu_scheduler *sched;
	struct dma_fence *fence;
	struct drm_suballoc *result;
	ktime_t submitted;
	ktime_t read;
	u64 clock;
};

/**
 * struct amdgpu_pmu_gc_slot - one hardware counter of a block
 * @select: event select the attached events count
 * @hw_select: event select programmed in the hardware
 * @refcount: attached events (joining or counting)
 * @programmed: the hardware counts @hw_select in this slot
 * @prog_seq: the last pass collected to program this slot
 * @gen: generation of @select; a new one whenever the slot is given a
 *	select the hardware does not count yet
 * @hw_gen: generation of the programming in the hardware; a sample is
 *	credited only to events of this generation
 * @events: attached and deleted-but-not-idle events
 *	(&struct amdgpu_pmu_gc_event)
 * @drains: last intervals of events that moved to another counter before
 *	a sample collected them (&struct amdgpu_pmu_gc_drain)
 * @prev: last raw value per (XCC, unit, row); the worker's only
 * @delta: last sampled interval per (XCC, unit); the worker's only
 * @lost: the (XCC, unit)s whose last interval was dropped; the worker's only
 * @read: the units a sampling pass reads: those its events' masks select;
 *	the worker's only
 * @fresh: the units whose @prev is from the last sample or programming;
 *	the worker's only
 */
struct amdgpu_pmu_gc_slot {
	u16 select;
	u16 hw_select;
	unsigned int refcount;
	bool programmed;
	u64 prog_seq;
	u32 gen;
	u32 hw_gen;
	struct list_head events;
	struct list_head drains;
	u64 *prev;
	u64 *delta;
	unsigned long *lost;
	unsigned long *read;
	unsigned long *fresh;
};

/**
 * enum amdgpu_pmu_gc_ev_state - where an event is in its counter's life
 * @AMDGPU_PMU_GC_EV_IDLE: not added, nothing to collect
 * @AMDGPU_PMU_GC_EV_JOINING: added to a counter that was already counting;
 *	the next sample is only its baseline
 * @AMDGPU_PMU_GC_EV_COUNTING: added; every sample of its counter is its
 * @AMDGPU_PMU_GC_EV_DRAINING: deleted; the next sample still holds its last
 *	interval
 * @AMDGPU_PMU_GC_EV_DRAINED: deleted and fully counted; if perf adds it back
 *	at once (a context reschedule) it goes on counting without a gap,
 *	else it becomes idle
 */
enum amdgpu_pmu_gc_ev_state {
	AMDGPU_PMU_GC_EV_IDLE,
	AMDGPU_PMU_GC_EV_JOINING,
	AMDGPU_PMU_GC_EV_COUNTING,
	AMDGPU_PMU_GC_EV_DRAINING,
	AMDGPU_PMU_GC_EV_DRAINED,
};

/**
 * struct amdgpu_pmu_gc_drain - an event's interval on a counter it left
 * @node: on the old slot's drain list; empty when not in use
 * @ev: the event
 * @gen: the old slot generation it counted
 * @seq: &amdgpu_pmu_gc.seq when it was deleted from the old slot
 * @stint: per XCC, the event's stint on the old slot
 * @run: perf's running time of that stint
 * @multiplexed: perf multiplexed the event in that stint
 */
struct amdgpu_pmu_gc_drain {
	struct list_head node;
	struct amdgpu_pmu_gc_event *ev;
	u32 gen;
	u64 seq;
	struct amdgpu_pmu_gc_stint *stint;
	u64 run;
	bool multiplexed;
};

/*
 * Uncollected intervals on counters an event left: at most one that the
 * pass in flight collects and one that this pass opens, since only a pass
 * opens an interval and the next pass collects every drain left before it.
 */
#define AMDGPU_PMU_GC_DRAINS	2

/**
 * struct amdgpu_pmu_gc_stint - an event's stint on one XCC
 * @clock: the XCC's GPU clock (&amdgpu_pmu_gc_xcc.clock) at the pass its
 *	counter began to count for it from; 0 before that pass,
 *	%AMDGPU_PMU_GC_NO_CLOCK if the stint lost an interval
 * @count: what its counter there counted for it since
 */
struct amdgpu_pmu_gc_stint {
	u64 clock;
	u64 count;
};

/* &amdgpu_pmu_gc_stint.clock of a stint that lost an interval */
#define AMDGPU_PMU_GC_NO_CLOCK	U64_MAX

/**
 * struct amdgpu_pmu_gc_event - per-event state (&perf_event.pmu_private)
 * @event: the perf event
 * @node: on @slot's event list
 * @slot: the counter it is attached to or draining from
 * @state: see &enum amdgpu_pmu_gc_ev_state
 * @gen: the slot generation it counts
 * @seq: &amdgpu_pmu_gc.seq when it last joined or was deleted: a pass
 *	collected before that does not close or open its interval
 * @pending: counted, not yet added to &perf_event.count (done by the perf
 *	callbacks, on the event's CPU)
 * @del_resched: &amdgpu_pmu_gc.resched when it was last deleted
 * @drain: its last intervals on counters it left, not collected yet
 * @units: bitmap of the (XCC, unit) accumulators its masks select
 * @nunits: bits in @units
 * @any_xcc: bitmap of the units it selects on some XCC
 * @xccs: the XCCs it selects units on
 * @privileged: its opener had CAP_PERFMON (see amdgpu_amdkfd_gc_pmu_get())
 * @running: &perf_event.total_time_running when its stint began (or the
 *	one before, if @carry)
 * @carry: its last stint counted nothing (no pass began it): the next one
 *	is scaled for the time of both
 * @carry_ns: perf's running time of stints on counters it left that counted
 *	nothing, for its next scaled stint
 * @stint: per XCC, its stint there
 * @refused: &amdgpu_pmu_gc.refused at its last add()
 * @multiplexed: perf multiplexed it in this stint: add() refused an event
 *	while it was added; never set for pinned events, which perf does not
 *	rotate out
 * @scaled: what scaling its stints to perf's running time added to its
 *	count (amdgpu_pmu_gc_end_stint())
 * @del_cpu: the CPU it was last deleted on (see @del_resched)
 *
 * A stint runs from the add() that gives the event a counter to the del()
 * that takes it back (perf's rotation, a disable).
 */
struct amdgpu_pmu_gc_event {
	struct perf_event *event;
	struct list_head node;
	struct amdgpu_pmu_gc_slot *slot;
	enum amdgpu_pmu_gc_ev_state state;
	u32 gen;
	u64 seq;
	u64 pending;
	u64 del_resched;
	struct amdgpu_pmu_gc_drain drain[AMDGPU_PMU_GC_DRAINS];
	unsigned long *units;
	unsigned int nunits;
	unsigned long *any_xcc;
	u32 xccs;
	bool privileged;
	u64 running;
	bool carry;
	u64 carry_ns;
	struct amdgpu_pmu_gc_stint *stint;
	u64 refused;
	bool multiplexed;
	s64 scaled;
	unsigned int del_cpu;
};

/**
 * struct amdgpu_pmu_gc_block - per-device state of one counter block
 * @pmc: the block's table entry
 * @units: instances per XCC that are read (amdgpu_pmc_block_units())
 * @rows: rows per unit
 * @ninst: instances per innermost level
 * @slots: @pmc->num_counters slots
 * @present: the (XCC, unit) pairs that exist on the part, the only ones
 *	summed: not harvested
 */
struct amdgpu_pmu_gc_block {
	const struct amdgpu_pmc_block *pmc;
	unsigned int units;
	unsigned int rows;
	unsigned int ninst;
	struct amdgpu_pmu_gc_slot *slots;
	unsigned long *present;
};

/**
 * struct amdgpu_pmu_gc_rec - a counter of a pass, as snapshot under the lock
 * @slot: the slot
 * @blk: its block
 * @gen: the generation sampled or programmed
 * @late: a late sample dropped its deltas on some XCC
 */
struct amdgpu_pmu_gc_rec {
	struct amdgpu_pmu_gc_slot *slot;
	struct amdgpu_pmu_gc_block *blk;
	u32 gen;
	bool late;
};

/**
 * struct amdgpu_pmu_gc - the GC perf PMU of one device
 * @pmu: the perf PMU
 * @adev: its device
 * @arch: counter tables
 * @topo: topology the PMU counts on
 * @name: PMU name, amdgpu_gc_<primary minor>
 * @groups: sysfs attribute groups (format, events, caps, identifier)
 * @attrs: the dynamically allocated event and caps attributes
 * @blocks: per-block state, @arch->num_blocks entries
 * @lock: protects the slots, the events' state and the fields below it up
 *	to @mutex; taken by the perf callbacks with interrupts off
 * @users: events that exist; a session holds the device while any do
 * @active: added events
 * @njoining: events waiting for their baseline sample
 * @ndraining: deleted events waiting for their last sample
 * @gen: last slot generation handed out
 * @seq: passes collected (numbered under @lock)
 * @programming: the pass in flight, if it programs the counters; it stops
 *	every counter it does not program (&amdgpu_pmu_gc_slot.prog_seq)
 * @done_seq: the last pass that ended, credited or failed
 * @sync_seq: the pass that programs the counters, takes the baselines and
 *	collects the last intervals of what perf changed so far
 * @read_until: ktime_get_ns() until which a pass amdgpu_pmu_gc_sync()
 *	waited for serves its callers (the read window)
 * @kicked: the worker's next run serves a kick or amdgpu_pmu_gc_sync()
 * @last_kicked: ktime_get_ns() at the start of the last such run's pass,
 *	if it submitted anything
 * @resched: per CPU, numbers perf's reschedules of that CPU's context
 *	(pmu_disable() to pmu_enable()); odd inside one
 * @dirty: the set of selects changed, program the counters again
 * @hw_lost: the counters lost their programming (reset, resume, a failed
 *	pass): program them from scratch
 * @queues_lost: the queues lost their perf counting state (session start,
 *	reset, resume, a wake after a park): set it again
 * @kfd_lost: KFD's queues may have lost theirs (session start, reset,
 *	resume): amdgpu_amdkfd_gc_pmu_perfcount() again; a park keeps it
 * @kfd_due: a pass or a session's end asks for that; done once gc->mutex
 *	is dropped (amdgpu_pmu_gc_kfd_update())
 * @halted: a GPU reset or suspend is in progress, do not submit; add()
 *	refuses events
 * @yielded: a KFD profiler holds the counters, do not submit; add()
 *	refuses events
 * @resume_wanted: add() found the device runtime suspended under a parked
 *	session; the kick asks it to resume
 * @resume_held: the kick holds a runtime PM reference for that resume
 * @unregistering: amdgpu_pmu_gc_fini() has begun: perf may no longer be
 *	asked to reschedule the PMU's events
 * @xccs: the XCCs the last pass went to for the events: a pass samples
 *	only these, and programs every counter again when an XCC joins them
 * @failed: the device is gone, do not submit
 * @nfail: passes failed in a row (they are retried further apart)
 * @ticks: sampling passes done
 * @submits: IBs submitted
 * @lost_passes: passes that failed, their samples lost
 * @late_samples: samples too late for the 32-bit counters (see
 *	@wrap_safe_ms), their deltas dropped
 * @anomalies: per-instance samples of wide counters that went backwards,
 *	dropped
 * @foreign_resets: samples of an XCC whose counters another user reset, their
 *	32-bit deltas dropped
 * @lost_drains: last intervals dropped, no &struct amdgpu_pmu_gc_drain free
 * @refused: add()s refused for want of a free counter: perf multiplexes
 * @clock_khz: rate of the GPU clock (&amdgpu_pmu_gc_xcc.clock)
 * @rescaled: stints of multiplexed events scaled to perf's running time
 * @last_error: last submission error
 * @mutex: serialises the worker and session start/end
 * @held: the session holds the device (amdgpu_pmu_gc_hw_get())
 * @reset_gen: adev->gpu_reset_counter the counters were last programmed
 *	under
 * @started: the counters were started in this session
 * @parked: no event was enabled for @park_ms: the counters and the queues'
 *	counting are stopped, the session's runtime PM reference, GFXOFF and
 *	the perfmon clock given back (amdgpu_pmu_gc_hw_sleep()); the next
 *	pass with an enabled event takes them again
 * @idle_since: jiffies when the last enabled event was disabled
 * @xcc: per XCC, the PMU's queue and its job in flight
 * @ib: scratch buffer the IBs are built in
 * @ib_max: its size in dwords
 * @pass: the pass being built
 * @wrap_safe_ms: samples further apart than this may miss a wrap of the
 *	32-bit counters; 0 if there are none
 * @period_ms: sampling period; 0 disables the periodic worker (tests)
 * @park_ms: how long the session stays awake with no event enabled
 * @read_window_ms: how long a pass that pmu::sync waited for serves later
 *	reads, see amdgpu_pmu_gc_sync()
 * @min_gap_ms: least time between the passes kicks and
 *	amdgpu_pmu_gc_sync() ask for (what toggling events costs the GPU)
 * @scratch: per-pass snapshots of the counters to sample (@old, @old_rec)
 *	and to program (@new, @new_rec), one entry per slot
 * @ring_entity: scheduler entity per kernel compute ring, for
 *	amdgpu_pmu_gc_hw_queue_perfcount()
 * @ring_entity_ready: bitmap of initialised @ring_entity
 * @wq: the worker's workqueue
 * @work: the sampling worker
 * @kick: queues @work from the perf callbacks' context, see
 *	amdgpu_pmu_gc_request_tick()
 * @kicks: passes @kick queued (debugfs)
 * @pass_done: woken when a pass ends and when passes stop, for
 *	amdgpu_pmu_gc_sync()
 */
struct amdgpu_pmu_gc {
	struct pmu pmu;
	struct amdgpu_device *adev;
	const struct amdgpu_pmc_arch *arch;
	struct amdgpu_pmc_topology topo;
	char name[32];
	const struct attribute_group *groups[5];
	void *attrs;
	struct amdgpu_pmu_gc_block *blocks;

	raw_spinlock_t lock;
	unsigned int users;
	unsigned int active;
	unsigned int njoining;
	unsigned int ndraining;
	u32 gen;
	u64 seq;
	u64 programming;
	u64 done_seq;
	u64 sync_seq;
	u64 read_until;
	u64 last_kicked;
	u64 __percpu *resched;
	bool dirty;
	bool hw_lost;
	bool queues_lost;
	bool kfd_lost;
	bool kfd_due;
	bool halted;
	bool yielded;
	bool resume_wanted;
	bool kicked;
	bool resume_held;
	bool unregistering;
	u32 xccs;
	bool failed;
	unsigned int nfail;
	u64 ticks;
	u64 submits;
	u64 lost_passes;
	u64 late_samples;
	u64 anomalies;
	u64 foreign_resets;
	u64 lost_drains;
	u64 refused;
	u32 clock_khz;
	u64 rescaled;
	int last_error;

	struct mutex mutex; /* worker and session start/end */
	bool held;
	int reset_gen;
	bool started;
	bool parked;
	unsigned long idle_since;
	struct amdgpu_pmu_gc_xcc *xcc;
	u32 *ib;
	unsigned int ib_max;
	const void *pass;
	unsigned int wrap_safe_ms;
	unsigned int period_ms;
	unsigned int park_ms;
	unsigned int read_window_ms;
	unsigned int min_gap_ms;
	struct {
		struct amdgpu_pmc_hw_counter *old, *new;
		struct amdgpu_pmu_gc_rec *old_rec, *new_rec;
	} scratch;
	struct drm_sched_entity *ring_entity;
	unsigned long *ring_entity_ready;
	struct workqueue_struct *wq;
	struct delayed_work work;
	struct irq_work kick;
	atomic_t kicks;
	wait_queue_head_t pass_done;
};

/* Longest sampling period (amdgpu.gc_pmu_sample_ms is clamped to it). */
#define AMDGPU_PMU_GC_PERIOD_MAX_MS	1000
/*
 * Sampling periods with no event enabled after which a session gives back
 * GFXOFF and the perfmon clock (a monitor that keeps its events open but
 * disabled costs no power).
 */
#define AMDGPU_PMU_GC_PARK_PERIODS	10
/* Reads within this of a pass they waited for take no pass of their own. */
#define AMDGPU_PMU_GC_READ_WINDOW_MS	10
/* Passes a kick or pmu::sync (not the period) starts are this far apart. */
#define AMDGPU_PMU_GC_MIN_GAP_MS	2

/* amdgpu_pmu_gc_pass.c */
void amdgpu_pmu_gc_begin_stint(struct amdgpu_pmu_gc *gc,
			       struct amdgpu_pmu_gc_event *ev, bool last_pass);
bool amdgpu_pmu_gc_stint_opened(struct amdgpu_pmu_gc *gc,
				const struct amdgpu_pmu_gc_stint *stint);
unsigned int amdgpu_pmu_gc_num_slots(struct amdgpu_pmu_gc *gc);
void amdgpu_pmu_gc_worker(struct work_struct *work);
void amdgpu_pmu_gc_kick_fn(struct irq_work *work);
int amdgpu_pmu_gc_sync(struct amdgpu_pmu_gc *gc);
int amdgpu_pmu_gc_session_get(struct amdgpu_pmu_gc *gc);
void amdgpu_pmu_gc_session_put(struct amdgpu_pmu_gc *gc);

/* amdgpu_pmu_gc_hw.c */
void amdgpu_pmu_gc_ctx(struct amdgpu_pmu_gc *gc, unsigned int xcc,
		       struct amdgpu_pmc_ctx *ctx);
int amdgpu_pmu_gc_hw_mode(void);
bool amdgpu_pmu_gc_hw_allowed(struct amdgpu_device *adev,
			      const struct amdgpu_pmc_arch *arch);
bool amdgpu_pmu_gc_hw_usable(struct amdgpu_device *adev);
int amdgpu_pmu_gc_hw_init(struct amdgpu_pmu_gc *gc);
void amdgpu_pmu_gc_hw_fini(struct amdgpu_pmu_gc *gc);
void amdgpu_pmu_gc_hw_request_resume(struct amdgpu_pmu_gc *gc);
int amdgpu_pmu_gc_hw_wake(struct amdgpu_pmu_gc *gc);
int amdgpu_pmu_gc_hw_sleep(struct amdgpu_pmu_gc *gc, bool wait);
int amdgpu_pmu_gc_hw_get(struct amdgpu_pmu_gc *gc);
void amdgpu_pmu_gc_hw_put(struct amdgpu_pmu_gc *gc);
void amdgpu_pmu_gc_hw_queue_perfcount(struct amdgpu_pmu_gc *gc, bool enable);
int amdgpu_pmu_gc_hw_result_get(struct amdgpu_pmu_gc *gc, unsigned int xcc,
				size_t size);
void amdgpu_pmu_gc_hw_result_put(struct amdgpu_pmu_gc *gc, unsigned int xcc);
struct dma_fence *amdgpu_pmu_gc_hw_submit(struct amdgpu_pmu_gc *gc,
					  unsigned int xcc, const u32 *dw,
					  unsigned int ndw);

#if IS_ENABLED(CONFIG_PERF_EVENTS)
int amdgpu_pmu_gc_init(struct amdgpu_device *adev);
void amdgpu_pmu_gc_fini(struct amdgpu_device *adev);
void amdgpu_pmu_gc_suspend(struct amdgpu_device *adev);
void amdgpu_pmu_gc_reset_begin(struct amdgpu_device *adev);
void amdgpu_pmu_gc_resume(struct amdgpu_device *adev);
void amdgpu_pmu_gc_yield(struct amdgpu_device *adev, bool yield);
void amdgpu_pmu_gc_hold_passes(struct amdgpu_device *adev);
void amdgpu_pmu_gc_release_passes(struct amdgpu_device *adev);
#else
static inline int amdgpu_pmu_gc_init(struct amdgpu_device *adev)
{
	return 0;
}

static inline void amdgpu_pmu_gc_fini(struct amdgpu_device *adev)
{
}

static inline void amdgpu_pmu_gc_suspend(struct amdgpu_device *adev)
{
}

static inline void amdgpu_pmu_gc_reset_begin(struct amdgpu_device *adev)
{
}

static inline void amdgpu_pmu_gc_resume(struct amdgpu_device *adev)
{
}

static inline void amdgpu_pmu_gc_yield(struct amdgpu_device *adev, bool yield)
{
}

static inline void amdgpu_pmu_gc_hold_passes(struct amdgpu_device *adev)
{
}

static inline void amdgpu_pmu_gc_release_passes(struct amdgpu_device *adev)
{
}
#endif

#if IS_ENABLED(CONFIG_KUNIT)
int amdgpu_pmu_gc_sample_now(struct amdgpu_pmu_gc *gc);
#endif

#endif

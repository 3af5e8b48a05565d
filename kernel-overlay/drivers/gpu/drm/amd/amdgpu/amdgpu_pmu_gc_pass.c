// SPDX-License-Identifier: MIT
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

/**
 * DOC: GC PMU sampling passes
 *
 * The programming and sampling passes of the GC perf PMU. A pass is one IB
 * per XCC, built with the PM4 builder of amdgpu_pmc.c: it reads every
 * counter in use into the result buffer, copies the GPU clock there and
 * then programs the counters that changed since the previous pass. The
 * worker runs a pass every sampling period and when the perf callbacks kick
 * it; the deltas of each pass are credited to the events that own the
 * counters. A session holds the device, from the first event to the last.
 */

#include <kunit/visibility.h>
#include <linux/dma-fence.h>
#include <linux/irq_work.h>
#include <linux/math64.h>
#include <linux/slab.h>
#include <linux/timekeeping.h>
#include <linux/workqueue.h>

#include <drm/drm_drv.h>

#include "amdgpu.h"
#include "amdgpu_pmu_gc.h"

/*
 * Wait for a pass's IBs; a healthy IB takes microseconds. A job not done
 * by then is left running and the pass is retried later (see
 * amdgpu_pmu_gc_error()); the result buffer outlives it whatever happens.
 */
#define AMDGPU_PMU_GC_TIMEOUT_MS	1000
/* Failed passes are retried period << n ms apart, n up to this. */
#define AMDGPU_PMU_GC_MAX_BACKOFF	7

/* pmu::sync waits at most for a pass in flight and the next one. */
#define AMDGPU_PMU_GC_SYNC_MS	(2 * AMDGPU_PMU_GC_TIMEOUT_MS)

unsigned int amdgpu_pmu_gc_num_slots(struct amdgpu_pmu_gc *gc)
{
	unsigned int i, n = 0;

	for (i = 0; i < gc->arch->num_blocks; i++)
		n += gc->arch->blocks[i].num_counters;
	return n;
}

/* The XCCs any attached or draining event selects units on; gc->lock held. */
static u32 amdgpu_pmu_gc_wanted_xccs(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_pmu_gc_event *ev;
	struct amdgpu_pmu_gc_drain *d;
	unsigned int b, k;
	u32 want = 0;

	for (b = 0; b < gc->arch->num_blocks; b++) {
		for (k = 0; k < gc->blocks[b].pmc->num_counters; k++) {
			struct amdgpu_pmu_gc_slot *slot = &gc->blocks[b].slots[k];

			list_for_each_entry(ev, &slot->events, node)
				want |= ev->xccs;
			list_for_each_entry(d, &slot->drains, node)
				want |= d->ev->xccs;
		}
	}
	return want;
}

/*
 * The units a sample of @slot reads: those any of its events, attached or
 * draining, selects on some XCC. The others are neither read nor summed,
 * so the IB grows with the instances the events cover, not with the part.
 */
static void amdgpu_pmu_gc_read_set(struct amdgpu_pmu_gc_block *blk,
				   struct amdgpu_pmu_gc_slot *slot)
{
	struct amdgpu_pmu_gc_event *ev;
	struct amdgpu_pmu_gc_drain *d;

	bitmap_zero(slot->read, blk->units);
	list_for_each_entry(ev, &slot->events, node)
		bitmap_or(slot->read, slot->read, ev->any_xcc, blk->units);
	list_for_each_entry(d, &slot->drains, node)
		bitmap_or(slot->read, slot->read, d->ev->any_xcc, blk->units);
}

/*
 * Snapshot, under gc->lock, the counters to sample (programmed, with an
 * event attached or draining) or to program (with an event attached).
 */
static unsigned int amdgpu_pmu_gc_collect(struct amdgpu_pmu_gc *gc,
					  bool sample,
					  struct amdgpu_pmc_hw_counter *cnt,
					  struct amdgpu_pmu_gc_rec *rec)
{
	unsigned int i, k, n = 0;

	lockdep_assert_held(&gc->lock);

	for (i = 0; i < gc->arch->num_blocks; i++) {
		struct amdgpu_pmu_gc_block *blk = &gc->blocks[i];

		for (k = 0; k < blk->pmc->num_counters; k++) {
			struct amdgpu_pmu_gc_slot *slot = &blk->slots[k];
			bool want = sample ? slot->programmed &&
					     (!list_empty(&slot->events) ||
					      !list_empty(&slot->drains)) :
					     slot->refcount;

			if (!want)
				continue;
			cnt[n].block = blk->pmc;
			cnt[n].slot = k;
			cnt[n].select = sample ? slot->hw_select : slot->select;
			cnt[n].units = NULL;
			if (sample) {
				amdgpu_pmu_gc_read_set(blk, slot);
				cnt[n].units = slot->read;
			}
			rec[n].slot = slot;
			rec[n].blk = blk;
			rec[n].gen = sample ? slot->hw_gen : slot->gen;
			rec[n].late = false;
			n++;
		}
	}
	return n;
}

static u64 amdgpu_pmu_gc_width_mask(const struct amdgpu_pmc_block *b)
{
	return b->counter_bits >= 64 ? U64_MAX :
				       GENMASK_ULL(b->counter_bits - 1, 0);
}

/*
 * Whether another user of the counters reset them since the last sample
 * (radeonsi, RADV and RGP start with CP_PERFMON_CNTL = DISABLE_AND_RESET,
 * which zeroes every counter of the XCC). A wide counter that went
 * backwards shows it; so does a 32-bit counter that moved further than it
 * can in the interval: 2^32 in the wrap time of the fastest events (see
 * AMDGPU_PMU_GC_WRAP_32BIT_MS), scaled to the interval's upper bound (see
 * amdgpu_pmu_gc_late()). A reset whose 32-bit deltas stay under that is
 * indistinguishable from counting and is credited, but never more than
 * the interval allows.
 */
static bool amdgpu_pmu_gc_foreign_reset(struct amdgpu_pmu_gc *gc,
					unsigned int xcc,
					const struct amdgpu_pmu_gc_rec *rec,
					unsigned int num, bool late)
{
	const u32 *res = amdgpu_sa_bo_cpu_addr(gc->xcc[xcc].result);
	struct amdgpu_pmu_gc_xcc *x = &gc->xcc[xcc];
	u64 ceiling = U64_MAX;
	unsigned int i, u, r;
	s64 ns;

	if (gc->wrap_safe_ms && !late) {
		ns = ktime_to_ns(ktime_sub(dma_fence_timestamp(x->fence),
					   x->read));
		ceiling = mul_u64_u64_div_u64(max_t(s64, ns, 0), BIT_ULL(32),
					      (u64)gc->wrap_safe_ms *
					      NSEC_PER_MSEC);
	}
	for (i = 0; i < num; i++) {
		const struct amdgpu_pmu_gc_block *blk = rec[i].blk;
		const struct amdgpu_pmu_gc_slot *slot = rec[i].slot;
		u64 mask = amdgpu_pmu_gc_width_mask(blk->pmc);
		bool narrow = blk->pmc->counter_bits < 48;
		const u64 *prev = &slot->prev[xcc * blk->units * blk->rows];

		for_each_set_bit(u, slot->read, blk->units) {
			for (r = 0; r < blk->rows; r++, res += 2) {
				u64 v = (res[0] | (u64)res[1] << 32) & mask;
				u64 p = prev[u * blk->rows + r];

				if (!test_bit(u, slot->fresh))
					continue;
				if (narrow ? !late && ((v - p) & mask) > ceiling :
					     v < p)
					return true;
			}
		}
	}
	return false;
}

/*
 * Turn one XCC's samples into per-unit deltas of the sampled counters.
 * Worker only (gc->mutex): prev and delta are the worker's, not gc->lock's.
 * A late sample (@late) drops the deltas of counters narrow enough to have
 * wrapped unseen, and so does a reset by another user (@reset): across it
 * a 32-bit delta is off by up to 2^32. A wide counter that went backwards
 * was reset under us (or its instance was read while something else had
 * GRBM_GFX_INDEX selected): no delta is better than a huge one.
 */
static void amdgpu_pmu_gc_deltas(struct amdgpu_pmu_gc *gc, unsigned int xcc,
				 struct amdgpu_pmu_gc_rec *rec,
				 unsigned int num, bool late, bool reset)
{
	const u32 *res = amdgpu_sa_bo_cpu_addr(gc->xcc[xcc].result);
	unsigned int i, u, r;

	for (i = 0; i < num; i++) {
		struct amdgpu_pmu_gc_block *blk = rec[i].blk;
		struct amdgpu_pmu_gc_slot *slot = rec[i].slot;
		u64 mask = amdgpu_pmu_gc_width_mask(blk->pmc);
		bool narrow = blk->pmc->counter_bits < 48;
		u64 *prev = &slot->prev[xcc * blk->units * blk->rows];
		u64 *delta = &slot->delta[xcc * blk->units];

		rec[i].late |= narrow && late;
		for (u = 0; u < blk->units; u++) {
			delta[u] = 0;
			__clear_bit(xcc * blk->units + u, slot->lost);
			if (!test_bit(u, slot->read))
				continue;
			for (r = 0; r < blk->rows; r++, res += 2) {
				u64 v = (res[0] | (u64)res[1] << 32) & mask;
				unsigned int p = u * blk->rows + r;

				if (!test_bit(u, slot->fresh)) {
					/* Not read last time: a baseline. */
				} else if (narrow ? !late && !reset :
						    v >= prev[p]) {
					delta[u] += (v - prev[p]) & mask;
				} else {
					/* Dropped: credit() tells its events. */
					__set_bit(xcc * blk->units + u,
						  slot->lost);
					if (!narrow)
						gc->anomalies++;
				}
				prev[p] = v;
			}
		}
	}
}

/*
 * @ev's part of @slot's last sample, also added to @stint (per XCC). If a
 * unit it selects dropped its interval, @ev lost one: perf
 * reports the intervals an event lost with PERF_FORMAT_LOST, as it does the
 * samples a sampling event loses.
 */
static u64 amdgpu_pmu_gc_event_delta(struct amdgpu_pmu_gc *gc,
				     struct amdgpu_pmu_gc_event *ev,
				     const struct amdgpu_pmu_gc_slot *slot,
				     struct amdgpu_pmu_gc_stint *stint)
{
	unsigned int u, per_xcc = ev->nunits / gc->topo.num_xcc;
	u64 sum = 0;

	for_each_set_bit(u, ev->units, ev->nunits) {
		sum += slot->delta[u];
		stint[u / per_xcc].count += slot->delta[u];
	}
	if (bitmap_intersects(ev->units, slot->lost, ev->nunits))
		atomic64_inc(&ev->event->lost_samples);
	return sum;
}

/*
 * The counters are programmed anew without a sample (after a failed pass,
 * a reset or a resume): every event they counted for lost its interval
 * since its last sample. gc->lock held.
 */
static void amdgpu_pmu_gc_lose_intervals(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_pmu_gc_event *ev;
	struct amdgpu_pmu_gc_drain *d;
	unsigned int b, k, x;

	lockdep_assert_held(&gc->lock);

	for (b = 0; b < gc->arch->num_blocks; b++) {
		for (k = 0; k < gc->blocks[b].pmc->num_counters; k++) {
			struct amdgpu_pmu_gc_slot *s = &gc->blocks[b].slots[k];

			if (!s->programmed)
				continue;
			list_for_each_entry(d, &s->drains, node) {
				if (d->gen != s->hw_gen)
					continue;
				for (x = 0; x < gc->topo.num_xcc; x++)
					d->stint[x].clock = AMDGPU_PMU_GC_NO_CLOCK;
				atomic64_inc(&d->ev->event->lost_samples);
			}
			list_for_each_entry(ev, &s->events, node) {
				if (ev->gen != s->hw_gen)
					continue;
				/* Its stint's count is no longer its GPU time's. */
				for (x = 0; x < gc->topo.num_xcc; x++)
					ev->stint[x].clock = AMDGPU_PMU_GC_NO_CLOCK;
				if (ev->state == AMDGPU_PMU_GC_EV_DRAINING ||
				    (ev->state == AMDGPU_PMU_GC_EV_COUNTING &&
				     !(ev->event->hw.state & PERF_HES_STOPPED)))
					atomic64_inc(&ev->event->lost_samples);
			}
		}
	}
}

/**
 * amdgpu_pmu_gc_begin_stint - a stint of an event begins
 * @gc: the PMU
 * @ev: the event
 * @last_pass: its counters count for it since the last pass; if not, from
 *	the pass that programs or samples them (amdgpu_pmu_gc_open_stint())
 *
 * gc->lock held.
 */
void amdgpu_pmu_gc_begin_stint(struct amdgpu_pmu_gc *gc,
			       struct amdgpu_pmu_gc_event *ev, bool last_pass)
{
	unsigned int x;

	lockdep_assert_held(&gc->lock);

	for (x = 0; x < gc->topo.num_xcc; x++) {
		ev->stint[x].clock = last_pass ? gc->xcc[x].clock : 0;
		ev->stint[x].count = 0;
	}
	if (ev->carry) {
		/* The last stint counted nothing: this one scales for both. */
		ev->carry = false;
		return;
	}
	/* perf updated it as it scheduled the event in, before add(). */
	ev->running = READ_ONCE(ev->event->total_time_running);
	ev->multiplexed = false;
}

/* The pass just credited programmed or sampled the counters: from here. */
static void amdgpu_pmu_gc_open_stint(struct amdgpu_pmu_gc *gc,
				     struct amdgpu_pmu_gc_stint *stint)
{
	unsigned int x;

	for (x = 0; x < gc->topo.num_xcc; x++)
		if (!stint[x].clock)
			stint[x].clock = gc->xcc[x].clock;
}

/**
 * amdgpu_pmu_gc_stint_opened - whether a pass began a stint
 * @gc: the PMU
 * @stint: the stint, per XCC (&amdgpu_pmu_gc_event.stint or a drain's)
 *
 * Returns: false if perf deleted the event before any pass programmed or
 * sampled its counters for the stint: the GPU counted nothing for it.
 */
bool amdgpu_pmu_gc_stint_opened(struct amdgpu_pmu_gc *gc,
				const struct amdgpu_pmu_gc_stint *stint)
{
	unsigned int x;

	for (x = 0; x < gc->topo.num_xcc; x++)
		if (stint[x].clock)
			return true;
	return false;
}

/*
 * What scaling @stint's count on each XCC to @run, perf's running time of
 * it, adds; see amdgpu_pmu_gc_end_stint().
 */
static s64 amdgpu_pmu_gc_scale(struct amdgpu_pmu_gc *gc,
			       const struct amdgpu_pmu_gc_stint *stint, u64 run)
{
	u64 gpu_ns, count;
	unsigned int x;
	s64 add = 0;

	for (x = 0; run && gc->clock_khz && x < gc->topo.num_xcc; x++) {
		if (!stint[x].count || !stint[x].clock ||
		    stint[x].clock == AMDGPU_PMU_GC_NO_CLOCK ||
		    gc->xcc[x].clock <= stint[x].clock)
			continue;
		gpu_ns = mul_u64_u64_div_u64(gc->xcc[x].clock - stint[x].clock,
					     NSEC_PER_MSEC, gc->clock_khz);
		if (!gpu_ns)
			continue;
		count = mul_u64_u64_div_u64(stint[x].count, run, gpu_ns);
		add += (s64)(count - stint[x].count);
	}
	return add;
}

static void amdgpu_pmu_gc_add_scaled(struct amdgpu_pmu_gc *gc,
				     struct amdgpu_pmu_gc_event *ev, s64 add)
{
	if (add) {
		local64_add(add, &ev->event->count);
		ev->scaled += add;
		gc->rescaled++;
	}
}

/*
 * An interval on a counter @d's event left was collected: scale its stint
 * there as amdgpu_pmu_gc_end_stint() does. If no pass began it, the GPU
 * counted nothing: perf's time for it goes to the event's next stint.
 */
static void amdgpu_pmu_gc_end_drain(struct amdgpu_pmu_gc *gc,
				    struct amdgpu_pmu_gc_drain *d)
{
	if (!amdgpu_pmu_gc_stint_opened(gc, d->stint))
		d->ev->carry_ns += d->run;
	else if (d->multiplexed)
		amdgpu_pmu_gc_add_scaled(gc, d->ev,
					 amdgpu_pmu_gc_scale(gc, d->stint,
							     d->run));
}

/*
 * The stint of a multiplexed event ended with the last pass. Its counters
 * counted from the pass that began the stint to that one, and each pass ran
 * a little after perf's add() or del() asked for it: a pass that began
 * later than the last one ended short-changes the stint, one that ended it
 * later pads it, and the events the same pass switched in pay for that.
 * perf scales the count by the time it gave the event, so the count of the
 * stint on each XCC is made the count of that time at the rate the XCC's
 * GPU clock saw in the stint: for events that count at a steady rate, what
 * they would have counted. Events that perf does not multiplex keep what
 * the GPU counted; a stint that lost an interval too (nothing is made up
 * for it). gc->lock held.
 */
static void amdgpu_pmu_gc_end_stint(struct amdgpu_pmu_gc *gc,
				    struct amdgpu_pmu_gc_event *ev)
{
	u64 run = READ_ONCE(ev->event->total_time_running) - ev->running;
	/*
	 * perf updates the running time just after del() returns, before
	 * it ends that reschedule (event_sched_out()); not since, as the
	 * event is not scheduled in. The worker runs on another CPU: if
	 * that reschedule is still open, the time read is not the stint's,
	 * and the stint keeps what it counted.
	 */
	bool run_known = *per_cpu_ptr(gc->resched, ev->del_cpu) !=
			 ev->del_resched;

	/*
	 * No pass began the stint before it ended (perf rotated again
	 * first): perf's time for it goes to the next stint's scale.
	 */
	if (!amdgpu_pmu_gc_stint_opened(gc, ev->stint)) {
		ev->carry = true;
		return;
	}
	if (ev->multiplexed && run_known)
		amdgpu_pmu_gc_add_scaled(gc, ev,
					 amdgpu_pmu_gc_scale(gc, ev->stint,
							     run + ev->carry_ns));
	ev->carry_ns = 0;
	amdgpu_pmu_gc_begin_stint(gc, ev, false);
}

/*
 * Credit the sampled deltas of the pass collected as @seq to the events that
 * own them; gc->lock held. An event that joined or was deleted after the
 * pass was collected may have done so before or after the GPU read the
 * counters: that pass neither opens nor closes its interval, the next does.
 *
 * Returns: whether a late sample cost an event counts (a counter whose
 * deltas were dropped was counting for someone).
 */
static bool amdgpu_pmu_gc_credit(struct amdgpu_pmu_gc *gc,
				 const struct amdgpu_pmu_gc_rec *rec,
				 unsigned int num, u64 seq)
{
	struct amdgpu_pmu_gc_event *ev, *tmp;
	bool late = false;
	unsigned int i;
	u64 delta;

	lockdep_assert_held(&gc->lock);

	for (i = 0; i < num; i++) {
		struct amdgpu_pmu_gc_slot *slot = rec[i].slot;
		struct amdgpu_pmu_gc_drain *d, *dtmp;

		list_for_each_entry_safe(d, dtmp, &slot->drains, node) {
			if (d->gen != rec[i].gen)
				continue;
			ev = d->ev;
			late |= rec[i].late;
			local64_add(amdgpu_pmu_gc_event_delta(gc, ev, slot,
							      d->stint),
				    &ev->event->count);
			if (d->seq >= seq)
				continue;
			list_del_init(&d->node);
			gc->ndraining--;
			amdgpu_pmu_gc_end_drain(gc, d);
		}
		list_for_each_entry_safe(ev, tmp, &slot->events, node) {
			if (ev->gen != rec[i].gen)
				continue;
			switch (ev->state) {
			case AMDGPU_PMU_GC_EV_JOINING:
				if (ev->seq >= seq)
					break;
				ev->state = AMDGPU_PMU_GC_EV_COUNTING;
				gc->njoining--;
				/* Its baseline: the stint begins here. */
				amdgpu_pmu_gc_open_stint(gc, ev->stint);
				break;
			case AMDGPU_PMU_GC_EV_COUNTING:
				if (ev->event->hw.state & PERF_HES_STOPPED)
					break;
				late |= rec[i].late;
				ev->pending += amdgpu_pmu_gc_event_delta(gc, ev,
									 slot,
									 ev->stint);
				break;
			case AMDGPU_PMU_GC_EV_DRAINING:
				late |= rec[i].late;
				delta = amdgpu_pmu_gc_event_delta(gc, ev, slot,
								  ev->stint);
				/*
				 * perf reads a deleted event's count without
				 * calling read(): publish its last interval now,
				 * or a rotated-out or disabled event would miss
				 * it until added back, if ever. Only IOC_RESET
				 * writes the count of an event that is not
				 * scheduled, and a reset racing this loses at
				 * most this one interval.
				 */
				local64_add(ev->pending + delta, &ev->event->count);
				ev->pending = 0;
				if (ev->seq >= seq)
					break;
				ev->state = AMDGPU_PMU_GC_EV_DRAINED;
				gc->ndraining--;
				amdgpu_pmu_gc_end_stint(gc, ev);
				break;
			case AMDGPU_PMU_GC_EV_DRAINED:
				list_del(&ev->node);
				ev->state = AMDGPU_PMU_GC_EV_IDLE;
				break;
			default:
				break;
			}
		}
	}
	return late;
}

/*
 * After a pass: the counters of @rec run from zero with their new selects,
 * every other counter is stopped, and every draining event had its last
 * sample; gc->lock held.
 */
static void amdgpu_pmu_gc_programmed(struct amdgpu_pmu_gc *gc,
				     const struct amdgpu_pmc_hw_counter *cnt,
				     const struct amdgpu_pmu_gc_rec *rec,
				     unsigned int num, u64 seq)
{
	struct amdgpu_pmu_gc_event *ev;
	struct amdgpu_pmu_gc_drain *d;
	unsigned int i, b, k;

	lockdep_assert_held(&gc->lock);

	for (b = 0; b < gc->arch->num_blocks; b++)
		for (k = 0; k < gc->blocks[b].pmc->num_counters; k++)
			gc->blocks[b].slots[k].programmed = false;

	for (i = 0; i < num; i++) {
		struct amdgpu_pmu_gc_block *blk = rec[i].blk;
		struct amdgpu_pmu_gc_slot *slot = rec[i].slot;

		/*
		 * Reallocated while the pass ran (perf rotated): the counter
		 * counts for its old owner all the same, until the next pass
		 * samples it for them and programs it anew.
		 */
		if (slot->gen != rec[i].gen)
			gc->dirty = true;
		slot->programmed = true;
		slot->hw_select = cnt[i].select;
		slot->hw_gen = rec[i].gen;
		/* DISABLE_AND_RESET zeroed the counters (Mesa, AQLprofile). */
		memset(slot->prev, 0, array3_size(gc->topo.num_xcc, blk->units,
						  blk->rows * sizeof(u64)));
		bitmap_fill(slot->fresh, blk->units);
		/* A counter programmed for an event that left it since. */
		list_for_each_entry(d, &slot->drains, node)
			if (d->gen == rec[i].gen)
				amdgpu_pmu_gc_open_stint(gc, d->stint);
		list_for_each_entry(ev, &slot->events, node) {
			if (ev->gen != rec[i].gen)
				continue;
			if (ev->seq < seq &&
			    ev->state == AMDGPU_PMU_GC_EV_JOINING) {
				ev->state = AMDGPU_PMU_GC_EV_COUNTING;
				gc->njoining--;
			}
			/* Counting from zero for it: its stint begins here. */
			if (ev->state == AMDGPU_PMU_GC_EV_COUNTING)
				amdgpu_pmu_gc_open_stint(gc, ev->stint);
		}
	}
}

/*
 * The pass @seq programs the counters of @rec and stops every other one
 * (see amdgpu_pmu_gc_slot_counts()); gc->lock held.
 */
static void amdgpu_pmu_gc_programming(struct amdgpu_pmu_gc *gc,
				      const struct amdgpu_pmu_gc_rec *rec,
				      unsigned int num, u64 seq)
{
	unsigned int i;

	lockdep_assert_held(&gc->lock);

	gc->programming = seq;
	for (i = 0; i < num; i++)
		rec[i].slot->prog_seq = seq;
}

/*
 * Forget the deleted events whose counter no longer counts for them (it was
 * reprogrammed, or never programmed for them): nothing more is theirs.
 */
static void amdgpu_pmu_gc_drained(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_pmu_gc_event *ev, *tmp;
	unsigned int b, k;

	lockdep_assert_held(&gc->lock);

	for (b = 0; b < gc->arch->num_blocks; b++) {
		struct amdgpu_pmu_gc_block *blk = &gc->blocks[b];

		for (k = 0; k < blk->pmc->num_counters; k++) {
			struct amdgpu_pmu_gc_slot *slot = &blk->slots[k];
			struct amdgpu_pmu_gc_drain *d, *dtmp;

			list_for_each_entry_safe(d, dtmp, &slot->drains, node) {
				if (slot->programmed && d->gen == slot->hw_gen)
					continue;
				/* Never counted for it: see end_drain(). */
				if (!amdgpu_pmu_gc_stint_opened(gc, d->stint))
					d->ev->carry_ns += d->run;
				list_del_init(&d->node);
				gc->ndraining--;
			}
			list_for_each_entry_safe(ev, tmp, &slot->events, node) {
				if ((ev->state != AMDGPU_PMU_GC_EV_DRAINING &&
				     ev->state != AMDGPU_PMU_GC_EV_DRAINED) ||
				    (slot->programmed && ev->gen == slot->hw_gen))
					continue;
				if (ev->state == AMDGPU_PMU_GC_EV_DRAINING)
					gc->ndraining--;
				list_del(&ev->node);
				ev->state = AMDGPU_PMU_GC_EV_IDLE;
			}
		}
	}
}

/* Every job the PMU queued has finished (and so wrote its results). */
static bool amdgpu_pmu_gc_idle(struct amdgpu_pmu_gc *gc)
{
	unsigned int xcc;

	for (xcc = 0; xcc < gc->topo.num_xcc; xcc++)
		if (gc->xcc[xcc].fence &&
		    !dma_fence_is_signaled(gc->xcc[xcc].fence))
			return false;
	return true;
}

/*
 * Wait until @deadline (jiffies) for the last job of every XCC. Never longer:
 * on an unplugged device or with GPU recovery off a fence may never signal,
 * and nothing the PMU frees depends on it (amdgpu_pmu_gc_hw_result_put()).
 */
static int amdgpu_pmu_gc_wait(struct amdgpu_pmu_gc *gc, unsigned long deadline)
{
	unsigned int xcc;
	struct dma_fence *f;
	int r = 0;
	long t;

	for (xcc = 0; xcc < gc->topo.num_xcc; xcc++) {
		f = gc->xcc[xcc].fence;
		if (!f)
			continue;
		t = dma_fence_wait_timeout(f, false,
					   max_t(long, deadline - jiffies, 0));
		if (t == 0 && !dma_fence_is_signaled(f))
			r = r ?: -ETIMEDOUT;
		else if (t < 0)
			r = r ?: t;
		else
			r = r ?: f->error;
	}
	return r;
}

static void amdgpu_pmu_gc_put_results(struct amdgpu_pmu_gc *gc)
{
	unsigned int xcc;

	for (xcc = 0; xcc < gc->topo.num_xcc; xcc++)
		amdgpu_pmu_gc_hw_result_put(gc, xcc);
}

/*
 * Queue one IB per XCC of @xccs, built by @build, with @result bytes of
 * samples per XCC, then wait for them (also for those queued before one
 * failed to queue). Nothing is queued behind a job that has not finished:
 * a late pass is not piled on. A job that does not finish in time is left
 * running, its fence kept; its result memory is freed with that fence
 * (amdgpu_pmu_gc_put_results()).
 */
static int amdgpu_pmu_gc_run(struct amdgpu_pmu_gc *gc,
			     void (*build)(struct amdgpu_pmu_gc *gc,
					   struct amdgpu_pmc_buf *buf,
					   const struct amdgpu_pmc_ctx *ctx,
					   unsigned int xcc),
			     u32 xccs, size_t result)
{
	unsigned int xcc;
	struct dma_fence *f;
	ktime_t now;
	int r = 0, w;

	if (!amdgpu_pmu_gc_idle(gc))
		return -EBUSY;

	/* Not while a CPU sequence selects instances (RAS error counts). */
	down_read(&gc->adev->pmu_gc_passes);
	for (xcc = 0; xcc < gc->topo.num_xcc; xcc++) {
		struct amdgpu_pmu_gc_xcc *x = &gc->xcc[xcc];
		struct amdgpu_pmc_buf buf = { .dw = gc->ib, .max = gc->ib_max };
		struct amdgpu_pmc_ctx ctx;

		if (!(xccs & BIT(xcc)))
			continue;
		if (result) {
			r = amdgpu_pmu_gc_hw_result_get(gc, xcc, result);
			if (r)
				goto out;
		}
		amdgpu_pmu_gc_ctx(gc, xcc, &ctx);
		build(gc, &buf, &ctx, xcc);
		if (WARN_ON_ONCE(buf.ndw > gc->ib_max)) {
			r = -ENOSPC;
			goto out;
		}
		/* Before the job can run: it reads the counters after this. */
		now = ktime_get();
		f = amdgpu_pmu_gc_hw_submit(gc, xcc, gc->ib, buf.ndw);
		if (IS_ERR(f)) {
			r = PTR_ERR(f);
			goto out;
		}
		dma_fence_put(x->fence);
		x->fence = f;
		x->submitted = now;
		gc->submits++;
	}

out:
	/*
	 * One deadline for the whole pass, however many XCCs it has; after a
	 * failure too, so that RAS stays held off the jobs already queued.
	 */
	w = amdgpu_pmu_gc_wait(gc, jiffies +
			       msecs_to_jiffies(AMDGPU_PMU_GC_TIMEOUT_MS));
	up_read(&gc->adev->pmu_gc_passes);
	return r ?: w;
}

/*
 * A pass failed: its samples are lost and the counters must be programmed
 * again from scratch. Counting stops until a pass succeeds; passes are
 * retried, further and further apart (up to AMDGPU_PMU_GC_PERIOD_MAX_MS),
 * so a GPU that is busy with long work (a dispatch ahead of the PMU's IB),
 * a queue or soft reset or a late job costs counts, never the session.
 * Only a device that is gone stops the PMU. A pass that a GPU reset
 * overtook (-ECANCELED) is not a failure of the queue: no backoff, but the
 * queues were set up again and lost their perf counting state.
 */
static void amdgpu_pmu_gc_error(struct amdgpu_pmu_gc *gc, int r)
{
	unsigned long irqflags;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	gc->last_error = r;
	gc->hw_lost = true;
	gc->dirty = true;
	gc->lost_passes++;
	if (r == -ENODEV)
		gc->failed = true;
	else if (r == -ECANCELED)
		gc->queues_lost = true;
	else if (!gc->halted && gc->nfail < AMDGPU_PMU_GC_MAX_BACKOFF)
		gc->nfail++;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);

	if (r != -EBUSY && r != -ECANCELED)
		dev_warn_ratelimited(gc->adev->dev,
				     "GC PMU: sampling pass failed (%d), counts since the last sample lost\n",
				     r);
}

/*
 * @sample: the XCCs it samples; @run: those it submits to, the sampled
 * ones and, when it programs, every XCC an event selects units on.
 */
struct amdgpu_pmu_gc_pass {
	unsigned int nold, nnew;
	u32 sample, run;
	u64 seq;
	size_t clock_at;
};

static void amdgpu_pmu_gc_build_pass(struct amdgpu_pmu_gc *gc,
				     struct amdgpu_pmc_buf *buf,
				     const struct amdgpu_pmc_ctx *ctx,
				     unsigned int xcc)
{
	const struct amdgpu_pmu_gc_pass *pass = gc->pass;
	u64 result = amdgpu_sa_bo_gpu_addr(gc->xcc[xcc].result);

	if (pass->nold && pass->sample & BIT(xcc))
		amdgpu_pmc_emit_sample(buf, ctx, gc->scratch.old, pass->nold,
				       result);
	/* Where the old intervals end and the new ones begin. */
	amdgpu_pmc_emit_clock(buf, ctx, result + pass->clock_at);
	if (pass->nnew)
		amdgpu_pmc_emit_start(buf, ctx, gc->scratch.new, pass->nnew);
}

/* Each XCC's GPU clock when the pass ran there; gc->lock held. */
static void amdgpu_pmu_gc_pass_clock(struct amdgpu_pmu_gc *gc,
				     const struct amdgpu_pmu_gc_pass *pass)
{
	unsigned int xcc;
	const u32 *res;

	for (xcc = 0; xcc < gc->topo.num_xcc; xcc++) {
		if (!(pass->run & BIT(xcc)))
			continue;
		res = amdgpu_sa_bo_cpu_addr(gc->xcc[xcc].result) +
		      pass->clock_at;
		gc->xcc[xcc].clock = res[0] | (u64)res[1] << 32;
	}
}

/*
 * Whether an XCC's samples came too late for its 32-bit counters, which
 * may then have wrapped more than once: their deltas are dropped rather
 * than wrong. The counters were last read (or reset) by a job queued at
 * x->read, so after it, and read now before the fence of this pass
 * signalled: the time between the two bounds the interval from above,
 * whenever the worker got to see either.
 */
static bool amdgpu_pmu_gc_late(struct amdgpu_pmu_gc *gc,
			       struct amdgpu_pmu_gc_xcc *x)
{
	return gc->wrap_safe_ms &&
	       ktime_ms_delta(dma_fence_timestamp(x->fence), x->read) >
	       gc->wrap_safe_ms;
}

static void amdgpu_pmu_gc_stop_hw(struct amdgpu_pmu_gc *gc);

/* A session with no event enabled for gc->park_ms; gc->lock held. */
static bool amdgpu_pmu_gc_park_due(struct amdgpu_pmu_gc *gc)
{
	lockdep_assert_held(&gc->lock);

	return gc->held && !gc->parked && !gc->active && !gc->ndraining &&
	       !gc->failed && !gc->halted && !gc->yielded &&
	       time_after_eq(jiffies, gc->idle_since +
			     msecs_to_jiffies(gc->park_ms));
}

/*
 * Give back GFXOFF and the perfmon clock while no event is enabled: stop
 * the counters and the queues' counting as at the end of the session; the
 * next pass with an enabled event programs them from scratch. gc->mutex
 * held. Not during a reset: the next worker run tries again.
 */
static void amdgpu_pmu_gc_park(struct amdgpu_pmu_gc *gc)
{
	unsigned long irqflags;
	unsigned int b, k;

	amdgpu_pmu_gc_stop_hw(gc);
	gc->started = false;
	raw_spin_lock_irqsave(&gc->lock, irqflags);
	gc->hw_lost = true;
	gc->queues_lost = true;
	for (b = 0; b < gc->arch->num_blocks; b++)
		for (k = 0; k < gc->blocks[b].pmc->num_counters; k++)
			gc->blocks[b].slots[k].programmed = false;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	WRITE_ONCE(gc->parked, !amdgpu_pmu_gc_hw_sleep(gc, false));
}

/* An event was enabled on a parked session; gc->mutex held. */
static int amdgpu_pmu_gc_unpark(struct amdgpu_pmu_gc *gc)
{
	int r = amdgpu_pmu_gc_hw_wake(gc);

	if (!r)
		WRITE_ONCE(gc->parked, false);
	return r;
}

/* One programming and sampling pass; gc->mutex held. */
static int amdgpu_pmu_gc_tick(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_pmu_gc_rec *old_rec = gc->scratch.old_rec;
	struct amdgpu_pmu_gc_rec *new_rec = gc->scratch.new_rec;
	struct amdgpu_pmu_gc_pass pass = {};
	struct amdgpu_device *adev = gc->adev;
	bool dirty, lost, queues, late = false, park, wake;
	unsigned int i, xcc, foreign = 0;
	u32 want;
	unsigned long irqflags;
	int idx, gen, r = 0;

	lockdep_assert_held(&gc->mutex);

	if (!gc->held)
		return 0;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	park = amdgpu_pmu_gc_park_due(gc);
	wake = gc->parked && gc->active;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	if (park)
		amdgpu_pmu_gc_park(gc);
	if (wake) {
		r = amdgpu_pmu_gc_unpark(gc);
		if (r)
			return r;
	}

	/*
	 * A reset, also of one queue, reinitialises queues and may reset the
	 * counters: what the PMU programmed is gone.
	 */
	gen = atomic_read(&adev->gpu_reset_counter);
	raw_spin_lock_irqsave(&gc->lock, irqflags);
	if (gc->failed || gc->halted || gc->yielded) {
		raw_spin_unlock_irqrestore(&gc->lock, irqflags);
		return 0;
	}
	if (gen != gc->reset_gen) {
		gc->reset_gen = gen;
		gc->hw_lost = true;
		gc->queues_lost = true;
		gc->kfd_lost = true;
	}
	lost = gc->hw_lost;
	if (lost)
		amdgpu_pmu_gc_lose_intervals(gc);
	queues = gc->queues_lost;
	/*
	 * Passes go only to the XCCs an event selects units on. One that
	 * joins them is programmed from scratch, with every other: the
	 * counters there were not read while it was left out.
	 */
	want = amdgpu_pmu_gc_wanted_xccs(gc);
	dirty = gc->dirty || lost || (want & ~gc->xccs);
	pass.sample = lost ? 0 : want & gc->xccs;
	pass.run = pass.sample | (dirty ? want : 0);
	gc->xccs = want;
	/* After a reset the old programming is gone: nothing to sample. */
	pass.nold = lost ? 0 : amdgpu_pmu_gc_collect(gc, true, gc->scratch.old,
						     old_rec);
	if (dirty)
		pass.nnew = amdgpu_pmu_gc_collect(gc, false, gc->scratch.new,
						  new_rec);
	gc->dirty = false;
	gc->hw_lost = false;
	/* The queues are set up by the first pass that has counters in use. */
	if (pass.nold || pass.nnew) {
		gc->queues_lost = false;
		gc->kfd_due |= gc->kfd_lost;
		gc->kfd_lost = false;
	}
	pass.seq = ++gc->seq;
	if (pass.nnew)
		amdgpu_pmu_gc_programming(gc, new_rec, pass.nnew, pass.seq);
	/* What the GPU runs for kicks is spaced (amdgpu_pmu_gc_queue_pass()). */
	if (gc->kicked && (pass.nold || pass.nnew))
		gc->last_kicked = ktime_get_ns();
	gc->kicked = false;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);

	/* Nothing in use and nothing to change. */
	if (!pass.nold && !pass.nnew)
		goto out;

	if (!drm_dev_enter(adev_to_drm(adev), &idx)) {
		r = -ENODEV;
		goto out;
	}
	gc->pass = &pass;
	pass.clock_at = amdgpu_pmc_result_size(&gc->topo, gc->scratch.old,
					       pass.nold);
	r = amdgpu_pmu_gc_run(gc, amdgpu_pmu_gc_build_pass, pass.run,
			      pass.clock_at + AMDGPU_PMC_CLOCK_BYTES);
	gc->pass = NULL;
	/*
	 * Queues set up again (session start, reset, resume) count again.
	 * Their jobs are not waited for; queued after the pass, they do not
	 * delay the programming of the counters.
	 */
	if (queues)
		amdgpu_pmu_gc_hw_queue_perfcount(gc, true);
	drm_dev_exit(idx);
	/* A reset overtook the pass: its samples may come from either side. */
	if (!r && atomic_read(&adev->gpu_reset_counter) != gen)
		r = -ECANCELED;
	if (r) {
		amdgpu_pmu_gc_error(gc, r);
		goto out;
	}

	/* Deltas of what it read, outside the lock: only publishing needs it. */
	for (xcc = 0; pass.nold && xcc < gc->topo.num_xcc; xcc++) {
		bool xlate, xreset;

		if (!(pass.sample & BIT(xcc)))
			continue;
		xlate = amdgpu_pmu_gc_late(gc, &gc->xcc[xcc]);
		xreset = amdgpu_pmu_gc_foreign_reset(gc, xcc, old_rec,
						     pass.nold, xlate);

		amdgpu_pmu_gc_deltas(gc, xcc, old_rec, pass.nold, xlate,
				     xreset);
		foreign += xreset;
	}
	/* What was read now has a baseline for the next sample. */
	for (i = 0; i < pass.nold; i++)
		bitmap_copy(old_rec[i].slot->fresh, old_rec[i].slot->read,
			    old_rec[i].blk->units);

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	if (gc->halted) {
		/* A reset began meanwhile: the samples may be after it. */
		raw_spin_unlock_irqrestore(&gc->lock, irqflags);
		amdgpu_pmu_gc_error(gc, -ECANCELED);
		r = -ECANCELED;
		goto out;
	}
	amdgpu_pmu_gc_pass_clock(gc, &pass);
	late = amdgpu_pmu_gc_credit(gc, old_rec, pass.nold, pass.seq);
	if (pass.nnew) {
		amdgpu_pmu_gc_programmed(gc, gc->scratch.new, new_rec,
					 pass.nnew, pass.seq);
		gc->started = true;
	}
	gc->late_samples += late;
	gc->foreign_resets += foreign;
	gc->nfail = 0;
	gc->ticks++;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	for (xcc = 0; xcc < gc->topo.num_xcc; xcc++)
		if (pass.run & BIT(xcc))
			gc->xcc[xcc].read = gc->xcc[xcc].submitted;
	if (late)
		dev_warn_ratelimited(adev->dev,
				     "GC PMU: late sample, 32-bit counter deltas dropped\n");
	if (foreign)
		dev_warn_ratelimited(adev->dev,
				     "GC PMU: counters reset by another user, 32-bit counter deltas dropped\n");
out:
	amdgpu_pmu_gc_put_results(gc);
	raw_spin_lock_irqsave(&gc->lock, irqflags);
	gc->programming = 0;
	amdgpu_pmu_gc_drained(gc);
	gc->done_seq = pass.seq;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	wake_up_all(&gc->pass_done);
	return r;
}

/*
 * Let KFD's queues count as GC events want, if a pass or a session's end
 * asked for it. KFD preempts its queues for this, so it runs once
 * gc->mutex is dropped: the first open of a session takes that mutex
 * under perf's context mutex. What is wanted is read when it runs, so the
 * order of such updates does not matter.
 */
static void amdgpu_pmu_gc_kfd_update(struct amdgpu_pmu_gc *gc)
{
	unsigned long irqflags;
	bool due;
	int idx;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	due = gc->kfd_due;
	gc->kfd_due = false;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	if (due && drm_dev_enter(adev_to_drm(gc->adev), &idx)) {
		amdgpu_amdkfd_gc_pmu_perfcount(gc->adev);
		drm_dev_exit(idx);
	}
}

void amdgpu_pmu_gc_worker(struct work_struct *work)
{
	struct amdgpu_pmu_gc *gc = container_of(to_delayed_work(work),
						struct amdgpu_pmu_gc, work);
	unsigned long irqflags, delay;
	bool again;
	long left;

	mutex_lock(&gc->mutex);
	/*
	 * Kicks and pmu::sync callers that queued the work again while this
	 * run waited for the mutex are served by the pass it runs now.
	 */
	cancel_delayed_work(&gc->work);
	amdgpu_pmu_gc_tick(gc);
	raw_spin_lock_irqsave(&gc->lock, irqflags);
	again = gc->users && (gc->active || gc->dirty) && !gc->failed &&
		!gc->halted && !gc->yielded;
	/* After failures, retry further and further apart. */
	delay = msecs_to_jiffies(min(gc->period_ms << gc->nfail,
				     AMDGPU_PMU_GC_PERIOD_MAX_MS));
	/* Idle: run again when the session is due to park (or retry it). */
	if (!again && gc->held && !gc->parked && !gc->active &&
	    !gc->failed && !gc->halted && !gc->yielded) {
		again = true;
		left = gc->idle_since + msecs_to_jiffies(gc->park_ms) - jiffies;
		if (left > 0)
			delay = left;
	}
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	/* A kick that came in meanwhile has queued the work already. */
	if (again && gc->period_ms)
		queue_delayed_work(gc->wq, &gc->work, delay);
	mutex_unlock(&gc->mutex);
	amdgpu_pmu_gc_kfd_update(gc);
}

/* Passes run now: not while halted, yielded, failed or backing off. */
static bool amdgpu_pmu_gc_passes_run(struct amdgpu_pmu_gc *gc)
{
	lockdep_assert_held(&gc->lock);

	return gc->period_ms && !gc->failed && !gc->halted && !gc->yielded &&
	       !gc->nfail;
}

/*
 * Run a pass soon, for a kick or amdgpu_pmu_gc_sync(). Such passes are at
 * least @min_gap_ms apart, which bounds what toggling or reading events
 * can cost the GPU. Nothing else holds them off: not a periodic pass, nor
 * one that had nothing to do (the sync of perf_event_open() for an event
 * opened disabled). perf's running time starts at add() and ends at
 * del(), the count at the passes they kick: delaying one of those by the
 * jiffy a delayed work waits at least shifts what a short run counts.
 */
static void amdgpu_pmu_gc_queue_pass(struct amdgpu_pmu_gc *gc)
{
	u64 gap = (u64)gc->min_gap_ms * NSEC_PER_MSEC, since;
	unsigned long irqflags, delay = 0;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	gc->kicked = true;
	since = ktime_get_ns() - gc->last_kicked;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	/* In whole jiffies: about @min_gap_ms apart, at most one a jiffy. */
	if (since < gap)
		delay = usecs_to_jiffies(div_u64(gap - since, NSEC_PER_USEC));
	mod_delayed_work(gc->wq, &gc->work, delay);
}

/*
 * The kick: an irq_work raised by the perf callbacks, run in hard interrupt
 * context once they return, where queueing work is safe.
 */
void amdgpu_pmu_gc_kick_fn(struct irq_work *work)
{
	struct amdgpu_pmu_gc *gc = container_of(work, struct amdgpu_pmu_gc,
						kick);
	unsigned long irqflags;
	bool need, resume;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	resume = gc->resume_wanted;
	gc->resume_wanted = false;
	/* A pass numbered since the change perf made has seen it. */
	need = amdgpu_pmu_gc_passes_run(gc) && gc->seq < gc->sync_seq &&
	       (gc->dirty || gc->njoining || gc->ndraining);
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	/* Asynchronous; its resume hook runs amdgpu_pmu_gc_resume(). */
	if (resume)
		amdgpu_pmu_gc_hw_request_resume(gc);
	if (!need)
		return;

	amdgpu_pmu_gc_queue_pass(gc);
	atomic_inc(&gc->kicks);
}

static bool amdgpu_pmu_gc_synced(struct amdgpu_pmu_gc *gc, u64 seq)
{
	unsigned long irqflags;
	bool done;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	done = gc->done_seq >= seq || !amdgpu_pmu_gc_passes_run(gc);
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	return done;
}

/**
 * amdgpu_pmu_gc_sync - bring the counts up to date, for pmu::sync
 * @gc: the PMU
 *
 * Waits for the pass that programs the counters, takes the baselines and
 * collects the last intervals of what perf changed up to the call (an
 * enabled event counts once it returns, a disabled one has its count),
 * and for a pass that starts after the call, which reads what the enabled
 * events counted up to it. Callers that arrive while that pass is pending
 * wait for the same one, and for @read_window_ms after it ended it serves
 * later callers too: a read loop or perf stat -I with many events costs
 * at most one pass per window, while a count read right after the counted
 * work ends stays exact.
 *
 * Returns at once while no pass can run (suspend, reset, a KFD profiler,
 * a failing device): the counts are then what the passes so far gave.
 * The caller holds no lock the worker takes.
 *
 * Return: 0, -ERESTARTSYS on a signal, -ETIMEDOUT if the pass did not end
 * within AMDGPU_PMU_GC_SYNC_MS (a hung queue).
 */
int amdgpu_pmu_gc_sync(struct amdgpu_pmu_gc *gc)
{
	unsigned long irqflags;
	bool numbered;
	long left;
	u64 seq;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	seq = gc->sync_seq;
	if (ktime_get_ns() >= gc->read_until)
		seq = max(seq, gc->seq + 1);
	numbered = seq <= gc->seq;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	if (amdgpu_pmu_gc_synced(gc, seq))
		return 0;

	/* Not the pass in flight, if that is the one to wait for. */
	if (!numbered)
		amdgpu_pmu_gc_queue_pass(gc);
	left = wait_event_interruptible_timeout(gc->pass_done,
						amdgpu_pmu_gc_synced(gc, seq),
						msecs_to_jiffies(AMDGPU_PMU_GC_SYNC_MS));
	if (left < 0)
		return left;
	if (!left)
		return -ETIMEDOUT;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	if (gc->done_seq >= seq)
		gc->read_until = ktime_get_ns() +
				 (u64)gc->read_window_ms * NSEC_PER_MSEC;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	return 0;
}

/**
 * amdgpu_pmu_gc_sample_now - run one programming and sampling pass now
 * @gc: the PMU
 *
 * For tests: cancels a pending worker run, which this pass replaces.
 *
 * Returns: 0 or the pass's error.
 */
VISIBLE_IF_KUNIT int amdgpu_pmu_gc_sample_now(struct amdgpu_pmu_gc *gc)
{
	int r;

	cancel_delayed_work_sync(&gc->work);
	mutex_lock(&gc->mutex);
	r = amdgpu_pmu_gc_tick(gc);
	mutex_unlock(&gc->mutex);
	amdgpu_pmu_gc_kfd_update(gc);
	return r;
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_sample_now);

/* Sessions: from the first event_init to the last destroy */

/**
 * amdgpu_pmu_gc_session_get - an event joins the counting session
 * @gc: the PMU
 *
 * The first event of a session holds the device (amdgpu_pmu_gc_hw_get());
 * the others only count themselves in, without waiting behind a pass in
 * flight, since this runs under the group leader's context mutex.
 *
 * Returns: 0 or the error of amdgpu_pmu_gc_hw_get().
 */
int amdgpu_pmu_gc_session_get(struct amdgpu_pmu_gc *gc)
{
	unsigned long irqflags;
	int r = 0;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	if (gc->users) {
		gc->users++;
		raw_spin_unlock_irqrestore(&gc->lock, irqflags);
		return 0;
	}
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);

	/* Users go from 0 to 1 only here, with the device held. */
	mutex_lock(&gc->mutex);
	if (!gc->held) {
		r = amdgpu_pmu_gc_hw_get(gc);
		if (r)
			goto out;
		gc->held = true;
		gc->started = false;
	}
	raw_spin_lock_irqsave(&gc->lock, irqflags);
	if (!gc->users++) {
		gc->idle_since = jiffies;
		gc->failed = false;
		gc->hw_lost = true;
		gc->queues_lost = true;
		gc->kfd_lost = true;
		gc->nfail = 0;
		gc->last_error = 0;
	}
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
out:
	mutex_unlock(&gc->mutex);
	return r;
}

static void amdgpu_pmu_gc_build_stop(struct amdgpu_pmu_gc *gc,
				     struct amdgpu_pmc_buf *buf,
				     const struct amdgpu_pmc_ctx *ctx,
				     unsigned int xcc)
{
	amdgpu_pmc_emit_stop(buf, ctx);
}

/* Stop the counters and the queues' counting, as far as the GPU lets us. */
static void amdgpu_pmu_gc_stop_hw(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_device *adev = gc->adev;
	unsigned long irqflags;
	bool skip;
	int idx;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	skip = gc->failed || gc->halted || gc->yielded;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	if (!gc->started || skip || !drm_dev_enter(adev_to_drm(adev), &idx))
		return;

	/* A late pass is waited for, a while; a hung queue stays as it is. */
	if (!amdgpu_pmu_gc_wait(gc, jiffies +
				msecs_to_jiffies(AMDGPU_PMU_GC_TIMEOUT_MS))) {
		amdgpu_pmu_gc_run(gc, amdgpu_pmu_gc_build_stop,
				  GENMASK(gc->topo.num_xcc - 1, 0), 0);
		amdgpu_pmu_gc_hw_queue_perfcount(gc, false);
	}
	drm_dev_exit(idx);
}

/**
 * amdgpu_pmu_gc_session_put - an event leaves the counting session
 * @gc: the PMU
 *
 * The last one stops the counters and releases the device. Nothing waits
 * for a job longer than a pass's timeout.
 */
void amdgpu_pmu_gc_session_put(struct amdgpu_pmu_gc *gc)
{
	unsigned long irqflags;
	unsigned int b, k;
	bool last;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	last = !WARN_ON(!gc->users) && !--gc->users;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	if (!last)
		return;

	mutex_lock(&gc->mutex);
	raw_spin_lock_irqsave(&gc->lock, irqflags);
	last = !gc->users;
	/* KFD's queues were set for the session, and nobody else owns them. */
	gc->kfd_due |= last && gc->held && !gc->kfd_lost && !gc->failed &&
		       !gc->halted && !gc->yielded;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	if (!last || !gc->held)
		goto out;

	/* The worker finds no session and does nothing from now on. */
	amdgpu_pmu_gc_stop_hw(gc);
	gc->started = false;
	raw_spin_lock_irqsave(&gc->lock, irqflags);
	gc->failed = false;
	for (b = 0; b < gc->arch->num_blocks; b++)
		for (k = 0; k < gc->blocks[b].pmc->num_counters; k++)
			gc->blocks[b].slots[k].programmed = false;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	amdgpu_pmu_gc_hw_put(gc);
	gc->held = false;
out:
	mutex_unlock(&gc->mutex);
	/*
	 * A session that started meanwhile keeps its queues counting. No
	 * runtime PM reference is needed: a process with KFD queues holds
	 * one (kfd_bind_process_to_device()), and a stopped queue manager
	 * only has its MQDs updated.
	 */
	amdgpu_pmu_gc_kfd_update(gc);
}

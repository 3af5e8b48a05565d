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
 * DOC: GC PMU design
 *
 * A perf PMU for the graphics-core (GC) performance counters. One PMU per
 * device, amdgpu_gc_<primary minor>. The perf callbacks that run with
 * interrupts off (add, del, start, stop, read) only change software state
 * under a raw spinlock: they allocate a hardware counter slot, take a
 * baseline and fold the latest sample into the event. The hardware is
 * programmed and sampled by one worker per device, which builds one IB per
 * XCC per tick (amdgpu_pmc_emit_start(), amdgpu_pmc_emit_sample()) and
 * runs it on a kernel scheduler entity on that XCC's compute ring. Each
 * event holds a runtime PM reference, from event_init to destroy; the
 * first event of a session also holds the device (drm device reference,
 * GFXOFF disabled, perfmon clock gating override) until the last one goes.
 * The hardware access is in amdgpu_pmu_gc_hw.c.
 *
 * Events with the same (block, select) share a hardware counter. The
 * hardware counts every instance of the block; the event's masks only
 * choose which per-instance accumulators are summed in software. The
 * passes that program and sample the counters are in amdgpu_pmu_gc_pass.c.
 */

#include <kunit/visibility.h>
#include <linux/bitfield.h>
#include <linux/moduleparam.h>
#include <linux/pm_runtime.h>
#include <linux/sched/clock.h>
#include <linux/slab.h>

#include <drm/drm_debugfs.h>
#include <drm/drm_drv.h>
#include <drm/drm_file.h>

#include "amdgpu.h"
#include "amdgpu_amdkfd.h"
#include "amdgpu_pmu_gc.h"

#define AMDGPU_PMU_GC_EVENT_MASK	GENMASK_ULL(15, 0)
#define AMDGPU_PMU_GC_BLOCK_MASK	GENMASK_ULL(23, 16)
#define AMDGPU_PMU_GC_CONFIG_MASK	GENMASK_ULL(23, 0)
#define AMDGPU_PMU_GC_XCC_MASK		GENMASK_ULL(15, 0)
#define AMDGPU_PMU_GC_SE_MASK		GENMASK_ULL(31, 16)
#define AMDGPU_PMU_GC_SA_MASK		GENMASK_ULL(47, 32)
#define AMDGPU_PMU_GC_CONFIG1_MASK	GENMASK_ULL(47, 0)

/*
 * Sampling period.
 *
 * The GFX12 per-WGP SQ counters are 32 bits wide and the PMU extends them
 * to 64 bits from the difference between two samples, so a counter must
 * not wrap between samples. The fastest SQ events are the accumulating
 * ones (SQ_PERF_SEL_LEVEL_WAVES, SQ_PERF_SEL_WAVE_CYCLES and the wait/busy
 * wave-cycle events): each cycle they add the number of waves resident in
 * the WGP, at most 16 per SIMD x 4 SIMDs = 64. At a shader clock of up to
 * 3.5 GHz that is 2^32 / (64 x 3.5e9) = 19.2 ms to wrap, so the period is
 * 10 ms on GCs with 32-bit counters, half the wrap time. With 48/64-bit
 * counters only (GFX9) nothing wraps in practice; the period then bounds
 * how stale a read is, what a run loses at its end and how finely
 * multiplexed events take turns (perf rotates them once per period): 20 ms,
 * 50 passes a second, each one IB per XCC.
 */
#define AMDGPU_PMU_GC_PERIOD_32BIT_MS	10
#define AMDGPU_PMU_GC_WRAP_32BIT_MS	19
#define AMDGPU_PMU_GC_PERIOD_MS		20
/*
 * perf rotates multiplexed events every this many sampling periods. The
 * events rotated in and out switch when the pass the rotation kicks runs,
 * not at the rotation itself: the pass's latency (worker wake-up, the
 * jiffy-granular gap above, the IB) moves the switch, and its jitter
 * relative to the rotation interval is what it costs the scaled counts.
 */
#define AMDGPU_PMU_GC_MUX_PERIODS	4

static unsigned int amdgpu_gc_pmu_sample_ms;
module_param_named(gc_pmu_sample_ms, amdgpu_gc_pmu_sample_ms, uint, 0444);
MODULE_PARM_DESC(gc_pmu_sample_ms,
		 "GC PMU sampling period in ms (0 = auto: 10 with 32-bit counters (GFX11, GFX12), 20 otherwise)");

static struct amdgpu_pmu_gc *amdgpu_pmu_gc_from_pmu(struct pmu *pmu)
{
	return container_of(pmu, struct amdgpu_pmu_gc, pmu);
}

static struct amdgpu_pmu_gc *amdgpu_pmu_gc_from_event(struct perf_event *event)
{
	return amdgpu_pmu_gc_from_pmu(event->pmu);
}

/* sysfs */

PMU_FORMAT_ATTR(event, "config:0-15");
PMU_FORMAT_ATTR(block, "config:16-23");
PMU_FORMAT_ATTR(xcc_mask, "config1:0-15");
PMU_FORMAT_ATTR(se_mask, "config1:16-31");
PMU_FORMAT_ATTR(sa_mask, "config1:32-47");
PMU_FORMAT_ATTR(inst_mask, "config2:0-63");

static struct attribute *amdgpu_pmu_gc_format_attrs[] = {
	&format_attr_event.attr,
	&format_attr_block.attr,
	&format_attr_xcc_mask.attr,
	&format_attr_se_mask.attr,
	&format_attr_sa_mask.attr,
	&format_attr_inst_mask.attr,
	NULL
};

static const struct attribute_group amdgpu_pmu_gc_format_group = {
	.name = "format",
	.attrs = amdgpu_pmu_gc_format_attrs,
};

/*
 * The gfx target of the counter tables, e.g. "gfx1200": perf matches its
 * JSON event descriptions and metrics to the PMU through this file.
 */
static ssize_t identifier_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct amdgpu_pmu_gc *gc = amdgpu_pmu_gc_from_pmu(dev_get_drvdata(dev));

	return sysfs_emit(buf, "%s\n", gc->arch->name);
}
static DEVICE_ATTR_RO(identifier);

static struct attribute *amdgpu_pmu_gc_id_attrs[] = {
	&dev_attr_identifier.attr,
	NULL
};

static const struct attribute_group amdgpu_pmu_gc_id_group = {
	.attrs = amdgpu_pmu_gc_id_attrs,
};

/*
 * A read-only file with a fixed string, for events/ and caps/: perf's own
 * string attribute (perf_event_sysfs_show()), with its name and string
 * kept here since both are built at init.
 */
struct amdgpu_pmu_gc_attr {
	struct perf_pmu_events_attr pa;
	char name[32];
	char value[32];
};

static const char *const amdgpu_pmu_gc_scope_names[] = {
	[AMDGPU_PMC_SCOPE_XCC] = "xcc",
	[AMDGPU_PMC_SCOPE_SE] = "se",
	[AMDGPU_PMC_SCOPE_SA] = "sa",
	[AMDGPU_PMC_SCOPE_SA_INST] = "sa_inst",
	[AMDGPU_PMC_SCOPE_XCC_INST] = "inst",
	[AMDGPU_PMC_SCOPE_SE_INST] = "se_inst",
};

struct amdgpu_pmu_gc_attrs {
	struct attribute_group events;
	struct attribute_group caps;
	struct attribute **event_ptrs;
	struct attribute **caps_ptrs;
	struct amdgpu_pmu_gc_attr *items;
};

static void amdgpu_pmu_gc_attr_set(struct amdgpu_pmu_gc_attr *a,
				   const char *name)
{
	sysfs_attr_init(&a->pa.attr.attr);
	a->pa.attr.attr.name = name;
	a->pa.attr.attr.mode = 0444;
	a->pa.attr.show = perf_event_sysfs_show;
	a->pa.event_str = a->value;
}

static void amdgpu_pmu_gc_free_attrs(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_pmu_gc_attrs *at = gc->attrs;

	if (!at)
		return;
	kfree(at->event_ptrs);
	kfree(at->caps_ptrs);
	kfree(at->items);
	kfree(at);
	gc->attrs = NULL;
}

/* caps/<block>_: id, counters, instances, scope, max_event, counted */
#define AMDGPU_PMU_GC_BLOCK_CAPS 6

/* caps/<block>_<key>, or caps/<key> for the device: one value per file */
static __printf(4, 5) struct attribute *
amdgpu_pmu_gc_cap(struct amdgpu_pmu_gc_attr *a, const char *block,
		  const char *key, const char *fmt, ...)
{
	va_list args;

	if (block)
		snprintf(a->name, sizeof(a->name), "%s_%s", block, key);
	else
		strscpy(a->name, key);
	amdgpu_pmu_gc_attr_set(a, a->name);
	va_start(args, fmt);
	vsnprintf(a->value, sizeof(a->value), fmt, args);
	va_end(args);
	return &a->pa.attr.attr;
}

static int amdgpu_pmu_gc_init_attrs(struct amdgpu_pmu_gc *gc)
{
	const struct amdgpu_pmc_arch *arch = gc->arch;
	unsigned int nev = arch->num_events;
	unsigned int ncaps = 3 + arch->num_blocks * AMDGPU_PMU_GC_BLOCK_CAPS;
	struct amdgpu_pmu_gc_attrs *at;
	struct amdgpu_pmu_gc_attr *a;
	struct attribute **p;
	unsigned int i;

	at = kzalloc_obj(*at);
	if (!at)
		return -ENOMEM;
	gc->attrs = at;

	at->items = kcalloc(nev + ncaps, sizeof(*at->items), GFP_KERNEL);
	at->event_ptrs = kcalloc(nev + 1, sizeof(*at->event_ptrs), GFP_KERNEL);
	at->caps_ptrs = kcalloc(ncaps + 1, sizeof(*at->caps_ptrs), GFP_KERNEL);
	if (!at->items || !at->event_ptrs || !at->caps_ptrs) {
		amdgpu_pmu_gc_free_attrs(gc);
		return -ENOMEM;
	}

	a = at->items;
	for (i = 0; i < nev; i++, a++) {
		const struct amdgpu_pmc_event *ev = &arch->events[i];

		amdgpu_pmu_gc_attr_set(a, ev->name);
		snprintf(a->value, sizeof(a->value), "event=0x%x,block=0x%x",
			 ev->select, ev->block);
		at->event_ptrs[i] = &a->pa.attr.attr;
	}

	p = at->caps_ptrs;
	*p++ = amdgpu_pmu_gc_cap(a++, NULL, "num_xcc", "%u", gc->topo.num_xcc);
	*p++ = amdgpu_pmu_gc_cap(a++, NULL, "num_se", "%u", gc->topo.num_se);
	*p++ = amdgpu_pmu_gc_cap(a++, NULL, "num_sa", "%u", gc->topo.num_sa);

	for (i = 0; i < arch->num_blocks; i++) {
		const struct amdgpu_pmc_block *b = &arch->blocks[i];

		*p++ = amdgpu_pmu_gc_cap(a++, b->name, "id", "%u", b->id);
		*p++ = amdgpu_pmu_gc_cap(a++, b->name, "counters", "%u",
					 b->num_counters);
		*p++ = amdgpu_pmu_gc_cap(a++, b->name, "instances", "%u",
					 gc->blocks[i].ninst);
		*p++ = amdgpu_pmu_gc_cap(a++, b->name, "scope", "%s",
					 amdgpu_pmu_gc_scope_names[b->scope]);
		*p++ = amdgpu_pmu_gc_cap(a++, b->name, "max_event", "%u",
					 b->max_event);
		*p++ = amdgpu_pmu_gc_cap(a++, b->name, "counted", "%u",
					 bitmap_weight(gc->blocks[i].present,
						       gc->topo.num_xcc *
						       gc->blocks[i].units));
	}

	at->events.name = "events";
	at->events.attrs = at->event_ptrs;
	at->caps.name = "caps";
	at->caps.attrs = at->caps_ptrs;

	gc->groups[0] = &amdgpu_pmu_gc_format_group;
	gc->groups[1] = &at->events;
	gc->groups[2] = &at->caps;
	gc->groups[3] = &amdgpu_pmu_gc_id_group;
	gc->groups[4] = NULL;
	return 0;
}

/* Event decoding */

static struct amdgpu_pmu_gc_block *
amdgpu_pmu_gc_find_block(struct amdgpu_pmu_gc *gc, unsigned int id)
{
	unsigned int i;

	for (i = 0; i < gc->arch->num_blocks; i++)
		if (gc->blocks[i].pmc->id == id)
			return &gc->blocks[i];
	return NULL;
}

static struct amdgpu_pmu_gc_block *
amdgpu_pmu_gc_event_block(struct amdgpu_pmu_gc *gc, struct perf_event *event)
{
	return &gc->blocks[event->hw.config_base];
}

static u16 amdgpu_pmu_gc_event_select(struct perf_event *event)
{
	return FIELD_GET(AMDGPU_PMU_GC_EVENT_MASK, event->attr.config);
}

static bool amdgpu_pmu_gc_mask_fits(u64 mask, unsigned int n)
{
	if (!n)
		return !mask;
	return n >= 64 || !(mask & ~GENMASK_ULL(n - 1, 0));
}

static bool amdgpu_pmu_gc_has_se(const struct amdgpu_pmc_block *b)
{
	return b->scope == AMDGPU_PMC_SCOPE_SE ||
	       b->scope == AMDGPU_PMC_SCOPE_SA ||
	       b->scope == AMDGPU_PMC_SCOPE_SE_INST ||
	       b->scope == AMDGPU_PMC_SCOPE_SA_INST;
}

static bool amdgpu_pmu_gc_has_sa(const struct amdgpu_pmc_block *b)
{
	return b->scope == AMDGPU_PMC_SCOPE_SA ||
	       b->scope == AMDGPU_PMC_SCOPE_SA_INST;
}

static bool amdgpu_pmu_gc_has_inst(const struct amdgpu_pmc_block *b)
{
	return b->scope == AMDGPU_PMC_SCOPE_SE_INST ||
	       b->scope == AMDGPU_PMC_SCOPE_SA_INST ||
	       b->scope == AMDGPU_PMC_SCOPE_XCC_INST;
}

/* Returns the block index for a valid config, or -EINVAL. */
static int amdgpu_pmu_gc_decode(struct amdgpu_pmu_gc *gc,
				const struct perf_event_attr *attr)
{
	struct amdgpu_pmu_gc_block *blk;
	const struct amdgpu_pmc_block *b;
	u64 xcc, se, sa, inst = attr->config2;
	unsigned int nse;

	if (attr->config & ~AMDGPU_PMU_GC_CONFIG_MASK ||
	    attr->config1 & ~AMDGPU_PMU_GC_CONFIG1_MASK)
		return -EINVAL;

	blk = amdgpu_pmu_gc_find_block(gc, FIELD_GET(AMDGPU_PMU_GC_BLOCK_MASK,
						     attr->config));
	if (!blk)
		return -EINVAL;
	b = blk->pmc;
	if (FIELD_GET(AMDGPU_PMU_GC_EVENT_MASK, attr->config) > b->max_event)
		return -EINVAL;

	xcc = FIELD_GET(AMDGPU_PMU_GC_XCC_MASK, attr->config1);
	se = FIELD_GET(AMDGPU_PMU_GC_SE_MASK, attr->config1);
	sa = FIELD_GET(AMDGPU_PMU_GC_SA_MASK, attr->config1);

	/* A mask for a level the block does not have is an error. */
	if ((se && !amdgpu_pmu_gc_has_se(b)) ||
	    (sa && !amdgpu_pmu_gc_has_sa(b)) ||
	    (inst && !amdgpu_pmu_gc_has_inst(b)))
		return -EINVAL;

	nse = b->flags & AMDGPU_PMC_BLOCK_PER_SE_REGS ? blk->units :
							gc->topo.num_se;
	if (!amdgpu_pmu_gc_mask_fits(xcc, gc->topo.num_xcc) ||
	    !amdgpu_pmu_gc_mask_fits(se, nse) ||
	    !amdgpu_pmu_gc_mask_fits(sa, gc->topo.num_sa) ||
	    !amdgpu_pmu_gc_mask_fits(inst, blk->ninst))
		return -EINVAL;

	return blk - gc->blocks;
}

static bool amdgpu_pmu_gc_same_select(struct perf_event *a,
				      struct perf_event *b)
{
	return (a->attr.config & AMDGPU_PMU_GC_CONFIG_MASK) ==
	       (b->attr.config & AMDGPU_PMU_GC_CONFIG_MASK);
}

/*
 * A group is scheduled as a whole, so it must fit the counters: count the
 * distinct (block, select) of this PMU's members per block. Events with the
 * same (block, select) share a counter. Groups of more than
 * AMDGPU_PMU_GC_MAX_GROUP events of this PMU are refused.
 */
#define AMDGPU_PMU_GC_MAX_GROUP	32

static int amdgpu_pmu_gc_validate_group(struct perf_event *event)
{
	struct amdgpu_pmu_gc *gc = amdgpu_pmu_gc_from_event(event);
	struct perf_event *members[AMDGPU_PMU_GC_MAX_GROUP];
	struct perf_event *leader = event->group_leader;
	u8 used[AMDGPU_PMC_BLOCK_COUNT] = {};
	struct perf_event *sibling;
	unsigned int n = 0, i, k;
	int idx;

	/* A new event is its own leader until it joins a group: one counter. */
	if (leader == event)
		return 0;

	if (leader->pmu == event->pmu)
		members[n++] = leader;
	for_each_sibling_event(sibling, leader) {
		if (sibling == event || sibling->pmu != event->pmu)
			continue;
		if (n == AMDGPU_PMU_GC_MAX_GROUP - 1)
			return -EINVAL;
		members[n++] = sibling;
	}
	members[n++] = event;

	for (i = 0; i < n; i++) {
		idx = amdgpu_pmu_gc_decode(gc, &members[i]->attr);
		if (idx < 0)
			return idx;

		for (k = 0; k < i; k++)
			if (amdgpu_pmu_gc_same_select(members[k], members[i]))
				break;
		if (k < i)
			continue;
		if (++used[idx] > gc->blocks[idx].pmc->num_counters)
			return -EINVAL;
	}

	return 0;
}

/* Counting: called with gc->lock held */

/* Move what the worker credited to the event into its count. */
static void amdgpu_pmu_gc_fold(struct perf_event *event)
{
	struct amdgpu_pmu_gc_event *ev = event->pmu_private;

	if (ev->pending) {
		local64_add(ev->pending, &event->count);
		ev->pending = 0;
	}
}

/*
 * Kick the worker soon when the hardware must be reprogrammed, or when a
 * sample would close (draining) or open (joining) an event's interval.
 * The perf callbacks run with interrupts off and add/del even under the
 * runqueue lock, where queueing work (which wakes a kworker) can deadlock:
 * they only raise an irq_work, whose handler queues the worker.
 */
static void amdgpu_pmu_gc_request_tick(struct amdgpu_pmu_gc *gc)
{
	lockdep_assert_held(&gc->lock);

	if (gc->dirty || gc->njoining || gc->ndraining) {
		/* Numbered after the change: it sees it (pmu::sync). */
		gc->sync_seq = gc->seq + 1;
		irq_work_queue(&gc->kick);
	}
}

static void amdgpu_pmu_gc_start(struct perf_event *event, int flags)
{
	struct amdgpu_pmu_gc *gc = amdgpu_pmu_gc_from_event(event);
	unsigned long irqflags;

	if (WARN_ON_ONCE(event->hw.idx < 0))
		return;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	event->hw.state = 0;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
}

static void amdgpu_pmu_gc_stop(struct perf_event *event, int flags)
{
	struct amdgpu_pmu_gc *gc = amdgpu_pmu_gc_from_event(event);
	unsigned long irqflags;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	if (flags & PERF_EF_UPDATE)
		amdgpu_pmu_gc_fold(event);
	event->hw.state |= PERF_HES_STOPPED | PERF_HES_UPTODATE;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
}

/*
 * Whether @s counts @select, and still will once the pass in flight ended:
 * a pass that reprograms the counters stops every counter it leaves out,
 * those that had no event when it was collected (perf may add one back
 * before it ends, in the same reschedule that deleted it).
 */
static bool amdgpu_pmu_gc_slot_counts(struct amdgpu_pmu_gc *gc,
				      const struct amdgpu_pmu_gc_slot *s,
				      u16 select)
{
	lockdep_assert_held(&gc->lock);

	return s->programmed && s->hw_select == select &&
	       (!gc->programming || s->prog_seq == gc->programming);
}

/* Pick a counter for @select: shared, still programmed with it, or free. */
static struct amdgpu_pmu_gc_slot *
amdgpu_pmu_gc_pick_slot(struct amdgpu_pmu_gc *gc,
			struct amdgpu_pmu_gc_block *blk, u16 select,
			struct amdgpu_pmu_gc_slot *draining_on)
{
	unsigned int i, n = blk->pmc->num_counters;
	struct amdgpu_pmu_gc_slot *s;

	for (i = 0; i < n; i++) {
		s = &blk->slots[i];
		if (s->refcount && s->select == select)
			return s;
	}
	if (draining_on && !draining_on->refcount &&
	    amdgpu_pmu_gc_slot_counts(gc, draining_on, select))
		return draining_on;
	for (i = 0; i < n; i++) {
		s = &blk->slots[i];
		if (!s->refcount && amdgpu_pmu_gc_slot_counts(gc, s, select))
			return s;
	}
	for (i = 0; i < n; i++) {
		s = &blk->slots[i];
		if (!s->refcount)
			return s;
	}
	return NULL;
}

/*
 * A draining event moves to another counter before a sample collected its
 * last interval on the old one (perf rotated twice with no pass between):
 * the next samples of the old counter still credit it.
 */
static void amdgpu_pmu_gc_keep_drain(struct amdgpu_pmu_gc *gc,
				     struct amdgpu_pmu_gc_event *ev)
{
	struct amdgpu_pmu_gc_drain *d;
	unsigned int i;

	for (i = 0; i < AMDGPU_PMU_GC_DRAINS; i++) {
		d = &ev->drain[i];
		if (!list_empty(&d->node))
			continue;
		d->gen = ev->gen;
		d->seq = ev->seq;
		/* Its stint there ended: perf has not run it since del(). */
		memcpy(d->stint, ev->stint,
		       gc->topo.num_xcc * sizeof(*ev->stint));
		d->run = READ_ONCE(ev->event->total_time_running) -
			 ev->running;
		d->multiplexed = ev->multiplexed;
		ev->carry = false;
		list_add_tail(&d->node, &ev->slot->drains);
		gc->ndraining++;
		return;
	}
	gc->lost_drains++;
}

static int amdgpu_pmu_gc_add(struct perf_event *event, int flags)
{
	struct amdgpu_pmu_gc *gc = amdgpu_pmu_gc_from_event(event);
	struct amdgpu_pmu_gc_block *blk = amdgpu_pmu_gc_event_block(gc, event);
	struct amdgpu_pmu_gc_event *ev = event->pmu_private;
	u16 select = amdgpu_pmu_gc_event_select(event);
	struct amdgpu_pmu_gc_slot *slot;
	unsigned long irqflags;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	/* A parked session let the device runtime suspend: resume it. */
	if (gc->halted && READ_ONCE(gc->parked)) {
		gc->resume_wanted = true;
		irq_work_queue(&gc->kick);
	}
	/*
	 * The counters are not ours (reset, suspend, a KFD profiler): perf
	 * accounts the time as not running and rotates the event back in.
	 */
	if (gc->halted || gc->yielded) {
		raw_spin_unlock_irqrestore(&gc->lock, irqflags);
		return -EAGAIN;
	}
	slot = amdgpu_pmu_gc_pick_slot(gc, blk, select, ev->state ==
				       AMDGPU_PMU_GC_EV_DRAINING ? ev->slot : NULL);
	if (!slot) {
		/* perf multiplexes: what it added meanwhile shares the time. */
		gc->refused++;
		raw_spin_unlock_irqrestore(&gc->lock, irqflags);
		return -EAGAIN;
	}

	if (!slot->refcount) {
		slot->select = select;
		if (amdgpu_pmu_gc_slot_counts(gc, slot, select)) {
			/* It still counts the select: no reprogramming. */
			slot->gen = slot->hw_gen;
		} else {
			slot->gen = ++gc->gen;
			gc->dirty = true;
		}
	}
	slot->refcount++;
	gc->active++;

	if (ev->state == AMDGPU_PMU_GC_EV_DRAINING ||
	    ev->state == AMDGPU_PMU_GC_EV_DRAINED) {
		bool again = ev->slot == slot && ev->gen == slot->gen;

		/*
		 * Drained: its last interval is in, so only a delete and add
		 * within one reschedule (a rotation) had no gap. Draining: no
		 * pass has sampled the counter since del(), so taking it back
		 * counts the gap too: a disable and enable within one period
		 * overcount by what the GPU did while it was disabled.
		 */
		if (ev->state == AMDGPU_PMU_GC_EV_DRAINING)
			gc->ndraining--;
		else
			again &= ev->del_resched == *this_cpu_ptr(gc->resched) &&
				 (ev->del_resched & 1);
		if (again) {
			/*
			 * Deleted and added back at once: no gap to lose. A
			 * drained event's stint ended with the pass that
			 * drained it, the last one: the next runs from there.
			 */
			if (ev->state == AMDGPU_PMU_GC_EV_DRAINED)
				amdgpu_pmu_gc_begin_stint(gc, ev, true);
			ev->state = AMDGPU_PMU_GC_EV_COUNTING;
			goto out;
		}
		list_del(&ev->node);
		if (ev->state == AMDGPU_PMU_GC_EV_DRAINING)
			amdgpu_pmu_gc_keep_drain(gc, ev);
	}

	ev->slot = slot;
	ev->gen = slot->gen;
	list_add_tail(&ev->node, &slot->events);
	/* It begins with the pass that programs or samples its counter. */
	amdgpu_pmu_gc_begin_stint(gc, ev, false);
	if (slot->programmed && slot->hw_gen == slot->gen) {
		/* Counting since before us: the next sample is our baseline. */
		ev->state = AMDGPU_PMU_GC_EV_JOINING;
		ev->seq = gc->seq;
		gc->njoining++;
	} else {
		/* Programmed (and so zeroed) for us by the next pass. */
		ev->state = AMDGPU_PMU_GC_EV_COUNTING;
	}
out:
	ev->refused = gc->refused;
	amdgpu_pmu_gc_fold(event);
	event->hw.idx = slot - blk->slots;
	event->hw.state = PERF_HES_STOPPED | PERF_HES_UPTODATE;
	if (flags & PERF_EF_START)
		event->hw.state = 0;
	amdgpu_pmu_gc_request_tick(gc);
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	return 0;
}

static void amdgpu_pmu_gc_del(struct perf_event *event, int flags)
{
	struct amdgpu_pmu_gc *gc = amdgpu_pmu_gc_from_event(event);
	struct amdgpu_pmu_gc_event *ev = event->pmu_private;
	unsigned long irqflags;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	amdgpu_pmu_gc_fold(event);
	event->hw.state |= PERF_HES_STOPPED | PERF_HES_UPTODATE;
	if (event->hw.idx >= 0) {
		if (gc->refused != ev->refused && !event->attr.pinned)
			ev->multiplexed = true;
		ev->slot->refcount--;
		if (!--gc->active)
			gc->idle_since = jiffies;
		if (ev->state == AMDGPU_PMU_GC_EV_JOINING) {
			/*
			 * No baseline yet, so nothing counted to collect: its
			 * next stint makes up for the time if perf multiplexes.
			 */
			ev->carry = true;
			gc->njoining--;
			list_del(&ev->node);
			ev->state = AMDGPU_PMU_GC_EV_IDLE;
		} else {
			/* The next sample still holds our last interval. */
			ev->state = AMDGPU_PMU_GC_EV_DRAINING;
			ev->seq = gc->seq;
			ev->del_resched = *this_cpu_ptr(gc->resched);
			ev->del_cpu = smp_processor_id();
			gc->ndraining++;
		}
		event->hw.idx = -1;
		amdgpu_pmu_gc_request_tick(gc);
	}
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
}

/*
 * perf reschedules a CPU's context (rotation, a task switch, an event
 * enabled) between pmu_disable() and pmu_enable() on that CPU, deleting and
 * adding back each of its events: one deleted and added back within the
 * same bracket never stopped, however long the bracket took. Events may sit
 * on any CPU (the core only routes their reads to the PMU's CPU), so each
 * CPU numbers its own brackets; the count is odd inside one.
 */
static void amdgpu_pmu_gc_pmu_disable(struct pmu *pmu)
{
	struct amdgpu_pmu_gc *gc = amdgpu_pmu_gc_from_pmu(pmu);
	unsigned long irqflags;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	*this_cpu_ptr(gc->resched) |= 1;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
}

static void amdgpu_pmu_gc_pmu_enable(struct pmu *pmu)
{
	struct amdgpu_pmu_gc *gc = amdgpu_pmu_gc_from_pmu(pmu);
	unsigned long irqflags;
	u64 *resched;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	resched = this_cpu_ptr(gc->resched);
	if (*resched & 1)
		(*resched)++;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
}

static void amdgpu_pmu_gc_read(struct perf_event *event)
{
	struct amdgpu_pmu_gc *gc = amdgpu_pmu_gc_from_event(event);
	unsigned long irqflags;

	/*
	 * A BPF program's perf_event_read_local() in NMI may have interrupted
	 * a holder of gc->lock on this CPU: then the next read folds.
	 */
	if (in_nmi()) {
		if (raw_spin_trylock(&gc->lock)) {
			amdgpu_pmu_gc_fold(event);
			raw_spin_unlock(&gc->lock);
		}
		return;
	}

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	amdgpu_pmu_gc_fold(event);
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
}

/*
 * pmu::sync, before read() and after open or enable, with no perf lock
 * held: an event counts from the pass that programs its counter (or takes
 * its baseline), and its count reaches it when a pass has read the
 * counter, up to a period later. See amdgpu_pmu_gc_sync().
 */
static int amdgpu_pmu_gc_pmu_sync(struct pmu *pmu)
{
	return amdgpu_pmu_gc_sync(container_of(pmu, struct amdgpu_pmu_gc, pmu));
}

static void amdgpu_pmu_gc_event_free(struct amdgpu_pmu_gc_event *ev)
{
	unsigned int i;

	for (i = 0; i < AMDGPU_PMU_GC_DRAINS; i++)
		kfree(ev->drain[i].stint);
	bitmap_free(ev->any_xcc);
	bitmap_free(ev->units);
	kfree(ev->stint);
	kfree(ev);
}

static void amdgpu_pmu_gc_event_destroy(struct perf_event *event)
{
	struct amdgpu_pmu_gc *gc = amdgpu_pmu_gc_from_event(event);
	struct amdgpu_pmu_gc_event *ev = event->pmu_private;
	unsigned long irqflags;
	unsigned int i;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	/* del() ran already: at most a last sample is still owed to it. */
	WARN_ON_ONCE(ev->state == AMDGPU_PMU_GC_EV_JOINING ||
		     ev->state == AMDGPU_PMU_GC_EV_COUNTING);
	if (ev->state == AMDGPU_PMU_GC_EV_DRAINING)
		gc->ndraining--;
	if (ev->state != AMDGPU_PMU_GC_EV_IDLE)
		list_del(&ev->node);
	for (i = 0; i < AMDGPU_PMU_GC_DRAINS; i++) {
		if (list_empty(&ev->drain[i].node))
			continue;
		gc->ndraining--;
		list_del(&ev->drain[i].node);
	}
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	event->pmu_private = NULL;

	/* First: the end of the session asks KFD whether events remain. */
	amdgpu_amdkfd_gc_pmu_put(gc->adev, ev->privileged);
	amdgpu_pmu_gc_session_put(gc);
	amdgpu_pmu_gc_event_free(ev);
}

/* Which (XCC, unit) accumulators an event's masks select. */
static struct amdgpu_pmu_gc_event *
amdgpu_pmu_gc_event_alloc(struct amdgpu_pmu_gc *gc, struct perf_event *event,
			  struct amdgpu_pmu_gc_block *blk)
{
	u64 xcc_mask = FIELD_GET(AMDGPU_PMU_GC_XCC_MASK, event->attr.config1);
	u64 se_mask = FIELD_GET(AMDGPU_PMU_GC_SE_MASK, event->attr.config1);
	u64 sa_mask = FIELD_GET(AMDGPU_PMU_GC_SA_MASK, event->attr.config1);
	u64 inst_mask = event->attr.config2;
	struct amdgpu_pmu_gc_event *ev;
	unsigned int x, u, se, sa, inst;

	ev = kzalloc_obj(*ev);
	if (!ev)
		return NULL;
	ev->nunits = gc->topo.num_xcc * blk->units;
	ev->units = bitmap_zalloc(ev->nunits, GFP_KERNEL);
	ev->any_xcc = bitmap_zalloc(blk->units, GFP_KERNEL);
	ev->stint = kcalloc(gc->topo.num_xcc, sizeof(*ev->stint), GFP_KERNEL);
	for (u = 0; ev->stint && u < AMDGPU_PMU_GC_DRAINS; u++) {
		ev->drain[u].stint = kcalloc(gc->topo.num_xcc,
					     sizeof(*ev->stint), GFP_KERNEL);
		if (!ev->drain[u].stint) {
			kfree(ev->stint);
			ev->stint = NULL;
		}
	}
	if (!ev->units || !ev->any_xcc || !ev->stint) {
		amdgpu_pmu_gc_event_free(ev);
		return NULL;
	}

	for (u = 0; u < blk->units; u++) {
		amdgpu_pmc_unit_coords(blk->pmc, &gc->topo, u, &se, &sa, &inst);
		if ((se_mask && !(se_mask & BIT_ULL(se))) ||
		    (sa_mask && !(sa_mask & BIT_ULL(sa))) ||
		    (inst_mask && (inst >= 64 || !(inst_mask & BIT_ULL(inst)))))
			continue;
		for (x = 0; x < gc->topo.num_xcc; x++)
			if ((!xcc_mask || xcc_mask & BIT_ULL(x)) &&
			    test_bit(x * blk->units + u, blk->present)) {
				__set_bit(x * blk->units + u, ev->units);
				__set_bit(u, ev->any_xcc);
				ev->xccs |= BIT(x);
			}
	}
	ev->event = event;
	INIT_LIST_HEAD(&ev->node);
	for (u = 0; u < AMDGPU_PMU_GC_DRAINS; u++) {
		INIT_LIST_HEAD(&ev->drain[u].node);
		ev->drain[u].ev = ev;
	}
	return ev;
}

static int amdgpu_pmu_gc_event_init(struct perf_event *event)
{
	struct amdgpu_pmu_gc *gc = amdgpu_pmu_gc_from_event(event);
	struct amdgpu_pmu_gc_event *ev;
	unsigned long irqflags;
	bool failed;
	int idx, r;

	if (event->attr.type != event->pmu->type)
		return -ENOENT;

	/* Registered, but not yet seen by the suspend, reset and KFD hooks */
	if (READ_ONCE(gc->adev->pmu_gc) != gc)
		return -ENODEV;

	/*
	 * Everything that costs nothing comes first: this runs under the
	 * group leader's ctx->mutex, and what follows powers the GPU up.
	 */
	if (is_sampling_event(event))
		return -EOPNOTSUPP;
	/* System wide counting only (task_ctx_nr is perf_invalid_context). */
	if (event->cpu < 0)
		return -EINVAL;

	idx = amdgpu_pmu_gc_decode(gc, &event->attr);
	if (idx < 0)
		return idx;

	r = amdgpu_pmu_gc_validate_group(event);
	if (r)
		return r;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	failed = gc->failed;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	if (failed)
		return -ENODEV;

	ev = amdgpu_pmu_gc_event_alloc(gc, event, &gc->blocks[idx]);
	if (!ev)
		return -ENOMEM;

	/*
	 * Exclusive with the KFD profiler's PMC lock (rocprofiler). Who yields
	 * to a profiler is not a permission check (perf applied the PMU's level):
	 * probe without an audit record.
	 */
	ev->privileged = ns_capable_noaudit(&init_user_ns, CAP_PERFMON) ||
			 ns_capable_noaudit(&init_user_ns, CAP_SYS_ADMIN);
	r = amdgpu_amdkfd_gc_pmu_get(gc->adev, ev->privileged);
	if (r)
		goto err_free;

	/*
	 * The device is resumed for a session's start, before gc->mutex
	 * (session_get()): runtime suspend waits for the worker, which holds
	 * gc->mutex. The session holds a reference of its own while it is
	 * awake. -EACCES: runtime PM is disabled, the usage count is held
	 * either way.
	 */
	r = pm_runtime_get_sync(adev_to_drm(gc->adev)->dev);
	if (r < 0 && r != -EACCES)
		goto err_pm;

	r = amdgpu_pmu_gc_session_get(gc);
	if (r)
		goto err_pm;
	pm_runtime_put_autosuspend(adev_to_drm(gc->adev)->dev);

	event->pmu_private = ev;
	event->hw.config_base = idx;
	event->hw.idx = -1;
	event->destroy = amdgpu_pmu_gc_event_destroy;
	return 0;

err_pm:
	pm_runtime_put_autosuspend(adev_to_drm(gc->adev)->dev);
	amdgpu_amdkfd_gc_pmu_put(gc->adev, ev->privileged);
err_free:
	amdgpu_pmu_gc_event_free(ev);
	return r;
}

/* debugfs */

static int amdgpu_pmu_gc_debugfs_show(struct seq_file *m, void *unused)
{
	struct drm_debugfs_entry *entry = m->private;
	struct amdgpu_pmu_gc *gc = entry->file.data;
	unsigned long irqflags;
	unsigned int b, k;

	mutex_lock(&gc->mutex);
	seq_printf(m, "pmu: %s (%s)\nperiod_ms: %u\nwrap_safe_ms: %u\nheld: %d\n",
		   gc->name, gc->arch->name, gc->period_ms, gc->wrap_safe_ms,
		   gc->held);
	raw_spin_lock_irqsave(&gc->lock, irqflags);
	seq_printf(m, "users: %u\nparked: %d\n", gc->users, gc->parked);
	seq_printf(m, "active: %u joining: %u draining: %u\nticks: %llu\nsubmits: %llu\nkicks: %u\n",
		   gc->active, gc->njoining, gc->ndraining, gc->ticks,
		   gc->submits, atomic_read(&gc->kicks));
	seq_printf(m, "dirty: %d hw_lost: %d queues_lost: %d halted: %d yielded: %d failed: %d last_error: %d\n",
		   gc->dirty, gc->hw_lost, gc->queues_lost, gc->halted,
		   gc->yielded, gc->failed, gc->last_error);
	seq_printf(m, "lost_passes: %llu late_samples: %llu anomalies: %llu lost_drains: %llu backoff: %u foreign_resets: %llu\n",
		   gc->lost_passes, gc->late_samples, gc->anomalies,
		   gc->lost_drains, gc->nfail, gc->foreign_resets);
	seq_printf(m, "refused: %llu rescaled: %llu\n", gc->refused,
		   gc->rescaled);
	for (b = 0; b < gc->arch->num_blocks; b++) {
		struct amdgpu_pmu_gc_block *blk = &gc->blocks[b];

		for (k = 0; k < blk->pmc->num_counters; k++) {
			struct amdgpu_pmu_gc_slot *s = &blk->slots[k];

			if (!s->refcount && !s->programmed)
				continue;
			seq_printf(m, "%s[%u]: select %u refs %u programmed %d (hw select %u)\n",
				   blk->pmc->name, k, s->select, s->refcount,
				   s->programmed, s->hw_select);
		}
	}
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	mutex_unlock(&gc->mutex);
	return 0;
}

/* Suspend, resume, reset and the KFD profiler */

static void amdgpu_pmu_gc_resched_fn(void *info)
{
	struct amdgpu_pmu_gc *gc = info;

	/* perf_pmu_unregister() waits for us in synchronize_rcu(). */
	if (!READ_ONCE(gc->unregistering))
		perf_pmu_resched(&gc->pmu);
}

/*
 * Takes the active events off every CPU once add() refuses them (halted or
 * yielded), so that perf stops counting their time as running.
 */
static void amdgpu_pmu_gc_resched(struct amdgpu_pmu_gc *gc)
{
	on_each_cpu(amdgpu_pmu_gc_resched_fn, gc, true);
}

static void amdgpu_pmu_gc_halt(struct amdgpu_pmu_gc *gc)
{
	unsigned long irqflags;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	gc->halted = true;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	amdgpu_pmu_gc_resched(gc);
	/* No pass comes for amdgpu_pmu_gc_sync() to wait for. */
	wake_up_all(&gc->pass_done);
}

/**
 * amdgpu_pmu_gc_suspend - stop sampling before the device suspends
 * @adev: amdgpu device
 *
 * Waits for a pass in flight: none may run while the device suspends. Runs
 * for system and runtime suspend alike; a session is parked during the
 * latter (it holds a runtime PM reference while awake), so the worker is
 * idle then. A compute partition switch, which tears the compute queues
 * down, uses it too.
 */
void amdgpu_pmu_gc_suspend(struct amdgpu_device *adev)
{
	struct amdgpu_pmu_gc *gc = READ_ONCE(adev->pmu_gc);

	if (!gc)
		return;

	amdgpu_pmu_gc_halt(gc);
	irq_work_sync(&gc->kick);
	cancel_delayed_work_sync(&gc->work);
}

/**
 * amdgpu_pmu_gc_reset_begin - stop sampling, a GPU reset begins
 * @adev: amdgpu device
 *
 * Waits for nothing: a pass in flight waits for fences that the reset
 * signals. Its samples are dropped and the next pass after
 * amdgpu_pmu_gc_resume() programs the counters from scratch.
 */
void amdgpu_pmu_gc_reset_begin(struct amdgpu_device *adev)
{
	struct amdgpu_pmu_gc *gc = READ_ONCE(adev->pmu_gc);

	if (gc)
		amdgpu_pmu_gc_halt(gc);
}

/**
 * amdgpu_pmu_gc_resume - program the counters again after resume or reset
 * @adev: amdgpu device
 *
 * The hardware lost its programming and the queues their perf counting
 * state: the next pass sets both up from scratch and takes the reset value
 * as the new baseline, so nothing is counted twice. What happened during
 * the reset or suspend is not counted. Also called when a suspend fails
 * after amdgpu_pmu_gc_suspend(): counting goes on as after a resume.
 */
void amdgpu_pmu_gc_resume(struct amdgpu_device *adev)
{
	struct amdgpu_pmu_gc *gc = READ_ONCE(adev->pmu_gc);
	unsigned long irqflags;

	if (!gc)
		return;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	gc->halted = false;
	gc->hw_lost = true;
	gc->queues_lost = true;
	gc->kfd_lost = true;
	gc->dirty = true;
	gc->nfail = 0;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	/* The events go back on now, not at perf's next rotation. */
	amdgpu_pmu_gc_resched(gc);
	if (gc->period_ms)
		mod_delayed_work(gc->wq, &gc->work, 0);
}

/**
 * amdgpu_pmu_gc_yield - leave the counters to a KFD profiler, or take them
 *	back
 * @adev: amdgpu device
 * @yield: true when a profiler takes the PMC lock, false when it lets go
 *
 * Only GC events opened without CAP_PERFMON exist when a profiler may take
 * the lock (amdgpu_amdkfd_pmc_profiler_get()). They stop counting while it
 * holds it: the PMU does not touch the counters then, and perf counts that
 * time as not running (add() refuses events). Yielding waits for a
 * pass in flight, so the caller must not hold a lock the worker takes
 * (adev->kfd.perfcount_lock, a KFD queue manager's lock).
 */
void amdgpu_pmu_gc_yield(struct amdgpu_device *adev, bool yield)
{
	struct amdgpu_pmu_gc *gc = READ_ONCE(adev->pmu_gc);
	unsigned long irqflags;

	if (!gc)
		return;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	gc->yielded = yield;
	if (!yield) {
		gc->hw_lost = true;
		gc->dirty = true;
	}
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	if (yield) {
		amdgpu_pmu_gc_resched(gc);
		wake_up_all(&gc->pass_done);
		irq_work_sync(&gc->kick);
		cancel_delayed_work_sync(&gc->work);
	} else {
		amdgpu_pmu_gc_resched(gc);
		if (gc->period_ms)
			mod_delayed_work(gc->wq, &gc->work, 0);
	}
}

/**
 * amdgpu_pmu_gc_hold_passes - keep GC PMU passes off GRBM_GFX_INDEX
 * @adev: amdgpu device
 *
 * A pass writes GRBM_GFX_INDEX from the CP. The driver's CPU sequences
 * select instances under grbm_idx_mutex, which orders them among
 * themselves only; one that reads or clears state per instance (the GFX9
 * RAS error counts) holds passes off with this. It waits for a pass in
 * flight, at most the pass's timeout, and keeps the next one from starting
 * until amdgpu_pmu_gc_release_passes(). Call it before taking
 * grbm_idx_mutex: GPU recovery takes that mutex while a pass may be
 * waiting for its job.
 */
void amdgpu_pmu_gc_hold_passes(struct amdgpu_device *adev)
{
	down_write(&adev->pmu_gc_passes);
}

/**
 * amdgpu_pmu_gc_release_passes - let GC PMU passes run again
 * @adev: amdgpu device
 */
void amdgpu_pmu_gc_release_passes(struct amdgpu_device *adev)
{
	up_write(&adev->pmu_gc_passes);
}

/* Registration */

static void amdgpu_pmu_gc_free(struct amdgpu_pmu_gc *gc)
{
	unsigned int b, k;

	if (gc->blocks) {
		for (b = 0; b < gc->arch->num_blocks; b++) {
			struct amdgpu_pmu_gc_block *blk = &gc->blocks[b];

			for (k = 0; blk->slots && k < blk->pmc->num_counters; k++) {
				kfree(blk->slots[k].prev);
				kfree(blk->slots[k].delta);
				bitmap_free(blk->slots[k].lost);
				bitmap_free(blk->slots[k].read);
				bitmap_free(blk->slots[k].fresh);
			}
			kfree(blk->slots);
			bitmap_free(blk->present);
		}
	}
	kfree(gc->blocks);
	kfree(gc->scratch.old);
	kfree(gc->scratch.old_rec);
	kvfree(gc->ib);
	amdgpu_pmu_gc_hw_fini(gc);
	free_percpu(gc->resched);
	if (gc->wq)
		destroy_workqueue(gc->wq);
	amdgpu_pmu_gc_free_attrs(gc);
	kfree(gc);
}

/*
 * Whether a unit exists on this part. Per-CU (GFX9 TA, TD, TCP) and per-WGP
 * (GFX12 SQ, TA, TD, TCP) instances are selected by their physical index
 * (GRBM_GFX_INDEX.INSTANCE_INDEX, as the RAS counters of gfx_v9_0.c and
 * gfx_v9_4_2.c walk them), harvested ones included. A harvested unit counts
 * nothing of its own: on RDNA its index aliases a neighbouring WGP's
 * counters (ROCm/rocm-systems issue #3828, gfx1151), so it is never summed.
 * The active CUs are the device's (gfx.cu_info.bitmap, laid out as
 * gfx_v9_0_get_cu_info(), gfx_v9_4_3_get_cu_info(), gfx_v10_0_get_cu_info(),
 * gfx_v11_0_get_cu_info() and gfx_v12_0_get_cu_info() fill it: SE4-7 in
 * the columns after the SAs of SE0-3, one on GFX9, whose parts with more
 * than four SEs have one SA per SE, two on GFX11 and GFX12, none on
 * GFX10.3, which has at most four SEs; on GFX11 and GFX12 both CUs of
 * each active WGP set).
 */
static bool amdgpu_pmu_gc_unit_present(struct amdgpu_pmu_gc *gc,
				       const struct amdgpu_pmc_block *pmc,
				       unsigned int xcc, unsigned int unit)
{
	const struct amdgpu_cu_info *cu = &gc->adev->gfx.cu_info;
	bool wgp = pmc->inst_src == AMDGPU_PMC_INST_WGP_PER_SA;
	unsigned int se, sa, inst, col;

	if (pmc->inst_src != AMDGPU_PMC_INST_CU_PER_SA && !wgp)
		return true;
	amdgpu_pmc_unit_coords(pmc, &gc->topo, unit, &se, &sa, &inst);
	col = sa + se / 4 * gc->topo.num_sa;
	if (xcc >= AMDGPU_MAX_GC_INSTANCES || col >= 4 || inst >= 16)
		return false;
	if (wgp)
		return (cu->bitmap[xcc][se % 4][col] >> (2 * inst) & 3) == 3;
	return cu->bitmap[xcc][se % 4][col] & BIT(inst);
}

static int amdgpu_pmu_gc_init_blocks(struct amdgpu_pmu_gc *gc)
{
	unsigned int nslots = amdgpu_pmu_gc_num_slots(gc), n = 0;
	struct amdgpu_pmc_hw_counter *all;
	struct amdgpu_pmc_buf buf = {};
	struct amdgpu_pmc_ctx ctx = {
		.arch = gc->arch,
		.topo = &gc->topo,
	};
	u32 seg[8] = {};
	unsigned int b, k;

	gc->blocks = kcalloc(gc->arch->num_blocks, sizeof(*gc->blocks),
			     GFP_KERNEL);
	all = kcalloc(nslots, sizeof(*all), GFP_KERNEL);
	if (!gc->blocks || !all) {
		kfree(all);
		return -ENOMEM;
	}

	for (b = 0; b < gc->arch->num_blocks; b++) {
		struct amdgpu_pmu_gc_block *blk = &gc->blocks[b];
		const struct amdgpu_pmc_block *pmc = &gc->arch->blocks[b];

		blk->pmc = pmc;
		blk->units = amdgpu_pmc_block_units(pmc, &gc->topo);
		blk->rows = amdgpu_pmc_block_rows(pmc);
		blk->ninst = amdgpu_pmc_block_instances(pmc, &gc->topo);
		blk->slots = kcalloc(pmc->num_counters, sizeof(*blk->slots),
				     GFP_KERNEL);
		blk->present = bitmap_zalloc(gc->topo.num_xcc * blk->units,
					     GFP_KERNEL);
		if (!blk->slots || !blk->present)
			goto err;
		for (k = 0; k < gc->topo.num_xcc * blk->units; k++)
			if (amdgpu_pmu_gc_unit_present(gc, pmc, k / blk->units,
						       k % blk->units))
				__set_bit(k, blk->present);
		for (k = 0; k < pmc->num_counters; k++) {
			struct amdgpu_pmu_gc_slot *s = &blk->slots[k];

			INIT_LIST_HEAD(&s->events);
			INIT_LIST_HEAD(&s->drains);
			s->delta = kcalloc(gc->topo.num_xcc * blk->units,
					   sizeof(u64), GFP_KERNEL);
			s->prev = kcalloc(gc->topo.num_xcc * blk->units *
					  blk->rows, sizeof(u64), GFP_KERNEL);
			s->lost = bitmap_zalloc(gc->topo.num_xcc * blk->units,
						GFP_KERNEL);
			s->read = bitmap_zalloc(blk->units, GFP_KERNEL);
			s->fresh = bitmap_zalloc(blk->units, GFP_KERNEL);
			if (!s->delta || !s->lost || !s->prev || !s->read ||
			    !s->fresh)
				goto err;
			all[n].block = pmc;
			all[n].slot = k;
			all[n].select = 0;
			n++;
		}
	}

	/* Worst case: every counter in use, sampled and programmed. */
	ctx.seg = seg;
	amdgpu_pmc_emit_sample(&buf, &ctx, all, n, 0);
	amdgpu_pmc_emit_start(&buf, &ctx, all, n);
	amdgpu_pmc_emit_stop(&buf, &ctx);
	gc->ib_max = buf.ndw;
	gc->ib = kvcalloc(gc->ib_max, sizeof(u32), GFP_KERNEL);
	kfree(all);

	/* A pass snapshots at most every slot twice: sampled, programmed. */
	gc->scratch.old = kcalloc(nslots * 2, sizeof(*gc->scratch.old),
				  GFP_KERNEL);
	gc->scratch.old_rec = kcalloc(nslots * 2, sizeof(*gc->scratch.old_rec),
				      GFP_KERNEL);
	if (!gc->ib || !gc->scratch.old || !gc->scratch.old_rec)
		return -ENOMEM;
	gc->scratch.new = gc->scratch.old + nslots;
	gc->scratch.new_rec = gc->scratch.old_rec + nslots;
	return 0;

err:
	kfree(all);
	return -ENOMEM;
}

/**
 * amdgpu_pmu_gc_init - register the GC perf PMU of a device
 * @adev: amdgpu device, its rings tested
 *
 * Does nothing for a GC IP version without counter tables, on an SR-IOV VF,
 * without a kernel compute ring, when amdgpu.gc_pmu does not allow it
 * (amdgpu_pmu_gc_hw_allowed()) or when the PMU is registered already (a
 * resume).
 *
 * Returns: 0 or a negative error code.
 */
int amdgpu_pmu_gc_init(struct amdgpu_device *adev)
{
	const struct amdgpu_pmc_arch *arch = amdgpu_pmc_get_arch(adev);
	struct drm_device *ddev = adev_to_drm(adev);
	struct amdgpu_pmu_gc *gc;
	int r;

	if (adev->pmu_gc || !arch || amdgpu_sriov_vf(adev) || !ddev->primary ||
	    !amdgpu_pmu_gc_hw_allowed(adev, arch) ||
	    !amdgpu_pmu_gc_hw_usable(adev))
		return 0;

	gc = kzalloc_obj(*gc);
	if (!gc)
		return -ENOMEM;

	gc->adev = adev;
	gc->arch = arch;
	/*
	 * max_shader_engines is per XCC on multi-XCC parts: gfx_v9_4_3.c
	 * loops over it inside its per-XCC loops.
	 */
	gc->topo.num_xcc = max_t(u32, NUM_XCC(adev->gfx.xcc_mask), 1);
	gc->topo.num_se = adev->gfx.config.max_shader_engines;
	gc->topo.num_sa = adev->gfx.config.max_sh_per_se;
	gc->topo.cu_per_sa = adev->gfx.config.max_cu_per_sh;
	gc->topo.l2_channels = adev->gfx.config.max_texture_channel_caches;
	raw_spin_lock_init(&gc->lock);
	mutex_init(&gc->mutex);
	INIT_DELAYED_WORK(&gc->work, amdgpu_pmu_gc_worker);
	init_irq_work(&gc->kick, amdgpu_pmu_gc_kick_fn);
	init_waitqueue_head(&gc->pass_done);
	/*
	 * Its own queue: a pass blocks on fences for up to a second, which
	 * does not belong on a shared per-CPU queue; ordered, so passes never
	 * overlap; freezable, so that no pass starts while the system
	 * suspends (runtime suspend and resets are handled by the hooks);
	 * high priority, since a pass that starts late shifts what the
	 * rotated events count and can exceed the 32-bit wrap bound.
	 */
	gc->wq = alloc_ordered_workqueue("amdgpu_gc_pmu_%d",
					 WQ_FREEZABLE | WQ_HIGHPRI,
					 ddev->primary->index);
	if (!gc->wq) {
		r = -ENOMEM;
		goto err;
	}

	gc->period_ms = amdgpu_gc_pmu_sample_ms;
	r = amdgpu_pmu_gc_init_blocks(gc);
	if (r)
		goto err;
	for (r = 0; r < arch->num_blocks; r++)
		if (arch->blocks[r].counter_bits < 48)
			break;
	if (r < arch->num_blocks) {
		if (!gc->period_ms ||
		    gc->period_ms > AMDGPU_PMU_GC_PERIOD_32BIT_MS)
			gc->period_ms = AMDGPU_PMU_GC_PERIOD_32BIT_MS;
		gc->wrap_safe_ms = AMDGPU_PMU_GC_WRAP_32BIT_MS;
	} else if (!gc->period_ms) {
		gc->period_ms = AMDGPU_PMU_GC_PERIOD_MS;
	}
	gc->period_ms = min(gc->period_ms, AMDGPU_PMU_GC_PERIOD_MAX_MS);
	gc->read_window_ms = AMDGPU_PMU_GC_READ_WINDOW_MS;
	gc->min_gap_ms = AMDGPU_PMU_GC_MIN_GAP_MS;
	/* The rate of the GPU clock each pass copies (amdgpu_pmc_emit_clock()) */
	gc->clock_khz = amdgpu_asic_get_xclk(adev) * 10;
	gc->park_ms = AMDGPU_PMU_GC_PARK_PERIODS * gc->period_ms;

	gc->resched = alloc_percpu(u64);
	if (!gc->resched) {
		r = -ENOMEM;
		goto err;
	}
	r = amdgpu_pmu_gc_hw_init(gc);
	if (r)
		goto err;

	r = amdgpu_pmu_gc_init_attrs(gc);
	if (r)
		goto err;

	snprintf(gc->name, sizeof(gc->name), "amdgpu_gc_%d",
		 ddev->primary->index);
	gc->pmu = (struct pmu) {
		.module = THIS_MODULE,
		.parent = adev->dev,
		.attr_groups = gc->groups,
		.task_ctx_nr = perf_invalid_context,
		.scope = PERF_PMU_SCOPE_SYS_WIDE,
		/*
		 * Each rotation reprograms the counters in a pass that also
		 * samples what the rotated-out events counted: rotating every
		 * few periods keeps those passes and their timing error few.
		 */
		.hrtimer_interval_ms = AMDGPU_PMU_GC_MUX_PERIODS * gc->period_ms,
		.capabilities = PERF_PMU_CAP_NO_INTERRUPT |
				PERF_PMU_CAP_DEVICE,
		.event_init = amdgpu_pmu_gc_event_init,
		.pmu_enable = amdgpu_pmu_gc_pmu_enable,
		.pmu_disable = amdgpu_pmu_gc_pmu_disable,
		.add = amdgpu_pmu_gc_add,
		.del = amdgpu_pmu_gc_del,
		.start = amdgpu_pmu_gc_start,
		.stop = amdgpu_pmu_gc_stop,
		.read = amdgpu_pmu_gc_read,
		.sync = amdgpu_pmu_gc_pmu_sync,
	};

	r = perf_pmu_register(&gc->pmu, gc->name, -1);
	if (r)
		goto err;

	WRITE_ONCE(adev->pmu_gc, gc);
	drm_debugfs_add_file(ddev, "amdgpu_gc_pmu", amdgpu_pmu_gc_debugfs_show,
			     gc);
	dev_info(adev->dev, "GC PMU %s registered (%s)\n", gc->name,
		 arch->name);
	return 0;

err:
	amdgpu_pmu_gc_free(gc);
	return r;
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_init);

/**
 * amdgpu_pmu_gc_fini - unregister the GC perf PMU of a device
 * @adev: amdgpu device
 *
 * Open events are detached by the perf core, which destroys them, ending
 * the session; then the worker is cancelled and everything freed. Waits for
 * no job: on an unplugged device fences signal only when the fence driver
 * force-completes them, after this (amdgpu_device_fini_hw()).
 */
void amdgpu_pmu_gc_fini(struct amdgpu_device *adev)
{
	struct amdgpu_pmu_gc *gc = READ_ONCE(adev->pmu_gc);

	if (!gc)
		return;

	WRITE_ONCE(gc->unregistering, true);
	/* Cannot fail without pmu::event_unmapped(); if it did, keep @gc. */
	if (WARN_ON(perf_pmu_unregister(&gc->pmu)))
		return;
	irq_work_sync(&gc->kick);
	cancel_delayed_work_sync(&gc->work);
	WARN_ON(gc->users);
	WRITE_ONCE(adev->pmu_gc, NULL);
	mutex_destroy(&gc->mutex);
	amdgpu_pmu_gc_free(gc);
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_fini);

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

/*
 * The GC PMU's scenario cases, moved out of the series' amdgpu_pmu_gc suite
 * (drivers/gpu/drm/amd/amdgpu/tests/amdgpu_pmu_gc_test.c) to keep the
 * series' tests within their review budget: 32-bit counter wraps, no PMU
 * on a VF, sampling periods, group validation, IBs per XCC, failed passes,
 * unplug, perf's contexts, runtime PM racing a first open, late fences and
 * the 32-bit wrap bound, pmu::sync, GPU resets overtaking passes, the
 * perfmon clock holds, and when the PMU has KFD's queues count (a stand-in
 * for KFD's queue manager whose set_perfcount() can take its time, as a
 * queue preemption does). Same fake CP as the series suite (its fixture,
 * copied here), on the hardware-like queues of amdgpu_kunit_hw_gpu.c,
 * which can stall, delay or hang.
 */

#include <kunit/test.h>
#include <linux/delay.h>
#include <linux/irq_work.h>
#include <linux/irqflags.h>
#include <linux/kthread.h>
#include <linux/perf_event.h>
#include <linux/pm_runtime.h>
#include <linux/sched/signal.h>
#include <linux/sched/task.h>

#include <drm/drm_drv.h>

#include "amdgpu.h"
#include "amdgpu_gc_topologies.h"
#include "amdgpu_kunit_helpers.h"
#include "amdgpu_kunit_hw_gpu.h"
#include "amdgpu_pmc.h"
#include "amdgpu_pmu_gc.h"
#include "amdgpu_pmu_gc_emu.h"
#include "kfd_priv.h"
#include "kfd_device_queue_manager.h"
#include "soc15d.h"

MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");

#define FAKE_RINGS		2	/* per XCC: the PMU's and another */
#define GRBM_GFX_INDEX_ABS	0xc200	/* 0xA000 + 0x2200, both families */
#define GRBM_BROADCAST		0xe0000000
/*
 * CP_PERFMON_CNTL: 0xA000 + 0x3808, both families (gc_9_0_offset.h
 * mmCP_PERFMON_CNTL, gc_12_0_0_offset.h regCP_PERFMON_CNTL_1). PERFMON_STATE
 * is bits 3:0 (gc_9_0_sh_mask.h); DISABLE_AND_RESET (0, vega10_enum.h)
 * zeroes every counter of the XCC.
 */
#define CP_PERFMON_CNTL_ABS	0xd808
#define PERFMON_STATE_MASK	0xf
#define PERFMON_DISABLE_AND_RESET 0

struct pmu_gc_fake {
	struct kunit *test;
	struct amdgpu_kunit_hw_gpu *gpu;
	atomic_t ibs[AMDGPU_MAX_GC_INSTANCES];
	int submit_error;
	/*
	 * Every counter reads lo_value; with reset_zeroes, lo_value - lo_base,
	 * lo_base being lo_value at the last DISABLE_AND_RESET (hardware's
	 * zeroing), for tests whose timing may restart the counters.
	 */
	u32 lo_value, lo_base;
	bool reset_zeroes;
	unsigned int drm_refs;
	int pm_usage;
	unsigned int period_ms, wrap_safe_ms;	/* the PMU's own */
};

/*
 * The CP: walk an IB, check every packet's header and, on the PMU's queue,
 * the last GRBM_GFX_INDEX write; answer every register COPY_DATA.
 */
static int fake_run(void *data, struct amdgpu_ring *ring, const u32 *dw,
		    unsigned int ndw)
{
	struct pmu_gc_fake *f = data;
	struct kunit *test = f->test;
	bool pmu = !((ring - ring->adev->gfx.compute_ring) % FAKE_RINGS);
	u32 last_grbm = 0;
	unsigned int i = 0;
	bool grbm = false;

	while (i < ndw) {
		u32 h = dw[i];
		unsigned int op = (h >> 8) & 0xff;
		unsigned int n = ((h >> 16) & 0x3fff) + 1;
		const u32 *p = &dw[i + 1];

		KUNIT_EXPECT_EQ(test, h >> 30, 3u);
		/* The ring's padding: PACKET3(PACKET3_NOP, 0x3FFF), one dword. */
		if (op == PACKET3_NOP && n == 0x4000) {
			i++;
			continue;
		}
		if (i + 1 + n > ndw) {
			KUNIT_FAIL(test, "packet at %u overruns the IB", i);
			return -EINVAL;
		}
		if (op == PACKET3_SET_UCONFIG_REG &&
		    p[0] + PACKET3_SET_UCONFIG_REG_START == GRBM_GFX_INDEX_ABS) {
			last_grbm = p[1];
			grbm = true;
		}
		if (op == PACKET3_SET_UCONFIG_REG &&
		    p[0] + PACKET3_SET_UCONFIG_REG_START == CP_PERFMON_CNTL_ABS &&
		    (p[1] & PERFMON_STATE_MASK) == PERFMON_DISABLE_AND_RESET &&
		    f->reset_zeroes)
			WRITE_ONCE(f->lo_base, READ_ONCE(f->lo_value));
		if (op == PACKET3_COPY_DATA && (p[0] & 0xf) == 0) {
			u64 dst = p[3] | (u64)p[4] << 32;
			u32 *slot = amdgpu_kunit_gpu_cpu_addr(&f->gpu->base, dst, 4);

			if (!slot || dst % 4) {
				KUNIT_FAIL(test, "COPY_DATA to 0x%llx", dst);
				return -EINVAL;
			}
			*slot = dst % 8 ? 0 : READ_ONCE(f->lo_value) -
					     (f->reset_zeroes ?
					      READ_ONCE(f->lo_base) : 0);
		}
		i += 1 + n;
	}

	if (pmu) {
		KUNIT_EXPECT_TRUE(test, grbm);
		KUNIT_EXPECT_EQ(test, last_grbm, GRBM_BROADCAST);
		atomic_inc(&f->ibs[ring->xcc_id]);
	}
	return READ_ONCE(f->submit_error);
}

static struct amdgpu_pmu_gc *
pmu_gc_setup(struct kunit *test, const struct amdgpu_kunit_gc_topology *t)
{
	struct pmu_gc_fake *f = kunit_kzalloc(test, sizeof(*f), GFP_KERNEL);
	struct amdgpu_device *adev;

	KUNIT_ASSERT_NOT_NULL(test, f);
	f->test = test;
	test->priv = f;

	adev = amdgpu_kunit_alloc_gc_adev(test, t);
	f->gpu = amdgpu_kunit_add_hw_gpu(test, adev, FAKE_RINGS, fake_run, f);
	f->drm_refs = kref_read(&adev_to_drm(adev)->ref);
	f->pm_usage = atomic_read(&adev->dev->power.usage_count);
	amdgpu_kunit_pmu_gc_allow(test);
	KUNIT_ASSERT_EQ(test, amdgpu_pmu_gc_init(adev), 0);
	KUNIT_ASSERT_NOT_NULL(test, adev->pmu_gc);
	f->period_ms = adev->pmu_gc->period_ms;
	f->wrap_safe_ms = adev->pmu_gc->wrap_safe_ms;
	/* No periodic worker: the tests tick with amdgpu_pmu_gc_sample_now(). */
	adev->pmu_gc->period_ms = 0;
	/* The fake counters move only when a test writes them. */
	adev->pmu_gc->wrap_safe_ms = 0;
	return adev->pmu_gc;
}

/* What a session holds of the device is given back. */
static void pmu_gc_expect_released(struct kunit *test, struct amdgpu_device *adev)
{
	struct pmu_gc_fake *f = test->priv;

	KUNIT_EXPECT_EQ(test, kref_read(&adev_to_drm(adev)->ref), f->drm_refs);
	KUNIT_EXPECT_EQ(test, atomic_read(&adev->dev->power.usage_count),
			f->pm_usage);
}

static void pmu_gc_teardown(struct kunit *test, struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_device *adev = gc->adev;

	amdgpu_pmu_gc_fini(adev);
	KUNIT_EXPECT_NULL(test, adev->pmu_gc);
	pmu_gc_expect_released(test, adev);
}

static const struct amdgpu_pmc_block *
find_block(struct amdgpu_pmu_gc *gc, enum amdgpu_pmc_block_id id)
{
	return amdgpu_pmc_find_block(gc->arch, id);
}

static void attr_init(struct perf_event_attr *attr, struct amdgpu_pmu_gc *gc,
		      unsigned int block, unsigned int event)
{
	memset(attr, 0, sizeof(*attr));
	attr->type = gc->pmu.type;
	attr->size = sizeof(*attr);
	attr->config = (u64)block << 16 | event;
	attr->read_format = PERF_FORMAT_TOTAL_TIME_ENABLED |
			    PERF_FORMAT_TOTAL_TIME_RUNNING;
}

static struct perf_event *open_event(struct perf_event_attr *attr)
{
	return perf_event_create_kernel_counter(attr, 0, NULL, NULL, NULL);
}

static void close_event(struct perf_event *event)
{
	if (!IS_ERR_OR_NULL(event))
		perf_event_release_kernel(event);
}

static int open_errno(struct perf_event_attr *attr)
{
	struct perf_event *event = open_event(attr);

	if (IS_ERR(event))
		return PTR_ERR(event);
	close_event(event);
	return 0;
}

static void pmu_gc_test_wrap_32bit(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_rdna4);
	const struct amdgpu_pmc_block *sq = find_block(gc, AMDGPU_PMC_BLOCK_SQ);
	struct pmu_gc_fake *f = test->priv;
	struct perf_event_attr attr;
	struct perf_event *e;
	u64 enabled, running;

	KUNIT_ASSERT_NOT_NULL(test, sq);
	KUNIT_ASSERT_EQ(test, sq->counter_bits, 32);
	/* One WGP: SE 1, SA 1, WGP 2. */
	attr_init(&attr, gc, sq->id, 4);
	attr.config1 = BIT_ULL(16 + 1) | BIT_ULL(32 + 1);
	attr.config2 = BIT_ULL(2);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));

	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	f->lo_value = 0xfffffff0;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	f->lo_value = 0x10;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_EQ(test, perf_event_read_value(e, &enabled, &running),
			0x100000010ull);

	close_event(e);
	pmu_gc_teardown(test, gc);
}

/* A device that pmu_gc_test_register() shows registers, but a VF */
static void pmu_gc_test_no_pmu_on_vf(struct kunit *test)
{
	struct amdgpu_device *adev =
		amdgpu_kunit_alloc_gc_adev(test, &amdgpu_kunit_gc_vega10);

	amdgpu_kunit_add_gpu(test, adev, FAKE_RINGS, fake_run, NULL);
	amdgpu_kunit_pmu_gc_allow(test);
	adev->virt.caps |= AMDGPU_SRIOV_CAPS_IS_VF;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_init(adev), 0);
	KUNIT_EXPECT_NULL(test, adev->pmu_gc);
}

struct pmu_gc_period {
	const char *name;
	const struct amdgpu_kunit_gc_topology *t;
	unsigned int period_ms, wrap_safe_ms;
};

/*
 * GFX9 counters are 64 bits wide: nothing wraps, 20 ms bounds staleness.
 * The GFX12 SQ counters have no HI register (gc_12_0_0_offset.h): 32 bits,
 * which SQ_PERF_SEL_LEVEL_WAVES at 64 waves per WGP and 3.5 GHz wraps in
 * 2^32 / (64 * 3.5e9) s = 19.2 ms; samples every 10 ms.
 */
static const struct pmu_gc_period pmu_gc_periods[] = {
	{ "vega10", &amdgpu_kunit_gc_vega10, 20, 0 },
	{ "mi300", &amdgpu_kunit_gc_mi300, 20, 0 },
	{ "rdna4", &amdgpu_kunit_gc_rdna4, 10, 19 },
};

static void pmu_gc_period_desc(const struct pmu_gc_period *p, char *desc)
{
	strscpy(desc, p->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(pmu_gc_period, pmu_gc_periods, pmu_gc_period_desc);

static void pmu_gc_test_period(struct kunit *test)
{
	const struct pmu_gc_period *p = test->param_value;
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, p->t);
	struct pmu_gc_fake *f = test->priv;

	KUNIT_EXPECT_EQ(test, f->period_ms, p->period_ms);
	KUNIT_EXPECT_EQ(test, f->wrap_safe_ms, p->wrap_safe_ms);
	/* perf rotates multiplexed events every few periods. */
	KUNIT_EXPECT_EQ(test, gc->pmu.hrtimer_interval_ms, 4 * p->period_ms);
	pmu_gc_teardown(test, gc);
}

static void pmu_gc_test_group_fit(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	const struct amdgpu_pmc_block *grbm =
		find_block(gc, AMDGPU_PMC_BLOCK_GRBM);
	struct perf_event *ev;
	unsigned long flags;
	int i, r;

	KUNIT_ASSERT_NOT_NULL(test, grbm);
	KUNIT_ASSERT_EQ(test, grbm->num_counters, 2);

	/* Leader GRBM/1, sibling GRBM/2, new member GRBM/x. */
	ev = kunit_kcalloc(test, 3, sizeof(*ev), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, ev);
	for (i = 0; i < 3; i++) {
		ev[i].pmu = &gc->pmu;
		ev[i].group_leader = &ev[0];
		INIT_LIST_HEAD(&ev[i].sibling_list);
		attr_init(&ev[i].attr, gc, grbm->id, i + 1);
	}
	list_add_tail(&ev[1].sibling_list, &ev[0].sibling_list);

	/* The perf core calls event_init with the leader's context locked. */
	local_irq_save(flags);
	r = amdgpu_pmu_gc_harness_validate_group(&ev[2]);
	local_irq_restore(flags);
	KUNIT_EXPECT_EQ(test, r, -EINVAL);

	/* A select the group already has shares its counter. */
	ev[2].attr.config = (u64)grbm->id << 16 | 2;
	local_irq_save(flags);
	r = amdgpu_pmu_gc_harness_validate_group(&ev[2]);
	local_irq_restore(flags);
	KUNIT_EXPECT_EQ(test, r, 0);

	/* Another block does not count against GRBM. */
	ev[2].attr.config = (u64)AMDGPU_PMC_BLOCK_SQ << 16 | 3;
	local_irq_save(flags);
	r = amdgpu_pmu_gc_harness_validate_group(&ev[2]);
	local_irq_restore(flags);
	KUNIT_EXPECT_EQ(test, r, 0);

	pmu_gc_teardown(test, gc);
}

static void pmu_gc_test_one_ib_per_xcc(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_mi300);
	static const unsigned int blocks[] = {
		AMDGPU_PMC_BLOCK_SQ, AMDGPU_PMC_BLOCK_TA, AMDGPU_PMC_BLOCK_TCC,
		AMDGPU_PMC_BLOCK_GRBM, AMDGPU_PMC_BLOCK_CPC,
	};
	struct perf_event *ev[ARRAY_SIZE(blocks)];
	struct pmu_gc_fake *f = test->priv;
	struct perf_event_attr attr;
	unsigned int i, x, tick;

	KUNIT_ASSERT_EQ(test, gc->topo.num_xcc, 4);
	for (i = 0; i < ARRAY_SIZE(blocks); i++) {
		attr_init(&attr, gc, blocks[i], 1);
		ev[i] = open_event(&attr);
		KUNIT_ASSERT_FALSE(test, IS_ERR(ev[i]));
	}

	for (tick = 1; tick <= 3; tick++) {
		KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
		for (x = 0; x < gc->topo.num_xcc; x++)
			KUNIT_EXPECT_EQ(test, atomic_read(&f->ibs[x]), tick);
	}

	/* A tick with nothing to sample or change submits nothing. */
	for (i = 0; i < ARRAY_SIZE(blocks); i++)
		close_event(ev[i]);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	for (x = 0; x < gc->topo.num_xcc; x++)
		KUNIT_EXPECT_EQ(test, atomic_read(&f->ibs[x]), 3 + 1); /* + stop */
	pmu_gc_teardown(test, gc);
}

/* A GRBM event of @gc, programmed by a pass, that a second pass counted @n. */
static struct perf_event *open_grbm_counted(struct kunit *test,
					    struct amdgpu_pmu_gc *gc,
					    struct perf_event_attr *attr, u32 n)
{
	struct pmu_gc_fake *f = test->priv;
	struct perf_event *e;

	attr_init(attr, gc, AMDGPU_PMC_BLOCK_GRBM, 1);
	e = open_event(attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	f->lo_value = n;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	return e;
}

/*
 * A job that fails (a hung IB, a queue reset) costs that pass's samples,
 * not the session: the next pass programs the counters from scratch and
 * counting goes on from there; new events still open.
 */
static void pmu_gc_test_submit_error(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	struct pmu_gc_fake *f = test->priv;
	struct perf_event_attr attr;
	struct perf_event *e;
	u64 enabled, running;

	e = open_grbm_counted(test, gc, &attr, 10);

	f->submit_error = -ETIME;
	f->lo_value = 20;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), -ETIME);
	KUNIT_EXPECT_EQ(test, gc->lost_passes, 1);
	KUNIT_EXPECT_TRUE(test, gc->hw_lost);
	KUNIT_EXPECT_EQ(test, gc->nfail, 1);
	KUNIT_EXPECT_EQ(test, perf_event_read_value(e, &enabled, &running),
			10);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), 0);

	/* Programmed again: counting starts over from the reset counter. */
	f->submit_error = 0;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_EQ(test, gc->nfail, 0);
	f->lo_value = 25;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_EQ(test, perf_event_read_value(e, &enabled, &running),
			35);

	/* A reset in between: the same, with no pass lost. */
	amdgpu_pmu_gc_reset_begin(gc->adev);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	amdgpu_pmu_gc_resume(gc->adev);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	f->lo_value = 5;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_EQ(test, perf_event_read_value(e, &enabled, &running),
			40);
	KUNIT_EXPECT_EQ(test, gc->lost_passes, 1);

	close_event(e);
	KUNIT_EXPECT_EQ(test, gc->users, 0);
	pmu_gc_teardown(test, gc);
}

static void pmu_gc_test_fini_with_open_events(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_rdna4);
	struct amdgpu_device *adev = gc->adev;
	struct perf_event_attr attr;
	struct perf_event *e;

	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GL2C, 41);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);

	/* Unplug: the perf core detaches the event, the session ends. */
	amdgpu_pmu_gc_fini(adev);
	pmu_gc_expect_released(test, adev);
	close_event(e);
}

/*
 * pmu->add() and pmu->del() can run with the runqueue lock held (see the
 * pinned-task test below): they must not queue work, which wakes a
 * kworker, but only raise the kick, an irq_work that queues the worker
 * once interrupts are on again.
 */
static void pmu_gc_test_add_does_not_queue_work(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	struct perf_event_attr attr;
	struct perf_event *e;
	unsigned long flags;
	bool queued;

	/* A periodic worker, so that the kick has something to queue. */
	gc->period_ms = 1000;
	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_SPI, 1);
	attr.disabled = 1;
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	KUNIT_ASSERT_FALSE(test, delayed_work_pending(&gc->work));

	local_irq_save(flags);
	KUNIT_EXPECT_EQ(test, gc->pmu.add(e, PERF_EF_START), 0);
	queued = delayed_work_pending(&gc->work);
	KUNIT_EXPECT_TRUE(test, irq_work_is_pending(&gc->kick));
	gc->pmu.del(e, 0);
	queued |= delayed_work_pending(&gc->work);
	local_irq_restore(flags);
	KUNIT_EXPECT_FALSE_MSG(test, queued, "work queued from add/del");

	/* The kick ran once interrupts were on, and queued the worker. */
	irq_work_sync(&gc->kick);
	KUNIT_EXPECT_EQ(test, atomic_read(&gc->kicks), 1);
	cancel_delayed_work_sync(&gc->work);
	close_event(e);
	pmu_gc_teardown(test, gc);
}

struct pinned_task {
	struct completion done;
	unsigned int switches;
};

static int pinned_task_fn(void *data)
{
	struct pinned_task *p = data;

	/* Each wake-up schedules this task in on the GC PMU's CPU. */
	for (p->switches = 0; p->switches < 200; p->switches++)
		usleep_range(200, 400);
	complete(&p->done);
	while (!kthread_should_stop())
		schedule_timeout_interruptible(HZ / 100);
	return 0;
}

/*
 * The deadlock the callbacks' design avoids: a task with a pinned event
 * that is scheduled in on the PMU's CPU makes perf reschedule the CPU's
 * flexible events from finish_task_switch(), runqueue lock held: del() and
 * add() of the GC event, thousands of times. With lockdep, a worker queued
 * from there is reported as a circular locking dependency, and it can
 * deadlock. The GC event keeps counting exactly through it all.
 *
 * The counters zero on the start pass's reset here: on a loaded machine a
 * del() and add() can be further apart than park_ms (10 periods, 10 ms),
 * the session parks, and the add() after programs the counters from
 * scratch. A fake counter that kept reading 5 across that reset was counted
 * again (50 instead of 40, once, 2026-12-05, beside a CI run).
 */
static void pmu_gc_test_pinned_task_resched(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	struct pmu_gc_fake *f = test->priv;
	struct perf_event_attr attr, tattr = {
		.type = PERF_TYPE_SOFTWARE,
		.size = sizeof(tattr),
		.config = PERF_COUNT_SW_TASK_CLOCK,
		.pinned = 1,
	};
	struct perf_event *e, *te;
	struct task_struct *t;
	struct pinned_task *p;
	u64 enabled, running;
	int cpu;

	p = kunit_kzalloc(test, sizeof(*p), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, p);
	init_completion(&p->done);
	f->reset_zeroes = true;
	/* The real worker, fast enough to run often while the task switches. */
	gc->period_ms = 1;
	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GRBM, 2);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	cpu = e->cpu;
	/*
	 * An in-kernel open does not wait for the pass that programs (and
	 * zeroes) the counter: without this, that pass could run after the
	 * fake moved to 5 below and rightly count only 35 (FINDINGS F8).
	 */
	KUNIT_ASSERT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);

	t = kthread_create(pinned_task_fn, p, "gc_pmu_pinned");
	KUNIT_ASSERT_FALSE(test, IS_ERR(t));
	kthread_bind(t, cpu);
	te = perf_event_create_kernel_counter(&tattr, -1, t, NULL, NULL);
	KUNIT_ASSERT_FALSE(test, IS_ERR(te));
	f->lo_value = 5;
	wake_up_process(t);
	KUNIT_EXPECT_GT(test, wait_for_completion_timeout(&p->done, 30 * HZ), 0);
	kthread_stop(t);
	perf_event_release_kernel(te);
	KUNIT_EXPECT_EQ(test, p->switches, 200);

	/* Let the worker sample again, then stop it and count. */
	f->lo_value = 40;
	msleep(20);
	gc->period_ms = 0;
	cancel_delayed_work_sync(&gc->work);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	/* GRBM: one instance; the counter read 0, then 5, then 40. */
	KUNIT_EXPECT_EQ(test, perf_event_read_value(e, &enabled, &running), 40);
	KUNIT_EXPECT_EQ(test, enabled, running);
	close_event(e);
	pmu_gc_teardown(test, gc);
}

static void pmu_gc_test_callbacks_irqs_off(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	struct perf_event_attr attr;
	struct perf_event *e;
	unsigned long flags;

	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_SPI, 1);
	attr.disabled = 1;
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));

	/*
	 * What the perf core does from its IPIs; with DEBUG_ATOMIC_SLEEP and
	 * lockdep any sleep or mutex in there splats.
	 */
	local_irq_save(flags);
	KUNIT_EXPECT_EQ(test, gc->pmu.add(e, PERF_EF_START), 0);
	gc->pmu.read(e);
	gc->pmu.stop(e, PERF_EF_UPDATE);
	gc->pmu.start(e, 0);
	gc->pmu.del(e, 0);
	local_irq_restore(flags);

	KUNIT_EXPECT_EQ(test, gc->active, 0);
	close_event(e);
	pmu_gc_teardown(test, gc);
}

/* A call that may never return, run where the test can give up on it */
struct pmu_gc_call {
	struct completion done;
	void (*fn)(void *arg);
	void *arg;
};

static int pmu_gc_call_fn(void *data)
{
	struct pmu_gc_call *c = data;

	c->fn(c->arg);
	complete_all(&c->done);
	return 0;
}

static struct pmu_gc_call *pmu_gc_call_start(struct kunit *test,
					     void (*fn)(void *), void *arg)
{
	struct pmu_gc_call *c = kunit_kzalloc(test, sizeof(*c), GFP_KERNEL);
	struct task_struct *t;

	KUNIT_ASSERT_NOT_NULL(test, c);
	init_completion(&c->done);
	c->fn = fn;
	c->arg = arg;
	t = kthread_run(pmu_gc_call_fn, c, "gc_pmu_call");
	KUNIT_ASSERT_FALSE(test, IS_ERR(t));
	return c;
}

static bool pmu_gc_call_done(struct pmu_gc_call *c, unsigned int secs)
{
	return wait_for_completion_timeout(&c->done, secs * HZ);
}

static void pmu_gc_fini_fn(void *adev)
{
	amdgpu_pmu_gc_fini(adev);
}

/*
 * Surprise removal with a pass in flight whose job never completes: the
 * timeout handler does not signal on an unplugged device, and the fence
 * driver force-completes fences only after amdgpu_pmu_gc_fini(), so that
 * must wait for no fence; the results the job would write are freed with
 * its fence, not before.
 */
static void pmu_gc_test_unplug_hung_job(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	struct pmu_gc_fake *f = test->priv;
	struct amdgpu_device *adev = gc->adev;
	struct perf_event_attr attr;
	struct pmu_gc_call *fini;
	struct perf_event *e;

	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GRBM, 1);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);

	WRITE_ONCE(f->gpu->hang, true);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), -ETIMEDOUT);
	drm_dev_unplug(adev_to_drm(adev));

	fini = pmu_gc_call_start(test, pmu_gc_fini_fn, adev);
	KUNIT_EXPECT_TRUE_MSG(test, pmu_gc_call_done(fini, 10),
			      "amdgpu_pmu_gc_fini() waits for a hung job");
	/* amdgpu_fence_driver_hw_fini(), later in amdgpu_device_fini_hw() */
	amdgpu_kunit_gpu_force_completion(f->gpu);
	KUNIT_EXPECT_TRUE(test, pmu_gc_call_done(fini, 10));
	KUNIT_EXPECT_NULL(test, adev->pmu_gc);
	pmu_gc_expect_released(test, adev);
	close_event(e);
}

struct pmu_gc_rpm {
	struct dev_pm_domain domain;
	struct amdgpu_device *adev;
	struct completion suspending;
	struct completion opening;
	struct perf_event_attr attr;
	struct perf_event *event;
	int suspends, resumes;
};

static struct pmu_gc_rpm *pmu_gc_rpm_of(struct device *dev)
{
	return container_of(dev->pm_domain, struct pmu_gc_rpm, domain);
}

/*
 * What amdgpu_pmops_runtime_suspend() reaches of the PMU: the hook that
 * amdgpu_device_suspend() calls first. It runs while the first event of a
 * session is being opened.
 */
static int pmu_gc_rpm_suspend(struct device *dev)
{
	struct pmu_gc_rpm *rpm = pmu_gc_rpm_of(dev);

	complete(&rpm->suspending);
	if (wait_for_completion_timeout(&rpm->opening, 5 * HZ))
		msleep(100);	/* the open now waits for this suspend */
	amdgpu_pmu_gc_suspend(rpm->adev);
	rpm->suspends++;
	return 0;
}

static int pmu_gc_rpm_resume(struct device *dev)
{
	struct pmu_gc_rpm *rpm = pmu_gc_rpm_of(dev);

	amdgpu_pmu_gc_resume(rpm->adev);
	rpm->resumes++;
	return 0;
}

static void pmu_gc_rpm_suspend_fn(void *dev)
{
	pm_runtime_suspend(dev);
}

static void pmu_gc_rpm_open_fn(void *data)
{
	struct pmu_gc_rpm *rpm = data;

	wait_for_completion(&rpm->suspending);
	complete(&rpm->opening);
	rpm->event = open_event(&rpm->attr);
}

/*
 * The first open of a session while the device runtime suspends: the open
 * waits for the suspend and resumes the device, and the suspend waits for
 * nothing the open holds.
 */
static void pmu_gc_test_runtime_suspend_first_open(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	struct device *dev = adev_to_drm(gc->adev)->dev;
	struct pmu_gc_call *suspend, *open;
	struct pmu_gc_rpm *rpm;

	rpm = kunit_kzalloc(test, sizeof(*rpm), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, rpm);
	rpm->adev = gc->adev;
	rpm->domain.ops.runtime_suspend = pmu_gc_rpm_suspend;
	rpm->domain.ops.runtime_resume = pmu_gc_rpm_resume;
	init_completion(&rpm->suspending);
	init_completion(&rpm->opening);
	attr_init(&rpm->attr, gc, AMDGPU_PMC_BLOCK_GRBM, 1);
	/* The device is bound: dev_pm_domain_set() would refuse. */
	dev->pm_domain = &rpm->domain;
	pm_runtime_set_active(dev);
	pm_runtime_enable(dev);

	suspend = pmu_gc_call_start(test, pmu_gc_rpm_suspend_fn, dev);
	open = pmu_gc_call_start(test, pmu_gc_rpm_open_fn, rpm);
	if (!pmu_gc_call_done(suspend, 10) || !pmu_gc_call_done(open, 10)) {
		/* Both wait for each other: nothing can be torn down. */
		KUNIT_FAIL_AND_ABORT(test,
				     "runtime suspend and the first open deadlock");
	}
	KUNIT_EXPECT_EQ(test, rpm->suspends, 1);
	KUNIT_EXPECT_EQ(test, rpm->resumes, 1);
	KUNIT_ASSERT_FALSE(test, IS_ERR(rpm->event));
	/* The open event keeps the device awake; counting works. */
	KUNIT_EXPECT_TRUE(test, pm_runtime_active(dev));
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_EQ(test, pm_runtime_suspend(dev), -EAGAIN);
	close_event(rpm->event);

	pm_runtime_disable(dev);
	pm_runtime_set_suspended(dev);
	dev->pm_domain = NULL;
	pmu_gc_teardown(test, gc);
}

static int pmu_gc_rpm_plain_suspend(struct device *dev)
{
	struct pmu_gc_rpm *rpm = pmu_gc_rpm_of(dev);

	amdgpu_pmu_gc_suspend(rpm->adev);
	rpm->suspends++;
	return 0;
}

/*
 * A session whose events are all disabled parks and lets the device
 * runtime suspend; enabling an event asks the device to resume (the worker
 * never waits for that), and the event counts from the first pass after.
 */
static void pmu_gc_test_parked_runtime_suspend(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_rdna4);
	struct device *dev = adev_to_drm(gc->adev)->dev;
	struct pmu_gc_fake *f = test->priv;
	struct perf_event_attr attr;
	struct pmu_gc_rpm *rpm;
	u64 enabled, running;
	struct perf_event *e;
	int i, r;

	rpm = kunit_kzalloc(test, sizeof(*rpm), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, rpm);
	rpm->adev = gc->adev;
	rpm->domain.ops.runtime_suspend = pmu_gc_rpm_plain_suspend;
	rpm->domain.ops.runtime_resume = pmu_gc_rpm_resume;
	dev->pm_domain = &rpm->domain;
	pm_runtime_set_active(dev);
	pm_runtime_enable(dev);
	gc->park_ms = 20;

	e = open_grbm_counted(test, gc, &attr, 100);
	/* Awake, the session keeps the device up. */
	KUNIT_EXPECT_EQ(test, pm_runtime_suspend(dev), -EAGAIN);

	perf_event_disable(e);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	msleep(40);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_TRUE(test, gc->parked);
	/*
	 * Parking drops the last reference with pm_runtime_put_autosuspend(),
	 * whose idle suspend runs on pm_wq: it may have suspended the device
	 * already (1) or not yet (0). Either way it must end suspended, once.
	 */
	r = pm_runtime_suspend(dev);
	KUNIT_EXPECT_TRUE_MSG(test, r == 0 || r == 1, "pm_runtime_suspend: %d",
			      r);
	KUNIT_EXPECT_TRUE(test, pm_runtime_suspended(dev));
	KUNIT_EXPECT_EQ(test, rpm->suspends, 1);

	/* Enabled while suspended: not running until the device resumed. */
	perf_event_enable(e);
	for (i = 0; i < 200 && !READ_ONCE(rpm->resumes); i++)
		msleep(10);
	KUNIT_EXPECT_EQ(test, rpm->resumes, 1);
	KUNIT_EXPECT_TRUE(test, pm_runtime_active(dev));
	/* Programmed from scratch (the counters restart from 0), then 250. */
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_FALSE(test, gc->parked);
	f->lo_value = 250;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_EQ(test, perf_event_read_value(e, &enabled, &running),
			100 + 250);
	KUNIT_EXPECT_LT(test, running, enabled);
	KUNIT_EXPECT_EQ(test, pm_runtime_suspend(dev), -EAGAIN);
	close_event(e);

	pm_runtime_disable(dev);
	pm_runtime_set_suspended(dev);
	dev->pm_domain = NULL;
	pmu_gc_teardown(test, gc);
}

/*
 * The 32-bit wrap bound is measured between the reads, not between when
 * the worker saw the passes complete: a pass whose fence signalled late
 * does not make the next sample, read long after its read, look on time.
 */
static void pmu_gc_test_wrap_bound_late_fence(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_rdna4);
	const struct amdgpu_pmc_block *sq = find_block(gc, AMDGPU_PMC_BLOCK_SQ);
	struct pmu_gc_fake *f = test->priv;
	struct perf_event_attr attr;
	struct perf_event *e;
	u64 enabled, running;

	KUNIT_ASSERT_NOT_NULL(test, sq);
	/* The GFX12 bound: 2^32 / (64 waves x 3.5 GHz) is 19.2 ms. */
	gc->wrap_safe_ms = 19;
	attr_init(&attr, gc, sq->id, 4);
	attr.config1 = BIT_ULL(16 + 1) | BIT_ULL(32 + 1);
	attr.config2 = BIT_ULL(2);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);

	/* Read 0xfffffff0, then the fence signals 100 ms later. */
	f->lo_value = 0xfffffff0;
	WRITE_ONCE(f->gpu->late_ms, 100);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	WRITE_ONCE(f->gpu->late_ms, 0);
	KUNIT_EXPECT_EQ(test, gc->late_samples, 1);
	/* 100 ms after that read: a 32-bit counter may have wrapped. */
	f->lo_value = 0x10;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_EQ(test, gc->late_samples, 2);
	KUNIT_EXPECT_EQ(test, perf_event_read_value(e, &enabled, &running), 0);

	close_event(e);
	pmu_gc_teardown(test, gc);
}

/*
 * pmu::sync brings the PMU's counts up to date: it waits for the pass that
 * programs an enabled event's counter and for the one that collects a
 * disabled event's last interval (perf stat disables, then reads), and,
 * unless a pass it waited for ended within the read window, for a pass
 * that reads what enabled events counted up to the call. The passes'
 * fences signal 30 ms after their reads, so a sync that does not wait
 * leaves the previous count.
 */
static void pmu_gc_test_sync(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	struct pmu_gc_fake *f = test->priv;
	struct perf_event_attr attr;
	u64 enabled, running, seq;
	struct perf_event *e;
	unsigned long t0;

	/* The worker runs kicked passes; the next periodic one is far. */
	gc->period_ms = 1000;
	gc->read_window_ms = 200;
	WRITE_ONCE(f->gpu->late_ms, 30);
	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GRBM, 2);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	/* Returns once a pass programmed (so zeroed) the counter. */
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
	KUNIT_EXPECT_TRUE(test, gc->started);
	/*
	 * The kick of the open or the sync may have queued the worker again
	 * after its run began, before it numbered the pass: then one more
	 * pass runs at once, which nobody waits for (FINDINGS.md, thirteenth
	 * session). Queued with no delay, unlike the periodic run: let it end.
	 */
	flush_work(&gc->work.work);

	/* Within the window of that pass: served by it, no pass. */
	f->lo_value = 5;
	seq = gc->seq;
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
	KUNIT_EXPECT_EQ(test, gc->seq, seq);
	KUNIT_EXPECT_EQ(test, perf_event_read_value(e, &enabled, &running), 0);

	/* After it: a pass that starts after the call, not the period's. */
	msleep(gc->read_window_ms + 10);
	t0 = jiffies;
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
	KUNIT_EXPECT_LT(test, jiffies_to_msecs(jiffies - t0), 500);
	KUNIT_EXPECT_EQ(test, gc->seq, seq + 1);
	KUNIT_EXPECT_EQ(test, perf_event_read_value(e, &enabled, &running), 5);

	/* Disabled within the window: its last interval is still waited for. */
	f->lo_value = 12;
	perf_event_disable(e);
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
	KUNIT_EXPECT_EQ(test, perf_event_read_value(e, &enabled, &running), 12);

	/* Its last interval is in: no pass to wait for. */
	seq = gc->seq;
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
	KUNIT_EXPECT_EQ(test, gc->seq, seq);

	/* Enabled again on the same counter: from the next pass's baseline. */
	perf_event_enable(e);
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
	f->lo_value = 20;
	perf_event_disable(e);
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
	KUNIT_EXPECT_EQ(test, perf_event_read_value(e, &enabled, &running), 20);

	/* No pass comes during a reset: nothing to wait for. */
	perf_event_enable(e);
	amdgpu_pmu_gc_reset_begin(gc->adev);
	msleep(gc->read_window_ms + 10);
	seq = gc->seq;
	t0 = jiffies;
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
	KUNIT_EXPECT_LT(test, jiffies_to_msecs(jiffies - t0), 500);
	KUNIT_EXPECT_EQ(test, gc->seq, seq);

	WRITE_ONCE(f->gpu->late_ms, 0);
	gc->period_ms = 0;
	cancel_delayed_work_sync(&gc->work);
	close_event(e);
	pmu_gc_teardown(test, gc);
}

#define SYNC_READERS	8

struct pmu_gc_sync_reader {
	struct work_struct work;
	struct amdgpu_pmu_gc *gc;
	int r;
};

static void pmu_gc_sync_reader_fn(struct work_struct *work)
{
	struct pmu_gc_sync_reader *rd = container_of(work, typeof(*rd), work);

	rd->r = rd->gc->pmu.sync(&rd->gc->pmu);
}

/*
 * Coalescing: readers that arrive while a pass is pending all wait for
 * that one (perf stat -I reads every event in turn), and a read loop
 * costs at most one pass per read window.
 */
static void pmu_gc_test_sync_coalesces(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	struct pmu_gc_sync_reader rd[SYNC_READERS];
	struct workqueue_struct *wq;
	struct perf_event_attr attr;
	struct perf_event *e;
	unsigned long jiffies0;
	ktime_t t0, end;
	unsigned int i, n;
	s64 elapsed;
	u64 seq;

	gc->period_ms = 1000;
	gc->read_window_ms = 50;
	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GRBM, 2);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
	msleep(gc->read_window_ms + 10);

	wq = alloc_workqueue("pmu_gc_sync_test", WQ_UNBOUND, SYNC_READERS);
	KUNIT_ASSERT_NOT_NULL(test, wq);
	/* The worker waits for its mutex: the readers arrive while pending. */
	mutex_lock(&gc->mutex);
	seq = gc->seq;
	for (i = 0; i < SYNC_READERS; i++) {
		rd[i].gc = gc;
		rd[i].r = 1;
		INIT_WORK(&rd[i].work, pmu_gc_sync_reader_fn);
		queue_work(wq, &rd[i].work);
	}
	msleep(100);
	KUNIT_EXPECT_EQ(test, gc->seq, seq);
	mutex_unlock(&gc->mutex);
	flush_workqueue(wq);
	destroy_workqueue(wq);
	for (i = 0; i < SYNC_READERS; i++)
		KUNIT_EXPECT_EQ(test, rd[i].r, 0);
	KUNIT_EXPECT_EQ(test, gc->seq, seq + 1);

	/*
	 * A read loop for four windows: at most one pass per window. The
	 * window is kept in ktime, so the loop is too: a guest under load
	 * takes its jiffies ticks late, and 4 windows of jiffies then last
	 * longer than 4 windows of ktime.
	 */
	msleep(gc->read_window_ms + 10);
	seq = gc->seq;
	jiffies0 = jiffies;
	n = 0;
	t0 = ktime_get();
	end = ktime_add_ms(t0, 4 * gc->read_window_ms);
	while (ktime_before(ktime_get(), end)) {
		KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
		n++;
	}
	/* Every pass of the loop starts before its last read returns. */
	elapsed = ktime_ms_delta(ktime_get(), t0);
	kunit_info(test, "%u reads, %llu passes in %lld ms (%u ms of jiffies)\n",
		   n, gc->seq - seq, elapsed,
		   jiffies_to_msecs(jiffies - jiffies0));
	KUNIT_EXPECT_GT(test, n, 4);
	KUNIT_EXPECT_GE(test, gc->seq - seq, 1);
	KUNIT_EXPECT_LE(test, gc->seq - seq,
			(u64)div_s64(elapsed, gc->read_window_ms) + 1);

	gc->period_ms = 0;
	cancel_delayed_work_sync(&gc->work);
	close_event(e);
	pmu_gc_teardown(test, gc);
}

struct pmu_gc_sync_signal {
	struct amdgpu_pmu_gc *gc;
	struct completion waiting, done;
	int r;
};

static int pmu_gc_sync_signal_fn(void *data)
{
	struct pmu_gc_sync_signal *s = data;

	allow_signal(SIGUSR1);
	complete(&s->waiting);
	s->r = s->gc->pmu.sync(&s->gc->pmu);
	complete(&s->done);
	return 0;
}

/*
 * Whether the worker's next run waits out the gap between kicked passes:
 * a timer no further than that (the worker queues itself a period or the
 * park time after each run, both seconds here).
 */
static bool pmu_gc_held_off(struct amdgpu_pmu_gc *gc)
{
	return timer_pending(&gc->work.timer) &&
	       time_before_eq(gc->work.timer.expires,
			      jiffies + msecs_to_jiffies(gc->min_gap_ms) + 1);
}

/*
 * The passes that kicks and pmu::sync ask for are at least min_gap_ms
 * apart, which bounds what toggling events costs the GPU, and nothing else
 * holds them off. perf's running time starts at add() and ends at del(),
 * the count at the passes they kick: an enable right after the sync of
 * perf_event_open() (whose pass had nothing to program, the event being
 * disabled) or a disable right after a periodic pass waited for the next
 * jiffy (4 ms at HZ=250, 10 ms at HZ=100), which skewed what a 0.3 s run
 * counted by up to 1.3 % (kunit/e2e/BENCH-FINDINGS.md 12).
 */
static void pmu_gc_test_kick_spacing(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	struct perf_event_attr attr;
	struct perf_event *e;
	ktime_t t0;
	u64 seq;

	/* The worker runs kicked passes; the next periodic one is far. */
	gc->period_ms = 1000;
	gc->park_ms = 10 * gc->period_ms;
	/* A gap no pass of this test takes as long as. */
	gc->min_gap_ms = 200;
	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GRBM, 2);
	attr.disabled = 1;
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	/* As perf_event_open() does: a pass with nothing to program. */
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
	flush_work(&gc->work.work);

	perf_event_enable(e);
	irq_work_sync(&gc->kick);
	KUNIT_EXPECT_FALSE_MSG(test, pmu_gc_held_off(gc),
			       "the enable's pass held off by one that submitted nothing");
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
	KUNIT_EXPECT_TRUE(test, gc->started);

	/* A periodic pass, then a disable beyond the gap of the last kick. */
	msleep(gc->min_gap_ms + 10);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	perf_event_disable(e);
	irq_work_sync(&gc->kick);
	KUNIT_EXPECT_FALSE_MSG(test, pmu_gc_held_off(gc),
			       "the disable's pass held off by a periodic pass");
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);

	/* Kicked passes closer than the gap: the second waits for it. */
	flush_work(&gc->work.work);
	seq = gc->seq;
	t0 = ktime_get();
	perf_event_enable(e);
	irq_work_sync(&gc->kick);
	KUNIT_EXPECT_TRUE(test, pmu_gc_held_off(gc));
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
	KUNIT_EXPECT_GE(test, ktime_ms_delta(ktime_get(), t0), 150);
	KUNIT_EXPECT_EQ(test, gc->seq, seq + 1);

	close_event(e);
	pmu_gc_teardown(test, gc);
}

/* A signal ends the wait at once, and read() or the ioctl says so. */
static void pmu_gc_test_sync_signal(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	struct pmu_gc_fake *f = test->priv;
	struct pmu_gc_sync_signal s = { .gc = gc, .r = 1 };
	struct perf_event_attr attr;
	struct task_struct *t;
	struct perf_event *e;

	gc->period_ms = 1000;
	gc->read_window_ms = 10;
	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GRBM, 2);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	KUNIT_EXPECT_EQ(test, gc->pmu.sync(&gc->pmu), 0);
	msleep(gc->read_window_ms + 10);

	/* The pass the reader waits for ends 500 ms after it started. */
	WRITE_ONCE(f->gpu->late_ms, 500);
	init_completion(&s.waiting);
	init_completion(&s.done);
	t = kthread_run(pmu_gc_sync_signal_fn, &s, "gc_pmu_sync");
	KUNIT_ASSERT_FALSE(test, IS_ERR(t));
	get_task_struct(t);
	wait_for_completion(&s.waiting);
	msleep(50);
	KUNIT_EXPECT_FALSE(test, completion_done(&s.done));
	send_sig(SIGUSR1, t, 1);
	if (!wait_for_completion_timeout(&s.done, HZ / 4)) {
		KUNIT_FAIL(test, "the signal did not end the wait");
		/* s is on this stack: the reader must be done with it. */
		wait_for_completion(&s.done);
	}
	KUNIT_EXPECT_EQ(test, s.r, -ERESTARTSYS);
	put_task_struct(t);

	WRITE_ONCE(f->gpu->late_ms, 0);
	gc->period_ms = 0;
	cancel_delayed_work_sync(&gc->work);
	close_event(e);
	pmu_gc_teardown(test, gc);
}

static void pmu_gc_sample_fn(void *gc)
{
	amdgpu_pmu_gc_sample_now(gc);
}

/*
 * A GPU reset lands between a pass's submission and its collection: the
 * samples may be from either side of it (the reset zeroes the counters),
 * so the pass is dropped, as it is when the reset has only begun.
 */
static void pmu_gc_test_reset_overtakes_pass(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_rdna4);
	const struct amdgpu_pmc_block *sq = find_block(gc, AMDGPU_PMC_BLOCK_SQ);
	struct pmu_gc_fake *f = test->priv;
	struct amdgpu_device *adev = gc->adev;
	struct perf_event_attr attr;
	struct pmu_gc_call *pass;
	u64 enabled, running;
	struct perf_event *e;
	unsigned int round;

	KUNIT_ASSERT_NOT_NULL(test, sq);
	attr_init(&attr, gc, sq->id, 4);
	attr.config1 = BIT_ULL(16) | BIT_ULL(32);
	attr.config2 = BIT_ULL(0);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	f->lo_value = 100;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);

	for (round = 0; round < 2; round++) {
		WRITE_ONCE(f->gpu->hold, true);
		pass = pmu_gc_call_start(test, pmu_gc_sample_fn, gc);
		/* The pass's job waits on the ring; the reset comes. */
		msleep(50);
		amdgpu_pmu_gc_reset_begin(adev);
		if (!round) {
			atomic_inc(&adev->gpu_reset_counter);
			amdgpu_pmu_gc_resume(adev);
		}
		/* The counters restart from 0. */
		f->lo_value = 5;
		amdgpu_kunit_gpu_release(f->gpu);
		KUNIT_EXPECT_TRUE(test, pmu_gc_call_done(pass, 10));
		reinit_completion(&f->gpu->released);
		KUNIT_EXPECT_EQ(test, gc->lost_passes, round + 1);
		KUNIT_EXPECT_EQ(test,
				perf_event_read_value(e, &enabled, &running),
				100);
		if (round)
			amdgpu_pmu_gc_resume(adev);
		/* Programmed from scratch: counting goes on from there. */
		f->lo_value = 0;
		KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
		f->lo_value = 100;
	}
	f->lo_value = 7;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_EQ(test, perf_event_read_value(e, &enabled, &running),
			107);
	close_event(e);
	pmu_gc_teardown(test, gc);
}

/* The perfmon clock override as the hardware sees it: calls and value */
static unsigned int perfmon_clk_calls;
static bool perfmon_clk_gating;

static void perfmon_clk_update(struct amdgpu_device *adev, bool enable)
{
	perfmon_clk_calls++;
	perfmon_clk_gating = enable;
}

static const struct amdgpu_gfx_funcs perfmon_clk_funcs = {
	.update_perfmon_mgcg = perfmon_clk_update,
};

static bool perfmon_clk_no_rlc(struct amdgpu_device *adev)
{
	return false;
}

static const struct amdgpu_rlc_funcs perfmon_clk_rlc_funcs = {
	.is_rlc_enabled = perfmon_clk_no_rlc,
};

/*
 * A UMD stable pstate (a profiler) and the GC PMU both need the perfmon
 * clocks on: either one leaving must not gate them under the other, and
 * holding twice is holding once.
 */
static void pmu_gc_test_perfmon_clk_holds(struct kunit *test)
{
	struct amdgpu_device *adev =
		amdgpu_kunit_alloc_gc_adev(test, &amdgpu_kunit_gc_rdna4);

	adev->gfx.funcs = &perfmon_clk_funcs;
	adev->gfx.rlc.funcs = &perfmon_clk_rlc_funcs;
	perfmon_clk_calls = 0;
	perfmon_clk_gating = true;

	amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PMU, true);
	KUNIT_EXPECT_EQ(test, perfmon_clk_calls, 1);
	KUNIT_EXPECT_FALSE(test, perfmon_clk_gating);
	amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PSTATE, true);
	amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PSTATE, true);
	KUNIT_EXPECT_EQ(test, perfmon_clk_calls, 1);
	amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PMU, false);
	KUNIT_EXPECT_EQ(test, perfmon_clk_calls, 1);
	KUNIT_EXPECT_FALSE(test, perfmon_clk_gating);
	amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PSTATE, false);
	KUNIT_EXPECT_EQ(test, perfmon_clk_calls, 2);
	KUNIT_EXPECT_TRUE(test, perfmon_clk_gating);
	/* Letting go of what is not held changes nothing. */
	amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PMU, false);
	KUNIT_EXPECT_EQ(test, perfmon_clk_calls, 2);
	KUNIT_EXPECT_EQ(test, adev->gfx.perfmon_clk_holds, 0);
}

/*
 * KFD as the PMU sees it: one node whose queue manager's set_perfcount()
 * records each call and, when asked, takes up to KFD_SLOW_MS, as waiting
 * for a queue preemption does.
 */
#define KFD_SLOW_MS	1000

struct pmu_gc_kfd {
	struct kfd_dev kfd;
	struct kfd_node node;
	struct device_queue_manager dqm;
	unsigned int calls;
	int last;
	bool slow;
	struct completion in, out, release;
};

static void pmu_gc_kfd_set_perfcount(struct device_queue_manager *dqm,
				     int enable)
{
	struct pmu_gc_kfd *k = container_of(dqm, struct pmu_gc_kfd, dqm);

	if (READ_ONCE(k->slow)) {
		WRITE_ONCE(k->slow, false);
		complete(&k->in);
		wait_for_completion_timeout(&k->release,
					    msecs_to_jiffies(KFD_SLOW_MS));
		complete(&k->out);
	}
	k->calls++;
	k->last = enable;
}

static void pmu_gc_kfd_gone(void *adev)
{
	((struct amdgpu_device *)adev)->kfd.dev = NULL;
}

static struct pmu_gc_kfd *pmu_gc_kfd_add(struct kunit *test,
					 struct amdgpu_device *adev)
{
	struct pmu_gc_kfd *k = kunit_kzalloc(test, sizeof(*k), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, k);
	init_completion(&k->in);
	init_completion(&k->out);
	init_completion(&k->release);
	k->dqm.ops.set_perfcount = pmu_gc_kfd_set_perfcount;
	k->node.dqm = &k->dqm;
	k->kfd.num_nodes = 1;
	k->kfd.nodes[0] = &k->node;
	k->last = -1;
	adev->kfd.dev = &k->kfd;
	adev->kfd.init_complete = true;
	KUNIT_ASSERT_EQ(test, kunit_add_action_or_reset(test, pmu_gc_kfd_gone,
							adev), 0);
	return k;
}

static void pmu_gc_close_fn(void *event)
{
	close_event(event);
}

/*
 * KFD's queues count while GC events exist: set when a session starts,
 * left alone while it parks and wakes (no queue preemption for that), and
 * cleared when it ends, outside gc->mutex: the first open of the next
 * session takes that mutex under perf's context mutex and must not wait
 * for KFD to preempt its queues. The next session's queues count.
 */
static void pmu_gc_test_kfd_queues(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_rdna4);
	struct pmu_gc_kfd *k = pmu_gc_kfd_add(test, gc->adev);
	struct perf_event_attr attr;
	struct pmu_gc_call *close;
	struct perf_event *e;
	bool waited;
	int i;

	e = open_grbm_counted(test, gc, &attr, 100);
	KUNIT_EXPECT_EQ(test, k->calls, 1);
	KUNIT_EXPECT_EQ(test, k->last, 1);

	/* Park and wake: KFD's queues keep counting, untouched */
	gc->park_ms = 0;
	perf_event_disable(e);
	for (i = 0; i < 3 && !gc->parked; i++)
		KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_TRUE(test, gc->parked);
	perf_event_enable(e);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_FALSE(test, gc->parked);
	KUNIT_EXPECT_EQ(test, k->calls, 1);

	/* The session ends while KFD takes its time; a new one starts */
	WRITE_ONCE(k->slow, true);
	close = pmu_gc_call_start(test, pmu_gc_close_fn, e);
	KUNIT_ASSERT_TRUE_MSG(test,
			      wait_for_completion_timeout(&k->in,
							  msecs_to_jiffies(KFD_SLOW_MS * 5)),
			      "the end of the session never updated KFD's queues");
	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GRBM, 1);
	e = open_event(&attr);
	waited = completion_done(&k->out);
	complete(&k->release);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	KUNIT_EXPECT_FALSE_MSG(test, waited,
			       "the next session's first open waited up to %u ms for KFD's queue preemption",
			       KFD_SLOW_MS);
	KUNIT_EXPECT_TRUE(test, pmu_gc_call_done(close, 10));
	KUNIT_EXPECT_EQ(test, k->calls, 2);
	KUNIT_EXPECT_EQ(test, k->last, 0);
	/* The new session's first pass, after that update */
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_EQ(test, k->calls, 3);
	KUNIT_EXPECT_EQ(test, k->last, 1);

	close_event(e);
	KUNIT_EXPECT_EQ(test, k->calls, 4);
	KUNIT_EXPECT_EQ(test, k->last, 0);
	pmu_gc_teardown(test, gc);
}

/*
 * A reset while every event is disabled: the pass that finds nothing in
 * use must leave the queues' perf counting to the first pass that has
 * counters in use again, which sets it on KFD's queues (and the kernel's).
 */
static void pmu_gc_test_kfd_queues_after_idle_reset(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_rdna4);
	struct pmu_gc_kfd *k = pmu_gc_kfd_add(test, gc->adev);
	struct perf_event_attr attr;
	struct perf_event *e;

	gc->park_ms = 60000;	/* no park in between */
	e = open_grbm_counted(test, gc, &attr, 100);
	KUNIT_EXPECT_EQ(test, k->calls, 1);
	perf_event_disable(e);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);

	atomic_inc(&gc->adev->gpu_reset_counter);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_EQ(test, k->calls, 1);	/* nothing in use yet */

	perf_event_enable(e);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_EQ_MSG(test, k->calls, 2,
			    "KFD's queues not set up again after the reset");
	KUNIT_EXPECT_EQ(test, k->last, 1);

	close_event(e);
	KUNIT_EXPECT_EQ(test, k->last, 0);
	pmu_gc_teardown(test, gc);
}

/*
 * The KFD update of a session's first pass runs once the worker dropped
 * gc->mutex: a close racing that pass, and the next session's first open
 * (which takes gc->mutex under perf's context mutex), do not wait for KFD
 * to preempt its queues.
 */
static void pmu_gc_test_kfd_update_unlocked(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_rdna4);
	struct pmu_gc_kfd *k = pmu_gc_kfd_add(test, gc->adev);
	struct perf_event_attr attr;
	struct pmu_gc_call *pass;
	struct perf_event *e;
	bool free;

	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GRBM, 1);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	WRITE_ONCE(k->slow, true);
	pass = pmu_gc_call_start(test, pmu_gc_sample_fn, gc);
	KUNIT_ASSERT_TRUE_MSG(test,
			      wait_for_completion_timeout(&k->in,
							  msecs_to_jiffies(KFD_SLOW_MS * 5)),
			      "the session's first pass never updated KFD's queues");
	free = mutex_trylock(&gc->mutex);
	if (free)
		mutex_unlock(&gc->mutex);
	complete(&k->release);
	KUNIT_EXPECT_TRUE(test, pmu_gc_call_done(pass, 10));
	KUNIT_EXPECT_TRUE_MSG(test, free,
			      "gc->mutex held while KFD preempts its queues");
	KUNIT_EXPECT_EQ(test, k->calls, 1);
	KUNIT_EXPECT_EQ(test, k->last, 1);

	close_event(e);
	KUNIT_EXPECT_EQ(test, k->calls, 2);
	KUNIT_EXPECT_EQ(test, k->last, 0);
	pmu_gc_teardown(test, gc);
}

/*
 * After drm_dev_unplug() the PMU leaves KFD alone: amdgpu_pci_remove() is
 * tearing KFD down, and the session's end makes no KFD update
 * (amdgpu_pmu_gc_kfd_update() is inside drm_dev_enter()).
 */
static void pmu_gc_test_kfd_unplugged(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_rdna4);
	struct pmu_gc_kfd *k = pmu_gc_kfd_add(test, gc->adev);
	struct amdgpu_device *adev = gc->adev;
	struct perf_event_attr attr;
	struct pmu_gc_call *fini;
	struct perf_event *e;

	e = open_grbm_counted(test, gc, &attr, 100);
	KUNIT_EXPECT_EQ(test, k->calls, 1);
	KUNIT_EXPECT_EQ(test, k->last, 1);

	drm_dev_unplug(adev_to_drm(adev));
	close_event(e);
	KUNIT_EXPECT_EQ_MSG(test, k->calls, 1,
			    "the session's end updated KFD after the unplug");

	fini = pmu_gc_call_start(test, pmu_gc_fini_fn, adev);
	KUNIT_EXPECT_TRUE(test, pmu_gc_call_done(fini, 10));
	KUNIT_EXPECT_NULL(test, adev->pmu_gc);
	pmu_gc_expect_released(test, adev);
	KUNIT_EXPECT_EQ(test, k->calls, 1);
}

static struct kunit_case amdgpu_pmu_gc_scenarios_cases[] = {
	KUNIT_CASE(pmu_gc_test_no_pmu_on_vf),
	KUNIT_CASE(pmu_gc_test_wrap_32bit),
	KUNIT_CASE_PARAM(pmu_gc_test_period, pmu_gc_period_gen_params),
	KUNIT_CASE(pmu_gc_test_group_fit),
	KUNIT_CASE(pmu_gc_test_one_ib_per_xcc),
	KUNIT_CASE(pmu_gc_test_submit_error),
	KUNIT_CASE(pmu_gc_test_fini_with_open_events),
	KUNIT_CASE(pmu_gc_test_add_does_not_queue_work),
	KUNIT_CASE(pmu_gc_test_pinned_task_resched),
	KUNIT_CASE(pmu_gc_test_callbacks_irqs_off),
	KUNIT_CASE(pmu_gc_test_unplug_hung_job),
	KUNIT_CASE(pmu_gc_test_runtime_suspend_first_open),
	KUNIT_CASE(pmu_gc_test_parked_runtime_suspend),
	KUNIT_CASE(pmu_gc_test_wrap_bound_late_fence),
	KUNIT_CASE(pmu_gc_test_sync),
	KUNIT_CASE(pmu_gc_test_sync_coalesces),
	KUNIT_CASE(pmu_gc_test_sync_signal),
	KUNIT_CASE(pmu_gc_test_kick_spacing),
	KUNIT_CASE(pmu_gc_test_reset_overtakes_pass),
	KUNIT_CASE(pmu_gc_test_perfmon_clk_holds),
	KUNIT_CASE(pmu_gc_test_kfd_queues),
	KUNIT_CASE(pmu_gc_test_kfd_queues_after_idle_reset),
	KUNIT_CASE(pmu_gc_test_kfd_update_unlocked),
	KUNIT_CASE(pmu_gc_test_kfd_unplugged),
	{}
};

static struct kunit_suite amdgpu_pmu_gc_scenarios_suite = {
	.name = "amdgpu_pmu_gc_scenarios",
	.test_cases = amdgpu_pmu_gc_scenarios_cases,
};

kunit_test_suite(amdgpu_pmu_gc_scenarios_suite);

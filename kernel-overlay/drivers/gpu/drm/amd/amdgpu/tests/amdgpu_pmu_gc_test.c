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
 * KUnit tests of the GC perf PMU on fake devices, through the real perf
 * core. The PMU runs on a test backend: its submit records the IBs and
 * writes a known value into every result slot; it is not an emulator.
 */

#include <kunit/test.h>
#include <linux/delay.h>
#include <linux/dma-fence.h>
#include <linux/irq_work.h>
#include <linux/irqflags.h>
#include <linux/kthread.h>
#include <linux/perf_event.h>

#include "amdgpu.h"
#include "amdgpu_kunit_helpers.h"
#include "amdgpu_pmc.h"
#include "amdgpu_pmu_gc.h"
#include "soc15d.h"

MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");

#define FAKE_MAX_XCC	8
#define GRBM_GFX_INDEX_ABS	0xc200	/* 0xA000 + 0x2200, both families */
#define GRBM_BROADCAST		0xe0000000

struct pmu_gc_fake {
	struct kunit *test;
	unsigned int ibs[FAKE_MAX_XCC];
	unsigned int hw_get, hw_put, alloc, free;
	unsigned int grbm_writes;
	int submit_error;
	u32 lo_value;
	bool saw_irqs_on_submit;
};

static struct pmu_gc_fake *fake_of(struct amdgpu_pmu_gc *gc)
{
	return gc->backend_data;
}

/* A job that is done at once, with @error */
struct fake_fence {
	struct dma_fence base;
	spinlock_t lock;	/* dma_fence lock */
};

static const char *fake_fence_name(struct dma_fence *f)
{
	return "amdgpu_pmu_gc_test";
}

static const struct dma_fence_ops fake_fence_ops = {
	.get_driver_name = fake_fence_name,
	.get_timeline_name = fake_fence_name,
};

static struct dma_fence *fake_fence(int error)
{
	struct fake_fence *ff = kzalloc(sizeof(*ff), GFP_KERNEL);

	if (!ff)
		return ERR_PTR(-ENOMEM);
	spin_lock_init(&ff->lock);
	dma_fence_init(&ff->base, &fake_fence_ops, &ff->lock,
		       dma_fence_context_alloc(1), 1);
	if (error)
		dma_fence_set_error(&ff->base, error);
	dma_fence_signal(&ff->base);
	return &ff->base;
}

/* Walk an IB: check every packet's header and the last GRBM_GFX_INDEX write. */
static struct dma_fence *fake_submit(struct amdgpu_pmu_gc *gc,
				     const struct amdgpu_pmu_gc_ib *ib)
{
	struct pmu_gc_fake *f = fake_of(gc);
	struct kunit *test = f->test;
	u32 last_grbm = 0;
	bool grbm = false;
	unsigned int i = 0;

	KUNIT_EXPECT_LT(test, ib->xcc, gc->topo.num_xcc);
	/* Waiting for a job under grbm_idx_mutex would stall GPU recovery. */
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&gc->adev->grbm_idx_mutex));
	if (irqs_disabled())
		f->saw_irqs_on_submit = true;

	while (i < ib->ndw) {
		u32 h = ib->dw[i];
		unsigned int op = (h >> 8) & 0xff;
		unsigned int n = ((h >> 16) & 0x3fff) + 1;
		const u32 *p = &ib->dw[i + 1];

		KUNIT_ASSERT_EQ(test, h >> 30, 3u);
		KUNIT_ASSERT_LE(test, i + 1 + n, ib->ndw);

		if (op == PACKET3_SET_UCONFIG_REG &&
		    p[0] + PACKET3_SET_UCONFIG_REG_START == GRBM_GFX_INDEX_ABS) {
			last_grbm = p[1];
			grbm = true;
			f->grbm_writes++;
		}
		if (op == PACKET3_COPY_DATA && (p[0] & 0xf) == 0) {
			u64 dst = p[3] | (u64)p[4] << 32;
			u64 off = dst - ib->result_gpu;

			KUNIT_ASSERT_LT(test, off, (u64)ib->result_size);
			KUNIT_ASSERT_EQ(test, off % 4, 0);
			*(u32 *)(ib->result_cpu + off) =
				off % 8 ? 0 : f->lo_value;
		}
		i += 1 + n;
	}

	KUNIT_EXPECT_TRUE(test, grbm);
	KUNIT_EXPECT_EQ(test, last_grbm, GRBM_BROADCAST);
	f->ibs[ib->xcc]++;
	return fake_fence(f->submit_error);
}

static int fake_alloc_buffers(struct amdgpu_pmu_gc *gc, size_t size)
{
	struct pmu_gc_fake *f = fake_of(gc);

	gc->result.cpu = kunit_kzalloc(f->test, size, GFP_KERNEL);
	if (!gc->result.cpu)
		return -ENOMEM;
	gc->result.gpu = 0x100000000ull;
	gc->result.size = size;
	f->alloc++;
	return 0;
}

static void fake_free_buffers(struct amdgpu_pmu_gc *gc)
{
	struct pmu_gc_fake *f = fake_of(gc);

	f->free++;
	kunit_kfree(f->test, gc->result.cpu);
	gc->result.cpu = NULL;
	gc->result.size = 0;
}

static int fake_hw_get(struct amdgpu_pmu_gc *gc)
{
	fake_of(gc)->hw_get++;
	return 0;
}

static void fake_hw_put(struct amdgpu_pmu_gc *gc)
{
	fake_of(gc)->hw_put++;
}

static const struct amdgpu_pmu_gc_backend fake_backend = {
	.submit = fake_submit,
	.alloc_buffers = fake_alloc_buffers,
	.free_buffers = fake_free_buffers,
	.hw_get = fake_hw_get,
	.hw_put = fake_hw_put,
};

static struct amdgpu_pmu_gc *
pmu_gc_setup(struct kunit *test, const struct amdgpu_kunit_gc_topology *t)
{
	struct pmu_gc_fake *f = kunit_kzalloc(test, sizeof(*f), GFP_KERNEL);
	struct amdgpu_device *adev;

	KUNIT_ASSERT_NOT_NULL(test, f);
	f->test = test;
	test->priv = f;

	adev = amdgpu_kunit_alloc_gc_adev(test, t);
	KUNIT_ASSERT_EQ(test, amdgpu_pmu_gc_init_backend(adev, &fake_backend, f),
			0);
	KUNIT_ASSERT_NOT_NULL(test, adev->pmu_gc);
	/* No periodic worker: the tests tick with amdgpu_pmu_gc_sample_now(). */
	adev->pmu_gc->period_ms = 0;
	return adev->pmu_gc;
}

static void pmu_gc_teardown(struct kunit *test, struct amdgpu_pmu_gc *gc)
{
	struct pmu_gc_fake *f = test->priv;
	struct amdgpu_device *adev = gc->adev;

	amdgpu_pmu_gc_fini(adev);
	KUNIT_EXPECT_NULL(test, adev->pmu_gc);
	KUNIT_EXPECT_EQ(test, f->hw_get, f->hw_put);
	KUNIT_EXPECT_EQ(test, f->alloc, f->free);
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

static void pmu_gc_test_register(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	char name[32];

	snprintf(name, sizeof(name), "amdgpu_gc_%d",
		 adev_to_drm(gc->adev)->primary->index);
	KUNIT_EXPECT_STREQ(test, gc->pmu.name, name);
	KUNIT_EXPECT_GT(test, gc->pmu.type, PERF_TYPE_MAX - 1);
	KUNIT_EXPECT_PTR_EQ(test, gc->pmu.parent, gc->adev->dev);
	KUNIT_EXPECT_EQ(test, gc->pmu.scope, PERF_PMU_SCOPE_SYS_WIDE);
	KUNIT_EXPECT_EQ(test, gc->pmu.task_ctx_nr, perf_invalid_context);
	KUNIT_EXPECT_TRUE(test, gc->pmu.capabilities & PERF_PMU_CAP_DEVICE);
	KUNIT_EXPECT_TRUE(test,
			  gc->pmu.capabilities & PERF_PMU_CAP_NO_INTERRUPT);
	KUNIT_EXPECT_FALSE(test,
			   gc->pmu.capabilities & PERF_PMU_CAP_NO_EXCLUDE);
	pmu_gc_teardown(test, gc);
}

static void pmu_gc_test_no_pmu_on_vf(struct kunit *test)
{
	struct amdgpu_device *adev =
		amdgpu_kunit_alloc_gc_adev(test, &amdgpu_kunit_gc_vega10);

	adev->virt.caps |= AMDGPU_SRIOV_CAPS_IS_VF;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_init(adev), 0);
	KUNIT_EXPECT_NULL(test, adev->pmu_gc);
}

static void pmu_gc_test_errno(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	const struct amdgpu_pmc_block *sq = find_block(gc, AMDGPU_PMC_BLOCK_SQ);
	const struct amdgpu_pmc_block *ta = find_block(gc, AMDGPU_PMC_BLOCK_TA);
	struct perf_event_attr attr;
	struct perf_event *event;

	KUNIT_ASSERT_NOT_NULL(test, sq);
	KUNIT_ASSERT_NOT_NULL(test, ta);

	attr_init(&attr, gc, sq->id, 4);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), 0);

	/* Accepted and ignored. */
	attr.exclude_kernel = 1;
	attr.exclude_user = 1;
	attr.exclude_hv = 1;
	attr.exclude_idle = 1;
	attr.inherit = 1;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), 0);

	attr_init(&attr, gc, 0xff, 0);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, sq->id, sq->max_event + 1);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, sq->id, 4);
	attr.config |= BIT_ULL(24);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, sq->id, 4);
	attr.config1 = BIT_ULL(48);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	/* Mask bits outside the topology: 1 XCC, 4 SEs, 16 CUs. */
	attr_init(&attr, gc, sq->id, 4);
	attr.config1 = BIT_ULL(1);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr.config1 = BIT_ULL(16 + 4);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr.config1 = BIT_ULL(16 + 3);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), 0);
	attr_init(&attr, gc, ta->id, 1);
	attr.config2 = BIT_ULL(16);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr.config2 = BIT_ULL(15);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), 0);
	/* Masks for levels the block does not have. */
	attr_init(&attr, gc, sq->id, 4);
	attr.config1 = BIT_ULL(32);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, sq->id, 4);
	attr.config2 = 1;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, ta->id, 1);
	attr.config1 = BIT_ULL(32);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);

	/* Perf core checks for PERF_PMU_CAP_DEVICE / NO_INTERRUPT. */
	attr_init(&attr, gc, sq->id, 4);
	attr.sample_period = 1000;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EOPNOTSUPP);
	attr_init(&attr, gc, sq->id, 4);
	attr.enable_on_exec = 1;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, sq->id, 4);
	attr.inherit_stat = 1;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, sq->id, 4);
	attr.comm = 1;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);

	/* Not this PMU. */
	attr_init(&attr, gc, sq->id, 4);
	attr.type = gc->pmu.type + 1000;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -ENOENT);

	/* Per task (cpu == -1). */
	attr_init(&attr, gc, sq->id, 4);
	event = perf_event_create_kernel_counter(&attr, -1, current, NULL,
						 NULL);
	KUNIT_EXPECT_TRUE(test, IS_ERR(event));
	if (IS_ERR(event))
		KUNIT_EXPECT_EQ(test, PTR_ERR(event), -EINVAL);
	else
		close_event(event);

	/* Nothing of the failed opens is left behind. */
	KUNIT_EXPECT_EQ(test, gc->users, 0);
	pmu_gc_teardown(test, gc);
}

static unsigned int slots_in_use(struct amdgpu_pmu_gc *gc, unsigned int id,
				 unsigned int *refs)
{
	const struct amdgpu_pmu_gc_block *blk = NULL;
	unsigned int i, n = 0;

	for (i = 0; i < gc->arch->num_blocks; i++)
		if (gc->blocks[i].pmc->id == id)
			blk = &gc->blocks[i];
	if (!blk)
		return 0;
	*refs = 0;
	for (i = 0; i < blk->pmc->num_counters; i++) {
		if (blk->slots[i].refcount)
			n++;
		*refs += blk->slots[i].refcount;
	}
	return n;
}

static void pmu_gc_test_sharing(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	struct pmu_gc_fake *f = test->priv;
	struct perf_event *a, *b, *c;
	struct perf_event_attr attr;
	u64 enabled, running, va, vb, vc;
	unsigned int refs;

	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_SQ, 4);
	a = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(a));
	/* Same (block, select) on SE 0 only. */
	attr.config1 = BIT_ULL(16);
	b = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(b));
	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GRBM, 1);
	c = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(c));

	KUNIT_EXPECT_EQ(test, slots_in_use(gc, AMDGPU_PMC_BLOCK_SQ, &refs), 1);
	KUNIT_EXPECT_EQ(test, refs, 2);
	KUNIT_EXPECT_EQ(test, f->hw_get, 1);

	/* Program, then two samples: 100, then 250 in every instance. */
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	f->lo_value = 100;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	f->lo_value = 250;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);

	va = perf_event_read_value(a, &enabled, &running);
	vb = perf_event_read_value(b, &enabled, &running);
	vc = perf_event_read_value(c, &enabled, &running);
	/* SQ is per SE: 4 SEs for a, SE 0 only for b; GRBM once per XCC. */
	KUNIT_EXPECT_EQ(test, va, 4 * 250);
	KUNIT_EXPECT_EQ(test, vb, 250);
	KUNIT_EXPECT_EQ(test, vc, 250);

	close_event(a);
	KUNIT_EXPECT_EQ(test, slots_in_use(gc, AMDGPU_PMC_BLOCK_SQ, &refs), 1);
	KUNIT_EXPECT_EQ(test, refs, 1);
	close_event(b);
	close_event(c);
	KUNIT_EXPECT_EQ(test, slots_in_use(gc, AMDGPU_PMC_BLOCK_SQ, &refs), 0);
	KUNIT_EXPECT_EQ(test, gc->users, 0);
	KUNIT_EXPECT_EQ(test, f->hw_put, 1);
	pmu_gc_teardown(test, gc);
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
	r = amdgpu_pmu_gc_validate_group(&ev[2]);
	local_irq_restore(flags);
	KUNIT_EXPECT_EQ(test, r, -EINVAL);

	/* A select the group already has shares its counter. */
	ev[2].attr.config = (u64)grbm->id << 16 | 2;
	local_irq_save(flags);
	r = amdgpu_pmu_gc_validate_group(&ev[2]);
	local_irq_restore(flags);
	KUNIT_EXPECT_EQ(test, r, 0);

	/* Another block does not count against GRBM. */
	ev[2].attr.config = (u64)AMDGPU_PMC_BLOCK_SQ << 16 | 3;
	local_irq_save(flags);
	r = amdgpu_pmu_gc_validate_group(&ev[2]);
	local_irq_restore(flags);
	KUNIT_EXPECT_EQ(test, r, 0);

	pmu_gc_teardown(test, gc);
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
	/* The real worker, fast enough to run often while the task switches. */
	gc->period_ms = 1;
	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GRBM, 2);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	cpu = e->cpu;

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
			KUNIT_EXPECT_EQ(test, f->ibs[x], tick);
	}

	/* A tick with nothing to sample or change submits nothing. */
	for (i = 0; i < ARRAY_SIZE(blocks); i++)
		close_event(ev[i]);
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	for (x = 0; x < gc->topo.num_xcc; x++)
		KUNIT_EXPECT_EQ(test, f->ibs[x], 3 + 1);	/* + stop */
	pmu_gc_teardown(test, gc);
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

	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GRBM, 1);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	f->lo_value = 10;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);

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
	struct pmu_gc_fake *f = test->priv;
	struct perf_event_attr attr;
	struct perf_event *e;

	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GL2C, 41);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);

	/* Unplug: the perf core detaches the event, the session ends. */
	amdgpu_pmu_gc_fini(gc->adev);
	KUNIT_EXPECT_EQ(test, f->hw_get, f->hw_put);
	KUNIT_EXPECT_EQ(test, f->alloc, f->free);
	close_event(e);
}

static void pmu_gc_test_callbacks_irqs_off(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_vega10);
	struct pmu_gc_fake *f = test->priv;
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
	KUNIT_EXPECT_FALSE(test, f->saw_irqs_on_submit);
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

static struct kunit_case amdgpu_pmu_gc_cases[] = {
	KUNIT_CASE(pmu_gc_test_register),
	KUNIT_CASE(pmu_gc_test_no_pmu_on_vf),
	KUNIT_CASE(pmu_gc_test_errno),
	KUNIT_CASE(pmu_gc_test_sharing),
	KUNIT_CASE(pmu_gc_test_wrap_32bit),
	KUNIT_CASE(pmu_gc_test_group_fit),
	KUNIT_CASE(pmu_gc_test_add_does_not_queue_work),
	KUNIT_CASE(pmu_gc_test_pinned_task_resched),
	KUNIT_CASE(pmu_gc_test_one_ib_per_xcc),
	KUNIT_CASE(pmu_gc_test_submit_error),
	KUNIT_CASE(pmu_gc_test_fini_with_open_events),
	KUNIT_CASE(pmu_gc_test_callbacks_irqs_off),
	KUNIT_CASE(pmu_gc_test_perfmon_clk_holds),
	{}
};

static struct kunit_suite amdgpu_pmu_gc_suite = {
	.name = "amdgpu_pmu_gc",
	.test_cases = amdgpu_pmu_gc_cases,
};

kunit_test_suite(amdgpu_pmu_gc_suite);

MODULE_DESCRIPTION("KUnit tests for the amdgpu GC perf PMU");
MODULE_LICENSE("Dual MIT/GPL");

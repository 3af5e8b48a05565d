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
 * Hardware-like queues for the series' fake GPU (amdgpu_kunit_helpers.c),
 * moved out of the series with the KUnit cases that need them: the series'
 * fake GPU runs an IB at once from its ring's scheduler; here each compute
 * ring has a CP (an ordered workqueue) that runs the IB when it gets to it,
 * and a hardware fence that signals after it ran. The knobs of &struct
 * amdgpu_kunit_hw_gpu stall, delay or hang the queues. Also here:
 * amdgpu_kunit_gpu_cpu_addr(), which lets a fake CP write only to IB pool
 * memory a job in flight still owns.
 */

#include <kunit/test.h>
#include <linux/delay.h>
#include <linux/dma-fence.h>
#include <linux/slab.h>
#include <linux/workqueue.h>
#include <drm/drm_suballoc.h>
#include <drm/gpu_scheduler.h>

#include "amdgpu.h"
#include "amdgpu_job.h"
#include "amdgpu_kunit_hw_gpu.h"

static_assert(AMDGPU_KUNIT_MAX_RINGS >=
	      AMDGPU_MAX_COMPUTE_RINGS * AMDGPU_MAX_GC_INSTANCES);

/* One IB on a ring: the hardware fence the scheduler waits for. */
struct amdgpu_kunit_hw_job {
	struct dma_fence base;
	spinlock_t lock;	/* dma_fence lock */
	struct list_head node;	/* amdgpu_kunit_hw_gpu.pending */
	struct delayed_work work;
	struct amdgpu_kunit_hw_gpu *gpu;
	struct amdgpu_ring *ring;
	const u32 *dw;
	unsigned int ndw;
};

static const char *amdgpu_kunit_hw_job_name(struct dma_fence *f)
{
	return "amdgpu_kunit_gpu";
}

static const struct dma_fence_ops amdgpu_kunit_hw_job_ops = {
	.get_driver_name = amdgpu_kunit_hw_job_name,
	.get_timeline_name = amdgpu_kunit_hw_job_name,
};

static void amdgpu_kunit_hw_job_signal(struct amdgpu_kunit_hw_job *hw,
				       int error)
{
	struct amdgpu_kunit_hw_gpu *gpu = hw->gpu;
	unsigned long flags;

	spin_lock_irqsave(&gpu->lock, flags);
	if (list_empty(&hw->node)) {
		spin_unlock_irqrestore(&gpu->lock, flags);
		return;
	}
	list_del_init(&hw->node);
	spin_unlock_irqrestore(&gpu->lock, flags);

	if (error)
		dma_fence_set_error(&hw->base, error);
	atomic_inc(&gpu->done[hw->ring - gpu->base.adev->gfx.compute_ring]);
	dma_fence_signal(&hw->base);
	dma_fence_put(&hw->base);
}

/* The CP gets to the IB: it runs, writes what it writes, then signals. */
static void amdgpu_kunit_hw_job_work(struct work_struct *work)
{
	struct amdgpu_kunit_hw_job *hw =
		container_of(to_delayed_work(work), typeof(*hw), work);
	struct amdgpu_kunit_hw_gpu *gpu = hw->gpu;

	unsigned int late;
	int r;

	if (READ_ONCE(gpu->hang))
		return;
	if (READ_ONCE(gpu->hold))
		wait_for_completion(&gpu->released);
	r = gpu->base.run(gpu->base.data, hw->ring, hw->dw, hw->ndw);
	late = READ_ONCE(gpu->late_ms);
	if (late)
		msleep(late);
	amdgpu_kunit_hw_job_signal(hw, r);
}

/* amdgpu_kunit_gpu.submit: the IB reached its ring. */
static struct dma_fence *amdgpu_kunit_hw_submit(struct amdgpu_kunit_gpu *base,
						struct amdgpu_ring *ring,
						const u32 *dw, unsigned int ndw)
{
	struct amdgpu_kunit_hw_gpu *gpu =
		container_of(base, struct amdgpu_kunit_hw_gpu, base);
	unsigned int k = ring - ring->adev->gfx.compute_ring;
	struct amdgpu_kunit_hw_job *hw;
	unsigned int ahead;

	hw = kzalloc_obj(*hw);
	if (!hw)
		return ERR_PTR(-ENOMEM);
	spin_lock_init(&hw->lock);
	dma_fence_init(&hw->base, &amdgpu_kunit_hw_job_ops, &hw->lock,
		       gpu->context + k, atomic_inc_return(&gpu->jobs[k]));
	INIT_DELAYED_WORK(&hw->work, amdgpu_kunit_hw_job_work);
	hw->gpu = gpu;
	hw->ring = ring;
	/* The IB is not reused before the job's fences signal. */
	hw->dw = dw;
	hw->ndw = ndw;

	/* One reference for the scheduler, one until it is signalled. */
	dma_fence_get(&hw->base);
	spin_lock_irq(&gpu->lock);
	list_add_tail(&hw->node, &gpu->pending);
	spin_unlock_irq(&gpu->lock);
	ahead = READ_ONCE(gpu->ahead_ms) +
		READ_ONCE(gpu->xcc_ahead_ms[k / gpu->rings_per_xcc]);
	queue_delayed_work(gpu->wq[k], &hw->work, msecs_to_jiffies(ahead));
	return &hw->base;
}

/**
 * amdgpu_kunit_gpu_force_completion - signal every IB that has not run
 * @gpu: the fake GPU
 *
 * With -ECANCELED, as amdgpu_fence_driver_force_completion() does at a
 * reset or at teardown; the IBs never run.
 */
void amdgpu_kunit_gpu_force_completion(struct amdgpu_kunit_hw_gpu *gpu)
{
	struct amdgpu_kunit_hw_job *hw;

	for (;;) {
		spin_lock_irq(&gpu->lock);
		hw = list_first_entry_or_null(&gpu->pending,
					      struct amdgpu_kunit_hw_job, node);
		if (hw)
			dma_fence_get(&hw->base);
		spin_unlock_irq(&gpu->lock);
		if (!hw)
			return;
		cancel_delayed_work_sync(&hw->work);
		amdgpu_kunit_hw_job_signal(hw, -ECANCELED);
		dma_fence_put(&hw->base);
	}
}

/**
 * amdgpu_kunit_gpu_hold - stall the queues: IBs wait for
 *	amdgpu_kunit_gpu_release()
 * @gpu: the fake GPU
 */
void amdgpu_kunit_gpu_hold(struct amdgpu_kunit_hw_gpu *gpu)
{
	reinit_completion(&gpu->released);
	WRITE_ONCE(gpu->hold, true);
}

/**
 * amdgpu_kunit_gpu_release - let held IBs run
 * @gpu: the fake GPU
 */
void amdgpu_kunit_gpu_release(struct amdgpu_kunit_hw_gpu *gpu)
{
	WRITE_ONCE(gpu->hold, false);
	complete_all(&gpu->released);
}

/**
 * amdgpu_kunit_gpu_drain - wait until every IB queued so far ran
 * @gpu: the fake GPU, neither held nor hanging
 *
 * Jobs pushed to an entity reach their ring from the scheduler's work,
 * then run from the ring's.
 */
void amdgpu_kunit_gpu_drain(struct amdgpu_kunit_hw_gpu *gpu)
{
	unsigned int k;

	for (k = 0; k < gpu->base.num_rings; k++) {
		flush_workqueue(gpu->base.adev->gfx.compute_ring[k].sched.submit_wq);
		flush_workqueue(gpu->wq[k]);
	}
}

/**
 * amdgpu_kunit_gpu_cpu_addr - where the CPU sees what a job writes to the
 *	IB pool
 * @gpu: the fake GPU
 * @addr: GPU address
 * @size: bytes from @addr
 *
 * Memory a job may write: a suballocation of the pool that is allocated,
 * or freed with a fence that has not signalled (the suballocator does not
 * hand it out again before). A job writing elsewhere would corrupt memory
 * the driver gave to someone else.
 *
 * Returns: the CPU address, or NULL if [@addr, @addr + @size) is not such
 * memory.
 */
void *amdgpu_kunit_gpu_cpu_addr(struct amdgpu_kunit_gpu *gpu, u64 addr,
				size_t size)
{
	struct amdgpu_sa_manager *pool =
		&gpu->adev->ib_pools[AMDGPU_IB_POOL_DELAYED];
	struct drm_suballoc *sa;
	bool live = false;
	u64 off;

	if (addr < pool->gpu_addr || size > AMDGPU_KUNIT_IB_POOL_SIZE ||
	    addr - pool->gpu_addr > AMDGPU_KUNIT_IB_POOL_SIZE - size)
		return NULL;
	off = addr - pool->gpu_addr;
	spin_lock(&pool->base.wq.lock);
	list_for_each_entry(sa, &pool->base.olist, olist) {
		if (off >= sa->soffset && off + size <= sa->eoffset &&
		    (!sa->fence || !dma_fence_is_signaled(sa->fence))) {
			live = true;
			break;
		}
	}
	spin_unlock(&pool->base.wq.lock);
	return live ? pool->cpu_ptr + off : NULL;
}

static void amdgpu_kunit_hw_gpu_destroy_wqs(struct amdgpu_kunit_hw_gpu *gpu)
{
	unsigned int k;

	for (k = 0; k < AMDGPU_KUNIT_MAX_RINGS; k++) {
		if (gpu->wq[k])
			destroy_workqueue(gpu->wq[k]);
		gpu->wq[k] = NULL;
	}
}

/**
 * amdgpu_kunit_hw_gpu_init - amdgpu_kunit_gpu_init() with hardware-like
 *	queues
 * @gpu: zeroed, with @base.run (and @base.data) set; lives as long as the
 *	device
 * @adev: a fake device with a GC topology, never a real one
 * @rings_per_xcc: compute rings per XCC (at most %AMDGPU_MAX_COMPUTE_RINGS)
 *
 * Returns: 0 or a negative error code; on error nothing is left to undo.
 */
int amdgpu_kunit_hw_gpu_init(struct amdgpu_kunit_hw_gpu *gpu,
			     struct amdgpu_device *adev,
			     unsigned int rings_per_xcc)
{
	unsigned int num_xcc = max_t(u32, NUM_XCC(adev->gfx.xcc_mask), 1);
	unsigned int n = num_xcc * rings_per_xcc, k;
	int r;

	if (WARN_ON(!rings_per_xcc || n > AMDGPU_KUNIT_MAX_RINGS ||
		    num_xcc > AMDGPU_KUNIT_MAX_XCC))
		return -EINVAL;
	gpu->rings_per_xcc = rings_per_xcc;
	gpu->context = dma_fence_context_alloc(n);
	spin_lock_init(&gpu->lock);
	INIT_LIST_HEAD(&gpu->pending);
	init_completion(&gpu->released);
	/* A GPU runs whatever the CPUs are busy with. */
	for (k = 0; k < n; k++) {
		gpu->wq[k] = alloc_ordered_workqueue("amdgpu_kunit_cp%u",
						     WQ_HIGHPRI, k);
		if (!gpu->wq[k]) {
			amdgpu_kunit_hw_gpu_destroy_wqs(gpu);
			return -ENOMEM;
		}
	}
	gpu->base.submit = amdgpu_kunit_hw_submit;
	r = amdgpu_kunit_gpu_init(&gpu->base, adev, rings_per_xcc);
	if (r)
		amdgpu_kunit_hw_gpu_destroy_wqs(gpu);
	return r;
}

/**
 * amdgpu_kunit_hw_gpu_fini - tear down what amdgpu_kunit_hw_gpu_init() set up
 * @gpu: the fake GPU; nothing submits to its rings any more
 *
 * IBs that have not run are force-completed first, as the fence driver's
 * teardown does on a real device.
 */
void amdgpu_kunit_hw_gpu_fini(struct amdgpu_kunit_hw_gpu *gpu)
{
	unsigned int k;

	amdgpu_kunit_gpu_release(gpu);
	amdgpu_kunit_gpu_force_completion(gpu);
	for (k = 0; k < gpu->base.num_rings; k++)
		flush_workqueue(gpu->wq[k]);
	amdgpu_kunit_gpu_fini(&gpu->base);
	amdgpu_kunit_hw_gpu_destroy_wqs(gpu);
}

static void amdgpu_kunit_hw_gpu_action(void *gpu)
{
	amdgpu_kunit_hw_gpu_fini(gpu);
}

/**
 * amdgpu_kunit_add_hw_gpu - amdgpu_kunit_hw_gpu_init() for the length of a
 *	test
 * @test: the test
 * @adev: its fake device with a GC topology
 * @rings_per_xcc: compute rings per XCC
 * @run: runs an IB as the CP would (see &struct amdgpu_kunit_gpu)
 * @data: for @run
 *
 * Returns: the fake GPU; the test is aborted if it cannot be set up.
 */
struct amdgpu_kunit_hw_gpu *
amdgpu_kunit_add_hw_gpu(struct kunit *test, struct amdgpu_device *adev,
			unsigned int rings_per_xcc,
			int (*run)(void *data, struct amdgpu_ring *ring,
				   const u32 *dw, unsigned int ndw),
			void *data)
{
	struct amdgpu_kunit_hw_gpu *gpu = kunit_kzalloc(test, sizeof(*gpu),
							GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, gpu);
	gpu->base.run = run;
	gpu->base.data = data;
	KUNIT_ASSERT_EQ(test, amdgpu_kunit_hw_gpu_init(gpu, adev, rings_per_xcc),
			0);
	KUNIT_ASSERT_EQ(test, kunit_add_action_or_reset(test,
							amdgpu_kunit_hw_gpu_action,
							gpu), 0);
	return gpu;
}

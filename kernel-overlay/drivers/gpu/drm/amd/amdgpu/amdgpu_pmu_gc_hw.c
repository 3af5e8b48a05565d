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
 * The GC PMU's hardware backend: the queue its IBs run on, job submission,
 * the result buffer, and what a counting session holds of the device.
 */

#include <linux/pm_runtime.h>

#include <drm/drm_drv.h>

#include "amdgpu.h"
#include "amdgpu_amdkfd.h"
#include "amdgpu_pmu_gc.h"
#include "amdgpu_reset.h"

static bool amdgpu_gc_pmu_enabled = true;
module_param_named(gc_pmu, amdgpu_gc_pmu_enabled, bool, 0444);
MODULE_PARM_DESC(gc_pmu, "Register the GC perf PMU (amdgpu_gc_<N>) (default: true)");

/**
 * struct amdgpu_pmu_gc_hw - the hardware backend's state (backend_data)
 * @entity: scheduler entity per XCC, on amdgpu_pmu_gc_hw_ring()
 * @entity_ready: bitmask of initialised @entity
 * @ring_entity: scheduler entity per kernel compute ring, for
 *	amdgpu_pmu_gc_hw_queue_perfcount()
 * @ring_entity_ready: bitmap of initialised @ring_entity
 */
struct amdgpu_pmu_gc_hw {
	struct drm_sched_entity *entity;
	unsigned long entity_ready;
	struct drm_sched_entity *ring_entity;
	unsigned long *ring_entity_ready;
};

static struct amdgpu_pmu_gc_hw *amdgpu_pmu_gc_hw(struct amdgpu_pmu_gc *gc)
{
	return gc->backend_data;
}

/*
 * The queue of an XCC: its compute ring of the highest hardware priority.
 * amdgpu makes the first compute ring a high priority queue when there are
 * several (amdgpu_gfx_is_high_priority_compute_queue()), and only contexts
 * of AMDGPU_CTX_PRIORITY_HIGH or above, which need CAP_SYS_NICE or DRM
 * master, are scheduled on it: unprivileged work cannot queue ahead of a
 * sample there. An XCC without such a ring uses its first ring, which
 * normal priority work shares; a sample queued behind it is late, and the
 * PMU detects that (see the "wrap" bound in amdgpu_pmu_gc.c).
 */
static struct amdgpu_ring *amdgpu_pmu_gc_hw_ring(struct amdgpu_device *adev,
						 unsigned int xcc)
{
	unsigned int n = adev->gfx.num_compute_rings, i;
	struct amdgpu_ring *ring, *best = NULL;

	for (i = 0; i < n; i++) {
		ring = &adev->gfx.compute_ring[xcc * n + i];
		if (!amdgpu_ring_sched_ready(ring))
			continue;
		if (!best || ring->hw_prio > best->hw_prio)
			best = ring;
	}
	return best;
}

/**
 * amdgpu_pmu_gc_hw_usable - whether the device has a queue for every XCC
 * @adev: amdgpu device
 *
 * Without a kernel compute ring (amdgpu.num_kcq=0, or GC 12 with kernel
 * queues disabled) the PMU could never count: it is not registered.
 *
 * Returns: true if every XCC has a ready compute ring.
 */
static bool amdgpu_pmu_gc_hw_usable(struct amdgpu_device *adev)
{
	unsigned int xcc, num_xcc = max_t(u32, NUM_XCC(adev->gfx.xcc_mask), 1);

	for (xcc = 0; xcc < num_xcc; xcc++)
		if (!amdgpu_pmu_gc_hw_ring(adev, xcc))
			return false;
	return true;
}

static int amdgpu_pmu_gc_hw_entity(struct amdgpu_pmu_gc *gc,
				   struct drm_sched_entity *entity,
				   unsigned long *ready, unsigned int bit,
				   struct amdgpu_ring *ring)
{
	struct drm_gpu_scheduler *sched = &ring->sched;
	int r;

	if (test_bit(bit, ready))
		return 0;
	r = drm_sched_entity_init(entity, DRM_SCHED_PRIORITY_KERNEL, &sched, 1,
				  NULL);
	if (!r)
		set_bit(bit, ready);
	return r;
}

static struct dma_fence *
amdgpu_pmu_gc_hw_run(struct amdgpu_pmu_gc *gc, struct drm_sched_entity *entity,
		     struct amdgpu_ring *ring, const u32 *dw, unsigned int ndw)
{
	struct amdgpu_job *job;
	int r;

	/* Room for the ring's padding. */
	r = amdgpu_job_alloc_with_ib(gc->adev, entity,
				     AMDGPU_FENCE_OWNER_UNDEFINED,
				     (ndw + ring->funcs->align_mask + 1) * 4,
				     AMDGPU_IB_POOL_DELAYED,
				     AMDGPU_KERNEL_JOB_ID_GC_PMU, &job);
	if (r)
		return ERR_PTR(r);

	memcpy(job->ibs[0].ptr, dw, ndw * 4);
	job->ibs[0].length_dw = ndw;
	amdgpu_ring_pad_ib(ring, &job->ibs[0]);
	return amdgpu_job_submit(job);
}

/**
 * amdgpu_pmu_gc_hw_submit - queue one IB on an XCC
 * @gc: the PMU
 * @ib: the IB
 *
 * No lock is held that GPU recovery takes: the job runs whenever its queue
 * gets to it, and the PMU waits for its fence unlocked. The IB changes
 * GRBM_GFX_INDEX and ends in broadcast; like a user IB that programs
 * counters, it does not serialise with the driver's own grbm_idx_mutex
 * users, which select an instance only for short MMIO sequences.
 *
 * Returns: the job's fence, or an ERR_PTR().
 */
static struct dma_fence *amdgpu_pmu_gc_hw_submit(struct amdgpu_pmu_gc *gc,
						 const struct amdgpu_pmu_gc_ib *ib)
{
	struct amdgpu_ring *ring = amdgpu_pmu_gc_hw_ring(gc->adev, ib->xcc);
	struct amdgpu_pmu_gc_hw *hw = amdgpu_pmu_gc_hw(gc);
	int r;

	if (!ring)
		return ERR_PTR(-ENODEV);
	r = amdgpu_pmu_gc_hw_entity(gc, &hw->entity[ib->xcc],
				    &hw->entity_ready, ib->xcc, ring);
	if (r)
		return ERR_PTR(r);
	return amdgpu_pmu_gc_hw_run(gc, &hw->entity[ib->xcc], ring, ib->dw,
				    ib->ndw);
}

/*
 * COMPUTE_PERFCOUNT_ENABLE is state of each compute queue: the shader
 * windowed counters (SQ, TA, TD, TCP, ...) count the waves of a queue only
 * while it is set on that queue. The PMU's own IBs set it on its queue;
 * the other kernel compute rings get a small IB of their own, and KFD
 * updates the MQDs of its queues (amdgpu_amdkfd_gc_pmu_perfcount()).
 * Queues reinitialised by a reset or resume lose it: the PMU calls this
 * again whenever it programs the counters from scratch.
 */
static void amdgpu_pmu_gc_hw_queue_perfcount(struct amdgpu_pmu_gc *gc,
					     bool enable)
{
	struct amdgpu_pmu_gc_hw *hw = amdgpu_pmu_gc_hw(gc);
	struct amdgpu_device *adev = gc->adev;
	unsigned int n = adev->gfx.num_compute_rings, xcc, i;
	u32 dw[AMDGPU_PMC_PERFCOUNT_DW];
	struct amdgpu_ring *ring, *own;
	struct dma_fence *f;

	for (xcc = 0; xcc < gc->topo.num_xcc; xcc++) {
		struct amdgpu_pmc_buf buf = { .dw = dw, .max = ARRAY_SIZE(dw) };
		struct amdgpu_pmc_ctx ctx;

		amdgpu_pmu_gc_ctx(gc, xcc, &ctx);
		amdgpu_pmc_emit_perfcount(&buf, &ctx, enable);
		own = amdgpu_pmu_gc_hw_ring(adev, xcc);
		for (i = 0; i < n; i++) {
			unsigned int k = xcc * n + i;

			ring = &adev->gfx.compute_ring[k];
			if (ring == own || !amdgpu_ring_sched_ready(ring) ||
			    amdgpu_pmu_gc_hw_entity(gc, &hw->ring_entity[k],
						    hw->ring_entity_ready, k,
						    ring))
				continue;
			/* Not waited for: ordered before later work there. */
			f = amdgpu_pmu_gc_hw_run(gc, &hw->ring_entity[k], ring,
						 dw, buf.ndw);
			if (!IS_ERR(f))
				dma_fence_put(f);
		}
	}
	amdgpu_amdkfd_gc_pmu_perfcount(adev, enable);
}

/**
 * amdgpu_pmu_gc_hw_alloc_buffers - allocate the result buffer
 * @gc: the PMU
 * @size: bytes
 *
 * Returns: 0 or a negative error code.
 */
static int amdgpu_pmu_gc_hw_alloc_buffers(struct amdgpu_pmu_gc *gc, size_t size)
{
	struct amdgpu_pmu_gc_buffer *buf = &gc->result;
	int r;

	r = amdgpu_bo_create_kernel(gc->adev, size, PAGE_SIZE,
				    AMDGPU_GEM_DOMAIN_GTT, &buf->bo, &buf->gpu,
				    &buf->cpu);
	if (r)
		return r;
	buf->size = size;
	return 0;
}

/**
 * amdgpu_pmu_gc_hw_free_buffers - free the result buffer
 * @gc: the PMU
 *
 * Called only once every job that writes it has signalled its fence.
 */
static void amdgpu_pmu_gc_hw_free_buffers(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_pmu_gc_buffer *buf = &gc->result;

	amdgpu_bo_free_kernel(&buf->bo, &buf->gpu, &buf->cpu);
	buf->size = 0;
}

/**
 * amdgpu_pmu_gc_hw_get - hold the device for a counting session
 * @gc: the PMU
 *
 * Takes a drm device and a runtime PM reference, disables GFXOFF (GC
 * register state is not assumed to survive it) and holds the perfmon clock
 * gating override. Refused while the device is being reset, whose domain
 * lock it takes for reading. May sleep.
 *
 * Returns: 0, -ENODEV if the device is gone, -EBUSY during a reset, or a
 * runtime PM error.
 */
static int amdgpu_pmu_gc_hw_get(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_device *adev = gc->adev;
	struct drm_device *ddev = adev_to_drm(adev);
	int idx, r;

	if (!drm_dev_enter(ddev, &idx))
		return -ENODEV;
	if (!down_read_trylock(&adev->reset_domain->sem)) {
		drm_dev_exit(idx);
		return -EBUSY;
	}

	drm_dev_get(ddev);
	/* -EACCES: runtime PM disabled; the usage count is held either way. */
	r = pm_runtime_get_sync(ddev->dev);
	if (r < 0 && r != -EACCES) {
		pm_runtime_put_autosuspend(ddev->dev);
		drm_dev_put(ddev);
		goto out;
	}
	r = 0;
	amdgpu_gfx_off_ctrl(adev, false);
	amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PMU, true);
out:
	up_read(&adev->reset_domain->sem);
	drm_dev_exit(idx);
	return r;
}

/**
 * amdgpu_pmu_gc_hw_put - release what amdgpu_pmu_gc_hw_get() took
 * @gc: the PMU
 *
 * Waits for a reset in progress to finish.
 */
static void amdgpu_pmu_gc_hw_put(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_device *adev = gc->adev;
	struct drm_device *ddev = adev_to_drm(adev);
	int idx;

	if (drm_dev_enter(ddev, &idx)) {
		down_read(&adev->reset_domain->sem);
		amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PMU,
					    false);
		amdgpu_gfx_off_ctrl(adev, true);
		up_read(&adev->reset_domain->sem);
		drm_dev_exit(idx);
	}
	pm_runtime_put_autosuspend(ddev->dev);
	drm_dev_put(ddev);
}

static void amdgpu_pmu_gc_hw_free(struct amdgpu_pmu_gc_hw *hw)
{
	kfree(hw->entity);
	kfree(hw->ring_entity);
	bitmap_free(hw->ring_entity_ready);
	kfree(hw);
}

/* The PMU is gone and every job it queued has finished. */
static void amdgpu_pmu_gc_hw_fini(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_pmu_gc_hw *hw = amdgpu_pmu_gc_hw(gc);
	unsigned int i, n = gc->topo.num_xcc * gc->adev->gfx.num_compute_rings;

	for (i = 0; i < gc->topo.num_xcc; i++)
		if (test_bit(i, &hw->entity_ready))
			drm_sched_entity_destroy(&hw->entity[i]);
	for (i = 0; i < n; i++)
		if (test_bit(i, hw->ring_entity_ready))
			drm_sched_entity_destroy(&hw->ring_entity[i]);
	amdgpu_pmu_gc_hw_free(hw);
}

static const struct amdgpu_pmu_gc_backend amdgpu_pmu_gc_hw_backend = {
	.submit = amdgpu_pmu_gc_hw_submit,
	.alloc_buffers = amdgpu_pmu_gc_hw_alloc_buffers,
	.free_buffers = amdgpu_pmu_gc_hw_free_buffers,
	.hw_get = amdgpu_pmu_gc_hw_get,
	.hw_put = amdgpu_pmu_gc_hw_put,
	.queue_perfcount = amdgpu_pmu_gc_hw_queue_perfcount,
	.fini = amdgpu_pmu_gc_hw_fini,
};

/**
 * amdgpu_pmu_gc_init - register the GC perf PMU of a device
 * @adev: amdgpu device
 *
 * Does nothing for a GC IP version without counter tables, on an SR-IOV
 * VF, without a kernel compute ring or with amdgpu.gc_pmu=0.
 *
 * Returns: 0 or a negative error code.
 */
int amdgpu_pmu_gc_init(struct amdgpu_device *adev)
{
	unsigned int num_xcc = max_t(u32, NUM_XCC(adev->gfx.xcc_mask), 1);
	unsigned int n = num_xcc * adev->gfx.num_compute_rings;
	struct amdgpu_pmu_gc_hw *hw;
	int r;

	if (!amdgpu_gc_pmu_enabled || !amdgpu_pmu_gc_hw_usable(adev))
		return 0;

	hw = kzalloc_obj(*hw);
	if (!hw)
		return -ENOMEM;
	hw->entity = kcalloc(num_xcc, sizeof(*hw->entity), GFP_KERNEL);
	hw->ring_entity = kcalloc(n, sizeof(*hw->ring_entity), GFP_KERNEL);
	hw->ring_entity_ready = bitmap_zalloc(n, GFP_KERNEL);
	if (!hw->entity || !hw->ring_entity || !hw->ring_entity_ready) {
		amdgpu_pmu_gc_hw_free(hw);
		return -ENOMEM;
	}

	r = amdgpu_pmu_gc_init_backend(adev, &amdgpu_pmu_gc_hw_backend, hw);
	if (r || !adev->pmu_gc)
		amdgpu_pmu_gc_hw_free(hw);
	return r;
}

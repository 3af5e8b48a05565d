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
 * The GC PMU's hardware access: the queue its IBs run on, job submission,
 * where the samples go, and what a counting session holds of the device.
 */

#include <kunit/static_stub.h>
#include <kunit/visibility.h>
#include <linux/pm_runtime.h>

#include <drm/drm_drv.h>

#include "amdgpu.h"
#include "amdgpu_amdkfd.h"
#include "amdgpu_pmu_gc.h"
#include "amdgpu_reset.h"

static int amdgpu_gc_pmu = -1;
module_param_named(gc_pmu, amdgpu_gc_pmu, int, 0444);
MODULE_PARM_DESC(gc_pmu, "Register the GC perf PMU amdgpu_gc_<N> (-1 = on GC IP versions verified on hardware (default), 0 = never, 1 = on every GC IP version with counter tables)");

/**
 * amdgpu_pmu_gc_hw_mode - the amdgpu.gc_pmu setting
 *
 * A function, not the variable, so that KUnit tests can choose the setting
 * for their fake devices with kunit_activate_static_stub().
 *
 * Returns: -1, 0 or 1, as amdgpu.gc_pmu.
 */
int amdgpu_pmu_gc_hw_mode(void)
{
	KUNIT_STATIC_STUB_REDIRECT(amdgpu_pmu_gc_hw_mode);
	return amdgpu_gc_pmu;
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_hw_mode);

/**
 * amdgpu_pmu_gc_hw_allowed - whether amdgpu.gc_pmu lets the PMU register
 * @adev: amdgpu device
 * @arch: its counter tables
 *
 * A wrong register, instance or select in the PMU's PM4 can hang the CP,
 * and the job timeout then resets a ring that user work shares. So by
 * default the PMU registers only on GC IP versions whose tables have been
 * verified on hardware (@arch->hw_verified, set by the patch that records
 * the run); amdgpu.gc_pmu=1 registers it on the others, for bring-up.
 *
 * Returns: true if the PMU may register.
 */
bool amdgpu_pmu_gc_hw_allowed(struct amdgpu_device *adev,
			      const struct amdgpu_pmc_arch *arch)
{
	int mode = amdgpu_pmu_gc_hw_mode();

	if (mode < 0 && !arch->hw_verified) {
		dev_info_once(adev->dev,
			      "GC PMU: %s not yet verified on hardware, amdgpu.gc_pmu=1 registers it\n",
			      arch->name);
		return false;
	}
	return mode != 0;
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_hw_allowed);

/*
 * The queue of an XCC: its compute ring of the highest hardware priority.
 * amdgpu makes the first compute ring a high priority queue when there are
 * several (amdgpu_gfx_is_high_priority_compute_queue()), and only contexts
 * of AMDGPU_CTX_PRIORITY_HIGH or above, which need CAP_SYS_NICE or DRM
 * master, are scheduled on it: unprivileged work cannot queue ahead of a
 * sample there. An XCC without such a ring uses its first ring, which
 * normal priority work shares; a sample queued behind it is late, and the
 * PMU detects that (amdgpu_pmu_gc_late()).
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
 * amdgpu_pmu_gc_ctx - what the PM4 builder needs to know about an XCC
 * @gc: the PMU
 * @xcc: logical XCC
 * @ctx: filled in
 */
void amdgpu_pmu_gc_ctx(struct amdgpu_pmu_gc *gc, unsigned int xcc,
		       struct amdgpu_pmc_ctx *ctx)
{
	struct amdgpu_device *adev = gc->adev;

	ctx->arch = gc->arch;
	ctx->topo = &gc->topo;
	ctx->seg = adev->reg_offset[GC_HWIP][GET_INST(GC, xcc)];
	ctx->xcc_local = gc->topo.num_xcc > 1;
}

/**
 * amdgpu_pmu_gc_hw_usable - whether the PMU can count on a device
 * @adev: amdgpu device
 *
 * Without a kernel compute ring (amdgpu.num_kcq=0, or GC 12 with kernel
 * queues disabled) the PMU could never count: it is not registered.
 *
 * Returns: true if every XCC has a ready compute ring.
 */
bool amdgpu_pmu_gc_hw_usable(struct amdgpu_device *adev)
{
	unsigned int xcc, num_xcc = max_t(u32, NUM_XCC(adev->gfx.xcc_mask), 1);

	for (xcc = 0; xcc < num_xcc; xcc++)
		if (!amdgpu_pmu_gc_hw_ring(adev, xcc))
			return false;
	return true;
}

static int amdgpu_pmu_gc_hw_entity(struct drm_sched_entity *entity,
				   struct amdgpu_ring *ring)
{
	struct drm_gpu_scheduler *sched = &ring->sched;

	return drm_sched_entity_init(entity, DRM_SCHED_PRIORITY_KERNEL, &sched,
				     1, NULL);
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
	/*
	 * The fence writes L2 back without invalidating any cache (GFX9;
	 * GFX12's fence never invalidates): a sample must not change what
	 * the cache counters it reads report.
	 */
	job->ibs[0].flags = AMDGPU_IB_FLAG_TC_WB_NOT_INVALIDATE;
	amdgpu_ring_pad_ib(ring, &job->ibs[0]);
	return amdgpu_job_submit(job);
}

/**
 * amdgpu_pmu_gc_hw_submit - queue one IB on an XCC
 * @gc: the PMU
 * @xcc: logical XCC
 * @dw: the IB
 * @ndw: its length in dwords
 *
 * No lock is held that GPU recovery takes: the job runs whenever its queue
 * gets to it, and the PMU waits for its fence unlocked. The IB changes
 * GRBM_GFX_INDEX and ends in broadcast. The driver's MMIO users of that
 * register select an instance under adev->grbm_idx_mutex, which orders
 * CPU sequences among themselves only; user IBs that program counters
 * write the register from the CP without it too (si_pc_emit_instance() in
 * Mesa's si_perfcounter.c, radv_emit_instance() in radv_perfcounter.c).
 * Holding it until the fence signals would stall GPU recovery, whose
 * re-init takes it, behind a hung pass. The GFX9 RAS error counts, which
 * read and clear state per instance, hold passes off instead
 * (amdgpu_pmu_gc_hold_passes()); single register reads
 * (amdgpu_read_indexed_register()) do not.
 *
 * Returns: the job's fence, or an ERR_PTR().
 */
struct dma_fence *amdgpu_pmu_gc_hw_submit(struct amdgpu_pmu_gc *gc,
					  unsigned int xcc, const u32 *dw,
					  unsigned int ndw)
{
	struct amdgpu_ring *ring = amdgpu_pmu_gc_hw_ring(gc->adev, xcc);
	struct amdgpu_pmu_gc_xcc *x = &gc->xcc[xcc];
	int r;

	/*
	 * Every compute ring of the XCC failed its test after a reset: the
	 * pass fails and is retried like one whose job failed, until a later
	 * reset brings a ring back (-ENODEV would stop the PMU).
	 */
	if (!ring)
		return ERR_PTR(-EIO);
	if (!x->entity_ready) {
		r = amdgpu_pmu_gc_hw_entity(&x->entity, ring);
		if (r)
			return ERR_PTR(r);
		x->entity_ready = true;
	} else if (x->sched != &ring->sched) {
		/*
		 * The ring chosen before failed its test after a reset: move
		 * the entity, whose last job has finished (amdgpu_pmu_gc_run()).
		 */
		x->sched = &ring->sched;
		drm_sched_entity_modify_sched(&x->entity, &x->sched, 1);
	}
	x->sched = &ring->sched;
	return amdgpu_pmu_gc_hw_run(gc, &x->entity, ring, dw, ndw);
}

/**
 * amdgpu_pmu_gc_hw_result_get - memory for the samples of a pass on an XCC
 * @gc: the PMU
 * @xcc: logical XCC
 * @size: bytes
 *
 * A suballocation of the kernel IB pool (GTT, mapped for the CPU), like the
 * IB itself. amdgpu_pmu_gc_hw_result_put() frees it with the XCC's last
 * fence: the suballocator does not reuse it before that fence signals, so
 * nothing waits for a job that is late or never finishes.
 *
 * Returns: 0 or a negative error code.
 */
int amdgpu_pmu_gc_hw_result_get(struct amdgpu_pmu_gc *gc, unsigned int xcc,
				size_t size)
{
	return amdgpu_sa_bo_new(&gc->adev->ib_pools[AMDGPU_IB_POOL_DELAYED],
				&gc->xcc[xcc].result, size);
}

/**
 * amdgpu_pmu_gc_hw_result_put - free the samples' memory of an XCC
 * @gc: the PMU
 * @xcc: logical XCC
 */
void amdgpu_pmu_gc_hw_result_put(struct amdgpu_pmu_gc *gc, unsigned int xcc)
{
	amdgpu_sa_bo_free(&gc->xcc[xcc].result, gc->xcc[xcc].fence);
}

/**
 * amdgpu_pmu_gc_hw_queue_perfcount - let every queue count its waves
 * @gc: the PMU
 * @enable: count or not
 *
 * COMPUTE_PERFCOUNT_ENABLE is state of each compute queue: the shader
 * windowed counters (SQ, TA, TD, TCP, ...) count the waves of a queue only
 * while it is set on that queue. The PMU's own IBs set it on its queue;
 * the other kernel compute rings get a small IB of their own (KFD's queues:
 * amdgpu_amdkfd_gc_pmu_perfcount()). The PMU calls this when a session
 * starts, parks, wakes or ends and after the queues were set up again
 * (reset, resume); a failed pass does not change it.
 */
void amdgpu_pmu_gc_hw_queue_perfcount(struct amdgpu_pmu_gc *gc, bool enable)
{
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
			if (ring == own || !amdgpu_ring_sched_ready(ring))
				continue;
			if (!test_bit(k, gc->ring_entity_ready)) {
				if (amdgpu_pmu_gc_hw_entity(&gc->ring_entity[k],
							    ring))
					continue;
				set_bit(k, gc->ring_entity_ready);
			}
			/* Not waited for: ordered before later work there. */
			f = amdgpu_pmu_gc_hw_run(gc, &gc->ring_entity[k], ring,
						 dw, buf.ndw);
			if (!IS_ERR(f))
				dma_fence_put(f);
		}
	}
}

/**
 * amdgpu_pmu_gc_hw_request_resume - resume a runtime suspended device for
 *	an event enabled on a parked session
 * @gc: the PMU
 *
 * From the kick (interrupt context). The resume is asynchronous; the
 * reference taken with it keeps the device up until the session wakes
 * (amdgpu_pmu_gc_hw_wake()) or ends (amdgpu_pmu_gc_hw_put()), so that it
 * does not suspend again before the worker got to it.
 */
void amdgpu_pmu_gc_hw_request_resume(struct amdgpu_pmu_gc *gc)
{
	unsigned long irqflags;
	bool get;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	get = !gc->resume_held && READ_ONCE(gc->parked);
	gc->resume_held |= get;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	if (get)
		pm_runtime_get(adev_to_drm(gc->adev)->dev);
}

static void amdgpu_pmu_gc_hw_drop_resume(struct amdgpu_pmu_gc *gc)
{
	unsigned long irqflags;
	bool put;

	raw_spin_lock_irqsave(&gc->lock, irqflags);
	put = gc->resume_held;
	gc->resume_held = false;
	raw_spin_unlock_irqrestore(&gc->lock, irqflags);
	if (put)
		pm_runtime_put_autosuspend(adev_to_drm(gc->adev)->dev);
}

/*
 * The driver's perfmon clock gating override, where the start sequence
 * does not keep the perfmon clocks on by itself: GFX9 and GFX10.3 write
 * RLC_PERFMON_CLK_CNTL there, and GFX10's hook,
 * gfx_v10_0_update_perfmon_mgcg(), would write 0 to it for a hold, the
 * value AMD's PAL writes to let the clocks gate.
 */
static void amdgpu_pmu_gc_hw_perfmon_clk(struct amdgpu_pmu_gc *gc, bool hold)
{
	if (!gc->arch->family->rlc_perfmon_clk_cntl.valid)
		amdgpu_gfx_perfmon_clk_ctrl(gc->adev, AMDGPU_GFX_PERFMON_CLK_PMU,
					    hold);
}

/**
 * amdgpu_pmu_gc_hw_wake - what counting needs of the device
 * @gc: the PMU
 *
 * Holds a runtime PM reference, disables GFXOFF (GC register state is not
 * assumed to survive it) and holds the perfmon clock gating override. Never
 * waits for a runtime resume: its callers hold gc->mutex, and runtime
 * suspend waits for the worker (amdgpu_pmu_gc_suspend()). A suspended
 * device is asked to resume, and amdgpu_pmu_gc_resume() runs the worker
 * again. Refused while the device is being reset, whose domain lock it
 * takes for reading.
 *
 * Returns: 0, -EAGAIN if the device is not runtime active, -ENODEV if it is
 * gone or -EBUSY during a reset.
 */
int amdgpu_pmu_gc_hw_wake(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_device *adev = gc->adev;
	struct device *dev = adev_to_drm(adev)->dev;
	int idx, r;

	r = pm_runtime_get_if_active(dev);
	if (r == -EINVAL) {
		/* Runtime PM is disabled: the device stays up. */
		pm_runtime_get_noresume(dev);
	} else if (r <= 0) {
		pm_request_resume(dev);
		return -EAGAIN;
	}
	if (!drm_dev_enter(adev_to_drm(adev), &idx)) {
		r = -ENODEV;
		goto err;
	}
	if (!down_read_trylock(&adev->reset_domain->sem)) {
		drm_dev_exit(idx);
		r = -EBUSY;
		goto err;
	}
	amdgpu_gfx_off_ctrl(adev, false);
	amdgpu_pmu_gc_hw_perfmon_clk(gc, true);
	up_read(&adev->reset_domain->sem);
	drm_dev_exit(idx);
	amdgpu_pmu_gc_hw_drop_resume(gc);
	return 0;

err:
	pm_runtime_put_autosuspend(dev);
	return r;
}

/**
 * amdgpu_pmu_gc_hw_sleep - give back what amdgpu_pmu_gc_hw_wake() took
 * @gc: the PMU
 * @wait: wait for a reset in progress to finish; otherwise refuse
 *
 * Returns: 0, or -EBUSY during a reset if not @wait.
 */
int amdgpu_pmu_gc_hw_sleep(struct amdgpu_pmu_gc *gc, bool wait)
{
	struct amdgpu_device *adev = gc->adev;
	struct device *dev = adev_to_drm(adev)->dev;
	int idx;

	if (drm_dev_enter(adev_to_drm(adev), &idx)) {
		if (wait) {
			down_read(&adev->reset_domain->sem);
		} else if (!down_read_trylock(&adev->reset_domain->sem)) {
			drm_dev_exit(idx);
			return -EBUSY;
		}
		amdgpu_pmu_gc_hw_perfmon_clk(gc, false);
		amdgpu_gfx_off_ctrl(adev, true);
		up_read(&adev->reset_domain->sem);
		drm_dev_exit(idx);
	}
	/* Asynchronous: the caller may hold gc->mutex. */
	pm_runtime_put_autosuspend(dev);
	return 0;
}

/**
 * amdgpu_pmu_gc_hw_get - hold the device for a counting session
 * @gc: the PMU
 *
 * Takes a drm device reference and what counting needs of the device
 * (amdgpu_pmu_gc_hw_wake()). The caller holds a runtime PM reference of its
 * own (event_init's, taken before gc->mutex), so the device is active.
 *
 * Returns: 0 or the error of amdgpu_pmu_gc_hw_wake().
 */
int amdgpu_pmu_gc_hw_get(struct amdgpu_pmu_gc *gc)
{
	int r = amdgpu_pmu_gc_hw_wake(gc);

	if (!r)
		drm_dev_get(adev_to_drm(gc->adev));
	return r;
}

/**
 * amdgpu_pmu_gc_hw_put - release what amdgpu_pmu_gc_hw_get() took
 * @gc: the PMU
 *
 * What counting needs of the device only if the session has not parked
 * (amdgpu_pmu_gc_park()); waits for a reset in progress to finish.
 */
void amdgpu_pmu_gc_hw_put(struct amdgpu_pmu_gc *gc)
{
	if (!gc->parked)
		amdgpu_pmu_gc_hw_sleep(gc, true);
	WRITE_ONCE(gc->parked, false);
	irq_work_sync(&gc->kick);
	amdgpu_pmu_gc_hw_drop_resume(gc);
	drm_dev_put(adev_to_drm(gc->adev));
}

/**
 * amdgpu_pmu_gc_hw_init - set up the PMU's queues
 * @gc: the PMU, with @gc->topo set
 *
 * Returns: 0 or -ENOMEM.
 */
int amdgpu_pmu_gc_hw_init(struct amdgpu_pmu_gc *gc)
{
	unsigned int n = gc->topo.num_xcc * gc->adev->gfx.num_compute_rings;

	gc->xcc = kcalloc(gc->topo.num_xcc, sizeof(*gc->xcc), GFP_KERNEL);
	gc->ring_entity = kcalloc(n, sizeof(*gc->ring_entity), GFP_KERNEL);
	gc->ring_entity_ready = bitmap_zalloc(n, GFP_KERNEL);
	if (!gc->xcc || !gc->ring_entity || !gc->ring_entity_ready)
		return -ENOMEM;
	return 0;
}

/**
 * amdgpu_pmu_gc_hw_fini - tear down the PMU's queues
 * @gc: the PMU; no pass runs any more
 *
 * Waits for nothing. A job still queued is cancelled with its entity; one
 * the ring runs finishes, or has its fence force-completed by the fence
 * driver's teardown, and its result memory is freed with that fence.
 */
void amdgpu_pmu_gc_hw_fini(struct amdgpu_pmu_gc *gc)
{
	unsigned int i, n = gc->topo.num_xcc * gc->adev->gfx.num_compute_rings;

	for (i = 0; gc->xcc && i < gc->topo.num_xcc; i++) {
		amdgpu_pmu_gc_hw_result_put(gc, i);
		dma_fence_put(gc->xcc[i].fence);
		gc->xcc[i].fence = NULL;
		if (gc->xcc[i].entity_ready)
			drm_sched_entity_fini(&gc->xcc[i].entity);
	}
	for (i = 0; gc->ring_entity_ready && i < n; i++)
		if (test_bit(i, gc->ring_entity_ready))
			drm_sched_entity_fini(&gc->ring_entity[i]);
	kfree(gc->xcc);
	kfree(gc->ring_entity);
	bitmap_free(gc->ring_entity_ready);
	gc->xcc = NULL;
	gc->ring_entity = NULL;
	gc->ring_entity_ready = NULL;
}

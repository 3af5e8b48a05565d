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
 * A backend of the GC perf PMU that runs its IBs on the GC emulator, for the
 * KUnit suites and for the emulated end-to-end test module, which registers
 * a PMU on a fake device in a booted kernel: the backend works from any
 * context the PMU calls it from (its worker, perf_event_open() of a user
 * process), not only from a KUnit test's thread.
 */

#include <linux/device.h>
#include <linux/dma-fence.h>
#include <linux/err.h>
#include <linux/lockdep.h>
#include <linux/slab.h>

#include "amdgpu.h"
#include "amdgpu_gc_emu.h"
#include "amdgpu_pmu_gc.h"
#include "amdgpu_pmu_gc_emu.h"

/* Where the fake result buffer lives in the emulated GPU's address space */
#define AMDGPU_KUNIT_PMU_GC_EMU_GPU_ADDR	0x7ff000000000ull

static struct amdgpu_kunit_pmu_gc_emu *emu_state(struct amdgpu_pmu_gc *gc)
{
	return gc->backend_data;
}

/* One IB on its way through the emulated GPU */
struct emu_job {
	struct dma_fence fence;
	spinlock_t lock;
	struct delayed_work work;
	struct amdgpu_kunit_pmu_gc_emu *st;
	unsigned int xcc;
	u32 *dw;
	unsigned int ndw;
	u64 result_gpu;
	void *result_cpu;
	size_t result_size;
};

static const char *emu_job_name(struct dma_fence *f)
{
	return "amdgpu_gc_emu";
}

static void emu_job_release(struct dma_fence *f)
{
	struct emu_job *job = container_of(f, struct emu_job, fence);

	kfree(job->dw);
	dma_fence_free(f);
}

static const struct dma_fence_ops emu_job_ops = {
	.get_driver_name = emu_job_name,
	.get_timeline_name = emu_job_name,
	.release = emu_job_release,
};

/* The GPU gets to the IB: it runs, writes its results, signals. */
static void emu_job_run(struct work_struct *work)
{
	struct emu_job *job = container_of(to_delayed_work(work),
					   struct emu_job, work);
	struct amdgpu_kunit_pmu_gc_emu *st = job->st;
	int r;

	if (READ_ONCE(st->hold))
		wait_for_completion(&st->released);
	r = amdgpu_gc_emu_exec(st->emu, job->xcc, job->dw, job->ndw,
			       job->result_gpu, job->result_cpu,
			       job->result_size);
	if (r)
		dma_fence_set_error(&job->fence, r);
	/* Done before the signal: a waiter may free the buffer at once. */
	atomic_inc(&st->jobs_done);
	dma_fence_signal(&job->fence);
	dma_fence_put(&job->fence);
}

static struct dma_fence *emu_backend_submit(struct amdgpu_pmu_gc *gc,
					    const struct amdgpu_pmu_gc_ib *ib)
{
	struct amdgpu_kunit_pmu_gc_emu *st = emu_state(gc);
	struct emu_job *job;

	if (mutex_is_locked(&gc->adev->grbm_idx_mutex))
		atomic_inc(&st->locked_submits);
	atomic_inc(&st->submits);

	job = kzalloc(sizeof(*job), GFP_KERNEL);
	if (!job)
		return ERR_PTR(-ENOMEM);
	job->dw = kmemdup(ib->dw, ib->ndw * sizeof(u32), GFP_KERNEL);
	if (!job->dw) {
		kfree(job);
		return ERR_PTR(-ENOMEM);
	}
	spin_lock_init(&job->lock);
	dma_fence_init(&job->fence, &emu_job_ops, &job->lock,
		       dma_fence_context_alloc(1), 1);
	INIT_DELAYED_WORK(&job->work, emu_job_run);
	job->st = st;
	job->xcc = ib->xcc;
	job->ndw = ib->ndw;
	job->result_gpu = ib->result_gpu;
	job->result_cpu = ib->result_cpu;
	job->result_size = ib->result_size;

	/* One reference for the PMU, one for the queue. */
	dma_fence_get(&job->fence);
	queue_delayed_work(st->jobs, &job->work,
			   msecs_to_jiffies(READ_ONCE(st->queue_ahead_ms)));
	return &job->fence;
}

static int emu_backend_alloc_buffers(struct amdgpu_pmu_gc *gc, size_t size)
{
	struct amdgpu_kunit_pmu_gc_emu *st = emu_state(gc);

	if (st->alloc_error)
		return st->alloc_error;

	gc->result.cpu = kzalloc(size, GFP_KERNEL);
	if (!gc->result.cpu)
		return -ENOMEM;
	gc->result.bo = NULL;
	gc->result.gpu = AMDGPU_KUNIT_PMU_GC_EMU_GPU_ADDR;
	gc->result.size = size;
	atomic_inc(&st->alloc);
	return 0;
}

static void emu_backend_free_buffers(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_kunit_pmu_gc_emu *st = emu_state(gc);

	atomic_set(&st->jobs_done_at_free, atomic_read(&st->jobs_done));

	kfree(gc->result.cpu);
	gc->result.cpu = NULL;
	gc->result.gpu = 0;
	gc->result.size = 0;
	atomic_inc(&st->free);
}

/*
 * What the hardware backend holds of the device that the emulator can see:
 * the perfmon clock gating override, through the driver's refcounted helper
 * (the fake device's gfx.funcs end in the emulator, see
 * amdgpu_kunit_pmu_gc_init_emulated()).
 */
static int emu_backend_hw_get(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_kunit_pmu_gc_emu *st = emu_state(gc);

	might_sleep();
	if (st->hw_get_error)
		return st->hw_get_error;
	amdgpu_gfx_perfmon_clk_ctrl(gc->adev, AMDGPU_GFX_PERFMON_CLK_PMU, true);
	atomic_inc(&st->hw_get);
	return 0;
}

static void emu_backend_hw_put(struct amdgpu_pmu_gc *gc)
{
	might_sleep();
	amdgpu_gfx_perfmon_clk_ctrl(gc->adev, AMDGPU_GFX_PERFMON_CLK_PMU, false);
	atomic_inc(&emu_state(gc)->hw_put);
}

/* The other queues of every XCC, as the hardware backend sets them. */
static void emu_backend_queue_perfcount(struct amdgpu_pmu_gc *gc, bool enable)
{
	struct amdgpu_kunit_pmu_gc_emu *st = emu_state(gc);
	unsigned int x, q;

	for (x = 0; x < gc->topo.num_xcc; x++)
		for (q = 1; q < AMDGPU_GC_EMU_MAX_QUEUES; q++)
			amdgpu_gc_emu_set_queue_perfcount(st->emu, x, q, enable);
}

static void emu_backend_fini(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_kunit_pmu_gc_emu *st = emu_state(gc);

	/* Every job has signalled (the PMU waited), so the queue is empty. */
	drain_workqueue(st->jobs);
}

static const struct amdgpu_pmu_gc_backend amdgpu_kunit_pmu_gc_emu_backend = {
	.submit = emu_backend_submit,
	.alloc_buffers = emu_backend_alloc_buffers,
	.free_buffers = emu_backend_free_buffers,
	.hw_get = emu_backend_hw_get,
	.hw_put = emu_backend_hw_put,
	.queue_perfcount = emu_backend_queue_perfcount,
	.fini = emu_backend_fini,
};

/*
 * GFX12's perfmon clock helper, as gfx_v12_0_update_perf_clk() is for the
 * hardware: enable lets the clocks gate, !enable sets the override.
 */
static void emu_update_perfmon_mgcg(struct amdgpu_device *adev, bool enable)
{
	if (adev->pmu_gc)
		amdgpu_gc_emu_set_perf_clk_override(emu_state(adev->pmu_gc)->emu,
						    !enable);
}

static const struct amdgpu_gfx_funcs emu_gfx12_funcs = {
	.update_perfmon_mgcg = emu_update_perfmon_mgcg,
};

/* No RLC to put in safe mode. */
static bool emu_rlc_enabled(struct amdgpu_device *adev)
{
	return false;
}

static const struct amdgpu_rlc_funcs emu_rlc_funcs = {
	.is_rlc_enabled = emu_rlc_enabled,
};

static void emu_jobs_destroy(void *jobs)
{
	destroy_workqueue(jobs);
}

/**
 * amdgpu_kunit_pmu_gc_init_emulated - register a GC PMU that runs on an
 *	emulated GC
 * @adev: a fake device with a GC topology (amdgpu_kunit_alloc_gc_adev() or
 *	amdgpu_kunit_setup_gc_topology()), never a real one
 * @emu: the emulator, of the same topology
 *
 * The backend state is device managed (freed with @adev->dev), so a test can
 * still check it after amdgpu_pmu_gc_fini(). The PMU keeps its default
 * sampling period; KUnit tests set gc->period_ms = 0 and tick with
 * amdgpu_pmu_gc_sample_now(). Tear down with amdgpu_pmu_gc_fini(@adev)
 * before @emu goes away.
 *
 * Returns: the PMU, or an ERR_PTR().
 */
struct amdgpu_pmu_gc *
amdgpu_kunit_pmu_gc_init_emulated(struct amdgpu_device *adev,
				  struct amdgpu_gc_emu *emu)
{
	struct amdgpu_kunit_pmu_gc_emu *st;
	int r;

	if (!adev || !emu)
		return ERR_PTR(-EINVAL);

	st = devm_kzalloc(adev->dev, sizeof(*st), GFP_KERNEL);
	if (!st)
		return ERR_PTR(-ENOMEM);
	st->emu = emu;
	init_completion(&st->released);
	/* Ordered: a GPU queue runs its IBs one after the other. */
	st->jobs = alloc_ordered_workqueue("amdgpu_gc_emu_jobs", 0);
	if (!st->jobs)
		return ERR_PTR(-ENOMEM);
	r = devm_add_action_or_reset(adev->dev, emu_jobs_destroy, st->jobs);
	if (r)
		return ERR_PTR(r);

	if (IP_VERSION_MAJ(amdgpu_ip_version(adev, GC_HWIP, 0)) >= 12) {
		adev->gfx.funcs = &emu_gfx12_funcs;
		adev->gfx.rlc.funcs = &emu_rlc_funcs;
	}
	r = amdgpu_pmu_gc_init_backend(adev, &amdgpu_kunit_pmu_gc_emu_backend,
				       st);
	if (r)
		return ERR_PTR(r);
	if (!adev->pmu_gc)
		return ERR_PTR(-ENODEV);
	/*
	 * Emulated counters move only when a test makes events happen: they
	 * cannot wrap unseen between samples, however late (the late-sample
	 * test sets a bound of its own).
	 */
	adev->pmu_gc->wrap_safe_ms = 0;
	return adev->pmu_gc;
}

/**
 * amdgpu_kunit_pmu_gc_emu_state - the emulator backend state of a PMU
 * @gc: a PMU from amdgpu_kunit_pmu_gc_init_emulated()
 *
 * Returns: its backend state.
 */
struct amdgpu_kunit_pmu_gc_emu *
amdgpu_kunit_pmu_gc_emu_state(struct amdgpu_pmu_gc *gc)
{
	return emu_state(gc);
}

/**
 * amdgpu_kunit_pmu_gc_emu_release - let held IBs run
 * @st: backend state
 */
void amdgpu_kunit_pmu_gc_emu_release(struct amdgpu_kunit_pmu_gc_emu *st)
{
	WRITE_ONCE(st->hold, false);
	complete_all(&st->released);
}

/**
 * amdgpu_kunit_pmu_gc_emu_drain - wait until every IB queued so far ran
 * @st: backend state
 */
void amdgpu_kunit_pmu_gc_emu_drain(struct amdgpu_kunit_pmu_gc_emu *st)
{
	flush_workqueue(st->jobs);
}

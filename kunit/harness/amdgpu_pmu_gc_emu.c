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

static int emu_backend_submit(struct amdgpu_pmu_gc *gc,
			      const struct amdgpu_pmu_gc_ib *ib)
{
	struct amdgpu_kunit_pmu_gc_emu *st = emu_state(gc);

	/* The PMU's promise: no MMIO selects an instance while an IB runs. */
	if (!mutex_is_locked(&gc->adev->grbm_idx_mutex))
		atomic_inc(&st->unlocked_submits);
	lockdep_assert_held(&gc->adev->grbm_idx_mutex);
	atomic_inc(&st->submits);
	return amdgpu_gc_emu_exec(st->emu, ib->xcc, ib->dw, ib->ndw,
				  ib->result_gpu, ib->result_cpu,
				  ib->result_size);
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

	kfree(gc->result.cpu);
	gc->result.cpu = NULL;
	gc->result.gpu = 0;
	gc->result.size = 0;
	atomic_inc(&st->free);
}

static int emu_backend_hw_get(struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_kunit_pmu_gc_emu *st = emu_state(gc);

	might_sleep();
	if (st->hw_get_error)
		return st->hw_get_error;
	atomic_inc(&st->hw_get);
	return 0;
}

static void emu_backend_hw_put(struct amdgpu_pmu_gc *gc)
{
	might_sleep();
	atomic_inc(&emu_state(gc)->hw_put);
}

static const struct amdgpu_pmu_gc_backend amdgpu_kunit_pmu_gc_emu_backend = {
	.submit = emu_backend_submit,
	.alloc_buffers = emu_backend_alloc_buffers,
	.free_buffers = emu_backend_free_buffers,
	.hw_get = emu_backend_hw_get,
	.hw_put = emu_backend_hw_put,
};

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

	r = amdgpu_pmu_gc_init_backend(adev, &amdgpu_kunit_pmu_gc_emu_backend,
				       st);
	if (r)
		return ERR_PTR(r);
	if (!adev->pmu_gc)
		return ERR_PTR(-ENODEV);
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

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

#ifndef __AMDGPU_PMU_GC_EMU_H__
#define __AMDGPU_PMU_GC_EMU_H__

#include <linux/atomic.h>
#include <linux/completion.h>
#include <linux/types.h>
#include <linux/workqueue.h>

struct amdgpu_device;
struct amdgpu_gc_emu;
struct amdgpu_pmu_gc;

/**
 * struct amdgpu_kunit_pmu_gc_emu - state of the emulator backend of a PMU
 * @emu: the emulated GC the IBs run on
 * @submits: IBs submitted
 * @locked_submits: IBs submitted with adev->grbm_idx_mutex held (a PMU
 *	that waits for its jobs under it stalls GPU recovery)
 * @alloc: result buffers allocated
 * @free: result buffers freed
 * @hw_get: device holds taken
 * @hw_put: device holds released
 * @hw_get_error: if not 0, hw_get fails with it (and counts nothing)
 * @alloc_error: if not 0, alloc_buffers fails with it (and counts nothing)
 * @queue_ahead_ms: work queued ahead of each IB on the PMU's queue: the
 *	GPU runs the IB, and writes its results, that much later
 * @hold: while set, IBs wait (a hung queue); amdgpu_kunit_pmu_gc_emu_release()
 *	lets them run
 * @released: completed by amdgpu_kunit_pmu_gc_emu_release()
 * @jobs: the queue the IBs run on, in order, one per XCC as on hardware
 * @jobs_done: IBs that ran
 * @jobs_done_at_free: @jobs_done when the result buffer was last freed
 *
 * The counters let a test assert that the PMU balances what it takes. An
 * IB runs in @jobs' context when its time comes and writes the result
 * buffer then, as a GPU would: a PMU that freed it meanwhile is caught by
 * KASAN.
 */
struct amdgpu_kunit_pmu_gc_emu {
	struct amdgpu_gc_emu *emu;
	atomic_t submits;
	atomic_t locked_submits;
	atomic_t alloc;
	atomic_t free;
	atomic_t hw_get;
	atomic_t hw_put;
	int hw_get_error;
	int alloc_error;
	unsigned int queue_ahead_ms;
	bool hold;
	struct completion released;
	struct workqueue_struct *jobs;
	atomic_t jobs_done;
	atomic_t jobs_done_at_free;
};

/* Used by the KUnit suites and by the end-to-end glue. */
struct amdgpu_pmu_gc *
amdgpu_kunit_pmu_gc_init_emulated(struct amdgpu_device *adev,
				  struct amdgpu_gc_emu *emu);
struct amdgpu_kunit_pmu_gc_emu *
amdgpu_kunit_pmu_gc_emu_state(struct amdgpu_pmu_gc *gc);
void amdgpu_kunit_pmu_gc_emu_release(struct amdgpu_kunit_pmu_gc_emu *st);
void amdgpu_kunit_pmu_gc_emu_drain(struct amdgpu_kunit_pmu_gc_emu *st);

#endif

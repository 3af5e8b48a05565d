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
#include <linux/pci.h>
#include <linux/types.h>

#include "amdgpu_gc_emu.h"
#include "amdgpu_kunit_hw_gpu.h"

struct amdgpu_device;
struct amdgpu_gc_emu;
struct amdgpu_pmu_gc;

/* Compute rings per XCC of an emulated device: the emulator's queues */
#define AMDGPU_KUNIT_PMU_GC_EMU_RINGS	AMDGPU_GC_EMU_MAX_QUEUES

/**
 * struct amdgpu_kunit_pmu_gc_emu - an emulated GC under a real PMU
 * @emu: the emulated GC the IBs run on
 * @gpu: the fake GPU whose compute rings run them: the driver's real job
 *	submission, with the emulator as the CP (its knobs stall, delay or
 *	hang the queues)
 * @submits: IBs the PMU's queues (queue 0 of each XCC) ran
 * @ran: of those, the ones that have read and written all they do (their
 *	fences may signal later)
 * @pdev: a PCI device for what reads adev->pdev (MMIO tracepoints)
 *
 * Queue q of XCC x is compute ring x * AMDGPU_KUNIT_PMU_GC_EMU_RINGS + q;
 * the PMU's own is queue 0, the high priority ring. An IB writes its
 * results when its time comes, where its COPY_DATA says, in the kernel IB
 * pool (the emulator fails a write outside it).
 */
struct amdgpu_kunit_pmu_gc_emu {
	struct amdgpu_gc_emu *emu;
	struct amdgpu_kunit_hw_gpu gpu;
	atomic_t submits;
	atomic_t ran;
	struct pci_dev pdev;
};

/* Used by the KUnit suites and by the end-to-end glue. */
struct kunit;
void amdgpu_kunit_pmu_gc_allow(struct kunit *test);
struct amdgpu_pmu_gc *
amdgpu_kunit_pmu_gc_init_emulated(struct amdgpu_device *adev,
				  struct amdgpu_gc_emu *emu);
struct amdgpu_kunit_pmu_gc_emu *
amdgpu_kunit_pmu_gc_emu_state(struct amdgpu_pmu_gc *gc);

/* event_init's group check (static in the series; kunit/kernel-glue/) */
struct perf_event;
int amdgpu_pmu_gc_harness_validate_group(struct perf_event *event);

#endif

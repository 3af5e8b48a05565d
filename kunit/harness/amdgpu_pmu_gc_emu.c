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
 * The GC perf PMU on an emulated GC, for the KUnit suites and for the
 * emulated end-to-end test module, which registers a PMU on a fake device
 * in a booted kernel. The PMU is the real one, with its real hardware
 * access and job submission; the fake device's compute rings
 * (amdgpu_kunit_hw_gpu_init()) run its IBs on the emulator, which stands in
 * for the CP, the counters and the queues' COMPUTE_PERFCOUNT_ENABLE.
 */

#include <kunit/static_stub.h>
#include <kunit/test-bug.h>
#include <linux/device.h>
#include <linux/err.h>
#include <linux/slab.h>

#include "amdgpu.h"
#include "amdgpu_gc_emu.h"
#include "gfx_v11_0.h"
#include "gfx_v12_0.h"
#include "amdgpu_pmu_gc.h"
#include "amdgpu_pmu_gc_emu.h"

/* The CP of queue q of an XCC runs an IB on the emulated GC. */
static int emu_run_ib(void *data, struct amdgpu_ring *ring, const u32 *dw,
		      unsigned int ndw)
{
	struct amdgpu_kunit_pmu_gc_emu *st = data;
	struct amdgpu_device *adev = ring->adev;
	unsigned int queue = (ring - adev->gfx.compute_ring) %
			     AMDGPU_KUNIT_PMU_GC_EMU_RINGS;
	int r;

	if (!queue)
		atomic_inc(&st->submits);
	r = amdgpu_gc_emu_exec_queue(st->emu, ring->xcc_id, queue, dw, ndw,
				     AMDGPU_KUNIT_IB_POOL_GPU,
				     adev->ib_pools[AMDGPU_IB_POOL_DELAYED].cpu_ptr,
				     AMDGPU_KUNIT_IB_POOL_SIZE);
	if (!queue)
		atomic_inc(&st->ran);
	return r;
}

/* The fake GPU knows which pool memory jobs in flight still own. */
static bool emu_mem_live(void *data, u64 addr, size_t bytes)
{
	struct amdgpu_kunit_pmu_gc_emu *st = data;

	return amdgpu_kunit_gpu_cpu_addr(&st->gpu.base, addr, bytes);
}

/*
 * The GFX11/GFX12 perfmon clock helper, as gfx_v11_0_update_perf_clk() and
 * gfx_v12_0_update_perf_clk() are for the hardware: enable lets the clocks
 * gate, !enable sets the override.
 */
static void emu_update_perfmon_mgcg(struct amdgpu_device *adev, bool enable)
{
	if (adev->pmu_gc)
		amdgpu_gc_emu_set_perf_clk_override(amdgpu_kunit_pmu_gc_emu_state(adev->pmu_gc)->emu,
						    !enable);
}

static const struct amdgpu_gfx_funcs emu_rdna_funcs = {
	.update_perfmon_mgcg = emu_update_perfmon_mgcg,
};

/* No RLC firmware to put in safe mode. */
static bool emu_rlc_enabled(struct amdgpu_device *adev)
{
	return false;
}

static const struct amdgpu_rlc_funcs emu_rlc_funcs = {
	.is_rlc_enabled = emu_rlc_enabled,
};

/* With the device: after the PMU, which the test or module removes first. */
static void emu_state_release(struct device *dev, void *res)
{
	struct amdgpu_kunit_pmu_gc_emu *st = res;

	if (st->gpu.base.adev)
		amdgpu_kunit_hw_gpu_fini(&st->gpu);
}

static int emu_gc_pmu_mode_on(void)
{
	return 1;
}

/**
 * amdgpu_kunit_pmu_gc_allow - amdgpu.gc_pmu=1 for the current test
 * @test: the test
 *
 * No GC IP version is verified on hardware yet, so with amdgpu's default
 * the fake devices would get no PMU. Outside KUnit (the e2e module) the
 * kernel is booted with amdgpu.gc_pmu=1 instead (scripts/vm).
 */
void amdgpu_kunit_pmu_gc_allow(struct kunit *test)
{
	kunit_activate_static_stub(test, amdgpu_pmu_gc_hw_mode,
				   emu_gc_pmu_mode_on);
}

/**
 * amdgpu_kunit_pmu_gc_init_emulated - register a GC PMU that runs on an
 *	emulated GC
 * @adev: a fake device with a GC topology (amdgpu_kunit_alloc_gc_adev() or
 *	amdgpu_kunit_setup_gc_topology()), never a real one
 * @emu: the emulator, of the same topology
 *
 * Gives @adev compute rings that run their IBs on @emu, then registers the
 * PMU with amdgpu_pmu_gc_init(). The state is device managed (freed with
 * @adev->dev, which also tears the rings down), so a test can still check
 * it after amdgpu_pmu_gc_fini(). The PMU keeps its default sampling period
 * and wrap bound; KUnit tests set gc->period_ms = 0 and tick with
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
	unsigned int major;
	int r;

	if (!adev || !emu)
		return ERR_PTR(-EINVAL);

	st = devres_alloc(emu_state_release, sizeof(*st), GFP_KERNEL);
	if (!st)
		return ERR_PTR(-ENOMEM);
	st->emu = emu;
	st->gpu.base.run = emu_run_ib;
	st->gpu.base.data = st;
	r = amdgpu_kunit_hw_gpu_init(&st->gpu, adev,
				     AMDGPU_KUNIT_PMU_GC_EMU_RINGS);
	if (r) {
		devres_free(st);
		return ERR_PTR(r);
	}
	devres_add(adev->dev, st);
	amdgpu_gc_emu_set_mem_check(emu, emu_mem_live, st);

	major = IP_VERSION_MAJ(amdgpu_ip_version(adev, GC_HWIP, 0));
	if (major >= 11) {
		adev->gfx.funcs = &emu_rdna_funcs;
		adev->gfx.rlc.funcs = &emu_rlc_funcs;
		/*
		 * The GC IP block itself, for its clock gating hook
		 * (amdgpu_device_set_cg_state(), as late init, resume and
		 * reset run it). Its MMIO goes through the register access
		 * that amdgpu_device_init() sets up and lands in the
		 * emulator. The PCI device is read by the MMIO tracepoints
		 * only.
		 */
		amdgpu_early_init_rlc_reg_funcs(adev);
		adev->rmmio = (void __iomem *)amdgpu_gc_emu_mmio(emu);
		adev->rmmio_size = AMDGPU_GC_EMU_MMIO_DWORDS * sizeof(u32);
		adev->pdev = &st->pdev;
		adev->cg_flags |= AMD_CG_SUPPORT_GFX_PERF_CLK;
		adev->ip_blocks[0].adev = adev;
		adev->ip_blocks[0].version = major == 11 ? &gfx_v11_0_ip_block :
							   &gfx_v12_0_ip_block;
		adev->ip_blocks[0].status.valid = true;
		adev->ip_blocks[0].status.late_initialized = true;
		adev->num_ip_blocks = 1;
	}
	if (kunit_get_current_test())
		amdgpu_kunit_pmu_gc_allow(kunit_get_current_test());
	r = amdgpu_pmu_gc_init(adev);
	if (r)
		return ERR_PTR(r);
	if (!adev->pmu_gc)
		return ERR_PTR(-ENODEV);
	return adev->pmu_gc;
}

/**
 * amdgpu_kunit_pmu_gc_emu_state - the emulated GC under a PMU
 * @gc: a PMU from amdgpu_kunit_pmu_gc_init_emulated()
 *
 * Returns: its state.
 */
struct amdgpu_kunit_pmu_gc_emu *
amdgpu_kunit_pmu_gc_emu_state(struct amdgpu_pmu_gc *gc)
{
	return devres_find(gc->adev->dev, emu_state_release, NULL, NULL);
}

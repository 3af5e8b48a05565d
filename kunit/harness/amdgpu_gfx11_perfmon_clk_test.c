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
 * GFX11's clock gating hook keeps the perfmon clock gating override while
 * someone holds it (amdgpu_gfx_perfmon_clk_ctrl(): the UMD stable pstate,
 * the GC perf PMU), and gates the perfmon clock again once nobody does.
 *
 * The real gfx_v11_0 IP block's clock gating (amdgpu_device_set_cg_state(),
 * as late init, resume and GPU reset run it) on a fake GC 11.0.0 device
 * (navi31's shape) whose MMIO is a plain register array. Stood in for: RLC
 * safe mode (the RLC firmware would acknowledge it) and the perfmon clock
 * helper that gfx_v11_0's early init would install (it needs firmware),
 * which writes the override bit as gfx_v11_0_update_perf_clk() does.
 * Expected values: gc_11_0_0_offset.h (regRLC_CGTT_MGCG_OVERRIDE, segment 1)
 * and gc_11_0_0_sh_mask.h (PERFMON_CLOCK_STATE, bit 10: set = clocks
 * forced on).
 */

#include <kunit/test.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/vmalloc.h>

#include "amdgpu.h"
#include "amdgpu_kunit_helpers.h"
#include "amdgpu_reset.h"
#include "gfx_v11_0.h"
#include "gc/gc_11_0_0_offset.h"
#include "gc/gc_11_0_0_sh_mask.h"

MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");

#define G11_MMIO_DWORDS		0x20000
#define G11_PERFMON_ON		RLC_CGTT_MGCG_OVERRIDE__PERFMON_CLOCK_STATE_MASK

/* navi31 (gfx1100): 6 SEs of 2 SAs of 8 CUs */
static const struct amdgpu_kunit_gc_topology g11_navi31 = {
	.gc_ip = IP_VERSION(11, 0, 0),
	.num_xcc = 1,
	.num_se = 6,
	.num_sa = 2,
	.cu_per_sa = 8,
	.l2_channels = 16,
};

static u32 *g11_mmio;	/* one test at a time */

static u32 *g11_override(struct amdgpu_device *adev)
{
	return &g11_mmio[adev->reg_offset[GC_HWIP][0][regRLC_CGTT_MGCG_OVERRIDE_BASE_IDX] +
			 regRLC_CGTT_MGCG_OVERRIDE];
}

/* gfx_v11_0_update_perf_clk(): enable lets the clocks gate */
static void g11_update_perfmon_mgcg(struct amdgpu_device *adev, bool enable)
{
	u32 *reg = g11_override(adev);

	*reg = enable ? *reg & ~G11_PERFMON_ON : *reg | G11_PERFMON_ON;
}

static const struct amdgpu_gfx_funcs g11_gfx_funcs = {
	.update_perfmon_mgcg = g11_update_perfmon_mgcg,
};

static bool g11_rlc_enabled(struct amdgpu_device *adev)
{
	return false;
}

static const struct amdgpu_rlc_funcs g11_rlc_funcs = {
	.is_rlc_enabled = g11_rlc_enabled,
};

KUNIT_DEFINE_ACTION_WRAPPER(g11_vfree, vfree, const void *);

static struct amdgpu_device *g11_setup(struct kunit *test)
{
	struct amdgpu_device *adev = amdgpu_kunit_alloc_gc_adev(test, &g11_navi31);
	struct amdgpu_reset_domain *domain;

	KUNIT_ASSERT_NOT_NULL(test, adev);
	/* Register access asserts it is not inside a reset (lockdep) */
	domain = kunit_kzalloc(test, sizeof(*domain), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, domain);
	init_rwsem(&domain->sem);
	adev->reset_domain = domain;
	g11_mmio = vzalloc(G11_MMIO_DWORDS * sizeof(u32));
	KUNIT_ASSERT_NOT_NULL(test, g11_mmio);
	KUNIT_ASSERT_EQ(test, kunit_add_action_or_reset(test, g11_vfree, g11_mmio), 0);
	if (!adev->pdev) {	/* read by the MMIO tracepoints only */
		adev->pdev = kunit_kzalloc(test, sizeof(*adev->pdev), GFP_KERNEL);
		KUNIT_ASSERT_NOT_NULL(test, adev->pdev);
	}
	amdgpu_early_init_rlc_reg_funcs(adev);
	adev->rmmio = (void __iomem *)g11_mmio;
	adev->rmmio_size = G11_MMIO_DWORDS * sizeof(u32);
	adev->gfx.funcs = &g11_gfx_funcs;
	adev->gfx.rlc.funcs = &g11_rlc_funcs;
	adev->cg_flags = AMD_CG_SUPPORT_GFX_PERF_CLK;
	adev->ip_blocks[0].adev = adev;
	adev->ip_blocks[0].version = &gfx_v11_0_ip_block;
	adev->ip_blocks[0].status.valid = true;
	adev->ip_blocks[0].status.late_initialized = true;
	adev->num_ip_blocks = 1;
	KUNIT_ASSERT_TRUE(test, g11_override(adev) < g11_mmio + G11_MMIO_DWORDS);
	return adev;
}

static void g11_expect(struct kunit *test, struct amdgpu_device *adev,
		       u32 want, const char *when)
{
	KUNIT_EXPECT_EQ_MSG(test, *g11_override(adev) & G11_PERFMON_ON, want,
			    "RLC_CGTT_MGCG_OVERRIDE.PERFMON_CLOCK_STATE %s", when);
}

/* A PMU hold survives clock gating coming back on (resume, reset) */
static void g11_cg_keeps_held_override(struct kunit *test)
{
	struct amdgpu_device *adev = g11_setup(test);

	amdgpu_device_set_cg_state(adev, AMD_CG_STATE_GATE);
	g11_expect(test, adev, 0, "gated with no holder");

	amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PMU, true);
	g11_expect(test, adev, G11_PERFMON_ON, "after the PMU took its hold");
	amdgpu_device_set_cg_state(adev, AMD_CG_STATE_GATE);
	g11_expect(test, adev, G11_PERFMON_ON,
		   "after clock gating came back on with the PMU holding it");

	amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PMU, false);
	g11_expect(test, adev, 0, "after the PMU let go");
	amdgpu_device_set_cg_state(adev, AMD_CG_STATE_GATE);
	g11_expect(test, adev, 0, "gated again after the PMU let go");

	/* Ungated clock gating forces the perfmon clock on, holder or not */
	amdgpu_device_set_cg_state(adev, AMD_CG_STATE_UNGATE);
	g11_expect(test, adev, G11_PERFMON_ON, "with clock gating off");
}

/* The stable pstate and the PMU share it: one leaving keeps the other's */
static void g11_pstate_and_pmu_share(struct kunit *test)
{
	struct amdgpu_device *adev = g11_setup(test);

	amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PSTATE, true);
	amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PMU, true);
	amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PMU, false);
	amdgpu_device_set_cg_state(adev, AMD_CG_STATE_GATE);
	g11_expect(test, adev, G11_PERFMON_ON,
		   "with the stable pstate still holding it after a reset");
	amdgpu_gfx_perfmon_clk_ctrl(adev, AMDGPU_GFX_PERFMON_CLK_PSTATE, false);
	g11_expect(test, adev, 0, "after the stable pstate let go");
}

static struct kunit_case g11_cases[] = {
	KUNIT_CASE(g11_cg_keeps_held_override),
	KUNIT_CASE(g11_pstate_and_pmu_share),
	{}
};

static struct kunit_suite g11_suite = {
	.name = "amdgpu_gfx11_perfmon_clk",
	.test_cases = g11_cases,
};

kunit_test_suites(&g11_suite);

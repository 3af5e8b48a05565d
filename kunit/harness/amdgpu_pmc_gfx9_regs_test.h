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

/*
 * Register checks shared by the GFX9 table tests. The including file has
 * included one GC 9 offset and sh_mask header and defines:
 *   PMC_REG(n)		the header symbol of register n (prefix pasted)
 *   PMC_EXPECT_REG(r, n)	check that register r is the symbol of n
 *   PMC_HAS_RLC_CLK	whether the family writes RLC_PERFMON_CLK_CNTL
 *   pmc_gfx9_ip_gen_params	the GC IP versions to run on (u32 params)
 * and gets pmc_gfx9_reg_cases[] for its suite.
 * Expected offsets are the header symbols; the irregular layouts are also
 * checked against literal offsets (gc_9_0_offset.h, the same in
 * gc_9_4_3_offset.h).
 */

#ifndef __AMDGPU_PMC_GFX9_REGS_TEST_H__
#define __AMDGPU_PMC_GFX9_REGS_TEST_H__

#include <kunit/test.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"

static void pmc_expect_reg(struct kunit *test, const struct amdgpu_pmc_reg *r,
			   u32 offset, u32 base_idx, const char *what)
{
	KUNIT_EXPECT_EQ_MSG(test, r->offset, offset, "%s", what);
	KUNIT_EXPECT_EQ_MSG(test, r->base_idx, base_idx, "%s", what);
}

#define PMC_EXPECT_NO_REG(r) KUNIT_EXPECT_FALSE(test, (r).valid)

static const struct amdgpu_pmc_block *
pmc_gfx9_block(struct kunit *test, enum amdgpu_pmc_block_id id)
{
	const u32 *ip = test->param_value;
	const struct amdgpu_pmc_arch *arch = amdgpu_pmc_find_arch(*ip);
	const struct amdgpu_pmc_block *b;

	KUNIT_ASSERT_NOT_NULL(test, arch);
	b = amdgpu_pmc_find_block(arch, id);
	KUNIT_ASSERT_NOT_NULL(test, b);
	return b;
}

static void pmc_gfx9_test_grbm(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_gfx9_block(test, AMDGPU_PMC_BLOCK_GRBM);
	const struct amdgpu_pmc_block *se;

	KUNIT_ASSERT_EQ(test, b->num_counters, 2);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_XCC);
	PMC_EXPECT_REG(b->counters[0].select, GRBM_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[0].lo, GRBM_PERFCOUNTER0_LO);
	PMC_EXPECT_REG(b->counters[0].hi, GRBM_PERFCOUNTER0_HI);
	PMC_EXPECT_REG(b->counters[1].select, GRBM_PERFCOUNTER1_SELECT);
	PMC_EXPECT_REG(b->counters[1].lo, GRBM_PERFCOUNTER1_LO);
	PMC_EXPECT_REG(b->counters[1].hi, GRBM_PERFCOUNTER1_HI);
	/* Counter 1 LO is at 0x3043: nothing is defined at 0x3042. */
	KUNIT_EXPECT_EQ(test, b->counters[1].lo.offset, 0x3043);

	se = pmc_gfx9_block(test, AMDGPU_PMC_BLOCK_GRBM_SE);
	KUNIT_EXPECT_TRUE(test, se->flags & AMDGPU_PMC_BLOCK_PER_SE_REGS);
	KUNIT_EXPECT_EQ(test, se->scope, AMDGPU_PMC_SCOPE_SE);
	KUNIT_ASSERT_EQ(test, se->num_counters, 1);
	KUNIT_ASSERT_EQ(test, se->num_se_regs, 4);
	KUNIT_EXPECT_EQ(test, se->max_event, 15);
	PMC_EXPECT_REG(se->counters[0].select, GRBM_SE0_PERFCOUNTER_SELECT);
	PMC_EXPECT_REG(se->counters[0].lo, GRBM_SE0_PERFCOUNTER_LO);
	PMC_EXPECT_REG(se->counters[1].select, GRBM_SE1_PERFCOUNTER_SELECT);
	PMC_EXPECT_REG(se->counters[1].hi, GRBM_SE1_PERFCOUNTER_HI);
	PMC_EXPECT_REG(se->counters[2].lo, GRBM_SE2_PERFCOUNTER_LO);
	PMC_EXPECT_REG(se->counters[3].select, GRBM_SE3_PERFCOUNTER_SELECT);
	PMC_EXPECT_REG(se->counters[3].lo, GRBM_SE3_PERFCOUNTER_LO);
	PMC_EXPECT_REG(se->counters[3].hi, GRBM_SE3_PERFCOUNTER_HI);
}

static const u32 pmc_gfx9_sq_regs[][3] = {
	{ PMC_REG(SQ_PERFCOUNTER0_SELECT), PMC_REG(SQ_PERFCOUNTER0_LO),
	  PMC_REG(SQ_PERFCOUNTER0_HI) },
	{ PMC_REG(SQ_PERFCOUNTER1_SELECT), PMC_REG(SQ_PERFCOUNTER1_LO),
	  PMC_REG(SQ_PERFCOUNTER1_HI) },
	{ PMC_REG(SQ_PERFCOUNTER2_SELECT), PMC_REG(SQ_PERFCOUNTER2_LO),
	  PMC_REG(SQ_PERFCOUNTER2_HI) },
	{ PMC_REG(SQ_PERFCOUNTER3_SELECT), PMC_REG(SQ_PERFCOUNTER3_LO),
	  PMC_REG(SQ_PERFCOUNTER3_HI) },
	{ PMC_REG(SQ_PERFCOUNTER4_SELECT), PMC_REG(SQ_PERFCOUNTER4_LO),
	  PMC_REG(SQ_PERFCOUNTER4_HI) },
	{ PMC_REG(SQ_PERFCOUNTER5_SELECT), PMC_REG(SQ_PERFCOUNTER5_LO),
	  PMC_REG(SQ_PERFCOUNTER5_HI) },
	{ PMC_REG(SQ_PERFCOUNTER6_SELECT), PMC_REG(SQ_PERFCOUNTER6_LO),
	  PMC_REG(SQ_PERFCOUNTER6_HI) },
	{ PMC_REG(SQ_PERFCOUNTER7_SELECT), PMC_REG(SQ_PERFCOUNTER7_LO),
	  PMC_REG(SQ_PERFCOUNTER7_HI) },
};

static void pmc_gfx9_test_sq(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_gfx9_block(test, AMDGPU_PMC_BLOCK_SQ);
	unsigned int n;

	/* 8 counters, as AQLprofile (the header and Mesa have 16). */
	KUNIT_ASSERT_EQ(test, b->num_counters, ARRAY_SIZE(pmc_gfx9_sq_regs));
	KUNIT_EXPECT_EQ(test, b->counter_bits, 64);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SE);
	KUNIT_EXPECT_TRUE(test, b->flags & AMDGPU_PMC_BLOCK_SQ_CONTROL);
	/* SQC_BANK_MASK, SQC_CLIENT_MASK and SIMD_MASK all ones (AQLprofile gfx9_primitives.h). */
	KUNIT_EXPECT_EQ(test, b->select_or, 0x0f0ff000);
	for (n = 0; n < b->num_counters; n++) {
		KUNIT_EXPECT_EQ(test, b->counters[n].select.offset,
				pmc_gfx9_sq_regs[n][0]);
		KUNIT_EXPECT_EQ(test, b->counters[n].lo.offset,
				pmc_gfx9_sq_regs[n][1]);
		KUNIT_EXPECT_EQ(test, b->counters[n].hi.offset,
				pmc_gfx9_sq_regs[n][2]);
		KUNIT_EXPECT_EQ(test, b->counters[n].select.base_idx, 1);
	}
}

static void pmc_gfx9_test_spi(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_gfx9_block(test, AMDGPU_PMC_BLOCK_SPI);
	unsigned int n;

	KUNIT_ASSERT_EQ(test, b->num_counters, 6);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SE);
	PMC_EXPECT_REG(b->counters[0].lo, SPI_PERFCOUNTER0_LO);
	PMC_EXPECT_REG(b->counters[0].hi, SPI_PERFCOUNTER0_HI);
	PMC_EXPECT_REG(b->counters[0].select1, SPI_PERFCOUNTER0_SELECT1);
	PMC_EXPECT_REG(b->counters[3].select1, SPI_PERFCOUNTER3_SELECT1);
	PMC_EXPECT_REG(b->counters[4].select, SPI_PERFCOUNTER4_SELECT);
	PMC_EXPECT_REG(b->counters[5].select, SPI_PERFCOUNTER5_SELECT);
	PMC_EXPECT_REG(b->counters[5].lo, SPI_PERFCOUNTER5_LO);
	PMC_EXPECT_REG(b->counters[5].hi, SPI_PERFCOUNTER5_HI);
	/* Only counters 0-3 have SELECT1; 4 and 5 sit at 0x3988/0x3989. */
	PMC_EXPECT_NO_REG(b->counters[4].select1);
	PMC_EXPECT_NO_REG(b->counters[5].select1);
	KUNIT_EXPECT_EQ(test, b->counters[4].select.offset, 0x3988);
	/* SPI HI is at LO - 1. */
	for (n = 0; n < b->num_counters; n++)
		KUNIT_EXPECT_EQ(test, b->counters[n].hi.offset,
				b->counters[n].lo.offset - 1);
	KUNIT_EXPECT_EQ(test, b->counters[0].lo.offset, 0x3181);
}

static void pmc_gfx9_test_cu_blocks(struct kunit *test)
{
	static const enum amdgpu_pmc_block_id ids[] = {
		AMDGPU_PMC_BLOCK_TA, AMDGPU_PMC_BLOCK_TD, AMDGPU_PMC_BLOCK_TCP,
	};
	const struct amdgpu_pmc_block *b;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(ids); i++) {
		b = pmc_gfx9_block(test, ids[i]);
		KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SE_INST);
		KUNIT_EXPECT_EQ(test, b->inst_src, AMDGPU_PMC_INST_CU_PER_SA);
		KUNIT_EXPECT_TRUE(test, b->flags & AMDGPU_PMC_BLOCK_SQ_WINDOWED);
	}

	b = pmc_gfx9_block(test, AMDGPU_PMC_BLOCK_TA);
	KUNIT_ASSERT_EQ(test, b->num_counters, 2);
	PMC_EXPECT_REG(b->counters[0].select, TA_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[0].select1, TA_PERFCOUNTER0_SELECT1);
	PMC_EXPECT_REG(b->counters[1].select, TA_PERFCOUNTER1_SELECT);
	PMC_EXPECT_REG(b->counters[1].lo, TA_PERFCOUNTER1_LO);

	b = pmc_gfx9_block(test, AMDGPU_PMC_BLOCK_TD);
	KUNIT_ASSERT_EQ(test, b->num_counters, 2);
	PMC_EXPECT_REG(b->counters[0].lo, TD_PERFCOUNTER0_LO);
	PMC_EXPECT_REG(b->counters[1].select, TD_PERFCOUNTER1_SELECT);

	b = pmc_gfx9_block(test, AMDGPU_PMC_BLOCK_TCP);
	KUNIT_ASSERT_EQ(test, b->num_counters, 4);
	PMC_EXPECT_REG(b->counters[1].select1, TCP_PERFCOUNTER1_SELECT1);
	PMC_EXPECT_REG(b->counters[2].select, TCP_PERFCOUNTER2_SELECT);
	PMC_EXPECT_REG(b->counters[3].select, TCP_PERFCOUNTER3_SELECT);
	PMC_EXPECT_REG(b->counters[3].lo, TCP_PERFCOUNTER3_LO);
	PMC_EXPECT_REG(b->counters[3].hi, TCP_PERFCOUNTER3_HI);
	PMC_EXPECT_NO_REG(b->counters[2].select1);
	PMC_EXPECT_NO_REG(b->counters[3].select1);
	/* Counter 3 SELECT follows counter 2's: counters 2-3 have no SELECT1. */
	KUNIT_EXPECT_EQ(test, b->counters[3].select.offset, 0x3b45);
}

static void pmc_gfx9_test_l2(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_gfx9_block(test, AMDGPU_PMC_BLOCK_TCC);

	KUNIT_ASSERT_EQ(test, b->num_counters, 4);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_XCC_INST);
	KUNIT_EXPECT_EQ(test, b->inst_src, AMDGPU_PMC_INST_L2_CHANNELS);
	PMC_EXPECT_REG(b->counters[0].select, TCC_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[0].select1, TCC_PERFCOUNTER0_SELECT1);
	PMC_EXPECT_REG(b->counters[0].lo, TCC_PERFCOUNTER0_LO);
	PMC_EXPECT_REG(b->counters[2].select, TCC_PERFCOUNTER2_SELECT);
	PMC_EXPECT_REG(b->counters[3].select, TCC_PERFCOUNTER3_SELECT);
	PMC_EXPECT_REG(b->counters[3].hi, TCC_PERFCOUNTER3_HI);
	PMC_EXPECT_NO_REG(b->counters[3].select1);
	KUNIT_EXPECT_EQ(test, b->counters[3].select.offset, 0x3b85);

	b = pmc_gfx9_block(test, AMDGPU_PMC_BLOCK_TCA);
	KUNIT_ASSERT_EQ(test, b->num_counters, 4);
	PMC_EXPECT_REG(b->counters[3].select, TCA_PERFCOUNTER3_SELECT);
	PMC_EXPECT_REG(b->counters[1].lo, TCA_PERFCOUNTER1_LO);
	KUNIT_EXPECT_EQ(test, b->counters[3].select.offset, 0x3b95);
}

static void pmc_gfx9_test_cp(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_gfx9_block(test, AMDGPU_PMC_BLOCK_CPC);

	/* Counter 0 uses the higher SELECT and LO offsets. */
	KUNIT_ASSERT_EQ(test, b->num_counters, 2);
	PMC_EXPECT_REG(b->counters[0].select, CPC_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[0].select1, CPC_PERFCOUNTER0_SELECT1);
	PMC_EXPECT_REG(b->counters[0].lo, CPC_PERFCOUNTER0_LO);
	PMC_EXPECT_REG(b->counters[1].select, CPC_PERFCOUNTER1_SELECT);
	PMC_EXPECT_REG(b->counters[1].hi, CPC_PERFCOUNTER1_HI);
	KUNIT_EXPECT_EQ(test, b->counters[0].select.offset, 0x3809);

	b = pmc_gfx9_block(test, AMDGPU_PMC_BLOCK_CPF);
	PMC_EXPECT_REG(b->counters[0].select, CPF_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[0].lo, CPF_PERFCOUNTER0_LO);
	PMC_EXPECT_REG(b->counters[1].lo, CPF_PERFCOUNTER1_LO);

	b = pmc_gfx9_block(test, AMDGPU_PMC_BLOCK_CPG);
	PMC_EXPECT_REG(b->counters[0].select, CPG_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[1].hi, CPG_PERFCOUNTER1_HI);
}

static void pmc_gfx9_test_family(struct kunit *test)
{
	const u32 *ip = test->param_value;
	const struct amdgpu_pmc_arch *arch = amdgpu_pmc_find_arch(*ip);
	const struct amdgpu_pmc_family *f;

	KUNIT_ASSERT_NOT_NULL(test, arch);
	f = arch->family;
	PMC_EXPECT_REG(f->grbm_gfx_index, GRBM_GFX_INDEX);
	KUNIT_EXPECT_EQ(test, f->gfx_index_instance,
			GRBM_GFX_INDEX__INSTANCE_INDEX_MASK);
	KUNIT_EXPECT_EQ(test, f->gfx_index_sa, GRBM_GFX_INDEX__SH_INDEX_MASK);
	KUNIT_EXPECT_EQ(test, f->gfx_index_se, GRBM_GFX_INDEX__SE_INDEX_MASK);
	KUNIT_EXPECT_EQ(test, f->gfx_index_sa_broadcast,
			GRBM_GFX_INDEX__SH_BROADCAST_WRITES_MASK);
	KUNIT_EXPECT_EQ(test, f->gfx_index_instance_broadcast,
			GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK);
	KUNIT_EXPECT_EQ(test, f->gfx_index_se_broadcast,
			GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK);
	/* GFX9 layout: INSTANCE[7:0], SH[15:8], SE[23:16], broadcast 29-31. */
	KUNIT_EXPECT_EQ(test, f->gfx_index_instance, 0x000000ff);
	KUNIT_EXPECT_EQ(test, f->gfx_index_sa, 0x0000ff00);
	KUNIT_EXPECT_EQ(test, f->gfx_index_se, 0x00ff0000);
	KUNIT_EXPECT_EQ(test, f->gfx_index_sa_broadcast |
			f->gfx_index_instance_broadcast |
			f->gfx_index_se_broadcast, 0xe0000000);

	PMC_EXPECT_REG(f->cp_perfmon_cntl, CP_PERFMON_CNTL);
	KUNIT_EXPECT_EQ(test, f->cp_perfmon_stop, 2);
	PMC_EXPECT_REG(f->compute_perfcount_enable, COMPUTE_PERFCOUNT_ENABLE);
	KUNIT_EXPECT_EQ(test, f->compute_perfcount_enable.base_idx, 0);
	PMC_EXPECT_REG(f->sq_perfcounter_ctrl, SQ_PERFCOUNTER_CTRL);
	/*
	 * All seven stages (PS..CS, bits 6:0); all VMIDs where the register
	 * has VMID_MASK (31:16, from GC 9.4.2 on), as AQLprofile writes.
	 */
	KUNIT_EXPECT_EQ(test, f->sq_perfcounter_ctrl_value,
			*ip >= IP_VERSION(9, 4, 2) ? 0xffff007f : 0x7f);
	PMC_EXPECT_REG(f->sq_perfcounter_mask, SQ_PERFCOUNTER_MASK);
	PMC_EXPECT_NO_REG(f->sq_perfcounter_ctrl2);
	PMC_EXPECT_NO_REG(f->sqg_perfcounter_ctrl);
#if PMC_HAS_RLC_CLK
	PMC_EXPECT_REG(f->rlc_perfmon_clk_cntl, RLC_PERFMON_CLK_CNTL);
	KUNIT_EXPECT_EQ(test, f->rlc_perfmon_clk_cntl.offset, 0x3cbf);
#else
	/* gc_9_4_3 defines no RLC_PERFMON_CLK_CNTL: not written. */
	PMC_EXPECT_NO_REG(f->rlc_perfmon_clk_cntl);
#endif
}

static struct kunit_case pmc_gfx9_reg_cases[] = {
	KUNIT_CASE_PARAM(pmc_gfx9_test_grbm, pmc_gfx9_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx9_test_sq, pmc_gfx9_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx9_test_spi, pmc_gfx9_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx9_test_cu_blocks, pmc_gfx9_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx9_test_l2, pmc_gfx9_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx9_test_cp, pmc_gfx9_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx9_test_family, pmc_gfx9_ip_gen_params),
	{}
};

#endif

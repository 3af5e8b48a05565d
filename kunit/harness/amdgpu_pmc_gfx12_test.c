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
 * Register tests for the GC 12.0.0 and 12.0.1 counter tables: expected
 * offsets are gc_12_0_0 header symbols, and the irregular layouts are also
 * checked against the literal values of gc_12_0_0_offset.h and
 * gc_12_0_0_sh_mask.h.
 */

#include <kunit/test.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"

MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");

#include "gc/gc_12_0_0_offset.h"
#include "gc/gc_12_0_0_sh_mask.h"

#define PMC_REG(n) reg##n
#include "amdgpu_pmc_regs_test.h"

static const u32 gfx12_ips[] = { IP_VERSION(12, 0, 0), IP_VERSION(12, 0, 1) };

KUNIT_ARRAY_PARAM(gfx12_ip, gfx12_ips, pmc_regs_ip_desc);

static void pmc_gfx12_test_grbm(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GRBM);

	KUNIT_ASSERT_EQ(test, b->num_counters, 2);
	PMC_EXPECT_REG(b->counters[0].select, GRBM_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[0].lo, GRBM_PERFCOUNTER0_LO);
	PMC_EXPECT_REG(b->counters[1].lo, GRBM_PERFCOUNTER1_LO);
	PMC_EXPECT_REG(b->counters[1].hi, GRBM_PERFCOUNTER1_HI);
	KUNIT_EXPECT_EQ(test, b->counters[1].lo.offset, 0x3043);

	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GRBMH);
	KUNIT_ASSERT_EQ(test, b->num_counters, 2);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SE);
	PMC_EXPECT_REG(b->counters[0].select, GRBMH_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[0].lo, GRBMH_PERFCOUNTER0_LO);
	PMC_EXPECT_REG(b->counters[1].hi, GRBMH_PERFCOUNTER1_HI);
}

static const u32 pmc_gfx12_sq_regs[][2] = {
	{ PMC_REG(SQ_PERFCOUNTER0_SELECT), PMC_REG(SQ_PERFCOUNTER0_LO) },
	{ PMC_REG(SQ_PERFCOUNTER2_SELECT), PMC_REG(SQ_PERFCOUNTER1_LO) },
	{ PMC_REG(SQ_PERFCOUNTER4_SELECT), PMC_REG(SQ_PERFCOUNTER2_LO) },
	{ PMC_REG(SQ_PERFCOUNTER6_SELECT), PMC_REG(SQ_PERFCOUNTER3_LO) },
	{ PMC_REG(SQ_PERFCOUNTER8_SELECT), PMC_REG(SQ_PERFCOUNTER4_LO) },
	{ PMC_REG(SQ_PERFCOUNTER10_SELECT), PMC_REG(SQ_PERFCOUNTER5_LO) },
	{ PMC_REG(SQ_PERFCOUNTER12_SELECT), PMC_REG(SQ_PERFCOUNTER6_LO) },
	{ PMC_REG(SQ_PERFCOUNTER14_SELECT), PMC_REG(SQ_PERFCOUNTER7_LO) },
};

static void pmc_gfx12_test_sq(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_SQ);
	unsigned int n;

	/* 8 per-WGP counters through the even SELECTs as AQLprofile, 32 bits, no HI. */
	KUNIT_ASSERT_EQ(test, b->num_counters, ARRAY_SIZE(pmc_gfx12_sq_regs));
	KUNIT_EXPECT_EQ(test, b->counter_bits, 32);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SA_INST);
	KUNIT_EXPECT_EQ(test, b->inst_src, AMDGPU_PMC_INST_WGP_PER_SA);
	KUNIT_EXPECT_EQ(test, b->inst_shift, 2);
	KUNIT_EXPECT_LE(test, b->num_rows, 1);
	KUNIT_EXPECT_TRUE(test, b->flags & AMDGPU_PMC_BLOCK_SQ_CONTROL);
	KUNIT_EXPECT_EQ(test, b->select_or, 0);
	for (n = 0; n < b->num_counters; n++) {
		KUNIT_EXPECT_EQ(test, b->counters[n].select.offset,
				pmc_gfx12_sq_regs[n][0]);
		KUNIT_EXPECT_EQ(test, b->counters[n].lo.offset,
				pmc_gfx12_sq_regs[n][1]);
		KUNIT_EXPECT_EQ(test, b->counters[n].select.offset, 0x39c0 + 2 * n);
		KUNIT_EXPECT_EQ(test, b->counters[n].lo.offset, 0x31c0 + 2 * n);
		PMC_EXPECT_NO_REG(b->counters[n].hi);
		PMC_EXPECT_NO_REG(b->counters[n].select1);
	}

	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_SQG);
	KUNIT_ASSERT_EQ(test, b->num_counters, 8);
	KUNIT_EXPECT_EQ(test, b->counter_bits, 64);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SE);
	KUNIT_EXPECT_TRUE(test, b->flags & AMDGPU_PMC_BLOCK_SQG_CONTROL);
	PMC_EXPECT_REG(b->counters[0].select, SQG_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[0].lo, SQG_PERFCOUNTER0_LO);
	PMC_EXPECT_REG(b->counters[7].select, SQG_PERFCOUNTER7_SELECT);
	PMC_EXPECT_REG(b->counters[7].hi, SQG_PERFCOUNTER7_HI);
}

static void pmc_gfx12_test_spi(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_SPI);
	unsigned int n;

	KUNIT_ASSERT_EQ(test, b->num_counters, 6);
	PMC_EXPECT_REG(b->counters[0].lo, SPI_PERFCOUNTER0_LO);
	PMC_EXPECT_REG(b->counters[0].hi, SPI_PERFCOUNTER0_HI);
	PMC_EXPECT_REG(b->counters[4].select, SPI_PERFCOUNTER4_SELECT);
	PMC_EXPECT_REG(b->counters[5].select1, SPI_PERFCOUNTER5_SELECT1);
	PMC_EXPECT_REG(b->counters[5].lo, SPI_PERFCOUNTER5_LO);
	/* SPI HI is at LO - 1. */
	for (n = 0; n < b->num_counters; n++)
		KUNIT_EXPECT_EQ(test, b->counters[n].hi.offset,
				b->counters[n].lo.offset - 1);
	/* Unlike GFX9, counters 4-5 are at 0x3984/0x3985 with a SELECT1. */
	KUNIT_EXPECT_EQ(test, b->counters[4].select.offset, 0x3984);
}

static void pmc_gfx12_test_wgp_blocks(struct kunit *test)
{
	static const enum amdgpu_pmc_block_id ids[] = {
		AMDGPU_PMC_BLOCK_TA, AMDGPU_PMC_BLOCK_TD, AMDGPU_PMC_BLOCK_TCP,
	};
	const struct amdgpu_pmc_block *b;
	unsigned int i;

	/* AQLprofile's INSTANCE_INDEX = (wgp << 2) | row, two rows. */
	for (i = 0; i < ARRAY_SIZE(ids); i++) {
		b = pmc_regs_block(test, ids[i]);
		KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SA_INST);
		KUNIT_EXPECT_EQ(test, b->inst_src, AMDGPU_PMC_INST_WGP_PER_SA);
		KUNIT_EXPECT_EQ(test, b->inst_shift, 2);
		KUNIT_EXPECT_EQ(test, b->num_rows, 2);
		KUNIT_EXPECT_EQ(test, b->counter_bits, 64);
	}

	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_TA);
	PMC_EXPECT_REG(b->counters[0].select, TA_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[1].lo, TA_PERFCOUNTER1_LO);

	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_TCP);
	KUNIT_ASSERT_EQ(test, b->num_counters, 4);
	PMC_EXPECT_REG(b->counters[3].select, TCP_PERFCOUNTER3_SELECT);
	PMC_EXPECT_NO_REG(b->counters[3].select1);
	KUNIT_EXPECT_EQ(test, b->counters[3].select.offset, 0x3b45);
}

static void pmc_gfx12_test_gl(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GL2C);

	KUNIT_ASSERT_EQ(test, b->num_counters, 4);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_XCC_INST);
	KUNIT_EXPECT_EQ(test, b->inst_src, AMDGPU_PMC_INST_L2_CHANNELS);
	PMC_EXPECT_REG(b->counters[0].select, GL2C_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[2].select1, GL2C_PERFCOUNTER2_SELECT1);
	PMC_EXPECT_REG(b->counters[3].select, GL2C_PERFCOUNTER3_SELECT);
	PMC_EXPECT_REG(b->counters[3].select1, GL2C_PERFCOUNTER3_SELECT1);
	PMC_EXPECT_REG(b->counters[3].lo, GL2C_PERFCOUNTER3_LO);
	/* Every GL2C counter has a SELECT1: counter 3 SELECT is 0x3b86. */
	KUNIT_EXPECT_EQ(test, b->counters[3].select.offset, 0x3b86);
	/* The GL2C range of AQLprofile/Mesa, not soc24_enum.h's 165. */
	KUNIT_EXPECT_EQ(test, b->max_event, 249);

	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GL2A);
	PMC_EXPECT_REG(b->counters[3].select, GL2A_PERFCOUNTER3_SELECT);
	KUNIT_EXPECT_EQ(test, b->counters[3].select.offset, 0x3b96);

	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GL1C);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SA_INST);
	PMC_EXPECT_REG(b->counters[0].select, GL1C_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[3].hi, GL1C_PERFCOUNTER3_HI);

	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GL1A);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SA);
	PMC_EXPECT_REG(b->counters[0].select, GL1A_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[1].lo, GL1A_PERFCOUNTER1_LO);

	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_CPC);
	PMC_EXPECT_REG(b->counters[0].select, CPC_PERFCOUNTER0_SELECT);
	PMC_EXPECT_REG(b->counters[0].lo, CPC_PERFCOUNTER0_LO);
	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_CPF);
	PMC_EXPECT_REG(b->counters[1].select, CPF_PERFCOUNTER1_SELECT);
	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_CPG);
	PMC_EXPECT_REG(b->counters[0].hi, CPG_PERFCOUNTER0_HI);
}

static void pmc_gfx12_test_family(struct kunit *test)
{
	const u32 *ip = test->param_value;
	const struct amdgpu_pmc_arch *arch = amdgpu_pmc_find_arch(*ip);
	const struct amdgpu_pmc_family *f;

	KUNIT_ASSERT_NOT_NULL(test, arch);
	f = arch->family;
	PMC_EXPECT_REG(f->grbm_gfx_index, GRBM_GFX_INDEX);
	KUNIT_EXPECT_EQ(test, f->gfx_index_instance,
			GRBM_GFX_INDEX__INSTANCE_INDEX_MASK);
	KUNIT_EXPECT_EQ(test, f->gfx_index_sa, GRBM_GFX_INDEX__SA_INDEX_MASK);
	KUNIT_EXPECT_EQ(test, f->gfx_index_se, GRBM_GFX_INDEX__SE_INDEX_MASK);
	KUNIT_EXPECT_EQ(test, f->gfx_index_sa_broadcast,
			GRBM_GFX_INDEX__SA_BROADCAST_WRITES_MASK);
	KUNIT_EXPECT_EQ(test, f->gfx_index_instance_broadcast,
			GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK);
	KUNIT_EXPECT_EQ(test, f->gfx_index_se_broadcast,
			GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK);
	/* GFX12 layout (gc_12_0_0_sh_mask.h): INSTANCE[6:0], SA[9:8], SE[19:16]. */
	KUNIT_EXPECT_EQ(test, f->gfx_index_instance, 0x0000007f);
	KUNIT_EXPECT_EQ(test, f->gfx_index_sa, 0x00000300);
	KUNIT_EXPECT_EQ(test, f->gfx_index_se, 0x000f0000);

	/* gc_12_0_0 names CP_PERFMON_CNTL CP_PERFMON_CNTL_1. */
	PMC_EXPECT_REG(f->cp_perfmon_cntl, CP_PERFMON_CNTL_1);
	KUNIT_EXPECT_EQ(test, f->cp_perfmon_cntl.offset, 0x3808);
	KUNIT_EXPECT_EQ(test, f->cp_perfmon_stop, 0x402);
	PMC_EXPECT_REG(f->compute_perfcount_enable, COMPUTE_PERFCOUNT_ENABLE);
	PMC_EXPECT_NO_REG(f->rlc_perfmon_clk_cntl);
	PMC_EXPECT_REG(f->sq_perfcounter_ctrl, SQ_PERFCOUNTER_CTRL);
	KUNIT_EXPECT_EQ(test, f->sq_perfcounter_ctrl_value, 0x55);
	PMC_EXPECT_NO_REG(f->sq_perfcounter_mask);
	PMC_EXPECT_REG(f->sq_perfcounter_ctrl2, SQ_PERFCOUNTER_CTRL2);
	KUNIT_EXPECT_EQ(test, f->sq_perfcounter_ctrl2_value, 0x1ffff);
	PMC_EXPECT_REG(f->sqg_perfcounter_ctrl, SQG_PERFCOUNTER_CTRL);
}

static struct kunit_case amdgpu_pmc_gfx12_cases[] = {
	KUNIT_CASE_PARAM(pmc_gfx12_test_grbm, gfx12_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx12_test_sq, gfx12_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx12_test_spi, gfx12_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx12_test_wgp_blocks, gfx12_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx12_test_gl, gfx12_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx12_test_family, gfx12_ip_gen_params),
	{}
};

static struct kunit_suite amdgpu_pmc_gfx12_suite = {
	.name = "amdgpu_pmc_gfx12_regs",
	.test_cases = amdgpu_pmc_gfx12_cases,
};

kunit_test_suite(amdgpu_pmc_gfx12_suite);

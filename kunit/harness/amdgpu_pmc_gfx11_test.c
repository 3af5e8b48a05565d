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
 * Register tests for the GC 11.0.x and 11.5.x counter tables: expected
 * offsets are gc_11_0_0 header symbols (the headers gfx_v11_0.c uses for
 * both), and the irregular layouts are also checked against the literal
 * values of gc_11_0_0_offset.h and gc_11_0_0_sh_mask.h.
 */

#include <kunit/test.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"

MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");

#include "gc/gc_11_0_0_offset.h"
#include "gc/gc_11_0_0_sh_mask.h"

#define PMC_REG(n) reg##n
#include "amdgpu_pmc_regs_test.h"

static const u32 gfx11_ips[] = {
	IP_VERSION(11, 0, 0), IP_VERSION(11, 0, 1), IP_VERSION(11, 0, 2),
	IP_VERSION(11, 0, 3), IP_VERSION(11, 0, 4), IP_VERSION(11, 5, 0),
	IP_VERSION(11, 5, 1), IP_VERSION(11, 5, 2), IP_VERSION(11, 5, 3),
	IP_VERSION(11, 5, 4), IP_VERSION(11, 5, 6),
};

KUNIT_ARRAY_PARAM(gfx11_ip, gfx11_ips, pmc_regs_ip_desc);

static void pmc_gfx11_test_grbm(struct kunit *test)
{
	const u32 *ip = test->param_value;
	const struct amdgpu_pmc_block *b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GRBM);

	KUNIT_ASSERT_EQ(test, b->num_counters, 2);
	PMC_EXPECT_CNT(b, GRBM, 0);
	PMC_EXPECT_CNT(b, GRBM, 1);

	/* GRBM_SE0..6, one register set per SE, not GFX12's GRBMH */
	KUNIT_EXPECT_NULL(test, amdgpu_pmc_find_block(amdgpu_pmc_find_arch(*ip),
						      AMDGPU_PMC_BLOCK_GRBMH));
	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GRBM_SE);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SE);
	KUNIT_EXPECT_TRUE(test, b->flags & AMDGPU_PMC_BLOCK_PER_SE_REGS);
	KUNIT_ASSERT_EQ(test, b->num_counters, 1);
	KUNIT_ASSERT_EQ(test, b->num_se_regs, 7);
	PMC_EXPECT_REG(b->counters[0].select, GRBM_SE0_PERFCOUNTER_SELECT);
	PMC_EXPECT_REG(b->counters[0].lo, GRBM_SE0_PERFCOUNTER_LO);
	PMC_EXPECT_REG(b->counters[3].hi, GRBM_SE3_PERFCOUNTER_HI);
	PMC_EXPECT_REG(b->counters[6].select, GRBM_SE6_PERFCOUNTER_SELECT);
	PMC_EXPECT_REG(b->counters[6].lo, GRBM_SE6_PERFCOUNTER_LO);
	PMC_EXPECT_REG(b->counters[6].hi, GRBM_SE6_PERFCOUNTER_HI);
	KUNIT_EXPECT_EQ(test, b->counters[6].select.offset, 0x3848);
	KUNIT_EXPECT_EQ(test, b->counters[6].lo.offset, 0x3051);
}

static void pmc_gfx11_test_sq(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_SQ);
	unsigned int n;

	/* 8 per-WGP counters through the even SELECTs, 32 bits, no HI */
	KUNIT_ASSERT_EQ(test, b->num_counters, 8);
	KUNIT_EXPECT_EQ(test, b->counter_bits, 32);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SA_INST);
	KUNIT_EXPECT_EQ(test, b->inst_src, AMDGPU_PMC_INST_WGP_PER_SA);
	KUNIT_EXPECT_EQ(test, b->inst_shift, 2);
	KUNIT_EXPECT_LE(test, b->num_rows, 1);
	KUNIT_EXPECT_TRUE(test, b->flags & AMDGPU_PMC_BLOCK_SQ_CONTROL);
	PMC_EXPECT_REG(b->counters[1].select, SQ_PERFCOUNTER2_SELECT);
	PMC_EXPECT_REG(b->counters[1].lo, SQ_PERFCOUNTER1_LO);
	PMC_EXPECT_REG(b->counters[7].select, SQ_PERFCOUNTER14_SELECT);
	PMC_EXPECT_REG(b->counters[7].lo, SQ_PERFCOUNTER7_LO);
	for (n = 0; n < b->num_counters; n++) {
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
	PMC_EXPECT_CNT_NO_S1(b, SQG, 0);
	PMC_EXPECT_CNT_NO_S1(b, SQG, 7);
}

static void pmc_gfx11_test_spi(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_SPI);

	KUNIT_ASSERT_EQ(test, b->num_counters, 6);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SE);
	PMC_EXPECT_CNT_S1(b, SPI, 0);
	PMC_EXPECT_CNT_S1(b, SPI, 3);
	PMC_EXPECT_CNT_NO_S1(b, SPI, 4);
	PMC_EXPECT_CNT_NO_S1(b, SPI, 5);
	/* HI below LO, as on GFX12 */
	KUNIT_EXPECT_EQ(test, b->counters[0].hi.offset, 0x3180);
	KUNIT_EXPECT_EQ(test, b->counters[0].lo.offset, 0x3181);
	KUNIT_EXPECT_EQ(test, b->counters[4].select.offset, 0x3988);
}

/* TA, TD, TCP: one instance per CU of an SA, INSTANCE_INDEX = the CU (Mesa) */
static void pmc_gfx11_test_cu_blocks(struct kunit *test)
{
	static const enum amdgpu_pmc_block_id ids[] = {
		AMDGPU_PMC_BLOCK_TA, AMDGPU_PMC_BLOCK_TD, AMDGPU_PMC_BLOCK_TCP,
	};
	const struct amdgpu_pmc_block *b;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(ids); i++) {
		b = pmc_regs_block(test, ids[i]);
		KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SA_INST);
		KUNIT_EXPECT_EQ(test, b->inst_src, AMDGPU_PMC_INST_CU_PER_SA);
		KUNIT_EXPECT_EQ(test, b->inst_shift, 0);
		KUNIT_EXPECT_LE(test, b->num_rows, 1);
		KUNIT_EXPECT_EQ(test, b->counter_bits, 64);
		KUNIT_EXPECT_TRUE(test, b->flags & AMDGPU_PMC_BLOCK_SQ_WINDOWED);
	}

	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_TA);
	KUNIT_ASSERT_EQ(test, b->num_counters, 2);
	PMC_EXPECT_CNT_S1(b, TA, 0);
	PMC_EXPECT_CNT_NO_S1(b, TA, 1);
	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_TD);
	KUNIT_ASSERT_EQ(test, b->num_counters, 2);
	PMC_EXPECT_CNT_S1(b, TD, 0);
	PMC_EXPECT_CNT_NO_S1(b, TD, 1);
	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_TCP);
	KUNIT_ASSERT_EQ(test, b->num_counters, 4);
	PMC_EXPECT_CNT_S1(b, TCP, 1);
	PMC_EXPECT_CNT_NO_S1(b, TCP, 3);
	KUNIT_EXPECT_EQ(test, b->counters[3].select.offset, 0x3b45);
}

static void pmc_gfx11_test_gl(struct kunit *test)
{
	const u32 *ip = test->param_value;
	const struct amdgpu_pmc_block *b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GL2C);

	KUNIT_ASSERT_EQ(test, b->num_counters, 4);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_XCC_INST);
	KUNIT_EXPECT_EQ(test, b->inst_src, AMDGPU_PMC_INST_L2_CHANNELS);
	PMC_EXPECT_CNT_S1(b, GL2C, 1);
	PMC_EXPECT_CNT_NO_S1(b, GL2C, 2);
	/* Only counters 0-1 have a SELECT1: counter 2 SELECT is 0x3b84 */
	KUNIT_EXPECT_EQ(test, b->counters[2].select.offset, 0x3b84);
	/* No GL2A: no source gives its instance count on GFX11; no GFX9 TCC */
	KUNIT_EXPECT_NULL(test, amdgpu_pmc_find_block(amdgpu_pmc_find_arch(*ip),
						      AMDGPU_PMC_BLOCK_GL2A));
	KUNIT_EXPECT_NULL(test, amdgpu_pmc_find_block(amdgpu_pmc_find_arch(*ip),
						      AMDGPU_PMC_BLOCK_TCC));

	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GL1C);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SA_INST);
	KUNIT_EXPECT_EQ(test, b->inst_src, AMDGPU_PMC_INST_FIXED);
	KUNIT_EXPECT_EQ(test, b->num_instances, 4);
	PMC_EXPECT_CNT_S1(b, GL1C, 0);
	PMC_EXPECT_CNT_NO_S1(b, GL1C, 1);
	KUNIT_EXPECT_EQ(test, b->counters[1].select.offset, 0x3ba2);

	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GL1A);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SA);
	PMC_EXPECT_CNT_S1(b, GL1A, 0);
	PMC_EXPECT_CNT_NO_S1(b, GL1A, 3);

	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_CPC);
	PMC_EXPECT_CNT_S1(b, CPC, 0);
	PMC_EXPECT_CNT_NO_S1(b, CPC, 1);
	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_CPF);
	PMC_EXPECT_CNT_S1(b, CPF, 0);
	PMC_EXPECT_CNT_NO_S1(b, CPF, 1);
	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_CPG);
	PMC_EXPECT_CNT_S1(b, CPG, 0);
	PMC_EXPECT_CNT_NO_S1(b, CPG, 1);
}

static void pmc_gfx11_test_family(struct kunit *test)
{
	const u32 *ip = test->param_value;
	const struct amdgpu_pmc_arch *arch = amdgpu_pmc_find_arch(*ip);
	const struct amdgpu_pmc_family *f;

	KUNIT_ASSERT_NOT_NULL(test, arch);
	f = arch->family;
	PMC_EXPECT_REG(f->grbm_gfx_index, GRBM_GFX_INDEX);
	/* GFX11 layout (gc_11_0_0_sh_mask.h): INSTANCE[7:0], SA[15:8], SE[23:16] */
	KUNIT_EXPECT_EQ(test, f->gfx_index_instance, 0x000000ff);
	KUNIT_EXPECT_EQ(test, f->gfx_index_sa, 0x0000ff00);
	KUNIT_EXPECT_EQ(test, f->gfx_index_se, 0x00ff0000);
	KUNIT_EXPECT_EQ(test, f->gfx_index_sa_broadcast, 0x20000000);
	KUNIT_EXPECT_EQ(test, f->gfx_index_instance_broadcast, 0x40000000);
	KUNIT_EXPECT_EQ(test, f->gfx_index_se_broadcast, 0x80000000);

	PMC_EXPECT_REG(f->cp_perfmon_cntl, CP_PERFMON_CNTL);
	KUNIT_EXPECT_EQ(test, f->cp_perfmon_cntl.offset, 0x3808);
	KUNIT_EXPECT_EQ(test, f->cp_perfmon_reset, 0);
	KUNIT_EXPECT_EQ(test, f->cp_perfmon_start, 1);
	KUNIT_EXPECT_EQ(test, f->cp_perfmon_sample, 0x401);
	/* AQLprofile gfx11_primitives.h: STOP_COUNTING alone */
	KUNIT_EXPECT_EQ(test, f->cp_perfmon_stop, 2);
	PMC_EXPECT_REG(f->compute_perfcount_enable, COMPUTE_PERFCOUNT_ENABLE);
	PMC_EXPECT_NO_REG(f->rlc_perfmon_clk_cntl);
	PMC_EXPECT_REG(f->sq_perfcounter_ctrl, SQ_PERFCOUNTER_CTRL);
	KUNIT_EXPECT_EQ(test, f->sq_perfcounter_ctrl_value, 0x55);
	PMC_EXPECT_NO_REG(f->sq_perfcounter_mask);
	PMC_EXPECT_REG(f->sq_perfcounter_ctrl2, SQ_PERFCOUNTER_CTRL2);
	KUNIT_EXPECT_EQ(test, f->sq_perfcounter_ctrl2_value, 0x1ffff);
	KUNIT_EXPECT_EQ(test, f->sq_perfcounter_ctrl2_reset, 0x1fffe);
	PMC_EXPECT_REG(f->sqg_perfcounter_ctrl, SQG_PERFCOUNTER_CTRL);
}

/*
 * The stop sequence of GC 11.0.0, typed in from nvd.h's packet headers
 * ((3 << 30) | (count << 16) | (opcode << 8)) and the registers it writes,
 * at GC segments 0x1260 and 0xa000: GFX12's but for the stop value,
 * STOP_COUNTING alone (AQLprofile gfx11_primitives.h).
 */
static void pmc_gfx11_test_golden_stop(struct kunit *test)
{
	static const u32 want[] = {
		0xc0017900, 0x200, 0xe0000000,	/* GRBM_GFX_INDEX: broadcast */
		0xc0017900, 0x1808, 0x2,	/* CP_PERFMON_CNTL = STOP_COUNTING */
		0xc0017600, 0x20b, 0,		/* COMPUTE_PERFCOUNT_ENABLE (SH) */
		0xc0017900, 0x1808, 0,		/* DISABLE_AND_RESET, its reset value */
		0xc0017900, 0x19e0, 0,		/* SQ_PERFCOUNTER_CTRL */
		0xc0017900, 0x19e2, 0x1fffe,	/* SQ_PERFCOUNTER_CTRL2: VMID_EN 1-16 */
		0xc0017900, 0x19d8, 0,		/* SQG_PERFCOUNTER_CTRL */
		0xc0004600, 0x407,		/* EVENT_WRITE CS_PARTIAL_FLUSH */
	};
	static const u32 seg[] = { 0x1260, 0xa000 };
	const u32 *ip = test->param_value;
	struct amdgpu_pmc_topology topo = { 1, 6, 2, 8, 16 };
	struct amdgpu_pmc_ctx ctx = { .topo = &topo, .seg = seg };
	u32 dw[ARRAY_SIZE(want) + 8] = {};
	struct amdgpu_pmc_buf buf = { .dw = dw, .max = ARRAY_SIZE(dw) };

	ctx.arch = amdgpu_pmc_find_arch(*ip);
	KUNIT_ASSERT_NOT_NULL(test, ctx.arch);
	amdgpu_pmc_emit_stop(&buf, &ctx);
	KUNIT_ASSERT_EQ(test, buf.ndw, ARRAY_SIZE(want));
	KUNIT_EXPECT_MEMEQ(test, dw, want, sizeof(want));
}

static struct kunit_case amdgpu_pmc_gfx11_cases[] = {
	KUNIT_CASE_PARAM(pmc_gfx11_test_golden_stop, gfx11_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx11_test_grbm, gfx11_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx11_test_sq, gfx11_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx11_test_spi, gfx11_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx11_test_cu_blocks, gfx11_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx11_test_gl, gfx11_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx11_test_family, gfx11_ip_gen_params),
	{}
};

static struct kunit_suite amdgpu_pmc_gfx11_suite = {
	.name = "amdgpu_pmc_gfx11_regs",
	.test_cases = amdgpu_pmc_gfx11_cases,
};

kunit_test_suite(amdgpu_pmc_gfx11_suite);

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
 * Register tests for the GC 10.3.x counter tables: expected offsets are
 * gc_10_3_0 header symbols (the headers gfx_v10_0.c uses for every 10.3
 * part), and the irregular layouts are also checked against the literal
 * values of gc_10_3_0_offset.h and gc_10_3_0_sh_mask.h.
 */

#include <kunit/test.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"

MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");

#include "gc/gc_10_3_0_offset.h"
#include "gc/gc_10_3_0_sh_mask.h"

#define PMC_REG(n) mm##n
#include "amdgpu_pmc_regs_test.h"

/* kfd_device.c: every GFX10.3 IP version it knows */
static const u32 gfx10_3_ips[] = {
	IP_VERSION(10, 3, 0), IP_VERSION(10, 3, 1), IP_VERSION(10, 3, 2),
	IP_VERSION(10, 3, 3), IP_VERSION(10, 3, 4), IP_VERSION(10, 3, 5),
	IP_VERSION(10, 3, 6), IP_VERSION(10, 3, 7),
};

KUNIT_ARRAY_PARAM(gfx10_3_ip, gfx10_3_ips, pmc_regs_ip_desc);

/*
 * The gfx target of each IP version, as kfd_device.c's gfx_target_version
 * names it (the series' table tests list 10.3.0 only); GFX10.1 (Navi1x)
 * has no tables.
 */
static void pmc_gfx10_test_targets(struct kunit *test)
{
	static const struct { u32 ip; const char *name; } want[] = {
		{ IP_VERSION(10, 3, 0), "gfx1030" },
		{ IP_VERSION(10, 3, 1), "gfx1033" },
		{ IP_VERSION(10, 3, 2), "gfx1031" },
		{ IP_VERSION(10, 3, 3), "gfx1035" },
		{ IP_VERSION(10, 3, 4), "gfx1032" },
		{ IP_VERSION(10, 3, 5), "gfx1034" },
		{ IP_VERSION(10, 3, 6), "gfx1036" },
		{ IP_VERSION(10, 3, 7), "gfx1036" },
	};
	const struct amdgpu_pmc_arch *arch;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(want); i++) {
		arch = amdgpu_pmc_find_arch(want[i].ip);
		KUNIT_ASSERT_NOT_NULL(test, arch);
		KUNIT_EXPECT_EQ(test, arch->gc_ip, want[i].ip);
		KUNIT_EXPECT_STREQ(test, arch->name, want[i].name);
	}
	KUNIT_EXPECT_NULL(test, amdgpu_pmc_find_arch(IP_VERSION(10, 1, 10)));
	KUNIT_EXPECT_NULL(test, amdgpu_pmc_find_arch(IP_VERSION(10, 1, 1)));
	KUNIT_EXPECT_NULL(test, amdgpu_pmc_find_arch(IP_VERSION(10, 3, 8)));
}

/* The blocks a GFX10.3 part has, and those it has not (no SQG, no GFX12 blocks) */
static void pmc_gfx10_test_block_set(struct kunit *test)
{
	static const enum amdgpu_pmc_block_id absent[] = {
		AMDGPU_PMC_BLOCK_GRBMH, AMDGPU_PMC_BLOCK_SQG,
		AMDGPU_PMC_BLOCK_TCC, AMDGPU_PMC_BLOCK_TCA,
		AMDGPU_PMC_BLOCK_GL2A,
	};
	const u32 *ip = test->param_value;
	const struct amdgpu_pmc_arch *arch = amdgpu_pmc_find_arch(*ip);
	unsigned int i;

	KUNIT_ASSERT_NOT_NULL(test, arch);
	KUNIT_EXPECT_EQ(test, arch->num_blocks, 13);
	for (i = 0; i < ARRAY_SIZE(absent); i++)
		KUNIT_EXPECT_NULL_MSG(test, amdgpu_pmc_find_block(arch, absent[i]),
				      "block %d", absent[i]);
}

static void pmc_gfx10_test_grbm(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GRBM);

	KUNIT_ASSERT_EQ(test, b->num_counters, 2);
	PMC_EXPECT_CNT(b, GRBM, 0);
	PMC_EXPECT_CNT(b, GRBM, 1);

	/* GRBM_SE0..3, one register set per SE */
	b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GRBM_SE);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SE);
	KUNIT_EXPECT_TRUE(test, b->flags & AMDGPU_PMC_BLOCK_PER_SE_REGS);
	KUNIT_ASSERT_EQ(test, b->num_counters, 1);
	KUNIT_ASSERT_EQ(test, b->num_se_regs, 4);
	PMC_EXPECT_REG(b->counters[0].select, GRBM_SE0_PERFCOUNTER_SELECT);
	PMC_EXPECT_REG(b->counters[3].select, GRBM_SE3_PERFCOUNTER_SELECT);
	PMC_EXPECT_REG(b->counters[3].lo, GRBM_SE3_PERFCOUNTER_LO);
	PMC_EXPECT_REG(b->counters[3].hi, GRBM_SE3_PERFCOUNTER_HI);
	KUNIT_EXPECT_EQ(test, b->counters[3].select.offset, 0x3845);
	KUNIT_EXPECT_EQ(test, b->counters[3].lo.offset, 0x304b);
}

/* SQ per SE: 64-bit LO/HI pairs, SELECTn with LOn, as on GFX9 */
static void pmc_gfx10_test_sq(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_SQ);
	unsigned int n;

	/* AQLprofile gfx10_block_table.h: 8 of the header's 16 */
	KUNIT_ASSERT_EQ(test, b->num_counters, 8);
	KUNIT_EXPECT_EQ(test, b->counter_bits, 64);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SE);
	KUNIT_EXPECT_EQ(test, b->inst_src, AMDGPU_PMC_INST_ONE);
	KUNIT_EXPECT_EQ(test, b->inst_shift, 0);
	KUNIT_EXPECT_TRUE(test, b->flags & AMDGPU_PMC_BLOCK_SQ_CONTROL);
	/* gc_10_3_0_sh_mask.h has no SQC_BANK_MASK: PERF_SEL alone */
	KUNIT_EXPECT_EQ(test, b->select_or, 0);
	PMC_EXPECT_CNT_NO_S1(b, SQ, 0);
	PMC_EXPECT_CNT_NO_S1(b, SQ, 7);
	for (n = 0; n < b->num_counters; n++) {
		KUNIT_EXPECT_EQ(test, b->counters[n].select.offset, 0x39c0 + n);
		KUNIT_EXPECT_EQ(test, b->counters[n].lo.offset, 0x31c0 + 2 * n);
		KUNIT_EXPECT_EQ(test, b->counters[n].hi.offset, 0x31c1 + 2 * n);
	}
}

static void pmc_gfx10_test_spi(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_SPI);

	KUNIT_ASSERT_EQ(test, b->num_counters, 6);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SE);
	PMC_EXPECT_CNT_S1(b, SPI, 0);
	PMC_EXPECT_CNT_S1(b, SPI, 3);
	PMC_EXPECT_CNT_NO_S1(b, SPI, 4);
	PMC_EXPECT_CNT_NO_S1(b, SPI, 5);
	/* HI below LO */
	KUNIT_EXPECT_EQ(test, b->counters[0].hi.offset, 0x3180);
	KUNIT_EXPECT_EQ(test, b->counters[0].lo.offset, 0x3181);
	KUNIT_EXPECT_EQ(test, b->counters[4].select.offset, 0x3988);
}

/* TA, TD, TCP: one instance per CU of an SA, INSTANCE_INDEX = the CU (Mesa) */
static void pmc_gfx10_test_cu_blocks(struct kunit *test)
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

static void pmc_gfx10_test_gl(struct kunit *test)
{
	const struct amdgpu_pmc_block *b = pmc_regs_block(test, AMDGPU_PMC_BLOCK_GL2C);

	KUNIT_ASSERT_EQ(test, b->num_counters, 4);
	KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_XCC_INST);
	KUNIT_EXPECT_EQ(test, b->inst_src, AMDGPU_PMC_INST_L2_CHANNELS);
	PMC_EXPECT_CNT_S1(b, GL2C, 1);
	PMC_EXPECT_CNT_NO_S1(b, GL2C, 2);
	KUNIT_EXPECT_EQ(test, b->counters[2].select.offset, 0x3b84);

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
	KUNIT_EXPECT_EQ(test, b->counters[3].select.offset, 0x3dc4);

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

static void pmc_gfx10_test_family(struct kunit *test)
{
	const u32 *ip = test->param_value;
	const struct amdgpu_pmc_arch *arch = amdgpu_pmc_find_arch(*ip);
	const struct amdgpu_pmc_family *f;

	KUNIT_ASSERT_NOT_NULL(test, arch);
	f = arch->family;
	PMC_EXPECT_REG(f->grbm_gfx_index, GRBM_GFX_INDEX);
	/* gc_10_3_0_sh_mask.h: INSTANCE[7:0], SA[15:8], SE[23:16] */
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
	/* Mesa never_stop_sq_perf_counters: START_COUNTING | SAMPLE_ENABLE */
	KUNIT_EXPECT_EQ(test, f->cp_perfmon_stop, 0x401);
	PMC_EXPECT_REG(f->compute_perfcount_enable, COMPUTE_PERFCOUNT_ENABLE);
	PMC_EXPECT_REG(f->rlc_perfmon_clk_cntl, RLC_PERFMON_CLK_CNTL);
	KUNIT_EXPECT_EQ(test, f->rlc_perfmon_clk_cntl.offset, 0x3ce4);
	PMC_EXPECT_REG(f->sq_perfcounter_ctrl, SQ_PERFCOUNTER_CTRL);
	/* PS, VS, GS, ES, HS, LS and CS, as Mesa enables them */
	KUNIT_EXPECT_EQ(test, f->sq_perfcounter_ctrl_value, 0x7f);
	/* mmSQ_PERFCOUNTER_CTRL_DEFAULT, gc_10_3_0_default.h */
	KUNIT_EXPECT_EQ(test, f->sq_perfcounter_ctrl_reset, 0x200);
	PMC_EXPECT_NO_REG(f->sq_perfcounter_mask);
	PMC_EXPECT_NO_REG(f->sq_perfcounter_ctrl2);
	PMC_EXPECT_NO_REG(f->sqg_perfcounter_ctrl);
}

/*
 * The start sequence of one SQ counter on GC 10.3.0, typed in from nvd.h's
 * packet headers ((3 << 30) | (count << 16) | (opcode << 8)) and the
 * registers it writes, at GC segments 0x1260 and 0xa000: the perfmon clock
 * on first (PAL IssueBegin()), then Mesa's order (si_perfcounter.c):
 * DISABLE_AND_RESET before SQ_PERFCOUNTER_CTRL, the select, START.
 */
static void pmc_gfx10_test_golden_start(struct kunit *test)
{
	static const u32 want[] = {
		0xc0004600, 0x407,		/* EVENT_WRITE CS_PARTIAL_FLUSH */
		0xc0017900, 0x200, 0xe0000000,	/* GRBM_GFX_INDEX: broadcast */
		0xc0017900, 0x1ce4, 1,		/* RLC_PERFMON_CLK_CNTL: clock on */
		0xc0017900, 0x1808, 0,		/* CP_PERFMON_CNTL = DISABLE_AND_RESET */
		0xc0017900, 0x19e0, 0x7f,	/* SQ_PERFCOUNTER_CTRL: every stage */
		0xc0017900, 0x200, 0xe0000000,
		0xc0017900, 0x19c0, 4,		/* SQ_PERFCOUNTER0_SELECT = WAVES */
		0xc0017900, 0x200, 0xe0000000,
		0xc0017600, 0x20b, 1,		/* COMPUTE_PERFCOUNT_ENABLE (SH) */
		0xc0017900, 0x1808, 0,
		0xc0017900, 0x1808, 1,		/* START_COUNTING */
		0xc0004600, 0x407,
	};
	static const u32 seg[] = { 0x1260, 0xa000 };
	const u32 *ip = test->param_value;
	struct amdgpu_pmc_topology topo = { 1, 4, 2, 10, 16 };
	struct amdgpu_pmc_ctx ctx = { .topo = &topo, .seg = seg };
	struct amdgpu_pmc_hw_counter cnt = { .slot = 0, .select = 4 };
	u32 dw[ARRAY_SIZE(want) + 8] = {};
	struct amdgpu_pmc_buf buf = { .dw = dw, .max = ARRAY_SIZE(dw) };

	ctx.arch = amdgpu_pmc_find_arch(*ip);
	KUNIT_ASSERT_NOT_NULL(test, ctx.arch);
	cnt.block = amdgpu_pmc_find_block(ctx.arch, AMDGPU_PMC_BLOCK_SQ);
	KUNIT_ASSERT_NOT_NULL(test, cnt.block);
	amdgpu_pmc_emit_start(&buf, &ctx, &cnt, 1);
	KUNIT_ASSERT_EQ(test, buf.ndw, ARRAY_SIZE(want));
	KUNIT_EXPECT_MEMEQ(test, dw, want, sizeof(want));
}

/*
 * The stop sequence of GC 10.3.0, typed in as above: CP_PERFMON_CNTL never
 * STOP_COUNTING (Mesa never_stop_sq_perf_counters), then the reset values
 * of CP_PERFMON_CNTL, SQ_PERFCOUNTER_CTRL (0x200) and RLC_PERFMON_CLK_CNTL
 * (1), gc_10_3_0_default.h.
 */
static void pmc_gfx10_test_golden_stop(struct kunit *test)
{
	static const u32 want[] = {
		0xc0017900, 0x200, 0xe0000000,	/* GRBM_GFX_INDEX: broadcast */
		0xc0017900, 0x1808, 0x401,	/* START_COUNTING | SAMPLE_ENABLE */
		0xc0017600, 0x20b, 0,		/* COMPUTE_PERFCOUNT_ENABLE (SH) */
		0xc0017900, 0x1808, 0,		/* DISABLE_AND_RESET, its reset value */
		0xc0017900, 0x19e0, 0x200,	/* SQ_PERFCOUNTER_CTRL: CNTR_RATE 2 */
		0xc0017900, 0x1ce4, 1,		/* RLC_PERFMON_CLK_CNTL */
		0xc0004600, 0x407,		/* EVENT_WRITE CS_PARTIAL_FLUSH */
	};
	static const u32 seg[] = { 0x1260, 0xa000 };
	const u32 *ip = test->param_value;
	struct amdgpu_pmc_topology topo = { 1, 4, 2, 10, 16 };
	struct amdgpu_pmc_ctx ctx = { .topo = &topo, .seg = seg };
	u32 dw[ARRAY_SIZE(want) + 8] = {};
	struct amdgpu_pmc_buf buf = { .dw = dw, .max = ARRAY_SIZE(dw) };

	ctx.arch = amdgpu_pmc_find_arch(*ip);
	KUNIT_ASSERT_NOT_NULL(test, ctx.arch);
	amdgpu_pmc_emit_stop(&buf, &ctx);
	KUNIT_ASSERT_EQ(test, buf.ndw, ARRAY_SIZE(want));
	KUNIT_EXPECT_MEMEQ(test, dw, want, sizeof(want));
}

static struct kunit_case amdgpu_pmc_gfx10_cases[] = {
	KUNIT_CASE(pmc_gfx10_test_targets),
	KUNIT_CASE_PARAM(pmc_gfx10_test_golden_start, gfx10_3_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx10_test_golden_stop, gfx10_3_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx10_test_block_set, gfx10_3_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx10_test_grbm, gfx10_3_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx10_test_sq, gfx10_3_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx10_test_spi, gfx10_3_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx10_test_cu_blocks, gfx10_3_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx10_test_gl, gfx10_3_ip_gen_params),
	KUNIT_CASE_PARAM(pmc_gfx10_test_family, gfx10_3_ip_gen_params),
	{}
};

static struct kunit_suite amdgpu_pmc_gfx10_suite = {
	.name = "amdgpu_pmc_gfx10_regs",
	.test_cases = amdgpu_pmc_gfx10_cases,
};

kunit_test_suite(amdgpu_pmc_gfx10_suite);

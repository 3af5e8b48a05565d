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
 * Self-tests of the GC emulator on GFX11 (RDNA3, RDNA3.5): hand-written PM4
 * streams built from soc15d.h macros and gc_11_0_0 register symbols, with
 * the values of AQLprofile's GFX11 sequence (pmc_builder.h,
 * gfx11_primitives.h). The expected instance counts come from the
 * topologies and the public sources the emulator cites
 * (amdgpu_gc_emu_gfx11.c), not from the driver's tables.
 */

#include <kunit/test.h>
#include <linux/string.h>

#include "amdgpu.h"
#include "soc15d.h"
#include "soc21_enum.h"
#include "gc/gc_11_0_0_offset.h"
#include "gc/gc_11_0_0_sh_mask.h"

#include "amdgpu_kunit_helpers.h"
#include "amdgpu_gc_emu.h"
#include "amdgpu_gc_topologies.h"

static const u32 seg11[] = { AMDGPU_KUNIT_GC12_SEG0, AMDGPU_KUNIT_GC_SEG1 };
/* Hand-built streams are not padded, and leave the SQ control as it was. */
#define EMU_TEST_CHECKS	(AMDGPU_GC_EMU_CHECK_ALL & \
			 ~(AMDGPU_GC_EMU_CHECK_IB_SIZE | AMDGPU_GC_EMU_CHECK_UMD_STATE))

#define A11(x)	(seg11[reg##x##_BASE_IDX] + reg##x)

#define GI_SE(se)	((u32)(se) << GRBM_GFX_INDEX__SE_INDEX__SHIFT)
#define GI_SA(sa)	((u32)(sa) << GRBM_GFX_INDEX__SA_INDEX__SHIFT)
#define GI_INST(i)	((u32)(i) << GRBM_GFX_INDEX__INSTANCE_INDEX__SHIFT)
#define GI_BCAST	(GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK | \
			 GRBM_GFX_INDEX__SA_BROADCAST_WRITES_MASK | \
			 GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK)

#define RES_GPU		0x200000000ULL
#define RES_SIZE	1024
#define PM4_MAX		256

struct emu_ctx {
	struct amdgpu_gc_emu *emu;
	u32 *res;
	u32 *dw;
	unsigned int n;
};

static struct emu_ctx *ctx_new(struct kunit *test,
			       const struct amdgpu_kunit_gc_topology *t)
{
	struct emu_ctx *c = kunit_kzalloc(test, sizeof(*c), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, c);
	c->emu = amdgpu_gc_emu_create(test, t);
	KUNIT_ASSERT_FALSE(test, IS_ERR_OR_NULL(c->emu));
	/* The driver overrides perfmon clock gating; these IBs run bare. */
	amdgpu_gc_emu_set_perf_clk_override(c->emu, true);
	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS);
	c->res = kunit_kzalloc(test, RES_SIZE, GFP_KERNEL);
	c->dw = kunit_kcalloc(test, PM4_MAX, sizeof(u32), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, c->res);
	KUNIT_ASSERT_NOT_NULL(test, c->dw);
	return c;
}

static void emit(struct emu_ctx *c, u32 v)
{
	if (c->n < PM4_MAX)
		c->dw[c->n] = v;
	c->n++;
}

static void set_uconfig(struct emu_ctx *c, u32 reg, u32 val)
{
	emit(c, PACKET3(PACKET3_SET_UCONFIG_REG, 1));
	emit(c, reg - PACKET3_SET_UCONFIG_REG_START);
	emit(c, val);
}

/* COPY_DATA register -> TC_L2, 32 bits */
static void copy_reg(struct emu_ctx *c, u32 reg, unsigned int slot)
{
	u64 dst = RES_GPU + 4 * slot;

	emit(c, PACKET3(PACKET3_COPY_DATA, 4));
	emit(c, PACKET3_COPY_DATA__SRC_SEL(PACKET3_COPY_DATA__SRC_SEL__MEM_MAPPED_REGISTER) |
	     PACKET3_COPY_DATA__DST_SEL(PACKET3_COPY_DATA__DST_SEL__TC_L2));
	emit(c, reg);
	emit(c, 0);
	emit(c, lower_32_bits(dst));
	emit(c, upper_32_bits(dst));
}

static void run(struct kunit *test, struct emu_ctx *c)
{
	KUNIT_ASSERT_LE(test, c->n, PM4_MAX);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_exec(c->emu, 0, c->dw, c->n, RES_GPU,
						 c->res, RES_SIZE), 0);
	c->n = 0;
}

static void run_expect_violation(struct kunit *test, struct emu_ctx *c,
				 const char *what)
{
	const char *msg;

	KUNIT_ASSERT_LE(test, c->n, PM4_MAX);
	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS &
					 ~AMDGPU_GC_EMU_CHECK_KUNIT_FAIL);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_exec(c->emu, 0, c->dw, c->n, RES_GPU,
						 c->res, RES_SIZE), -EINVAL);
	c->n = 0;
	msg = amdgpu_gc_emu_last_error(c->emu);
	KUNIT_EXPECT_NOT_NULL_MSG(test, strstr(msg, what),
				  "expected \"%s\", got \"%s\"", what, msg);
	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS);
}

/* AQLprofile's GFX11 Start with one select (pmc_builder.h, gfx11_primitives.h) */
static void gfx11_start(struct emu_ctx *c, u32 sel_reg, u32 sel)
{
	set_uconfig(c, A11(GRBM_GFX_INDEX), GI_BCAST);
	set_uconfig(c, A11(CP_PERFMON_CNTL), CP_PERFMON_STATE_DISABLE_AND_RESET);
	set_uconfig(c, A11(SQ_PERFCOUNTER_CTRL), SQ_PERFCOUNTER_CTRL__PS_EN_MASK |
		    SQ_PERFCOUNTER_CTRL__GS_EN_MASK | SQ_PERFCOUNTER_CTRL__HS_EN_MASK |
		    SQ_PERFCOUNTER_CTRL__CS_EN_MASK);
	set_uconfig(c, sel_reg, sel);
	emit(c, PACKET3(PACKET3_SET_SH_REG, 1));
	emit(c, A11(COMPUTE_PERFCOUNT_ENABLE) - PACKET3_SET_SH_REG_START);
	emit(c, COMPUTE_PERFCOUNT_ENABLE__PERFCOUNT_ENABLE_MASK);
	set_uconfig(c, A11(CP_PERFMON_CNTL), CP_PERFMON_STATE_START_COUNTING);
}

static void sample(struct emu_ctx *c)
{
	set_uconfig(c, A11(CP_PERFMON_CNTL), CP_PERFMON_STATE_START_COUNTING |
		    CP_PERFMON_CNTL__PERFMON_SAMPLE_ENABLE_MASK);
	emit(c, PACKET3(PACKET3_EVENT_WRITE, 0));
	emit(c, EVENT_TYPE(CS_PARTIAL_FLUSH) |
	     EVENT_INDEX(PACKET3_EVENT_WRITE__EVENT_INDEX__CS_PARTIAL_FLUSH));
}

static const struct amdgpu_kunit_gc_topology *const gfx11_tops[] = {
	&amdgpu_gc_harness_navi31, &amdgpu_gc_harness_gfx1151,
};

/*
 * Instance counts per XCC: SQ per WGP, TA/TD/TCP per CU (Mesa), GL1A 1 and
 * GL1C 4 per SA, GL2C per channel, a GRBM_SE register set per SE (7 sets in
 * gc_11_0_0_offset.h), no GL2A, GRBMH or TCC.
 */
static void gfx11_instance_counts(struct kunit *test)
{
	unsigned int k;

	for (k = 0; k < ARRAY_SIZE(gfx11_tops); k++) {
		const struct amdgpu_kunit_gc_topology *t = gfx11_tops[k];
		struct amdgpu_gc_emu *emu = amdgpu_gc_emu_create(test, t);
		unsigned int sas = t->num_se * t->num_sa;
		unsigned int cus = sas * t->cu_per_sa;

		KUNIT_ASSERT_FALSE(test, IS_ERR_OR_NULL(emu));
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_SQ),
				cus / 2);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_TA), cus);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_TD), cus);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_TCP), cus);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_GL1A), sas);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_GL1C),
				4 * sas);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_GL2C),
				t->l2_channels);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_GRBM_SE),
				t->num_se);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_SQG),
				t->num_se);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_num_counters(emu, AMDGPU_GC_EMU_SQ),
				8);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_rows(emu, AMDGPU_GC_EMU_SQ), 1);
		KUNIT_EXPECT_FALSE(test, amdgpu_gc_emu_has_block(emu, AMDGPU_GC_EMU_GL2A));
		KUNIT_EXPECT_FALSE(test, amdgpu_gc_emu_has_block(emu, AMDGPU_GC_EMU_GRBMH));
		KUNIT_EXPECT_FALSE(test, amdgpu_gc_emu_has_block(emu, AMDGPU_GC_EMU_TCC));
	}
}

/*
 * TCP of CU 5 of SE 4, SA 1 on navi31: INSTANCE_INDEX = 5, no WGP packing;
 * CU 8 does not exist (8 CUs per SA).
 */
static void gfx11_tcp_per_cu(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_gc_harness_navi31);

	gfx11_start(c, A11(TCP_PERFCOUNTER0_SELECT), TCP_PERF_SEL_REQ);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_TCP, TCP_PERF_SEL_REQ, 0,
			     4, 1, 5, 0x1234);
	sample(c);
	set_uconfig(c, A11(GRBM_GFX_INDEX), GI_SE(4) | GI_SA(1) | GI_INST(5));
	copy_reg(c, A11(TCP_PERFCOUNTER0_LO), 0);
	set_uconfig(c, A11(GRBM_GFX_INDEX), GI_SE(4) | GI_SA(1) | GI_INST(4));
	copy_reg(c, A11(TCP_PERFCOUNTER0_LO), 1);
	set_uconfig(c, A11(GRBM_GFX_INDEX), GI_SE(4) | GI_SA(0) | GI_INST(5));
	copy_reg(c, A11(TCP_PERFCOUNTER0_LO), 2);
	set_uconfig(c, A11(GRBM_GFX_INDEX), GI_BCAST);
	run(test, c);
	KUNIT_EXPECT_EQ(test, c->res[0], 0x1234);
	KUNIT_EXPECT_EQ(test, c->res[1], 0);
	KUNIT_EXPECT_EQ(test, c->res[2], 0);

	set_uconfig(c, A11(GRBM_GFX_INDEX), GI_SE(0) | GI_SA(0) | GI_INST(8));
	copy_reg(c, A11(TCP_PERFCOUNTER0_LO), 0);
	set_uconfig(c, A11(GRBM_GFX_INDEX), GI_BCAST);
	run_expect_violation(test, c, "instance 8 of TCP, which has 8");
}

/*
 * GRBM_SE5 on navi31 (6 SEs) counts SE 5 by address, in broadcast; the
 * seventh set, GRBM_SE6, has no SE there.
 */
static void gfx11_grbm_se_sets(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_gc_harness_navi31);

	gfx11_start(c, A11(GRBM_SE5_PERFCOUNTER_SELECT), GRBM_SE5_PERF_SEL_COUNT);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM_SE, GRBM_SE5_PERF_SEL_COUNT,
			     0, 5, 0, 0, 77);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM_SE, GRBM_SE5_PERF_SEL_COUNT,
			     0, 4, 0, 0, 5);
	sample(c);
	copy_reg(c, A11(GRBM_SE5_PERFCOUNTER_LO), 0);
	copy_reg(c, A11(GRBM_SE5_PERFCOUNTER_HI), 1);
	run(test, c);
	KUNIT_EXPECT_EQ(test, c->res[0], 77);
	KUNIT_EXPECT_EQ(test, c->res[1], 0);

	copy_reg(c, A11(GRBM_SE6_PERFCOUNTER_LO), 0);
	run_expect_violation(test, c, "the XCC has no SE 6");
}

static struct kunit_case amdgpu_gc_emu_gfx11_cases[] = {
	KUNIT_CASE(gfx11_instance_counts),
	KUNIT_CASE(gfx11_tcp_per_cu),
	KUNIT_CASE(gfx11_grbm_se_sets),
	{}
};

static struct kunit_suite amdgpu_gc_emu_gfx11_suite = {
	.name = "amdgpu_gc_emu_gfx11",
	.test_cases = amdgpu_gc_emu_gfx11_cases,
};

kunit_test_suite(amdgpu_gc_emu_gfx11_suite);

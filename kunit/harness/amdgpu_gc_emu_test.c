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
 * Self-tests of the GC emulator: hand-written PM4 streams, built here from the
 * PM4 macros (soc15d.h) and register symbols of the kernel headers, with the
 * values of the programming sequences of AQLprofile (src/pm4/pmc_builder.h)
 * and Mesa radeonsi (si_perfcounter.c), run against the emulator. Nothing
 * here uses the driver's PM4 builder or counter tables.
 */

#include <kunit/test.h>
#include <linux/delay.h>
#include <linux/ktime.h>
#include <linux/string.h>

#include "amdgpu.h"
#include "soc15_common.h"
#include "soc15d.h"
#include "vega10_enum.h"
#include "gc/gc_9_0_offset.h"
#include "gc/gc_9_0_sh_mask.h"

#include "amdgpu_kunit_helpers.h"
#include "amdgpu_gc_emu.h"
#include "amdgpu_gc_topologies.h"

/* XCC-local dword addresses from the header symbols (vega10_ip_offset.h) */
static const u32 seg9[] = { AMDGPU_KUNIT_GC9_SEG0, AMDGPU_KUNIT_GC_SEG1 };
/*
 * Hand-built streams are not padded as the driver pads its IBs, and end
 * sessions as AQLprofile and Mesa do, leaving the SQ control as it was.
 */
#define EMU_TEST_CHECKS	(AMDGPU_GC_EMU_CHECK_ALL & \
			 ~(AMDGPU_GC_EMU_CHECK_IB_SIZE | AMDGPU_GC_EMU_CHECK_UMD_STATE))

#define A9(x)	(seg9[mm##x##_BASE_IDX] + mm##x)
/* the MMIO address of @x on (physical) XCC @inst of a fake device */
#define MMIO9(inst, x)	SOC15_REG_OFFSET(GC, inst, mm##x)

/*
 * GRBM_GFX_INDEX values. gc_12_0_0 has the same shifts and broadcast bits
 * (SA_INDEX where GFX9 has SH_INDEX, gc_12_0_0_sh_mask.h); only the index
 * field widths differ.
 */
#define GI_SE(se)	((u32)(se) << GRBM_GFX_INDEX__SE_INDEX__SHIFT)
#define GI_SA(sa)	((u32)(sa) << GRBM_GFX_INDEX__SH_INDEX__SHIFT)
#define GI_INST(i)	((u32)(i) << GRBM_GFX_INDEX__INSTANCE_INDEX__SHIFT)
#define GI_SE_BC	GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK
#define GI_SA_BC	GRBM_GFX_INDEX__SH_BROADCAST_WRITES_MASK
#define GI_INST_BC	GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK
#define GI_BCAST	(GI_SE_BC | GI_SA_BC | GI_INST_BC)	/* 0xE0000000 */

#define CNTL_SAMPLE	CP_PERFMON_CNTL__PERFMON_SAMPLE_ENABLE_MASK

/* AQL's SQ select extras on GFX9 (AQLprofile gfx9_primitives.h): 0x0F0FF000 */
#define SQ9_SEL_EXTRA	(SQ_PERFCOUNTER0_SELECT__SQC_BANK_MASK_MASK | \
			 SQ_PERFCOUNTER0_SELECT__SQC_CLIENT_MASK_MASK | \
			 SQ_PERFCOUNTER0_SELECT__SIMD_MASK_MASK)
/* SQ stage enables for compute incl. CS_EN */
#define SQ9_CTRL	(SQ_PERFCOUNTER_CTRL__PS_EN_MASK | \
			 SQ_PERFCOUNTER_CTRL__GS_EN_MASK | \
			 SQ_PERFCOUNTER_CTRL__HS_EN_MASK | \
			 SQ_PERFCOUNTER_CTRL__CS_EN_MASK)

#define RES_GPU		0x100000000ULL
#define RES_SIZE	4096
#define PM4_MAX		512

struct emu_ctx {
	const struct amdgpu_kunit_gc_topology *t;
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
	c->t = t;
	c->emu = amdgpu_gc_emu_create(test, t);
	/* GFX12: the driver overrides perfmon clock gating; these IBs run bare. */
	if (!IS_ERR_OR_NULL(c->emu)) {
		amdgpu_gc_emu_set_perf_clk_override(c->emu, true);
		amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS);
	}
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

static void set_sh(struct emu_ctx *c, u32 reg, u32 val)
{
	emit(c, PACKET3(PACKET3_SET_SH_REG, 1));
	emit(c, reg - PACKET3_SET_SH_REG_START);
	emit(c, val);
}

static void event(struct emu_ctx *c, u32 type, u32 index)
{
	emit(c, PACKET3(PACKET3_EVENT_WRITE, 0));
	emit(c, EVENT_TYPE(type) | EVENT_INDEX(index));
}

/*
 * COPY_DATA register -> memory at result dword @slot (AQLprofile
 * gfx9_cmd_builder.h)
 */
static void copy_reg(struct emu_ctx *c, u32 reg, unsigned int slot, bool is64)
{
	u64 dst = RES_GPU + 4 * slot;

	emit(c, PACKET3(PACKET3_COPY_DATA, 4));
	emit(c, PACKET3_COPY_DATA__SRC_SEL(PACKET3_COPY_DATA__SRC_SEL__MEM_MAPPED_REGISTER) |
	     PACKET3_COPY_DATA__DST_SEL(PACKET3_COPY_DATA__DST_SEL__MEMORY) |
	     PACKET3_COPY_DATA__COUNT_SEL(is64));
	emit(c, reg);
	emit(c, 0);
	emit(c, lower_32_bits(dst));
	emit(c, upper_32_bits(dst));
}

/*
 * the 7-dword GFX9 ACQUIRE_MEM over the result buffer (AQLprofile
 * gfx9_cmd_builder.h)
 */
static void acquire_mem(struct emu_ctx *c, unsigned int ndw)
{
	unsigned int i;

	emit(c, PACKET3(PACKET3_ACQUIRE_MEM, ndw - 2));
	for (i = 1; i < ndw; i++)
		emit(c, 0);
}

static int run_on(struct kunit *test, struct emu_ctx *c, unsigned int xcc)
{
	int ret;

	KUNIT_ASSERT_LE(test, c->n, PM4_MAX);
	ret = amdgpu_gc_emu_exec(c->emu, xcc, c->dw, c->n, RES_GPU, c->res,
				 RES_SIZE);
	c->n = 0;
	return ret;
}

static void run(struct kunit *test, struct emu_ctx *c)
{
	KUNIT_EXPECT_EQ(test, run_on(test, c, 0), 0);
}

/* run a stream that must violate the model with a message containing @what */
static void run_expect_violation(struct kunit *test, struct emu_ctx *c,
				 const char *what)
{
	const char *msg;

	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS &
					 ~AMDGPU_GC_EMU_CHECK_KUNIT_FAIL);
	KUNIT_EXPECT_EQ(test, run_on(test, c, 0), -EINVAL);
	msg = amdgpu_gc_emu_last_error(c->emu);
	KUNIT_EXPECT_NOT_NULL_MSG(test, strstr(msg, what),
				  "expected \"%s\", got \"%s\"", what, msg);
	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS);
}

/* the same with the UMD_STATE check, which EMU_TEST_CHECKS leaves out */
static void run_expect_umd_violation(struct kunit *test, struct emu_ctx *c,
				     const char *what)
{
	const char *msg;

	amdgpu_gc_emu_set_checks(c->emu, (EMU_TEST_CHECKS |
					  AMDGPU_GC_EMU_CHECK_UMD_STATE) &
					 ~AMDGPU_GC_EMU_CHECK_KUNIT_FAIL);
	KUNIT_EXPECT_EQ(test, run_on(test, c, 0), -EINVAL);
	msg = amdgpu_gc_emu_last_error(c->emu);
	KUNIT_EXPECT_NOT_NULL_MSG(test, strstr(msg, what),
				  "expected \"%s\", got \"%s\"", what, msg);
	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS);
}

static u64 res64(struct emu_ctx *c, unsigned int slot)
{
	return c->res[slot] | ((u64)c->res[slot + 1] << 32);
}

/* GC 9.0.1-9.4.2 have RLC_PERFMON_CLK_CNTL; gc_9_4_3_offset.h does not */
static bool has_rlc_clk(const struct emu_ctx *c)
{
	return c->t->gc_ip < IP_VERSION(9, 4, 3);
}

/*
 * AQL GFX9 Start, up to the selects (pmc_builder.h Start), without the
 * RLC_PERFMON_CLK_CNTL write on gc_9_4_3, which has no such register
 */
static void gfx9_start_pre(struct emu_ctx *c)
{
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
	if (has_rlc_clk(c))
		set_uconfig(c, A9(RLC_PERFMON_CLK_CNTL),
			    RLC_PERFMON_CLK_CNTL__PERFMON_CLOCK_STATE_MASK);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_DISABLE_AND_RESET);
	set_uconfig(c, A9(SQ_PERFCOUNTER_MASK), 0xFFFFFFFF);
	set_uconfig(c, A9(SQ_PERFCOUNTER_CTRL), SQ9_CTRL);
}

/* AQL GFX9 Start, after the selects (AQLprofile pmc_builder.h) */
static void gfx9_start_go(struct emu_ctx *c)
{
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
	set_sh(c, A9(COMPUTE_PERFCOUNT_ENABLE),
	       COMPUTE_PERFCOUNT_ENABLE__PERFCOUNT_ENABLE_MASK);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_DISABLE_AND_RESET);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_START_COUNTING);
	event(c, CS_PARTIAL_FLUSH, PACKET3_EVENT_WRITE__EVENT_INDEX__CS_PARTIAL_FLUSH);
}

static void gfx9_start(struct emu_ctx *c, u32 sel_reg, u32 sel)
{
	gfx9_start_pre(c);
	set_uconfig(c, sel_reg, sel);
	gfx9_start_go(c);
}

/* AQL Read: START|SAMPLE and a flush (AQLprofile pmc_builder.h) */
static void sample(struct emu_ctx *c, u32 cntl_reg)
{
	set_uconfig(c, cntl_reg, CP_PERFMON_STATE_START_COUNTING | CNTL_SAMPLE);
	event(c, CS_PARTIAL_FLUSH, PACKET3_EVENT_WRITE__EVENT_INDEX__CS_PARTIAL_FLUSH);
}

/* read a LO/HI pair under GRBM_GFX_INDEX @gi into result slots @slot, +1 */
static void read_pair(struct emu_ctx *c, u32 gi_reg, u32 gi, u32 lo, u32 hi,
		      unsigned int slot)
{
	set_uconfig(c, gi_reg, gi);
	copy_reg(c, lo, slot, false);
	copy_reg(c, hi, slot + 1, false);
}

static void gfx9_select_broadcast_read_per_se(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	const u64 n[] = { 5, 7, 0, 0x100000011ULL };
	unsigned int se;

	gfx9_start(c, A9(SQ_PERFCOUNTER0_SELECT), SQ9_SEL_EXTRA | SQ_PERF_SEL_WAVES);
	run(test, c);
	for (se = 0; se < 4; se++)
		amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_SQ, SQ_PERF_SEL_WAVES,
				     0, se, 0, 0, n[se]);

	sample(c, A9(CP_PERFMON_CNTL));
	for (se = 0; se < 4; se++)
		read_pair(c, A9(GRBM_GFX_INDEX), GI_SE(se) | GI_INST_BC | GI_SA_BC,
			  A9(SQ_PERFCOUNTER0_LO), A9(SQ_PERFCOUNTER0_HI), 2 * se);
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
	acquire_mem(c, 7);
	run(test, c);

	for (se = 0; se < 4; se++)
		KUNIT_EXPECT_EQ_MSG(test, res64(c, 2 * se), n[se], "SE %u", se);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_ib_count(c->emu, 0), 2);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_ib_end_grbm_gfx_index(c->emu, 0),
			GI_BCAST);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_perfmon_cntl(c->emu, 0),
			CP_PERFMON_STATE_START_COUNTING | CNTL_SAMPLE);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_event_count(c->emu, 0, CS_PARTIAL_FLUSH), 2);
}

static void gfx9_reset_zeroes(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	gfx9_start(c, A9(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM, GRBM_PERF_SEL_GUI_ACTIVE,
			     0, 0, 0, 0, 1000);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_GRBM, 0,
						 0, 0, 0, 0), 1000);

	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_DISABLE_AND_RESET);
	set_sh(c, A9(COMPUTE_PERFCOUNT_ENABLE), 0);
	read_pair(c, A9(GRBM_GFX_INDEX), GI_BCAST, A9(GRBM_PERFCOUNTER0_LO),
		  A9(GRBM_PERFCOUNTER0_HI), 0);
	c->res[0] = 0xdeadbeef;
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 0), 0);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_GRBM, 0,
						 0, 0, 0, 0), 0);

	/* reset also stops: nothing counts until START */
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM, GRBM_PERF_SEL_GUI_ACTIVE,
			     0, 0, 0, 0, 5);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_GRBM, 0,
						 0, 0, 0, 0), 0);
}

static void gfx9_start_stop_sample(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	const u32 cntl = A9(CP_PERFMON_CNTL);

	gfx9_start(c, A9(CPC_PERFCOUNTER0_SELECT), CPC_PERF_SEL_ALWAYS_COUNT);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_CPC, CPC_PERF_SEL_ALWAYS_COUNT,
			     0, 0, 0, 0, 10);

	/* no sample yet: the latch still holds the reset value */
	read_pair(c, A9(GRBM_GFX_INDEX), GI_BCAST, A9(CPC_PERFCOUNTER0_LO),
		  A9(CPC_PERFCOUNTER0_HI), 0);
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 0), 0);

	/*
	 * STOP freezes and makes the frozen count readable (GFX9 stop = 2);
	 * AQL's Disable puts COMPUTE_PERFCOUNT_ENABLE back (pmc_builder.h)
	 */
	set_uconfig(c, cntl, CP_PERFMON_STATE_STOP_COUNTING);
	set_sh(c, A9(COMPUTE_PERFCOUNT_ENABLE), 0);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_CPC, CPC_PERF_SEL_ALWAYS_COUNT,
			     0, 0, 0, 0, 5);
	read_pair(c, A9(GRBM_GFX_INDEX), GI_BCAST, A9(CPC_PERFCOUNTER0_LO),
		  A9(CPC_PERFCOUNTER0_HI), 2);
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 2), 10);

	/* START again continues from the frozen count */
	set_uconfig(c, cntl, CP_PERFMON_STATE_START_COUNTING);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_CPC, CPC_PERF_SEL_ALWAYS_COUNT,
			     0, 0, 0, 0, 3);
	sample(c, cntl);
	read_pair(c, A9(GRBM_GFX_INDEX), GI_BCAST, A9(CPC_PERFCOUNTER0_LO),
		  A9(CPC_PERFCOUNTER0_HI), 4);
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 4), 13);

	/* counting went on after the sample; the latch did not */
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_CPC, CPC_PERF_SEL_ALWAYS_COUNT,
			     0, 0, 0, 0, 4);
	read_pair(c, A9(GRBM_GFX_INDEX), GI_BCAST, A9(CPC_PERFCOUNTER0_LO),
		  A9(CPC_PERFCOUNTER0_HI), 6);
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 6), 13);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_CPC, 0,
						 0, 0, 0, 0), 17);
}

static void gfx9_sample_event_latches(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	gfx9_start(c, A9(CPF_PERFCOUNTER0_SELECT), 0);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_CPF, 0, 0, 0, 0, 0, 42);

	/*
	 * Mesa: PERFCOUNTER_SAMPLE, PERFCOUNTER_STOP, STOP|SAMPLE (radeonsi
	 * si_perfcounter.c)
	 */
	event(c, PERFCOUNTER_SAMPLE, PACKET3_EVENT_WRITE__EVENT_INDEX__OTHER);
	read_pair(c, A9(GRBM_GFX_INDEX), GI_BCAST, A9(CPF_PERFCOUNTER0_LO),
		  A9(CPF_PERFCOUNTER0_HI), 0);
	event(c, PERFCOUNTER_STOP, PACKET3_EVENT_WRITE__EVENT_INDEX__OTHER);
	set_uconfig(c, A9(CP_PERFMON_CNTL),
		    CP_PERFMON_STATE_STOP_COUNTING | CNTL_SAMPLE);
	set_sh(c, A9(COMPUTE_PERFCOUNT_ENABLE), 0);
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 0), 42);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_event_count(c->emu, 0, PERFCOUNTER_SAMPLE), 1);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_event_count(c->emu, 0, PERFCOUNTER_STOP), 1);
}

static void gfx9_inject_counts_only_selected(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	gfx9_start_pre(c);
	set_uconfig(c, A9(SQ_PERFCOUNTER0_SELECT), SQ9_SEL_EXTRA | SQ_PERF_SEL_WAVES);
	set_uconfig(c, A9(SQ_PERFCOUNTER1_SELECT),
		    SQ9_SEL_EXTRA | SQ_PERF_SEL_INSTS_VALU);
	gfx9_start_go(c);
	run(test, c);

	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_SQ, SQ_PERF_SEL_WAVES, 0, 1,
			     0, 0, 3);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_SQ, SQ_PERF_SEL_INSTS_SALU, 0,
			     1, 0, 0, 100);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_SQ, SQ_PERF_SEL_INSTS_VALU, 0,
			     AMDGPU_GC_EMU_ALL, 0, 0, 2);

	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_SQ, 0, 0,
						 1, 0, 0), 3);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_SQ, 0, 0,
						 0, 0, 0), 0);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_SQ, 1, 0,
						 3, 0, 0), 2);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_SQ, 2, 0,
						 1, 0, 0), 0);
}

static void gfx9_per_cu_instance(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	gfx9_start(c, A9(TA_PERFCOUNTER0_SELECT), TA_PERF_SEL_ta_busy);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_TA, TA_PERF_SEL_ta_busy, 0,
			     1, 0, 3, 77);

	/*
	 * per SE x CU read: INSTANCE_INDEX | SE_INDEX | SH_BROADCAST
	 * (AQLprofile pmc_builder.h)
	 */
	sample(c, A9(CP_PERFMON_CNTL));
	read_pair(c, A9(GRBM_GFX_INDEX), GI_SE(1) | GI_INST(3) | GI_SA_BC,
		  A9(TA_PERFCOUNTER0_LO), A9(TA_PERFCOUNTER0_HI), 0);
	read_pair(c, A9(GRBM_GFX_INDEX), GI_SE(1) | GI_INST(2) | GI_SA_BC,
		  A9(TA_PERFCOUNTER0_LO), A9(TA_PERFCOUNTER0_HI), 2);
	read_pair(c, A9(GRBM_GFX_INDEX), GI_SE(0) | GI_INST(3) | GI_SA_BC,
		  A9(TA_PERFCOUNTER0_LO), A9(TA_PERFCOUNTER0_HI), 4);
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 0), 77);
	KUNIT_EXPECT_EQ(test, res64(c, 2), 0);
	KUNIT_EXPECT_EQ(test, res64(c, 4), 0);
}

static void gfx9_per_instance_select_write(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	unsigned int ch;

	/* AQL programs multi-instance blocks per instance: 0xA0000000 | i */
	gfx9_start_pre(c);
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_SE_BC | GI_SA_BC | GI_INST(5));
	set_uconfig(c, A9(TCC_PERFCOUNTER0_SELECT), TCC_PERF_SEL_HIT);
	gfx9_start_go(c);
	run(test, c);

	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_TCC, TCC_PERF_SEL_HIT, 0, 0,
			     0, AMDGPU_GC_EMU_ALL, 9);
	for (ch = 0; ch < amdgpu_kunit_gc_vega10.l2_channels; ch++)
		KUNIT_EXPECT_EQ_MSG(test,
				    amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_TCC,
						       0, 0, 0, 0, ch),
				    ch == 5 ? 9 : 0, "channel %u", ch);
}

static void gfx9_clock_gating(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	gfx9_start(c, A9(GRBM_PERFCOUNTER1_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
	/* AQLprofile's Stop (pmc_builder.h) re-enables perfmon clock gating */
	set_uconfig(c, A9(RLC_PERFMON_CLK_CNTL), 0);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM, GRBM_PERF_SEL_GUI_ACTIVE,
			     0, 0, 0, 0, 8);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_GRBM, 1,
						 0, 0, 0, 0), 0);

	/* the strictness is switchable */
	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS &
					 ~AMDGPU_GC_EMU_CHECK_CLOCK_GATING);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM, GRBM_PERF_SEL_GUI_ACTIVE,
			     0, 0, 0, 0, 8);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_GRBM, 1,
						 0, 0, 0, 0), 8);
}

static void gfx9_compute_perfcount_window(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	gfx9_start_pre(c);
	set_uconfig(c, A9(SQ_PERFCOUNTER0_SELECT), SQ9_SEL_EXTRA | SQ_PERF_SEL_WAVES);
	set_uconfig(c, A9(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
	gfx9_start_go(c);
	set_sh(c, A9(COMPUTE_PERFCOUNT_ENABLE), 0);
	run(test, c);

	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_SQ, SQ_PERF_SEL_WAVES, 0, 0,
			     0, 0, 4);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM, GRBM_PERF_SEL_GUI_ACTIVE,
			     0, 0, 0, 0, 4);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_SQ, 0, 0,
						 0, 0, 0), 0);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_GRBM, 0,
						 0, 0, 0, 0), 4);

	/*
	 * SQ also needs CS_EN in SQ_PERFCOUNTER_CTRL, which is written after
	 * DISABLE_AND_RESET (Mesa si_perfcounter.c)
	 */
	set_sh(c, A9(COMPUTE_PERFCOUNT_ENABLE),
	       COMPUTE_PERFCOUNT_ENABLE__PERFCOUNT_ENABLE_MASK);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_DISABLE_AND_RESET);
	set_uconfig(c, A9(SQ_PERFCOUNTER_CTRL), SQ_PERFCOUNTER_CTRL__PS_EN_MASK);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_START_COUNTING);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_SQ, SQ_PERF_SEL_WAVES, 0, 0,
			     0, 0, 4);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_SQ, 0, 0,
						 0, 0, 0), 0);

	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_DISABLE_AND_RESET);
	set_uconfig(c, A9(SQ_PERFCOUNTER_CTRL), SQ9_CTRL);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_START_COUNTING);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_SQ, SQ_PERF_SEL_WAVES, 0, 0,
			     0, 0, 4);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_SQ, 0, 0,
						 0, 0, 0), 4);
}

static void gfx9_spi_hi_below_lo(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	const u32 gi = GI_SE(2) | GI_INST_BC | GI_SA_BC;

	gfx9_start_pre(c);
	set_uconfig(c, A9(SPI_PERFCOUNTER0_SELECT), SPI_PERF_CSN_WAVE);
	set_uconfig(c, A9(SPI_PERFCOUNTER1_SELECT), SPI_PERF_CSN_BUSY);
	gfx9_start_go(c);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_SPI, SPI_PERF_CSN_WAVE, 0, 2,
			     0, 0, 0x100000005ULL);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_SPI, SPI_PERF_CSN_BUSY, 0, 2,
			     0, 0, 0x700000000ULL);
	KUNIT_ASSERT_EQ(test, A9(SPI_PERFCOUNTER0_HI), A9(SPI_PERFCOUNTER0_LO) - 1);

	/* two 32-bit reads, LO and HI = LO - 1 (AQLprofile pmc_builder.h) */
	sample(c, A9(CP_PERFMON_CNTL));
	read_pair(c, A9(GRBM_GFX_INDEX), gi, A9(SPI_PERFCOUNTER0_LO),
		  A9(SPI_PERFCOUNTER0_HI), 0);
	/* one 64-bit read from LO: the upper half is LO + 1 = counter 1's HI */
	copy_reg(c, A9(SPI_PERFCOUNTER0_LO), 2, true);
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 0), 0x100000005ULL);
	KUNIT_EXPECT_EQ(test, res64(c, 2), 0x700000005ULL);
}

static void gfx9_grbm_se_by_register(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	gfx9_start(c, A9(GRBM_SE2_PERFCOUNTER_SELECT), GRBM_SE0_PERF_SEL_SPI_BUSY);
	run(test, c);
	/* SE 2's events count in GRBM_SE2 only */
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM_SE,
			     GRBM_SE0_PERF_SEL_SPI_BUSY, 0, 2, 0, 0, 6);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM_SE,
			     GRBM_SE0_PERF_SEL_SPI_BUSY, 0, 1, 0, 0, 6);
	sample(c, A9(CP_PERFMON_CNTL));
	read_pair(c, A9(GRBM_GFX_INDEX), GI_BCAST, A9(GRBM_SE2_PERFCOUNTER_LO),
		  A9(GRBM_SE2_PERFCOUNTER_HI), 0);
	read_pair(c, A9(GRBM_GFX_INDEX), GI_BCAST, A9(GRBM_SE1_PERFCOUNTER_LO),
		  A9(GRBM_SE1_PERFCOUNTER_HI), 2);
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 0), 6);
	KUNIT_EXPECT_EQ(test, res64(c, 2), 0);

	/* a register set is not chosen through GRBM_GFX_INDEX.SE_INDEX */
	read_pair(c, A9(GRBM_GFX_INDEX), GI_SE(2) | GI_SA_BC | GI_INST_BC,
		  A9(GRBM_SE2_PERFCOUNTER_LO), A9(GRBM_SE2_PERFCOUNTER_HI), 0);
	run_expect_violation(test, c, "selects SE 2 of GRBM_SE, which has no SE level");
}

/*
 * GRBM_SE0..3 are the only GRBM_SE register sets (gc_9_0_offset.h): an
 * 8-SE MI100 has a GRBM_SE counter for SEs 0-3 only.
 */
static void gfx9_grbm_se_sets_of_8_se(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_gc_harness_mi100);

	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_level_count(c->emu,
							AMDGPU_GC_EMU_GRBM_SE,
							0), 4);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_level_count(c->emu,
							AMDGPU_GC_EMU_SPI, 0),
			8);
	gfx9_start(c, A9(GRBM_SE3_PERFCOUNTER_SELECT), GRBM_SE0_PERF_SEL_SPI_BUSY);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM_SE,
			     GRBM_SE0_PERF_SEL_SPI_BUSY, 0, AMDGPU_GC_EMU_ALL, 0,
			     0, 3);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_GRBM_SE,
						 0, 0, 3, 0, 0), 3);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_GRBM_SE,
						 0, 0, 2, 0, 0), 0);
}

/* MI300: same read body per XCC under PRED_EXEC (AQLprofile pmc_builder.h) */
static void mi300_pred_exec_per_xcc(struct kunit *test)
{
	const struct amdgpu_kunit_gc_topology *t = &amdgpu_kunit_gc_mi300;
	struct emu_ctx *c = ctx_new(test, t);
	unsigned int x, i, body;
	u32 *ib;

	for (x = 0; x < t->num_xcc; x++) {
		gfx9_start(c, A9(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
		KUNIT_EXPECT_EQ(test, run_on(test, c, x), 0);
		amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM,
				     GRBM_PERF_SEL_GUI_ACTIVE, x, 0, 0, 0,
				     100 + x);
	}

	sample(c, A9(CP_PERFMON_CNTL));
	for (x = 0; x < t->num_xcc; x++) {
		emit(c, PACKET3(PACKET3_PRED_EXEC, 0));
		body = c->n;
		emit(c, 0);
		read_pair(c, A9(GRBM_GFX_INDEX), GI_BCAST,
			  A9(GRBM_PERFCOUNTER0_LO), A9(GRBM_PERFCOUNTER0_HI),
			  2 * x);
		c->dw[body] = PACKET3_PRED_EXEC__EXEC_COUNT(c->n - body - 1) |
			      PACKET3_PRED_EXEC__VIRTUAL_XCC_ID_SELECT(BIT(x));
	}
	KUNIT_ASSERT_LE(test, c->n, PM4_MAX);
	ib = kunit_kcalloc(test, c->n, sizeof(u32), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, ib);
	memcpy(ib, c->dw, c->n * sizeof(u32));

	for (i = 0; i < 2 * t->num_xcc; i++)
		c->res[i] = 0xdeadbeef;

	/* XCC 2 alone fills only its slice */
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_exec(c->emu, 2, ib, c->n, RES_GPU,
						 c->res, RES_SIZE), 0);
	for (x = 0; x < t->num_xcc; x++)
		KUNIT_EXPECT_EQ_MSG(test, res64(c, 2 * x),
				    x == 2 ? 102 : 0xdeadbeefdeadbeefULL,
				    "slice %u", x);

	for (x = 0; x < t->num_xcc; x++)
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_exec(c->emu, x, ib, c->n,
							 RES_GPU, c->res,
							 RES_SIZE), 0);
	for (x = 0; x < t->num_xcc; x++) {
		KUNIT_EXPECT_EQ_MSG(test, res64(c, 2 * x), 100 + x, "XCC %u", x);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_ib_count(c->emu, x),
				x == 2 ? 3 : 2);
	}
}

static void mi300_xcc_local_registers(struct kunit *test)
{
	const struct amdgpu_kunit_gc_topology *t = &amdgpu_kunit_gc_mi300;
	struct amdgpu_device *adev = amdgpu_kunit_alloc_gc_adev(test, t);
	struct emu_ctx *c = ctx_new(test, t);
	u32 abs;

	/* a select written on XCC 1 programs XCC 1 only */
	gfx9_start(c, A9(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
	KUNIT_EXPECT_EQ(test, run_on(test, c, 1), 0);
	gfx9_start(c, A9(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_COUNT);
	KUNIT_EXPECT_EQ(test, run_on(test, c, 0), 0);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM, GRBM_PERF_SEL_GUI_ACTIVE,
			     0, 0, 0, 0, 5);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM, GRBM_PERF_SEL_GUI_ACTIVE,
			     1, 0, 0, 0, 5);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_GRBM, 0,
						 0, 0, 0, 0), 0);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_GRBM, 0,
						 1, 0, 0, 0), 5);

	/* PM4 must use the XCC-local (normalised) address (gfx_v9_4_3.c) */
	abs = MMIO9(GET_INST(GC, 1), GRBM_PERFCOUNTER0_LO);
	KUNIT_EXPECT_EQ(test, abs & 0xFFFF, A9(GRBM_PERFCOUNTER0_LO));
	copy_reg(c, abs, 0, false);
	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS &
					 ~AMDGPU_GC_EMU_CHECK_KUNIT_FAIL);
	KUNIT_EXPECT_EQ(test, run_on(test, c, 1), -EINVAL);
	KUNIT_EXPECT_NOT_NULL(test, strstr(amdgpu_gc_emu_last_error(c->emu),
					   "read of unknown register 0x1d040"));
}

static void helpers_gc_topology(struct kunit *test)
{
	const struct amdgpu_kunit_gc_topology *t = &amdgpu_kunit_gc_mi300;
	struct amdgpu_device *adev = amdgpu_kunit_alloc_gc_adev(test, t);
	unsigned int x;

	KUNIT_EXPECT_EQ(test, adev->ip_versions[GC_HWIP][0], IP_VERSION(9, 4, 3));
	KUNIT_EXPECT_EQ(test, adev->gfx.xcc_mask, 0xF);
	KUNIT_EXPECT_EQ(test, NUM_XCC(adev->gfx.xcc_mask), t->num_xcc);
	KUNIT_EXPECT_EQ(test, adev->gfx.config.max_shader_engines, t->num_se);
	KUNIT_EXPECT_EQ(test, adev->gfx.config.max_sh_per_se, t->num_sa);
	KUNIT_EXPECT_EQ(test, adev->gfx.config.max_cu_per_sh, t->cu_per_sa);
	KUNIT_EXPECT_EQ(test, adev->gfx.config.max_texture_channel_caches,
			t->l2_channels);
	for (x = 0; x < t->num_xcc; x++) {
		KUNIT_EXPECT_EQ(test, GET_INST(GC, x), x);
		KUNIT_EXPECT_EQ(test, MMIO9(GET_INST(GC, x), GRBM_GFX_INDEX),
				0xA000 + 0x2200 + x * 0x10000);
		KUNIT_EXPECT_EQ(test, MMIO9(GET_INST(GC, x), COMPUTE_PERFCOUNT_ENABLE),
				0x2E0B + x * 0x10000);
	}
}

/* one fake device per test: each registers the same mock platform driver */
static void helpers_gc_topology_gfx12(struct kunit *test)
{
	struct amdgpu_device *adev;

	adev = amdgpu_kunit_alloc_gc_adev(test, &amdgpu_kunit_gc_rdna4);
	KUNIT_EXPECT_EQ(test, adev->ip_versions[GC_HWIP][0], IP_VERSION(12, 0, 0));
	KUNIT_EXPECT_EQ(test, adev->gfx.xcc_mask, 1);
	KUNIT_EXPECT_EQ(test, GET_INST(GC, 0), 0);
	KUNIT_EXPECT_EQ(test, adev->gfx.config.max_sh_per_se, 2);
	KUNIT_EXPECT_EQ(test, adev->reg_offset[GC_HWIP][0][0],
			AMDGPU_KUNIT_GC12_SEG0);
	KUNIT_EXPECT_EQ(test, adev->reg_offset[GC_HWIP][0][1],
			AMDGPU_KUNIT_GC_SEG1);
}

static void gfx9_4_3_clock_register(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_mi300);

	/*
	 * gc_9_4_3 defines no register at RLC_PERFMON_CLK_CNTL's offset
	 * (AQL's pmc_builder.h still writes it there): a write is one to
	 * an unknown register, and counting needs no perfmon clock write.
	 */
	gfx9_start(c, A9(CPG_PERFCOUNTER0_SELECT), 1);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_CPG, 1, 0, 0, 0, 0, 2);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_CPG, 0,
						 0, 0, 0, 0), 2);
	set_uconfig(c, A9(RLC_PERFMON_CLK_CNTL), 1);
	run_expect_violation(test, c, "write of unknown register 0x0dcbf");
}

/*
 * SELECT values (gc_*_sh_mask.h): PERF_SEL and, for SQ, the SQC bank, SQC
 * client and SIMD masks. gc_9_0: TA/TD PERF_SEL [7:0], TCP [9:0]; gc_9_4_3:
 * TA [6:0], TD [5:0], TCP [6:0]. Expected outcomes computed by hand from
 * those widths.
 */
static void strict_select_values(struct kunit *test)
{
	static const struct {
		u32 reg, sel;
		bool ok_9_0, ok_9_4_3;
	} w[] = {
		{ A9(TA_PERFCOUNTER0_SELECT), 0x7f, true, true },
		{ A9(TA_PERFCOUNTER0_SELECT), 0x80, true, false },
		{ A9(TA_PERFCOUNTER0_SELECT), 0x100, false, false },
		{ A9(TD_PERFCOUNTER1_SELECT), 0x3f, true, true },
		{ A9(TD_PERFCOUNTER1_SELECT), 0x40, true, false },
		{ A9(TCP_PERFCOUNTER3_SELECT), 0x80, true, false },
		{ A9(TCP_PERFCOUNTER3_SELECT), 0x3ff, true, false },
		{ A9(TCP_PERFCOUNTER3_SELECT), 0x400, false, false },
		{ A9(TCC_PERFCOUNTER2_SELECT), 0x3ff, true, true },
		/* SPI counters 4-5: PERF_SEL [7:0] only */
		{ A9(SPI_PERFCOUNTER4_SELECT), 0x100, false, false },
		/* GRBM: PERF_SEL [5:0]; 10-31 are USER_DEFINED masks */
		{ A9(GRBM_PERFCOUNTER0_SELECT), 0x40, false, false },
		{ A9(GRBM_PERFCOUNTER0_SELECT), BIT(10) | 2, false, false },
		/* SQ: the masks are accepted, SPM_MODE / PERF_MODE are not */
		{ A9(SQ_PERFCOUNTER5_SELECT), SQ9_SEL_EXTRA | 0x1ff, true, true },
		{ A9(SQ_PERFCOUNTER5_SELECT), BIT(20) | 4, false, false },
		{ A9(SQ_PERFCOUNTER5_SELECT), BIT(28) | 4, false, false },
		/* CP blocks: CNTR_SEL1 [19:10] is not modelled */
		{ A9(CPC_PERFCOUNTER0_SELECT), BIT(10) | 1, false, false },
	};
	const struct amdgpu_kunit_gc_topology *tops[] = {
		&amdgpu_kunit_gc_vega10, &amdgpu_kunit_gc_mi300,
	};
	unsigned int i, k;

	for (k = 0; k < ARRAY_SIZE(tops); k++) {
		struct emu_ctx *c = ctx_new(test, tops[k]);

		for (i = 0; i < ARRAY_SIZE(w); i++) {
			bool ok = k ? w[i].ok_9_4_3 : w[i].ok_9_0;

			set_uconfig(c, w[i].reg, w[i].sel);
			set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
			if (ok)
				run(test, c);
			else
				run_expect_violation(test, c, "outside PERF_SEL");
		}
		/* SELECT1 (PERF_SEL1 ...) is not modelled: it must stay 0 */
		set_uconfig(c, A9(TCC_PERFCOUNTER0_SELECT1), 0);
		run(test, c);
		set_uconfig(c, A9(TCC_PERFCOUNTER0_SELECT1), 3);
		run_expect_violation(test, c, "SELECT1 0x00000003");
	}
}

/*
 * Reserved bits of the control registers, per header. SQ_PERFCOUNTER_CTRL
 * VMID_MASK (31:16) exists in gc_9_4_2 and gc_9_4_3, not in gc_9_0, which
 * the kernel uses for 9.0.1, 9.4.0 and 9.4.1 (the sh_mask headers).
 */
static void strict_reserved_control_bits(struct kunit *test)
{
	static const struct {
		const struct amdgpu_kunit_gc_topology *t;
		bool vmid_mask;
	} tops[] = {
		{ &amdgpu_kunit_gc_vega10, false },
		{ &amdgpu_gc_harness_vega20, false },
		{ &amdgpu_gc_harness_mi100, false },
		{ &amdgpu_gc_harness_mi200, true },
		{ &amdgpu_kunit_gc_mi300, true },
		{ &amdgpu_gc_harness_mi350, true },
	};
	unsigned int k;

	for (k = 0; k < ARRAY_SIZE(tops); k++) {
		struct emu_ctx *c = ctx_new(test, tops[k].t);

		set_uconfig(c, A9(CP_PERFMON_CNTL),
			    CP_PERFMON_STATE_DISABLE_AND_RESET);
		set_uconfig(c, A9(SQ_PERFCOUNTER_CTRL), 0xffff007f);
		if (tops[k].vmid_mask)
			run(test, c);
		else
			run_expect_violation(test, c,
					     "SQ_PERFCOUNTER_CTRL 0xffff007f: reserved bits 0xffff0000");
		/* every gc_9_0 field: stage enables, CNTR_RATE, DISABLE_FLUSH */
		set_uconfig(c, A9(SQ_PERFCOUNTER_CTRL), 0x3f7f);
		run(test, c);

		set_uconfig(c, A9(SQ_PERFCOUNTER_CTRL2), 2);
		run_expect_violation(test, c, "SQ_PERFCOUNTER_CTRL2 0x00000002");
		set_uconfig(c, A9(CP_PERFMON_CNTL), BIT(11));
		run_expect_violation(test, c, "CP_PERFMON_CNTL 0x00000800");
		set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST | BIT(24));
		run_expect_violation(test, c, "GRBM_GFX_INDEX 0xe1000000");
		set_sh(c, A9(COMPUTE_PERFCOUNT_ENABLE), 2);
		run_expect_violation(test, c,
				     "COMPUTE_PERFCOUNT_ENABLE 0x00000002");
		if (has_rlc_clk(c)) {
			set_uconfig(c, A9(RLC_PERFMON_CLK_CNTL), 3);
			run_expect_violation(test, c,
					     "RLC_PERFMON_CLK_CNTL 0x00000003");
		}
	}
}

/*
 * Mesa: "Set DISABLE_AND_RESET before SQ_PERFCOUNTER_CTRL"
 * (si_perfcounter.c); and an SQ_PERFCOUNTER_MASK that leaves out CUs (Vega10: 16 CUs per
 * SH, SH0_MASK [15:0]) is not modelled.
 */
static void strict_sq_control_order_and_mask(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	gfx9_start(c, A9(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
	run(test, c);
	set_uconfig(c, A9(SQ_PERFCOUNTER_CTRL), SQ9_CTRL);
	run_expect_violation(test, c,
			     "SQ_PERFCOUNTER_CTRL written while CP_PERFMON_CNTL is 0x00000001");
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_STOP_COUNTING);
	set_uconfig(c, A9(SQ_PERFCOUNTER_CTRL), SQ9_CTRL);
	run_expect_violation(test, c, "not DISABLE_AND_RESET");

	c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	set_uconfig(c, A9(SQ_PERFCOUNTER_MASK), 0xffff00ff);
	run_expect_violation(test, c, "SQ_PERFCOUNTER_MASK 0xffff00ff");
	/* SH1_MASK is for a second SH, which Vega10 does not have */
	set_uconfig(c, A9(SQ_PERFCOUNTER_MASK), 0x0000ffff);
	run(test, c);
}

/*
 * A level a block does not have must be in broadcast (the GRBM and CP
 * blocks are global, TCC has no SE or SH level, SQ no instance level).
 */
static void strict_level_not_present(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	read_pair(c, A9(GRBM_GFX_INDEX), GI_SE(1) | GI_SA_BC | GI_INST_BC,
		  A9(GRBM_PERFCOUNTER0_LO), A9(GRBM_PERFCOUNTER0_HI), 0);
	run_expect_violation(test, c, "selects SE 1 of GRBM, which has no SE level");
	read_pair(c, A9(GRBM_GFX_INDEX), GI_SE_BC | GI_SA(0) | GI_INST(3),
		  A9(TCC_PERFCOUNTER0_LO), A9(TCC_PERFCOUNTER0_HI), 0);
	run_expect_violation(test, c, "selects SA 0 of TCC, which has no SA level");
	read_pair(c, A9(GRBM_GFX_INDEX), GI_SE(2) | GI_SA_BC | GI_INST(0),
		  A9(SQ_PERFCOUNTER0_LO), A9(SQ_PERFCOUNTER0_HI), 0);
	run_expect_violation(test, c,
			     "selects instance 0 of SQ, which has no instance level");
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_SE(0) | GI_SA_BC | GI_INST_BC);
	set_uconfig(c, A9(CPF_PERFCOUNTER1_SELECT), 1);
	run_expect_violation(test, c, "selects SE 0 of CPF, which has no SE level");
	/* the same reads in the encodings AQL's Read uses are fine */
	read_pair(c, A9(GRBM_GFX_INDEX), GI_BCAST, A9(GRBM_PERFCOUNTER0_LO),
		  A9(GRBM_PERFCOUNTER0_HI), 0);
	read_pair(c, A9(GRBM_GFX_INDEX), GI_SE_BC | GI_SA_BC | GI_INST(3),
		  A9(TCC_PERFCOUNTER0_LO), A9(TCC_PERFCOUNTER0_HI), 0);
	read_pair(c, A9(GRBM_GFX_INDEX), GI_SE(2) | GI_SA_BC | GI_INST_BC,
		  A9(SQ_PERFCOUNTER0_LO), A9(SQ_PERFCOUNTER0_HI), 0);
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
	run(test, c);
}

/*
 * Fixed instance counts: TCA has 2 instances on Vega (AQL Vega factory and
 * Mesa) and 32 on MI100, MI200 and MI300 (AQL gfx908/gfx90a/gfx940
 * factories).
 */
static void gfx9_tca_instances(struct kunit *test)
{
	static const struct {
		const struct amdgpu_kunit_gc_topology *t;
		unsigned int tca;
	} tops[] = {
		{ &amdgpu_kunit_gc_vega10, 2 },
		{ &amdgpu_gc_harness_vega20, 2 },
		{ &amdgpu_gc_harness_mi100, 32 },
		{ &amdgpu_gc_harness_mi200, 32 },
		{ &amdgpu_kunit_gc_mi300, 32 },
		{ &amdgpu_gc_harness_mi300_944, 32 },
		{ &amdgpu_gc_harness_mi350, 32 },
	};
	unsigned int k;

	for (k = 0; k < ARRAY_SIZE(tops); k++) {
		struct emu_ctx *c = ctx_new(test, tops[k].t);
		unsigned int n = tops[k].tca;

		KUNIT_EXPECT_EQ(test,
				amdgpu_gc_emu_units(c->emu, AMDGPU_GC_EMU_TCA),
				n);
		read_pair(c, A9(GRBM_GFX_INDEX),
			  GI_SE_BC | GI_SA_BC | GI_INST(n - 1),
			  A9(TCA_PERFCOUNTER3_LO), A9(TCA_PERFCOUNTER3_HI), 0);
		set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
		run(test, c);
		read_pair(c, A9(GRBM_GFX_INDEX),
			  GI_SE_BC | GI_SA_BC | GI_INST(n),
			  A9(TCA_PERFCOUNTER3_LO), A9(TCA_PERFCOUNTER3_HI), 0);
		run_expect_violation(test, c, "of TCA, which has");
	}
}

/*
 * The end of a counting session restores COMPUTE_PERFCOUNT_ENABLE and the
 * perfmon clock to what they were before it (reset defaults 0 and 1,
 * gc_9_0_default.h; the kernel never writes RLC_PERFMON_CLK_CNTL).
 */
static void strict_restore_at_stop(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	u32 v = 0;

	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_read_reg(c->emu, 0,
						     A9(RLC_PERFMON_CLK_CNTL),
						     &v), 0);
	KUNIT_EXPECT_EQ(test, v, 1);

	/* AQL's Stop: CP_PERFMON_CNTL = 2, perfmon clock gating allowed (0) */
	gfx9_start(c, A9(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
	run(test, c);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_STOP_COUNTING);
	set_sh(c, A9(COMPUTE_PERFCOUNT_ENABLE), 0);
	set_uconfig(c, A9(RLC_PERFMON_CLK_CNTL), 0);
	run_expect_violation(test, c,
			     "ends the counting session with RLC_PERFMON_CLK_CNTL 0x00000000, not 0x00000001");

	/* the window left open */
	c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	gfx9_start(c, A9(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
	run(test, c);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_STOP_COUNTING);
	run_expect_violation(test, c,
			     "with COMPUTE_PERFCOUNT_ENABLE 0x00000001, not 0x00000000");

	/* both restored: a clean end, and a new session may start */
	c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	gfx9_start(c, A9(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
	run(test, c);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_STOP_COUNTING);
	set_sh(c, A9(COMPUTE_PERFCOUNT_ENABLE), 0);
	set_uconfig(c, A9(RLC_PERFMON_CLK_CNTL), 1);
	run(test, c);
	gfx9_start(c, A9(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
	run(test, c);

	/* switchable */
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_STOP_COUNTING);
	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS &
					 ~AMDGPU_GC_EMU_CHECK_RESTORE);
	run(test, c);

	/* UMD_STATE: AQL's Stop leaves CP_PERFMON_CNTL and the SQ control */
	c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	gfx9_start(c, A9(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
	run(test, c);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_STOP_COUNTING);
	set_sh(c, A9(COMPUTE_PERFCOUNT_ENABLE), 0);
	run_expect_umd_violation(test, c,
				 "with CP_PERFMON_CNTL 0x00000002, not its reset value 0x00000000");

	c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	gfx9_start(c, A9(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
	run(test, c);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_STOP_COUNTING);
	set_sh(c, A9(COMPUTE_PERFCOUNT_ENABLE), 0);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_DISABLE_AND_RESET);
	run_expect_umd_violation(test, c,
				 "with SQ_PERFCOUNTER_CTRL 0x00000055, not its reset value 0x00000000");

	/* the reset values back: clean */
	c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS |
					 AMDGPU_GC_EMU_CHECK_UMD_STATE);
	gfx9_start(c, A9(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
	run(test, c);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_STOP_COUNTING);
	set_sh(c, A9(COMPUTE_PERFCOUNT_ENABLE), 0);
	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_DISABLE_AND_RESET);
	set_uconfig(c, A9(SQ_PERFCOUNTER_CTRL), 0);
	run(test, c);
}

static void strict_unknown_opcode(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	emit(c, PACKET3(PACKET3_DISPATCH_DIRECT, 3));
	emit(c, 1);
	emit(c, 1);
	emit(c, 1);
	emit(c, 0);
	run_expect_violation(test, c, "unknown PM4 opcode 0x15");

	emit(c, PACKET0(A9(GRBM_GFX_INDEX), 0));
	emit(c, 0);
	run_expect_violation(test, c, "is not a type-3 PM4 header");
}

static void strict_unknown_register(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	struct emu_ctx *c12 = ctx_new(test, &amdgpu_kunit_gc_rdna4);

	/* the hole between GRBM_PERFCOUNTER0_HI and GRBM_PERFCOUNTER1_LO */
	set_uconfig(c, A9(GRBM_PERFCOUNTER0_HI) + 1, 0);
	run_expect_violation(test, c, "write of unknown register 0x0d042");

	/* GFX12 has no RLC_PERFMON_CLK_CNTL and no SQ_PERFCOUNTER_MASK */
	set_uconfig(c12, A9(RLC_PERFMON_CLK_CNTL), 1);
	run_expect_violation(test, c12, "write of unknown register 0x0dcbf");
	set_uconfig(c12, A9(SQ_PERFCOUNTER_MASK), ~0u);
	run_expect_violation(test, c12, "write of unknown register 0x0d9e1");

	/* SET_SH_REG outside SH space */
	set_sh(c, A9(GRBM_GFX_INDEX), 0);
	run_expect_violation(test, c, "SET_SH_REG: register");
}

static void strict_malformed_count(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	emit(c, PACKET3(PACKET3_COPY_DATA, 3));
	emit(c, 0);
	emit(c, 0);
	emit(c, 0);
	emit(c, 0);
	run_expect_violation(test, c, "COPY_DATA with bad count 3");

	emit(c, PACKET3(PACKET3_SET_UCONFIG_REG, 0));
	emit(c, A9(GRBM_GFX_INDEX) - PACKET3_SET_UCONFIG_REG_START);
	run_expect_violation(test, c, "SET_UCONFIG_REG with bad count 0");

	acquire_mem(c, 8);	/* the GFX12 length on GFX9 */
	run_expect_violation(test, c, "ACQUIRE_MEM with bad count 6");

	emit(c, PACKET3(PACKET3_SET_UCONFIG_REG, 2));
	emit(c, A9(GRBM_GFX_INDEX) - PACKET3_SET_UCONFIG_REG_START);
	emit(c, GI_BCAST);
	run_expect_violation(test, c, "runs past the end of the IB");

	emit(c, PACKET3(PACKET3_PRED_EXEC, 0));
	emit(c, PACKET3_PRED_EXEC__EXEC_COUNT(2) |
		PACKET3_PRED_EXEC__VIRTUAL_XCC_ID_SELECT(1));
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
	run_expect_violation(test, c, "PRED_EXEC EXEC_COUNT 2 ends inside a packet");
}

static void strict_copy_data_destination(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	/* 64-bit write to a 4-byte aligned address */
	copy_reg(c, A9(GRBM_PERFCOUNTER0_LO), 1, true);
	run_expect_violation(test, c, "unaligned COPY_DATA destination 0x100000004");

	/* 32-bit write at 2-byte alignment */
	copy_reg(c, A9(GRBM_PERFCOUNTER0_LO), 0, false);
	c->dw[4] += 2;
	run_expect_violation(test, c, "unaligned COPY_DATA destination 0x100000002");

	/* just past the end of the result buffer */
	copy_reg(c, A9(GRBM_PERFCOUNTER0_LO), RES_SIZE / 4, false);
	run_expect_violation(test, c, "outside the result buffer");

	/* last dword is fine, a 64-bit write there is not */
	copy_reg(c, A9(GRBM_PERFCOUNTER0_LO), RES_SIZE / 4 - 1, false);
	run(test, c);
	copy_reg(c, A9(GRBM_PERFCOUNTER0_LO), RES_SIZE / 4 - 2, true);
	run(test, c);
	copy_reg(c, A9(GRBM_PERFCOUNTER0_LO), RES_SIZE / 4, true);
	run_expect_violation(test, c, "outside the result buffer");
}

/*
 * COPY_DATA of GPU_CLOCK_COUNT: the GPU clock at AMDGPU_KUNIT_XCLK x 10 kHz
 * (100 MHz: 10 ns a tick), the time up to which the IB's counters hold.
 */
static void gfx9_gpu_clock_count(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	u64 before, after, t0, t1;
	unsigned int i;

	for (i = 0; i < 2; i++) {
		emit(c, PACKET3(PACKET3_COPY_DATA, 4));
		emit(c, PACKET3_COPY_DATA__SRC_SEL(PACKET3_COPY_DATA__SRC_SEL__GPU_CLOCK_COUNT) |
		     PACKET3_COPY_DATA__DST_SEL(PACKET3_COPY_DATA__DST_SEL__MEMORY) |
		     PACKET3_COPY_DATA__COUNT_SEL(1));
		emit(c, 0);
		emit(c, 0);
		emit(c, lower_32_bits(RES_GPU + 8 * i));
		emit(c, upper_32_bits(RES_GPU + 8 * i));
		before = ktime_get_ns();
		run(test, c);
		after = ktime_get_ns();
		t1 = res64(c, 2 * i);
		KUNIT_EXPECT_GE(test, t1, before / 10);
		KUNIT_EXPECT_LE(test, t1, after / 10);
		if (!i) {
			t0 = t1;
			msleep(20);
		}
	}
	KUNIT_EXPECT_GE(test, t1 - t0, 20 * 100000);
}

static void strict_broadcast_read(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	u32 val;

	/* per-SE SQ read in full broadcast */
	copy_reg(c, A9(SQ_PERFCOUNTER0_LO), 0, false);
	run_expect_violation(test, c, "undefined read of per-SE SQ register");

	/* per SE x CU TA read with the instance level in broadcast */
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_SE(0) | GI_INST_BC | GI_SA_BC);
	copy_reg(c, A9(TA_PERFCOUNTER1_HI), 0, false);
	run_expect_violation(test, c, "undefined read of per-instance TA register");

	/* an instance the block does not have */
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_SE(0) | GI_INST(16) | GI_SA_BC);
	copy_reg(c, A9(TA_PERFCOUNTER0_LO), 0, false);
	run_expect_violation(test, c, "selects instance 16 of TA, which has 16");

	/*
	 * the SH level is not part of GFX9 SE blocks (SH broadcast is fine);
	 * a global block read under a non-broadcast SE is a violation
	 */
	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS &
					 ~AMDGPU_GC_EMU_CHECK_END_BROADCAST);
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_SE(3) | GI_INST_BC | GI_SA_BC);
	set_uconfig(c, A9(SQ_PERFCOUNTER0_SELECT), 0x1ab);
	run(test, c);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_read_reg(c->emu, 0,
						     A9(SQ_PERFCOUNTER0_SELECT),
						     &val), 0);
	KUNIT_EXPECT_EQ(test, val, 0x1ab);
	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS &
					 ~(AMDGPU_GC_EMU_CHECK_END_BROADCAST |
					   AMDGPU_GC_EMU_CHECK_KUNIT_FAIL));
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_read_reg(c->emu, 0,
						     A9(CPC_PERFCOUNTER0_LO),
						     &val), -EINVAL);
	KUNIT_EXPECT_NOT_NULL(test, strstr(amdgpu_gc_emu_last_error(c->emu),
					   "selects SE 3 of CPC, which has no SE level"));
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_grbm_gfx_index(c->emu, 0),
			GI_SE(3) | GI_INST_BC | GI_SA_BC);
	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS);
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
	run(test, c);
}

static void strict_ib_must_end_in_broadcast(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_SE(1) | GI_INST_BC | GI_SA_BC);
	run_expect_violation(test, c, "IB ends with GRBM_GFX_INDEX 0x60010000");
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_ib_end_grbm_gfx_index(c->emu, 0),
			0x60010000);
}

static void strict_perfmon_cntl(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);

	set_uconfig(c, A9(CP_PERFMON_CNTL), CP_PERFMON_STATE_DISABLE_AND_RESET_PHANTOM);
	run_expect_violation(test, c, "PERFMON_STATE 4 not modelled");
	set_uconfig(c, A9(CP_PERFMON_CNTL),
		    CP_PERFMON_STATE_START_COUNTING |
		    (1 << CP_PERFMON_CNTL__SPM_PERFMON_STATE__SHIFT));
	run_expect_violation(test, c, "SPM_PERFMON_STATE");
	event(c, PERFCOUNTER_SAMPLE, PACKET3_EVENT_WRITE__EVENT_INDEX__CS_PARTIAL_FLUSH);
	run_expect_violation(test, c, "EVENT_INDEX 4, expected 0");
}

/* a violation fails the test by default: run one on a child test */
static void strict_fails_the_test(struct kunit *test)
{
	struct kunit child = {};
	struct amdgpu_gc_emu *emu;
	static const u32 ib[] = { PACKET3(PACKET3_DISPATCH_DIRECT, 0), 0 };

	kunit_init_test(&child, "gc_emu_child", NULL);
	emu = amdgpu_gc_emu_create(&child, &amdgpu_kunit_gc_vega10);
	KUNIT_EXPECT_EQ(test, child.status, KUNIT_SUCCESS);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_exec(emu, 0, ib, ARRAY_SIZE(ib),
						 0, NULL, 0), -EINVAL);
	KUNIT_EXPECT_EQ(test, child.status, KUNIT_FAILURE);
	kunit_cleanup(&child);
}

static void submission_errors(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_mi300);

	amdgpu_gc_emu_fail_next(c->emu, -ETIMEDOUT, 1);
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
	KUNIT_EXPECT_EQ(test, run_on(test, c, 0), -ETIMEDOUT);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_ib_count(c->emu, 0), 0);
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
	KUNIT_EXPECT_EQ(test, run_on(test, c, 0), 0);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_ib_count(c->emu, 0), 1);

	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS &
					 ~AMDGPU_GC_EMU_CHECK_KUNIT_FAIL);
	KUNIT_EXPECT_EQ(test, run_on(test, c, 4), -EINVAL);
	KUNIT_EXPECT_NOT_NULL(test, strstr(amdgpu_gc_emu_last_error(c->emu),
					   "IB submitted to XCC 4 of 4"));
}

/* IBs are fetched in 8-dword units: a shorter tail is a violation. */
static void strict_ib_size(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test, &amdgpu_kunit_gc_vega10);
	unsigned int i;

	amdgpu_gc_emu_set_checks(c->emu, AMDGPU_GC_EMU_CHECK_ALL);
	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
	for (i = 0; i < 5; i++)		/* ring padding: 1-dword NOPs */
		emit(c, PACKET3(PACKET3_NOP, 0x3FFF));
	KUNIT_EXPECT_EQ(test, run_on(test, c, 0), 0);

	set_uconfig(c, A9(GRBM_GFX_INDEX), GI_BCAST);
	amdgpu_gc_emu_set_checks(c->emu, AMDGPU_GC_EMU_CHECK_ALL &
					 ~AMDGPU_GC_EMU_CHECK_KUNIT_FAIL);
	KUNIT_EXPECT_EQ(test, run_on(test, c, 0), -EINVAL);
	KUNIT_EXPECT_NOT_NULL(test, strstr(amdgpu_gc_emu_last_error(c->emu),
					   "IB of 3 dwords, not a multiple of 8"));
}

static struct kunit_case amdgpu_gc_emu_cases[] = {
	KUNIT_CASE(helpers_gc_topology),
	KUNIT_CASE(helpers_gc_topology_gfx12),
	KUNIT_CASE(gfx9_select_broadcast_read_per_se),
	KUNIT_CASE(gfx9_reset_zeroes),
	KUNIT_CASE(gfx9_start_stop_sample),
	KUNIT_CASE(gfx9_sample_event_latches),
	KUNIT_CASE(gfx9_inject_counts_only_selected),
	KUNIT_CASE(gfx9_per_cu_instance),
	KUNIT_CASE(gfx9_per_instance_select_write),
	KUNIT_CASE(gfx9_clock_gating),
	KUNIT_CASE(gfx9_compute_perfcount_window),
	KUNIT_CASE(gfx9_spi_hi_below_lo),
	KUNIT_CASE(gfx9_grbm_se_by_register),
	KUNIT_CASE(gfx9_grbm_se_sets_of_8_se),
	KUNIT_CASE(gfx9_tca_instances),
	KUNIT_CASE(strict_select_values),
	KUNIT_CASE(strict_reserved_control_bits),
	KUNIT_CASE(strict_sq_control_order_and_mask),
	KUNIT_CASE(strict_level_not_present),
	KUNIT_CASE(strict_restore_at_stop),
	KUNIT_CASE(gfx9_4_3_clock_register),
	KUNIT_CASE(mi300_pred_exec_per_xcc),
	KUNIT_CASE(mi300_xcc_local_registers),
	KUNIT_CASE(strict_unknown_opcode),
	KUNIT_CASE(strict_unknown_register),
	KUNIT_CASE(strict_malformed_count),
	KUNIT_CASE(strict_copy_data_destination),
	KUNIT_CASE(gfx9_gpu_clock_count),
	KUNIT_CASE(strict_broadcast_read),
	KUNIT_CASE(strict_ib_must_end_in_broadcast),
	KUNIT_CASE(strict_ib_size),
	KUNIT_CASE(strict_perfmon_cntl),
	KUNIT_CASE(strict_fails_the_test),
	KUNIT_CASE(submission_errors),
	{}
};

static struct kunit_suite amdgpu_gc_emu_suite = {
	.name = "amdgpu_gc_emu",
	.test_cases = amdgpu_gc_emu_cases,
};

kunit_test_suite(amdgpu_gc_emu_suite);

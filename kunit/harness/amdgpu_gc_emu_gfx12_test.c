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
 * Self-tests of the GC emulator on GFX12 (RDNA4): hand-written PM4 streams
 * built from soc15d.h macros and gc_12_0_0 register symbols, with the values
 * of AQLprofile's GFX12 sequence (pmc_builder.h, gfx12_primitives.h,
 * gfx12_cmd_builder.h). A separate file from the GFX9 tests because
 * gc_9_0_offset.h and gc_12_0_0_offset.h cannot be included together
 * (conflicting ix* definitions).
 */

#include <kunit/test.h>
#include <linux/string.h>

#include "amdgpu.h"
#include "soc15d.h"
#include "soc24_enum.h"
#include "gc/gc_12_0_0_offset.h"
#include "gc/gc_12_0_0_sh_mask.h"

#include "amdgpu_kunit_helpers.h"
#include "amdgpu_gc_emu.h"
#include "amdgpu_gc_topologies.h"

static const u32 seg12[] = { AMDGPU_KUNIT_GC12_SEG0, AMDGPU_KUNIT_GC_SEG1 };
/*
 * Hand-built streams are not padded as the driver pads its IBs, and end
 * sessions as AQLprofile and Mesa do, leaving the SQ control as it was.
 */
#define EMU_TEST_CHECKS	(AMDGPU_GC_EMU_CHECK_ALL & \
			 ~(AMDGPU_GC_EMU_CHECK_IB_SIZE | AMDGPU_GC_EMU_CHECK_UMD_STATE))

#define A12(x)	(seg12[reg##x##_BASE_IDX] + reg##x)

#define GI_SE(se)	((u32)(se) << GRBM_GFX_INDEX__SE_INDEX__SHIFT)
#define GI_SA(sa)	((u32)(sa) << GRBM_GFX_INDEX__SA_INDEX__SHIFT)
#define GI_INST(i)	((u32)(i) << GRBM_GFX_INDEX__INSTANCE_INDEX__SHIFT)
#define GI_SE_BC	GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK
#define GI_SA_BC	GRBM_GFX_INDEX__SA_BROADCAST_WRITES_MASK
#define GI_INST_BC	GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK
#define GI_BCAST	(GI_SE_BC | GI_SA_BC | GI_INST_BC)

#define CNTL_SAMPLE	CP_PERFMON_CNTL_1__PERFMON_SAMPLE_ENABLE_MASK

/*
 * SQ/SQG_PERFCOUNTER_CTRL = PS|GS|HS|CS = 0x55 (AQLprofile
 * gfx12_primitives.h)
 */
#define SQ12_CTRL	(SQ_PERFCOUNTER_CTRL__PS_EN_MASK | \
			 SQ_PERFCOUNTER_CTRL__GS_EN_MASK | \
			 SQ_PERFCOUNTER_CTRL__HS_EN_MASK | \
			 SQ_PERFCOUNTER_CTRL__CS_EN_MASK)
/*
 * SQ_PERFCOUNTER_CTRL2 = FORCE_EN | VMID_EN 0xFFFF = 0x1FFFF (AQLprofile
 * gfx12_primitives.h)
 */
#define SQ12_CTRL2	(SQ_PERFCOUNTER_CTRL2__FORCE_EN_MASK | \
			 SQ_PERFCOUNTER_CTRL2__VMID_EN_MASK)

#define RES_GPU		0x200000000ULL
#define RES_SIZE	1024
#define PM4_MAX		256

struct emu_ctx {
	struct amdgpu_gc_emu *emu;
	u32 *res;
	u32 *dw;
	unsigned int n;
};

static struct emu_ctx *ctx_new(struct kunit *test)
{
	struct emu_ctx *c = kunit_kzalloc(test, sizeof(*c), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, c);
	c->emu = amdgpu_gc_emu_create(test, &amdgpu_kunit_gc_rdna4);
	/* The driver overrides perfmon clock gating; these IBs run bare. */
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

/* COPY_DATA register -> TC_L2 as AQLprofile gfx12_cmd_builder.h */
static void copy_reg(struct emu_ctx *c, u32 reg, unsigned int slot, bool is64)
{
	u64 dst = RES_GPU + 4 * slot;

	emit(c, PACKET3(PACKET3_COPY_DATA, 4));
	emit(c, PACKET3_COPY_DATA__SRC_SEL(PACKET3_COPY_DATA__SRC_SEL__MEM_MAPPED_REGISTER) |
	     PACKET3_COPY_DATA__DST_SEL(PACKET3_COPY_DATA__DST_SEL__TC_L2) |
	     PACKET3_COPY_DATA__COUNT_SEL(is64));
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

static u64 res64(struct emu_ctx *c, unsigned int slot)
{
	return c->res[slot] | ((u64)c->res[slot + 1] << 32);
}

static void read_pair(struct emu_ctx *c, u32 gi, u32 lo, u32 hi,
		      unsigned int slot)
{
	set_uconfig(c, A12(GRBM_GFX_INDEX), gi);
	copy_reg(c, lo, slot, false);
	copy_reg(c, hi, slot + 1, false);
}

/* AQL GFX12 Start with one select (AQLprofile pmc_builder.h) */
static void gfx12_start(struct emu_ctx *c, u32 sel_reg, u32 sel)
{
	set_uconfig(c, A12(GRBM_GFX_INDEX), GI_BCAST);
	set_uconfig(c, A12(CP_PERFMON_CNTL_1), CP_PERFMON_STATE_DISABLE_AND_RESET);
	set_uconfig(c, A12(SQ_PERFCOUNTER_CTRL), SQ12_CTRL);
	set_uconfig(c, A12(SQ_PERFCOUNTER_CTRL2), SQ12_CTRL2);
	set_uconfig(c, A12(SQG_PERFCOUNTER_CTRL), SQ12_CTRL);
	set_uconfig(c, sel_reg, sel);
	set_uconfig(c, A12(GRBM_GFX_INDEX), GI_BCAST);
	emit(c, PACKET3(PACKET3_SET_SH_REG, 1));
	emit(c, A12(COMPUTE_PERFCOUNT_ENABLE) - PACKET3_SET_SH_REG_START);
	emit(c, COMPUTE_PERFCOUNT_ENABLE__PERFCOUNT_ENABLE_MASK);
	set_uconfig(c, A12(CP_PERFMON_CNTL_1), CP_PERFMON_STATE_DISABLE_AND_RESET);
	set_uconfig(c, A12(CP_PERFMON_CNTL_1), CP_PERFMON_STATE_START_COUNTING);
}

static void sample(struct emu_ctx *c)
{
	set_uconfig(c, A12(CP_PERFMON_CNTL_1),
		    CP_PERFMON_STATE_START_COUNTING | CNTL_SAMPLE);
	emit(c, PACKET3(PACKET3_EVENT_WRITE, 0));
	emit(c, EVENT_TYPE(CS_PARTIAL_FLUSH) |
	     EVENT_INDEX(PACKET3_EVENT_WRITE__EVENT_INDEX__CS_PARTIAL_FLUSH));
}

static void gfx12_sq_32bit_wrap(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test);
	/* WGP 2: INSTANCE_INDEX = (wgp << 2) | row, the SQ has row 0 only */
	const u32 gi = GI_SE(3) | GI_SA(1) | GI_INST(2 << 2);
	unsigned int i;

	/* counter 1 of the per-WGP SQ is selected by SQ_PERFCOUNTER2_SELECT */
	gfx12_start(c, A12(SQ_PERFCOUNTER2_SELECT), SQ_PERF_SEL_WAVES);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_SQ, SQ_PERF_SEL_WAVES, 0, 3,
			     1, 2, 0xFFFFFFF0);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_SQ, SQ_PERF_SEL_WAVES, 0, 3,
			     1, 2, 0x20);

	sample(c);
	set_uconfig(c, A12(GRBM_GFX_INDEX), gi);
	copy_reg(c, A12(SQ_PERFCOUNTER1_LO), 0, false);
	set_uconfig(c, A12(GRBM_GFX_INDEX), GI_SE(3) | GI_SA(1) | GI_INST(1 << 2));
	copy_reg(c, A12(SQ_PERFCOUNTER1_LO), 1, false);
	set_uconfig(c, A12(GRBM_GFX_INDEX), gi);
	copy_reg(c, A12(SQ_PERFCOUNTER0_LO), 2, false);
	set_uconfig(c, A12(GRBM_GFX_INDEX), GI_BCAST);
	/* the 8-dword GFX12 ACQUIRE_MEM (AQLprofile gfx12_cmd_builder.h) */
	emit(c, PACKET3(PACKET3_ACQUIRE_MEM, 6));
	for (i = 0; i < 7; i++)
		emit(c, 0);
	run(test, c);
	KUNIT_EXPECT_EQ(test, c->res[0], 0x10);
	KUNIT_EXPECT_EQ(test, c->res[1], 0);
	KUNIT_EXPECT_EQ(test, c->res[2], 0);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_SQ, 1, 0,
						 3, 1, 2), 0x10);
}

static void gfx12_sq_has_no_hi(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test);

	set_uconfig(c, A12(GRBM_GFX_INDEX), GI_SE(0) | GI_SA(0) | GI_INST(0));
	copy_reg(c, A12(SQ_PERFCOUNTER0_LO), 0, true);
	run_expect_violation(test, c, "read of unknown register");

	/* a WGP the SA does not have (4 WGPs per SA) */
	set_uconfig(c, A12(GRBM_GFX_INDEX), GI_SE(0) | GI_SA(0) | GI_INST(4 << 2));
	copy_reg(c, A12(SQ_PERFCOUNTER0_LO), 0, false);
	run_expect_violation(test, c, "selects WGP 4 of SQ, which has 4 per SA");
}

static void gfx12_per_sa_and_stop_sample(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test);

	gfx12_start(c, A12(GL1C_PERFCOUNTER0_SELECT), GL1C_PERF_SEL_REQ);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GL1C, GL1C_PERF_SEL_REQ, 0, 2,
			     1, 0, 0x123456789ULL);

	/* GFX12 stop = STOP|SAMPLE (AQL, Mesa), AQL's Disable, per-SA reads */
	set_uconfig(c, A12(CP_PERFMON_CNTL_1),
		    CP_PERFMON_STATE_STOP_COUNTING | CNTL_SAMPLE);
	emit(c, PACKET3(PACKET3_SET_SH_REG, 1));
	emit(c, A12(COMPUTE_PERFCOUNT_ENABLE) - PACKET3_SET_SH_REG_START);
	emit(c, 0);
	read_pair(c, GI_SE(2) | GI_SA(1), A12(GL1C_PERFCOUNTER0_LO),
		  A12(GL1C_PERFCOUNTER0_HI), 0);
	read_pair(c, GI_SE(2) | GI_SA(0), A12(GL1C_PERFCOUNTER0_LO),
		  A12(GL1C_PERFCOUNTER0_HI), 2);
	set_uconfig(c, A12(GRBM_GFX_INDEX), GI_BCAST);
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 0), 0x123456789ULL);
	KUNIT_EXPECT_EQ(test, res64(c, 2), 0);

	/* stopped: more events do not count */
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GL1C, GL1C_PERF_SEL_REQ, 0, 2,
			     1, 0, 1);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_GL1C, 0,
						 0, 2, 1, 0), 0x123456789ULL);

	/* a per-SA block read with SA broadcast is undefined */
	set_uconfig(c, A12(GRBM_GFX_INDEX), GI_SE(2) | GI_SA_BC);
	copy_reg(c, A12(GL1C_PERFCOUNTER0_LO), 0, false);
	run_expect_violation(test, c, "undefined read of per-SA GL1C");
}

static void gfx12_sqg_and_spi_per_se(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test);
	const u32 gi = GI_SE(1) | GI_INST_BC | GI_SA_BC;

	gfx12_start(c, A12(SQG_PERFCOUNTER3_SELECT), SQG_PERF_SEL_WAVES);
	set_uconfig(c, A12(SPI_PERFCOUNTER5_SELECT), SPI_PERF_CSN_WAVE);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_SQG, SQG_PERF_SEL_WAVES, 0, 1,
			     0, 0, 0x200000001ULL);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_SPI, SPI_PERF_CSN_WAVE, 0,
			     AMDGPU_GC_EMU_ALL, 0, 0, 0x300000003ULL);
	sample(c);
	/*
	 * per SE: SE_INDEX | INSTANCE_BROADCAST | SA_BROADCAST (AQLprofile
	 * gfx12_primitives.h)
	 */
	set_uconfig(c, A12(GRBM_GFX_INDEX), gi);
	copy_reg(c, A12(SQG_PERFCOUNTER3_LO), 0, true);
	/* SPI: HI = LO - 1 also on GFX12 (gc_12_0_0_offset.h) */
	copy_reg(c, A12(SPI_PERFCOUNTER5_LO), 2, false);
	copy_reg(c, A12(SPI_PERFCOUNTER5_HI), 3, false);
	set_uconfig(c, A12(GRBM_GFX_INDEX), GI_BCAST);
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 0), 0x200000001ULL);
	KUNIT_EXPECT_EQ(test, res64(c, 2), 0x300000003ULL);
	KUNIT_EXPECT_EQ(test, A12(SPI_PERFCOUNTER5_HI),
			A12(SPI_PERFCOUNTER5_LO) - 1);
}

static void gfx12_wgp_blocks_need_compute_window(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test);

	gfx12_start(c, A12(TCP_PERFCOUNTER3_SELECT), TCP_PERF_SEL_REQ);
	set_uconfig(c, A12(GRBM_PERFCOUNTER0_SELECT), GRBM_PERF_SEL_GUI_ACTIVE);
	emit(c, PACKET3(PACKET3_SET_SH_REG, 1));
	emit(c, A12(COMPUTE_PERFCOUNT_ENABLE) - PACKET3_SET_SH_REG_START);
	emit(c, 0);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_TCP, TCP_PERF_SEL_REQ, 0,
			     AMDGPU_GC_EMU_ALL, AMDGPU_GC_EMU_ALL,
			     AMDGPU_GC_EMU_ALL, 2);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GRBM, GRBM_PERF_SEL_GUI_ACTIVE,
			     0, 0, 0, 0, 2);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_TCP, 3, 0,
						 0, 0, 0), 0);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_GRBM, 0,
						 0, 0, 0, 0), 2);

	amdgpu_gc_emu_set_checks(c->emu, EMU_TEST_CHECKS &
					 ~AMDGPU_GC_EMU_CHECK_WINDOW);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_TCP, TCP_PERF_SEL_REQ, 0,
			     AMDGPU_GC_EMU_ALL, AMDGPU_GC_EMU_ALL,
			     AMDGPU_GC_EMU_ALL, 2);
	KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_peek(c->emu, AMDGPU_GC_EMU_TCP, 3, 0,
						 3, 1, 3), 2);
}

static const struct amdgpu_kunit_gc_topology *const gfx12_tops[] = {
	&amdgpu_kunit_gc_rdna4, &amdgpu_gc_harness_gfx1201,
};

/*
 * Instance counts per XCC (AQLprofile gfx12, Mesa), the same on gfx1200 and
 * gfx1201 but for the L2 channels (16 and 32): GL1A 1 and GL1C 4 per SA,
 * GL2A 4, TA/TD/TCP 2 rows per WGP, the per-WGP SQ 1.
 */
static void gfx12_instance_counts(struct kunit *test)
{
	unsigned int k;

	for (k = 0; k < ARRAY_SIZE(gfx12_tops); k++) {
		const struct amdgpu_kunit_gc_topology *t = gfx12_tops[k];
		struct amdgpu_gc_emu *emu = amdgpu_gc_emu_create(test, t);
		unsigned int sas = t->num_se * t->num_sa;
		unsigned int wgps = sas * t->cu_per_sa / 2;

		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_GL1A),
				sas);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_GL1C),
				4 * sas);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_GL2A),
				4);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_GL2C),
				k ? 32 : 16);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_SQ),
				wgps);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_TA),
				2 * wgps);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_TD),
				2 * wgps);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_TCP),
				2 * wgps);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_GRBMH),
				t->num_se);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_SQG),
				t->num_se);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_units(emu, AMDGPU_GC_EMU_GRBM),
				1);
		KUNIT_EXPECT_FALSE(test, amdgpu_gc_emu_has_block(emu,
								 AMDGPU_GC_EMU_TCC));
		/*
		 * Per-WGP SQ: 8 counters, as AQLprofile, not Mesa's 16
		 * (ac_perfcounter_gfx12.c): gc_12_0_0_offset.h has 16 SELECT but only
		 * SQ_PERFCOUNTER0..7_LO, so 8 counters can be read.
		 */
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_num_counters(emu,
								 AMDGPU_GC_EMU_SQ),
				8);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_rows(emu, AMDGPU_GC_EMU_TA),
				2);
		KUNIT_EXPECT_EQ(test, amdgpu_gc_emu_rows(emu, AMDGPU_GC_EMU_SQ),
				1);
	}
}

/*
 * Per-WGP rows, INSTANCE_INDEX = (wgp << 2) | row (AQLprofile, the
 * encoding the emulator models, not Mesa's): both TA rows of a WGP are
 * counters of their own, a third row and a second SQ row do not exist.
 */
static void gfx12_wgp_rows(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test);
	const u32 wgp2 = GI_SE(1) | GI_SA(0);

	gfx12_start(c, A12(TA_PERFCOUNTER1_SELECT), TA_PERF_SEL_ta_busy);
	run(test, c);
	/* WGP 2, row 1 is unit 2 * 2 + 1 of the instance level */
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_TA, TA_PERF_SEL_ta_busy, 0,
			     1, 0, 5, 0x1234);
	sample(c);
	read_pair(c, wgp2 | GI_INST(2 << 2 | 1), A12(TA_PERFCOUNTER1_LO),
		  A12(TA_PERFCOUNTER1_HI), 0);
	read_pair(c, wgp2 | GI_INST(2 << 2), A12(TA_PERFCOUNTER1_LO),
		  A12(TA_PERFCOUNTER1_HI), 2);
	read_pair(c, wgp2 | GI_INST(1 << 2 | 1), A12(TA_PERFCOUNTER1_LO),
		  A12(TA_PERFCOUNTER1_HI), 4);
	set_uconfig(c, A12(GRBM_GFX_INDEX), GI_BCAST);
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 0), 0x1234);
	KUNIT_EXPECT_EQ(test, res64(c, 2), 0);
	KUNIT_EXPECT_EQ(test, res64(c, 4), 0);

	read_pair(c, wgp2 | GI_INST(2 << 2 | 2), A12(TA_PERFCOUNTER1_LO),
		  A12(TA_PERFCOUNTER1_HI), 0);
	run_expect_violation(test, c, "selects row 2 of a WGP of TA, which has 2");
	set_uconfig(c, A12(GRBM_GFX_INDEX), wgp2 | GI_INST(2 << 2 | 1));
	copy_reg(c, A12(SQ_PERFCOUNTER0_LO), 0, false);
	run_expect_violation(test, c, "selects row 1 of a WGP of SQ, which has 1");

	/* Mesa's plain index, for comparison: unit 5 is INSTANCE_INDEX 5 */
	amdgpu_gc_emu_set_wgp_index_shift(c->emu, 0);
	read_pair(c, wgp2 | GI_INST(5), A12(TA_PERFCOUNTER1_LO),
		  A12(TA_PERFCOUNTER1_HI), 6);
	set_uconfig(c, A12(GRBM_GFX_INDEX), GI_BCAST);
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 6), 0x1234);
}

/* GL1C: 4 instances per SA; GL1A: one (AQLprofile gfx12, Mesa) */
static void gfx12_gl1_instances(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test);

	gfx12_start(c, A12(GL1C_PERFCOUNTER2_SELECT), GL1C_PERF_SEL_REQ);
	run(test, c);
	amdgpu_gc_emu_inject(c->emu, AMDGPU_GC_EMU_GL1C, GL1C_PERF_SEL_REQ, 0, 0,
			     1, 3, 17);
	sample(c);
	read_pair(c, GI_SE(0) | GI_SA(1) | GI_INST(3), A12(GL1C_PERFCOUNTER2_LO),
		  A12(GL1C_PERFCOUNTER2_HI), 0);
	read_pair(c, GI_SE(0) | GI_SA(1) | GI_INST(0), A12(GL1C_PERFCOUNTER2_LO),
		  A12(GL1C_PERFCOUNTER2_HI), 2);
	set_uconfig(c, A12(GRBM_GFX_INDEX), GI_BCAST);
	run(test, c);
	KUNIT_EXPECT_EQ(test, res64(c, 0), 17);
	KUNIT_EXPECT_EQ(test, res64(c, 2), 0);

	read_pair(c, GI_SE(0) | GI_SA(1) | GI_INST(4), A12(GL1C_PERFCOUNTER2_LO),
		  A12(GL1C_PERFCOUNTER2_HI), 0);
	run_expect_violation(test, c, "selects instance 4 of GL1C, which has 4");
	read_pair(c, GI_SE(0) | GI_SA(1) | GI_INST(1), A12(GL1A_PERFCOUNTER0_LO),
		  A12(GL1A_PERFCOUNTER0_HI), 0);
	run_expect_violation(test, c, "selects instance 1 of GL1A, which has 1");
}

/*
 * GFX12 register values (gc_12_0_0_sh_mask.h): SELECTs are
 * PERF_SEL only (no SQC bank mask, which Mesa still ORs in as 0xF000 from
 * its register database), SQ_PERFCOUNTER_CTRL2 has VMID_EN (16:1), and
 * there is no SQ_PERFCOUNTER_MASK.
 */
static void gfx12_register_values(struct kunit *test)
{
	struct emu_ctx *c = ctx_new(test);

	set_uconfig(c, A12(SQ_PERFCOUNTER2_SELECT), 0xf000 | SQ_PERF_SEL_WAVES);
	run_expect_violation(test, c, "outside PERF_SEL");
	set_uconfig(c, A12(GL2C_PERFCOUNTER0_SELECT), 0x400);
	run_expect_violation(test, c, "outside PERF_SEL");
	set_uconfig(c, A12(GL2C_PERFCOUNTER0_SELECT), 0x3ff);
	run(test, c);
	/* an odd per-WGP SQ select feeds SPM only: not modelled */
	set_uconfig(c, A12(SQ_PERFCOUNTER3_SELECT), 4);
	run_expect_violation(test, c, "SQ counter 1 SELECT1 0x00000004");

	set_uconfig(c, A12(CP_PERFMON_CNTL_1), CP_PERFMON_STATE_DISABLE_AND_RESET);
	set_uconfig(c, A12(SQ_PERFCOUNTER_CTRL2), SQ12_CTRL2);
	set_uconfig(c, A12(SQ_PERFCOUNTER_CTRL), SQ12_CTRL);
	run(test, c);
	set_uconfig(c, A12(SQ_PERFCOUNTER_CTRL2), BIT(17));
	run_expect_violation(test, c, "SQ_PERFCOUNTER_CTRL2 0x00020000");
	/* no VS_EN (bit 1) on GFX12 */
	set_uconfig(c, A12(SQ_PERFCOUNTER_CTRL), 0x7f);
	run_expect_violation(test, c, "reserved bits 0x0000002a");
	set_uconfig(c, A12(SQG_PERFCOUNTER_CTRL), 0x7f);
	run_expect_violation(test, c, "SQG_PERFCOUNTER_CTRL 0x0000007f");
	/* 0x39e1 is undefined in gc_12_0_0_offset.h */
	emit(c, PACKET3(PACKET3_SET_UCONFIG_REG, 1));
	emit(c, A12(SQ_PERFCOUNTER_CTRL) + 1 - PACKET3_SET_UCONFIG_REG_START);
	emit(c, 0xffffffff);
	run_expect_violation(test, c, "write of unknown register 0x0d9e1");
}

static struct kunit_case amdgpu_gc_emu_gfx12_cases[] = {
	KUNIT_CASE(gfx12_sq_32bit_wrap),
	KUNIT_CASE(gfx12_sq_has_no_hi),
	KUNIT_CASE(gfx12_per_sa_and_stop_sample),
	KUNIT_CASE(gfx12_sqg_and_spi_per_se),
	KUNIT_CASE(gfx12_wgp_blocks_need_compute_window),
	KUNIT_CASE(gfx12_instance_counts),
	KUNIT_CASE(gfx12_wgp_rows),
	KUNIT_CASE(gfx12_gl1_instances),
	KUNIT_CASE(gfx12_register_values),
	{}
};

static struct kunit_suite amdgpu_gc_emu_gfx12_suite = {
	.name = "amdgpu_gc_emu_gfx12",
	.test_cases = amdgpu_gc_emu_gfx12_cases,
};

kunit_test_suite(amdgpu_gc_emu_gfx12_suite);

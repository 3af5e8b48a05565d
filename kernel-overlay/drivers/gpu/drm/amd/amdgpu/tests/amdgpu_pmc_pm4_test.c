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
 * Golden PM4 of the GC perf counter builder, one family at a time. The
 * expected dwords are typed in from the packet and register definitions
 * they stand for, not computed with the driver's macros: PACKET3 headers
 * ((3 << 30) | (count << 16) | (opcode << 8), soc15d.h and nvd.h),
 * register offsets and segment bases (gc_9_0_offset.h, gc_9_4_3_offset.h,
 * gc_12_0_0_offset.h, vega10_ip_offset.h, navi10_ip_offset.h) and field
 * values (gc_*_sh_mask.h, vega10_enum.h, soc24_enum.h).
 */

#include <kunit/test.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"

MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");

#define SET_UCONFIG	0xc0017900	/* PACKET3(SET_UCONFIG_REG, 1) */
#define SET_SH		0xc0017600	/* PACKET3(SET_SH_REG, 1) */
#define EVENT_WRITE	0xc0004600	/* PACKET3(EVENT_WRITE, 0) */
#define COPY_DATA	0xc0044000	/* PACKET3(COPY_DATA, 4) */
#define CS_FLUSH	0x00000407	/* CS_PARTIAL_FLUSH (7), EVENT_INDEX 4 */
#define GFX_INDEX	0x200		/* GRBM_GFX_INDEX: 0xa000 + 0x2200 */
#define BROADCAST	0xe0000000	/* SE, SH/SA and INSTANCE broadcast */

static const u64 dst = 0x123456780ull;

struct pmc_pm4_case {
	const char *name;
	u32 gc_ip;
	u32 seg[2];
	bool xcc_local;
	const u32 *stop;
	unsigned int stop_dw;
	const u32 *sample;
	unsigned int sample_dw;
	const u32 *clock;
};

/* GC 9.0.1, segments 0x2000 and 0xa000 (GC_BASE in vega10_ip_offset.h). */
static const u32 gfx9_stop[] = {
	SET_UCONFIG, GFX_INDEX, BROADCAST,
	SET_UCONFIG, 0x1808, 0x2,	/* CP_PERFMON_CNTL = STOP_COUNTING */
	SET_SH, 0x20b, 0,		/* COMPUTE_PERFCOUNT_ENABLE (0x2e0b) */
	SET_UCONFIG, 0x1808, 0,		/* DISABLE_AND_RESET, its reset value */
	SET_UCONFIG, 0x19e0, 0,		/* SQ_PERFCOUNTER_CTRL (0xa000 + 0x39e0) */
	SET_UCONFIG, 0x1cbf, 1,		/* RLC_PERFMON_CLK_CNTL, reset value */
	EVENT_WRITE, CS_FLUSH,
};

/* GRBM counter 0 (LO 0xd040, HI 0xd041) to memory (DST_SEL 5) */
static const u32 gfx9_sample[] = {
	SET_UCONFIG, 0x1cbf, 1,		/* RLC_PERFMON_CLK_CNTL: clocks on */
	SET_UCONFIG, 0x1808, 0x401,	/* START_COUNTING | PERFMON_SAMPLE_ENABLE */
	SET_UCONFIG, GFX_INDEX, BROADCAST,
	EVENT_WRITE, CS_FLUSH,
	SET_UCONFIG, GFX_INDEX, BROADCAST,
	COPY_DATA, 0x500, 0xd040, 0, 0x23456780, 0x1,
	COPY_DATA, 0x500, 0xd041, 0, 0x23456784, 0x1,
	SET_UCONFIG, GFX_INDEX, BROADCAST,	/* no cache action after */
};

/* The GPU clock (SRC_SEL 9, GPU_CLOCK_COUNT), 64 bits (COUNT_SEL 1), to memory */
static const u32 gfx9_clock[] = {
	COPY_DATA, 0x10509, 0, 0, 0x23456780, 0x1,
};

/*
 * GC 9.4.3, XCC 1 of a part whose XCC apertures are 0x10000 apart: the
 * XCC's own PM4 uses the low 16 bits (gfx_v9_4_3.c). No RLC_PERFMON_CLK_CNTL.
 */
static const u32 gfx9_4_3_stop[] = {
	SET_UCONFIG, GFX_INDEX, BROADCAST,
	SET_UCONFIG, 0x1808, 0x2,
	SET_SH, 0x20b, 0,
	SET_UCONFIG, 0x1808, 0,
	SET_UCONFIG, 0x19e0, 0,
	EVENT_WRITE, CS_FLUSH,
};

/* GC 12.0.0, segments 0x1260 and 0xa000 (GC_BASE in navi10_ip_offset.h). */
static const u32 gfx12_stop[] = {
	SET_UCONFIG, GFX_INDEX, BROADCAST,
	SET_UCONFIG, 0x1808, 0x402,	/* CP_PERFMON_CNTL_1 = STOP | SAMPLE_ENABLE */
	SET_SH, 0x20b, 0,		/* COMPUTE_PERFCOUNT_ENABLE (0x1260 + 0x1bab) */
	SET_UCONFIG, 0x1808, 0,		/* DISABLE_AND_RESET, its reset value */
	SET_UCONFIG, 0x19e0, 0,		/* SQ_PERFCOUNTER_CTRL (0xa000 + 0x39e0) */
	SET_UCONFIG, 0x19e2, 0x1fffe,	/* SQ_PERFCOUNTER_CTRL2: VMID_EN 1-16 */
	SET_UCONFIG, 0x19d8, 0,		/* SQG_PERFCOUNTER_CTRL */
	EVENT_WRITE, CS_FLUSH,
};

/* To TC_L2 (DST_SEL 2), no ACQUIRE_MEM after */
static const u32 gfx12_sample[] = {
	SET_UCONFIG, 0x1808, 0x401,
	SET_UCONFIG, GFX_INDEX, BROADCAST,
	EVENT_WRITE, CS_FLUSH,
	SET_UCONFIG, GFX_INDEX, BROADCAST,
	COPY_DATA, 0x200, 0xd040, 0, 0x23456780, 0x1,
	COPY_DATA, 0x200, 0xd041, 0, 0x23456784, 0x1,
	SET_UCONFIG, GFX_INDEX, BROADCAST,
};

/* The same to TC_L2 */
static const u32 gfx12_clock[] = {
	COPY_DATA, 0x10209, 0, 0, 0x23456780, 0x1,
};

#define CLOCK_DW	6

static const struct pmc_pm4_case pmc_pm4_cases[] = {
	{ "gfx900", IP_VERSION(9, 0, 1), { 0x2000, 0xa000 }, false,
	  gfx9_stop, ARRAY_SIZE(gfx9_stop),
	  gfx9_sample, ARRAY_SIZE(gfx9_sample), gfx9_clock },
	{ "gfx942-xcc1", IP_VERSION(9, 4, 3), { 0x12000, 0x1a000 }, true,
	  gfx9_4_3_stop, ARRAY_SIZE(gfx9_4_3_stop),
	  gfx9_sample + 3, ARRAY_SIZE(gfx9_sample) - 3,	/* no RLC_PERFMON_CLK_CNTL */
	  gfx9_clock },
	{ "gfx1200", IP_VERSION(12, 0, 0), { 0x1260, 0xa000 }, false,
	  gfx12_stop, ARRAY_SIZE(gfx12_stop),
	  gfx12_sample, ARRAY_SIZE(gfx12_sample), gfx12_clock },
};

static void pmc_pm4_desc(const struct pmc_pm4_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(pmc_pm4, pmc_pm4_cases, pmc_pm4_desc);

static void pmc_pm4_expect(struct kunit *test, const struct amdgpu_pmc_buf *buf,
			   const u32 *want, unsigned int n)
{
	unsigned int i;

	KUNIT_ASSERT_EQ(test, buf->ndw, n);
	for (i = 0; i < n; i++)
		KUNIT_EXPECT_EQ_MSG(test, buf->dw[i], want[i], "dword %u", i);
}

static void pmc_pm4_test_golden(struct kunit *test)
{
	const struct pmc_pm4_case *c = test->param_value;
	struct amdgpu_pmc_topology topo = { 1, 1, 1, 1, 1 };
	struct amdgpu_pmc_ctx ctx = {
		.arch = amdgpu_pmc_find_arch(c->gc_ip), .topo = &topo,
		.seg = c->seg, .xcc_local = c->xcc_local,
	};
	struct amdgpu_pmc_hw_counter cnt = { .slot = 0, .select = 2 };
	u32 dw[64];
	struct amdgpu_pmc_buf buf = { .dw = dw, .max = ARRAY_SIZE(dw) };

	KUNIT_ASSERT_NOT_NULL(test, ctx.arch);
	amdgpu_pmc_emit_stop(&buf, &ctx);
	pmc_pm4_expect(test, &buf, c->stop, c->stop_dw);

	cnt.block = amdgpu_pmc_find_block(ctx.arch, AMDGPU_PMC_BLOCK_GRBM);
	KUNIT_ASSERT_NOT_NULL(test, cnt.block);
	buf.ndw = 0;
	amdgpu_pmc_emit_sample(&buf, &ctx, &cnt, 1, dst);
	pmc_pm4_expect(test, &buf, c->sample, c->sample_dw);

	buf.ndw = 0;
	amdgpu_pmc_emit_clock(&buf, &ctx, dst);
	pmc_pm4_expect(test, &buf, c->clock, CLOCK_DW);
}

static struct kunit_case amdgpu_pmc_pm4_cases[] = {
	KUNIT_CASE_PARAM(pmc_pm4_test_golden, pmc_pm4_gen_params),
	{}
};

static struct kunit_suite amdgpu_pmc_pm4_suite = {
	.name = "amdgpu_pmc_pm4",
	.test_cases = amdgpu_pmc_pm4_cases,
};

kunit_test_suite(amdgpu_pmc_pm4_suite);

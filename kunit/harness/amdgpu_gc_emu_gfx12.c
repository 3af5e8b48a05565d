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
 * GFX12 register tables of the GC emulator (GC 12.0.0 / 12.0.1). Every offset,
 * base index and field mask comes from gc_12_0_0_offset.h /
 * gc_12_0_0_sh_mask.h. Every SELECT
 * accepts PERF_SEL only (gc_12_0_0 defines no SQC bank or SIMD mask for
 * SQ).
 */

#include <linux/kernel.h>

#include "gc/gc_12_0_0_offset.h"
#include "gc/gc_12_0_0_sh_mask.h"
/* Reset values: gc_12_0_0 has no _default.h; the CTRL2 layout is GFX11's. */
#include "gc/gc_11_0_0_default.h"

#include "amdgpu_gc_emu.h"
#include "amdgpu_kunit_helpers.h"

#define R12(x) { .off = reg##x, .base_idx = reg##x##_BASE_IDX, .valid = 1 }

#define CTR12F(b, n) \
	.sel = R12(b##_PERFCOUNTER##n##_SELECT), \
	.lo = R12(b##_PERFCOUNTER##n##_LO), \
	.hi = R12(b##_PERFCOUNTER##n##_HI), \
	.sel_mask = b##_PERFCOUNTER##n##_SELECT__PERF_SEL_MASK

#define CTR12(b, n)	{ CTR12F(b, n) }
#define CTR12_S1(b, n)	{ CTR12F(b, n), \
			  .sel1 = R12(b##_PERFCOUNTER##n##_SELECT1) }
#define CTR12_GRBM(n)	{ CTR12F(GRBM, n), \
			  .sel1 = R12(GRBM_PERFCOUNTER##n##_SELECT_HI) }

/*
 * Per-WGP SQ: 16 SELECT registers but 8 counters, SQ_PERFCOUNTERk_LO only
 * (32 bits, no HI). Counter k is selected by SQ_PERFCOUNTER(2k)_SELECT; the
 * odd SELECTs feed SPM only (AQLprofile gfx12_block_table.h). They are
 * stored as the counter's "sel1".
 */
#define CTR12_SQ(k, s0, s1) { \
	.sel = R12(SQ_PERFCOUNTER##s0##_SELECT), \
	.sel1 = R12(SQ_PERFCOUNTER##s1##_SELECT), \
	.lo = R12(SQ_PERFCOUNTER##k##_LO), \
	.sel_mask = SQ_PERFCOUNTER##s0##_SELECT__PERF_SEL_MASK }

static const struct amdgpu_gc_emu_ctr_def gfx12_grbm[] = {
	CTR12_GRBM(0), CTR12_GRBM(1),
};

static const struct amdgpu_gc_emu_ctr_def gfx12_grbmh[] = {
	CTR12(GRBMH, 0), CTR12(GRBMH, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx12_sq[] = {
	CTR12_SQ(0, 0, 1), CTR12_SQ(1, 2, 3),
	CTR12_SQ(2, 4, 5), CTR12_SQ(3, 6, 7),
	CTR12_SQ(4, 8, 9), CTR12_SQ(5, 10, 11),
	CTR12_SQ(6, 12, 13), CTR12_SQ(7, 14, 15),
};

static const struct amdgpu_gc_emu_ctr_def gfx12_sqg[] = {
	CTR12(SQG, 0), CTR12(SQG, 1), CTR12(SQG, 2), CTR12(SQG, 3),
	CTR12(SQG, 4), CTR12(SQG, 5), CTR12(SQG, 6), CTR12(SQG, 7),
};

/* SPI: HI is at LO - 1 */
static const struct amdgpu_gc_emu_ctr_def gfx12_spi[] = {
	CTR12_S1(SPI, 0), CTR12_S1(SPI, 1), CTR12_S1(SPI, 2),
	CTR12_S1(SPI, 3), CTR12_S1(SPI, 4), CTR12_S1(SPI, 5),
};

static const struct amdgpu_gc_emu_ctr_def gfx12_ta[] = {
	CTR12_S1(TA, 0), CTR12(TA, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx12_td[] = {
	CTR12_S1(TD, 0), CTR12(TD, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx12_tcp[] = {
	CTR12_S1(TCP, 0), CTR12_S1(TCP, 1), CTR12(TCP, 2), CTR12(TCP, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx12_gl1a[] = {
	CTR12_S1(GL1A, 0), CTR12_S1(GL1A, 1),
	CTR12_S1(GL1A, 2), CTR12_S1(GL1A, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx12_gl1c[] = {
	CTR12_S1(GL1C, 0), CTR12_S1(GL1C, 1),
	CTR12_S1(GL1C, 2), CTR12_S1(GL1C, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx12_gl2a[] = {
	CTR12_S1(GL2A, 0), CTR12_S1(GL2A, 1),
	CTR12_S1(GL2A, 2), CTR12_S1(GL2A, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx12_gl2c[] = {
	CTR12_S1(GL2C, 0), CTR12_S1(GL2C, 1),
	CTR12_S1(GL2C, 2), CTR12_S1(GL2C, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx12_cpc[] = {
	CTR12_S1(CPC, 0), CTR12(CPC, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx12_cpf[] = {
	CTR12_S1(CPF, 0), CTR12(CPF, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx12_cpg[] = {
	CTR12_S1(CPG, 0), CTR12(CPG, 1),
};

#define BLKW(b, t, lvl, gate, kind, w) { \
	.block = AMDGPU_GC_EMU_##b, .levels = (lvl), .gates = (gate), \
	.width = (w), .inst_kind = AMDGPU_GC_EMU_INST_##kind, \
	.num_counters = ARRAY_SIZE(gfx12_##t), .ctr = gfx12_##t }
#define BLK(b, t, lvl, gate, kind) BLKW(b, t, lvl, gate, kind, 64)
/* per-WGP blocks: @r counter rows per WGP */
#define BLKR(b, t, gate, w, r) { \
	.block = AMDGPU_GC_EMU_##b, .levels = SE | SA | INST, .gates = (gate), \
	.width = (w), .inst_kind = AMDGPU_GC_EMU_INST_WGP, .rows = (r), \
	.num_counters = ARRAY_SIZE(gfx12_##t), .ctr = gfx12_##t }
/* @n instances per scope unit */
#define BLKF(b, t, lvl, gate, n) { \
	.block = AMDGPU_GC_EMU_##b, .levels = (lvl), .gates = (gate), \
	.width = 64, .inst_kind = AMDGPU_GC_EMU_INST_FIXED, .fixed_inst = (n), \
	.num_counters = ARRAY_SIZE(gfx12_##t), .ctr = gfx12_##t }

#define SE	AMDGPU_GC_EMU_LVL_SE
#define SA	AMDGPU_GC_EMU_LVL_SA
#define INST	AMDGPU_GC_EMU_LVL_INST
#define WIN	AMDGPU_GC_EMU_GATE_WINDOW

/*
 * Scopes and instance counts (AQLprofile gfx12_block_info.h and its
 * gfx1200/gfx1201 counts, Mesa ac_perfcounter_gfx12.c):
 * - GRBM, CPC/CPF/CPG: global. GRBMH, SQG, SPI: per SE.
 * - GL1A: per SA, one instance; GL1C: per SA, 4 instances (AQLprofile
 *   gfx1200/gfx1201 and Mesa agree). Both are read with INSTANCE_INDEX = i
 *   and no broadcast bit (AQLprofile's per-SA read, pmc_builder.h).
 * - GL2A: 4 instances (AQLprofile, Mesa); GL2C: one per L2 channel (16 on
 *   gfx1200, 32 on gfx1201: the topology's l2_channels).
 * - SQ, TA, TD, TCP: per SE x SA x WGP. TA, TD and TCP have 2 counter rows
 *   per WGP (AQLprofile NUM_ROWS_PER_WGP); the per-WGP SQ has one.
 *
 * The GRBM_GFX_INDEX encoding of a WGP row is where the sources disagree:
 * AQLprofile uses INSTANCE_INDEX = (wgp_side << 6) |
 * (wgp << 2) | row with wgp_side 0, Mesa a plain index 0..n-1. The emulator
 * models AQLprofile's, (wgp << 2) | row, as the hardware's: it is the only
 * source that describes the rows of the per-WGP blocks at all, its packing
 * fits gc_12_0_0's 7-bit INSTANCE_INDEX exactly (side 1 bit, WGP 4 bits,
 * row 2 bits), and it is AMD's profiler for the compute queues this PMU
 * uses. Unconfirmed on hardware. A row the block does not have (SQ row 1,
 * TA row 2, ...) is a violation. amdgpu_gc_emu_set_wgp_index_shift(emu, 0)
 * switches to Mesa's plain index for a test that wants it.
 *
 * Per-WGP SQ: 8 counters (AQLprofile gfx12_block_table.h), not Mesa's 16
 * (ac_perfcounter_gfx12.c): gc_12_0_0 has
 * 16 SELECT but only 8 LO registers (SQ_PERFCOUNTER0..7_LO) and no HI.
 */
static const struct amdgpu_gc_emu_block_def gfx12_blocks[] = {
	BLK(GRBM, grbm, 0, 0, ONE),
	BLK(GRBMH, grbmh, SE, 0, ONE),
	BLKR(SQ, sq, WIN | AMDGPU_GC_EMU_GATE_SQ_CTRL, 32, 1),
	BLK(SQG, sqg, SE, WIN | AMDGPU_GC_EMU_GATE_SQG_CTRL, ONE),
	BLK(SPI, spi, SE, 0, ONE),
	BLKR(TA, ta, WIN, 64, 2),
	BLKR(TD, td, WIN, 64, 2),
	BLKR(TCP, tcp, WIN, 64, 2),
	BLKF(GL1A, gl1a, SE | SA | INST, WIN, 1),
	BLKF(GL1C, gl1c, SE | SA | INST, WIN, 4),
	BLKF(GL2A, gl2a, INST, 0, 4),
	BLK(GL2C, gl2c, INST, 0, L2),
	BLK(CPC, cpc, 0, 0, ONE),
	BLK(CPF, cpf, 0, 0, ONE),
	BLK(CPG, cpg, 0, 0, ONE),
};

#define GFX12_SQ_CTRL_FIELDS(r) \
	(r##__PS_EN_MASK | r##__GS_EN_MASK | r##__HS_EN_MASK | \
	 r##__CS_EN_MASK | r##__DISABLE_ME0PIPE0_PERF_MASK | \
	 r##__DISABLE_ME0PIPE1_PERF_MASK | r##__DISABLE_ME1PIPE0_PERF_MASK | \
	 r##__DISABLE_ME1PIPE1_PERF_MASK | r##__DISABLE_ME1PIPE2_PERF_MASK | \
	 r##__DISABLE_ME1PIPE3_PERF_MASK)

/*
 * CP_PERFMON_CNTL is named CP_PERFMON_CNTL_1 (= CP_CP_PERFMON_CNTL) in
 * gc_12_0_0. There is no RLC_PERFMON_CLK_CNTL (0x3cbf is RLC_SPM_SPARE) and no
 * SQ_PERFCOUNTER_MASK (gc_12_0_0_offset.h): both are unknown registers here.
 */
const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx12 = {
	.name = "gfx12",
	.seg = { 0x1260, 0xA000 },
	.plain = {
		[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX] = R12(GRBM_GFX_INDEX),
		[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL] = R12(CP_PERFMON_CNTL_1),
		[AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE] =
			R12(COMPUTE_PERFCOUNT_ENABLE),
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL] = R12(SQ_PERFCOUNTER_CTRL),
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2] =
			R12(SQ_PERFCOUNTER_CTRL2),
		[AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL] =
			R12(SQG_PERFCOUNTER_CTRL),
		[AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL2] =
			R12(SQG_PERFCOUNTER_CTRL2),
	},
	.plain_fields = {
		[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX] =
			GRBM_GFX_INDEX__INSTANCE_INDEX_MASK |
			GRBM_GFX_INDEX__SA_INDEX_MASK |
			GRBM_GFX_INDEX__SE_INDEX_MASK |
			GRBM_GFX_INDEX__SA_BROADCAST_WRITES_MASK |
			GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK |
			GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK,
		[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL] =
			CP_PERFMON_CNTL_1__PERFMON_STATE_MASK |
			CP_PERFMON_CNTL_1__SPM_PERFMON_STATE_MASK |
			CP_PERFMON_CNTL_1__PERFMON_ENABLE_MODE_MASK |
			CP_PERFMON_CNTL_1__PERFMON_SAMPLE_ENABLE_MASK,
		[AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE] =
			COMPUTE_PERFCOUNT_ENABLE__PERFCOUNT_ENABLE_MASK,
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL] =
			GFX12_SQ_CTRL_FIELDS(SQ_PERFCOUNTER_CTRL),
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2] =
			SQ_PERFCOUNTER_CTRL2__FORCE_EN_MASK |
			SQ_PERFCOUNTER_CTRL2__VMID_EN_MASK,
		[AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL] =
			GFX12_SQ_CTRL_FIELDS(SQG_PERFCOUNTER_CTRL),
		[AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL2] =
			SQG_PERFCOUNTER_CTRL2__FORCE_EN_MASK |
			SQG_PERFCOUNTER_CTRL2__VMID_EN_MASK,
	},
	.plain_reset = {
		[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX] =
			GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK |
			GRBM_GFX_INDEX__SA_BROADCAST_WRITES_MASK |
			GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK,
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2] =
			regSQ_PERFCOUNTER_CTRL2_DEFAULT,
		[AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL2] =
			regSQG_PERFCOUNTER_CTRL2_DEFAULT,
	},
	.gfx_index_inst_mask = GRBM_GFX_INDEX__INSTANCE_INDEX_MASK,
	.gfx_index_sa_mask = GRBM_GFX_INDEX__SA_INDEX_MASK,
	.gfx_index_se_mask = GRBM_GFX_INDEX__SE_INDEX_MASK,
	.gfx_index_inst_bcast = GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK,
	.gfx_index_sa_bcast = GRBM_GFX_INDEX__SA_BROADCAST_WRITES_MASK,
	.gfx_index_se_bcast = GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK,
	.perfmon_state_mask = CP_PERFMON_CNTL_1__PERFMON_STATE_MASK,
	.spm_state_mask = CP_PERFMON_CNTL_1__SPM_PERFMON_STATE_MASK,
	.enable_mode_mask = CP_PERFMON_CNTL_1__PERFMON_ENABLE_MODE_MASK,
	.sample_enable_mask = CP_PERFMON_CNTL_1__PERFMON_SAMPLE_ENABLE_MASK,
	.clock_state_mask = 0,
	/*
	 * GFX12 has no RLC_PERFMON_CLK_CNTL: perfmon clock gating is
	 * overridden through RLC_CGTT_MGCG_OVERRIDE.PERFMON_CLOCK_STATE
	 * (gc_12_0_0_sh_mask.h), by the driver, not by PM4.
	 */
	.perf_clk_override_needed = true,
	.perf_clk_override_reg = AMDGPU_KUNIT_GC_SEG1 + regRLC_CGTT_MGCG_OVERRIDE,
	.perf_clk_override_mask =
		RLC_CGTT_MGCG_OVERRIDE__PERFMON_CLOCK_STATE_MASK,
	.perfcount_enable_mask =
		COMPUTE_PERFCOUNT_ENABLE__PERFCOUNT_ENABLE_MASK,
	.sq_cs_en_mask = SQ_PERFCOUNTER_CTRL__CS_EN_MASK,
	.sqg_cs_en_mask = SQG_PERFCOUNTER_CTRL__CS_EN_MASK,
	.acquire_mem_ndw = 8,
	.wgp_index_shift = 2,
	.blocks = gfx12_blocks,
	.num_blocks = ARRAY_SIZE(gfx12_blocks),
};

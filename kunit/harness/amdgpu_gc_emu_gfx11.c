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
 * GFX11 register tables of the GC emulator (GC 11.0.x and 11.5.x). Every
 * offset, base index and field mask comes from gc_11_0_0_offset.h /
 * gc_11_0_0_sh_mask.h, the headers gfx_v11_0.c drives both with;
 * gc_11_0_3 and gc_11_5_0 give the same offsets for every register here,
 * with fewer GRBM_SEn sets (4 and 2 of 7), which the SE count of a topology
 * bounds anyway; gc_11_5_0's GRBM_GFX_INDEX.INSTANCE_INDEX is 7 bits wide
 * (8 here), which no index of the modelled parts reaches. Reset values: gc_11_0_0_default.h. Every SELECT accepts
 * PERF_SEL only.
 */

#include <linux/kernel.h>

#include "gc/gc_11_0_0_offset.h"
#include "gc/gc_11_0_0_sh_mask.h"
#include "gc/gc_11_0_0_default.h"

#include "amdgpu_gc_emu.h"
#include "amdgpu_kunit_helpers.h"

#define R11(x) { .off = reg##x, .base_idx = reg##x##_BASE_IDX, .valid = 1 }

#define CTR11F(b, n) \
	.sel = R11(b##_PERFCOUNTER##n##_SELECT), \
	.lo = R11(b##_PERFCOUNTER##n##_LO), \
	.hi = R11(b##_PERFCOUNTER##n##_HI), \
	.sel_mask = b##_PERFCOUNTER##n##_SELECT__PERF_SEL_MASK

#define CTR11(b, n)	{ CTR11F(b, n) }
#define CTR11_S1(b, n)	{ CTR11F(b, n), \
			  .sel1 = R11(b##_PERFCOUNTER##n##_SELECT1) }
#define CTR11_GRBM(n)	{ CTR11F(GRBM, n), \
			  .sel1 = R11(GRBM_PERFCOUNTER##n##_SELECT_HI) }
#define CTR11_GRBM_SE(s) { \
	.sel = R11(GRBM_SE##s##_PERFCOUNTER_SELECT), \
	.lo = R11(GRBM_SE##s##_PERFCOUNTER_LO), \
	.hi = R11(GRBM_SE##s##_PERFCOUNTER_HI), \
	.sel_mask = GRBM_SE##s##_PERFCOUNTER_SELECT__PERF_SEL_MASK }

/*
 * Per-WGP SQ as on GFX12: 16 SELECT registers but 8 counters,
 * SQ_PERFCOUNTERk_LO only (32 bits, no HI). Counter k is selected by
 * SQ_PERFCOUNTER(2k)_SELECT (AQLprofile gfx11_block_table.h); the odd
 * SELECTs are stored as the counter's "sel1".
 */
#define CTR11_SQ(k, s0, s1) { \
	.sel = R11(SQ_PERFCOUNTER##s0##_SELECT), \
	.sel1 = R11(SQ_PERFCOUNTER##s1##_SELECT), \
	.lo = R11(SQ_PERFCOUNTER##k##_LO), \
	.sel_mask = SQ_PERFCOUNTER##s0##_SELECT__PERF_SEL_MASK }

static const struct amdgpu_gc_emu_ctr_def gfx11_grbm[] = {
	CTR11_GRBM(0), CTR11_GRBM(1),
};

/* GRBM_SE0..6: one register set per SE, chosen by address */
static const struct amdgpu_gc_emu_ctr_def gfx11_grbm_se[] = {
	CTR11_GRBM_SE(0), CTR11_GRBM_SE(1), CTR11_GRBM_SE(2),
	CTR11_GRBM_SE(3), CTR11_GRBM_SE(4), CTR11_GRBM_SE(5),
	CTR11_GRBM_SE(6),
};

static const struct amdgpu_gc_emu_ctr_def gfx11_sq[] = {
	CTR11_SQ(0, 0, 1), CTR11_SQ(1, 2, 3),
	CTR11_SQ(2, 4, 5), CTR11_SQ(3, 6, 7),
	CTR11_SQ(4, 8, 9), CTR11_SQ(5, 10, 11),
	CTR11_SQ(6, 12, 13), CTR11_SQ(7, 14, 15),
};

static const struct amdgpu_gc_emu_ctr_def gfx11_sqg[] = {
	CTR11(SQG, 0), CTR11(SQG, 1), CTR11(SQG, 2), CTR11(SQG, 3),
	CTR11(SQG, 4), CTR11(SQG, 5), CTR11(SQG, 6), CTR11(SQG, 7),
};

static const struct amdgpu_gc_emu_ctr_def gfx11_spi[] = {
	CTR11_S1(SPI, 0), CTR11_S1(SPI, 1), CTR11_S1(SPI, 2),
	CTR11_S1(SPI, 3), CTR11(SPI, 4), CTR11(SPI, 5),
};

static const struct amdgpu_gc_emu_ctr_def gfx11_ta[] = {
	CTR11_S1(TA, 0), CTR11(TA, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx11_td[] = {
	CTR11_S1(TD, 0), CTR11(TD, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx11_tcp[] = {
	CTR11_S1(TCP, 0), CTR11_S1(TCP, 1), CTR11(TCP, 2), CTR11(TCP, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx11_gl1a[] = {
	CTR11_S1(GL1A, 0), CTR11(GL1A, 1), CTR11(GL1A, 2), CTR11(GL1A, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx11_gl1c[] = {
	CTR11_S1(GL1C, 0), CTR11(GL1C, 1), CTR11(GL1C, 2), CTR11(GL1C, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx11_gl2c[] = {
	CTR11_S1(GL2C, 0), CTR11_S1(GL2C, 1), CTR11(GL2C, 2), CTR11(GL2C, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx11_cpc[] = {
	CTR11_S1(CPC, 0), CTR11(CPC, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx11_cpf[] = {
	CTR11_S1(CPF, 0), CTR11(CPF, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx11_cpg[] = {
	CTR11_S1(CPG, 0), CTR11(CPG, 1),
};

#define BLKW(b, t, lvl, gate, kind, w) { \
	.block = AMDGPU_GC_EMU_##b, .levels = (lvl), .gates = (gate), \
	.width = (w), .inst_kind = AMDGPU_GC_EMU_INST_##kind, \
	.num_counters = ARRAY_SIZE(gfx11_##t), .ctr = gfx11_##t }
#define BLK(b, t, lvl, gate, kind) BLKW(b, t, lvl, gate, kind, 64)
/* @n instances per scope unit */
#define BLKF(b, t, lvl, gate, n) { \
	.block = AMDGPU_GC_EMU_##b, .levels = (lvl), .gates = (gate), \
	.width = 64, .inst_kind = AMDGPU_GC_EMU_INST_FIXED, .fixed_inst = (n), \
	.num_counters = ARRAY_SIZE(gfx11_##t), .ctr = gfx11_##t }

#define SE	AMDGPU_GC_EMU_LVL_SE
#define SA	AMDGPU_GC_EMU_LVL_SA
#define INST	AMDGPU_GC_EMU_LVL_INST
#define WIN	AMDGPU_GC_EMU_GATE_WINDOW

/*
 * Scopes and instance counts (AQLprofile gfx11_block_table.h, Mesa
 * ac_perfcounter_gfx11.c and ac_perfcounter.c):
 * - GRBM, CPC/CPF/CPG: global. SQG, SPI: per SE. GRBM_SE: a register set
 *   per SE, in broadcast.
 * - SQ: per SE x SA x WGP, INSTANCE_INDEX = wgp << 2 (AQLprofile
 *   gfx11_primitives.h grbm_se_sh_wgp_index_value()); one counter row.
 * - TA, TD, TCP: per SE x SA x CU, INSTANCE_INDEX = the CU of the SA (Mesa:
 *   max_good_cu_per_sa instances per SA; AQLprofile: TCP 16 per SA, its
 *   maximum). Unconfirmed on hardware.
 * - GL1A: per SA, one instance (Mesa); GL1C: per SA, 4 (AQLprofile, Mesa).
 * - GL2C: one per L2 channel (the topology's l2_channels).
 * GL2A is not modelled: no public source gives its instance count on a
 * GFX11 part (Mesa 1, AQLprofile 32, its GL2C maximum).
 *
 * A harvested WGP takes both of its CUs (gfx_v11_0_get_cu_active_bitmap_per_sh()
 * sets CUs in pairs), so the topologies harvest CU pairs.
 */
static const struct amdgpu_gc_emu_block_def gfx11_blocks[] = {
	BLK(GRBM, grbm, 0, 0, ONE),
	{ .block = AMDGPU_GC_EMU_GRBM_SE, .width = 64,
	  .inst_kind = AMDGPU_GC_EMU_INST_ONE, .num_counters = 1,
	  .se_regs = ARRAY_SIZE(gfx11_grbm_se), .ctr = gfx11_grbm_se },
	{ .block = AMDGPU_GC_EMU_SQ, .levels = SE | SA | INST,
	  .gates = WIN | AMDGPU_GC_EMU_GATE_SQ_CTRL, .width = 32,
	  .inst_kind = AMDGPU_GC_EMU_INST_WGP, .rows = 1,
	  .num_counters = ARRAY_SIZE(gfx11_sq), .ctr = gfx11_sq },
	BLK(SQG, sqg, SE, WIN | AMDGPU_GC_EMU_GATE_SQG_CTRL, ONE),
	BLK(SPI, spi, SE, 0, ONE),
	BLK(TA, ta, SE | SA | INST, WIN, CU),
	BLK(TD, td, SE | SA | INST, WIN, CU),
	BLK(TCP, tcp, SE | SA | INST, WIN, CU),
	BLKF(GL1A, gl1a, SE | SA | INST, WIN, 1),
	BLKF(GL1C, gl1c, SE | SA | INST, WIN, 4),
	BLK(GL2C, gl2c, INST, 0, L2),
	BLK(CPC, cpc, 0, 0, ONE),
	BLK(CPF, cpf, 0, 0, ONE),
	BLK(CPG, cpg, 0, 0, ONE),
};

#define GFX11_SQ_CTRL_FIELDS(r) \
	(r##__PS_EN_MASK | r##__GS_EN_MASK | r##__HS_EN_MASK | \
	 r##__CS_EN_MASK | r##__DISABLE_ME0PIPE0_PERF_MASK | \
	 r##__DISABLE_ME0PIPE1_PERF_MASK | r##__DISABLE_ME1PIPE0_PERF_MASK | \
	 r##__DISABLE_ME1PIPE1_PERF_MASK | r##__DISABLE_ME1PIPE2_PERF_MASK | \
	 r##__DISABLE_ME1PIPE3_PERF_MASK)

/*
 * There is no RLC_PERFMON_CLK_CNTL and no SQ_PERFCOUNTER_MASK in
 * gc_11_0_0_offset.h: both are unknown registers here.
 */
const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx11 = {
	.name = "gfx11",
	.seg = { 0x1260, 0xA000 },
	.plain = {
		[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX] = R11(GRBM_GFX_INDEX),
		[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL] = R11(CP_PERFMON_CNTL),
		[AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE] =
			R11(COMPUTE_PERFCOUNT_ENABLE),
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL] = R11(SQ_PERFCOUNTER_CTRL),
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2] =
			R11(SQ_PERFCOUNTER_CTRL2),
		[AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL] =
			R11(SQG_PERFCOUNTER_CTRL),
		[AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL2] =
			R11(SQG_PERFCOUNTER_CTRL2),
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
			CP_PERFMON_CNTL__PERFMON_STATE_MASK |
			CP_PERFMON_CNTL__SPM_PERFMON_STATE_MASK |
			CP_PERFMON_CNTL__PERFMON_ENABLE_MODE_MASK |
			CP_PERFMON_CNTL__PERFMON_SAMPLE_ENABLE_MASK,
		[AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE] =
			COMPUTE_PERFCOUNT_ENABLE__PERFCOUNT_ENABLE_MASK,
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL] =
			GFX11_SQ_CTRL_FIELDS(SQ_PERFCOUNTER_CTRL),
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2] =
			SQ_PERFCOUNTER_CTRL2__FORCE_EN_MASK |
			SQ_PERFCOUNTER_CTRL2__VMID_EN_MASK,
		[AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL] =
			GFX11_SQ_CTRL_FIELDS(SQG_PERFCOUNTER_CTRL),
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
	.perfmon_state_mask = CP_PERFMON_CNTL__PERFMON_STATE_MASK,
	.spm_state_mask = CP_PERFMON_CNTL__SPM_PERFMON_STATE_MASK,
	.enable_mode_mask = CP_PERFMON_CNTL__PERFMON_ENABLE_MODE_MASK,
	.sample_enable_mask = CP_PERFMON_CNTL__PERFMON_SAMPLE_ENABLE_MASK,
	.clock_state_mask = 0,
	/*
	 * Counters read 0 while perfmon clock gating is on (Mesa radeonsi
	 * "Otherwise most counters return 0"); GFX11 overrides it through
	 * RLC_CGTT_MGCG_OVERRIDE.PERFMON_CLOCK_STATE (gfx_v11_0_update_perf_clk(),
	 * gc_11_0_0_sh_mask.h), by the driver, not by PM4.
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
	.blocks = gfx11_blocks,
	.num_blocks = ARRAY_SIZE(gfx11_blocks),
};

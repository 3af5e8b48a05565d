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
 * GFX10.3 register tables of the GC emulator (GC 10.3.x, RDNA2). Every
 * offset, base index and field mask comes from gc_10_3_0_offset.h /
 * gc_10_3_0_sh_mask.h (mm symbols), the headers gfx_v10_0.c drives every
 * 10.3 part with. Reset values: gc_10_3_0_default.h. Every SELECT accepts
 * PERF_SEL only.
 */

#include <linux/kernel.h>

#include "gc/gc_10_3_0_offset.h"
#include "gc/gc_10_3_0_sh_mask.h"
#include "gc/gc_10_3_0_default.h"

#include "amdgpu_gc_emu.h"

#define R10(x) { .off = mm##x, .base_idx = mm##x##_BASE_IDX, .valid = 1 }

#define CTR10F(b, n) \
	.sel = R10(b##_PERFCOUNTER##n##_SELECT), \
	.lo = R10(b##_PERFCOUNTER##n##_LO), \
	.hi = R10(b##_PERFCOUNTER##n##_HI), \
	.sel_mask = b##_PERFCOUNTER##n##_SELECT__PERF_SEL_MASK

#define CTR10(b, n)	{ CTR10F(b, n) }
#define CTR10_S1(b, n)	{ CTR10F(b, n), \
			  .sel1 = R10(b##_PERFCOUNTER##n##_SELECT1) }
#define CTR10_GRBM(n)	{ CTR10F(GRBM, n), \
			  .sel1 = R10(GRBM_PERFCOUNTER##n##_SELECT_HI) }
#define CTR10_GRBM_SE(s) { \
	.sel = R10(GRBM_SE##s##_PERFCOUNTER_SELECT), \
	.lo = R10(GRBM_SE##s##_PERFCOUNTER_LO), \
	.hi = R10(GRBM_SE##s##_PERFCOUNTER_HI), \
	.sel_mask = GRBM_SE##s##_PERFCOUNTER_SELECT__PERF_SEL_MASK }

static const struct amdgpu_gc_emu_ctr_def gfx10_grbm[] = {
	CTR10_GRBM(0), CTR10_GRBM(1),
};

/* GRBM_SE0..3: one register set per SE, chosen by address */
static const struct amdgpu_gc_emu_ctr_def gfx10_grbm_se[] = {
	CTR10_GRBM_SE(0), CTR10_GRBM_SE(1), CTR10_GRBM_SE(2),
	CTR10_GRBM_SE(3),
};

/*
 * SQ per SE: 16 SELECT registers, each with its own 64-bit LO/HI pair
 * (gc_10_3_0_offset.h), as on GFX9; no WGP level.
 */
static const struct amdgpu_gc_emu_ctr_def gfx10_sq[] = {
	CTR10(SQ, 0), CTR10(SQ, 1), CTR10(SQ, 2), CTR10(SQ, 3),
	CTR10(SQ, 4), CTR10(SQ, 5), CTR10(SQ, 6), CTR10(SQ, 7),
	CTR10(SQ, 8), CTR10(SQ, 9), CTR10(SQ, 10), CTR10(SQ, 11),
	CTR10(SQ, 12), CTR10(SQ, 13), CTR10(SQ, 14), CTR10(SQ, 15),
};

static const struct amdgpu_gc_emu_ctr_def gfx10_spi[] = {
	CTR10_S1(SPI, 0), CTR10_S1(SPI, 1), CTR10_S1(SPI, 2),
	CTR10_S1(SPI, 3), CTR10(SPI, 4), CTR10(SPI, 5),
};

static const struct amdgpu_gc_emu_ctr_def gfx10_ta[] = {
	CTR10_S1(TA, 0), CTR10(TA, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx10_td[] = {
	CTR10_S1(TD, 0), CTR10(TD, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx10_tcp[] = {
	CTR10_S1(TCP, 0), CTR10_S1(TCP, 1), CTR10(TCP, 2), CTR10(TCP, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx10_gl1a[] = {
	CTR10_S1(GL1A, 0), CTR10(GL1A, 1), CTR10(GL1A, 2), CTR10(GL1A, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx10_gl1c[] = {
	CTR10_S1(GL1C, 0), CTR10(GL1C, 1), CTR10(GL1C, 2), CTR10(GL1C, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx10_gl2c[] = {
	CTR10_S1(GL2C, 0), CTR10_S1(GL2C, 1), CTR10(GL2C, 2), CTR10(GL2C, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx10_cpc[] = {
	CTR10_S1(CPC, 0), CTR10(CPC, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx10_cpf[] = {
	CTR10_S1(CPF, 0), CTR10(CPF, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx10_cpg[] = {
	CTR10_S1(CPG, 0), CTR10(CPG, 1),
};

#define BLK(b, t, lvl, gate, kind) { \
	.block = AMDGPU_GC_EMU_##b, .levels = (lvl), .gates = (gate), \
	.width = 64, .inst_kind = AMDGPU_GC_EMU_INST_##kind, \
	.num_counters = ARRAY_SIZE(gfx10_##t), .ctr = gfx10_##t }
/* @n instances per scope unit */
#define BLKF(b, t, lvl, gate, n) { \
	.block = AMDGPU_GC_EMU_##b, .levels = (lvl), .gates = (gate), \
	.width = 64, .inst_kind = AMDGPU_GC_EMU_INST_FIXED, .fixed_inst = (n), \
	.num_counters = ARRAY_SIZE(gfx10_##t), .ctr = gfx10_##t }

#define SE	AMDGPU_GC_EMU_LVL_SE
#define SA	AMDGPU_GC_EMU_LVL_SA
#define INST	AMDGPU_GC_EMU_LVL_INST
#define WIN	AMDGPU_GC_EMU_GATE_WINDOW

/*
 * Scopes and instance counts (Mesa ac_perfcounter_gfx10.c and
 * ac_perfcounter.c, AQLprofile gfx10_block_table.h):
 * - GRBM, CPC/CPF/CPG: global. SQ, SPI: per SE. GRBM_SE: a register set
 *   per SE, in broadcast.
 * - TA, TD, TCP: per SE x SA x CU, INSTANCE_INDEX = the CU of the SA (Mesa:
 *   max_good_cu_per_sa instances per SA; AQLprofile has no TD or TCP block
 *   for gfx10). Unconfirmed on hardware.
 * - GL1A: per SA, one instance; GL1C: per SA, 4 (Mesa).
 * - GL2C: one per L2 channel (the topology's l2_channels).
 * GL2A is not modelled: no public source gives its instance count on a
 * GFX10.3 part.
 *
 * A harvested WGP takes both of its CUs (Mesa ac_gpu_info.c: on GFX10 WGPs
 * are disabled in pairs of CUs), so the topologies harvest CU pairs.
 */
static const struct amdgpu_gc_emu_block_def gfx10_blocks[] = {
	BLK(GRBM, grbm, 0, 0, ONE),
	{ .block = AMDGPU_GC_EMU_GRBM_SE, .width = 64,
	  .inst_kind = AMDGPU_GC_EMU_INST_ONE, .num_counters = 1,
	  .se_regs = ARRAY_SIZE(gfx10_grbm_se), .ctr = gfx10_grbm_se },
	BLK(SQ, sq, SE, WIN | AMDGPU_GC_EMU_GATE_SQ_CTRL, ONE),
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

#define GFX10_SQ_CTRL_FIELDS \
	(SQ_PERFCOUNTER_CTRL__PS_EN_MASK | SQ_PERFCOUNTER_CTRL__VS_EN_MASK | \
	 SQ_PERFCOUNTER_CTRL__GS_EN_MASK | SQ_PERFCOUNTER_CTRL__ES_EN_MASK | \
	 SQ_PERFCOUNTER_CTRL__HS_EN_MASK | SQ_PERFCOUNTER_CTRL__LS_EN_MASK | \
	 SQ_PERFCOUNTER_CTRL__CS_EN_MASK | SQ_PERFCOUNTER_CTRL__CNTR_RATE_MASK | \
	 SQ_PERFCOUNTER_CTRL__DISABLE_FLUSH_MASK | \
	 SQ_PERFCOUNTER_CTRL__DISABLE_ME0PIPE0_PERF_MASK | \
	 SQ_PERFCOUNTER_CTRL__DISABLE_ME0PIPE1_PERF_MASK | \
	 SQ_PERFCOUNTER_CTRL__DISABLE_ME1PIPE0_PERF_MASK | \
	 SQ_PERFCOUNTER_CTRL__DISABLE_ME1PIPE1_PERF_MASK | \
	 SQ_PERFCOUNTER_CTRL__DISABLE_ME1PIPE2_PERF_MASK | \
	 SQ_PERFCOUNTER_CTRL__DISABLE_ME1PIPE3_PERF_MASK)

/*
 * There is no SQG and no SQ_PERFCOUNTER_MASK in gc_10_3_0_offset.h: both
 * are unknown registers here. SQ_PERFCOUNTER_CTRL resets to 0x200
 * (CNTR_RATE 2), SQ_PERFCOUNTER_CTRL2 has FORCE_EN only.
 */
const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx10_3 = {
	.name = "gfx10.3",
	.seg = { 0x1260, 0xA000 },
	.plain = {
		[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX] = R10(GRBM_GFX_INDEX),
		[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL] = R10(CP_PERFMON_CNTL),
		[AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE] =
			R10(COMPUTE_PERFCOUNT_ENABLE),
		[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] =
			R10(RLC_PERFMON_CLK_CNTL),
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL] = R10(SQ_PERFCOUNTER_CTRL),
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2] =
			R10(SQ_PERFCOUNTER_CTRL2),
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
		[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] =
			RLC_PERFMON_CLK_CNTL__PERFMON_CLOCK_STATE_MASK,
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL] = GFX10_SQ_CTRL_FIELDS,
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2] =
			SQ_PERFCOUNTER_CTRL2__FORCE_EN_MASK,
	},
	.plain_reset = {
		[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX] =
			GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK |
			GRBM_GFX_INDEX__SA_BROADCAST_WRITES_MASK |
			GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK,
		[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL] = mmCP_PERFMON_CNTL_DEFAULT,
		[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] =
			mmRLC_PERFMON_CLK_CNTL_DEFAULT,
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL] =
			mmSQ_PERFCOUNTER_CTRL_DEFAULT,
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2] =
			mmSQ_PERFCOUNTER_CTRL2_DEFAULT,
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
	/*
	 * PERFMON_CLOCK_STATE = 1 keeps the perfmon clocks running (AMD PAL
	 * gfx9PerfExperiment.cpp IssueBegin() on GFX10, Mesa
	 * ac_emit_cp_inhibit_clockgating()); reset default 1.
	 */
	.clock_state_mask = RLC_PERFMON_CLK_CNTL__PERFMON_CLOCK_STATE_MASK,
	/*
	 * Mesa never stops the SQ counters on GFX10 and GFX10.3
	 * (never_stop_sq_perf_counters, ac_gpu_info.c): STOP_COUNTING fails.
	 */
	.sq_never_stop = true,
	.perfcount_enable_mask =
		COMPUTE_PERFCOUNT_ENABLE__PERFCOUNT_ENABLE_MASK,
	.sq_cs_en_mask = SQ_PERFCOUNTER_CTRL__CS_EN_MASK,
	.acquire_mem_ndw = 8,
	.blocks = gfx10_blocks,
	.num_blocks = ARRAY_SIZE(gfx10_blocks),
};

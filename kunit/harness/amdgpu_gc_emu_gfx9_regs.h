/* SPDX-License-Identifier: MIT */
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
 * The GFX9 register tables of the GC emulator, written once and compiled
 * against each GFX9 register header the kernel has: gc_9_0 (GC 9.0.1, 9.4.0,
 * 9.4.1), gc_9_4_2 (GC 9.4.2) and gc_9_4_3 (GC 9.4.3, 9.4.4, 9.5.0). The
 * including file includes one *_offset.h / *_sh_mask.h pair and defines
 * GC9_R(name), the &struct amdgpu_gc_emu_reg of a register symbol of that
 * header, and GC9_DEF(name), its reset default (gc_9_0_default.h), so every
 * offset, base index and field mask below is the one of the header for that
 * IP version (the sh_mask headers of two versions cannot be included
 * together). The PERF_SEL field widths differ (gc_9_4_3 narrows TA, TD and
 * TCP), the layouts do not.
 */

#ifndef __AMDGPU_GC_EMU_GFX9_REGS_H__
#define __AMDGPU_GC_EMU_GFX9_REGS_H__

#define CTR9F(b, n, f) \
	.sel = GC9_R(b##_PERFCOUNTER##n##_SELECT), \
	.lo = GC9_R(b##_PERFCOUNTER##n##_LO), \
	.hi = GC9_R(b##_PERFCOUNTER##n##_HI), \
	.sel_mask = b##_PERFCOUNTER##n##_SELECT__##f##_MASK

#define CTR9(b, n)	{ CTR9F(b, n, PERF_SEL) }
#define CTR9_S1(b, n)	{ CTR9F(b, n, PERF_SEL), \
			  .sel1 = GC9_R(b##_PERFCOUNTER##n##_SELECT1) }
#define CTR9_CP(b, n)	{ CTR9F(b, n, CNTR_SEL0) }
#define CTR9_CP_S1(b, n) { CTR9F(b, n, CNTR_SEL0), \
			  .sel1 = GC9_R(b##_PERFCOUNTER##n##_SELECT1) }
/*
 * SQ: PERF_SEL plus the SQC bank, SQC client and SIMD masks, the fields AQL
 * and Mesa write besides PERF_SEL (0x0F0FF000, AQLprofile gfx9_primitives.h,
 * Mesa ac_perfcounter.c).
 * SPM_MODE and PERF_MODE are not modelled.
 */
#define CTR9_SQ(n)	{ CTR9F(SQ, n, PERF_SEL), \
	.sel_extra = SQ_PERFCOUNTER##n##_SELECT__SQC_BANK_MASK_MASK | \
		     SQ_PERFCOUNTER##n##_SELECT__SQC_CLIENT_MASK_MASK | \
		     SQ_PERFCOUNTER##n##_SELECT__SIMD_MASK_MASK }
#define CTR9_GRBM_SE(s) { \
	.sel = GC9_R(GRBM_SE##s##_PERFCOUNTER_SELECT), \
	.lo = GC9_R(GRBM_SE##s##_PERFCOUNTER_LO), \
	.hi = GC9_R(GRBM_SE##s##_PERFCOUNTER_HI), \
	.sel_mask = GRBM_SE##s##_PERFCOUNTER_SELECT__PERF_SEL_MASK }

static const struct amdgpu_gc_emu_ctr_def gfx9_grbm[] = {
	CTR9(GRBM, 0), CTR9(GRBM, 1),
};

/* one counter per SE, one register set per SE, SE-major */
static const struct amdgpu_gc_emu_ctr_def gfx9_grbm_se[] = {
	CTR9_GRBM_SE(0), CTR9_GRBM_SE(1), CTR9_GRBM_SE(2), CTR9_GRBM_SE(3),
};

static const struct amdgpu_gc_emu_ctr_def gfx9_sq[] = {
	CTR9_SQ(0), CTR9_SQ(1), CTR9_SQ(2), CTR9_SQ(3),
	CTR9_SQ(4), CTR9_SQ(5), CTR9_SQ(6), CTR9_SQ(7),
	CTR9_SQ(8), CTR9_SQ(9), CTR9_SQ(10), CTR9_SQ(11),
	CTR9_SQ(12), CTR9_SQ(13), CTR9_SQ(14), CTR9_SQ(15),
};

/* SPI: HI is at LO - 1; only counters 0-3 have a SELECT1 */
static const struct amdgpu_gc_emu_ctr_def gfx9_spi[] = {
	CTR9_S1(SPI, 0), CTR9_S1(SPI, 1), CTR9_S1(SPI, 2), CTR9_S1(SPI, 3),
	CTR9(SPI, 4), CTR9(SPI, 5),
};

static const struct amdgpu_gc_emu_ctr_def gfx9_ta[] = {
	CTR9_S1(TA, 0), CTR9(TA, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx9_td[] = {
	CTR9_S1(TD, 0), CTR9(TD, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx9_tcp[] = {
	CTR9_S1(TCP, 0), CTR9_S1(TCP, 1), CTR9(TCP, 2), CTR9(TCP, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx9_tcc[] = {
	CTR9_S1(TCC, 0), CTR9_S1(TCC, 1), CTR9(TCC, 2), CTR9(TCC, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx9_tca[] = {
	CTR9_S1(TCA, 0), CTR9_S1(TCA, 1), CTR9(TCA, 2), CTR9(TCA, 3),
};

static const struct amdgpu_gc_emu_ctr_def gfx9_cpc[] = {
	CTR9_CP_S1(CPC, 0), CTR9_CP(CPC, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx9_cpf[] = {
	CTR9_CP_S1(CPF, 0), CTR9_CP(CPF, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx9_cpg[] = {
	CTR9_CP_S1(CPG, 0), CTR9_CP(CPG, 1),
};

#define BLK9(b, t, lvl, gate, kind) { \
	.block = AMDGPU_GC_EMU_##b, .levels = (lvl), .gates = (gate), \
	.width = 64, .inst_kind = AMDGPU_GC_EMU_INST_##kind, \
	.num_counters = ARRAY_SIZE(gfx9_##t), .ctr = gfx9_##t }

/*
 * Scopes (AQLprofile gfx9 block table and per-XCC reads, Mesa
 * ac_perfcounter.c). GRBM, CPC/CPF/CPG: once per XCC. GRBM_SE:
 * one register set per SE (GRBM_SE0..3_PERFCOUNTER), chosen by register
 * name, not by GRBM_GFX_INDEX; an SE the topology does not have has no
 * counter. SQ and SPI: per SE. TA/TD/TCP: per SE x CU (INSTANCE_INDEX).
 * TCC: per L2 channel; TCA: per instance, a count fixed per IP version. No
 * GFX9 block is addressed per SH: every GFX9 topology modelled has one SH
 * per SE, and AQL and Mesa select the CU blocks with SH_BROADCAST. All
 * counters read as 64 bits (32-bit LO + 32-bit HI); the real
 * accumulator width is unconfirmed.
 */
static const struct amdgpu_gc_emu_block_def gfx9_blocks[] = {
	BLK9(GRBM, grbm, 0, 0, ONE),
	{ .block = AMDGPU_GC_EMU_GRBM_SE, .width = 64,
	  .inst_kind = AMDGPU_GC_EMU_INST_ONE, .num_counters = 1,
	  .se_regs = ARRAY_SIZE(gfx9_grbm_se), .ctr = gfx9_grbm_se },
	BLK9(SQ, sq, AMDGPU_GC_EMU_LVL_SE,
	     AMDGPU_GC_EMU_GATE_WINDOW | AMDGPU_GC_EMU_GATE_SQ_CTRL, ONE),
	BLK9(SPI, spi, AMDGPU_GC_EMU_LVL_SE, 0, ONE),
	BLK9(TA, ta, AMDGPU_GC_EMU_LVL_SE | AMDGPU_GC_EMU_LVL_INST,
	     AMDGPU_GC_EMU_GATE_WINDOW, CU),
	BLK9(TD, td, AMDGPU_GC_EMU_LVL_SE | AMDGPU_GC_EMU_LVL_INST,
	     AMDGPU_GC_EMU_GATE_WINDOW, CU),
	BLK9(TCP, tcp, AMDGPU_GC_EMU_LVL_SE | AMDGPU_GC_EMU_LVL_INST,
	     AMDGPU_GC_EMU_GATE_WINDOW, CU),
	BLK9(TCC, tcc, AMDGPU_GC_EMU_LVL_INST, 0, L2),
	BLK9(TCA, tca, AMDGPU_GC_EMU_LVL_INST, 0, AUX),
	BLK9(CPC, cpc, 0, 0, ONE),
	BLK9(CPF, cpf, 0, 0, ONE),
	BLK9(CPG, cpg, 0, 0, ONE),
};

#define GFX9_GRBM_GFX_INDEX_FIELDS \
	(GRBM_GFX_INDEX__INSTANCE_INDEX_MASK | GRBM_GFX_INDEX__SH_INDEX_MASK | \
	 GRBM_GFX_INDEX__SE_INDEX_MASK | \
	 GRBM_GFX_INDEX__SH_BROADCAST_WRITES_MASK | \
	 GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK | \
	 GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK)

#define GFX9_CP_PERFMON_CNTL_FIELDS \
	(CP_PERFMON_CNTL__PERFMON_STATE_MASK | \
	 CP_PERFMON_CNTL__SPM_PERFMON_STATE_MASK | \
	 CP_PERFMON_CNTL__PERFMON_ENABLE_MODE_MASK | \
	 CP_PERFMON_CNTL__PERFMON_SAMPLE_ENABLE_MASK)

/* the SQ_PERFCOUNTER_CTRL fields every GFX9 header has */
#define GFX9_SQ_CTRL_FIELDS \
	(SQ_PERFCOUNTER_CTRL__PS_EN_MASK | SQ_PERFCOUNTER_CTRL__VS_EN_MASK | \
	 SQ_PERFCOUNTER_CTRL__GS_EN_MASK | SQ_PERFCOUNTER_CTRL__ES_EN_MASK | \
	 SQ_PERFCOUNTER_CTRL__HS_EN_MASK | SQ_PERFCOUNTER_CTRL__LS_EN_MASK | \
	 SQ_PERFCOUNTER_CTRL__CS_EN_MASK | SQ_PERFCOUNTER_CTRL__CNTR_RATE_MASK | \
	 SQ_PERFCOUNTER_CTRL__DISABLE_FLUSH_MASK)

/*
 * The family description of one GFX9 header. @sq_ctrl: the defined bits of
 * SQ_PERFCOUNTER_CTRL; the others are reserved.
 */
#define GFX9_FAMILY_COMMON(sq_ctrl) \
	.seg = { 0x2000, 0xA000 }, \
	.plain = { \
		[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX] = GC9_R(GRBM_GFX_INDEX), \
		[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL] = GC9_R(CP_PERFMON_CNTL), \
		[AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE] = \
			GC9_R(COMPUTE_PERFCOUNT_ENABLE), \
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL] = \
			GC9_R(SQ_PERFCOUNTER_CTRL), \
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_MASK] = \
			GC9_R(SQ_PERFCOUNTER_MASK), \
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2] = \
			GC9_R(SQ_PERFCOUNTER_CTRL2), \
		GFX9_RLC_CLK_REG \
	}, \
	.plain_fields = { \
		[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX] = GFX9_GRBM_GFX_INDEX_FIELDS, \
		[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL] = GFX9_CP_PERFMON_CNTL_FIELDS, \
		[AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE] = \
			COMPUTE_PERFCOUNT_ENABLE__PERFCOUNT_ENABLE_MASK, \
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL] = (sq_ctrl), \
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_MASK] = \
			SQ_PERFCOUNTER_MASK__SH0_MASK_MASK | \
			SQ_PERFCOUNTER_MASK__SH1_MASK_MASK, \
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2] = \
			SQ_PERFCOUNTER_CTRL2__FORCE_EN_MASK, \
		GFX9_RLC_CLK_FIELDS \
	}, \
	.plain_reset = { \
		[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX] = \
			GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK | \
			GRBM_GFX_INDEX__SH_BROADCAST_WRITES_MASK | \
			GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK, \
		/* reset default (gc_9_0_default.h) */ \
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_MASK] = \
			GC9_DEF(SQ_PERFCOUNTER_MASK), \
		GFX9_RLC_CLK_RESET \
	}, \
	.gfx_index_inst_mask = GRBM_GFX_INDEX__INSTANCE_INDEX_MASK, \
	.gfx_index_sa_mask = GRBM_GFX_INDEX__SH_INDEX_MASK, \
	.gfx_index_se_mask = GRBM_GFX_INDEX__SE_INDEX_MASK, \
	.gfx_index_inst_bcast = GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK, \
	.gfx_index_sa_bcast = GRBM_GFX_INDEX__SH_BROADCAST_WRITES_MASK, \
	.gfx_index_se_bcast = GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK, \
	.perfmon_state_mask = CP_PERFMON_CNTL__PERFMON_STATE_MASK, \
	.spm_state_mask = CP_PERFMON_CNTL__SPM_PERFMON_STATE_MASK, \
	.enable_mode_mask = CP_PERFMON_CNTL__PERFMON_ENABLE_MODE_MASK, \
	.sample_enable_mask = CP_PERFMON_CNTL__PERFMON_SAMPLE_ENABLE_MASK, \
	.perfcount_enable_mask = \
		COMPUTE_PERFCOUNT_ENABLE__PERFCOUNT_ENABLE_MASK, \
	.sq_cs_en_mask = SQ_PERFCOUNTER_CTRL__CS_EN_MASK, \
	.sq_mask_sh1_shift = SQ_PERFCOUNTER_MASK__SH1_MASK__SHIFT, \
	.acquire_mem_ndw = 7, \
	.blocks = gfx9_blocks, \
	.num_blocks = ARRAY_SIZE(gfx9_blocks)

#endif

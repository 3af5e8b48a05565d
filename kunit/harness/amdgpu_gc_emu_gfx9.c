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
 * GFX9 register tables of the GC emulator (GC 9.0.1 ... 9.4.2 and, with the
 * deltas below, 9.4.3 / 9.4.4 / 9.5.0). Every offset, base index and field
 * mask comes from gc_9_0_offset.h / gc_9_0_sh_mask.h; the reference
 * (gc-perfcounter-reference.md section A.1) lists the perf registers of the
 * blocks modelled here as identical in gc_9_0, gc_9_4_2 and gc_9_4_3.
 */

#include <linux/kernel.h>

#include "gc/gc_9_0_offset.h"
#include "gc/gc_9_0_sh_mask.h"
#include "gc/gc_9_0_default.h"

#include "amdgpu_gc_emu.h"

#define R9(x) { .off = mm##x, .base_idx = mm##x##_BASE_IDX, .valid = 1 }
#define DEF9(x) mm##x##_DEFAULT

#define CTR9F(b, n, f) \
	.sel = R9(b##_PERFCOUNTER##n##_SELECT), \
	.lo = R9(b##_PERFCOUNTER##n##_LO), \
	.hi = R9(b##_PERFCOUNTER##n##_HI), \
	.sel_mask = b##_PERFCOUNTER##n##_SELECT__##f##_MASK

#define CTR9(b, n)	{ CTR9F(b, n, PERF_SEL) }
#define CTR9_S1(b, n)	{ CTR9F(b, n, PERF_SEL), \
			  .sel1 = R9(b##_PERFCOUNTER##n##_SELECT1) }
#define CTR9_CP(b, n)	{ CTR9F(b, n, CNTR_SEL0) }
#define CTR9_CP_S1(b, n) { CTR9F(b, n, CNTR_SEL0), \
			  .sel1 = R9(b##_PERFCOUNTER##n##_SELECT1) }
#define CTR9_GRBM_SE(s) { \
	.sel = R9(GRBM_SE##s##_PERFCOUNTER_SELECT), \
	.lo = R9(GRBM_SE##s##_PERFCOUNTER_LO), \
	.hi = R9(GRBM_SE##s##_PERFCOUNTER_HI), \
	.sel_mask = GRBM_SE##s##_PERFCOUNTER_SELECT__PERF_SEL_MASK }

static const struct amdgpu_gc_emu_ctr_def gfx9_grbm[] = {
	CTR9(GRBM, 0), CTR9(GRBM, 1),
};

static const struct amdgpu_gc_emu_ctr_def gfx9_grbm_se0[] = { CTR9_GRBM_SE(0) };
static const struct amdgpu_gc_emu_ctr_def gfx9_grbm_se1[] = { CTR9_GRBM_SE(1) };
static const struct amdgpu_gc_emu_ctr_def gfx9_grbm_se2[] = { CTR9_GRBM_SE(2) };
static const struct amdgpu_gc_emu_ctr_def gfx9_grbm_se3[] = { CTR9_GRBM_SE(3) };

static const struct amdgpu_gc_emu_ctr_def gfx9_sq[] = {
	CTR9(SQ, 0), CTR9(SQ, 1), CTR9(SQ, 2), CTR9(SQ, 3),
	CTR9(SQ, 4), CTR9(SQ, 5), CTR9(SQ, 6), CTR9(SQ, 7),
	CTR9(SQ, 8), CTR9(SQ, 9), CTR9(SQ, 10), CTR9(SQ, 11),
	CTR9(SQ, 12), CTR9(SQ, 13), CTR9(SQ, 14), CTR9(SQ, 15),
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

#define BLK(b, t, lvl, gate, kind) { \
	.block = AMDGPU_GC_EMU_##b, .levels = (lvl), .gates = (gate), \
	.width = 64, .inst_kind = AMDGPU_GC_EMU_INST_##kind, \
	.num_counters = ARRAY_SIZE(gfx9_##t), .ctr = gfx9_##t }

#define SE	AMDGPU_GC_EMU_LVL_SE
#define INST	AMDGPU_GC_EMU_LVL_INST
#define WIN	AMDGPU_GC_EMU_GATE_WINDOW
#define SQCTL	AMDGPU_GC_EMU_GATE_SQ_CTRL

/*
 * Scopes (reference A.4, C.3): GRBM, GRBM_SEn (one register set per SE, chosen
 * by name), CPC/CPF/CPG once per XCC; SQ and SPI per SE; TA/TD/TCP per SE x CU
 * (INSTANCE_INDEX); TCC per L2 channel, TCA per instance. No GFX9 block uses
 * the SH level: all GFX9 topologies modelled have one SH per SE. All counters
 * read as 64 bits (32-bit LO + 32-bit HI); the real accumulator width is
 * unconfirmed (reference F.18).
 */
static const struct amdgpu_gc_emu_block_def gfx9_blocks[] = {
	BLK(GRBM, grbm, 0, 0, ONE),
	BLK(GRBM_SE0, grbm_se0, 0, 0, ONE),
	BLK(GRBM_SE1, grbm_se1, 0, 0, ONE),
	BLK(GRBM_SE2, grbm_se2, 0, 0, ONE),
	BLK(GRBM_SE3, grbm_se3, 0, 0, ONE),
	BLK(SQ, sq, SE, WIN | SQCTL, ONE),
	BLK(SPI, spi, SE, 0, ONE),
	BLK(TA, ta, SE | INST, WIN, CU),
	BLK(TD, td, SE | INST, WIN, CU),
	BLK(TCP, tcp, SE | INST, WIN, CU),
	BLK(TCC, tcc, INST, 0, L2),
	BLK(TCA, tca, INST, 0, AUX),
	BLK(CPC, cpc, 0, 0, ONE),
	BLK(CPF, cpf, 0, 0, ONE),
	BLK(CPG, cpg, 0, 0, ONE),
};

#define GFX9_COMMON \
	.seg = { 0x2000, 0xA000 }, \
	.plain = { \
		[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX] = R9(GRBM_GFX_INDEX), \
		[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL] = R9(CP_PERFMON_CNTL), \
		[AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE] = \
			R9(COMPUTE_PERFCOUNT_ENABLE), \
		[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] = \
			R9(RLC_PERFMON_CLK_CNTL), \
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL] = \
			R9(SQ_PERFCOUNTER_CTRL), \
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_MASK] = \
			R9(SQ_PERFCOUNTER_MASK), \
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2] = \
			R9(SQ_PERFCOUNTER_CTRL2), \
	}, \
	.plain_reset = { \
		[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX] = \
			GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK | \
			GRBM_GFX_INDEX__SH_BROADCAST_WRITES_MASK | \
			GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK, \
		[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] = \
			DEF9(RLC_PERFMON_CLK_CNTL), \
		[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_MASK] = \
			DEF9(SQ_PERFCOUNTER_MASK), \
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
	.acquire_mem_ndw = 7, \
	.blocks = gfx9_blocks, \
	.num_blocks = ARRAY_SIZE(gfx9_blocks)

/*
 * GC 9.0.1 - 9.4.2: RLC_PERFMON_CLK_CNTL.PERFMON_CLOCK_STATE gates counting
 * (reference E.1); TCA has 2 instances (reference A.4, AQL Vega).
 */
const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx9 = {
	.name = "gfx9",
	GFX9_COMMON,
	.clock_state_mask = RLC_PERFMON_CLK_CNTL__PERFMON_CLOCK_STATE_MASK,
	.aux_instances = 2,
};

/*
 * GC 9.4.3 / 9.4.4 / 9.5.0: gc_9_4_3 defines no register at
 * RLC_PERFMON_CLK_CNTL's offset, yet AQLprofile writes it on every GFX9 part
 * (reference B.3, F.14): the write is accepted and has no effect. TCA has 32
 * instances (reference B.3, AQL MI300 factory).
 */
const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx9_4_3 = {
	.name = "gfx9.4.3",
	GFX9_COMMON,
	.clock_state_mask = 0,
	.aux_instances = 32,
};

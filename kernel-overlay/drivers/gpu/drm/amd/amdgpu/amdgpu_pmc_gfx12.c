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
 * GC performance counter tables for GC 12.0.0 (gfx1200) and 12.0.1
 * (gfx1201), RDNA4.
 *
 * Registers: gc_12_0_0_offset.h, which the kernel uses for both
 * (gfx_v12_0.c); events: soc24_enum.h but GL2C, GL1C REQ (see below). Layouts
 * from the header symbols (gc_12_0_0_offset.h, gc_12_0_0_sh_mask.h): SPI
 * HI = LO - 1 and every SPI counter has a SELECT1; GRBM_PERFCOUNTER1_LO is
 * at 0x3043; GL2C/GL2A have a SELECT1 for all four counters, so their
 * counter-3 SELECT is at 0x3b86 and 0x3b96 (TCP keeps the GFX9 layout,
 * counter-3 SELECT at 0x3b45); the per-SE GRBM counters are GRBMH;
 * CP_PERFMON_CNTL is named CP_PERFMON_CNTL_1 (gc_12_0_0 has no
 * regCP_PERFMON_CNTL).
 *
 * SQ is split: SQ_PERFCOUNTERn are per WGP and 32 bits wide, with 16
 * SELECT but only 8 LO registers and no HI; SQG_PERFCOUNTERn are per SE
 * and 64 bits wide.
 *
 * AQLprofile below is projects/aqlprofile/ of ROCm/rocm-systems at
 * 1b1610fc2b2a, rocprofiler-sdk is projects/rocprofiler-sdk/ of the same
 * commit, and Mesa's GFX12 tables are src/amd/common/ac_perfcounter_gfx12.c
 * (0bb4a6039f4e). GPUPerfAPI is GPUOpen-Tools/gpu_performance_api
 * v4.3-tag (7976216f2848), source/auto_generated/
 * gpu_perf_api_counter_generator/gpa_hw_counter_gfx12.cc (and
 * gpa_hw_counter_gfx11.cc for the GFX11 check below), whose counter index
 * is the select. An event id that is not a soc24_enum.h symbol carries a
 * trailing comment naming its source; "only" marks an id that one public
 * source alone gives.
 *
 * Where the public sources disagree:
 * - Per-WGP SQ counters: 8 in AQLprofile (gfxip/gfx12/gfx12_block_table.h:
 *   odd selects are SPM-only), 16 in Mesa. The PMU has 8; counter k is
 *   programmed through SQ_PERFCOUNTER(2k)_SELECT and read from
 *   SQ_PERFCOUNTERk_LO, as AQLprofile does, since gc_12_0_0_offset.h has
 *   only 8 LO registers.
 * - Per-WGP GRBM_GFX_INDEX (AQLprofile src/pm4/pmc_builder.h and
 *   gfxip/gfx12/gfx12_primitives.h against Mesa's plain 0..n instance):
 *   per-WGP blocks (SQ, TA, TD, TCP) are addressed as AQLprofile does,
 *   INSTANCE_INDEX = (wgp << 2) | row, with 2 rows (NUM_ROWS_PER_WGP) for
 *   TA/TD/TCP; Mesa's index is unconfirmed for GFX12 and AQLprofile is the
 *   profiler AMD ships for these parts.
 * - GL2C event ids from rocprofiler-sdk
 *   (source/share/rocprofiler-sdk/counter_defs.yaml: HIT 41, MISS 42);
 *   soc24_enum.h's GL2C enum (HIT 39, MISS 40) looks stale, with 166
 *   entries against 249 in AQLprofile (gfxip/gfx12/gfx12_block_info.h) and
 *   Mesa, and only GL2C events counter_defs.yaml names are exposed.
 *   GPUPerfAPI gives the same MISS and EA_* ids; HIT 41 and EA_RDREQ 140
 *   are counter_defs.yaml only. Not checked on hardware.
 * - GL1C REQ is 30, GPUPerfAPI's GL1C0_PERF_SEL_REQ (no other source names
 *   it); soc24_enum.h's 6 is not the GFX12 numbering (on GFX11 soc21_enum.h
 *   and GPUPerfAPI agree on 14). gl1c_busy keeps soc24_enum.h's 1, also 1
 *   in soc21_enum.h; no tool names it.
 * - max_event is the highest id soc24_enum.h, AQLprofile's
 *   gfx12_block_info.h or Mesa defines, since it only bounds raw selects:
 *   GRBM 51, GRBMH 25, SPI 318, TA 254, TD 271, TCP 99, GL1A 23, GL1C 121,
 *   GL2A 114, GL2C 249, CPC 55, CPF 43, CPG 94; SQ 511 (9-bit PERF_SEL);
 *   SQG 45 (46 is DUMMY_LAST).
 * - SQ control (AQLprofile gfxip/gfx12/gfx12_primitives.h; radeonsi
 *   src/gallium/drivers/radeonsi/si_perfcounter.c, 0cc4e16c, writes 0 for
 *   TC-only queries): SQ_PERFCOUNTER_CTRL and SQG_PERFCOUNTER_CTRL =
 *   PS|GS|HS|CS (0x55, every stage GFX12 has) and SQ_PERFCOUNTER_CTRL2 =
 *   FORCE_EN | all VMIDs (0x1ffff), the AQLprofile values.
 * - CP_PERFMON_CNTL stop value 0x402 (STOP_COUNTING | SAMPLE_ENABLE),
 *   AQLprofile (gfx12_primitives.h) and Mesa (si_perfcounter.c). No RLC
 *   perfmon clock write: GFX12 has no RLC_PERFMON_CLK_CNTL and neither
 *   AQLprofile (pmc_builder.h) nor Mesa (src/amd/common/ac_cmdbuf.c) writes
 *   one.
 * - The shader-windowed blocks are Mesa's list for GFX12: TA, TD, TCP,
 *   GL1A and GL1C.
 *
 * Topology from the device: WGPs per SA (max_cu_per_sh / 2), GL2C
 * channels (max_texture_channel_caches, 16 on gfx1200 and 32 on gfx1201).
 * GL1C (4 per SA) and GL2A (4) have fixed counts, which AQLprofile and
 * Mesa agree on and the device does not report.
 */

#include <linux/kernel.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"
#include "nvd.h"
#include "soc24_enum.h"

#include "gc/gc_12_0_0_offset.h"
#include "gc/gc_12_0_0_sh_mask.h"

static const struct amdgpu_pmc_counter gfx12_grbm[] = {
	AMDGPU_PMC_CNT_NOSEL1(reg, GRBM_PERFCOUNTER0_SELECT,
			      GRBM_PERFCOUNTER0_LO, GRBM_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, GRBM_PERFCOUNTER1_SELECT,
			      GRBM_PERFCOUNTER1_LO, GRBM_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx12_grbmh[] = {
	AMDGPU_PMC_CNT_NOSEL1(reg, GRBMH_PERFCOUNTER0_SELECT,
			      GRBMH_PERFCOUNTER0_LO, GRBMH_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, GRBMH_PERFCOUNTER1_SELECT,
			      GRBMH_PERFCOUNTER1_LO, GRBMH_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx12_sq[] = {
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER0_SELECT, SQ_PERFCOUNTER0_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER2_SELECT, SQ_PERFCOUNTER1_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER4_SELECT, SQ_PERFCOUNTER2_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER6_SELECT, SQ_PERFCOUNTER3_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER8_SELECT, SQ_PERFCOUNTER4_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER10_SELECT, SQ_PERFCOUNTER5_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER12_SELECT, SQ_PERFCOUNTER6_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER14_SELECT, SQ_PERFCOUNTER7_LO),
};

static const struct amdgpu_pmc_counter gfx12_sqg[] = {
	AMDGPU_PMC_CNT_NOSEL1(reg, SQG_PERFCOUNTER0_SELECT,
			      SQG_PERFCOUNTER0_LO, SQG_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQG_PERFCOUNTER1_SELECT,
			      SQG_PERFCOUNTER1_LO, SQG_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQG_PERFCOUNTER2_SELECT,
			      SQG_PERFCOUNTER2_LO, SQG_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQG_PERFCOUNTER3_SELECT,
			      SQG_PERFCOUNTER3_LO, SQG_PERFCOUNTER3_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQG_PERFCOUNTER4_SELECT,
			      SQG_PERFCOUNTER4_LO, SQG_PERFCOUNTER4_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQG_PERFCOUNTER5_SELECT,
			      SQG_PERFCOUNTER5_LO, SQG_PERFCOUNTER5_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQG_PERFCOUNTER6_SELECT,
			      SQG_PERFCOUNTER6_LO, SQG_PERFCOUNTER6_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQG_PERFCOUNTER7_SELECT,
			      SQG_PERFCOUNTER7_LO, SQG_PERFCOUNTER7_HI),
};

static const struct amdgpu_pmc_counter gfx12_spi[] = {
	AMDGPU_PMC_CNT(reg, SPI_PERFCOUNTER0_SELECT, SPI_PERFCOUNTER0_SELECT1,
		       SPI_PERFCOUNTER0_LO, SPI_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(reg, SPI_PERFCOUNTER1_SELECT, SPI_PERFCOUNTER1_SELECT1,
		       SPI_PERFCOUNTER1_LO, SPI_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT(reg, SPI_PERFCOUNTER2_SELECT, SPI_PERFCOUNTER2_SELECT1,
		       SPI_PERFCOUNTER2_LO, SPI_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT(reg, SPI_PERFCOUNTER3_SELECT, SPI_PERFCOUNTER3_SELECT1,
		       SPI_PERFCOUNTER3_LO, SPI_PERFCOUNTER3_HI),
	AMDGPU_PMC_CNT(reg, SPI_PERFCOUNTER4_SELECT, SPI_PERFCOUNTER4_SELECT1,
		       SPI_PERFCOUNTER4_LO, SPI_PERFCOUNTER4_HI),
	AMDGPU_PMC_CNT(reg, SPI_PERFCOUNTER5_SELECT, SPI_PERFCOUNTER5_SELECT1,
		       SPI_PERFCOUNTER5_LO, SPI_PERFCOUNTER5_HI),
};

static const struct amdgpu_pmc_counter gfx12_ta[] = {
	AMDGPU_PMC_CNT(reg, TA_PERFCOUNTER0_SELECT, TA_PERFCOUNTER0_SELECT1,
		       TA_PERFCOUNTER0_LO, TA_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, TA_PERFCOUNTER1_SELECT, TA_PERFCOUNTER1_LO,
			      TA_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx12_td[] = {
	AMDGPU_PMC_CNT(reg, TD_PERFCOUNTER0_SELECT, TD_PERFCOUNTER0_SELECT1,
		       TD_PERFCOUNTER0_LO, TD_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, TD_PERFCOUNTER1_SELECT, TD_PERFCOUNTER1_LO,
			      TD_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx12_tcp[] = {
	AMDGPU_PMC_CNT(reg, TCP_PERFCOUNTER0_SELECT, TCP_PERFCOUNTER0_SELECT1,
		       TCP_PERFCOUNTER0_LO, TCP_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(reg, TCP_PERFCOUNTER1_SELECT, TCP_PERFCOUNTER1_SELECT1,
		       TCP_PERFCOUNTER1_LO, TCP_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, TCP_PERFCOUNTER2_SELECT,
			      TCP_PERFCOUNTER2_LO, TCP_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, TCP_PERFCOUNTER3_SELECT,
			      TCP_PERFCOUNTER3_LO, TCP_PERFCOUNTER3_HI),
};

static const struct amdgpu_pmc_counter gfx12_gl1a[] = {
	AMDGPU_PMC_CNT(reg, GL1A_PERFCOUNTER0_SELECT,
		       GL1A_PERFCOUNTER0_SELECT1, GL1A_PERFCOUNTER0_LO,
		       GL1A_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(reg, GL1A_PERFCOUNTER1_SELECT,
		       GL1A_PERFCOUNTER1_SELECT1, GL1A_PERFCOUNTER1_LO,
		       GL1A_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT(reg, GL1A_PERFCOUNTER2_SELECT,
		       GL1A_PERFCOUNTER2_SELECT1, GL1A_PERFCOUNTER2_LO,
		       GL1A_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT(reg, GL1A_PERFCOUNTER3_SELECT,
		       GL1A_PERFCOUNTER3_SELECT1, GL1A_PERFCOUNTER3_LO,
		       GL1A_PERFCOUNTER3_HI),
};

static const struct amdgpu_pmc_counter gfx12_gl1c[] = {
	AMDGPU_PMC_CNT(reg, GL1C_PERFCOUNTER0_SELECT,
		       GL1C_PERFCOUNTER0_SELECT1, GL1C_PERFCOUNTER0_LO,
		       GL1C_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(reg, GL1C_PERFCOUNTER1_SELECT,
		       GL1C_PERFCOUNTER1_SELECT1, GL1C_PERFCOUNTER1_LO,
		       GL1C_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT(reg, GL1C_PERFCOUNTER2_SELECT,
		       GL1C_PERFCOUNTER2_SELECT1, GL1C_PERFCOUNTER2_LO,
		       GL1C_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT(reg, GL1C_PERFCOUNTER3_SELECT,
		       GL1C_PERFCOUNTER3_SELECT1, GL1C_PERFCOUNTER3_LO,
		       GL1C_PERFCOUNTER3_HI),
};

static const struct amdgpu_pmc_counter gfx12_gl2a[] = {
	AMDGPU_PMC_CNT(reg, GL2A_PERFCOUNTER0_SELECT,
		       GL2A_PERFCOUNTER0_SELECT1, GL2A_PERFCOUNTER0_LO,
		       GL2A_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(reg, GL2A_PERFCOUNTER1_SELECT,
		       GL2A_PERFCOUNTER1_SELECT1, GL2A_PERFCOUNTER1_LO,
		       GL2A_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT(reg, GL2A_PERFCOUNTER2_SELECT,
		       GL2A_PERFCOUNTER2_SELECT1, GL2A_PERFCOUNTER2_LO,
		       GL2A_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT(reg, GL2A_PERFCOUNTER3_SELECT,
		       GL2A_PERFCOUNTER3_SELECT1, GL2A_PERFCOUNTER3_LO,
		       GL2A_PERFCOUNTER3_HI),
};

static const struct amdgpu_pmc_counter gfx12_gl2c[] = {
	AMDGPU_PMC_CNT(reg, GL2C_PERFCOUNTER0_SELECT,
		       GL2C_PERFCOUNTER0_SELECT1, GL2C_PERFCOUNTER0_LO,
		       GL2C_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(reg, GL2C_PERFCOUNTER1_SELECT,
		       GL2C_PERFCOUNTER1_SELECT1, GL2C_PERFCOUNTER1_LO,
		       GL2C_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT(reg, GL2C_PERFCOUNTER2_SELECT,
		       GL2C_PERFCOUNTER2_SELECT1, GL2C_PERFCOUNTER2_LO,
		       GL2C_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT(reg, GL2C_PERFCOUNTER3_SELECT,
		       GL2C_PERFCOUNTER3_SELECT1, GL2C_PERFCOUNTER3_LO,
		       GL2C_PERFCOUNTER3_HI),
};

static const struct amdgpu_pmc_counter gfx12_cpc[] = {
	AMDGPU_PMC_CNT(reg, CPC_PERFCOUNTER0_SELECT, CPC_PERFCOUNTER0_SELECT1,
		       CPC_PERFCOUNTER0_LO, CPC_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, CPC_PERFCOUNTER1_SELECT,
			      CPC_PERFCOUNTER1_LO, CPC_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx12_cpf[] = {
	AMDGPU_PMC_CNT(reg, CPF_PERFCOUNTER0_SELECT, CPF_PERFCOUNTER0_SELECT1,
		       CPF_PERFCOUNTER0_LO, CPF_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, CPF_PERFCOUNTER1_SELECT,
			      CPF_PERFCOUNTER1_LO, CPF_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx12_cpg[] = {
	AMDGPU_PMC_CNT(reg, CPG_PERFCOUNTER0_SELECT, CPG_PERFCOUNTER0_SELECT1,
		       CPG_PERFCOUNTER0_LO, CPG_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, CPG_PERFCOUNTER1_SELECT,
			      CPG_PERFCOUNTER1_LO, CPG_PERFCOUNTER1_HI),
};

#define GFX12_WINDOWED AMDGPU_PMC_BLOCK_SQ_WINDOWED

/* Max events: see the max_event policy above. */
static const struct amdgpu_pmc_block gfx12_blocks[] = {
	{ AMDGPU_PMC_BLOCK(GRBM, "grbm", XCC, ONE, 64, 51),
	  .counters = gfx12_grbm, .num_counters = ARRAY_SIZE(gfx12_grbm) },
	{ AMDGPU_PMC_BLOCK(GRBMH, "grbmh", SE, ONE, 64, 25),
	  .counters = gfx12_grbmh, .num_counters = ARRAY_SIZE(gfx12_grbmh) },
	{ AMDGPU_PMC_BLOCK(SQ, "sq", SA_INST, WGP_PER_SA, 32, 511),
	  .counters = gfx12_sq, .num_counters = ARRAY_SIZE(gfx12_sq),
	  .flags = AMDGPU_PMC_BLOCK_SQ_CONTROL,
	  .inst_shift = 2, .num_rows = 1 },
	{ AMDGPU_PMC_BLOCK(SQG, "sqg", SE, ONE, 64, 45),
	  .counters = gfx12_sqg, .num_counters = ARRAY_SIZE(gfx12_sqg),
	  .flags = AMDGPU_PMC_BLOCK_SQG_CONTROL },
	{ AMDGPU_PMC_BLOCK(SPI, "spi", SE, ONE, 64, 318),
	  .counters = gfx12_spi, .num_counters = ARRAY_SIZE(gfx12_spi) },
	{ AMDGPU_PMC_BLOCK(TA, "ta", SA_INST, WGP_PER_SA, 64, 254),
	  .counters = gfx12_ta, .num_counters = ARRAY_SIZE(gfx12_ta),
	  .flags = GFX12_WINDOWED, .inst_shift = 2, .num_rows = 2 },
	{ AMDGPU_PMC_BLOCK(TD, "td", SA_INST, WGP_PER_SA, 64, 271),
	  .counters = gfx12_td, .num_counters = ARRAY_SIZE(gfx12_td),
	  .flags = GFX12_WINDOWED, .inst_shift = 2, .num_rows = 2 },
	{ AMDGPU_PMC_BLOCK(TCP, "tcp", SA_INST, WGP_PER_SA, 64, 99),
	  .counters = gfx12_tcp, .num_counters = ARRAY_SIZE(gfx12_tcp),
	  .flags = GFX12_WINDOWED, .inst_shift = 2, .num_rows = 2 },
	{ AMDGPU_PMC_BLOCK(GL1A, "gl1a", SA, ONE, 64, 23),
	  .counters = gfx12_gl1a, .num_counters = ARRAY_SIZE(gfx12_gl1a),
	  .flags = GFX12_WINDOWED },
	{ AMDGPU_PMC_BLOCK(GL1C, "gl1c", SA_INST, FIXED, 64, 121),
	  .num_instances = 4,
	  .counters = gfx12_gl1c, .num_counters = ARRAY_SIZE(gfx12_gl1c),
	  .flags = GFX12_WINDOWED },
	{ AMDGPU_PMC_BLOCK(GL2A, "gl2a", XCC_INST, FIXED, 64, 114),
	  .num_instances = 4,
	  .counters = gfx12_gl2a, .num_counters = ARRAY_SIZE(gfx12_gl2a) },
	{ AMDGPU_PMC_BLOCK(GL2C, "gl2c", XCC_INST, L2_CHANNELS, 64, 249),
	  .counters = gfx12_gl2c, .num_counters = ARRAY_SIZE(gfx12_gl2c) },
	{ AMDGPU_PMC_BLOCK(CPC, "cpc", XCC, ONE, 64, 55),
	  .counters = gfx12_cpc, .num_counters = ARRAY_SIZE(gfx12_cpc) },
	{ AMDGPU_PMC_BLOCK(CPF, "cpf", XCC, ONE, 64, 43),
	  .counters = gfx12_cpf, .num_counters = ARRAY_SIZE(gfx12_cpf) },
	{ AMDGPU_PMC_BLOCK(CPG, "cpg", XCC, ONE, 64, 94),
	  .counters = gfx12_cpg, .num_counters = ARRAY_SIZE(gfx12_cpg) },
};

/* soc24_enum.h ids, except GL2C (counter_defs.yaml, see above). */
static const struct amdgpu_pmc_event gfx12_events[] = {
	AMDGPU_PMC_EVENT("grbm_count", GRBM, GRBM_PERF_SEL_COUNT),
	AMDGPU_PMC_EVENT("grbm_gui_active", GRBM, GRBM_PERF_SEL_GUI_ACTIVE),
	AMDGPU_PMC_EVENT("grbm_cp_busy", GRBM, GRBM_PERF_SEL_CP_BUSY),
	AMDGPU_PMC_EVENT("grbm_spi_busy", GRBM, GRBM_PERF_SEL_SPI_BUSY),
	AMDGPU_PMC_EVENT("grbm_ta_busy", GRBM, GRBM_PERF_SEL_TA_BUSY),
	AMDGPU_PMC_EVENT("grbm_tcp_busy", GRBM, GRBM_PERF_SEL_TCP_BUSY),
	AMDGPU_PMC_EVENT("grbm_cpc_busy", GRBM, GRBM_PERF_SEL_CPC_BUSY),
	AMDGPU_PMC_EVENT("grbm_gl2cc_busy", GRBM, GRBM_PERF_SEL_GL2CC_BUSY),
	AMDGPU_PMC_EVENT("grbm_ea_busy", GRBM, GRBM_PERF_SEL_EA_BUSY),
	AMDGPU_PMC_EVENT("grbmh_count", GRBMH, GRBMH_PERF_SEL_COUNT),
	AMDGPU_PMC_EVENT("grbmh_spi_busy", GRBMH, GRBMH_PERF_SEL_SPI_BUSY),
	AMDGPU_PMC_EVENT("grbmh_ta_busy", GRBMH, GRBMH_PERF_SEL_TA_BUSY),
	AMDGPU_PMC_EVENT("grbmh_gl1cc_busy", GRBMH, GRBMH_PERF_SEL_GL1CC_BUSY),
	AMDGPU_PMC_EVENT("sq_cycles", SQ, SQ_PERF_SEL_CYCLES),
	AMDGPU_PMC_EVENT("sq_busy_cycles", SQ, SQ_PERF_SEL_BUSY_CYCLES),
	AMDGPU_PMC_EVENT("sq_waves", SQ, SQ_PERF_SEL_WAVES),
	AMDGPU_PMC_EVENT("sq_waves_32", SQ, SQ_PERF_SEL_WAVES_32),
	AMDGPU_PMC_EVENT("sq_waves_64", SQ, SQ_PERF_SEL_WAVES_64),
	AMDGPU_PMC_EVENT("sq_level_waves", SQ, SQ_PERF_SEL_LEVEL_WAVES),
	AMDGPU_PMC_EVENT("sq_wave_cycles", SQ, SQ_PERF_SEL_WAVE_CYCLES),
	AMDGPU_PMC_EVENT("sq_wait_inst_any", SQ, SQ_PERF_SEL_WAIT_INST_ANY),
	AMDGPU_PMC_EVENT("sq_insts_all", SQ, SQ_PERF_SEL_INSTS_ALL),
	AMDGPU_PMC_EVENT("sq_insts_flat", SQ, SQ_PERF_SEL_INSTS_FLAT),
	AMDGPU_PMC_EVENT("sq_insts_lds", SQ, SQ_PERF_SEL_INSTS_LDS),
	AMDGPU_PMC_EVENT("sq_insts_salu", SQ, SQ_PERF_SEL_INSTS_SALU),
	AMDGPU_PMC_EVENT("sq_insts_smem", SQ, SQ_PERF_SEL_INSTS_SMEM),
	AMDGPU_PMC_EVENT("sq_insts_valu", SQ, SQ_PERF_SEL_INSTS_VALU),
	AMDGPU_PMC_EVENT("sq_insts_tex_load", SQ, SQ_PERF_SEL_INSTS_TEX_LOAD),
	AMDGPU_PMC_EVENT("sq_insts_tex_store", SQ, SQ_PERF_SEL_INSTS_TEX_STORE),
	AMDGPU_PMC_EVENT("sq_inst_cycles_vmem", SQ,
			 SQ_PERF_SEL_INST_CYCLES_VMEM),
	AMDGPU_PMC_EVENT("sq_lds_bank_conflict", SQ,
			 SQC_PERF_SEL_LDS_BANK_CONFLICT),
	AMDGPU_PMC_EVENT("sqg_cycles", SQG, SQG_PERF_SEL_CYCLES),
	AMDGPU_PMC_EVENT("sqg_busy_cycles", SQG, SQG_PERF_SEL_BUSY_CYCLES),
	AMDGPU_PMC_EVENT("sqg_waves", SQG, SQG_PERF_SEL_WAVES),
	AMDGPU_PMC_EVENT("sqg_wave_cycles", SQG, SQG_PERF_SEL_WAVE_CYCLES),
	AMDGPU_PMC_EVENT("spi_csn_busy", SPI, SPI_PERF_CSN_BUSY),
	AMDGPU_PMC_EVENT("spi_csn_num_threadgroups", SPI,
			 SPI_PERF_CSN_NUM_THREADGROUPS),
	AMDGPU_PMC_EVENT("spi_csn_wave", SPI, SPI_PERF_CSN_WAVE),
	AMDGPU_PMC_EVENT("ta_ta_busy", TA, TA_PERF_SEL_ta_busy),
	AMDGPU_PMC_EVENT("ta_buffer_load_wavefronts", TA,
			 TA_PERF_SEL_buffer_load_wavefronts),
	AMDGPU_PMC_EVENT("ta_buffer_store_wavefronts", TA,
			 TA_PERF_SEL_buffer_store_wavefronts),
	AMDGPU_PMC_EVENT("ta_flat_load_wavefronts", TA,
			 TA_PERF_SEL_flat_load_wavefronts),
	AMDGPU_PMC_EVENT("td_td_busy", TD, TD_PERF_SEL_td_busy),
	AMDGPU_PMC_EVENT("tcp_req", TCP, TCP_PERF_SEL_REQ),
	AMDGPU_PMC_EVENT("tcp_req_miss", TCP, TCP_PERF_SEL_REQ_MISS),
	AMDGPU_PMC_EVENT("gl1a_busy", GL1A, GL1A_PERF_SEL_BUSY),
	AMDGPU_PMC_EVENT("gl1c_busy", GL1C, GL1C_PERF_SEL_BUSY),
	AMDGPU_PMC_EVENT("gl1c_req", GL1C, 30), /* GPUPerfAPI only */
	/*
	 * GL2C ids from rocprofiler-sdk counter_defs.yaml (ROCm/rocm-systems
	 * 1b1610fc2b2a), not soc24_enum.h, whose GL2C list (HIT 39, MISS 40, max
	 * 165) is shorter than the 249 selects AQLprofile and Mesa know.
	 */
	AMDGPU_PMC_EVENT("gl2c_hit", GL2C, 41), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("gl2c_miss", GL2C, 42), /* counter_defs.yaml, GPUPerfAPI */
	AMDGPU_PMC_EVENT("gl2c_ea_rdreq", GL2C, 140), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("gl2c_ea_rdreq_32b", GL2C, 146), /* counter_defs.yaml, GPUPerfAPI */
	AMDGPU_PMC_EVENT("gl2c_ea_rdreq_64b", GL2C, 147), /* counter_defs.yaml, GPUPerfAPI */
	AMDGPU_PMC_EVENT("gl2c_ea_rdreq_128b", GL2C, 148), /* counter_defs.yaml, GPUPerfAPI */
	AMDGPU_PMC_EVENT("gl2c_ea_wrreq", GL2C, 108), /* counter_defs.yaml, GPUPerfAPI */
	AMDGPU_PMC_EVENT("gl2c_ea_wrreq_64b", GL2C, 114), /* counter_defs.yaml, GPUPerfAPI */
	AMDGPU_PMC_EVENT("cpc_always_count", CPC, CPC_PERF_SEL_ALWAYS_COUNT),
	AMDGPU_PMC_EVENT("cpc_cpc_stat_busy", CPC, CPC_PERF_SEL_CPC_STAT_BUSY),
	AMDGPU_PMC_EVENT("cpf_cpf_stat_busy", CPF, CPF_PERF_SEL_CPF_STAT_BUSY),
};

/*
 * GFX12 packets (nvd.h), as gfx_v12_0.c and AQLprofile's
 * gfx12_cmd_builder.h emit them; GFX11 uses them too.
 */
#define GFX12_COPY_SRC(s) \
	PACKET3_COPY_DATA__SRC_SEL(PACKET3_COPY_DATA__SRC_SEL__##s)
#define GFX12_COPY_DST(s) \
	PACKET3_COPY_DATA__DST_SEL(PACKET3_COPY_DATA__DST_SEL__##s)
#define GFX12_COUNT_32	PACKET3_COPY_DATA__COUNT_SEL__32_BITS_OF_DATA
#define GFX12_COUNT_64	PACKET3_COPY_DATA__COUNT_SEL__64_BITS_OF_DATA
#define GFX12_CS_FLUSH_INDEX	PACKET3_EVENT_WRITE__EVENT_INDEX__CS_PARTIAL_FLUSH

static void gfx12_pmc_wreg(struct amdgpu_pmc_buf *buf, u32 addr, u32 val)
{
	/* PACKET3_SET_UCONFIG_REG_END is stale: UCONFIG ends at UCONFIG_SPACE_END. */
	if (addr >= PACKET3_SET_UCONFIG_REG_START && addr <= UCONFIG_SPACE_END) {
		amdgpu_pmc_emit(buf, PACKET3(PACKET3_SET_UCONFIG_REG, 1));
		amdgpu_pmc_emit(buf, addr - PACKET3_SET_UCONFIG_REG_START);
	} else if (addr >= PACKET3_SET_SH_REG_START &&
		   addr < PACKET3_SET_SH_REG_END) {
		amdgpu_pmc_emit(buf, PACKET3(PACKET3_SET_SH_REG, 1));
		amdgpu_pmc_emit(buf, addr - PACKET3_SET_SH_REG_START);
	} else {
		/* Config space: COPY_DATA immediate to register. */
		amdgpu_pmc_emit(buf, PACKET3(PACKET3_COPY_DATA, 4));
		amdgpu_pmc_emit(buf, GFX12_COPY_SRC(IMMEDIATE_DATA) |
				GFX12_COPY_DST(MEM_MAPPED_REGISTER) |
				PACKET3_COPY_DATA__WR_CONFIRM(1));
		amdgpu_pmc_emit(buf, val);
		amdgpu_pmc_emit(buf, 0);
		amdgpu_pmc_emit(buf, PACKET3_COPY_DATA__DST_REG_OFFSET(addr));
		amdgpu_pmc_emit(buf, 0);
		return;
	}
	amdgpu_pmc_emit(buf, val);
}

/* To TC_L2: GFX12 has no MEMORY destination (gfx12_cmd_builder.h). */
static void gfx12_pmc_copy_reg(struct amdgpu_pmc_buf *buf, u32 addr, u64 dst)
{
	amdgpu_pmc_emit(buf, PACKET3(PACKET3_COPY_DATA, 4));
	amdgpu_pmc_emit(buf, GFX12_COPY_SRC(MEM_MAPPED_REGISTER) |
			GFX12_COPY_DST(TC_L2) |
			PACKET3_COPY_DATA__COUNT_SEL(GFX12_COUNT_32));
	amdgpu_pmc_emit(buf, PACKET3_COPY_DATA__SRC_REG_OFFSET(addr));
	amdgpu_pmc_emit(buf, 0);
	amdgpu_pmc_emit(buf, lower_32_bits(dst));
	amdgpu_pmc_emit(buf, upper_32_bits(dst));
}

/*
 * The GPU clock counter, the one amdgpu_asic_get_xclk() gives the rate of,
 * as Mesa's radv_write_timestamp() copies it at the top of the pipe
 * (src/amd/vulkan/radv_query.c, COPY_DATA_TIMESTAMP of src/amd/common/sid.h).
 */
static void gfx12_pmc_copy_clock(struct amdgpu_pmc_buf *buf, u64 dst)
{
	amdgpu_pmc_emit(buf, PACKET3(PACKET3_COPY_DATA, 4));
	amdgpu_pmc_emit(buf, GFX12_COPY_SRC(GPU_CLOCK_COUNT) |
			GFX12_COPY_DST(TC_L2) |
			PACKET3_COPY_DATA__COUNT_SEL(GFX12_COUNT_64));
	amdgpu_pmc_emit(buf, 0);
	amdgpu_pmc_emit(buf, 0);
	amdgpu_pmc_emit(buf, lower_32_bits(dst));
	amdgpu_pmc_emit(buf, upper_32_bits(dst));
}

static void gfx12_pmc_cs_partial_flush(struct amdgpu_pmc_buf *buf)
{
	amdgpu_pmc_emit(buf, PACKET3(PACKET3_EVENT_WRITE, 0));
	amdgpu_pmc_emit(buf, PACKET3_EVENT_WRITE__EVENT_TYPE(CS_PARTIAL_FLUSH) |
			PACKET3_EVENT_WRITE__EVENT_INDEX(GFX12_CS_FLUSH_INDEX));
}

const struct amdgpu_pmc_pm4_funcs amdgpu_pmc_gfx12_pm4 = {
	.wreg = gfx12_pmc_wreg,
	.copy_reg = gfx12_pmc_copy_reg,
	.copy_clock = gfx12_pmc_copy_clock,
	.cs_partial_flush = gfx12_pmc_cs_partial_flush,
};

static const struct amdgpu_pmc_family gfx12_family = {
	.grbm_gfx_index = AMDGPU_PMC_PREG(reg, GRBM_GFX_INDEX),
	.gfx_index_instance = GRBM_GFX_INDEX__INSTANCE_INDEX_MASK,
	.gfx_index_sa = GRBM_GFX_INDEX__SA_INDEX_MASK,
	.gfx_index_se = GRBM_GFX_INDEX__SE_INDEX_MASK,
	.gfx_index_sa_broadcast = GRBM_GFX_INDEX__SA_BROADCAST_WRITES_MASK,
	.gfx_index_instance_broadcast =
		GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK,
	.gfx_index_se_broadcast = GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK,
	.cp_perfmon_cntl = AMDGPU_PMC_PREG(reg, CP_PERFMON_CNTL_1),
	AMDGPU_PMC_PERFMON_VALUES(CP_PERFMON_CNTL_1),
	.cp_perfmon_stop = (CP_PERFMON_STATE_STOP_COUNTING <<
			    CP_PERFMON_CNTL_1__PERFMON_STATE__SHIFT) |
			   CP_PERFMON_CNTL_1__PERFMON_SAMPLE_ENABLE_MASK,
	.compute_perfcount_enable = AMDGPU_PMC_PREG(reg, COMPUTE_PERFCOUNT_ENABLE),
	.sq_perfcounter_ctrl = AMDGPU_PMC_PREG(reg, SQ_PERFCOUNTER_CTRL),
	.sq_perfcounter_ctrl_value = SQ_PERFCOUNTER_CTRL__PS_EN_MASK |
				     SQ_PERFCOUNTER_CTRL__GS_EN_MASK |
				     SQ_PERFCOUNTER_CTRL__HS_EN_MASK |
				     SQ_PERFCOUNTER_CTRL__CS_EN_MASK,
	.sq_perfcounter_ctrl2 = AMDGPU_PMC_PREG(reg, SQ_PERFCOUNTER_CTRL2),
	.sq_perfcounter_ctrl2_value = SQ_PERFCOUNTER_CTRL2__FORCE_EN_MASK |
				      SQ_PERFCOUNTER_CTRL2__VMID_EN_MASK,
	/*
	 * Every VMID but 0, without FORCE_EN: there is no
	 * gc_12_0_0_default.h; regSQ_PERFCOUNTER_CTRL2_DEFAULT in
	 * gc_11_0_0_default.h, whose field layout gc_12_0_0_sh_mask.h keeps.
	 */
	.sq_perfcounter_ctrl2_reset = SQ_PERFCOUNTER_CTRL2__VMID_EN_MASK,
	.sqg_perfcounter_ctrl = AMDGPU_PMC_PREG(reg, SQG_PERFCOUNTER_CTRL),
	.pm4 = &amdgpu_pmc_gfx12_pm4,
};

const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_12_0_0 = {
	.gc_ip = IP_VERSION(12, 0, 0),
	.name = "gfx1200",
	.family = &gfx12_family,
	.blocks = gfx12_blocks,
	.num_blocks = ARRAY_SIZE(gfx12_blocks),
	.events = gfx12_events,
	.num_events = ARRAY_SIZE(gfx12_events),
};

const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_12_0_1 = {
	.gc_ip = IP_VERSION(12, 0, 1),
	.name = "gfx1201",
	.family = &gfx12_family,
	.blocks = gfx12_blocks,
	.num_blocks = ARRAY_SIZE(gfx12_blocks),
	.events = gfx12_events,
	.num_events = ARRAY_SIZE(gfx12_events),
};

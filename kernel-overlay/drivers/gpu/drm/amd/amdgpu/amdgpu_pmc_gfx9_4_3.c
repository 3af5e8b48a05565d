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
 * GC performance counter tables for GC 9.4.3 and 9.4.4 (gfx942, MI300) and
 * 9.5.0 (gfx950, MI350): the multi-XCC GFX9 parts.
 *
 * Registers: gc_9_4_3_offset.h, the header the kernel drives all three with
 * (gfx_v9_4_3.c; there is no gc_9_5_0 header). Every register used here has
 * the same offset as in gc_9_0_offset.h; see amdgpu_pmc_gfx9.c for the
 * irregular layouts (SPI HI = LO - 1, GRBM_PERFCOUNTER1_LO at 0x3043,
 * TCP/TCC/TCA counter-3 SELECT at SELECT0 + 5). Each XCC has its own copy
 * of every block here (AQLprofile reads them once per XCC); the PMU
 * addresses them per XCC.
 *
 * AQLprofile below is projects/aqlprofile/ of ROCm/rocm-systems at
 * 1b1610fc2b2a (src/pm4/pmc_builder.h, gfxip/gfx9/gfx9_block_info.h,
 * src/core/gfx940_factory.cpp), and counter_defs.yaml is rocprofiler-sdk's
 * projects/rocprofiler-sdk/source/share/rocprofiler-sdk/counter_defs.yaml
 * of the same commit.
 *
 * Where the public sources disagree, besides the points shared with
 * amdgpu_pmc_gfx9.c (8 SQ counters as AQLprofile, the GRBM_SE maximum of
 * vega10_enum.h and Mesa, the max_event policy):
 * - Event ids are the gfx942 and gfx950 numbers of counter_defs.yaml, the
 *   only public source that names events for these parts, so every entry
 *   is marked "counter_defs.yaml only".
 *   vega10_enum.h does not apply to these parts: SQ, SPI, TA and TCP
 *   numbering differs from Vega10, and gfx950 also moves TCC_REQ/HIT/MISS.
 *   vega10_enum.h is included only for the CP_PERFMON_STATE values, as
 *   gfx_v9_4_3.c does.
 * - max_event SQ 373 and TCP 84 (AQLprofile gfx9_block_info.h with the
 *   gfx940_factory.cpp overrides), SPI 225 and CPC 71 on gfx950 (ids
 *   counter_defs.yaml uses above the AQLprofile maxima).
 * - SQ_PERFCOUNTER_CTRL = all stages and VMID_MASK 0xffff, the value
 *   AQLprofile (pmc_builder.h) writes whenever a TA/TD/TCP/TCC/TCA counter
 *   is in use; radeonsi (src/gallium/drivers/radeonsi/si_perfcounter.c,
 *   0cc4e16c) writes 0 then.
 * - RLC_PERFMON_CLK_CNTL is not written. gc_9_4_3_offset.h defines no
 *   register at its GFX9 offset (0x3cbf), the kernel never writes it, and
 *   only AQLprofile does (pmc_builder.h), with an effect nobody has
 *   confirmed. Writing an undefined register on every XCC is a larger risk
 *   than counters reading 0 under clock gating, which the tests on
 *   hardware will show.
 * - TCA: 32 instances per XCC (AQLprofile gfx940_factory.cpp, unconfirmed);
 *   the device reports no TCA count. TCC instances are the L2 channels of an
 *   XCC, from the device.
 *
 * Counter width: 64 bits for every block, as in amdgpu_pmc_gfx9.c.
 * gc_9_4_3_sh_mask.h gives PERFCOUNTER_LO and PERFCOUNTER_HI as [31:0] for
 * every block here; its 16-bit HI fields (PA_SU, ATC_L2, MC_VM_L2, L2TLB,
 * GCEA) are in blocks the PMU does not publish.
 */

#include <linux/kernel.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"
#include "vega10_enum.h"

#include "gc/gc_9_4_3_offset.h"
#include "gc/gc_9_4_3_sh_mask.h"

static const struct amdgpu_pmc_counter gfx9_4_3_grbm[] = {
	AMDGPU_PMC_CNT_NOSEL1(reg, GRBM_PERFCOUNTER0_SELECT,
			      GRBM_PERFCOUNTER0_LO, GRBM_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, GRBM_PERFCOUNTER1_SELECT,
			      GRBM_PERFCOUNTER1_LO, GRBM_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx9_4_3_grbm_se[] = {
	AMDGPU_PMC_CNT_NOSEL1(reg, GRBM_SE0_PERFCOUNTER_SELECT,
			      GRBM_SE0_PERFCOUNTER_LO, GRBM_SE0_PERFCOUNTER_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, GRBM_SE1_PERFCOUNTER_SELECT,
			      GRBM_SE1_PERFCOUNTER_LO, GRBM_SE1_PERFCOUNTER_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, GRBM_SE2_PERFCOUNTER_SELECT,
			      GRBM_SE2_PERFCOUNTER_LO, GRBM_SE2_PERFCOUNTER_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, GRBM_SE3_PERFCOUNTER_SELECT,
			      GRBM_SE3_PERFCOUNTER_LO, GRBM_SE3_PERFCOUNTER_HI),
};

static const struct amdgpu_pmc_counter gfx9_4_3_sq[] = {
	AMDGPU_PMC_CNT_NOSEL1(reg, SQ_PERFCOUNTER0_SELECT, SQ_PERFCOUNTER0_LO,
			      SQ_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQ_PERFCOUNTER1_SELECT, SQ_PERFCOUNTER1_LO,
			      SQ_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQ_PERFCOUNTER2_SELECT, SQ_PERFCOUNTER2_LO,
			      SQ_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQ_PERFCOUNTER3_SELECT, SQ_PERFCOUNTER3_LO,
			      SQ_PERFCOUNTER3_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQ_PERFCOUNTER4_SELECT, SQ_PERFCOUNTER4_LO,
			      SQ_PERFCOUNTER4_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQ_PERFCOUNTER5_SELECT, SQ_PERFCOUNTER5_LO,
			      SQ_PERFCOUNTER5_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQ_PERFCOUNTER6_SELECT, SQ_PERFCOUNTER6_LO,
			      SQ_PERFCOUNTER6_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SQ_PERFCOUNTER7_SELECT, SQ_PERFCOUNTER7_LO,
			      SQ_PERFCOUNTER7_HI),
};

static const struct amdgpu_pmc_counter gfx9_4_3_spi[] = {
	AMDGPU_PMC_CNT(reg, SPI_PERFCOUNTER0_SELECT, SPI_PERFCOUNTER0_SELECT1,
		       SPI_PERFCOUNTER0_LO, SPI_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(reg, SPI_PERFCOUNTER1_SELECT, SPI_PERFCOUNTER1_SELECT1,
		       SPI_PERFCOUNTER1_LO, SPI_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT(reg, SPI_PERFCOUNTER2_SELECT, SPI_PERFCOUNTER2_SELECT1,
		       SPI_PERFCOUNTER2_LO, SPI_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT(reg, SPI_PERFCOUNTER3_SELECT, SPI_PERFCOUNTER3_SELECT1,
		       SPI_PERFCOUNTER3_LO, SPI_PERFCOUNTER3_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SPI_PERFCOUNTER4_SELECT,
			      SPI_PERFCOUNTER4_LO, SPI_PERFCOUNTER4_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, SPI_PERFCOUNTER5_SELECT,
			      SPI_PERFCOUNTER5_LO, SPI_PERFCOUNTER5_HI),
};

static const struct amdgpu_pmc_counter gfx9_4_3_ta[] = {
	AMDGPU_PMC_CNT(reg, TA_PERFCOUNTER0_SELECT, TA_PERFCOUNTER0_SELECT1,
		       TA_PERFCOUNTER0_LO, TA_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, TA_PERFCOUNTER1_SELECT, TA_PERFCOUNTER1_LO,
			      TA_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx9_4_3_td[] = {
	AMDGPU_PMC_CNT(reg, TD_PERFCOUNTER0_SELECT, TD_PERFCOUNTER0_SELECT1,
		       TD_PERFCOUNTER0_LO, TD_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, TD_PERFCOUNTER1_SELECT, TD_PERFCOUNTER1_LO,
			      TD_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx9_4_3_tcp[] = {
	AMDGPU_PMC_CNT(reg, TCP_PERFCOUNTER0_SELECT, TCP_PERFCOUNTER0_SELECT1,
		       TCP_PERFCOUNTER0_LO, TCP_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(reg, TCP_PERFCOUNTER1_SELECT, TCP_PERFCOUNTER1_SELECT1,
		       TCP_PERFCOUNTER1_LO, TCP_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, TCP_PERFCOUNTER2_SELECT,
			      TCP_PERFCOUNTER2_LO, TCP_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, TCP_PERFCOUNTER3_SELECT,
			      TCP_PERFCOUNTER3_LO, TCP_PERFCOUNTER3_HI),
};

static const struct amdgpu_pmc_counter gfx9_4_3_tcc[] = {
	AMDGPU_PMC_CNT(reg, TCC_PERFCOUNTER0_SELECT, TCC_PERFCOUNTER0_SELECT1,
		       TCC_PERFCOUNTER0_LO, TCC_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(reg, TCC_PERFCOUNTER1_SELECT, TCC_PERFCOUNTER1_SELECT1,
		       TCC_PERFCOUNTER1_LO, TCC_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, TCC_PERFCOUNTER2_SELECT,
			      TCC_PERFCOUNTER2_LO, TCC_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, TCC_PERFCOUNTER3_SELECT,
			      TCC_PERFCOUNTER3_LO, TCC_PERFCOUNTER3_HI),
};

static const struct amdgpu_pmc_counter gfx9_4_3_tca[] = {
	AMDGPU_PMC_CNT(reg, TCA_PERFCOUNTER0_SELECT, TCA_PERFCOUNTER0_SELECT1,
		       TCA_PERFCOUNTER0_LO, TCA_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(reg, TCA_PERFCOUNTER1_SELECT, TCA_PERFCOUNTER1_SELECT1,
		       TCA_PERFCOUNTER1_LO, TCA_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, TCA_PERFCOUNTER2_SELECT,
			      TCA_PERFCOUNTER2_LO, TCA_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, TCA_PERFCOUNTER3_SELECT,
			      TCA_PERFCOUNTER3_LO, TCA_PERFCOUNTER3_HI),
};

static const struct amdgpu_pmc_counter gfx9_4_3_cpc[] = {
	AMDGPU_PMC_CNT(reg, CPC_PERFCOUNTER0_SELECT, CPC_PERFCOUNTER0_SELECT1,
		       CPC_PERFCOUNTER0_LO, CPC_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, CPC_PERFCOUNTER1_SELECT,
			      CPC_PERFCOUNTER1_LO, CPC_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx9_4_3_cpf[] = {
	AMDGPU_PMC_CNT(reg, CPF_PERFCOUNTER0_SELECT, CPF_PERFCOUNTER0_SELECT1,
		       CPF_PERFCOUNTER0_LO, CPF_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, CPF_PERFCOUNTER1_SELECT,
			      CPF_PERFCOUNTER1_LO, CPF_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx9_4_3_cpg[] = {
	AMDGPU_PMC_CNT(reg, CPG_PERFCOUNTER0_SELECT, CPG_PERFCOUNTER0_SELECT1,
		       CPG_PERFCOUNTER0_LO, CPG_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, CPG_PERFCOUNTER1_SELECT,
			      CPG_PERFCOUNTER1_LO, CPG_PERFCOUNTER1_HI),
};

/* SQC bank, SQC client and SIMD masks all set, as AQLprofile and Mesa do. */
#define GFX9_4_3_SQ_SELECT_OR						\
	(SQ_PERFCOUNTER0_SELECT__SQC_BANK_MASK_MASK |			\
	 SQ_PERFCOUNTER0_SELECT__SQC_CLIENT_MASK_MASK |			\
	 SQ_PERFCOUNTER0_SELECT__SIMD_MASK_MASK)

/* All shader stages and all VMIDs, as AQLprofile (see above). */
#define GFX9_4_3_SQ_CTRL						\
	(SQ_PERFCOUNTER_CTRL__PS_EN_MASK | SQ_PERFCOUNTER_CTRL__VS_EN_MASK | \
	 SQ_PERFCOUNTER_CTRL__GS_EN_MASK | SQ_PERFCOUNTER_CTRL__ES_EN_MASK | \
	 SQ_PERFCOUNTER_CTRL__HS_EN_MASK | SQ_PERFCOUNTER_CTRL__LS_EN_MASK | \
	 SQ_PERFCOUNTER_CTRL__CS_EN_MASK |				\
	 SQ_PERFCOUNTER_CTRL__VMID_MASK_MASK)

#define GFX9_4_3_WINDOWED AMDGPU_PMC_BLOCK_SQ_WINDOWED

/*
 * The blocks of one target. The event maxima that differ per target are
 * parameters; the rest is common to GC 9.4.3, 9.4.4 and 9.5.0.
 */
#define GFX9_4_3_BLOCKS(sq_max, spi_max, tcp_max, tcc_max, tca_max,	\
			tca_inst, cpc_max)				\
{									\
	{ AMDGPU_PMC_BLOCK(GRBM, "grbm", XCC, ONE, 64, 37),		\
	  .counters = gfx9_4_3_grbm,					\
	  .num_counters = ARRAY_SIZE(gfx9_4_3_grbm) },			\
	{ AMDGPU_PMC_BLOCK(GRBM_SE, "grbm_se", SE, ONE, 64, 15),	\
	  .counters = gfx9_4_3_grbm_se, .num_counters = 1,		\
	  .num_se_regs = ARRAY_SIZE(gfx9_4_3_grbm_se),			\
	  .flags = AMDGPU_PMC_BLOCK_PER_SE_REGS },			\
	{ AMDGPU_PMC_BLOCK(SQ, "sq", SE, ONE, 64, sq_max),		\
	  .counters = gfx9_4_3_sq, .num_counters = ARRAY_SIZE(gfx9_4_3_sq), \
	  .select_or = GFX9_4_3_SQ_SELECT_OR,				\
	  .flags = AMDGPU_PMC_BLOCK_SQ_CONTROL },			\
	{ AMDGPU_PMC_BLOCK(SPI, "spi", SE, ONE, 64, spi_max),		\
	  .counters = gfx9_4_3_spi,					\
	  .num_counters = ARRAY_SIZE(gfx9_4_3_spi) },			\
	{ AMDGPU_PMC_BLOCK(TA, "ta", SE_INST, CU_PER_SA, 64, 118),	\
	  .counters = gfx9_4_3_ta, .num_counters = ARRAY_SIZE(gfx9_4_3_ta), \
	  .flags = GFX9_4_3_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(TD, "td", SE_INST, CU_PER_SA, 64, 56),	\
	  .counters = gfx9_4_3_td, .num_counters = ARRAY_SIZE(gfx9_4_3_td), \
	  .flags = GFX9_4_3_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(TCP, "tcp", SE_INST, CU_PER_SA, 64, tcp_max), \
	  .counters = gfx9_4_3_tcp,					\
	  .num_counters = ARRAY_SIZE(gfx9_4_3_tcp),			\
	  .flags = GFX9_4_3_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(TCC, "tcc", XCC_INST, L2_CHANNELS, 64,	\
			   tcc_max),					\
	  .counters = gfx9_4_3_tcc,					\
	  .num_counters = ARRAY_SIZE(gfx9_4_3_tcc),			\
	  .flags = GFX9_4_3_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(TCA, "tca", XCC_INST, FIXED, 64, tca_max),	\
	  .num_instances = (tca_inst), .counters = gfx9_4_3_tca,		\
	  .num_counters = ARRAY_SIZE(gfx9_4_3_tca),			\
	  .flags = GFX9_4_3_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(CPC, "cpc", XCC, ONE, 64, cpc_max),		\
	  .counters = gfx9_4_3_cpc,					\
	  .num_counters = ARRAY_SIZE(gfx9_4_3_cpc) },			\
	{ AMDGPU_PMC_BLOCK(CPF, "cpf", XCC, ONE, 64, 31),		\
	  .counters = gfx9_4_3_cpf,					\
	  .num_counters = ARRAY_SIZE(gfx9_4_3_cpf) },			\
	{ AMDGPU_PMC_BLOCK(CPG, "cpg", XCC, ONE, 64, 58),		\
	  .counters = gfx9_4_3_cpg,					\
	  .num_counters = ARRAY_SIZE(gfx9_4_3_cpg) },			\
}

/* Max events: see above and the policy in amdgpu_pmc_gfx9.c. */
static const struct amdgpu_pmc_block gfx942_blocks[] =
	GFX9_4_3_BLOCKS(373, 195, 84, 199, 34, 32, 34);
static const struct amdgpu_pmc_block gfx950_blocks[] =
	GFX9_4_3_BLOCKS(373, 225, 85, 199, 34, 32, 71);

/*
 * gfx942 (MI300): event ids from rocprofiler-sdk counter_defs.yaml; the
 * numbering is per target, so vega10_enum.h (Vega10) does not apply.
 */
static const struct amdgpu_pmc_event gfx942_events[] = {
	AMDGPU_PMC_EVENT("grbm_count", GRBM, 0), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_gui_active", GRBM, 2), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_cp_busy", GRBM, 3), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_spi_busy", GRBM, 11), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_ta_busy", GRBM, 13), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_tc_busy", GRBM, 28), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_cpc_busy", GRBM, 30), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_ea_busy", GRBM, 35), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_cycles", SQ, 2), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_busy_cycles", SQ, 3), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_waves", SQ, 4), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_level_waves", SQ, 5), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_busy_cu_cycles", SQ, 13), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_valu", SQ, 26), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_vmem_wr", SQ, 57), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_vmem_rd", SQ, 58), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_salu", SQ, 60), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_smem", SQ, 61), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_flat", SQ, 62), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_lds", SQ, 65), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_gds", SQ, 66), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_wave_cycles", SQ, 79), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_wait_inst_any", SQ, 93), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_wait_inst_lds", SQ, 96), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_active_inst_valu", SQ, 104), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_inst_cycles_salu", SQ, 117), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_thread_cycles_valu", SQ, 118), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_lds_bank_conflict", SQ, 126), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_icache_hits", SQ, 271), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_dcache_hits", SQ, 291), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_window_valid", SPI, 47), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_busy", SPI, 48), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_num_threadgroups", SPI, 49), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_wave", SPI, 52), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_ta_busy", TA, 13), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_buffer_read_wavefronts", TA, 33), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_flat_read_wavefronts", TA, 52), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_flat_write_wavefronts", TA, 53), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("td_td_busy", TD, 1), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcp_tcp_ta_data_stall_cycles", TCP, 6), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcp_total_accesses", TCP, 27), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcp_total_read", TCP, 28), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_cycle", TCC, 1), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_busy", TCC, 2), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_req", TCC, 3), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_hit", TCC, 17), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_miss", TCC, 19), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("cpc_me1_busy_for_packet_decode", CPC, 13), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("cpc_cpc_stat_busy", CPC, 25), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("cpf_cpf_stat_busy", CPF, 23), /* counter_defs.yaml only */
};

/*
 * gfx950 (MI350): event ids from rocprofiler-sdk counter_defs.yaml; the
 * numbering is per target, so vega10_enum.h (Vega10) does not apply.
 */
static const struct amdgpu_pmc_event gfx950_events[] = {
	AMDGPU_PMC_EVENT("grbm_count", GRBM, 0), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_gui_active", GRBM, 2), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_cp_busy", GRBM, 3), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_spi_busy", GRBM, 11), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_ta_busy", GRBM, 13), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_tc_busy", GRBM, 28), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_cpc_busy", GRBM, 30), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("grbm_ea_busy", GRBM, 35), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_cycles", SQ, 2), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_busy_cycles", SQ, 3), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_waves", SQ, 4), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_level_waves", SQ, 5), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_busy_cu_cycles", SQ, 13), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_valu", SQ, 26), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_vmem_wr", SQ, 59), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_vmem_rd", SQ, 60), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_salu", SQ, 62), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_smem", SQ, 63), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_flat", SQ, 64), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_lds", SQ, 67), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_gds", SQ, 68), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_wave_cycles", SQ, 95), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_wait_inst_any", SQ, 109), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_wait_inst_lds", SQ, 112), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_active_inst_valu", SQ, 120), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_inst_cycles_salu", SQ, 133), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_thread_cycles_valu", SQ, 134), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_lds_bank_conflict", SQ, 142), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_icache_hits", SQ, 271), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_dcache_hits", SQ, 291), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_window_valid", SPI, 47), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_busy", SPI, 48), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_num_threadgroups", SPI, 49), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_wave", SPI, 52), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_ta_busy", TA, 13), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_buffer_read_wavefronts", TA, 33), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_flat_read_wavefronts", TA, 52), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_flat_write_wavefronts", TA, 53), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("td_td_busy", TD, 1), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcp_tcp_ta_data_stall_cycles", TCP, 6), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcp_total_accesses", TCP, 27), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcp_total_read", TCP, 28), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_cycle", TCC, 1), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_busy", TCC, 2), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_req", TCC, 6), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_hit", TCC, 21), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_miss", TCC, 23), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("cpc_me1_busy_for_packet_decode", CPC, 13), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("cpc_cpc_stat_busy", CPC, 25), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("cpf_cpf_stat_busy", CPF, 23), /* counter_defs.yaml only */
};

static const struct amdgpu_pmc_family gfx9_4_3_family = {
	.grbm_gfx_index = AMDGPU_PMC_PREG(reg, GRBM_GFX_INDEX),
	.gfx_index_instance = GRBM_GFX_INDEX__INSTANCE_INDEX_MASK,
	.gfx_index_sa = GRBM_GFX_INDEX__SH_INDEX_MASK,
	.gfx_index_se = GRBM_GFX_INDEX__SE_INDEX_MASK,
	.gfx_index_sa_broadcast = GRBM_GFX_INDEX__SH_BROADCAST_WRITES_MASK,
	.gfx_index_instance_broadcast =
		GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK,
	.gfx_index_se_broadcast = GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK,
	.cp_perfmon_cntl = AMDGPU_PMC_PREG(reg, CP_PERFMON_CNTL),
	AMDGPU_PMC_PERFMON_VALUES(CP_PERFMON_CNTL),
	/* STOP_COUNTING without SAMPLE_ENABLE, as AQLprofile's Stop (pmc_builder.h). */
	.cp_perfmon_stop = CP_PERFMON_STATE_STOP_COUNTING <<
			   CP_PERFMON_CNTL__PERFMON_STATE__SHIFT,
	.compute_perfcount_enable = AMDGPU_PMC_PREG(reg, COMPUTE_PERFCOUNT_ENABLE),
	/* No RLC_PERFMON_CLK_CNTL in gc_9_4_3_offset.h (see above). */
	.sq_perfcounter_ctrl = AMDGPU_PMC_PREG(reg, SQ_PERFCOUNTER_CTRL),
	.sq_perfcounter_ctrl_value = GFX9_4_3_SQ_CTRL,
	.sq_perfcounter_mask = AMDGPU_PMC_PREG(reg, SQ_PERFCOUNTER_MASK),
	.pm4 = &amdgpu_pmc_gfx9_pm4,
};

const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_4_3 = {
	.gc_ip = IP_VERSION(9, 4, 3),
	.name = "gfx942",
	.family = &gfx9_4_3_family,
	.blocks = gfx942_blocks,
	.num_blocks = ARRAY_SIZE(gfx942_blocks),
	.events = gfx942_events,
	.num_events = ARRAY_SIZE(gfx942_events),
};

const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_4_4 = {
	.gc_ip = IP_VERSION(9, 4, 4),
	.name = "gfx942",
	.family = &gfx9_4_3_family,
	.blocks = gfx942_blocks,
	.num_blocks = ARRAY_SIZE(gfx942_blocks),
	.events = gfx942_events,
	.num_events = ARRAY_SIZE(gfx942_events),
};

const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_5_0 = {
	.gc_ip = IP_VERSION(9, 5, 0),
	.name = "gfx950",
	.family = &gfx9_4_3_family,
	.blocks = gfx950_blocks,
	.num_blocks = ARRAY_SIZE(gfx950_blocks),
	.events = gfx950_events,
	.num_events = ARRAY_SIZE(gfx950_events),
};

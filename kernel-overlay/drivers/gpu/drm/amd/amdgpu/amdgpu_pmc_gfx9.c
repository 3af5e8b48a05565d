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
 * GC performance counter tables for GC 9.0.1 (gfx900), 9.4.0 (gfx906),
 * 9.4.1 (gfx908, MI100) and 9.4.2 (gfx90a, MI200).
 *
 * Registers: gc_9_0_offset.h, the header the kernel drives all four with
 * (gfx_v9_0.c); gc_9_4_2_offset.h has the same offsets for every register
 * used here. GC 9.4.3 and later use gc_9_4_3 and live in
 * amdgpu_pmc_gfx9_4_3.c, since the two sh_mask headers cannot be included
 * together. Irregular layouts, all from the header symbols: SPI puts HI at
 * LO - 1 and only counters 0-3 have SELECT1; GRBM_PERFCOUNTER1_LO is 0x3043;
 * CPC/CPF/CPG counter 0 uses the higher SELECT/LO offsets; TCP/TCC/TCA
 * counter 3 SELECT is at SELECT0 + 5, as counters 2-3 have no SELECT1.
 *
 * Event ids. The sources, named once here:
 * - vega10_enum.h, which describes Vega10 only;
 * - counter_defs.yaml: rocprofiler-sdk's
 *   projects/rocprofiler-sdk/source/share/rocprofiler-sdk/counter_defs.yaml
 *   in ROCm/rocm-systems 1b1610fc2b2a;
 * - GPUPerfAPI: GPUOpen-Tools/gpu_performance_api v3.17-tag (18d231a175e8),
 *   source/auto_generated/gpu_perf_api_counter_generator/
 *   gpa_hw_counter_gfx9.cc and gpa_hw_counter_gfx9_gfx906.cc, whose counter
 *   index is the select.
 * On gfx900/gfx906 the two tool tables agree with each other and not with
 * vega10_enum.h for TCC (HIT 20, MISS 22, EA_WRREQ 29, EA_RDREQ 41), TCP
 * (TA_DATA_STALL 6) and SPI (GPUPerfAPI: CSN_BUSY 48, ...). The tables use
 * the enum where no tool table contradicts its numbering for the block, a
 * tool table's number elsewhere, and publish no event that no public source
 * names for the target. tcc_cycle and tcc_busy keep the enum's 1 and 2
 * although its TCC list is off from HIT on: no tool names them for these
 * parts, and they are 1 and 2 in every counter_defs.yaml GFX9 numbering.
 * gfx908 and gfx90a numbers come from counter_defs.yaml alone, as SQ, SPI,
 * TA and TCP numbering moves on every MI part. Every bare number carries a
 * comment naming its source; "only" marks an id that one public source
 * alone gives. Enum symbols are not marked. None of this has been checked
 * on hardware.
 *
 * max_event bounds raw selects: the highest id any of those sources or
 * AQLprofile's gfx9_block_info.h (same rocm-systems commit) defines for
 * the target, within the PERF_SEL field.
 *
 * SQ: 8 counters per SE, as AQLprofile uses on every gfx9 target; the
 * header and Mesa have 16. Fewer counters only mean more multiplexing.
 * SQ_PERFCOUNTER_CTRL enables every shader stage, 0x7f, the stage bits
 * AQLprofile writes whenever a TA/TD/TCP/TCC/TCA counter is in use; its
 * VMID_MASK field (31:16) only exists from gc_9_4_2 on.
 *
 * Topology: TA/TD/TCP are one per CU of a shader engine, addressed with
 * SH_BROADCAST_WRITES as AQLprofile and Mesa do; TCC is one per L2 channel;
 * both counts come from the device. Only TCA has a fixed count (2 on Vega
 * in AQLprofile and Mesa; 32 on MI100/MI200 in AQLprofile).
 *
 * Counter width: counter_bits is 64 for every block, LO and HI read
 * together. gc_9_0_sh_mask.h, gc_9_4_2_sh_mask.h and gc_9_4_3_sh_mask.h
 * give PERFCOUNTER_LO and PERFCOUNTER_HI as [31:0] for GRBM, GRBM_SE0-3,
 * SQ, SPI, TA, TD, TCP, TCC, TCA, CPC, CPF and CPG. The only 16-bit HI
 * fields there, i.e. 48-bit counters, are in blocks the PMU does not
 * publish: PA_SU (also 48 bits in Mesa's src/amd/common/ac_perfcounter.c,
 * 08f50f169bae, the only width Mesa notes) and the shared-LO/HI ATC_L2,
 * MC_VM_L2, L2TLB and GCEA. AQLprofile (src/pm4/pmc_builder.h,
 * ROCm/rocm-systems 1ee1b005d71b) reads both dwords of the blocks here.
 * How wide the accumulators behind the registers are is not publicly
 * documented and has not been checked on hardware.
 */

#include <linux/kernel.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"
#include "soc15d.h"
#include "vega10_enum.h"

#include "gc/gc_9_0_offset.h"
#include "gc/gc_9_0_sh_mask.h"

static const struct amdgpu_pmc_counter gfx9_0_grbm[] = {
	AMDGPU_PMC_CNT_NOSEL1(mm, GRBM_PERFCOUNTER0_SELECT,
			      GRBM_PERFCOUNTER0_LO, GRBM_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, GRBM_PERFCOUNTER1_SELECT,
			      GRBM_PERFCOUNTER1_LO, GRBM_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx9_0_grbm_se[] = {
	AMDGPU_PMC_CNT_NOSEL1(mm, GRBM_SE0_PERFCOUNTER_SELECT,
			      GRBM_SE0_PERFCOUNTER_LO, GRBM_SE0_PERFCOUNTER_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, GRBM_SE1_PERFCOUNTER_SELECT,
			      GRBM_SE1_PERFCOUNTER_LO, GRBM_SE1_PERFCOUNTER_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, GRBM_SE2_PERFCOUNTER_SELECT,
			      GRBM_SE2_PERFCOUNTER_LO, GRBM_SE2_PERFCOUNTER_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, GRBM_SE3_PERFCOUNTER_SELECT,
			      GRBM_SE3_PERFCOUNTER_LO, GRBM_SE3_PERFCOUNTER_HI),
};

static const struct amdgpu_pmc_counter gfx9_0_sq[] = {
	AMDGPU_PMC_CNT_NOSEL1(mm, SQ_PERFCOUNTER0_SELECT, SQ_PERFCOUNTER0_LO,
			      SQ_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, SQ_PERFCOUNTER1_SELECT, SQ_PERFCOUNTER1_LO,
			      SQ_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, SQ_PERFCOUNTER2_SELECT, SQ_PERFCOUNTER2_LO,
			      SQ_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, SQ_PERFCOUNTER3_SELECT, SQ_PERFCOUNTER3_LO,
			      SQ_PERFCOUNTER3_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, SQ_PERFCOUNTER4_SELECT, SQ_PERFCOUNTER4_LO,
			      SQ_PERFCOUNTER4_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, SQ_PERFCOUNTER5_SELECT, SQ_PERFCOUNTER5_LO,
			      SQ_PERFCOUNTER5_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, SQ_PERFCOUNTER6_SELECT, SQ_PERFCOUNTER6_LO,
			      SQ_PERFCOUNTER6_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, SQ_PERFCOUNTER7_SELECT, SQ_PERFCOUNTER7_LO,
			      SQ_PERFCOUNTER7_HI),
};

static const struct amdgpu_pmc_counter gfx9_0_spi[] = {
	AMDGPU_PMC_CNT(mm, SPI_PERFCOUNTER0_SELECT, SPI_PERFCOUNTER0_SELECT1,
		       SPI_PERFCOUNTER0_LO, SPI_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(mm, SPI_PERFCOUNTER1_SELECT, SPI_PERFCOUNTER1_SELECT1,
		       SPI_PERFCOUNTER1_LO, SPI_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT(mm, SPI_PERFCOUNTER2_SELECT, SPI_PERFCOUNTER2_SELECT1,
		       SPI_PERFCOUNTER2_LO, SPI_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT(mm, SPI_PERFCOUNTER3_SELECT, SPI_PERFCOUNTER3_SELECT1,
		       SPI_PERFCOUNTER3_LO, SPI_PERFCOUNTER3_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, SPI_PERFCOUNTER4_SELECT, SPI_PERFCOUNTER4_LO,
			      SPI_PERFCOUNTER4_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, SPI_PERFCOUNTER5_SELECT, SPI_PERFCOUNTER5_LO,
			      SPI_PERFCOUNTER5_HI),
};

static const struct amdgpu_pmc_counter gfx9_0_ta[] = {
	AMDGPU_PMC_CNT(mm, TA_PERFCOUNTER0_SELECT, TA_PERFCOUNTER0_SELECT1,
		       TA_PERFCOUNTER0_LO, TA_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, TA_PERFCOUNTER1_SELECT, TA_PERFCOUNTER1_LO,
			      TA_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx9_0_td[] = {
	AMDGPU_PMC_CNT(mm, TD_PERFCOUNTER0_SELECT, TD_PERFCOUNTER0_SELECT1,
		       TD_PERFCOUNTER0_LO, TD_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, TD_PERFCOUNTER1_SELECT, TD_PERFCOUNTER1_LO,
			      TD_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx9_0_tcp[] = {
	AMDGPU_PMC_CNT(mm, TCP_PERFCOUNTER0_SELECT, TCP_PERFCOUNTER0_SELECT1,
		       TCP_PERFCOUNTER0_LO, TCP_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(mm, TCP_PERFCOUNTER1_SELECT, TCP_PERFCOUNTER1_SELECT1,
		       TCP_PERFCOUNTER1_LO, TCP_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, TCP_PERFCOUNTER2_SELECT, TCP_PERFCOUNTER2_LO,
			      TCP_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, TCP_PERFCOUNTER3_SELECT, TCP_PERFCOUNTER3_LO,
			      TCP_PERFCOUNTER3_HI),
};

static const struct amdgpu_pmc_counter gfx9_0_tcc[] = {
	AMDGPU_PMC_CNT(mm, TCC_PERFCOUNTER0_SELECT, TCC_PERFCOUNTER0_SELECT1,
		       TCC_PERFCOUNTER0_LO, TCC_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(mm, TCC_PERFCOUNTER1_SELECT, TCC_PERFCOUNTER1_SELECT1,
		       TCC_PERFCOUNTER1_LO, TCC_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, TCC_PERFCOUNTER2_SELECT, TCC_PERFCOUNTER2_LO,
			      TCC_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, TCC_PERFCOUNTER3_SELECT, TCC_PERFCOUNTER3_LO,
			      TCC_PERFCOUNTER3_HI),
};

static const struct amdgpu_pmc_counter gfx9_0_tca[] = {
	AMDGPU_PMC_CNT(mm, TCA_PERFCOUNTER0_SELECT, TCA_PERFCOUNTER0_SELECT1,
		       TCA_PERFCOUNTER0_LO, TCA_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT(mm, TCA_PERFCOUNTER1_SELECT, TCA_PERFCOUNTER1_SELECT1,
		       TCA_PERFCOUNTER1_LO, TCA_PERFCOUNTER1_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, TCA_PERFCOUNTER2_SELECT, TCA_PERFCOUNTER2_LO,
			      TCA_PERFCOUNTER2_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, TCA_PERFCOUNTER3_SELECT, TCA_PERFCOUNTER3_LO,
			      TCA_PERFCOUNTER3_HI),
};

static const struct amdgpu_pmc_counter gfx9_0_cpc[] = {
	AMDGPU_PMC_CNT(mm, CPC_PERFCOUNTER0_SELECT, CPC_PERFCOUNTER0_SELECT1,
		       CPC_PERFCOUNTER0_LO, CPC_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, CPC_PERFCOUNTER1_SELECT, CPC_PERFCOUNTER1_LO,
			      CPC_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx9_0_cpf[] = {
	AMDGPU_PMC_CNT(mm, CPF_PERFCOUNTER0_SELECT, CPF_PERFCOUNTER0_SELECT1,
		       CPF_PERFCOUNTER0_LO, CPF_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, CPF_PERFCOUNTER1_SELECT, CPF_PERFCOUNTER1_LO,
			      CPF_PERFCOUNTER1_HI),
};

static const struct amdgpu_pmc_counter gfx9_0_cpg[] = {
	AMDGPU_PMC_CNT(mm, CPG_PERFCOUNTER0_SELECT, CPG_PERFCOUNTER0_SELECT1,
		       CPG_PERFCOUNTER0_LO, CPG_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, CPG_PERFCOUNTER1_SELECT, CPG_PERFCOUNTER1_LO,
			      CPG_PERFCOUNTER1_HI),
};

/* SQC bank, SQC client and SIMD masks all set, as AQLprofile and Mesa do. */
#define GFX9_0_SQ_SELECT_OR						\
	(SQ_PERFCOUNTER0_SELECT__SQC_BANK_MASK_MASK |			\
	 SQ_PERFCOUNTER0_SELECT__SQC_CLIENT_MASK_MASK |			\
	 SQ_PERFCOUNTER0_SELECT__SIMD_MASK_MASK)

/* All shader stages. */
#define GFX9_0_SQ_CTRL							\
	(SQ_PERFCOUNTER_CTRL__PS_EN_MASK | SQ_PERFCOUNTER_CTRL__VS_EN_MASK | \
	 SQ_PERFCOUNTER_CTRL__GS_EN_MASK | SQ_PERFCOUNTER_CTRL__ES_EN_MASK | \
	 SQ_PERFCOUNTER_CTRL__HS_EN_MASK | SQ_PERFCOUNTER_CTRL__LS_EN_MASK | \
	 SQ_PERFCOUNTER_CTRL__CS_EN_MASK)

/*
 * GC 9.4.2 adds SQ_PERFCOUNTER_CTRL.VMID_MASK (31:16,
 * SQ_PERFCOUNTER_CTRL__VMID_MASK_MASK in gc_9_4_2_sh_mask.h, which cannot
 * be included next to gc_9_0_sh_mask.h): count every VMID, as AQLprofile
 * does. On the older parts these bits are reserved and stay 0.
 */
#define GFX9_4_2_SQ_CTRL_VMID_MASK	GENMASK(31, 16)

#define GFX9_0_WINDOWED AMDGPU_PMC_BLOCK_SQ_WINDOWED

/*
 * The blocks of one target. The event maxima that differ per target are
 * parameters; the rest is common to GC 9.0.1-9.4.2.
 */
#define GFX9_0_BLOCKS(sq_max, spi_max, tcp_max, tcc_max, tca_max,	\
		      tca_inst)						\
{									\
	{ AMDGPU_PMC_BLOCK(GRBM, "grbm", XCC, ONE, 64, 37),		\
	  .counters = gfx9_0_grbm,					\
	  .num_counters = ARRAY_SIZE(gfx9_0_grbm) },			\
	{ AMDGPU_PMC_BLOCK(GRBM_SE, "grbm_se", SE, ONE, 64, 15),	\
	  .counters = gfx9_0_grbm_se, .num_counters = 1,		\
	  .num_se_regs = ARRAY_SIZE(gfx9_0_grbm_se),			\
	  .flags = AMDGPU_PMC_BLOCK_PER_SE_REGS },			\
	{ AMDGPU_PMC_BLOCK(SQ, "sq", SE, ONE, 64, sq_max),		\
	  .counters = gfx9_0_sq, .num_counters = ARRAY_SIZE(gfx9_0_sq), \
	  .select_or = GFX9_0_SQ_SELECT_OR,				\
	  .flags = AMDGPU_PMC_BLOCK_SQ_CONTROL },			\
	{ AMDGPU_PMC_BLOCK(SPI, "spi", SE, ONE, 64, spi_max),		\
	  .counters = gfx9_0_spi,					\
	  .num_counters = ARRAY_SIZE(gfx9_0_spi) },			\
	{ AMDGPU_PMC_BLOCK(TA, "ta", SE_INST, CU_PER_SA, 64, 118),	\
	  .counters = gfx9_0_ta, .num_counters = ARRAY_SIZE(gfx9_0_ta), \
	  .flags = GFX9_0_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(TD, "td", SE_INST, CU_PER_SA, 64, 56),	\
	  .counters = gfx9_0_td, .num_counters = ARRAY_SIZE(gfx9_0_td), \
	  .flags = GFX9_0_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(TCP, "tcp", SE_INST, CU_PER_SA, 64, tcp_max), \
	  .counters = gfx9_0_tcp,					\
	  .num_counters = ARRAY_SIZE(gfx9_0_tcp),			\
	  .flags = GFX9_0_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(TCC, "tcc", XCC_INST, L2_CHANNELS, 64,	\
			   tcc_max),					\
	  .counters = gfx9_0_tcc,					\
	  .num_counters = ARRAY_SIZE(gfx9_0_tcc),			\
	  .flags = GFX9_0_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(TCA, "tca", XCC_INST, FIXED, 64, tca_max),	\
	  .num_instances = (tca_inst), .counters = gfx9_0_tca,		\
	  .num_counters = ARRAY_SIZE(gfx9_0_tca),			\
	  .flags = GFX9_0_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(CPC, "cpc", XCC, ONE, 64, 34),		\
	  .counters = gfx9_0_cpc,					\
	  .num_counters = ARRAY_SIZE(gfx9_0_cpc) },			\
	{ AMDGPU_PMC_BLOCK(CPF, "cpf", XCC, ONE, 64, 31),		\
	  .counters = gfx9_0_cpf,					\
	  .num_counters = ARRAY_SIZE(gfx9_0_cpf) },			\
	{ AMDGPU_PMC_BLOCK(CPG, "cpg", XCC, ONE, 64, 58),		\
	  .counters = gfx9_0_cpg,					\
	  .num_counters = ARRAY_SIZE(gfx9_0_cpg) },			\
}

/* Max events: see "max_event" above. */
static const struct amdgpu_pmc_block gfx900_blocks[] =
	GFX9_0_BLOCKS(363, 196, 195, 255, 34, 2);
static const struct amdgpu_pmc_block gfx906_blocks[] =
	GFX9_0_BLOCKS(363, 196, 195, 281, 34, 2);
static const struct amdgpu_pmc_block gfx908_blocks[] =
	GFX9_0_BLOCKS(327, 195, 87, 319, 58, 32);
static const struct amdgpu_pmc_block gfx90a_blocks[] =
	GFX9_0_BLOCKS(327, 195, 87, 295, 58, 32);

/* gfx900 and gfx906: see "Event ids" above. */
static const struct amdgpu_pmc_event gfx900_events[] = {
	AMDGPU_PMC_EVENT("grbm_count", GRBM, GRBM_PERF_SEL_COUNT),
	AMDGPU_PMC_EVENT("grbm_gui_active", GRBM, GRBM_PERF_SEL_GUI_ACTIVE),
	AMDGPU_PMC_EVENT("grbm_cp_busy", GRBM, GRBM_PERF_SEL_CP_BUSY),
	AMDGPU_PMC_EVENT("grbm_spi_busy", GRBM, GRBM_PERF_SEL_SPI_BUSY),
	AMDGPU_PMC_EVENT("grbm_ta_busy", GRBM, GRBM_PERF_SEL_TA_BUSY),
	AMDGPU_PMC_EVENT("grbm_tc_busy", GRBM, GRBM_PERF_SEL_TC_BUSY),
	AMDGPU_PMC_EVENT("grbm_cpc_busy", GRBM, GRBM_PERF_SEL_CPC_BUSY),
	AMDGPU_PMC_EVENT("grbm_ea_busy", GRBM, GRBM_PERF_SEL_EA_BUSY),
	AMDGPU_PMC_EVENT("grbm_se_count", GRBM_SE, GRBM_SE0_PERF_SEL_COUNT),
	AMDGPU_PMC_EVENT("grbm_se_spi_busy", GRBM_SE,
			 GRBM_SE0_PERF_SEL_SPI_BUSY),
	AMDGPU_PMC_EVENT("grbm_se_ta_busy", GRBM_SE, GRBM_SE0_PERF_SEL_TA_BUSY),
	AMDGPU_PMC_EVENT("sq_cycles", SQ, SQ_PERF_SEL_CYCLES),
	AMDGPU_PMC_EVENT("sq_busy_cycles", SQ, SQ_PERF_SEL_BUSY_CYCLES),
	AMDGPU_PMC_EVENT("sq_waves", SQ, SQ_PERF_SEL_WAVES),
	AMDGPU_PMC_EVENT("sq_level_waves", SQ, SQ_PERF_SEL_LEVEL_WAVES),
	AMDGPU_PMC_EVENT("sq_busy_cu_cycles", SQ, SQ_PERF_SEL_BUSY_CU_CYCLES),
	AMDGPU_PMC_EVENT("sq_insts_valu", SQ, SQ_PERF_SEL_INSTS_VALU),
	AMDGPU_PMC_EVENT("sq_insts_vmem_wr", SQ, SQ_PERF_SEL_INSTS_VMEM_WR),
	AMDGPU_PMC_EVENT("sq_insts_vmem_rd", SQ, SQ_PERF_SEL_INSTS_VMEM_RD),
	AMDGPU_PMC_EVENT("sq_insts_salu", SQ, SQ_PERF_SEL_INSTS_SALU),
	AMDGPU_PMC_EVENT("sq_insts_smem", SQ, SQ_PERF_SEL_INSTS_SMEM),
	AMDGPU_PMC_EVENT("sq_insts_flat", SQ, SQ_PERF_SEL_INSTS_FLAT),
	AMDGPU_PMC_EVENT("sq_insts_lds", SQ, SQ_PERF_SEL_INSTS_LDS),
	AMDGPU_PMC_EVENT("sq_insts_gds", SQ, SQ_PERF_SEL_INSTS_GDS),
	AMDGPU_PMC_EVENT("sq_wave_cycles", SQ, SQ_PERF_SEL_WAVE_CYCLES),
	AMDGPU_PMC_EVENT("sq_wait_inst_any", SQ, SQ_PERF_SEL_WAIT_INST_ANY),
	AMDGPU_PMC_EVENT("sq_wait_inst_lds", SQ, SQ_PERF_SEL_WAIT_INST_LDS),
	AMDGPU_PMC_EVENT("sq_active_inst_valu", SQ,
			 SQ_PERF_SEL_ACTIVE_INST_VALU),
	AMDGPU_PMC_EVENT("sq_inst_cycles_salu", SQ,
			 SQ_PERF_SEL_INST_CYCLES_SALU),
	AMDGPU_PMC_EVENT("sq_thread_cycles_valu", SQ,
			 SQ_PERF_SEL_THREAD_CYCLES_VALU),
	AMDGPU_PMC_EVENT("sq_lds_bank_conflict", SQ,
			 SQ_PERF_SEL_LDS_BANK_CONFLICT),
	AMDGPU_PMC_EVENT("sq_icache_hits", SQ, SQC_PERF_SEL_ICACHE_HITS),
	AMDGPU_PMC_EVENT("sq_dcache_hits", SQ, SQC_PERF_SEL_DCACHE_HITS),
	AMDGPU_PMC_EVENT("spi_csn_busy", SPI, 48), /* GPUPerfAPI only */
	AMDGPU_PMC_EVENT("spi_csn_num_threadgroups", SPI, 49), /* GPUPerfAPI only */
	AMDGPU_PMC_EVENT("spi_csn_wave", SPI, 52), /* GPUPerfAPI only */
	AMDGPU_PMC_EVENT("ta_ta_busy", TA, TA_PERF_SEL_ta_busy),
	AMDGPU_PMC_EVENT("ta_buffer_read_wavefronts", TA,
			 TA_PERF_SEL_buffer_read_wavefronts),
	AMDGPU_PMC_EVENT("ta_flat_read_wavefronts", TA,
			 TA_PERF_SEL_flat_read_wavefronts),
	AMDGPU_PMC_EVENT("ta_flat_write_wavefronts", TA,
			 TA_PERF_SEL_flat_write_wavefronts),
	AMDGPU_PMC_EVENT("td_td_busy", TD, TD_PERF_SEL_td_busy),
	/* counter_defs.yaml, GPUPerfAPI */
	AMDGPU_PMC_EVENT("tcp_tcp_ta_data_stall_cycles", TCP, 6),
	AMDGPU_PMC_EVENT("tcc_cycle", TCC, TCC_PERF_SEL_CYCLE),
	AMDGPU_PMC_EVENT("tcc_busy", TCC, TCC_PERF_SEL_BUSY),
	AMDGPU_PMC_EVENT("tcc_hit", TCC, 20), /* counter_defs.yaml, GPUPerfAPI */
	AMDGPU_PMC_EVENT("tcc_miss", TCC, 22), /* counter_defs.yaml, GPUPerfAPI */
	AMDGPU_PMC_EVENT("tcc_ea_wrreq", TCC, 29), /* counter_defs.yaml, GPUPerfAPI */
	AMDGPU_PMC_EVENT("tcc_ea_rdreq", TCC, 41), /* counter_defs.yaml, GPUPerfAPI */
	AMDGPU_PMC_EVENT("cpc_always_count", CPC, CPC_PERF_SEL_ALWAYS_COUNT),
	AMDGPU_PMC_EVENT("cpc_me1_busy_for_packet_decode", CPC,
			 CPC_PERF_SEL_ME1_BUSY_FOR_PACKET_DECODE),
	AMDGPU_PMC_EVENT("cpf_always_count", CPF, CPF_PERF_SEL_ALWAYS_COUNT),
};

/*
 * gfx908 (MI100): event ids from rocprofiler-sdk counter_defs.yaml; the
 * numbering is per target, so vega10_enum.h (Vega10) does not apply.
 */
static const struct amdgpu_pmc_event gfx908_events[] = {
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
	AMDGPU_PMC_EVENT("sq_insts_vmem_wr", SQ, 28), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_vmem_rd", SQ, 29), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_salu", SQ, 31), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_smem", SQ, 32), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_flat", SQ, 33), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_lds", SQ, 35), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_gds", SQ, 36), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_wave_cycles", SQ, 47), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_wait_inst_any", SQ, 61), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_wait_inst_lds", SQ, 64), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_active_inst_valu", SQ, 72), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_inst_cycles_salu", SQ, 85), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_thread_cycles_valu", SQ, 86), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_lds_bank_conflict", SQ, 94), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_icache_hits", SQ, 271), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_dcache_hits", SQ, 291), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_window_valid", SPI, 47), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_busy", SPI, 48), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_num_threadgroups", SPI, 49), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_wave", SPI, 52), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_ta_busy", TA, 15), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_buffer_read_wavefronts", TA, 45), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_flat_read_wavefronts", TA, 101), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_flat_write_wavefronts", TA, 102), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("td_td_busy", TD, 1), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcp_tcp_ta_data_stall_cycles", TCP, 6), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcp_total_accesses", TCP, 29), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcp_total_read", TCP, 30), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_cycle", TCC, 1), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_busy", TCC, 2), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_req", TCC, 3), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_hit", TCC, 17), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_miss", TCC, 19), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_ea_wrreq", TCC, 26), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_ea_rdreq", TCC, 38), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("cpc_me1_busy_for_packet_decode", CPC, 13), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("cpc_cpc_stat_busy", CPC, 25), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("cpf_cpf_stat_busy", CPF, 23), /* counter_defs.yaml only */
};

/*
 * gfx90a (MI200): event ids from rocprofiler-sdk counter_defs.yaml; the
 * numbering is per target, so vega10_enum.h (Vega10) does not apply.
 */
static const struct amdgpu_pmc_event gfx90a_events[] = {
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
	AMDGPU_PMC_EVENT("sq_insts_vmem_wr", SQ, 53), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_vmem_rd", SQ, 54), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_salu", SQ, 56), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_smem", SQ, 57), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_flat", SQ, 58), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_lds", SQ, 60), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_insts_gds", SQ, 61), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_wave_cycles", SQ, 74), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_wait_inst_any", SQ, 88), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_wait_inst_lds", SQ, 91), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_active_inst_valu", SQ, 99), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_inst_cycles_salu", SQ, 112), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_thread_cycles_valu", SQ, 113), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_lds_bank_conflict", SQ, 121), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_icache_hits", SQ, 271), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("sq_dcache_hits", SQ, 291), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_window_valid", SPI, 47), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_busy", SPI, 48), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_num_threadgroups", SPI, 49), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("spi_csn_wave", SPI, 52), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_ta_busy", TA, 15), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_buffer_read_wavefronts", TA, 45), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_flat_read_wavefronts", TA, 101), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("ta_flat_write_wavefronts", TA, 102), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("td_td_busy", TD, 1), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcp_tcp_ta_data_stall_cycles", TCP, 6), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcp_total_accesses", TCP, 29), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcp_total_read", TCP, 30), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_cycle", TCC, 1), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_busy", TCC, 2), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_req", TCC, 3), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_hit", TCC, 17), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_miss", TCC, 19), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_ea_wrreq", TCC, 26), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("tcc_ea_rdreq", TCC, 38), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("cpc_me1_busy_for_packet_decode", CPC, 13), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("cpc_cpc_stat_busy", CPC, 25), /* counter_defs.yaml only */
	AMDGPU_PMC_EVENT("cpf_cpf_stat_busy", CPF, 23), /* counter_defs.yaml only */
};

/*
 * GFX9 packets (soc15d.h), as gfx_v9_0.c and AQLprofile's
 * gfx9_cmd_builder.h emit them.
 */
#define GFX9_COPY_SRC(s) \
	PACKET3_COPY_DATA__SRC_SEL(PACKET3_COPY_DATA__SRC_SEL__##s)
#define GFX9_COPY_DST(s) \
	PACKET3_COPY_DATA__DST_SEL(PACKET3_COPY_DATA__DST_SEL__##s)
#define GFX9_COUNT_32	PACKET3_COPY_DATA__COUNT_SEL__32_BITS_OF_DATA
#define GFX9_COUNT_64	PACKET3_COPY_DATA__COUNT_SEL__64_BITS_OF_DATA
#define GFX9_CS_FLUSH_INDEX	PACKET3_EVENT_WRITE__EVENT_INDEX__CS_PARTIAL_FLUSH

static void gfx9_pmc_wreg(struct amdgpu_pmc_buf *buf, u32 addr, u32 val)
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
		/* Config space: COPY_DATA immediate to register (pmc_builder.h). */
		amdgpu_pmc_emit(buf, PACKET3(PACKET3_COPY_DATA, 4));
		amdgpu_pmc_emit(buf, GFX9_COPY_SRC(IMMEDIATE_DATA) |
				GFX9_COPY_DST(MEM_MAPPED_REGISTER) |
				PACKET3_COPY_DATA__WR_CONFIRM(1));
		amdgpu_pmc_emit(buf, val);
		amdgpu_pmc_emit(buf, 0);
		amdgpu_pmc_emit(buf, PACKET3_COPY_DATA__DST_REG_OFFSET(addr));
		amdgpu_pmc_emit(buf, 0);
		return;
	}
	amdgpu_pmc_emit(buf, val);
}

static void gfx9_pmc_copy_reg(struct amdgpu_pmc_buf *buf, u32 addr, u64 dst)
{
	amdgpu_pmc_emit(buf, PACKET3(PACKET3_COPY_DATA, 4));
	amdgpu_pmc_emit(buf, GFX9_COPY_SRC(MEM_MAPPED_REGISTER) |
			GFX9_COPY_DST(MEMORY) |
			PACKET3_COPY_DATA__COUNT_SEL(GFX9_COUNT_32));
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
static void gfx9_pmc_copy_clock(struct amdgpu_pmc_buf *buf, u64 dst)
{
	amdgpu_pmc_emit(buf, PACKET3(PACKET3_COPY_DATA, 4));
	amdgpu_pmc_emit(buf, GFX9_COPY_SRC(GPU_CLOCK_COUNT) |
			GFX9_COPY_DST(MEMORY) |
			PACKET3_COPY_DATA__COUNT_SEL(GFX9_COUNT_64));
	amdgpu_pmc_emit(buf, 0);
	amdgpu_pmc_emit(buf, 0);
	amdgpu_pmc_emit(buf, lower_32_bits(dst));
	amdgpu_pmc_emit(buf, upper_32_bits(dst));
}

static void gfx9_pmc_cs_partial_flush(struct amdgpu_pmc_buf *buf)
{
	amdgpu_pmc_emit(buf, PACKET3(PACKET3_EVENT_WRITE, 0));
	amdgpu_pmc_emit(buf, PACKET3_EVENT_WRITE__EVENT_TYPE(CS_PARTIAL_FLUSH) |
			PACKET3_EVENT_WRITE__EVENT_INDEX(GFX9_CS_FLUSH_INDEX));
}

const struct amdgpu_pmc_pm4_funcs amdgpu_pmc_gfx9_pm4 = {
	.wreg = gfx9_pmc_wreg,
	.copy_reg = gfx9_pmc_copy_reg,
	.copy_clock = gfx9_pmc_copy_clock,
	.cs_partial_flush = gfx9_pmc_cs_partial_flush,
};

/* The family values of GC 9.0.1-9.4.2, but for SQ_PERFCOUNTER_CTRL. */
#define GFX9_0_FAMILY(sq_ctrl)						\
{									\
	.grbm_gfx_index = AMDGPU_PMC_PREG(mm, GRBM_GFX_INDEX),		\
	.gfx_index_instance = GRBM_GFX_INDEX__INSTANCE_INDEX_MASK,	\
	.gfx_index_sa = GRBM_GFX_INDEX__SH_INDEX_MASK,			\
	.gfx_index_se = GRBM_GFX_INDEX__SE_INDEX_MASK,			\
	.gfx_index_sa_broadcast = GRBM_GFX_INDEX__SH_BROADCAST_WRITES_MASK, \
	.gfx_index_instance_broadcast =					\
		GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK,		\
	.gfx_index_se_broadcast = GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK, \
	.cp_perfmon_cntl = AMDGPU_PMC_PREG(mm, CP_PERFMON_CNTL),	\
	AMDGPU_PMC_PERFMON_VALUES(CP_PERFMON_CNTL),			\
	/* STOP_COUNTING without SAMPLE_ENABLE, as AQLprofile stops. */	\
	.cp_perfmon_stop = CP_PERFMON_STATE_STOP_COUNTING <<		\
			   CP_PERFMON_CNTL__PERFMON_STATE__SHIFT,	\
	.compute_perfcount_enable =					\
		AMDGPU_PMC_PREG(mm, COMPUTE_PERFCOUNT_ENABLE),		\
	.rlc_perfmon_clk_cntl = AMDGPU_PMC_PREG(mm, RLC_PERFMON_CLK_CNTL), \
	.sq_perfcounter_ctrl = AMDGPU_PMC_PREG(mm, SQ_PERFCOUNTER_CTRL), \
	.sq_perfcounter_ctrl_value = (sq_ctrl),				\
	.sq_perfcounter_mask = AMDGPU_PMC_PREG(mm, SQ_PERFCOUNTER_MASK), \
	.pm4 = &amdgpu_pmc_gfx9_pm4,					\
}

static const struct amdgpu_pmc_family gfx9_0_family =
	GFX9_0_FAMILY(GFX9_0_SQ_CTRL);

static const struct amdgpu_pmc_family gfx9_4_2_family =
	GFX9_0_FAMILY(GFX9_0_SQ_CTRL | GFX9_4_2_SQ_CTRL_VMID_MASK);

const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_0_1 = {
	.gc_ip = IP_VERSION(9, 0, 1),
	.name = "gfx900",
	.family = &gfx9_0_family,
	.blocks = gfx900_blocks,
	.num_blocks = ARRAY_SIZE(gfx900_blocks),
	.events = gfx900_events,
	.num_events = ARRAY_SIZE(gfx900_events),
};

const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_4_0 = {
	.gc_ip = IP_VERSION(9, 4, 0),
	.name = "gfx906",
	.family = &gfx9_0_family,
	.blocks = gfx906_blocks,
	.num_blocks = ARRAY_SIZE(gfx906_blocks),
	.events = gfx900_events,
	.num_events = ARRAY_SIZE(gfx900_events),
};

const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_4_1 = {
	.gc_ip = IP_VERSION(9, 4, 1),
	.name = "gfx908",
	.family = &gfx9_0_family,
	.blocks = gfx908_blocks,
	.num_blocks = ARRAY_SIZE(gfx908_blocks),
	.events = gfx908_events,
	.num_events = ARRAY_SIZE(gfx908_events),
};

const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_4_2 = {
	.gc_ip = IP_VERSION(9, 4, 2),
	.name = "gfx90a",
	.family = &gfx9_4_2_family,
	.blocks = gfx90a_blocks,
	.num_blocks = ARRAY_SIZE(gfx90a_blocks),
	.events = gfx90a_events,
	.num_events = ARRAY_SIZE(gfx90a_events),
};

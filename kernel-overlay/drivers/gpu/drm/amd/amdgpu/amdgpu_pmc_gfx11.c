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
 * GC performance counter tables for GC 11.0.x (gfx1100-gfx1103, RDNA3) and
 * GC 11.5.x (gfx1150-gfx1154, RDNA3.5): every GFX11 version KFD knows
 * (kfd_device.c) but 11.7, which no public counter source covers yet.
 *
 * Registers: gc_11_0_0_offset.h and gc_11_0_0_sh_mask.h, which gfx_v11_0.c
 * uses for all of them. gc_11_0_3_offset.h and gc_11_5_0_offset.h give the
 * same offsets for every register below but define fewer GRBM_SEn register
 * sets (4 and 2 against 7); the PMU uses as many as the device has SEs.
 * gc_11_5_0_sh_mask.h has a 7-bit GRBM_GFX_INDEX.INSTANCE_INDEX (0x7f, 8
 * bits in gc_11_0_0): the indices written (a CU, or a WGP << 2) stay below
 * 0x80 on every part, so both encode alike.
 * Events: soc21_enum.h but where GPUPerfAPI contradicts it (below).
 *
 * The layout is GFX12's (amdgpu_pmc_gfx12.c) but for:
 * - per-SE GRBM counters in a register set per SE (GRBM_SEn), not GRBMH;
 * - TA, TD and TCP per CU, INSTANCE_INDEX = CU of the SA;
 * - SELECT1 on counter 0 of GL1A and GL1C and counters 0-1 of GL2C, 0-3 of
 *   SPI (the header symbols);
 * - CP_PERFMON_CNTL under that name, and the stop value (below).
 * SQ is split as on GFX12: SQ_PERFCOUNTERn per WGP, 32 bits wide, 16
 * SELECT but 8 LO registers; SQG_PERFCOUNTERn per SE, 64 bits.
 *
 * AQLprofile below is projects/aqlprofile/ of ROCm/rocm-systems at
 * 1b1610fc2b2a (gfxip/gfx11/gfx11_block_table.h, gfx11_primitives.h,
 * src/pm4/pmc_builder.h); Mesa is src/amd/common/ac_perfcounter_gfx11.c and
 * ac_perfcounter.c (08f50f169bae); GPUPerfAPI is
 * GPUOpen-Tools/gpu_performance_api v4.3-tag (7976216f2848),
 * source/auto_generated/gpu_perf_api_counter_generator/
 * gpa_hw_counter_gfx11.cc and gpa_hw_counter_gfx11_gfx1150.cc;
 * rocprofiler-sdk is source/share/rocprofiler-sdk/counter_defs.yaml of
 * ROCm/rocm-systems 1b1610fc2b2a (gfx1100-gfx1102 only).
 *
 * Where the public sources disagree:
 * - SPI CSN_BUSY/NUM_THREADGROUPS/WAVE: GPUPerfAPI gfx11 46/47/50,
 *   soc21_enum.h 45/46/49. GPUPerfAPI's ids are taken: they are also
 *   soc24_enum.h's and GPUPerfAPI gfx12's for the same events, and the
 *   soc21 SPI list is one lower than GPUPerfAPI exactly from CSN_BUSY on.
 *   Not checked on hardware.
 * - TCP REQ_MISS: GPUPerfAPI gfx11 (and its gfx1150 override) 17,
 *   soc21_enum.h 18; 17 is taken, as on GFX12 (soc24_enum.h). REQ is 9 in
 *   both.
 * - TA, TD and TCP instances: Mesa counts one per CU of each SA
 *   (max_good_cu_per_sa, ac_perfcounter.c); AQLprofile has TCP as 16 per
 *   SA (a maximum), TA per SE and no TD block for gfx11. Mesa's is used:
 *   TA, TD and TCP sit beside each CU like TCP, and the device's CU count
 *   covers every part.
 * - GL1A: one per SA (Mesa), 4 (AQLprofile); GL1C: 4 per SA in both. As
 *   on GFX12.
 * - GL2A: one instance (Mesa) or 32 (AQLprofile, the same maximum as its
 *   GL2C); no source gives the count of a GFX11 part, so the block is not
 *   exposed. GL2C: one per L2 channel (max_texture_channel_caches).
 * - CP_PERFMON_CNTL stop value: 2 (STOP_COUNTING), AQLprofile's
 *   cp_perfmon_cntl_stop_value() in gfx11_primitives.h; Mesa writes
 *   STOP_COUNTING | SAMPLE_ENABLE (si_perfcounter.c) for every family. The
 *   PMU samples before it stops, so the latch of the stop is never read.
 * - SQ control: SQ_PERFCOUNTER_CTRL = PS|GS|HS|CS (0x55, AQLprofile
 *   sq_control_value(), the stages gc_11_0_0_sh_mask.h has) and
 *   SQ_PERFCOUNTER_CTRL2 = FORCE_EN | all VMIDs, as on GFX12.
 * - max_event is the highest id soc21_enum.h, AQLprofile or Mesa defines
 *   for the target, since it only bounds raw selects: GRBM 49, GRBM_SE 20,
 *   SQ 511, SQG 33 (34 is DUMMY_LAST), SPI 283, TA 235, GL1A 24, GL1C 84,
 *   GL2C 259, CPC 55, CPF 43, CPG 91; TD 195 and TCP 76 on 11.0 (Mesa),
 *   192 and 62 on 11.5, for which Mesa has no tables (soc21_enum.h).
 * - The shader-windowed blocks are Mesa's list: TA, TD, TCP, GL1A, GL1C.
 *
 * Perfmon clock: GFX11 has no RLC_PERFMON_CLK_CNTL, and both AQLprofile
 * (pmc_builder.h, GFXIP_LEVEL 9 only) and Mesa (ac_cmdbuf.c, "not needed")
 * leave perfmon clock gating alone in PM4; the PMU overrides it through
 * amdgpu_gfx_perfmon_clk_ctrl(), as on GFX12.
 */

#include <linux/kernel.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"
#include "soc21_enum.h"

#include "gc/gc_11_0_0_offset.h"
#include "gc/gc_11_0_0_sh_mask.h"

static const struct amdgpu_pmc_counter gfx11_grbm[] = {
	AMDGPU_PMC_CNT_NOSEL1(reg, GRBM_PERFCOUNTER0_SELECT,
			      GRBM_PERFCOUNTER0_LO, GRBM_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(reg, GRBM_PERFCOUNTER1_SELECT,
			      GRBM_PERFCOUNTER1_LO, GRBM_PERFCOUNTER1_HI),
};

/* One counter per SE, in its own register set (GRBM_SE0..6). */
#define GFX11_GRBM_SE(n)						\
	AMDGPU_PMC_CNT_NOSEL1(reg, GRBM_SE##n##_PERFCOUNTER_SELECT,	\
			      GRBM_SE##n##_PERFCOUNTER_LO,		\
			      GRBM_SE##n##_PERFCOUNTER_HI)

static const struct amdgpu_pmc_counter gfx11_grbm_se[] = {
	GFX11_GRBM_SE(0), GFX11_GRBM_SE(1), GFX11_GRBM_SE(2),
	GFX11_GRBM_SE(3), GFX11_GRBM_SE(4), GFX11_GRBM_SE(5),
	GFX11_GRBM_SE(6),
};

static const struct amdgpu_pmc_counter gfx11_sq[] = {
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER0_SELECT, SQ_PERFCOUNTER0_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER2_SELECT, SQ_PERFCOUNTER1_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER4_SELECT, SQ_PERFCOUNTER2_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER6_SELECT, SQ_PERFCOUNTER3_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER8_SELECT, SQ_PERFCOUNTER4_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER10_SELECT, SQ_PERFCOUNTER5_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER12_SELECT, SQ_PERFCOUNTER6_LO),
	AMDGPU_PMC_CNT_LO(reg, SQ_PERFCOUNTER14_SELECT, SQ_PERFCOUNTER7_LO),
};

#define GFX11_CNT(b, n)							\
	AMDGPU_PMC_CNT_NOSEL1(reg, b##_PERFCOUNTER##n##_SELECT,		\
			      b##_PERFCOUNTER##n##_LO, b##_PERFCOUNTER##n##_HI)
#define GFX11_CNT_S1(b, n)						\
	AMDGPU_PMC_CNT(reg, b##_PERFCOUNTER##n##_SELECT,			\
		       b##_PERFCOUNTER##n##_SELECT1,			\
		       b##_PERFCOUNTER##n##_LO, b##_PERFCOUNTER##n##_HI)

static const struct amdgpu_pmc_counter gfx11_sqg[] = {
	GFX11_CNT(SQG, 0), GFX11_CNT(SQG, 1), GFX11_CNT(SQG, 2),
	GFX11_CNT(SQG, 3), GFX11_CNT(SQG, 4), GFX11_CNT(SQG, 5),
	GFX11_CNT(SQG, 6), GFX11_CNT(SQG, 7),
};

static const struct amdgpu_pmc_counter gfx11_spi[] = {
	GFX11_CNT_S1(SPI, 0), GFX11_CNT_S1(SPI, 1), GFX11_CNT_S1(SPI, 2),
	GFX11_CNT_S1(SPI, 3), GFX11_CNT(SPI, 4), GFX11_CNT(SPI, 5),
};

static const struct amdgpu_pmc_counter gfx11_ta[] = {
	GFX11_CNT_S1(TA, 0), GFX11_CNT(TA, 1),
};

static const struct amdgpu_pmc_counter gfx11_td[] = {
	GFX11_CNT_S1(TD, 0), GFX11_CNT(TD, 1),
};

static const struct amdgpu_pmc_counter gfx11_tcp[] = {
	GFX11_CNT_S1(TCP, 0), GFX11_CNT_S1(TCP, 1), GFX11_CNT(TCP, 2),
	GFX11_CNT(TCP, 3),
};

static const struct amdgpu_pmc_counter gfx11_gl1a[] = {
	GFX11_CNT_S1(GL1A, 0), GFX11_CNT(GL1A, 1), GFX11_CNT(GL1A, 2),
	GFX11_CNT(GL1A, 3),
};

static const struct amdgpu_pmc_counter gfx11_gl1c[] = {
	GFX11_CNT_S1(GL1C, 0), GFX11_CNT(GL1C, 1), GFX11_CNT(GL1C, 2),
	GFX11_CNT(GL1C, 3),
};

static const struct amdgpu_pmc_counter gfx11_gl2c[] = {
	GFX11_CNT_S1(GL2C, 0), GFX11_CNT_S1(GL2C, 1), GFX11_CNT(GL2C, 2),
	GFX11_CNT(GL2C, 3),
};

static const struct amdgpu_pmc_counter gfx11_cpc[] = {
	GFX11_CNT_S1(CPC, 0), GFX11_CNT(CPC, 1),
};

static const struct amdgpu_pmc_counter gfx11_cpf[] = {
	GFX11_CNT_S1(CPF, 0), GFX11_CNT(CPF, 1),
};

static const struct amdgpu_pmc_counter gfx11_cpg[] = {
	GFX11_CNT_S1(CPG, 0), GFX11_CNT(CPG, 1),
};

#define GFX11_WINDOWED AMDGPU_PMC_BLOCK_SQ_WINDOWED

/* Max events: see the max_event policy above; TD and TCP differ on 11.5. */
#define GFX11_BLOCKS(td_max, tcp_max) {					\
	{ AMDGPU_PMC_BLOCK(GRBM, "grbm", XCC, ONE, 64, 49),		\
	  .counters = gfx11_grbm, .num_counters = ARRAY_SIZE(gfx11_grbm) }, \
	{ AMDGPU_PMC_BLOCK(GRBM_SE, "grbm_se", SE, ONE, 64, 20),	\
	  .counters = gfx11_grbm_se, .num_counters = 1,			\
	  .flags = AMDGPU_PMC_BLOCK_PER_SE_REGS,				\
	  .num_se_regs = ARRAY_SIZE(gfx11_grbm_se) },			\
	{ AMDGPU_PMC_BLOCK(SQ, "sq", SA_INST, WGP_PER_SA, 32, 511),	\
	  .counters = gfx11_sq, .num_counters = ARRAY_SIZE(gfx11_sq),	\
	  .flags = AMDGPU_PMC_BLOCK_SQ_CONTROL,				\
	  .inst_shift = 2, .num_rows = 1 },				\
	{ AMDGPU_PMC_BLOCK(SQG, "sqg", SE, ONE, 64, 33),		\
	  .counters = gfx11_sqg, .num_counters = ARRAY_SIZE(gfx11_sqg),	\
	  .flags = AMDGPU_PMC_BLOCK_SQG_CONTROL },			\
	{ AMDGPU_PMC_BLOCK(SPI, "spi", SE, ONE, 64, 283),		\
	  .counters = gfx11_spi, .num_counters = ARRAY_SIZE(gfx11_spi) }, \
	{ AMDGPU_PMC_BLOCK(TA, "ta", SA_INST, CU_PER_SA, 64, 235),	\
	  .counters = gfx11_ta, .num_counters = ARRAY_SIZE(gfx11_ta),	\
	  .flags = GFX11_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(TD, "td", SA_INST, CU_PER_SA, 64, td_max),	\
	  .counters = gfx11_td, .num_counters = ARRAY_SIZE(gfx11_td),	\
	  .flags = GFX11_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(TCP, "tcp", SA_INST, CU_PER_SA, 64, tcp_max), \
	  .counters = gfx11_tcp, .num_counters = ARRAY_SIZE(gfx11_tcp),	\
	  .flags = GFX11_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(GL1A, "gl1a", SA, ONE, 64, 24),		\
	  .counters = gfx11_gl1a, .num_counters = ARRAY_SIZE(gfx11_gl1a), \
	  .flags = GFX11_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(GL1C, "gl1c", SA_INST, FIXED, 64, 84),	\
	  .num_instances = 4,						\
	  .counters = gfx11_gl1c, .num_counters = ARRAY_SIZE(gfx11_gl1c), \
	  .flags = GFX11_WINDOWED },					\
	{ AMDGPU_PMC_BLOCK(GL2C, "gl2c", XCC_INST, L2_CHANNELS, 64, 259), \
	  .counters = gfx11_gl2c, .num_counters = ARRAY_SIZE(gfx11_gl2c) }, \
	{ AMDGPU_PMC_BLOCK(CPC, "cpc", XCC, ONE, 64, 55),		\
	  .counters = gfx11_cpc, .num_counters = ARRAY_SIZE(gfx11_cpc) }, \
	{ AMDGPU_PMC_BLOCK(CPF, "cpf", XCC, ONE, 64, 43),		\
	  .counters = gfx11_cpf, .num_counters = ARRAY_SIZE(gfx11_cpf) }, \
	{ AMDGPU_PMC_BLOCK(CPG, "cpg", XCC, ONE, 64, 91),		\
	  .counters = gfx11_cpg, .num_counters = ARRAY_SIZE(gfx11_cpg) }, \
}

static const struct amdgpu_pmc_block gfx11_0_blocks[] = GFX11_BLOCKS(195, 76);
static const struct amdgpu_pmc_block gfx11_5_blocks[] = GFX11_BLOCKS(192, 62);

/* soc21_enum.h ids, except SPI CSN and TCP REQ_MISS (GPUPerfAPI, see above). */
static const struct amdgpu_pmc_event gfx11_events[] = {
	AMDGPU_PMC_EVENT("grbm_count", GRBM, GRBM_PERF_SEL_COUNT),
	AMDGPU_PMC_EVENT("grbm_gui_active", GRBM, GRBM_PERF_SEL_GUI_ACTIVE),
	AMDGPU_PMC_EVENT("grbm_cp_busy", GRBM, GRBM_PERF_SEL_CP_BUSY),
	AMDGPU_PMC_EVENT("grbm_spi_busy", GRBM, GRBM_PERF_SEL_SPI_BUSY),
	AMDGPU_PMC_EVENT("grbm_ta_busy", GRBM, GRBM_PERF_SEL_TA_BUSY),
	AMDGPU_PMC_EVENT("grbm_tcp_busy", GRBM, GRBM_PERF_SEL_TCP_BUSY),
	AMDGPU_PMC_EVENT("grbm_cpc_busy", GRBM, GRBM_PERF_SEL_CPC_BUSY),
	AMDGPU_PMC_EVENT("grbm_gl2cc_busy", GRBM, GRBM_PERF_SEL_GL2CC_BUSY),
	AMDGPU_PMC_EVENT("grbm_ea_busy", GRBM, GRBM_PERF_SEL_EA_BUSY),
	AMDGPU_PMC_EVENT("grbm_se_count", GRBM_SE, GRBM_SE0_PERF_SEL_COUNT),
	AMDGPU_PMC_EVENT("grbm_se_spi_busy", GRBM_SE,
			 GRBM_SE0_PERF_SEL_SPI_BUSY),
	AMDGPU_PMC_EVENT("grbm_se_ta_busy", GRBM_SE, GRBM_SE0_PERF_SEL_TA_BUSY),
	AMDGPU_PMC_EVENT("grbm_se_gl1cc_busy", GRBM_SE,
			 GRBM_SE0_PERF_SEL_GL1CC_BUSY),
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
	/* GPUPerfAPI gfx11 ids; soc21_enum.h has each one lower */
	AMDGPU_PMC_EVENT("spi_csn_busy", SPI, 46),
	AMDGPU_PMC_EVENT("spi_csn_num_threadgroups", SPI, 47),
	AMDGPU_PMC_EVENT("spi_csn_wave", SPI, 50),
	AMDGPU_PMC_EVENT("ta_ta_busy", TA, TA_PERF_SEL_ta_busy),
	AMDGPU_PMC_EVENT("ta_buffer_load_wavefronts", TA,
			 TA_PERF_SEL_buffer_load_wavefronts),
	AMDGPU_PMC_EVENT("ta_buffer_store_wavefronts", TA,
			 TA_PERF_SEL_buffer_store_wavefronts),
	AMDGPU_PMC_EVENT("ta_flat_load_wavefronts", TA,
			 TA_PERF_SEL_flat_load_wavefronts),
	AMDGPU_PMC_EVENT("td_td_busy", TD, TD_PERF_SEL_td_busy),
	AMDGPU_PMC_EVENT("tcp_req", TCP, TCP_PERF_SEL_REQ),
	AMDGPU_PMC_EVENT("tcp_req_miss", TCP, 17), /* GPUPerfAPI; soc21 18 */
	AMDGPU_PMC_EVENT("gl1a_busy", GL1A, GL1A_PERF_SEL_BUSY),
	AMDGPU_PMC_EVENT("gl1c_busy", GL1C, GL1C_PERF_SEL_BUSY),
	AMDGPU_PMC_EVENT("gl1c_req", GL1C, GL1C_PERF_SEL_REQ),
	AMDGPU_PMC_EVENT("gl2c_hit", GL2C, GL2C_PERF_SEL_HIT),
	AMDGPU_PMC_EVENT("gl2c_miss", GL2C, GL2C_PERF_SEL_MISS),
	AMDGPU_PMC_EVENT("gl2c_mc_rdreq", GL2C, GL2C_PERF_SEL_MC_RDREQ),
	AMDGPU_PMC_EVENT("gl2c_ea_rdreq_32b", GL2C, GL2C_PERF_SEL_EA_RDREQ_32B),
	AMDGPU_PMC_EVENT("gl2c_ea_rdreq_64b", GL2C, GL2C_PERF_SEL_EA_RDREQ_64B),
	AMDGPU_PMC_EVENT("gl2c_ea_rdreq_128b", GL2C,
			 GL2C_PERF_SEL_EA_RDREQ_128B),
	AMDGPU_PMC_EVENT("gl2c_mc_wrreq", GL2C, GL2C_PERF_SEL_MC_WRREQ),
	AMDGPU_PMC_EVENT("gl2c_ea_wrreq_64b", GL2C, GL2C_PERF_SEL_EA_WRREQ_64B),
	AMDGPU_PMC_EVENT("cpc_always_count", CPC, CPC_PERF_SEL_ALWAYS_COUNT),
	AMDGPU_PMC_EVENT("cpc_cpc_stat_busy", CPC, CPC_PERF_SEL_CPC_STAT_BUSY),
	AMDGPU_PMC_EVENT("cpf_cpf_stat_busy", CPF, CPF_PERF_SEL_CPF_STAT_BUSY),
};

static const struct amdgpu_pmc_family gfx11_family = {
	.grbm_gfx_index = AMDGPU_PMC_PREG(reg, GRBM_GFX_INDEX),
	.gfx_index_instance = GRBM_GFX_INDEX__INSTANCE_INDEX_MASK,
	.gfx_index_sa = GRBM_GFX_INDEX__SA_INDEX_MASK,
	.gfx_index_se = GRBM_GFX_INDEX__SE_INDEX_MASK,
	.gfx_index_sa_broadcast = GRBM_GFX_INDEX__SA_BROADCAST_WRITES_MASK,
	.gfx_index_instance_broadcast =
		GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK,
	.gfx_index_se_broadcast = GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK,
	.cp_perfmon_cntl = AMDGPU_PMC_PREG(reg, CP_PERFMON_CNTL),
	AMDGPU_PMC_PERFMON_VALUES(CP_PERFMON_CNTL),
	.cp_perfmon_stop = CP_PERFMON_STATE_STOP_COUNTING <<
			   CP_PERFMON_CNTL__PERFMON_STATE__SHIFT,
	.compute_perfcount_enable = AMDGPU_PMC_PREG(reg, COMPUTE_PERFCOUNT_ENABLE),
	.sq_perfcounter_ctrl = AMDGPU_PMC_PREG(reg, SQ_PERFCOUNTER_CTRL),
	.sq_perfcounter_ctrl_value = SQ_PERFCOUNTER_CTRL__PS_EN_MASK |
				     SQ_PERFCOUNTER_CTRL__GS_EN_MASK |
				     SQ_PERFCOUNTER_CTRL__HS_EN_MASK |
				     SQ_PERFCOUNTER_CTRL__CS_EN_MASK,
	.sq_perfcounter_ctrl2 = AMDGPU_PMC_PREG(reg, SQ_PERFCOUNTER_CTRL2),
	.sq_perfcounter_ctrl2_value = SQ_PERFCOUNTER_CTRL2__FORCE_EN_MASK |
				      SQ_PERFCOUNTER_CTRL2__VMID_EN_MASK,
	/* regSQ_PERFCOUNTER_CTRL2_DEFAULT (gc_11_0_0_default.h) */
	.sq_perfcounter_ctrl2_reset = SQ_PERFCOUNTER_CTRL2__VMID_EN_MASK,
	.sqg_perfcounter_ctrl = AMDGPU_PMC_PREG(reg, SQG_PERFCOUNTER_CTRL),
	/* The same packets as GFX12 (nvd.h), as gfx_v11_0.c emits them. */
	.pm4 = &amdgpu_pmc_gfx12_pm4,
};

/* The blocks of 11.0 and 11.5, for GFX11_ARCH() */
#define GFX11_0	.blocks = gfx11_0_blocks, .num_blocks = ARRAY_SIZE(gfx11_0_blocks)
#define GFX11_5	.blocks = gfx11_5_blocks, .num_blocks = ARRAY_SIZE(gfx11_5_blocks)

#define GFX11_ARCH(maj, min, rev, target, blocks)			\
const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_##maj##_##min##_##rev = { \
	.gc_ip = IP_VERSION(maj, min, rev),				\
	.name = target,							\
	.family = &gfx11_family,					\
	blocks,								\
	.events = gfx11_events,						\
	.num_events = ARRAY_SIZE(gfx11_events),				\
}

/* gfx targets: kfd_device.c's gfx_target_version of each IP version */
GFX11_ARCH(11, 0, 0, "gfx1100", GFX11_0);
GFX11_ARCH(11, 0, 1, "gfx1103", GFX11_0);
GFX11_ARCH(11, 0, 2, "gfx1102", GFX11_0);
GFX11_ARCH(11, 0, 3, "gfx1101", GFX11_0);
GFX11_ARCH(11, 0, 4, "gfx1103", GFX11_0);
GFX11_ARCH(11, 5, 0, "gfx1150", GFX11_5);
GFX11_ARCH(11, 5, 1, "gfx1151", GFX11_5);
GFX11_ARCH(11, 5, 2, "gfx1152", GFX11_5);
GFX11_ARCH(11, 5, 3, "gfx1153", GFX11_5);
GFX11_ARCH(11, 5, 4, "gfx1154", GFX11_5);
GFX11_ARCH(11, 5, 6, "gfx1154", GFX11_5);

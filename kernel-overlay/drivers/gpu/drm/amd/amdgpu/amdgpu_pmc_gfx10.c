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
 * GC performance counter tables for GC 10.3.x (gfx1030-gfx1036, RDNA2):
 * every GFX10.3 version KFD knows (kfd_device.c). GFX10.1 (Navi1x) is not
 * covered: its TD, TCP and GL1C lists differ (Mesa ac_perfcounter_gfx10.c
 * splits GFX10 from GFX10.3) and no counter tool publishes its ids.
 *
 * Registers: gc_10_3_0_offset.h and gc_10_3_0_sh_mask.h (mm symbols), which
 * gfx_v10_0.c uses for every 10.3 part.
 * Events: navi10_enum.h, the only GFX10 enum header (a Navi10 list that
 * gfx_v10_0.c also uses for 10.3), but where the GFX10.3 tools contradict
 * it (below).
 *
 * The layout is GFX11's (amdgpu_pmc_gfx11.c) but for:
 * - SQ: per SE, 64-bit SQ_PERFCOUNTERn_LO/HI pairs, as on GFX9; no SQG, no
 *   SQ_PERFCOUNTER_CTRL2 in the sequences (AQLprofile leaves it alone);
 * - GRBM_SE0..3;
 * - RLC_PERFMON_CLK_CNTL written in the start and stop sequences, as on
 *   GFX9 (perfmon clock, below);
 * - SQ_PERFCOUNTER_CTRL's reset value, 0x200 (CNTR_RATE 2,
 *   gc_10_3_0_default.h), written back at session end;
 * - the stop value (below).
 *
 * AQLprofile below is projects/aqlprofile/ of ROCm/rocm-systems at
 * 1b1610fc2b2a (gfxip/gfx10/gfx10_block_table.h, src/pm4/pmc_builder.h);
 * Mesa is src/amd/common/ac_perfcounter_gfx10.c, ac_perfcounter.c and
 * ac_gpu_info.c (08f50f169bae); GPUPerfAPI is
 * GPUOpen-Tools/gpu_performance_api v4.3-tag (7976216f2848),
 * source/auto_generated/gpu_perf_api_counter_generator/
 * gpa_hw_counter_gfx103.cc; rocprofiler-sdk is
 * source/share/rocprofiler-sdk/counter_defs.yaml of ROCm/rocm-systems
 * 1b1610fc2b2a (gfx1030-gfx1032 only).
 *
 * Where the public sources disagree:
 * - SPI CSN_BUSY/NUM_THREADGROUPS/WAVE: GPUPerfAPI gfx103 51/52/55,
 *   navi10_enum.h 48/49/52. GPUPerfAPI's ids are taken: navi10's SPI list
 *   is contradicted by GPUPerfAPI gfx103 at 42 of the 43 ids both name.
 * - GL1C REQ: GPUPerfAPI gfx103 14, navi10_enum.h 6 (a 7-entry list,
 *   against Mesa's 64 GFX10.3 selects); 14 is taken, soc21_enum.h's value.
 * - GL2C HIT/MISS/MC_RDREQ/EA_RDREQ_32B/64B/128B/MC_WRREQ/EA_WRREQ_64B:
 *   rocprofiler-sdk gfx1030 and GPUPerfAPI gfx103 42/43/96/99/100/102/83/85,
 *   navi10_enum.h 34/35/81/83/84/86/69/70. The tools' ids are taken; they
 *   are soc21_enum.h's too.
 * - TCP REQ/REQ_MISS: GPUPerfAPI gfx103 9/18; navi10_enum.h's TCP list
 *   shares no name with GPUPerfAPI's and has neither event. GPUPerfAPI's
 *   are taken.
 * - SQ counters: 16 LO/HI pairs in gc_10_3_0_offset.h; AQLprofile uses 8
 *   per SE, as on GFX9. 8 are exposed; fewer only means more multiplexing.
 * - TA, TD and TCP instances: Mesa counts one per CU of each SA
 *   (max_good_cu_per_sa, ac_perfcounter.c); AQLprofile has no TD or TCP
 *   block for gfx10. Mesa's is used, INSTANCE_INDEX = the CU of the SA.
 * - GL1A: one per SA (Mesa; GPUPerfAPI gfx103's 8 on navi21's 8 SAs),
 *   8 in AQLprofile, its maximum; GL1C: 4 per SA (Mesa, GPUPerfAPI's 32),
 *   8 in AQLprofile. Mesa's, as on GFX11.
 * - GL2A: 4 on Navi21 and 1 on the other GFX10.3 parts in Mesa (by chip
 *   name), 32 in AQLprofile; nothing the driver knows of the device gives
 *   it, so the block is not exposed, as on GFX11. GL2C: one per L2 channel
 *   (max_texture_channel_caches; GPUPerfAPI gfx103: 16 on navi21).
 * - CP_PERFMON_CNTL stop value: START_COUNTING | SAMPLE_ENABLE (Mesa) or
 *   STOP_COUNTING (AQLprofile gfx10_primitives.h, as on every family).
 *   Mesa's is taken: it never stops the SQ counters on GFX10 and GFX10.3
 *   (never_stop_sq_perf_counters, ac_gpu_info.c; si_pc_emit_stop()), a
 *   hardware quirk it gives no reason for. The PMU samples before it
 *   stops and then writes DISABLE_AND_RESET, as each Mesa query begins.
 * - SQ select: Mesa and AQLprofile OR SQC_BANK_MASK = 0xf (bits 15:12)
 *   into SQ_PERFCOUNTERn_SELECT, a field of GFX9's register;
 *   gc_10_3_0_sh_mask.h has no such field there (PERF_SEL, SPM_MODE,
 *   PERF_MODE only), so PERF_SEL alone is written. Not checked on
 *   hardware: SQC events (sq_lds_bank_conflict) may need it.
 * - SQ control: SQ_PERFCOUNTER_CTRL = every shader stage gc_10_3_0_sh_mask.h
 *   has (PS, VS, GS, ES, HS, LS, CS: 0x7f), as Mesa writes by default and
 *   AQLprofile's sq_control_enable_value() whenever a TA/TCP-type block is
 *   in use.
 * - max_event is the highest id navi10_enum.h, AQLprofile or Mesa defines
 *   for the target but a sentinel, since it only bounds raw selects:
 *   GRBM 46, GRBM_SE 18, SQ 508 (navi10's 511 is SP_PERF_SEL_DUMMY_LAST),
 *   SPI 328, TA 235, TD 191, TCP 96, GL1A 38, GL1C 83, GL2C 254, CPC 46,
 *   CPF 39, CPG 81.
 * - The shader-windowed blocks are Mesa's list: TA, TD, TCP, GL1A, GL1C.
 *
 * Perfmon clock: RLC_PERFMON_CLK_CNTL.PERFMON_CLOCK_STATE = 1 keeps the
 * perfmon clocks running (AMD PAL gfx9PerfExperiment.cpp IssueBegin(),
 * Mesa ac_emit_cp_inhibit_clockgating(); counters otherwise read 0), so the
 * start sequence writes 1, and the stop its reset value, 1
 * (gc_10_3_0_default.h). gfx_v10_0_update_perfmon_mgcg() writes the
 * opposite polarity for a hold, so the PMU does not take the driver's
 * perfmon clock override on this family.
 */

#include <linux/kernel.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"
#include "navi10_enum.h"

#include "gc/gc_10_3_0_offset.h"
#include "gc/gc_10_3_0_sh_mask.h"

static const struct amdgpu_pmc_counter gfx10_grbm[] = {
	AMDGPU_PMC_CNT_NOSEL1(mm, GRBM_PERFCOUNTER0_SELECT,
			      GRBM_PERFCOUNTER0_LO, GRBM_PERFCOUNTER0_HI),
	AMDGPU_PMC_CNT_NOSEL1(mm, GRBM_PERFCOUNTER1_SELECT,
			      GRBM_PERFCOUNTER1_LO, GRBM_PERFCOUNTER1_HI),
};

/* One counter per SE, in its own register set (GRBM_SE0..3). */
#define GFX10_GRBM_SE(n)						\
	AMDGPU_PMC_CNT_NOSEL1(mm, GRBM_SE##n##_PERFCOUNTER_SELECT,	\
			      GRBM_SE##n##_PERFCOUNTER_LO,		\
			      GRBM_SE##n##_PERFCOUNTER_HI)

static const struct amdgpu_pmc_counter gfx10_grbm_se[] = {
	GFX10_GRBM_SE(0), GFX10_GRBM_SE(1), GFX10_GRBM_SE(2),
	GFX10_GRBM_SE(3),
};

#define GFX10_CNT(b, n)							\
	AMDGPU_PMC_CNT_NOSEL1(mm, b##_PERFCOUNTER##n##_SELECT,		\
			      b##_PERFCOUNTER##n##_LO, b##_PERFCOUNTER##n##_HI)
#define GFX10_CNT_S1(b, n)						\
	AMDGPU_PMC_CNT(mm, b##_PERFCOUNTER##n##_SELECT,			\
		       b##_PERFCOUNTER##n##_SELECT1,			\
		       b##_PERFCOUNTER##n##_LO, b##_PERFCOUNTER##n##_HI)

static const struct amdgpu_pmc_counter gfx10_sq[] = {
	GFX10_CNT(SQ, 0), GFX10_CNT(SQ, 1), GFX10_CNT(SQ, 2),
	GFX10_CNT(SQ, 3), GFX10_CNT(SQ, 4), GFX10_CNT(SQ, 5),
	GFX10_CNT(SQ, 6), GFX10_CNT(SQ, 7),
};

static const struct amdgpu_pmc_counter gfx10_spi[] = {
	GFX10_CNT_S1(SPI, 0), GFX10_CNT_S1(SPI, 1), GFX10_CNT_S1(SPI, 2),
	GFX10_CNT_S1(SPI, 3), GFX10_CNT(SPI, 4), GFX10_CNT(SPI, 5),
};

static const struct amdgpu_pmc_counter gfx10_ta[] = {
	GFX10_CNT_S1(TA, 0), GFX10_CNT(TA, 1),
};

static const struct amdgpu_pmc_counter gfx10_td[] = {
	GFX10_CNT_S1(TD, 0), GFX10_CNT(TD, 1),
};

static const struct amdgpu_pmc_counter gfx10_tcp[] = {
	GFX10_CNT_S1(TCP, 0), GFX10_CNT_S1(TCP, 1), GFX10_CNT(TCP, 2),
	GFX10_CNT(TCP, 3),
};

static const struct amdgpu_pmc_counter gfx10_gl1a[] = {
	GFX10_CNT_S1(GL1A, 0), GFX10_CNT(GL1A, 1), GFX10_CNT(GL1A, 2),
	GFX10_CNT(GL1A, 3),
};

static const struct amdgpu_pmc_counter gfx10_gl1c[] = {
	GFX10_CNT_S1(GL1C, 0), GFX10_CNT(GL1C, 1), GFX10_CNT(GL1C, 2),
	GFX10_CNT(GL1C, 3),
};

static const struct amdgpu_pmc_counter gfx10_gl2c[] = {
	GFX10_CNT_S1(GL2C, 0), GFX10_CNT_S1(GL2C, 1), GFX10_CNT(GL2C, 2),
	GFX10_CNT(GL2C, 3),
};

static const struct amdgpu_pmc_counter gfx10_cpc[] = {
	GFX10_CNT_S1(CPC, 0), GFX10_CNT(CPC, 1),
};

static const struct amdgpu_pmc_counter gfx10_cpf[] = {
	GFX10_CNT_S1(CPF, 0), GFX10_CNT(CPF, 1),
};

static const struct amdgpu_pmc_counter gfx10_cpg[] = {
	GFX10_CNT_S1(CPG, 0), GFX10_CNT(CPG, 1),
};

#define GFX10_WINDOWED AMDGPU_PMC_BLOCK_SQ_WINDOWED

/* Max events: see the max_event policy above. */
static const struct amdgpu_pmc_block gfx10_3_blocks[] = {
	{ AMDGPU_PMC_BLOCK(GRBM, "grbm", XCC, ONE, 64, 46),
	  .counters = gfx10_grbm, .num_counters = ARRAY_SIZE(gfx10_grbm) },
	{ AMDGPU_PMC_BLOCK(GRBM_SE, "grbm_se", SE, ONE, 64, 18),
	  .counters = gfx10_grbm_se, .num_counters = 1,
	  .flags = AMDGPU_PMC_BLOCK_PER_SE_REGS,
	  .num_se_regs = ARRAY_SIZE(gfx10_grbm_se) },
	{ AMDGPU_PMC_BLOCK(SQ, "sq", SE, ONE, 64, 508),
	  .counters = gfx10_sq, .num_counters = ARRAY_SIZE(gfx10_sq),
	  .flags = AMDGPU_PMC_BLOCK_SQ_CONTROL },
	{ AMDGPU_PMC_BLOCK(SPI, "spi", SE, ONE, 64, 328),
	  .counters = gfx10_spi, .num_counters = ARRAY_SIZE(gfx10_spi) },
	{ AMDGPU_PMC_BLOCK(TA, "ta", SA_INST, CU_PER_SA, 64, 235),
	  .counters = gfx10_ta, .num_counters = ARRAY_SIZE(gfx10_ta),
	  .flags = GFX10_WINDOWED },
	{ AMDGPU_PMC_BLOCK(TD, "td", SA_INST, CU_PER_SA, 64, 191),
	  .counters = gfx10_td, .num_counters = ARRAY_SIZE(gfx10_td),
	  .flags = GFX10_WINDOWED },
	{ AMDGPU_PMC_BLOCK(TCP, "tcp", SA_INST, CU_PER_SA, 64, 96),
	  .counters = gfx10_tcp, .num_counters = ARRAY_SIZE(gfx10_tcp),
	  .flags = GFX10_WINDOWED },
	{ AMDGPU_PMC_BLOCK(GL1A, "gl1a", SA, ONE, 64, 38),
	  .counters = gfx10_gl1a, .num_counters = ARRAY_SIZE(gfx10_gl1a),
	  .flags = GFX10_WINDOWED },
	{ AMDGPU_PMC_BLOCK(GL1C, "gl1c", SA_INST, FIXED, 64, 83),
	  .num_instances = 4,
	  .counters = gfx10_gl1c, .num_counters = ARRAY_SIZE(gfx10_gl1c),
	  .flags = GFX10_WINDOWED },
	{ AMDGPU_PMC_BLOCK(GL2C, "gl2c", XCC_INST, L2_CHANNELS, 64, 254),
	  .counters = gfx10_gl2c, .num_counters = ARRAY_SIZE(gfx10_gl2c) },
	{ AMDGPU_PMC_BLOCK(CPC, "cpc", XCC, ONE, 64, 46),
	  .counters = gfx10_cpc, .num_counters = ARRAY_SIZE(gfx10_cpc) },
	{ AMDGPU_PMC_BLOCK(CPF, "cpf", XCC, ONE, 64, 39),
	  .counters = gfx10_cpf, .num_counters = ARRAY_SIZE(gfx10_cpf) },
	{ AMDGPU_PMC_BLOCK(CPG, "cpg", XCC, ONE, 64, 81),
	  .counters = gfx10_cpg, .num_counters = ARRAY_SIZE(gfx10_cpg) },
};

/* navi10_enum.h ids, except where the GFX10.3 tools contradict it (above). */
static const struct amdgpu_pmc_event gfx10_3_events[] = {
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
	/* GPUPerfAPI gfx103 ids; navi10_enum.h has each 3 lower */
	AMDGPU_PMC_EVENT("spi_csn_busy", SPI, 51),
	AMDGPU_PMC_EVENT("spi_csn_num_threadgroups", SPI, 52),
	AMDGPU_PMC_EVENT("spi_csn_wave", SPI, 55),
	AMDGPU_PMC_EVENT("ta_ta_busy", TA, TA_PERF_SEL_ta_busy),
	AMDGPU_PMC_EVENT("ta_buffer_read_wavefronts", TA,
			 TA_PERF_SEL_buffer_read_wavefronts),
	AMDGPU_PMC_EVENT("ta_buffer_write_wavefronts", TA,
			 TA_PERF_SEL_buffer_write_wavefronts),
	AMDGPU_PMC_EVENT("ta_flat_read_wavefronts", TA,
			 TA_PERF_SEL_flat_read_wavefronts),
	AMDGPU_PMC_EVENT("td_td_busy", TD, TD_PERF_SEL_td_busy),
	/* GPUPerfAPI gfx103; navi10_enum.h has no TCP REQ or REQ_MISS */
	AMDGPU_PMC_EVENT("tcp_req", TCP, 9),
	AMDGPU_PMC_EVENT("tcp_req_miss", TCP, 18),
	AMDGPU_PMC_EVENT("gl1a_busy", GL1A, GL1A_PERF_SEL_BUSY),
	AMDGPU_PMC_EVENT("gl1c_req", GL1C, 14), /* GPUPerfAPI; navi10 6 */
	/* rocprofiler-sdk and GPUPerfAPI ids; navi10_enum.h contradicts them */
	AMDGPU_PMC_EVENT("gl2c_hit", GL2C, 42),
	AMDGPU_PMC_EVENT("gl2c_miss", GL2C, 43),
	AMDGPU_PMC_EVENT("gl2c_mc_rdreq", GL2C, 96),
	AMDGPU_PMC_EVENT("gl2c_ea_rdreq_32b", GL2C, 99),
	AMDGPU_PMC_EVENT("gl2c_ea_rdreq_64b", GL2C, 100),
	AMDGPU_PMC_EVENT("gl2c_ea_rdreq_128b", GL2C, 102),
	AMDGPU_PMC_EVENT("gl2c_mc_wrreq", GL2C, 83),
	AMDGPU_PMC_EVENT("gl2c_ea_wrreq_64b", GL2C, 85),
	AMDGPU_PMC_EVENT("cpc_always_count", CPC, CPC_PERF_SEL_ALWAYS_COUNT),
	AMDGPU_PMC_EVENT("cpc_cpc_stat_busy", CPC, CPC_PERF_SEL_CPC_STAT_BUSY),
	AMDGPU_PMC_EVENT("cpf_cpf_stat_busy", CPF, CPF_PERF_SEL_CPF_STAT_BUSY),
};

static const struct amdgpu_pmc_family gfx10_3_family = {
	.grbm_gfx_index = AMDGPU_PMC_PREG(mm, GRBM_GFX_INDEX),
	.gfx_index_instance = GRBM_GFX_INDEX__INSTANCE_INDEX_MASK,
	.gfx_index_sa = GRBM_GFX_INDEX__SA_INDEX_MASK,
	.gfx_index_se = GRBM_GFX_INDEX__SE_INDEX_MASK,
	.gfx_index_sa_broadcast = GRBM_GFX_INDEX__SA_BROADCAST_WRITES_MASK,
	.gfx_index_instance_broadcast =
		GRBM_GFX_INDEX__INSTANCE_BROADCAST_WRITES_MASK,
	.gfx_index_se_broadcast = GRBM_GFX_INDEX__SE_BROADCAST_WRITES_MASK,
	.cp_perfmon_cntl = AMDGPU_PMC_PREG(mm, CP_PERFMON_CNTL),
	AMDGPU_PMC_PERFMON_VALUES(CP_PERFMON_CNTL),
	/* Never STOP_COUNTING: the SQ counters must not stop (above). */
	.cp_perfmon_stop = (CP_PERFMON_STATE_START_COUNTING <<
			    CP_PERFMON_CNTL__PERFMON_STATE__SHIFT) |
			   CP_PERFMON_CNTL__PERFMON_SAMPLE_ENABLE_MASK,
	.compute_perfcount_enable = AMDGPU_PMC_PREG(mm, COMPUTE_PERFCOUNT_ENABLE),
	.rlc_perfmon_clk_cntl = AMDGPU_PMC_PREG(mm, RLC_PERFMON_CLK_CNTL),
	.sq_perfcounter_ctrl = AMDGPU_PMC_PREG(mm, SQ_PERFCOUNTER_CTRL),
	.sq_perfcounter_ctrl_value = SQ_PERFCOUNTER_CTRL__PS_EN_MASK |
				     SQ_PERFCOUNTER_CTRL__VS_EN_MASK |
				     SQ_PERFCOUNTER_CTRL__GS_EN_MASK |
				     SQ_PERFCOUNTER_CTRL__ES_EN_MASK |
				     SQ_PERFCOUNTER_CTRL__HS_EN_MASK |
				     SQ_PERFCOUNTER_CTRL__LS_EN_MASK |
				     SQ_PERFCOUNTER_CTRL__CS_EN_MASK,
	/* mmSQ_PERFCOUNTER_CTRL_DEFAULT (gc_10_3_0_default.h): CNTR_RATE 2 */
	.sq_perfcounter_ctrl_reset = 2 << SQ_PERFCOUNTER_CTRL__CNTR_RATE__SHIFT,
	/* The packets of GFX11 and GFX12 (nvd.h), as gfx_v10_0.c emits them. */
	.pm4 = &amdgpu_pmc_gfx12_pm4,
};

#define GFX10_3_ARCH(maj, min, rev, target)				\
const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_##maj##_##min##_##rev = { \
	.gc_ip = IP_VERSION(maj, min, rev),				\
	.name = target,							\
	.family = &gfx10_3_family,					\
	.blocks = gfx10_3_blocks,					\
	.num_blocks = ARRAY_SIZE(gfx10_3_blocks),			\
	.events = gfx10_3_events,					\
	.num_events = ARRAY_SIZE(gfx10_3_events),			\
}

/* gfx targets: kfd_device.c's gfx_target_version of each IP version */
GFX10_3_ARCH(10, 3, 0, "gfx1030");
GFX10_3_ARCH(10, 3, 1, "gfx1033");
GFX10_3_ARCH(10, 3, 2, "gfx1031");
GFX10_3_ARCH(10, 3, 3, "gfx1035");
GFX10_3_ARCH(10, 3, 4, "gfx1032");
GFX10_3_ARCH(10, 3, 5, "gfx1034");
GFX10_3_ARCH(10, 3, 6, "gfx1036");
GFX10_3_ARCH(10, 3, 7, "gfx1036");

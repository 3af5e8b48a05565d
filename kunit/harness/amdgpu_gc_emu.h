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

#ifndef __AMDGPU_GC_EMU_H__
#define __AMDGPU_GC_EMU_H__

#include <linux/bits.h>
#include <linux/types.h>

struct kunit;
struct amdgpu_kunit_gc_topology;
struct amdgpu_gc_emu;

/*
 * Counter blocks of the emulated GC. The numbering is the emulator's own:
 * tests map the PMU's blocks to these by name.
 */
enum amdgpu_gc_emu_block {
	AMDGPU_GC_EMU_GRBM,
	AMDGPU_GC_EMU_GRBM_SE,		/* GFX9, a register set per SE */
	AMDGPU_GC_EMU_GRBMH,		/* GFX12, per SE */
	AMDGPU_GC_EMU_SQ,		/* GFX9 per SE, GFX12 per WGP */
	AMDGPU_GC_EMU_SQG,		/* GFX12, per SE */
	AMDGPU_GC_EMU_SPI,
	AMDGPU_GC_EMU_TA,
	AMDGPU_GC_EMU_TD,
	AMDGPU_GC_EMU_TCP,
	AMDGPU_GC_EMU_TCC,		/* GFX9, per L2 channel */
	AMDGPU_GC_EMU_TCA,		/* GFX9 */
	AMDGPU_GC_EMU_GL1A,		/* GFX12, per SA */
	AMDGPU_GC_EMU_GL1C,		/* GFX12, per SA */
	AMDGPU_GC_EMU_GL2A,		/* GFX12 */
	AMDGPU_GC_EMU_GL2C,		/* GFX12, per L2 channel */
	AMDGPU_GC_EMU_CPC,
	AMDGPU_GC_EMU_CPF,
	AMDGPU_GC_EMU_CPG,
	AMDGPU_GC_EMU_NUM_BLOCKS
};

/* Wildcard for the se/sa/inst arguments of amdgpu_gc_emu_inject() */
#define AMDGPU_GC_EMU_ALL	(~0u)

/*
 * Switchable strictness (amdgpu_gc_emu_set_checks()); all are on after
 * amdgpu_gc_emu_create().
 *
 * KUNIT_FAIL:      a violation fails the test (KUNIT_FAIL with the message and
 *                  the packet trace). Off: amdgpu_gc_emu_exec() only returns
 *                  -EINVAL and amdgpu_gc_emu_last_error() tells why, so a test
 *                  can assert on an expected violation.
 * CLOCK_GATING:    GC 9.0-9.4.2: counters advance only while
 *                  RLC_PERFMON_CLK_CNTL.PERFMON_CLOCK_STATE = 1 (perfmon clock
 *                  gating inhibited; reset default 1).
 * WINDOW:          shader-windowed blocks (SQ, SQG, TA, TD, TCP, GL1A, GL1C)
 *                  advance only while COMPUTE_PERFCOUNT_ENABLE = 1, and SQ/SQG
 *                  only while CS_EN is set in their PERFCOUNTER_CTRL.
 * END_BROADCAST:   every IB must leave GRBM_GFX_INDEX in full broadcast.
 * PERF_CLK:        GFX12: counters advance only while the perfmon clock
 *                  gating override is set (amdgpu_gc_emu_set_perf_clk_override()).
 * RESTORE:         an IB that ends a counting session (CP_PERFMON_CNTL no
 *                  longer START_COUNTING) must leave COMPUTE_PERFCOUNT_ENABLE
 *                  and RLC_PERFMON_CLK_CNTL as they were before the session
 *                  started (reset defaults 0 and 1, gc_9_0_default.h).
 * UMD_STATE:       with RESTORE, the IB that ends a counting session must
 *                  also leave CP_PERFMON_CNTL and the SQ/SQG control
 *                  registers at their reset values (gc_9_0_default.h,
 *                  gc_11_0_0_default.h): the kernel's policy, so that a
 *                  user mode driver's query finds them as after boot;
 *                  AQLprofile and Mesa, which own the GPU, do not.
 * IB_SIZE:         an IB's length must be a multiple of 8 dwords (the CP's
 *                  fetch unit; amdgpu pads its IBs to the ring's alignment).
 */
#define AMDGPU_GC_EMU_CHECK_KUNIT_FAIL		BIT(0)
#define AMDGPU_GC_EMU_CHECK_CLOCK_GATING	BIT(1)
#define AMDGPU_GC_EMU_CHECK_WINDOW		BIT(2)
#define AMDGPU_GC_EMU_CHECK_END_BROADCAST	BIT(3)
#define AMDGPU_GC_EMU_CHECK_PERF_CLK		BIT(4)
#define AMDGPU_GC_EMU_CHECK_RESTORE		BIT(5)
#define AMDGPU_GC_EMU_CHECK_IB_SIZE		BIT(6)
#define AMDGPU_GC_EMU_CHECK_UMD_STATE		BIT(7)
#define AMDGPU_GC_EMU_CHECK_ALL			GENMASK(7, 0)

/* Queues per XCC the emulator tells apart (0: the one the IBs run on) */
#define AMDGPU_GC_EMU_MAX_QUEUES		4

/*
 * The harness's own API: its KUnit suites pass their test; the end-to-end
 * glue (gc_pmu_e2e.c) uses the emulator outside a KUnit test (test = NULL).
 */
struct amdgpu_gc_emu *amdgpu_gc_emu_create(struct kunit *test,
					   const struct amdgpu_kunit_gc_topology *t);
void amdgpu_gc_emu_destroy(struct amdgpu_gc_emu *emu);
void amdgpu_gc_emu_set_checks(struct amdgpu_gc_emu *emu, u32 checks);
void amdgpu_gc_emu_set_wgp_index_shift(struct amdgpu_gc_emu *emu,
				       unsigned int shift);
void amdgpu_gc_emu_fail_next(struct amdgpu_gc_emu *emu, int err,
			     unsigned int count);

int amdgpu_gc_emu_exec(struct amdgpu_gc_emu *emu, unsigned int xcc,
		       const u32 *dw, unsigned int ndw, u64 result_gpu,
		       void *result_cpu, size_t result_size);
int amdgpu_gc_emu_exec_queue(struct amdgpu_gc_emu *emu, unsigned int xcc,
			     unsigned int queue, const u32 *dw,
			     unsigned int ndw, u64 result_gpu,
			     void *result_cpu, size_t result_size);
void amdgpu_gc_emu_set_mem_check(struct amdgpu_gc_emu *emu,
				 bool (*live)(void *data, u64 addr,
					      size_t bytes),
				 void *data);
/* The MMIO register file: what the driver reads and writes by MMIO */
#define AMDGPU_GC_EMU_MMIO_DWORDS	0x10000
u32 *amdgpu_gc_emu_mmio(struct amdgpu_gc_emu *emu);

void amdgpu_gc_emu_inject(struct amdgpu_gc_emu *emu,
			  enum amdgpu_gc_emu_block block, u32 select,
			  unsigned int xcc, unsigned int se, unsigned int sa,
			  unsigned int inst, u64 n);
void amdgpu_gc_emu_inject_queue(struct amdgpu_gc_emu *emu, unsigned int queue,
				enum amdgpu_gc_emu_block block, u32 select,
				unsigned int xcc, unsigned int se,
				unsigned int sa, unsigned int inst, u64 n);
void amdgpu_gc_emu_set_queue_perfcount(struct amdgpu_gc_emu *emu,
				       unsigned int xcc, unsigned int queue,
				       bool enable);
bool amdgpu_gc_emu_queue_perfcount(struct amdgpu_gc_emu *emu, unsigned int xcc,
				   unsigned int queue);
void amdgpu_gc_emu_set_perf_clk_override(struct amdgpu_gc_emu *emu,
					 bool override);
void amdgpu_gc_emu_reset(struct amdgpu_gc_emu *emu);
void amdgpu_gc_emu_foreign_reset(struct amdgpu_gc_emu *emu, unsigned int xcc);
void amdgpu_gc_emu_foreign_clock_gate(struct amdgpu_gc_emu *emu,
				      unsigned int xcc);
int amdgpu_gc_emu_inject_rate(struct amdgpu_gc_emu *emu,
			      enum amdgpu_gc_emu_block block, u32 select,
			      unsigned int xcc, unsigned int se, unsigned int sa,
			      unsigned int inst, u64 per_sec);
void amdgpu_gc_emu_stop_streams(struct amdgpu_gc_emu *emu);
void amdgpu_gc_emu_clear_streams(struct amdgpu_gc_emu *emu);
u64 amdgpu_gc_emu_stream_counted(struct amdgpu_gc_emu *emu,
				 unsigned int stream);
int amdgpu_gc_emu_stream_total(struct amdgpu_gc_emu *emu, unsigned int stream,
			       u32 *select, u64 *n, ktime_t *seen_since);

/* Observability */
int amdgpu_gc_emu_block_by_name(struct amdgpu_gc_emu *emu, const char *name);
const char *amdgpu_gc_emu_block_name(enum amdgpu_gc_emu_block block);
bool amdgpu_gc_emu_has_block(struct amdgpu_gc_emu *emu,
			     enum amdgpu_gc_emu_block block);
unsigned int amdgpu_gc_emu_num_counters(struct amdgpu_gc_emu *emu,
					enum amdgpu_gc_emu_block block);
unsigned int amdgpu_gc_emu_level_count(struct amdgpu_gc_emu *emu,
				       enum amdgpu_gc_emu_block block,
				       unsigned int level);
unsigned int amdgpu_gc_emu_rows(struct amdgpu_gc_emu *emu,
				enum amdgpu_gc_emu_block block);
unsigned int amdgpu_gc_emu_units(struct amdgpu_gc_emu *emu,
				 enum amdgpu_gc_emu_block block);
u64 amdgpu_gc_emu_peek(struct amdgpu_gc_emu *emu,
		       enum amdgpu_gc_emu_block block, unsigned int counter,
		       unsigned int xcc, unsigned int se, unsigned int sa,
		       unsigned int inst);
u32 amdgpu_gc_emu_perf_sel(struct amdgpu_gc_emu *emu,
			   enum amdgpu_gc_emu_block block, unsigned int counter,
			   unsigned int xcc, unsigned int se, unsigned int sa,
			   unsigned int inst);
int amdgpu_gc_emu_read_reg(struct amdgpu_gc_emu *emu, unsigned int xcc,
			   u32 reg, u32 *val);
void amdgpu_gc_emu_ib_stats(struct amdgpu_gc_emu *emu, unsigned int xcc,
			    u64 *dwords, u64 *copy_data);
u64 amdgpu_gc_emu_cache_actions(struct amdgpu_gc_emu *emu, unsigned int xcc);
unsigned int amdgpu_gc_emu_ib_count(struct amdgpu_gc_emu *emu,
				    unsigned int xcc);
u32 amdgpu_gc_emu_grbm_gfx_index(struct amdgpu_gc_emu *emu, unsigned int xcc);
u32 amdgpu_gc_emu_ib_end_grbm_gfx_index(struct amdgpu_gc_emu *emu,
					unsigned int xcc);
u32 amdgpu_gc_emu_broadcast(struct amdgpu_gc_emu *emu);
u32 amdgpu_gc_emu_perfmon_cntl(struct amdgpu_gc_emu *emu, unsigned int xcc);
unsigned int amdgpu_gc_emu_event_count(struct amdgpu_gc_emu *emu,
				       unsigned int xcc, u32 event_type);
const char *amdgpu_gc_emu_last_error(struct amdgpu_gc_emu *emu);
unsigned int amdgpu_gc_emu_violations(struct amdgpu_gc_emu *emu);

/*
 * Register tables, one per family, built from the kernel register headers
 * (amdgpu_gc_emu_gfx9.c, amdgpu_gc_emu_gfx10.c, amdgpu_gc_emu_gfx11.c,
 * amdgpu_gc_emu_gfx12.c).
 * Internal to the emulator.
 */
struct amdgpu_gc_emu_reg {
	u16 off;
	u8 base_idx;
	u8 valid;
};

struct amdgpu_gc_emu_ctr_def {
	struct amdgpu_gc_emu_reg sel;
	struct amdgpu_gc_emu_reg sel1;	/* stored, no effect on counting */
	struct amdgpu_gc_emu_reg lo;
	struct amdgpu_gc_emu_reg hi;
	u32 sel_mask;			/* PERF_SEL (CNTR_SEL0) field */
	u32 sel_extra;			/* other SELECT fields accepted */
};

/*
 * Block levels addressed through GRBM_GFX_INDEX; also the @level argument
 * of amdgpu_gc_emu_level_count() as 0 (SE), 1 (SA), 2 (instance).
 */
#define AMDGPU_GC_EMU_LVL_SE	BIT(0)
#define AMDGPU_GC_EMU_LVL_SA	BIT(1)
#define AMDGPU_GC_EMU_LVL_INST	BIT(2)

/* block gates, see AMDGPU_GC_EMU_CHECK_WINDOW */
#define AMDGPU_GC_EMU_GATE_WINDOW	BIT(0)
#define AMDGPU_GC_EMU_GATE_SQ_CTRL	BIT(1)
#define AMDGPU_GC_EMU_GATE_SQG_CTRL	BIT(2)

enum amdgpu_gc_emu_inst_kind {
	AMDGPU_GC_EMU_INST_ONE,
	AMDGPU_GC_EMU_INST_CU,		/* cu_per_sa */
	AMDGPU_GC_EMU_INST_WGP,		/* cu_per_sa / 2 */
	AMDGPU_GC_EMU_INST_L2,		/* l2_channels */
	AMDGPU_GC_EMU_INST_AUX,		/* family->aux_instances */
	AMDGPU_GC_EMU_INST_FIXED,	/* block_def->fixed_inst */
};

struct amdgpu_gc_emu_block_def {
	enum amdgpu_gc_emu_block block;
	u8 levels;
	u8 gates;
	u8 width;
	u8 inst_kind;
	u8 fixed_inst;			/* AMDGPU_GC_EMU_INST_FIXED */
	u8 rows;			/* counter rows per WGP (INST_WGP) */
	u8 se_regs;			/* register sets, one per SE (GRBM_SE) */
	u8 num_counters;
	/* num_counters entries, times se_regs if set (SE-major) */
	const struct amdgpu_gc_emu_ctr_def *ctr;
};

enum amdgpu_gc_emu_plain_reg {
	AMDGPU_GC_EMU_R_GRBM_GFX_INDEX,
	AMDGPU_GC_EMU_R_CP_PERFMON_CNTL,
	AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE,
	AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL,
	AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL,
	AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_MASK,
	AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2,
	AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL,
	AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL2,
	AMDGPU_GC_EMU_R_NUM
};

struct amdgpu_gc_emu_family {
	const char *name;
	u32 seg[2];			/* XCC-local segment bases */
	struct amdgpu_gc_emu_reg plain[AMDGPU_GC_EMU_R_NUM];
	u32 plain_reset[AMDGPU_GC_EMU_R_NUM];
	u32 plain_fields[AMDGPU_GC_EMU_R_NUM];	/* defined bits */
	/* GRBM_GFX_INDEX fields */
	u32 gfx_index_inst_mask, gfx_index_sa_mask, gfx_index_se_mask;
	u32 gfx_index_inst_bcast, gfx_index_sa_bcast, gfx_index_se_bcast;
	/* CP_PERFMON_CNTL fields */
	u32 perfmon_state_mask, spm_state_mask, enable_mode_mask;
	u32 sample_enable_mask;
	u32 clock_state_mask;		/* 0: no perfmon clock gating modelled */
	bool perf_clk_override_needed;	/* GFX12 RLC_CGTT_MGCG_OVERRIDE */
	bool sq_never_stop;		/* GFX10.3: STOP_COUNTING is a violation */
	/* MMIO dword and bit of the override, the driver writes it by MMIO */
	u32 perf_clk_override_reg, perf_clk_override_mask;
	u32 perfcount_enable_mask;
	u32 sq_cs_en_mask, sqg_cs_en_mask;
	unsigned int sq_mask_sh1_shift;	/* SQ_PERFCOUNTER_MASK.SH1_MASK */
	unsigned int acquire_mem_ndw;
	unsigned int aux_instances;
	unsigned int wgp_index_shift;	/* INSTANCE_INDEX = (wgp << s) | row */
	const struct amdgpu_gc_emu_block_def *blocks;
	unsigned int num_blocks;
};

extern const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx9;
extern const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx9_4_1;
extern const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx9_4_2;
extern const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx9_4_3;
extern const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx10_3;
extern const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx11;
extern const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx12;

#endif

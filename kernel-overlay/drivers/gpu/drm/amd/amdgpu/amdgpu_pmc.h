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

#ifndef __AMDGPU_PMC_H__
#define __AMDGPU_PMC_H__

#include <linux/types.h>

struct amdgpu_device;

/*
 * Graphics-core (GC) performance counter tables.
 *
 * These types describe, per GC IP version, the counter blocks the GC perf
 * PMU exposes: where each block's counter registers are, how many counters
 * it has and how wide they are, at which level of the GC topology it is
 * replicated, and which named events it offers. The tables are plain data;
 * the PM4 that programs and samples the counters is built from them
 * elsewhere.
 */

/**
 * enum amdgpu_pmc_block_id - GC counter blocks, as numbered in the PMU ABI
 * @AMDGPU_PMC_BLOCK_GRBM: graphics register bus manager
 * @AMDGPU_PMC_BLOCK_GRBM_SE: GFX9: its per-SE counters (GRBM_SEn_PERFCOUNTER)
 * @AMDGPU_PMC_BLOCK_GRBMH: GFX12: per-SE GRBM
 * @AMDGPU_PMC_BLOCK_SQ: shader sequencer; GFX9: per SE, GFX12: per WGP
 * @AMDGPU_PMC_BLOCK_SQG: GFX12: per-SE shader sequencer counters
 * @AMDGPU_PMC_BLOCK_SPI: shader processor input
 * @AMDGPU_PMC_BLOCK_TA: texture addresser
 * @AMDGPU_PMC_BLOCK_TD: texture data
 * @AMDGPU_PMC_BLOCK_TCP: vector L0/L1 cache
 * @AMDGPU_PMC_BLOCK_TCC: GFX9 L2 cache channel
 * @AMDGPU_PMC_BLOCK_TCA: GFX9 L2 cache arbiter
 * @AMDGPU_PMC_BLOCK_GL1A: GFX12 GL1 arbiter
 * @AMDGPU_PMC_BLOCK_GL1C: GFX12 GL1 cache
 * @AMDGPU_PMC_BLOCK_GL2A: GFX12 L2 arbiter
 * @AMDGPU_PMC_BLOCK_GL2C: GFX12 L2 cache channel
 * @AMDGPU_PMC_BLOCK_CPC: command processor, compute
 * @AMDGPU_PMC_BLOCK_CPF: command processor, fetcher
 * @AMDGPU_PMC_BLOCK_CPG: command processor, graphics
 * @AMDGPU_PMC_BLOCK_COUNT: number of block ids
 *
 * The value is the perf "block" format field, so entries are only ever
 * appended. Not every GC IP version has every block.
 */
enum amdgpu_pmc_block_id {
	AMDGPU_PMC_BLOCK_GRBM = 0,
	AMDGPU_PMC_BLOCK_GRBM_SE,
	AMDGPU_PMC_BLOCK_GRBMH,
	AMDGPU_PMC_BLOCK_SQ,
	AMDGPU_PMC_BLOCK_SQG,
	AMDGPU_PMC_BLOCK_SPI,
	AMDGPU_PMC_BLOCK_TA,
	AMDGPU_PMC_BLOCK_TD,
	AMDGPU_PMC_BLOCK_TCP,
	AMDGPU_PMC_BLOCK_TCC,
	AMDGPU_PMC_BLOCK_TCA,
	AMDGPU_PMC_BLOCK_GL1A,
	AMDGPU_PMC_BLOCK_GL1C,
	AMDGPU_PMC_BLOCK_GL2A,
	AMDGPU_PMC_BLOCK_GL2C,
	AMDGPU_PMC_BLOCK_CPC,
	AMDGPU_PMC_BLOCK_CPF,
	AMDGPU_PMC_BLOCK_CPG,
	AMDGPU_PMC_BLOCK_COUNT
};

/**
 * enum amdgpu_pmc_scope - where a block is replicated
 * @AMDGPU_PMC_SCOPE_XCC: one instance per XCC
 * @AMDGPU_PMC_SCOPE_SE: one instance per shader engine
 * @AMDGPU_PMC_SCOPE_SA: one instance per shader array (SH on GFX9)
 * @AMDGPU_PMC_SCOPE_SA_INST: several instances per shader array (GFX12 WGPs)
 * @AMDGPU_PMC_SCOPE_XCC_INST: several instances per XCC (L2 channels)
 * @AMDGPU_PMC_SCOPE_SE_INST: several instances per shader engine, addressed
 *	with SH_BROADCAST_WRITES set (GFX9 CU blocks: TA, TD, TCP)
 *
 * Every scope is per XCC: on multi-XCC parts each XCC has its own copy.
 */
enum amdgpu_pmc_scope {
	AMDGPU_PMC_SCOPE_XCC,
	AMDGPU_PMC_SCOPE_SE,
	AMDGPU_PMC_SCOPE_SA,
	AMDGPU_PMC_SCOPE_SA_INST,
	AMDGPU_PMC_SCOPE_XCC_INST,
	AMDGPU_PMC_SCOPE_SE_INST,
};

/**
 * enum amdgpu_pmc_inst_src - where the instance count of a block comes from
 * @AMDGPU_PMC_INST_ONE: one instance per scope unit
 * @AMDGPU_PMC_INST_FIXED: &amdgpu_pmc_block.num_instances
 * @AMDGPU_PMC_INST_CU_PER_SA: one per CU of a shader array
 *	(adev->gfx.config.max_cu_per_sh)
 * @AMDGPU_PMC_INST_WGP_PER_SA: one per WGP of a shader array
 *	(adev->gfx.config.max_cu_per_sh / 2)
 * @AMDGPU_PMC_INST_L2_CHANNELS: one per L2 channel of an XCC
 *	(adev->gfx.config.max_texture_channel_caches, from IP discovery)
 *
 * Counts come from the device, never from the product name.
 */
enum amdgpu_pmc_inst_src {
	AMDGPU_PMC_INST_ONE,
	AMDGPU_PMC_INST_FIXED,
	AMDGPU_PMC_INST_CU_PER_SA,
	AMDGPU_PMC_INST_WGP_PER_SA,
	AMDGPU_PMC_INST_L2_CHANNELS,
};

/**
 * struct amdgpu_pmc_reg - a GC register as the kernel headers define it
 * @offset: dword offset inside its GC segment (the reg or mm symbol)
 * @base_idx: the segment (the symbol's _BASE_IDX)
 * @valid: the register exists; zero-initialised entries do not (offset 0
 *	is a real register, e.g. GRBM_CNTL)
 *
 * The absolute address is adev->reg_offset[GC_HWIP][inst][base_idx] +
 * offset.
 */
struct amdgpu_pmc_reg {
	u16 offset;
	u8 base_idx;
	bool valid;
};

/* Build a &struct amdgpu_pmc_reg from a register symbol, e.g. regSQ_PERFCOUNTER0_LO. */
#define AMDGPU_PMC_REG(r) \
	{ .offset = (r), .base_idx = r##_BASE_IDX, .valid = true }

/**
 * struct amdgpu_pmc_counter - the registers of one hardware counter
 * @select: event select register (PERF_SEL field)
 * @select1: second select register, cleared when programming (may be absent)
 * @lo: low 32 bits of the count
 * @hi: high bits of the count (absent for 32-bit counters)
 */
struct amdgpu_pmc_counter {
	struct amdgpu_pmc_reg select;
	struct amdgpu_pmc_reg select1;
	struct amdgpu_pmc_reg lo;
	struct amdgpu_pmc_reg hi;
};

/*
 * Register initialisers from a header prefix (mm or reg) and a register
 * name, e.g. AMDGPU_PMC_PREG(reg, GRBM_GFX_INDEX): the prefix and name are
 * pasted here into the header symbol and its _BASE_IDX.
 */
#define __AMDGPU_PMC_REG(o, b) { .offset = (o), .base_idx = (b), .valid = true }
#define AMDGPU_PMC_PREG(p, r) __AMDGPU_PMC_REG(p##r, p##r##_BASE_IDX)
/* A counter with SELECT, SELECT1, LO and HI. */
#define AMDGPU_PMC_CNT(p, sel, sel1, l, h) {				\
	.select = __AMDGPU_PMC_REG(p##sel, p##sel##_BASE_IDX),		\
	.select1 = __AMDGPU_PMC_REG(p##sel1, p##sel1##_BASE_IDX),	\
	.lo = __AMDGPU_PMC_REG(p##l, p##l##_BASE_IDX),			\
	.hi = __AMDGPU_PMC_REG(p##h, p##h##_BASE_IDX) }
/* A counter without SELECT1. */
#define AMDGPU_PMC_CNT_NOSEL1(p, sel, l, h) {				\
	.select = __AMDGPU_PMC_REG(p##sel, p##sel##_BASE_IDX),		\
	.lo = __AMDGPU_PMC_REG(p##l, p##l##_BASE_IDX),			\
	.hi = __AMDGPU_PMC_REG(p##h, p##h##_BASE_IDX) }
/* A 32-bit counter: SELECT and LO only. */
#define AMDGPU_PMC_CNT_LO(p, sel, l) {					\
	.select = __AMDGPU_PMC_REG(p##sel, p##sel##_BASE_IDX),		\
	.lo = __AMDGPU_PMC_REG(p##l, p##l##_BASE_IDX) }

/* The block's counters count only in windows enabled by SQ_PERFCOUNTER_CTRL. */
#define AMDGPU_PMC_BLOCK_SQ_WINDOWED	BIT(0)
/* The block is (or is controlled like) SQ: write the SQ control registers. */
#define AMDGPU_PMC_BLOCK_SQ_CONTROL	BIT(1)
/* The block is SQG: write SQG_PERFCOUNTER_CTRL. */
#define AMDGPU_PMC_BLOCK_SQG_CONTROL	BIT(2)
/*
 * Each shader engine has its own register set (GFX9 GRBM_SEn): @counters
 * holds num_counters entries per SE, SE-major, and GRBM_GFX_INDEX stays in
 * broadcast.
 */
#define AMDGPU_PMC_BLOCK_PER_SE_REGS	BIT(3)

/**
 * struct amdgpu_pmc_block - one counter block of a GC IP version
 * @id: ABI block number
 * @name: lowercase name used in sysfs and event names
 * @scope: replication level
 * @inst_src: where the instance count per scope unit comes from
 * @num_instances: instance count for %AMDGPU_PMC_INST_FIXED
 * @num_counters: hardware counters per instance
 * @counter_bits: counter width (32, 48 or 64)
 * @max_event: highest valid event select
 * @select_or: bits ORed into every SELECT write besides PERF_SEL
 * @flags: AMDGPU_PMC_BLOCK_*
 * @counters: counter registers, @num_counters entries (times the SE count
 *	with %AMDGPU_PMC_BLOCK_PER_SE_REGS)
 * @num_se_regs: register sets in @counters with %AMDGPU_PMC_BLOCK_PER_SE_REGS
 * @inst_shift: GRBM_GFX_INDEX.INSTANCE_INDEX of instance i is
 *	(i << @inst_shift) | row; 0 means INSTANCE_INDEX = i
 * @num_rows: rows per instance (0 or 1: one); each row is a separate set of
 *	counters at INSTANCE_INDEX (i << @inst_shift) | row, and a read of
 *	instance i sums all of its rows
 *
 * GFX12 per-WGP blocks use @inst_shift 2: INSTANCE_INDEX = (wgp << 2) | row,
 * with two rows for TA, TD and TCP and one for SQ.
 */
struct amdgpu_pmc_block {
	enum amdgpu_pmc_block_id id;
	const char *name;
	enum amdgpu_pmc_scope scope;
	enum amdgpu_pmc_inst_src inst_src;
	u8 num_instances;
	u8 num_counters;
	u8 counter_bits;
	u16 max_event;
	u32 select_or;
	u32 flags;
	const struct amdgpu_pmc_counter *counters;
	u8 num_se_regs;
	u8 inst_shift;
	u8 num_rows;
};

/* The common part of a &struct amdgpu_pmc_block initialiser. */
#define AMDGPU_PMC_BLOCK(blk, nm, sc, src, bits, maxev)			\
	.id = AMDGPU_PMC_BLOCK_##blk, .name = (nm),			\
	.scope = AMDGPU_PMC_SCOPE_##sc, .inst_src = AMDGPU_PMC_INST_##src, \
	.counter_bits = (bits), .max_event = (maxev)

/**
 * struct amdgpu_pmc_event - a named event
 * @name: perf event alias (lowercase, "<block>_<event>")
 * @block: block the event belongs to
 * @select: event select value for that block on this IP version
 */
struct amdgpu_pmc_event {
	const char *name;
	enum amdgpu_pmc_block_id block;
	u16 select;
};

/* A named event: AMDGPU_PMC_EVENT("sq_waves", SQ, 4). */
#define AMDGPU_PMC_EVENT(n, blk, sel) {				\
	.name = (n), .block = AMDGPU_PMC_BLOCK_##blk, .select = (sel) }

/**
 * struct amdgpu_pmc_buf - a dword buffer the builder appends to
 * @dw: the buffer; may be NULL to only count
 * @max: its size in dwords
 * @ndw: dwords emitted so far, including those that did not fit
 */
struct amdgpu_pmc_buf {
	u32 *dw;
	unsigned int max;
	unsigned int ndw;
};

static inline void amdgpu_pmc_emit(struct amdgpu_pmc_buf *buf, u32 v)
{
	if (buf->dw && buf->ndw < buf->max)
		buf->dw[buf->ndw] = v;
	buf->ndw++;
}

/**
 * struct amdgpu_pmc_pm4_funcs - the packets of one GFX family
 * @wreg: write @val to the register at dword address @addr, as the
 *	executing XCC addresses it
 * @copy_reg: copy 32 bits from the register at @addr to memory at @dst
 * @copy_clock: copy the 64-bit GPU clock counter to memory at @dst
 * @cs_partial_flush: wait until the queue's earlier dispatches are done
 *
 * Each family emits these with its own packet header (soc15d.h, nvd.h),
 * as its gfx_v*_0.c ring functions do; amdgpu_pmc.c only orders them.
 */
struct amdgpu_pmc_pm4_funcs {
	void (*wreg)(struct amdgpu_pmc_buf *buf, u32 addr, u32 val);
	void (*copy_reg)(struct amdgpu_pmc_buf *buf, u32 addr, u64 dst);
	void (*copy_clock)(struct amdgpu_pmc_buf *buf, u64 dst);
	void (*cs_partial_flush)(struct amdgpu_pmc_buf *buf);
};

/* GFX9 packets (amdgpu_pmc_gfx9.c), also used by amdgpu_pmc_gfx9_4_3.c */
extern const struct amdgpu_pmc_pm4_funcs amdgpu_pmc_gfx9_pm4;
/* GFX12 packets (amdgpu_pmc_gfx12.c), also used for GFX10.3 and GFX11 */
extern const struct amdgpu_pmc_pm4_funcs amdgpu_pmc_gfx12_pm4;

/*
 * The CP_PERFMON_CNTL values but the stop value, from the family's enum and
 * sh_mask headers; @r is the register's name in them.
 */
#define AMDGPU_PMC_PERFMON_VALUES(r)					\
	.cp_perfmon_reset = CP_PERFMON_STATE_DISABLE_AND_RESET <<	\
			    r##__PERFMON_STATE__SHIFT,			\
	.cp_perfmon_start = CP_PERFMON_STATE_START_COUNTING <<		\
			    r##__PERFMON_STATE__SHIFT,			\
	.cp_perfmon_sample = (CP_PERFMON_STATE_START_COUNTING <<	\
			      r##__PERFMON_STATE__SHIFT) |		\
			     r##__PERFMON_SAMPLE_ENABLE_MASK

/**
 * struct amdgpu_pmc_family - encodings shared by a GFX family
 * @grbm_gfx_index: GRBM_GFX_INDEX
 * @gfx_index_instance: INSTANCE_INDEX field mask
 * @gfx_index_sa: SH_INDEX (GFX9) or SA_INDEX (GFX12) field mask
 * @gfx_index_se: SE_INDEX field mask
 * @gfx_index_sa_broadcast: SH/SA_BROADCAST_WRITES bit
 * @gfx_index_instance_broadcast: INSTANCE_BROADCAST_WRITES bit
 * @gfx_index_se_broadcast: SE_BROADCAST_WRITES bit
 * @cp_perfmon_cntl: CP_PERFMON_CNTL (its GFX12 alias)
 * @cp_perfmon_reset: CP_PERFMON_CNTL value that stops and zeroes the counters
 * @cp_perfmon_start: CP_PERFMON_CNTL value that starts counting
 * @cp_perfmon_sample: CP_PERFMON_CNTL value that latches the counts while
 *	counting continues
 * @cp_perfmon_stop: CP_PERFMON_CNTL value that stops counting
 * @compute_perfcount_enable: COMPUTE_PERFCOUNT_ENABLE (an SH register)
 * @rlc_perfmon_clk_cntl: RLC_PERFMON_CLK_CNTL, if the start sequence
 *	inhibits perfmon clock gating through it
 * @sq_perfcounter_ctrl: SQ_PERFCOUNTER_CTRL
 * @sq_perfcounter_ctrl_value: SQ_PERFCOUNTER_CTRL value while counting
 * @sq_perfcounter_ctrl_reset: its reset value, written back at stop
 * @sq_perfcounter_mask: SQ_PERFCOUNTER_MASK, if the family has it
 * @sq_perfcounter_ctrl2: SQ_PERFCOUNTER_CTRL2, if the sequence writes it
 * @sq_perfcounter_ctrl2_value: its value while counting
 * @sq_perfcounter_ctrl2_reset: its reset value, written back at stop
 * @sqg_perfcounter_ctrl: SQG_PERFCOUNTER_CTRL, if the family has SQG
 * @pm4: the family's packets
 */
struct amdgpu_pmc_family {
	struct amdgpu_pmc_reg grbm_gfx_index;
	u32 gfx_index_instance;
	u32 gfx_index_sa;
	u32 gfx_index_se;
	u32 gfx_index_sa_broadcast;
	u32 gfx_index_instance_broadcast;
	u32 gfx_index_se_broadcast;
	struct amdgpu_pmc_reg cp_perfmon_cntl;
	u32 cp_perfmon_reset;
	u32 cp_perfmon_start;
	u32 cp_perfmon_sample;
	u32 cp_perfmon_stop;
	struct amdgpu_pmc_reg compute_perfcount_enable;
	struct amdgpu_pmc_reg rlc_perfmon_clk_cntl;
	struct amdgpu_pmc_reg sq_perfcounter_ctrl;
	u32 sq_perfcounter_ctrl_value;
	u32 sq_perfcounter_ctrl_reset;
	struct amdgpu_pmc_reg sq_perfcounter_mask;
	struct amdgpu_pmc_reg sq_perfcounter_ctrl2;
	u32 sq_perfcounter_ctrl2_value;
	u32 sq_perfcounter_ctrl2_reset;
	struct amdgpu_pmc_reg sqg_perfcounter_ctrl;
	const struct amdgpu_pmc_pm4_funcs *pm4;
};

/**
 * struct amdgpu_pmc_arch - the counter description of one GC IP version
 * @gc_ip: GC IP version, IP_VERSION(major, minor, rev)
 * @name: gfx target name, e.g. "gfx942"
 * @family: family encodings
 * @blocks: exposed blocks
 * @num_blocks: entries in @blocks
 * @events: named events
 * @num_events: entries in @events
 * @hw_verified: the tables have been verified on hardware of this GC IP
 *	version; only then does the PMU register by default (amdgpu.gc_pmu)
 */
struct amdgpu_pmc_arch {
	u32 gc_ip;
	const char *name;
	const struct amdgpu_pmc_family *family;
	const struct amdgpu_pmc_block *blocks;
	unsigned int num_blocks;
	const struct amdgpu_pmc_event *events;
	unsigned int num_events;
	bool hw_verified;
};

/* GFX9 tables (amdgpu_pmc_gfx9.c) */
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_0_1;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_4_0;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_4_1;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_4_2;
/* GFX9 multi-XCC tables (amdgpu_pmc_gfx9_4_3.c) */
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_4_3;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_4_4;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_9_5_0;
/* GFX10.3 tables (amdgpu_pmc_gfx10.c) */
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_10_3_0;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_10_3_1;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_10_3_2;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_10_3_3;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_10_3_4;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_10_3_5;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_10_3_6;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_10_3_7;
/* GFX11 tables (amdgpu_pmc_gfx11.c) */
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_11_0_0;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_11_0_1;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_11_0_2;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_11_0_3;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_11_0_4;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_11_5_0;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_11_5_1;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_11_5_2;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_11_5_3;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_11_5_4;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_11_5_6;
/* GFX12 tables (amdgpu_pmc_gfx12.c) */
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_12_0_0;
extern const struct amdgpu_pmc_arch amdgpu_pmc_arch_gc_12_0_1;

const struct amdgpu_pmc_arch *amdgpu_pmc_find_arch(u32 gc_ip);
const struct amdgpu_pmc_arch *amdgpu_pmc_get_arch(struct amdgpu_device *adev);
const struct amdgpu_pmc_block *
amdgpu_pmc_find_block(const struct amdgpu_pmc_arch *arch,
		      enum amdgpu_pmc_block_id id);

/*
 * PM4 builder.
 *
 * Pure functions that turn a set of counters into the PM4 that programs,
 * samples and stops them on one XCC. They touch no device state: the caller
 * passes the topology and the XCC's GC segment bases, and submits the
 * result.
 */

/**
 * struct amdgpu_pmc_topology - the GC topology the PMU counts on
 * @num_xcc: XCCs
 * @num_se: shader engines per XCC
 * @num_sa: shader arrays per shader engine
 * @cu_per_sa: CUs per shader array
 * @l2_channels: L2 channels per XCC
 */
struct amdgpu_pmc_topology {
	u32 num_xcc;
	u32 num_se;
	u32 num_sa;
	u32 cu_per_sa;
	u32 l2_channels;
};

/**
 * struct amdgpu_pmc_hw_counter - one hardware counter to program or sample
 * @block: its block
 * @slot: counter index inside the block
 * @select: event select (PERF_SEL)
 * @units: bitmap of the units (amdgpu_pmc_unit_coords()) to sample, NULL
 *	for all
 */
struct amdgpu_pmc_hw_counter {
	const struct amdgpu_pmc_block *block;
	u8 slot;
	u16 select;
	const unsigned long *units;
};

/**
 * struct amdgpu_pmc_ctx - what the builder needs to know about one XCC
 * @arch: counter tables
 * @topo: topology
 * @seg: GC segment bases of the XCC (adev->reg_offset[GC_HWIP][inst])
 * @xcc_local: the XCC executes the PM4 with XCC-local register offsets
 *	(multi-XCC parts, gfx_v9_4_3_normalize_xcc_reg_offset())
 */
struct amdgpu_pmc_ctx {
	const struct amdgpu_pmc_arch *arch;
	const struct amdgpu_pmc_topology *topo;
	const u32 *seg;
	bool xcc_local;
};

/* Bytes one sampled counter instance takes in the result buffer (LO, HI). */
#define AMDGPU_PMC_SLOT_BYTES	8

unsigned int amdgpu_pmc_block_instances(const struct amdgpu_pmc_block *block,
					const struct amdgpu_pmc_topology *topo);
unsigned int amdgpu_pmc_block_units(const struct amdgpu_pmc_block *block,
				    const struct amdgpu_pmc_topology *topo);
unsigned int amdgpu_pmc_block_rows(const struct amdgpu_pmc_block *block);
void amdgpu_pmc_unit_coords(const struct amdgpu_pmc_block *block,
			    const struct amdgpu_pmc_topology *topo,
			    unsigned int unit, unsigned int *se,
			    unsigned int *sa, unsigned int *inst);
size_t amdgpu_pmc_result_size(const struct amdgpu_pmc_topology *topo,
			      const struct amdgpu_pmc_hw_counter *cnt,
			      unsigned int num);
void amdgpu_pmc_emit_start(struct amdgpu_pmc_buf *buf,
			   const struct amdgpu_pmc_ctx *ctx,
			   const struct amdgpu_pmc_hw_counter *cnt,
			   unsigned int num);
void amdgpu_pmc_emit_sample(struct amdgpu_pmc_buf *buf,
			    const struct amdgpu_pmc_ctx *ctx,
			    const struct amdgpu_pmc_hw_counter *cnt,
			    unsigned int num, u64 dst);
void amdgpu_pmc_emit_stop(struct amdgpu_pmc_buf *buf,
			  const struct amdgpu_pmc_ctx *ctx);
/* Bytes amdgpu_pmc_emit_clock() writes */
#define AMDGPU_PMC_CLOCK_BYTES	8
void amdgpu_pmc_emit_clock(struct amdgpu_pmc_buf *buf,
			   const struct amdgpu_pmc_ctx *ctx, u64 dst);
/* Longest amdgpu_pmc_emit_perfcount() sequence, in dwords */
#define AMDGPU_PMC_PERFCOUNT_DW	8
void amdgpu_pmc_emit_perfcount(struct amdgpu_pmc_buf *buf,
			       const struct amdgpu_pmc_ctx *ctx, bool enable);

#endif

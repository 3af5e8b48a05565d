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
 * A GC (graphics core) performance counter emulator for KUnit.
 *
 * It executes the PM4 a GC perf PMU submits to a compute ring and models the
 * perf counter state the packets touch, from AQLprofile (ROCm/rocm-systems
 * 1b1610fc2), Mesa, the kernel's GFX code (gfx_v9_0.c, gfx_v9_4_3.c,
 * gfx_v12_0.c) and its register, enum and PM4 headers only. It shares no
 * code or tables with the driver's PM4 builder, so a packet the builder gets
 * wrong does not pass both.
 *
 * Model (with the public source of each point):
 *
 * - PM4 type-3 packets (soc15d.h): NOP, SET_UCONFIG_REG, SET_SH_REG,
 *   COPY_DATA, EVENT_WRITE, WRITE_DATA, ACQUIRE_MEM, PRED_EXEC. Anything
 *   else fails.
 * - One register file per XCC. PM4 uses XCC-local dword addresses: segment
 *   bases 0x2000 (GFX12: 0x1260) and 0xA000 (AQLprofile
 *   ip_offset_table_init.cpp; gfx_v9_4_3.c normalises MI300 offsets), so an
 *   un-normalised MI300 address is an unknown register.
 * - Blocks, their scopes and instance counts per IP version, from
 *   AQLprofile, Mesa and the kernel headers only: amdgpu_gc_emu_gfx9*.c,
 *   amdgpu_gc_emu_gfx12.c.
 * - GRBM_GFX_INDEX (gc_9_0_sh_mask.h, gc_12_0_0_sh_mask.h): a write to a
 *   per-instance register goes to the selected SE / SA / instance, or to all
 *   of a level whose broadcast bit is set. A read needs a non-broadcast
 *   selection at every level the block has, otherwise it is an undefined
 *   read and fails. A level the block does not have must be in broadcast.
 *   GFX9 GRBM_SE has a register set per SE, chosen by the register. GFX12
 *   per-WGP rows: amdgpu_gc_emu_gfx12.c.
 * - Register values (*_sh_mask.h): reserved bits, SELECT bits outside
 *   PERF_SEL (and the GFX9 SQ masks), a non-zero SELECT1, a partial
 *   SQ_PERFCOUNTER_MASK and SQ_PERFCOUNTER_CTRL written before
 *   CP_PERFMON_CNTL = DISABLE_AND_RESET (Mesa) fail. The end of a counting
 *   session must restore COMPUTE_PERFCOUNT_ENABLE and the GFX9 perfmon
 *   clock (AMDGPU_GC_EMU_CHECK_RESTORE) and, as the PMU does, leave
 *   CP_PERFMON_CNTL and the SQ/SQG control registers at their reset values
 *   (AMDGPU_GC_EMU_CHECK_UMD_STATE).
 * - CP_PERFMON_CNTL (gc_9_0_sh_mask.h, vega10_enum.h; AQLprofile
 *   pmc_builder.h, Mesa si_perfcounter.c): PERFMON_STATE DISABLE_AND_RESET
 *   zeroes every counter of the XCC and stops counting, START_COUNTING
 *   counts, STOP_COUNTING freezes. Counter reads return a sample latch, not
 *   the live count: the latch is loaded from the live count by a
 *   CP_PERFMON_CNTL write with PERFMON_SAMPLE_ENABLE set (AQL's START|SAMPLE
 *   before reading, pmc_builder.h; GFX12's and Mesa's STOP|SAMPLE,
 *   gfx12_primitives.h / si_perfcounter.c), by EVENT_WRITE
 *   PERFCOUNTER_SAMPLE (si_perfcounter.c) and by the transition to
 *   STOP_COUNTING (GFX9 AQL stops with 2 and reads the frozen counts,
 *   pmc_builder.h). GFX10.3 SQ counters must never be stopped (Mesa
 *   ac_gpu_info.c never_stop_sq_perf_counters; si_perfcounter.c writes
 *   START_COUNTING | SAMPLE_ENABLE instead): STOP_COUNTING fails there. A read with no sample since the last count is therefore
 *   stale, as the AQLprofile and Mesa sequences assume. Other PERFMON_STATE
 *   values, a non-zero SPM_PERFMON_STATE or PERFMON_ENABLE_MODE are not
 *   modelled and fail.
 * - Counters move only by amdgpu_gc_emu_inject(): every counter slot of the
 *   block instance whose SELECT.PERF_SEL equals the event and that counts
 *   advances by n modulo 2^width (GFX12 per-WGP SQ is 32 bits,
 *   gc_12_0_0_offset.h; all other blocks read as 64 bits). Counting further
 *   needs, when the checks are on: GC 9.0-9.4.2
 *   RLC_PERFMON_CLK_CNTL.PERFMON_CLOCK_STATE = 1 ("Otherwise most counters
 *   return 0", Mesa radeonsi; reset default 1, gc_9_0_default.h);
 *   COMPUTE_PERFCOUNT_ENABLE = 1 for the shader-windowed blocks (Mesa
 *   si_perfcounter.c, radv_perfcounter.c); CS_EN in SQ(G)_PERFCOUNTER_CTRL
 *   for SQ/SQG on a compute queue (gc_9_0_sh_mask.h, gc_12_0_0_sh_mask.h).
 * - COPY_DATA reads a 64-bit value from register LO and LO + 1 (as Mesa's
 *   64-bit reads in si_perfcounter.c imply), which is wrong for SPI
 *   (HI = LO - 1) and undefined for GFX12 SQ (no HI).
 * - COPY_DATA of GPU_CLOCK_COUNT gives the time up to which the streams'
 *   events happened (emu_accrue(), at the start of each IB): the counters
 *   hold still while an IB runs, and so does their clock. It ticks at the
 *   fake device's amdgpu_asic_get_xclk() rate, AMDGPU_KUNIT_XCLK.
 * - EVENT_WRITE PERFCOUNTER_START/STOP are windowing events of the GFX ring
 *   (Mesa radv_perfcounter.c); on compute they are only recorded.
 *   CS_PARTIAL_FLUSH and ACQUIRE_MEM are no-ops: execution is in order.
 */

#include <kunit/test.h>
#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/stdarg.h>
#include <linux/string.h>

#include "amdgpu.h"
#include "soc15d.h"
#include "vega10_enum.h"	/* VGT_EVENT_TYPE, CP_PERFMON_STATE: same in soc24_enum.h */

#include "amdgpu_kunit_helpers.h"
#include "amdgpu_gc_emu.h"

#define EMU_MAX_XCC		8
#define EMU_TRACE_LEN		32
#define EMU_TRACE_SHOW		16
#define EMU_ERR_LEN		256
#define EMU_NUM_EVENTS		64

/*
 * register spaces the SET_*_REG packets may address (soc15d.h SET_SH_REG,
 * navi10_enum.h UCONFIG_SPACE_END)
 */
#define EMU_UCONFIG_END		0x10000
#define EMU_SH_END		0x3000
#define EMU_REG_ADDR_MASK	0x3FFFF
#define EMU_PKT3_NOP_1DW	0x3FFF

struct emu_ctr {
	u32 sel;
	u32 sel1;
	u64 live;
	u64 latch;
};

struct emu_block {
	const struct amdgpu_gc_emu_block_def *def;
	unsigned int n[3];		/* SE, SA, instance counts (1 if absent) */
	struct emu_ctr *ctr;		/* [xcc][se][sa][inst][counter] */
};

struct emu_xcc {
	u32 plain[AMDGPU_GC_EMU_R_NUM];
	u32 saved[AMDGPU_GC_EMU_R_NUM];	/* before the counting session */
	bool session;			/* START_COUNTING since the last stop */
	unsigned int ib_count;
	u64 ib_dwords;			/* of every IB, for scripts/bench */
	u64 copy_data;			/* COPY_DATA of a register executed */
	u64 cache_actions;		/* ACQUIRE_MEM packets executed */
	u32 ib_end_gfx_index;
	unsigned int events[EMU_NUM_EVENTS];
};

struct emu_trace {
	unsigned int ib;
	unsigned int pos;
	u32 hdr;
	u32 dw1;
	u8 xcc;
	bool skipped;
};

/* Events that happen at a steady rate (amdgpu_gc_emu_inject_rate()) */
struct emu_stream {
	enum amdgpu_gc_emu_block block;
	u32 select;
	unsigned int xcc, se, sa, inst;
	u64 per_sec;
	ktime_t start;
	u64 injected;			/* per addressed instance */
	u64 counted;			/* of those, seen by some counter */
	bool running;
	/* for scripts/bench: when a counter last began to count the stream */
	bool seen;
	ktime_t last_accrue;
	ktime_t seen_since;
};

#define EMU_MAX_STREAMS		64

struct amdgpu_gc_emu {
	struct kunit *test;
	const struct amdgpu_gc_emu_family *fam;
	struct amdgpu_kunit_gc_topology topo;
	struct mutex lock;		/* everything below */
	u32 checks;
	unsigned int wgp_index_shift;
	unsigned int violations;
	int fail_err;
	/* whether a job may still write there (amdgpu_gc_emu_set_mem_check()) */
	bool (*mem_live)(void *data, u64 addr, size_t bytes);
	void *mem_data;
	unsigned int fail_count;
	struct emu_xcc xcc[EMU_MAX_XCC];
	struct emu_block blk[AMDGPU_GC_EMU_NUM_BLOCKS];
	struct emu_trace trace[EMU_TRACE_LEN];
	unsigned int ntrace;
	unsigned int ib_seq;

	/* the IB being executed */
	unsigned int cur_xcc;
	unsigned int cur_queue;
	unsigned int cur_pos;
	const u32 *dw;
	unsigned int ndw;
	u64 res_gpu;
	void *res_cpu;
	size_t res_size;

	struct emu_stream stream[EMU_MAX_STREAMS];
	unsigned int nstreams;
	/* when emu_accrue() last ran: the GPU clock */
	ktime_t accrued_at;

	/*
	 * Queues other than the one the IBs run on (queue 0, whose
	 * COMPUTE_PERFCOUNT_ENABLE the IBs write): their own
	 * COMPUTE_PERFCOUNT_ENABLE, set through amdgpu_gc_emu_set_queue_perfcount().
	 */
	bool queue_perfcount[EMU_MAX_XCC][AMDGPU_GC_EMU_MAX_QUEUES];
	/* GFX12 perfmon clock gating override (RLC_CGTT_MGCG_OVERRIDE) */
	/*
	 * Registers the driver reaches by MMIO, not by PM4 (adev->rmmio of
	 * the device under test): the GFX12 perfmon clock override.
	 */
	u32 *mmio;

	int err;
	char errmsg[EMU_ERR_LEN];
};

enum emu_kind { EMU_K_PLAIN, EMU_K_SEL, EMU_K_SEL1, EMU_K_LO, EMU_K_HI };

struct emu_loc {
	enum emu_kind kind;
	unsigned int idx;		/* plain register or block */
	unsigned int ctr;
	unsigned int se_set;		/* register set of a per-SE-regs block */
};

static const char * const emu_block_names[AMDGPU_GC_EMU_NUM_BLOCKS] = {
	[AMDGPU_GC_EMU_GRBM] = "GRBM",
	[AMDGPU_GC_EMU_GRBM_SE] = "GRBM_SE",
	[AMDGPU_GC_EMU_GRBMH] = "GRBMH",
	[AMDGPU_GC_EMU_SQ] = "SQ",
	[AMDGPU_GC_EMU_SQG] = "SQG",
	[AMDGPU_GC_EMU_SPI] = "SPI",
	[AMDGPU_GC_EMU_TA] = "TA",
	[AMDGPU_GC_EMU_TD] = "TD",
	[AMDGPU_GC_EMU_TCP] = "TCP",
	[AMDGPU_GC_EMU_TCC] = "TCC",
	[AMDGPU_GC_EMU_TCA] = "TCA",
	[AMDGPU_GC_EMU_GL1A] = "GL1A",
	[AMDGPU_GC_EMU_GL1C] = "GL1C",
	[AMDGPU_GC_EMU_GL2A] = "GL2A",
	[AMDGPU_GC_EMU_GL2C] = "GL2C",
	[AMDGPU_GC_EMU_CPC] = "CPC",
	[AMDGPU_GC_EMU_CPF] = "CPF",
	[AMDGPU_GC_EMU_CPG] = "CPG",
};

static const char * const emu_level_names[3] = { "SE", "SA", "instance" };

static const char * const emu_plain_names[AMDGPU_GC_EMU_R_NUM] = {
	[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX] = "GRBM_GFX_INDEX",
	[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL] = "CP_PERFMON_CNTL",
	[AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE] = "COMPUTE_PERFCOUNT_ENABLE",
	[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] = "RLC_PERFMON_CLK_CNTL",
	[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL] = "SQ_PERFCOUNTER_CTRL",
	[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_MASK] = "SQ_PERFCOUNTER_MASK",
	[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2] = "SQ_PERFCOUNTER_CTRL2",
	[AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL] = "SQG_PERFCOUNTER_CTRL",
	[AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL2] = "SQG_PERFCOUNTER_CTRL2",
};

static const char *emu_opcode_name(u32 op)
{
	switch (op) {
	case PACKET3_NOP: return "NOP";
	case PACKET3_PRED_EXEC: return "PRED_EXEC";
	case PACKET3_WRITE_DATA: return "WRITE_DATA";
	case PACKET3_COPY_DATA: return "COPY_DATA";
	case PACKET3_EVENT_WRITE: return "EVENT_WRITE";
	case PACKET3_ACQUIRE_MEM: return "ACQUIRE_MEM";
	case PACKET3_SET_SH_REG: return "SET_SH_REG";
	case PACKET3_SET_UCONFIG_REG: return "SET_UCONFIG_REG";
	default: return "?";
	}
}

static void emu_dump_trace(struct amdgpu_gc_emu *emu)
{
	unsigned int first, i;

	first = emu->ntrace > EMU_TRACE_SHOW ? emu->ntrace - EMU_TRACE_SHOW : 0;
	for (i = first; i < emu->ntrace; i++) {
		const struct emu_trace *t = &emu->trace[i % EMU_TRACE_LEN];

		if (emu->test)
			kunit_info(emu->test,
				   "  gc-emu trace: xcc %u IB #%u dw %u: %08x %08x %s%s\n",
				   t->xcc, t->ib, t->pos, t->hdr, t->dw1,
				   emu_opcode_name(CP_PACKET3_GET_OPCODE(t->hdr)),
				   t->skipped ? " (predicated off)" : "");
		else
			pr_err("  gc-emu trace: xcc %u IB #%u dw %u: %08x %08x %s%s\n",
			       t->xcc, t->ib, t->pos, t->hdr, t->dw1,
			       emu_opcode_name(CP_PACKET3_GET_OPCODE(t->hdr)),
			       t->skipped ? " (predicated off)" : "");
	}
}

static __printf(2, 3) void emu_fail(struct amdgpu_gc_emu *emu,
				    const char *fmt, ...)
{
	size_t len;
	va_list args;

	if (emu->err)
		return;
	emu->err = -EINVAL;

	len = scnprintf(emu->errmsg, sizeof(emu->errmsg),
			"%s xcc %u IB #%u dw %u: ", emu->fam->name,
			emu->cur_xcc, emu->ib_seq, emu->cur_pos);
	va_start(args, fmt);
	vscnprintf(emu->errmsg + len, sizeof(emu->errmsg) - len, fmt, args);
	va_end(args);

	emu->violations++;
	if (!emu->test) {
		pr_err("GC emulator: %s", emu->errmsg);
		emu_dump_trace(emu);
	} else if (emu->checks & AMDGPU_GC_EMU_CHECK_KUNIT_FAIL) {
		KUNIT_FAIL(emu->test, "GC emulator: %s", emu->errmsg);
		emu_dump_trace(emu);
	}
}

/* A misuse of the emulator's API by its caller. */
static __printf(2, 3) void emu_api_fail(struct amdgpu_gc_emu *emu,
					const char *fmt, ...)
{
	char msg[EMU_ERR_LEN];
	va_list args;

	va_start(args, fmt);
	vscnprintf(msg, sizeof(msg), fmt, args);
	va_end(args);

	emu->violations++;
	if (emu->test)
		KUNIT_FAIL(emu->test, "GC emulator: %s", msg);
	else
		pr_err("GC emulator: %s\n", msg);
}

static u32 emu_field(u32 val, u32 mask)
{
	return mask ? (val & mask) >> __ffs(mask) : 0;
}

static u32 emu_abs(const struct amdgpu_gc_emu *emu,
		   const struct amdgpu_gc_emu_reg *r)
{
	return emu->fam->seg[r->base_idx] + r->off;
}

static bool emu_match(const struct amdgpu_gc_emu *emu,
		      const struct amdgpu_gc_emu_reg *r, u32 addr)
{
	return r->valid && emu_abs(emu, r) == addr;
}

static bool emu_decode(const struct amdgpu_gc_emu *emu, u32 addr,
		       struct emu_loc *loc)
{
	const struct amdgpu_gc_emu_family *fam = emu->fam;
	unsigned int i, b, c;

	for (i = 0; i < AMDGPU_GC_EMU_R_NUM; i++) {
		if (emu_match(emu, &fam->plain[i], addr)) {
			loc->kind = EMU_K_PLAIN;
			loc->idx = i;
			return true;
		}
	}

	for (b = 0; b < fam->num_blocks; b++) {
		const struct amdgpu_gc_emu_block_def *def = &fam->blocks[b];
		unsigned int n = def->num_counters * max_t(u8, def->se_regs, 1);

		for (c = 0; c < n; c++) {
			const struct amdgpu_gc_emu_ctr_def *cd = &def->ctr[c];

			loc->idx = def->block;
			loc->ctr = c % def->num_counters;
			loc->se_set = c / def->num_counters;
			if (emu_match(emu, &cd->sel, addr))
				loc->kind = EMU_K_SEL;
			else if (emu_match(emu, &cd->sel1, addr))
				loc->kind = EMU_K_SEL1;
			else if (emu_match(emu, &cd->lo, addr))
				loc->kind = EMU_K_LO;
			else if (emu_match(emu, &cd->hi, addr))
				loc->kind = EMU_K_HI;
			else
				continue;
			return true;
		}
	}

	return false;
}

static u64 emu_width_mask(const struct amdgpu_gc_emu_block_def *def)
{
	return def->width >= 64 ? U64_MAX : BIT_ULL(def->width) - 1;
}

static struct emu_ctr *emu_ctr(struct amdgpu_gc_emu *emu, struct emu_block *b,
			       unsigned int xcc, unsigned int se,
			       unsigned int sa, unsigned int inst)
{
	unsigned int i;

	i = ((xcc * b->n[0] + se) * b->n[1] + sa) * b->n[2] + inst;
	return &b->ctr[i * b->def->num_counters];
}

/*
 * Harvested CUs (the topology's harvest_cus, the same in every SA) have no
 * per-CU (GFX9 TA, TD, TCP) or per-WGP (GFX12) counters: nothing counts
 * there, and a read of a harvested instance returns the counters of a
 * neighbouring one (the nearest lower, else higher, present unit), as ROCm
 * reported for RDNA (ROCm/rocm-systems issue #3828, gfx1151). What a
 * harvested GFX9 instance reads is not public; it is modelled alike.
 * A WGP is harvested if either of its CUs is. @inst is the emulator's
 * instance index (unit * rows + row); returns the one to use instead, or
 * @inst itself if present.
 */
static unsigned int emu_harvest_alias(const struct amdgpu_gc_emu *emu,
				      const struct emu_block *b,
				      unsigned int inst)
{
	unsigned int rows = max_t(u8, b->def->rows, 1), n = b->n[2] / rows;
	unsigned int unit = inst / rows, row = inst % rows, d;
	u32 gone = 0, h = emu->topo.harvest_cus;

	if (!h)
		return inst;
	if (b->def->inst_kind == AMDGPU_GC_EMU_INST_CU) {
		gone = h;
	} else if (b->def->inst_kind == AMDGPU_GC_EMU_INST_WGP) {
		for (d = 0; d < n; d++)
			if (h & (3u << (2 * d)))
				gone |= BIT(d);
	}
	if (!(gone & BIT(unit)))
		return inst;
	for (d = 1; d < n; d++) {
		if (unit >= d && !(gone & BIT(unit - d)))
			return (unit - d) * rows + row;
		if (unit + d < n && !(gone & BIT(unit + d)))
			return (unit + d) * rows + row;
	}
	return inst;
}

static bool emu_harvested(const struct amdgpu_gc_emu *emu,
			  const struct emu_block *b, unsigned int inst)
{
	return emu_harvest_alias(emu, b, inst) != inst;
}

/*
 * The instance index of a WGP block's counter row from INSTANCE_INDEX: with
 * a shift, INSTANCE_INDEX = (wgp << shift) | row (AQLprofile); without, the
 * plain index wgp * rows + row (Mesa). See amdgpu_gc_emu_gfx12.c.
 */
static bool emu_wgp_unit(struct amdgpu_gc_emu *emu, struct emu_block *b,
			 u32 gi, u32 idx, unsigned int *unit)
{
	unsigned int rows = max_t(u8, b->def->rows, 1);
	unsigned int wgps = b->n[2] / rows;
	u32 wgp, row;

	if (!emu->wgp_index_shift) {
		*unit = idx;
		return true;
	}
	wgp = idx >> emu->wgp_index_shift;
	row = idx & (BIT(emu->wgp_index_shift) - 1);
	if (row >= rows) {
		emu_fail(emu,
			 "GRBM_GFX_INDEX 0x%08x selects row %u of a WGP of %s, which has %u\n",
			 gi, row, emu_block_names[b->def->block], rows);
		return false;
	}
	if (wgp >= wgps) {
		emu_fail(emu,
			 "GRBM_GFX_INDEX 0x%08x selects WGP %u of %s, which has %u per SA\n",
			 gi, wgp, emu_block_names[b->def->block], wgps);
		return false;
	}
	*unit = wgp * rows + row;
	return true;
}

/*
 * Instance ranges [lo[l], hi[l]) at the SE, SA and instance levels that the
 * current GRBM_GFX_INDEX of the XCC addresses in block @b at @loc. A level
 * the block does not have must be in broadcast: a non-broadcast index there
 * addresses nothing the model knows of. Per-SE register sets (GRBM_SE) are
 * chosen by the register, not by GRBM_GFX_INDEX.
 */
static bool emu_gfx_index_range(struct amdgpu_gc_emu *emu, struct emu_block *b,
				bool write, const struct emu_loc *loc,
				unsigned int *lo, unsigned int *hi)
{
	static const u8 lvl[3] = {
		AMDGPU_GC_EMU_LVL_SE, AMDGPU_GC_EMU_LVL_SA, AMDGPU_GC_EMU_LVL_INST
	};
	const struct amdgpu_gc_emu_family *fam = emu->fam;
	u32 gi = emu->xcc[emu->cur_xcc].plain[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX];
	const u32 bcast[3] = {
		fam->gfx_index_se_bcast, fam->gfx_index_sa_bcast,
		fam->gfx_index_inst_bcast
	};
	u32 idx[3] = {
		emu_field(gi, fam->gfx_index_se_mask),
		emu_field(gi, fam->gfx_index_sa_mask),
		emu_field(gi, fam->gfx_index_inst_mask)
	};
	const char *name = emu_block_names[b->def->block];
	unsigned int l;

	for (l = 0; l < 3; l++) {
		lo[l] = 0;
		hi[l] = 1;
		if (!(b->def->levels & lvl[l])) {
			if (!(gi & bcast[l])) {
				emu_fail(emu,
					 "GRBM_GFX_INDEX 0x%08x selects %s %u of %s, which has no %s level\n",
					 gi, emu_level_names[l], idx[l], name,
					 emu_level_names[l]);
				return false;
			}
			continue;
		}
		if (gi & bcast[l]) {
			if (!write) {
				emu_fail(emu,
					 "undefined read of per-%s %s register: GRBM_GFX_INDEX 0x%08x broadcasts that level\n",
					 emu_level_names[l], name, gi);
				return false;
			}
			hi[l] = b->n[l];
			continue;
		}
		if (l == 2 && b->def->inst_kind == AMDGPU_GC_EMU_INST_WGP &&
		    !emu_wgp_unit(emu, b, gi, idx[2], &idx[2]))
			return false;
		if (idx[l] >= b->n[l]) {
			emu_fail(emu,
				 "GRBM_GFX_INDEX 0x%08x selects %s %u of %s, which has %u\n",
				 gi, emu_level_names[l], idx[l], name, b->n[l]);
			return false;
		}
		lo[l] = idx[l];
		hi[l] = idx[l] + 1;
	}

	if (b->def->se_regs) {
		if (loc->se_set >= b->n[0]) {
			emu_fail(emu, "%s register set %u: the XCC has no SE %u\n",
				 name, loc->se_set, loc->se_set);
			return false;
		}
		lo[0] = loc->se_set;
		hi[0] = loc->se_set + 1;
	}
	return true;
}

static void emu_latch_all(struct amdgpu_gc_emu *emu, unsigned int xcc,
			  bool reset)
{
	unsigned int b, i, per_xcc;

	for (b = 0; b < AMDGPU_GC_EMU_NUM_BLOCKS; b++) {
		struct emu_block *blk = &emu->blk[b];
		struct emu_ctr *c;

		if (!blk->def)
			continue;
		per_xcc = blk->n[0] * blk->n[1] * blk->n[2] *
			  blk->def->num_counters;
		c = &blk->ctr[xcc * per_xcc];
		for (i = 0; i < per_xcc; i++) {
			if (reset)
				c[i].live = 0;
			c[i].latch = c[i].live;
		}
	}
}

static void emu_write_cp_perfmon_cntl(struct amdgpu_gc_emu *emu, u32 val)
{
	const struct amdgpu_gc_emu_family *fam = emu->fam;
	struct emu_xcc *x = &emu->xcc[emu->cur_xcc];
	u32 state = emu_field(val, fam->perfmon_state_mask);

	if (val & (fam->spm_state_mask | fam->enable_mode_mask)) {
		emu_fail(emu,
			 "CP_PERFMON_CNTL 0x%08x: SPM_PERFMON_STATE / PERFMON_ENABLE_MODE not modelled\n",
			 val);
		return;
	}

	switch (state) {
	case CP_PERFMON_STATE_DISABLE_AND_RESET:
		emu_latch_all(emu, emu->cur_xcc, true);
		break;
	case CP_PERFMON_STATE_START_COUNTING:
		x->session = true;
		break;
	case CP_PERFMON_STATE_STOP_COUNTING:
		if (fam->sq_never_stop) {
			emu_fail(emu,
				 "CP_PERFMON_CNTL 0x%08x: STOP_COUNTING, but the SQ counters of this family must never stop\n",
				 val);
			return;
		}
		emu_latch_all(emu, emu->cur_xcc, false);
		break;
	default:
		emu_fail(emu, "CP_PERFMON_CNTL 0x%08x: PERFMON_STATE %u not modelled\n",
			 val, state);
		return;
	}

	if (val & fam->sample_enable_mask)
		emu_latch_all(emu, emu->cur_xcc, false);

	x->plain[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL] = val;
}

/*
 * Register values (the kernel's gc_*_sh_mask.h headers): a bit
 * outside every field of the register is reserved. SQ_PERFCOUNTER_CTRL may
 * only be written after CP_PERFMON_CNTL = DISABLE_AND_RESET (Mesa
 * si_perfcounter.c: "Set DISABLE_AND_RESET before SQ_PERFCOUNTER_CTRL").
 * SQ_PERFCOUNTER_MASK selects the CUs the SQ counts;
 * the emulator counts SQ events per SE, so a mask that leaves out a CU of
 * the topology is not modelled.
 */
static bool emu_plain_value_ok(struct amdgpu_gc_emu *emu, unsigned int r,
			       u32 val)
{
	const struct amdgpu_gc_emu_family *fam = emu->fam;
	const u32 *plain = emu->xcc[emu->cur_xcc].plain;
	u32 bad = val & ~fam->plain_fields[r];
	u32 cus, want;

	if (bad) {
		emu_fail(emu, "%s 0x%08x: reserved bits 0x%08x set\n",
			 emu_plain_names[r], val, bad);
		return false;
	}

	switch (r) {
	case AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL:
		if (emu_field(plain[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL],
			      fam->perfmon_state_mask) !=
		    CP_PERFMON_STATE_DISABLE_AND_RESET) {
			emu_fail(emu,
				 "SQ_PERFCOUNTER_CTRL written while CP_PERFMON_CNTL is 0x%08x, not DISABLE_AND_RESET\n",
				 plain[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL]);
			return false;
		}
		break;
	case AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_MASK:
		cus = (u32)GENMASK(emu->topo.cu_per_sa - 1, 0);
		want = cus;
		if (emu->topo.num_sa > 1)
			want |= cus << fam->sq_mask_sh1_shift;
		if ((val & want) != want) {
			emu_fail(emu,
				 "SQ_PERFCOUNTER_MASK 0x%08x leaves out CUs of 0x%08x: per-CU SQ counting not modelled\n",
				 val, want);
			return false;
		}
		break;
	}
	return true;
}

/*
 * SELECT values (gc_*_sh_mask.h): PERF_SEL (CNTR_SEL0 on GFX9 CP
 * blocks) and, for the GFX9 SQ, the SQC bank, SQC client and SIMD masks.
 * Any other bit is a reserved bit, a select wider than the PERF_SEL field
 * of this IP version, or a field the emulator does not model (PERF_SEL1,
 * CNTR_MODE, PERF_MODE, SPM_MODE): all count nothing it could check.
 * SELECT1 (and the GFX12 SPM-only odd SQ selects) must stay 0.
 */
static bool emu_select_value_ok(struct amdgpu_gc_emu *emu,
				const struct emu_block *b,
				const struct emu_loc *loc, u32 val)
{
	const struct amdgpu_gc_emu_ctr_def *cd =
		&b->def->ctr[loc->se_set * b->def->num_counters + loc->ctr];
	u32 bad;

	switch (loc->kind) {
	case EMU_K_SEL:
		bad = val & ~(cd->sel_mask | cd->sel_extra);
		if (bad) {
			emu_fail(emu,
				 "%s counter %u SELECT 0x%08x: bits 0x%08x outside PERF_SEL 0x%08x%s\n",
				 emu_block_names[b->def->block], loc->ctr, val,
				 bad, cd->sel_mask,
				 cd->sel_extra ? " and the SQC/SIMD masks" : "");
			return false;
		}
		break;
	case EMU_K_SEL1:
		if (val) {
			emu_fail(emu,
				 "%s counter %u SELECT1 0x%08x: a second select is not modelled\n",
				 emu_block_names[b->def->block], loc->ctr, val);
			return false;
		}
		break;
	default:
		break;
	}
	return true;
}

static void emu_reg_write(struct amdgpu_gc_emu *emu, u32 addr, u32 val)
{
	unsigned int lo[3], hi[3], se, sa, in;
	struct emu_block *b;
	struct emu_loc loc;
	u64 wmask;

	if (!emu_decode(emu, addr, &loc)) {
		emu_fail(emu, "write of unknown register 0x%05x (value 0x%08x)\n",
			 addr, val);
		return;
	}

	if (loc.kind == EMU_K_PLAIN) {
		if (!emu_plain_value_ok(emu, loc.idx, val))
			return;
		if (loc.idx == AMDGPU_GC_EMU_R_CP_PERFMON_CNTL)
			emu_write_cp_perfmon_cntl(emu, val);
		/* Per queue state: the writing queue's own (an HQD register). */
		else if (loc.idx == AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE &&
			 emu->cur_queue)
			emu->queue_perfcount[emu->cur_xcc][emu->cur_queue] =
				val & emu->fam->perfcount_enable_mask;
		else
			emu->xcc[emu->cur_xcc].plain[loc.idx] = val;
		return;
	}

	b = &emu->blk[loc.idx];
	if (!emu_select_value_ok(emu, b, &loc, val))
		return;
	if (!emu_gfx_index_range(emu, b, true, &loc, lo, hi))
		return;
	wmask = emu_width_mask(b->def);

	for (se = lo[0]; se < hi[0]; se++)
		for (sa = lo[1]; sa < hi[1]; sa++)
			for (in = lo[2]; in < hi[2]; in++) {
				struct emu_ctr *c = emu_ctr(emu, b, emu->cur_xcc,
							    se, sa, in) + loc.ctr;

				switch (loc.kind) {
				case EMU_K_SEL:
					c->sel = val;
					break;
				case EMU_K_SEL1:
					c->sel1 = val;
					break;
				case EMU_K_LO:
					c->live = (c->live & ~(u64)U32_MAX) | val;
					c->live &= wmask;
					c->latch = c->live;
					break;
				default:
					c->live = (c->live & U32_MAX) |
						  ((u64)val << 32);
					c->live &= wmask;
					c->latch = c->live;
					break;
				}
			}
}

static bool emu_reg_read(struct amdgpu_gc_emu *emu, u32 addr, u32 *val)
{
	unsigned int lo[3], hi[3];
	struct emu_block *b;
	struct emu_loc loc;
	struct emu_ctr *c;

	if (!emu_decode(emu, addr, &loc)) {
		emu_fail(emu, "read of unknown register 0x%05x\n", addr);
		return false;
	}

	if (loc.kind == EMU_K_PLAIN) {
		*val = emu->xcc[emu->cur_xcc].plain[loc.idx];
		return true;
	}

	b = &emu->blk[loc.idx];
	if (!emu_gfx_index_range(emu, b, false, &loc, lo, hi))
		return false;
	lo[2] = emu_harvest_alias(emu, b, lo[2]);
	c = emu_ctr(emu, b, emu->cur_xcc, lo[0], lo[1], lo[2]) + loc.ctr;

	switch (loc.kind) {
	case EMU_K_SEL:
		*val = c->sel;
		break;
	case EMU_K_SEL1:
		*val = c->sel1;
		break;
	case EMU_K_LO:
		*val = lower_32_bits(c->latch);
		break;
	default:
		*val = upper_32_bits(c->latch);
		break;
	}
	return true;
}

static void emu_mem_write(struct amdgpu_gc_emu *emu, const char *what,
			  u64 addr, const void *src, unsigned int bytes)
{
	if (!emu->res_cpu || addr < emu->res_gpu ||
	    addr - emu->res_gpu > emu->res_size ||
	    emu->res_size - (addr - emu->res_gpu) < bytes) {
		emu_fail(emu,
			 "%s destination 0x%llx (+%u) outside the result buffer 0x%llx (+0x%zx)\n",
			 what, addr, bytes, emu->res_gpu, emu->res_size);
		return;
	}
	if (emu->mem_live && !emu->mem_live(emu->mem_data, addr, bytes)) {
		emu_fail(emu,
			 "%s destination 0x%llx (+%u): memory the driver freed before this job's fence signalled\n",
			 what, addr, bytes);
		return;
	}
	memcpy(emu->res_cpu + (addr - emu->res_gpu), src, bytes);
}

/**
 * amdgpu_gc_emu_set_mem_check - say which memory a job may still write
 * @emu: the emulator
 * @live: true if [@addr, @addr + @bytes) belongs to a job in flight; a write
 *	anywhere else is a violation
 * @data: for @live
 */
void amdgpu_gc_emu_set_mem_check(struct amdgpu_gc_emu *emu,
				 bool (*live)(void *data, u64 addr,
					      size_t bytes),
				 void *data)
{
	mutex_lock(&emu->lock);
	emu->mem_live = live;
	emu->mem_data = data;
	mutex_unlock(&emu->lock);
}

static void emu_set_reg(struct amdgpu_gc_emu *emu, const u32 *p,
			unsigned int n, u32 start, u32 end, const char *what)
{
	unsigned int i;
	u32 addr;

	if (p[0] & ~0xFFFFu) {
		emu_fail(emu, "%s: reserved bits set in 0x%08x\n", what, p[0]);
		return;
	}

	for (i = 0; i < n && !emu->err; i++) {
		addr = start + p[0] + i;
		if (addr >= end) {
			emu_fail(emu, "%s: register 0x%05x outside [0x%05x, 0x%05x)\n",
				 what, addr, start, end);
			return;
		}
		emu_reg_write(emu, addr, p[1 + i]);
	}
}

static void emu_copy_data(struct amdgpu_gc_emu *emu, const u32 *p)
{
	u32 src_sel = p[0] & 0xF;
	u32 dst_sel = (p[0] >> 8) & 0xF;
	bool is64 = p[0] & PACKET3_COPY_DATA__COUNT_SEL(1);
	u32 v[2] = { 0, 0 };
	u64 addr, clock;

	switch (src_sel) {
	case PACKET3_COPY_DATA__SRC_SEL__MEM_MAPPED_REGISTER:
	case PACKET3_COPY_DATA__SRC_SEL__PERFCOUNTERS:
		if (p[1] & ~EMU_REG_ADDR_MASK) {
			emu_fail(emu, "COPY_DATA source register 0x%08x out of range\n",
				 p[1]);
			return;
		}
		if (!emu_reg_read(emu, p[1], &v[0]))
			return;
		/* 64 bits: the CP reads LO, LO + 1 (Mesa si_perfcounter.c) */
		if (is64 && !emu_reg_read(emu, p[1] + 1, &v[1]))
			return;
		break;
	case PACKET3_COPY_DATA__SRC_SEL__IMMEDIATE_DATA:
		v[0] = p[1];
		v[1] = p[2];
		break;
	case PACKET3_COPY_DATA__SRC_SEL__GPU_CLOCK_COUNT:
		clock = mul_u64_u32_div(ktime_to_ns(emu->accrued_at),
					AMDGPU_KUNIT_XCLK, 100000);
		v[0] = lower_32_bits(clock);
		v[1] = upper_32_bits(clock);
		break;
	default:
		emu_fail(emu, "COPY_DATA SRC_SEL %u not modelled\n", src_sel);
		return;
	}

	switch (dst_sel) {
	case PACKET3_COPY_DATA__DST_SEL__MEM_MAPPED_REGISTER:
	case PACKET3_COPY_DATA__DST_SEL__PERFCOUNTERS:
		if (is64) {
			emu_fail(emu, "64-bit COPY_DATA to a register not modelled\n");
			return;
		}
		if (p[3] & ~EMU_REG_ADDR_MASK) {
			emu_fail(emu, "COPY_DATA destination register 0x%08x out of range\n",
				 p[3]);
			return;
		}
		emu_reg_write(emu, p[3], v[0]);
		break;
	case PACKET3_COPY_DATA__DST_SEL__TC_L2:
	case PACKET3_COPY_DATA__DST_SEL__MEMORY:
		addr = p[3] | ((u64)p[4] << 32);
		if (addr & (is64 ? 7 : 3)) {
			emu_fail(emu, "unaligned COPY_DATA destination 0x%llx for a %u-bit write\n",
				 addr, is64 ? 64 : 32);
			return;
		}
		emu_mem_write(emu, "COPY_DATA", addr, v, is64 ? 8 : 4);
		break;
	default:
		emu_fail(emu, "COPY_DATA DST_SEL %u not modelled\n", dst_sel);
		return;
	}
}

static void emu_write_data(struct amdgpu_gc_emu *emu, const u32 *p,
			   unsigned int n)
{
	u32 dst_sel = (p[0] >> 8) & 0xF;
	bool incr = !(p[0] & PACKET3_WRITE_DATA__ADDR_INCR(1));
	unsigned int i;
	u64 addr;

	switch (dst_sel) {
	case PACKET3_WRITE_DATA__DST_SEL__MEM_MAPPED_REGISTER:
		if (p[1] & ~EMU_REG_ADDR_MASK) {
			emu_fail(emu, "WRITE_DATA register 0x%08x out of range\n",
				 p[1]);
			return;
		}
		for (i = 0; i < n && !emu->err; i++)
			emu_reg_write(emu, p[1] + (incr ? i : 0), p[3 + i]);
		break;
	case PACKET3_WRITE_DATA__DST_SEL__TC_L2:
	case PACKET3_WRITE_DATA__DST_SEL__MEMORY:
		addr = p[1] | ((u64)p[2] << 32);
		if (addr & 3) {
			emu_fail(emu, "unaligned WRITE_DATA destination 0x%llx\n",
				 addr);
			return;
		}
		for (i = 0; i < n && !emu->err; i++)
			emu_mem_write(emu, "WRITE_DATA", addr + (incr ? 4 * i : 0),
				      &p[3 + i], 4);
		break;
	default:
		emu_fail(emu, "WRITE_DATA DST_SEL %u not modelled\n", dst_sel);
	}
}

static void emu_event_write(struct amdgpu_gc_emu *emu, const u32 *p,
			    unsigned int cnt)
{
	u32 type = p[0] & 0x3F;
	u32 index = (p[0] >> 8) & 0xF;
	u32 want;

	if (cnt) {
		emu_fail(emu, "EVENT_WRITE with %u payload dwords not modelled\n",
			 cnt + 1);
		return;
	}
	if (p[0] & ~0xF3Fu) {
		emu_fail(emu, "EVENT_WRITE 0x%08x: reserved bits set\n", p[0]);
		return;
	}

	switch (type) {
	case CS_PARTIAL_FLUSH:
		want = PACKET3_EVENT_WRITE__EVENT_INDEX__CS_PARTIAL_FLUSH;
		break;
	case PERFCOUNTER_START:
	case PERFCOUNTER_STOP:
	case PERFCOUNTER_SAMPLE:
		want = PACKET3_EVENT_WRITE__EVENT_INDEX__OTHER;
		break;
	default:
		emu_fail(emu, "EVENT_WRITE event type 0x%02x not modelled\n",
			 type);
		return;
	}
	if (index != want) {
		emu_fail(emu, "EVENT_WRITE event 0x%02x with EVENT_INDEX %u, expected %u\n",
			 type, index, want);
		return;
	}

	emu->xcc[emu->cur_xcc].events[type]++;
	if (type == PERFCOUNTER_SAMPLE)
		emu_latch_all(emu, emu->cur_xcc, false);
}

static unsigned int emu_packet_len(u32 hdr)
{
	u32 cnt = CP_PACKET_GET_COUNT(hdr);

	/* the ring padding NOP: PACKET3(PACKET3_NOP, 0x3FFF) is one dword */
	if (CP_PACKET3_GET_OPCODE(hdr) == PACKET3_NOP && cnt == EMU_PKT3_NOP_1DW)
		return 1;
	return cnt + 2;
}

/* header sanity: type 3, only the shader-type and RESET_FILTER_CAM bits */
static bool emu_check_header(struct amdgpu_gc_emu *emu, unsigned int pos)
{
	u32 hdr = emu->dw[pos];

	emu->cur_pos = pos;
	if (CP_PACKET_GET_TYPE(hdr) != PACKET_TYPE3) {
		emu_fail(emu, "0x%08x is not a type-3 PM4 header\n", hdr);
		return false;
	}
	if (hdr & 0xF9) {
		emu_fail(emu, "PM4 header 0x%08x: reserved/predicate bits set\n",
			 hdr);
		return false;
	}
	if (pos + emu_packet_len(hdr) > emu->ndw) {
		emu_fail(emu, "%s count %u runs past the end of the IB (%u dwords)\n",
			 emu_opcode_name(CP_PACKET3_GET_OPCODE(hdr)),
			 CP_PACKET_GET_COUNT(hdr), emu->ndw);
		return false;
	}
	return true;
}

static void emu_trace(struct amdgpu_gc_emu *emu, unsigned int pos,
		      bool skipped)
{
	struct emu_trace *t = &emu->trace[emu->ntrace++ % EMU_TRACE_LEN];

	t->ib = emu->ib_seq;
	t->pos = pos;
	t->hdr = emu->dw[pos];
	t->dw1 = pos + 1 < emu->ndw ? emu->dw[pos + 1] : 0;
	t->xcc = emu->cur_xcc;
	t->skipped = skipped;
}

static unsigned int emu_pred_exec(struct amdgpu_gc_emu *emu, unsigned int pos,
				  u32 cnt)
{
	u32 ctl = emu->dw[pos + 1];
	u32 body = ctl & 0x3FFF;
	u32 xcc_mask = ctl >> 24;
	unsigned int end, q;
	bool run;

	if (cnt != 0 || (ctl & 0x00FFC000)) {
		emu_fail(emu, "malformed PRED_EXEC (count %u, control 0x%08x)\n",
			 cnt, ctl);
		return emu->ndw;
	}
	end = pos + 2 + body;
	if (end > emu->ndw) {
		emu_fail(emu, "PRED_EXEC EXEC_COUNT %u runs past the end of the IB\n",
			 body);
		return emu->ndw;
	}
	/* the predicated body must be whole packets */
	for (q = pos + 2; q < end; q += emu_packet_len(emu->dw[q]))
		if (!emu_check_header(emu, q))
			return emu->ndw;
	if (q != end) {
		emu->cur_pos = pos;
		emu_fail(emu, "PRED_EXEC EXEC_COUNT %u ends inside a packet\n",
			 body);
		return emu->ndw;
	}

	run = xcc_mask & BIT(emu->cur_xcc);
	if (run)
		return pos + 2;

	for (q = pos + 2; q < end; q += emu_packet_len(emu->dw[q]))
		emu_trace(emu, q, true);
	return end;
}

static unsigned int emu_packet(struct amdgpu_gc_emu *emu, unsigned int pos)
{
	u32 hdr, op, cnt;
	const u32 *p;

	if (!emu_check_header(emu, pos))
		return emu->ndw;

	hdr = emu->dw[pos];
	op = CP_PACKET3_GET_OPCODE(hdr);
	cnt = CP_PACKET_GET_COUNT(hdr);
	p = &emu->dw[pos + 1];
	emu_trace(emu, pos, false);

	switch (op) {
	case PACKET3_NOP:
		break;
	case PACKET3_PRED_EXEC:
		return emu_pred_exec(emu, pos, cnt);
	case PACKET3_SET_UCONFIG_REG:
		if (cnt < 1)
			goto bad_count;
		emu_set_reg(emu, p, cnt, PACKET3_SET_UCONFIG_REG_START,
			    EMU_UCONFIG_END, "SET_UCONFIG_REG");
		break;
	case PACKET3_SET_SH_REG:
		if (cnt < 1)
			goto bad_count;
		emu_set_reg(emu, p, cnt, PACKET3_SET_SH_REG_START, EMU_SH_END,
			    "SET_SH_REG");
		break;
	case PACKET3_COPY_DATA:
		if (cnt != 4)
			goto bad_count;
		emu_copy_data(emu, p);
		if ((p[0] & 0xF) != PACKET3_COPY_DATA__SRC_SEL__GPU_CLOCK_COUNT)
			emu->xcc[emu->cur_xcc].copy_data++;
		break;
	case PACKET3_WRITE_DATA:
		if (cnt < 3)
			goto bad_count;
		emu_write_data(emu, p, cnt - 2);
		break;
	case PACKET3_EVENT_WRITE:
		emu_event_write(emu, p, cnt);
		break;
	case PACKET3_ACQUIRE_MEM:
		if (cnt + 2 != emu->fam->acquire_mem_ndw)
			goto bad_count;
		emu->xcc[emu->cur_xcc].cache_actions++;
		break;
	default:
		emu_fail(emu, "unknown PM4 opcode 0x%02x (header 0x%08x)\n",
			 op, hdr);
		return emu->ndw;
	}
	return pos + emu_packet_len(hdr);

bad_count:
	emu_fail(emu, "%s with bad count %u (%u payload dwords)\n",
		 emu_opcode_name(op), cnt, cnt + 1);
	return emu->ndw;
}

static void emu_accrue(struct amdgpu_gc_emu *emu);

/*
 * The end of a counting session: what the start sequence changed to let
 * the counters count is put back as it was before the session (AQLprofile's
 * Stop and Disable in pmc_builder.h: COMPUTE_PERFCOUNT_ENABLE = 0 and, on GC
 * 9.0-9.4.2, the perfmon clock). The kernel itself never writes
 * RLC_PERFMON_CLK_CNTL (gfx_v9_0.c), so the value before the session is the
 * one the rest of the kernel runs with: the reset default 1
 * (gc_9_0_default.h) unless a test changed it.
 */
static void emu_check_session_end(struct amdgpu_gc_emu *emu,
				  struct emu_xcc *x)
{
	static const unsigned int regs[] = {
		AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE,
		AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL,
	};
	/*
	 * What a user mode driver's query may rely on without writing it:
	 * radeonsi (si_perfcounter.c) writes no SQ control for queries of
	 * other blocks, and nothing writes the GFX12 CTRL2 whose FORCE_EN
	 * makes SQ count outside any query window.
	 */
	static const unsigned int umd_regs[] = {
		AMDGPU_GC_EMU_R_CP_PERFMON_CNTL,
		AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL,
		AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_MASK,
		AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL2,
		AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL,
	};
	unsigned int i, r;

	if (emu->err || !x->session ||
	    emu_field(x->plain[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL],
		      emu->fam->perfmon_state_mask) ==
	    CP_PERFMON_STATE_START_COUNTING)
		return;
	x->session = false;
	if (!(emu->checks & AMDGPU_GC_EMU_CHECK_RESTORE))
		return;
	for (i = 0; i < ARRAY_SIZE(regs); i++) {
		r = regs[i];
		if (!emu->fam->plain[r].valid || x->plain[r] == x->saved[r])
			continue;
		emu->cur_pos = emu->ndw;
		emu_fail(emu,
			 "IB ends the counting session with %s 0x%08x, not 0x%08x as before it\n",
			 emu_plain_names[r], x->plain[r], x->saved[r]);
		return;
	}
	if (!(emu->checks & AMDGPU_GC_EMU_CHECK_UMD_STATE))
		return;
	for (i = 0; i < ARRAY_SIZE(umd_regs); i++) {
		r = umd_regs[i];
		if (!emu->fam->plain[r].valid ||
		    x->plain[r] == emu->fam->plain_reset[r])
			continue;
		emu->cur_pos = emu->ndw;
		emu_fail(emu,
			 "IB ends the counting session with %s 0x%08x, not its reset value 0x%08x\n",
			 emu_plain_names[r], x->plain[r],
			 emu->fam->plain_reset[r]);
		return;
	}
}

static int emu_exec(struct amdgpu_gc_emu *emu, unsigned int xcc,
		    unsigned int queue, const u32 *dw, unsigned int ndw,
		    u64 result_gpu, void *result_cpu, size_t result_size)
{
	struct emu_xcc *x;
	unsigned int pos = 0;
	u32 gi;

	/* What happened since the last IB, counted as the GC was then. */
	emu_accrue(emu);

	/* A failing job is the PMU's (queue 0), not a queue's perfcount IB. */
	if (emu->fail_count && !queue) {
		emu->fail_count--;
		return emu->fail_err;
	}

	emu->err = 0;
	emu->errmsg[0] = '\0';
	emu->ib_seq++;
	emu->cur_pos = 0;
	emu->cur_xcc = 0;
	if (xcc >= emu->topo.num_xcc) {
		emu_fail(emu, "IB submitted to XCC %u of %u\n", xcc,
			 emu->topo.num_xcc);
		return emu->err;
	}

	if (queue >= AMDGPU_GC_EMU_MAX_QUEUES) {
		emu_fail(emu, "IB submitted to queue %u of %u\n", queue,
			 AMDGPU_GC_EMU_MAX_QUEUES);
		return emu->err;
	}

	/*
	 * The CP fetches IBs in 8-dword units: amdgpu reports a 32-byte IB
	 * size alignment for GFX and compute (AMDGPU_INFO_HW_IP_INFO,
	 * amdgpu_kms.c) and Mesa pads them to it (ib_pad_dw_mask 0x7,
	 * src/amd/common/ac_gpu_info.c).
	 */
	if ((emu->checks & AMDGPU_GC_EMU_CHECK_IB_SIZE) && ndw % 8) {
		emu_fail(emu, "IB of %u dwords, not a multiple of 8\n", ndw);
		return emu->err;
	}

	emu->cur_xcc = xcc;
	emu->cur_queue = queue;
	emu->dw = dw;
	emu->ndw = ndw;
	emu->res_gpu = result_gpu;
	emu->res_cpu = result_cpu;
	emu->res_size = result_size;
	x = &emu->xcc[xcc];
	/* IB statistics are the PMU queue's (queue 0): its cost per tick. */
	if (!queue) {
		x->ib_count++;
		x->ib_dwords += ndw;
	}
	if (!x->session && !queue)
		memcpy(x->saved, x->plain, sizeof(x->saved));

	while (pos < ndw && !emu->err)
		pos = emu_packet(emu, pos);

	emu_check_session_end(emu, x);
	gi = x->plain[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX];
	x->ib_end_gfx_index = gi;
	if (!emu->err && (emu->checks & AMDGPU_GC_EMU_CHECK_END_BROADCAST) &&
	    gi != amdgpu_gc_emu_broadcast(emu)) {
		emu->cur_pos = ndw;
		emu_fail(emu, "IB ends with GRBM_GFX_INDEX 0x%08x, not broadcast 0x%08x\n",
			 gi, amdgpu_gc_emu_broadcast(emu));
	}

	emu->dw = NULL;
	emu->ndw = 0;
	return emu->err;
}

/**
 * amdgpu_gc_emu_exec - execute an IB on one XCC of the emulated GC
 * @emu: the emulator
 * @xcc: logical XCC executing the IB
 * @dw: the IB
 * @ndw: its length in dwords
 * @result_gpu: GPU address of the buffer COPY_DATA/WRITE_DATA may write
 * @result_cpu: CPU mapping of that buffer; results land at
 *              result_cpu + (addr - result_gpu)
 * @result_size: its size in bytes
 *
 * Execution stops at the first violation of the model.
 *
 * Returns: 0, -EINVAL on a violation (see amdgpu_gc_emu_last_error(); the
 * test also fails unless AMDGPU_GC_EMU_CHECK_KUNIT_FAIL was cleared), or the
 * error armed with amdgpu_gc_emu_fail_next() (the IB is then not executed).
 */
int amdgpu_gc_emu_exec(struct amdgpu_gc_emu *emu, unsigned int xcc,
		       const u32 *dw, unsigned int ndw, u64 result_gpu,
		       void *result_cpu, size_t result_size)
{
	return amdgpu_gc_emu_exec_queue(emu, xcc, 0, dw, ndw, result_gpu,
					result_cpu, result_size);
}

/**
 * amdgpu_gc_emu_exec_queue - amdgpu_gc_emu_exec() on a given compute queue
 * @emu: the emulator
 * @xcc: logical XCC
 * @queue: the queue of that XCC running the IB; queue 0's
 *	COMPUTE_PERFCOUNT_ENABLE is the register the IB writes, the others
 *	keep their own (amdgpu_gc_emu_queue_perfcount())
 * @dw: the IB
 * @ndw: its length in dwords
 * @result_gpu: as for amdgpu_gc_emu_exec()
 * @result_cpu: as for amdgpu_gc_emu_exec()
 * @result_size: as for amdgpu_gc_emu_exec()
 *
 * Returns: as amdgpu_gc_emu_exec().
 */
int amdgpu_gc_emu_exec_queue(struct amdgpu_gc_emu *emu, unsigned int xcc,
			     unsigned int queue, const u32 *dw,
			     unsigned int ndw, u64 result_gpu,
			     void *result_cpu, size_t result_size)
{
	int r;

	mutex_lock(&emu->lock);
	r = emu_exec(emu, xcc, queue, dw, ndw, result_gpu, result_cpu,
		     result_size);
	mutex_unlock(&emu->lock);
	return r;
}

/* GFX12: RLC_CGTT_MGCG_OVERRIDE.PERFMON_CLOCK_STATE, as the driver set it */
static bool emu_perf_clk_override(struct amdgpu_gc_emu *emu)
{
	return READ_ONCE(emu->mmio[emu->fam->perf_clk_override_reg]) &
	       emu->fam->perf_clk_override_mask;
}

static bool emu_counts(struct amdgpu_gc_emu *emu, unsigned int xcc,
		       unsigned int queue,
		       const struct amdgpu_gc_emu_block_def *def)
{
	const struct amdgpu_gc_emu_family *fam = emu->fam;
	const u32 *r = emu->xcc[xcc].plain;

	if (emu_field(r[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL],
		      fam->perfmon_state_mask) != CP_PERFMON_STATE_START_COUNTING)
		return false;

	if ((emu->checks & AMDGPU_GC_EMU_CHECK_CLOCK_GATING) &&
	    fam->clock_state_mask &&
	    !(r[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] & fam->clock_state_mask))
		return false;
	/* GFX12: the perfmon clocks gate unless the driver overrides it. */
	if ((emu->checks & AMDGPU_GC_EMU_CHECK_PERF_CLK) &&
	    fam->perf_clk_override_needed && !emu_perf_clk_override(emu))
		return false;

	if (!(emu->checks & AMDGPU_GC_EMU_CHECK_WINDOW))
		return true;
	/* Windowed blocks count the waves of queues that enable counting. */
	if ((def->gates & AMDGPU_GC_EMU_GATE_WINDOW) &&
	    !(queue ? emu->queue_perfcount[xcc][queue] :
		      r[AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE] &
		      fam->perfcount_enable_mask))
		return false;
	if ((def->gates & AMDGPU_GC_EMU_GATE_SQ_CTRL) &&
	    !(r[AMDGPU_GC_EMU_R_SQ_PERFCOUNTER_CTRL] & fam->sq_cs_en_mask))
		return false;
	if ((def->gates & AMDGPU_GC_EMU_GATE_SQG_CTRL) &&
	    !(r[AMDGPU_GC_EMU_R_SQG_PERFCOUNTER_CTRL] & fam->sqg_cs_en_mask))
		return false;
	return true;
}

static struct emu_block *emu_block_get(struct amdgpu_gc_emu *emu,
				       enum amdgpu_gc_emu_block block)
{
	if (block >= AMDGPU_GC_EMU_NUM_BLOCKS || !emu->blk[block].def) {
		emu_api_fail(emu, "block %d not modelled on %s", block,
			     emu->fam->name);
		return NULL;
	}
	return &emu->blk[block];
}

/* test-argument ranges for inject/peek; AMDGPU_GC_EMU_ALL only if @all */
static bool emu_arg_range(struct amdgpu_gc_emu *emu, struct emu_block *b,
			  const unsigned int *v, bool all, unsigned int *lo,
			  unsigned int *hi)
{
	unsigned int l;

	for (l = 0; l < 3; l++) {
		if (all && v[l] == AMDGPU_GC_EMU_ALL) {
			lo[l] = 0;
			hi[l] = b->n[l];
		} else if (v[l] < b->n[l]) {
			lo[l] = v[l];
			hi[l] = v[l] + 1;
		} else {
			emu_api_fail(emu, "%s %s %u out of range (%u)",
				     emu_block_names[b->def->block],
				     emu_level_names[l], v[l], b->n[l]);
			return false;
		}
	}
	return true;
}

/* Returns: how many counters counted the events. */
static unsigned int emu_inject_q(struct amdgpu_gc_emu *emu, unsigned int queue,
				 enum amdgpu_gc_emu_block block, u32 select,
				 unsigned int xcc, unsigned int se,
				 unsigned int sa, unsigned int inst, u64 n)
{
	const unsigned int v[3] = { se, sa, inst };
	unsigned int lo[3], hi[3], s, a, i, k, hits = 0;
	struct emu_block *b = emu_block_get(emu, block);
	u64 wmask;

	if (!b)
		return 0;
	if (xcc >= emu->topo.num_xcc) {
		emu_api_fail(emu, "XCC %u out of range", xcc);
		return 0;
	}
	if (!emu_arg_range(emu, b, v, true, lo, hi))
		return 0;
	if (!emu_counts(emu, xcc, queue, b->def))
		return 0;

	wmask = emu_width_mask(b->def);
	for (s = lo[0]; s < hi[0]; s++)
		for (a = lo[1]; a < hi[1]; a++)
			for (i = lo[2]; i < hi[2]; i++) {
				struct emu_ctr *c = emu_ctr(emu, b, xcc, s, a, i);

				if (emu_harvested(emu, b, i))
					continue;
				for (k = 0; k < b->def->num_counters; k++)
					if ((c[k].sel & b->def->ctr[k].sel_mask) ==
					    select) {
						c[k].live = (c[k].live + n) &
							    wmask;
						hits++;
					}
			}
	return hits;
}

static unsigned int emu_inject(struct amdgpu_gc_emu *emu,
			       enum amdgpu_gc_emu_block block, u32 select,
			       unsigned int xcc, unsigned int se,
			       unsigned int sa, unsigned int inst, u64 n)
{
	return emu_inject_q(emu, 0, block, select, xcc, se, sa, inst, n);
}

/**
 * amdgpu_gc_emu_inject_queue - let events of waves of another queue happen
 * @emu: the emulator
 * @queue: 1 .. AMDGPU_GC_EMU_MAX_QUEUES - 1: a queue other than the one the
 *	IBs run on (a KFD queue, another kernel ring)
 * @block: the block that sees the events
 * @select: the event (PERF_SEL value)
 * @xcc: logical XCC
 * @se: SE or AMDGPU_GC_EMU_ALL
 * @sa: SA or AMDGPU_GC_EMU_ALL
 * @inst: instance or AMDGPU_GC_EMU_ALL
 * @n: number of events
 *
 * As amdgpu_gc_emu_inject(), but the shader-windowed blocks count them only
 * if @queue enables perf counting (amdgpu_gc_emu_set_queue_perfcount()).
 */
void amdgpu_gc_emu_inject_queue(struct amdgpu_gc_emu *emu, unsigned int queue,
				enum amdgpu_gc_emu_block block, u32 select,
				unsigned int xcc, unsigned int se,
				unsigned int sa, unsigned int inst, u64 n)
{
	mutex_lock(&emu->lock);
	emu_accrue(emu);
	if (!queue || queue >= AMDGPU_GC_EMU_MAX_QUEUES)
		emu_api_fail(emu, "queue %u is not another queue", queue);
	else
		emu_inject_q(emu, queue, block, select, xcc, se, sa, inst, n);
	mutex_unlock(&emu->lock);
}

/**
 * amdgpu_gc_emu_set_queue_perfcount - COMPUTE_PERFCOUNT_ENABLE of a queue
 * @emu: the emulator
 * @xcc: logical XCC
 * @queue: 1 .. AMDGPU_GC_EMU_MAX_QUEUES - 1
 * @enable: the value
 *
 * What the driver does to another queue: an IB on it, or its MQD.
 */
void amdgpu_gc_emu_set_queue_perfcount(struct amdgpu_gc_emu *emu,
				       unsigned int xcc, unsigned int queue,
				       bool enable)
{
	mutex_lock(&emu->lock);
	emu_accrue(emu);
	if (xcc < emu->topo.num_xcc && queue && queue < AMDGPU_GC_EMU_MAX_QUEUES)
		emu->queue_perfcount[xcc][queue] = enable;
	mutex_unlock(&emu->lock);
}

/**
 * amdgpu_gc_emu_queue_perfcount - COMPUTE_PERFCOUNT_ENABLE of a queue
 * @emu: the emulator
 * @xcc: logical XCC
 * @queue: 0 (the IBs' queue) .. AMDGPU_GC_EMU_MAX_QUEUES - 1
 *
 * Returns: whether the queue's waves count in the windowed blocks.
 */
bool amdgpu_gc_emu_queue_perfcount(struct amdgpu_gc_emu *emu, unsigned int xcc,
				   unsigned int queue)
{
	bool on;

	mutex_lock(&emu->lock);
	on = queue ? emu->queue_perfcount[xcc][queue] :
		     emu->xcc[xcc].plain[AMDGPU_GC_EMU_R_COMPUTE_PERFCOUNT_ENABLE] &
		     emu->fam->perfcount_enable_mask;
	mutex_unlock(&emu->lock);
	return on;
}

/**
 * amdgpu_gc_emu_set_perf_clk_override - the GFX12 perfmon clock override
 * @emu: the emulator
 * @override: RLC_CGTT_MGCG_OVERRIDE.PERFMON_CLOCK_STATE
 *
 * What gfx.funcs->update_perfmon_mgcg() does to a GFX12 GC: with
 * AMDGPU_GC_EMU_CHECK_PERF_CLK, its counters count only while it is set.
 */
void amdgpu_gc_emu_set_perf_clk_override(struct amdgpu_gc_emu *emu,
					 bool override)
{
	u32 *r = &emu->mmio[emu->fam->perf_clk_override_reg];

	mutex_lock(&emu->lock);
	emu_accrue(emu);
	WRITE_ONCE(*r, override ? *r | emu->fam->perf_clk_override_mask :
				  *r & ~emu->fam->perf_clk_override_mask);
	mutex_unlock(&emu->lock);
}

/**
 * amdgpu_gc_emu_mmio - the emulated GC's MMIO register file
 * @emu: the emulator
 *
 * %AMDGPU_GC_EMU_MMIO_DWORDS registers, at their dword address, for the
 * device under test to reach by MMIO (adev->rmmio); the emulator reads the
 * ones it models from there (the GFX12 perfmon clock override).
 *
 * Returns: the register file.
 */
u32 *amdgpu_gc_emu_mmio(struct amdgpu_gc_emu *emu)
{
	return emu->mmio;
}

/**
 * amdgpu_gc_emu_reset - reset the GC, as a GPU reset or a resume does
 * @emu: the emulator
 *
 * Every counter, select and control register returns to its reset value,
 * the queues lose their COMPUTE_PERFCOUNT_ENABLE and the GFX12 perfmon
 * clock override is cleared (clock gating is enabled again).
 */
void amdgpu_gc_emu_reset(struct amdgpu_gc_emu *emu)
{
	unsigned int x, b;

	mutex_lock(&emu->lock);
	emu_accrue(emu);
	for (x = 0; x < emu->topo.num_xcc; x++) {
		memcpy(emu->xcc[x].plain, emu->fam->plain_reset,
		       sizeof(emu->xcc[x].plain));
		memset(emu->queue_perfcount[x], 0,
		       sizeof(emu->queue_perfcount[x]));
	}
	for (b = 0; b < AMDGPU_GC_EMU_NUM_BLOCKS; b++) {
		struct emu_block *blk = &emu->blk[b];

		if (blk->def)
			memset(blk->ctr, 0, emu->topo.num_xcc * blk->n[0] *
			       blk->n[1] * blk->n[2] *
			       blk->def->num_counters * sizeof(*blk->ctr));
	}
	emu->mmio[emu->fam->perf_clk_override_reg] &=
		~emu->fam->perf_clk_override_mask;
	mutex_unlock(&emu->lock);
}

/**
 * amdgpu_gc_emu_foreign_reset - another user restarts the counters of an XCC
 * @emu: the emulator
 * @xcc: the XCC
 *
 * What radeonsi and RADV emit when a query begins (Mesa si_perfcounter.c
 * si_pc_emit_start(), radv_perfcounter.c): CP_PERFMON_CNTL =
 * DISABLE_AND_RESET, then START_COUNTING. Every counter of the XCC restarts
 * from 0 with its select unchanged; GRBM_GFX_INDEX is not touched.
 */
void amdgpu_gc_emu_foreign_reset(struct amdgpu_gc_emu *emu, unsigned int xcc)
{
	u32 mask = emu->fam->perfmon_state_mask;
	unsigned int cur;

	if (xcc >= emu->topo.num_xcc)
		return;
	mutex_lock(&emu->lock);
	emu_accrue(emu);
	cur = emu->cur_xcc;
	emu->cur_xcc = xcc;
	emu_write_cp_perfmon_cntl(emu, CP_PERFMON_STATE_DISABLE_AND_RESET <<
				       __ffs(mask));
	emu_write_cp_perfmon_cntl(emu, CP_PERFMON_STATE_START_COUNTING <<
				       __ffs(mask));
	emu->cur_xcc = cur;
	mutex_unlock(&emu->lock);
}

/**
 * amdgpu_gc_emu_foreign_clock_gate - another user lets the perfmon clocks gate
 * @emu: the emulator
 * @xcc: the XCC
 *
 * What a radeonsi query emits when it ends (Mesa ac_cmdbuf.c
 * ac_emit_cp_inhibit_clockgating(false)), AQLprofile's stop
 * (pmc_builder.h), and on GFX10.3 the kernel's stable pstate entry
 * (gfx_v10_0_update_perfmon_mgcg(), enable = false):
 * RLC_PERFMON_CLK_CNTL.PERFMON_CLOCK_STATE = 0. With
 * AMDGPU_GC_EMU_CHECK_CLOCK_GATING no counter counts until it is 1 again.
 * A no-op on families without the register.
 */
void amdgpu_gc_emu_foreign_clock_gate(struct amdgpu_gc_emu *emu,
				      unsigned int xcc)
{
	if (xcc >= emu->topo.num_xcc || !emu->fam->clock_state_mask)
		return;
	mutex_lock(&emu->lock);
	emu_accrue(emu);
	emu->xcc[xcc].plain[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] &=
		~emu->fam->clock_state_mask;
	mutex_unlock(&emu->lock);
}

/* Let the events of every running stream happen, up to now. */
static void emu_accrue(struct amdgpu_gc_emu *emu)
{
	ktime_t now = ktime_get();
	unsigned int i;

	emu->accrued_at = now;
	for (i = 0; i < emu->nstreams; i++) {
		struct emu_stream *st = &emu->stream[i];
		u64 due, n;
		bool seen;

		if (!st->running)
			continue;
		due = mul_u64_u64_div_u64(st->per_sec,
					  ktime_to_ns(ktime_sub(now, st->start)),
					  NSEC_PER_SEC);
		n = due > st->injected ? due - st->injected : 0;
		/* Counted or not as the counters were since the last accrual. */
		seen = emu_inject(emu, st->block, st->select, st->xcc, st->se,
				  st->sa, st->inst, n);
		if (seen)
			st->counted += n;
		st->injected += n;
		if (seen && !st->seen)
			st->seen_since = st->last_accrue;
		st->seen = seen;
		st->last_accrue = now;
	}
}

/**
 * amdgpu_gc_emu_inject_rate - let hardware events happen at a steady rate
 * @emu: the emulator
 * @block: the block that sees the events
 * @select: the event (PERF_SEL value)
 * @xcc: logical XCC
 * @se: SE, 0 for blocks without an SE level, or AMDGPU_GC_EMU_ALL
 * @sa: SA, 0 for blocks without an SA level, or AMDGPU_GC_EMU_ALL
 * @inst: instance, 0 if none, or AMDGPU_GC_EMU_ALL
 * @per_sec: events per second at each addressed instance, from now on
 *
 * As amdgpu_gc_emu_inject(), spread over time: the events due since the
 * stream started reach the counters whenever the emulator runs (an IB, an
 * injection, a peek), counted or not as the counters were programmed in
 * the meantime, like real events. amdgpu_gc_emu_stop_streams() ends every
 * stream; amdgpu_gc_emu_stream_total() tells how many events a stream made.
 *
 * Returns: the stream's index, or -ENOSPC.
 */
int amdgpu_gc_emu_inject_rate(struct amdgpu_gc_emu *emu,
			      enum amdgpu_gc_emu_block block, u32 select,
			      unsigned int xcc, unsigned int se, unsigned int sa,
			      unsigned int inst, u64 per_sec)
{
	struct emu_stream *st;
	int r;

	mutex_lock(&emu->lock);
	emu_accrue(emu);
	if (emu->nstreams == EMU_MAX_STREAMS) {
		r = -ENOSPC;
		goto out;
	}
	r = emu->nstreams++;
	st = &emu->stream[r];
	*st = (struct emu_stream) {
		.block = block, .select = select, .xcc = xcc, .se = se,
		.sa = sa, .inst = inst, .per_sec = per_sec,
		.start = ktime_get(), .running = true,
	};
	st->last_accrue = st->start;
out:
	mutex_unlock(&emu->lock);
	return r;
}

/**
 * amdgpu_gc_emu_stop_streams - end every stream of events
 * @emu: the emulator
 *
 * The events due until now happen first.
 */
void amdgpu_gc_emu_stop_streams(struct amdgpu_gc_emu *emu)
{
	unsigned int i;

	mutex_lock(&emu->lock);
	emu_accrue(emu);
	for (i = 0; i < emu->nstreams; i++)
		emu->stream[i].running = false;
	mutex_unlock(&emu->lock);
}

/**
 * amdgpu_gc_emu_stream_total - events a stream made so far, per instance
 * @emu: the emulator
 * @stream: index from amdgpu_gc_emu_inject_rate()
 * @select: set to the stream's select
 * @n: set to the count
 * @seen_since: if not NULL, set to when a counter last began to count the
 *	stream (ktime_get(); 0 if none did): perf's running time starts at
 *	add(), a count at the pass that programs the counter (scripts/bench)
 *
 * Returns: 0, or -ENOENT for an unknown stream.
 */
int amdgpu_gc_emu_stream_total(struct amdgpu_gc_emu *emu, unsigned int stream,
			       u32 *select, u64 *n, ktime_t *seen_since)
{
	int r = -ENOENT;

	mutex_lock(&emu->lock);
	emu_accrue(emu);
	if (stream < emu->nstreams) {
		*n = emu->stream[stream].injected;
		*select = emu->stream[stream].select;
		if (seen_since)
			*seen_since = emu->stream[stream].seen_since;
		r = 0;
	}
	mutex_unlock(&emu->lock);
	return r;
}

/**
 * amdgpu_gc_emu_stream_counted - events of a stream some counter counted
 * @emu: the emulator
 * @stream: index from amdgpu_gc_emu_inject_rate()
 *
 * The events that happened while a counter of the stream's block was
 * programmed with its select and counting: what a perfect PMU reports for
 * the stream, however its counters were multiplexed.
 *
 * Returns: the number, per addressed instance; 0 for an unknown stream.
 */
u64 amdgpu_gc_emu_stream_counted(struct amdgpu_gc_emu *emu,
				 unsigned int stream)
{
	u64 n = 0;

	mutex_lock(&emu->lock);
	emu_accrue(emu);
	if (stream < emu->nstreams)
		n = emu->stream[stream].counted;
	mutex_unlock(&emu->lock);
	return n;
}

/**
 * amdgpu_gc_emu_clear_streams - forget every stream
 * @emu: the emulator
 */
void amdgpu_gc_emu_clear_streams(struct amdgpu_gc_emu *emu)
{
	mutex_lock(&emu->lock);
	emu_accrue(emu);
	emu->nstreams = 0;
	mutex_unlock(&emu->lock);
}

/**
 * amdgpu_gc_emu_inject - let hardware events happen
 * @emu: the emulator
 * @block: the block that sees the events
 * @select: the event (PERF_SEL value)
 * @xcc: logical XCC
 * @se: SE, 0 for blocks without an SE level, or AMDGPU_GC_EMU_ALL
 * @sa: SA, 0 for blocks without an SA level, or AMDGPU_GC_EMU_ALL
 * @inst: instance (CU, WGP, channel), 0 if none, or AMDGPU_GC_EMU_ALL
 * @n: number of events
 *
 * Every counter slot of the addressed instances whose SELECT.PERF_SEL is
 * @select advances by @n modulo 2^width, if it is counting. May sleep
 * (serialised with amdgpu_gc_emu_exec()).
 */
void amdgpu_gc_emu_inject(struct amdgpu_gc_emu *emu,
			  enum amdgpu_gc_emu_block block, u32 select,
			  unsigned int xcc, unsigned int se, unsigned int sa,
			  unsigned int inst, u64 n)
{
	mutex_lock(&emu->lock);
	emu_accrue(emu);
	emu_inject(emu, block, select, xcc, se, sa, inst, n);
	mutex_unlock(&emu->lock);
}

static u64 emu_peek(struct amdgpu_gc_emu *emu,
		    enum amdgpu_gc_emu_block block, unsigned int counter,
		    unsigned int xcc, unsigned int se, unsigned int sa,
		    unsigned int inst)
{
	const unsigned int v[3] = { se, sa, inst };
	unsigned int lo[3], hi[3];
	struct emu_block *b = emu_block_get(emu, block);

	if (!b || xcc >= emu->topo.num_xcc ||
	    counter >= b->def->num_counters ||
	    !emu_arg_range(emu, b, v, false, lo, hi))
		return 0;
	return emu_ctr(emu, b, xcc, lo[0], lo[1], lo[2])[counter].live;
}

/**
 * amdgpu_gc_emu_peek - the live count of one counter slot (no sampling)
 * @emu: the emulator
 * @block: block
 * @counter: counter slot
 * @xcc: logical XCC
 * @se: SE (0 if the block has no SE level)
 * @sa: SA (0 if none)
 * @inst: instance (0 if none)
 *
 * Returns: the live count.
 */
u64 amdgpu_gc_emu_peek(struct amdgpu_gc_emu *emu,
		       enum amdgpu_gc_emu_block block, unsigned int counter,
		       unsigned int xcc, unsigned int se, unsigned int sa,
		       unsigned int inst)
{
	u64 r;

	mutex_lock(&emu->lock);
	emu_accrue(emu);
	r = emu_peek(emu, block, counter, xcc, se, sa, inst);
	mutex_unlock(&emu->lock);
	return r;
}

/**
 * amdgpu_gc_emu_perf_sel - the event a counter slot is programmed with
 * @emu: the emulator
 * @block: block
 * @counter: counter slot
 * @xcc: logical XCC
 * @se: SE (0 if the block has no SE level)
 * @sa: SA (0 if none)
 * @inst: instance (0 if none)
 *
 * Returns: the PERF_SEL field of the slot's SELECT register (0 if never
 * written or out of range).
 */
u32 amdgpu_gc_emu_perf_sel(struct amdgpu_gc_emu *emu,
			   enum amdgpu_gc_emu_block block, unsigned int counter,
			   unsigned int xcc, unsigned int se, unsigned int sa,
			   unsigned int inst)
{
	const unsigned int v[3] = { se, sa, inst };
	unsigned int lo[3], hi[3];
	struct emu_block *b;
	u32 r = 0;

	mutex_lock(&emu->lock);
	b = emu_block_get(emu, block);
	if (b && xcc < emu->topo.num_xcc && counter < b->def->num_counters &&
	    emu_arg_range(emu, b, v, false, lo, hi))
		r = emu_ctr(emu, b, xcc, lo[0], lo[1], lo[2])[counter].sel &
		    b->def->ctr[counter].sel_mask;
	mutex_unlock(&emu->lock);
	return r;
}

static int emu_read_reg_locked(struct amdgpu_gc_emu *emu, unsigned int xcc,
			       u32 reg, u32 *val)
{
	emu->err = 0;
	emu->errmsg[0] = '\0';
	emu->cur_pos = 0;
	emu->cur_xcc = 0;
	if (xcc >= emu->topo.num_xcc) {
		emu_fail(emu, "register read on XCC %u of %u\n", xcc,
			 emu->topo.num_xcc);
		return emu->err;
	}
	emu->cur_xcc = xcc;
	emu_reg_read(emu, reg, val);
	return emu->err;
}

/**
 * amdgpu_gc_emu_read_reg - read a register as the CPU would, through the
 *                          XCC's current GRBM_GFX_INDEX
 * @emu: the emulator
 * @xcc: logical XCC
 * @reg: XCC-local dword address
 * @val: the value read
 *
 * Returns: 0 or -EINVAL as amdgpu_gc_emu_exec().
 */
int amdgpu_gc_emu_read_reg(struct amdgpu_gc_emu *emu, unsigned int xcc,
			   u32 reg, u32 *val)
{
	int r;

	mutex_lock(&emu->lock);
	r = emu_read_reg_locked(emu, xcc, reg, val);
	mutex_unlock(&emu->lock);
	return r;
}

const char *amdgpu_gc_emu_block_name(enum amdgpu_gc_emu_block block)
{
	return block < AMDGPU_GC_EMU_NUM_BLOCKS ? emu_block_names[block] : "?";
}

bool amdgpu_gc_emu_has_block(struct amdgpu_gc_emu *emu,
			     enum amdgpu_gc_emu_block block)
{
	return block < AMDGPU_GC_EMU_NUM_BLOCKS && emu->blk[block].def;
}

unsigned int amdgpu_gc_emu_num_counters(struct amdgpu_gc_emu *emu,
					enum amdgpu_gc_emu_block block)
{
	return amdgpu_gc_emu_has_block(emu, block) ?
	       emu->blk[block].def->num_counters : 0;
}

/**
 * amdgpu_gc_emu_level_count - instances of a block at one level, per XCC
 * @emu: the emulator
 * @block: the block
 * @level: 0 SE, 1 SA, 2 instance (for a per-WGP block: WGPs x rows)
 *
 * The emulator's own topology model: what amdgpu_gc_emu_inject() takes as
 * se/sa/inst ranges. 1 for a level the block does not have.
 *
 * Returns: the count, 0 for a block the emulated GC does not have.
 */
unsigned int amdgpu_gc_emu_level_count(struct amdgpu_gc_emu *emu,
				       enum amdgpu_gc_emu_block block,
				       unsigned int level)
{
	if (!amdgpu_gc_emu_has_block(emu, block) || level > 2)
		return 0;
	return emu->blk[block].n[level];
}

/**
 * amdgpu_gc_emu_rows - counter rows per WGP of a per-WGP block
 * @emu: the emulator
 * @block: the block
 *
 * Instance i of the instance level is row i % rows of WGP i / rows.
 *
 * Returns: the rows (1 for every block but the GFX12 TA, TD and TCP).
 */
unsigned int amdgpu_gc_emu_rows(struct amdgpu_gc_emu *emu,
				enum amdgpu_gc_emu_block block)
{
	if (!amdgpu_gc_emu_has_block(emu, block))
		return 0;
	return max_t(u8, emu->blk[block].def->rows, 1);
}

/**
 * amdgpu_gc_emu_units - counted instances of a block per XCC
 * @emu: the emulator
 * @block: the block
 *
 * Returns: SEs x SAs x instances (x rows) the block has in one XCC.
 */
unsigned int amdgpu_gc_emu_units(struct amdgpu_gc_emu *emu,
				 enum amdgpu_gc_emu_block block)
{
	const struct emu_block *b;

	if (!amdgpu_gc_emu_has_block(emu, block))
		return 0;
	b = &emu->blk[block];
	return b->n[0] * b->n[1] * b->n[2];
}

unsigned int amdgpu_gc_emu_ib_count(struct amdgpu_gc_emu *emu,
				    unsigned int xcc)
{
	return xcc < EMU_MAX_XCC ? READ_ONCE(emu->xcc[xcc].ib_count) : 0;
}

/**
 * amdgpu_gc_emu_ib_stats - what the IBs of one XCC cost the CP so far
 * @emu: the emulator
 * @xcc: logical XCC
 * @dwords: set to the dwords of every IB submitted to it
 * @copy_data: set to the COPY_DATA packets it executed that read a register
 *	(a counter read each; not the GPU clock's)
 */
void amdgpu_gc_emu_ib_stats(struct amdgpu_gc_emu *emu, unsigned int xcc,
			    u64 *dwords, u64 *copy_data)
{
	*dwords = 0;
	*copy_data = 0;
	if (xcc >= EMU_MAX_XCC)
		return;
	mutex_lock(&emu->lock);
	*dwords = emu->xcc[xcc].ib_dwords;
	*copy_data = emu->xcc[xcc].copy_data;
	mutex_unlock(&emu->lock);
}

/**
 * amdgpu_gc_emu_cache_actions - ACQUIRE_MEM packets an XCC executed so far
 * @emu: the emulator
 * @xcc: logical XCC
 *
 * Each writes back or invalidates caches whose counters the TCC, GL2C and
 * TCP blocks report, for scripts/bench and the tests that check the PMU
 * leaves them alone.
 */
u64 amdgpu_gc_emu_cache_actions(struct amdgpu_gc_emu *emu, unsigned int xcc)
{
	u64 n;

	if (xcc >= EMU_MAX_XCC)
		return 0;
	mutex_lock(&emu->lock);
	n = emu->xcc[xcc].cache_actions;
	mutex_unlock(&emu->lock);
	return n;
}

u32 amdgpu_gc_emu_grbm_gfx_index(struct amdgpu_gc_emu *emu, unsigned int xcc)
{
	return xcc < EMU_MAX_XCC ?
	       emu->xcc[xcc].plain[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX] : 0;
}

u32 amdgpu_gc_emu_ib_end_grbm_gfx_index(struct amdgpu_gc_emu *emu,
					unsigned int xcc)
{
	return xcc < EMU_MAX_XCC ? emu->xcc[xcc].ib_end_gfx_index : 0;
}

u32 amdgpu_gc_emu_broadcast(struct amdgpu_gc_emu *emu)
{
	return emu->fam->gfx_index_se_bcast | emu->fam->gfx_index_sa_bcast |
	       emu->fam->gfx_index_inst_bcast;
}

u32 amdgpu_gc_emu_perfmon_cntl(struct amdgpu_gc_emu *emu, unsigned int xcc)
{
	return xcc < EMU_MAX_XCC ?
	       emu->xcc[xcc].plain[AMDGPU_GC_EMU_R_CP_PERFMON_CNTL] : 0;
}

unsigned int amdgpu_gc_emu_event_count(struct amdgpu_gc_emu *emu,
				       unsigned int xcc, u32 event_type)
{
	if (xcc >= EMU_MAX_XCC || event_type >= EMU_NUM_EVENTS)
		return 0;
	return emu->xcc[xcc].events[event_type];
}

/**
 * amdgpu_gc_emu_last_error - why the last IB or register read failed
 * @emu: the emulator
 *
 * Returns: the message of the last model violation, "" if there was none.
 */
const char *amdgpu_gc_emu_last_error(struct amdgpu_gc_emu *emu)
{
	return emu->errmsg;
}

/**
 * amdgpu_gc_emu_violations - how many violations the emulator saw
 * @emu: the emulator
 *
 * Counts every violation of the model by an IB and every misuse of the
 * API (a block, XCC or instance out of range), whether or not it also
 * failed a KUnit test. Without a test this is how a caller learns about
 * them (they are also logged with pr_err()).
 *
 * Returns: the number of violations since amdgpu_gc_emu_create().
 */
unsigned int amdgpu_gc_emu_violations(struct amdgpu_gc_emu *emu)
{
	unsigned int n;

	mutex_lock(&emu->lock);
	n = emu->violations;
	mutex_unlock(&emu->lock);
	return n;
}

void amdgpu_gc_emu_set_checks(struct amdgpu_gc_emu *emu, u32 checks)
{
	mutex_lock(&emu->lock);
	emu->checks = checks;
	mutex_unlock(&emu->lock);
}

/**
 * amdgpu_gc_emu_set_wgp_index_shift - GRBM_GFX_INDEX encoding of a WGP row
 * @emu: the emulator
 * @shift: 2: INSTANCE_INDEX = (WGP << 2) | row (AQLprofile; the default of
 *	the GFX12 model); 0: INSTANCE_INDEX = WGP * rows + row (Mesa's plain
 *	index)
 *
 * The sources disagree on how GFX12 per-WGP blocks are addressed
 * (AQLprofile vs Mesa); amdgpu_gc_emu_gfx12.c says which one the emulator
 * models as the hardware's and why. This switches a test to the other.
 */
void amdgpu_gc_emu_set_wgp_index_shift(struct amdgpu_gc_emu *emu,
				       unsigned int shift)
{
	mutex_lock(&emu->lock);
	emu->wgp_index_shift = shift;
	mutex_unlock(&emu->lock);
}

/**
 * amdgpu_gc_emu_fail_next - make the next IBs of the PMU's queues fail
 * @emu: the emulator
 * @err: the error amdgpu_gc_emu_exec() returns (e.g. -ETIMEDOUT)
 * @count: how many IBs of queue 0 fail, without executing
 */
void amdgpu_gc_emu_fail_next(struct amdgpu_gc_emu *emu, int err,
			     unsigned int count)
{
	mutex_lock(&emu->lock);
	emu->fail_err = err;
	emu->fail_count = count;
	mutex_unlock(&emu->lock);
}

/**
 * amdgpu_gc_emu_block_by_name - the emulator's block of a given name
 * @emu: the emulator
 * @name: block name, case-insensitive, as in the PMU's caps/ ("sq", "tcc",
 *	"gl2c", "grbm", ...)
 *
 * Returns: the &enum amdgpu_gc_emu_block id, or -ENOENT if the GC family of
 * @emu has no such block.
 */
int amdgpu_gc_emu_block_by_name(struct amdgpu_gc_emu *emu, const char *name)
{
	unsigned int b;

	for (b = 0; b < AMDGPU_GC_EMU_NUM_BLOCKS; b++)
		if (emu->blk[b].def && !strcasecmp(emu_block_names[b], name))
			return b;
	return -ENOENT;
}

static const struct amdgpu_gc_emu_family *emu_family(u32 gc_ip)
{
	switch (gc_ip) {
	case IP_VERSION(9, 0, 1):
	case IP_VERSION(9, 4, 0):
		return &amdgpu_gc_emu_gfx9;
	case IP_VERSION(9, 4, 1):
		return &amdgpu_gc_emu_gfx9_4_1;
	case IP_VERSION(9, 4, 2):
		return &amdgpu_gc_emu_gfx9_4_2;
	case IP_VERSION(9, 4, 3):
	case IP_VERSION(9, 4, 4):
	case IP_VERSION(9, 5, 0):
		return &amdgpu_gc_emu_gfx9_4_3;
	case IP_VERSION(10, 3, 0):
	case IP_VERSION(10, 3, 1):
	case IP_VERSION(10, 3, 2):
	case IP_VERSION(10, 3, 3):
	case IP_VERSION(10, 3, 4):
	case IP_VERSION(10, 3, 5):
	case IP_VERSION(10, 3, 6):
	case IP_VERSION(10, 3, 7):
		return &amdgpu_gc_emu_gfx10_3;
	case IP_VERSION(11, 0, 0):
	case IP_VERSION(11, 0, 1):
	case IP_VERSION(11, 0, 2):
	case IP_VERSION(11, 0, 3):
	case IP_VERSION(11, 0, 4):
	case IP_VERSION(11, 5, 0):
	case IP_VERSION(11, 5, 1):
	case IP_VERSION(11, 5, 2):
	case IP_VERSION(11, 5, 3):
	case IP_VERSION(11, 5, 4):
	case IP_VERSION(11, 5, 6):
		return &amdgpu_gc_emu_gfx11;
	case IP_VERSION(12, 0, 0):
	case IP_VERSION(12, 0, 1):
		return &amdgpu_gc_emu_gfx12;
	default:
		return NULL;
	}
}

static void emu_free(struct amdgpu_gc_emu *emu)
{
	unsigned int b;

	for (b = 0; b < AMDGPU_GC_EMU_NUM_BLOCKS; b++)
		kfree(emu->blk[b].ctr);
	kvfree(emu->mmio);
	mutex_destroy(&emu->lock);
	kfree(emu);
}

static void emu_release(void *emu)
{
	emu_free(emu);
}

static bool emu_valid(const struct amdgpu_kunit_gc_topology *t,
		      const struct amdgpu_gc_emu_family *fam)
{
	unsigned int b, i;

	if (!fam || t->num_xcc < 1 || t->num_xcc > EMU_MAX_XCC ||
	    (fam != &amdgpu_gc_emu_gfx9_4_3 && t->num_xcc != 1) ||
	    t->num_se < 1 || t->num_sa < 1 || t->cu_per_sa < 2 ||
	    t->l2_channels < 1)
		return false;

	for (i = 0; i < AMDGPU_GC_EMU_R_NUM; i++)
		if (fam->plain[i].base_idx > 1)
			return false;

	for (b = 0; b < fam->num_blocks; b++) {
		const struct amdgpu_gc_emu_block_def *def = &fam->blocks[b];

		for (i = 0; i < def->num_counters * max_t(u8, def->se_regs, 1);
		     i++)
			if (def->ctr[i].sel.base_idx > 1 ||
			    def->ctr[i].sel1.base_idx > 1 ||
			    def->ctr[i].lo.base_idx > 1 ||
			    def->ctr[i].hi.base_idx > 1)
				return false;
	}
	return true;
}

static struct amdgpu_gc_emu *
emu_alloc(const struct amdgpu_kunit_gc_topology *t,
	  const struct amdgpu_gc_emu_family *fam)
{
	struct amdgpu_gc_emu *emu;
	unsigned int b, i, n;

	emu = kzalloc_obj(*emu);
	if (!emu)
		return ERR_PTR(-ENOMEM);

	mutex_init(&emu->lock);
	emu->mmio = kvcalloc(AMDGPU_GC_EMU_MMIO_DWORDS, sizeof(u32), GFP_KERNEL);
	if (!emu->mmio) {
		kfree(emu);
		return ERR_PTR(-ENOMEM);
	}
	emu->fam = fam;
	emu->topo = *t;
	emu->checks = AMDGPU_GC_EMU_CHECK_ALL;
	emu->wgp_index_shift = fam->wgp_index_shift;

	for (b = 0; b < fam->num_blocks; b++) {
		const struct amdgpu_gc_emu_block_def *def = &fam->blocks[b];
		struct emu_block *blk = &emu->blk[def->block];

		if (blk->def)
			goto err_inval;
		blk->def = def;
		/*
		 * A register set per SE, for as many SEs as the header has
		 * sets (GRBM_SE0..3): an SE beyond them has no such counter.
		 */
		if (def->se_regs)
			blk->n[0] = min_t(u32, t->num_se, def->se_regs);
		else
			blk->n[0] = def->levels & AMDGPU_GC_EMU_LVL_SE ?
				    t->num_se : 1;
		blk->n[1] = def->levels & AMDGPU_GC_EMU_LVL_SA ? t->num_sa : 1;

		switch (def->inst_kind) {
		case AMDGPU_GC_EMU_INST_CU:
			n = t->cu_per_sa;
			break;
		case AMDGPU_GC_EMU_INST_WGP:
			n = t->cu_per_sa / 2 * max_t(u8, def->rows, 1);
			break;
		case AMDGPU_GC_EMU_INST_FIXED:
			n = def->fixed_inst;
			break;
		case AMDGPU_GC_EMU_INST_L2:
			n = t->l2_channels;
			break;
		case AMDGPU_GC_EMU_INST_AUX:
			n = fam->aux_instances;
			break;
		default:
			n = 1;
			break;
		}
		blk->n[2] = n;
		if (def->inst_kind == AMDGPU_GC_EMU_INST_WGP &&
		    fam->wgp_index_shift)
			n = (t->cu_per_sa / 2 - 1) << fam->wgp_index_shift |
			    (max_t(u8, def->rows, 1) - 1);
		else
			n--;
		if (n > emu_field(U32_MAX, fam->gfx_index_inst_mask))
			goto err_inval;

		n = t->num_xcc * blk->n[0] * blk->n[1] * blk->n[2] *
		    def->num_counters;
		blk->ctr = kcalloc(n, sizeof(*blk->ctr), GFP_KERNEL);
		if (!blk->ctr) {
			emu_free(emu);
			return ERR_PTR(-ENOMEM);
		}
	}

	for (i = 0; i < t->num_xcc; i++) {
		memcpy(emu->xcc[i].plain, fam->plain_reset,
		       sizeof(emu->xcc[i].plain));
		emu->xcc[i].ib_end_gfx_index =
			fam->plain_reset[AMDGPU_GC_EMU_R_GRBM_GFX_INDEX];
	}
	return emu;

err_inval:
	emu_free(emu);
	return ERR_PTR(-EINVAL);
}

/**
 * amdgpu_gc_emu_create - an emulated GC of the given shape
 * @test: the test, or NULL outside a KUnit test
 * @t: the topology (the same one the fake device was made from)
 *
 * All XCCs start with GRBM_GFX_INDEX in broadcast, counters stopped and zero,
 * and every check of AMDGPU_GC_EMU_CHECK_ALL on.
 *
 * With a @test, a violation fails the test, the emulator is released when
 * the test ends and an unsupported topology aborts the test. Without one
 * (an end-to-end test module), a violation is logged and counted
 * (amdgpu_gc_emu_violations()) and amdgpu_gc_emu_exec() returns -EINVAL,
 * and the caller frees the emulator with amdgpu_gc_emu_destroy().
 *
 * Returns: the emulator; without a @test, NULL for an unsupported topology
 * or when out of memory.
 */
struct amdgpu_gc_emu *amdgpu_gc_emu_create(struct kunit *test,
					   const struct amdgpu_kunit_gc_topology *t)
{
	const struct amdgpu_gc_emu_family *fam = emu_family(t->gc_ip);
	struct amdgpu_gc_emu *emu;

	if (!emu_valid(t, fam)) {
		if (test)
			KUNIT_FAIL_AND_ABORT(test,
					     "GC emulator: unsupported topology (GC IP 0x%x, %u XCC)",
					     t->gc_ip, t->num_xcc);
		pr_err("GC emulator: unsupported topology (GC IP 0x%x, %u XCC)\n",
		       t->gc_ip, t->num_xcc);
		return NULL;
	}

	emu = emu_alloc(t, fam);
	if (test) {
		KUNIT_ASSERT_NOT_ERR_OR_NULL(test, emu);
		KUNIT_ASSERT_EQ(test,
				kunit_add_action_or_reset(test, emu_release, emu),
				0);
		emu->test = test;
	}
	return IS_ERR(emu) ? NULL : emu;
}

/**
 * amdgpu_gc_emu_destroy - free an emulator
 * @emu: the emulator, or NULL
 *
 * For an emulator of a KUnit test this releases it early.
 */
void amdgpu_gc_emu_destroy(struct amdgpu_gc_emu *emu)
{
	if (!emu)
		return;
	if (emu->test)
		kunit_release_action(emu->test, emu_release, emu);
	else
		emu_free(emu);
}

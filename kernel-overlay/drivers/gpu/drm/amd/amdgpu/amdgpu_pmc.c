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

#include <kunit/visibility.h>
#include <linux/bitfield.h>
#include <linux/bitmap.h>
#include <linux/kernel.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"
#include "gfx_v9_4_3.h"

/* Every GC IP version the GC PMU supports; an IP version not listed gets no PMU. */
static const struct amdgpu_pmc_arch *const amdgpu_pmc_archs[] = {
	&amdgpu_pmc_arch_gc_9_0_1,
	&amdgpu_pmc_arch_gc_9_4_0,
	&amdgpu_pmc_arch_gc_9_4_1,
	&amdgpu_pmc_arch_gc_9_4_2,
	&amdgpu_pmc_arch_gc_9_4_3,
	&amdgpu_pmc_arch_gc_9_4_4,
	&amdgpu_pmc_arch_gc_9_5_0,
	&amdgpu_pmc_arch_gc_10_3_0,
	&amdgpu_pmc_arch_gc_10_3_1,
	&amdgpu_pmc_arch_gc_10_3_2,
	&amdgpu_pmc_arch_gc_10_3_3,
	&amdgpu_pmc_arch_gc_10_3_4,
	&amdgpu_pmc_arch_gc_10_3_5,
	&amdgpu_pmc_arch_gc_10_3_6,
	&amdgpu_pmc_arch_gc_10_3_7,
	&amdgpu_pmc_arch_gc_11_0_0,
	&amdgpu_pmc_arch_gc_11_0_1,
	&amdgpu_pmc_arch_gc_11_0_2,
	&amdgpu_pmc_arch_gc_11_0_3,
	&amdgpu_pmc_arch_gc_11_0_4,
	&amdgpu_pmc_arch_gc_11_5_0,
	&amdgpu_pmc_arch_gc_11_5_1,
	&amdgpu_pmc_arch_gc_11_5_2,
	&amdgpu_pmc_arch_gc_11_5_3,
	&amdgpu_pmc_arch_gc_11_5_4,
	&amdgpu_pmc_arch_gc_11_5_6,
	&amdgpu_pmc_arch_gc_12_0_0,
	&amdgpu_pmc_arch_gc_12_0_1,
};

/**
 * amdgpu_pmc_find_arch - look up the counter tables of a GC IP version
 * @gc_ip: IP_VERSION(major, minor, rev)
 *
 * Returns: the tables, or NULL if the version is not supported.
 */
const struct amdgpu_pmc_arch *amdgpu_pmc_find_arch(u32 gc_ip)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(amdgpu_pmc_archs); i++)
		if (amdgpu_pmc_archs[i]->gc_ip == gc_ip)
			return amdgpu_pmc_archs[i];

	return NULL;
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_find_arch);

/**
 * amdgpu_pmc_get_arch - counter tables of a device's GC
 * @adev: amdgpu device
 *
 * Returns: the tables for the device's GC IP version, or NULL.
 */
const struct amdgpu_pmc_arch *amdgpu_pmc_get_arch(struct amdgpu_device *adev)
{
	return amdgpu_pmc_find_arch(amdgpu_ip_version(adev, GC_HWIP, 0));
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_get_arch);

/**
 * amdgpu_pmc_find_block - find a block of an arch by its ABI number
 * @arch: counter tables
 * @id: block number
 *
 * Returns: the block, or NULL if @arch does not expose it.
 */
const struct amdgpu_pmc_block *
amdgpu_pmc_find_block(const struct amdgpu_pmc_arch *arch,
		      enum amdgpu_pmc_block_id id)
{
	unsigned int i;

	for (i = 0; i < arch->num_blocks; i++)
		if (arch->blocks[i].id == id)
			return &arch->blocks[i];

	return NULL;
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_find_block);

/**
 * DOC: GC PMU PM4 sequences
 *
 * The sequences follow AQLprofile, the profiler AMD ships for these parts
 * and the one that runs on compute queues, which is where the PMU submits:
 * projects/aqlprofile/ of ROCm/rocm-systems at 1b1610fc2b2a, files
 * src/pm4/pmc_builder.h, src/pm4/gfx9_cmd_builder.h,
 * src/pm4/gfx12_cmd_builder.h, gfxip/gfx9/gfx9_primitives.h and
 * gfxip/gfx12/gfx12_primitives.h. Mesa is radeonsi unless RADV is named:
 * src/gallium/drivers/radeonsi/si_perfcounter.c (0cc4e16c),
 * src/amd/common/ac_cmdbuf.c and src/amd/common/ac_perfcounter_gfx12.c
 * (0bb4a603). Where AQLprofile and Mesa disagree:
 *
 * - Sampling (pmc_builder.h, si_perfcounter.c): AQLprofile's
 *   CP_PERFMON_CNTL = START_COUNTING | PERFMON_SAMPLE_ENABLE followed by
 *   CS_PARTIAL_FLUSH, then the reads. Counting continues, which the PMU
 *   needs since it samples periodically while the counters run. Mesa's
 *   "PERFCOUNTER_SAMPLE event, wait idle, PERFCOUNTER_STOP event, STOP |
 *   SAMPLE_ENABLE" stops the counters and its PERFCOUNTER events are
 *   windowing events of the GFX ring (Mesa src/amd/vulkan/radv_perfcounter.c,
 *   044bafb6).
 * - Stop value (gfx9_primitives.h, gfx12_primitives.h, si_perfcounter.c):
 *   per family, from the tables: 2 (STOP_COUNTING) on GFX9 as AQLprofile,
 *   0x402 (STOP_COUNTING | SAMPLE_ENABLE) on GFX12 where AQLprofile and
 *   Mesa agree.
 * - RESET_FILTER_CAM (Mesa src/amd/common/sid.h): Mesa sets it on select
 *   writes on the GFX ring of GFX10+ to work around an ME CAM bug. The PMU
 *   submits on compute rings, where AQLprofile does not set it, so the
 *   header bit stays 0.
 * - 64-bit reads (pmc_builder.h, si_perfcounter.c): every counter is read
 *   with two 32-bit COPY_DATA (LO, then HI if the counter has one) as
 *   AQLprofile does. Mesa's single 64-bit COPY_DATA reads LO and LO + 1,
 *   which is wrong for SPI (HI = LO - 1) and for the 32-bit GFX12 per-WGP
 *   SQ counters (no HI).
 * - COPY_DATA destination (gfx9_cmd_builder.h, gfx12_cmd_builder.h): MEMORY
 *   on GFX9, TC_L2 on GFX12. AQLprofile then writes back and invalidates
 *   the caches with ACQUIRE_MEM (on GFX9 L2, L1, I$ and K$, full range);
 *   the PMU does not, as that changes what the TCC, GL2C and TCP counters
 *   it samples report. The results lie in the kernel IB pool, GART memory
 *   mapped uncached (MTYPE_UC, gart_pte_flags in gmc_v9_0.c, gmc_v12_0.c),
 *   and the job's fence writes L2 back before it signals
 *   (gfx_v9_0_ring_emit_fence(), gfx_v12_0_ring_emit_fence()).
 * - SQ control (AQLprofile's pmc_builder.h sets every stage, radeonsi's
 *   si_perfcounter.c none for TC-only queries): the values are in the
 *   tables; they are written when an SQ, SQG or SQ-windowed block is
 *   programmed, after DISABLE_AND_RESET as si_perfcounter.c requires.
 *   Not for a set of other blocks only, GFX12's GL2C say, where AQLprofile
 *   writes SQ_PERFCOUNTER_CTRL and CTRL2 because its "TC" attribute also
 *   covers GL2A, GL2C, CHA, CHC and GCR (gfxip/gfx12/gfx12_block_table.h):
 *   radeonsi writes neither for them (ac_perfcounter_gfx12.c marks GL2C
 *   neither shader nor shader-windowed, si_perfcounter.c programs SQ
 *   state only for those), and no source ties the L2 counters to SQ state.
 * - Perfmon clock gating (pmc_builder.h, ac_emit_cp_inhibit_clockgating()
 *   in ac_cmdbuf.c): RLC_PERFMON_CLK_CNTL = 1 at start where the family
 *   table names the register (GFX9 up to 9.4.2), as AQLprofile and Mesa
 *   do. They write 0 at stop; the PMU writes the reset value back instead
 *   (1, gc_9_0_default.h), which no GFX9 code of the kernel (gfx_v9_0.c,
 *   gfx_v9_4_2.c, soc15.c, the power code) reads or writes: the rest of the
 *   kernel keeps running with the register as it was before the session.
 *   Every sample writes 1 again: another profiler's query that ends
 *   while a session counts writes 0, which would stop the counters until
 *   they are next programmed; so they miss one sampling period at most.
 *   GFX12 has no such register; the PMU overrides perfmon clock gating
 *   there through the kernel's helper instead.
 * - Select programming of instanced blocks: one write per instance with the
 *   SE and SA broadcast bits set (AQLprofile's Start in pmc_builder.h),
 *   except for the GFX12 per-WGP blocks, which AQLprofile programs with
 *   full broadcast (gfx12_primitives.h).
 *
 * Every sequence leaves GRBM_GFX_INDEX in full broadcast, since it is
 * global state that the kernel's MMIO paths assume (gfx_v9_0_select_se_sh(),
 * gfx_v12_0_select_se_sh()).
 */

/**
 * amdgpu_pmc_block_instances - instances of a block per innermost level
 * @block: the block
 * @topo: topology
 *
 * Returns: CUs or WGPs per SA, L2 channels per XCC, the fixed count, or 1.
 */
unsigned int amdgpu_pmc_block_instances(const struct amdgpu_pmc_block *block,
					const struct amdgpu_pmc_topology *topo)
{
	switch (block->inst_src) {
	case AMDGPU_PMC_INST_FIXED:
		return block->num_instances;
	case AMDGPU_PMC_INST_CU_PER_SA:
		return topo->cu_per_sa;
	case AMDGPU_PMC_INST_WGP_PER_SA:
		return topo->cu_per_sa / 2;
	case AMDGPU_PMC_INST_L2_CHANNELS:
		return topo->l2_channels;
	case AMDGPU_PMC_INST_ONE:
	default:
		return 1;
	}
}

/**
 * amdgpu_pmc_block_units - instances of a block in one XCC
 * @block: the block
 * @topo: topology
 *
 * Unit u of a block is numbered SE-major, then SA, then instance; see
 * amdgpu_pmc_unit_coords().
 *
 * Returns: the number of separately counted instances per XCC.
 */
unsigned int amdgpu_pmc_block_units(const struct amdgpu_pmc_block *block,
				    const struct amdgpu_pmc_topology *topo)
{
	unsigned int inst = amdgpu_pmc_block_instances(block, topo);

	switch (block->scope) {
	case AMDGPU_PMC_SCOPE_SE:
		if (block->flags & AMDGPU_PMC_BLOCK_PER_SE_REGS)
			return min_t(unsigned int, topo->num_se,
				     block->num_se_regs);
		return topo->num_se;
	case AMDGPU_PMC_SCOPE_SA:
		return topo->num_se * topo->num_sa;
	case AMDGPU_PMC_SCOPE_SE_INST:
		return topo->num_se * inst;
	case AMDGPU_PMC_SCOPE_SA_INST:
		return topo->num_se * topo->num_sa * inst;
	case AMDGPU_PMC_SCOPE_XCC_INST:
		return inst;
	case AMDGPU_PMC_SCOPE_XCC:
	default:
		return 1;
	}
}

/**
 * amdgpu_pmc_block_rows - counter rows per instance
 * @block: the block
 *
 * Returns: how many register sets each instance has (GFX12 per-WGP TA, TD
 * and TCP have two); the result buffer has one slot per row.
 */
unsigned int amdgpu_pmc_block_rows(const struct amdgpu_pmc_block *block)
{
	return block->num_rows ? block->num_rows : 1;
}

/**
 * amdgpu_pmc_unit_coords - position of a unit in the topology
 * @block: the block
 * @topo: topology
 * @unit: unit number, see amdgpu_pmc_block_units()
 * @se: shader engine (0 if the block has no SE level)
 * @sa: shader array (0 if the block has no SA level)
 * @inst: instance (0 if the block has no instance level)
 */
void amdgpu_pmc_unit_coords(const struct amdgpu_pmc_block *block,
			    const struct amdgpu_pmc_topology *topo,
			    unsigned int unit, unsigned int *se,
			    unsigned int *sa, unsigned int *inst)
{
	unsigned int ninst = amdgpu_pmc_block_instances(block, topo);

	*se = 0;
	*sa = 0;
	*inst = 0;

	switch (block->scope) {
	case AMDGPU_PMC_SCOPE_SE:
		*se = unit;
		break;
	case AMDGPU_PMC_SCOPE_SA:
		*se = unit / topo->num_sa;
		*sa = unit % topo->num_sa;
		break;
	case AMDGPU_PMC_SCOPE_SE_INST:
		*se = unit / ninst;
		*inst = unit % ninst;
		break;
	case AMDGPU_PMC_SCOPE_SA_INST:
		*se = unit / (topo->num_sa * ninst);
		*sa = (unit / ninst) % topo->num_sa;
		*inst = unit % ninst;
		break;
	case AMDGPU_PMC_SCOPE_XCC_INST:
		*inst = unit;
		break;
	case AMDGPU_PMC_SCOPE_XCC:
	default:
		break;
	}
}

/**
 * amdgpu_pmc_result_size - size of one XCC's sample results
 * @topo: topology
 * @cnt: counters, in the order amdgpu_pmc_emit_sample() gets them
 * @num: entries in @cnt
 *
 * amdgpu_pmc_emit_sample() writes, for each counter in order, for each
 * unit (amdgpu_pmc_block_units()) it samples and each row
 * (amdgpu_pmc_block_rows()), one %AMDGPU_PMC_SLOT_BYTES slot: the LO dword,
 * then the HI dword, which is left unwritten for counters without HI.
 *
 * Returns: bytes.
 */
size_t amdgpu_pmc_result_size(const struct amdgpu_pmc_topology *topo,
			      const struct amdgpu_pmc_hw_counter *cnt,
			      unsigned int num)
{
	size_t size = 0;
	unsigned int i, units;

	for (i = 0; i < num; i++) {
		units = amdgpu_pmc_block_units(cnt[i].block, topo);
		if (cnt[i].units)
			units = bitmap_weight(cnt[i].units, units);
		size += (size_t)units * amdgpu_pmc_block_rows(cnt[i].block) *
			AMDGPU_PMC_SLOT_BYTES;
	}

	return size;
}

/* Register dword address as the executing XCC sees it. */
static u32 amdgpu_pmc_addr(const struct amdgpu_pmc_ctx *ctx,
			   struct amdgpu_pmc_reg reg)
{
	u32 abs = ctx->seg[reg.base_idx] + reg.offset;

	return ctx->xcc_local ? gfx_v9_4_3_normalize_xcc_reg_offset(abs) : abs;
}

static void amdgpu_pmc_wreg(struct amdgpu_pmc_buf *buf,
			    const struct amdgpu_pmc_ctx *ctx,
			    struct amdgpu_pmc_reg reg, u32 val)
{
	ctx->arch->family->pm4->wreg(buf, amdgpu_pmc_addr(ctx, reg), val);
}

static void amdgpu_pmc_cs_partial_flush(struct amdgpu_pmc_buf *buf,
					const struct amdgpu_pmc_ctx *ctx)
{
	ctx->arch->family->pm4->cs_partial_flush(buf);
}

/* GRBM_GFX_INDEX value; a negative index selects broadcast for that level. */
static u32 amdgpu_pmc_gfx_index(const struct amdgpu_pmc_family *fam,
				int se, int sa, int inst)
{
	u32 v = 0;

	v |= se < 0 ? fam->gfx_index_se_broadcast :
		      field_prep(fam->gfx_index_se, se);
	v |= sa < 0 ? fam->gfx_index_sa_broadcast :
		      field_prep(fam->gfx_index_sa, sa);
	v |= inst < 0 ? fam->gfx_index_instance_broadcast :
			field_prep(fam->gfx_index_instance, inst);
	return v;
}

static void amdgpu_pmc_select(struct amdgpu_pmc_buf *buf,
			      const struct amdgpu_pmc_ctx *ctx,
			      int se, int sa, int inst)
{
	const struct amdgpu_pmc_family *fam = ctx->arch->family;

	amdgpu_pmc_wreg(buf, ctx, fam->grbm_gfx_index,
			amdgpu_pmc_gfx_index(fam, se, sa, inst));
}

static void amdgpu_pmc_broadcast(struct amdgpu_pmc_buf *buf,
				 const struct amdgpu_pmc_ctx *ctx)
{
	amdgpu_pmc_select(buf, ctx, -1, -1, -1);
}

static const struct amdgpu_pmc_counter *
amdgpu_pmc_regs(const struct amdgpu_pmc_hw_counter *c, unsigned int se)
{
	const struct amdgpu_pmc_block *b = c->block;

	if (b->flags & AMDGPU_PMC_BLOCK_PER_SE_REGS)
		return &b->counters[se * b->num_counters + c->slot];
	return &b->counters[c->slot];
}

static void amdgpu_pmc_write_select(struct amdgpu_pmc_buf *buf,
				    const struct amdgpu_pmc_ctx *ctx,
				    const struct amdgpu_pmc_counter *regs,
				    u32 value)
{
	amdgpu_pmc_wreg(buf, ctx, regs->select, value);
	if (regs->select1.valid)
		amdgpu_pmc_wreg(buf, ctx, regs->select1, 0);
}

static void amdgpu_pmc_program(struct amdgpu_pmc_buf *buf,
			       const struct amdgpu_pmc_ctx *ctx,
			       const struct amdgpu_pmc_hw_counter *c)
{
	const struct amdgpu_pmc_block *b = c->block;
	u32 value = c->select | b->select_or;
	unsigned int i, n;

	if (b->flags & AMDGPU_PMC_BLOCK_PER_SE_REGS) {
		/* Own register set per SE, written in broadcast. */
		n = amdgpu_pmc_block_units(b, ctx->topo);
		amdgpu_pmc_broadcast(buf, ctx);
		for (i = 0; i < n; i++)
			amdgpu_pmc_write_select(buf, ctx, amdgpu_pmc_regs(c, i),
						value);
		return;
	}

	switch (b->scope) {
	case AMDGPU_PMC_SCOPE_SE_INST:
	case AMDGPU_PMC_SCOPE_XCC_INST:
	case AMDGPU_PMC_SCOPE_SA_INST:
		if (!b->inst_shift) {
			/* One write per instance, SE and SA broadcast (pmc_builder.h). */
			n = amdgpu_pmc_block_instances(b, ctx->topo);
			for (i = 0; i < n; i++) {
				amdgpu_pmc_select(buf, ctx, -1, -1, i);
				amdgpu_pmc_write_select(buf, ctx,
							amdgpu_pmc_regs(c, 0),
							value);
			}
			return;
		}
		/* GFX12 per-WGP blocks: full broadcast (AQLprofile gfx12_primitives.h). */
		fallthrough;
	default:
		amdgpu_pmc_broadcast(buf, ctx);
		amdgpu_pmc_write_select(buf, ctx, amdgpu_pmc_regs(c, 0), value);
		break;
	}
}

/**
 * amdgpu_pmc_emit_start - program and start counters on one XCC
 * @buf: output
 * @ctx: the XCC
 * @cnt: counters to program
 * @num: entries in @cnt
 *
 * Resets every counter of the XCC (CP_PERFMON_CNTL = DISABLE_AND_RESET), so
 * all of @cnt start from zero, and starts counting. AQLprofile's Start
 * (pmc_builder.h).
 */
void amdgpu_pmc_emit_start(struct amdgpu_pmc_buf *buf,
			   const struct amdgpu_pmc_ctx *ctx,
			   const struct amdgpu_pmc_hw_counter *cnt,
			   unsigned int num)
{
	const struct amdgpu_pmc_family *fam = ctx->arch->family;
	bool sq = false, sqg = false;
	unsigned int i;

	for (i = 0; i < num; i++) {
		if (cnt[i].block->flags & (AMDGPU_PMC_BLOCK_SQ_CONTROL |
					   AMDGPU_PMC_BLOCK_SQ_WINDOWED))
			sq = true;
		if (cnt[i].block->flags & AMDGPU_PMC_BLOCK_SQG_CONTROL)
			sqg = true;
	}

	amdgpu_pmc_cs_partial_flush(buf, ctx);
	amdgpu_pmc_broadcast(buf, ctx);
	if (fam->rlc_perfmon_clk_cntl.valid)
		amdgpu_pmc_wreg(buf, ctx, fam->rlc_perfmon_clk_cntl, 1);
	amdgpu_pmc_wreg(buf, ctx, fam->cp_perfmon_cntl, fam->cp_perfmon_reset);

	if (sq) {
		if (fam->sq_perfcounter_mask.valid)
			amdgpu_pmc_wreg(buf, ctx, fam->sq_perfcounter_mask,
					0xffffffff);
		amdgpu_pmc_wreg(buf, ctx, fam->sq_perfcounter_ctrl,
				fam->sq_perfcounter_ctrl_value);
		if (fam->sq_perfcounter_ctrl2.valid)
			amdgpu_pmc_wreg(buf, ctx, fam->sq_perfcounter_ctrl2,
					fam->sq_perfcounter_ctrl2_value);
	}
	if (sqg && fam->sqg_perfcounter_ctrl.valid)
		amdgpu_pmc_wreg(buf, ctx, fam->sqg_perfcounter_ctrl,
				fam->sq_perfcounter_ctrl_value);

	for (i = 0; i < num; i++)
		amdgpu_pmc_program(buf, ctx, &cnt[i]);

	amdgpu_pmc_broadcast(buf, ctx);
	amdgpu_pmc_wreg(buf, ctx, fam->compute_perfcount_enable, 1);
	amdgpu_pmc_wreg(buf, ctx, fam->cp_perfmon_cntl, fam->cp_perfmon_reset);
	amdgpu_pmc_wreg(buf, ctx, fam->cp_perfmon_cntl, fam->cp_perfmon_start);
	amdgpu_pmc_cs_partial_flush(buf, ctx);
}

static void amdgpu_pmc_read_unit(struct amdgpu_pmc_buf *buf,
				 const struct amdgpu_pmc_ctx *ctx,
				 const struct amdgpu_pmc_hw_counter *c,
				 unsigned int unit, unsigned int row, u64 dst)
{
	const struct amdgpu_pmc_family *fam = ctx->arch->family;
	const struct amdgpu_pmc_block *b = c->block;
	const struct amdgpu_pmc_counter *regs;
	unsigned int se, sa, inst;

	amdgpu_pmc_unit_coords(b, ctx->topo, unit, &se, &sa, &inst);
	regs = amdgpu_pmc_regs(c, se);

	/* Selection per scope, as AQLprofile reads (pmc_builder.h, gfx12_primitives.h). */
	if (b->flags & AMDGPU_PMC_BLOCK_PER_SE_REGS) {
		amdgpu_pmc_broadcast(buf, ctx);
	} else {
		switch (b->scope) {
		case AMDGPU_PMC_SCOPE_SE:
			amdgpu_pmc_select(buf, ctx, se, -1, -1);
			break;
		case AMDGPU_PMC_SCOPE_SA:
			amdgpu_pmc_select(buf, ctx, se, sa, 0);
			break;
		case AMDGPU_PMC_SCOPE_SE_INST:
			amdgpu_pmc_select(buf, ctx, se, -1, inst);
			break;
		case AMDGPU_PMC_SCOPE_SA_INST:
			amdgpu_pmc_select(buf, ctx, se, sa,
					  (inst << b->inst_shift) | row);
			break;
		case AMDGPU_PMC_SCOPE_XCC_INST:
			amdgpu_pmc_select(buf, ctx, -1, -1, inst);
			break;
		case AMDGPU_PMC_SCOPE_XCC:
		default:
			amdgpu_pmc_broadcast(buf, ctx);
			break;
		}
	}

	fam->pm4->copy_reg(buf, amdgpu_pmc_addr(ctx, regs->lo), dst);
	if (regs->hi.valid)
		fam->pm4->copy_reg(buf, amdgpu_pmc_addr(ctx, regs->hi), dst + 4);
}

/**
 * amdgpu_pmc_emit_sample - sample counters of one XCC into memory
 * @buf: output
 * @ctx: the XCC
 * @cnt: counters to read, programmed by amdgpu_pmc_emit_start()
 * @num: entries in @cnt
 * @dst: GPU address of the results, laid out as amdgpu_pmc_result_size()
 *	describes; 8-byte aligned
 *
 * Latches the counters without stopping them and copies every instance of
 * every counter, or those in its &amdgpu_pmc_hw_counter.units, to @dst
 * (AQLprofile's Read in pmc_builder.h).
 */
void amdgpu_pmc_emit_sample(struct amdgpu_pmc_buf *buf,
			    const struct amdgpu_pmc_ctx *ctx,
			    const struct amdgpu_pmc_hw_counter *cnt,
			    unsigned int num, u64 dst)
{
	const struct amdgpu_pmc_family *fam = ctx->arch->family;
	unsigned int i, u, r, units, rows;

	/* Clocks on again (see "Perfmon clock gating" above). */
	if (fam->rlc_perfmon_clk_cntl.valid)
		amdgpu_pmc_wreg(buf, ctx, fam->rlc_perfmon_clk_cntl, 1);
	amdgpu_pmc_wreg(buf, ctx, fam->cp_perfmon_cntl, fam->cp_perfmon_sample);
	amdgpu_pmc_broadcast(buf, ctx);
	amdgpu_pmc_cs_partial_flush(buf, ctx);

	for (i = 0; i < num; i++) {
		units = amdgpu_pmc_block_units(cnt[i].block, ctx->topo);
		rows = amdgpu_pmc_block_rows(cnt[i].block);
		for (u = 0; u < units; u++) {
			if (cnt[i].units && !test_bit(u, cnt[i].units))
				continue;
			for (r = 0; r < rows; r++) {
				amdgpu_pmc_read_unit(buf, ctx, &cnt[i], u, r,
						     dst);
				dst += AMDGPU_PMC_SLOT_BYTES;
			}
		}
	}

	amdgpu_pmc_broadcast(buf, ctx);
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_emit_sample);

/**
 * amdgpu_pmc_emit_clock - copy the GPU clock counter of one XCC to memory
 * @buf: output
 * @ctx: the XCC
 * @dst: GPU address of %AMDGPU_PMC_CLOCK_BYTES bytes, 8-byte aligned
 *
 * The counter ticks at amdgpu_asic_get_xclk() x 10 kHz, the rate amdgpu
 * reports as AMDGPU_INFO_DEV_INFO's gpu_counter_freq (amdgpu_kms.c).
 */
void amdgpu_pmc_emit_clock(struct amdgpu_pmc_buf *buf,
			   const struct amdgpu_pmc_ctx *ctx, u64 dst)
{
	ctx->arch->family->pm4->copy_clock(buf, dst);
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_emit_clock);

/**
 * amdgpu_pmc_emit_perfcount - emit the PM4 that lets the executing queue's
 *	waves count, or not
 * @buf: where to emit
 * @ctx: the XCC
 * @enable: COMPUTE_PERFCOUNT_ENABLE value
 *
 * COMPUTE_PERFCOUNT_ENABLE is state of each compute queue; the start and
 * stop sequences set it on the queue that runs them. At most
 * AMDGPU_PMC_PERFCOUNT_DW dwords.
 */
void amdgpu_pmc_emit_perfcount(struct amdgpu_pmc_buf *buf,
			       const struct amdgpu_pmc_ctx *ctx, bool enable)
{
	amdgpu_pmc_wreg(buf, ctx, ctx->arch->family->compute_perfcount_enable,
			enable);
}

/**
 * amdgpu_pmc_emit_stop - stop the counters of one XCC
 * @buf: output
 * @ctx: the XCC
 *
 * AQLprofile's Stop plus its Disable (COMPUTE_PERFCOUNT_ENABLE = 0), both in
 * pmc_builder.h: the family's stop value, and RLC_PERFMON_CLK_CNTL back at
 * its reset value where the start sequence wrote it. Then, unlike
 * AQLprofile, the registers a user mode driver's query may rely on
 * without writing them go back to their reset values, so that nothing the
 * PMU set outlives its session: CP_PERFMON_CNTL (DISABLE_AND_RESET, 0), as
 * si_perfcounter.c requires before SQ_PERFCOUNTER_CTRL, then
 * SQ_PERFCOUNTER_CTRL (the family's reset value: 0, on GFX10.3 CNTR_RATE
 * 2), SQG_PERFCOUNTER_CTRL (0) and GFX12's SQ_PERFCOUNTER_CTRL2, whose
 * FORCE_EN would make SQ count outside any query window (reset values:
 * gc_9_0_default.h, gc_10_3_0_default.h, gc_11_0_0_default.h).
 * SQ_PERFCOUNTER_MASK keeps its reset value, which the start wrote.
 */
void amdgpu_pmc_emit_stop(struct amdgpu_pmc_buf *buf,
			  const struct amdgpu_pmc_ctx *ctx)
{
	const struct amdgpu_pmc_family *fam = ctx->arch->family;

	amdgpu_pmc_broadcast(buf, ctx);
	amdgpu_pmc_wreg(buf, ctx, fam->cp_perfmon_cntl, fam->cp_perfmon_stop);
	amdgpu_pmc_wreg(buf, ctx, fam->compute_perfcount_enable, 0);
	amdgpu_pmc_wreg(buf, ctx, fam->cp_perfmon_cntl, fam->cp_perfmon_reset);
	amdgpu_pmc_wreg(buf, ctx, fam->sq_perfcounter_ctrl,
			fam->sq_perfcounter_ctrl_reset);
	if (fam->sq_perfcounter_ctrl2.valid)
		amdgpu_pmc_wreg(buf, ctx, fam->sq_perfcounter_ctrl2,
				fam->sq_perfcounter_ctrl2_reset);
	if (fam->sqg_perfcounter_ctrl.valid)
		amdgpu_pmc_wreg(buf, ctx, fam->sqg_perfcounter_ctrl, 0);
	/* Back to the reset value (see "Perfmon clock gating" above). */
	if (fam->rlc_perfmon_clk_cntl.valid)
		amdgpu_pmc_wreg(buf, ctx, fam->rlc_perfmon_clk_cntl, 1);
	amdgpu_pmc_cs_partial_flush(buf, ctx);
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_emit_stop);

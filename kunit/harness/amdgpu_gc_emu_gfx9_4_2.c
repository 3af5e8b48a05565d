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
 * GFX9 register tables of the GC emulator for GC 9.4.2 (MI200, Aldebaran),
 * from gc_9_4_2_offset.h / gc_9_4_2_sh_mask.h. The tables are in
 * amdgpu_gc_emu_gfx9_regs.h.
 */

#include <linux/kernel.h>

#include "gc/gc_9_4_2_offset.h"
#include "gc/gc_9_4_2_sh_mask.h"
/* only mm*_DEFAULT symbols; gc_9_4_2 has no _default.h of its own */
#include "gc/gc_9_0_default.h"

#include "amdgpu_gc_emu.h"

#define GC9_DEF(x) mm##x##_DEFAULT
#define GC9_R(x) { .off = reg##x, .base_idx = reg##x##_BASE_IDX, .valid = 1 }

/* gc_9_4_2_offset.h keeps RLC_PERFMON_CLK_CNTL */
#define GFX9_RLC_CLK_REG \
	[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] = GC9_R(RLC_PERFMON_CLK_CNTL),
#define GFX9_RLC_CLK_FIELDS \
	[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] = \
		RLC_PERFMON_CLK_CNTL__PERFMON_CLOCK_STATE_MASK,
#define GFX9_RLC_CLK_RESET \
	[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] = GC9_DEF(RLC_PERFMON_CLK_CNTL),

#include "amdgpu_gc_emu_gfx9_regs.h"

/*
 * GC 9.4.2: SQ_PERFCOUNTER_CTRL gains VMID_MASK (31:16); TCA has 32
 * instances (AQLprofile gfx90a_factory.cpp).
 */
const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx9_4_2 = {
	.name = "gfx9.4.2",
	GFX9_FAMILY_COMMON(GFX9_SQ_CTRL_FIELDS |
			   SQ_PERFCOUNTER_CTRL__VMID_MASK_MASK),
	.clock_state_mask = RLC_PERFMON_CLK_CNTL__PERFMON_CLOCK_STATE_MASK,
	.aux_instances = 32,
};

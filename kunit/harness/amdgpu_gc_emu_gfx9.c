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
 * GFX9 register tables of the GC emulator for GC 9.0.1 (Vega10), 9.4.0
 * (Vega20) and 9.4.1 (MI100): the IP versions the kernel drives with the
 * gc_9_0 headers (gfx_v9_0.c; gc_9_4_1 holds only RAS registers). The
 * tables themselves are in amdgpu_gc_emu_gfx9_regs.h.
 */

#include <linux/kernel.h>

#include "gc/gc_9_0_offset.h"
#include "gc/gc_9_0_sh_mask.h"
#include "gc/gc_9_0_default.h"

#include "amdgpu_gc_emu.h"

#define GC9_DEF(x) mm##x##_DEFAULT
#define GC9_R(x) { .off = mm##x, .base_idx = mm##x##_BASE_IDX, .valid = 1 }

/*
 * RLC_PERFMON_CLK_CNTL.PERFMON_CLOCK_STATE = 1 inhibits perfmon clock
 * gating; "otherwise most counters return 0" (Mesa radeonsi). Reset
 * default 1 (gc_9_0_default.h), never written by the kernel (gfx_v9_0.c).
 */
#define GFX9_RLC_CLK_REG \
	[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] = GC9_R(RLC_PERFMON_CLK_CNTL),
#define GFX9_RLC_CLK_FIELDS \
	[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] = \
		RLC_PERFMON_CLK_CNTL__PERFMON_CLOCK_STATE_MASK,
#define GFX9_RLC_CLK_RESET \
	[AMDGPU_GC_EMU_R_RLC_PERFMON_CLK_CNTL] = GC9_DEF(RLC_PERFMON_CLK_CNTL),

#include "amdgpu_gc_emu_gfx9_regs.h"

/*
 * GC 9.0.1 and 9.4.0: SQ_PERFCOUNTER_CTRL has no VMID_MASK in gc_9_0
 * (bits 31:14 reserved); TCA has 2 instances (AQLprofile Vega factory and
 * Mesa ac_perfcounter.c).
 */
const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx9 = {
	.name = "gfx9",
	GFX9_FAMILY_COMMON(GFX9_SQ_CTRL_FIELDS),
	.clock_state_mask = RLC_PERFMON_CLK_CNTL__PERFMON_CLOCK_STATE_MASK,
	.aux_instances = 2,
};

/*
 * GC 9.4.1 (MI100): the gc_9_0 registers, so no VMID_MASK either; TCA has
 * 32 instances (AQLprofile gfx908_factory.cpp).
 */
const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx9_4_1 = {
	.name = "gfx9.4.1",
	GFX9_FAMILY_COMMON(GFX9_SQ_CTRL_FIELDS),
	.clock_state_mask = RLC_PERFMON_CLK_CNTL__PERFMON_CLOCK_STATE_MASK,
	.aux_instances = 32,
};

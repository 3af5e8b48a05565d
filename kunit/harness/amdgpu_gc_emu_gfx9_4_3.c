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
 * GFX9 register tables of the GC emulator for GC 9.4.3 / 9.4.4 (MI300) and
 * 9.5.0 (MI350), from gc_9_4_3_offset.h / gc_9_4_3_sh_mask.h, the headers
 * the kernel drives all three with (gfx_v9_4_3.c; there is no gc_9_5_0
 * header). The tables are in amdgpu_gc_emu_gfx9_regs.h; compiled against
 * gc_9_4_3 they get its narrower PERF_SEL fields: TA [6:0], TD [5:0], TCP
 * [6:0] (gc_9_4_3_sh_mask.h).
 */

#include <linux/kernel.h>

#include "gc/gc_9_4_3_offset.h"
#include "gc/gc_9_4_3_sh_mask.h"
/* only mm*_DEFAULT symbols; gc_9_4_3 has no _default.h of its own */
#include "gc/gc_9_0_default.h"

#include "amdgpu_gc_emu.h"

#define GC9_DEF(x) mm##x##_DEFAULT
#define GC9_R(x) { .off = reg##x, .base_idx = reg##x##_BASE_IDX, .valid = 1 }

/*
 * gc_9_4_3 defines no register at RLC_PERFMON_CLK_CNTL's GFX9 offset
 * (0x3cbf) in gc_9_4_3_offset.h: an access is one of an unknown register.
 */
#define GFX9_RLC_CLK_REG
#define GFX9_RLC_CLK_FIELDS
#define GFX9_RLC_CLK_RESET

#include "amdgpu_gc_emu_gfx9_regs.h"

/*
 * SQ_PERFCOUNTER_CTRL has VMID_MASK (31:16); TCA has 32 instances per XCC
 * (AQLprofile gfx940_factory.cpp).
 */
const struct amdgpu_gc_emu_family amdgpu_gc_emu_gfx9_4_3 = {
	.name = "gfx9.4.3",
	GFX9_FAMILY_COMMON(GFX9_SQ_CTRL_FIELDS |
			   SQ_PERFCOUNTER_CTRL__VMID_MASK_MASK),
	.clock_state_mask = 0,
	.aux_instances = 32,
};

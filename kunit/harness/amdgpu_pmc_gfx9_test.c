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

/* Register tests for the GC 9.0.1, 9.4.0, 9.4.1 and 9.4.2 (gc_9_0 headers) counter tables. */

#include <kunit/test.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"

#include "gc/gc_9_0_offset.h"
#include "gc/gc_9_0_sh_mask.h"

#define PMC_REG(n) mm##n
#define PMC_EXPECT_REG(r, n) \
	pmc_expect_reg(test, &(r), mm##n, mm##n##_BASE_IDX, #n)
#define PMC_HAS_RLC_CLK 1

static const u32 pmc_gfx9_ips[] = {
	IP_VERSION(9, 0, 1), IP_VERSION(9, 4, 0), IP_VERSION(9, 4, 1),
	IP_VERSION(9, 4, 2),
};

static void pmc_gfx9_ip_desc(const u32 *ip, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "gc_%u_%u_%u",
		 IP_VERSION_MAJ(*ip), IP_VERSION_MIN(*ip), IP_VERSION_REV(*ip));
}

KUNIT_ARRAY_PARAM(pmc_gfx9_ip, pmc_gfx9_ips, pmc_gfx9_ip_desc);

#include "amdgpu_pmc_gfx9_regs_test.h"

static struct kunit_suite amdgpu_pmc_gfx9_suite = {
	.name = "amdgpu_pmc_gfx9_regs",
	.test_cases = pmc_gfx9_reg_cases,
};

kunit_test_suite(amdgpu_pmc_gfx9_suite);

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

/*
 * What the register tests of the RDNA tables share (amdgpu_pmc_gfx10_test.c,
 * amdgpu_pmc_gfx11_test.c, amdgpu_pmc_gfx12_test.c). Each file includes its
 * family's offset header and defines PMC_REG(n) as that header spells
 * register n (mm##n or reg##n) before including this one; its cases take a
 * GC IP version (u32) as their parameter.
 */

#ifndef __AMDGPU_PMC_REGS_TEST_H__
#define __AMDGPU_PMC_REGS_TEST_H__

#include <kunit/test.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"

static inline void pmc_expect_reg(struct kunit *test,
				  const struct amdgpu_pmc_reg *r, u32 offset,
				  u32 base_idx, const char *what)
{
	KUNIT_EXPECT_TRUE_MSG(test, r->valid, "%s", what);
	KUNIT_EXPECT_EQ_MSG(test, r->offset, offset, "%s", what);
	KUNIT_EXPECT_EQ_MSG(test, r->base_idx, base_idx, "%s", what);
}

/* Register r is header symbol n */
#define PMC_EXPECT_REG(r, n) \
	pmc_expect_reg(test, &(r), PMC_REG(n), PMC_REG(n##_BASE_IDX), #n)
#define PMC_EXPECT_NO_REG(r) KUNIT_EXPECT_FALSE(test, (r).valid)

/* Counter n of a SELECT/SELECT1/LO/HI block, from the header symbols */
#define PMC_EXPECT_CNT(b, blk, n) do {					\
	PMC_EXPECT_REG((b)->counters[n].select, blk##_PERFCOUNTER##n##_SELECT); \
	PMC_EXPECT_REG((b)->counters[n].lo, blk##_PERFCOUNTER##n##_LO);	\
	PMC_EXPECT_REG((b)->counters[n].hi, blk##_PERFCOUNTER##n##_HI);	\
} while (0)
#define PMC_EXPECT_CNT_S1(b, blk, n) do {				\
	PMC_EXPECT_CNT(b, blk, n);					\
	PMC_EXPECT_REG((b)->counters[n].select1,			\
		       blk##_PERFCOUNTER##n##_SELECT1);			\
} while (0)
#define PMC_EXPECT_CNT_NO_S1(b, blk, n) do {				\
	PMC_EXPECT_CNT(b, blk, n);					\
	PMC_EXPECT_NO_REG((b)->counters[n].select1);			\
} while (0)

/* The parameter's description: gc_<major>_<minor>_<rev> */
static inline void pmc_regs_ip_desc(const u32 *ip, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "gc_%u_%u_%u",
		 IP_VERSION_MAJ(*ip), IP_VERSION_MIN(*ip), IP_VERSION_REV(*ip));
}

/* Block id of the parameter's tables; the case fails if there is none */
static inline const struct amdgpu_pmc_block *
pmc_regs_block(struct kunit *test, enum amdgpu_pmc_block_id id)
{
	const u32 *ip = test->param_value;
	const struct amdgpu_pmc_arch *arch = amdgpu_pmc_find_arch(*ip);
	const struct amdgpu_pmc_block *b;

	KUNIT_ASSERT_NOT_NULL(test, arch);
	b = amdgpu_pmc_find_block(arch, id);
	KUNIT_ASSERT_NOT_NULL(test, b);
	return b;
}

#endif

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
 * Consistency tests for every GC counter table, parameterised over the
 * supported GC IP versions.
 */

#include <kunit/test.h>
#include <linux/ctype.h>
#include <linux/string.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"
#include "amdgpu_kunit_helpers.h"

struct pmc_test_target {
	u32 gc_ip;
	const char *name;
	bool gfx12;
};

/* Every GC IP version the GC PMU supports (the PMU ABI's list). */
static const struct pmc_test_target pmc_targets[] = {
	{ IP_VERSION(9, 0, 1), "gfx900", false },
	{ IP_VERSION(9, 4, 0), "gfx906", false },
	{ IP_VERSION(9, 4, 1), "gfx908", false },
	{ IP_VERSION(9, 4, 2), "gfx90a", false },
	{ IP_VERSION(9, 4, 3), "gfx942", false },
	{ IP_VERSION(9, 4, 4), "gfx942", false },
	{ IP_VERSION(9, 5, 0), "gfx950", false },
	{ IP_VERSION(10, 3, 0), "gfx1030", false },	/* the other 10.3: harness */
	{ IP_VERSION(11, 0, 0), "gfx1100", false },
	{ IP_VERSION(11, 0, 1), "gfx1103", false },
	{ IP_VERSION(11, 0, 2), "gfx1102", false },
	{ IP_VERSION(11, 0, 3), "gfx1101", false },
	{ IP_VERSION(11, 0, 4), "gfx1103", false },
	{ IP_VERSION(11, 5, 0), "gfx1150", false },
	{ IP_VERSION(11, 5, 1), "gfx1151", false },
	{ IP_VERSION(11, 5, 2), "gfx1152", false },
	{ IP_VERSION(11, 5, 3), "gfx1153", false },
	{ IP_VERSION(11, 5, 4), "gfx1154", false },
	{ IP_VERSION(11, 5, 6), "gfx1154", false },
	{ IP_VERSION(12, 0, 0), "gfx1200", true },
	{ IP_VERSION(12, 0, 1), "gfx1201", true },
};

static void pmc_target_desc(const struct pmc_test_target *t, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "gc_%u_%u_%u",
		 IP_VERSION_MAJ(t->gc_ip), IP_VERSION_MIN(t->gc_ip),
		 IP_VERSION_REV(t->gc_ip));
}

KUNIT_ARRAY_PARAM(pmc_target, pmc_targets, pmc_target_desc);

static const struct amdgpu_pmc_arch *pmc_test_arch(struct kunit *test)
{
	const struct pmc_test_target *t = test->param_value;
	const struct amdgpu_pmc_arch *arch = amdgpu_pmc_find_arch(t->gc_ip);

	KUNIT_ASSERT_NOT_NULL(test, arch);
	return arch;
}

static void amdgpu_pmc_test_arch_lookup(struct kunit *test)
{
	const struct pmc_test_target *t = test->param_value;
	struct amdgpu_device *adev = amdgpu_kunit_alloc_adev(test, t->gc_ip);
	const struct amdgpu_pmc_arch *arch = pmc_test_arch(test);

	KUNIT_EXPECT_EQ(test, arch->gc_ip, t->gc_ip);
	KUNIT_EXPECT_STREQ(test, arch->name, t->name);
	KUNIT_EXPECT_PTR_EQ(test, amdgpu_pmc_get_arch(adev), arch);
	KUNIT_EXPECT_NOT_NULL(test, arch->family);
}

static void amdgpu_pmc_test_blocks_valid(struct kunit *test)
{
	const struct amdgpu_pmc_arch *arch = pmc_test_arch(test);
	DECLARE_BITMAP(seen, AMDGPU_PMC_BLOCK_COUNT);
	unsigned int i, c;

	bitmap_zero(seen, AMDGPU_PMC_BLOCK_COUNT);
	KUNIT_EXPECT_GT(test, arch->num_blocks, 0);

	for (i = 0; i < arch->num_blocks; i++) {
		const struct amdgpu_pmc_block *b = &arch->blocks[i];
		unsigned int nregs = b->num_counters;
		const char *p;

		KUNIT_ASSERT_LT(test, b->id, AMDGPU_PMC_BLOCK_COUNT);
		KUNIT_EXPECT_FALSE_MSG(test, test_and_set_bit(b->id, seen),
				       "block %s listed twice", b->name);
		KUNIT_EXPECT_PTR_EQ(test, amdgpu_pmc_find_block(arch, b->id), b);

		KUNIT_ASSERT_NOT_NULL(test, b->name);
		KUNIT_EXPECT_GT(test, strlen(b->name), 0);
		for (p = b->name; *p; p++)
			KUNIT_EXPECT_TRUE_MSG(test, islower(*p) || isdigit(*p) || *p == '_',
					      "block name %s", b->name);

		KUNIT_EXPECT_LE(test, b->scope, AMDGPU_PMC_SCOPE_SE_INST);
		KUNIT_EXPECT_LE(test, b->inst_src, AMDGPU_PMC_INST_L2_CHANNELS);
		if (b->inst_src == AMDGPU_PMC_INST_FIXED)
			KUNIT_EXPECT_GT(test, b->num_instances, 0);
		/* Several instances need a scope that has instances. */
		if (b->inst_src != AMDGPU_PMC_INST_ONE)
			KUNIT_EXPECT_TRUE_MSG(test,
					      b->scope == AMDGPU_PMC_SCOPE_SA_INST ||
					      b->scope == AMDGPU_PMC_SCOPE_SE_INST ||
					      b->scope == AMDGPU_PMC_SCOPE_XCC_INST,
					      "block %s", b->name);

		KUNIT_EXPECT_GT_MSG(test, b->num_counters, 0, "block %s", b->name);
		KUNIT_EXPECT_TRUE_MSG(test, b->counter_bits == 32 ||
				      b->counter_bits == 48 ||
				      b->counter_bits == 64,
				      "block %s: %u bits", b->name, b->counter_bits);
		KUNIT_EXPECT_GT(test, b->max_event, 0);
		KUNIT_ASSERT_NOT_NULL(test, b->counters);

		if (b->flags & AMDGPU_PMC_BLOCK_PER_SE_REGS) {
			KUNIT_EXPECT_GT(test, b->num_se_regs, 0);
			KUNIT_EXPECT_EQ(test, b->scope, AMDGPU_PMC_SCOPE_SE);
			nregs *= b->num_se_regs;
		} else {
			KUNIT_EXPECT_EQ(test, b->num_se_regs, 0);
		}

		for (c = 0; c < nregs; c++) {
			const struct amdgpu_pmc_counter *r = &b->counters[c];

			KUNIT_EXPECT_TRUE_MSG(test, r->select.valid,
					      "%s counter %u", b->name, c);
			KUNIT_EXPECT_TRUE_MSG(test, r->lo.valid,
					      "%s counter %u", b->name, c);
			/* Only 32-bit counters have no HI. */
			KUNIT_EXPECT_EQ_MSG(test, r->hi.valid,
					    b->counter_bits > 32,
					    "%s counter %u", b->name, c);
			KUNIT_EXPECT_NE(test, r->select.offset, r->lo.offset);
		}
	}
}

static const enum amdgpu_pmc_block_id gfx9_blocks[] = {
	AMDGPU_PMC_BLOCK_GRBM, AMDGPU_PMC_BLOCK_GRBM_SE, AMDGPU_PMC_BLOCK_SQ,
	AMDGPU_PMC_BLOCK_SPI, AMDGPU_PMC_BLOCK_TA, AMDGPU_PMC_BLOCK_TD,
	AMDGPU_PMC_BLOCK_TCP, AMDGPU_PMC_BLOCK_TCC, AMDGPU_PMC_BLOCK_TCA,
	AMDGPU_PMC_BLOCK_CPC, AMDGPU_PMC_BLOCK_CPF,
};

static const enum amdgpu_pmc_block_id gfx12_blocks[] = {
	AMDGPU_PMC_BLOCK_GRBM, AMDGPU_PMC_BLOCK_GRBMH, AMDGPU_PMC_BLOCK_SQ,
	AMDGPU_PMC_BLOCK_SQG, AMDGPU_PMC_BLOCK_SPI, AMDGPU_PMC_BLOCK_TA,
	AMDGPU_PMC_BLOCK_TD, AMDGPU_PMC_BLOCK_TCP, AMDGPU_PMC_BLOCK_GL1A,
	AMDGPU_PMC_BLOCK_GL1C, AMDGPU_PMC_BLOCK_GL2A, AMDGPU_PMC_BLOCK_GL2C,
	AMDGPU_PMC_BLOCK_CPC, AMDGPU_PMC_BLOCK_CPF, AMDGPU_PMC_BLOCK_CPG,
};

static void amdgpu_pmc_test_required_blocks(struct kunit *test)
{
	const struct pmc_test_target *t = test->param_value;
	const struct amdgpu_pmc_arch *arch = pmc_test_arch(test);
	const enum amdgpu_pmc_block_id *ids = t->gfx12 ? gfx12_blocks : gfx9_blocks;
	unsigned int n = t->gfx12 ? ARRAY_SIZE(gfx12_blocks) : ARRAY_SIZE(gfx9_blocks);
	unsigned int i;

	if (!t->gfx12 && IP_VERSION_MAJ(t->gc_ip) > 9)	/* harness: *_regs */
		return;
	for (i = 0; i < n; i++)
		KUNIT_EXPECT_NOT_NULL_MSG(test, amdgpu_pmc_find_block(arch, ids[i]),
					  "block %d missing", ids[i]);
	/* Blocks of the other family must not leak in. */
	KUNIT_EXPECT_NULL(test, amdgpu_pmc_find_block(arch, t->gfx12 ?
				AMDGPU_PMC_BLOCK_TCC : AMDGPU_PMC_BLOCK_GL2C));
}

static void amdgpu_pmc_test_events_valid(struct kunit *test)
{
	const struct amdgpu_pmc_arch *arch = pmc_test_arch(test);
	unsigned int i, j;

	KUNIT_EXPECT_GT(test, arch->num_events, 0);

	for (i = 0; i < arch->num_events; i++) {
		const struct amdgpu_pmc_event *e = &arch->events[i];
		const struct amdgpu_pmc_block *b;
		size_t len;
		const char *p;

		KUNIT_ASSERT_NOT_NULL(test, e->name);

		for (p = e->name; *p; p++)
			KUNIT_EXPECT_TRUE_MSG(test, islower(*p) || isdigit(*p) || *p == '_',
					      "event name %s", e->name);

		for (j = i + 1; j < arch->num_events; j++)
			KUNIT_EXPECT_STRNEQ(test, e->name, arch->events[j].name);

		b = amdgpu_pmc_find_block(arch, e->block);
		KUNIT_ASSERT_NOT_NULL_MSG(test, b, "%s: no block %d",
					  e->name, e->block);

		/* "<block>_<event>", named after its own block */
		len = strlen(b->name);
		KUNIT_EXPECT_TRUE_MSG(test, !strncmp(e->name, b->name, len) &&
				      e->name[len] == '_' && e->name[len + 1],
				      "%s is not in block %s", e->name, b->name);

		KUNIT_EXPECT_LE_MSG(test, e->select, b->max_event,
				    "%s", e->name);
	}
}

static struct kunit_case amdgpu_pmc_tables_cases[] = {
	KUNIT_CASE_PARAM(amdgpu_pmc_test_arch_lookup, pmc_target_gen_params),
	KUNIT_CASE_PARAM(amdgpu_pmc_test_blocks_valid, pmc_target_gen_params),
	KUNIT_CASE_PARAM(amdgpu_pmc_test_required_blocks, pmc_target_gen_params),
	KUNIT_CASE_PARAM(amdgpu_pmc_test_events_valid, pmc_target_gen_params),
	{}
};

static struct kunit_suite amdgpu_pmc_tables_suite = {
	.name = "amdgpu_pmc_tables",
	.test_cases = amdgpu_pmc_tables_cases,
};

kunit_test_suite(amdgpu_pmc_tables_suite);

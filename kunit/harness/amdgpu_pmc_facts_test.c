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
 * KUnit suite: the driver's published events and block bounds against the
 * public per-target facts.
 *
 * amdgpu_pmc_facts.h is generated at harness build time (scripts/harness)
 * by kunit/facts/check-facts.py --emit-header from the `decision` columns
 * of kunit/facts/gc-events.tsv and gc-blocks.tsv, whose every number is
 * traced to a public source in kunit/facts/SOURCES.md (kernel
 * vega10_enum.h / soc21_enum.h / soc24_enum.h, rocprofiler-sdk
 * counter_defs.yaml, AQLprofile gfx9/gfx11/gfx12_block_info.h, Mesa
 * ac_perfcounter*.c, GPUPerfAPI).
 * The driver's tables are read through amdgpu_pmc_find_arch() only, as the
 * thing under test: nothing here derives an expected value from them.
 */

#include <kunit/test.h>
#include <linux/string.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"
#include "amdgpu_pmc_facts.h"

MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");

/* Every GC IP version the PMU supports (amdgpu_pmu_gc.rst, cover letter) */
struct facts_target {
	const char *name;
	u8 major, minor, rev;
};

static const struct facts_target facts_targets[] = {
	{ "gfx900 (GC 9.0.1)", 9, 0, 1 },
	{ "gfx906 (GC 9.4.0)", 9, 4, 0 },
	{ "gfx908 (GC 9.4.1)", 9, 4, 1 },
	{ "gfx90a (GC 9.4.2)", 9, 4, 2 },
	{ "gfx942 (GC 9.4.3)", 9, 4, 3 },
	{ "gfx942 (GC 9.4.4)", 9, 4, 4 },
	{ "gfx950 (GC 9.5.0)", 9, 5, 0 },
	{ "gfx1100 (GC 11.0.0)", 11, 0, 0 },
	{ "gfx1103 (GC 11.0.1)", 11, 0, 1 },
	{ "gfx1102 (GC 11.0.2)", 11, 0, 2 },
	{ "gfx1101 (GC 11.0.3)", 11, 0, 3 },
	{ "gfx1103 (GC 11.0.4)", 11, 0, 4 },
	{ "gfx1150 (GC 11.5.0)", 11, 5, 0 },
	{ "gfx1151 (GC 11.5.1)", 11, 5, 1 },
	{ "gfx1152 (GC 11.5.2)", 11, 5, 2 },
	{ "gfx1153 (GC 11.5.3)", 11, 5, 3 },
	{ "gfx1154 (GC 11.5.4)", 11, 5, 4 },
	{ "gfx1154 (GC 11.5.6)", 11, 5, 6 },
	{ "gfx1200 (GC 12.0.0)", 12, 0, 0 },
	{ "gfx1201 (GC 12.0.1)", 12, 0, 1 },
};

static void facts_target_desc(const struct facts_target *t, char *desc)
{
	strscpy(desc, t->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(facts_target, facts_targets, facts_target_desc);

static bool fact_event_is(const struct amdgpu_pmc_fact_event *f,
			  const struct facts_target *t)
{
	return f->major == t->major && f->minor == t->minor && f->rev == t->rev;
}

static bool fact_block_is(const struct amdgpu_pmc_fact_block *f,
			  const struct facts_target *t)
{
	return f->major == t->major && f->minor == t->minor && f->rev == t->rev;
}

static const struct amdgpu_pmc_arch *facts_arch(struct kunit *test)
{
	const struct facts_target *t = test->param_value;
	const struct amdgpu_pmc_arch *arch;

	arch = amdgpu_pmc_find_arch(IP_VERSION(t->major, t->minor, t->rev));
	KUNIT_ASSERT_NOT_NULL_MSG(test, arch, "no PMU tables for %s", t->name);
	return arch;
}

/* the name of a published event's block, e.g. "grbm_se" */
static const char *facts_block_name(struct kunit *test,
				    const struct amdgpu_pmc_arch *arch,
				    enum amdgpu_pmc_block_id id)
{
	const struct amdgpu_pmc_block *b = amdgpu_pmc_find_block(arch, id);

	KUNIT_ASSERT_NOT_NULL_MSG(test, b, "event of block %d, not in the arch",
				  id);
	return b->name;
}

static const struct amdgpu_pmc_event *
facts_find_event(const struct amdgpu_pmc_arch *arch, const char *name)
{
	unsigned int i;

	for (i = 0; i < arch->num_events; i++)
		if (!strcmp(arch->events[i].name, name))
			return &arch->events[i];
	return NULL;
}

/* Every event the facts list for the target is published, same block and id */
static void facts_events_published(struct kunit *test)
{
	const struct facts_target *t = test->param_value;
	const struct amdgpu_pmc_arch *arch = facts_arch(test);
	unsigned int i, n = 0;

	for (i = 0; i < ARRAY_SIZE(amdgpu_pmc_fact_events); i++) {
		const struct amdgpu_pmc_fact_event *f =
			&amdgpu_pmc_fact_events[i];
		const struct amdgpu_pmc_event *ev;

		if (!fact_event_is(f, t))
			continue;
		n++;
		ev = facts_find_event(arch, f->event);
		if (!ev) {
			KUNIT_FAIL(test, "%s: %s (%s %u) is not published",
				   t->name, f->event, f->block, f->id);
			continue;
		}
		KUNIT_EXPECT_TRUE_MSG(test,
				      !strcasecmp(facts_block_name(test, arch,
								   ev->block),
						  f->block),
				      "%s: %s is in block %s, the facts say %s",
				      t->name, f->event,
				      facts_block_name(test, arch, ev->block),
				      f->block);
		KUNIT_EXPECT_EQ_MSG(test, ev->select, f->id,
				    "%s: select of %s", t->name, f->event);
	}
	/* facts for every target, and exactly the published set */
	KUNIT_EXPECT_GT_MSG(test, n, 0, "no event facts for %s", t->name);
	KUNIT_EXPECT_EQ_MSG(test, arch->num_events, n,
			    "%s publishes %u events, the facts list %u",
			    t->name, arch->num_events, n);
}

/* Every published event is in the facts (none the facts do not know) */
static void facts_no_unlisted_events(struct kunit *test)
{
	const struct facts_target *t = test->param_value;
	const struct amdgpu_pmc_arch *arch = facts_arch(test);
	unsigned int i, k;

	KUNIT_EXPECT_GT(test, arch->num_events, 0);
	for (i = 0; i < arch->num_events; i++) {
		const struct amdgpu_pmc_event *ev = &arch->events[i];
		bool found = false;

		for (k = 0; k < ARRAY_SIZE(amdgpu_pmc_fact_events); k++)
			if (fact_event_is(&amdgpu_pmc_fact_events[k], t) &&
			    !strcmp(amdgpu_pmc_fact_events[k].event, ev->name))
				found = true;
		KUNIT_EXPECT_TRUE_MSG(test, found,
				      "%s publishes %s (select %u), which no fact names",
				      t->name, ev->name, ev->select);
	}
}

/* Events no public source confirms for the target are not published */
static void facts_dropped_events_absent(struct kunit *test)
{
	const struct facts_target *t = test->param_value;
	const struct amdgpu_pmc_arch *arch = facts_arch(test);
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(amdgpu_pmc_fact_absent_events); i++) {
		const struct amdgpu_pmc_fact_event *f =
			&amdgpu_pmc_fact_absent_events[i];

		if (!fact_event_is(f, t))
			continue;
		KUNIT_EXPECT_NULL_MSG(test, facts_find_event(arch, f->event),
				      "%s publishes %s, decision: drop",
				      t->name, f->event);
	}
}

/* Every block's max_event is the decision, and every block has a fact */
static void facts_block_max_event(struct kunit *test)
{
	const struct facts_target *t = test->param_value;
	const struct amdgpu_pmc_arch *arch = facts_arch(test);
	unsigned int i, b, n = 0;

	for (i = 0; i < ARRAY_SIZE(amdgpu_pmc_fact_blocks); i++) {
		const struct amdgpu_pmc_fact_block *f =
			&amdgpu_pmc_fact_blocks[i];
		const struct amdgpu_pmc_block *blk = NULL;

		if (!fact_block_is(f, t))
			continue;
		n++;
		for (b = 0; b < arch->num_blocks; b++)
			if (!strcasecmp(arch->blocks[b].name, f->block))
				blk = &arch->blocks[b];
		if (!blk) {
			KUNIT_FAIL(test, "%s: block %s is not published",
				   t->name, f->block);
			continue;
		}
		KUNIT_EXPECT_EQ_MSG(test, blk->max_event, f->max_event,
				    "%s: max_event of %s", t->name, f->block);
	}
	KUNIT_EXPECT_GT_MSG(test, n, 0, "no block facts for %s", t->name);
	KUNIT_EXPECT_EQ_MSG(test, arch->num_blocks, n,
			    "%s has %u blocks, the facts list %u", t->name,
			    arch->num_blocks, n);
}

static struct kunit_case pmc_facts_cases[] = {
	KUNIT_CASE_PARAM(facts_events_published, facts_target_gen_params),
	KUNIT_CASE_PARAM(facts_no_unlisted_events, facts_target_gen_params),
	KUNIT_CASE_PARAM(facts_dropped_events_absent, facts_target_gen_params),
	KUNIT_CASE_PARAM(facts_block_max_event, facts_target_gen_params),
	{}
};

static struct kunit_suite pmc_facts_suite = {
	.name = "amdgpu_pmc_facts",
	.test_cases = pmc_facts_cases,
};

kunit_test_suite(pmc_facts_suite);

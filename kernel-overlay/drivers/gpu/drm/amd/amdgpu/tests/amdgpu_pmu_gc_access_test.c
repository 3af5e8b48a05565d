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

#include <kunit/test.h>
#include <linux/capability.h>
#include <linux/cred.h>
#include <linux/perf_event.h>

#include "amdgpu_pmu_gc_access.h"

MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");

struct gc_access_case {
	bool perfmon;		/* opener has CAP_PERFMON */
	bool relaxed;		/* dev.amdgpu.perf_paranoid = 0 */
	int paranoid;		/* kernel.perf_event_paranoid */
	int expected;
};

/* Written out by hand, not derived from the policy under test. */
static const struct gc_access_case gc_access_cases[] = {
	{ .perfmon = false, .relaxed = false, .paranoid = -1, .expected = 0 },
	{ .perfmon = false, .relaxed = false, .paranoid = 0, .expected = 0 },
	{ .perfmon = false, .relaxed = false, .paranoid = 1, .expected = -EACCES },
	{ .perfmon = false, .relaxed = false, .paranoid = 2, .expected = -EACCES },
	{ .perfmon = true, .relaxed = false, .paranoid = -1, .expected = 0 },
	{ .perfmon = true, .relaxed = false, .paranoid = 0, .expected = 0 },
	{ .perfmon = true, .relaxed = false, .paranoid = 1, .expected = 0 },
	{ .perfmon = true, .relaxed = false, .paranoid = 2, .expected = 0 },
	{ .perfmon = false, .relaxed = true, .paranoid = -1, .expected = 0 },
	{ .perfmon = false, .relaxed = true, .paranoid = 0, .expected = 0 },
	{ .perfmon = false, .relaxed = true, .paranoid = 1, .expected = 0 },
	{ .perfmon = false, .relaxed = true, .paranoid = 2, .expected = 0 },
	{ .perfmon = true, .relaxed = true, .paranoid = -1, .expected = 0 },
	{ .perfmon = true, .relaxed = true, .paranoid = 0, .expected = 0 },
	{ .perfmon = true, .relaxed = true, .paranoid = 1, .expected = 0 },
	{ .perfmon = true, .relaxed = true, .paranoid = 2, .expected = 0 },
};

static void gc_access_case_desc(const struct gc_access_case *c, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s_%s_paranoid_%d",
		 c->perfmon ? "perfmon" : "unprivileged",
		 c->relaxed ? "relaxed" : "default", c->paranoid);
}

KUNIT_ARRAY_PARAM(gc_access, gc_access_cases, gc_access_case_desc);

struct gc_access_saved {
	int knob;
	int paranoid;
};

/*
 * kernel.perf_event_paranoid is not exported; when the tests are built as
 * a module, the cases whose outcome depends on it are skipped.
 */
static int *gc_access_paranoid(void)
{
#ifdef MODULE
	return NULL;
#else
	return &sysctl_perf_event_paranoid;
#endif
}

static bool gc_access_set_paranoid(int val)
{
	int *paranoid = gc_access_paranoid();

	if (!paranoid)
		return false;

	WRITE_ONCE(*paranoid, val);
	return true;
}

static int gc_access_test_init(struct kunit *test)
{
	struct gc_access_saved *saved;

	saved = kunit_kzalloc(test, sizeof(*saved), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, saved);

	saved->knob = amdgpu_pmu_gc_paranoid;
	if (gc_access_paranoid())
		saved->paranoid = *gc_access_paranoid();
	test->priv = saved;

	return 0;
}

static void gc_access_test_exit(struct kunit *test)
{
	struct gc_access_saved *saved = test->priv;

	WRITE_ONCE(amdgpu_pmu_gc_paranoid, saved->knob);
	gc_access_set_paranoid(saved->paranoid);
}

static void amdgpu_pmu_gc_access_test_matrix(struct kunit *test)
{
	const struct gc_access_case *c = test->param_value;
	const struct cred *old;
	struct perf_event *event;
	struct cred *new;
	bool perfmon;
	int ret;

	event = kunit_kzalloc(test, sizeof(*event), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, event);

	if (!gc_access_set_paranoid(c->paranoid) && !c->perfmon && !c->relaxed)
		kunit_skip(test, "kernel.perf_event_paranoid is not settable from a module");

	WRITE_ONCE(amdgpu_pmu_gc_paranoid, c->relaxed ? 0 : 1);

	new = prepare_creds();
	KUNIT_ASSERT_NOT_NULL(test, new);

	/* perfmon_capable() is CAP_PERFMON || CAP_SYS_ADMIN. */
	cap_lower(new->cap_effective, CAP_SYS_ADMIN);
	if (c->perfmon)
		cap_raise(new->cap_effective, CAP_PERFMON);
	else
		cap_lower(new->cap_effective, CAP_PERFMON);

	/* No KUNIT_ASSERT while the credentials are overridden. */
	old = override_creds(new);
	perfmon = perfmon_capable();
	ret = amdgpu_pmu_gc_access_check(event);
	revert_creds(old);
	put_cred(new);

	KUNIT_EXPECT_EQ(test, perfmon, c->perfmon);
	KUNIT_EXPECT_EQ(test, ret, c->expected);
}

static struct kunit_case amdgpu_pmu_gc_access_cases[] = {
	KUNIT_CASE_PARAM(amdgpu_pmu_gc_access_test_matrix, gc_access_gen_params),
	{}
};

static struct kunit_suite amdgpu_pmu_gc_access_suite = {
	.name = "amdgpu_pmu_gc_access",
	.init = gc_access_test_init,
	.exit = gc_access_test_exit,
	.test_cases = amdgpu_pmu_gc_access_cases,
};

kunit_test_suite(amdgpu_pmu_gc_access_suite);

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

#include "amdgpu.h"
#include "amdgpu_pmc.h"
#include "amdgpu_kunit_helpers.h"

MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");

/* GC IP versions the GC PMU must not claim: no tables describe them. */
static const u32 unsupported_gc_ips[] = {
	IP_VERSION(0, 0, 0),
	IP_VERSION(9, 1, 0),	/* Raven */
	IP_VERSION(11, 7, 0),	/* no public counter tables yet */
	IP_VERSION(12, 1, 0),	/* GC 12.1: multi-XCC, out of scope */
};

static void unsupported_ip_desc(const u32 *ip, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "gc_%u_%u_%u",
		 IP_VERSION_MAJ(*ip), IP_VERSION_MIN(*ip), IP_VERSION_REV(*ip));
}

KUNIT_ARRAY_PARAM(unsupported_ip, unsupported_gc_ips, unsupported_ip_desc);

static void amdgpu_pmc_test_unsupported_ip_has_no_arch(struct kunit *test)
{
	const u32 *ip = test->param_value;
	struct amdgpu_device *adev = amdgpu_kunit_alloc_adev(test, *ip);

	KUNIT_EXPECT_NULL(test, amdgpu_pmc_find_arch(*ip));
	KUNIT_EXPECT_NULL(test, amdgpu_pmc_get_arch(adev));
}

static struct kunit_case amdgpu_pmc_lookup_cases[] = {
	KUNIT_CASE_PARAM(amdgpu_pmc_test_unsupported_ip_has_no_arch,
			 unsupported_ip_gen_params),
	{}
};

static struct kunit_suite amdgpu_pmc_lookup_suite = {
	.name = "amdgpu_pmc_lookup",
	.test_cases = amdgpu_pmc_lookup_cases,
};

kunit_test_suite(amdgpu_pmc_lookup_suite);

MODULE_DESCRIPTION("KUnit tests for the amdgpu GC performance counter tables");
MODULE_LICENSE("Dual MIT/GPL");

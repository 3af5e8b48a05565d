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

#ifndef __AMDGPU_GC_TOPOLOGIES_H__
#define __AMDGPU_GC_TOPOLOGIES_H__

#include "amdgpu_kunit_helpers.h"

/*
 * Fake-device topologies of the harness, one for every GC IP version the
 * PMU supports besides the series' own rdna4 (12.0.0, in
 * amdgpu_kunit_helpers.c): vega10 (9.0.1) and mi300 (9.4.3) moved here
 * from the series with the cases that use them.
 */
extern const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_vega10;
extern const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_mi300;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_vega20;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_mi100;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_mi200;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_mi300_944;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_mi350;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_gfx1201;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_vega56;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_gfx1200_harvested;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_navi21;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_navi21_harvested;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_gfx1033;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_navi31;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_gfx1151;
extern const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_gfx1151_harvested;

/* Every supported GC IP version with a topology, in IP version order */
struct amdgpu_gc_harness_target {
	const char *name;
	const struct amdgpu_kunit_gc_topology *t;
};

extern const struct amdgpu_gc_harness_target amdgpu_gc_harness_targets[];
extern const unsigned int amdgpu_gc_harness_num_targets;

#endif

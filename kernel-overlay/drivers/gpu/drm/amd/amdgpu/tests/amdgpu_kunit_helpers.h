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

#ifndef __AMDGPU_KUNIT_HELPERS_H__
#define __AMDGPU_KUNIT_HELPERS_H__

#include <linux/types.h>

struct amdgpu_device;
struct kunit;

struct amdgpu_device *amdgpu_kunit_alloc_adev(struct kunit *test, u32 gc_ip);

/**
 * struct amdgpu_kunit_gc_topology - GC topology of a fake device
 * @gc_ip: GC IP version, IP_VERSION(major, minor, rev)
 * @num_xcc: XCCs
 * @num_se: shader engines per XCC
 * @num_sa: shader arrays per shader engine
 * @cu_per_sa: CUs per shader array
 * @l2_channels: L2 channels per XCC
 */
struct amdgpu_kunit_gc_topology {
	u32 gc_ip;
	u32 num_xcc;
	u32 num_se;
	u32 num_sa;
	u32 cu_per_sa;
	u32 l2_channels;
};

/* Canonical fake devices (design: "vega10", "mi300", "rdna4"). */
extern const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_vega10;
extern const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_mi300;
extern const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_rdna4;

struct amdgpu_device *
amdgpu_kunit_alloc_gc_adev(struct kunit *test,
			   const struct amdgpu_kunit_gc_topology *t);

#endif

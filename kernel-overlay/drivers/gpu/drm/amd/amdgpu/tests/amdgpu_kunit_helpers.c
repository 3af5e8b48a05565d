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
#include <drm/drm_drv.h>
#include <drm/drm_kunit_helpers.h>

#include "amdgpu.h"
#include "amdgpu_kunit_helpers.h"

/**
 * amdgpu_kunit_alloc_adev - a fake amdgpu device for a KUnit test
 * @test: the test; the device is released when it ends
 * @gc_ip: GC IP version the device reports, IP_VERSION(major, minor, rev)
 *
 * The device has a real drm_device and struct device but no hardware: only
 * the fields a test sets are meaningful.
 *
 * Returns: the device; the test is aborted if allocation fails.
 */
struct amdgpu_device *amdgpu_kunit_alloc_adev(struct kunit *test, u32 gc_ip)
{
	struct amdgpu_device *adev;
	struct drm_device *drm;
	struct device *dev;

	dev = drm_kunit_helper_alloc_device(test);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, dev);

	drm = __drm_kunit_helper_alloc_drm_device(test, dev,
						  sizeof(struct amdgpu_device),
						  offsetof(struct amdgpu_device, ddev),
						  0);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, drm);

	adev = drm_to_adev(drm);
	adev->dev = dev;
	adev->ip_versions[GC_HWIP][0] = gc_ip;

	return adev;
}

const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_vega10 = {
	.gc_ip = IP_VERSION(9, 0, 1), .num_xcc = 1, .num_se = 4, .num_sa = 1,
	.cu_per_sa = 16, .l2_channels = 16,
};

/* MI300 kept small for TCG: 4 XCCs instead of 8. */
const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_mi300 = {
	.gc_ip = IP_VERSION(9, 4, 3), .num_xcc = 4, .num_se = 4, .num_sa = 1,
	.cu_per_sa = 10, .l2_channels = 16,
};

const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_rdna4 = {
	.gc_ip = IP_VERSION(12, 0, 0), .num_xcc = 1, .num_se = 4, .num_sa = 2,
	.cu_per_sa = 8, .l2_channels = 16,
};

/* GC segments per XCC the fake register map provides. */
#define AMDGPU_KUNIT_GC_SEGS	8

/**
 * amdgpu_kunit_alloc_gc_adev - a fake device with a GC topology
 * @test: the test; the device is released when it ends
 * @t: topology
 *
 * Besides amdgpu_kunit_alloc_adev(): the XCC mask, the gfx config the GC
 * PMU reads (max_shader_engines is per XCC, as gfx_v9_4_3.c uses it inside
 * its per-XCC loops), GC segment bases per XCC (seg0 0x2000, or 0x1260 on
 * GFX12 as AQLprofile's fallback table; seg1 0xA000; reference §0.3) and
 * an initialised grbm_idx_mutex. GET_INST() is the identity (no ip_map).
 *
 * Returns: the device; the test is aborted if allocation fails.
 */
struct amdgpu_device *
amdgpu_kunit_alloc_gc_adev(struct kunit *test,
			   const struct amdgpu_kunit_gc_topology *t)
{
	struct amdgpu_device *adev = amdgpu_kunit_alloc_adev(test, t->gc_ip);
	unsigned int i;
	u32 *seg;

	KUNIT_ASSERT_GE(test, t->num_xcc, 1);
	KUNIT_ASSERT_LE(test, t->num_xcc, HWIP_MAX_INSTANCE);

	adev->gfx.xcc_mask = GENMASK(t->num_xcc - 1, 0);
	adev->gfx.config.max_shader_engines = t->num_se;
	adev->gfx.config.max_sh_per_se = t->num_sa;
	adev->gfx.config.max_cu_per_sh = t->cu_per_sa;
	adev->gfx.config.max_texture_channel_caches = t->l2_channels;

	seg = kunit_kcalloc(test, t->num_xcc * AMDGPU_KUNIT_GC_SEGS,
			    sizeof(*seg), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, seg);
	for (i = 0; i < t->num_xcc; i++) {
		u32 *s = &seg[i * AMDGPU_KUNIT_GC_SEGS];

		s[0] = t->gc_ip >= IP_VERSION(12, 0, 0) ? 0x1260 : 0x2000;
		s[1] = 0xa000;
		adev->reg_offset[GC_HWIP][i] = s;
	}

	mutex_init(&adev->grbm_idx_mutex);
	return adev;
}

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
#include <kunit/visibility.h>
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
EXPORT_SYMBOL_IF_KUNIT(amdgpu_kunit_alloc_adev);

/*
 * Canonical topologies. Vega10 and RDNA4 (gfx1200) are the real shapes. MI300
 * is cut down to 4 XCCs of 4 SEs with 10 CUs per SE (the real part has 8 XCCs
 * of 4 SEs with 10 CUs per SA on MI300X): every per-XCC PM4 stream and every
 * emulated counter instance costs time under TCG, and 4 XCCs still exercise
 * per-XCC predication, result slicing and logical-to-physical XCC mapping.
 */
const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_vega10 = {
	.gc_ip = IP_VERSION(9, 0, 1),
	.num_xcc = 1,
	.num_se = 4,
	.num_sa = 1,
	.cu_per_sa = 16,
	.l2_channels = 16,
};
EXPORT_SYMBOL_IF_KUNIT(amdgpu_kunit_gc_vega10);

const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_mi300 = {
	.gc_ip = IP_VERSION(9, 4, 3),
	.num_xcc = 4,
	.num_se = 4,
	.num_sa = 1,
	.cu_per_sa = 10,
	.l2_channels = 16,
};
EXPORT_SYMBOL_IF_KUNIT(amdgpu_kunit_gc_mi300);

const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_rdna4 = {
	.gc_ip = IP_VERSION(12, 0, 0),
	.num_xcc = 1,
	.num_se = 4,
	.num_sa = 2,
	.cu_per_sa = 8,
	.l2_channels = 16,
};
EXPORT_SYMBOL_IF_KUNIT(amdgpu_kunit_gc_rdna4);

/**
 * amdgpu_kunit_setup_gc_topology - give a fake amdgpu device a GC topology
 * @adev: the device, owned by the caller; never a real one
 * @t: the topology, at most 8 XCCs
 * @segs: @t->num_xcc * %AMDGPU_KUNIT_GC_NUM_SEGS entries, owned by the
 *	caller and kept as long as @adev; adev->reg_offset[GC_HWIP][] points
 *	into it
 *
 * Sets adev->ip_versions[GC_HWIP][0] = @t->gc_ip and:
 *
 * - adev->gfx.xcc_mask = GENMASK(num_xcc - 1, 0) and an identity logical to
 *   physical XCC map in adev->ip_map.dev_inst[GC_HWIP]. The map callbacks stay
 *   NULL, so GET_INST(GC, i) and GET_MASK(GC, m) are the identity, which is
 *   what amdgpu_ip_map_init() computes for a contiguous xcc_mask.
 * - adev->gfx.config: max_shader_engines = num_se counts SEs *per XCC*, as
 *   gfx_v9_4_3 does (it iterates max_shader_engines inside a per-XCC
 *   GRBM_GFX_INDEX selection); max_sh_per_se = num_sa; max_cu_per_sh =
 *   cu_per_sa (CUs, also on GFX12); max_texture_channel_caches = l2_channels
 *   (per XCC).
 * - adev->reg_offset[GC_HWIP][i]: the segment bases in @segs. Segment 0 is
 *   0x2000 on GFX9 and 0x1260 on GFX12, segment 1 is 0xA000
 *   (vega10_ip_offset.h; for GFX12 the Sienna Cichlid fallback of
 *   AQLprofile's src/core/ip_offset_table_init.cpp and Mesa's absolute
 *   addresses in src/amd/common/sid.h). On multi-XCC parts XCC i's bases
 *   are offset by i * 0x10000, so only the low 16 bits are XCC-local: PM4
 *   built from an un-normalised register address of XCC 1+ is out of the
 *   XCC's register space.
 * - adev->grbm_idx_mutex, initialised.
 *
 * Used by amdgpu_kunit_alloc_gc_adev() and, outside KUnit, by the emulated
 * end-to-end test module on a device it allocated with devm_drm_dev_alloc()
 * (exported for that only).
 */
void amdgpu_kunit_setup_gc_topology(struct amdgpu_device *adev,
				    const struct amdgpu_kunit_gc_topology *t,
				    u32 *segs)
{
	u32 seg0;
	u32 i;

	if (WARN_ON(t->num_xcc < 1 || t->num_xcc > 8 || t->num_se < 1))
		return;

	adev->ip_versions[GC_HWIP][0] = t->gc_ip;
	adev->gfx.xcc_mask = GENMASK(t->num_xcc - 1, 0);
	adev->gfx.num_xcc_per_xcp = t->num_xcc;
	adev->gfx.config.max_shader_engines = t->num_se;
	adev->gfx.config.max_sh_per_se = t->num_sa;
	adev->gfx.config.max_cu_per_sh = t->cu_per_sa;
	adev->gfx.config.max_texture_channel_caches = t->l2_channels;

	seg0 = IP_VERSION_MAJ(t->gc_ip) >= 10 ? AMDGPU_KUNIT_GC12_SEG0 :
						AMDGPU_KUNIT_GC9_SEG0;

	for (i = 0; i < HWIP_MAX_INSTANCE; i++)
		adev->ip_map.dev_inst[GC_HWIP][i] = i < t->num_xcc ? i : -1;

	for (i = 0; i < t->num_xcc; i++) {
		u32 *base = &segs[i * AMDGPU_KUNIT_GC_NUM_SEGS];

		memset(base, 0, AMDGPU_KUNIT_GC_NUM_SEGS * sizeof(*base));
		base[0] = seg0 + i * AMDGPU_KUNIT_GC_XCC_STRIDE;
		base[1] = AMDGPU_KUNIT_GC_SEG1 + i * AMDGPU_KUNIT_GC_XCC_STRIDE;
		adev->reg_offset[GC_HWIP][i] = base;
	}

	/* What amdgpu_device_init() sets up and the GC PMU uses */
	mutex_init(&adev->grbm_idx_mutex);
	mutex_init(&adev->gfx.perfmon_clk_mutex);
	mutex_init(&adev->kfd.pmc_lock);
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_kunit_setup_gc_topology);

/**
 * amdgpu_kunit_alloc_gc_adev - a fake amdgpu device with a GC topology
 * @test: the test; the device is released when it ends
 * @t: the topology
 *
 * amdgpu_kunit_alloc_adev() and amdgpu_kunit_setup_gc_topology(), with the
 * segment bases allocated for the test.
 *
 * Like amdgpu_kunit_alloc_adev(), it can be called once per test: the
 * underlying drm_kunit_helper_alloc_device() registers a platform driver of a
 * fixed name.
 *
 * Returns: the device; the test is aborted if allocation fails.
 */
struct amdgpu_device *
amdgpu_kunit_alloc_gc_adev(struct kunit *test,
			   const struct amdgpu_kunit_gc_topology *t)
{
	struct amdgpu_device *adev;
	u32 *segs;

	KUNIT_ASSERT_GE(test, t->num_xcc, 1);
	KUNIT_ASSERT_LE(test, t->num_xcc, 8);
	KUNIT_ASSERT_GE(test, t->num_se, 1);

	adev = amdgpu_kunit_alloc_adev(test, t->gc_ip);
	segs = kunit_kcalloc(test, t->num_xcc * AMDGPU_KUNIT_GC_NUM_SEGS,
			     sizeof(*segs), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, segs);
	amdgpu_kunit_setup_gc_topology(adev, t, segs);
	return adev;
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_kunit_alloc_gc_adev);

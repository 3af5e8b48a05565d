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

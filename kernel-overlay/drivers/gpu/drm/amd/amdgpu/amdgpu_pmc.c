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

#include <kunit/visibility.h>
#include <linux/kernel.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"

/* Every GC IP version the GC PMU supports; an IP version not listed gets no PMU. */
static const struct amdgpu_pmc_arch *const amdgpu_pmc_archs[] = {
	&amdgpu_pmc_arch_gc_9_0_1,
	&amdgpu_pmc_arch_gc_9_4_0,
	&amdgpu_pmc_arch_gc_9_4_1,
	&amdgpu_pmc_arch_gc_9_4_2,
	&amdgpu_pmc_arch_gc_9_4_3,
	&amdgpu_pmc_arch_gc_9_4_4,
	&amdgpu_pmc_arch_gc_9_5_0,
	&amdgpu_pmc_arch_gc_12_0_0,
	&amdgpu_pmc_arch_gc_12_0_1,
};

/**
 * amdgpu_pmc_find_arch - look up the counter tables of a GC IP version
 * @gc_ip: IP_VERSION(major, minor, rev)
 *
 * Returns: the tables, or NULL if the version is not supported.
 */
const struct amdgpu_pmc_arch *amdgpu_pmc_find_arch(u32 gc_ip)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(amdgpu_pmc_archs); i++)
		if (amdgpu_pmc_archs[i]->gc_ip == gc_ip)
			return amdgpu_pmc_archs[i];

	return NULL;
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_find_arch);

/**
 * amdgpu_pmc_get_arch - counter tables of a device's GC
 * @adev: amdgpu device
 *
 * Returns: the tables for the device's GC IP version, or NULL.
 */
const struct amdgpu_pmc_arch *amdgpu_pmc_get_arch(struct amdgpu_device *adev)
{
	return amdgpu_pmc_find_arch(amdgpu_ip_version(adev, GC_HWIP, 0));
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_get_arch);

/**
 * amdgpu_pmc_find_block - find a block of an arch by its ABI number
 * @arch: counter tables
 * @id: block number
 *
 * Returns: the block, or NULL if @arch does not expose it.
 */
const struct amdgpu_pmc_block *
amdgpu_pmc_find_block(const struct amdgpu_pmc_arch *arch,
		      enum amdgpu_pmc_block_id id)
{
	unsigned int i;

	for (i = 0; i < arch->num_blocks; i++)
		if (arch->blocks[i].id == id)
			return &arch->blocks[i];

	return NULL;
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_find_block);

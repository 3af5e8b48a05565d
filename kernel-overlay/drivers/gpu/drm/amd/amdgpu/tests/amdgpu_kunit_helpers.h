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

#include <linux/list.h>
#include <linux/sizes.h>
#include <linux/types.h>

struct amdgpu_device;
struct amdgpu_ring;
struct dma_fence;
struct kunit;

/**
 * struct amdgpu_kunit_gc_topology - shape of a fake GC
 * @gc_ip: GC IP version, IP_VERSION(major, minor, rev)
 * @num_xcc: number of XCCs (logical = physical, xcc_mask GENMASK(num_xcc - 1, 0))
 * @num_se: shader engines per XCC
 * @num_sa: shader arrays (SH) per SE
 * @cu_per_sa: CUs per SA (on GFX12 a WGP is two CUs)
 * @l2_channels: L2 channels (TCC / GL2C instances) per XCC
 * @harvest_cus: CUs harvested in every SA (bit n: CU n; on GFX12 both CUs
 *	of a WGP), 0 for a full part
 */
struct amdgpu_kunit_gc_topology {
	u32 gc_ip;
	u32 num_xcc;
	u32 num_se;
	u32 num_sa;
	u32 cu_per_sa;
	u32 l2_channels;
	u32 harvest_cus;
};

/* The canonical fake device, see amdgpu_kunit_helpers.c */
extern const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_rdna4;

/* Dword base of GC register segment 0/1 as seen by PM4 running on an XCC */
#define AMDGPU_KUNIT_GC9_SEG0		0x2000
#define AMDGPU_KUNIT_GC12_SEG0		0x1260
#define AMDGPU_KUNIT_GC_SEG1		0xA000
/* MMIO stride between the register apertures of two XCCs of a fake device */
#define AMDGPU_KUNIT_GC_XCC_STRIDE	0x10000
#define AMDGPU_KUNIT_GC_NUM_SEGS	8

/*
 * amdgpu_asic_get_xclk() of a fake device, in 10 kHz: a 100 MHz reference
 * clock, as soc21_get_xclk() reports on GFX11. Its fake CPs count the GPU
 * clock (COPY_DATA's GPU_CLOCK_COUNT) at this rate.
 */
#define AMDGPU_KUNIT_XCLK		10000

struct amdgpu_device *amdgpu_kunit_alloc_adev(struct kunit *test, u32 gc_ip);
struct amdgpu_device *
amdgpu_kunit_alloc_gc_adev(struct kunit *test,
			   const struct amdgpu_kunit_gc_topology *t);
/* Test-only */
void amdgpu_kunit_setup_gc_topology(struct amdgpu_device *adev,
				    const struct amdgpu_kunit_gc_topology *t,
				    u32 *segs);

/* The delayed IB pool of a fake GPU: amdgpu_ib_pool_init()'s size */
#define AMDGPU_KUNIT_IB_POOL_SIZE	SZ_1M
#define AMDGPU_KUNIT_IB_POOL_GPU	0x7ff000000000ull

/**
 * struct amdgpu_kunit_gpu - a fake GPU under the driver's real submission
 *	path (amdgpu_kunit_gpu_init())
 * @run: runs the IB @dw[0..@ndw) that reached @ring as its CP would, and
 *	returns 0 or the error its job gets; may sleep
 * @data: for @run
 * @submit: if set, takes the IB instead of @run: returns the hardware fence
 *	the scheduler waits for, or NULL or an ERR_PTR() as the job's result
 * @invalidating_jobs: jobs run whose fence would invalidate caches: those
 *	whose IB lacks AMDGPU_IB_FLAG_TC_WB_NOT_INVALIDATE, the flag that
 *	makes amdgpu_ib_schedule() ask gfx_v9_0_ring_emit_fence() for a
 *	write-back only fence
 * @adev: the device (private from here on)
 * @node: on the list of fake GPUs
 * @num_rings: compute rings set up
 */
struct amdgpu_kunit_gpu {
	int (*run)(void *data, struct amdgpu_ring *ring, const u32 *dw,
		   unsigned int ndw);
	void *data;
	struct dma_fence *(*submit)(struct amdgpu_kunit_gpu *gpu,
				    struct amdgpu_ring *ring, const u32 *dw,
				    unsigned int ndw);
	atomic_t invalidating_jobs;

	struct amdgpu_device *adev;
	struct list_head node;
	unsigned int num_rings;
};

int amdgpu_kunit_gpu_init(struct amdgpu_kunit_gpu *gpu,
			  struct amdgpu_device *adev,
			  unsigned int rings_per_xcc);
void amdgpu_kunit_gpu_fini(struct amdgpu_kunit_gpu *gpu);
struct amdgpu_kunit_gpu *
amdgpu_kunit_add_gpu(struct kunit *test, struct amdgpu_device *adev,
		     unsigned int rings_per_xcc,
		     int (*run)(void *data, struct amdgpu_ring *ring,
				const u32 *dw, unsigned int ndw),
		     void *data);

#endif

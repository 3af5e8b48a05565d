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

#ifndef __AMDGPU_KUNIT_HW_GPU_H__
#define __AMDGPU_KUNIT_HW_GPU_H__

#include <linux/atomic.h>
#include <linux/completion.h>
#include <linux/list.h>
#include <linux/spinlock.h>
#include <linux/types.h>

#include "amdgpu_kunit_helpers.h"

struct kunit;
struct workqueue_struct;

/* Compute rings of every XCC (adev->gfx.compute_ring[]) */
#define AMDGPU_KUNIT_MAX_RINGS		64
/* XCCs of a GC (AMDGPU_MAX_GC_INSTANCES) */
#define AMDGPU_KUNIT_MAX_XCC		8

/**
 * struct amdgpu_kunit_hw_gpu - the series' fake GPU (&struct
 *	amdgpu_kunit_gpu) with queues that run IBs the way hardware queues
 *	do: each compute ring has its CP, and an IB's hardware fence signals
 *	when it ran (amdgpu_kunit_hw_gpu_init())
 * @base: the series' fake GPU; set @base.run (and @base.data)
 * @ahead_ms: an IB runs this long after it reached its ring (work queued
 *	ahead of it)
 * @xcc_ahead_ms: per XCC, this much more on that XCC's rings only (work
 *	queued ahead on one XCC)
 * @late_ms: its fence signals this long after it ran
 * @hold: IBs wait for amdgpu_kunit_gpu_release() (a stalled queue; set
 *	with amdgpu_kunit_gpu_hold())
 * @hang: IBs never run; amdgpu_kunit_gpu_force_completion() signals them
 *	(a hung queue with recovery off, an unplugged device)
 * @jobs: per compute ring, IBs that reached it
 * @done: per compute ring, IBs signalled
 * @rings_per_xcc: compute rings per XCC
 * @context: fence context of the first ring
 * @lock: protects @pending
 * @pending: hardware fences not signalled yet
 * @released: completed by amdgpu_kunit_gpu_release()
 * @wq: per compute ring, its CP
 */
struct amdgpu_kunit_hw_gpu {
	struct amdgpu_kunit_gpu base;
	unsigned int ahead_ms;
	unsigned int xcc_ahead_ms[AMDGPU_KUNIT_MAX_XCC];
	unsigned int late_ms;
	bool hold;
	bool hang;
	atomic_t jobs[AMDGPU_KUNIT_MAX_RINGS];
	atomic_t done[AMDGPU_KUNIT_MAX_RINGS];

	unsigned int rings_per_xcc;
	u64 context;
	spinlock_t lock;	/* protects @pending */
	struct list_head pending;
	struct completion released;
	struct workqueue_struct *wq[AMDGPU_KUNIT_MAX_RINGS];
};

int amdgpu_kunit_hw_gpu_init(struct amdgpu_kunit_hw_gpu *gpu,
			     struct amdgpu_device *adev,
			     unsigned int rings_per_xcc);
void amdgpu_kunit_hw_gpu_fini(struct amdgpu_kunit_hw_gpu *gpu);
struct amdgpu_kunit_hw_gpu *
amdgpu_kunit_add_hw_gpu(struct kunit *test, struct amdgpu_device *adev,
			unsigned int rings_per_xcc,
			int (*run)(void *data, struct amdgpu_ring *ring,
				   const u32 *dw, unsigned int ndw),
			void *data);
void amdgpu_kunit_gpu_hold(struct amdgpu_kunit_hw_gpu *gpu);
void amdgpu_kunit_gpu_release(struct amdgpu_kunit_hw_gpu *gpu);
void amdgpu_kunit_gpu_drain(struct amdgpu_kunit_hw_gpu *gpu);
void amdgpu_kunit_gpu_force_completion(struct amdgpu_kunit_hw_gpu *gpu);
void *amdgpu_kunit_gpu_cpu_addr(struct amdgpu_kunit_gpu *gpu, u64 addr,
				size_t size);

#endif

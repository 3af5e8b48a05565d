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
#include <linux/delay.h>
#include <drm/drm_drv.h>
#include <drm/drm_kunit_helpers.h>
#include <drm/drm_suballoc.h>
#include <drm/gpu_scheduler.h>

#include "amdgpu.h"
#include "amdgpu_job.h"
#include "amdgpu_kunit_helpers.h"
#include "amdgpu_reset.h"
#include "soc15d.h"

static u32 amdgpu_kunit_get_xclk(struct amdgpu_device *adev)
{
	return AMDGPU_KUNIT_XCLK;
}

/* Only what the code under test asks of an ASIC */
static const struct amdgpu_asic_funcs amdgpu_kunit_asic_funcs = {
	.get_xclk = amdgpu_kunit_get_xclk,
};

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
	adev->asic_funcs = &amdgpu_kunit_asic_funcs;
	adev->ip_versions[GC_HWIP][0] = gc_ip;

	return adev;
}

/* The canonical topology: RDNA4 (GC 12.0.0), 4 SEs x 2 SAs x 8 CUs */
const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_rdna4 = {
	.gc_ip = IP_VERSION(12, 0, 0),
	.num_xcc = 1,
	.num_se = 4,
	.num_sa = 2,
	.cu_per_sa = 8,
	.l2_channels = 16,
};

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
 * - adev->gfx.cu_info: the active CUs (all but @t->harvest_cus in every SA)
 *   in bitmap[xcc][se % 4][col], col = sa + se / 4 on GFX9 and
 *   sa + se / 4 * 2 on GFX12, the layout gfx_v9_0_get_cu_info(),
 *   gfx_v9_4_3_get_cu_info() and gfx_v12_0_get_cu_info() fill in; number.
 * - adev->grbm_idx_mutex, initialised.
 * - adev->asic_funcs: get_xclk() reports %AMDGPU_KUNIT_XCLK.
 *
 * Used by amdgpu_kunit_alloc_gc_adev(); it works on any fake device, also
 * one allocated with devm_drm_dev_alloc().
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
	adev->asic_funcs = &amdgpu_kunit_asic_funcs;
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

	memset(&adev->gfx.cu_info, 0, sizeof(adev->gfx.cu_info));
	for (i = 0; i < t->num_xcc * t->num_se * t->num_sa; i++) {
		u32 xcc = i / (t->num_se * t->num_sa);
		u32 se = i / t->num_sa % t->num_se, sa = i % t->num_sa;
		u32 col = sa + se / 4 * (IP_VERSION_MAJ(t->gc_ip) >= 10 ? 2 : 1);
		u32 cus = GENMASK(t->cu_per_sa - 1, 0) & ~t->harvest_cus;

		adev->gfx.cu_info.bitmap[xcc][se % 4][col] = cus;
		adev->gfx.cu_info.number += hweight32(cus);
	}

	/* What amdgpu_device_init() sets up and the GC PMU uses */
	mutex_init(&adev->grbm_idx_mutex);
	init_rwsem(&adev->pmu_gc_passes);
	mutex_init(&adev->gfx.perfmon_clk_mutex);
	mutex_init(&adev->kfd.pmc_lock);
	mutex_init(&adev->kfd.perfcount_lock);
}

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

/*
 * A fake GPU under the driver's real submission path: compute rings with
 * real drm schedulers, amdgpu's real job, IB and suballocator code, a real
 * reset domain. Only what the CP would do is stood in: running an IB
 * (amdgpu_kunit_gpu.run) when the scheduler hands it to its ring.
 */

/* The fake GPUs, to find one from its rings' scheduler callbacks */
static LIST_HEAD(amdgpu_kunit_gpus);
static DEFINE_SPINLOCK(amdgpu_kunit_gpus_lock);

static struct amdgpu_kunit_gpu *amdgpu_kunit_gpu_of(struct amdgpu_device *adev)
{
	struct amdgpu_kunit_gpu *gpu, *found = NULL;

	spin_lock(&amdgpu_kunit_gpus_lock);
	list_for_each_entry(gpu, &amdgpu_kunit_gpus, node)
		if (gpu->adev == adev)
			found = gpu;
	spin_unlock(&amdgpu_kunit_gpus_lock);
	return found;
}

/* The IB runs at once; its job completes with what it returned. */
static struct dma_fence *amdgpu_kunit_run_job(struct drm_sched_job *s_job)
{
	struct amdgpu_ring *ring = to_amdgpu_ring(s_job->sched);
	struct amdgpu_ib *ib = &to_amdgpu_job(s_job)->ibs[0];
	struct amdgpu_kunit_gpu *gpu = amdgpu_kunit_gpu_of(ring->adev);
	int r;

	if (!(ib->flags & AMDGPU_IB_FLAG_TC_WB_NOT_INVALIDATE))
		atomic_inc(&gpu->invalidating_jobs);
	if (gpu->submit)
		return gpu->submit(gpu, ring, ib->ptr, ib->length_dw);
	r = gpu->run(gpu->data, ring, ib->ptr, ib->length_dw);
	return r ? ERR_PTR(r) : NULL;
}

static void amdgpu_kunit_free_job(struct drm_sched_job *s_job)
{
	amdgpu_sched_ops.free_job(s_job);
}

static const struct drm_sched_backend_ops amdgpu_kunit_sched_ops = {
	.run_job = amdgpu_kunit_run_job,
	.free_job = amdgpu_kunit_free_job,
};

/* What gfx_v9_0.c and gfx_v12_0.c set for their compute rings */
static const struct amdgpu_ring_funcs amdgpu_kunit_compute_funcs = {
	.type = AMDGPU_RING_TYPE_COMPUTE,
	.align_mask = 0xff,
	.nop = PACKET3(PACKET3_NOP, 0x3FFF),
	.pad_ib = amdgpu_ring_generic_pad_ib,
};

/**
 * amdgpu_kunit_gpu_init - give a fake device compute rings, the kernel IB
 *	pool and a reset domain
 * @gpu: zeroed, with @run (and @data) set; lives as long as the device
 * @adev: a fake device with a GC topology, never a real one
 * @rings_per_xcc: compute rings per XCC (at most %AMDGPU_MAX_COMPUTE_RINGS);
 *	the first is the high priority one if there are several, as
 *	amdgpu_gfx_is_high_priority_compute_queue() makes it
 *
 * Returns: 0 or a negative error code; on error nothing is left to undo.
 */
int amdgpu_kunit_gpu_init(struct amdgpu_kunit_gpu *gpu,
			  struct amdgpu_device *adev,
			  unsigned int rings_per_xcc)
{
	struct amdgpu_sa_manager *pool = &adev->ib_pools[AMDGPU_IB_POOL_DELAYED];
	unsigned int num_xcc = max_t(u32, NUM_XCC(adev->gfx.xcc_mask), 1);
	unsigned int n = num_xcc * rings_per_xcc, k;
	int r = -ENOMEM;

	if (WARN_ON(!gpu->run || !rings_per_xcc ||
		    rings_per_xcc > AMDGPU_MAX_COMPUTE_RINGS))
		return -EINVAL;

	gpu->adev = adev;
	spin_lock(&amdgpu_kunit_gpus_lock);
	list_add(&gpu->node, &amdgpu_kunit_gpus);
	spin_unlock(&amdgpu_kunit_gpus_lock);

	adev->reset_domain =
		amdgpu_reset_create_reset_domain(SINGLE_DEVICE, "amdgpu-kunit");
	pool->cpu_ptr = kvzalloc(AMDGPU_KUNIT_IB_POOL_SIZE, GFP_KERNEL);
	if (!adev->reset_domain || !pool->cpu_ptr)
		goto err;
	pool->gpu_addr = AMDGPU_KUNIT_IB_POOL_GPU;
	pool->gfp_flags = GFP_KERNEL;
	drm_suballoc_manager_init(&pool->base, AMDGPU_KUNIT_IB_POOL_SIZE, 256);
	adev->ib_pool_ready = true;

	adev->gfx.num_compute_rings = rings_per_xcc;
	for (k = 0; k < n; k++) {
		struct amdgpu_ring *ring = &adev->gfx.compute_ring[k];
		struct drm_sched_init_args args = {
			.ops = &amdgpu_kunit_sched_ops,
			.num_rqs = DRM_SCHED_PRIORITY_COUNT,
			.credit_limit = 16,
			.timeout = MAX_SCHEDULE_TIMEOUT,
			.name = ring->name,
			.dev = adev->dev,
		};

		ring->adev = adev;
		ring->funcs = &amdgpu_kunit_compute_funcs;
		ring->xcc_id = k / rings_per_xcc;
		ring->hw_prio = rings_per_xcc > 1 && !(k % rings_per_xcc) ?
				AMDGPU_RING_PRIO_2 : AMDGPU_RING_PRIO_DEFAULT;
		snprintf(ring->name, sizeof(ring->name), "comp_%u.%u",
			 (u8)ring->xcc_id, (u8)(k % rings_per_xcc));
		r = drm_sched_init(&ring->sched, &args);
		if (r)
			goto err;
		gpu->num_rings = k + 1;
	}
	return 0;

err:
	amdgpu_kunit_gpu_fini(gpu);
	return r;
}

static bool amdgpu_kunit_sched_idle(struct drm_gpu_scheduler *sched)
{
	bool idle;

	spin_lock(&sched->job_list_lock);
	idle = list_empty(&sched->pending_list);
	spin_unlock(&sched->job_list_lock);
	return idle;
}

/**
 * amdgpu_kunit_gpu_fini - tear down what amdgpu_kunit_gpu_init() set up
 * @gpu: the fake GPU; nothing submits to its rings any more, and every
 *	fence @gpu->submit returned has signalled or will without it
 */
void amdgpu_kunit_gpu_fini(struct amdgpu_kunit_gpu *gpu)
{
	struct amdgpu_device *adev = gpu->adev;
	struct amdgpu_sa_manager *pool = &adev->ib_pools[AMDGPU_IB_POOL_DELAYED];
	unsigned int k, i;

	for (k = 0; k < gpu->num_rings; k++) {
		struct drm_gpu_scheduler *sched = &adev->gfx.compute_ring[k].sched;

		/* The scheduler frees finished jobs from its own work. */
		for (i = 0; i < 250 && !amdgpu_kunit_sched_idle(sched); i++)
			msleep(20);
		drm_sched_fini(sched);
	}
	gpu->num_rings = 0;
	adev->gfx.num_compute_rings = 0;

	if (adev->ib_pool_ready)
		drm_suballoc_manager_fini(&pool->base);
	adev->ib_pool_ready = false;
	kvfree(pool->cpu_ptr);
	pool->cpu_ptr = NULL;
	if (adev->reset_domain)
		amdgpu_reset_put_reset_domain(adev->reset_domain);
	adev->reset_domain = NULL;

	spin_lock(&amdgpu_kunit_gpus_lock);
	list_del(&gpu->node);
	spin_unlock(&amdgpu_kunit_gpus_lock);
}

static void amdgpu_kunit_gpu_action(void *gpu)
{
	amdgpu_kunit_gpu_fini(gpu);
}

/**
 * amdgpu_kunit_add_gpu - amdgpu_kunit_gpu_init() for the length of a test
 * @test: the test
 * @adev: its fake device with a GC topology
 * @rings_per_xcc: compute rings per XCC
 * @run: runs an IB as the CP would (see &struct amdgpu_kunit_gpu)
 * @data: for @run
 *
 * Returns: the fake GPU; the test is aborted if it cannot be set up.
 */
struct amdgpu_kunit_gpu *
amdgpu_kunit_add_gpu(struct kunit *test, struct amdgpu_device *adev,
		     unsigned int rings_per_xcc,
		     int (*run)(void *data, struct amdgpu_ring *ring,
				const u32 *dw, unsigned int ndw),
		     void *data)
{
	struct amdgpu_kunit_gpu *gpu = kunit_kzalloc(test, sizeof(*gpu),
						     GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, gpu);
	gpu->run = run;
	gpu->data = data;
	KUNIT_ASSERT_EQ(test, amdgpu_kunit_gpu_init(gpu, adev, rings_per_xcc),
			0);
	KUNIT_ASSERT_EQ(test, kunit_add_action_or_reset(test,
							amdgpu_kunit_gpu_action,
							gpu), 0);
	return gpu;
}

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

/*
 * KUnit tests of the GC perf PMU on fake devices, through the real perf
 * core and the driver's real job submission (amdgpu_kunit_add_gpu()): the
 * fake GPU's CP walks each IB, checks every packet's header, and writes a
 * known value into every slot a COPY_DATA of a register targets; it is not
 * an emulator.
 */

#include <kunit/static_stub.h>
#include <kunit/test.h>
#include <linux/cred.h>
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/perf_event.h>

#include <drm/drm_drv.h>

#include "amdgpu.h"
#include "amdgpu_kunit_helpers.h"
#include "amdgpu_pmc.h"
#include "amdgpu_pmu_gc.h"
#include "soc15d.h"

MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");

#define FAKE_RINGS		2	/* per XCC: the PMU's and another */
#define GRBM_GFX_INDEX_ABS	0xc200	/* 0xA000 + 0x2200, both families */
#define GRBM_BROADCAST		0xe0000000

struct pmu_gc_fake {
	struct kunit *test;
	struct amdgpu_kunit_gpu *gpu;
	u32 lo_value;
	unsigned int drm_refs;
	int pm_usage;
	int gc_pmu;		/* amdgpu.gc_pmu as the test sets it */
};

/*
 * The CP: walk an IB, check every packet's header and, on the PMU's queue,
 * the last GRBM_GFX_INDEX write; answer every register COPY_DATA and the
 * GPU clock's.
 */
static int fake_run(void *data, struct amdgpu_ring *ring, const u32 *dw,
		    unsigned int ndw)
{
	struct amdgpu_sa_manager *pool =
		&ring->adev->ib_pools[AMDGPU_IB_POOL_DELAYED];
	struct pmu_gc_fake *f = data;
	struct kunit *test = f->test;
	bool pmu = !((ring - ring->adev->gfx.compute_ring) % FAKE_RINGS);
	u32 last_grbm = 0;
	unsigned int i = 0;
	bool grbm = false;

	while (i < ndw) {
		u32 h = dw[i];
		unsigned int op = (h >> 8) & 0xff;
		unsigned int n = ((h >> 16) & 0x3fff) + 1;
		const u32 *p = &dw[i + 1];

		KUNIT_EXPECT_EQ(test, h >> 30, 3u);
		/* The ring's padding: PACKET3(PACKET3_NOP, 0x3FFF), one dword. */
		if (op == PACKET3_NOP && n == 0x4000) {
			i++;
			continue;
		}
		if (i + 1 + n > ndw) {
			KUNIT_FAIL(test, "packet at %u overruns the IB", i);
			return -EINVAL;
		}
		/* The job's fence makes the results visible: no cache action. */
		if (pmu)
			KUNIT_EXPECT_NE(test, op, PACKET3_ACQUIRE_MEM);
		if (op == PACKET3_SET_UCONFIG_REG &&
		    p[0] + PACKET3_SET_UCONFIG_REG_START == GRBM_GFX_INDEX_ABS) {
			last_grbm = p[1];
			grbm = true;
		}
		if (op == PACKET3_COPY_DATA && (p[0] & 0xf) == 0) {
			u64 dst = (p[3] | (u64)p[4] << 32) - AMDGPU_KUNIT_IB_POOL_GPU;

			/* Only into the kernel IB pool, where the results live */
			if (dst > AMDGPU_KUNIT_IB_POOL_SIZE - 4 || dst % 4) {
				KUNIT_FAIL(test, "COPY_DATA to pool offset 0x%llx", dst);
				return -EINVAL;
			}
			*(u32 *)(pool->cpu_ptr + dst) = dst % 8 ? 0 :
							READ_ONCE(f->lo_value);
		}
		/* The GPU clock, 64 bits, at AMDGPU_KUNIT_XCLK */
		if (op == PACKET3_COPY_DATA && (p[0] & 0xf) == 9) {
			u64 dst = (p[3] | (u64)p[4] << 32) - AMDGPU_KUNIT_IB_POOL_GPU;

			if (dst > AMDGPU_KUNIT_IB_POOL_SIZE - 8 || dst % 8) {
				KUNIT_FAIL(test, "clock to pool offset 0x%llx", dst);
				return -EINVAL;
			}
			*(u64 *)(pool->cpu_ptr + dst) =
				mul_u64_u32_div(ktime_get_ns(),
						AMDGPU_KUNIT_XCLK, 100000);
		}
		i += 1 + n;
	}

	if (pmu) {
		KUNIT_EXPECT_TRUE(test, grbm);
		KUNIT_EXPECT_EQ(test, last_grbm, GRBM_BROADCAST);
	}
	return 0;
}

static int pmu_gc_mode(void)
{
	return ((struct pmu_gc_fake *)kunit_get_current_test()->priv)->gc_pmu;
}

/* A fake device with the topology @t and compute rings, no PMU yet. */
static struct amdgpu_device *
pmu_gc_fake_adev(struct kunit *test, const struct amdgpu_kunit_gc_topology *t)
{
	struct pmu_gc_fake *f = kunit_kzalloc(test, sizeof(*f), GFP_KERNEL);
	struct amdgpu_device *adev;

	KUNIT_ASSERT_NOT_NULL(test, f);
	f->test = test;
	test->priv = f;

	adev = amdgpu_kunit_alloc_gc_adev(test, t);
	f->gpu = amdgpu_kunit_add_gpu(test, adev, FAKE_RINGS, fake_run, f);
	f->drm_refs = kref_read(&adev_to_drm(adev)->ref);
	f->pm_usage = atomic_read(&adev->dev->power.usage_count);
	/* The fake devices' GC IP versions have not been run on hardware. */
	f->gc_pmu = 1;
	kunit_activate_static_stub(test, amdgpu_pmu_gc_hw_mode, pmu_gc_mode);
	return adev;
}

static struct amdgpu_pmu_gc *
pmu_gc_setup(struct kunit *test, const struct amdgpu_kunit_gc_topology *t)
{
	struct amdgpu_device *adev = pmu_gc_fake_adev(test, t);

	KUNIT_ASSERT_EQ(test, amdgpu_pmu_gc_init(adev), 0);
	KUNIT_ASSERT_NOT_NULL(test, adev->pmu_gc);
	/* No periodic worker: the tests tick with amdgpu_pmu_gc_sample_now(). */
	adev->pmu_gc->period_ms = 0;
	/* The fake counters move only when a test writes them. */
	adev->pmu_gc->wrap_safe_ms = 0;
	return adev->pmu_gc;
}

/* What a session holds of the device is given back. */
static void pmu_gc_expect_released(struct kunit *test, struct amdgpu_device *adev)
{
	struct pmu_gc_fake *f = test->priv;

	KUNIT_EXPECT_EQ(test, kref_read(&adev_to_drm(adev)->ref), f->drm_refs);
	KUNIT_EXPECT_EQ(test, atomic_read(&adev->dev->power.usage_count),
			f->pm_usage);
}

static void pmu_gc_teardown(struct kunit *test, struct amdgpu_pmu_gc *gc)
{
	struct amdgpu_device *adev = gc->adev;

	amdgpu_pmu_gc_fini(adev);
	KUNIT_EXPECT_NULL(test, adev->pmu_gc);
	pmu_gc_expect_released(test, adev);
}

static const struct amdgpu_pmc_block *
find_block(struct amdgpu_pmu_gc *gc, enum amdgpu_pmc_block_id id)
{
	return amdgpu_pmc_find_block(gc->arch, id);
}

static void attr_init(struct perf_event_attr *attr, struct amdgpu_pmu_gc *gc,
		      unsigned int block, unsigned int event)
{
	memset(attr, 0, sizeof(*attr));
	attr->type = gc->pmu.type;
	attr->size = sizeof(*attr);
	attr->config = (u64)block << 16 | event;
	attr->read_format = PERF_FORMAT_TOTAL_TIME_ENABLED |
			    PERF_FORMAT_TOTAL_TIME_RUNNING;
}

static struct perf_event *open_event(struct perf_event_attr *attr)
{
	return perf_event_create_kernel_counter(attr, 0, NULL, NULL, NULL);
}

static void close_event(struct perf_event *event)
{
	if (!IS_ERR_OR_NULL(event))
		perf_event_release_kernel(event);
}

static int open_errno(struct perf_event_attr *attr)
{
	struct perf_event *event = open_event(attr);

	if (IS_ERR(event))
		return PTR_ERR(event);
	close_event(event);
	return 0;
}

static void pmu_gc_test_register(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_rdna4);
	char name[32];

	snprintf(name, sizeof(name), "amdgpu_gc_%d",
		 adev_to_drm(gc->adev)->primary->index);
	KUNIT_EXPECT_STREQ(test, gc->pmu.name, name);
	KUNIT_EXPECT_GT(test, gc->pmu.type, PERF_TYPE_MAX - 1);
	KUNIT_EXPECT_PTR_EQ(test, gc->pmu.parent, gc->adev->dev);
	KUNIT_EXPECT_EQ(test, gc->pmu.scope, PERF_PMU_SCOPE_SYS_WIDE);
	KUNIT_EXPECT_EQ(test, gc->pmu.task_ctx_nr, perf_invalid_context);
	KUNIT_EXPECT_TRUE(test, gc->pmu.capabilities & PERF_PMU_CAP_DEVICE);
	KUNIT_EXPECT_TRUE(test,
			  gc->pmu.capabilities & PERF_PMU_CAP_NO_INTERRUPT);
	KUNIT_EXPECT_FALSE(test,
			   gc->pmu.capabilities & PERF_PMU_CAP_NO_EXCLUDE);
	pmu_gc_teardown(test, gc);
}

/*
 * amdgpu.gc_pmu: by default (-1) only GC IP versions verified on hardware
 * get a PMU, with 0 none does, with 1 every one with tables does.
 */
static void pmu_gc_test_gate(struct kunit *test)
{
	struct amdgpu_device *adev = pmu_gc_fake_adev(test, &amdgpu_kunit_gc_rdna4);
	const struct amdgpu_pmc_arch *arch = amdgpu_pmc_get_arch(adev);
	struct pmu_gc_fake *f = test->priv;
	struct amdgpu_pmc_arch copy[2];	/* [0] unverified, [1] verified */
	static const bool allowed[3][2] = { { 0, 1 }, { 0, 0 }, { 1, 1 } };
	int mode;

	KUNIT_ASSERT_NOT_NULL(test, arch);
	copy[0] = *arch;
	copy[0].hw_verified = false;
	copy[1] = *arch;
	copy[1].hw_verified = true;
	for (mode = -1; mode <= 1; mode++) {
		const bool *want = allowed[mode + 1];

		f->gc_pmu = mode;
		KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_hw_allowed(adev, &copy[0]), want[0]);
		KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_hw_allowed(adev, &copy[1]), want[1]);
		KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_init(adev), 0);
		KUNIT_EXPECT_EQ(test, !!adev->pmu_gc, want[arch->hw_verified]);
		amdgpu_pmu_gc_fini(adev);
	}
	pmu_gc_expect_released(test, adev);
}

static void pmu_gc_test_errno(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_rdna4);
	const struct amdgpu_pmc_block *sq = find_block(gc, AMDGPU_PMC_BLOCK_SQ);
	const struct amdgpu_pmc_block *grbm = find_block(gc, AMDGPU_PMC_BLOCK_GRBM);
	struct perf_event_attr attr;
	struct perf_event *event;
	struct cred *cred;

	KUNIT_ASSERT_NOT_NULL(test, sq);
	KUNIT_ASSERT_NOT_NULL(test, grbm);

	attr_init(&attr, gc, sq->id, 4);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), 0);

	/* Accepted and ignored. */
	attr.exclude_kernel = 1;
	attr.exclude_user = 1;
	attr.exclude_hv = 1;
	attr.exclude_idle = 1;
	attr.inherit = 1;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), 0);

	attr_init(&attr, gc, 0xff, 0);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, sq->id, sq->max_event + 1);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, sq->id, 4);
	attr.config |= BIT_ULL(24);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, sq->id, 4);
	attr.config1 = BIT_ULL(48);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	/*
	 * Mask bits outside the topology: 1 XCC, 4 SEs, 2 SAs per SE and
	 * 4 WGPs per SA, where the per-WGP SQ counts.
	 */
	attr_init(&attr, gc, sq->id, 4);
	attr.config1 = BIT_ULL(1);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr.config1 = BIT_ULL(16 + 4);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr.config1 = BIT_ULL(16 + 3);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), 0);
	attr.config1 = BIT_ULL(32 + 2);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr.config1 = BIT_ULL(32 + 1);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), 0);
	attr_init(&attr, gc, sq->id, 4);
	attr.config2 = BIT_ULL(4);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr.config2 = BIT_ULL(3);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), 0);
	/* Masks for levels the block does not have: GRBM is one per XCC. */
	attr_init(&attr, gc, grbm->id, 1);
	attr.config1 = BIT_ULL(16);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, grbm->id, 1);
	attr.config1 = BIT_ULL(32);
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, grbm->id, 1);
	attr.config2 = 1;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);

	/* Perf core checks for PERF_PMU_CAP_DEVICE / NO_INTERRUPT. */
	attr_init(&attr, gc, sq->id, 4);
	attr.sample_period = 1000;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EOPNOTSUPP);
	attr_init(&attr, gc, sq->id, 4);
	attr.enable_on_exec = 1;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, sq->id, 4);
	attr.inherit_stat = 1;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);
	attr_init(&attr, gc, sq->id, 4);
	attr.comm = 1;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -EINVAL);

	/* Not this PMU. */
	attr_init(&attr, gc, sq->id, 4);
	attr.type = gc->pmu.type + 1000;
	KUNIT_EXPECT_EQ(test, open_errno(&attr), -ENOENT);

	/*
	 * perf's gate: neither CAP_PERFMON nor CAP_SYS_ADMIN (paranoid > 0).
	 * Asked first, before the GPU wakes up: also for a bad config.
	 */
	cred = prepare_creds();
	KUNIT_ASSERT_NOT_NULL(test, cred);
	cap_lower(cred->cap_effective, CAP_PERFMON);
	cap_lower(cred->cap_effective, CAP_SYS_ADMIN);
	scoped_with_creds(cred) {
		KUNIT_EXPECT_EQ(test, perf_allow_cpu(), -EACCES);
		attr_init(&attr, gc, sq->id, 4);
		KUNIT_EXPECT_EQ(test, open_errno(&attr), -EACCES);
		attr_init(&attr, gc, 0xff, 0);
		KUNIT_EXPECT_EQ(test, open_errno(&attr), -EACCES);
	}
	put_cred(cred);

	/* Per task (cpu == -1). */
	attr_init(&attr, gc, sq->id, 4);
	event = perf_event_create_kernel_counter(&attr, -1, current, NULL,
						 NULL);
	KUNIT_EXPECT_TRUE(test, IS_ERR(event));
	if (IS_ERR(event))
		KUNIT_EXPECT_EQ(test, PTR_ERR(event), -EINVAL);
	else
		close_event(event);

	/* Nothing of the failed opens is left behind. */
	KUNIT_EXPECT_EQ(test, gc->users, 0);
	pmu_gc_teardown(test, gc);
}

static unsigned int slots_in_use(struct amdgpu_pmu_gc *gc, unsigned int id,
				 unsigned int *refs)
{
	const struct amdgpu_pmu_gc_block *blk = NULL;
	unsigned int i, n = 0;

	for (i = 0; i < gc->arch->num_blocks; i++)
		if (gc->blocks[i].pmc->id == id)
			blk = &gc->blocks[i];
	if (!blk)
		return 0;
	*refs = 0;
	for (i = 0; i < blk->pmc->num_counters; i++) {
		if (blk->slots[i].refcount)
			n++;
		*refs += blk->slots[i].refcount;
	}
	return n;
}

static void pmu_gc_test_sharing(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_rdna4);
	struct pmu_gc_fake *f = test->priv;
	struct perf_event *a, *b, *c;
	struct perf_event_attr attr;
	u64 enabled, running, va, vb, vc;
	unsigned int refs;

	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_SQ, 4);
	a = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(a));
	/* Same (block, select) on SE 0 only. */
	attr.config1 = BIT_ULL(16);
	b = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(b));
	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GRBM, 1);
	c = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(c));

	KUNIT_EXPECT_EQ(test, slots_in_use(gc, AMDGPU_PMC_BLOCK_SQ, &refs), 1);
	KUNIT_EXPECT_EQ(test, refs, 2);
	KUNIT_EXPECT_TRUE(test, gc->held);

	/* Program, then two samples: 100, then 250 in every instance. */
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	f->lo_value = 100;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	f->lo_value = 250;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);

	va = perf_event_read_value(a, &enabled, &running);
	vb = perf_event_read_value(b, &enabled, &running);
	vc = perf_event_read_value(c, &enabled, &running);
	/*
	 * The SQ is per WGP (gc_12_0_0's SQ_PERFCOUNTER*): 4 SEs x 2 SAs x
	 * 4 WGPs for a, SE 0's 8 for b; GRBM is once per XCC.
	 */
	KUNIT_EXPECT_EQ(test, va, 32 * 250);
	KUNIT_EXPECT_EQ(test, vb, 8 * 250);
	KUNIT_EXPECT_EQ(test, vc, 250);
	/* Sampling left the caches, and what cache counters count, alone. */
	KUNIT_EXPECT_EQ(test, atomic_read(&f->gpu->invalidating_jobs), 0);

	close_event(a);
	KUNIT_EXPECT_EQ(test, slots_in_use(gc, AMDGPU_PMC_BLOCK_SQ, &refs), 1);
	KUNIT_EXPECT_EQ(test, refs, 1);
	close_event(b);
	close_event(c);
	KUNIT_EXPECT_EQ(test, slots_in_use(gc, AMDGPU_PMC_BLOCK_SQ, &refs), 0);
	KUNIT_EXPECT_EQ(test, gc->users, 0);
	KUNIT_EXPECT_FALSE(test, gc->held);
	pmu_gc_expect_released(test, gc->adev);
	pmu_gc_teardown(test, gc);
}

static int fail_at_d3(struct amdgpu_device *adev, enum amdgpu_ss ss_state)
{
	return ss_state == AMDGPU_SS_DEV_D3 ? -EIO : 0;
}

/*
 * A suspend that fails after the PMU stopped sampling unwinds in
 * amdgpu_device_suspend() (here the first failure point: the SBIOS smart
 * shift notification): the PMU counts on, from a new baseline.
 */
static void pmu_gc_test_failed_suspend(struct kunit *test)
{
	struct amdgpu_pmu_gc *gc = pmu_gc_setup(test, &amdgpu_kunit_gc_rdna4);
	struct drm_device *ddev = adev_to_drm(gc->adev);
	struct pmu_gc_fake *f = test->priv;
	struct perf_event_attr attr;
	struct perf_event *e;
	u64 enabled, running;

	if (!IS_ENABLED(CONFIG_ACPI))
		kunit_skip(test, "smart shift needs ACPI");
	attr_init(&attr, gc, AMDGPU_PMC_BLOCK_GRBM, 1);
	e = open_event(&attr);
	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	f->lo_value = 100;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);

	kunit_activate_static_stub(test, amdgpu_acpi_smart_shift_update,
				   fail_at_d3);
	KUNIT_EXPECT_EQ(test, amdgpu_device_suspend(ddev, false), -EIO);
	kunit_deactivate_static_stub(test, amdgpu_acpi_smart_shift_update);
	KUNIT_EXPECT_FALSE(test, gc->adev->in_suspend);

	/* Programmed again (the counters restart from 0), then 250. */
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	f->lo_value = 250;
	KUNIT_EXPECT_EQ(test, amdgpu_pmu_gc_sample_now(gc), 0);
	KUNIT_EXPECT_EQ(test, perf_event_read_value(e, &enabled, &running),
			100 + 250);
	close_event(e);
	pmu_gc_teardown(test, gc);
}

static struct kunit_case amdgpu_pmu_gc_cases[] = {
	KUNIT_CASE(pmu_gc_test_register),
	KUNIT_CASE(pmu_gc_test_gate),
	KUNIT_CASE(pmu_gc_test_errno),
	KUNIT_CASE(pmu_gc_test_sharing),
	KUNIT_CASE(pmu_gc_test_failed_suspend),
	{}
};

static struct kunit_suite amdgpu_pmu_gc_suite = {
	.name = "amdgpu_pmu_gc",
	.test_cases = amdgpu_pmu_gc_cases,
};

kunit_test_suite(amdgpu_pmu_gc_suite);

MODULE_DESCRIPTION("KUnit tests for the amdgpu GC perf PMU");
MODULE_LICENSE("Dual MIT/GPL");

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
 * KFD's set_perfcount() as a GC perf session drives it: the real device
 * queue manager of a GFX12 node with MES (device_queue_manager_init(),
 * ops.start()), live user queues of two processes with MQDs made by the
 * real v12 MQD manager, and the GC PMU's call into KFD run in a thread of
 * its own, under lockdep, so that a deadlock fails the test instead of
 * hanging the run.
 *
 * Only firmware and memory a fake device lacks are stood in for: the MES
 * scheduler (adev->mes.funcs: it records each add and remove of a hardware
 * queue and reads the MQD when a queue is added, as the firmware does), the
 * GTT KFD sub-allocates its fence from and the user's pinned write-pointer
 * BO. The processes and queues are what register_process(),
 * pqm_create_queue() and create_queue_cpsch() leave behind, without the
 * buffer allocations. Expected values: v12_structs.h (dword 12 of the MQD is
 * COMPUTE_PERFCOUNT_ENABLE), its PERFCOUNT_ENABLE field and the queues the
 * test made.
 *
 * A queue's owner changes its properties under its process lock and only
 * then calls update_queue(), which takes dqm->lock (pqm_update_queue_
 * properties()). A session that starts in between must set the queue's
 * COMPUTE_PERFCOUNT_ENABLE and leave the rest of its MQD, and the MES's view
 * of it, as they were: the owner's update_queue() applies the new ring.
 * Opening and closing GC events does not wait while the session's update
 * waits for the MES to remove a queue (the stand-in's slow_remove). The
 * profiler ioctl's real handler (kfd_ioctl_profiler(), through the glue)
 * and the release of a process holding its PMC lock leave the queues
 * counting while GC perf events exist.
 *
 * The MQD update flags (suite amdgpu_amdkfd_mqd_flags): the real compute
 * MQD managers of GC 9.4.3 (4 XCCs) and GC 11; a perfcount update changes
 * COMPUTE_PERFCOUNT_ENABLE, not FORCE_SIMD_DIST (v9) nor the CU masks (v11).
 * Their set_perfcount op writes COMPUTE_PERFCOUNT_ENABLE of each XCC's MQD
 * and no other byte, whatever the queue properties say meanwhile. Building
 * against a tree without that op: KCFLAGS=-DPC_NO_MQD_SET_PERFCOUNT.
 * Fields from gc_9_4_3_sh_mask.h (one GC sh_mask header per file, they
 * redefine each other's macros; PERFCOUNT_ENABLE is bit 0 on 9.4.3, 10.3,
 * 11, 12). A queue created while GC perf events exist or a profiler holds
 * the PMC lock gets COMPUTE_PERFCOUNT_ENABLE from init_mqd() of the v9, v10,
 * v11 and v12 MQD managers (*_new_queue_counts).
 */

#include <kunit/test.h>
#include <linux/completion.h>
#include <linux/debug_locks.h>
#include <linux/kthread.h>
#include <linux/module.h>
#include <linux/sizes.h>

#include "amdgpu.h"
#include "amdgpu_amdkfd.h"
#include "amdgpu_gc_topologies.h"
#include "amdgpu_kunit_helpers.h"
#include "amdgpu_reset.h"
#include "kfd_priv.h"
#include "kfd_device_queue_manager.h"
#include "v9_structs.h"
#include "v10_structs.h"
#include "v11_structs.h"
#include "v12_structs.h"
#include "vi_structs.h"
#include "gc/gc_9_4_3_sh_mask.h"

MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");

#define PC_TIMEOUT_MS	5000
#define PC_SLOW_MS	1000
#define PC_NPROC	2
#define PC_NQUEUE	4
#define PC_ON		COMPUTE_PERFCOUNT_ENABLE__PERFCOUNT_ENABLE_MASK
#define PC_GTT_CHUNK	512
#define PC_GTT_CHUNKS	8
/* GPU addresses: only compared, never accessed */
#define PC_MQD_GPU	0x400000000ULL
#define PC_RING_GPU	0x7f0000000000ULL
/* A ring the owner of queue 0 moves to: other base (>> 8) and size */
#define PC_RING2_GPU	0x600000100000ULL
#define PC_RING2_SIZE	SZ_4K
#define PC_GTT_GPU	0x800000000ULL
/* COMPUTE_PERFCOUNT_ENABLE: dword 12 of the v9, v11 and v12 MQDs */
#define PC_V12_PERFCOUNT_DW \
	(offsetof(struct v12_compute_mqd, compute_perfcount_enable) / sizeof(u32))

/* The queues: process, type, percentage of time (0: inactive) */
static const struct {
	unsigned int proc;
	enum kfd_queue_type type;
	u32 percent;
} pc_queues[PC_NQUEUE] = {
	{ 0, KFD_QUEUE_TYPE_COMPUTE, 100 },
	{ 0, KFD_QUEUE_TYPE_COMPUTE, 0 },
	{ 1, KFD_QUEUE_TYPE_COMPUTE, 100 },
	{ 1, KFD_QUEUE_TYPE_SDMA, 100 },
};

/* What the MES stand-in saw of a queue */
struct pc_mes_queue {
	bool mapped;
	unsigned int adds, removes;
	u32 perfcount_at_add;	/* the MQD's, read when the queue was added */
	u64 pq_base_at_add;	/* CP_HQD_PQ_BASE_HI:LO, the same way */
};

struct pc_ctx {
	struct kunit *test;
	struct amdgpu_device *adev;
	struct kfd_dev kfd;
	struct kfd_node node;
	struct kfd2kgd_calls kfd2kgd;
	struct amdgpu_mes_funcs mes_funcs;
	struct amdgpu_reset_domain reset_domain;
	u8 gtt[PC_GTT_CHUNK * PC_GTT_CHUNKS];
	unsigned long gtt_bitmap[BITS_TO_LONGS(PC_GTT_CHUNKS)];
	struct amdgpu_bo wptr_bo;
	struct ttm_resource wptr_res;
	struct device_queue_manager *dqm;
	unsigned int nproc, nqueue;
	struct kfd_process p[PC_NPROC];
	struct kfd_process_device pdd[PC_NPROC];
	struct device_process_node dpn[PC_NPROC];
	struct queue q[PC_NQUEUE];
	struct process_queue_node pqn[PC_NQUEUE];
	struct kfd_mem_obj mqd_mem[PC_NQUEUE];
	u32 mqd[PC_NQUEUE][SZ_4K / sizeof(u32)];
	struct pc_mes_queue mes[PC_NQUEUE];
	unsigned int mes_errors;
	/* The call under test */
	struct completion done;
	bool enable;
	bool stuck;	/* it never returned and holds dqm->lock */
	/* Preemption that takes its time: the MES stand-in's first remove */
	bool slow_remove;
	struct completion removing, removed, release;
};

/* The MES stand-in finds its test here: one test runs at a time. */
static struct pc_ctx *pc_cur;

static u32 pc_perfcount(struct pc_ctx *ctx, unsigned int i)
{
	struct v12_compute_mqd *m = ctx->q[i].mqd;

	return m->compute_perfcount_enable;
}

static struct pc_mes_queue *pc_mes_queue(u32 doorbell)
{
	unsigned int i;

	for (i = 0; i < pc_cur->nqueue; i++)
		if (pc_cur->q[i].properties.doorbell_off == doorbell)
			return &pc_cur->mes[i];
	pc_cur->mes_errors++;
	return NULL;
}

static int pc_mes_add(struct amdgpu_mes *mes, struct mes_add_queue_input *in)
{
	struct pc_mes_queue *mq = pc_mes_queue(in->doorbell_offset);
	unsigned int i;

	if (!mq)
		return -EINVAL;
	i = mq - pc_cur->mes;
	if (mq->mapped || in->mqd_addr != pc_cur->q[i].gart_mqd_addr)
		pc_cur->mes_errors++;
	mq->perfcount_at_add = pc_perfcount(pc_cur, i);
	if (pc_queues[i].type == KFD_QUEUE_TYPE_COMPUTE) {
		struct v12_compute_mqd *m = pc_cur->q[i].mqd;

		mq->pq_base_at_add = (u64)m->cp_hqd_pq_base_hi << 32 |
				     m->cp_hqd_pq_base_lo;
	}
	mq->mapped = true;
	mq->adds++;
	return 0;
}

static int pc_mes_remove(struct amdgpu_mes *mes,
			 struct mes_remove_queue_input *in)
{
	struct pc_mes_queue *mq = pc_mes_queue(in->doorbell_offset);

	if (!mq)
		return -EINVAL;
	if (!mq->mapped)
		pc_cur->mes_errors++;
	if (pc_cur->slow_remove) {
		/* Until the test lets go, or a deadlock's victim gives up */
		pc_cur->slow_remove = false;
		complete(&pc_cur->removing);
		wait_for_completion_timeout(&pc_cur->release,
					    msecs_to_jiffies(PC_SLOW_MS));
		complete(&pc_cur->removed);
	}
	mq->mapped = false;
	mq->removes++;
	return 0;
}

static void pc_release(void *data)
{
	struct pc_ctx *ctx = data;
	struct device_queue_manager *dqm = ctx->dqm;
	unsigned int i;

	/* A thread sleeps on dqm->lock for good, holding it: leave the DQM */
	if (!dqm || ctx->stuck)
		return;

	dqm->ops.stop(dqm);	/* removes the active queues from the MES */
	dqm_lock(dqm);
	for (i = 0; i < ctx->nqueue; i++) {
		list_del(&ctx->q[i].list);
		dqm->active_queue_count -= ctx->q[i].properties.is_active;
	}
	for (i = 0; i < ctx->nproc; i++)
		list_del(&ctx->dpn[i].list);
	dqm->processes_count -= ctx->nproc;
	dqm_unlock(dqm);
	device_queue_manager_uninit(dqm);
	pc_cur = NULL;
}

/* A process that opened /dev/kfd: register_process() */
static void pc_add_process(struct pc_ctx *ctx, unsigned int i)
{
	struct device_queue_manager *dqm = ctx->dqm;
	struct kfd_process_device *pdd = &ctx->pdd[i];
	struct kfd_process *p = &ctx->p[i];

	p->pqm.process = p;
	INIT_LIST_HEAD(&p->pqm.queues);
	p->pdds[0] = pdd;
	p->n_pdds = 1;
	pdd->dev = &ctx->node;
	pdd->process = p;
	pdd->pasid = 0x100 + i;
	pdd->qpd.dqm = dqm;
	pdd->qpd.pqm = &p->pqm;
	INIT_LIST_HEAD(&pdd->qpd.queues_list);
	INIT_LIST_HEAD(&pdd->qpd.priv_queue_list);
	ctx->dpn[i].qpd = &pdd->qpd;

	dqm_lock(dqm);
	list_add(&ctx->dpn[i].list, &dqm->queues);
	KUNIT_EXPECT_EQ(ctx->test, dqm->asic_ops.update_qpd(dqm, &pdd->qpd), 0);
	dqm->processes_count++;
	dqm_unlock(dqm);
	ctx->nproc++;
}

/* A user queue: pqm_create_queue(), create_queue_cpsch() */
static void pc_add_queue(struct pc_ctx *ctx, unsigned int i)
{
	struct device_queue_manager *dqm = ctx->dqm;
	struct kfd_process_device *pdd = &ctx->pdd[pc_queues[i].proc];
	struct queue_properties *qp = &ctx->q[i].properties;
	struct queue *q = &ctx->q[i];
	struct mqd_manager *mqd_mgr;

	qp->type = pc_queues[i].type;
	qp->format = KFD_QUEUE_FORMAT_AQL;
	qp->queue_id = i;
	qp->queue_address = PC_RING_GPU + i * SZ_1M;
	qp->queue_size = SZ_64K;
	qp->queue_percent = pc_queues[i].percent;
	qp->priority = 7;
	qp->doorbell_off = 0x1000 + 2 * i;
	qp->read_ptr = (void __user *)(uintptr_t)(qp->queue_address + SZ_64K);
	qp->write_ptr = (void __user *)(uintptr_t)(qp->queue_address + SZ_64K + 8);
	qp->wptr_bo = &ctx->wptr_bo;
	q->device = &ctx->node;
	q->process = pdd->process;

	mqd_mgr = dqm->mqd_mgrs[qp->type == KFD_QUEUE_TYPE_SDMA ?
				KFD_MQD_TYPE_SDMA : KFD_MQD_TYPE_CP];
	KUNIT_ASSERT_LE(ctx->test, AMDGPU_MQD_SIZE_ALIGN(mqd_mgr->mqd_size),
			sizeof(ctx->mqd[i]));
	ctx->mqd_mem[i].cpu_ptr = ctx->mqd[i];
	ctx->mqd_mem[i].gpu_addr = PC_MQD_GPU + i * SZ_4K;
	q->mqd_mem_obj = &ctx->mqd_mem[i];
	mqd_mgr->init_mqd(mqd_mgr, &q->mqd, q->mqd_mem_obj, &q->gart_mqd_addr,
			  qp);
	KUNIT_ASSERT_EQ(ctx->test, qp->is_active, pc_queues[i].percent != 0);

	dqm_lock(dqm);
	list_add(&q->list, &pdd->qpd.queues_list);
	pdd->qpd.queue_count++;
	dqm->total_queue_count++;
	if (qp->is_active) {
		dqm->active_queue_count++;
		if (qp->type == KFD_QUEUE_TYPE_COMPUTE)
			dqm->active_cp_queue_count++;
		ctx->mes[i].mapped = true;	/* by add_queue_mes() */
	}
	dqm_unlock(dqm);
	ctx->pqn[i].q = q;
	list_add(&ctx->pqn[i].process_queue_list, &pdd->process->pqm.queues);
	ctx->nqueue++;
}

static struct pc_ctx *pc_setup(struct kunit *test)
{
	struct amdgpu_device *adev;
	struct kfd_dev *kfd;
	struct pc_ctx *ctx;
	unsigned int i;

	/* Released in reverse: pc_release(), then ctx, then adev */
	adev = amdgpu_kunit_alloc_gc_adev(test, &amdgpu_kunit_gc_rdna4);
	ctx = kunit_kzalloc(test, sizeof(*ctx), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, ctx);
	KUNIT_ASSERT_EQ(test, kunit_add_action_or_reset(test, pc_release, ctx),
			0);
	ctx->test = test;
	ctx->adev = adev;
	init_completion(&ctx->done);
	init_completion(&ctx->removing);
	init_completion(&ctx->removed);
	init_completion(&ctx->release);
	pc_cur = ctx;

	init_rwsem(&ctx->reset_domain.sem);
	adev->reset_domain = &ctx->reset_domain;
	mutex_init(&adev->mes.mutex_hidden);
	ctx->mes_funcs.add_hw_queue = pc_mes_add;
	ctx->mes_funcs.remove_hw_queue = pc_mes_remove;
	adev->mes.funcs = &ctx->mes_funcs;
	adev->vm_manager.max_pfn = 1ULL << 36;
	adev->gmc.gart_start = PC_GTT_GPU;
	/* The user's pinned write-pointer BO, in GTT */
	ctx->wptr_res.mem_type = TTM_PL_TT;
	ctx->wptr_res.start = 16;
	ctx->wptr_bo.tbo.resource = &ctx->wptr_res;
	ctx->wptr_bo.tbo.bdev = &adev->mman.bdev;
	ctx->wptr_bo.tbo.base.resv = &ctx->wptr_bo.tbo.base._resv;
	ctx->wptr_bo.tbo.pin_count = 1;

	/* What kgd2kfd_probe() and kgd2kfd_device_init() set up */
	kfd = &ctx->kfd;
	kfd->adev = adev;
	kfd->kfd2kgd = &ctx->kfd2kgd;
	kfd->shared_resources.enable_mes = true;
	kfd->shared_resources.num_pipe_per_mec = 4;
	kfd->shared_resources.num_queue_per_pipe = 8;
	kfd->num_nodes = 1;
	kfd->nodes[0] = &ctx->node;
	/* kfd_gtt_sa_init(), on a buffer instead of a GTT BO */
	kfd->gtt_start_cpu_ptr = ctx->gtt;
	kfd->gtt_start_gpu_addr = PC_GTT_GPU;
	kfd->gtt_sa_chunk_size = PC_GTT_CHUNK;
	kfd->gtt_sa_num_of_chunks = PC_GTT_CHUNKS;
	kfd->gtt_sa_bitmap = ctx->gtt_bitmap;
	mutex_init(&kfd->gtt_sa_lock);
	ctx->node.adev = adev;
	ctx->node.kfd = kfd;
	ctx->node.kfd2kgd = &ctx->kfd2kgd;
	ctx->node.xcc_mask = adev->gfx.xcc_mask;
	adev->kfd.dev = kfd;
	adev->kfd.init_complete = true;

	ctx->dqm = device_queue_manager_init(&ctx->node);
	KUNIT_ASSERT_NOT_NULL(test, ctx->dqm);
	ctx->node.dqm = ctx->dqm;
	/* MES runs under the HWS policy, the module's default */
	KUNIT_ASSERT_EQ(test, ctx->dqm->sched_policy, KFD_SCHED_POLICY_HWS);
	KUNIT_ASSERT_EQ(test, ctx->dqm->ops.start(ctx->dqm), 0);

	for (i = 0; i < PC_NPROC; i++)
		pc_add_process(ctx, i);
	for (i = 0; i < PC_NQUEUE; i++)
		pc_add_queue(ctx, i);
	return ctx;
}

static int pc_thread(void *data)
{
	struct pc_ctx *ctx = data;

	amdgpu_amdkfd_gc_pmu_perfcount(ctx->adev);
	complete(&ctx->done);
	/* A deadlocked thread keeps the module, whose code it is in, loaded */
	module_put_and_kthread_exit(0);
}

/* Start or end a GC perf session, as the GC PMU's worker does */
static void pc_session_start(struct pc_ctx *ctx, bool enable)
{
	struct kunit *test = ctx->test;
	struct task_struct *t;
	unsigned int i;

	for (i = 0; i < PC_NQUEUE; i++) {
		ctx->mes[i].adds = 0;
		ctx->mes[i].removes = 0;
	}
	reinit_completion(&ctx->done);
	ctx->enable = enable;
	/* The session's event comes or goes, then the PMU updates the queues */
	if (enable)
		KUNIT_ASSERT_EQ(test, amdgpu_amdkfd_gc_pmu_get(ctx->adev, false), 0);
	else
		amdgpu_amdkfd_gc_pmu_put(ctx->adev, false);
	__module_get(THIS_MODULE);
	t = kthread_run(pc_thread, ctx, "kfd_perfcount");
	if (IS_ERR(t))
		module_put(THIS_MODULE);
	KUNIT_ASSERT_FALSE(test, IS_ERR(t));
}

static void pc_session_wait(struct pc_ctx *ctx)
{
	struct kunit *test = ctx->test;

	if (!wait_for_completion_timeout(&ctx->done,
					 msecs_to_jiffies(PC_TIMEOUT_MS))) {
		ctx->stuck = true;
		KUNIT_FAIL_AND_ABORT(test,
				     "amdgpu_amdkfd_gc_pmu_perfcount(%d) still blocked after %u ms: KFD deadlocked on dqm->lock (set_perfcount() -> update_queue()?)",
				     ctx->enable, PC_TIMEOUT_MS);
	}
}

static void pc_session(struct pc_ctx *ctx, bool enable)
{
	pc_session_start(ctx, enable);
	pc_session_wait(ctx);
}

static void pc_check(struct pc_ctx *ctx, u32 want)
{
	struct kunit *test = ctx->test;
	unsigned int i;

	KUNIT_EXPECT_EQ(test, ctx->mes_errors, 0);
	for (i = 0; i < PC_NQUEUE; i++) {
		struct pc_mes_queue *mq = &ctx->mes[i];
		unsigned int active = pc_queues[i].percent ? 1 : 0;

		/* Mapped as before: the active queues */
		KUNIT_EXPECT_EQ_MSG(test, mq->mapped, active, "queue %u", i);
		if (pc_queues[i].type != KFD_QUEUE_TYPE_COMPUTE) {
			/* No perf counting state: left alone */
			KUNIT_EXPECT_EQ_MSG(test, mq->adds + mq->removes, 0,
					    "queue %u", i);
			continue;
		}
		KUNIT_EXPECT_EQ_MSG(test, pc_perfcount(ctx, i), want,
				    "queue %u", i);
		/* An active queue is removed once, added back with its MQD */
		KUNIT_EXPECT_EQ_MSG(test, mq->removes, active, "queue %u", i);
		KUNIT_EXPECT_EQ_MSG(test, mq->adds, active, "queue %u", i);
		if (active)
			KUNIT_EXPECT_EQ_MSG(test, mq->perfcount_at_add, want,
					    "queue %u", i);
	}
	KUNIT_EXPECT_EQ(test, ctx->dqm->active_queue_count, 3);
	KUNIT_EXPECT_EQ(test, ctx->dqm->active_cp_queue_count, 2);
}

static void pc_session_toggles_every_queue(struct kunit *test)
{
	struct pc_ctx *ctx = pc_setup(test);
	unsigned int i;

	/* No session, no profiler: init_mqd() left counting off */
	for (i = 0; i < PC_NQUEUE; i++)
		if (pc_queues[i].type == KFD_QUEUE_TYPE_COMPUTE)
			KUNIT_ASSERT_EQ(test, pc_perfcount(ctx, i), 0);

	pc_session(ctx, true);
	pc_check(ctx, PC_ON);
	pc_session(ctx, false);
	pc_check(ctx, 0);
	/* Lockdep (CONFIG_PROVE_LOCKING) reported nothing */
	KUNIT_EXPECT_TRUE(test, debug_locks);
}

/* The first dword of @ndw where @a and @b differ, other than dword @skip */
static int pc_first_diff(const u32 *a, const u32 *b, unsigned int ndw,
			 unsigned int skip)
{
	unsigned int i;

	for (i = 0; i < ndw; i++)
		if (i != skip && a[i] != b[i])
			return i;
	return -1;
}

/*
 * A session starts while the owner of queue 0 is half-way through
 * pqm_update_queue_properties(): it moved the queue to another ring, lowered
 * it to 0 % (inactive) and raised its priority, under its process lock, and
 * has not called update_queue() yet. The session sets COMPUTE_PERFCOUNT_ENABLE
 * and nothing else: the MQD keeps the ring the queue runs on, and the MES gets
 * the queue back with it. Then the owner's update_queue() applies its update.
 */
static void pc_session_leaves_owner_update(struct kunit *test)
{
	struct pc_ctx *ctx = pc_setup(test);
	struct queue_properties *qp = &ctx->q[0].properties;
	struct v12_compute_mqd *m = ctx->q[0].mqd;
	const unsigned int ndw = sizeof(*m) / sizeof(u32);
	struct kfd_process *p = &ctx->p[pc_queues[0].proc];
	u32 old_size = ilog2(SZ_64K / 4) - 1;	/* QUEUE_SIZE: 2^(n+1) dwords */
	u32 new_size = ilog2(PC_RING2_SIZE / 4) - 1;
	u32 *before;

	KUNIT_ASSERT_EQ(test, pc_queues[0].type, KFD_QUEUE_TYPE_COMPUTE);
	KUNIT_ASSERT_EQ(test, pc_queues[0].percent, 100);
	KUNIT_ASSERT_EQ(test, m->cp_hqd_pq_base_lo, lower_32_bits(PC_RING_GPU >> 8));
	KUNIT_ASSERT_EQ(test, m->cp_hqd_pq_base_hi, upper_32_bits(PC_RING_GPU >> 8));
	KUNIT_ASSERT_EQ(test,
			m->cp_hqd_pq_control & CP_HQD_PQ_CONTROL__QUEUE_SIZE_MASK,
			old_size);
	KUNIT_ASSERT_EQ(test, pc_perfcount(ctx, 0), 0);
	before = kunit_kmalloc(test, sizeof(*m), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, before);
	memcpy(before, m, sizeof(*m));

	/* pqm_update_queue_properties() up to its update_queue() */
	mutex_init(&p->mutex);
	mutex_lock(&p->mutex);
	qp->queue_address = PC_RING2_GPU;
	qp->queue_size = PC_RING2_SIZE;
	qp->queue_percent = 0;
	qp->priority = 15;

	pc_session(ctx, true);

	/* The ring the queue runs on, in the MQD and in what the MES got */
	KUNIT_EXPECT_EQ(test, m->cp_hqd_pq_base_lo, lower_32_bits(PC_RING_GPU >> 8));
	KUNIT_EXPECT_EQ(test, m->cp_hqd_pq_base_hi, upper_32_bits(PC_RING_GPU >> 8));
	KUNIT_EXPECT_EQ(test,
			m->cp_hqd_pq_control & CP_HQD_PQ_CONTROL__QUEUE_SIZE_MASK,
			old_size);
	KUNIT_EXPECT_EQ(test, ctx->mes[0].pq_base_at_add, PC_RING_GPU >> 8);
	/* No other MQD dword changed: COMPUTE_PERFCOUNT_ENABLE only */
	KUNIT_EXPECT_EQ_MSG(test,
			    pc_first_diff((u32 *)m, before, ndw, PC_V12_PERFCOUNT_DW),
			    -1, "first MQD dword the session changed");
	KUNIT_EXPECT_EQ(test, pc_perfcount(ctx, 0), PC_ON);
	/* Activity is the owner's update_queue()'s to change and account */
	KUNIT_EXPECT_TRUE(test, qp->is_active);
	pc_check(ctx, PC_ON);

	/* The owner goes on: update_queue() applies its update */
	KUNIT_EXPECT_EQ(test, ctx->dqm->ops.update_queue(ctx->dqm, &ctx->q[0], NULL),
			0);
	mutex_unlock(&p->mutex);
	KUNIT_EXPECT_EQ(test, m->cp_hqd_pq_base_lo, lower_32_bits(PC_RING2_GPU >> 8));
	KUNIT_EXPECT_EQ(test, m->cp_hqd_pq_base_hi, upper_32_bits(PC_RING2_GPU >> 8));
	KUNIT_EXPECT_EQ(test,
			m->cp_hqd_pq_control & CP_HQD_PQ_CONTROL__QUEUE_SIZE_MASK,
			new_size);
	KUNIT_EXPECT_EQ(test, pc_perfcount(ctx, 0), PC_ON);
	KUNIT_EXPECT_FALSE(test, qp->is_active);
	KUNIT_EXPECT_FALSE(test, ctx->mes[0].mapped);
	KUNIT_EXPECT_EQ(test, ctx->mes[0].removes, 2);
	KUNIT_EXPECT_EQ(test, ctx->mes[0].adds, 1);
	KUNIT_EXPECT_EQ(test, ctx->dqm->active_queue_count, 2);
	KUNIT_EXPECT_EQ(test, ctx->dqm->active_cp_queue_count, 1);
	KUNIT_EXPECT_EQ(test, ctx->mes_errors, 0);
	KUNIT_EXPECT_TRUE(test, debug_locks);
}

/*
 * Opening and closing GC events (amdgpu_amdkfd_gc_pmu_get() and _put(), from
 * event_init and event->destroy, the first under perf's context mutex, which
 * every event on that CPU shares) while a session start waits for KFD to
 * preempt a queue: they must not wait for it.
 */
static void pc_event_open_during_preemption(struct kunit *test)
{
	struct pc_ctx *ctx = pc_setup(test);
	bool waited;
	int r;

	ctx->slow_remove = true;
	pc_session_start(ctx, true);
	KUNIT_ASSERT_TRUE_MSG(test,
			      wait_for_completion_timeout(&ctx->removing,
							  msecs_to_jiffies(PC_TIMEOUT_MS)),
			      "the session start never preempted a queue");

	r = amdgpu_amdkfd_gc_pmu_get(ctx->adev, true);
	if (!r)
		amdgpu_amdkfd_gc_pmu_put(ctx->adev, true);
	waited = completion_done(&ctx->removed);
	complete(&ctx->release);
	pc_session_wait(ctx);

	KUNIT_EXPECT_EQ(test, r, 0);
	KUNIT_EXPECT_FALSE_MSG(test, waited,
			       "opening a GC event waited up to %u ms for KFD's queue preemption",
			       PC_SLOW_MS);
	pc_check(ctx, PC_ON);
	pc_session(ctx, false);
	pc_check(ctx, 0);
	KUNIT_EXPECT_EQ(test, ctx->adev->kfd.gc_pmu_users, 0);
	KUNIT_EXPECT_TRUE(test, debug_locks);
}

/*
 * The profiler ioctl (AMDKFD_IOC_PROFILER, KFD_IOC_PROFILER_PMC) and the
 * release of a process that holds the PMC lock, as rocprofiler drives them,
 * through the real handler; the glue calls it without the file.
 */
int kfd_harness_ioctl_profiler(struct kfd_process *p,
			       struct kfd_ioctl_profiler_args *args);
void kfd_harness_profiler_release(struct kfd_process *p,
				  struct kfd_process_device *pdd);

#define PC_GPU_ID	0x4242

static struct pc_ctx *pc_setup_profiler(struct kunit *test)
{
	struct pc_ctx *ctx = pc_setup(test);
	unsigned int i;

	mutex_init(&ctx->kfd.profiler_lock);
	for (i = 0; i < PC_NPROC; i++) {
		mutex_init(&ctx->p[i].mutex);
		ctx->pdd[i].user_gpu_id = PC_GPU_ID;
	}
	return ctx;
}

static int pc_pmc(struct pc_ctx *ctx, unsigned int proc, u32 lock,
		  u32 perfcount_enable)
{
	struct kfd_ioctl_profiler_args args = {
		.op = KFD_IOC_PROFILER_PMC,
		.pmc = {
			.gpu_id = PC_GPU_ID,
			.lock = lock,
			.perfcount_enable = perfcount_enable,
		},
	};

	return kfd_harness_ioctl_profiler(&ctx->p[proc], &args);
}

/* COMPUTE_PERFCOUNT_ENABLE of every compute queue is @want */
static void pc_expect_counting(struct pc_ctx *ctx, u32 want, const char *when)
{
	unsigned int i;

	for (i = 0; i < PC_NQUEUE; i++)
		if (pc_queues[i].type == KFD_QUEUE_TYPE_COMPUTE)
			KUNIT_EXPECT_EQ_MSG(ctx->test, pc_perfcount(ctx, i), want,
					    "queue %u, %s", i, when);
}

/*
 * A GC perf event opened without CAP_PERFMON is counting when rocprofiler
 * takes the PMC lock (perfcount on) and lets go of it (perfcount off): the
 * queues keep counting for the event. Without GC events, the unlock does
 * what the profiler asked.
 */
static void pc_profiler_unlock_keeps_counting(struct kunit *test)
{
	struct pc_ctx *ctx = pc_setup_profiler(test);
	struct amdgpu_device *adev = ctx->adev;

	pc_session(ctx, true);
	pc_expect_counting(ctx, PC_ON, "session");

	KUNIT_EXPECT_EQ(test, pc_pmc(ctx, 0, 1, 1), 0);
	KUNIT_EXPECT_PTR_EQ(test, ctx->kfd.profiler_process, &ctx->p[0]);
	KUNIT_EXPECT_TRUE(test, adev->kfd.pmc_profiler);
	/* Another process finds the lock taken */
	KUNIT_EXPECT_EQ(test, pc_pmc(ctx, 1, 1, 1), -EBUSY);
	pc_expect_counting(ctx, PC_ON, "profiler");

	KUNIT_EXPECT_EQ(test, pc_pmc(ctx, 0, 0, 0), 0);
	KUNIT_EXPECT_NULL(test, ctx->kfd.profiler_process);
	KUNIT_EXPECT_FALSE(test, adev->kfd.pmc_profiler);
	pc_expect_counting(ctx, PC_ON, "unlocked while a GC event exists");

	pc_session(ctx, false);
	pc_expect_counting(ctx, 0, "session ended");

	/* No GC event: the profiler's own choice, both ways */
	KUNIT_EXPECT_EQ(test, pc_pmc(ctx, 1, 1, 1), 0);
	pc_expect_counting(ctx, PC_ON, "profiler alone");
	KUNIT_EXPECT_EQ(test, pc_pmc(ctx, 1, 0, 0), 0);
	pc_expect_counting(ctx, 0, "profiler alone unlocked");
	KUNIT_EXPECT_EQ(test, ctx->mes_errors, 0);
	KUNIT_EXPECT_TRUE(test, debug_locks);
}

/*
 * The profiler process exits holding the lock while a GC perf event
 * counts: the lock is free again and the queues keep counting. A
 * privileged GC event keeps the lock from a profiler.
 */
static void pc_profiler_release_keeps_counting(struct kunit *test)
{
	struct pc_ctx *ctx = pc_setup_profiler(test);
	struct amdgpu_device *adev = ctx->adev;

	pc_session(ctx, true);
	KUNIT_EXPECT_EQ(test, pc_pmc(ctx, 0, 1, 1), 0);
	kfd_harness_profiler_release(&ctx->p[0], &ctx->pdd[0]);
	KUNIT_EXPECT_NULL(test, ctx->kfd.profiler_process);
	KUNIT_EXPECT_FALSE(test, adev->kfd.pmc_profiler);
	pc_expect_counting(ctx, PC_ON, "profiler exited while a GC event exists");

	/* A privileged event: the lock is refused, the queues left alone */
	KUNIT_ASSERT_EQ(test, amdgpu_amdkfd_gc_pmu_get(adev, true), 0);
	KUNIT_EXPECT_EQ(test, pc_pmc(ctx, 1, 1, 0), -EBUSY);
	KUNIT_EXPECT_NULL(test, ctx->kfd.profiler_process);
	pc_expect_counting(ctx, PC_ON, "lock refused");
	amdgpu_amdkfd_gc_pmu_put(adev, true);
	pc_session(ctx, false);
	pc_expect_counting(ctx, 0, "session ended");
	KUNIT_EXPECT_EQ(test, adev->kfd.gc_pmu_users, 0);
	KUNIT_EXPECT_EQ(test, ctx->mes_errors, 0);
	KUNIT_EXPECT_TRUE(test, debug_locks);
}

/* No queue was added to or removed from the MES since pc_session_start() */
static void pc_expect_mes_untouched(struct pc_ctx *ctx, const char *when)
{
	unsigned int i;

	for (i = 0; i < PC_NQUEUE; i++)
		KUNIT_EXPECT_EQ_MSG(ctx->test,
				    ctx->mes[i].adds + ctx->mes[i].removes, 0,
				    "queue %u, %s", i, when);
}

/*
 * A session ends (or starts) while KFD has halted its queue manager
 * (kgd2kfd_stop_sched()) or stopped it (kgd2kfd_suspend(), a system
 * suspend): the PMU's update may run after the session let go of the
 * device. It writes each MQD's COMPUTE_PERFCOUNT_ENABLE and asks nothing of
 * the MES, which has no queue then (add_queue_mes() and remove_queue_mes()
 * return early unless the scheduler runs); the queues go back to the MES
 * with the new value. A runtime suspend cannot come in between: a process
 * with KFD queues holds a runtime PM reference of the device
 * (kfd_bind_process_to_device()).
 */
static void pc_session_update_while_stopped(struct kunit *test)
{
	struct pc_ctx *ctx = pc_setup(test);
	struct device_queue_manager *dqm = ctx->dqm;
	unsigned int i;

	pc_session(ctx, true);
	pc_check(ctx, PC_ON);

	KUNIT_ASSERT_EQ(test, dqm->ops.halt(dqm), 0);
	for (i = 0; i < PC_NQUEUE; i++)
		KUNIT_EXPECT_FALSE_MSG(test, ctx->mes[i].mapped, "queue %u", i);
	pc_session(ctx, false);
	pc_expect_mes_untouched(ctx, "session ended while halted");
	pc_expect_counting(ctx, 0, "session ended while halted");
	KUNIT_ASSERT_EQ(test, dqm->ops.unhalt(dqm), 0);
	for (i = 0; i < PC_NQUEUE; i++) {
		unsigned int active = pc_queues[i].percent ? 1 : 0;

		KUNIT_EXPECT_EQ_MSG(test, ctx->mes[i].mapped, active,
				    "queue %u", i);
		if (active && pc_queues[i].type == KFD_QUEUE_TYPE_COMPUTE)
			KUNIT_EXPECT_EQ_MSG(test, ctx->mes[i].perfcount_at_add,
					    0, "queue %u", i);
	}

	/* Stopped as by a suspend, and a session starts */
	dqm->ops.stop(dqm);
	pc_session(ctx, true);
	pc_expect_mes_untouched(ctx, "session started while stopped");
	pc_expect_counting(ctx, PC_ON, "session started while stopped");
	pc_session(ctx, false);
	pc_expect_mes_untouched(ctx, "session ended while stopped");
	pc_expect_counting(ctx, 0, "session ended while stopped");
	KUNIT_EXPECT_EQ(test, ctx->mes_errors, 0);
	KUNIT_EXPECT_TRUE(test, debug_locks);
}

static struct kunit_case pc_cases[] = {
	KUNIT_CASE(pc_session_toggles_every_queue),
	KUNIT_CASE(pc_session_leaves_owner_update),
	KUNIT_CASE(pc_event_open_during_preemption),
	KUNIT_CASE(pc_profiler_unlock_keeps_counting),
	KUNIT_CASE(pc_profiler_release_keeps_counting),
	KUNIT_CASE(pc_session_update_while_stopped),
	{}
};

static struct kunit_suite pc_suite = {
	.name = "amdgpu_amdkfd_perfcount",
	.test_cases = pc_cases,
};

#define MF_SIMD_DIST	COMPUTE_RESOURCE_LIMITS__FORCE_SIMD_DIST_MASK

KUNIT_DEFINE_ACTION_WRAPPER(mf_kfree, kfree, const void *);

struct mf_ctx {
	struct kfd_dev kfd;
	struct kfd_node node;
	struct device_queue_manager dqm;
	struct queue_properties qp;
	struct kfd_mem_obj mqd_mem;
	struct mqd_manager *mm;
	void *mqd;
};

/* @adev's compute MQD manager and the MQD of a user compute queue, no GWS */
static struct mf_ctx *mf_setup(struct kunit *test, struct amdgpu_device *adev,
			       struct mqd_manager *(*init)(enum KFD_MQD_TYPE,
							   struct kfd_node *),
			       size_t mqd_size)
{
	struct mf_ctx *ctx = kunit_kzalloc(test, sizeof(*ctx), GFP_KERNEL);
	u64 gart_addr;

	KUNIT_ASSERT_NOT_NULL(test, ctx);
	mutex_init(&ctx->kfd.profiler_lock);	/* v11 init_mqd() takes it */
	ctx->node.adev = adev;
	ctx->node.kfd = &ctx->kfd;
	ctx->node.xcc_mask = adev->gfx.xcc_mask ?: BIT(0);
	ctx->node.dqm = &ctx->dqm;	/* init_mqd_v9_4_3(): logical XCC */
	ctx->mm = init(KFD_MQD_TYPE_CP, &ctx->node);
	KUNIT_ASSERT_NOT_NULL(test, ctx->mm);
	KUNIT_ASSERT_EQ(test, kunit_add_action_or_reset(test, mf_kfree, ctx->mm),
			0);
	/* allocate_mqd() without CWSR: one MQD per XCC, back to back */
	ctx->mqd_mem.cpu_ptr = kunit_kcalloc(test, NUM_XCC(ctx->node.xcc_mask),
					     mqd_size, GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, ctx->mqd_mem.cpu_ptr);
	ctx->mqd_mem.gpu_addr = PC_MQD_GPU;
	ctx->qp.type = KFD_QUEUE_TYPE_COMPUTE;
	ctx->qp.format = KFD_QUEUE_FORMAT_AQL;
	ctx->qp.queue_address = PC_RING_GPU;
	ctx->qp.queue_size = SZ_64K;
	ctx->qp.queue_percent = 100;
	ctx->mm->init_mqd(ctx->mm, &ctx->mqd, &ctx->mqd_mem, &gart_addr,
			  &ctx->qp);
	KUNIT_ASSERT_TRUE(test, ctx->qp.is_active);
	return ctx;
}

/* Update every XCC's MQD; check COMPUTE_PERFCOUNT_ENABLE and FORCE_SIMD_DIST */
static void mf_v9_update(struct kunit *test, struct mf_ctx *ctx,
			 enum mqd_update_flag flag, u32 perfcount, u32 simd_dist)
{
	struct mqd_update_info minfo = { .update_flag = flag };
	struct v9_mqd *m = ctx->mqd;
	unsigned int xcc;

	ctx->mm->update_mqd(ctx->mm, ctx->mqd, &ctx->qp, &minfo);
	for (xcc = 0; xcc < amdgpu_kunit_gc_mi300.num_xcc; xcc++) {
		KUNIT_EXPECT_EQ_MSG(test, m[xcc].compute_perfcount_enable,
				    perfcount, "XCC %u, update_flag %d", xcc, flag);
		KUNIT_EXPECT_EQ_MSG(test,
				    m[xcc].compute_resource_limits & MF_SIMD_DIST,
				    simd_dist,
				    "COMPUTE_RESOURCE_LIMITS.FORCE_SIMD_DIST, XCC %u, update_flag %d",
				    xcc, flag);
	}
}

static void mf_v9_4_3_perfcount_keeps_simd_dist(struct kunit *test)
{
	struct mf_ctx *ctx =
		mf_setup(test, amdgpu_kunit_alloc_gc_adev(test, &amdgpu_kunit_gc_mi300),
			 mqd_manager_init_v9, sizeof(struct v9_mqd));

	mf_v9_update(test, ctx, UPDATE_FLAG_PERFCOUNT_ENABLE, PC_ON, 0);
	mf_v9_update(test, ctx, UPDATE_FLAG_PERFCOUNT_DISABLE, 0, 0);
	/* pqm_set_gws() does set it: the test sees the bit */
	mf_v9_update(test, ctx, UPDATE_FLAG_IS_GWS, 0, MF_SIMD_DIST);
	/* and a queue that uses GWS keeps it across perf counting */
	mf_v9_update(test, ctx, UPDATE_FLAG_PERFCOUNT_ENABLE, PC_ON, MF_SIMD_DIST);
	mf_v9_update(test, ctx, UPDATE_FLAG_PERFCOUNT_DISABLE, 0, MF_SIMD_DIST);
}

/* Update the MQD; check COMPUTE_PERFCOUNT_ENABLE and every SE's CU mask */
static void mf_v11_update(struct kunit *test, struct mf_ctx *ctx,
			  enum mqd_update_flag flag, u32 perfcount, u32 cu_mask)
{
	struct mqd_update_info minfo = { .update_flag = flag };
	struct v11_compute_mqd *m = ctx->mqd;
	u32 *se[] = {
		&m->compute_static_thread_mgmt_se0, &m->compute_static_thread_mgmt_se1,
		&m->compute_static_thread_mgmt_se2, &m->compute_static_thread_mgmt_se3,
		&m->compute_static_thread_mgmt_se4, &m->compute_static_thread_mgmt_se5,
		&m->compute_static_thread_mgmt_se6, &m->compute_static_thread_mgmt_se7,
	};
	unsigned int i;

	ctx->mm->update_mqd(ctx->mm, ctx->mqd, &ctx->qp, &minfo);
	KUNIT_EXPECT_EQ_MSG(test, m->compute_perfcount_enable, perfcount,
			    "update_flag %d", flag);
	for (i = 0; i < ARRAY_SIZE(se); i++)
		KUNIT_EXPECT_EQ_MSG(test, *se[i], cu_mask,
				    "COMPUTE_STATIC_THREAD_MGMT_SE%u, update_flag %d",
				    i, flag);
}

static void mf_v11_perfcount_keeps_cu_mask(struct kunit *test)
{
	struct mf_ctx *ctx =
		mf_setup(test, amdgpu_kunit_alloc_adev(test, IP_VERSION(11, 0, 0)),
			 mqd_manager_init_v11,
			 AMDGPU_MQD_SIZE_ALIGN(sizeof(struct v11_compute_mqd)));
	struct mqd_update_info dbg_wa = {
		.update_flag = UPDATE_FLAG_DBG_WA_ENABLE,
	};
	struct v11_compute_mqd *m = ctx->mqd;
	/* What init_mqd() gave the queue: no user CU mask, no debugger */
	u32 cu_mask = m->compute_static_thread_mgmt_se0;

	mf_v11_update(test, ctx, UPDATE_FLAG_PERFCOUNT_ENABLE, PC_ON, cu_mask);
	mf_v11_update(test, ctx, UPDATE_FLAG_PERFCOUNT_DISABLE, 0, cu_mask);
	/* kfd_dbg_set_queue_workaround() does change it: the test sees it */
	ctx->mm->update_mqd(ctx->mm, ctx->mqd, &ctx->qp, &dbg_wa);
	KUNIT_EXPECT_NE(test, m->compute_static_thread_mgmt_se0, cu_mask);
}

#ifndef PC_NO_MQD_SET_PERFCOUNT
/*
 * The owner changed the queue's properties and has not called update_queue()
 * yet: mm->set_perfcount() sets, then clears, COMPUTE_PERFCOUNT_ENABLE (dword
 * @perfcount_dw) of each of the @nmqd MQDs, @stride bytes apart, and writes
 * no other dword of them.
 */
static void mf_set_perfcount(struct kunit *test, struct mf_ctx *ctx,
			     unsigned int nmqd, size_t stride, size_t mqd_size,
			     unsigned int perfcount_dw)
{
	u32 *before = kunit_kmalloc(test, nmqd * stride, GFP_KERNEL);
	unsigned int i, pass;

	KUNIT_ASSERT_NOT_NULL(test, before);
	KUNIT_ASSERT_NOT_NULL(test, ctx->mm->set_perfcount);
	ctx->qp.queue_address = PC_RING2_GPU;
	ctx->qp.queue_size = PC_RING2_SIZE;
	ctx->qp.queue_percent = 0;
	ctx->qp.priority = 15;

	for (pass = 0; pass < 2; pass++) {
		u32 want = pass ? 0 : PC_ON;

		memcpy(before, ctx->mqd, nmqd * stride);
		ctx->mm->set_perfcount(ctx->mm, ctx->mqd, !pass);
		for (i = 0; i < nmqd; i++) {
			const u32 *now = ctx->mqd + i * stride;
			const u32 *old = (void *)before + i * stride;

			KUNIT_EXPECT_EQ_MSG(test, now[perfcount_dw], want,
					    "COMPUTE_PERFCOUNT_ENABLE, MQD %u", i);
			KUNIT_EXPECT_EQ_MSG(test,
					    pc_first_diff(now, old,
							  mqd_size / sizeof(u32),
							  perfcount_dw),
					    -1, "first dword changed, MQD %u", i);
		}
	}
	/* It read no property: is_active is still what init_mqd() made it */
	KUNIT_EXPECT_TRUE(test, ctx->qp.is_active);
}

static void mf_v9_4_3_set_perfcount_only(struct kunit *test)
{
	struct mf_ctx *ctx =
		mf_setup(test, amdgpu_kunit_alloc_gc_adev(test, &amdgpu_kunit_gc_mi300),
			 mqd_manager_init_v9, sizeof(struct v9_mqd));

	/* One MQD per XCC, back to back (mf_setup()) */
	KUNIT_ASSERT_EQ(test, NUM_XCC(ctx->node.xcc_mask),
			amdgpu_kunit_gc_mi300.num_xcc);
	mf_set_perfcount(test, ctx, amdgpu_kunit_gc_mi300.num_xcc,
			 sizeof(struct v9_mqd), sizeof(struct v9_mqd),
			 offsetof(struct v9_mqd, compute_perfcount_enable) /
			 sizeof(u32));
}

static void mf_v11_set_perfcount_only(struct kunit *test)
{
	struct mf_ctx *ctx =
		mf_setup(test, amdgpu_kunit_alloc_adev(test, IP_VERSION(11, 0, 0)),
			 mqd_manager_init_v11,
			 AMDGPU_MQD_SIZE_ALIGN(sizeof(struct v11_compute_mqd)));

	mf_set_perfcount(test, ctx, 1,
			 AMDGPU_MQD_SIZE_ALIGN(sizeof(struct v11_compute_mqd)),
			 sizeof(struct v11_compute_mqd),
			 offsetof(struct v11_compute_mqd,
				  compute_perfcount_enable) / sizeof(u32));
}
#endif

/*
 * A queue created while GC perf events exist or a profiler holds the PMC lock
 * counts from its first wave: init_mqd() of every GC family with a GC PMU or
 * one to come (9.4.3, 10.3, 11, 12), and of VI, sets COMPUTE_PERFCOUNT_ENABLE
 * in each XCC's MQD then, and only then. The state is what the PMU's
 * event_init and the profiler ioctl take (amdgpu_amdkfd_gc_pmu_get(),
 * amdgpu_amdkfd_pmc_profiler_get()).
 */
static void mf_expect_new_queue(struct kunit *test, struct mf_ctx *ctx,
				size_t stride, unsigned int perfcount_dw,
				u32 want, const char *why)
{
	u64 gart_addr;
	unsigned int i;

	memset(ctx->mqd_mem.cpu_ptr, 0, NUM_XCC(ctx->node.xcc_mask) * stride);
	ctx->mm->init_mqd(ctx->mm, &ctx->mqd, &ctx->mqd_mem, &gart_addr,
			  &ctx->qp);
	for (i = 0; i < NUM_XCC(ctx->node.xcc_mask); i++) {
		const u32 *m = ctx->mqd + i * stride;

		KUNIT_EXPECT_EQ_MSG(test, m[perfcount_dw], want,
				    "COMPUTE_PERFCOUNT_ENABLE of a new queue, MQD %u, %s",
				    i, why);
	}
}

static void mf_new_queue_counts(struct kunit *test, struct amdgpu_device *adev,
				struct mqd_manager *(*init)(enum KFD_MQD_TYPE,
							    struct kfd_node *),
				size_t stride, unsigned int perfcount_dw)
{
	struct mf_ctx *ctx;

	mutex_init(&adev->kfd.pmc_lock);
	mutex_init(&adev->kfd.perfcount_lock);
	ctx = mf_setup(test, adev, init, stride);
	mf_expect_new_queue(test, ctx, stride, perfcount_dw, 0, "nobody counts");

	KUNIT_ASSERT_EQ(test, amdgpu_amdkfd_gc_pmu_get(adev, true), 0);
	mf_expect_new_queue(test, ctx, stride, perfcount_dw, PC_ON,
			    "GC perf events exist");
	/* A privileged GC event keeps the profiler out */
	KUNIT_EXPECT_EQ(test, amdgpu_amdkfd_pmc_profiler_get(adev), -EBUSY);
	amdgpu_amdkfd_gc_pmu_put(adev, true);
	mf_expect_new_queue(test, ctx, stride, perfcount_dw, 0,
			    "the last GC perf event is gone");

	KUNIT_ASSERT_EQ(test, amdgpu_amdkfd_pmc_profiler_get(adev), 0);
	mf_expect_new_queue(test, ctx, stride, perfcount_dw, PC_ON,
			    "a profiler holds the PMC lock");
	amdgpu_amdkfd_pmc_profiler_put(adev);
	mf_expect_new_queue(test, ctx, stride, perfcount_dw, 0,
			    "the profiler let go");
}

static void mf_v9_4_3_new_queue_counts(struct kunit *test)
{
	mf_new_queue_counts(test,
			    amdgpu_kunit_alloc_gc_adev(test, &amdgpu_kunit_gc_mi300),
			    mqd_manager_init_v9, sizeof(struct v9_mqd),
			    offsetof(struct v9_mqd, compute_perfcount_enable) /
			    sizeof(u32));
}

static void mf_vi_new_queue_counts(struct kunit *test)
{
	/* Polaris10: GC 8.0.x, KFD's VI MQD manager */
	mf_new_queue_counts(test, amdgpu_kunit_alloc_adev(test, IP_VERSION(8, 0, 3)),
			    mqd_manager_init_vi, sizeof(struct vi_mqd),
			    offsetof(struct vi_mqd, compute_perfcount_enable) /
			    sizeof(u32));
}

static void mf_v10_3_new_queue_counts(struct kunit *test)
{
	mf_new_queue_counts(test, amdgpu_kunit_alloc_adev(test, IP_VERSION(10, 3, 0)),
			    mqd_manager_init_v10, sizeof(struct v10_compute_mqd),
			    offsetof(struct v10_compute_mqd,
				     compute_perfcount_enable) / sizeof(u32));
}

static void mf_v11_new_queue_counts(struct kunit *test)
{
	mf_new_queue_counts(test, amdgpu_kunit_alloc_adev(test, IP_VERSION(11, 0, 0)),
			    mqd_manager_init_v11,
			    AMDGPU_MQD_SIZE_ALIGN(sizeof(struct v11_compute_mqd)),
			    offsetof(struct v11_compute_mqd,
				     compute_perfcount_enable) / sizeof(u32));
}

static void mf_v12_new_queue_counts(struct kunit *test)
{
	mf_new_queue_counts(test, amdgpu_kunit_alloc_adev(test, IP_VERSION(12, 0, 0)),
			    mqd_manager_init_v12,
			    AMDGPU_MQD_SIZE_ALIGN(sizeof(struct v12_compute_mqd)),
			    offsetof(struct v12_compute_mqd,
				     compute_perfcount_enable) / sizeof(u32));
}

static struct kunit_case mf_cases[] = {
	KUNIT_CASE(mf_v9_4_3_new_queue_counts),
	KUNIT_CASE(mf_vi_new_queue_counts),
	KUNIT_CASE(mf_v10_3_new_queue_counts),
	KUNIT_CASE(mf_v11_new_queue_counts),
	KUNIT_CASE(mf_v12_new_queue_counts),
	KUNIT_CASE(mf_v9_4_3_perfcount_keeps_simd_dist),
	KUNIT_CASE(mf_v11_perfcount_keeps_cu_mask),
#ifndef PC_NO_MQD_SET_PERFCOUNT
	KUNIT_CASE(mf_v9_4_3_set_perfcount_only),
	KUNIT_CASE(mf_v11_set_perfcount_only),
#endif
	{}
};

static struct kunit_suite mf_suite = {
	.name = "amdgpu_amdkfd_mqd_flags",
	.test_cases = mf_cases,
};

kunit_test_suites(&pc_suite, &mf_suite);

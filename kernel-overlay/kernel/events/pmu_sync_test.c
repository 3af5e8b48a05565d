// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for pmu::sync: perf calls it with no context mutex held,
 * returns its error to the caller, calls it for a disabled event but not
 * for a revoked one or while its PMU is being unregistered, and never for
 * in-kernel users of an event.
 */

#include <kunit/test.h>
#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/err.h>
#include <linux/kthread.h>
#include <linux/perf_event.h>

#include "internal.h"

struct sync_fixture {
	struct pmu pmu;
	bool registered;
	struct perf_event *event;	/* whose context mutex sync looks at */
	atomic_t syncs;
	bool ctx_locked;		/* a sync found that mutex held */
	int ret;			/* what sync returns */
	bool hold;			/* sync waits for @release */
	struct completion in_sync, release, unregistered;
};

static int fake_event_init(struct perf_event *event)
{
	return event->attr.type == event->pmu->type ? 0 : -ENOENT;
}

static int fake_add(struct perf_event *event, int flags)
{
	return 0;
}

static void fake_nop(struct perf_event *event, int flags)
{
}

static void fake_read(struct perf_event *event)
{
}

static int fake_sync(struct pmu *pmu)
{
	struct sync_fixture *f = container_of(pmu, struct sync_fixture, pmu);

	atomic_inc(&f->syncs);
	if (f->event) {
		if (mutex_trylock(&f->event->ctx->mutex))
			mutex_unlock(&f->event->ctx->mutex);
		else
			f->ctx_locked = true;
	}
	if (READ_ONCE(f->hold)) {
		complete(&f->in_sync);
		wait_for_completion(&f->release);
	}
	return f->ret;
}

static int sync_test_init(struct kunit *test)
{
	struct sync_fixture *f;
	int ret;

	f = kunit_kzalloc(test, sizeof(*f), GFP_KERNEL);
	if (!f)
		return -ENOMEM;
	test->priv = f;
	init_completion(&f->in_sync);
	init_completion(&f->release);
	init_completion(&f->unregistered);
	f->pmu = (struct pmu) {
		.task_ctx_nr	= perf_invalid_context,
		.capabilities	= PERF_PMU_CAP_NO_INTERRUPT,
		.event_init	= fake_event_init,
		.add		= fake_add,
		.del		= fake_nop,
		.start		= fake_nop,
		.stop		= fake_nop,
		.read		= fake_read,
		.sync		= fake_sync,
	};
	ret = perf_pmu_register(&f->pmu, "kunit_sync_pmu", -1);
	f->registered = !ret;
	return ret;
}

static void sync_test_exit(struct kunit *test)
{
	struct sync_fixture *f = test->priv;

	if (f->registered)
		perf_pmu_unregister(&f->pmu);
}

static struct perf_event *open_event(struct sync_fixture *f)
{
	struct perf_event_attr attr = {
		.type	= f->pmu.type,
		.size	= sizeof(attr),
	};

	return perf_event_create_kernel_counter(&attr, 0, NULL, NULL, NULL);
}

/* Called with no context mutex held; its error reaches the caller. */
static void sync_unlocked_error_returned(struct kunit *test)
{
	struct sync_fixture *f = test->priv;
	struct perf_event *e = open_event(f);

	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	f->event = e;
	KUNIT_EXPECT_EQ(test, perf_event_sync(e, false), 0);
	KUNIT_EXPECT_EQ(test, atomic_read(&f->syncs), 1);
	KUNIT_EXPECT_FALSE(test, f->ctx_locked);

	f->ret = -ETIMEDOUT;
	KUNIT_EXPECT_EQ(test, perf_event_sync(e, true), -ETIMEDOUT);
	KUNIT_EXPECT_EQ(test, atomic_read(&f->syncs), 2);
	KUNIT_EXPECT_FALSE(test, f->ctx_locked);
	f->event = NULL;
	perf_event_release_kernel(e);
}

/* A disabled event is synced: its last interval may still be on the way. */
static void sync_disabled_event(struct kunit *test)
{
	struct sync_fixture *f = test->priv;
	struct perf_event *e = open_event(f);

	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	perf_event_disable(e);
	KUNIT_EXPECT_EQ(test, perf_event_sync(e, false), 0);
	KUNIT_EXPECT_EQ(test, atomic_read(&f->syncs), 1);
	perf_event_release_kernel(e);
}

/* In-kernel users may hold locks of their own: they are never waited for. */
static void sync_not_for_kernel_users(struct kunit *test)
{
	struct sync_fixture *f = test->priv;
	struct perf_event *e = open_event(f);
	u64 enabled, running;

	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	perf_event_read_value(e, &enabled, &running);
	perf_event_disable(e);
	perf_event_enable(e);
	perf_event_read_value(e, &enabled, &running);
	KUNIT_EXPECT_EQ(test, atomic_read(&f->syncs), 0);
	perf_event_release_kernel(e);
}

/* A revoked event has no PMU to sync. */
static void sync_not_for_revoked(struct kunit *test)
{
	struct sync_fixture *f = test->priv;
	struct perf_event *e = open_event(f);

	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	KUNIT_ASSERT_EQ(test, perf_pmu_unregister(&f->pmu), 0);
	f->registered = false;
	KUNIT_EXPECT_EQ(test, perf_event_sync(e, false), 0);
	KUNIT_EXPECT_EQ(test, atomic_read(&f->syncs), 0);
	perf_event_release_kernel(e);
}

static int sync_holder_fn(void *data)
{
	struct perf_event *e = data;

	perf_event_sync(e, false);
	return 0;
}

static int sync_unregister_fn(void *data)
{
	struct sync_fixture *f = data;

	perf_pmu_unregister(&f->pmu);
	complete(&f->unregistered);
	return 0;
}

/*
 * Once perf_pmu_unregister() has begun, its events are not revoked yet
 * (it waits for a sync in progress), but their PMU is not called again:
 * the driver may be tearing the device down.
 */
static void sync_not_while_unregistering(struct kunit *test)
{
	struct sync_fixture *f = test->priv;
	struct perf_event *e = open_event(f), *probe;
	struct task_struct *holder, *unreg;
	int i;

	KUNIT_ASSERT_FALSE(test, IS_ERR(e));
	WRITE_ONCE(f->hold, true);
	holder = kthread_run(sync_holder_fn, e, "kunit_sync_hold");
	KUNIT_ASSERT_FALSE(test, IS_ERR(holder));
	wait_for_completion(&f->in_sync);
	WRITE_ONCE(f->hold, false);

	f->registered = false;
	unreg = kthread_run(sync_unregister_fn, f, "kunit_sync_unreg");
	KUNIT_ASSERT_FALSE(test, IS_ERR(unreg));
	/* Unregistering has begun once the PMU takes no new events. */
	for (i = 0; i < 2000; i++) {
		probe = open_event(f);
		if (IS_ERR(probe))
			break;
		perf_event_release_kernel(probe);
		usleep_range(1000, 2000);
	}
	KUNIT_EXPECT_EQ(test, PTR_ERR_OR_ZERO(probe), -ENOENT);
	KUNIT_EXPECT_GE(test, e->state, PERF_EVENT_STATE_OFF);

	KUNIT_EXPECT_EQ(test, perf_event_sync(e, false), 0);
	KUNIT_EXPECT_EQ(test, atomic_read(&f->syncs), 1);

	complete(&f->release);
	wait_for_completion(&f->unregistered);
	perf_event_release_kernel(e);
}

static struct kunit_case sync_cases[] = {
	KUNIT_CASE(sync_unlocked_error_returned),
	KUNIT_CASE(sync_disabled_event),
	KUNIT_CASE(sync_not_for_kernel_users),
	KUNIT_CASE(sync_not_for_revoked),
	KUNIT_CASE(sync_not_while_unregistering),
	{}
};

static struct kunit_suite sync_suite = {
	.name = "perf_pmu_sync",
	.init = sync_test_init,
	.exit = sync_test_exit,
	.test_cases = sync_cases,
};

kunit_test_suite(sync_suite);

MODULE_DESCRIPTION("KUnit tests for pmu::sync");
MODULE_LICENSE("GPL");

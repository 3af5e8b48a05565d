// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the permission checks of PERF_PMU_CAP_DEVICE PMUs: the
 * per-PMU perf_event_paranoid attribute, the attributes a device PMU
 * refuses, the CPU its events are held to and the per-user limit on events
 * that only the PMU's own level admits.
 *
 * Events are opened with perf_event_create_kernel_counter() under
 * overridden credentials; it takes the same perf_try_init_event() and
 * find_get_context() path as perf_event_open().
 */

#include <kunit/test-bug.h>
#include <kunit/test.h>
#include <linux/capability.h>
#include <linux/cred.h>
#include <linux/device.h>
#include <linux/kernfs.h>
#include <linux/perf_event.h>
#include <linux/string.h>
#include <linux/sysfs.h>
#include <linux/uidgid.h>
#include <trace/events/kmem.h>

#include "internal.h"

struct dev_pmu_fixture {
	struct pmu dev_pmu;	/* PERF_PMU_CAP_DEVICE */
	struct pmu cpu_pmu;	/* the same PMU without it */
	atomic_t inits;		/* ->event_init() calls of either */
	int saved_paranoid;
};

static struct dev_pmu_fixture *fixture(void)
{
	return kunit_get_current_test()->priv;
}

/* A config the fake PMUs refuse in ->event_init(). */
#define DEV_PMU_BAD_CONFIG	0xbad

static int fake_event_init(struct perf_event *event)
{
	if (event->attr.type != event->pmu->type)
		return -ENOENT;
	if (event->attr.config == DEV_PMU_BAD_CONFIG)
		return -EINVAL;
	atomic_inc(&fixture()->inits);
	return 0;
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

static void fake_pmu_init(struct pmu *pmu, int caps)
{
	*pmu = (struct pmu) {
		.task_ctx_nr	= perf_invalid_context,
		.scope		= PERF_PMU_SCOPE_SYS_WIDE,
		.capabilities	= PERF_PMU_CAP_NO_INTERRUPT | caps,
		.event_init	= fake_event_init,
		.add		= fake_add,
		.del		= fake_nop,
		.start		= fake_nop,
		.stop		= fake_nop,
		.read		= fake_read,
	};
}

static int dev_pmu_test_init(struct kunit *test)
{
	struct dev_pmu_fixture *f;
	int ret;

	f = kunit_kzalloc(test, sizeof(*f), GFP_KERNEL);
	if (!f)
		return -ENOMEM;
	test->priv = f;
	f->saved_paranoid = READ_ONCE(sysctl_perf_event_paranoid);

	fake_pmu_init(&f->dev_pmu, PERF_PMU_CAP_DEVICE);
	fake_pmu_init(&f->cpu_pmu, 0);
	ret = perf_pmu_register(&f->dev_pmu, "kunit_dev_pmu", -1);
	if (ret)
		return ret;
	ret = perf_pmu_register(&f->cpu_pmu, "kunit_cpu_pmu", -1);
	if (ret) {
		perf_pmu_unregister(&f->dev_pmu);
		return ret;
	}
	return 0;
}

static void dev_pmu_test_exit(struct kunit *test)
{
	struct dev_pmu_fixture *f = test->priv;

	perf_pmu_unregister(&f->cpu_pmu);
	perf_pmu_unregister(&f->dev_pmu);
	WRITE_ONCE(sysctl_perf_event_paranoid, f->saved_paranoid);
}

static void set_global(int level)
{
	WRITE_ONCE(sysctl_perf_event_paranoid, level);
}

/* The PMU's perf_event_paranoid attribute, as sysfs calls it. */
static struct device_attribute *paranoid_attr(struct kunit *test,
					      struct pmu *pmu)
{
	const struct attribute_group *const *g;
	struct attribute **a;

	KUNIT_ASSERT_NOT_NULL(test, pmu->dev);
	for (g = pmu->dev->bus->dev_groups; *g; g++)
		for (a = (*g)->attrs; *a; a++)
			if (!strcmp((*a)->name, "perf_event_paranoid"))
				return container_of(*a, struct device_attribute,
						    attr);
	KUNIT_FAIL_AND_ABORT(test, "no perf_event_paranoid attribute");
	return NULL;
}

static bool has_paranoid_file(struct pmu *pmu)
{
	struct kernfs_node *kn;

	kn = sysfs_get_dirent(pmu->dev->kobj.sd, "perf_event_paranoid");
	if (!kn)
		return false;
	sysfs_put(kn);
	return true;
}

static ssize_t store_level(struct kunit *test, struct pmu *pmu,
			   const char *val)
{
	struct device_attribute *da = paranoid_attr(test, pmu);

	return da->store(pmu->dev, da, val, strlen(val));
}

static void expect_show(struct kunit *test, struct pmu *pmu, const char *want)
{
	struct device_attribute *da = paranoid_attr(test, pmu);
	char *buf = kunit_kzalloc(test, PAGE_SIZE, GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, buf);
	KUNIT_EXPECT_EQ(test, da->show(pmu->dev, da, buf), strlen(want));
	KUNIT_EXPECT_STREQ(test, buf, want);
}

static void attr_init(struct perf_event_attr *attr, struct pmu *pmu)
{
	memset(attr, 0, sizeof(*attr));
	attr->size = sizeof(*attr);
	attr->type = pmu->type;
}

/* The uid of the unprivileged openers; the tests run as root. */
#define DEV_PMU_UID	4242

/*
 * Open @attr on @cpu (and @task) as @uid, with CAP_PERFMON and
 * CAP_SYS_ADMIN dropped, or with CAP_PERFMON raised. Returns the event or
 * an ERR_PTR().
 */
static struct perf_event *open_task(struct kunit *test,
				    struct perf_event_attr *attr, int cpu,
				    struct task_struct *task, uid_t uid,
				    bool perfmon)
{
	struct perf_event *event;
	const struct cred *old;
	struct cred *new;

	new = prepare_creds();
	KUNIT_ASSERT_NOT_NULL(test, new);
	new->uid = KUIDT_INIT(uid);
	new->euid = KUIDT_INIT(uid);
	cap_lower(new->cap_effective, CAP_SYS_ADMIN);
	if (perfmon)
		cap_raise(new->cap_effective, CAP_PERFMON);
	else
		cap_lower(new->cap_effective, CAP_PERFMON);

	/* No KUNIT_ASSERT while the credentials are overridden. */
	old = override_creds(new);
	event = perf_event_create_kernel_counter(attr, cpu, task, NULL, NULL);
	revert_creds(old);
	put_cred(new);
	return event;
}

static struct perf_event *open_on(struct kunit *test,
				  struct perf_event_attr *attr, int cpu,
				  uid_t uid, bool perfmon)
{
	return open_task(test, attr, cpu, NULL, uid, perfmon);
}

static struct perf_event *open_as(struct kunit *test,
				  struct perf_event_attr *attr, bool perfmon)
{
	return open_on(test, attr, 0, DEV_PMU_UID, perfmon);
}

/* Open and close again; returns 0 or the errno of the open. */
static int try_open(struct kunit *test, struct pmu *pmu, bool perfmon)
{
	struct perf_event_attr attr;
	struct perf_event *event;

	attr_init(&attr, pmu);
	event = open_as(test, &attr, perfmon);
	if (IS_ERR(event))
		return PTR_ERR(event);
	perf_event_release_kernel(event);
	return 0;
}

/* By default the PMU follows kernel.perf_event_paranoid. */
static void dev_pmu_default_follows_global(struct kunit *test)
{
	struct dev_pmu_fixture *f = test->priv;

	KUNIT_EXPECT_TRUE(test, has_paranoid_file(&f->dev_pmu));
	expect_show(test, &f->dev_pmu, "default\n");

	set_global(2);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, false), -EACCES);
	set_global(1);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, false), -EACCES);
	/* Refused before the driver saw the event. */
	KUNIT_EXPECT_EQ(test, atomic_read(&f->inits), 0);

	set_global(0);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, false), 0);
	set_global(-1);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, false), 0);

	set_global(2);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, true), 0);
	KUNIT_EXPECT_EQ(test, atomic_read(&f->inits), 3);
}

/* The PMU's own level, relaxed or stricter than the global one. */
static void dev_pmu_level_per_pmu(struct kunit *test)
{
	struct dev_pmu_fixture *f = test->priv;

	set_global(2);
	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "0\n"), 2);
	expect_show(test, &f->dev_pmu, "0\n");
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, false), 0);
	/* Not the CPU event check of any other PMU. */
	KUNIT_EXPECT_EQ(test, try_open(test, &f->cpu_pmu, false), -EACCES);

	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "1"), 1);
	expect_show(test, &f->dev_pmu, "1\n");
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, false), -EACCES);

	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "-1"), 2);
	expect_show(test, &f->dev_pmu, "-1\n");
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, false), 0);

	/* "default" restores following the global level. */
	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "default\n"), 8);
	expect_show(test, &f->dev_pmu, "default\n");
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, false), -EACCES);

	/* Stricter than the global level. */
	set_global(-1);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->cpu_pmu, false), 0);
	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "2"), 1);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, false), -EACCES);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, true), 0);
}

static void dev_pmu_store_rejects(struct kunit *test)
{
	static const char * const bad[] = {
		"3", "-2", "2147483648", "1x", "defaults", "", "0x1",
	};
	struct dev_pmu_fixture *f = test->priv;
	unsigned int i;

	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "1"), 1);
	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		KUNIT_EXPECT_EQ_MSG(test, store_level(test, &f->dev_pmu, bad[i]),
				    -EINVAL, "value \"%s\"", bad[i]);
		expect_show(test, &f->dev_pmu, "1\n");
	}
}

/* A non-device PMU has no attribute and keeps perf_allow_cpu(). */
static void dev_pmu_non_device_unaffected(struct kunit *test)
{
	struct dev_pmu_fixture *f = test->priv;

	KUNIT_EXPECT_FALSE(test, has_paranoid_file(&f->cpu_pmu));

	set_global(2);
	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "-1"), 2);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->cpu_pmu, false), -EACCES);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->cpu_pmu, true), 0);
	set_global(1);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->cpu_pmu, false), -EACCES);
	set_global(0);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->cpu_pmu, false), 0);
	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "2"), 1);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->cpu_pmu, false), 0);
}

struct refused_attr {
	const char *name;
	int err;
};

static const struct refused_attr refused_attrs[] = {
	{ "sample_period", -EOPNOTSUPP },
	{ "sample_freq", -EOPNOTSUPP },
	{ "sample_type_ip", -EINVAL },
	{ "sample_type_callchain", -EINVAL },
	{ "mmap", -EINVAL },
	{ "mmap_data", -EINVAL },
	{ "mmap2", -EINVAL },
	{ "comm", -EINVAL },
	{ "comm_exec", -EINVAL },
	{ "task", -EINVAL },
	{ "ksymbol", -EINVAL },
	{ "context_switch", -EINVAL },
	{ "text_poke", -EINVAL },
	{ "bpf_event", -EINVAL },
	{ "namespaces", -EINVAL },
	{ "cgroup", -EINVAL },
	{ "inherit_stat", -EINVAL },
	{ "inherit_thread", -EINVAL },
	{ "enable_on_exec", -EINVAL },
	{ "remove_on_exec", -EINVAL },
	{ "aux_output", -EINVAL },
	{ "aux_sample_size", -EINVAL },
};

static bool refused_set(struct perf_event_attr *attr, const char *name)
{
	if (!strcmp(name, "sample_period")) {
		attr->sample_period = 1000;
	} else if (!strcmp(name, "sample_freq")) {
		attr->freq = 1;
		attr->sample_freq = 100;
	} else if (!strcmp(name, "sample_type_ip")) {
		attr->sample_type = PERF_SAMPLE_IP;
	} else if (!strcmp(name, "sample_type_callchain")) {
		attr->sample_type = PERF_SAMPLE_CALLCHAIN;
	} else if (!strcmp(name, "mmap")) {
		attr->mmap = 1;
	} else if (!strcmp(name, "mmap_data")) {
		attr->mmap_data = 1;
	} else if (!strcmp(name, "mmap2")) {
		attr->mmap2 = 1;
	} else if (!strcmp(name, "comm")) {
		attr->comm = 1;
	} else if (!strcmp(name, "comm_exec")) {
		attr->comm_exec = 1;
	} else if (!strcmp(name, "task")) {
		attr->task = 1;
	} else if (!strcmp(name, "ksymbol")) {
		attr->ksymbol = 1;
	} else if (!strcmp(name, "context_switch")) {
		attr->context_switch = 1;
	} else if (!strcmp(name, "text_poke")) {
		attr->text_poke = 1;
	} else if (!strcmp(name, "bpf_event")) {
		attr->bpf_event = 1;
	} else if (!strcmp(name, "namespaces")) {
		attr->namespaces = 1;
	} else if (!strcmp(name, "cgroup")) {
		attr->cgroup = 1;
	} else if (!strcmp(name, "inherit_stat")) {
		attr->inherit_stat = 1;
	} else if (!strcmp(name, "inherit_thread")) {
		attr->inherit = 1;
		attr->inherit_thread = 1;
	} else if (!strcmp(name, "enable_on_exec")) {
		attr->disabled = 1;
		attr->enable_on_exec = 1;
	} else if (!strcmp(name, "remove_on_exec")) {
		attr->remove_on_exec = 1;
	} else if (!strcmp(name, "aux_output")) {
		attr->aux_output = 1;
	} else if (!strcmp(name, "aux_sample_size")) {
		attr->aux_sample_size = 4096;
	} else {
		return false;
	}
	return true;
}

static void refused_attr_desc(const struct refused_attr *r, char *desc)
{
	strscpy(desc, r->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(refused_attr, refused_attrs, refused_attr_desc);

/*
 * Attributes that observe CPUs or tasks are refused with their errno, for
 * any opener and before ->event_init().
 */
static void dev_pmu_refused_attr(struct kunit *test)
{
	const struct refused_attr *r = test->param_value;
	struct dev_pmu_fixture *f = test->priv;
	struct perf_event_attr attr;
	struct perf_event *event;

	set_global(2);
	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "0"), 1);

	attr_init(&attr, &f->dev_pmu);
	KUNIT_ASSERT_TRUE(test, refused_set(&attr, r->name));
	event = open_as(test, &attr, false);
	KUNIT_EXPECT_EQ(test, PTR_ERR_OR_ZERO(event), r->err);
	if (!IS_ERR(event))
		perf_event_release_kernel(event);

	attr_init(&attr, &f->dev_pmu);
	refused_set(&attr, r->name);
	event = open_as(test, &attr, true);
	KUNIT_EXPECT_EQ(test, PTR_ERR_OR_ZERO(event), r->err);
	if (!IS_ERR(event))
		perf_event_release_kernel(event);

	KUNIT_EXPECT_EQ(test, atomic_read(&f->inits), 0);
}

/* What a counting tool sets is accepted; exclude_* has no effect. */
static void dev_pmu_accepted_attr(struct kunit *test)
{
	struct dev_pmu_fixture *f = test->priv;
	struct perf_event_attr attr;
	struct perf_event *event;

	set_global(2);
	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "0"), 1);

	attr_init(&attr, &f->dev_pmu);
	attr.exclude_user = 1;
	attr.exclude_kernel = 1;
	attr.exclude_hv = 1;
	attr.exclude_idle = 1;
	attr.exclude_guest = 1;
	attr.inherit = 1;
	attr.disabled = 1;
	attr.sample_type = PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_TIME;
	attr.read_format = PERF_FORMAT_TOTAL_TIME_ENABLED |
			   PERF_FORMAT_TOTAL_TIME_RUNNING | PERF_FORMAT_ID;
	event = open_as(test, &attr, false);
	KUNIT_ASSERT_FALSE(test, IS_ERR(event));
	perf_event_release_kernel(event);
	KUNIT_EXPECT_EQ(test, atomic_read(&f->inits), 1);
}

/* Open up to @n events as @uid into @events; returns how many opened. */
static int open_many(struct kunit *test, struct pmu *pmu,
		     struct perf_event **events, int n, uid_t uid)
{
	struct perf_event_attr attr;
	struct perf_event *event;
	int i;

	attr_init(&attr, pmu);
	for (i = 0; i < n; i++) {
		event = open_on(test, &attr, 0, uid, false);
		if (IS_ERR(event))
			break;
		events[i] = event;
	}
	return i;
}

static void release_many(struct perf_event **events, int n)
{
	while (n)
		perf_event_release_kernel(events[--n]);
}

/*
 * Events that only the PMU's level admits are limited per user and PMU;
 * privileged openers and events the global level admits are not counted.
 */
static void dev_pmu_relaxed_limit(struct kunit *test)
{
	struct dev_pmu_fixture *f = test->priv;
	struct perf_event_attr attr;
	struct perf_event **events;
	struct perf_event *event;
	int n;

	events = kunit_kcalloc(test, PERF_DEVICE_MAX_RELAXED, sizeof(*events),
			       GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, events);

	set_global(2);
	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "0"), 1);
	n = open_many(test, &f->dev_pmu, events, PERF_DEVICE_MAX_RELAXED,
		      DEV_PMU_UID);
	KUNIT_EXPECT_EQ(test, n, PERF_DEVICE_MAX_RELAXED);

	attr_init(&attr, &f->dev_pmu);
	event = open_on(test, &attr, 0, DEV_PMU_UID, false);
	KUNIT_EXPECT_EQ(test, PTR_ERR_OR_ZERO(event), -ENOSPC);
	if (!IS_ERR(event))
		perf_event_release_kernel(event);

	/* Not charged: a privileged opener, an open the global level admits. */
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, true), 0);
	set_global(0);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, false), 0);
	set_global(2);
	KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, false), -ENOSPC);

	/* Closing one makes room for one. */
	if (n) {
		perf_event_release_kernel(events[--n]);
		KUNIT_EXPECT_EQ(test, try_open(test, &f->dev_pmu, false), 0);
	}

	release_many(events, n);
}

/* One user at the limit does not keep another one out. */
static void dev_pmu_relaxed_limit_per_user(struct kunit *test)
{
	struct dev_pmu_fixture *f = test->priv;
	struct perf_event_attr attr;
	struct perf_event **events;
	struct perf_event *event;
	int n;

	events = kunit_kcalloc(test, PERF_DEVICE_MAX_RELAXED, sizeof(*events),
			       GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, events);

	set_global(2);
	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "0"), 1);
	n = open_many(test, &f->dev_pmu, events, PERF_DEVICE_MAX_RELAXED,
		      DEV_PMU_UID);
	KUNIT_EXPECT_EQ(test, n, PERF_DEVICE_MAX_RELAXED);

	attr_init(&attr, &f->dev_pmu);
	event = open_on(test, &attr, 0, DEV_PMU_UID + 1, false);
	KUNIT_EXPECT_EQ(test, PTR_ERR_OR_ZERO(event), 0);
	if (!IS_ERR(event))
		perf_event_release_kernel(event);
	event = open_on(test, &attr, 0, DEV_PMU_UID, false);
	KUNIT_EXPECT_EQ(test, PTR_ERR_OR_ZERO(event), -ENOSPC);
	if (!IS_ERR(event))
		perf_event_release_kernel(event);

	/* Everything was uncharged: the first user can open again. */
	release_many(events, n);
	n = open_many(test, &f->dev_pmu, events, PERF_DEVICE_MAX_RELAXED,
		      DEV_PMU_UID);
	KUNIT_EXPECT_EQ(test, n, PERF_DEVICE_MAX_RELAXED);
	release_many(events, n);
}

/*
 * A refused open and a revoked event leave no charge behind: the user's
 * whole share is available afterwards.
 */
static void dev_pmu_relaxed_uncharged(struct kunit *test)
{
	struct dev_pmu_fixture *f = test->priv;
	struct perf_event_attr attr;
	struct perf_event **events;
	struct perf_event *event;
	int n;

	events = kunit_kcalloc(test, PERF_DEVICE_MAX_RELAXED, sizeof(*events),
			       GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, events);

	set_global(2);
	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "0"), 1);

	/*
	 * Refused after the charge, a full share's worth each: by
	 * ->event_init(), and by perf_event_alloc() (a task).
	 */
	attr_init(&attr, &f->dev_pmu);
	attr.config = DEV_PMU_BAD_CONFIG;
	for (n = 0; n <= PERF_DEVICE_MAX_RELAXED; n++) {
		event = open_on(test, &attr, 0, DEV_PMU_UID, false);
		if (PTR_ERR_OR_ZERO(event) != -EINVAL)
			break;
	}
	KUNIT_EXPECT_EQ(test, n, PERF_DEVICE_MAX_RELAXED + 1);
	if (!IS_ERR(event))
		perf_event_release_kernel(event);
	attr_init(&attr, &f->dev_pmu);
	for (n = 0; n <= PERF_DEVICE_MAX_RELAXED; n++) {
		event = open_task(test, &attr, 0, current, DEV_PMU_UID, false);
		if (PTR_ERR_OR_ZERO(event) != -EINVAL)
			break;
	}
	KUNIT_EXPECT_EQ(test, n, PERF_DEVICE_MAX_RELAXED + 1);
	if (!IS_ERR(event))
		perf_event_release_kernel(event);

	n = open_many(test, &f->dev_pmu, events, PERF_DEVICE_MAX_RELAXED,
		      DEV_PMU_UID);
	KUNIT_EXPECT_EQ(test, n, PERF_DEVICE_MAX_RELAXED);

	/*
	 * Unregistering revokes the events and uncharges them; the PMU comes
	 * back at the same address, so a charge left over would be found.
	 */
	KUNIT_EXPECT_EQ(test, perf_pmu_unregister(&f->dev_pmu), 0);
	fake_pmu_init(&f->dev_pmu, PERF_PMU_CAP_DEVICE);
	KUNIT_ASSERT_EQ(test, perf_pmu_register(&f->dev_pmu, "kunit_dev_pmu",
						-1), 0);
	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "0"), 1);
	attr_init(&attr, &f->dev_pmu);
	event = open_on(test, &attr, 0, DEV_PMU_UID, false);
	KUNIT_EXPECT_EQ(test, PTR_ERR_OR_ZERO(event), 0);
	if (!IS_ERR(event))
		perf_event_release_kernel(event);
	release_many(events, n);
}

/* The task whose accounted kmalloc()s count_accounted() counts. */
static struct task_struct *accounted_task;
static atomic_t accounted;

static void count_accounted(void *data, unsigned long call_site,
			    const void *ptr, size_t bytes_req,
			    size_t bytes_alloc, gfp_t gfp, int node)
{
	if (current == READ_ONCE(accounted_task) && (gfp & __GFP_ACCOUNT))
		atomic_inc(&accounted);
}

static void count_accounted_stop(void *unused)
{
	WRITE_ONCE(accounted_task, NULL);
	unregister_trace_kmalloc(count_accounted, NULL);
	tracepoint_synchronize_unregister();
}

/* Accounted kmalloc()s of the test's task while it opens and closes. */
static int accounted_open(struct kunit *test, struct pmu *pmu, bool perfmon)
{
	atomic_set(&accounted, 0);
	WRITE_ONCE(accounted_task, current);
	KUNIT_EXPECT_EQ(test, try_open(test, pmu, perfmon), 0);
	WRITE_ONCE(accounted_task, NULL);
	return atomic_read(&accounted);
}

/*
 * A user's charge is allocated with its first event on the PMU only: the
 * next opens find it and allocate nothing.
 */
static void dev_pmu_relaxed_charge_allocated_once(struct kunit *test)
{
	struct dev_pmu_fixture *f = test->priv;
	struct perf_event_attr attr;
	struct perf_event *held;
	int uncharged;

	if (register_trace_kmalloc(count_accounted, NULL))
		kunit_skip(test, "no kmalloc tracepoint");
	/* Unregistered however the test ends. */
	KUNIT_ASSERT_EQ(test, kunit_add_action_or_reset(test,
							count_accounted_stop,
							NULL), 0);

	set_global(2);
	KUNIT_EXPECT_EQ(test, store_level(test, &f->dev_pmu, "0"), 1);
	/* What an open allocates that is not a charge: a privileged one. */
	uncharged = accounted_open(test, &f->dev_pmu, true);

	/* The first event allocates the user's charge... */
	attr_init(&attr, &f->dev_pmu);
	atomic_set(&accounted, 0);
	WRITE_ONCE(accounted_task, current);
	held = open_as(test, &attr, false);
	WRITE_ONCE(accounted_task, NULL);
	KUNIT_EXPECT_FALSE(test, IS_ERR(held));
	KUNIT_EXPECT_EQ(test, atomic_read(&accounted), uncharged + 1);

	/* ...which the second one finds. */
	KUNIT_EXPECT_EQ(test, accounted_open(test, &f->dev_pmu, false),
			uncharged);

	if (!IS_ERR(held))
		perf_event_release_kernel(held);
}

/* Events are held to the CPU in the PMU's cpumask. */
static void dev_pmu_held_to_pmu_cpu(struct kunit *test)
{
	struct dev_pmu_fixture *f = test->priv;
	struct perf_event_attr attr;
	struct perf_event *event;
	int cpu, pmu_cpu = -1;

	set_global(-1);
	attr_init(&attr, &f->dev_pmu);
	for_each_online_cpu(cpu) {
		event = open_on(test, &attr, cpu, DEV_PMU_UID, false);
		KUNIT_ASSERT_FALSE(test, IS_ERR(event));
		if (pmu_cpu < 0)
			pmu_cpu = event->cpu;
		KUNIT_EXPECT_EQ(test, event->cpu, pmu_cpu);
		perf_event_release_kernel(event);
	}
	KUNIT_EXPECT_GE(test, pmu_cpu, 0);
}

static struct kunit_case dev_pmu_cases[] = {
	KUNIT_CASE(dev_pmu_default_follows_global),
	KUNIT_CASE(dev_pmu_level_per_pmu),
	KUNIT_CASE(dev_pmu_store_rejects),
	KUNIT_CASE(dev_pmu_non_device_unaffected),
	KUNIT_CASE_PARAM(dev_pmu_refused_attr, refused_attr_gen_params),
	KUNIT_CASE(dev_pmu_accepted_attr),
	KUNIT_CASE(dev_pmu_relaxed_limit),
	KUNIT_CASE(dev_pmu_relaxed_limit_per_user),
	KUNIT_CASE(dev_pmu_relaxed_uncharged),
	KUNIT_CASE(dev_pmu_relaxed_charge_allocated_once),
	KUNIT_CASE(dev_pmu_held_to_pmu_cpu),
	{}
};

static struct kunit_suite dev_pmu_suite = {
	.name = "perf_device_pmu",
	.init = dev_pmu_test_init,
	.exit = dev_pmu_test_exit,
	.test_cases = dev_pmu_cases,
};

kunit_test_suites(&dev_pmu_suite);

// SPDX-License-Identifier: MIT
/*
 * Copyright 2026 Advanced Micro Devices, Inc.
 */

/**
 * TEST: amd gc pmu
 * Category: Metrics
 * Mega feature: Performance Monitoring Unit
 * Sub-category: Telemetry
 * Functionality: GC hardware counters through perf
 * Test category: Functional tests
 *
 * SUBTEST: sysfs-abi
 * Description: Check the PMU's sysfs format, events and caps against each other
 *		and against the DRM device info
 *
 * SUBTEST: invalid-config
 * Description: Check that configs outside the published ABI are refused with EINVAL
 *
 * SUBTEST: sideband-refused
 * Description: Check that CPU side-band and inheritance attributes are refused
 *
 * SUBTEST: sampling-refused
 * Description: Check that sampling events are refused with EOPNOTSUPP
 *
 * SUBTEST: per-task-refused
 * Description: Check that per-task events are refused with EINVAL
 *
 * SUBTEST: idle-vs-busy
 * Description: Check that wave and busy counters grow with compute dispatches
 *
 * SUBTEST: per-se-sum
 * Description: Check that per-SE (and per-XCC) counts add up to the all-SE count
 *
 * SUBTEST: two-clients
 * Description: Check that two perf clients of one event see the same counts
 *
 * SUBTEST: multiplex
 * Description: Check that more events than hardware counters are time-multiplexed
 *
 * SUBTEST: nonroot-refused
 * Description: Check that an unprivileged user cannot open the PMU by default
 *
 * SUBTEST: gpu-reset
 * Description: Check that counting survives a GPU reset
 */

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <inttypes.h>
#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>
#include <linux/capability.h>

#include <amdgpu.h>
#include <amdgpu_drm.h>

#include "igt.h"
#include "igt_debugfs.h"
#include "igt_perf.h"
#include "lib/amdgpu/amd_ip_blocks.h"
#include "lib/amdgpu/amd_dispatch.h"

IGT_TEST_DESCRIPTION("Exercise the amdgpu graphics-core (GC) perf PMU, amdgpu_gc_<minor>: "
		     "sysfs ABI, refused configurations and permissions, and counting "
		     "of compute dispatches.");

#define GC_PMU_ROOT		"/sys/bus/event_source/devices"
#define GC_PATH_LEN		512
#define GC_MAX_FIELDS		16
#define GC_MAX_BLOCKS		64
#define GC_MAX_EVENTS		4096
#define GC_WAVES_PER_DISPATCH	16	/* DISPATCH_DIRECT(16, 1, 1): >= 1 wave per group */
#define GC_BUSY_DISPATCHES	64

enum gc_scope {
	GC_SCOPE_XCC,
	GC_SCOPE_SE,
	GC_SCOPE_SA,
	GC_SCOPE_SE_INST,
	GC_SCOPE_SA_INST,
	GC_SCOPE_INST,
};

static const char * const gc_scope_names[] = {
	[GC_SCOPE_XCC] = "xcc",
	[GC_SCOPE_SE] = "se",
	[GC_SCOPE_SA] = "sa",
	[GC_SCOPE_SE_INST] = "se_inst",
	[GC_SCOPE_SA_INST] = "sa_inst",
	[GC_SCOPE_INST] = "inst",
};

/* The format fields the ABI defines; every one must be in format/. */
static const char * const gc_abi_fields[] = {
	"event", "block", "xcc_mask", "se_mask", "sa_mask", "inst_mask",
};

struct gc_field {
	char name[32];
	int word;		/* 0: config, 1: config1, 2: config2 */
	uint64_t mask;		/* bits of that word owned by the field */
};

struct gc_block {
	char name[32];
	uint32_t id;
	uint32_t counters;
	uint32_t instances;
	uint32_t max_event;
	enum gc_scope scope;
};

struct gc_event {
	char name[64];
	uint64_t config[3];
	uint64_t block;
	uint64_t event;
};

/* What to count: encoded through format/ into config, config1, config2. */
struct gc_sel {
	uint64_t block;
	uint64_t event;
	uint64_t xcc_mask;
	uint64_t se_mask;
	uint64_t sa_mask;
	uint64_t inst_mask;
};

struct gc_pmu {
	char name[64];
	char dir[128];
	int minor;
	uint32_t type;
	int cpu;
	bool has_cpumask;
	uint32_t num_xcc;
	uint32_t num_se;
	uint32_t num_sa;
	struct gc_field fields[GC_MAX_FIELDS];
	int nr_fields;
	struct gc_block blocks[GC_MAX_BLOCKS];
	int nr_blocks;
};

struct gc_count {
	uint64_t value;
	uint64_t enabled;
	uint64_t running;
};

struct gc_gpu {
	int fd;
	amdgpu_device_handle dev;
	amdgpu_context_handle ctx;
	uint32_t gfx_major;
	uint32_t gc_version;	/* ip_discovery_version, 0 if the kernel has none */
	bool can_dispatch;
	struct amdgpu_gpu_info gpu_info;
};

/* GC IP versions (major, minor, rev) the ABI registers a PMU for. */
static const uint32_t gc_supported[] = {
	0x090001, 0x090400, 0x090401, 0x090402, 0x090403, 0x090404, 0x090500,
	0x0c0000, 0x0c0001,
};

static bool gc_set_name(char *dst, size_t len, const char *src)
{
	size_t n = strlen(src);

	if (n >= len)
		return false;
	memcpy(dst, src, n + 1);

	return true;
}

static bool gc_read_file(const char *path, char *buf, size_t len)
{
	ssize_t r;
	int fd;

	fd = open(path, O_RDONLY);
	if (fd < 0)
		return false;
	r = read(fd, buf, len - 1);
	close(fd);
	if (r < 0)
		return false;
	buf[r] = '\0';
	while (r > 0 && (buf[r - 1] == '\n' || buf[r - 1] == ' '))
		buf[--r] = '\0';

	return true;
}

static bool gc_read_pmu_file(const struct gc_pmu *pmu, const char *rel, char *buf, size_t len)
{
	char path[GC_PATH_LEN];

	snprintf(path, sizeof(path), "%s/%s", pmu->dir, rel);
	return gc_read_file(path, buf, len);
}

static bool gc_parse_u64(const char *s, uint64_t *val)
{
	char *end;

	if (!*s)
		return false;
	errno = 0;
	*val = strtoull(s, &end, 0);
	return !errno && *end == '\0';
}

static uint64_t gc_bits(unsigned int lo, unsigned int hi)
{
	uint64_t m = hi >= 63 ? ~0ull : (1ull << (hi + 1)) - 1;

	return m & ~((1ull << lo) - 1);
}

/* "config1:16-31" or "config:0-7,32-39" or "config:5" */
static bool gc_parse_format(const char *str, struct gc_field *f)
{
	char buf[256], *save, *tok, *colon;

	snprintf(buf, sizeof(buf), "%s", str);
	colon = strchr(buf, ':');
	if (!colon)
		return false;
	*colon = '\0';
	if (!strcmp(buf, "config"))
		f->word = 0;
	else if (!strcmp(buf, "config1"))
		f->word = 1;
	else if (!strcmp(buf, "config2"))
		f->word = 2;
	else
		return false;

	f->mask = 0;
	for (tok = strtok_r(colon + 1, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		unsigned int lo, hi;
		char *dash = strchr(tok, '-');
		uint64_t v;

		if (dash)
			*dash = '\0';
		if (!gc_parse_u64(tok, &v) || v > 63)
			return false;
		lo = v;
		hi = lo;
		if (dash) {
			if (!gc_parse_u64(dash + 1, &v) || v > 63 || v < lo)
				return false;
			hi = v;
		}
		if (f->mask & gc_bits(lo, hi))
			return false;
		f->mask |= gc_bits(lo, hi);
	}

	return f->mask != 0;
}

static const struct gc_field *gc_field(const struct gc_pmu *pmu, const char *name)
{
	for (int i = 0; i < pmu->nr_fields; i++)
		if (!strcmp(pmu->fields[i].name, name))
			return &pmu->fields[i];

	return NULL;
}

static unsigned int gc_field_width(const struct gc_field *f)
{
	return __builtin_popcountll(f->mask);
}

/* Deposit @val into the bits of @f, lowest bit first, like perf's pmu_format_value(). */
static bool gc_field_put(const struct gc_field *f, uint64_t val, uint64_t config[3])
{
	uint64_t mask = f->mask;

	if (gc_field_width(f) < 64 && val >> gc_field_width(f))
		return false;
	while (mask) {
		uint64_t bit = mask & -mask;

		if (val & 1)
			config[f->word] |= bit;
		val >>= 1;
		mask &= ~bit;
	}

	return true;
}

static uint64_t gc_field_get(const struct gc_field *f, const uint64_t config[3])
{
	uint64_t mask = f->mask, val = 0;
	unsigned int i = 0;

	while (mask) {
		uint64_t bit = mask & -mask;

		if (config[f->word] & bit)
			val |= 1ull << i;
		i++;
		mask &= ~bit;
	}

	return val;
}

static bool gc_put(const struct gc_pmu *pmu, const char *name, uint64_t val, uint64_t config[3])
{
	const struct gc_field *f = gc_field(pmu, name);

	return f && gc_field_put(f, val, config);
}

static bool gc_fits(const struct gc_pmu *pmu, const char *name, uint64_t val)
{
	uint64_t config[3] = {};

	return gc_put(pmu, name, val, config);
}

static void gc_encode(const struct gc_pmu *pmu, const struct gc_sel *sel, uint64_t config[3])
{
	config[0] = 0;
	config[1] = 0;
	config[2] = 0;
	igt_assert(gc_put(pmu, "event", sel->event, config));
	igt_assert(gc_put(pmu, "block", sel->block, config));
	igt_assert(gc_put(pmu, "xcc_mask", sel->xcc_mask, config));
	igt_assert(gc_put(pmu, "se_mask", sel->se_mask, config));
	igt_assert(gc_put(pmu, "sa_mask", sel->sa_mask, config));
	igt_assert(gc_put(pmu, "inst_mask", sel->inst_mask, config));
}

/* "event=0x4,block=0x10": every term must be a format/ field. */
static bool gc_parse_alias(const struct gc_pmu *pmu, const char *str, uint64_t config[3])
{
	char buf[256], *save, *tok;

	snprintf(buf, sizeof(buf), "%s", str);
	config[0] = 0;
	config[1] = 0;
	config[2] = 0;
	for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(tok, '=');
		uint64_t val = 1;

		if (eq) {
			*eq = '\0';
			if (!gc_parse_u64(eq + 1, &val))
				return false;
		}
		if (!gc_put(pmu, tok, val, config)) {
			igt_debug("alias term '%s' is not a format field or does not fit\n", tok);
			return false;
		}
	}

	return true;
}

static const struct gc_block *gc_block_by_id(const struct gc_pmu *pmu, uint64_t id)
{
	for (int i = 0; i < pmu->nr_blocks; i++)
		if (pmu->blocks[i].id == id)
			return &pmu->blocks[i];

	return NULL;
}

/* "block=<id>,counters=<n>,instances=<n>,scope=<s>,max_event=<m>" */
static bool gc_parse_block(const char *name, const char *str, struct gc_block *b)
{
	char buf[256], *save, *tok;
	unsigned int seen = 0;

	memset(b, 0, sizeof(*b));
	if (!gc_set_name(b->name, sizeof(b->name), name))
		return false;
	snprintf(buf, sizeof(buf), "%s", str);
	for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(tok, '=');
		uint64_t v = 0;

		if (!eq)
			return false;
		*eq++ = '\0';
		if (!strcmp(tok, "scope")) {
			unsigned int s;

			for (s = 0; s < ARRAY_SIZE(gc_scope_names); s++)
				if (!strcmp(eq, gc_scope_names[s]))
					break;
			if (s == ARRAY_SIZE(gc_scope_names))
				return false;
			b->scope = s;
			seen |= 1 << 0;
			continue;
		}
		if (!gc_parse_u64(eq, &v) || v > UINT32_MAX)
			return false;
		if (!strcmp(tok, "block")) {
			b->id = v;
			seen |= 1 << 1;
		} else if (!strcmp(tok, "counters")) {
			b->counters = v;
			seen |= 1 << 2;
		} else if (!strcmp(tok, "instances")) {
			b->instances = v;
			seen |= 1 << 3;
		} else if (!strcmp(tok, "max_event")) {
			b->max_event = v;
			seen |= 1 << 4;
		}
		/* unknown keys are allowed: the ABI may grow */
	}

	return seen == 0x1f;
}

static bool gc_scope_has_sa(enum gc_scope s)
{
	return s == GC_SCOPE_SA || s == GC_SCOPE_SA_INST;
}

static bool gc_scope_has_se(enum gc_scope s)
{
	return s != GC_SCOPE_XCC && s != GC_SCOPE_INST;
}

static bool gc_scope_has_inst(enum gc_scope s)
{
	return s == GC_SCOPE_SE_INST || s == GC_SCOPE_SA_INST || s == GC_SCOPE_INST;
}

static int gc_primary_minor(int fd)
{
	char path[128];
	struct dirent *de;
	struct stat st;
	int card = -1;
	DIR *dir;

	igt_assert_eq(fstat(fd, &st), 0);
	igt_assert(S_ISCHR(st.st_mode));
	if (minor(st.st_rdev) < 64)
		return minor(st.st_rdev);

	/* Not a primary node (IGT_DEVICE may point at a render node): find its card. */
	snprintf(path, sizeof(path), "/sys/dev/char/%u:%u/device/drm",
		 major(st.st_rdev), minor(st.st_rdev));
	dir = opendir(path);
	igt_assert_f(dir, "cannot open %s\n", path);
	while ((de = readdir(dir))) {
		if (!strncmp(de->d_name, "card", 4) && isdigit(de->d_name[4]))
			card = atoi(de->d_name + 4);
	}
	closedir(dir);
	igt_assert_f(card >= 0, "no primary node for DRM minor %u\n", minor(st.st_rdev));

	return card;
}

static int gc_first_cpu(const char *list)
{
	char *end;
	long cpu;

	errno = 0;
	cpu = strtol(list, &end, 10);
	if (errno || end == list || cpu < 0 || cpu > INT_MAX)
		return -1;

	return cpu;
}

/* Parse type, cpumask, format/ and caps/ of the PMU at pmu->dir. */
static void gc_parse_pmu_dir(struct gc_pmu *pmu)
{
	char buf[256], path[GC_PATH_LEN];
	struct dirent *de;
	uint64_t v;
	DIR *dir;

	igt_assert_f(gc_read_pmu_file(pmu, "type", buf, sizeof(buf)) &&
		     gc_parse_u64(buf, &v) && v > 0 && v <= UINT32_MAX,
		     "%s/type unreadable\n", pmu->dir);
	pmu->type = v;

	/* perf core publishes cpumask for PERF_PMU_SCOPE_SYS_WIDE; sysfs-abi checks it */
	pmu->cpu = 0;
	if (gc_read_pmu_file(pmu, "cpumask", buf, sizeof(buf)) && gc_first_cpu(buf) >= 0) {
		pmu->has_cpumask = true;
		pmu->cpu = gc_first_cpu(buf);
	}

	snprintf(path, sizeof(path), "%s/format", pmu->dir);
	dir = opendir(path);
	igt_assert_f(dir, "%s missing\n", path);
	while ((de = readdir(dir))) {
		struct gc_field *f;

		if (de->d_name[0] == '.')
			continue;
		igt_assert_lt(pmu->nr_fields, GC_MAX_FIELDS);
		f = &pmu->fields[pmu->nr_fields++];
		igt_assert(gc_set_name(f->name, sizeof(f->name), de->d_name));
		snprintf(path, sizeof(path), "%s/format/%s", pmu->dir, de->d_name);
		igt_assert_f(gc_read_file(path, buf, sizeof(buf)) && gc_parse_format(buf, f),
			     "bad format file %s: '%s'\n", path, buf);
	}
	closedir(dir);
	for (unsigned int i = 0; i < ARRAY_SIZE(gc_abi_fields); i++)
		igt_assert_f(gc_field(pmu, gc_abi_fields[i]), "format/%s missing\n",
			     gc_abi_fields[i]);

	igt_assert(gc_read_pmu_file(pmu, "caps/num_xcc", buf, sizeof(buf)) &&
		   gc_parse_u64(buf, &v) && v >= 1 && v <= 64);
	pmu->num_xcc = v;
	igt_assert(gc_read_pmu_file(pmu, "caps/num_se", buf, sizeof(buf)) &&
		   gc_parse_u64(buf, &v) && v >= 1 && v <= 64);
	pmu->num_se = v;
	igt_assert(gc_read_pmu_file(pmu, "caps/num_sa", buf, sizeof(buf)) &&
		   gc_parse_u64(buf, &v) && v >= 1 && v <= 64);
	pmu->num_sa = v;

	snprintf(path, sizeof(path), "%s/caps", pmu->dir);
	dir = opendir(path);
	igt_assert_f(dir, "%s missing\n", path);
	while ((de = readdir(dir))) {
		if (de->d_name[0] == '.' || !strncmp(de->d_name, "num_", 4))
			continue;
		igt_assert_lt(pmu->nr_blocks, GC_MAX_BLOCKS);
		snprintf(path, sizeof(path), "%s/caps/%s", pmu->dir, de->d_name);
		igt_assert_f(gc_read_file(path, buf, sizeof(buf)) &&
			     gc_parse_block(de->d_name, buf, &pmu->blocks[pmu->nr_blocks]),
			     "bad caps file %s: '%s'\n", path, buf);
		pmu->nr_blocks++;
	}
	closedir(dir);
	igt_assert_f(pmu->nr_blocks > 0, "no blocks in %s/caps\n", pmu->dir);

	igt_info("%s: type %u, cpu %d, %u XCC x %u SE x %u SA, %d blocks\n",
		 pmu->name, pmu->type, pmu->cpu, pmu->num_xcc, pmu->num_se, pmu->num_sa,
		 pmu->nr_blocks);
}

static void gc_probe(int fd, struct gc_pmu *pmu)
{
	memset(pmu, 0, sizeof(*pmu));
	pmu->minor = gc_primary_minor(fd);
	snprintf(pmu->name, sizeof(pmu->name), "amdgpu_gc_%d", pmu->minor);
	snprintf(pmu->dir, sizeof(pmu->dir), GC_PMU_ROOT "/%s", pmu->name);
	igt_require_f(access(pmu->dir, F_OK) == 0,
		      "%s not registered (kernel without the GC PMU, unsupported GC IP or VF)\n",
		      pmu->name);
	gc_parse_pmu_dir(pmu);
}

/* Read events/ into a malloc'ed array; aliases that do not parse are counted in *bad. */
static int gc_load_events(const struct gc_pmu *pmu, struct gc_event **out, int *bad)
{
	char path[GC_PATH_LEN], buf[256];
	struct gc_event *ev;
	struct dirent *de;
	int n = 0;
	DIR *dir;

	ev = calloc(GC_MAX_EVENTS, sizeof(*ev));
	igt_assert(ev);
	*bad = 0;
	snprintf(path, sizeof(path), "%s/events", pmu->dir);
	dir = opendir(path);
	igt_assert_f(dir, "%s missing\n", path);
	while ((de = readdir(dir))) {
		struct gc_event *e = &ev[n];

		if (de->d_name[0] == '.' || strchr(de->d_name, '.'))
			continue;	/* skip .unit/.scale companions */
		igt_assert_lt(n, GC_MAX_EVENTS);
		igt_assert(gc_set_name(e->name, sizeof(e->name), de->d_name));
		snprintf(path, sizeof(path), "%s/events/%s", pmu->dir, de->d_name);
		buf[0] = '\0';
		if (!gc_read_file(path, buf, sizeof(buf)) ||
		    !gc_parse_alias(pmu, buf, e->config)) {
			igt_warn("events/%s: cannot parse '%s'\n", de->d_name, buf);
			(*bad)++;
			continue;
		}
		e->block = gc_field_get(gc_field(pmu, "block"), e->config);
		e->event = gc_field_get(gc_field(pmu, "event"), e->config);
		n++;
	}
	closedir(dir);
	*out = ev;

	return n;
}

static bool gc_lookup_event(const struct gc_pmu *pmu, const char *name, struct gc_sel *sel)
{
	char rel[128], buf[256];
	uint64_t config[3];

	snprintf(rel, sizeof(rel), "events/%s", name);
	if (!gc_read_pmu_file(pmu, rel, buf, sizeof(buf)))
		return false;
	igt_assert_f(gc_parse_alias(pmu, buf, config), "events/%s: cannot parse '%s'\n",
		     name, buf);
	memset(sel, 0, sizeof(*sel));
	sel->block = gc_field_get(gc_field(pmu, "block"), config);
	sel->event = gc_field_get(gc_field(pmu, "event"), config);

	return true;
}

static void gc_require_event(const struct gc_pmu *pmu, const char *name, struct gc_sel *sel)
{
	igt_require_f(gc_lookup_event(pmu, name, sel), "%s has no event %s\n", pmu->name, name);
}

static void gc_attr(const struct gc_pmu *pmu, const uint64_t config[3],
		    struct perf_event_attr *attr)
{
	memset(attr, 0, sizeof(*attr));
	attr->type = pmu->type;
	attr->size = sizeof(*attr);
	attr->config = config[0];
	attr->config1 = config[1];
	attr->config2 = config[2];
	attr->read_format = PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING;
}

/* Returns the fd or -errno. */
static int __gc_open_attr(struct perf_event_attr *attr, pid_t pid, int cpu, int group)
{
	int fd = perf_event_open(attr, pid, cpu, group, PERF_FLAG_FD_CLOEXEC);

	return fd < 0 ? -errno : fd;
}

static int __gc_open_config(const struct gc_pmu *pmu, const uint64_t config[3], int group)
{
	struct perf_event_attr attr;

	gc_attr(pmu, config, &attr);
	return __gc_open_attr(&attr, -1, pmu->cpu, group);
}

static int gc_open_attr(struct perf_event_attr *attr, int cpu, int group)
{
	int fd = __gc_open_attr(attr, -1, cpu, group);

	igt_require_f(fd != -EBUSY, "GC counters are reserved by another profiler (KFD lock)\n");
	igt_skip_on_f(fd == -ENODEV, "device cannot count in its current state\n");
	igt_assert_f(fd >= 0, "perf_event_open(config=%#" PRIx64 ",%#" PRIx64 ",%#" PRIx64
		     ") failed: %s\n", (uint64_t)attr->config, (uint64_t)attr->config1,
		     (uint64_t)attr->config2, strerror(-fd));

	return fd;
}

static int gc_open(const struct gc_pmu *pmu, const struct gc_sel *sel)
{
	struct perf_event_attr attr;
	uint64_t config[3];

	gc_encode(pmu, sel, config);
	gc_attr(pmu, config, &attr);
	return gc_open_attr(&attr, pmu->cpu, -1);
}

static void gc_expect_errno(const struct gc_pmu *pmu, const uint64_t config[3], int err,
			    const char *what)
{
	int fd = __gc_open_config(pmu, config, -1);

	if (fd >= 0)
		close(fd);
	igt_assert_f(fd == -err, "%s: expected %s, got %s\n", what, strerror(err),
		     fd >= 0 ? "success" : strerror(-fd));
}

static void gc_expect_sel_errno(const struct gc_pmu *pmu, const struct gc_sel *sel, int err,
				const char *what)
{
	uint64_t config[3];

	gc_encode(pmu, sel, config);
	gc_expect_errno(pmu, config, err, what);
}

static void gc_read(int fd, struct gc_count *c)
{
	uint64_t buf[3];

	igt_assert_eq(read(fd, buf, sizeof(buf)), sizeof(buf));
	c->value = buf[0];
	c->enabled = buf[1];
	c->running = buf[2];
}

/*
 * The driver folds hardware samples into the events periodically. Read until
 * the values stop moving (the GPU is idle and every sample has landed).
 */
static void gc_read_settled(const int *fds, int n, struct gc_count *c)
{
	struct gc_count *prev = calloc(n, sizeof(*prev));
	bool stable = false;

	igt_assert(prev);
	for (int i = 0; i < n; i++)
		gc_read(fds[i], &prev[i]);
	for (int iter = 0; iter < 100 && !stable; iter++) {
		usleep(20 * 1000);
		stable = true;
		for (int i = 0; i < n; i++) {
			gc_read(fds[i], &c[i]);
			if (c[i].value != prev[i].value)
				stable = false;
			prev[i] = c[i];
		}
	}
	if (!stable)
		igt_debug("counts still moving after 2s, background GPU activity?\n");
	free(prev);
}

static uint64_t gc_read_value_settled(int fd)
{
	struct gc_count c;

	gc_read_settled(&fd, 1, &c);
	return c.value;
}

static double gc_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void gc_dispatch(struct gc_gpu *gpu, int n)
{
	for (int i = 0; i < n; i++) {
		int r = amdgpu_memcpy_dispatch_test(gpu->dev, gpu->ctx, AMDGPU_HW_IP_COMPUTE,
						    0, 0, gpu->gfx_major,
						    BACKEND_SE_GC_SHADER_EXEC_SUCCESS, NULL, false);

		igt_assert_eq(r, 0);
	}
}

static void gc_require_dispatch(struct gc_gpu *gpu)
{
	igt_require_f(gpu->can_dispatch, "no compute ring or no dispatch support for GFX%u\n",
		      gpu->gfx_major);
	if (!gpu->ctx)
		igt_assert_eq(amdgpu_cs_ctx_create(gpu->dev, &gpu->ctx), 0);
}

static int gc_query_hw_ip(int fd, uint32_t ip_type, struct drm_amdgpu_info_hw_ip *ip)
{
	struct drm_amdgpu_info req;

	memset(&req, 0, sizeof(req));
	memset(ip, 0, sizeof(*ip));
	req.return_pointer = to_user_pointer(ip);
	req.return_size = sizeof(*ip);
	req.query = AMDGPU_INFO_HW_IP_INFO;
	req.query_hw_ip.type = ip_type;
	req.query_hw_ip.ip_instance = 0;

	return drmIoctl(fd, DRM_IOCTL_AMDGPU_INFO, &req);
}

static void gc_require_supported_gfx(struct gc_gpu *gpu)
{
	struct drm_amdgpu_info_hw_ip ip;
	bool found = false;

	igt_require_f(gc_query_hw_ip(gpu->fd, AMDGPU_HW_IP_COMPUTE, &ip) == 0,
		      "cannot query the compute IP\n");
	gpu->gfx_major = ip.hw_ip_version_major;
	gpu->gc_version = ip.ip_discovery_version & 0xffffff;
	if (gpu->gc_version) {
		for (unsigned int i = 0; i < ARRAY_SIZE(gc_supported); i++)
			found |= gc_supported[i] == gpu->gc_version;
		igt_require_f(found, "GC %u.%u.%u is not supported by the GC PMU ABI\n",
			      gpu->gc_version >> 16, (gpu->gc_version >> 8) & 0xff,
			      gpu->gc_version & 0xff);
	} else {
		igt_require_f(gpu->gfx_major == 9 || gpu->gfx_major == 12,
			      "GFX%u is not supported by the GC PMU ABI\n", gpu->gfx_major);
	}
	igt_info("GC IP %u.%u.%u (GFX%u)\n", gpu->gc_version >> 16,
		 (gpu->gc_version >> 8) & 0xff, gpu->gc_version & 0xff, gpu->gfx_major);
}

/* sysfs-abi */

static void test_sysfs_abi(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	struct drm_amdgpu_info_device dev_info;
	char buf[256], a[PATH_MAX], b[PATH_MAX];
	struct gc_event *ev;
	uint64_t used[3] = {};
	bool have_tcc = false;
	int n, bad, opened = 0;

	/* type, cpumask, parent device */
	igt_assert_f(pmu->has_cpumask, "%s/cpumask missing or unparsable\n", pmu->dir);
	snprintf(buf, sizeof(buf), "/sys/devices/system/cpu/cpu%d/online", pmu->cpu);
	if (gc_read_file(buf, a, sizeof(a)))
		igt_assert_f(!strcmp(a, "1"), "cpumask names offline cpu%d\n", pmu->cpu);
	snprintf(buf, sizeof(buf), "/sys/class/drm/card%d/device", pmu->minor);
	igt_assert(realpath(buf, a));
	snprintf(buf, sizeof(buf), "%s/device", pmu->dir);
	igt_assert_f(realpath(buf, b), "%s/device missing\n", pmu->dir);
	igt_assert_f(!strcmp(a, b), "PMU parent %s is not the GPU %s\n", b, a);

	/* format/: no two fields overlap */
	for (int i = 0; i < pmu->nr_fields; i++) {
		const struct gc_field *f = &pmu->fields[i];

		igt_assert_f(!(used[f->word] & f->mask), "format/%s overlaps another field\n",
			     f->name);
		used[f->word] |= f->mask;
	}
	igt_assert_lte(pmu->num_xcc, gc_field_width(gc_field(pmu, "xcc_mask")));
	igt_assert_lte(pmu->num_se, gc_field_width(gc_field(pmu, "se_mask")));
	igt_assert_lte(pmu->num_sa, gc_field_width(gc_field(pmu, "sa_mask")));

	/* caps/ against the DRM device info */
	igt_assert_eq(amdgpu_query_gpu_info(gpu->dev, &gpu->gpu_info), 0);
	memset(&dev_info, 0, sizeof(dev_info));
	igt_assert_eq(amdgpu_query_info(gpu->dev, AMDGPU_INFO_DEV_INFO, sizeof(dev_info),
					&dev_info), 0);
	igt_info("DRM: %u SE x %u SA, %u CU/SA, %u TCC; caps: %u XCC x %u SE x %u SA\n",
		 gpu->gpu_info.num_shader_engines, gpu->gpu_info.num_shader_arrays_per_engine,
		 dev_info.num_cu_per_sh, dev_info.num_tcc_blocks,
		 pmu->num_xcc, pmu->num_se, pmu->num_sa);
	igt_assert_eq(pmu->num_se, gpu->gpu_info.num_shader_engines);
	igt_assert_eq(pmu->num_sa, gpu->gpu_info.num_shader_arrays_per_engine);
	igt_assert_eq(dev_info.num_shader_engines, gpu->gpu_info.num_shader_engines);
	if (gpu->gc_version && gpu->gc_version < 0x090403)
		igt_assert_eq(pmu->num_xcc, 1);	/* multi-XCC parts start at GC 9.4.3 */

	for (int i = 0; i < pmu->nr_blocks; i++) {
		const struct gc_block *blk = &pmu->blocks[i];

		igt_debug("caps/%s: block %u counters %u instances %u scope %s max_event %u\n",
			  blk->name, blk->id, blk->counters, blk->instances,
			  gc_scope_names[blk->scope], blk->max_event);
		for (const char *c = blk->name; *c; c++)
			igt_assert_f(!isupper(*c), "caps/%s is not lowercase\n", blk->name);
		igt_assert_f(gc_block_by_id(pmu, blk->id) == blk,
			     "block id %u used twice\n", blk->id);
		igt_assert_f(gc_fits(pmu, "block", blk->id),
			     "caps/%s: block id does not fit format/block\n", blk->name);
		igt_assert_f(gc_fits(pmu, "event", blk->max_event),
			     "caps/%s: max_event does not fit format/event\n", blk->name);
		igt_assert_lte(1, blk->counters);
		igt_assert_lte(1, blk->instances);
		if (!gc_scope_has_inst(blk->scope))
			igt_assert_eq(blk->instances, 1);
		else
			igt_assert_lte(blk->instances, gc_field_width(gc_field(pmu, "inst_mask")));
		if (blk->scope == GC_SCOPE_INST &&
		    (!strcmp(blk->name, "tcc") || !strcmp(blk->name, "gl2c"))) {
			have_tcc = true;
			igt_assert_f(blk->instances == dev_info.num_tcc_blocks ||
				     blk->instances * pmu->num_xcc == dev_info.num_tcc_blocks,
				     "caps/%s: %u channels, DRM reports %u TCC blocks\n",
				     blk->name, blk->instances, dev_info.num_tcc_blocks);
		}
	}
	if (!have_tcc)
		igt_debug("no L2 channel block to compare with num_tcc_blocks\n");

	/* events/: every alias parses, encodes, names a known block and opens */
	n = gc_load_events(pmu, &ev, &bad);
	igt_assert_f(bad == 0, "%d event aliases do not parse\n", bad);
	igt_assert_lt(0, n);
	for (int i = 0; i < n; i++) {
		const struct gc_block *blk = gc_block_by_id(pmu, ev[i].block);
		struct gc_sel sel = { .block = ev[i].block, .event = ev[i].event };
		uint64_t config[3];
		size_t len;
		int fd;

		igt_assert_f(blk, "events/%s: block %#" PRIx64 " not in caps/\n",
			     ev[i].name, ev[i].block);
		igt_assert_f(ev[i].event <= blk->max_event,
			     "events/%s: event %#" PRIx64 " > caps/%s max_event %u\n",
			     ev[i].name, ev[i].event, blk->name, blk->max_event);
		len = strlen(blk->name);
		igt_assert_f(!strncmp(ev[i].name, blk->name, len) && ev[i].name[len] == '_',
			     "events/%s is not named <block>_<event> for block %s\n",
			     ev[i].name, blk->name);
		for (const char *c = ev[i].name; *c; c++)
			igt_assert_f(!isupper(*c), "events/%s is not lowercase\n", ev[i].name);

		/* the alias is exactly the (block, event) encoding through format/ */
		gc_encode(pmu, &sel, config);
		igt_assert_eq_u64(config[0], ev[i].config[0]);
		igt_assert_eq_u64(config[1], ev[i].config[1]);
		igt_assert_eq_u64(config[2], ev[i].config[2]);

		fd = __gc_open_config(pmu, ev[i].config, -1);
		igt_require_f(fd != -EBUSY, "GC counters reserved by another profiler\n");
		igt_assert_f(fd >= 0, "events/%s does not open: %s\n", ev[i].name,
			     strerror(-fd));
		close(fd);
		opened++;
	}
	free(ev);
	igt_info("%d event aliases parsed, encoded and opened\n", opened);

	igt_assert_f(gc_lookup_event(pmu, "sq_waves", &(struct gc_sel){}),
		     "events/sq_waves missing\n");
	igt_assert_f(gc_lookup_event(pmu, "grbm_gui_active", &(struct gc_sel){}),
		     "events/grbm_gui_active missing\n");
}

/* invalid-config */

static const struct gc_block *gc_block_with(const struct gc_pmu *pmu,
					    bool (*pred)(enum gc_scope), bool want)
{
	for (int i = 0; i < pmu->nr_blocks; i++)
		if (pred(pmu->blocks[i].scope) == want)
			return &pmu->blocks[i];

	return NULL;
}

static void gc_check_reserved_bits(const struct gc_pmu *pmu, const struct gc_sel *good)
{
	uint64_t used[3] = {}, config[3];
	int checked = 0;

	for (int i = 0; i < pmu->nr_fields; i++)
		used[pmu->fields[i].word] |= pmu->fields[i].mask;

	for (int w = 0; w < 3; w++) {
		for (int bit = 0; bit < 64; bit++) {
			char what[64];

			if (used[w] & (1ull << bit))
				continue;
			gc_encode(pmu, good, config);
			config[w] |= 1ull << bit;
			snprintf(what, sizeof(what), "reserved config%s bit %d",
				 w ? (w == 1 ? "1" : "2") : "", bit);
			gc_expect_errno(pmu, config, EINVAL, what);
			checked++;
		}
	}
	igt_info("%d reserved bits refused\n", checked);
}

static void gc_check_group_limit(const struct gc_pmu *pmu, const struct gc_sel *base)
{
	const struct gc_block *blk = gc_block_by_id(pmu, base->block);
	struct perf_event_attr attr;
	uint64_t config[3];
	int *fds, leader, n = 0, fd;
	uint64_t ev;

	igt_assert(blk);
	if (blk->max_event < blk->counters) {
		igt_info("caps/%s: too few events to overfill a group\n", blk->name);
		return;
	}
	fds = calloc(blk->counters + 1, sizeof(*fds));
	igt_assert(fds);

	gc_encode(pmu, base, config);
	gc_attr(pmu, config, &attr);
	attr.disabled = 1;
	leader = gc_open_attr(&attr, pmu->cpu, -1);
	fds[n++] = leader;
	/* distinct (block, event) pairs each need their own hardware counter */
	for (ev = 0; n < (int)blk->counters; ev++) {
		struct gc_sel sel = *base;

		if (ev == base->event)
			continue;
		sel.event = ev;
		gc_encode(pmu, &sel, config);
		gc_attr(pmu, config, &attr);
		fds[n++] = gc_open_attr(&attr, pmu->cpu, leader);
	}
	if (ev == base->event)
		ev++;
	{
		struct gc_sel sel = *base;

		sel.event = ev;
		gc_encode(pmu, &sel, config);
		gc_attr(pmu, config, &attr);
		fd = __gc_open_attr(&attr, -1, pmu->cpu, leader);
	}
	if (fd >= 0)
		close(fd);
	igt_assert_f(fd == -EINVAL, "group of %u events in %s (%u counters): expected EINVAL, got %s\n",
		     blk->counters + 1, blk->name, blk->counters,
		     fd >= 0 ? "success" : strerror(-fd));
	while (n--)
		close(fds[n]);
	free(fds);
}

static void test_invalid_config(const struct gc_pmu *pmu)
{
	const struct gc_field *block_field = gc_field(pmu, "block");
	const struct gc_block *blk;
	struct gc_sel good, sel;
	uint64_t id;
	int fd;

	gc_require_event(pmu, "sq_waves", &good);
	fd = gc_open(pmu, &good);	/* the positive control opens */
	close(fd);

	/* exclude_* are accepted and ignored */
	{
		struct perf_event_attr attr;
		uint64_t config[3];

		gc_encode(pmu, &good, config);
		gc_attr(pmu, config, &attr);
		attr.exclude_user = 1;
		attr.exclude_kernel = 1;
		attr.exclude_hv = 1;
		attr.exclude_idle = 1;
		close(gc_open_attr(&attr, pmu->cpu, -1));
	}

	/* unknown block */
	for (id = 0; gc_block_by_id(pmu, id); id++)
		;
	if (gc_field_width(block_field) >= 64 || id < (1ull << gc_field_width(block_field))) {
		sel = good;
		sel.block = id;
		gc_expect_sel_errno(pmu, &sel, EINVAL, "unknown block");
	}

	/* event > max_event, for every block whose field leaves room for it */
	for (int i = 0; i < pmu->nr_blocks; i++) {
		char what[96];
		uint64_t config[3] = {};

		blk = &pmu->blocks[i];
		memset(&sel, 0, sizeof(sel));
		sel.block = blk->id;
		sel.event = blk->max_event;
		gc_encode(pmu, &sel, config);
		fd = __gc_open_config(pmu, config, -1);
		igt_assert_f(fd >= 0, "%s: event max_event=%u refused: %s\n",
			     blk->name, blk->max_event, strerror(-fd));
		close(fd);
		if (!gc_fits(pmu, "event", (uint64_t)blk->max_event + 1))
			continue;
		sel.event = (uint64_t)blk->max_event + 1;
		snprintf(what, sizeof(what), "%s event %u > max_event", blk->name,
			 blk->max_event + 1);
		gc_expect_sel_errno(pmu, &sel, EINVAL, what);
	}

	/* reserved bits in config, config1, config2 */
	gc_check_reserved_bits(pmu, &good);

	/* masks outside the topology */
	if (pmu->num_xcc < gc_field_width(gc_field(pmu, "xcc_mask"))) {
		sel = good;
		sel.xcc_mask = 1ull << pmu->num_xcc;
		gc_expect_sel_errno(pmu, &sel, EINVAL, "xcc_mask beyond num_xcc");
		sel.xcc_mask = (1ull << pmu->num_xcc) - 1;
		close(gc_open(pmu, &sel));
	}
	blk = gc_block_with(pmu, gc_scope_has_se, true);
	if (blk && pmu->num_se < gc_field_width(gc_field(pmu, "se_mask"))) {
		memset(&sel, 0, sizeof(sel));
		sel.block = blk->id;
		sel.se_mask = 1ull << pmu->num_se;
		gc_expect_sel_errno(pmu, &sel, EINVAL, "se_mask beyond num_se");
		sel.se_mask = (1ull << pmu->num_se) - 1;
		close(gc_open(pmu, &sel));
	}
	blk = gc_block_with(pmu, gc_scope_has_sa, true);
	if (blk && pmu->num_sa < gc_field_width(gc_field(pmu, "sa_mask"))) {
		memset(&sel, 0, sizeof(sel));
		sel.block = blk->id;
		sel.sa_mask = 1ull << pmu->num_sa;
		gc_expect_sel_errno(pmu, &sel, EINVAL, "sa_mask beyond num_sa");
		sel.sa_mask = (1ull << pmu->num_sa) - 1;
		close(gc_open(pmu, &sel));
	}
	for (int i = 0; i < pmu->nr_blocks; i++) {
		char what[96];

		blk = &pmu->blocks[i];
		if (!gc_scope_has_inst(blk->scope) ||
		    blk->instances >= gc_field_width(gc_field(pmu, "inst_mask")))
			continue;
		memset(&sel, 0, sizeof(sel));
		sel.block = blk->id;
		sel.inst_mask = 1ull << blk->instances;
		snprintf(what, sizeof(what), "%s inst_mask beyond %u instances", blk->name,
			 blk->instances);
		gc_expect_sel_errno(pmu, &sel, EINVAL, what);
	}

	/* a mask for a level the block does not have */
	for (int i = 0; i < pmu->nr_blocks; i++) {
		char what[96];

		blk = &pmu->blocks[i];
		memset(&sel, 0, sizeof(sel));
		sel.block = blk->id;
		if (!gc_scope_has_se(blk->scope)) {
			sel.se_mask = 1;
			snprintf(what, sizeof(what), "se_mask on %s-scoped %s",
				 gc_scope_names[blk->scope], blk->name);
			gc_expect_sel_errno(pmu, &sel, EINVAL, what);
			sel.se_mask = 0;
		}
		if (!gc_scope_has_sa(blk->scope)) {
			sel.sa_mask = 1;
			snprintf(what, sizeof(what), "sa_mask on %s-scoped %s",
				 gc_scope_names[blk->scope], blk->name);
			gc_expect_sel_errno(pmu, &sel, EINVAL, what);
			sel.sa_mask = 0;
		}
		if (!gc_scope_has_inst(blk->scope)) {
			sel.inst_mask = 1;
			snprintf(what, sizeof(what), "inst_mask on %s-scoped %s",
				 gc_scope_names[blk->scope], blk->name);
			gc_expect_sel_errno(pmu, &sel, EINVAL, what);
		}
	}

	/* a group that can never fit the block's counters */
	gc_check_group_limit(pmu, &good);
}

/* sideband-refused, sampling-refused, per-task-refused */

enum gc_attr_tweak {
	TWEAK_COMM, TWEAK_MMAP, TWEAK_MMAP2, TWEAK_TASK, TWEAK_CONTEXT_SWITCH,
	TWEAK_KSYMBOL, TWEAK_BPF_EVENT, TWEAK_INHERIT_STAT, TWEAK_ENABLE_ON_EXEC,
	TWEAK_AUX_OUTPUT, TWEAK_SAMPLE_PERIOD, TWEAK_SAMPLE_FREQ, TWEAK_COUNT,
};

static const char * const gc_tweak_names[TWEAK_COUNT] = {
	"comm", "mmap", "mmap2", "task", "context_switch", "ksymbol", "bpf_event",
	"inherit_stat", "enable_on_exec", "aux_output", "sample_period", "freq",
};

static void gc_tweak(struct perf_event_attr *attr, enum gc_attr_tweak t)
{
	switch (t) {
	case TWEAK_COMM:
		attr->comm = 1;
		break;
	case TWEAK_MMAP:
		attr->mmap = 1;
		break;
	case TWEAK_MMAP2:
		attr->mmap = 1;
		attr->mmap2 = 1;
		break;
	case TWEAK_TASK:
		attr->task = 1;
		break;
	case TWEAK_CONTEXT_SWITCH:
		attr->context_switch = 1;
		break;
	case TWEAK_KSYMBOL:
		attr->ksymbol = 1;
		break;
	case TWEAK_BPF_EVENT:
		attr->bpf_event = 1;
		break;
	case TWEAK_INHERIT_STAT:
		attr->inherit_stat = 1;
		break;
	case TWEAK_ENABLE_ON_EXEC:
		attr->disabled = 1;
		attr->enable_on_exec = 1;
		break;
	case TWEAK_AUX_OUTPUT:
		attr->aux_output = 1;
		break;
	case TWEAK_SAMPLE_PERIOD:
		attr->sample_period = 100000;
		attr->sample_type = PERF_SAMPLE_READ;
		break;
	case TWEAK_SAMPLE_FREQ:
		attr->freq = 1;
		attr->sample_freq = 1000;
		attr->sample_type = PERF_SAMPLE_READ;
		break;
	default:
		igt_assert(0);
	}
}

static void gc_expect_tweak_errno(const struct gc_pmu *pmu, enum gc_attr_tweak t, int err)
{
	struct perf_event_attr attr;
	struct gc_sel sel;
	uint64_t config[3];
	int fd;

	gc_require_event(pmu, "sq_waves", &sel);
	gc_encode(pmu, &sel, config);
	gc_attr(pmu, config, &attr);
	gc_tweak(&attr, t);
	fd = __gc_open_attr(&attr, -1, pmu->cpu, -1);
	if (fd >= 0)
		close(fd);
	igt_assert_f(fd == -err, "attr.%s: expected %s, got %s\n", gc_tweak_names[t],
		     strerror(err), fd >= 0 ? "success" : strerror(-fd));
}

static void test_sideband_refused(const struct gc_pmu *pmu)
{
	for (int t = TWEAK_COMM; t <= TWEAK_AUX_OUTPUT; t++)
		gc_expect_tweak_errno(pmu, t, EINVAL);
}

static void test_sampling_refused(const struct gc_pmu *pmu)
{
	gc_expect_tweak_errno(pmu, TWEAK_SAMPLE_PERIOD, EOPNOTSUPP);
	gc_expect_tweak_errno(pmu, TWEAK_SAMPLE_FREQ, EOPNOTSUPP);
}

static void test_per_task_refused(const struct gc_pmu *pmu)
{
	struct perf_event_attr attr;
	struct gc_sel sel;
	uint64_t config[3];
	int fd;

	gc_require_event(pmu, "sq_waves", &sel);
	gc_encode(pmu, &sel, config);

	gc_attr(pmu, config, &attr);
	fd = __gc_open_attr(&attr, 0, -1, -1);
	if (fd >= 0)
		close(fd);
	igt_assert_f(fd == -EINVAL, "pid=0 cpu=-1: expected EINVAL, got %s\n",
		     fd >= 0 ? "success" : strerror(-fd));

	gc_attr(pmu, config, &attr);
	fd = __gc_open_attr(&attr, 0, pmu->cpu, -1);
	if (fd >= 0)
		close(fd);
	igt_assert_f(fd == -EINVAL, "pid=0 cpu=%d: expected EINVAL, got %s\n", pmu->cpu,
		     fd >= 0 ? "success" : strerror(-fd));
}

/* idle-vs-busy */

static void test_idle_vs_busy(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	struct gc_count c0[2], c1[2], c2[2];
	uint64_t idle_waves, busy_waves, idle_active, busy_active;
	struct gc_sel waves, active;
	double t0, busy_s;
	int fds[2];

	gc_require_event(pmu, "sq_waves", &waves);
	gc_require_event(pmu, "grbm_gui_active", &active);
	gc_require_dispatch(gpu);
	gc_dispatch(gpu, 1);	/* warm up: shader upload, page tables */

	fds[0] = gc_open(pmu, &waves);
	fds[1] = gc_open(pmu, &active);

	/*
	 * Busy window first, so the idle window can be made as long. Only
	 * sq_waves is expected to come to rest; grbm_gui_active may tick with
	 * the driver's own sampling, so it is read right after it.
	 */
	gc_read_settled(&fds[0], 1, &c0[0]);
	gc_read(fds[1], &c0[1]);
	t0 = gc_now();
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	gc_read_settled(&fds[0], 1, &c1[0]);
	gc_read(fds[1], &c1[1]);
	busy_s = gc_now() - t0;
	usleep((useconds_t)(busy_s * 1e6));
	gc_read_settled(&fds[0], 1, &c2[0]);
	gc_read(fds[1], &c2[1]);

	busy_waves = c1[0].value - c0[0].value;
	busy_active = c1[1].value - c0[1].value;
	idle_waves = c2[0].value - c1[0].value;
	idle_active = c2[1].value - c1[1].value;
	igt_info("%d dispatches in %.3fs: sq_waves %" PRIu64 " (idle %" PRIu64
		 "), grbm_gui_active %" PRIu64 " (idle %" PRIu64 ")\n",
		 GC_BUSY_DISPATCHES, busy_s, busy_waves, idle_waves, busy_active, idle_active);

	igt_assert_lt_u64(c0[0].enabled, c1[0].enabled);
	igt_assert_lte_u64((uint64_t)GC_BUSY_DISPATCHES * GC_WAVES_PER_DISPATCH, busy_waves);
	igt_assert_lt_u64(idle_waves, busy_waves);
	igt_assert_lt_u64(0, busy_active);
	igt_assert_lt_u64(idle_active, busy_active);

	close(fds[0]);
	close(fds[1]);
}

/* per-se-sum */

static void gc_check_partition(const struct gc_pmu *pmu, struct gc_gpu *gpu,
			       const struct gc_sel *base, bool by_xcc)
{
	int parts = by_xcc ? pmu->num_xcc : pmu->num_se;
	int *fds = calloc(parts + 1, sizeof(*fds));
	struct gc_count *c0 = calloc(parts + 1, sizeof(*c0));
	struct gc_count *c1 = calloc(parts + 1, sizeof(*c1));
	uint64_t all, sum = 0;

	igt_assert(fds && c0 && c1);
	fds[0] = gc_open(pmu, base);
	for (int i = 0; i < parts; i++) {
		struct gc_sel sel = *base;

		if (by_xcc)
			sel.xcc_mask = 1ull << i;
		else
			sel.se_mask = 1ull << i;
		fds[i + 1] = gc_open(pmu, &sel);
	}

	gc_read_settled(fds, parts + 1, c0);
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	gc_read_settled(fds, parts + 1, c1);

	all = c1[0].value - c0[0].value;
	for (int i = 0; i < parts; i++) {
		uint64_t d = c1[i + 1].value - c0[i + 1].value;

		igt_info("%s%d: %" PRIu64 "\n", by_xcc ? "xcc" : "se", i, d);
		sum += d;
	}
	igt_info("sum %" PRIu64 ", all %" PRIu64 "\n", sum, all);
	igt_assert_lte_u64((uint64_t)GC_BUSY_DISPATCHES * GC_WAVES_PER_DISPATCH, all);
	/* sq_waves on a fixed, settled dispatch is deterministic: exact */
	igt_assert_eq_u64(sum, all);

	for (int i = 0; i <= parts; i++)
		close(fds[i]);
	free(fds);
	free(c0);
	free(c1);
}

static void test_per_se_sum(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	const struct gc_block *blk;
	struct gc_sel waves;

	gc_require_event(pmu, "sq_waves", &waves);
	blk = gc_block_by_id(pmu, waves.block);
	igt_assert(blk);
	igt_require_f(gc_scope_has_se(blk->scope), "sq_waves block %s is %s-scoped\n",
		      blk->name, gc_scope_names[blk->scope]);
	gc_require_dispatch(gpu);
	gc_dispatch(gpu, 1);

	gc_check_partition(pmu, gpu, &waves, false);
	if (pmu->num_xcc > 1)
		gc_check_partition(pmu, gpu, &waves, true);
}

/* two-clients */

static void test_two_clients(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	struct gc_count a0[2], a1[2];
	uint64_t d0, d1, late0, before, after;
	struct gc_sel waves;
	int fds[2], late;

	gc_require_event(pmu, "sq_waves", &waves);
	gc_require_dispatch(gpu);
	gc_dispatch(gpu, 1);

	fds[0] = gc_open(pmu, &waves);
	fds[1] = gc_open(pmu, &waves);
	gc_read_settled(fds, 2, a0);
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	gc_read_settled(fds, 2, a1);
	d0 = a1[0].value - a0[0].value;
	d1 = a1[1].value - a0[1].value;
	igt_info("client deltas: %" PRIu64 " and %" PRIu64 "\n", d0, d1);
	igt_assert_lte_u64((uint64_t)GC_BUSY_DISPATCHES * GC_WAVES_PER_DISPATCH, d0);
	igt_assert_eq_u64(d0, d1);

	/* a client opened late does not see work from before its open */
	late = gc_open(pmu, &waves);
	late0 = gc_read_value_settled(late);
	igt_assert_lt_u64(late0, (uint64_t)GC_WAVES_PER_DISPATCH);

	/* closing one client does not disturb the other */
	before = gc_read_value_settled(fds[1]);
	close(fds[0]);
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	after = gc_read_value_settled(fds[1]);
	igt_assert_lte_u64(before + (uint64_t)GC_BUSY_DISPATCHES * GC_WAVES_PER_DISPATCH, after);
	igt_assert_eq_u64(after - before, gc_read_value_settled(late) - late0);

	close(fds[1]);
	close(late);
}

/* multiplex */

static void test_multiplex(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	const struct gc_block *blk;
	struct perf_event_attr attr;
	struct gc_count *c;
	struct gc_event *ev;
	struct gc_sel waves;
	uint64_t *ids, config[3], ref_scaled;
	int n, bad, nr = 0, *fds, multiplexed = 0;
	double t0;

	gc_require_event(pmu, "sq_waves", &waves);
	blk = gc_block_by_id(pmu, waves.block);
	igt_assert(blk);
	igt_require_f(blk->max_event >= blk->counters,
		      "%s has too few events to exceed %u counters\n", blk->name, blk->counters);
	gc_require_dispatch(gpu);

	/* counters + 1 distinct events of the sq_waves block: named ones first */
	ids = calloc(blk->counters + 1, sizeof(*ids));
	fds = calloc(blk->counters + 1, sizeof(*fds));
	c = calloc(blk->counters + 1, sizeof(*c));
	igt_assert(ids && fds && c);
	ids[nr++] = waves.event;
	n = gc_load_events(pmu, &ev, &bad);
	for (int i = 0; i < n && nr <= (int)blk->counters; i++) {
		bool dup = ev[i].block != waves.block;

		for (int j = 0; j < nr && !dup; j++)
			dup = ids[j] == ev[i].event;
		if (!dup)
			ids[nr++] = ev[i].event;
	}
	free(ev);
	for (uint64_t e = 0; e <= blk->max_event && nr <= (int)blk->counters; e++) {
		bool dup = false;

		for (int j = 0; j < nr && !dup; j++)
			dup = ids[j] == e;
		if (!dup)
			ids[nr++] = e;
	}
	igt_assert_eq(nr, blk->counters + 1);

	/* sq_waves pinned as the reference, the rest compete for counters */
	for (int i = 0; i < nr; i++) {
		struct gc_sel sel = waves;

		sel.event = ids[i];
		gc_encode(pmu, &sel, config);
		gc_attr(pmu, config, &attr);
		attr.pinned = i == 0;
		fds[i] = gc_open_attr(&attr, pmu->cpu, -1);
	}

	t0 = gc_now();
	while (gc_now() - t0 < 1.0)
		gc_dispatch(gpu, 8);
	usleep(100 * 1000);
	for (int i = 0; i < nr; i++)
		gc_read(fds[i], &c[i]);

	ref_scaled = c[0].value;
	for (int i = 0; i < nr; i++) {
		double scaled;

		igt_debug("event %#" PRIx64 ": value %" PRIu64 " enabled %" PRIu64
			  " running %" PRIu64 "\n", ids[i], c[i].value, c[i].enabled,
			  c[i].running);
		igt_assert_lte_u64(c[i].running, c[i].enabled);
		igt_assert_f(c[i].running > 0, "event %#" PRIx64 " never scheduled\n", ids[i]);
		if (c[i].running < c[i].enabled)
			multiplexed++;
		scaled = (double)c[i].value * c[i].enabled / c[i].running;
		igt_assert(scaled >= c[i].value);
		igt_assert(scaled < 1e18);	/* no wrap or bogus scaling */
	}
	igt_info("%d of %d events on %u counters multiplexed; pinned sq_waves %" PRIu64 "\n",
		 multiplexed, nr, blk->counters, ref_scaled);
	/* the pinned reference always runs */
	assert_within_epsilon(c[0].running, c[0].enabled, 0.01);
	igt_assert_lt_u64((uint64_t)GC_WAVES_PER_DISPATCH, ref_scaled);
	igt_assert_lt(0, multiplexed);

	for (int i = 0; i < nr; i++)
		close(fds[i]);
	free(ids);
	free(fds);
	free(c);
}

/* nonroot-refused */

static bool gc_sysctl_int(const char *path, int *val)
{
	char buf[32];

	if (!gc_read_file(path, buf, sizeof(buf)))
		return false;
	*val = atoi(buf);
	return true;
}

static void test_nonroot_refused(const struct gc_pmu *pmu)
{
	struct passwd *pw;
	struct gc_sel sel;
	uint64_t config[3];
	uid_t uid = 65534;
	gid_t gid = 65534;
	int paranoid = 2, knob;

	igt_require(getuid() == 0);
	if (gc_sysctl_int("/proc/sys/kernel/perf_event_paranoid", &paranoid))
		igt_require_f(paranoid > 0,
			      "kernel.perf_event_paranoid=%d lets anyone open CPU-wide events\n",
			      paranoid);
	if (gc_sysctl_int("/proc/sys/dev/amdgpu/perf_paranoid", &knob))
		igt_require_f(knob != 0, "dev.amdgpu.perf_paranoid=0: admin relaxed the PMU\n");

	pw = getpwnam("nobody");
	if (pw) {
		uid = pw->pw_uid;
		gid = pw->pw_gid;
	}
	igt_require(uid != 0);

	gc_require_event(pmu, "sq_waves", &sel);
	gc_encode(pmu, &sel, config);

	igt_fork(child, 1) {
		struct __user_cap_header_struct hdr = {
			.version = _LINUX_CAPABILITY_VERSION_3,
		};
		struct __user_cap_data_struct caps[_LINUX_CAPABILITY_U32S_3];
		struct perf_event_attr attr;
		int fd;

		igt_assert_eq(setgroups(0, NULL), 0);
		igt_assert_eq(setgid(gid), 0);
		igt_assert_eq(setuid(uid), 0);
		igt_assert_eq(geteuid(), uid);

		/* setuid() away from root cleared every capability */
		igt_assert_eq(syscall(SYS_capget, &hdr, caps), 0);
		for (int i = 0; i < _LINUX_CAPABILITY_U32S_3; i++) {
			igt_assert_eq_u32(caps[i].effective, 0);
			igt_assert_eq_u32(caps[i].permitted, 0);
		}

		gc_attr(pmu, config, &attr);
		fd = __gc_open_attr(&attr, -1, pmu->cpu, -1);
		igt_assert_f(fd == -EACCES, "unprivileged open: expected EACCES, got %s\n",
			     fd >= 0 ? "success" : strerror(-fd));

		/* also past perf core's kernel-profiling gate, at the PMU's own check */
		gc_attr(pmu, config, &attr);
		attr.exclude_kernel = 1;
		attr.exclude_hv = 1;
		fd = __gc_open_attr(&attr, -1, pmu->cpu, -1);
		igt_assert_f(fd == -EACCES,
			     "unprivileged open (exclude_kernel): expected EACCES, got %s\n",
			     fd >= 0 ? "success" : strerror(-fd));
	}
	igt_waitchildren();
}

/* gpu-reset */

static int gc_open_recover(const struct gc_pmu *pmu, int drm_fd)
{
	const char *debugfs = igt_debugfs_mount();
	char path[PATH_MAX];
	struct pci_addr pci;
	int fd;

	if (!debugfs)
		return -1;
	snprintf(path, sizeof(path), "%s/dri/%d/amdgpu_gpu_recover", debugfs, pmu->minor);
	fd = open(path, O_RDONLY);
	if (fd >= 0 || get_pci_addr_from_fd(drm_fd, &pci))
		return fd;
	snprintf(path, sizeof(path), "%s/dri/%04x:%02x:%02x.%01x/amdgpu_gpu_recover", debugfs,
		 pci.domain, pci.bus, pci.device, pci.function);

	return open(path, O_RDONLY);
}

static void test_gpu_reset(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	struct gc_count before, after, last;
	struct gc_sel waves;
	char tmp[16];
	int fd, recover, fresh;
	ssize_t r;

	gc_require_event(pmu, "sq_waves", &waves);
	gc_require_dispatch(gpu);
	recover = gc_open_recover(pmu, gpu->fd);
	igt_require_f(recover >= 0, "debugfs amdgpu_gpu_recover not available\n");

	fd = gc_open(pmu, &waves);
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	gc_read_settled(&fd, 1, &before);
	igt_assert_lte_u64((uint64_t)GC_BUSY_DISPATCHES * GC_WAVES_PER_DISPATCH, before.value);

	r = read(recover, tmp, sizeof(tmp));
	close(recover);
	igt_require_f(r > 0, "GPU recovery could not be triggered\n");

	/* the context saw the reset; start from a fresh one */
	amdgpu_cs_ctx_free(gpu->ctx);
	gpu->ctx = NULL;
	gc_require_dispatch(gpu);

	gc_read_settled(&fd, 1, &after);
	igt_assert_lte_u64(before.value, after.value);
	igt_assert_lt_u64(before.enabled, after.enabled);

	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	gc_read_settled(&fd, 1, &last);
	igt_info("sq_waves: %" PRIu64 " before reset, %" PRIu64 " after, %" PRIu64
		 " after more work\n", before.value, after.value, last.value);
	igt_assert_lte_u64(after.value + (uint64_t)GC_BUSY_DISPATCHES * GC_WAVES_PER_DISPATCH,
			   last.value);

	/* and new events still open and count */
	fresh = gc_open(pmu, &waves);
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	igt_assert_lte_u64((uint64_t)GC_BUSY_DISPATCHES * GC_WAVES_PER_DISPATCH,
			   gc_read_value_settled(fresh));
	close(fresh);
	close(fd);
}

igt_main
{
	struct gc_gpu gpu = { .fd = -1 };
	bool arr_cap[AMD_IP_MAX] = {};
	struct gc_pmu pmu;

	igt_fixture {
		uint32_t major, minor;

		gpu.fd = drm_open_driver(DRIVER_AMDGPU);
		igt_require(amdgpu_device_initialize(gpu.fd, &major, &minor, &gpu.dev) == 0);
		gc_probe(gpu.fd, &pmu);
		gc_require_supported_gfx(&gpu);

		igt_assert_eq(amdgpu_query_gpu_info(gpu.dev, &gpu.gpu_info), 0);
		if (setup_amdgpu_ip_blocks(major, minor, &gpu.gpu_info, gpu.dev) == 0) {
			asic_rings_readness(gpu.dev, 1, arr_cap);
			gpu.can_dispatch = arr_cap[AMD_IP_COMPUTE];
		}
	}

	igt_describe("The PMU's format/, events/ and caps/ are self-consistent, every named "
		     "event encodes through format/ and opens, and the topology in caps/ "
		     "matches what the DRM device reports.");
	igt_subtest("sysfs-abi")
		test_sysfs_abi(&pmu, &gpu);

	igt_describe("Unknown blocks, events above max_event, reserved config bits, masks "
		     "outside the topology or for a level the block lacks, and groups that "
		     "can never fit are refused with EINVAL.");
	igt_subtest("invalid-config")
		test_invalid_config(&pmu);

	igt_describe("CPU side-band records, inherit_stat, enable_on_exec and aux attributes make "
		     "no sense for a device counter and are refused with EINVAL.");
	igt_subtest("sideband-refused")
		test_sideband_refused(&pmu);

	igt_describe("The PMU only counts: sample_period and freq are refused with EOPNOTSUPP.");
	igt_subtest("sampling-refused")
		test_sampling_refused(&pmu);

	igt_describe("The PMU counts the whole device: per-task events are refused with EINVAL.");
	igt_subtest("per-task-refused")
		test_per_task_refused(&pmu);

	igt_describe("Compute dispatches make sq_waves and grbm_gui_active grow beyond an "
		     "idle window of the same length.");
	igt_subtest("idle-vs-busy")
		test_idle_vs_busy(&pmu, &gpu);

	igt_describe("Counting sq_waves once per shader engine (and per XCC) through the "
		     "masks adds up exactly to the all-SE count of the same dispatches.");
	igt_subtest("per-se-sum")
		test_per_se_sum(&pmu, &gpu);

	igt_describe("Two clients of one event see the same counts, a late client does not "
		     "see earlier work, and closing one does not disturb the other.");
	igt_subtest("two-clients")
		test_two_clients(&pmu, &gpu);

	igt_describe("Opening more distinct events than the block has counters multiplexes "
		     "them: time_running < time_enabled with sane scaled counts, while a "
		     "pinned event keeps counting all the time.");
	igt_subtest("multiplex")
		test_multiplex(&pmu, &gpu);

	igt_describe("Without CAP_PERFMON an unprivileged user gets EACCES, unless the admin "
		     "relaxed perf_event_paranoid or the amdgpu knob.");
	igt_subtest("nonroot-refused")
		test_nonroot_refused(&pmu);

	igt_describe("An open event keeps counting, without errors, across a GPU reset "
		     "triggered through debugfs, and new events open afterwards.");
	igt_subtest("gpu-reset")
		test_gpu_reset(&pmu, &gpu);

	igt_fixture {
		if (gpu.ctx)
			amdgpu_cs_ctx_free(gpu.ctx);
		amdgpu_device_deinitialize(gpu.dev);
		drm_close_driver(gpu.fd);
	}
}

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
 * Description: Check that wave and busy counters follow compute dispatches
 *
 * SUBTEST: work-scaling
 * Description: Check that counts of dispatched work double with the work and stay
 *		within what the dispatched grids can produce
 *
 * SUBTEST: l2-hit-miss
 * Description: Check that L2 hits plus misses match L2 requests over copy dispatches
 *
 * SUBTEST: grbm-clocks
 * Description: Check the GPU clock and busy counters against each other and against
 *		the maximum engine clock
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
 * SUBTEST: gfx12-ta-tcp-gl1c
 * Description: Check that TA or TCP and GL1C count the memory accesses of compute
 *		dispatches on GFX12
 *
 * SUBTEST: gfx-queue-workload
 * Description: Check the wave and busy counters against dispatches on the graphics
 *		queue
 *
 * SUBTEST: end-of-run-exact
 * Description: Check that a read right after the counted work ends, also of a
 *		disabled event, already has every wave of it
 *
 * SUBTEST: nonroot-refused
 * Description: Check that an unprivileged user cannot open the PMU by default
 *
 * SUBTEST: nonroot-allowed-when-relaxed
 * Description: Check that the PMU's perf_event_paranoid opens it, and only it, to
 *		unprivileged users
 *
 * SUBTEST: counts-at-auto
 * Description: Check that the counters count at the automatic power level
 *
 * SUBTEST: gpu-reset
 * Description: Check that counting survives a GPU reset
 *
 * SUBTEST: suspend-resume
 * Description: Check that counting survives a system suspend and resume
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

/*
 * The work: amdgpu_memcpy_dispatch_test() (lib/amdgpu/amd_dispatch.c) copies
 * 16 KiB with one DISPATCH_DIRECT of 16 x 1 x 1 workgroups of 64 x 1 x 1
 * threads (COMPUTE_NUM_THREAD_X/Y/Z) and DISPATCH_INITIATOR = 1. Each thread
 * loads and stores 16 bytes. The copy shader is straight-line code of fewer
 * than 16 instructions, at least one of them VALU; a wave64 VALU
 * instruction may be counted twice on GFX10+ (two passes of 32 lanes).
 */
#define GC_DISPATCH_GROUPS	16
#define GC_DISPATCH_THREADS	64
#define GC_DISPATCH_INITIATOR	0x1
#define GC_CS_W32_EN		(1u << 15)	/* DISPATCH_INITIATOR, GFX10+ */
#define GC_DISPATCH_BYTES	(2 * 16384)	/* read plus written */
#define GC_VALU_PER_WAVE_MIN	1
#define GC_VALU_PER_WAVE_MAX	32
/* The largest L2 request moves one 128-byte line. */
#define GC_L2_MAX_REQ_BYTES	128

#define GC_BUSY_DISPATCHES	64
#define GC_SCALE_DISPATCHES	64
#define GC_L2_DISPATCHES	64

/*
 * Waves (or workgroups) that may come from work that is not ours, per
 * measurement. The PMU's own IBs only read and write registers and launch
 * no waves; 64 is four dispatches' worth, against 1024 of ours.
 */
#define GC_WORK_MARGIN		64
/*
 * Twice the dispatches count 2 +- GC_SCALE_TOL times as much. Counts of work
 * are exact per dispatch, so the ratio is 2 but for the margin above: with
 * 1024 waves and 64 foreign ones it stays within 1.88 .. 2.07.
 */
#define GC_SCALE_TOL		0.15
/*
 * L2 hits plus misses within GC_L2_TOL_PCT percent of L2 requests: every
 * request is looked up once, the slack is for request types the tag lookup
 * does not classify (probes, uncached streaming), which a copy barely issues.
 */
#define GC_L2_TOL_PCT		10
/*
 * grbm_count may run up to GC_CLOCK_MARGIN above the maximum engine clock
 * the kernel reports (boost and overdrive, clock measurement).
 */
#define GC_CLOCK_MARGIN		1.2
#define GC_CLOCK_PERIODS	10

/*
 * Sampling: the driver samples the counters every period_ms, and a read()
 * waits for a pass that starts after it (pmu::sync), so a read right after
 * the work's fence has all of it. Counts have settled when they did not
 * change for GC_SETTLE_PERIODS full periods: the GPU is at rest.
 */
#define GC_SETTLE_PERIODS	2
#define GC_SETTLE_MAX_MS	5000
#define GC_FALLBACK_PERIOD_MS	100	/* above the automatic 10 ms (GFX12) and 20 ms */
#define GC_MAX_PERIOD_MS	1000	/* the driver's cap */
/* Events read together in one PERF_FORMAT_GROUP read(). */
#define GC_MAX_GROUP		4

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
	bool can_dispatch_gfx;	/* a GFX ring: not on MI100 and later */
	bool cleaner_shader;	/* enforce_isolation runs a shader between processes */
	struct amdgpu_gpu_info gpu_info;
};

/* GC IP versions (major, minor, rev) the ABI registers a PMU for. */
static const uint32_t gc_supported[] = {
	0x090001, 0x090400, 0x090401, 0x090402, 0x090403, 0x090404, 0x090500,
	0x0a0300, 0x0a0301, 0x0a0302, 0x0a0303, 0x0a0304, 0x0a0305, 0x0a0306,
	0x0a0307, 0x0b0000, 0x0b0001, 0x0b0002, 0x0b0003, 0x0b0004, 0x0b0500,
	0x0b0501, 0x0b0502, 0x0b0503, 0x0b0504, 0x0b0506, 0x0c0000, 0x0c0001,
};

static unsigned int gc_period_ms = GC_FALLBACK_PERIOD_MS;
static unsigned int gc_fallback_period_ms = GC_FALLBACK_PERIOD_MS;

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

/* caps/<name>_<key>: one number, or for "scope" one scope name */
static bool gc_read_block_cap(const struct gc_pmu *pmu, const char *name, const char *key,
			      uint32_t *out)
{
	char rel[96], buf[64];
	uint64_t v;

	snprintf(rel, sizeof(rel), "caps/%.63s_%.16s", name, key);
	if (!gc_read_pmu_file(pmu, rel, buf, sizeof(buf)))
		return false;
	if (!strcmp(key, "scope")) {
		for (v = 0; v < ARRAY_SIZE(gc_scope_names); v++)
			if (!strcmp(buf, gc_scope_names[v]))
				break;
		if (v == ARRAY_SIZE(gc_scope_names))
			return false;
	} else if (!gc_parse_u64(buf, &v) || v > UINT32_MAX) {
		return false;
	}
	*out = v;

	return true;
}

/* The block whose caps/ files are <name>_id, _counters, _instances, _scope, _max_event */
static bool gc_read_block(const struct gc_pmu *pmu, const char *name, struct gc_block *b)
{
	uint32_t scope;

	memset(b, 0, sizeof(*b));
	if (!gc_set_name(b->name, sizeof(b->name), name) ||
	    !gc_read_block_cap(pmu, name, "scope", &scope))
		return false;
	b->scope = scope;

	return gc_read_block_cap(pmu, name, "id", &b->id) &&
	       gc_read_block_cap(pmu, name, "counters", &b->counters) &&
	       gc_read_block_cap(pmu, name, "instances", &b->instances) &&
	       gc_read_block_cap(pmu, name, "max_event", &b->max_event);
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
	while ((de = readdir(dir))) {	/* one value per file: a block per <block>_id */
		size_t len = strlen(de->d_name);

		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/caps/%s", pmu->dir, de->d_name);
		igt_assert_f(gc_read_file(path, buf, sizeof(buf)) && *buf &&
			     !strpbrk(buf, "\n ,="),
			     "caps/%s holds not one value: '%s'\n", de->d_name, buf);
		if (len <= 3 || strcmp(de->d_name + len - 3, "_id"))
			continue;
		igt_assert_lt(pmu->nr_blocks, GC_MAX_BLOCKS);
		de->d_name[len - 3] = '\0';
		igt_assert_f(gc_read_block(pmu, de->d_name, &pmu->blocks[pmu->nr_blocks]),
			     "caps/%s_*: missing or bad\n", de->d_name);
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
		      "%s not registered (kernel without the GC PMU, unsupported GC IP, VF, or a GC IP not yet verified on hardware: boot with amdgpu.gc_pmu=1)\n",
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

/*
 * Open @n events as one group led by @sel[0], fds[0]. Read through the
 * leader with PERF_FORMAT_GROUP (gc_read_group()): one read() waits for one
 * pass and returns the counts of all of them from that pass.
 */
static void gc_open_group(const struct gc_pmu *pmu, const struct gc_sel *sel, int n, int *fds)
{
	struct perf_event_attr attr;
	uint64_t config[3];

	igt_assert(n >= 1 && n <= GC_MAX_GROUP);
	for (int i = 0; i < n; i++) {
		gc_encode(pmu, &sel[i], config);
		gc_attr(pmu, config, &attr);
		attr.read_format |= PERF_FORMAT_GROUP;
		fds[i] = gc_open_attr(&attr, pmu->cpu, i ? fds[0] : -1);
	}
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

/* One read() of the @n events of the group led by @leader, with the group's times. */
static void gc_read_group(int leader, int n, struct gc_count *c)
{
	uint64_t buf[3 + GC_MAX_GROUP];	/* nr, time_enabled, time_running, values */
	size_t len = (3 + n) * sizeof(buf[0]);

	igt_assert(n >= 1 && n <= GC_MAX_GROUP);
	igt_assert_eq(read(leader, buf, len), len);
	igt_assert_eq_u64(buf[0], n);
	for (int i = 0; i < n; i++) {
		c[i].value = buf[3 + i];
		c[i].enabled = buf[1];
		c[i].running = buf[2];
	}
}

static double gc_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void gc_sleep_periods(unsigned int n)
{
	usleep(n * gc_period_ms * 1000);
}

/* One read of each of @fds; each waits for a pass of its own (pmu::sync). */
static void gc_read_each(const int *fds, int n, struct gc_count *c)
{
	for (int i = 0; i < n; i++)
		gc_read(fds[i], &c[i]);
}

/*
 * Wait until the counts of @fds have not changed for GC_SETTLE_PERIODS full
 * sampling periods: the GPU is at rest. A read right after the work's fence
 * already has all of it (pmu::sync); the wait is for idle windows, which
 * must start at rest, and it catches another client's work. Only events
 * that count work come to rest; clock events (grbm_count) never do and
 * grbm_gui_active and the L2 move with the driver's own sampling IBs, so
 * read those once afterwards (gc_read_settled_first()), or as a group where
 * they must come from one sample (gc_read_group()).
 */
static void gc_read_settled(const int *fds, int n, struct gc_count *c)
{
	unsigned int max_ms = max_t(unsigned int, GC_SETTLE_MAX_MS, 20 * gc_period_ms);
	struct gc_count *prev = calloc(n, sizeof(*prev));
	unsigned int quiet = 0;
	double t0 = gc_now();

	igt_assert(prev);
	gc_read_each(fds, n, prev);
	while (quiet < GC_SETTLE_PERIODS) {
		igt_assert_f((gc_now() - t0) * 1000 < max_ms,
			     "counts still moving after %u ms (sampling period %u ms): "
			     "is another client using the GPU?\n", max_ms, gc_period_ms);
		gc_sleep_periods(1);
		gc_read_each(fds, n, c);
		quiet++;
		for (int i = 0; i < n; i++)
			if (c[i].value != prev[i].value)
				quiet = 0;
		memcpy(prev, c, n * sizeof(*c));
	}
	free(prev);
}

static uint64_t gc_read_value_settled(int fd)
{
	struct gc_count c;

	gc_read_settled(&fd, 1, &c);
	return c.value;
}

/*
 * Settle on the work event fds[0], then read each other event once: that
 * read comes from a pass after the work ended. They are not re-read until
 * two reads agree: every read waits for a new pass (pmu::sync), so an
 * event that never rests (grbm_gui_active) would never agree.
 */
static void gc_read_settled_first(const int *fds, int n, struct gc_count *c)
{
	gc_read_settled(fds, 1, c);
	gc_read_each(fds + 1, n - 1, c + 1);
}

/* An event that was never multiplexed counted the whole time it was enabled. */
static void gc_assert_not_multiplexed(const char *name, const struct gc_count *c)
{
	igt_assert_f(c->running > 0 && c->running <= c->enabled &&
		     c->enabled - c->running <= c->enabled / 100,
		     "%s: running %" PRIu64 " of %" PRIu64 " ns enabled: multiplexed?\n",
		     name, c->running, c->enabled);
}

/* @n copies on the ring of IP @ip; each returns after its fence signalled. */
static void gc_dispatch_ip(struct gc_gpu *gpu, uint32_t ip, int n)
{
	for (int i = 0; i < n; i++) {
		int r = amdgpu_memcpy_dispatch_test(gpu->dev, gpu->ctx, ip, 0, 0, gpu->gfx_major,
						    BACKEND_SE_GC_SHADER_EXEC_SUCCESS, NULL, false);

		igt_assert_eq(r, 0);
	}
}

static void gc_dispatch(struct gc_gpu *gpu, int n)
{
	gc_dispatch_ip(gpu, AMDGPU_HW_IP_COMPUTE, n);
}

static void gc_require_dispatch(struct gc_gpu *gpu)
{
	igt_require_f(gpu->can_dispatch, "no compute ring or no dispatch support for GFX%u\n",
		      gpu->gfx_major);
	if (!gpu->ctx)
		igt_assert_eq(amdgpu_cs_ctx_create(gpu->dev, &gpu->ctx), 0);
}

/*
 * Waves per gc_dispatch(): workgroups x threads per group / wave size. GFX9
 * has only wave64. GFX10 and later run a compute dispatch as wave32 only
 * when its DISPATCH_INITIATOR sets CS_W32_EN, which the helper's does not.
 */
static uint64_t gc_waves_per_dispatch(const struct gc_gpu *gpu)
{
	unsigned int wave_size = 64;

	if (gpu->gfx_major >= 10 && (GC_DISPATCH_INITIATOR & GC_CS_W32_EN))
		wave_size = 32;

	return (uint64_t)GC_DISPATCH_GROUPS * DIV_ROUND_UP(GC_DISPATCH_THREADS, wave_size);
}

enum gc_unit {
	GC_UNIT_WAVES,		/* one per wave launched */
	GC_UNIT_GROUPS,		/* one per workgroup launched */
	GC_UNIT_VALU,		/* vector ALU instructions issued */
};

/*
 * What @dispatches calls of gc_dispatch() can produce, at least and at most.
 * The upper bound adds GC_WORK_MARGIN waves or groups for work that is not
 * ours; the PMU's own IBs only read and write registers and launch none.
 */
static void gc_work_bounds(const struct gc_gpu *gpu, enum gc_unit unit, uint64_t dispatches,
			   uint64_t *lo, uint64_t *hi)
{
	uint64_t waves = dispatches * gc_waves_per_dispatch(gpu);

	switch (unit) {
	case GC_UNIT_WAVES:
		*lo = waves;
		*hi = waves + GC_WORK_MARGIN;
		break;
	case GC_UNIT_GROUPS:
		*lo = dispatches * GC_DISPATCH_GROUPS;
		*hi = *lo + GC_WORK_MARGIN;
		break;
	case GC_UNIT_VALU:
		*lo = waves * GC_VALU_PER_WAVE_MIN;
		*hi = (waves + GC_WORK_MARGIN) * GC_VALU_PER_WAVE_MAX;
		break;
	default:
		igt_assert(0);
	}
}

static void gc_assert_work(const struct gc_gpu *gpu, const char *name, enum gc_unit unit,
			   uint64_t count, uint64_t dispatches)
{
	uint64_t lo, hi;

	gc_work_bounds(gpu, unit, dispatches, &lo, &hi);
	igt_assert_f(count >= lo, "%s: %" PRIu64 " after %" PRIu64
		     " dispatches, expected at least %" PRIu64 "\n", name, count, dispatches, lo);
	if (gpu->cleaner_shader) {
		igt_debug("%s: upper bound %" PRIu64 " not checked, the cleaner shader runs\n",
			  name, hi);
		return;
	}
	igt_assert_f(count <= hi, "%s: %" PRIu64 " after %" PRIu64
		     " dispatches, more than the %" PRIu64 " they can produce\n",
		     name, count, dispatches, hi);
}

static void gc_assert_waves(const struct gc_gpu *gpu, const char *name, uint64_t waves,
			    uint64_t dispatches)
{
	gc_assert_work(gpu, name, GC_UNIT_WAVES, waves, dispatches);
}

/* Twice the work counts twice as much: @twice / @once within 2 +- GC_SCALE_TOL. */
static void gc_assert_doubles(const char *name, uint64_t once, uint64_t twice)
{
	double ratio;

	igt_assert_f(once > 0, "%s counted nothing\n", name);
	ratio = (double)twice / once;
	igt_info("%s: %" PRIu64 " then %" PRIu64 " for twice the work, ratio %.3f\n",
		 name, once, twice, ratio);
	igt_assert_f(ratio >= 2.0 - GC_SCALE_TOL && ratio <= 2.0 + GC_SCALE_TOL,
		     "%s: twice the work counted %.3f times as much, expected 2 +- %.2f\n",
		     name, ratio, GC_SCALE_TOL);
}

/* Does @sel still get its own hardware counter next to the @n events in @open? */
static bool gc_counter_free(const struct gc_pmu *pmu, const struct gc_sel *sel,
			    const struct gc_sel *open, int n)
{
	const struct gc_block *blk = gc_block_by_id(pmu, sel->block);
	uint32_t used = 0;

	for (int i = 0; i < n; i++)
		if (open[i].block == sel->block)
			used++;

	return blk && used < blk->counters;
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
		/* GFX10 without a version may be GFX10.1, which has no PMU */
		igt_require_f(gpu->gfx_major == 9 || gpu->gfx_major == 11 ||
			      gpu->gfx_major == 12,
			      "GFX%u is not supported by the GC PMU ABI\n", gpu->gfx_major);
	}
	igt_info("GC IP %u.%u.%u (GFX%u)\n", gpu->gc_version >> 16,
		 (gpu->gc_version >> 8) & 0xff, gpu->gc_version & 0xff, gpu->gfx_major);
}

/* debugfs dri/<minor>/<name>, or dri/<pci address>/<name> */
static int gc_open_debugfs(const struct gc_pmu *pmu, int drm_fd, const char *name)
{
	const char *debugfs = igt_debugfs_mount();
	char path[PATH_MAX];
	struct pci_addr pci;
	int fd;

	if (!debugfs)
		return -1;
	snprintf(path, sizeof(path), "%s/dri/%d/%s", debugfs, pmu->minor, name);
	fd = open(path, O_RDONLY);
	if (fd >= 0 || get_pci_addr_from_fd(drm_fd, &pci))
		return fd;
	snprintf(path, sizeof(path), "%s/dri/%04x:%02x:%02x.%01x/%s", debugfs,
		 pci.domain, pci.bus, pci.device, pci.function, name);

	return open(path, O_RDONLY);
}

/*
 * The sampling period: the "period_ms: N" line of debugfs amdgpu_gc_pmu.
 * Without debugfs assume --period-ms, by default 100 ms: longer than the
 * automatic periods (10 ms on GFX12, 20 ms otherwise), so settling waits
 * long enough, only longer than needed.
 */
static void gc_find_period(const struct gc_pmu *pmu, int drm_fd)
{
	char buf[1024], *line;
	unsigned int v;
	ssize_t r = -1;
	int fd;

	fd = gc_open_debugfs(pmu, drm_fd, "amdgpu_gc_pmu");
	if (fd >= 0) {
		r = read(fd, buf, sizeof(buf) - 1);
		close(fd);
	}
	if (r > 0) {
		buf[r] = '\0';
		line = strstr(buf, "period_ms:");
		if (line && sscanf(line, "period_ms: %u", &v) == 1 && v >= 1 &&
		    v <= GC_MAX_PERIOD_MS) {
			gc_period_ms = v;
			igt_info("sampling period %u ms (debugfs)\n", gc_period_ms);
			return;
		}
	}
	gc_period_ms = gc_fallback_period_ms;
	igt_info("debugfs amdgpu_gc_pmu not readable, assuming a sampling period of %u ms\n",
		 gc_period_ms);
}

/*
 * With enforce_isolation = 1 the kernel runs a cleaner shader between the
 * jobs of different processes: waves that are not ours, in unknown number.
 */
static bool gc_cleaner_shader_enabled(const struct gc_pmu *pmu)
{
	char path[GC_PATH_LEN], buf[256], *tok, *save;

	snprintf(path, sizeof(path), "/sys/class/drm/card%d/device/enforce_isolation",
		 pmu->minor);
	if (!gc_read_file(path, buf, sizeof(buf)))
		return false;
	for (tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save))
		if (atoi(tok) == 1)
			return true;

	return false;
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
	 * sq_waves comes to rest; grbm_gui_active also ticks with the
	 * driver's own sampling IBs, so it is read once right after it.
	 */
	gc_read_settled_first(fds, 2, c0);
	t0 = gc_now();
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	gc_read_settled_first(fds, 2, c1);
	busy_s = gc_now() - t0;
	usleep((useconds_t)(busy_s * 1e6));
	gc_read_settled_first(fds, 2, c2);

	busy_waves = c1[0].value - c0[0].value;
	busy_active = c1[1].value - c0[1].value;
	idle_waves = c2[0].value - c1[0].value;
	idle_active = c2[1].value - c1[1].value;
	igt_info("%d dispatches in %.3fs: sq_waves %" PRIu64 " (idle %" PRIu64
		 "), grbm_gui_active %" PRIu64 " (idle %" PRIu64 ")\n",
		 GC_BUSY_DISPATCHES, busy_s, busy_waves, idle_waves, busy_active, idle_active);

	igt_assert_lt_u64(c0[0].enabled, c1[0].enabled);
	gc_assert_waves(gpu, "sq_waves", busy_waves, GC_BUSY_DISPATCHES);
	igt_assert_lte_u64(idle_waves, GC_WORK_MARGIN);
	igt_assert_lt_u64(idle_waves, busy_waves);
	igt_assert_lt_u64(0, busy_active);
	igt_assert_lt_u64(idle_active, busy_active);
	gc_assert_not_multiplexed("sq_waves", &c2[0]);
	gc_assert_not_multiplexed("grbm_gui_active", &c2[1]);

	close(fds[0]);
	close(fds[1]);
}

/* work-scaling */

static const struct {
	const char *name;
	enum gc_unit unit;
} gc_work_events[] = {
	{ "sq_waves", GC_UNIT_WAVES },
	{ "sq_insts_valu", GC_UNIT_VALU },
	{ "spi_csn_wave", GC_UNIT_WAVES },
	{ "spi_csn_num_threadgroups", GC_UNIT_GROUPS },
};

#define GC_NR_WORK_EVENTS ARRAY_SIZE(gc_work_events)

static void test_work_scaling(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	struct gc_count c0[GC_NR_WORK_EVENTS], c1[GC_NR_WORK_EVENTS], c2[GC_NR_WORK_EVENTS];
	struct gc_sel sel[GC_NR_WORK_EVENTS];
	int idx[GC_NR_WORK_EVENTS], fds[GC_NR_WORK_EVENTS], n = 0;

	gc_require_event(pmu, "sq_waves", &sel[0]);
	for (unsigned int i = 0; i < GC_NR_WORK_EVENTS; i++) {
		struct gc_sel s;

		if (!gc_lookup_event(pmu, gc_work_events[i].name, &s)) {
			igt_info("%s not published here, not checked\n", gc_work_events[i].name);
			continue;
		}
		if (!gc_counter_free(pmu, &s, sel, n)) {
			igt_info("%s: no free counter in its block, not checked\n",
				 gc_work_events[i].name);
			continue;
		}
		sel[n] = s;
		idx[n++] = i;
	}
	igt_assert_lte(1, n);
	igt_assert(!strcmp(gc_work_events[idx[0]].name, "sq_waves"));
	gc_require_dispatch(gpu);
	gc_dispatch(gpu, 1);

	for (int i = 0; i < n; i++)
		fds[i] = gc_open(pmu, &sel[i]);
	gc_read_settled(fds, n, c0);
	gc_dispatch(gpu, GC_SCALE_DISPATCHES);
	gc_read_settled(fds, n, c1);
	gc_dispatch(gpu, 2 * GC_SCALE_DISPATCHES);
	gc_read_settled(fds, n, c2);

	for (int i = 0; i < n; i++) {
		const char *name = gc_work_events[idx[i]].name;
		enum gc_unit unit = gc_work_events[idx[i]].unit;
		uint64_t once = c1[i].value - c0[i].value;
		uint64_t twice = c2[i].value - c1[i].value;

		gc_assert_not_multiplexed(name, &c2[i]);
		gc_assert_work(gpu, name, unit, once, GC_SCALE_DISPATCHES);
		gc_assert_work(gpu, name, unit, twice, 2 * GC_SCALE_DISPATCHES);
		gc_assert_doubles(name, once, twice);
		close(fds[i]);
	}
}

/* l2-hit-miss */

static const char * const gc_l2_blocks[] = { "tcc", "gl2c" };
static const char * const gc_l2_suffixes[] = { "hit", "miss", "req" };

static void test_l2_hit_miss(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	struct gc_count w0, w1, c0[3], c1[3];
	struct gc_sel waves, sel[3];
	char names[3][64];
	uint64_t hit, miss, req, sum, diff, min_req;
	const char *l2 = NULL;
	int wfd, fds[3];

	for (unsigned int b = 0; b < ARRAY_SIZE(gc_l2_blocks) && !l2; b++) {
		bool all = true;

		for (int i = 0; i < 3; i++) {
			snprintf(names[i], sizeof(names[i]), "%s_%s", gc_l2_blocks[b],
				 gc_l2_suffixes[i]);
			all &= gc_lookup_event(pmu, names[i], &sel[i]);
		}
		if (all)
			l2 = gc_l2_blocks[b];
	}
	igt_require_f(l2, "%s publishes no L2 hit, miss and request events "
		      "(<tcc|gl2c>_hit, _miss and _req)\n", pmu->name);
	for (int i = 0; i < 3; i++)
		igt_require_f(gc_counter_free(pmu, &sel[i], sel, i),
			      "%s: not enough counters for %s, %s and %s at once\n",
			      l2, names[0], names[1], names[2]);
	gc_require_event(pmu, "sq_waves", &waves);
	gc_require_dispatch(gpu);
	gc_dispatch(gpu, 1);

	wfd = gc_open(pmu, &waves);
	gc_open_group(pmu, sel, 3, fds);

	/*
	 * A read right after the fences has all of the work (pmu::sync). The
	 * L2 also serves the PMU's own IBs and never rests: hit, miss and
	 * requests are one group, so each read takes all three from one pass.
	 */
	gc_read(wfd, &w0);
	gc_read_group(fds[0], 3, c0);
	gc_dispatch(gpu, GC_L2_DISPATCHES);
	gc_read(wfd, &w1);
	gc_read_group(fds[0], 3, c1);

	hit = c1[0].value - c0[0].value;
	miss = c1[1].value - c0[1].value;
	req = c1[2].value - c0[2].value;
	sum = hit + miss;
	diff = sum > req ? sum - req : req - sum;
	min_req = (uint64_t)GC_L2_DISPATCHES * GC_DISPATCH_BYTES / GC_L2_MAX_REQ_BYTES;
	igt_info("%d copies of %d bytes: %s %" PRIu64 ", %s %" PRIu64 ", %s %" PRIu64
		 " (hit + miss %" PRIu64 ")\n", GC_L2_DISPATCHES, GC_DISPATCH_BYTES,
		 names[0], hit, names[1], miss, names[2], req, sum);

	gc_assert_waves(gpu, "sq_waves", w1.value - w0.value, GC_L2_DISPATCHES);
	for (int i = 0; i < 3; i++)
		gc_assert_not_multiplexed(names[i], &c1[i]);
	igt_assert_f(req >= min_req, "%s: %" PRIu64 " requests for %d copies of %d bytes, "
		     "expected at least %" PRIu64 "\n", names[2], req, GC_L2_DISPATCHES,
		     GC_DISPATCH_BYTES, min_req);
	igt_assert_f(diff * 100 <= req * GC_L2_TOL_PCT,
		     "%s + %s = %" PRIu64 " is not within %d%% of %s = %" PRIu64 "\n",
		     names[0], names[1], sum, GC_L2_TOL_PCT, names[2], req);

	for (int i = 0; i < 3; i++)
		close(fds[i]);
	close(wfd);
}

/* grbm-clocks */

static void test_grbm_clocks(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	struct gc_count first[2], prev[2], cur[2];
	struct gc_sel sel[2];
	uint64_t d_count, d_active, max_hz;
	double t0, elapsed;
	int fds[2], batches = 0;

	gc_require_event(pmu, "grbm_count", &sel[0]);
	gc_require_event(pmu, "grbm_gui_active", &sel[1]);
	gc_require_dispatch(gpu);
	gc_dispatch(gpu, 1);

	/* one group: each read takes both counts from the same pass */
	gc_open_group(pmu, sel, 2, fds);
	t0 = gc_now();
	gc_read_group(fds[0], 2, first);
	memcpy(prev, first, sizeof(prev));

	/* load for at least GC_CLOCK_PERIODS sampling periods, reading as it goes */
	while ((gc_now() - t0) * 1000 < GC_CLOCK_PERIODS * gc_period_ms || batches < 4) {
		gc_dispatch(gpu, 8);
		gc_read_group(fds[0], 2, cur);
		igt_assert_lte_u64(prev[0].value, cur[0].value);
		igt_assert_lte_u64(prev[1].value, cur[1].value);
		/* both come from the same sample: busy cycles are a subset of all cycles */
		igt_assert_lte_u64(cur[1].value - prev[1].value, cur[0].value - prev[0].value);
		memcpy(prev, cur, sizeof(prev));
		batches++;
	}
	/*
	 * Each read's sample comes from a pass that starts after the read and
	 * ends before it returns (pmu::sync): both lie within t0 .. now.
	 */
	elapsed = gc_now() - t0;

	d_count = cur[0].value - first[0].value;
	d_active = cur[1].value - first[1].value;
	max_hz = gpu->gpu_info.max_engine_clk * 1000;	/* kHz */
	igt_info("%d batches in at most %.3fs: grbm_count %" PRIu64 ", grbm_gui_active %"
		 PRIu64 ", max engine clock %" PRIu64 " kHz x %u XCC\n", batches, elapsed,
		 d_count, d_active, gpu->gpu_info.max_engine_clk, pmu->num_xcc);

	igt_assert_lt_u64(0, d_active);
	igt_assert_lte_u64(d_active, d_count);
	if (max_hz) {
		double bound = elapsed * max_hz * pmu->num_xcc * GC_CLOCK_MARGIN;

		igt_assert_f(d_count <= bound, "grbm_count: %" PRIu64 " cycles in %.3fs, more "
			     "than %.0f at the maximum engine clock\n", d_count, elapsed, bound);
	} else {
		igt_info("no maximum engine clock reported, upper bound not checked\n");
	}
	gc_assert_not_multiplexed("grbm_count", &cur[0]);
	gc_assert_not_multiplexed("grbm_gui_active", &cur[1]);

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
	gc_assert_waves(gpu, "sq_waves", all, GC_BUSY_DISPATCHES);
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
	gc_assert_waves(gpu, "sq_waves", d0, GC_BUSY_DISPATCHES);
	igt_assert_eq_u64(d0, d1);

	/* a client opened late does not see work from before its open */
	late = gc_open(pmu, &waves);
	late0 = gc_read_value_settled(late);
	igt_assert_lt_u64(late0, gc_waves_per_dispatch(gpu));

	/* closing one client does not disturb the other */
	before = gc_read_value_settled(fds[1]);
	close(fds[0]);
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	after = gc_read_value_settled(fds[1]);
	gc_assert_waves(gpu, "sq_waves", after - before, GC_BUSY_DISPATCHES);
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
	uint64_t *ids, config[3];
	int n, bad, nr = 0, *fds, multiplexed = 0, dispatches = 0;
	double t0;

	gc_require_event(pmu, "sq_waves", &waves);
	blk = gc_block_by_id(pmu, waves.block);
	igt_assert(blk);
	igt_require_f(blk->max_event >= blk->counters,
		      "%s has too few events to exceed %u counters\n", blk->name, blk->counters);
	gc_require_dispatch(gpu);
	gc_dispatch(gpu, 1);

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

	/* long enough for many rotations and for every sampling period */
	t0 = gc_now();
	while (gc_now() - t0 < max_t(double, 1.0, GC_CLOCK_PERIODS * gc_period_ms / 1000.0)) {
		gc_dispatch(gpu, 8);
		dispatches += 8;
	}
	gc_read_settled(&fds[0], 1, &c[0]);
	for (int i = 1; i < nr; i++)
		gc_read(fds[i], &c[i]);

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
	igt_info("%d of %d events on %u counters multiplexed; pinned sq_waves %" PRIu64
		 " for %d dispatches\n", multiplexed, nr, blk->counters, c[0].value, dispatches);
	/* the pinned reference always runs and loses nothing to the rotation */
	gc_assert_not_multiplexed("pinned sq_waves", &c[0]);
	gc_assert_waves(gpu, "pinned sq_waves", c[0].value, dispatches);
	igt_assert_lt(0, multiplexed);

	for (int i = 0; i < nr; i++)
		close(fds[i]);
	free(ids);
	free(fds);
	free(c);
}

/* gfx12-ta-tcp-gl1c, gfx-queue-workload, counts-at-auto: the shader-windowed blocks */

#define GC_MAX_SET	32

/* What an event of a gc_set stands for. */
enum gc_set_tag {
	GC_TAG_TA_TCP,		/* a TA or TCP event */
	GC_TAG_GL1C,		/* a GL1C event (GFX12) */
};

/* Events counted next to the work events, each on its own hardware counter. */
struct gc_set {
	int n;
	struct gc_sel sel[GC_MAX_SET];
	char name[GC_MAX_SET][64];
	enum gc_set_tag tag[GC_MAX_SET];
};

static const struct gc_block *gc_block_by_name(const struct gc_pmu *pmu, const char *name)
{
	for (int i = 0; i < pmu->nr_blocks; i++)
		if (!strcmp(pmu->blocks[i].name, name))
			return &pmu->blocks[i];

	return NULL;
}

static bool gc_is_busy_event(const char *name)
{
	size_t len = strlen(name);

	return len > 5 && !strcmp(name + len - 5, "_busy");
}

/* Busy events first (any access makes the block busy), then by name. */
static int gc_event_cmp(const void *a, const void *b)
{
	const struct gc_event *x = a, *y = b;
	bool bx = gc_is_busy_event(x->name), by = gc_is_busy_event(y->name);

	if (bx != by)
		return bx ? -1 : 1;

	return strcmp(x->name, y->name);
}

/*
 * Add to @set the events that events/ publishes for the caps/ block @block,
 * as many as the block has counters for, so that none is multiplexed.
 * Returns how many were added; 0 when the PMU has no such block.
 */
static int gc_set_add_block(const struct gc_pmu *pmu, struct gc_set *set, const char *block,
			    enum gc_set_tag tag)
{
	const struct gc_block *blk = gc_block_by_name(pmu, block);
	struct gc_event *ev;
	int n, bad, added = 0;

	if (!blk)
		return 0;
	n = gc_load_events(pmu, &ev, &bad);
	qsort(ev, n, sizeof(*ev), gc_event_cmp);
	for (int i = 0; i < n && set->n < GC_MAX_SET; i++) {
		struct gc_sel s = { .block = ev[i].block, .event = ev[i].event };

		if (ev[i].block != blk->id || !gc_counter_free(pmu, &s, set->sel, set->n))
			continue;
		set->sel[set->n] = s;
		igt_assert(gc_set_name(set->name[set->n], sizeof(set->name[0]), ev[i].name));
		set->tag[set->n++] = tag;
		added++;
	}
	free(ev);

	return added;
}

/* The TA and TCP events, and the GL1C events where the PMU has that block (GFX12). */
static void gc_windowed_set(const struct gc_pmu *pmu, struct gc_set *set, int *ta_tcp,
			    int *gl1c)
{
	memset(set, 0, sizeof(*set));
	*ta_tcp = gc_set_add_block(pmu, set, "ta", GC_TAG_TA_TCP);
	*ta_tcp += gc_set_add_block(pmu, set, "tcp", GC_TAG_TA_TCP);
	*gl1c = gc_set_add_block(pmu, set, "gl1c", GC_TAG_GL1C);
}

/*
 * Count GC_BUSY_DISPATCHES copies on the compute ring with sq_waves and the
 * events of @set; the windowed blocks rest with the waves, and all of them
 * are sampled by the same passes.
 */
static void gc_count_with_set(const struct gc_pmu *pmu, struct gc_gpu *gpu,
			      const struct gc_set *set, uint64_t *waves, uint64_t *delta)
{
	struct gc_count c0[GC_MAX_SET + 1], c1[GC_MAX_SET + 1];
	int fds[GC_MAX_SET + 1];
	struct gc_sel sq;

	gc_require_event(pmu, "sq_waves", &sq);
	fds[0] = gc_open(pmu, &sq);
	for (int i = 0; i < set->n; i++)
		fds[i + 1] = gc_open(pmu, &set->sel[i]);

	gc_read_settled_first(fds, set->n + 1, c0);
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	gc_read_settled_first(fds, set->n + 1, c1);

	*waves = c1[0].value - c0[0].value;
	gc_assert_not_multiplexed("sq_waves", &c1[0]);
	for (int i = 0; i < set->n; i++) {
		delta[i] = c1[i + 1].value - c0[i + 1].value;
		gc_assert_not_multiplexed(set->name[i], &c1[i + 1]);
	}
	for (int i = 0; i <= set->n; i++)
		close(fds[i]);
}

/* Log the events of @set tagged @tag; true if any of them counted. */
static bool gc_set_counted(const struct gc_set *set, const uint64_t *delta, enum gc_set_tag tag)
{
	bool any = false;

	for (int i = 0; i < set->n; i++) {
		if (set->tag[i] != tag)
			continue;
		igt_info("%s: %" PRIu64 "\n", set->name[i], delta[i]);
		any |= delta[i] > 0;
	}

	return any;
}

static void gc_assert_set_counted(const struct gc_set *set, const uint64_t *delta,
				  enum gc_set_tag tag, const char *what)
{
	igt_assert_f(gc_set_counted(set, delta, tag),
		     "no %s event counted %d compute dispatches that read and write memory: "
		     "is COMPUTE_PERFCOUNT_ENABLE set on the compute queue?\n", what,
		     GC_BUSY_DISPATCHES);
}

/* GC 12.0.0 and 12.0.1: the PMU's identifier, else the GC IP version. */
static bool gc_is_gfx12(const struct gc_pmu *pmu, const struct gc_gpu *gpu, char *id,
			size_t len)
{
	if (gc_read_pmu_file(pmu, "identifier", id, len))
		return !strcmp(id, "gfx1200") || !strcmp(id, "gfx1201");

	snprintf(id, len, "GC %u.%u.%u", gpu->gc_version >> 16, (gpu->gc_version >> 8) & 0xff,
		 gpu->gc_version & 0xff);
	if (gpu->gc_version)
		return gpu->gc_version == 0x0c0000 || gpu->gc_version == 0x0c0001;

	return gpu->gfx_major == 12;
}

static void test_gfx12_ta_tcp_gl1c(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	uint64_t waves, delta[GC_MAX_SET];
	struct gc_set set;
	int ta_tcp, gl1c;
	char id[64];

	igt_require_f(gc_is_gfx12(pmu, gpu, id, sizeof(id)),
		      "%s is not gfx1200 or gfx1201\n", id);
	gc_windowed_set(pmu, &set, &ta_tcp, &gl1c);
	igt_require_f(ta_tcp > 0, "%s publishes no TA or TCP event\n", pmu->name);
	igt_require_f(gl1c > 0, "%s publishes no GL1C event\n", pmu->name);
	gc_require_dispatch(gpu);
	gc_dispatch(gpu, 1);

	gc_count_with_set(pmu, gpu, &set, &waves, delta);
	igt_info("%s: %d dispatches, sq_waves %" PRIu64 "\n", id, GC_BUSY_DISPATCHES, waves);
	gc_assert_waves(gpu, "sq_waves", waves, GC_BUSY_DISPATCHES);
	gc_assert_set_counted(&set, delta, GC_TAG_TA_TCP, "TA or TCP");
	gc_assert_set_counted(&set, delta, GC_TAG_GL1C, "GL1C");
}

/* gfx-queue-workload */

static void gc_require_gfx_dispatch(struct gc_gpu *gpu)
{
	igt_require_f(gpu->can_dispatch_gfx, "no GFX ring (compute-only part, or no kernel "
		      "graphics queue)\n");
	gc_require_dispatch(gpu);
}

static void test_gfx_queue_workload(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	struct gc_count c0[GC_MAX_SET + 2], c1[GC_MAX_SET + 2], c2[GC_MAX_SET + 2];
	uint64_t busy_waves, idle_waves, busy_active, idle_active, lo, hi;
	uint64_t delta[GC_MAX_SET];
	int fds[GC_MAX_SET + 2], ta_tcp, gl1c, n;
	struct gc_sel waves, active;
	struct gc_set set;
	double t0, busy_s;

	gc_require_event(pmu, "sq_waves", &waves);
	gc_require_event(pmu, "grbm_gui_active", &active);
	gc_require_gfx_dispatch(gpu);
	gc_windowed_set(pmu, &set, &ta_tcp, &gl1c);
	gc_dispatch_ip(gpu, AMDGPU_HW_IP_GFX, 1);

	fds[0] = gc_open(pmu, &waves);
	fds[1] = gc_open(pmu, &active);
	for (int i = 0; i < set.n; i++)
		fds[i + 2] = gc_open(pmu, &set.sel[i]);
	n = set.n + 2;

	/* as idle-vs-busy, with the dispatches on the graphics queue */
	gc_read_settled_first(fds, n, c0);
	t0 = gc_now();
	gc_dispatch_ip(gpu, AMDGPU_HW_IP_GFX, GC_BUSY_DISPATCHES);
	gc_read_settled_first(fds, n, c1);
	busy_s = gc_now() - t0;
	usleep((useconds_t)(busy_s * 1e6));
	gc_read_settled_first(fds, n, c2);

	busy_waves = c1[0].value - c0[0].value;
	idle_waves = c2[0].value - c1[0].value;
	busy_active = c1[1].value - c0[1].value;
	idle_active = c2[1].value - c1[1].value;
	igt_info("%d dispatches on the GFX ring in %.3fs: sq_waves %" PRIu64 " (idle %" PRIu64
		 "), grbm_gui_active %" PRIu64 " (idle %" PRIu64 ")\n", GC_BUSY_DISPATCHES,
		 busy_s, busy_waves, idle_waves, busy_active, idle_active);

	gc_assert_not_multiplexed("sq_waves", &c2[0]);
	gc_assert_not_multiplexed("grbm_gui_active", &c2[1]);
	igt_assert_lt_u64(0, busy_active);
	igt_assert_lt_u64(idle_active, busy_active);

	/*
	 * The PMU sets COMPUTE_PERFCOUNT_ENABLE on compute queues only, and SQ is
	 * one of the shader-windowed blocks: that sq_waves sees graphics-queue
	 * waves is not promised, only that it counts no more than were launched.
	 */
	gc_work_bounds(gpu, GC_UNIT_WAVES, GC_BUSY_DISPATCHES, &lo, &hi);
	igt_assert_lte_u64(idle_waves, GC_WORK_MARGIN);
	if (!gpu->cleaner_shader)
		igt_assert_f(busy_waves <= hi, "sq_waves: %" PRIu64 " for %d dispatches, more "
			     "than the %" PRIu64 " they can produce\n", busy_waves,
			     GC_BUSY_DISPATCHES, hi);
	if (busy_waves >= lo)
		igt_info("sq_waves counted every graphics-queue wave (at least %" PRIu64 ")\n",
			 lo);
	else
		igt_info("sq_waves counted %" PRIu64 " of the %" PRIu64 " graphics-queue waves: "
			 "SQ is windowed for that queue here\n", busy_waves, lo);

	/* outside a UMD's PERFCOUNTER_START..STOP window: logged only */
	for (int i = 0; i < set.n; i++)
		delta[i] = c1[i + 2].value - c0[i + 2].value;
	igt_info("shader-windowed blocks on the graphics queue, not checked:\n");
	gc_set_counted(&set, delta, GC_TAG_TA_TCP);
	gc_set_counted(&set, delta, GC_TAG_GL1C);

	for (int i = 0; i < n; i++)
		close(fds[i]);
}

/* end-of-run-exact */

static void test_end_of_run_exact(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	struct gc_count c, later;
	struct gc_sel waves;
	int fd;

	gc_require_event(pmu, "sq_waves", &waves);
	gc_require_dispatch(gpu);
	gc_dispatch(gpu, 1);

	/*
	 * Enabled at open: perf_event_open() returns once a pass programmed the
	 * counter. gc_dispatch() returns when the last fence signalled; the one
	 * read right after it waits for a pass that starts after it (pmu::sync).
	 */
	fd = gc_open(pmu, &waves);
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	gc_read(fd, &c);
	igt_info("sq_waves read once right after the work: %" PRIu64 "\n", c.value);
	gc_assert_waves(gpu, "sq_waves read right after the work", c.value,
			GC_BUSY_DISPATCHES);
	close(fd);

	/* disabled right after the fence: the read gets its last interval */
	fd = gc_open(pmu, &waves);
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	igt_assert_eq(ioctl(fd, PERF_EVENT_IOC_DISABLE, 0), 0);
	gc_read(fd, &c);
	igt_info("sq_waves read once right after PERF_EVENT_IOC_DISABLE: %" PRIu64 "\n",
		 c.value);
	gc_assert_waves(gpu, "sq_waves read right after disabling", c.value,
			GC_BUSY_DISPATCHES);

	/* and a disabled event counts no more */
	gc_dispatch(gpu, 1);
	gc_read(fd, &later);
	igt_assert_eq_u64(later.value, c.value);
	close(fd);
}

/* nonroot-refused, nonroot-allowed-when-relaxed */

static bool gc_read_int(const char *path, int *val)
{
	char buf[32], *end;
	long v;

	if (!gc_read_file(path, buf, sizeof(buf)))
		return false;
	errno = 0;
	v = strtol(buf, &end, 10);
	if (errno || end == buf || *end || v < INT_MIN || v > INT_MAX)
		return false;
	*val = v;

	return true;
}

/* The perf core's per-PMU level, in the PMU's sysfs directory. */
static void gc_paranoid_path(const struct gc_pmu *pmu, char *path, size_t len)
{
	snprintf(path, len, "%s/perf_event_paranoid", pmu->dir);
}

static int gc_global_paranoid(void)
{
	int level;

	igt_require_f(gc_read_int("/proc/sys/kernel/perf_event_paranoid", &level),
		      "kernel.perf_event_paranoid not readable\n");

	return level;
}

static bool gc_write_file(const char *path, const char *val)
{
	size_t len = strlen(val);
	bool ok;
	int fd;

	fd = open(path, O_WRONLY);
	if (fd < 0)
		return false;
	ok = write(fd, val, len) == (ssize_t)len;
	close(fd);

	return ok;
}

static struct {
	char path[GC_PATH_LEN];
	char value[64];
	bool saved;
} gc_paranoid_saved;

/* Put back the PMU's perf_event_paranoid as it was; also from the exit handler. */
static void gc_restore_paranoid(int sig)
{
	if (!gc_paranoid_saved.saved)
		return;
	if (gc_write_file(gc_paranoid_saved.path, gc_paranoid_saved.value))
		gc_paranoid_saved.saved = false;
	else if (!sig)
		igt_warn("could not restore %s to '%s'\n", gc_paranoid_saved.path,
			 gc_paranoid_saved.value);
}

struct gc_unpriv_result {
	int gc_open;		/* fd (closed) or -errno: zeroed attr, exclude_kernel = 0 */
	int gc_read;		/* bytes read or -errno */
	int gc_open_exclude;	/* with exclude_kernel = exclude_hv = 1 */
	int cpu_cycles;		/* PERF_TYPE_HARDWARE cycles, system-wide */
	int cpu_clock;		/* PERF_TYPE_SOFTWARE cpu-clock, system-wide */
};

static void gc_drop_to_nobody(void)
{
	struct __user_cap_header_struct hdr = {
		.version = _LINUX_CAPABILITY_VERSION_3,
	};
	struct __user_cap_data_struct caps[_LINUX_CAPABILITY_U32S_3];
	struct passwd *pw = getpwnam("nobody");
	uid_t uid = pw ? pw->pw_uid : 65534;
	gid_t gid = pw ? pw->pw_gid : 65534;

	igt_assert_neq(uid, 0);
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
}

/* 0 if @attr opens system-wide on @cpu, else -errno */
static int gc_try_open(struct perf_event_attr *attr, int cpu)
{
	int fd = __gc_open_attr(attr, -1, cpu, -1);

	if (fd < 0)
		return fd;
	close(fd);

	return 0;
}

/*
 * Open, as an unprivileged user, the GC event @config the way AMD SMI and
 * rocprofiler do (a zeroed attr: exclude_kernel = 0, no read_format), the
 * same with exclude_kernel set, and two CPU events system-wide.
 */
static void gc_run_unprivileged(const struct gc_pmu *pmu, const uint64_t config[3],
				struct gc_unpriv_result *res)
{
	int p[2];

	igt_assert_eq(pipe(p), 0);
	igt_fork(child, 1) {
		struct gc_unpriv_result r = {};
		struct perf_event_attr attr;
		uint64_t value;

		close(p[0]);
		gc_drop_to_nobody();

		memset(&attr, 0, sizeof(attr));
		attr.type = pmu->type;
		attr.size = sizeof(attr);
		attr.config = config[0];
		attr.config1 = config[1];
		attr.config2 = config[2];
		r.gc_open = __gc_open_attr(&attr, -1, pmu->cpu, -1);
		if (r.gc_open >= 0) {
			ssize_t n = read(r.gc_open, &value, sizeof(value));

			r.gc_read = n < 0 ? -errno : (int)n;
			close(r.gc_open);
			r.gc_open = 0;
		}

		attr.exclude_kernel = 1;
		attr.exclude_hv = 1;
		r.gc_open_exclude = gc_try_open(&attr, pmu->cpu);

		memset(&attr, 0, sizeof(attr));
		attr.type = PERF_TYPE_HARDWARE;
		attr.size = sizeof(attr);
		attr.config = PERF_COUNT_HW_CPU_CYCLES;
		r.cpu_cycles = gc_try_open(&attr, pmu->cpu);

		memset(&attr, 0, sizeof(attr));
		attr.type = PERF_TYPE_SOFTWARE;
		attr.size = sizeof(attr);
		attr.config = PERF_COUNT_SW_CPU_CLOCK;
		r.cpu_clock = gc_try_open(&attr, pmu->cpu);

		igt_assert_eq(write(p[1], &r, sizeof(r)), sizeof(r));
	}
	close(p[1]);
	igt_waitchildren();
	igt_assert_eq(read(p[0], res, sizeof(*res)), sizeof(*res));
	close(p[0]);
	igt_debug("unprivileged: gc %d (read %d), gc exclude_kernel %d, cycles %d, cpu-clock %d\n",
		  res->gc_open, res->gc_read, res->gc_open_exclude, res->cpu_cycles,
		  res->cpu_clock);
}

static const char *gc_err(int r)
{
	return r >= 0 ? "success" : strerror(-r);
}

static void gc_require_paranoid_setup(const struct gc_pmu *pmu, char *path, size_t len,
				      int *global)
{
	igt_require(getuid() == 0);
	gc_paranoid_path(pmu, path, len);
	igt_require_f(access(path, F_OK) == 0,
		      "%s missing: kernel without a per-PMU perf_event_paranoid\n", path);
	*global = gc_global_paranoid();
	igt_require_f(*global > 0,
		      "kernel.perf_event_paranoid=%d lets every user open CPU-wide events\n",
		      *global);
}

static void test_nonroot_refused(const struct gc_pmu *pmu)
{
	struct gc_unpriv_result res;
	char path[GC_PATH_LEN];
	struct gc_sel sel;
	uint64_t config[3];
	int global, level;

	gc_require_paranoid_setup(pmu, path, sizeof(path), &global);
	if (gc_read_int(path, &level))
		igt_require_f(level > 0, "%s=%d: the admin opened the PMU to every user\n",
			      path, level);

	gc_require_event(pmu, "sq_waves", &sel);
	gc_encode(pmu, &sel, config);
	gc_run_unprivileged(pmu, config, &res);

	igt_assert_f(res.gc_open == -EACCES, "unprivileged open: expected EACCES, got %s\n",
		     gc_err(res.gc_open));
	/* exclude_* bits grant nothing on a device PMU */
	igt_assert_f(res.gc_open_exclude == -EACCES,
		     "unprivileged open with exclude_kernel: expected EACCES, got %s\n",
		     gc_err(res.gc_open_exclude));
	igt_assert_f(res.cpu_clock == -EACCES,
		     "unprivileged CPU-wide cpu-clock: expected EACCES, got %s\n",
		     gc_err(res.cpu_clock));
}

static void test_nonroot_allowed_when_relaxed(const struct gc_pmu *pmu)
{
	struct gc_unpriv_result res;
	char path[GC_PATH_LEN], now[64];
	struct gc_sel sel;
	uint64_t config[3];
	int global, level;

	gc_require_paranoid_setup(pmu, path, sizeof(path), &global);
	gc_require_event(pmu, "sq_waves", &sel);
	gc_encode(pmu, &sel, config);

	igt_assert(!gc_paranoid_saved.saved);
	igt_assert(gc_set_name(gc_paranoid_saved.path, sizeof(gc_paranoid_saved.path), path));
	igt_assert_f(gc_read_file(path, gc_paranoid_saved.value,
				  sizeof(gc_paranoid_saved.value)), "cannot read %s\n", path);
	igt_info("%s: '%s', kernel.perf_event_paranoid=%d\n", path, gc_paranoid_saved.value,
		 global);
	gc_paranoid_saved.saved = true;
	igt_assert_f(gc_write_file(path, "0"), "cannot write 0 to %s: %m\n", path);
	igt_assert(gc_read_int(path, &level));
	igt_assert_eq(level, 0);

	gc_run_unprivileged(pmu, config, &res);

	if (res.gc_open == -EACCES && global > 2) {
		gc_restore_paranoid(0);
		igt_skip("kernel.perf_event_paranoid=%d: the distribution's gate refuses every "
			 "unprivileged perf_event_open(), whatever the PMU's level\n", global);
	}
	igt_assert_f(res.gc_open == 0, "unprivileged open with %s=0: expected success, got %s\n",
		     path, gc_err(res.gc_open));
	igt_assert_f(res.gc_read == sizeof(uint64_t), "unprivileged read: got %s\n",
		     gc_err(res.gc_read));
	igt_assert_f(res.gc_open_exclude == 0,
		     "unprivileged open with exclude_kernel: expected success, got %s\n",
		     gc_err(res.gc_open_exclude));

	/* the PMU's level opens only this PMU: CPU-wide events stay refused */
	igt_assert_f(res.cpu_clock == -EACCES,
		     "unprivileged CPU-wide cpu-clock: expected EACCES, got %s\n",
		     gc_err(res.cpu_clock));
	if (res.cpu_cycles == -ENOENT || res.cpu_cycles == -EOPNOTSUPP ||
	    res.cpu_cycles == -ENODEV)
		igt_info("no CPU hardware PMU here (%s), cycles not checked\n",
			 gc_err(res.cpu_cycles));
	else
		igt_assert_f(res.cpu_cycles == -EACCES,
			     "unprivileged CPU-wide cycles: expected EACCES, got %s\n",
			     gc_err(res.cpu_cycles));

	gc_restore_paranoid(0);
	igt_assert_f(!gc_paranoid_saved.saved, "cannot restore %s\n", path);
	igt_assert(gc_read_file(path, now, sizeof(now)));
	igt_assert_f(!strcmp(now, gc_paranoid_saved.value), "%s reads '%s' after restoring '%s'\n",
		     path, now, gc_paranoid_saved.value);
}

/* counts-at-auto */

static struct {
	char path[GC_PATH_LEN];
	char value[64];
	bool saved;
} gc_dpm_saved;

/* Put back power_dpm_force_performance_level as it was; also from the exit handler. */
static void gc_restore_dpm_level(int sig)
{
	if (!gc_dpm_saved.saved)
		return;
	if (gc_write_file(gc_dpm_saved.path, gc_dpm_saved.value))
		gc_dpm_saved.saved = false;
	else if (!sig)
		igt_warn("could not restore %s to '%s'\n", gc_dpm_saved.path, gc_dpm_saved.value);
}

static void test_counts_at_auto(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	uint64_t waves, delta[GC_MAX_SET];
	char path[GC_PATH_LEN], now[64];
	struct gc_set set;
	int ta_tcp, gl1c;

	snprintf(path, sizeof(path),
		 "/sys/class/drm/card%d/device/power_dpm_force_performance_level", pmu->minor);
	igt_require_f(access(path, F_OK) == 0, "%s missing\n", path);
	igt_require_f(access(path, W_OK) == 0, "%s not writable\n", path);
	gc_windowed_set(pmu, &set, &ta_tcp, &gl1c);
	igt_require_f(ta_tcp > 0, "%s publishes no TA or TCP event\n", pmu->name);
	gc_require_dispatch(gpu);

	igt_assert(!gc_dpm_saved.saved);
	igt_assert(gc_set_name(gc_dpm_saved.path, sizeof(gc_dpm_saved.path), path));
	igt_assert_f(gc_read_file(path, gc_dpm_saved.value, sizeof(gc_dpm_saved.value)),
		     "cannot read %s\n", path);
	igt_info("%s: '%s', counting at 'auto'\n", path, gc_dpm_saved.value);
	gc_dpm_saved.saved = true;
	igt_assert_f(gc_write_file(path, "auto"), "cannot write auto to %s: %m\n", path);
	igt_assert(gc_read_file(path, now, sizeof(now)));
	igt_assert_f(!strcmp(now, "auto"), "%s reads '%s' after writing auto\n", path, now);

	gc_dispatch(gpu, 1);
	gc_count_with_set(pmu, gpu, &set, &waves, delta);
	igt_info("%d dispatches at auto: sq_waves %" PRIu64 "\n", GC_BUSY_DISPATCHES, waves);
	gc_assert_waves(gpu, "sq_waves at auto", waves, GC_BUSY_DISPATCHES);
	gc_assert_set_counted(&set, delta, GC_TAG_TA_TCP, "TA or TCP");
	if (gl1c > 0)
		gc_assert_set_counted(&set, delta, GC_TAG_GL1C, "GL1C");

	gc_restore_dpm_level(0);
	igt_assert_f(!gc_dpm_saved.saved, "cannot restore %s\n", path);
	igt_assert(gc_read_file(path, now, sizeof(now)));
	igt_assert_f(!strcmp(now, gc_dpm_saved.value), "%s reads '%s' after restoring '%s'\n",
		     path, now, gc_dpm_saved.value);
}

/* gpu-reset, suspend-resume */

/*
 * @fd counted sq_waves, @before (settled) before @what (a reset, a resume):
 * it still reads, its count and time_enabled did not go back, it counts the
 * next dispatches within bounds, and a new event opened now does too.
 */
static void gc_check_counting_after(const struct gc_pmu *pmu, struct gc_gpu *gpu, int fd,
				    const struct gc_sel *waves, const struct gc_count *before,
				    const char *what)
{
	struct gc_count after, last;
	char name[64];
	int fresh;

	gc_read_settled(&fd, 1, &after);
	igt_assert_lte_u64(before->value, after.value);
	igt_assert_lt_u64(before->enabled, after.enabled);

	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	gc_read_settled(&fd, 1, &last);
	igt_info("sq_waves: %" PRIu64 " before the %s, %" PRIu64 " after, %" PRIu64
		 " after more work\n", before->value, what, after.value, last.value);
	igt_assert_lte_u64(after.value, last.value);
	igt_assert_lte_u64(after.enabled, last.enabled);
	snprintf(name, sizeof(name), "sq_waves after the %s", what);
	gc_assert_waves(gpu, name, last.value - after.value, GC_BUSY_DISPATCHES);

	/* and new events still open and count */
	fresh = gc_open(pmu, waves);
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	snprintf(name, sizeof(name), "sq_waves opened after the %s", what);
	gc_assert_waves(gpu, name, gc_read_value_settled(fresh), GC_BUSY_DISPATCHES);
	close(fresh);
}

static void test_gpu_reset(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	struct gc_count before;
	struct gc_sel waves;
	char tmp[16];
	int fd, recover;
	ssize_t r;

	gc_require_event(pmu, "sq_waves", &waves);
	gc_require_dispatch(gpu);
	recover = gc_open_debugfs(pmu, gpu->fd, "amdgpu_gpu_recover");
	igt_require_f(recover >= 0, "debugfs amdgpu_gpu_recover not available\n");

	fd = gc_open(pmu, &waves);
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	gc_read_settled(&fd, 1, &before);
	gc_assert_waves(gpu, "sq_waves", before.value, GC_BUSY_DISPATCHES);

	r = read(recover, tmp, sizeof(tmp));
	close(recover);
	igt_require_f(r > 0, "GPU recovery could not be triggered\n");

	/* the context saw the reset; start from a fresh one */
	amdgpu_cs_ctx_free(gpu->ctx);
	gpu->ctx = NULL;
	gc_require_dispatch(gpu);

	gc_check_counting_after(pmu, gpu, fd, &waves, &before, "reset");
	close(fd);
}

static void test_suspend_resume(const struct gc_pmu *pmu, struct gc_gpu *gpu)
{
	struct gc_count before, first;
	struct gc_sel waves;
	int fd;

	gc_require_event(pmu, "sq_waves", &waves);
	gc_require_dispatch(gpu);

	fd = gc_open(pmu, &waves);
	gc_dispatch(gpu, GC_BUSY_DISPATCHES);
	gc_read_settled(&fd, 1, &before);
	gc_assert_waves(gpu, "sq_waves", before.value, GC_BUSY_DISPATCHES);

	igt_system_suspend_autoresume(SUSPEND_STATE_MEM, SUSPEND_TEST_NONE);

	/* the first read after the resume: no error, nothing went back */
	gc_read(fd, &first);
	igt_info("sq_waves: %" PRIu64 " (%" PRIu64 " ns enabled) before the suspend, %"
		 PRIu64 " (%" PRIu64 " ns) at the first read after it\n", before.value,
		 before.enabled, first.value, first.enabled);
	igt_assert_lte_u64(before.value, first.value);
	igt_assert_lte_u64(before.enabled, first.enabled);

	gc_check_counting_after(pmu, gpu, fd, &waves, &first, "resume");
	close(fd);
}

static int gc_opt_handler(int opt, int opt_index, void *data)
{
	char *end;
	unsigned long v;

	switch (opt) {
	case 'p':
		errno = 0;
		v = strtoul(optarg, &end, 10);
		if (errno || *end || v < 1 || v > GC_MAX_PERIOD_MS)
			return IGT_OPT_HANDLER_ERROR;
		gc_fallback_period_ms = v;
		break;
	default:
		return IGT_OPT_HANDLER_ERROR;
	}

	return IGT_OPT_HANDLER_SUCCESS;
}

static const struct option gc_long_opts[] = {
	{ "period-ms", required_argument, NULL, 'p' },
	{ NULL, 0, NULL, 0 },
};

static const char gc_help_str[] =
	"  --period-ms=N\tsampling period of the PMU to assume when debugfs\n"
	"\t\tdri/<minor>/amdgpu_gc_pmu cannot be read (default 100)\n";

igt_main_args("", gc_long_opts, gc_help_str, gc_opt_handler, NULL)
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
			gpu.can_dispatch_gfx = arr_cap[AMD_IP_GFX];
		}
		gc_find_period(&pmu, gpu.fd);
		gpu.cleaner_shader = gc_cleaner_shader_enabled(&pmu);
		if (gpu.cleaner_shader)
			igt_info("enforce_isolation runs the cleaner shader: upper bounds on "
				 "waves are not checked\n");
		igt_install_exit_handler(gc_restore_paranoid);
		igt_install_exit_handler(gc_restore_dpm_level);
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

	igt_describe("Compute dispatches launch exactly the waves their grid holds, and make "
		     "sq_waves and grbm_gui_active grow beyond an idle window of the same "
		     "length.");
	igt_subtest("idle-vs-busy")
		test_idle_vs_busy(&pmu, &gpu);

	igt_describe("Twice the dispatches count twice the waves, VALU instructions and SPI "
		     "waves and workgroups, each within what the dispatched grids can "
		     "produce.");
	igt_subtest("work-scaling")
		test_work_scaling(&pmu, &gpu);

	igt_describe("Over copy dispatches, L2 hits plus misses match L2 requests, and the "
		     "requests cover the bytes copied.");
	igt_subtest("l2-hit-miss")
		test_l2_hit_miss(&pmu, &gpu);

	igt_describe("The GPU clock count only grows, no faster than the maximum engine "
		     "clock, and busy cycles never exceed it.");
	igt_subtest("grbm-clocks")
		test_grbm_clocks(&pmu, &gpu);

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
		     "pinned event keeps counting every wave.");
	igt_subtest("multiplex")
		test_multiplex(&pmu, &gpu);

	igt_describe("On GFX12 (gfx1200, gfx1201) copy dispatches on a compute queue are "
		     "counted by the shader-windowed blocks: a TA or TCP event and a GL1C "
		     "event count their memory accesses, since the PMU sets "
		     "COMPUTE_PERFCOUNT_ENABLE on every kernel compute queue; sq_waves is "
		     "within bounds. Skips on other parts.");
	igt_subtest("gfx12-ta-tcp-gl1c")
		test_gfx12_ta_tcp_gl1c(&pmu, &gpu);

	igt_describe("Copy dispatches on the graphics queue make grbm_gui_active grow beyond "
		     "an idle window as long, and sq_waves counts no more waves than they "
		     "launch. That sq_waves sees all of them, and the TA, TCP and GL1C "
		     "counts, are only logged: the PMU sets COMPUTE_PERFCOUNT_ENABLE on "
		     "compute queues only, and on a graphics queue the shader-windowed "
		     "blocks count only inside a UMD's PERFCOUNTER_START..STOP window, which "
		     "a bare dispatch does not open. Skips without a GFX ring.");
	igt_subtest("gfx-queue-workload")
		test_gfx_queue_workload(&pmu, &gpu);

	igt_describe("A single read of sq_waves right after the fence of the last dispatch, "
		     "with no settling, has all their waves, also when the event was "
		     "disabled right after the fence; this relies on the kernel's pmu::sync "
		     "(a read waits for a pass that starts after it, or for a disabled event "
		     "the pass that collects its last interval).");
	igt_subtest("end-of-run-exact")
		test_end_of_run_exact(&pmu, &gpu);

	igt_describe("By default an unprivileged user cannot open the PMU's events, whatever "
		     "the exclude bits.");
	igt_subtest("nonroot-refused")
		test_nonroot_refused(&pmu);

	igt_describe("With the PMU's perf_event_paranoid set to 0 an unprivileged user can "
		     "open and read its events, but still no CPU-wide event.");
	igt_subtest("nonroot-allowed-when-relaxed")
		test_nonroot_allowed_when_relaxed(&pmu);

	igt_fixture {
		/* also after a failure of the subtest above */
		gc_restore_paranoid(0);
	}

	igt_describe("At the automatic power level (power_dpm_force_performance_level "
		     "'auto', restored afterwards) sq_waves counts copy dispatches within "
		     "bounds and TA or TCP (and on GFX12 GL1C) count them: the PMU keeps "
		     "the counters clocked while events exist.");
	igt_subtest("counts-at-auto")
		test_counts_at_auto(&pmu, &gpu);

	igt_fixture {
		/* also after a failure of the subtest above */
		gc_restore_dpm_level(0);
	}

	igt_describe("An open event keeps counting, without errors, across a GPU reset "
		     "triggered through debugfs, and new events open afterwards.");
	igt_subtest("gpu-reset")
		test_gpu_reset(&pmu, &gpu);

	igt_describe("An open event keeps counting across a system suspend to memory and "
		     "resume: it reads without error, its count and time_enabled do not go "
		     "back, it counts the next dispatches within bounds, and new events "
		     "open afterwards.");
	igt_subtest("suspend-resume")
		test_suspend_resume(&pmu, &gpu);

	igt_fixture {
		if (gpu.ctx)
			amdgpu_cs_ctx_free(gpu.ctx);
		amdgpu_device_deinitialize(gpu.dev);
		drm_close_driver(gpu.fd);
	}
}

/* SPDX-License-Identifier: MIT */
/*
 * gc_e2e.h - helpers shared by the e2e guest programs (gc_fuzz, gc_stress,
 * gc_perf_open, gc_lat): perf_event_open(), finding the amdgpu GC PMU in
 * sysfs and reading its type, cpumask and named events, the seedable random
 * numbers, the monotonic clock. Each program is built from its one .c file
 * (scripts/e2e, scripts/bench), so everything here is static inline.
 */
#ifndef GC_E2E_H
#define GC_E2E_H

#include <dirent.h>
#include <linux/perf_event.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#define GC_PMU_DEVICES "/sys/bus/event_source/devices"

static inline int perf_event_open(struct perf_event_attr *attr, pid_t pid, int cpu,
				  int group_fd, unsigned long flags)
{
	return syscall(__NR_perf_event_open, attr, pid, cpu, group_fd, flags);
}

static uint64_t rng_state;

/* splitmix64: small, seedable, good enough for a fuzzer */
static inline uint64_t rnd(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static inline unsigned int rn(unsigned int n) { return n ? rnd() % n : 0; }

/* CLOCK_MONOTONIC in units of 1 / per_second s: 1 for seconds, 1e6 for us */
static inline double monotonic_now(double per_second)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * per_second + ts.tv_nsec / (1e9 / per_second);
}

/* the contents of a (sysfs) file, NUL-terminated; -1 if it cannot be opened */
static inline int read_file(const char *path, char *buf, size_t size)
{
	FILE *f = fopen(path, "r");
	size_t n;

	if (!f)
		return -1;
	n = fread(buf, 1, size - 1, f);
	buf[n] = 0;
	fclose(f);
	return 0;
}

/* the number after key in "key=N,key=N,..." (events/ files); 0 if absent */
static inline unsigned long field(const char *s, const char *key)
{
	const char *p = strstr(s, key);

	return p ? strtoul(p + strlen(key), NULL, 0) : 0;
}

/* caps/<block>_<key>, or caps/<key> without a block, as a number; -1 if absent */
static inline long read_cap(const char *dir, const char *block, const char *key)
{
	char path[1024], buf[64];

	if (block)
		snprintf(path, sizeof(path), "%s/caps/%s_%s", dir, block, key);
	else
		snprintf(path, sizeof(path), "%s/caps/%s", dir, key);
	if (read_file(path, buf, sizeof(buf)))
		return -1;
	return strtol(buf, NULL, 0);
}

/* the directory of the first amdgpu_gc_* PMU into dir; -1 if there is none */
static inline int find_gc_pmu(char *dir, size_t size)
{
	DIR *dd = opendir(GC_PMU_DEVICES);
	struct dirent *d;
	int ret = -1;

	while (dd && (d = readdir(dd)))
		if (!strncmp(d->d_name, "amdgpu_gc_", 10)) {
			snprintf(dir, size, GC_PMU_DEVICES "/%s", d->d_name);
			ret = 0;
			break;
		}
	if (dd)
		closedir(dd);
	return ret;
}

/* the PMU's type and, if cpumask can be read, its CPU; -1 without a type */
static inline int read_pmu_type(const char *dir, int *type, int *cpu)
{
	char path[1024], buf[256];

	snprintf(path, sizeof(path), "%s/type", dir);
	if (read_file(path, buf, sizeof(buf)))
		return -1;
	*type = atoi(buf);
	snprintf(path, sizeof(path), "%s/cpumask", dir);
	if (!read_file(path, buf, sizeof(buf)))
		*cpu = atoi(buf);
	return 0;
}

/*
 * The configs (event | block << 16) of up to max named events of the PMU
 * (events/), in directory order; returns how many.
 */
static inline unsigned int read_pmu_events(const char *dir, uint64_t *cfg, unsigned int max)
{
	char path[1024], buf[256];
	unsigned int n = 0;
	struct dirent *d;
	DIR *dd;

	snprintf(path, sizeof(path), "%s/events", dir);
	dd = opendir(path);
	while (dd && (d = readdir(dd)) && n < max) {
		if (d->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/events/%s", dir, d->d_name);
		if (read_file(path, buf, sizeof(buf)))
			continue;
		cfg[n++] = field(buf, "event=") | (field(buf, "block=") << 16);
	}
	if (dd)
		closedir(dd);
	return n;
}

/*
 * Open one counting event of the PMU on @cpu from the command line's TYPE
 * and CONFIG strings; prints why as @who and returns -1 if it cannot.
 */
static inline int open_gc_event(const char *type, const char *config, int cpu,
				const char *who)
{
	struct perf_event_attr a;
	int fd;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = strtoul(type, NULL, 0);
	a.config = strtoull(config, NULL, 0);
	fd = perf_event_open(&a, -1, cpu, -1, 0);
	if (fd < 0)
		perror(who);
	return fd;
}

#endif /* GC_E2E_H */

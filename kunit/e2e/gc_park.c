// SPDX-License-Identifier: MIT
/*
 * gc_park - how soon a GC PMU session whose events are all disabled gives
 * GFXOFF and the perfmon clock back, and how soon it takes them again when
 * one is enabled, for scripts/bench (run inside the e2e guest). Reads the
 * PMU's debugfs file ("parked: 0|1"), polled every millisecond.
 *
 * Usage: gc_park TYPE CONFIG CPU DEBUGFS_FILE REPS
 * Prints "park_ms_median M park_ms_max X wake_ms_median W wake_ms_max Y
 * fails F" (F: polls that gave up after 5 s).
 */
#include <linux/perf_event.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "gc_e2e.h"

#define MAX_REPS	100

static int parked(const char *path)
{
	char line[256];
	int v = -1;
	FILE *f = fopen(path, "r");

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "parked: %d", &v) == 1)
			break;
	fclose(f);
	return v;
}

/* Adds the milliseconds until the file says @want to @ms[], or a fail. */
static void wait_parked(const char *path, int want, double *ms, int *n,
			int *fails)
{
	double t0 = monotonic_now(1);

	while (monotonic_now(1) - t0 < 5) {
		if (parked(path) == want) {
			ms[(*n)++] = (monotonic_now(1) - t0) * 1e3;
			return;
		}
		usleep(1000);
	}
	(*fails)++;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
	static double park[MAX_REPS], wake[MAX_REPS];
	int fd, cpu, reps, i, np = 0, nw = 0, fails = 0;

	if (argc != 6) {
		fprintf(stderr, "usage: gc_park TYPE CONFIG CPU DEBUGFS_FILE REPS\n");
		return 2;
	}
	cpu = atoi(argv[3]);
	reps = atoi(argv[5]);
	if (reps < 1 || reps > MAX_REPS)
		reps = MAX_REPS;
	fd = open_gc_event(argv[1], argv[2], cpu, "gc_park: perf_event_open");
	if (fd < 0)
		return 1;
	for (i = 0; i < reps; i++) {
		usleep(200000);
		ioctl(fd, PERF_EVENT_IOC_DISABLE, 0);
		wait_parked(argv[4], 1, park, &np, &fails);
		ioctl(fd, PERF_EVENT_IOC_ENABLE, 0);
		wait_parked(argv[4], 0, wake, &nw, &fails);
	}
	close(fd);
	qsort(park, np, sizeof(double), cmp_double);
	qsort(wake, nw, sizeof(double), cmp_double);
	printf("park_ms_median %.1f park_ms_max %.1f wake_ms_median %.1f wake_ms_max %.1f fails %d\n",
	       np ? park[np / 2] : -1, np ? park[np - 1] : -1,
	       nw ? wake[nw / 2] : -1, nw ? wake[nw - 1] : -1, fails);
	return fails ? 1 : 0;
}

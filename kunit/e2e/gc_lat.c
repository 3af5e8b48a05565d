// SPDX-License-Identifier: MIT
/*
 * gc_lat - read staleness and end-of-run loss of one GC PMU event, for
 * scripts/bench (run inside the e2e guest).
 *
 * Usage: gc_lat TYPE CONFIG CPU "INJECT_PREFIX" TRIALS
 *
 * INJECT_PREFIX is "BLOCK SELECT XCC SE SA INST" for the emulator's inject
 * file (/sys/kernel/debug/gc_pmu_e2e/inject) matching CONFIG.
 * Staleness: TRIALS times, after a random pause, inject one event and poll
 * read() until the count moves; the time from the injection to the read
 * that shows it.
 * Loss at the end of a run, TRIALS times each, on a fresh event: what a
 * read() right after the last injection misses.
 *   total:   run 50 ms, inject 1000, disable at once, read (perf stat -a)
 *   enabled: run 50 ms, inject 1000, read with the event still enabled
 *            (perf stat without a target)
 *   short:   inject 1000 as soon as the event is open, disable, read (a
 *            run far shorter than a sampling period)
 *   ioctl:   the same on an event opened disabled and enabled with
 *            PERF_EVENT_IOC_ENABLE (perf stat -a)
 * Prints "staleness_us median M p90 P max X" and "end_loss MODE L of T".
 */
#include <errno.h>
#include <linux/perf_event.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "gc_e2e.h"

static int type, cpu;
static uint64_t config;
static char prefix[128];

static int open_ev(int disabled)
{
	struct perf_event_attr a;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = type;
	a.config = config;
	a.disabled = disabled;
	return perf_event_open(&a, -1, cpu, -1, 0);
}

static int inject(unsigned int n)
{
	char line[160];
	FILE *f = fopen("/sys/kernel/debug/gc_pmu_e2e/inject", "w");

	if (!f) {
		perror("gc_lat: inject");
		return -1;
	}
	snprintf(line, sizeof(line), "%s %u", prefix, n);
	fputs(line, f);
	if (fclose(f)) {
		fprintf(stderr, "gc_lat: inject '%s': %s\n", line, strerror(errno));
		return -1;
	}
	return 0;
}

static uint64_t rd(int fd)
{
	uint64_t v = 0;

	if (read(fd, &v, sizeof(v)) != sizeof(v))
		return ~0ULL;
	return v;
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static int end_loss(const char *mode, unsigned int trials, unsigned int run_us,
		    int disable, int ioctl_enable)
{
	unsigned int i, lost = 0;

	for (i = 0; i < trials; i++) {
		uint64_t v;
		int fd = open_ev(ioctl_enable);

		if (fd < 0) {
			perror("perf_event_open");
			return 1;
		}
		if (ioctl_enable)
			ioctl(fd, PERF_EVENT_IOC_ENABLE, 0);
		if (run_us)
			usleep(run_us);
		if (inject(1000))
			return 1;
		if (disable)
			ioctl(fd, PERF_EVENT_IOC_DISABLE, 0);
		v = rd(fd);
		lost += v > 1000 ? 0 : 1000 - v;
		close(fd);
	}
	printf("end_loss %s %u of %u\n", mode, lost, trials * 1000);
	return 0;
}

int main(int argc, char **argv)
{
	unsigned int trials, i;
	double *lat;
	int fd;

	if (argc != 6) {
		fprintf(stderr, "usage: %s TYPE CONFIG CPU INJECT_PREFIX TRIALS\n", argv[0]);
		return 2;
	}
	type = atoi(argv[1]);
	config = strtoull(argv[2], NULL, 0);
	cpu = atoi(argv[3]);
	snprintf(prefix, sizeof(prefix), "%s", argv[4]);
	trials = atoi(argv[5]);
	lat = calloc(trials + 1, sizeof(*lat));
	srand(getpid());

	fd = open_ev(0);
	if (fd < 0 || !lat) {
		perror("perf_event_open");
		return 1;
	}
	usleep(300000);
	for (i = 0; i < trials; i++) {
		uint64_t before = rd(fd), v;
		double t0, t;

		usleep(rand() % 150000);
		before = rd(fd);
		t0 = monotonic_now(1e6);
		if (inject(1))
			return 1;
		do {
			v = rd(fd);
			t = monotonic_now(1e6);
			if (v == before)
				usleep(500);
		} while (v == before && t - t0 < 5e6);
		lat[i] = t - t0;
	}
	close(fd);
	qsort(lat, trials, sizeof(*lat), cmp);
	printf("staleness_us median %.0f p90 %.0f max %.0f\n", lat[trials / 2],
	       lat[trials * 9 / 10], lat[trials - 1]);

	if (end_loss("total", trials, 50000, 1, 0) ||
	    end_loss("enabled", trials, 50000, 0, 0) ||
	    end_loss("short", trials, 0, 1, 0) || end_loss("ioctl", trials, 0, 1, 1))
		return 1;
	return 0;
}

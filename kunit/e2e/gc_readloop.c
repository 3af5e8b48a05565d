// SPDX-License-Identifier: MIT
/*
 * gc_readloop - read one enabled GC PMU event in a loop, for scripts/bench
 * (run inside the e2e guest): how many passes a reader can make the PMU run
 * (bench.sh counts them in the PMU's debugfs file around this), and what
 * the loop costs other perf users of the PMU's CPU: the time to open and
 * close a cpu-clock event on that CPU while it runs.
 *
 * Usage: gc_readloop TYPE CONFIG CPU SECONDS [read|idle]
 * read (default): the loop reads; idle: the event stays open, unread.
 * Prints "reads N errors E open_us_median M open_us_p99 P".
 */
#include <linux/perf_event.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gc_e2e.h"

#define MAX_OPENS	100000

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
	struct perf_event_attr clk;
	unsigned long *shared, n = 0;
	static double lat[MAX_OPENS];
	double end, t0;
	int fd, cfd, cpu, reading;
	pid_t child;
	uint64_t v;

	if (argc < 5 || argc > 6) {
		fprintf(stderr, "usage: gc_readloop TYPE CONFIG CPU SECONDS [read|idle]\n");
		return 2;
	}
	reading = argc < 6 || strcmp(argv[5], "idle");
	cpu = atoi(argv[3]);
	fd = open_gc_event(argv[1], argv[2], cpu, "gc_readloop: perf_event_open");
	if (fd < 0)
		return 1;
	shared = mmap(NULL, 2 * sizeof(*shared), PROT_READ | PROT_WRITE,
		      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (shared == MAP_FAILED)
		return 1;
	shared[0] = shared[1] = 0;
	end = monotonic_now(1) + atof(argv[4]);

	child = fork();
	if (child < 0)
		return 1;
	if (!child) {
		while (monotonic_now(1) < end) {
			if (!reading)
				usleep(1000);
			else if (read(fd, &v, sizeof(v)) == sizeof(v))
				shared[0]++;
			else
				shared[1]++;
		}
		_exit(0);
	}

	memset(&clk, 0, sizeof(clk));
	clk.size = sizeof(clk);
	clk.type = PERF_TYPE_SOFTWARE;
	clk.config = PERF_COUNT_SW_CPU_CLOCK;
	while (monotonic_now(1) < end && n < MAX_OPENS) {
		t0 = monotonic_now(1e6);
		cfd = perf_event_open(&clk, -1, cpu, -1, 0);
		if (cfd >= 0)
			close(cfd);
		lat[n++] = monotonic_now(1e6) - t0;
		usleep(2000);
	}
	waitpid(child, NULL, 0);
	close(fd);
	qsort(lat, n, sizeof(lat[0]), cmp_double);
	printf("reads %lu errors %lu open_us_median %.0f open_us_p99 %.0f\n",
	       shared[0], shared[1], n ? lat[n / 2] : -1.0,
	       n ? lat[(n * 99) / 100] : -1.0);
	return 0;
}

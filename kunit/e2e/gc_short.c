// SPDX-License-Identifier: MIT
/*
 * gc_short - where a short run of a steady stream gains or loses, for
 * scripts/bench (run inside the e2e guest).
 *
 * Usage: gc_short TYPE CONFIG CPU STREAM RATE RUN_MS TRIALS
 *
 * The emulator's stream STREAM (/sys/kernel/debug/gc_pmu_e2e/rate) makes
 * RATE events a second that CONFIG counts. Each trial runs as perf stat -a
 * does: open the event disabled, PERF_EVENT_IOC_ENABLE, RUN_MS, DISABLE,
 * close. Each trial opens its own event and so starts a session, as perf
 * stat does. perf's running time runs from add(), at the start of the ENABLE
 * ioctl, to del(), at the start of DISABLE's. The count runs from the pass
 * that programs the counter, which the emulator's status file tells
 * ("seen_since_ns", CLOCK_MONOTONIC), for count / RATE. Per trial:
 *
 *   short_run ms R err_pct E start_ms S stop_ms P enable_ms N
 *
 * E: the count against RATE x the running time perf reports; S: from
 * ENABLE to the first counted event; P: from DISABLE to the last; E is
 * about (P - S) / R. N: how long ENABLE took, which waits for the pass
 * that programs the counter (N >= S).
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

#define STATUS "/sys/kernel/debug/gc_pmu_e2e/status"

/* seen_since_ns of stream n, in ms; -1 if it cannot be read */
static double seen_since(unsigned int n)
{
	char buf[16384], key[32], *p;
	long long ns;

	if (read_file(STATUS, buf, sizeof(buf)))
		return -1;
	snprintf(key, sizeof(key), "\nstream%u ", n);
	p = strstr(buf, key);
	if (!p || !(p = strstr(p, "seen_since_ns ")) ||
	    sscanf(p, "seen_since_ns %lld", &ns) != 1)
		return -1;
	return ns / 1e6;
}

int main(int argc, char **argv)
{
	struct perf_event_attr a;
	unsigned int stream, trials, i;
	double rate, run_ms;
	int cpu;

	if (argc != 8) {
		fprintf(stderr, "usage: %s TYPE CONFIG CPU STREAM RATE RUN_MS TRIALS\n",
			argv[0]);
		return 2;
	}
	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = atoi(argv[1]);
	a.config = strtoull(argv[2], NULL, 0);
	a.disabled = 1;
	a.read_format = PERF_FORMAT_TOTAL_TIME_ENABLED |
			PERF_FORMAT_TOTAL_TIME_RUNNING;
	cpu = atoi(argv[3]);
	stream = atoi(argv[4]);
	rate = atof(argv[5]);
	run_ms = atof(argv[6]);
	trials = atoi(argv[7]);

	for (i = 0; i < trials; i++) {
		double en, en_ret, dis, since, want;
		uint64_t v[3];
		int fd = perf_event_open(&a, -1, cpu, -1, 0);

		if (fd < 0) {
			perror("perf_event_open");
			return 1;
		}
		en = monotonic_now(1e3);
		ioctl(fd, PERF_EVENT_IOC_ENABLE, 0);
		en_ret = monotonic_now(1e3);
		usleep(run_ms * 1000);
		dis = monotonic_now(1e3);
		ioctl(fd, PERF_EVENT_IOC_DISABLE, 0);
		if (read(fd, v, sizeof(v)) != sizeof(v) || !v[2]) {
			fprintf(stderr, "gc_short: read: %s\n", strerror(errno));
			return 1;
		}
		close(fd);
		since = seen_since(stream);
		if (since < 0) {
			fprintf(stderr, "gc_short: no seen_since_ns for stream %u\n",
				stream);
			return 1;
		}
		want = rate * v[2] / 1e9;
		printf("short_run ms %.0f err_pct %.3f start_ms %.3f stop_ms %.3f enable_ms %.3f\n",
		       run_ms, (v[0] - want) / want * 100, since - en,
		       since + v[0] / rate * 1e3 - dis, en_ret - en);
		usleep(100000);
	}
	return 0;
}

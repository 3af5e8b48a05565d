// SPDX-License-Identifier: MIT
/*
 * gc_stress - open/close and enable/disable stress on the amdgpu GC PMU from
 * several processes at once, run inside the e2e guest while the emulator
 * produces events (kunit/e2e/scenarios.sh, scripts/bench --robust).
 *
 * Usage: gc_stress -t SECONDS -j PROCESSES [-s SEED] [-P CONFIG]...
 *                  [-c CONFIG]... [-x BLOCK,...] [-I INJECT_LINE] [-R RATE_LINE]
 *                  [-S RATE_FILE]
 *
 * Before the workers start, every -P CONFIG is opened as a pinned
 * system-wide event on the PMU's CPU, with the enabled and running times,
 * and then the line of -R is written to RATE_FILE (a stream of events that
 * starts after the pinned events exist).
 * PROCESSES workers then loop for SECONDS: open one to six events (a random
 * -c CONFIG each, default: every named event of the PMU that no -P names,
 * except those of the blocks of -x (the <block> of caps/<block>_id);
 * sometimes as a group, sometimes disabled), enable, disable, reset and read
 * them in random order, close them in random order. Halfway through, the
 * line of -I is written to the emulator's inject file (a one-shot count the
 * pinned events must see exactly). When the workers are done, "stop" is
 * written to RATE_FILE (-S: the emulator's rate streams end), the reads
 * settle for a second and every pinned event is read once:
 *   pinned I CONFIG count C enabled_ns E running_ns R
 *   stream_ns S    (from the -R write to the "stop" write)
 * then per worker totals and the errno histogram:
 *   worker W opens O ops P
 *   errno OP NAME COUNT
 * Exit status 0 if every worker ran and every pinned event counted the whole
 * time (running == enabled), else 1.
 */
#include <errno.h>
#include <linux/perf_event.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "gc_e2e.h"

#define MAXCFG 1024
#define MAXW 64

static int type, cpu;
static uint64_t cfg[MAXCFG], pinned_cfg[8];
static unsigned int ncfg, npinned;

/* per worker, in shared memory */
enum { OP_OPEN, OP_ENABLE, OP_DISABLE, OP_RESET, OP_READ, NOPS };
static const char *const opname[NOPS] = { "open", "enable", "disable", "reset", "read" };
struct wstat {
	unsigned long opens, ops, done;
	unsigned long err[NOPS][140];
};
static struct wstat *ws;

static int open_ev(uint64_t config, int group_fd, int disabled, int pinned)
{
	struct perf_event_attr a;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = type;
	a.config = config;
	a.disabled = disabled;
	a.pinned = pinned;
	a.read_format = PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING;
	return perf_event_open(&a, -1, cpu, group_fd, 0);
}

static void note(struct wstat *w, int op, int r)
{
	w->ops++;
	if (r < 0)
		w->err[op][errno < 140 ? errno : 139]++;
}

static void worker(unsigned int id, double end)
{
	struct wstat *w = &ws[id];
	uint64_t buf[64];
	int fds[6];

	rng_state += id * 0x1234567ULL;
	while (monotonic_now(1) < end) {
		unsigned int n = 1 + rn(6), i, k, steps;
		int grouped = rn(3) == 0, disabled = rn(2);

		for (i = 0; i < n; i++) {
			int leader = grouped && i ? fds[0] : -1;

			fds[i] = open_ev(cfg[rn(ncfg)], leader, disabled, 0);
			note(w, OP_OPEN, fds[i]);
			if (fds[i] >= 0)
				w->opens++;
			else if (i == 0 && grouped)
				grouped = 0;
		}
		for (steps = 2 + rn(10); steps; steps--) {
			int fd = fds[rn(n)];

			if (fd < 0)
				continue;
			switch (rn(4)) {
			case 0: note(w, OP_ENABLE, ioctl(fd, PERF_EVENT_IOC_ENABLE, 0)); break;
			case 1: note(w, OP_DISABLE, ioctl(fd, PERF_EVENT_IOC_DISABLE, 0)); break;
			case 2: note(w, OP_RESET, ioctl(fd, PERF_EVENT_IOC_RESET, 0)); break;
			default: note(w, OP_READ, read(fd, buf, sizeof(buf)) < 0 ? -1 : 0); break;
			}
			if (rn(4) == 0)
				usleep(rn(20000));
		}
		for (i = n; i > 0; i--) {	/* close in random order */
			k = rn(i);
			if (fds[k] >= 0)
				close(fds[k]);
			fds[k] = fds[i - 1];
		}
	}
	w->done = 1;
}

static const char *errname(int e)
{
	static char b[16];

	switch (e) {
	case EINVAL: return "EINVAL";
	case ENODEV: return "ENODEV";
	case EBUSY: return "EBUSY";
	case ENOENT: return "ENOENT";
	case EMFILE: return "EMFILE";
	case ENOSPC: return "ENOSPC";
	case EIO: return "EIO";
	case ENOMEM: return "ENOMEM";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case EACCES: return "EACCES";
	default: snprintf(b, sizeof(b), "errno%d", e); return b;
	}
}

static void write_line(const char *path, const char *line)
{
	FILE *f = fopen(path, "w");

	if (!f || fputs(line, f) < 0 || fclose(f))
		fprintf(stderr, "gc_stress: cannot write '%s' to %s\n", line, path);
}

int main(int argc, char **argv)
{
	const char *inject = NULL, *ratef = NULL, *rate = NULL;
	char *xlist = NULL, *tok;
	static char excluded[256];
	char dir[300] = "";
	unsigned int secs = 10, nproc = 4, i, j, e;
	int opt, pfd[8], rc = 0, injected = 0;
	uint64_t seed = (uint64_t)time(NULL) ^ getpid();
	double start, end, rate_start = 0, rate_stop = 0;
	pid_t pids[MAXW];

	while ((opt = getopt(argc, argv, "t:j:s:P:c:x:I:R:S:")) != -1) {
		switch (opt) {
		case 't': secs = atoi(optarg); break;
		case 'j': nproc = atoi(optarg); break;
		case 's': seed = strtoull(optarg, NULL, 0); break;
		case 'P': if (npinned < 8) pinned_cfg[npinned++] = strtoull(optarg, NULL, 0); break;
		case 'c': if (ncfg < MAXCFG) cfg[ncfg++] = strtoull(optarg, NULL, 0); break;
		case 'I': inject = optarg; break;
		case 'S': ratef = optarg; break;
		case 'R': rate = optarg; break;
		case 'x': xlist = optarg; break;
		default:
			fprintf(stderr, "usage: %s -t SECONDS -j PROCESSES [-s SEED] [-P CONFIG]... [-c CONFIG]... [-x BLOCK,...] [-I INJECT_LINE] [-R RATE_LINE] [-S RATE_FILE]\n", argv[0]);
			return 2;
		}
	}
	if (nproc > MAXW)
		nproc = MAXW;
	if (find_gc_pmu(dir, sizeof(dir)) || read_pmu_type(dir, &type, &cpu)) {
		fprintf(stderr, "gc_stress: no amdgpu_gc PMU\n");
		return 2;
	}
	for (tok = xlist ? strtok(xlist, ",") : NULL; tok; tok = strtok(NULL, ",")) {
		long id = read_cap(dir, tok, "id");

		if (id < 0)
			fprintf(stderr, "gc_stress: -x %s: no such block\n", tok);
		else
			excluded[id & 0xff] = 1;
	}
	if (!ncfg) {
		unsigned int nnamed = read_pmu_events(dir, cfg, MAXCFG);

		for (i = 0; i < nnamed; i++) {	/* all but -P configs, -x blocks */
			uint64_t c = cfg[i];

			for (j = 0; j < npinned && pinned_cfg[j] != c; j++)
				;
			if (j == npinned && !excluded[(c >> 16) & 0xff])
				cfg[ncfg++] = c;
		}
	}
	rng_state = seed;
	printf("gc_stress seed %llu seconds %u processes %u configs %u pinned %u\n",
	       (unsigned long long)seed, secs, nproc, ncfg, npinned);
	fflush(stdout);

	for (i = 0; i < npinned; i++) {
		pfd[i] = open_ev(pinned_cfg[i], -1, 0, 1);
		if (pfd[i] < 0) {
			printf("pinned %u 0x%llx open failed: %s\n", i,
			       (unsigned long long)pinned_cfg[i], errname(errno));
			rc = 1;
		}
	}

	if (rate && ratef) {
		rate_start = monotonic_now(1);
		write_line(ratef, rate);
	}

	ws = mmap(NULL, sizeof(*ws) * (nproc + 1), PROT_READ | PROT_WRITE,
		  MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (ws == MAP_FAILED)
		return 2;
	memset(ws, 0, sizeof(*ws) * (nproc + 1));
	start = monotonic_now(1);
	end = start + secs;
	for (i = 0; i < nproc; i++) {
		pids[i] = fork();
		if (pids[i] == 0) {
			worker(i, end);
			_exit(0);
		}
	}
	while (inject && !injected) {
		if (monotonic_now(1) >= start + secs / 2.0) {
			write_line("/sys/kernel/debug/gc_pmu_e2e/inject", inject);
			injected = 1;
		} else {
			usleep(50000);
		}
	}
	for (i = 0; i < nproc; i++) {
		int st;

		if (pids[i] < 0 || waitpid(pids[i], &st, 0) < 0 || !WIFEXITED(st) ||
		    WEXITSTATUS(st) || !ws[i].done) {
			printf("worker %u did not finish\n", i);
			rc = 1;
		}
	}
	while (monotonic_now(1) < end)
		usleep(50000);
	printf("workers done after %.1f s\n", monotonic_now(1) - start);
	if (ratef) {
		rate_stop = monotonic_now(1);
		write_line(ratef, "stop");
	}
	sleep(1);
	for (i = 0; i < npinned; i++) {
		uint64_t v[3] = { 0, 0, 0 };

		if (pfd[i] < 0)
			continue;
		if (read(pfd[i], v, sizeof(v)) != sizeof(v))
			rc = 1;
		printf("pinned %u 0x%llx count %llu enabled_ns %llu running_ns %llu\n", i,
		       (unsigned long long)pinned_cfg[i], (unsigned long long)v[0],
		       (unsigned long long)v[1], (unsigned long long)v[2]);
		if (v[1] != v[2] || !v[1])
			rc = 1;
		close(pfd[i]);
	}
	if (rate_start)
		printf("stream_ns %.0f\n", (rate_stop - rate_start) * 1e9);
	for (i = 0; i < nproc; i++)
		printf("worker %u opens %lu ops %lu\n", i, ws[i].opens, ws[i].ops);
	for (j = 0; j < NOPS; j++)
		for (e = 0; e < 140; e++) {
			unsigned long n = 0;

			for (i = 0; i < nproc; i++)
				n += ws[i].err[j][e];
			if (n)
				printf("errno %s %s %lu\n", opname[j], errname(e), n);
		}
	return rc;
}

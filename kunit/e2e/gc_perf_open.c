// SPDX-License-Identifier: MIT
/*
 * gc_perf_open - open one perf event and report the errno, for the e2e
 * scenarios that check how perf_event_open() refuses an attribute (the perf
 * tool rewrites or hides some of them).
 *
 * Usage: gc_perf_open TYPE CONFIG CONFIG1 CONFIG2 [MODIFIER...]
 * MODIFIER: sample_period freq inherit inherit_stat comm mmap task
 *           enable_on_exec context_switch aux_output exclude_kernel per_task
 *           amdsmi (what AMD SMI's counter API sets: read_format with the
 *           enabled and running times, PERF_FLAG_FD_NO_GROUP; the rest of
 *           the attr zeroed, so exclude_kernel = 0)
 *           group=N (open N events as one group, selects CONFIG, CONFIG+1, ...)
 *           many=N (open N separate events with the same attr, keep them open)
 *           uid=N (as root: become user N, group N, before opening)
 *           hold=S (keep the events open S seconds after "ok")
 * Prints "ok" or "errno=NAME" (ENOENT, EINVAL, EACCES, ...; with group=N or
 * many=N, "errno=NAME at K" for the K-th event); exit 0 / 1.
 */
#include <errno.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <grp.h>
#include <unistd.h>

#include "gc_e2e.h"

static const char *errname(int e)
{
	switch (e) {
	case ENOENT: return "ENOENT";
	case EINVAL: return "EINVAL";
	case EACCES: return "EACCES";
	case EPERM: return "EPERM";
	case EBUSY: return "EBUSY";
	case ENODEV: return "ENODEV";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case E2BIG: return "E2BIG";
	case EMFILE: return "EMFILE";
	case ENOSPC: return "ENOSPC";
	default: return "other";
	}
}

int main(int argc, char **argv)
{
	struct perf_event_attr attr;
	int pid = -1, cpu = 0, fd, i, group = 1, leader = -1, many = 0;
	int uid = -1, hold = 0;
	unsigned long flags = 0;

	if (argc < 5) {
		fprintf(stderr, "usage: %s TYPE CONFIG CONFIG1 CONFIG2 [MODIFIER...]\n", argv[0]);
		return 2;
	}
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = strtoul(argv[1], NULL, 0);
	attr.config = strtoull(argv[2], NULL, 0);
	attr.config1 = strtoull(argv[3], NULL, 0);
	attr.config2 = strtoull(argv[4], NULL, 0);
	for (i = 5; i < argc; i++) {
		const char *m = argv[i];

		if (!strcmp(m, "sample_period"))
			attr.sample_period = 100000;
		else if (!strcmp(m, "freq"))
			attr.freq = 1, attr.sample_freq = 1000;
		else if (!strcmp(m, "inherit"))
			attr.inherit = 1;
		else if (!strcmp(m, "inherit_stat"))
			attr.inherit_stat = 1;
		else if (!strcmp(m, "comm"))
			attr.comm = 1;
		else if (!strcmp(m, "mmap"))
			attr.mmap = 1;
		else if (!strcmp(m, "task"))
			attr.task = 1;
		else if (!strcmp(m, "enable_on_exec"))
			attr.disabled = 1, attr.enable_on_exec = 1;
		else if (!strcmp(m, "context_switch"))
			attr.context_switch = 1;
		else if (!strcmp(m, "aux_output"))
			attr.aux_output = 1;
		else if (!strcmp(m, "exclude_kernel"))
			attr.exclude_kernel = 1;
		else if (!strcmp(m, "amdsmi"))
			attr.read_format = PERF_FORMAT_TOTAL_TIME_ENABLED |
					   PERF_FORMAT_TOTAL_TIME_RUNNING,
			flags = PERF_FLAG_FD_NO_GROUP;
		else if (!strcmp(m, "per_task"))
			pid = 0, cpu = -1;
		else if (!strncmp(m, "group=", 6))
			group = atoi(m + 6);
		else if (!strncmp(m, "many=", 5))
			many = atoi(m + 5);
		else if (!strncmp(m, "uid=", 4))
			uid = atoi(m + 4);
		else if (!strncmp(m, "hold=", 5))
			hold = atoi(m + 5);
		else {
			fprintf(stderr, "unknown modifier %s\n", m);
			return 2;
		}
	}
	if (many > 0)
		group = many;
	if (uid >= 0 && (setgroups(0, NULL) || setgid(uid) || setuid(uid))) {
		perror("uid");
		return 2;
	}
	for (i = 0; i < group; i++) {
		fd = perf_event_open(&attr, pid, cpu, leader, flags);
		if (fd < 0) {
			if (group > 1)
				printf("errno=%s at %d\n", errname(errno), i + 1);
			else
				printf("errno=%s\n", errname(errno));
			return 1;
		}
		if (many)
			continue;
		if (leader < 0)
			leader = fd;
		attr.config++;
	}
	printf("ok\n");
	if (hold > 0) {
		fflush(stdout);
		sleep(hold);
	}
	return 0;
}

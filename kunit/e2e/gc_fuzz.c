// SPDX-License-Identifier: MIT
/*
 * gc_fuzz - a perf_event_attr fuzzer for the amdgpu GC PMU, run inside the
 * e2e guest (kunit/e2e/scenarios.sh, scripts/bench --robust).
 *
 * Usage: gc_fuzz [-s SEED] [-n ITERATIONS] [-p PMU_DIR] [-x BLOCK,...] [-d]
 *
 * Each iteration builds a random perf_event_attr for the PMU's type: config
 * biased towards the named events (events/) and the blocks (caps/) of the
 * PMU, plus fully random words; config1 and config2 masks inside and outside
 * the topology; random flag bits, sample and read settings, attr sizes;
 * groups with random leaders (earlier fds), random CPUs and pids, random
 * perf_event_open() flags. Every fd that opens joins a pool of up to 64; each
 * iteration then enables, disables, resets, reads, mmaps or closes random
 * pool members in random order.
 *
 * -x: never open events of these blocks (the <block> of caps/<block>_id): the config's block
 * field is replaced by another block's (for blocks the GC emulator does not
 * model, see README "Known gaps").
 *
 * Prints the seed first (rerun with -s to reproduce; -d prints every attr),
 * then "opens OK/TRIED", one "open-errno NAME COUNT" line per errno of
 * perf_event_open() and one "op-errno OP NAME COUNT" line per errno of the
 * fd operations, and "first-enodev ITER" with the attr if any open failed
 * with ENODEV. Exit status 0 unless the PMU could not be found.
 */
#include <dirent.h>
#include <errno.h>
#include <linux/perf_event.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <unistd.h>

#include "gc_e2e.h"

#define POOL 64
#define MAXEV 1024
#define MAXBLK 64

static int chance(unsigned int pct) { return rn(100) < pct; }

static uint64_t rnd_mask(unsigned int nbits)
{
	uint64_t m = nbits >= 64 ? ~0ULL : (1ULL << nbits) - 1;
	uint64_t v = rnd() & m;

	return v ? v : 1;
}

struct blk { unsigned int id, counters, instances, max_event; char name[16]; };
static char excluded[256];
static struct blk blks[MAXBLK];
static unsigned int nblk;
static uint64_t evcfg[MAXEV];
static unsigned int nev;
static unsigned int num_xcc = 1, num_se = 1, num_sa = 1;
static int pmu_type = -1, pmu_cpu;

static int load_pmu(const char *dir)
{
	char path[1024];
	struct dirent *d;
	DIR *dd;

	if (read_pmu_type(dir, &pmu_type, &pmu_cpu))
		return -1;
	nev = read_pmu_events(dir, evcfg, MAXEV);

	if (read_cap(dir, NULL, "num_xcc") < 1 || read_cap(dir, NULL, "num_se") < 1 ||
	    read_cap(dir, NULL, "num_sa") < 1)
		return -1;
	num_xcc = read_cap(dir, NULL, "num_xcc");
	num_se = read_cap(dir, NULL, "num_se");
	num_sa = read_cap(dir, NULL, "num_sa");
	snprintf(path, sizeof(path), "%s/caps", dir);
	dd = opendir(path);
	while (dd && (d = readdir(dd))) {	/* a block per caps/<block>_id */
		size_t len = strlen(d->d_name);
		struct blk *b = &blks[nblk];

		if (len < 4 || len - 3 >= sizeof(b->name) ||
		    strcmp(d->d_name + len - 3, "_id") || nblk == MAXBLK)
			continue;
		snprintf(b->name, sizeof(b->name), "%.*s", (int)(len - 3), d->d_name);
		b->id = read_cap(dir, b->name, "id");
		b->counters = read_cap(dir, b->name, "counters");
		b->instances = read_cap(dir, b->name, "instances");
		b->max_event = read_cap(dir, b->name, "max_event");
		nblk++;
	}
	if (dd)
		closedir(dd);
	return nblk ? 0 : -1;
}

static const char *errname(int e)
{
	static char other[32];

	switch (e) {
	case 0: return "OK";
	case ENOENT: return "ENOENT";
	case EINVAL: return "EINVAL";
	case EACCES: return "EACCES";
	case EPERM: return "EPERM";
	case EBUSY: return "EBUSY";
	case ENODEV: return "ENODEV";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case E2BIG: return "E2BIG";
	case EMFILE: return "EMFILE";
	case EBADF: return "EBADF";
	case ESRCH: return "ESRCH";
	case ENOSPC: return "ENOSPC";
	case ENOMEM: return "ENOMEM";
	case EFAULT: return "EFAULT";
	case ENOTTY: return "ENOTTY";
	case EIO: return "EIO";
	case EAGAIN: return "EAGAIN";
	case ENXIO: return "ENXIO";
	case ETIMEDOUT: return "ETIMEDOUT";
	case EOVERFLOW: return "EOVERFLOW";
	default:
		snprintf(other, sizeof(other), "errno%d", e);
		return other;
	}
}

enum op { OP_ENABLE, OP_DISABLE, OP_RESET, OP_REFRESH, OP_ID, OP_READ, OP_MMAP, OP_PERIOD, OP_CLOSE, NOPS };
static const char *const opname[NOPS] = {
	"enable", "disable", "reset", "refresh", "id", "read", "mmap", "period", "close",
};
static unsigned long open_hist[256], op_hist[NOPS][256], op_ok[NOPS];
static unsigned long read_eof, read_bytes;

static void count_errno(unsigned long *h, int e) { h[e < 256 ? e : 255]++; }

static int pool[POOL], npool;

static void pool_drop(int i)
{
	close(pool[i]);
	pool[i] = pool[--npool];
}

static void do_op(void)
{
	int i = rn(npool), fd = pool[i], r = 0, e = 0;
	unsigned int grp = chance(30) ? PERF_IOC_FLAG_GROUP : 0;
	enum op op = rn(NOPS);
	uint64_t buf[512], v;
	void *m;

	errno = 0;
	switch (op) {
	case OP_ENABLE: r = ioctl(fd, PERF_EVENT_IOC_ENABLE, grp); break;
	case OP_DISABLE: r = ioctl(fd, PERF_EVENT_IOC_DISABLE, grp); break;
	case OP_RESET: r = ioctl(fd, PERF_EVENT_IOC_RESET, grp); break;
	case OP_REFRESH: r = ioctl(fd, PERF_EVENT_IOC_REFRESH, rn(3)); break;
	case OP_ID: r = ioctl(fd, PERF_EVENT_IOC_ID, &v); break;
	case OP_PERIOD: v = rnd() >> rn(64); r = ioctl(fd, PERF_EVENT_IOC_PERIOD, &v); break;
	case OP_READ: {
		size_t len = chance(10) ? rn(40) : sizeof(buf);
		ssize_t n = read(fd, buf, len);

		r = n < 0 ? -1 : 0;
		if (n == 0)
			read_eof++;
		else if (n > 0)
			read_bytes += n;
		break;
	}
	case OP_MMAP:
		m = mmap(NULL, (1 + (chance(50) ? 1 : 0)) * 4096, PROT_READ | (chance(50) ? PROT_WRITE : 0),
			 MAP_SHARED, fd, 0);
		if (m == MAP_FAILED)
			r = -1;
		else
			munmap(m, 4096);
		break;
	case OP_CLOSE:
		pool_drop(i);
		op_ok[op]++;
		return;
	default:
		break;
	}
	e = r < 0 ? errno : 0;
	if (e)
		count_errno(op_hist[op], e);
	else
		op_ok[op]++;
}

static void exclude(char *list)
{
	char *tok;
	unsigned int k;

	for (tok = strtok(list, ","); tok; tok = strtok(NULL, ",")) {
		for (k = 0; k < nblk && strcmp(blks[k].name, tok); k++)
			;
		if (k == nblk) {
			fprintf(stderr, "gc_fuzz: -x %s: no such block\n", tok);
			continue;
		}
		excluded[blks[k].id & 0xff] = 1;
	}
	/* the blocks the fuzzer picks from */
	for (k = 0; k < nblk; )
		if (excluded[blks[k].id & 0xff])
			blks[k] = blks[--nblk];
		else
			k++;
}

static uint64_t rand_config(struct blk **bp)
{
	struct blk *b = &blks[rn(nblk)];

	*bp = b;
	switch (rn(10)) {
	case 0: case 1: case 2: case 3: case 4: {	/* a named event */
		uint64_t c = evcfg[rn(nev)];
		unsigned int k;

		for (k = 0; k < nblk; k++)
			if (blks[k].id == ((c >> 16) & 0xff))
				*bp = &blks[k];
		return c;
	}
	case 5: case 6:				/* a block, an event near its range */
		return ((uint64_t)b->id << 16) | rn(b->max_event + 3);
	case 7:					/* a valid pair with high junk */
		return ((uint64_t)b->id << 16) | rn(b->max_event + 1) | (rnd() << (24 + rn(40)));
	case 8:
		return rnd() & 0xffffff;
	default:
		return rnd();
	}
}

static void rand_attr(struct perf_event_attr *a, unsigned int *size)
{
	struct blk *b;
	uint64_t flags = 0;
	unsigned int i;

	memset(a, 0, sizeof(*a));
	a->type = chance(2) ? (uint32_t)rnd() : (uint32_t)pmu_type;
	a->config = rand_config(&b);
	if (excluded[(a->config >> 16) & 0xff])
		a->config = (a->config & ~0xff0000ULL) | ((uint64_t)(b->id & 0xff) << 16);

	switch (rn(4)) {
	case 0: case 1: a->config1 = 0; break;
	case 2:
		a->config1 = (chance(50) ? rnd_mask(num_xcc) : 0) |
			     (chance(50) ? rnd_mask(num_se) << 16 : 0) |
			     (chance(50) ? rnd_mask(num_sa) << 32 : 0);
		break;
	default: a->config1 = rnd() >> rn(64); break;
	}
	switch (rn(4)) {
	case 0: case 1: a->config2 = 0; break;
	case 2: a->config2 = b->instances ? rnd_mask(b->instances) : 1; break;
	default: a->config2 = rnd() >> rn(64); break;
	}

	/* the flag bitfield: none, a few common ones, or sparse random bits */
	switch (rn(3)) {
	case 0: break;
	case 1: {
		/* disabled inherit pinned exclusive exclude_user/kernel/hv/idle */
		unsigned int n = 1 + rn(3);

		while (n--)
			flags |= 1ULL << rn(8);
		break;
	}
	default:
		for (i = 0; i < 64; i++)
			if (chance(6))
				flags |= 1ULL << i;
		break;
	}
	memcpy((char *)a + offsetof(struct perf_event_attr, read_format) + 8, &flags, 8);

	if (chance(15))
		a->sample_period = rnd() >> rn(64);	/* also sample_freq with freq=1 */
	if (chance(15))
		a->sample_type = rnd() & ((1ULL << 25) - 1);
	switch (rn(4)) {
	case 0: case 1: break;
	case 2: a->read_format = rnd() & 0x1f; break;
	default: a->read_format = rnd() >> rn(64); break;
	}
	if (chance(10))
		a->wakeup_events = rn(16);
	if (chance(5))
		a->bp_type = rn(8);
	if (chance(5))
		a->branch_sample_type = rnd();
	if (chance(5))
		a->clockid = rn(12);
	if (chance(3))
		a->sig_data = rnd();
	if (chance(3))
		a->aux_watermark = rn(1 << 16);

	switch (rn(12)) {
	case 0: *size = 0; break;
	case 1: *size = PERF_ATTR_SIZE_VER0; break;
	case 2: *size = PERF_ATTR_SIZE_VER1; break;
	case 3: *size = rn(sizeof(*a) + 64); break;
	case 4: *size = sizeof(*a) + 8 * rn(8); break;
	default: *size = sizeof(*a); break;
	}
}

static void dump_attr(const char *tag, unsigned long it, const struct perf_event_attr *a,
		      unsigned int size, int pid, int cpu, int gfd, unsigned long fl)
{
	uint64_t flags;

	memcpy(&flags, (const char *)a + offsetof(struct perf_event_attr, read_format) + 8, 8);
	printf("%s iter %lu: type %u size %u config 0x%llx config1 0x%llx config2 0x%llx flags 0x%llx sample_period 0x%llx sample_type 0x%llx read_format 0x%llx pid %d cpu %d group_fd %s flags 0x%lx\n",
	       tag, it, a->type, size, (unsigned long long)a->config,
	       (unsigned long long)a->config1, (unsigned long long)a->config2,
	       (unsigned long long)flags, (unsigned long long)a->sample_period,
	       (unsigned long long)a->sample_type, (unsigned long long)a->read_format,
	       pid, cpu, gfd < 0 ? "-1" : "pool", fl);
}

int main(int argc, char **argv)
{
	const char *dir = NULL;
	char *xlist = NULL;
	unsigned long iters = 1000, it, tried = 0, ok = 0, first_enodev = 0;
	uint64_t seed;
	struct timeval tv;
	int opt, debug = 0, i;
	static char pbuf[300];

	gettimeofday(&tv, NULL);
	seed = (uint64_t)tv.tv_sec * 1000003 ^ tv.tv_usec ^ ((uint64_t)getpid() << 32);
	while ((opt = getopt(argc, argv, "s:n:p:x:d")) != -1) {
		switch (opt) {
		case 's': seed = strtoull(optarg, NULL, 0); break;
		case 'n': iters = strtoul(optarg, NULL, 0); break;
		case 'p': dir = optarg; break;
		case 'd': debug = 1; break;
		case 'x': xlist = optarg; break;
		default:
			fprintf(stderr, "usage: %s [-s SEED] [-n ITERATIONS] [-p PMU_DIR] [-x BLOCK,...] [-d]\n", argv[0]);
			return 2;
		}
	}
	if (!dir && !find_gc_pmu(pbuf, sizeof(pbuf)))
		dir = pbuf;
	if (!dir || load_pmu(dir)) {
		fprintf(stderr, "gc_fuzz: no amdgpu_gc PMU found\n");
		return 2;
	}
	if (xlist) {
		unsigned int k, j;
		char copy[128];

		snprintf(copy, sizeof(copy), "%s", xlist);
		exclude(copy);
		for (k = 0; k < nev; )	/* named events of excluded blocks */
			if (excluded[(evcfg[k] >> 16) & 0xff])
				evcfg[k] = evcfg[--nev];
			else
				k++;
		for (j = 0; j < 256 && nblk; j++)
			if (excluded[j])
				printf("excluded block %u\n", j);
	}
	if (!nblk || !nev) {
		fprintf(stderr, "gc_fuzz: nothing left to fuzz\n");
		return 2;
	}
	rng_state = seed;
	printf("gc_fuzz seed %llu iterations %lu pmu %s type %d cpu %d events %u blocks %u xcc %u se %u sa %u%s%s\n",
	       (unsigned long long)seed, iters, dir, pmu_type, pmu_cpu, nev, nblk, num_xcc, num_se, num_sa,
	       xlist ? " excluding " : "", xlist ? xlist : "");
	fflush(stdout);

	for (it = 0; it < iters; it++) {
		unsigned int members = chance(20) ? 2 + rn(6) : 1, m, nops;
		int leader = -1;

		for (m = 0; m < members; m++) {
			union { struct perf_event_attr a; char raw[512]; } u;
			unsigned int size;
			int pid, cpu, gfd, fd;
			unsigned long fl = 0;

			memset(&u, 0, sizeof(u));
			rand_attr(&u.a, &size);
			u.a.size = size;
			if (size > sizeof(u.a) && chance(30))
				u.raw[sizeof(u.a) + rn(size - sizeof(u.a))] = 1;	/* E2BIG */

			switch (rn(10)) {
			case 0: pid = 0; break;
			case 1: pid = getpid(); break;
			case 2: pid = rn(2) ? 1 : 0x7ffffff0; break;
			default: pid = -1; break;
			}
			switch (rn(10)) {
			case 0: cpu = -1; break;
			case 1: cpu = 0; break;
			case 2: cpu = 1; break;
			case 3: cpu = chance(50) ? (int)(2 + rn(4096)) : (int)rnd(); break;
			default: cpu = pmu_cpu; break;
			}
			if (m > 0 && leader >= 0 && chance(85))
				gfd = leader;
			else if (npool && chance(25))
				gfd = pool[rn(npool)];
			else if (chance(3))
				gfd = chance(50) ? 0 : 1000;	/* not a perf fd / not an fd */
			else
				gfd = -1;
			if (chance(8))
				fl = rnd() & 0xf;

			if (debug)
				dump_attr("attr", it, &u.a, size, pid, cpu, gfd, fl);
			tried++;
			fd = perf_event_open(&u.a, pid, cpu, gfd, fl);
			if (fd < 0) {
				int e = errno;

				count_errno(open_hist, e);
				if (e == ENODEV && !first_enodev) {
					first_enodev = it + 1;
					dump_attr("first-enodev", it, &u.a, size, pid, cpu, gfd, fl);
				}
				continue;
			}
			ok++;
			if (m == 0)
				leader = fd;
			if (npool == POOL)
				pool_drop(rn(npool));
			pool[npool++] = fd;
		}

		for (nops = rn(2 * members + 4); nops && npool; nops--)
			do_op();
		while (npool > POOL / 2 && chance(20))
			pool_drop(rn(npool));
	}
	while (npool)
		pool_drop(npool - 1);

	printf("opens %lu/%lu\n", ok, tried);
	for (i = 0; i < 256; i++)
		if (open_hist[i])
			printf("open-errno %s %lu\n", errname(i), open_hist[i]);
	for (i = 0; i < NOPS; i++) {
		int e;

		printf("op %s ok %lu\n", opname[i], op_ok[i]);
		for (e = 0; e < 256; e++)
			if (op_hist[i][e])
				printf("op-errno %s %s %lu\n", opname[i], errname(e), op_hist[i][e]);
	}
	printf("read-eof %lu read-bytes %lu\n", read_eof, read_bytes);
	printf("enodev %lu first-enodev %lu\n", open_hist[ENODEV], first_enodev);
	return 0;
}

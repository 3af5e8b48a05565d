// SPDX-License-Identifier: MIT
/*
 * gc_pmu_e2e - the amdgpu GC perf PMU over an emulated GC, in a booted kernel
 *
 * Part of the test harness module (amdgpu_gc_harness.ko, see Kbuild); it
 * does nothing unless loaded with e2e_topology=rdna4|vega10|mi300|navi31|navi21.
 *
 * There is no AMD GPU in the QEMU machine scripts/e2e boots. This module
 * gives the real GC PMU (amdgpu_pmu_gc.c) a fake amdgpu device with the
 * topology of a real part and the KUnit GC emulator as its hardware, so the
 * real perf tool can be run against it: perf_event_open(), the device
 * permission checks, the driver, its PM4 and the emulated counters.
 *
 * Test only: it uses symbols the amdgpu KUnit tests export
 * (CONFIG_DRM_AMDGPU_KUNIT_TEST=y, booted with kunit.enable=0 so that the
 * module's KUnit suites do not run).
 *
 * debugfs (/sys/kernel/debug/gc_pmu_e2e/):
 *   inject  write "BLOCK SELECT XCC SE SA INST N": N events of SELECT in
 *           block BLOCK (a name from the PMU's caps/, e.g. sq, gl2c) at that
 *           instance; "*" for XCC/SE/SA/INST means every one.
 *   rate    write "BLOCK SELECT XCC SE SA INST PER_SEC": from now on, events
 *           of SELECT happen at that instance at a steady rate (counted
 *           only while a counter counts them, as on hardware); "stop" ends
 *           every stream, "clear" forgets them. status lists each stream's
 *           total so far and how many of them a counter counted.
 *   unplug  write anything: unregister the PMU with events still open, as
 *           a hot-unplug does.
 *   reset   write anything: a GPU reset (the PMU's reset hooks around a
 *           reset of the emulated GC).
 *   status  emulator state: IBs, their dwords and COPY_DATA packets per
 *           XCC, strictness violations, last error.
 *   ahead_ms the PMU's IBs run this many ms after they reach their ring
 *           (a GPU busy with earlier work; 0 by default).
 *
 * It also registers gc_e2e_forward, a device PMU that forwards its events
 * to the CPU clock (e2e_forward_event_init()).
 */

#include <linux/debugfs.h>
#include <linux/device/faux.h>
#include <linux/module.h>
#include <linux/perf_event.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/string.h>

#include <drm/drm_drv.h>

#include "amdgpu.h"
#include "amdgpu_pmu_gc.h"
#include "amdgpu_gc_emu.h"
#include "amdgpu_gc_topologies.h"
#include "amdgpu_kunit_helpers.h"
#include "amdgpu_pmu_gc_emu.h"

MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");

static char *e2e_topology;
module_param(e2e_topology, charp, 0444);
MODULE_PARM_DESC(e2e_topology, "register a PMU on an emulated GC: rdna4 (GC 12.0.0), vega10 (GC 9.0.1), mi300 (GC 9.4.3), navi31 (GC 11.0.0) or navi21 (GC 10.3.0); unset: none");

static const struct drm_driver e2e_drm_driver = {
	.name = "gc_pmu_e2e",
	.desc = "emulated GC for the amdgpu GC PMU end-to-end test",
	.major = 1,
};

static struct {
	struct faux_device *fdev;
	struct amdgpu_device *adev;
	struct amdgpu_gc_emu *emu;
	const struct amdgpu_kunit_gc_topology *topo;
	u32 *segs;
	struct amdgpu_kunit_gpu *gpu;	/* outlives an unplug */
	struct dentry *dir;
	bool unplugged;
} e2e;

static int e2e_parse_index(const char *tok, unsigned int *out)
{
	if (!strcmp(tok, "*")) {
		*out = AMDGPU_GC_EMU_ALL;
		return 0;
	}
	return kstrtouint(tok, 0, out);
}

/* "BLOCK SELECT XCC SE SA INST N" */
struct e2e_target {
	int block;
	unsigned int select;
	unsigned int idx[4];
	u64 n;
};

static int e2e_parse_target(char *buf, struct e2e_target *t)
{
	char *cur = buf, *tok[7];
	unsigned int i;
	int r;

	for (i = 0; i < ARRAY_SIZE(tok); i++) {
		do {
			tok[i] = strsep(&cur, " \t\n");
		} while (tok[i] && !*tok[i]);
		if (!tok[i])
			return -EINVAL;
	}

	t->block = amdgpu_gc_emu_block_by_name(e2e.emu, tok[0]);
	if (t->block < 0)
		return t->block;
	r = kstrtouint(tok[1], 0, &t->select);
	for (i = 0; !r && i < ARRAY_SIZE(t->idx); i++)
		r = e2e_parse_index(tok[2 + i], &t->idx[i]);
	if (!r)
		r = kstrtou64(tok[6], 0, &t->n);
	return r;
}

static int e2e_read_line(const char __user *ubuf, size_t len, char *buf,
			 size_t size)
{
	if (len >= size)
		return -EINVAL;
	if (copy_from_user(buf, ubuf, len))
		return -EFAULT;
	buf[len] = '\0';
	return 0;
}

static ssize_t e2e_inject_write(struct file *file, const char __user *ubuf,
				size_t len, loff_t *ppos)
{
	struct e2e_target t;
	char buf[128];
	int r;

	r = e2e_read_line(ubuf, len, buf, sizeof(buf));
	if (!r)
		r = e2e_parse_target(buf, &t);
	if (r)
		return r;

	amdgpu_gc_emu_inject(e2e.emu, t.block, t.select, t.idx[0], t.idx[1],
			     t.idx[2], t.idx[3], t.n);
	return len;
}

static ssize_t e2e_rate_write(struct file *file, const char __user *ubuf,
			      size_t len, loff_t *ppos)
{
	struct e2e_target t;
	char buf[128];
	int r;

	r = e2e_read_line(ubuf, len, buf, sizeof(buf));
	if (r)
		return r;
	if (sysfs_streq(buf, "stop")) {
		amdgpu_gc_emu_stop_streams(e2e.emu);
		return len;
	}
	if (sysfs_streq(buf, "clear")) {
		amdgpu_gc_emu_clear_streams(e2e.emu);
		return len;
	}
	r = e2e_parse_target(buf, &t);
	if (!r)
		r = amdgpu_gc_emu_inject_rate(e2e.emu, t.block, t.select,
					      t.idx[0], t.idx[1], t.idx[2],
					      t.idx[3], t.n);
	return r < 0 ? r : len;
}

static const struct file_operations e2e_rate_fops = {
	.owner = THIS_MODULE,
	.write = e2e_rate_write,
};

static const struct file_operations e2e_inject_fops = {
	.owner = THIS_MODULE,
	.write = e2e_inject_write,
};

static ssize_t e2e_unplug_write(struct file *file, const char __user *ubuf,
				size_t len, loff_t *ppos)
{
	/* As amdgpu_pci_remove() does: unplug, then tear the device down. */
	if (!e2e.unplugged) {
		drm_dev_unplug(adev_to_drm(e2e.adev));
		amdgpu_pmu_gc_fini(e2e.adev);
		e2e.unplugged = true;
	}
	return len;
}

static const struct file_operations e2e_unplug_fops = {
	.owner = THIS_MODULE,
	.write = e2e_unplug_write,
};

/*
 * A GPU reset as amdgpu_device_gpu_recover() sees it: the PMU halts, the
 * GC loses its counters, their programming and the queues' perf counting
 * state (and, on GFX12, the perfmon clock override, which the GC IP's
 * clock gating hook restores from the holds), then the PMU resumes.
 */
static ssize_t e2e_reset_write(struct file *file, const char __user *ubuf,
			       size_t len, loff_t *ppos)
{
	struct amdgpu_device *adev = e2e.adev;

	if (e2e.unplugged)
		return -ENODEV;
	amdgpu_pmu_gc_reset_begin(adev);
	/*
	 * As amdgpu_device_pre_asic_reset() does next: a pass in flight
	 * across the reset sees it and drops its samples.
	 */
	atomic_inc(&adev->gpu_reset_counter);
	amdgpu_gc_emu_reset(e2e.emu);
	amdgpu_device_set_cg_state(adev, AMD_CG_STATE_GATE);
	amdgpu_pmu_gc_resume(adev);
	return len;
}

static const struct file_operations e2e_reset_fops = {
	.owner = THIS_MODULE,
	.write = e2e_reset_write,
};

static int e2e_status_show(struct seq_file *m, void *unused)
{
	unsigned int x;

	seq_printf(m, "topology %s\n", e2e_topology);
	for (x = 0; x < e2e.topo->num_xcc; x++) {
		u64 dw, cd;

		amdgpu_gc_emu_ib_stats(e2e.emu, x, &dw, &cd);
		seq_printf(m, "xcc%u_ibs %u dwords %llu copy_data %llu cache_actions %llu\n",
			   x, amdgpu_gc_emu_ib_count(e2e.emu, x), dw, cd,
			   amdgpu_gc_emu_cache_actions(e2e.emu, x));
	}
	/* Jobs whose fence invalidates L2 and L1 (GFX9 without TC_WB_ONLY) */
	seq_printf(m, "invalidating_fences %d\n",
		   atomic_read(&e2e.gpu->invalidating_jobs));
	seq_printf(m, "violations %u\n", amdgpu_gc_emu_violations(e2e.emu));
	seq_printf(m, "last_error %s\n", amdgpu_gc_emu_last_error(e2e.emu) ?: "");
	seq_printf(m, "unplugged %d\n", e2e.unplugged);
	for (x = 0; ; x++) {
		ktime_t since;
		u32 select;
		u64 n;

		if (amdgpu_gc_emu_stream_total(e2e.emu, x, &select, &n, &since))
			break;
		seq_printf(m, "stream%u select %u injected %llu counted %llu seen_since_ns %lld\n",
			   x, select, n, amdgpu_gc_emu_stream_counted(e2e.emu, x),
			   ktime_to_ns(since));
	}
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(e2e_status);

/*
 * A device PMU that forwards every event to the CPU clock by rewriting
 * attr.type in its event_init(), as PMUs may: what the event became must
 * pass that PMU's checks, whatever the device PMU's level admitted (the
 * check after perf_event_alloc() in perf_event_open()). Its events never
 * reach the callbacks below.
 */
static int e2e_forward_event_init(struct perf_event *event)
{
	event->attr.type = PERF_TYPE_SOFTWARE;
	event->attr.config = PERF_COUNT_SW_CPU_CLOCK;
	return -ENOENT;
}

static int e2e_forward_add(struct perf_event *event, int flags)
{
	return -EINVAL;
}

static void e2e_forward_flags(struct perf_event *event, int flags)
{
}

static void e2e_forward_read(struct perf_event *event)
{
}

static struct pmu e2e_forward_pmu = {
	.module = THIS_MODULE,
	.task_ctx_nr = perf_invalid_context,
	.scope = PERF_PMU_SCOPE_SYS_WIDE,
	.capabilities = PERF_PMU_CAP_DEVICE,
	.event_init = e2e_forward_event_init,
	.add = e2e_forward_add,
	.del = e2e_forward_flags,
	.start = e2e_forward_flags,
	.stop = e2e_forward_flags,
	.read = e2e_forward_read,
};

static const struct amdgpu_kunit_gc_topology *
e2e_topology_by_name(const char *name)
{
	if (!strcmp(name, "rdna4"))
		return &amdgpu_kunit_gc_rdna4;
	if (!strcmp(name, "vega10"))
		return &amdgpu_kunit_gc_vega10;
	if (!strcmp(name, "mi300"))
		return &amdgpu_kunit_gc_mi300;
	if (!strcmp(name, "navi31"))
		return &amdgpu_gc_harness_navi31;
	if (!strcmp(name, "navi21"))
		return &amdgpu_gc_harness_navi21;
	return NULL;
}

static int __init gc_pmu_e2e_init(void)
{
	struct amdgpu_device *adev;
	int r;

	if (!e2e_topology)
		return 0;
	e2e.topo = e2e_topology_by_name(e2e_topology);
	if (!e2e.topo)
		return -EINVAL;

	e2e.fdev = faux_device_create("gc_pmu_e2e", NULL, NULL);
	if (!e2e.fdev)
		return -ENODEV;

	adev = devm_drm_dev_alloc(&e2e.fdev->dev, &e2e_drm_driver,
				  struct amdgpu_device, ddev);
	if (IS_ERR(adev)) {
		r = PTR_ERR(adev);
		goto err_fdev;
	}
	adev->dev = &e2e.fdev->dev;
	e2e.adev = adev;

	e2e.segs = kcalloc(e2e.topo->num_xcc * AMDGPU_KUNIT_GC_NUM_SEGS,
			   sizeof(*e2e.segs), GFP_KERNEL);
	if (!e2e.segs) {
		r = -ENOMEM;
		goto err_fdev;
	}
	amdgpu_kunit_setup_gc_topology(adev, e2e.topo, e2e.segs);

	e2e.emu = amdgpu_gc_emu_create(NULL, e2e.topo);
	if (IS_ERR_OR_NULL(e2e.emu)) {
		r = e2e.emu ? PTR_ERR(e2e.emu) : -ENOMEM;
		goto err_segs;
	}

	/* Every check, the restore at the end of a session included. */
	amdgpu_gc_emu_set_checks(e2e.emu, AMDGPU_GC_EMU_CHECK_ALL);

	if (IS_ERR_OR_NULL(amdgpu_kunit_pmu_gc_init_emulated(adev, e2e.emu))) {
		r = -ENODEV;
		goto err_emu;
	}
	/*
	 * Under TCG a pass takes milliseconds, not a GPU's microseconds, and
	 * an emulated counter moves only by what the test injects, so it
	 * cannot wrap unseen: GFX12's 19 ms bound would drop good samples of
	 * a busy guest. The KUnit suites run with the driver's bound.
	 */
	adev->pmu_gc->wrap_safe_ms = 0;
	e2e.gpu = &amdgpu_kunit_pmu_gc_emu_state(adev->pmu_gc)->gpu.base;

	r = drm_dev_register(&adev->ddev, 0);
	if (r)
		goto err_pmu;
	r = perf_pmu_register(&e2e_forward_pmu, "gc_e2e_forward", -1);
	if (r)
		goto err_drm;

	e2e.dir = debugfs_create_dir("gc_pmu_e2e", NULL);
	debugfs_create_file("inject", 0200, e2e.dir, NULL, &e2e_inject_fops);
	debugfs_create_file("rate", 0200, e2e.dir, NULL, &e2e_rate_fops);
	debugfs_create_file("unplug", 0200, e2e.dir, NULL, &e2e_unplug_fops);
	debugfs_create_file("reset", 0200, e2e.dir, NULL, &e2e_reset_fops);
	debugfs_create_file("status", 0444, e2e.dir, NULL, &e2e_status_fops);
	/* A busy GPU: the PMU's IBs run this long after reaching their ring. */
	debugfs_create_u32("ahead_ms", 0600, e2e.dir,
			   &amdgpu_kunit_pmu_gc_emu_state(adev->pmu_gc)->gpu.ahead_ms);
	return 0;

err_drm:
	drm_dev_unregister(&adev->ddev);
err_pmu:
	amdgpu_pmu_gc_fini(adev);
err_emu:
	amdgpu_gc_emu_destroy(e2e.emu);
err_segs:
	kfree(e2e.segs);
err_fdev:
	faux_device_destroy(e2e.fdev);
	return r;
}

static void __exit gc_pmu_e2e_exit(void)
{
	if (!e2e.topo)
		return;
	debugfs_remove_recursive(e2e.dir);
	perf_pmu_unregister(&e2e_forward_pmu);
	if (!e2e.unplugged) {
		amdgpu_pmu_gc_fini(e2e.adev);
		drm_dev_unregister(&e2e.adev->ddev);
	}
	faux_device_destroy(e2e.fdev);
	amdgpu_gc_emu_destroy(e2e.emu);
	kfree(e2e.segs);
}

module_init(gc_pmu_e2e_init);
module_exit(gc_pmu_e2e_exit);
MODULE_DESCRIPTION("amdgpu GC PMU test harness: GC emulator, its KUnit suites, e2e glue");
MODULE_LICENSE("Dual MIT/GPL");

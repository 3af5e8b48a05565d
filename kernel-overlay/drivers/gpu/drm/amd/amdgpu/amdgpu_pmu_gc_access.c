// SPDX-License-Identifier: MIT
/*
 * Copyright 2026 Advanced Micro Devices, Inc.
 *
 * Permission is hereby granted, free of charge, to any person obtaining a
 * copy of this software and associated documentation files (the "Software"),
 * to deal in the Software without restriction, including without limitation
 * the rights to use, copy, modify, merge, publish, distribute, sublicense,
 * and/or sell copies of the Software, and to permit persons to whom the
 * Software is furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in
 * all copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.  IN NO EVENT SHALL
 * THE COPYRIGHT HOLDER(S) OR AUTHOR(S) BE LIABLE FOR ANY CLAIM, DAMAGES OR
 * OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE,
 * ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR
 * OTHER DEALINGS IN THE SOFTWARE.
 */

#include <kunit/visibility.h>
#include <linux/perf_event.h>
#include <linux/printk.h>
#include <linux/sysctl.h>

#include "amdgpu_pmu_gc_access.h"

/**
 * DOC: GC perf event access policy
 *
 * The GC PMU counts activity of the whole GPU, so its events are system
 * wide and may reveal what other users run on the GPU. By default an
 * opener needs the same privilege as for any system wide perf event:
 * CAP_PERFMON, or kernel.perf_event_paranoid <= 0.
 *
 * An administrator can relax that for GC events only, without opening up
 * CPU wide monitoring, by clearing the sysctl dev.amdgpu.perf_paranoid
 * (1 by default). With 0 any user may open GC events; the perf_event_open
 * LSM hooks still apply, the perf core calls them for device PMUs. The
 * sysctl exists while the amdgpu module is loaded and applies to all
 * amdgpu devices.
 */

VISIBLE_IF_KUNIT int amdgpu_pmu_gc_paranoid = 1;
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_paranoid);

static struct ctl_table_header *amdgpu_pmu_gc_sysctl_header;

static const struct ctl_table amdgpu_pmu_gc_sysctl_table[] = {
	{
		.procname = "perf_paranoid",
		.data = &amdgpu_pmu_gc_paranoid,
		.maxlen = sizeof(amdgpu_pmu_gc_paranoid),
		.mode = 0644,
		.proc_handler = proc_dointvec_minmax,
		.extra1 = SYSCTL_ZERO,
		.extra2 = SYSCTL_ONE,
	},
};

/**
 * amdgpu_pmu_gc_access_check - may the caller open a GC perf event
 * @event: the event being initialised, in the opener's context
 *
 * Called from the GC PMU's event_init. The perf core does not apply the
 * perf_event_paranoid CPU threshold to device PMUs, this is the check
 * that replaces it.
 *
 * Returns: 0 if the caller may open @event, -EACCES (or an LSM's error)
 * otherwise.
 */
int amdgpu_pmu_gc_access_check(struct perf_event *event)
{
	if (!READ_ONCE(amdgpu_pmu_gc_paranoid))
		return 0;

	return perf_allow_cpu();
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_access_check);

/**
 * amdgpu_pmu_gc_access_init - register dev.amdgpu.perf_paranoid
 *
 * Without the sysctl the policy stays at its strict default, so a failure
 * is only reported.
 */
void amdgpu_pmu_gc_access_init(void)
{
	amdgpu_pmu_gc_sysctl_header = register_sysctl("dev/amdgpu",
						      amdgpu_pmu_gc_sysctl_table);
	if (IS_ENABLED(CONFIG_SYSCTL) && !amdgpu_pmu_gc_sysctl_header)
		pr_warn("amdgpu: failed to register dev.amdgpu.perf_paranoid\n");
}

/**
 * amdgpu_pmu_gc_access_fini - unregister dev.amdgpu.perf_paranoid
 */
void amdgpu_pmu_gc_access_fini(void)
{
	unregister_sysctl_table(amdgpu_pmu_gc_sysctl_header);
	amdgpu_pmu_gc_sysctl_header = NULL;
}

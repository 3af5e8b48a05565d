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

/*
 * Counter table cases moved out of the series' amdgpu_pmc_tables suite
 * (drivers/gpu/drm/amd/amdgpu/tests/amdgpu_pmc_tables_test.c) to keep the
 * series' tests within their review budget: a sample of event ids per
 * target checked against public per-target sources (listed at
 * pmc_event_ids[], hard-coded here, not read back from the driver; the
 * amdgpu_pmc_facts suite checks every event against kunit/facts/), and the
 * events the end-to-end tests use, on every target.
 */

#include <kunit/test.h>
#include <linux/string.h>

#include "amdgpu.h"
#include "amdgpu_pmc.h"
#include "amdgpu_gc_topologies.h"

static const struct amdgpu_pmc_event *
pmc_test_find_event(const struct amdgpu_pmc_arch *arch, const char *name)
{
	unsigned int i;

	for (i = 0; i < arch->num_events; i++)
		if (!strcmp(arch->events[i].name, name))
			return &arch->events[i];
	return NULL;
}

/* The events the end-to-end tests use must exist on every target. */
static void amdgpu_pmc_test_e2e_events(struct kunit *test)
{
	unsigned int i;

	for (i = 0; i < amdgpu_gc_harness_num_targets; i++) {
		u32 gc_ip = amdgpu_gc_harness_targets[i].t->gc_ip;
		const struct amdgpu_pmc_arch *arch = amdgpu_pmc_find_arch(gc_ip);
		bool gfx12 = IP_VERSION_MAJ(gc_ip) >= 10;	/* GL2C */

		KUNIT_ASSERT_NOT_NULL(test, arch);
		KUNIT_EXPECT_NOT_NULL(test, pmc_test_find_event(arch, "sq_waves"));
		KUNIT_EXPECT_NOT_NULL(test, pmc_test_find_event(arch, "sq_insts_valu"));
		KUNIT_EXPECT_NOT_NULL(test, pmc_test_find_event(arch, "grbm_gui_active"));
		KUNIT_EXPECT_NOT_NULL(test, pmc_test_find_event(arch, gfx12 ?
								"gl2c_hit" : "tcc_hit"));
	}
}

struct pmc_test_event_id {
	u32 gc_ip;
	const char *name;
	enum amdgpu_pmc_block_id block;
	u16 select;
};

/*
 * Expected ids, typed in from public per-target sources, not from the
 * tables: rocprofiler-sdk source/share/rocprofiler-sdk/counter_defs.yaml
 * (ROCm/rocm-systems 1b1610fc2b2a), GPUPerfAPI (gpu_performance_api
 * v3.17-tag for gfx900/gfx906, v4.3-tag for GFX12), Mesa's
 * src/amd/common/ac_spm.c (sailfishos-mirror/mesa cbf0a38fa469, its GFX10.3
 * list), and vega10_enum.h / soc24_enum.h where they describe the target and
 * no tool contradicts them.
 */
static const struct pmc_test_event_id pmc_event_ids[] = {
	{ IP_VERSION(9, 0, 1), "sq_waves", AMDGPU_PMC_BLOCK_SQ, 4 },
	{ IP_VERSION(9, 0, 1), "sq_insts_valu", AMDGPU_PMC_BLOCK_SQ, 26 },
	{ IP_VERSION(9, 0, 1), "sq_insts_salu", AMDGPU_PMC_BLOCK_SQ, 30 },
	{ IP_VERSION(9, 0, 1), "tcc_hit", AMDGPU_PMC_BLOCK_TCC, 20 },
	{ IP_VERSION(9, 0, 1), "spi_csn_wave", AMDGPU_PMC_BLOCK_SPI, 52 },
	{ IP_VERSION(9, 0, 1), "ta_ta_busy", AMDGPU_PMC_BLOCK_TA, 15 },
	{ IP_VERSION(9, 0, 1), "grbm_gui_active", AMDGPU_PMC_BLOCK_GRBM, 2 },
	{ IP_VERSION(9, 4, 0), "sq_insts_vmem_wr", AMDGPU_PMC_BLOCK_SQ, 27 },
	{ IP_VERSION(9, 4, 0), "tcc_miss", AMDGPU_PMC_BLOCK_TCC, 22 },
	{ IP_VERSION(9, 4, 0), "tcp_tcp_ta_data_stall_cycles", AMDGPU_PMC_BLOCK_TCP, 6 },
	{ IP_VERSION(9, 4, 1), "tcc_hit", AMDGPU_PMC_BLOCK_TCC, 17 },
	{ IP_VERSION(9, 4, 1), "sq_insts_vmem_wr", AMDGPU_PMC_BLOCK_SQ, 28 },
	{ IP_VERSION(9, 4, 1), "sq_insts_salu", AMDGPU_PMC_BLOCK_SQ, 31 },
	{ IP_VERSION(9, 4, 1), "tcp_total_accesses", AMDGPU_PMC_BLOCK_TCP, 29 },
	{ IP_VERSION(9, 4, 1), "spi_csn_wave", AMDGPU_PMC_BLOCK_SPI, 52 },
	{ IP_VERSION(9, 4, 2), "sq_insts_vmem_wr", AMDGPU_PMC_BLOCK_SQ, 53 },
	{ IP_VERSION(9, 4, 2), "sq_insts_lds", AMDGPU_PMC_BLOCK_SQ, 60 },
	{ IP_VERSION(9, 4, 2), "tcc_hit", AMDGPU_PMC_BLOCK_TCC, 17 },
	{ IP_VERSION(9, 4, 2), "cpc_cpc_stat_busy", AMDGPU_PMC_BLOCK_CPC, 25 },
	{ IP_VERSION(9, 4, 3), "sq_insts_salu", AMDGPU_PMC_BLOCK_SQ, 60 },
	{ IP_VERSION(9, 4, 3), "sq_wave_cycles", AMDGPU_PMC_BLOCK_SQ, 79 },
	{ IP_VERSION(9, 4, 3), "ta_ta_busy", AMDGPU_PMC_BLOCK_TA, 13 },
	{ IP_VERSION(9, 4, 3), "tcp_total_read", AMDGPU_PMC_BLOCK_TCP, 28 },
	{ IP_VERSION(9, 4, 3), "tcc_hit", AMDGPU_PMC_BLOCK_TCC, 17 },
	{ IP_VERSION(9, 4, 4), "sq_insts_salu", AMDGPU_PMC_BLOCK_SQ, 60 },
	{ IP_VERSION(9, 4, 4), "tcc_miss", AMDGPU_PMC_BLOCK_TCC, 19 },
	{ IP_VERSION(9, 5, 0), "tcc_hit", AMDGPU_PMC_BLOCK_TCC, 21 },
	{ IP_VERSION(9, 5, 0), "tcc_req", AMDGPU_PMC_BLOCK_TCC, 6 },
	{ IP_VERSION(9, 5, 0), "sq_insts_salu", AMDGPU_PMC_BLOCK_SQ, 62 },
	{ IP_VERSION(9, 5, 0), "sq_lds_bank_conflict", AMDGPU_PMC_BLOCK_SQ, 142 },
	{ IP_VERSION(9, 5, 0), "cpf_cpf_stat_busy", AMDGPU_PMC_BLOCK_CPF, 23 },
	/* gfx1030: counter_defs.yaml; TCP and GL1C REQ: Mesa ac_spm.c */
	{ IP_VERSION(10, 3, 0), "gl2c_hit", AMDGPU_PMC_BLOCK_GL2C, 42 },
	{ IP_VERSION(10, 3, 0), "gl2c_miss", AMDGPU_PMC_BLOCK_GL2C, 43 },
	{ IP_VERSION(10, 3, 0), "gl2c_mc_rdreq", AMDGPU_PMC_BLOCK_GL2C, 96 },
	{ IP_VERSION(10, 3, 0), "sq_waves", AMDGPU_PMC_BLOCK_SQ, 4 },
	{ IP_VERSION(10, 3, 0), "sq_insts_valu", AMDGPU_PMC_BLOCK_SQ, 64 },
	{ IP_VERSION(10, 3, 0), "sq_lds_bank_conflict", AMDGPU_PMC_BLOCK_SQ, 285 },
	{ IP_VERSION(10, 3, 0), "ta_ta_busy", AMDGPU_PMC_BLOCK_TA, 15 },
	{ IP_VERSION(10, 3, 0), "tcp_req", AMDGPU_PMC_BLOCK_TCP, 9 },
	{ IP_VERSION(10, 3, 0), "tcp_req_miss", AMDGPU_PMC_BLOCK_TCP, 18 },
	{ IP_VERSION(10, 3, 0), "gl1c_req", AMDGPU_PMC_BLOCK_GL1C, 14 },
	{ IP_VERSION(10, 3, 1), "gl2c_ea_rdreq_128b", AMDGPU_PMC_BLOCK_GL2C, 102 },
	{ IP_VERSION(12, 0, 0), "gl2c_hit", AMDGPU_PMC_BLOCK_GL2C, 41 },
	{ IP_VERSION(12, 0, 0), "gl2c_miss", AMDGPU_PMC_BLOCK_GL2C, 42 },
	{ IP_VERSION(12, 0, 0), "sq_waves", AMDGPU_PMC_BLOCK_SQ, 4 },
	{ IP_VERSION(12, 0, 0), "sq_insts_valu", AMDGPU_PMC_BLOCK_SQ, 50 },
	{ IP_VERSION(12, 0, 0), "sqg_waves", AMDGPU_PMC_BLOCK_SQG, 19 },
	{ IP_VERSION(12, 0, 0), "spi_csn_wave", AMDGPU_PMC_BLOCK_SPI, 50 },
	{ IP_VERSION(12, 0, 0), "cpc_cpc_stat_busy", AMDGPU_PMC_BLOCK_CPC, 25 },
	{ IP_VERSION(12, 0, 0), "gl1c_req", AMDGPU_PMC_BLOCK_GL1C, 30 },
	{ IP_VERSION(12, 0, 1), "gl2c_hit", AMDGPU_PMC_BLOCK_GL2C, 41 },
	{ IP_VERSION(12, 0, 1), "sq_insts_salu", AMDGPU_PMC_BLOCK_SQ, 46 },
	{ IP_VERSION(12, 0, 1), "ta_ta_busy", AMDGPU_PMC_BLOCK_TA, 15 },
};

static void pmc_event_id_desc(const struct pmc_test_event_id *e, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "gc_%u_%u_%u_%s",
		 IP_VERSION_MAJ(e->gc_ip), IP_VERSION_MIN(e->gc_ip),
		 IP_VERSION_REV(e->gc_ip), e->name);
}

KUNIT_ARRAY_PARAM(pmc_event_id, pmc_event_ids, pmc_event_id_desc);

static void amdgpu_pmc_test_event_ids(struct kunit *test)
{
	const struct pmc_test_event_id *exp = test->param_value;
	const struct amdgpu_pmc_arch *arch = amdgpu_pmc_find_arch(exp->gc_ip);
	const struct amdgpu_pmc_event *e;

	KUNIT_ASSERT_NOT_NULL(test, arch);
	e = pmc_test_find_event(arch, exp->name);
	KUNIT_ASSERT_NOT_NULL_MSG(test, e, "%s missing", exp->name);
	KUNIT_EXPECT_EQ(test, e->block, exp->block);
	KUNIT_EXPECT_EQ(test, e->select, exp->select);
}

static struct kunit_case amdgpu_pmc_event_ids_cases[] = {
	KUNIT_CASE(amdgpu_pmc_test_e2e_events),
	KUNIT_CASE_PARAM(amdgpu_pmc_test_event_ids, pmc_event_id_gen_params),
	{}
};

static struct kunit_suite amdgpu_pmc_event_ids_suite = {
	.name = "amdgpu_pmc_event_ids",
	.test_cases = amdgpu_pmc_event_ids_cases,
};

kunit_test_suite(amdgpu_pmc_event_ids_suite);

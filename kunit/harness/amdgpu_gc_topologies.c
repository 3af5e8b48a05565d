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
 * Topologies of the fake devices the harness runs the PMU and the emulator
 * on. Counts per XCC: SEs, SAs (SH) per SE, CUs per SA (on GFX12 a WGP is
 * two CUs) and L2 channels (TCC / GL2C). Shapes follow the public parts
 * (kernel IP discovery fields gc_num_se, gc_num_sh_per_se,
 * gc_num_cu_per_sh, gc_num_tccs); the multi-XCC parts are cut down to 2
 * XCCs, as the MI300 topology below is to 4, since every XCC costs a PM4
 * stream under TCG and 2 still exercise per-XCC addressing.
 */

#include <linux/kernel.h>

#include "amdgpu.h"
#include "amdgpu_gc_topologies.h"

/* Vega10 (GC 9.0.1): 4 SEs x 1 SH x 16 CUs, the real shape */
const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_vega10 = {
	.gc_ip = IP_VERSION(9, 0, 1),
	.num_xcc = 1,
	.num_se = 4,
	.num_sa = 1,
	.cu_per_sa = 16,
	.l2_channels = 16,
};

/*
 * MI300 is cut down to 4 XCCs of 4 SEs with 10 CUs per SE (the real part has
 * 8 XCCs of 4 SEs with 10 CUs per SA on MI300X): every per-XCC PM4 stream and
 * every emulated counter instance costs time under TCG, and 4 XCCs still
 * exercise per-XCC predication, result slicing and logical-to-physical XCC
 * mapping.
 */
const struct amdgpu_kunit_gc_topology amdgpu_kunit_gc_mi300 = {
	.gc_ip = IP_VERSION(9, 4, 3),
	.num_xcc = 4,
	.num_se = 4,
	.num_sa = 1,
	.cu_per_sa = 10,
	.l2_channels = 16,
};

/* Vega20 (gfx906, MI50/MI60): 4 SEs x 1 SH x 16 CUs, 16 L2 channels */
const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_vega20 = {
	.gc_ip = IP_VERSION(9, 4, 0),
	.num_xcc = 1,
	.num_se = 4,
	.num_sa = 1,
	.cu_per_sa = 16,
	.l2_channels = 16,
};

/*
 * Arcturus (gfx908, MI100): 8 SEs x 1 SH x 16 CUs (120 enabled), 32 L2
 * channels (AQLprofile gfx908_factory.cpp TCC count). 8 SEs, more than
 * the 4 GRBM_SEn register sets GFX9 has.
 */
const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_mi100 = {
	.gc_ip = IP_VERSION(9, 4, 1),
	.num_xcc = 1,
	.num_se = 8,
	.num_sa = 1,
	.cu_per_sa = 16,
	.l2_channels = 32,
};

/* Aldebaran (gfx90a, MI200), one GCD: 8 SEs x 1 SH x 16 CUs, 32 channels */
const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_mi200 = {
	.gc_ip = IP_VERSION(9, 4, 2),
	.num_xcc = 1,
	.num_se = 8,
	.num_sa = 1,
	.cu_per_sa = 16,
	.l2_channels = 32,
};

/* GC 9.4.4 (MI300 family, gfx942): 2 of its XCCs, each 4 SEs x 10 CUs */
const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_mi300_944 = {
	.gc_ip = IP_VERSION(9, 4, 4),
	.num_xcc = 2,
	.num_se = 4,
	.num_sa = 1,
	.cu_per_sa = 10,
	.l2_channels = 16,
};

/* GC 9.5.0 (MI350, gfx950): 2 of its XCCs, each 4 SEs x 9 CUs */
const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_mi350 = {
	.gc_ip = IP_VERSION(9, 5, 0),
	.num_xcc = 2,
	.num_se = 4,
	.num_sa = 1,
	.cu_per_sa = 9,
	.l2_channels = 16,
};

/*
 * gfx1201 (Navi48, RX 9070 XT): 4 SEs x 2 SAs x 8 CUs (4 WGPs), 32 GL2C
 * channels (AQLprofile's gfx1201 override).
 */
const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_gfx1201 = {
	.gc_ip = IP_VERSION(12, 0, 1),
	.num_xcc = 1,
	.num_se = 4,
	.num_sa = 2,
	.cu_per_sa = 8,
	.l2_channels = 32,
};

/*
 * Harvested parts: Vega 56 (gfx900, 56 of Vega 10's 64 CUs, 14 per SE) and
 * an RDNA4 part with one WGP of each SA harvested (24 of 32 WGPs). Which
 * CUs a real part lacks differs per chip; here the same in every SA.
 */
const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_vega56 = {
	.gc_ip = IP_VERSION(9, 0, 1),
	.num_xcc = 1,
	.num_se = 4,
	.num_sa = 1,
	.cu_per_sa = 16,
	.l2_channels = 16,
	.harvest_cus = BIT(3) | BIT(12),
};

const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_gfx1200_harvested = {
	.gc_ip = IP_VERSION(12, 0, 0),
	.num_xcc = 1,
	.num_se = 4,
	.num_sa = 2,
	.cu_per_sa = 8,
	.l2_channels = 16,
	.harvest_cus = 0x30,	/* WGP 2 */
};

/*
 * Navi21 (gfx1030, RX 6900 XT): 4 SEs x 2 SAs x 10 CUs (5 WGPs), the real
 * shape (80 CUs); 16 GL2C channels, GPUPerfAPI gfx103's Gl2c instance
 * count (gpa_hw_counter_gfx103.h, v4.3-tag).
 */
const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_navi21 = {
	.gc_ip = IP_VERSION(10, 3, 0),
	.num_xcc = 1,
	.num_se = 4,
	.num_sa = 2,
	.cu_per_sa = 10,
	.l2_channels = 16,
};

/*
 * Navi21 with WGP 4 of every SA harvested, 64 of 80 CUs. GFX10 parts are
 * harvested by WGP, both CUs at once (Mesa ac_gpu_info.c), never by SE;
 * which WGPs a real RX 6800 lacks differs per chip.
 */
const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_navi21_harvested = {
	.gc_ip = IP_VERSION(10, 3, 0),
	.num_xcc = 1,
	.num_se = 4,
	.num_sa = 2,
	.cu_per_sa = 10,
	.l2_channels = 16,
	.harvest_cus = 0x300,	/* WGP 4 */
};

/*
 * Van Gogh (gfx1033, the Steam Deck's APU): 1 SE x 2 SAs x 4 CUs (8 CUs);
 * 4 GL2C channels assumed (no public source in the repository gives its
 * count; GPUPerfAPI's gfx1033 override changes no instance count).
 */
const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_gfx1033 = {
	.gc_ip = IP_VERSION(10, 3, 1),
	.num_xcc = 1,
	.num_se = 1,
	.num_sa = 2,
	.cu_per_sa = 4,
	.l2_channels = 4,
};

/*
 * Navi31 (gfx1100, RX 7900 XTX): 6 SEs x 2 SAs x 8 CUs (4 WGPs), the real
 * shape (96 CUs); six SEs, so SE4-5 sit in the CU bitmap's second column
 * pair. 16 GL2C channels (an assumption: no public source in the
 * repository gives navi31's count; the harness needs only a plausible one).
 */
const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_navi31 = {
	.gc_ip = IP_VERSION(11, 0, 0),
	.num_xcc = 1,
	.num_se = 6,
	.num_sa = 2,
	.cu_per_sa = 8,
	.l2_channels = 16,
};

/*
 * Strix Halo (gfx1151) as the Radeon 8060S: 2 SEs x 2 SAs x 10 CUs; 16
 * GL2C channels assumed, as for navi31.
 */
const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_gfx1151 = {
	.gc_ip = IP_VERSION(11, 5, 1),
	.num_xcc = 1,
	.num_se = 2,
	.num_sa = 2,
	.cu_per_sa = 10,
	.l2_channels = 16,
};

/*
 * Strix Halo as the Radeon 8050S: one WGP of each SA harvested, 32 of 40
 * CUs. Which WGP a real part lacks differs per chip; here WGP 2 in every
 * SA, both of its CUs (gfx_v11_0_get_cu_active_bitmap_per_sh()).
 */
const struct amdgpu_kunit_gc_topology amdgpu_gc_harness_gfx1151_harvested = {
	.gc_ip = IP_VERSION(11, 5, 1),
	.num_xcc = 1,
	.num_se = 2,
	.num_sa = 2,
	.cu_per_sa = 10,
	.l2_channels = 16,
	.harvest_cus = 0x30,	/* WGP 2 */
};

const struct amdgpu_gc_harness_target amdgpu_gc_harness_targets[] = {
	{ "gc9.0.1-vega10", &amdgpu_kunit_gc_vega10 },
	{ "gc9.4.0-vega20", &amdgpu_gc_harness_vega20 },
	{ "gc9.4.1-mi100", &amdgpu_gc_harness_mi100 },
	{ "gc9.4.2-mi200", &amdgpu_gc_harness_mi200 },
	{ "gc9.4.3-mi300", &amdgpu_kunit_gc_mi300 },
	{ "gc9.4.4-mi300", &amdgpu_gc_harness_mi300_944 },
	{ "gc9.5.0-mi350", &amdgpu_gc_harness_mi350 },
	{ "gc10.3.0-navi21", &amdgpu_gc_harness_navi21 },
	{ "gc10.3.1-gfx1033", &amdgpu_gc_harness_gfx1033 },
	{ "gc11.0.0-navi31", &amdgpu_gc_harness_navi31 },
	{ "gc11.5.1-gfx1151", &amdgpu_gc_harness_gfx1151 },
	{ "gc12.0.0-gfx1200", &amdgpu_kunit_gc_rdna4 },
	{ "gc12.0.1-gfx1201", &amdgpu_gc_harness_gfx1201 },
};

const unsigned int amdgpu_gc_harness_num_targets =
	ARRAY_SIZE(amdgpu_gc_harness_targets);

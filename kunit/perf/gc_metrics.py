# SPDX-License-Identifier: MIT
"""Metrics and metric groups of the amdgpu GC perf PMU, for perf's JSON.

Plain data read by gen-perf-json.py, which turns it into one metrics.json
per gfx target. Every expression names only events of that target's kernel
table (the generator checks it) and every metric group fits the counters of
each block it uses, so `perf stat -M <group>` never multiplexes (checked
too, against the kernel tables' counter counts).

Conventions:
- Event names are the PMU's sysfs/JSON aliases. A read returns the sum
  over every selected instance, shader engine and XCC (the PMU's masks
  default to all), which is rocprofiler's reduce(X,sum); perf then merges
  amdgpu_gc_<N> PMUs of several GPUs like other uncore PMUs.
- Ratios are written as fractions with ScaleUnit "100%".
- Rates divide by duration_time, which perf gives metrics in seconds.
- Per-target expressions are keyed by a tuple of gfx targets; a metric is
  published exactly for the targets it lists.

Public definitions followed (facts only; no code was taken):
- SDK62: ROCm/rocprofiler-sdk, file
  source/lib/rocprofiler-sdk/counters/xml/derived_counters.xml, tag
  rocm-6.2.2 (commit 03fe8df3622a).
- SDK25: ROCm/rocm-systems, file
  projects/rocprofiler-sdk/source/share/rocprofiler-sdk/counter_defs.yaml,
  last changed in commit 223c86076d66 (2025-08-06), read at snapshot
  1b1610fc2b2a (2025-08-09); the repository has no release tag for it.
  It is the only public definition for gfx950 and gfx1200/gfx1201, and
  defines gfx1100-gfx1102 but no gfx1103 or gfx115x: the GFX11 metrics
  apply its gfx11 formulas to every GFX11 target, whose tables publish the
  same events. Likewise it defines gfx1030-gfx1032 but no gfx1033-gfx1036:
  the GFX10.3 metrics apply its gfx10 formulas (for these metrics the same
  as its gfx11 ones) to every GFX10.3 target, whose tables publish the
  same events.
"""

GFX900_906 = ("gfx900", "gfx906")
GFX908_90A = ("gfx908", "gfx90a")
GFX942_950 = ("gfx942", "gfx950")
GFX9 = GFX900_906 + GFX908_90A + GFX942_950
GFX10_3 = ("gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035",
           "gfx1036")
GFX11 = ("gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151",
         "gfx1152", "gfx1153", "gfx1154")
GFX12 = ("gfx1200", "gfx1201")
ALL = GFX9 + GFX10_3 + GFX11 + GFX12

SOURCES = {
    "SDK62": "ROCm/rocprofiler-sdk source/lib/rocprofiler-sdk/counters/xml/"
             "derived_counters.xml, tag rocm-6.2.2",
    "SDK25": "ROCm/rocm-systems projects/rocprofiler-sdk/source/share/"
             "rocprofiler-sdk/counter_defs.yaml, commit 223c86076d66",
}

# Metric groups: name -> description (perf list metricgroups).
GROUPS = {
    "amdgpu_gc_summary": "AMD GPU graphics core overview: GPU busy, wave "
                         "launch rate, instructions per wave, L2 cache",
    "amdgpu_gc_shader": "AMD GPU shader core: waves, ALU instruction mix, "
                        "VALU utilization, LDS bank conflicts",
    "amdgpu_gc_l2": "AMD GPU L2 cache: hit rate and request rates",
    "amdgpu_gc_mem_read": "AMD GPU memory reads from the L2 cache: request "
                          "rate and bandwidth",
    "amdgpu_gc_mem_write": "AMD GPU memory writes from the L2 cache: "
                           "request rate and bandwidth",
    "amdgpu_gc_cp": "AMD GPU command processor activity",
    "amdgpu_gc_ta": "AMD GPU texture addresser (vector memory) activity",
}

_XCC_SUM = ("GRBM counts once per XCC and the PMU sums the XCCs: on "
            "multi-XCC parts (gfx942, gfx950) this is the mean over XCCs, "
            "where rocprofiler takes the maximum of each event over XCCs; "
            "on single-XCC parts they are equal.")

METRICS = [
    {
        "name": "amdgpu_gc_busy",
        "brief": "GPU busy: share of GPU clock cycles in which the "
                 "graphics/compute engine is active",
        "unit": "100%",
        "groups": {ALL: ["amdgpu_gc_summary"]},
        "expr": {ALL: "grbm_gui_active / grbm_count"},
        "follows": "GPUBusy = 100*GRBM_GUI_ACTIVE/GRBM_COUNT (SDK62, "
                   "common_derived); GPU_UTIL = 100*reduce(GRBM_GUI_ACTIVE,"
                   "max)/reduce(GRBM_COUNT,max) (SDK25, every target)",
        "differs": "Normalised by GRBM_COUNT (all GPU clock cycles), as "
                   "rocprofiler does; the other busy metrics are shares of "
                   "GRBM_GUI_ACTIVE. " + _XCC_SUM,
    },
    {
        "name": "amdgpu_gc_cp_busy",
        "brief": "Command processor busy: share of GPU-active cycles in "
                 "which any command processor block (CPG, CPC, CPF) is busy",
        "unit": "100%",
        "groups": {ALL: ["amdgpu_gc_cp"]},
        "expr": {ALL: "grbm_cp_busy / grbm_gui_active"},
        "follows": "CpUtil = 100*GRBM_CP_BUSY/GRBM_GUI_ACTIVE (SDK62, gfx90a); "
                   "CP_UTIL, same formula (SDK62 and SDK25, gfx10)",
        "differs": "rocprofiler defines it for gfx90a and gfx10 only; "
                   "GRBM_CP_BUSY has the same select on every target here. "
                   "Normalised by GRBM_GUI_ACTIVE, not GRBM_COUNT. " + _XCC_SUM,
    },
    {
        "name": "amdgpu_gc_ta_busy",
        "brief": "Texture addresser busy: share of GPU-active cycles in "
                 "which any TA is busy",
        "unit": "100%",
        "groups": {ALL: ["amdgpu_gc_ta"]},
        "expr": {ALL: "grbm_ta_busy / grbm_gui_active"},
        "follows": "TaUtil = 100*GRBM_TA_BUSY/GRBM_GUI_ACTIVE (SDK62, "
                   "gfx90a); TA_UTIL, same formula (SDK62 and SDK25, gfx10)",
        "differs": "rocprofiler's TA_BUSY_avr/max reduce TA_TA_BUSY over "
                   "TA instances, which needs the instance count perf does "
                   "not know; GRBM_TA_BUSY counts cycles in which any TA is "
                   "busy. Normalised by GRBM_GUI_ACTIVE. " + _XCC_SUM,
    },
    {
        "name": "amdgpu_gc_waves_rate",
        "brief": "Wavefronts launched per second",
        "unit": "1waves/s",
        "groups": {ALL: ["amdgpu_gc_summary", "amdgpu_gc_shader"]},
        "expr": {ALL: "sq_waves / duration_time"},
        "follows": "Wavefronts = SQ_WAVES (SDK62 common_derived); "
                   "reduce(SQ_WAVES,sum) (SDK25, gfx9-gfx90a)",
        "differs": "A rate over perf's wall-clock interval (duration_time) "
                   "instead of a total; the total is the sq_waves count "
                   "perf prints with it.",
    },
    {
        "name": "amdgpu_gc_valu_insts_per_wave",
        "brief": "Vector ALU instructions issued per wavefront",
        "unit": "1insts/wave",
        "groups": {ALL: ["amdgpu_gc_summary", "amdgpu_gc_shader"]},
        "expr": {ALL: "sq_insts_valu / sq_waves"},
        "follows": "VALUInsts = SQ_INSTS_VALU/SQ_WAVES (SDK62 "
                   "common_derived); the same with reduce(,sum) (SDK25, "
                   "gfx9-gfx90a)",
        "differs": "Same formula. rocprofiler describes it as per work-item; "
                   "the formula is per wavefront, and so is the name here.",
    },
    {
        "name": "amdgpu_gc_salu_insts_per_wave",
        "brief": "Scalar ALU instructions issued per wavefront",
        "unit": "1insts/wave",
        "groups": {ALL: ["amdgpu_gc_summary", "amdgpu_gc_shader"]},
        "expr": {ALL: "sq_insts_salu / sq_waves"},
        "follows": "SALUInsts = SQ_INSTS_SALU/SQ_WAVES (SDK62 "
                   "common_derived); the same with reduce(,sum) (SDK25, "
                   "gfx9-gfx90a)",
        "differs": "Same formula. rocprofiler describes it as per work-item; "
                   "the formula is per wavefront, and so is the name here.",
    },
    {
        "name": "amdgpu_gc_valu_utilization",
        "brief": "VALU utilization: share of the 64 lanes of a wave that "
                 "are active in vector ALU instructions",
        "unit": "100%",
        "groups": {GFX9: ["amdgpu_gc_shader"]},
        "expr": {GFX9: "sq_thread_cycles_valu / (sq_active_inst_valu * 64)"},
        "follows": "VALUUtilization = 100*SQ_THREAD_CYCLES_VALU/"
                   "(SQ_ACTIVE_INST_VALU*MAX_WAVE_SIZE) (SDK62 gfx9, gfx940; "
                   "SDK25 gfx9-gfx950)",
        "differs": "MAX_WAVE_SIZE is the wavefront size, 64 on every GFX9 "
                   "target, written as a constant. Not published for "
                   "GFX10.3, GFX11 and GFX12: their tables have no "
                   "SQ_THREAD_CYCLES_VALU, and their waves are 32 or 64 "
                   "lanes wide.",
    },
    {
        "name": "amdgpu_gc_lds_bank_conflict_rate",
        "brief": "LDS bank conflict cycles per LDS instruction",
        "unit": "1cycles/inst",
        "groups": {ALL: ["amdgpu_gc_shader"]},
        "expr": {ALL: "sq_lds_bank_conflict / sq_insts_lds"},
        "follows": "LDSBankConflict = 100*SQ_LDS_BANK_CONFLICT/"
                   "GRBM_GUI_ACTIVE/CU_NUM (SDK62 and SDK25, GFX9); "
                   "100*SQC_LDS_BANK_CONFLICT/SQC_LDS_IDX_ACTIVE (SDK25, "
                   "gfx1030-gfx1032, gfx1100-gfx1102, gfx1200/gfx1201)",
        "differs": "Normalised per LDS instruction (SQ_INSTS_LDS) instead: "
                   "the GFX9 form needs the CU count, which a perf metric "
                   "cannot know, and the GFX10.3-GFX12 form needs "
                   "SQC_LDS_IDX_ACTIVE, which the kernel tables do not "
                   "publish. The numerator is the same event.",
    },
    {
        "name": "amdgpu_gc_l2_hit_rate",
        "brief": "L2 cache hit rate: hits per L2 request that hit or miss",
        "unit": "100%",
        "groups": {ALL: ["amdgpu_gc_summary", "amdgpu_gc_l2"]},
        "expr": {GFX9: "tcc_hit / (tcc_hit + tcc_miss)",
                 GFX10_3 + GFX11 + GFX12: "gl2c_hit / (gl2c_hit + gl2c_miss)"},
        "follows": "L2CacheHit = 100*reduce(TCC_HIT,sum)/(reduce(TCC_HIT,sum)"
                   "+reduce(TCC_MISS,sum)) (SDK62 gfx9; SDK25 gfx9-gfx90a), "
                   "with GL2C_HIT/GL2C_MISS (SDK62 gfx10; SDK25 "
                   "gfx1030-gfx1032, gfx1100-gfx1102, gfx1200/gfx1201)",
        "differs": "Same formula; the PMU sums the L2 channels (and XCCs). "
                   "SDK25 gives gfx942/gfx950 no L2CacheHit but the same "
                   "TCC_HIT/TCC_MISS events, to which the GFX9 formula is "
                   "applied.",
    },
    {
        "name": "amdgpu_gc_l2_req_rate",
        "brief": "L2 cache requests of all types per second",
        "unit": "1req/s",
        "groups": {GFX908_90A: ["amdgpu_gc_summary"],
                   GFX942_950: ["amdgpu_gc_summary", "amdgpu_gc_l2"]},
        "expr": {GFX908_90A + GFX942_950: "tcc_req / duration_time"},
        "follows": "TCC_REQ_sum = reduce(TCC_REQ,sum) (SDK25, gfx908-gfx950)",
        "differs": "A rate over duration_time instead of a total. Not in "
                   "amdgpu_gc_l2 on gfx908/gfx90a, where that group already "
                   "uses the four TCC counters. Not published where the "
                   "table has no TCC_REQ (gfx900, gfx906, GFX10.3, GFX11, "
                   "GFX12).",
    },
    {
        "name": "amdgpu_gc_l2_read_req_rate",
        "brief": "L2 cache read requests to memory (EA) per second",
        "unit": "1req/s",
        "groups": {GFX900_906 + GFX908_90A + GFX10_3 + GFX11 + GFX12:
                   ["amdgpu_gc_l2", "amdgpu_gc_mem_read"]},
        "expr": {GFX900_906 + GFX908_90A: "tcc_ea_rdreq / duration_time",
                 GFX10_3 + GFX11: "gl2c_mc_rdreq / duration_time",
                 GFX12: "gl2c_ea_rdreq / duration_time"},
        "follows": "TCC_EA_RDREQ_sum = reduce(TCC_EA_RDREQ,sum) (SDK25, "
                   "gfx9-gfx90a); GL2C_EA_RDREQ_sum, the same with GL2C "
                   "(SDK25, gfx1200/gfx1201); GL2C_MC_RDREQ_sum (SDK25, "
                   "gfx1030-gfx1032, gfx1100-gfx1102)",
        "differs": "A rate over duration_time instead of a total. Not "
                   "published for gfx942/gfx950: their table has no "
                   "TCC_EA0_RDREQ.",
    },
    {
        "name": "amdgpu_gc_l2_write_req_rate",
        "brief": "L2 cache write requests to memory (EA) per second, "
                 "atomics included",
        "unit": "1req/s",
        "groups": {GFX900_906 + GFX908_90A + GFX10_3 + GFX11 + GFX12:
                   ["amdgpu_gc_l2", "amdgpu_gc_mem_write"]},
        "expr": {GFX900_906 + GFX908_90A: "tcc_ea_wrreq / duration_time",
                 GFX10_3 + GFX11: "gl2c_mc_wrreq / duration_time",
                 GFX12: "gl2c_ea_wrreq / duration_time"},
        "follows": "TCC_EA_WRREQ_sum = reduce(TCC_EA_WRREQ,sum) (SDK25, "
                   "gfx9-gfx90a); GL2C_EA_WRREQ_sum, the same with GL2C "
                   "(SDK25, gfx1200/gfx1201); GL2C_MC_WRREQ_sum (SDK25, "
                   "gfx1030-gfx1032, gfx1100-gfx1102)",
        "differs": "A rate over duration_time instead of a total. Not "
                   "published for gfx942/gfx950: their table has no "
                   "TCC_EA0_WRREQ.",
    },
    {
        "name": "amdgpu_gc_mem_read_bw",
        "brief": "Memory read bandwidth of the L2 cache (EA read requests "
                 "times their size), in MB/s",
        "unit": "1MB/s",
        "groups": {GFX12: ["amdgpu_gc_mem_read"]},
        "expr": {GFX12: "(gl2c_ea_rdreq_32b * 32 + gl2c_ea_rdreq_64b * 64 + "
                        "gl2c_ea_rdreq_128b * 128) / 1e6 / duration_time"},
        "follows": "FETCH_SIZE = (GL2C_EA_RDREQ_32B_sum*32+"
                   "GL2C_EA_RDREQ_64B_sum*64+GL2C_EA_RDREQ_128B_sum*128)/1024 "
                   "(SDK25, gfx1200/gfx1201)",
        "differs": "Bytes per second (1 MB = 1e6 bytes) over duration_time "
                   "instead of a total in KiB. Not published for GFX9: "
                   "their tables have no 32-byte request counts "
                   "(TCC_EA_RDREQ_32B), which the GFX9 FETCH_SIZE needs. "
                   "Not published for GFX10.3 and GFX11: their FETCH_SIZE "
                   "also needs GL2C_EA_RDREQ_96B, which their tables do not "
                   "publish.",
    },
    {
        "name": "amdgpu_gc_mem_write_bw",
        "brief": "Memory write bandwidth of the L2 cache (EA write requests "
                 "times their size), in MB/s",
        "unit": "1MB/s",
        "groups": {GFX10_3 + GFX11 + GFX12: ["amdgpu_gc_mem_write"]},
        "expr": {GFX10_3 + GFX11: "((gl2c_mc_wrreq - gl2c_ea_wrreq_64b) * 32 + "
                        "gl2c_ea_wrreq_64b * 64) / 1e6 / duration_time",
                 GFX12: "((gl2c_ea_wrreq - gl2c_ea_wrreq_64b) * 32 + "
                        "gl2c_ea_wrreq_64b * 64) / 1e6 / duration_time"},
        "follows": "WRITE_SIZE = ((GL2C_MC_WRREQ_sum-GL2C_EA_WRREQ_64B_sum)*32"
                   "+GL2C_EA_WRREQ_64B_sum*64)/1024 (SDK25, gfx10/gfx11)",
        "differs": "The gfx10/gfx11 formula on GFX10.3 and GFX11. "
                   "rocprofiler defines no GFX12 "
                   "WRITE_SIZE; the gfx10/gfx11 "
                   "formula is applied with GL2C_EA_WRREQ for GL2C_MC_WRREQ, "
                   "which the gfx1200 table does not publish; SDK25 "
                   "describes GL2C_EA_WRREQ_sum as 32- or 64-byte "
                   "transactions. Bytes per second over duration_time "
                   "instead of KiB. Not published for GFX9 (no 64-byte "
                   "write counts in their tables).",
    },
]

// isa_report: prints the instruction-set features that cpuinfo reports on this CPU, i.e. exactly what
// XNNPACK sees when it picks its microkernels at initialisation. The platform scripts print it next to their
// results (scripts/test-aarch64.sh under qemu-aarch64, scripts/test-x86-baseline.sh under qemu-x86_64 -cpu
// MODEL) so that a log says which kernel family ran, not only that the output was right.
//
//   cc isa_report.c -I PREFIX/include PREFIX/lib/libcpuinfo.a -lpthread -o isa_report && ./isa_report
// with PREFIX the vendored XNNPACK's install (scripts/build-xnnpack.sh), whose cpuinfo XNNPACK itself uses.
#include <cpuinfo.h>
#include <stdio.h>

static void report(const char* name, bool present) { printf(" %s=%d", name, present ? 1 : 0); }

int main(void) {
  if (!cpuinfo_initialize()) {
    fprintf(stderr, "isa_report: cpuinfo_initialize failed (cannot read this CPU's features)\n");
    return 1;
  }
  const struct cpuinfo_package* package = cpuinfo_get_package(0);
  printf("cpu: %s (%u cores)\nisa:", package != NULL ? package->name : "?", cpuinfo_get_cores_count());
#if CPUINFO_ARCH_X86_64 || CPUINFO_ARCH_X86
  // XNNPACK's x86 ladder, widest first: AMX (int8 tiles), AVX-512 (f32: avx512f; int8: the "avx512skx" set
  // f+bw+dq+vl, with VNNI dot products where present), AVX-VNNI, then FMA3/AVX2, AVX, SSE4.1, SSSE3 and the
  // SSE2 baseline every x86-64 CPU has.
  report("amx_int8", cpuinfo_has_x86_amx_int8());
  report("avx512f", cpuinfo_has_x86_avx512f());
  report("avx512bw", cpuinfo_has_x86_avx512bw());
  report("avx512dq", cpuinfo_has_x86_avx512dq());
  report("avx512vl", cpuinfo_has_x86_avx512vl());
  report("avx512vnni", cpuinfo_has_x86_avx512vnni());
  report("avxvnni", cpuinfo_has_x86_avxvnni());
  report("avx2", cpuinfo_has_x86_avx2());
  report("fma3", cpuinfo_has_x86_fma3());
  report("f16c", cpuinfo_has_x86_f16c());
  report("avx", cpuinfo_has_x86_avx());
  report("sse4_1", cpuinfo_has_x86_sse4_1());
  report("ssse3", cpuinfo_has_x86_ssse3());
  report("sse2", cpuinfo_has_x86_sse2());
#elif CPUINFO_ARCH_ARM64 || CPUINFO_ARCH_ARM
  // XNNPACK's arm64 choices: NEON always; int8 dot products (SDOT), int8 matrix multiply (I8MM), fp16
  // arithmetic where present (SVE and SME2 are reported, but this build has no kernels for them).
  report("neon", cpuinfo_has_arm_neon());
  report("neon_fma", cpuinfo_has_arm_neon_fma());
  report("neon_dot", cpuinfo_has_arm_neon_dot());
  report("fp16_arith", cpuinfo_has_arm_fp16_arith());
  report("neon_fp16_arith", cpuinfo_has_arm_neon_fp16_arith());
  report("i8mm", cpuinfo_has_arm_i8mm());
  report("sve", cpuinfo_has_arm_sve());
  report("sme2", cpuinfo_has_arm_sme2());
#endif
  printf("\n");
  return 0;
}

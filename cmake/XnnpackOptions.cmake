# Initial cache (cmake -C) for building the vendored XNNPACK (third_party/README.md) as a project of its own:
# the library and its production microkernels only, its dependencies from third_party/ (nothing downloaded),
# static and position-independent (libattn.so and the Python module link it). Used by scripts/build-xnnpack.sh
# and by cmake/AttnXnnpack.cmake, so both build it alike.
set(_third_party ${CMAKE_CURRENT_LIST_DIR}/../third_party)
get_filename_component(_third_party ${_third_party} ABSOLUTE)
set(CMAKE_BUILD_TYPE Release CACHE STRING "")
set(CMAKE_POSITION_INDEPENDENT_CODE ON CACHE BOOL "")
# Its few C++ files throw nothing; without unwind tables for them libattn.so needs no C++ exception machinery
# (tests/abi/symbol_test.cpp).
set(CMAKE_CXX_FLAGS "-fno-exceptions" CACHE STRING "")
set(CMAKE_INSTALL_LIBDIR lib CACHE STRING "")
set(CMAKE_INSTALL_INCLUDEDIR include CACHE STRING "")
set(XNNPACK_LIBRARY_TYPE static CACHE STRING "")
set(XNNPACK_BUILD_TESTS OFF CACHE BOOL "")
set(XNNPACK_BUILD_BENCHMARKS OFF CACHE BOOL "")
# third_party/ holds only the production microkernels (the ones XNNPACK's configs can pick).
set(XNNPACK_BUILD_ALL_MICROKERNELS OFF CACHE BOOL "")
set(CPUINFO_SOURCE_DIR ${_third_party}/cpuinfo CACHE PATH "")
set(PTHREADPOOL_SOURCE_DIR ${_third_party}/pthreadpool CACHE PATH "")
set(FXDIV_SOURCE_DIR ${_third_party}/FXdiv CACHE PATH "")
# KleidiAI (Arm's GEMM kernels, SME2 among them) is not vendored: Debian 12's aarch64-linux-gnu-gcc 12 stops
# with an internal compiler error on its kai_lhs_quant_pack_qai8dxp_bf16_neon.c, and is too old for SME2.
set(XNNPACK_ENABLE_KLEIDIAI OFF CACHE BOOL "")
set(CPUINFO_BUILD_TOOLS OFF CACHE BOOL "")
set(CPUINFO_BUILD_UNIT_TESTS OFF CACHE BOOL "")
set(CPUINFO_BUILD_MOCK_TESTS OFF CACHE BOOL "")
set(CPUINFO_BUILD_BENCHMARKS OFF CACHE BOOL "")
set(PTHREADPOOL_BUILD_TESTS OFF CACHE BOOL "")
set(PTHREADPOOL_BUILD_BENCHMARKS OFF CACHE BOOL "")

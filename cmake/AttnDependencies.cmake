# Finds the dependencies (Debian packages; XNNPACK from third_party/) and exposes each as a target attn::<dep>.
find_package(PkgConfig REQUIRED)
find_package(Threads REQUIRED)

# FlatBuffers: headers plus flatc, which generates schema headers at build time.
find_package(FlatBuffers CONFIG REQUIRED)
find_program(FLATC_EXECUTABLE flatc REQUIRED)

include(AttnXnnpack)

if(ATTN_BUILD_CONVERTER OR ATTN_BUILD_TRAINER OR ATTN_BUILD_TESTS)
  pkg_check_modules(SENTENCEPIECE REQUIRED IMPORTED_TARGET GLOBAL sentencepiece)
endif()
# base/'s safetensors reader, which every build has (the attn command links attn_base).
find_package(nlohmann_json 3 REQUIRED)

if(ATTN_BUILD_TRAINER)
  # Link OpenBLAS by name: a plain -lblas resolves to the reference BLAS, ~40x slower here.
  pkg_check_modules(OPENBLAS REQUIRED IMPORTED_TARGET GLOBAL openblas)
  # oneDNN (libdnnl-dev) for the CPU backend's bf16 matrix products; Debian builds it on OpenMP, whose
  # per-thread thread count the backend sets (trainer/src/backend/cpu/dnnl_matmul.h). Found by path: Debian's
  # dnnl-config.cmake demands the OpenCL development files for its (unused here) GPU runtime.
  find_path(DNNL_INCLUDE_DIR oneapi/dnnl/dnnl.hpp REQUIRED)
  find_library(DNNL_LIBRARY dnnl REQUIRED)
  add_library(attn_dnnl INTERFACE)
  target_include_directories(attn_dnnl SYSTEM INTERFACE ${DNNL_INCLUDE_DIR})
  target_link_libraries(attn_dnnl INTERFACE ${DNNL_LIBRARY})
  add_library(attn::dnnl ALIAS attn_dnnl)
  find_package(OpenMP REQUIRED COMPONENTS CXX)
endif()

if(ATTN_BUILD_TESTS)
  find_package(GTest REQUIRED)
endif()
if(ATTN_BUILD_BENCH)
  find_package(benchmark REQUIRED)
endif()

include(CheckLanguage)
set(ATTN_HAVE_CUDA OFF)
if(ATTN_ENABLE_CUDA AND ATTN_BUILD_TRAINER)
  # The CUDA toolkit lives in /usr/local/cuda here; find it even when it is not on PATH.
  if(NOT CMAKE_CUDA_COMPILER AND NOT DEFINED ENV{CUDACXX} AND EXISTS /usr/local/cuda/bin/nvcc)
    set(CMAKE_CUDA_COMPILER /usr/local/cuda/bin/nvcc)
  endif()
  check_language(CUDA)
  if(CMAKE_CUDA_COMPILER)
    enable_language(CUDA)
    find_package(CUDAToolkit REQUIRED)
    set(ATTN_HAVE_CUDA ON)
  endif()
endif()


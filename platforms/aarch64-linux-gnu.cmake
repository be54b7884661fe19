# CMake toolchain file: Linux on aarch64 (arm64), cross-compiled on an x86-64 Debian 12 machine.
#
#   scripts/arm64-sysroot.sh build-aarch64/sysroot
#   cmake -S . -B build-aarch64 -G Ninja -DCMAKE_TOOLCHAIN_FILE=platforms/aarch64-linux-gnu.cmake \
#         -DATTN_ARM64_SYSROOT=$PWD/build-aarch64/sysroot -DATTN_BUILD_TRAINER=OFF -DATTN_BUILD_BENCH=OFF
#
# The compiler, libc and libstdc++ come from crossbuild-essential-arm64 (/usr/aarch64-linux-gnu); XNNPACK is
# the vendored one, cross-built with this file (scripts/build-xnnpack.sh); the other arm64 libraries (test
# dependencies) come from ATTN_ARM64_SYSROOT, which holds unpacked Debian arm64 packages only
# (scripts/arm64-sysroot.sh). That directory is not a complete sysroot (no libc), so it is a find root, not
# CMAKE_SYSROOT: --sysroot would hide the toolchain's own libc. Programs (flatc) are the host's. Test binaries
# run under qemu-user (CMAKE_CROSSCOMPILING_EMULATOR), which is also what lets gtest_discover_tests list them at
# build time and ctest run them.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(ATTN_ARM64_TRIPLE aarch64-linux-gnu)

set(CMAKE_C_COMPILER ${ATTN_ARM64_TRIPLE}-gcc)
set(CMAKE_CXX_COMPILER ${ATTN_ARM64_TRIPLE}-g++)

# The toolchain file is read again for each try_compile project: pass the sysroot on through the environment.
if(NOT ATTN_ARM64_SYSROOT AND DEFINED ENV{ATTN_ARM64_SYSROOT})
  set(ATTN_ARM64_SYSROOT $ENV{ATTN_ARM64_SYSROOT})
endif()
if(NOT ATTN_ARM64_SYSROOT)
  message(FATAL_ERROR "aarch64 toolchain: set ATTN_ARM64_SYSROOT to the directory made by scripts/arm64-sysroot.sh")
endif()
if(NOT EXISTS ${ATTN_ARM64_SYSROOT}/.packages)
  message(FATAL_ERROR "aarch64 toolchain: ${ATTN_ARM64_SYSROOT} is not a finished sysroot (no .packages); "
                      "run scripts/arm64-sysroot.sh ${ATTN_ARM64_SYSROOT}")
endif()
set(ENV{ATTN_ARM64_SYSROOT} ${ATTN_ARM64_SYSROOT})
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES ATTN_ARM64_SYSROOT)
set(ATTN_ARM64_LIBDIR ${ATTN_ARM64_SYSROOT}/usr/lib/${ATTN_ARM64_TRIPLE})
set(ATTN_ARM64_TOOLCHAIN_ROOT /usr/${ATTN_ARM64_TRIPLE})

# Libraries, headers and CMake package configs: the sysroot (and the toolchain's root) only, never the host's.
set(CMAKE_FIND_ROOT_PATH ${ATTN_ARM64_SYSROOT} ${ATTN_ARM64_TOOLCHAIN_ROOT})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# The sysroot's libraries live in the multiarch folder; CMake searches it when told the architecture.
set(CMAKE_LIBRARY_ARCHITECTURE ${ATTN_ARM64_TRIPLE})

# pkg-config: only the sysroot's .pc files, with their /usr paths rewritten into the sysroot.
set(ENV{PKG_CONFIG_LIBDIR} ${ATTN_ARM64_LIBDIR}/pkgconfig:${ATTN_ARM64_SYSROOT}/usr/share/pkgconfig)
set(ENV{PKG_CONFIG_PATH} "")
set(ENV{PKG_CONFIG_SYSROOT_DIR} ${ATTN_ARM64_SYSROOT})

# The sysroot's shared libraries need others that nothing links by name: the linker finds them here.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-Wl,-rpath-link,${ATTN_ARM64_LIBDIR}")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-Wl,-rpath-link,${ATTN_ARM64_LIBDIR}")

# qemu-user runs the tests: -L is where the aarch64 dynamic loader and libc are (the toolchain's root), and the
# loader finds the sysroot's shared libraries through LD_LIBRARY_PATH (qemu-user falls back to host paths).
find_program(ATTN_QEMU_AARCH64 NAMES qemu-aarch64 qemu-aarch64-static)
if(ATTN_QEMU_AARCH64)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${ATTN_QEMU_AARCH64} -L ${ATTN_ARM64_TOOLCHAIN_ROOT}
      -E LD_LIBRARY_PATH=${ATTN_ARM64_LIBDIR})
endif()

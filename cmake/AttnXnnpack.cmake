# attn::xnnpack: XNNPACK with pthreadpool and cpuinfo, from the pinned sources in
# third_party/ (third_party/README.md says which commits and why). Either
#   - ATTN_XNNPACK_PREFIX: an install made by scripts/build-xnnpack.sh, shared by several build trees
#     (scripts/test.sh builds it once for its Release, sanitizer, ThreadSanitizer and fuzz trees), or
#   - unset: this tree builds its own copy, as a separate CMake project (ExternalProject), so that this
#     project's flags (warnings, sanitizers) do not reach XNNPACK. `pip install .` takes this path.
# Either way the options are cmake/XnnpackOptions.cmake's, and nothing is downloaded.
set(ATTN_XNNPACK_PREFIX "" CACHE PATH "Install prefix of a prebuilt vendored XNNPACK (scripts/build-xnnpack.sh)")

# In link order: XNNPACK before what it calls.
set(ATTN_XNNPACK_LIBRARIES XNNPACK xnnpack-microkernels-prod pthreadpool cpuinfo)

if(ATTN_XNNPACK_PREFIX)
  set(_xnnpack_prefix ${ATTN_XNNPACK_PREFIX})
  foreach(_lib ${ATTN_XNNPACK_LIBRARIES})
    if(NOT EXISTS ${_xnnpack_prefix}/lib/lib${_lib}.a)
      message(FATAL_ERROR "ATTN_XNNPACK_PREFIX=${_xnnpack_prefix} has no lib/lib${_lib}.a: "
                          "run scripts/build-xnnpack.sh for this architecture")
    endif()
  endforeach()
else()
  include(ExternalProject)
  set(_xnnpack_prefix ${CMAKE_BINARY_DIR}/xnnpack/install)
  set(_xnnpack_args -C ${CMAKE_CURRENT_LIST_DIR}/XnnpackOptions.cmake -DCMAKE_INSTALL_PREFIX=<INSTALL_DIR>
                    -DCMAKE_C_COMPILER=${CMAKE_C_COMPILER} -DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER})
  if(CMAKE_TOOLCHAIN_FILE)
    list(APPEND _xnnpack_args -DCMAKE_TOOLCHAIN_FILE=${CMAKE_TOOLCHAIN_FILE})
  endif()
  if(ATTN_ARM64_SYSROOT)
    list(APPEND _xnnpack_args -DATTN_ARM64_SYSROOT=${ATTN_ARM64_SYSROOT})
  endif()
  set(_xnnpack_byproducts)
  foreach(_lib ${ATTN_XNNPACK_LIBRARIES})
    list(APPEND _xnnpack_byproducts ${_xnnpack_prefix}/lib/lib${_lib}.a)
  endforeach()
  ExternalProject_Add(attn_xnnpack_build
    SOURCE_DIR ${PROJECT_SOURCE_DIR}/third_party/XNNPACK
    BINARY_DIR ${CMAKE_BINARY_DIR}/xnnpack/build
    INSTALL_DIR ${_xnnpack_prefix}
    CMAKE_ARGS ${_xnnpack_args}
    BUILD_BYPRODUCTS ${_xnnpack_byproducts}
    USES_TERMINAL_BUILD ON)
  # The imported targets' include folder must exist when this tree is generated, before the build fills it.
  file(MAKE_DIRECTORY ${_xnnpack_prefix}/include)
endif()

add_library(attn_xnnpack INTERFACE)
target_include_directories(attn_xnnpack SYSTEM INTERFACE ${_xnnpack_prefix}/include)
foreach(_lib ${ATTN_XNNPACK_LIBRARIES})
  add_library(attn_xnnpack_${_lib} STATIC IMPORTED)
  set_target_properties(attn_xnnpack_${_lib} PROPERTIES IMPORTED_LOCATION ${_xnnpack_prefix}/lib/lib${_lib}.a)
  if(TARGET attn_xnnpack_build)
    add_dependencies(attn_xnnpack_${_lib} attn_xnnpack_build)
  endif()
  target_link_libraries(attn_xnnpack INTERFACE attn_xnnpack_${_lib})
endforeach()
target_link_libraries(attn_xnnpack INTERFACE Threads::Threads m)
if(TARGET attn_xnnpack_build)
  add_dependencies(attn_xnnpack attn_xnnpack_build)
endif()
add_library(attn::xnnpack ALIAS attn_xnnpack)
# What an app links after libattn.a (runtime/attn-static.pc.in, installed beside it by runtime/CMakeLists.txt).
set(ATTN_XNNPACK_ARCHIVES)
set(ATTN_XNNPACK_PC_LIBS)
foreach(_lib ${ATTN_XNNPACK_LIBRARIES})
  list(APPEND ATTN_XNNPACK_ARCHIVES ${_xnnpack_prefix}/lib/lib${_lib}.a)
  string(APPEND ATTN_XNNPACK_PC_LIBS " \${libdir}/lib${_lib}.a")
endforeach()

// The one source of attn_test_pch (tests/CMakeLists.txt), the executable whose precompiled headers every test
// program reuses. It has no tests of its own; GoogleTest's main gives it a main().
#include <gtest/gtest.h>

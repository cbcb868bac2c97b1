// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tests/sanitized.hpp: whether this build checks a sample of the large suites instead of everything:
// under AddressSanitizer (the sanitizer build is for undefined behaviour; the optimized build checks
// everything), in the quick tier (BITCC_QUICK_TESTS, tests/CMakeLists.txt: the README's test
// command; the full tier checks everything), and in the portable builds of the suites whose code
// every build's registry holds (BITCC_TESTS_SAMPLED, bitcc_add_portable_test).
#pragma once

#include <cstdlib>
#include <string_view>

namespace bitcc::test_support {

// g++ says which sanitizer it builds with by a macro, clang++ by __has_feature.
#if defined(__has_feature)
#define BITCC_TEST_HAS_FEATURE(feature) __has_feature(feature)
#else
#define BITCC_TEST_HAS_FEATURE(feature) 0
#endif

inline constexpr bool kSanitized =
#if defined(__SANITIZE_ADDRESS__) || BITCC_TEST_HAS_FEATURE(address_sanitizer)
    true;
#else
    false;
#endif

// Under ThreadSanitizer (tools/test.sh --threads runs the suites of the code that starts threads;
// a call on one thread gives it nothing to check).
inline constexpr bool kThreadSanitized =
#if defined(__SANITIZE_THREAD__) || BITCC_TEST_HAS_FEATURE(thread_sanitizer)
    true;
#else
    false;
#endif

/// How many of `count` random games, boards or queries a test checks: a quarter under
/// AddressSanitizer, where the tests and their naive references run some 20 times slower and are
/// there to catch undefined behaviour; all of them in the optimized builds.
constexpr int sanitized_share(int count) { return kSanitized ? count / 4 : count; }

/// True in the quick tier: in the suites built with BITCC_QUICK_TESTS (bitcc_add_tiered_test), and
/// in the runs that ctest gives BITCC_TEST_TIER=quick (bitcc_add_sampled_test: one executable for
/// both tiers).
inline bool quick_tier() {
#ifdef BITCC_QUICK_TESTS
  return true;
#else
  const char* tier = std::getenv("BITCC_TEST_TIER");
  return tier != nullptr && std::string_view(tier) == "quick";
#endif
}

/// True when the large suites check a sample: under the sanitizers, in the quick tier, and in a
/// build made with BITCC_TESTS_SAMPLED.
inline bool sampled() {
#ifdef BITCC_TESTS_SAMPLED
  return true;
#else
  return kSanitized || quick_tier();
#endif
}

// The step of a sampled run through an exhaustive space: 7, or BITCC_SAMPLE_STRIDE (the aarch64
// build under qemu, 10 to 50 times slower than native: tools/arm_test.sh).
#ifndef BITCC_SAMPLE_STRIDE
#define BITCC_SAMPLE_STRIDE 7
#endif

/// The step through the exhaustive suites' boards (every four-row board of the 6x12 board, and
/// the like): every board in the full tier's optimized builds; every 7th under the sanitizers,
/// which run some 20 times slower and are there to catch undefined behaviour, in the quick tier
/// (the full tier checks them all) and in the sampled portable builds (BITCC_TESTS_SAMPLED).
inline unsigned exhaustive_stride() { return sampled() ? BITCC_SAMPLE_STRIDE : 1; }

}  // namespace bitcc::test_support

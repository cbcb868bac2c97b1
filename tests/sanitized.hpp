// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tests/sanitized.hpp: whether this build runs under AddressSanitizer, for suites that check a
// sample instead of everything there (the sanitizer build is for undefined behaviour; the
// optimized build checks everything).
#pragma once

namespace bitcc::test_support {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

/// The step through the exhaustive suites' boards (every four-row board of the 6x12 board, and
/// the like): every board in optimized builds; every 7th under the sanitizers, which run some 20
/// times slower and are there to catch undefined behaviour (the optimized build checks them all).
inline constexpr unsigned kExhaustiveStride = kSanitized ? 7 : 1;

}  // namespace bitcc::test_support

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

}  // namespace bitcc::test_support

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/simd_choice.hpp: the instruction sets bitcc's run-time choices name, and the environment
// variable BITCC_SIMD that forces one. bitcc::label (label.hpp) and the batch calls (batch.hpp)
// share these names and messages.
//
// BITCC_SIMD unset, empty or `auto`: the best instruction set the function supports on this CPU.
// `avx512`, `avx2`, `sse4.2` or `scalar`: that one, or an error (std::runtime_error) naming the
// value and what is available when the CPU or the build lacks it. Any other value is an error too.
// Nothing is ever substituted silently.
#pragma once

#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>

namespace bitcc {

/// Instruction sets, best first. `Scalar` is portable C++ and always available.
enum class Isa { Avx512, Avx2, Sse42, Scalar };

inline constexpr Isa kAllIsas[] = {Isa::Avx512, Isa::Avx2, Isa::Sse42, Isa::Scalar};

/// The name BITCC_SIMD uses for `isa`.
constexpr std::string_view isa_name(Isa isa) {
  switch (isa) {
    case Isa::Avx512: return "avx512";
    case Isa::Avx2: return "avx2";
    case Isa::Sse42: return "sse4.2";
    case Isa::Scalar: return "scalar";
  }
  return "?";
}

/// The value of BITCC_SIMD ("" when unset).
inline std::string_view simd_request() {
  const char* value = std::getenv("BITCC_SIMD");
  return value != nullptr ? value : "";
}

/// The instruction set that BITCC_SIMD = `value` selects for `what` (a function's name, for
/// messages), given which ones `available(isa)` says it can run here. Throws std::runtime_error
/// for an unknown value or one that is not available.
template <typename Available>
Isa resolve_isa(std::string_view value, std::string_view what, Available&& available) {
  if (value.empty() || value == "auto") {
    for (const Isa isa : kAllIsas)
      if (available(isa)) return isa;
  }
  for (const Isa isa : kAllIsas) {
    if (value != isa_name(isa)) continue;
    if (available(isa)) return isa;
    std::string names;
    for (const Isa other : kAllIsas)
      if (available(other)) names += (names.empty() ? "" : ", ") + std::string(isa_name(other));
    throw std::runtime_error("BITCC_SIMD=" + std::string(value) +
                             ": this CPU or build lacks it for " + std::string(what) +
                             "; available: " + names);
  }
  throw std::runtime_error("BITCC_SIMD=" + std::string(value) +
                           ": unknown; expected auto, avx512, avx2, sse4.2 or scalar");
}

/// Whether the running CPU (and OS) supports the baseline of `isa` (for AVX-512: F, CD, DQ, BW).
/// Functions that need more (bitcc::label's AVX-512 kernel needs VBMI too) check the rest.
inline bool cpu_has(Isa isa) {
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
  __builtin_cpu_init();
  switch (isa) {
    case Isa::Avx512:
      return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512cd") &&
             __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512bw");
    case Isa::Avx2: return __builtin_cpu_supports("avx2");
    case Isa::Sse42: return __builtin_cpu_supports("sse4.2");
    case Isa::Scalar: return true;
  }
  return false;
#else
  return isa == Isa::Scalar;
#endif
}

}  // namespace bitcc

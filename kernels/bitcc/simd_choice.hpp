// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/simd_choice.hpp: the instruction sets bitcc's run-time choices name, the environment
// variable BITCC_SIMD that forces one, the CPU feature lists, and choose_once, the one dispatcher:
// bitcc::label (label.hpp), the batch calls (batch.hpp) and the Smash the Code engine's gravity
// (stc/engine.hpp) choose through it, with the same names and messages.
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

/// The value of BITCC_SIMD ("" when unset); the one place that reads it.
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

// A feature list is a macro LIST(F, SEP) that applies F to each feature (the names of GCC's target
// attribute and __builtin_cpu_supports) with SEP between two: written once per implementation, it
// gives the target attribute, the CPU check and the text for messages.
#define BITCC_FEATURE_NAME(feature) #feature
#define BITCC_FEATURE_CHECK(feature) __builtin_cpu_supports(#feature)
/// The target attribute that compiles a function for every feature of `list`.
#define BITCC_TARGET(list) __attribute__((target(list(BITCC_FEATURE_NAME, ","))))
/// The features of `list` as text ("avx2, bmi2, popcnt"), for messages.
#define BITCC_FEATURE_TEXT(list) list(BITCC_FEATURE_NAME, ", ")
/// Whether the running CPU (and OS) has every feature of `list`.
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
#define BITCC_CPU_SUPPORTS(list) (__builtin_cpu_init(), list(BITCC_FEATURE_CHECK, &&))
#else
#define BITCC_CPU_SUPPORTS(list) false
#endif

// The baseline of each instruction set (for AVX-512: F, CD, DQ, BW, what the batch kernels use).
#define BITCC_AVX512_FEATURES(F, SEP) F(avx512f) SEP F(avx512cd) SEP F(avx512dq) SEP F(avx512bw)
#define BITCC_AVX2_FEATURES(F, SEP) F(avx2)
#define BITCC_SSE42_FEATURES(F, SEP) F(sse4.2)

/// Whether the running CPU (and OS) supports the baseline of `isa`. Functions that need more
/// (bitcc::label's AVX-512 kernel needs VBMI too) check their own feature list.
inline bool cpu_has(Isa isa) {
  switch (isa) {
    case Isa::Avx512: return BITCC_CPU_SUPPORTS(BITCC_AVX512_FEATURES);
    case Isa::Avx2: return BITCC_CPU_SUPPORTS(BITCC_AVX2_FEATURES);
    case Isa::Sse42: return BITCC_CPU_SUPPORTS(BITCC_SSE42_FEATURES);
    case Isa::Scalar: return true;
  }
  return false;
}

/// The one dispatcher: `make(isa)` for the instruction set that BITCC_SIMD selects for `what` (see
/// resolve_isa), computed at the first call and returned from then on. A bad BITCC_SIMD throws
/// resolve_isa's std::runtime_error, and the next call tries again (and throws again). Each
/// function passes its own lambda as `make`: its type keys the stored choice. `available` is a
/// lambda too: a function pointer would be set up before the guard test, on every call, and so
/// would a std::string_view of `what` (in a single header under a bot's -O0, a call to the
/// standard library's constructor compiled at -O0: 6x12 label at density 0.2 ran 1.34x its -O2
/// time). Inlined, so that a call costs what a function's own static costs: a guard test.
template <typename Make, typename Available>
[[gnu::always_inline]] inline const auto& choose_once(const char* what, Available available,
                                                     Make make) {
  static const auto choice = make(resolve_isa(simd_request(), what, available));
  return choice;
}

}  // namespace bitcc

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/label.hpp: bitcc::label, the fastest labeler the running CPU supports, chosen once.
#pragma once

#include <string_view>

#include "bitcc/board.hpp"
#include "bitcc/label_propagate.hpp"
#include "bitcc/label_rowpair.hpp"
#include "bitcc/label_flood.hpp"  // not in the single header (tools/single_header_roots.cmake)
#include "bitcc/simd_choice.hpp"

namespace bitcc {

namespace label_detail {

// What bitcc::label can run for each instruction set: label_propagate needs AVX-512 with VBMI,
// VBMI2, GFNI and BMI2; avx2, sse4.2 and scalar are available when the CPU has them (see
// label_flood_for for what runs).
inline bool available(Isa isa) {
  if (isa == Isa::Avx512) return label_propagate_supported();
  return cpu_has(isa);
}

struct Choice {
  Isa isa;
  int (*label)(Board b, Board* out);
};

inline Choice choose(std::string_view request) {
  const Isa isa = resolve_isa(request, "bitcc::label", available);
#if BITCC_HAVE_LABEL_PROPAGATE
  if (isa == Isa::Avx512) return {isa, label_propagate};
#endif
#ifdef BITCC_SINGLE_HEADER_HPP
  return {isa, label_rowpair};
#else
  return {isa, label_flood_for(isa)};
#endif
}

// Chosen at the first call (BITCC_SIMD is read then); a throwing choice is tried again next time.
inline const Choice& chosen() {
  static const Choice choice = choose(simd_request());
  return choice;
}

}  // namespace label_detail

/// Writes the 4-connected components of `b` to out[0..n) and returns n: disjoint boards whose
/// union is `b`, in ascending order of their lowest cell, exactly as every labeler of registry.hpp.
/// `out` must have room for kMaxComponents (36) boards; slots past n may be overwritten. Bits of
/// `b` at or above 72 are ignored.
///
/// Runs label_propagate where the CPU has AVX-512 with VBMI, VBMI2, GFNI and BMI2; elsewhere the
/// flood labeler of the CPU's level (label_flood_for): label_flood_avx2 with AVX2, BMI2 and
/// POPCNT, label_flood_sse42 with SSE4.2 and POPCNT, label_flood on other CPUs and with
/// BITCC_PORTABLE (label_rowpair instead in the single header); chosen at the first call.
/// BITCC_SIMD (simd_choice.hpp) forces a choice; a bad value makes every call throw
/// std::runtime_error.
inline int label(Board b, Board* out) { return label_detail::chosen().label(b, out); }

/// The instruction set bitcc::label runs: "avx512" (label_propagate), or "avx2", "sse4.2" or
/// "scalar" (label_flood_avx2, label_flood_sse42, label_flood). Throws like bitcc::label when
/// BITCC_SIMD is bad.
inline std::string_view label_implementation() { return isa_name(label_detail::chosen().isa); }

}  // namespace bitcc

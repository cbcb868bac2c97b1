// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/label.hpp: bitcc::label, the fastest labeler the running CPU supports, chosen once.
#pragma once

#include "bitcc/board.hpp"
#include "bitcc/label_propagate.hpp"
#include "bitcc/label_rowpair.hpp"
#include "bitcc/label_flood.hpp"  // not in the default single header (single_header_roots.cmake)
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

/// The labeler bitcc::label runs for `isa`; requires available(isa).
inline Labeler labeler_for(Isa isa) {
#if BITCC_HAVE_LABEL_PROPAGATE
  if (isa == Isa::Avx512) return label_propagate;
#endif
#ifdef BITCC_HAVE_LABEL_FLOOD
  return label_flood_for(isa);
#else  // a single header written without label_flood.hpp
  return static_cast<void>(isa), label_rowpair;
#endif
}

struct Choice {
  Isa isa;
  Labeler label;
};

inline const Choice& chosen() {
  return choose_once("bitcc::label", [](Isa isa) { return available(isa); },
                     [](Isa isa) { return Choice{isa, labeler_for(isa)}; });
}

}  // namespace label_detail

/// A labeler (contract: Labeler, geometry.hpp): label_propagate where the CPU has AVX-512
/// with VBMI, VBMI2, GFNI and BMI2; elsewhere the flood labeler of the CPU's level
/// (label_flood_for): label_flood_avx2 with AVX2, BMI2 and POPCNT, label_flood_sse42 with SSE4.2
/// and POPCNT, label_flood on other CPUs and with BITCC_PORTABLE (label_rowpair instead in a
/// single header written without them, the default); chosen at the first call. BITCC_SIMD
/// (simd_choice.hpp) forces a choice; a bad value makes every call throw std::runtime_error.
/// label_implementation() (registry.hpp) names the labeler that runs.
inline int label(Board b, Board* out) { return label_detail::chosen().label(b, out); }

/// The instruction set bitcc::label runs (what BITCC_SIMD forces, or the best available one).
/// Throws like bitcc::label when BITCC_SIMD is bad.
inline Isa label_isa() { return label_detail::chosen().isa; }

}  // namespace bitcc

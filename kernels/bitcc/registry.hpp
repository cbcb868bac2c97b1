// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/registry.hpp: every labeler by name, so tests, benchmarks and tools iterate over them.
// A new labeler is tested and benchmarked by adding one line to kLabelers.
#pragma once

#include <string_view>

#include "bitcc/board.hpp"
#include "bitcc/label.hpp"
#include "bitcc/label_bfs.hpp"
#include "bitcc/label_flood.hpp"
#include "bitcc/label_propagate.hpp"
#include "bitcc/label_propagate_avx2.hpp"
#include "bitcc/label_rowpair.hpp"
#include "bitcc/label_union_find.hpp"
#include "bitcc/registry_entry.hpp"

namespace bitcc {

inline constexpr LabelerEntry kLabelers[] = {
    {"rowpair", label_rowpair, runs_everywhere, ""},
    {"bfs", label_bfs, runs_everywhere, ""},
    {"union-find", label_union_find, runs_everywhere, ""},
    {"flood-scalar", label_flood, runs_everywhere, ""},
#if BITCC_HAVE_LABEL_FLOOD_X86
    {"flood-sse4.2", label_flood_sse42, label_flood_sse42_supported,
     BITCC_FEATURE_TEXT(BITCC_FLOOD_SSE42_FEATURES)},
    {"flood-avx2", label_flood_avx2, label_flood_avx2_supported,
     BITCC_FEATURE_TEXT(BITCC_FLOOD_AVX2_FEATURES)},
#endif
#if BITCC_HAVE_LABEL_PROPAGATE_AVX2
    {"propagate-avx2", label_propagate_avx2, label_propagate_avx2_supported,
     BITCC_FEATURE_TEXT(BITCC_PROPAGATE_AVX2_FEATURES)},
#endif
#if BITCC_HAVE_LABEL_PROPAGATE
    {"propagate", label_propagate, label_propagate_supported,
     BITCC_FEATURE_TEXT(BITCC_PROPAGATE_FEATURES)},
#endif
};

/// The registry name of the labeler bitcc::label runs: "propagate", "flood-avx2", "flood-sse4.2"
/// or "flood-scalar" (label_isa() tells the instruction set). Throws like bitcc::label when
/// BITCC_SIMD is bad.
inline std::string_view label_implementation() {
  const Labeler running = label_detail::chosen().label;
  for (const LabelerEntry& entry : kLabelers)
    if (entry.label == running) return entry.name;
  return "?";  // not reached: bitcc::label runs a labeler of kLabelers
}

/// The name that stands for bitcc::label's choice in choose_labeler (`bitcc label --labeler`).
inline constexpr std::string_view kAutomaticLabeler = "auto";

/// The entry called `name`, or nullptr (whether or not this CPU runs it: see its `supported`).
constexpr const LabelerEntry* find_labeler_entry(std::string_view name) {
  return find_entry(kLabelers, name);
}

/// The labeler called `name`, or nullptr (whether or not this CPU runs it: see find_labeler_entry).
constexpr Labeler find_labeler(std::string_view name) {
  const LabelerEntry* entry = find_labeler_entry(name);
  return entry != nullptr ? entry->label : nullptr;
}

/// The entry called `name`, where kAutomaticLabeler ("auto") is the labeler bitcc::label runs, or
/// nullptr. For "auto", reads BITCC_SIMD like bitcc::label, and throws like it when that is bad.
inline const LabelerEntry* choose_labeler(std::string_view name) {
  return find_labeler_entry(name == kAutomaticLabeler ? label_implementation() : name);
}

}  // namespace bitcc

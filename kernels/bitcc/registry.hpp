// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/registry.hpp: every labeler by name, so tests, benchmarks and tools iterate over them.
// A new labeler is tested and benchmarked by adding one line to kLabelers.
#pragma once

#include <string_view>

#include "bitcc/board.hpp"
#include "bitcc/label_bfs.hpp"
#include "bitcc/label_flood.hpp"
#include "bitcc/label_propagate.hpp"
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
    {"flood-sse4.2", label_flood_sse42, label_flood_sse42_supported, "SSE4.2 and POPCNT"},
    {"flood-avx2", label_flood_avx2, label_flood_avx2_supported, "AVX2, BMI2 and POPCNT"},
#endif
#if BITCC_HAVE_LABEL_PROPAGATE
    {"propagate", label_propagate, label_propagate_supported,
     "AVX-512 F, BW, VL, VBMI, VBMI2, GFNI and BMI2"},
#endif
};

/// The entry called `name`, or nullptr.
constexpr const LabelerEntry* find_labeler_entry(std::string_view name) {
  return find_entry(kLabelers, name);
}

/// The labeler called `name`, or nullptr (whether or not this CPU runs it: see find_labeler_entry).
constexpr Labeler find_labeler(std::string_view name) {
  const LabelerEntry* entry = find_labeler_entry(name);
  return entry != nullptr ? entry->label : nullptr;
}

}  // namespace bitcc

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/generic/registry.hpp: every labeler of a geometry by name, so tests, benchmarks and tools
// iterate over them. A new generic labeler is tested and benchmarked by adding it to make_labelers.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "bitcc/generic/label_bfs.hpp"
#include "bitcc/generic/label_rowpair.hpp"
#include "bitcc/generic/label_union_find.hpp"
#include "bitcc/geometry.hpp"
#include "bitcc/registry_entry.hpp"

namespace bitcc::generic {

// The entries of the core registry (registry_entry.hpp): every generic labeler runs everywhere.
using bitcc::Labeler;
using bitcc::LabelerEntry;

/// The labelers of geometry G: rowpair (widths up to 8 only), bfs, union-find.
template <class G>
constexpr auto make_labelers() {
  if constexpr (G::kWidth <= kRowPairMaxWidth) {
    return std::array<LabelerEntry, 3>{{{"rowpair", label_rowpair<G>, runs_everywhere, ""},
                                        {"bfs", label_bfs<G>, runs_everywhere, ""},
                                        {"union-find", label_union_find<G>, runs_everywhere, ""}}};
  } else {
    return std::array<LabelerEntry, 2>{{{"bfs", label_bfs<G>, runs_everywhere, ""},
                                        {"union-find", label_union_find<G>, runs_everywhere, ""}}};
  }
}

/// The labelers of geometry G, e.g. `for (const auto& entry : kLabelers<Geometry<9, 9>>)`.
template <class G>
inline constexpr auto kLabelers = make_labelers<G>();

/// The labeler of G called `name`, or nullptr.
template <class G>
constexpr Labeler find_labeler(std::string_view name) {
  const LabelerEntry* entry = find_entry(kLabelers<G>, name);
  return entry != nullptr ? entry->label : nullptr;
}

/// The geometry's name as used in test and benchmark names, e.g. "9x9_hex" or "6x12_square".
template <class G>
std::string geometry_name() {
  return std::to_string(G::kWidth) + "x" + std::to_string(G::kHeight) +
         (G::kAdjacency == Adjacency::Hex ? "_hex" : "_square");
}

}  // namespace bitcc::generic

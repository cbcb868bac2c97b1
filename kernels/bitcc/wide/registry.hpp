// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/wide/registry.hpp: every wide labeler of a geometry by name, so tests and benchmarks
// iterate over them. A new wide labeler is tested and benchmarked by adding it to make_labelers.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "bitcc/registry_entry.hpp"
#include "bitcc/wide/geometry.hpp"
#include "bitcc/wide/label_bfs.hpp"
#include "bitcc/wide/label_flood.hpp"
#include "bitcc/wide/label_union_find.hpp"

namespace bitcc::wide {

/// An entry of the wide registry of G: the one entry type of every registry (registry_entry.hpp).
template <class G>
using LabelerEntry = BasicLabelerEntry<Labeler<G>>;

/// The wide labelers of G that this build has: the chosen one (`label`), the flood per instruction
/// set (`flood-avx512` only where the AVX-512 flood holds G's boards: kFitsAvx512), bfs and union-find.
template <class G>
const std::vector<LabelerEntry<G>>& labelers() {
  static const std::vector<LabelerEntry<G>> entries = [] {
    std::vector<LabelerEntry<G>> list = {{"label", label<G>, runs_everywhere, ""},
                                         {"flood-scalar", label_flood<G>, runs_everywhere, ""}};
#if BITCC_HAVE_WIDE_X86
    if constexpr (kFitsAvx512<G>)
      list.push_back({"flood-avx512", label_flood_avx512<G>, label_flood_avx512_supported,
                      BITCC_FEATURE_TEXT(BITCC_WIDE_AVX512_FEATURES)});
    list.push_back({"flood-avx2", label_flood_avx2<G>, label_flood_avx2_supported,
                    BITCC_FEATURE_TEXT(BITCC_WIDE_AVX2_FEATURES)});
    list.push_back({"flood-sse4.2", label_flood_sse42<G>, label_flood_sse42_supported,
                    BITCC_FEATURE_TEXT(BITCC_WIDE_SSE42_FEATURES)});
#endif
    list.push_back({"bfs", label_bfs<G>, runs_everywhere, ""});
    list.push_back({"union-find", label_union_find<G>, runs_everywhere, ""});
    return list;
  }();
  return entries;
}

/// The geometry's name as used in test and benchmark names, e.g. "19x19" or "11x11_hex".
template <class G>
std::string geometry_name() {
  return std::to_string(G::kWidth) + "x" + std::to_string(G::kHeight) +
         (G::kAdjacency == Adjacency::Hex ? "_hex" : "");
}

}  // namespace bitcc::wide

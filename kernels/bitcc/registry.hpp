// bitcc/registry.hpp: every labeler by name, so tests, benchmarks and tools iterate over them.
// A new labeler is tested and benchmarked by adding one line to kLabelers.
#pragma once

#include <string_view>

#include "bitcc/board.hpp"
#include "bitcc/label_bfs.hpp"
#include "bitcc/label_propagate.hpp"
#include "bitcc/label_rowpair.hpp"
#include "bitcc/label_union_find.hpp"

namespace bitcc {

/// The common signature of every labeler: components of the board into out[0..n), returns n.
using Labeler = int (*)(Board b, Board* out);

/// For the labelers that every CPU runs.
inline bool runs_everywhere() { return true; }

struct LabelerEntry {
  std::string_view name;
  Labeler label;
  bool (*supported)();  // whether the running CPU can run `label` (calling it otherwise is fatal)
  std::string_view needs;  // what `supported` checks, for messages (empty when runs_everywhere)
};

inline constexpr LabelerEntry kLabelers[] = {
    {"rowpair", label_rowpair, runs_everywhere, ""},
    {"bfs", label_bfs, runs_everywhere, ""},
    {"union-find", label_union_find, runs_everywhere, ""},
#if BITCC_HAVE_LABEL_PROPAGATE
    {"propagate", label_propagate, label_propagate_supported,
     "AVX-512 F, BW, VL, VBMI, VBMI2, GFNI and BMI2"},
#endif
};

/// The entry called `name`, or nullptr.
constexpr const LabelerEntry* find_labeler_entry(std::string_view name) {
  for (const LabelerEntry& entry : kLabelers)
    if (entry.name == name) return &entry;
  return nullptr;
}

/// The labeler called `name`, or nullptr (whether or not this CPU runs it: see find_labeler_entry).
constexpr Labeler find_labeler(std::string_view name) {
  const LabelerEntry* entry = find_labeler_entry(name);
  return entry != nullptr ? entry->label : nullptr;
}

}  // namespace bitcc

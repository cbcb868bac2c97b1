// bitcc/registry.hpp: every labeler by name, so tests, benchmarks and tools iterate over them.
// A new labeler is tested and benchmarked by adding one line to kLabelers.
#pragma once

#include <string_view>

#include "bitcc/board.hpp"
#include "bitcc/label_bfs.hpp"
#include "bitcc/label_rowpair.hpp"
#include "bitcc/label_union_find.hpp"

namespace bitcc {

/// The common signature of every labeler: components of the board into out[0..n), returns n.
using Labeler = int (*)(Board b, Board* out);

struct LabelerEntry {
  std::string_view name;
  Labeler label;
};

inline constexpr LabelerEntry kLabelers[] = {
    {"rowpair", label_rowpair},
    {"bfs", label_bfs},
    {"union-find", label_union_find},
};

/// The labeler called `name`, or nullptr.
constexpr Labeler find_labeler(std::string_view name) {
  for (const LabelerEntry& entry : kLabelers)
    if (entry.name == name) return entry.label;
  return nullptr;
}

}  // namespace bitcc

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/registry_entry.hpp: what a registry of labelers holds, for the 6x12 board (registry.hpp)
// and for every geometry (generic/registry.hpp) alike. Labeler, the signature and contract of
// every labeler, is in geometry.hpp.
#pragma once

#include <string_view>

#include "bitcc/geometry.hpp"

namespace bitcc {


/// For the labelers that every CPU runs.
inline bool runs_everywhere() { return true; }

struct LabelerEntry {
  std::string_view name;
  Labeler label;
  bool (*supported)();  // whether the running CPU can run `label` (calling it otherwise is fatal)
  std::string_view needs;  // what `supported` checks, for messages (empty when runs_everywhere)
};

/// The entry of `entries` (any range of LabelerEntry) called `name`, or nullptr.
template <class Entries>
constexpr const LabelerEntry* find_entry(const Entries& entries, std::string_view name) {
  for (const LabelerEntry& entry : entries)
    if (entry.name == name) return &entry;
  return nullptr;
}

}  // namespace bitcc

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/registry_entry.hpp: what a registry of labelers holds, for every board kind: the 6x12 board
// (registry.hpp), every geometry (generic/registry.hpp) and the wide boards (wide/registry.hpp).
// Labeler, the signature and contract of every labeler, is in geometry.hpp (wide/geometry.hpp for
// wide boards).
#pragma once

#include <iterator>
#include <string_view>

#include "bitcc/geometry.hpp"

namespace bitcc {

/// For the labelers that every CPU runs.
inline bool runs_everywhere() { return true; }

/// A labeler by name; `Label` is the labeler's function pointer type (Labeler, wide::Labeler<G>).
template <class Label>
struct BasicLabelerEntry {
  std::string_view name;
  Label label;
  bool (*supported)();  // whether the running CPU can run `label` (calling it otherwise is fatal)
  std::string_view needs;  // what `supported` checks, for messages (empty when runs_everywhere)
};

/// An entry of the 6x12 and generic registries.
using LabelerEntry = BasicLabelerEntry<Labeler>;

/// The entry of `entries` (any range of entries) called `name`, or nullptr.
template <class Entries>
constexpr auto find_entry(const Entries& entries, std::string_view name)
    -> decltype(&*std::begin(entries)) {
  for (const auto& entry : entries)
    if (entry.name == name) return &entry;
  return nullptr;
}

}  // namespace bitcc

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// The generic labelers check G::is_valid in debug builds: this file is compiled with assertions on
// whatever the build type.
#ifdef NDEBUG
#error "test_geometry_preconditions must be compiled without NDEBUG"
#endif

#include <gtest/gtest.h>

#include "bitcc/generic/generic.hpp"

namespace {

using bitcc::Adjacency;
using bitcc::Board;
using bitcc::Geometry;

template <class G>
void expect_every_labeler_rejects(Board invalid) {
  for (const auto& entry : bitcc::generic::kLabelers<G>) {
    Board out[G::kMaxComponents];
    EXPECT_DEATH(entry.label(invalid, out), "is_valid") << bitcc::generic::geometry_name<G>()
                                                       << " " << entry.name;
  }
}

TEST(GeometryPreconditions, LabelersRejectCellsBeyondTheBoard) {
  // One valid cell and one just past the last cell: the valid one must not hide the bad one.
  expect_every_labeler_rejects<Geometry<9, 9>>(Board{1} | Board{1} << 81);
  expect_every_labeler_rejects<Geometry<6, 13, Adjacency::Hex>>(Board{1} << 78);
  expect_every_labeler_rejects<Geometry<7, 18>>(Board{1} << 127);
}

}  // namespace

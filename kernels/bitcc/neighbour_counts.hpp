// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/neighbour_counts.hpp: the formulas of bitcc/group_formulas.hpp in namespace bitcc.
//
// The groups kernels (groups_at_least, the Smash the Code engine's detection, the batch kernels)
// hold a set in layouts of their own (two 64-bit windows of a Word128, 16-bit column lanes, SIMD
// lanes), each with its own moves; from the four masks of cells whose lower, upper, left or right
// neighbour is in the set, the degree masks are the same AND/OR formulas for all of them, written
// once in group_formulas.hpp (the batch kernels include that file in a namespace of their own).
#pragma once

#include <cstdint>

#include "bitcc/board.hpp"

namespace bitcc {

#include "bitcc/group_formulas.hpp"

}  // namespace bitcc

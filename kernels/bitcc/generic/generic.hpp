// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/generic/generic.hpp: the labelers for any geometry, in one include.
//
// For a geometry G = bitcc::Geometry<W, H, Adjacency> (W*H <= 128 cells, square or hex adjacency;
// see bitcc/geometry.hpp), three labelers share the core's signature and contract:
//
//   int generic::label_rowpair<G>(Board b, Board* out);     // table-driven row scan, W <= 8
//   int generic::label_bfs<G>(Board b, Board* out);         // flood fill by shifts and masks
//   int generic::label_union_find<G>(Board b, Board* out);  // union-find over the cells
//
// The contract is Labeler's (bitcc/geometry.hpp), at G: release builds ignore the bits
// outside G with one AND at entry. generic::kLabelers<G> lists them by name.
//
// The core bitcc::label_bfs and bitcc::label_union_find are these at Geometry<6, 12>; the core
// bitcc::label_rowpair and bitcc::label_propagate are written for the 6x12 board and stay its
// fastest path; generic::label_X<Geometry<6, 12>> gives the same results.
#pragma once

#include "bitcc/generic/label_bfs.hpp"
#include "bitcc/generic/label_rowpair.hpp"
#include "bitcc/generic/label_union_find.hpp"
#include "bitcc/generic/registry.hpp"
#include "bitcc/geometry.hpp"
#include "bitcc/union_find.hpp"

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/bitcc.hpp: everything a bot needs, in one include.
//
// bitcc splits a 6x12 bitboard into its 4-connected components. Call
//
//   int label(Board b, Board* out);              // the fastest labeler this CPU runs
//
// which runs one of the labelers below, all with one signature and one contract:
//
//   int label_propagate(Board b, Board* out);    // label propagation, AVX-512 (VBMI, GFNI)
//   int label_rowpair(Board b, Board* out);      // table-driven row scan, portable
//   int label_bfs(Board b, Board* out);          // flood fill by shifts and masks
//   int label_union_find(Board b, Board* out);   // union-find over the cells
//
// Each writes the components of `b` to out[0..n) and returns n, in ascending order of their
// lowest cell; `out` needs room for kMaxComponents (36) boards (the contract: Labeler in
// geometry.hpp).
//
//   Board groups_at_least(Board b, int k);       // union of the components with >= k cells
#pragma once

#include "bitcc/board.hpp"
#include "bitcc/geometry.hpp"
#include "bitcc/groups.hpp"
#include "bitcc/io.hpp"
#include "bitcc/label.hpp"
#include "bitcc/label_bfs.hpp"
#include "bitcc/label_propagate.hpp"
#include "bitcc/label_rowpair.hpp"
#include "bitcc/label_union_find.hpp"
#include "bitcc/registry.hpp"
#include "bitcc/union_find.hpp"

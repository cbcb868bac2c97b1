// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/wide/wide.hpp: wide bitboards in one include: boards of W x H cells up to 1024, square or
// hex adjacency (bitcc/wide/geometry.hpp has the layout).
//
//   wide::Geometry<W, H, A>                 the board's shape; G::Board is its wide board
//   int wide::label<G>(b, out)              components, lowest first, the fastest labeler here
//   wide::label_flood / _avx512 / _avx2 / _sse42, label_bfs, label_union_find   (registry.hpp)
//   wide::groups_at_least<G>(b, k)          the cells of the components of k cells or more
//   wide::component_of<G>(b, cell)         the component holding a cell
//   wide::neighbours_of<G>(set)             the cells next to a set (with `& empty`: liberties)
//   wide::to_picture / parse_picture / to_hex / parse_hex <G>                      (io.hpp)
#pragma once

#include "bitcc/wide/geometry.hpp"
#include "bitcc/wide/groups.hpp"
#include "bitcc/wide/io.hpp"
#include "bitcc/wide/label_bfs.hpp"
#include "bitcc/wide/label_flood.hpp"
#include "bitcc/wide/label_union_find.hpp"
#include "bitcc/wide/registry.hpp"

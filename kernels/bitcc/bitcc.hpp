// bitcc/bitcc.hpp: everything a bot needs, in one include.
//
// bitcc splits a 6x12 bitboard into its 4-connected components. Three labelers share one
// signature and one contract:
//
//   int label_rowpair(Board b, Board* out);      // table-driven row scan, the fastest
//   int label_bfs(Board b, Board* out);          // flood fill by shifts and masks
//   int label_union_find(Board b, Board* out);   // union-find over the cells
//
// Each writes the components of `b` to out[0..n) and returns n: disjoint boards whose union is
// `b`, in ascending order of their lowest cell (bit index). `out` needs room for kMaxComponents
// (36) boards. `b` must have no bit at or above 72 (is_valid; checked in debug builds).
//
//   Board groups_at_least(Board b, int k);       // union of the components with >= k cells
#pragma once

#include "bitcc/board.hpp"
#include "bitcc/geometry.hpp"
#include "bitcc/groups.hpp"
#include "bitcc/io.hpp"
#include "bitcc/label_bfs.hpp"
#include "bitcc/label_rowpair.hpp"
#include "bitcc/label_union_find.hpp"
#include "bitcc/registry.hpp"
#include "bitcc/union_find.hpp"

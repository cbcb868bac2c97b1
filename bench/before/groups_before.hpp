// bench/before/groups_before.hpp: groups_at_least as it was before the two-window rewrite, kept
// unchanged (only renamed into bitcc::before) as the baseline row of the benchmarks, so that their
// summary gives same-run ratios. Not part of the library.
#pragma once

#include "bitcc/board.hpp"
#include "bitcc/label_rowpair.hpp"

namespace bitcc::before {

namespace groups_before_detail {

struct Degrees {
  Board at_least_2;  // cells of b with two or more neighbours in b
  Board at_least_3;  // cells of b with three or more neighbours in b
};

// Neighbour counts from the four direction masks: "at least two of four" and "three of four".
constexpr Degrees degrees(Board b) {
  const Board above = shift<Direction::Down>(b);  // cell above is set
  const Board below = shift<Direction::Up>(b);
  const Board left = shift<Direction::Right>(b);  // cell to the left is set
  const Board right = shift<Direction::Left>(b);
  const Board vertical_pair = above & below, vertical_any = above | below;
  const Board horizontal_pair = left & right, horizontal_any = left | right;
  return {b & (vertical_pair | horizontal_pair | (vertical_any & horizontal_any)),
          b & ((vertical_pair & horizontal_any) | (horizontal_pair & vertical_any))};
}

}  // namespace groups_before_detail

/// The union of the components of `b` that have at least `k` cells. k <= 1 gives b; k > 72 gives 0.
/// Requires is_valid(b) (checked in debug builds).
///
/// k = 2, 3, 4 need no labeling. A component has at least 3 cells exactly when it holds a cell with
/// two or more neighbours; at least 4 exactly when it holds a cell with three or more neighbours or
/// two adjacent cells with two or more each (the only connected shapes of 3 cells are paths, whose
/// one middle cell has degree 2). In such a component every cell is one of those "seeds" or next to
/// one (a cell of degree 1 hangs on a cell of degree >= 2, and that cell is a seed), so the mask is
/// the seeds grown by one step inside b. Larger k labels what survives k = 4.
inline Board groups_at_least(Board b, int k) {
  BITCC_ASSERT(is_valid(b));
  if (k <= 1) return b;
  if (k > kCells) return 0;
  if (k == 2) return b & neighbours(b);
  const groups_before_detail::Degrees d = groups_before_detail::degrees(b);
  if (k == 3) return b & (d.at_least_2 | neighbours(d.at_least_2));
  const Board seeds = d.at_least_3 | (d.at_least_2 & neighbours(d.at_least_2));
  const Board four_or_more = b & (seeds | neighbours(seeds));
  if (k == 4 || four_or_more == 0) return four_or_more;
  Board components[kMaxComponents];
  const int n = label_rowpair(four_or_more, components);
  Board kept = 0;
  for (int i = 0; i < n; ++i)
    if (popcount(components[i]) >= k) kept |= components[i];
  return kept;
}

}  // namespace bitcc::before

// bitcc/games/small_union_find.hpp: a disjoint-set forest of at most 255 elements in one byte array.
//
// The game modules start a fresh forest per game (a playout is a few dozen moves), so unlike
// bitcc::UnionFind this one never allocates, stores one byte per element, and gives an element
// its singleton set only when the element enters play (make_set): a new game clears nothing.
// It holds the parent links only; the owner keeps whatever its roots carry (sizes, counters,
// lists) and decides which root a union keeps (link).
#pragma once

#include <array>
#include <cstdint>

#include "bitcc/board.hpp"

namespace bitcc::games {

template <int N>
class SmallUnionFind {
 public:
  static_assert(N >= 1 && N <= 255, "elements are bytes");
  using Index = std::uint8_t;

  /// Makes {x} a set of its own (x < N). Call it once per element before any other use of x.
  void make_set(int x) {
    BITCC_ASSERT(x >= 0 && x < N);
    parent_[x] = static_cast<Index>(x);
  }

  /// The representative of the set holding `x` (made by make_set).
  int find(int x) {
    BITCC_ASSERT(x >= 0 && x < N);
    while (parent_[x] != x) {
      parent_[x] = parent_[parent_[x]];  // path halving: skip every other ancestor
      x = parent_[x];
    }
    return x;
  }

  /// Hangs the set of root `child` under root `root` (both representatives, distinct, made by
  /// make_set): the union keeps `root`. The caller picks the larger set as `root`.
  void link(int child, int root) {
    BITCC_ASSERT(child >= 0 && child < N && root >= 0 && root < N && child != root);
    BITCC_ASSERT(parent_[child] == child && parent_[root] == root);
    parent_[child] = static_cast<Index>(root);
  }

 private:
  // Indeterminate until make_set: an element is only read after it entered play.
  std::array<Index, N> parent_;
};

}  // namespace bitcc::games

// bitcc/games/small_union_find.hpp: a disjoint-set forest of at most 255 elements in fixed arrays.
//
// The game modules start a fresh forest per game (a playout is a few dozen moves), so unlike
// bitcc::UnionFind this one never allocates, stores one byte per field, and creates an element's
// singleton set only when the element enters play (make_set), so a new game costs one small
// clear instead of initialising every element.
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
    size_[x] = 1;
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

  /// Joins the sets of `a` and `b` (union by size; ties keep a's root) and returns the
  /// representative of the union. Requires a and b made by make_set.
  int unite(int a, int b) {
    a = find(a);
    b = find(b);
    if (a == b) return a;
    if (size_[a] < size_[b]) std::swap(a, b);
    parent_[b] = static_cast<Index>(a);
    size_[a] = static_cast<Index>(size_[a] + size_[b]);
    return a;
  }

  /// True when `a` and `b` are in one set.
  bool same(int a, int b) { return find(a) == find(b); }

  /// The number of elements in the set holding `x`.
  int set_size(int x) { return size_[find(x)]; }

 private:
  std::array<Index, N> parent_{};
  std::array<Index, N> size_{};
};

}  // namespace bitcc::games

// bitcc/union_find.hpp: a disjoint-set forest for graphs that are not bitboards.
#pragma once

#include <cstdint>
#include <numeric>
#include <vector>

#include "bitcc/board.hpp"

namespace bitcc {

/// The find and unite steps shared by UnionFind (growable) and FixedUnionFind (fixed capacity, for
/// kernels). They work on caller-owned arrays: parent[x] == x marks a root, and size[root] is the
/// number of elements of the root's set. Index and Size are unsigned integer types.
namespace union_find_core {

/// The root of the tree holding `x`, halving the path on the way (every visited element is pointed
/// at its grandparent): with union by size, m operations cost O(m α(n)).
template <class Index>
inline Index find(Index* parent, Index x) {
  while (parent[x] != x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}

/// Joins the trees of `a` and `b` by size (the larger root stays a root; ties: a's root). Returns
/// false when they were already one tree.
template <class Index, class Size>
inline bool unite(Index* parent, Size* size, Index a, Index b) {
  a = find(parent, a);
  b = find(parent, b);
  if (a == b) return false;
  if (size[a] < size[b]) {
    const Index t = a;
    a = b;
    b = t;
  }
  parent[b] = a;
  size[a] = static_cast<Size>(size[a] + size[b]);
  return true;
}

}  // namespace union_find_core

/// Disjoint sets over the elements 0..size()-1, with union by size and path halving, so any
/// sequence of m operations costs O(m α(n)).
class UnionFind {
 public:
  using Index = std::uint32_t;

  /// `n` singleton sets {0}, {1}, ..., {n-1}.
  explicit UnionFind(Index n = 0) : parent_(n), size_(n, 1), sets_(n) {
    std::iota(parent_.begin(), parent_.end(), Index{0});
  }

  /// Appends a new singleton set and returns its element.
  Index add() {
    parent_.push_back(static_cast<Index>(parent_.size()));
    size_.push_back(1);
    ++sets_;
    return parent_.back();
  }

  /// The representative of the set holding `x` (x < size()).
  Index find(Index x) {
    BITCC_ASSERT(x < parent_.size());
    return union_find_core::find(parent_.data(), x);
  }

  /// Joins the sets of `a` and `b`; returns false when they were already one set. The larger set's
  /// representative becomes the representative of the union (ties: a's).
  bool unite(Index a, Index b) {
    BITCC_ASSERT(a < parent_.size() && b < parent_.size());
    if (!union_find_core::unite(parent_.data(), size_.data(), a, b)) return false;
    --sets_;
    return true;
  }

  /// True when `a` and `b` are in one set.
  bool same(Index a, Index b) { return find(a) == find(b); }

  /// The number of elements in the set holding `x`.
  Index set_size(Index x) { return size_[find(x)]; }

  /// The number of elements.
  Index size() const { return static_cast<Index>(parent_.size()); }

  /// The number of disjoint sets.
  Index set_count() const { return sets_; }

 private:
  std::vector<Index> parent_;
  std::vector<Index> size_;
  Index sets_;
};

/// Disjoint sets over at most N elements (N <= 255) in fixed arrays of bytes, for kernels that
/// label one board at a time without allocating. An element exists once make_set() has been called
/// on it; find, unite and same take existing elements. Same find/unite steps as UnionFind.
template <int N>
class FixedUnionFind {
  static_assert(N >= 1 && N <= 255, "elements and set sizes are stored in bytes");

 public:
  using Index = std::uint8_t;

  /// Makes `x` (< N) a singleton set. Call it once per element, before the element is united:
  /// calling it again on an element of a larger set corrupts that set.
  void make_set(int x) {
    BITCC_ASSERT(x >= 0 && x < N);
    parent_[x] = static_cast<Index>(x);
    size_[x] = 1;
  }

  /// The representative of the set holding `x`.
  int find(int x) {
    BITCC_ASSERT(x >= 0 && x < N);
    return union_find_core::find(parent_, static_cast<Index>(x));
  }

  /// Joins the sets of `a` and `b`; returns false when they were already one set.
  bool unite(int a, int b) {
    BITCC_ASSERT(a >= 0 && a < N && b >= 0 && b < N);
    return union_find_core::unite(parent_, size_, static_cast<Index>(a), static_cast<Index>(b));
  }

  /// True when `a` and `b` are in one set.
  bool same(int a, int b) { return find(a) == find(b); }

 private:
  // Left uninitialized: make_set writes an element before anything reads it.
  Index parent_[N];
  Index size_[N];
};

}  // namespace bitcc

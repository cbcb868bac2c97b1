// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/union_find.hpp: disjoint-set forests, one find/unite core for every owner of sets.
//
// union_find_core holds the steps (find with path halving, union by size or by index); the owners
// keep the arrays: UnionFind (growable, for graphs that are not bitboards), FixedUnionFind<N>
// (bytes, no allocation: the union-find labeler and the RHEX zones), the map labeler's runs.
#pragma once

#include <cstdint>
#include <numeric>
#include <type_traits>
#include <vector>

#include "bitcc/geometry.hpp"

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

/// The root of the tree holding `x`, the tree left as it is (for trees other threads read at the
/// same time, as the map labeler's bands do).
template <class Index>
inline Index root(const Index* parent, Index x) {
  while (parent[x] != x) x = parent[x];
  return x;
}

/// Hangs the tree of root `child` under root `root` (two distinct roots): `root` stays a root and
/// its size grows by the child's.
template <class Index, class Size>
inline void link(Index* parent, Size* size, Index child, Index root) {
  parent[child] = root;
  size[root] = static_cast<Size>(size[root] + size[child]);
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
  link(parent, size, b, a);
  return true;
}

/// Joins the trees of roots `a` and `b` by index: the smaller root stays a root and is returned
/// (a == b is allowed: nothing changes). Without sizes or a branch, and every parent stays at or
/// below its element, so a forest built only by join_by_index numbers its sets in one forward pass
/// (the map labeler, map/label.hpp: element order is raster order there, and each set's smallest
/// element is its first cell).
template <class Index>
inline Index join_by_index(Index* parent, Index a, Index b) {
  const Index low = a < b ? a : b;
  parent[a < b ? b : a] = low;
  return low;
}

}  // namespace union_find_core

/// Disjoint sets over the elements 0..size()-1, with union by size and path halving, so any
/// sequence of m operations costs O(m α(n)).
///
/// Any argument is safe: an element outside 0..size()-1 belongs to no set and is never touched
/// (find returns it unchanged, unite and same with it return false unless a == b for same,
/// set_size gives 0); debug builds assert on it.
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

  /// The representative of the set holding `x` (x < size(); otherwise x itself).
  Index find(Index x) {
    BITCC_ASSERT(contains(x));
    if (!contains(x)) return x;
    return union_find_core::find(parent_.data(), x);
  }

  /// Joins the sets of `a` and `b`; returns false when they were already one set (or one of them
  /// is not an element). The larger set's representative becomes the representative of the union
  /// (ties: a's).
  bool unite(Index a, Index b) {
    BITCC_ASSERT(contains(a) && contains(b));
    if (!contains(a) || !contains(b)) return false;
    if (!union_find_core::unite(parent_.data(), size_.data(), a, b)) return false;
    --sets_;
    return true;
  }

  /// True when `a` and `b` are in one set (an element outside: only when a == b).
  bool same(Index a, Index b) { return find(a) == find(b); }

  /// The number of elements in the set holding `x` (0 when x is not an element).
  Index set_size(Index x) { return contains(x) ? size_[find(x)] : 0; }

  /// The number of elements.
  Index size() const { return static_cast<Index>(parent_.size()); }

  /// The number of disjoint sets.
  Index set_count() const { return sets_; }

 private:
  bool contains(Index x) const { return x < parent_.size(); }

  std::vector<Index> parent_;
  std::vector<Index> size_;
  Index sets_;
};

/// Disjoint sets over the elements 0..N-1 in fixed arrays of bytes (N <= 255) or of 16-bit words
/// (N <= 65535: RHEX on 19x19 wide boards), for kernels and game states that must not allocate.
/// Same find/unite steps as UnionFind.
///
/// Any argument is safe, in release builds too: every parent link stays inside 0..N-1 whatever
/// is called, and an element outside 0..N-1 is in no set and never touched (find returns it
/// unchanged, unite and unite_into return false, same is true only for a == b); debug builds
/// assert on it.
template <int N>
class FixedUnionFind {
  static_assert(N >= 1 && N <= 65535, "elements and set sizes are stored in bytes or 16-bit words");

 public:
  using Index = std::conditional_t<(N <= 255), std::uint8_t, std::uint16_t>;

  /// N singleton sets {0}, {1}, ..., {N-1}.
  constexpr FixedUnionFind() {
    for (int x = 0; x < N; ++x) {
      parent_[x] = static_cast<Index>(x);
      size_[x] = 1;
    }
  }

  /// Makes `x` a singleton set again, for owners that reuse one forest (a new game). On an
  /// element of a larger set it leaves that set's size and other members' links as they were
  /// (wrong answers, never an index outside 0..N-1): reset every element of a set, or none.
  constexpr void make_set(int x) {
    BITCC_ASSERT(contains(x));
    if (!contains(x)) return;
    parent_[x] = static_cast<Index>(x);
    size_[x] = 1;
  }

  /// The representative of the set holding `x` (x itself when outside 0..N-1).
  constexpr int find(int x) {
    BITCC_ASSERT(contains(x));
    if (!contains(x)) return x;
    return union_find_core::find(parent_, static_cast<Index>(x));
  }

  /// Joins the sets of `a` and `b` by size; returns false when they were already one set.
  constexpr bool unite(int a, int b) {
    BITCC_ASSERT(contains(a) && contains(b));
    if (!contains(a) || !contains(b)) return false;
    return union_find_core::unite(parent_, size_, static_cast<Index>(a), static_cast<Index>(b));
  }

  /// Joins the sets of `a` and `root` keeping the representative of `root`'s set, whatever the
  /// sizes: for owners that keep data at the roots and choose which root survives. Returns false
  /// when they were already one set.
  constexpr bool unite_into(int a, int root) {
    BITCC_ASSERT(contains(a) && contains(root));
    if (!contains(a) || !contains(root)) return false;
    const Index child = union_find_core::find(parent_, static_cast<Index>(a));
    const Index kept = union_find_core::find(parent_, static_cast<Index>(root));
    if (child == kept) return false;
    union_find_core::link(parent_, size_, child, kept);
    return true;
  }

  /// True when `a` and `b` are in one set.
  constexpr bool same(int a, int b) { return find(a) == find(b); }

  /// The number of elements in the set holding `x` (0 when outside 0..N-1).
  constexpr int set_size(int x) { return contains(x) ? size_[find(x)] : 0; }

 private:
  static constexpr bool contains(int x) { return x >= 0 && x < N; }

  Index parent_[N] = {};
  Index size_[N] = {};
};

}  // namespace bitcc

// bitcc/union_find.hpp: a disjoint-set forest for graphs that are not bitboards.
#pragma once

#include <cstdint>
#include <numeric>
#include <vector>

#include "bitcc/board.hpp"

namespace bitcc {

/// Disjoint sets over the elements 0..size()-1, with union by size and path compression, so any
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
    Index root = x;
    while (parent_[root] != root) root = parent_[root];
    while (parent_[x] != root) {  // path compression: point every visited element at the root
      const Index next = parent_[x];
      parent_[x] = root;
      x = next;
    }
    return root;
  }

  /// Joins the sets of `a` and `b`; returns false when they were already one set. The larger set's
  /// representative becomes the representative of the union (ties: a's).
  bool unite(Index a, Index b) {
    a = find(a);
    b = find(b);
    if (a == b) return false;
    if (size_[a] < size_[b]) std::swap(a, b);
    parent_[b] = a;
    size_[a] += size_[b];
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

}  // namespace bitcc

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/games/playouts.hpp: seeded random games for the game tests and benchmarks. Each driver
// plays the same game on any implementation that offers the same moves, so two implementations fed
// one seed must agree move by move.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "bitcc/games/go.hpp"
#include "testing/games/naive_go.hpp"
#include "testing/pools.hpp"

namespace bitcc::test_support::playouts {

/// The seeded generator of the input pools: the same seed gives the same games everywhere.
using GameRng = test_support::Rng;

/// Cells 0..cells-1 in a random order.
inline std::vector<int> shuffled_cells(int cells, GameRng& rng) {
  std::vector<int> order(static_cast<std::size_t>(cells));
  for (int i = 0; i < cells; ++i) order[static_cast<std::size_t>(i)] = i;
  for (int i = cells - 1; i > 0; --i) std::swap(order[static_cast<std::size_t>(i)], order[static_cast<std::size_t>(rng.below(i + 1))]);
  return order;
}

/// One random Go game on an N x N board. Cells here are points row * N + column. Policy: list the
/// empty points in increasing order, draw one uniformly; when it is a one-point eye of the mover
/// (the player's own_eye) or the move is refused, drop it and draw again; with none left, pass.
/// Ends after two consecutive passes or `max_moves` moves (passes included). Returns the number
/// of moves played.
///
/// Player offers: kSize, int empty_cells(int* out) (ascending), bool own_eye(int cell), bool
/// play(int cell) (true when legal and played), void pass(), bool over().
template <class Player>
int go_playout(Player& player, GameRng& rng, int max_moves) {
  int moves = 0;
  int candidates[Player::kSize * Player::kSize];
  while (!player.over() && moves < max_moves) {
    int count = player.empty_cells(candidates);
    bool played = false;
    while (count > 0 && !played) {
      const int pick = rng.below(count);
      const int cell = candidates[pick];
      played = !player.own_eye(cell) && player.play(cell);
      candidates[pick] = candidates[--count];
    }
    if (!played) player.pass();
    ++moves;
  }
  return moves;
}

/// bitcc::games::GoBoard<N> as a playout player (own_eye: all four neighbours own).
template <int N = 9>
struct BitboardGoPlayer {
  static constexpr int kSize = N;
  using Go = bitcc::games::GoBoard<N>;
  Go go;
  static int wide_cell(int cell) { return Go::G::cell_index(cell / N, cell % N); }
  int empty_cells(int* out) const {
    int count = 0;
    for (int cell = 0; cell < N * N; ++cell)
      if (go.empty().test(wide_cell(cell))) out[count++] = cell;
    return count;
  }
  bool own_eye(int cell) const { return go.is_own_eye(go.to_move(), wide_cell(cell)); }
  bool play(int cell) { return go.play(go.to_move(), wide_cell(cell)).verdict == Go::Verdict::Ok; }
  void pass() { go.pass(go.to_move()); }
  bool over() const { return go.over(); }
};

/// naive::NaiveGoBoard<N> as a playout player.
template <int N = 9>
struct NaiveGoPlayer {
  static constexpr int kSize = N;
  naive::NaiveGoBoard<N> go;
  int empty_cells(int* out) const {
    int count = 0;
    for (int cell = 0; cell < N * N; ++cell)
      if (go.at(cell / N, cell % N) == naive::NaiveGo::Empty) out[count++] = cell;
    return count;
  }
  bool own_eye(int cell) const { return go.is_own_eye(go.to_move(), cell / N, cell % N); }
  bool play(int cell) {
    return go.play(go.to_move(), cell / N, cell % N).outcome == naive::NaiveGo::Outcome::Ok;
  }
  void pass() { go.pass(go.to_move()); }
  bool over() const { return go.over(); }
};

}  // namespace bitcc::test_support::playouts

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/games/hex.hpp: Hex on an 11x11 rhombic board, with incremental connection tracking.
//
// Cells are those of Geometry<11, 11, Adjacency::Hex>: (row r, column c) is bit 11r + c and touches
// (r, c±1), (r±1, c), (r+1, c-1), (r-1, c+1). Black moves first and the colors alternate.
// Black connects the bottom row (row 0) to the top row (row 10); white connects the left column
// (column 0) to the right column (column 10). The game ends as soon as one color connects.
//
// Connection is tracked with two bitboards per color: reached_[color][edge], the stones of that
// color joined to that edge by a chain of its stones. A stone only ever joins the groups around it,
// so when it lands:
//   - it reaches an edge iff it lies on that edge or touches a stone that already reaches it (any
//     same-colored neighbour joined to the edge lies in reached_, all of its group with it);
//   - it wins iff it reaches both edges: two masked ANDs per edge, no search;
//   - otherwise, if it reaches one edge, its group now reaches that edge too. The stones to add are
//     those joined to it through stones that did not reach the edge yet (a chain passing through a
//     reached stone would put its far end in reached_ already), found by component_by_cells inside
//     stones & ~reached: one table lookup per added stone.
// A stone enters each of its color's two sets at most once, so a whole game costs at most
// 2 * 121 such lookups: O(1) amortized per move, with no union-find and no per-game set-up.
#pragma once

#include <optional>

#include "bitcc/games/common.hpp"
#include "bitcc/geometry.hpp"

namespace bitcc::games {

class Hex {
 public:
  using G = Geometry<11, 11, Adjacency::Hex>;
  static constexpr int kSize = 11;

  enum class Verdict : std::uint8_t {
    Ok,           // the stone was placed
    GameOver,     // a color has already connected its edges
    NotYourTurn,  // the other color is to move
    Occupied,     // the cell holds a stone
    OffBoard,     // the cell is not one of 0..120
  };

  /// Places a stone of `color` on `cell` (0..120) when legal; otherwise changes nothing (a cell
  /// outside 0..120 is OffBoard). After an Ok move, winner() tells whether this stone connected
  /// its color's edges.
  Verdict play(Color color, int cell) {
    if (winner_) return Verdict::GameOver;
    if (color != to_move_) return Verdict::NotYourTurn;
    if (cell < 0 || cell >= G::kCells) return Verdict::OffBoard;
    const Board stone = cell_bit(cell);
    if ((stones_[0] | stones_[1]) & stone) return Verdict::Occupied;

    const int me = side(color);
    stones_[me] |= stone;
    const Board around = kNeighbourTable<G>[cell];
    Board* reached = reached_[me];
    const bool first = ((stone & kEdges[me][0]) | (around & reached[0])) != 0;
    const bool last = ((stone & kEdges[me][1]) | (around & reached[1])) != 0;
    if (first && last) {
      winner_ = color;
    } else if (first || last) {
      // The stone's group joins the edge it reaches; with no loose neighbour it is alone.
      Board& grows = reached[first ? 0 : 1];
      const Board loose = stones_[me] & ~grows;
      grows |= (around & loose) ? component_by_cells<G>(cell, loose) : stone;
    }
    to_move_ = opponent(color);
    return Verdict::Ok;
  }

  /// The color that connected its edges, if any.
  std::optional<Color> winner() const { return winner_; }

  Color to_move() const { return to_move_; }

  /// The stones of `color`.
  Board stones(Color color) const { return stones_[side(color)]; }

 private:
  // [color][edge]: the cells of that color's first edge (black: the bottom row; white: the left
  // column) and last edge (black: the top row; white: the right column).
  static constexpr Board kEdges[2][2] = {
      {G::kFirstRow, G::kLastRow},
      {G::kFirstColumn, G::kLastColumn}};

  // [color][edge]: the stones of that color joined to that edge through its stones. Not updated on
  // the winning move (the game is over).
  Board reached_[2][2] = {{0, 0}, {0, 0}};
  Board stones_[2] = {0, 0};
  Color to_move_ = Color::Black;
  std::optional<Color> winner_;
};

}  // namespace bitcc::games

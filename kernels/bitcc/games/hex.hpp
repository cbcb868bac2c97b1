// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/games/hex.hpp: Hex on an N x N rhombic board (2 <= N <= 19), with incremental connection
// tracking.
//
// BasicHex<G> plays on the square hex geometry G: HexGeometry<N> is Geometry<N, N, Adjacency::Hex>
// up to 11x11 (one 128-bit board; (row r, column c) is bit N*r + c) and wide::Geometry<N, N,
// Adjacency::Hex> beyond (one guard bit per row; bit (N+1)*r + c). Hex is the 11x11 game. Cell
// (r, c) touches (r, c±1), (r±1, c), (r+1, c-1), (r-1, c+1). Black moves first and the colors
// alternate. Black connects the bottom row (row 0) to the top row (row N-1); white connects the
// left column (column 0) to the right column (column N-1). The game ends as soon as one color
// connects.
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
// 2 * N * N such lookups: O(1) amortized per move, with no union-find and no per-game set-up.
#pragma once

#include <optional>
#include <type_traits>

#include "bitcc/games/common.hpp"
#include "bitcc/geometry.hpp"
#include "bitcc/wide/geometry.hpp"

namespace bitcc::games {

/// The sizes of Hex boards: 2 to 19.
inline constexpr int kHexMinSize = 2;
inline constexpr int kHexMaxSize = 19;

/// The geometry of the N x N Hex board: one 128-bit board up to 11x11, a wide board beyond.
template <int N>
using HexGeometry = std::conditional_t<(N * N <= 128), Geometry<N, N, Adjacency::Hex>,
                                       wide::Geometry<N, N, Adjacency::Hex>>;

/// Hex on the square hex geometry Geo (HexGeometry<N>).
template <class Geo>
class BasicHex {
 public:
  using G = Geo;
  static_assert(G::kWidth == G::kHeight && G::kAdjacency == Adjacency::Hex,
                "Hex is played on a square board with hex adjacency");
  static constexpr int kSize = G::kWidth;
  using Board = BoardOf<G>;

  enum class Verdict : std::uint8_t {
    Ok,           // the stone was placed
    GameOver,     // a color has already connected its edges
    NotYourTurn,  // the other color is to move
    Occupied,     // the cell holds a stone
    OffBoard,     // the cell is not a cell of G
  };

  /// The bit index of (row, column) (G::cell_index), the `cell` of play().
  static constexpr int cell(int row, int column) { return G::cell_index(row, column); }

  /// Places a stone of `color` on `cell` (a bit index of G: cell(row, column)) when legal;
  /// otherwise changes nothing (any int that is not a cell of G is OffBoard). After an Ok move,
  /// winner() tells whether this stone connected its color's edges.
  Verdict play(Color color, int cell) {
    if (winner_) return Verdict::GameOver;
    if (color != to_move_) return Verdict::NotYourTurn;
    if (!is_cell_of<G>(cell)) return Verdict::OffBoard;
    const Board stone = bit_of<G>(cell);
    if ((stones_[0] | stones_[1]) & stone) return Verdict::Occupied;

    const int me = side(color);
    stones_[me] |= stone;
    const Board& around = kNeighbourTable<G>[cell];
    Board* reached = reached_[me];
    const bool first = bool((stone & kEdges[me][0]) | (around & reached[0]));
    const bool last = bool((stone & kEdges[me][1]) | (around & reached[1]));
    if (first && last) {
      winner_ = color;
    } else if (first || last) {
      // The stone's group joins the edge it reaches; with no loose neighbour it is alone.
      Board& grows = reached[first ? 0 : 1];
      const Board loose = stones_[me] & ~grows;
      if (around & loose)
        grows |= component_by_cells<G>(cell, loose);
      else
        grows |= stone;
    }
    to_move_ = opponent(color);
    return Verdict::Ok;
  }

  /// The color that connected its edges, if any.
  std::optional<Color> winner() const { return winner_; }

  Color to_move() const { return to_move_; }

  /// The stones of `color`.
  Board stones(Color color) const { return stones_[side(color)]; }

  /// The color of the stone at (row, column), if any; nothing for a point off the board.
  std::optional<Color> at(int row, int column) const {
    if (row < 0 || row >= kSize || column < 0 || column >= kSize) return std::nullopt;
    const Board stone = bit_of<G>(cell(row, column));
    if (stones_[0] & stone) return Color::Black;
    if (stones_[1] & stone) return Color::White;
    return std::nullopt;
  }

 private:
  // [color][edge]: the cells of that color's first edge (black: the bottom row; white: the left
  // column) and last edge (black: the top row; white: the right column).
  static constexpr Board kEdges[2][2] = {
      {G::row_mask(0), G::row_mask(kSize - 1)},
      {G::column_mask(0), G::column_mask(kSize - 1)}};

  // [color][edge]: the stones of that color joined to that edge through its stones. Not updated on
  // the winning move (the game is over).
  Board reached_[2][2] = {};
  Board stones_[2] = {};
  Color to_move_ = Color::Black;
  std::optional<Color> winner_;
};

/// Hex 11x11, the game of `bitcc hex` without --size: cells are bits 11 * row + column.
using Hex = BasicHex<HexGeometry<11>>;

}  // namespace bitcc::games

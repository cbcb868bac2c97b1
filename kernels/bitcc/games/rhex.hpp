// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/games/rhex.hpp: RHEX, a Reversi-like variant of Hex, implemented twice.
//
// The board is n x n hex cells (2 <= n <= 19) with the adjacency of Hex: (row r, column c) touches
// (r, c±1), (r±1, c), (r+1, c-1), (r-1, c+1). There are 2n two-sided tiles (black on one face,
// white on the other). Black moves first and the colors alternate; a move puts a tile, showing the
// mover's color, on an empty cell. Then:
//   - The dominated zone is the component of occupied cells (either color) holding the new tile.
//   - The tiles of each color in the zone are counted, the new tile included. When the mover's
//     color has strictly fewer tiles in the zone than the other color, every tile of the zone is
//     turned over (each one changes color, so the two counts swap). Ties flip nothing.
//   - A color wins when it shows on more than n tiles; the game ends at a win or when all 2n tiles
//     are placed (with no win the colors are then n and n: a draw). Only the mover can win: a flip
//     lowers the other color's total.
//
// RhexUnionFind follows the incremental union-find design: each root keeps the zone's two color
// counters and a member list (a bitboard of occupied cells only lists a new tile's neighbours);
// a merge adds the counters and appends the lists (O(1)), a flip swaps the counters and turns
// over each member. RhexBitboard keeps one bitboard per color and fills the occupied cells from the
// new tile, counting each color on the way; a flip toggles the zone in both bitboards. Both expose
// the same interface and keep the color totals as plain counters.
//
// Both are written once, on the hex geometry G whose lower-left n x n corner is the board
// (BasicRhexUnionFind<G>, BasicRhexBitboard<G>; n at most G's width, chosen at run time):
// RhexUnionFind and RhexBitboard on Geometry<11, 11, Adjacency::Hex> (one 128-bit board) for
// n <= 11, WideRhexUnionFind and WideRhexBitboard on wide::Geometry<19, 19, Adjacency::Hex> (six
// 64-bit words) for every n up to 19.
#pragma once

#include <array>
#include <optional>

#include "bitcc/games/common.hpp"
#include "bitcc/games/hex.hpp"
#include "bitcc/geometry.hpp"
#include "bitcc/union_find.hpp"
#include "bitcc/wide/geometry.hpp"

namespace bitcc::games {

struct Rhex {
  static constexpr int kMinSize = 2;
  static constexpr int kMaxSize = 19;  // of the wide engines; 11 on Geometry<11, 11, Hex>

  enum class Verdict : std::uint8_t {
    Ok,           // the tile was placed
    GameOver,     // a color has won or all 2n tiles are placed
    NotYourTurn,  // the other color is to move
    OffBoard,     // row or column outside 0..n-1
    Occupied,     // the cell holds a tile
  };

  struct MoveResult {
    Verdict verdict;
    int zone;     // tiles in the dominated zone, the new one included (0 unless Ok)
    int flipped;  // tiles turned over: the zone's size or 0
  };
};

/// What both RHEX implementations keep alike, on the lower-left n x n corner of the hex geometry
/// Geo: whose turn it is, the tiles of each color, the number placed, the end of the game, and the
/// move's rules up to the zone. Each implementation (Engine) adds how it keeps tiles and finds
/// zones: `Board occupied() const` (the placed tiles), `std::optional<Color> tile_at(int cell)
/// const` and `Zone add_tile(int me, int cell)` (puts a tile of `me`, 0 black or 1 white, on the
/// empty `cell` and applies the flip rule, through turn_over).
template <class Geo, class Engine>
class RhexState {
 public:
  using G = Geo;
  using Board = BoardOf<G>;
  static constexpr int kMaxSize = G::kWidth;
  static_assert(G::kWidth == G::kHeight && G::kAdjacency == Adjacency::Hex && kMaxSize >= 2 &&
                kMaxSize <= Rhex::kMaxSize, "RHEX is played on a square corner of a hex board");

  /// An empty board of n x n cells; requires 2 <= n <= kMaxSize (checked in debug builds; in
  /// release builds n is clamped to that range).
  explicit RhexState(int n)
      : n_(n < Rhex::kMinSize ? Rhex::kMinSize : n > kMaxSize ? kMaxSize : n) {
    BITCC_ASSERT(n >= Rhex::kMinSize && n <= kMaxSize);
  }

  int size() const { return n_; }
  int total(Color color) const { return totals_[side(color)]; }
  int placed() const { return placed_; }
  Color to_move() const { return to_move_; }

  /// The color showing on more than n tiles, if any.
  std::optional<Color> winner() const {
    if (totals_[0] > n_) return Color::Black;
    if (totals_[1] > n_) return Color::White;
    return std::nullopt;
  }

  /// True after a win or once all 2n tiles are placed.
  bool over() const { return over_; }

  /// The color of the tile at (row, column), if any; nothing for a cell off the board.
  std::optional<Color> at(int row, int column) const {
    if (row < 0 || row >= n_ || column < 0 || column >= n_) return std::nullopt;
    return static_cast<const Engine&>(*this).tile_at(G::cell_index(row, column));
  }

  /// Places a tile of `color` at (row, column) when legal and applies the flip rule.
  Rhex::MoveResult play(Color color, int row, int column) {
    if (over_) return {Rhex::Verdict::GameOver, 0, 0};
    if (color != to_move_) return {Rhex::Verdict::NotYourTurn, 0, 0};
    if (row < 0 || row >= n_ || column < 0 || column >= n_) return {Rhex::Verdict::OffBoard, 0, 0};
    const int cell = G::cell_index(row, column);
    Engine& engine = static_cast<Engine&>(*this);
    if (engine.occupied() & bit_of<G>(cell)) return {Rhex::Verdict::Occupied, 0, 0};
    const int me = side(color);
    ++placed_;
    ++totals_[me];
    to_move_ = opponent(static_cast<Color>(me));
    const Zone zone = engine.add_tile(me, cell);
    // Only the mover can win: a flip lowers the other color's total.
    over_ = totals_[me] > n_ || placed_ == 2 * n_;
    return {Rhex::Verdict::Ok, zone.size, zone.flipped};
  }

 protected:
  /// What a tile's placement did: the tiles of its zone, the new one included, and those turned
  /// over (the zone's size or 0).
  struct Zone {
    int size;
    int flipped;
  };

  /// Moves `count` tiles of the other color over to `me`'s (a flip of a zone).
  void turn_over(int me, int count) {
    totals_[me] += count;
    totals_[1 - me] -= count;
  }

 private:
  int n_;
  int totals_[2] = {0, 0};
  int placed_ = 0;
  Color to_move_ = Color::Black;
  bool over_ = false;
};

/// RHEX with the incremental union-find: per-root color counters and member lists, on the
/// lower-left n x n corner of the hex geometry G.
template <class G>
class BasicRhexUnionFind : public RhexState<G, BasicRhexUnionFind<G>> {
 public:
  using Board = BoardOf<G>;
  using RhexState<G, BasicRhexUnionFind>::RhexState;  // an empty board of n x n cells

 private:
  friend RhexState<G, BasicRhexUnionFind>;

  Board occupied() const { return occupied_; }
  std::optional<Color> tile_at(int cell) const {
    if (!(occupied_ & bit_of<G>(cell))) return std::nullopt;
    return static_cast<Color>(color_[cell]);
  }

  typename RhexState<G, BasicRhexUnionFind>::Zone add_tile(int me, int cell) {
    const Board tile = bit_of<G>(cell);
    // The occupied neighbours (all inside the n x n corner) come from one mask.
    Board touching = kNeighbourTable<G>[cell] & occupied_;
    occupied_ |= tile;
    color_[cell] = static_cast<std::uint8_t>(me);
    next_[cell] = kNone;
    unsigned zone = kOne[me];  // the zone's packed counts, see counts_
    int root = cell;
    if (touching) {
      // The new tile joins the zone of its first neighbour and every other distinct zone
      // merges into the larger side (union by size), its list appended in O(1).
      root = sets_.find(pop_lowest(touching));
      zone += counts_[root];
      sets_.unite_into(cell, root);
      next_[tail_[root]] = static_cast<Cell>(cell);
      tail_[root] = static_cast<Cell>(cell);
      while (touching) {
        int other = sets_.find(pop_lowest(touching));
        if (other == root) continue;
        const unsigned other_counts = counts_[other];
        if (size_of(other_counts) > size_of(zone)) std::swap(root, other);
        sets_.unite_into(other, root);
        next_[tail_[root]] = static_cast<Cell>(other);  // root's list, then ...
        tail_[root] = tail_[other];                            // ... other's whole list
        zone += other_counts;
      }
    } else {
      tail_[cell] = static_cast<Cell>(cell);
    }

    const int mine = (zone >> (8 * me)) & 0xff;
    const int theirs = size_of(zone) - mine;
    int flipped = 0;
    if (mine < theirs) {
      for (int member = root; member != kNone; member = next_[member]) color_[member] ^= 1;
      zone = (zone >> 8) | ((zone & 0xff) << 8);
      this->turn_over(me, theirs - mine);
      flipped = mine + theirs;
    }
    counts_[root] = static_cast<std::uint16_t>(zone);
    return {mine + theirs, flipped};
  }

  // Cells are numbered as in G (its bit indices): on the 11x11 board every per-cell field fits a
  // byte, on the wide 19x19 board (380 bits) a cell takes 16 bits.
  static constexpr int kCellsMax = bits_of<G>();
  using Cell = std::conditional_t<(kCellsMax < 255), std::uint8_t, std::uint16_t>;
  static constexpr int kNone = kCellsMax < 255 ? 255 : 65535;
  static constexpr unsigned kOne[2] = {1u, 1u << 8};  // one tile of each color, packed

  static int size_of(unsigned counts) { return static_cast<int>((counts & 0xff) + (counts >> 8)); }

  // Per-cell fields are written when the cell gets its tile and read only for occupied cells,
  // so a new game clears nothing but the scalars and the forest (every cell a singleton until its
  // tile joins a zone: each cell gets one tile per game).
  Board occupied_{};
  FixedUnionFind<kCellsMax> sets_;  // one set per zone; the owner picks the root (unite_into)
  std::array<Cell, kCellsMax> next_;  // the next member of the list, kNone at the end
  // Valid at roots only: the last member of the zone's list, and its tile counts packed as
  // black + 256 * white (at most 2n = 38 each), so a merge is one addition and a flip a byte swap.
  std::array<Cell, kCellsMax> tail_;
  std::array<std::uint16_t, kCellsMax> counts_;
  std::array<std::uint8_t, kCellsMax> color_;  // 0 black, 1 white
};

/// RHEX with one bitboard per color and a flood fill of the occupied cells per move, on the
/// lower-left n x n corner of the hex geometry G.
template <class G>
class BasicRhexBitboard : public RhexState<G, BasicRhexBitboard<G>> {
 public:
  using Board = BoardOf<G>;
  using RhexState<G, BasicRhexBitboard>::RhexState;  // an empty board of n x n cells

  /// The tiles showing `color`.
  Board tiles(Color color) const { return tiles_[side(color)]; }

 private:
  friend RhexState<G, BasicRhexBitboard>;

  Board occupied() const { return tiles_[0] | tiles_[1]; }
  std::optional<Color> tile_at(int cell) const {
    const Board tile = bit_of<G>(cell);
    if (tiles_[0] & tile) return Color::Black;
    if (tiles_[1] & tile) return Color::White;
    return std::nullopt;
  }

  typename RhexState<G, BasicRhexBitboard>::Zone add_tile(int me, int cell) {
    const Board tile = bit_of<G>(cell);
    tiles_[me] |= tile;
    const Board occupied = tiles_[0] | tiles_[1];
    int mine = 1, theirs = 0, flipped = 0;  // a tile with no occupied neighbour is its own zone
    if (kNeighbourTable<G>[cell] & occupied) {
      // Occupied cells all lie in the n x n corner, so the fill never leaves it. Zones hold at
      // most 2n tiles: growing cell by cell from the new tile's neighbours, counting each
      // color as a cell leaves the frontier, beats whole-board flood steps and popcounts here.
      Board frontier = kNeighbourTable<G>[cell] & occupied;
      Board zone = tile | frontier;
      while (frontier) {
        const int member = pop_lowest(frontier);
        const Board fresh = kNeighbourTable<G>[member] & occupied & ~zone;
        zone |= fresh;
        frontier |= fresh;
        if (tiles_[me] & bit_of<G>(member)) ++mine; else ++theirs;
      }
      if (mine < theirs) {
        // zone ⊆ tiles_[0] ∪ tiles_[1], disjoint: toggling the zone in both swaps its colors.
        tiles_[0] ^= zone;
        tiles_[1] ^= zone;
        this->turn_over(me, theirs - mine);
        flipped = mine + theirs;
      }
    }
    return {mine + theirs, flipped};
  }

  Board tiles_[2] = {};
};

/// The RHEX engines for n <= 11, on one 128-bit board.
using RhexUnionFind = BasicRhexUnionFind<HexGeometry<11>>;
using RhexBitboard = BasicRhexBitboard<HexGeometry<11>>;
/// The RHEX engines for every n up to 19, on the wide 19x19 board.
using WideRhexUnionFind = BasicRhexUnionFind<HexGeometry<19>>;
using WideRhexBitboard = BasicRhexBitboard<HexGeometry<19>>;

}  // namespace bitcc::games

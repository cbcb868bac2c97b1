// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/stc/grid.hpp: stc::Grid, a player's grid: placing a pair, chain resolution, skull lines.
//
// End of game: a move that does not fit is illegal (place() reports it and leaves the grid
// untouched; in the game that player loses). Skull lines always land: a skull that finds its
// column full is LOST (drop_skull_lines returns how many were lost) and the grid is unchanged in
// that column; the player is not eliminated by the skulls themselves, only by the next pair not
// fitting.
#pragma once

#include "bitcc/board.hpp"
#include "bitcc/label_rowpair.hpp"
#include "bitcc/stc/layout.hpp"
#include "bitcc/stc/rules.hpp"

namespace bitcc::stc {

namespace engine_detail {

// GB and CB of a step that clears 8 or more cells (so possibly several colors and groups), and its
// record: per color, labeling only a color that clears 8 or more cells (fewer can only be one
// group). Returns GB.
template <bool Record>
inline int score_colors(const Vec* bits, Vec cleared, int& color_count, int& colors, Step* record) {
  int gb = 0, groups = 0;
  color_count = 0;
  Vec planes[kKinds];
  kinds(bits, planes);
  for (int color = kFirstColor; color <= kLastColor; ++color) {
    const Vec cells = cleared & planes[color];
    const int size = cell_count(cells);
    colors |= (size != 0) << color;
    color_count += size != 0;
    if (size < 8) {
      gb += group_bonus(size);
      if constexpr (Record)
        if (size != 0) record->groups[groups++] = Group{color, size};
      continue;
    }
    Board parts[kMaxComponents];
    // Rare: labeled in Board order, so groups are listed by lowest cell.
    const int n = label_rowpair(to_board(cells.bits()), parts);
    for (int i = 0; i < n; ++i) {
      gb += group_bonus(popcount(parts[i]));
      if constexpr (Record) record->groups[groups++] = Group{color, popcount(parts[i])};
    }
  }
  if constexpr (Record) record->group_count = groups;
  return gb;
}

// The chain of a grid whose detection found a group: step after step, the planes in registers
// (read from bits, written back at the end), until a detection finds nothing. The common step
// (fewer than 8 cleared cells: one group of one color, GB = B - 4, no CB) needs no count per
// color. Returns the score; the steps in *steps. The first step detects again what resolve_steps
// found: handing that detection over (seven planes) went through memory and cost more than it saves.
template <bool Record, class Gravity>
[[gnu::always_inline]] inline int chain_steps(Vec* grid, Chain* chain, int* steps) {
  Vec bits[kCodeBits] = {grid[0], grid[1], grid[2]};
  int total = 0, step = 0;
  for (Detection d = detect(bits); any(d.found); d = detect(bits)) {
    const Vec cleared = vanish(d);
    const int blocks = cell_count(cleared);
    int colors = 0, color_count = 1, gb = blocks - 4;
    Step* record = nullptr;
    if constexpr (Record) {
      BITCC_ASSERT(step < kMaxSteps);
      record = &chain->steps[step];
    }
    if (Record || __builtin_expect(blocks >= 8, 0))
      gb = score_colors<Record>(bits, cleared, color_count, colors, record);
    const int cp = chain_power(++step), cb = color_bonus(color_count);
    const int score = step_score(blocks, cp, cb, gb);
    total += score;
    const Vec skulls_hit = but(bits[0], bits[1] | bits[2]) & neighbours(cleared);  // code 001
    if constexpr (Record) {
      Step& r = *record;
      r.cleared = to_board(cleared.bits());
      r.skulls_destroyed = to_board(skulls_hit.bits());
      r.blocks = blocks;
      r.colors = colors;
      r.color_count = color_count;
      r.chain_power = cp;
      r.color_bonus = cb;
      r.group_bonus = gb;
      r.score = score;
    }
    Gravity::fall(bits, cleared | skulls_hit);
  }
  for (int i = 0; i < kCodeBits; ++i) grid[i] = bits[i];
  *steps = step;
  return total;
}

template <bool Record>
__attribute__((noinline)) int chain_passes(Vec* grid, Chain* chain, int* steps) {
  return chain_steps<Record, FallPasses>(grid, chain, steps);
}
#if defined(BITCC_STC_PEXT)
template <bool Record>
BITCC_STC_PEXT __attribute__((noinline)) int chain_pext(Vec* grid, Chain* chain, int* steps) {
  return chain_steps<Record, FallPext>(grid, chain, steps);
}
#endif

// The chain, with the gravity chosen for this CPU (use_pext): one call.
template <bool Record>
int run_chain(Vec* grid, Chain* chain, int* steps) {
#if defined(BITCC_STC_PEXT)
  if (use_pext()) return chain_pext<Record>(grid, chain, steps);
#endif
  return chain_passes<Record>(grid, chain, steps);
}

}  // namespace engine_detail

/// A player's 6x12 grid.
///
/// Invariant kept by every member: the planes are disjoint, inside the grid, and (for grids built
/// by parse_grid, place, resolve and drop_skull_lines) without floating blocks. Arguments out of
/// range never read or write outside the grid, in release builds too: each member says what it
/// does with them, and debug builds assert on the ones documented as preconditions.
///
/// Internally the planes use a column layout (engine_detail::Lanes) kept for the grid's whole life;
/// plane(), skulls(), occupied() and floating_blocks() convert to a Board when called.
class Grid {
  using Lanes = engine_detail::Lanes;
  using Vec = engine_detail::Vec;
  using Detection = engine_detail::Detection;

 public:
  /// The empty grid.
  Grid() = default;
  /// Copies are written out (three 16-byte moves): in a bot compiled without -O, the copy g++
  /// writes itself moves 8 bytes at a time, and the grid's next 16-byte loads wait for those
  /// stores (+50 % on a search's copy, place and resolve). So a Grid is not trivially copyable;
  /// it copies as cheaply as one.
  Grid(const Grid& other)
      : bits_{other.bits_[0], other.bits_[1], other.bits_[2]}, unsearched_(other.unsearched_) {
    static_assert(engine_detail::kCodeBits == 3, "one initializer per plane");
  }
  Grid& operator=(const Grid& other) {
    for (int i = 0; i < engine_detail::kCodeBits; ++i) bits_[i] = other.bits_[i];
    unsearched_ = other.unsearched_;
    return *this;
  }

  /// The blocks of one kind (kSkull or a color 1..5) as a Board. Any other `kind` gives the empty
  /// board (a precondition checked in debug builds).
  Board plane(int kind) const {
    BITCC_ASSERT(kind >= 0 && kind < kKinds);
    if (kind < 0 || kind >= kKinds) return 0;
    return engine_detail::to_board(engine_detail::kind_cells(bits_, kind).bits());
  }
  Board skulls() const { return plane(kSkull); }
  Board occupied() const { return engine_detail::to_board(occupied_lanes()); }

  /// The kind at (row, column): kEmpty, kSkull or a color. Requires 0 <= row < 12, 0 <= column < 6
  /// (checked in debug builds); a cell outside the grid is kEmpty.
  int at(int row, int column) const {
    BITCC_ASSERT(row >= 0 && row < kHeight && column >= 0 && column < kWidth);
    if (!inside(row, column)) return kEmpty;
    int code = 0;  // kind + 1, 0 when empty
    for (int i = 0; i < engine_detail::kCodeBits; ++i)
      code |= ((bits_[i].bits() & engine_detail::lane_cell(row, column)) != 0) << i;
    return code - 1;
  }

  /// Puts `kind` (kEmpty, kSkull or 1..5) at (row, column). May leave a floating block: building
  /// a grid cell by cell is the caller's business (is_settled tells). Requires 0 <= row < 12,
  /// 0 <= column < 6 and a valid kind (checked in debug builds); otherwise the grid is left
  /// unchanged (no cell outside the grid is ever created).
  void set(int row, int column, int kind) {
    BITCC_ASSERT(row >= 0 && row < kHeight && column >= 0 && column < kWidth);
    BITCC_ASSERT(kind >= kEmpty && kind < kKinds);
    if (!inside(row, column) || kind < kEmpty || kind >= kKinds) return;
    const Lanes cell = engine_detail::lane_cell(row, column);
    for (Vec& b : bits_) b = but(b, Vec::of_bits(cell));
    if (kind != kEmpty) add(kind, Vec::of_bits(cell), kind, Vec());
    unsearched_ = true;
  }

  /// The number of blocks in `column` (0..12); on a settled grid, the row of its lowest empty cell.
  /// Requires 0 <= column < 6 (checked in debug builds); another column has 0 blocks.
  int height(int column) const {
    BITCC_ASSERT(column >= 0 && column < kWidth);
    if (column < 0 || column >= kWidth) return 0;
    return popcount(occupied_lanes() & engine_detail::lane_column(column));
  }

  /// True when every block rests on the floor or on another block.
  bool is_settled() const { return floating() == 0; }

  /// The blocks with an empty cell right below them.
  Board floating_blocks() const { return engine_detail::to_board(floating()); }

  /// Whether pair (a, b) can be placed with `move`, and why not. Requires a settled grid.
  MoveError check(int color_a, int color_b, int x, int rotation) const {
    Landing landing;
    return locate(color_a, color_b, x, rotation, landing);
  }

  /// Drops pair (color_a, color_b) with rotation `rotation` at column `x` (A's column); both
  /// blocks fall until they rest. Does not resolve chains (call resolve). On an illegal move
  /// (any int is accepted: a bad color, rotation or column is reported, never used) returns the
  /// reason and leaves the grid unchanged. Requires a settled grid.
  ///
  /// Always inlined, and the grid is written on every path (an illegal move adds no cell): the
  /// planes then stay in registers for a resolve_score right after (at a join of a path that wrote
  /// them and one that did not, g++ reloads them, and the detection waits for the stores). Not in
  /// the single header under its optimize pragma (BITCC_POP_OPTIONS): g++ inlines nothing defined
  /// there into a caller outside it but always_inline functions, so place's body would call every
  /// operator it uses.
#if defined(BITCC_POP_OPTIONS)
  MoveError place(int color_a, int color_b, int x, int rotation) {
#else
  __attribute__((always_inline)) MoveError place(int color_a, int color_b, int x, int rotation) {
#endif
    Landing landing{Vec(), Vec(), kFirstColor, kFirstColor};  // no cell unless the move is legal
    const MoveError error = locate(color_a, color_b, x, rotation, landing);
    // Colors are valid on every path. Said to the compiler as well: g++ 12's range analysis does
    // not carry that through the returned MoveError under the sanitizers, and warned
    // (-Warray-bounds) that kKindBits[INT_MIN] could be reached.
    if (!is_color(landing.first_color) || !is_color(landing.second_color)) __builtin_unreachable();
    add(landing.first_color, landing.first, landing.second_color, landing.second);
    unsearched_ |= error == MoveError::None;
    return error;
  }
  MoveError place(int color_a, int color_b, Move move) {
    return place(color_a, color_b, move.x, move.rotation);
  }

  /// The distinct legal placements of pair (a, b): 22 on an empty grid for two colors, 11 when
  /// a == b (rotation 2 at x + 1 equals rotation 0 at x, rotation 3 equals rotation 1), fewer
  /// next to full columns. Requires a settled grid; colors outside 1..5 (checked in debug builds)
  /// give no move.
  MoveList legal_moves(int color_a, int color_b) const {
    BITCC_ASSERT(is_color(color_a) && is_color(color_b));
    MoveList list;
    if (!is_color(color_a) || !is_color(color_b)) return list;
    // On a settled grid a column is full when its top cell is taken, and has room for two
    // blocks when the cell below the top is free.
    unsigned full = 0, almost_full = 0;
    const Lanes occupied = occupied_lanes();
    for (int column = 0; column < kWidth; ++column) {
      full |= unsigned(occupied >> engine_detail::lane_bit(kHeight - 1, column) & 1) << column;
      almost_full |= unsigned(occupied >> engine_detail::lane_bit(kHeight - 2, column) & 1) << column;
    }
    const bool same = color_a == color_b;
    for (int rotation = 0; rotation < kRotations; ++rotation) {
      if (same && rotation >= 2) break;
      for (int x = 0; x < kWidth; ++x) {
        const int x_b = x + kPartnerOffset[rotation];
        if (x_b < 0 || x_b >= kWidth) continue;
        const bool fits = x_b == x ? (almost_full >> x & 1) == 0
                                   : ((full >> x | full >> x_b) & 1) == 0;
        if (fits) list.moves[list.count++] = Move{x, rotation};
      }
    }
    return list;
  }

  /// Runs chain steps until nothing clears and returns them all with the score. Requires a
  /// settled grid.
  Chain resolve() {
    Chain chain;
    chain.score = resolve_steps<true>(&chain, &chain.step_count);
    return chain;
  }

  /// The same resolution as resolve(), returning only the total score (and the number of steps
  /// in *step_count when given): what a search calls thousands of times.
  int resolve_score(int* step_count = nullptr) {
    int steps = 0;
    return resolve_steps<false>(nullptr, step_count != nullptr ? step_count : &steps);
  }

  /// Drops `lines` lines of 6 skulls (one per column), each line falling like blocks. A skull
  /// whose column is full is lost. Returns the number of skulls lost. Requires a settled grid.
  /// `lines` <= 0 drops nothing (lines < 0 is checked in debug builds). At most 12 lines can land
  /// anywhere, so larger counts cost no more than 12; the count of lost skulls saturates at
  /// INT_MAX instead of overflowing.
  int drop_skull_lines(int lines) {
    BITCC_ASSERT(lines >= 0);
    if (lines <= 0) return 0;
    long long lost = 0;
    int line = 0;
    for (Lanes occupied = occupied_lanes(); line < lines && occupied != engine_detail::kLaneCells;
         ++line) {
      // The lowest empty cell of each column that is not full (the grid is settled).
      const Lanes landing =
          engine_detail::kLaneCells & ~occupied & (occupied | engine_detail::kLaneFloor) << 1;
      bits_[0] = bits_[0] | Vec::of_bits(landing);  // a skull's code is 1
      occupied |= landing;
      lost += kWidth - popcount(landing);
    }
    lost += static_cast<long long>(kWidth) * (lines - line);
    return lost > kIntMax ? kIntMax : static_cast<int>(lost);
  }

  // Equal blocks (whether groups are still to be searched does not matter).
  friend bool operator==(const Grid& a, const Grid& b) {
    for (int i = 0; i < engine_detail::kCodeBits; ++i)
      if (a.bits_[i].bits() != b.bits_[i].bits()) return false;
    return true;
  }
  friend bool operator!=(const Grid& a, const Grid& b) { return !(a == b); }

 private:
  static constexpr long long kIntMax = 0x7fffffff;
  // Column of B minus column of A, per rotation.
  static constexpr int kPartnerOffset[kRotations] = {1, 0, -1, 0};

  static constexpr bool is_color(int kind) { return kind >= kFirstColor && kind <= kLastColor; }
  static constexpr bool inside(int row, int column) {
    return row >= 0 && row < kHeight && column >= 0 && column < kWidth;
  }

  Vec occupied_vec() const {
    return bits_[0] | bits_[1] | bits_[2];
  }
  Lanes occupied_lanes() const { return occupied_vec().bits(); }
  Lanes floating() const {
    const Lanes occupied = occupied_lanes();
    return occupied & (~occupied & engine_detail::kLaneCells) << 1;
  }

  // Where a pair comes to rest: the block that lands first (B when A is on top of B, else A) and
  // the second block, each a cell and a color.
  struct Landing {
    Vec first, second;
    int first_color, second_color;
  };

  // Every argument is checked before it is used (x_b is computed only once x and rotation are known
  // to be in range: no overflow). In a settled column the blocks fill bits 1..h of its lane, so
  // `empty` holds the lowest empty cell of every column (bit 13, outside the grid, when it is
  // full). The first block lands on it in column x (B's column too when it lands first); the second
  // on the same in column x_b once the first is there: adding the first cell to `empty` moves that
  // column's cell one row up. No branch on the rotation, which a search varies from call to call.
  // On an illegal move, `landing` is left as it was, but for NoRoom: no cell.
  MoveError locate(int color_a, int color_b, int x, int rotation, Landing& landing) const {
    using namespace engine_detail;
    if (!is_color(color_a) || !is_color(color_b)) return MoveError::BadColor;
    if (rotation < 0 || rotation >= kRotations) return MoveError::BadRotation;
    if (x < 0 || x >= kWidth) return MoveError::ColumnOutOfRange;
    const int x_b = x + kPartnerOffset[rotation];
    if (x_b < 0 || x_b >= kWidth) return MoveError::ColumnOutOfRange;
    const bool swap = rotation == 3;  // B lands first
    landing.first_color = swap ? color_b : color_a;
    landing.second_color = swap ? color_a : color_b;
    const Vec empty = lowest_empty(occupied_vec());
    landing.first = empty & Vec::of_bits(kLaneColumns[x]);
    landing.second = add16(empty, landing.first) & Vec::of_bits(kLaneColumns[x_b]);
    if (any(landing.first) && any(landing.second)) return MoveError::None;
    landing.first = landing.second = Vec();
    return MoveError::NoRoom;
  }

  // Puts kind a on empty cells `at_a` and kind b on `at_b`: bit i of a kind's code in bits_[i].
  void add(int a, Vec at_a, int b, Vec at_b) {
    using engine_detail::kCodeMasks;
#pragma GCC unroll 3
    for (int i = 0; i < engine_detail::kCodeBits; ++i)
      bits_[i] = bits_[i] | (at_a & Vec::of_bits(kCodeMasks.of[a][i])) |
                 (at_b & Vec::of_bits(kCodeMasks.of[b][i]));
  }

  // A grid that changed only by resolving holds no group. Most placements clear nothing: that is
  // decided here with one detection (on the planes in registers when place() was inlined before),
  // and only a chain runs out of line.
  template <bool Record>
  int resolve_steps(Chain* chain, int* steps) {
    *steps = 0;
    const bool search = unsearched_;
    unsearched_ = false;
    return search && any(engine_detail::detect(bits_).found)
               ? engine_detail::run_chain<Record>(bits_, chain, steps)
               : 0;
  }

  // Kinds in three planes (engine_detail::kinds), held as Vec: a copy of the grid is then three
  // 16-byte moves even in a bot compiled without -O (8-byte ones would stall the next 16-byte
  // load of each plane).
  Vec bits_[engine_detail::kCodeBits]{};
  bool unsearched_ = true;  // changed by place() or set() since groups were last searched
};

}  // namespace bitcc::stc

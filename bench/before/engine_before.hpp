// bench/before/engine_before.hpp: the Smash the Code engine (bitcc/stc/engine.hpp) as it was
// before the hot-path rewrite, kept unchanged (only renamed into bitcc::stc_before and using the
// previous groups_at_least) as the baseline row of bench_stc.cpp, so that the summary gives
// same-run ratios. Not part of the library; the rules and conventions are those of engine.hpp.
#pragma once

#include <array>
#include <cstdint>

#include "bench/before/groups_before.hpp"
#include "bitcc/board.hpp"
#include "bitcc/label_rowpair.hpp"
#include "bitcc/stc/engine.hpp"

namespace bitcc::stc_before {

using stc::Chain;
using stc::Move;
using stc::MoveError;
using stc::MoveList;
using stc::Step;
using stc::Group;
using stc::kSkull;
using stc::kFirstColor;
using stc::kLastColor;
using stc::kKinds;
using stc::kEmpty;
using stc::kRotations;
using stc::chain_power;
using stc::color_bonus;
using stc::group_bonus;
using stc::step_score;
using before::groups_at_least;
using stc::kMaxSteps;
using stc::kMaxGroupsPerStep;
using stc::kMaxMoves;


/// A player's 6x12 grid.
///
/// Invariant kept by every member: the planes are disjoint and valid boards. Grids built by
/// parse_grid have no floating block; place, resolve and drop_skull_lines keep that.
class Grid {
 public:
  /// The empty grid.
  Grid() = default;

  /// The blocks of one kind (kSkull or a color 1..5).
  Board plane(int kind) const {
    BITCC_ASSERT(kind >= 0 && kind < kKinds);
    return planes_[static_cast<std::size_t>(kind)];
  }
  Board skulls() const { return planes_[kSkull]; }
  Board occupied() const { return occupied_; }

  /// The kind at (row, column): kEmpty, kSkull or a color. Requires 0 <= row < 12, 0 <= column < 6.
  int at(int row, int column) const {
    BITCC_ASSERT(row >= 0 && row < kHeight && column >= 0 && column < kWidth);
    const Board cell = cell_bit(cell_index(row, column));
    for (int kind = 0; kind < kKinds; ++kind)
      if (planes_[static_cast<std::size_t>(kind)] & cell) return kind;
    return kEmpty;
  }

  /// Puts `kind` (kEmpty, kSkull or 1..5) at (row, column). May leave a floating block: building
  /// a grid cell by cell is the caller's business (is_settled tells).
  void set(int row, int column, int kind) {
    BITCC_ASSERT(row >= 0 && row < kHeight && column >= 0 && column < kWidth);
    BITCC_ASSERT(kind >= kEmpty && kind < kKinds);
    const Board cell = cell_bit(cell_index(row, column));
    for (Board& p : planes_) p &= ~cell;
    occupied_ &= ~cell;
    if (kind != kEmpty) {
      planes_[static_cast<std::size_t>(kind)] |= cell;
      occupied_ |= cell;
    }
    unresolved_ = kAllColors;
  }

  /// The number of blocks in `column` (0..12); on a settled grid, the row of its lowest empty cell.
  int height(int column) const {
    BITCC_ASSERT(column >= 0 && column < kWidth);
    return popcount(occupied_ & column_mask(column));
  }

  /// True when every block rests on the floor or on another block.
  bool is_settled() const { return floating_blocks() == 0; }

  /// The blocks with an empty cell right below them.
  Board floating_blocks() const {
    const Board occupied_cells = occupied();
    return occupied_cells & shift<Direction::Up>(Playable & ~occupied_cells);
  }

  /// Whether pair (a, b) can be placed with `move`, and why not. Requires a settled grid.
  MoveError check(int color_a, int color_b, int x, int rotation) const {
    Board cell_a, cell_b;
    return locate(color_a, color_b, x, rotation, cell_a, cell_b);
  }

  /// Drops pair (color_a, color_b) with rotation `rotation` at column `x` (A's column); both
  /// blocks fall until they rest. Does not resolve chains (call resolve). On an illegal move
  /// returns the reason and leaves the grid unchanged. Requires a settled grid.
  MoveError place(int color_a, int color_b, int x, int rotation) {
    Board cell_a, cell_b;
    const MoveError error = locate(color_a, color_b, x, rotation, cell_a, cell_b);
    if (error != MoveError::None) return error;
    planes_[static_cast<std::size_t>(color_a)] |= cell_a;
    planes_[static_cast<std::size_t>(color_b)] |= cell_b;
    occupied_ |= cell_a | cell_b;
    touched_ |= cell_a | cell_b;
    touched_colors_ |= 1u << color_a | 1u << color_b;
    return MoveError::None;
  }
  MoveError place(int color_a, int color_b, Move move) {
    return place(color_a, color_b, move.x, move.rotation);
  }

  /// The distinct legal placements of pair (a, b): 22 on an empty grid for two colors, 11 when
  /// a == b (rotation 2 at x + 1 equals rotation 0 at x, rotation 3 equals rotation 1), fewer
  /// next to full columns. Requires colors 1..5 and a settled grid.
  MoveList legal_moves(int color_a, int color_b) const {
    BITCC_ASSERT(is_color(color_a) && is_color(color_b));
    MoveList list;
    // On a settled grid a column is full when its top cell is taken, and has room for two
    // blocks when the cell below the top is free.
    const unsigned full = row_bits(occupied_, kHeight - 1);
    const unsigned almost_full = row_bits(occupied_, kHeight - 2);
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
    chain.score = resolve_steps<true>(&chain);
    return chain;
  }

  /// The same resolution as resolve(), returning only the total score (and the number of steps
  /// in *step_count when given): what a search calls thousands of times.
  int resolve_score(int* step_count = nullptr) {
    int steps = 0;
    const int score = resolve_steps<false>(nullptr, &steps);
    if (step_count != nullptr) *step_count = steps;
    return score;
  }

  /// Drops `lines` lines of 6 skulls (one per column), each line falling like blocks. A skull
  /// whose column is full is lost. Returns the number of skulls lost. Requires lines >= 0 and a
  /// settled grid.
  int drop_skull_lines(int lines) {
    BITCC_ASSERT(lines >= 0);
    int lost = 0;
    for (int line = 0; line < lines; ++line) {
      if (occupied_ == Playable) return lost + kWidth * (lines - line);
      // The lowest empty cell of each column that is not full (the grid is settled).
      const Board landing = Playable & ~occupied_ & (shift<Direction::Up>(occupied_) | Row0);
      planes_[kSkull] |= landing;
      occupied_ |= landing;
      lost += kWidth - popcount(landing);
    }
    return lost;
  }

  // Equal blocks (whether groups are still to be searched does not matter).
  friend bool operator==(const Grid& a, const Grid& b) { return a.planes_ == b.planes_; }
  friend bool operator!=(const Grid& a, const Grid& b) { return !(a == b); }

 private:
  static constexpr unsigned kAllColors = 0b111110;
  static constexpr Board kColumns[kWidth] = {column_mask(0), column_mask(1), column_mask(2),
                                             column_mask(3), column_mask(4), column_mask(5)};
  // Column of B minus column of A, per rotation.
  static constexpr int kPartnerOffset[kRotations] = {1, 0, -1, 0};

  static constexpr bool is_color(int kind) { return kind >= kFirstColor && kind <= kLastColor; }

  // The cells where A and B come to rest, or why they cannot. On a settled grid a column's
  // lowest free cell is where a block lands (no popcount: that is a library call without
  // -mpopcnt, and this is the hot path of every search).
  MoveError locate(int color_a, int color_b, int x, int rotation, Board& cell_a,
                   Board& cell_b) const {
    if (!is_color(color_a) || !is_color(color_b)) return MoveError::BadColor;
    if (rotation < 0 || rotation >= kRotations) return MoveError::BadRotation;
    const int x_b = x + kPartnerOffset[rotation];
    if (x < 0 || x >= kWidth || x_b < 0 || x_b >= kWidth) return MoveError::ColumnOutOfRange;
    const Board free_cells = Playable & ~occupied_;
    const Board landing = lowest_bit(free_cells & kColumns[x]);
    if (x_b != x) {
      const Board landing_b = lowest_bit(free_cells & kColumns[x_b]);
      if (landing == 0 || landing_b == 0) return MoveError::NoRoom;
      cell_a = landing;
      cell_b = landing_b;
      return MoveError::None;
    }
    const Board above = shift<Direction::Up>(landing);  // 0 when landing is 0 or in the top row
    if (above == 0) return MoveError::NoRoom;
    cell_a = rotation == 1 ? landing : above;  // 1: B on top of A; 3: A on top of B
    cell_b = rotation == 1 ? above : landing;
    return MoveError::None;
  }

  // True when `b` has at least 4 cells (without popcount).
  template <typename Bits>
  static constexpr bool at_least_four(Bits b) {
    b &= b - 1;
    b &= b - 1;
    b &= b - 1;
    return b != 0;
  }

  // Whether `color` may hold a group of 4 or more (false only when it certainly holds none). A
  // color in unresolved_ may hold one anywhere. Any other color can only hold one through a block
  // placed or moved since the last search (touched_): 4 connected untouched blocks would have
  // been a group at that search. A component of 4 or more cells has 4 of them within 3 steps of
  // any of its cells, so 3 steps of flood fill from the touched blocks decide: fewer than 4 cells
  // reached means no group (the common case after a placement).
  bool may_hold_group(int color) const {
    if (unresolved_ >> color & 1) return true;
    const Board plane = planes_[static_cast<std::size_t>(color)];
    const Board seeds = touched_ & plane;
    if (seeds == 0) return false;
    // Below row 10 (the usual case) the whole fill fits in the low 64-bit word.
    if (high_word(plane) == 0)
      return flood_reaches_four(low_word(seeds), low_word(plane), low_word(Column0),
                                low_word(Column5));
    return flood_reaches_four(seeds, plane, Column0, Column5);
  }

  // 3 steps of flood fill from `reached` inside `cells`: whether 4 or more cells are reached.
  // Works on a Board or on its low word alone when `cells` has no bit in the high word (a cell
  // shifted out of the word could not be in `cells`).
  template <typename Bits>
  static bool flood_reaches_four(Bits reached, Bits cells, Bits left_column, Bits right_column) {
    for (int step = 0; step < 3; ++step) {
      const Bits next = (reached | reached << kWidth | reached >> kWidth |
                         (reached & ~left_column) >> 1 | (reached & ~right_column) << 1) &
                        cells;
      if (next == reached) break;
      reached = next;
    }
    return at_least_four(reached);
  }

  // The colors that may hold a group now (see may_hold_group); forgets what was touched.
  unsigned group_candidates() {
    unsigned candidates = 0;
    for (unsigned colors = (unresolved_ | touched_colors_) & kAllColors; colors != 0;
         colors &= colors - 1) {
      const int color = __builtin_ctz(colors);
      if (may_hold_group(color)) candidates |= 1u << color;
    }
    unresolved_ = 0;
    touched_ = 0;
    touched_colors_ = 0;
    return candidates;
  }

  // Most placements clear nothing: that is decided here, and the chain itself is run out of line.
  template <bool Record>
  int resolve_steps(Chain* chain, int* step_count = nullptr) {
    const unsigned candidates = group_candidates();
    if (candidates == 0) {
      if constexpr (Record) chain->step_count = 0;
      if (step_count != nullptr) *step_count = 0;
      return 0;
    }
    return run_chain<Record>(candidates, chain, step_count);
  }

  // One chain step after another, starting with the colors in `candidates`. Only colors that may
  // hold a group are searched: a color whose plane has not changed since it was last found
  // group-free cannot hold one now.
  template <bool Record>
#if defined(__GNUC__)
  __attribute__((noinline))
#endif
  int run_chain(unsigned candidates, Chain* chain, int* step_count) {
    int total = 0;
    int step = 0;
    for (;; candidates = group_candidates()) {
      Board cleared = 0;
      int blocks = 0, colors = 0, color_count = 0, gb = 0, group_count = 0;
      Step* record = nullptr;
      if constexpr (Record) record = &chain->steps[step];
      for (; candidates != 0; candidates &= candidates - 1) {
        const int color = __builtin_ctz(candidates);
        const Board groups = groups_at_least(planes_[static_cast<std::size_t>(color)], 4);
        if (groups == 0) continue;
        cleared |= groups;
        colors |= 1 << color;
        ++color_count;
        const int size = popcount(groups);
        blocks += size;
        // Fewer than 8 cells in groups of 4 or more can only be a single group: label only
        // when there could be two or more.
        if (size < 8) {
          gb += group_bonus(size);
          if constexpr (Record) record->groups[group_count] = Group{color, size};
          ++group_count;
        } else {
          Board components[kMaxComponents];
          const int n = label_rowpair(groups, components);
          for (int i = 0; i < n; ++i) {
            const int component_size = popcount(components[i]);
            gb += group_bonus(component_size);
            if constexpr (Record) record->groups[group_count] = Group{color, component_size};
            ++group_count;
          }
        }
      }
      if (cleared == 0) break;
      BITCC_ASSERT(step < kMaxSteps);
      ++step;
      const int cp = chain_power(step);
      const int cb = color_bonus(color_count);
      const int score = step_score(blocks, cp, cb, gb);
      total += score;
      const Board skulls_hit = planes_[kSkull] & neighbours(cleared);
      if constexpr (Record) {
        record->cleared = cleared;
        record->skulls_destroyed = skulls_hit;
        record->blocks = blocks;
        record->colors = colors;
        record->color_count = color_count;
        record->chain_power = cp;
        record->color_bonus = cb;
        record->group_bonus = gb;
        record->score = score;
        record->group_count = group_count;
      }
      for (int color = kFirstColor; color <= kLastColor; ++color)
        planes_[static_cast<std::size_t>(color)] &= ~cleared;
      planes_[kSkull] &= ~skulls_hit;
      occupied_ &= ~(cleared | skulls_hit);
      fall();
    }
    if constexpr (Record) chain->step_count = step;
    if (step_count != nullptr) *step_count = step;
    return total;
  }

  // Gravity, bit-parallel: each pass moves down by one row every block that has an empty cell
  // anywhere below it in its column, so the number of passes is the largest number of holes
  // under a block of one column (1 for a horizontal group of 4, 4 for a vertical one). The
  // blocks that moved are recorded in touched_ (at their new cells). A variant that deletes the
  // holes one by one (the column above each hole moves down a row) was about 2.5 times slower
  // on grids just cleared of their groups (rough measurement).
  void fall() {
    Board& occupied_cells = occupied_;
    for (;;) {
      // Fill every empty cell's column upwards (distances 1, 2, 4, 8 rows): the cells with an
      // empty cell strictly below them.
      Board holes = Playable & ~occupied_cells;
      holes |= holes << kWidth;
      holes |= holes << (2 * kWidth);
      holes |= holes << (4 * kWidth);
      holes |= holes << (8 * kWidth);
      const Board moving = occupied_cells & (holes << kWidth);
      if (moving == 0) return;
      for (int kind = 0; kind < kKinds; ++kind) {
        Board& p = planes_[static_cast<std::size_t>(kind)];
        const Board falling = p & moving;
        p = (p & ~moving) | (falling >> kWidth);
        touched_colors_ |= static_cast<unsigned>(falling != 0) << kind;
      }
      occupied_cells = (occupied_cells & ~moving) | (moving >> kWidth);
      touched_ = (touched_ & ~moving) | (moving >> kWidth);
    }
  }

  std::array<Board, kKinds> planes_{};
  Board occupied_ = 0;  // the union of the planes
  Board touched_ = 0;   // blocks placed or moved since groups were last searched
  unsigned touched_colors_ = 0;  // bit c set when touched_ may hold blocks of color c
  // Bit c set when color c may hold a group of 4 or more anywhere (changed since last searched
  // other than by place() or a fall, which record their blocks in touched_).
  unsigned unresolved_ = kAllColors;
};

}  // namespace bitcc::stc_before

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bitcc/stc/rules.hpp: the rules of Smash the Code as values: kinds of block, moves and why one is
// refused, what a chain step records, and the scoring (chain power, color and group bonuses, step
// score, nuisance).
//
// The grid is six planes, one per kind of block: plane 0 the skulls, planes 1..5 the colors.
// Cell (row, column) follows bitcc::Board: row 0 is the bottom, bit 6*row + column. The rules are
// those of the game (see README): groups of 4 or more orthogonally connected blocks of one color
// clear together, skulls next to a cleared block are destroyed, everything falls, and that repeats.
//
// Score conventions, stated once here and checked by the tests:
//   * B counts the COLORED blocks cleared in a step. Destroyed skulls are NOT counted in B and
//     score nothing (Step::skulls_destroyed reports them separately).
//   * step score = 10 * B * clamp(CP + CB + GB, 1, 999), with CP = 0 at step 1, 8 at step 2, then
//     doubling (16, 32, ...); CB by the number of distinct colors 1..5 -> 0, 2, 4, 8, 16; GB summed
//     over the step's groups by size 4..10 -> 0..6 and 8 for 11 or more.
//   * Reported CP is capped at 999 (it would reach 1024 at step 9); the step score is unchanged
//     by the cap since the sum is clamped to 999 anyway.
#pragma once

#include "bitcc/board.hpp"

namespace bitcc::stc {

/// Kinds of block: the plane index, and the digit in the game's text.
inline constexpr int kSkull = 0;
inline constexpr int kFirstColor = 1;
inline constexpr int kLastColor = 5;
inline constexpr int kKinds = 6;
/// Grid::at for an empty cell.
inline constexpr int kEmpty = -1;

inline constexpr int kRotations = 4;
/// At most 22 placements of a pair: 5 + 5 horizontal and 6 + 6 vertical.
inline constexpr int kMaxMoves = 22;
/// Every step clears at least 4 of the at most 72 colored blocks.
inline constexpr int kMaxSteps = kCells / 4;
inline constexpr int kMaxGroupsPerStep = kCells / 4;

/// Why a placement is refused (None when it is legal).
enum class MoveError { None, BadColor, BadRotation, ColumnOutOfRange, NoRoom };

/// A short English description of a MoveError ("" for None).
constexpr const char* describe(MoveError error) {
  switch (error) {
    case MoveError::None: return "";
    case MoveError::BadColor: return "a color must be 1..5";
    case MoveError::BadRotation: return "rotation must be 0..3";
    case MoveError::ColumnOutOfRange: return "a block would leave the grid sideways";
    case MoveError::NoRoom: return "no room in the column";
  }
  return "?";
}

/// A placement: column `x` of block A and the rotation (0: B right of A, 1: B on top of A,
/// 2: B left of A, 3: A on top of B).
struct Move {
  int x = 0;
  int rotation = 0;
  friend constexpr bool operator==(Move a, Move b) { return a.x == b.x && a.rotation == b.rotation; }
};

/// The distinct placements of one pair, in increasing (rotation, x) order: moves[0..count), also
/// read as a range (`for (Move m : list)`, `list.size()`, `list[i]` for 0 <= i < size()).
struct MoveList {
  int count = 0;
  Move moves[kMaxMoves];
  const Move* begin() const { return moves; }
  const Move* end() const { return moves + count; }
  int size() const { return count; }
  bool empty() const { return count == 0; }
  const Move& operator[](int i) const {
    BITCC_ASSERT(i >= 0 && i < count);
    return moves[i];
  }
};

/// One cleared group: its color (1..5) and its number of blocks (>= 4).
struct Group {
  int color = 0;
  int size = 0;
};

/// One chain step.
struct Step {
  Board cleared = 0;           // the colored blocks cleared (before gravity)
  Board skulls_destroyed = 0;  // skulls next to a cleared block: removed, not counted in B
  int blocks = 0;              // B: popcount(cleared), colored blocks only
  int colors = 0;              // bit c set when color c was cleared
  int color_count = 0;         // distinct colors cleared
  int chain_power = 0;         // CP (capped at 999)
  int color_bonus = 0;         // CB
  int group_bonus = 0;         // GB
  int score = 0;               // 10 * B * clamp(CP + CB + GB, 1, 999)
  int group_count = 0;
  Group groups[kMaxGroupsPerStep];  // groups[0..group_count), by color, then lowest cell
};

/// The whole resolution of a turn: steps[0..step_count) and their summed score.
struct Chain {
  int step_count = 0;
  int score = 0;
  Step steps[kMaxSteps];
};

/// CP of chain step `step` (1-based): 0, 8, 16, 32, ..., capped at 999.
constexpr int chain_power(int step) {
  if (step <= 1) return 0;
  if (step >= 2 + 7) return 999;  // 8 << 7 = 1024 already exceeds the cap
  return 8 << (step - 2);
}

/// CB by the number of distinct colors (0..5).
inline constexpr int kColorBonus[6] = {0, 0, 2, 4, 8, 16};

/// CB for `count` distinct colors (0..5). (The table is outside: a table inside the function is
/// built on the stack at every call.)
constexpr int color_bonus(int count) { return count <= 0 ? 0 : kColorBonus[count > 5 ? 5 : count]; }

/// GB of one group of `size` blocks: 4..10 -> 0..6, 11 or more -> 8 (not size - 4).
constexpr int group_bonus(int size) {
  if (size <= 4) return 0;
  return size >= 11 ? 8 : size - 4;
}

/// 10 * B * clamp(CP + CB + GB, 1, 999).
constexpr int step_score(int blocks, int cp, int cb, int gb) {
  const long long sum = static_cast<long long>(cp) + cb + gb;
  const long long multiplier = sum < 1 ? 1 : (sum > 999 ? 999 : sum);
  return static_cast<int>(10 * blocks * multiplier);
}

/// The running nuisance of one player, kept exactly in 1/70 of a point so that no rounding drifts.
class Nuisance {
 public:
  /// Adds turn_score / 70 points and returns the lines sent: one per whole 6 points, 6 points
  /// subtracted for each. Example: a total of 14.5 sends 2 and keeps 2.5. Requires turn_score >= 0
  /// (checked in debug builds); a negative score adds nothing. Lines beyond INT_MAX (a score near
  /// LLONG_MAX) are reported as INT_MAX; the kept fraction stays exact.
  int add_turn_score(long long turn_score) {
    BITCC_ASSERT(turn_score >= 0);
    if (turn_score <= 0) return 0;
    // seventieths_ < 420, so the kept part stays below 840 and nothing overflows.
    const long long kept = seventieths_ + turn_score % kSeventiethsPerLine;
    const long long lines = turn_score / kSeventiethsPerLine + kept / kSeventiethsPerLine;
    seventieths_ = kept % kSeventiethsPerLine;
    return lines > 0x7fffffff ? 0x7fffffff : static_cast<int>(lines);
  }
  /// The kept total in points (0 <= points < 6).
  double points() const { return static_cast<double>(seventieths_) / 70.0; }
  /// The kept total in 1/70 of a point (0..419): exact.
  long long seventieths() const { return seventieths_; }

 private:
  static constexpr long long kSeventiethsPerLine = 6 * 70;
  long long seventieths_ = 0;
};

}  // namespace bitcc::stc

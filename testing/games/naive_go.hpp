// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/games/naive_go.hpp: Go N x N (N = 2..19) written straight from the rules, for testing: an
// N x N array, plain BFS. Same rules as bitcc/games/go.hpp (alternating colors, black first,
// captures, no suicide, the position before the opponent's last move may not be recreated, two
// passes end the game, area score without komi); shares no code with it. Legality is answered by
// playing the move on a copy.
#pragma once

#include <array>
#include <vector>

namespace bitcc::test_support::naive {

template <int N>
class NaiveGoBoard {
 public:
  enum { Empty = 0, Black = 1, White = 2 };
  enum class Outcome { Ok, GameOver, NotYourTurn, Occupied, Suicide, Ko };
  using Grid = std::array<std::array<int, N>, N>;  // grid[row][column]

  struct Result {
    Outcome outcome = Outcome::Ok;
    std::vector<std::pair<int, int>> captured;  // (row, column) of each removed stone
  };

  /// color is Black or White.
  Result play(int color, int row, int column) {
    Result result;
    if (passes_ >= 2) return fail(Outcome::GameOver);
    if (color != to_move_) return fail(Outcome::NotYourTurn);
    if (grid_[row][column] != Empty) return fail(Outcome::Occupied);
    Grid next = grid_;
    next[row][column] = color;
    const int enemy = 3 - color;
    for (const auto& [r, c] : adjacent(row, column)) {
      if (next[r][c] != enemy) continue;
      std::vector<std::pair<int, int>> group = block_of(next, r, c);
      if (count_liberties(next, group) == 0)
        for (const auto& [gr, gc] : group) {
          next[gr][gc] = Empty;
          result.captured.push_back({gr, gc});
        }
    }
    if (count_liberties(next, block_of(next, row, column)) == 0) return fail(Outcome::Suicide);
    if (next == before_last_) return fail(Outcome::Ko);
    before_last_ = grid_;
    grid_ = next;
    passes_ = 0;
    to_move_ = enemy;
    return result;
  }

  Result pass(int color) {
    if (passes_ >= 2) return fail(Outcome::GameOver);
    if (color != to_move_) return fail(Outcome::NotYourTurn);
    before_last_ = grid_;
    ++passes_;
    to_move_ = 3 - color;
    return {};
  }

  int at(int row, int column) const { return grid_[row][column]; }
  int to_move() const { return to_move_; }
  bool over() const { return passes_ >= 2; }

  /// Liberties of the block at (row, column): the empty cells next to it, as (row, column).
  std::vector<std::pair<int, int>> liberties(int row, int column) const {
    std::vector<std::pair<int, int>> result;
    if (grid_[row][column] == Empty) return result;
    bool seen[N][N] = {};
    for (const auto& [r, c] : block_of(grid_, row, column))
      for (const auto& [nr, nc] : adjacent(r, c))
        if (grid_[nr][nc] == Empty && !seen[nr][nc]) {
          seen[nr][nc] = true;
          result.push_back({nr, nc});
        }
    return result;
  }

  /// Stones plus empty regions that reach stones of one color only: {black, white}.
  std::pair<int, int> area_score() const { return area_score(grid_); }

  /// area_score() of any grid of Empty, Black and White (a position with dead stones taken off).
  static std::pair<int, int> area_score(const Grid& grid) {
    int black = 0, white = 0;
    bool seen[N][N] = {};
    for (int row = 0; row < N; ++row)
      for (int column = 0; column < N; ++column) {
        if (grid[row][column] == Black) ++black;
        if (grid[row][column] == White) ++white;
        if (grid[row][column] != Empty || seen[row][column]) continue;
        // BFS over this empty region, noting which colors border it.
        std::vector<std::pair<int, int>> queue = {{row, column}};
        seen[row][column] = true;
        bool reaches_black = false, reaches_white = false;
        for (std::size_t i = 0; i < queue.size(); ++i)
          for (const auto& [nr, nc] : adjacent(queue[i].first, queue[i].second)) {
            if (grid[nr][nc] == Black) reaches_black = true;
            if (grid[nr][nc] == White) reaches_white = true;
            if (grid[nr][nc] == Empty && !seen[nr][nc]) {
              seen[nr][nc] = true;
              queue.push_back({nr, nc});
            }
          }
        const int size = static_cast<int>(queue.size());
        if (reaches_black && !reaches_white) black += size;
        if (reaches_white && !reaches_black) white += size;
      }
    return {black, white};
  }

  /// True when `color` may play at (row, column) now: the move is played on a copy.
  bool legal(int color, int row, int column) const {
    NaiveGoBoard copy = *this;
    return copy.play(color, row, column).outcome == Outcome::Ok;
  }

  /// libego's one-point eye, the one light playouts never fill: (row, column) is empty, every
  /// on-board neighbour is a stone of `color`, and of the on-board diagonal neighbours at most
  /// one is an opponent stone when (row, column) is not on the edge, none when it is.
  bool is_eye(int color, int row, int column) const {
    if (grid_[row][column] != Empty || !is_own_eye(color, row, column)) return false;
    const bool on_edge = row == 0 || column == 0 || row == N - 1 || column == N - 1;
    int opponents = 0;
    for (const int dr : {-1, 1})
      for (const int dc : {-1, 1}) {
        const int r = row + dr, c = column + dc;
        if (r >= 0 && r < N && c >= 0 && c < N && grid_[r][c] == 3 - color) ++opponents;
      }
    return opponents <= (on_edge ? 0 : 1);
  }

  /// All four neighbours are stones of `color`.
  bool is_own_eye(int color, int row, int column) const {
    for (const auto& [r, c] : adjacent(row, column))
      if (grid_[r][c] != color) return false;
    return true;
  }

 private:
  static Result fail(Outcome outcome) {
    Result result;
    result.outcome = outcome;
    return result;
  }

  // The on-board neighbours of a point (2 to 4 of them).
  struct Adjacent {
    std::pair<int, int> points[4];
    int count = 0;
    const std::pair<int, int>* begin() const { return points; }
    const std::pair<int, int>* end() const { return points + count; }
  };

  static Adjacent adjacent(int row, int column) {
    Adjacent result;
    if (row > 0) result.points[result.count++] = {row - 1, column};
    if (row < N - 1) result.points[result.count++] = {row + 1, column};
    if (column > 0) result.points[result.count++] = {row, column - 1};
    if (column < N - 1) result.points[result.count++] = {row, column + 1};
    return result;
  }

  static std::vector<std::pair<int, int>> block_of(const Grid& grid, int row, int column) {
    const int color = grid[row][column];
    bool seen[N][N] = {};
    std::vector<std::pair<int, int>> queue = {{row, column}};
    seen[row][column] = true;
    for (std::size_t i = 0; i < queue.size(); ++i)
      for (const auto& [r, c] : adjacent(queue[i].first, queue[i].second))
        if (grid[r][c] == color && !seen[r][c]) {
          seen[r][c] = true;
          queue.push_back({r, c});
        }
    return queue;
  }

  static int count_liberties(const Grid& grid, const std::vector<std::pair<int, int>>& group) {
    bool seen[N][N] = {};
    int count = 0;
    for (const auto& [r, c] : group)
      for (const auto& [nr, nc] : adjacent(r, c))
        if (grid[nr][nc] == Empty && !seen[nr][nc]) {
          seen[nr][nc] = true;
          ++count;
        }
    return count;
  }

  Grid grid_{};
  Grid before_last_{};
  int to_move_ = Black;
  int passes_ = 0;
};

using NaiveGo = NaiveGoBoard<9>;

}  // namespace bitcc::test_support::naive

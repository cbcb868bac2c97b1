// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// testing/pools.hpp: the input pools shared by the tests, the benchmarks and the fuzzers: 6x12
// boards (random at four densities, gravity grids, hand-drawn worst cases) and random boards of any
// Geometry<W, H, A>.
//
// Every pool is generated from a fixed seed, so the same name always means the same boards.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "bitcc/board.hpp"
#include "bitcc/geometry.hpp"
#include "bitcc/io.hpp"

namespace bitcc::test_support {

/// splitmix64: a tiny, fully specified generator, identical on every platform.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, bound), bound > 0.
  unsigned below(unsigned bound) {
    return static_cast<unsigned>((next() >> 32) * bound >> 32);
  }
  /// True with probability `p`.
  bool chance(double p) { return static_cast<double>(next() >> 11) * 0x1.0p-53 < p; }

 private:
  std::uint64_t state_;
};

/// A board whose cells are set independently with probability `density`.
inline Board random_board(Rng& rng, double density) {
  Board b = 0;
  for (int cell = 0; cell < kCells; ++cell)
    if (rng.chance(density)) b |= cell_bit(cell);
  return b;
}

/// A Smash the Code-like grid: each column filled from the bottom to a random height (0..12), each
/// block one of 6 kinds (colors 0..4, kind 5 a skull). Returns the 6 bitboards, one per kind.
inline std::array<Board, 6> gravity_grid(Rng& rng) {
  std::array<Board, 6> planes{};
  for (int column = 0; column < kWidth; ++column) {
    const int height = static_cast<int>(rng.below(kHeight + 1));
    for (int row = 0; row < height; ++row) planes[rng.below(6)] |= cell_bit(cell_index(row, column));
  }
  return planes;
}

/// Hand-drawn worst cases: long thin shapes, many singletons, late merges.
inline const std::vector<Board>& adversarial_boards() {
  static const std::vector<Board> boards = [] {
    const char* pictures[] = {
        // the longest snake: one component of 42 cells, a path
        "######\n.....#\n######\n#.....\n######\n.....#\n"
        "######\n#.....\n######\n.....#\n######\n#.....\n",
        // checkerboard: 36 singletons
        "#.#.#.\n.#.#.#\n#.#.#.\n.#.#.#\n#.#.#.\n.#.#.#\n"
        "#.#.#.\n.#.#.#\n#.#.#.\n.#.#.#\n#.#.#.\n.#.#.#\n",
        // spiral
        "######\n#....#\n#.##.#\n#.#..#\n#.#.##\n#.#..#\n"
        "#.##.#\n#..#.#\n##.#.#\n#..#.#\n#.##.#\n#.....\n",
        // comb whose teeth join only in the top row
        "######\n#.#.#.\n#.#.#.\n#.#.#.\n#.#.#.\n#.#.#.\n"
        "#.#.#.\n#.#.#.\n#.#.#.\n#.#.#.\n#.#.#.\n#.#.#.\n",
        // two interleaved spirals
        "######\n.....#\n####.#\n#..#.#\n#.##.#\n#....#\n"
        "######\n......\n.####.\n.#..#.\n.#.##.\n.#....\n",
        // vertical stripes: 3 components of 12
        "#.#.#.\n#.#.#.\n#.#.#.\n#.#.#.\n#.#.#.\n#.#.#.\n"
        "#.#.#.\n#.#.#.\n#.#.#.\n#.#.#.\n#.#.#.\n#.#.#.\n",
        // staircase of diagonals (no two cells adjacent): 24 singletons
        "#..#..\n.#..#.\n..#..#\n#..#..\n.#..#.\n..#..#\n"
        "#..#..\n.#..#.\n..#..#\n#..#..\n.#..#.\n..#..#\n",
        // full board
        "######\n######\n######\n######\n######\n######\n"
        "######\n######\n######\n######\n######\n######\n",
    };
    std::vector<Board> result;
    for (const char* picture : pictures) {
      std::string error;
      const auto b = parse_picture(picture, &error);
      if (!b) throw std::logic_error("bad adversarial picture: " + error);
      result.push_back(*b);
      // The mirror image (columns reversed) and the board upside down stress other scan orders.
      Board mirrored = 0, flipped = 0;
      for (int row = 0; row < kHeight; ++row)
        for (int column = 0; column < kWidth; ++column)
          if (*b & cell_bit(cell_index(row, column))) {
            mirrored |= cell_bit(cell_index(row, kWidth - 1 - column));
            flipped |= cell_bit(cell_index(kHeight - 1 - row, column));
          }
      result.push_back(mirrored);
      result.push_back(flipped);
    }
    return result;
  }();
  return boards;
}

enum class Pool { Random0125, Random02, Random05, Random08, Gravity, Adversarial };

inline constexpr Pool kAllPools[] = {Pool::Random0125, Pool::Random02,   Pool::Random05,
                                     Pool::Random08,   Pool::Gravity,    Pool::Adversarial};

/// The name used in benchmark and test names.
constexpr std::string_view pool_name(Pool pool) {
  switch (pool) {
    case Pool::Random0125: return "random_0.125";
    case Pool::Random02: return "random_0.2";
    case Pool::Random05: return "random_0.5";
    case Pool::Random08: return "random_0.8";
    case Pool::Gravity: return "gravity";
    case Pool::Adversarial: return "adversarial";
  }
  return "?";
}

/// `count` boards of the pool, the same on every call. Gravity boards are one color of a random
/// gravity grid (the color picked at random); adversarial boards cycle through the hand-drawn set.
inline std::vector<Board> make_pool(Pool pool, std::size_t count = 100000) {
  Rng rng(0xb17cc000u + static_cast<unsigned>(pool));
  std::vector<Board> boards;
  boards.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    switch (pool) {
      case Pool::Random0125: boards.push_back(random_board(rng, 0.125)); break;
      case Pool::Random02: boards.push_back(random_board(rng, 0.2)); break;
      case Pool::Random05: boards.push_back(random_board(rng, 0.5)); break;
      case Pool::Random08: boards.push_back(random_board(rng, 0.8)); break;
      case Pool::Gravity: boards.push_back(gravity_grid(rng)[rng.below(5)]); break;
      case Pool::Adversarial:
        boards.push_back(adversarial_boards()[i % adversarial_boards().size()]);
        break;
    }
  }
  return boards;
}

/// A board of geometry G whose cells are set independently with probability `density`.
template <class G>
Board random_geometry_board(Rng& rng, double density) {
  Board b = 0;
  for (int cell = 0; cell < G::kCells; ++cell)
    if (rng.chance(density)) b |= Board{1} << cell;
  return b;
}

/// `count` random boards of geometry G at `density`, the same on every call.
template <class G>
std::vector<Board> make_geometry_pool(double density, std::size_t count) {
  Rng rng(0x9e0e7000u + static_cast<std::uint64_t>(density * 1000) * 131 +
          static_cast<std::uint64_t>(G::kWidth) * 17 + static_cast<std::uint64_t>(G::kHeight));
  std::vector<Board> boards;
  boards.reserve(count);
  for (std::size_t i = 0; i < count; ++i) boards.push_back(random_geometry_board<G>(rng, density));
  return boards;
}

}  // namespace bitcc::test_support

// bench/geometry_pools.hpp: inputs and the reference labeler for boards of any geometry, shared by
// the geometry benchmarks and tests.
//
// reference_label is the oracle: a plain breadth-first search over an array of W*H cells, with
// each adjacency's neighbour offsets written out. It uses nothing of the library but the Board
// type and the Geometry's dimensions, so the library's shifts and masks are checked against it.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "bitcc/geometry.hpp"
#include "pools.hpp"

namespace bitcc::pools {

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

/// The (row, column) offsets of a cell's neighbours: the first 4 for square adjacency, all 6 for
/// hex adjacency on a rhombic board.
inline constexpr int kNeighbourOffsets[6][2] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {1, -1}, {-1, 1}};

/// The number of neighbour offsets that apply to geometry G.
template <class G>
constexpr int neighbour_offset_count() {
  return G::kAdjacency == Adjacency::Hex ? 6 : 4;
}

/// The oracle: writes the components of `b` to out[0..n) in ascending order of their lowest cell
/// and returns n. Cells at or above W*H are ignored.
template <class G>
int reference_label(Board b, Board* out) {
  constexpr int W = G::kWidth, H = G::kHeight, cells = W * H;
  std::array<bool, cells> set{};
  std::array<bool, cells> seen{};
  for (int cell = 0; cell < cells; ++cell) set[cell] = (b >> cell & 1) != 0;
  std::array<int, cells> queue{};
  int n = 0;
  for (int start = 0; start < cells; ++start) {
    if (!set[start] || seen[start]) continue;
    Board component = 0;
    int head = 0, tail = 0;
    queue[tail++] = start;
    seen[start] = true;
    while (head < tail) {
      const int cell = queue[head++];
      component |= Board{1} << cell;
      const int row = cell / W, column = cell % W;
      for (int k = 0; k < neighbour_offset_count<G>(); ++k) {
        const int r = row + kNeighbourOffsets[k][0], c = column + kNeighbourOffsets[k][1];
        if (r < 0 || r >= H || c < 0 || c >= W) continue;
        const int neighbour = r * W + c;
        if (set[neighbour] && !seen[neighbour]) {
          seen[neighbour] = true;
          queue[tail++] = neighbour;
        }
      }
    }
    out[n++] = component;
  }
  return n;
}

}  // namespace bitcc::pools

// bitcc/games/common.hpp: what the game modules share: the two colors and a bitboard flood fill.
#pragma once

#include <cstdint>

#include "bitcc/board.hpp"

namespace bitcc::games {

enum class Color : std::uint8_t { Black = 0, White = 1 };

constexpr Color opponent(Color color) {
  return color == Color::Black ? Color::White : Color::Black;
}

constexpr const char* color_name(Color color) {
  return color == Color::Black ? "black" : "white";
}

/// The cells of `mask` reachable from `seed` through cells of `mask` under the adjacency of the
/// geometry G (the component of `mask` holding `seed` when `seed` is one cell). Requires
/// seed ⊆ mask and both valid for G. Cost: one step per cell of the longest shortest path.
template <class G>
constexpr Board flood_fill(Board seed, Board mask) {
  BITCC_ASSERT((seed & ~mask) == 0 && G::is_valid(mask));
  Board region = seed;
  for (;;) {
    const Board grown = (region | G::neighbours(region)) & mask;
    if (grown == region) return region;
    region = grown;
  }
}

}  // namespace bitcc::games

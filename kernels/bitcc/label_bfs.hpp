// bitcc/label_bfs.hpp: the bit-BFS labeler (flood fill by shifts and masks).
#pragma once

#include "bitcc/board.hpp"

namespace bitcc {

/// Writes the 4-connected components of `b` to out[0..n) and returns n. Components are disjoint,
/// their union is `b`, and they come in ascending order of their lowest cell. `out` must have room
/// for kMaxComponents boards. Bits of `b` at or above 72 are ignored.
///
/// Seeds a component at the lowest remaining cell and grows it by one step in every direction,
/// inside `b`, until it stops growing; then removes it and repeats.
inline int label_bfs(Board b, Board* out) {
  b &= Playable;  // a stray bit past the board must not become a component
  int n = 0;
  while (b != 0) {
    Board component = lowest_bit(b);
    for (;;) {
      const Board grown = (component | neighbours(component)) & b;
      if (grown == component) break;
      component = grown;
    }
    out[n++] = component;
    b ^= component;
  }
  return n;
}

}  // namespace bitcc

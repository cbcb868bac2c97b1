// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// What fuzz_games.cpp and its terrain part (fuzz_games_terrain.cpp, a file of its own: it says
// why) share.
#ifndef BITCC_TESTS_FUZZ_FUZZ_GAMES_TERRAIN_HPP
#define BITCC_TESTS_FUZZ_FUZZ_GAMES_TERRAIN_HPP

#include <fuzzer/FuzzedDataProvider.h>

namespace bitcc::fuzz {

/// A coordinate: an int in [low, high] most of the time, else any int.
inline int consume_coordinate(FuzzedDataProvider& data, int low, int high) {
  if (data.ConsumeIntegralInRange<int>(0, 15) == 0) return data.ConsumeIntegral<int>();
  return data.ConsumeIntegralInRange<int>(low, high);
}

/// A map of any size drawn from `data`, then queries: every terrain engine against the naive
/// reference (fuzz_fail on a difference).
void fuzz_terrain(FuzzedDataProvider& data);

}  // namespace bitcc::fuzz

#endif  // BITCC_TESTS_FUZZ_FUZZ_GAMES_TERRAIN_HPP

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// fuzz_games' terrain part, in a file of its own (fuzz_games_terrain.cpp says why).
#ifndef BITCC_TESTS_FUZZ_FUZZ_GAMES_TERRAIN_HPP
#define BITCC_TESTS_FUZZ_FUZZ_GAMES_TERRAIN_HPP

#include <fuzzer/FuzzedDataProvider.h>

namespace bitcc::fuzz {

/// A map of any size drawn from `data`, then queries: every terrain engine against the naive
/// reference (fuzz_fail on a difference).
void fuzz_terrain(FuzzedDataProvider& data);

}  // namespace bitcc::fuzz

#endif  // BITCC_TESTS_FUZZ_FUZZ_GAMES_TERRAIN_HPP

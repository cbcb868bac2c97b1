// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/bench_common.hpp: what every benchmark file of the suite shares: the pools, generated once
// and kept, and checks against the naive baseline that run once per benchmark, before any timing.
#pragma once

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include "bitcc/board.hpp"
#include "bitcc/io.hpp"
#include "testing/naive_bfs.hpp"
#include "testing/pools.hpp"

namespace bitcc::bench {

/// The number of boards in every benchmark pool.
inline constexpr std::size_t kPoolSize = 100000;

/// The kPoolSize boards of `pool`, generated from its fixed seed on first use and kept for the
/// whole run (benchmarks run one at a time, so no locking).
inline const std::vector<Board>& pool_boards(test_support::Pool pool) {
  static std::map<test_support::Pool, std::vector<Board>> cache;
  auto it = cache.find(pool);
  if (it == cache.end()) it = cache.emplace(pool, test_support::make_pool(pool, kPoolSize)).first;
  return it->second;
}

namespace common_detail {
inline std::map<std::string, std::string>& verdicts() {
  static std::map<std::string, std::string> by_key;
  return by_key;
}
}  // namespace common_detail

/// Runs `check()` (returning "" when all is well, else a description of the first problem) the
/// first time `key` is asked for, and returns the remembered result afterwards. Google Benchmark
/// calls a benchmark function several times (to choose the iteration count, then once per
/// repetition); the check, over a whole pool, is needed only once.
template <typename Check>
const std::string& check_once(const std::string& key, Check&& check) {
  auto& verdicts = common_detail::verdicts();
  auto it = verdicts.find(key);
  if (it == verdicts.end()) it = verdicts.emplace(key, check()).first;
  return it->second;
}

/// Compares the components a labeler found for `b` with the naive baseline's, as sets (order
/// does not matter). Returns "" when they agree, else the board and the differing components as
/// pictures.
inline std::string compare_with_naive(Board b, const Board* found, int found_count) {
  Board expected[kMaxComponents];
  const int expected_count = test_support::label_naive_bfs(b, expected);
  const auto header = [&](const std::string& what) {
    return what + "\nboard (hex " + to_hex(b) + "):\n" + to_picture(b);
  };
  if (found_count < 0 || found_count > kMaxComponents)
    return header("returned " + std::to_string(found_count) + " components (allowed 0.." +
                  std::to_string(kMaxComponents) + ")");
  std::vector<Board> got(found, found + found_count), want(expected, expected + expected_count);
  std::sort(got.begin(), got.end());
  std::sort(want.begin(), want.end());
  if (got == want) return "";
  std::string message = header("component counts: found " + std::to_string(found_count) +
                               ", naive-bfs " + std::to_string(expected_count));
  std::vector<Board> extra, missing;
  std::set_difference(got.begin(), got.end(), want.begin(), want.end(), std::back_inserter(extra));
  std::set_difference(want.begin(), want.end(), got.begin(), got.end(),
                      std::back_inserter(missing));
  if (!extra.empty()) message += "a component naive-bfs does not have:\n" + to_picture(extra[0]);
  if (!missing.empty())
    message += "a component of naive-bfs that is missing:\n" + to_picture(missing[0]);
  return message;
}

}  // namespace bitcc::bench

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/bench_groups.cpp: bitcc::groups_at_least(b, k) against the naive way (label everything with
// the naive baseline, keep the components of k cells or more), on every pool.
//
// Benchmarks are named groups_k<k>/<groups_at_least|naive>/<pool>; k = 4 (the Smash the Code rule)
// comes first, k = 2, 3 and 5 follow. Each one first checks, once, that groups_at_least equals the
// naive mask on every board of its pool. Both functions are called directly (inlined alike); each
// iteration processes the whole pool; items are boards.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "bench/bench_common.hpp"
#include "bench/summary.hpp"
#include "bitcc/groups.hpp"
#include "bitcc/io.hpp"
#include "testing/naive_bfs.hpp"
#include "testing/pools.hpp"

namespace {

using bitcc::Board;
using bitcc::test_support::Pool;

std::string find_disagreement(const std::vector<Board>& boards, int k) {
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const Board b = boards[i];
    const Board found = bitcc::groups_at_least(b, k);
    const Board expected = bitcc::test_support::naive_groups_at_least(b, k);
    if (found != expected)
      return "board #" + std::to_string(i) + " of the pool (hex " + bitcc::to_hex(b) + "):\n" +
             bitcc::to_picture(b) + "groups_at_least gives:\n" + bitcc::to_picture(found) +
             "naive label + filter gives:\n" + bitcc::to_picture(expected);
  }
  return "";
}

// The timed loop; `groups` is a lambda so that each variant is called directly.
template <typename Groups>
void time_groups(benchmark::State& state, const std::vector<Board>& boards, int k, Groups groups) {
  Board sum = 0;  // of every result, so that none can be skipped
  for (auto _ : state) {
    for (const Board b : boards) sum += groups(b, k);
    benchmark::DoNotOptimize(sum);
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(boards.size()));
}

enum class Variant { Current, Naive };

void groups_pool(benchmark::State& state, const std::string& name, Variant variant, int k,
                 Pool pool) {
  const std::vector<Board>& boards = bitcc::bench::pool_boards(pool);
  // One check per (k, pool), shared by the groups_at_least and the naive benchmark.
  const std::string& disagreement = bitcc::bench::check_once(
      "groups_k" + std::to_string(k) + "/" + std::string(bitcc::test_support::pool_name(pool)),
      [&] { return find_disagreement(boards, k); });
  if (!disagreement.empty()) {
    state.SkipWithError(
        (name + ": groups_at_least disagrees with naive label + filter on " + disagreement)
            .c_str());
    return;
  }
  if (variant == Variant::Naive)
    time_groups(state, boards, k, [](Board b, int at_least) {
      return bitcc::test_support::naive_groups_at_least(b, at_least);
    });
  else
    time_groups(state, boards, k,
                [](Board b, int at_least) { return bitcc::groups_at_least(b, at_least); });
}

const bool kRegistered = [] {
  for (const int k : {4, 2, 3, 5}) {
    const std::string family = "groups_k" + std::to_string(k);
    for (const Pool pool : bitcc::test_support::kAllPools) {
      for (const Variant variant : {Variant::Current, Variant::Naive}) {
        const char* row = variant == Variant::Naive ? "/naive/" : "/groups_at_least/";
        const std::string name = family + row + std::string(bitcc::test_support::pool_name(pool));
        benchmark::RegisterBenchmark(name.c_str(), groups_pool, name, variant, k, pool);
      }
    }
    bitcc::bench::add_summary_section(
        {family, "naive",
         "groups_at_least(b, " + std::to_string(k) + ") vs naive label + size filter"});
  }
  return true;
}();

}  // namespace

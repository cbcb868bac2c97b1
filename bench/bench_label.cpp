// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/bench_label.cpp: bitcc::label, every labeler of bitcc::kLabelers that this CPU runs, and
// the naive baseline, on every pool.
//
// Benchmarks are named label/<labeler>/<pool>; label/label/<pool> is bitcc::label (whichever
// labeler it chose, called through its dispatch as a bot would), and label/label-<isa>/<pool> is
// what bitcc::label runs under BITCC_SIMD=<isa>, for every value this CPU can run (so that one
// machine shows what each kind of CPU gets). Each one first checks, once, that its labeler finds
// the same components as the naive baseline on every board of its pool (as sets: order is not
// compared), and fails with the board drawn as a picture if not. Then each iteration labels the
// whole pool; items are boards. Every labeler, the baseline included, is called through the same
// kind of function pointer, so the call overhead is the same for all.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "bench/bench_common.hpp"
#include "bench/summary.hpp"
#include "bitcc/label.hpp"
#include "bitcc/registry.hpp"
#include "testing/naive_bfs.hpp"
#include "testing/pools.hpp"

namespace {

using bitcc::Board;
using bitcc::Labeler;
using bitcc::test_support::Pool;

constexpr const char* kNaiveName = "naive-bfs";

std::string find_disagreement(Labeler label, const std::vector<Board>& boards) {
  Board found[bitcc::kMaxComponents];
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const int count = label(boards[i], found);
    std::string problem = bitcc::bench::compare_with_naive(boards[i], found, count);
    if (!problem.empty()) return "board #" + std::to_string(i) + " of the pool: " + problem;
  }
  return "";
}

void label_pool(benchmark::State& state, const std::string& name, Labeler label, Pool pool) {
  const std::vector<Board>& boards = bitcc::bench::pool_boards(pool);
  const std::string& disagreement =
      bitcc::bench::check_once(name, [&] { return find_disagreement(label, boards); });
  if (!disagreement.empty()) {
    state.SkipWithError((name + " disagrees with " + kNaiveName + ": " + disagreement).c_str());
    return;
  }
  Board components[bitcc::kMaxComponents];
  std::int64_t total_components = 0;
  for (auto _ : state) {
    for (const Board b : boards) total_components += label(b, components);
    benchmark::DoNotOptimize(total_components);
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(boards.size()));
}

const bool kRegistered = [] {
  struct Contender {
    std::string name;
    Labeler label;
  };
  std::vector<Contender> contenders = {{"label", &bitcc::label}};
  for (const bitcc::Isa isa : bitcc::kAllIsas)
    if (bitcc::label_detail::available(isa))  // the choice BITCC_SIMD=<isa> makes
      contenders.push_back({"label-" + std::string(bitcc::isa_name(isa)),
                            bitcc::label_detail::labeler_for(isa)});
  for (const bitcc::LabelerEntry& entry : bitcc::kLabelers)
    if (entry.supported()) contenders.push_back({std::string(entry.name), entry.label});
  contenders.push_back({kNaiveName, &bitcc::test_support::label_naive_bfs});

  // Pool by pool, so that each labeler and its baseline run close together in time.
  for (const Pool pool : bitcc::test_support::kAllPools) {
    for (const Contender& contender : contenders) {
      const std::string name =
          "label/" + contender.name + "/" + std::string(bitcc::test_support::pool_name(pool));
      benchmark::RegisterBenchmark(name.c_str(), label_pool, name, contender.label, pool);
    }
  }
  return bitcc::bench::add_summary_section(
      {"label", kNaiveName, "labelers, all components of one board"});
}();

}  // namespace

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Batch kernels (bitcc/batch.hpp) against their scalar counterparts, per implementation and pool.
//
// Families (items = boards), each with its scalar baseline row for the summary:
//   batch_groups4/scalar-loop/<pool>   groups_at_least(b, 4) on each board
//   batch_groups4/<impl>/<pool>        groups_at_least_batch(..., 4) with that implementation
//   batch_label/label-loop/<pool>      bitcc::label on each board, into the same output layout
//   batch_label/rowpair-loop/<pool>    label_rowpair on each board, likewise
//   batch_label/<impl>/<pool>          label_batch with that implementation
//   batch_label/<impl>-lanes/<pool>    its batched-lanes kernel, where label_batch runs a loop of
//                                      label_propagate instead (the measurement behind that choice)
// Each benchmark checks its results against the scalar kernel on its inputs before timing.
// Linked into the bitcc_benchmarks executable (which owns main()).
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bench/summary.hpp"
#include "bitcc/batch.hpp"
#include "bitcc/bitcc.hpp"
#include "testing/pools.hpp"

namespace bitcc {
namespace {

const bool kBatchSections =
    bench::add_summary_section({"batch_groups4", "scalar-loop",
                                "groups_at_least(b, 4) on 4096 boards per call: batched vs a loop"}) &&
    bench::add_summary_section({"batch_label", "label-loop",
                                "label_batch vs a loop of bitcc::label, 4096 boards per call"});

// A bot's candidate set: a few thousand boards per call, small enough to stay in cache.
constexpr std::size_t kBoardsPerCall = 4096;

void scalar_groups4(benchmark::State& state, test_support::Pool pool) {
  const std::vector<Board> boards = test_support::make_pool(pool, kBoardsPerCall);
  std::vector<Board> out(boards.size());
  for (auto _ : state) {
    for (std::size_t i = 0; i < boards.size(); ++i) out[i] = groups_at_least(boards[i], 4);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * boards.size()));
}

void batch_groups4(benchmark::State& state, Isa implementation,
                   test_support::Pool pool) {
  const std::vector<Board> boards = test_support::make_pool(pool, kBoardsPerCall);
  std::vector<Board> out(boards.size());
  batch::groups_at_least_batch(implementation, boards.data(), out.data(), boards.size(), 4);
  for (std::size_t i = 0; i < boards.size(); ++i)
    if (out[i] != groups_at_least(boards[i], 4)) {
      state.SkipWithError("batch result differs from groups_at_least");
      return;
    }
  for (auto _ : state) {
    batch::groups_at_least_batch(implementation, boards.data(), out.data(), boards.size(), 4);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * boards.size()));
}

void loop_label(benchmark::State& state, Labeler label, test_support::Pool pool) {
  const std::vector<Board> boards = test_support::make_pool(pool, kBoardsPerCall);
  std::vector<Board> out(boards.size() * kMaxComponents);
  std::vector<int> counts(boards.size());
  for (auto _ : state) {
    for (std::size_t i = 0; i < boards.size(); ++i)
      counts[i] = label(boards[i], out.data() + i * kMaxComponents);
    benchmark::DoNotOptimize(out.data());
    benchmark::DoNotOptimize(counts.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * boards.size()));
}

using LabelBatch = void (*)(Isa, const Board*, std::size_t, Board*, int*);

void batch_label(benchmark::State& state, LabelBatch label_batch,
                 Isa implementation, test_support::Pool pool) {
  const std::vector<Board> boards = test_support::make_pool(pool, kBoardsPerCall);
  std::vector<Board> out(boards.size() * kMaxComponents);
  std::vector<int> counts(boards.size());
  label_batch(implementation, boards.data(), boards.size(), out.data(), counts.data());
  for (std::size_t i = 0; i < boards.size(); ++i) {
    Board expected[kMaxComponents];
    const int n = label_rowpair(boards[i], expected);
    bool same = counts[i] == n;
    for (int c = 0; same && c < n; ++c) same = out[i * kMaxComponents + c] == expected[c];
    if (!same) {
      state.SkipWithError("batch result differs from label_rowpair");
      return;
    }
  }
  for (auto _ : state) {
    label_batch(implementation, boards.data(), boards.size(), out.data(), counts.data());
    benchmark::DoNotOptimize(out.data());
    benchmark::DoNotOptimize(counts.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * boards.size()));
}

// Registered at start-up: one benchmark per implementation this CPU runs, per pool.
const bool registered = [] {
  for (test_support::Pool pool : test_support::kAllPools) {
    const std::string pool_name(test_support::pool_name(pool));
    benchmark::RegisterBenchmark(("batch_groups4/scalar-loop/" + pool_name).c_str(), scalar_groups4,
                                 pool);
    for (Isa implementation : kAllIsas)
      if (batch::available(implementation))
        benchmark::RegisterBenchmark(
            ("batch_groups4/" + std::string(isa_name(implementation)) + "/" + pool_name).c_str(),
            batch_groups4, implementation, pool);
  }
  for (test_support::Pool pool : test_support::kAllPools) {
    const std::string pool_name(test_support::pool_name(pool));
    benchmark::RegisterBenchmark(("batch_label/label-loop/" + pool_name).c_str(), loop_label,
                                 label, pool);
    benchmark::RegisterBenchmark(("batch_label/rowpair-loop/" + pool_name).c_str(), loop_label,
                                 label_rowpair, pool);
    for (Isa implementation : kAllIsas) {
      if (!batch::available(implementation)) continue;
      const std::string name(isa_name(implementation));
      benchmark::RegisterBenchmark(("batch_label/" + name + "/" + pool_name).c_str(), batch_label,
                                   batch::label_batch, implementation, pool);
      if (implementation == Isa::Avx512 && label_propagate_supported())
        benchmark::RegisterBenchmark(("batch_label/" + name + "-lanes/" + pool_name).c_str(),
                                     batch_label, batch::label_batch_lanes, implementation, pool);
    }
  }
  return true;
}();

}  // namespace
}  // namespace bitcc

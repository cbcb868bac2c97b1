// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Benchmarks of the generic labelers on geometries other than 6x12 (and on 6x12 itself, for
// comparison with the core kernels). Registrations only: the main is bench_main.cpp's.
//
// Families: geometry/<W>x<H>_<adjacency>/<labeler>/random_<density>. Each benchmark first checks
// its labeler against the reference on all its inputs, then times it; items are boards.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "bitcc/generic/generic.hpp"
#include "testing/oracle.hpp"
#include "testing/pools.hpp"

namespace {

using bitcc::Adjacency;
using bitcc::Board;
using bitcc::Geometry;

constexpr std::size_t kPoolSize = 4096;

template <class G>
void run_labeler(benchmark::State& state, bitcc::generic::Labeler label,
                 const std::vector<Board>& boards) {
  Board out[G::kMaxComponents];
  Board expected[G::kMaxComponents];
  for (const Board b : boards) {
    const int n = bitcc::test_support::oracle_label<G>(b, expected);
    if (label(b, out) != n || !std::equal(out, out + n, expected)) {
      state.SkipWithError("labeler disagrees with the reference");
      return;
    }
  }
  for (auto _ : state) {
    for (const Board b : boards) {
      const int n = label(b, out);
      benchmark::DoNotOptimize(n);
      benchmark::DoNotOptimize(out[0]);
    }
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(boards.size()));
}

template <class G>
void register_geometry() {
  const struct {
    double density;
    const char* name;
  } densities[] = {{0.5, "random_0.5"}, {0.2, "random_0.2"}};
  for (const auto& density : densities) {
    // Shared by the geometry's labelers, built once at registration from a fixed seed.
    const auto boards = std::make_shared<const std::vector<Board>>(
        bitcc::test_support::make_geometry_pool<G>(density.density, kPoolSize));
    for (const auto& entry : bitcc::generic::kLabelers<G>) {
      const std::string name = "geometry/" + bitcc::generic::geometry_name<G>() + "/" +
                               std::string(entry.name) + "/" + density.name;
      const bitcc::generic::Labeler label = entry.label;
      benchmark::RegisterBenchmark(name.c_str(), [label, boards](benchmark::State& state) {
        run_labeler<G>(state, label, *boards);
      });
    }
  }
}

template <class... Geometries>
bool register_all() {
  (register_geometry<Geometries>(), ...);
  return true;
}

const bool registered = register_all<
    Geometry<6, 12>, Geometry<6, 12, Adjacency::Hex>, Geometry<6, 13>,
    Geometry<6, 13, Adjacency::Hex>, Geometry<6, 14>, Geometry<6, 14, Adjacency::Hex>,
    Geometry<8, 16>, Geometry<8, 16, Adjacency::Hex>, Geometry<9, 9>,
    Geometry<9, 9, Adjacency::Hex>, Geometry<11, 11>, Geometry<11, 11, Adjacency::Hex>>();

}  // namespace

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Benchmarks of the wide labelers (bitcc/wide): Go and Hex boards and contest maps. Registrations
// only: the main is bench_main.cpp's.
//
// Families: wide_<W>x<H>[_hex]/<labeler>/<pool>, pools random_0.2, random_0.5, random_0.8 and maze
// (one-cell corridors), 1024 boards each (128 mazes) from fixed seeds; the summary compares every
// labeler with union-find. Each benchmark first checks its labeler against the reference
// (testing/wide_oracle.hpp) on all its inputs, then times it; items are boards. With OpenCV found
// at configure time, its three 4-connectivity labelers are timed on the same boards (square ones).
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "bench/summary.hpp"
#include "bitcc/wide/wide.hpp"
#include "testing/wide_oracle.hpp"

#if BITCC_BENCH_OPENCV
#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>
#endif

namespace {

using bitcc::Adjacency;
namespace wide = bitcc::wide;
namespace oracle = bitcc::test_support::wide;

constexpr int kPoolSize = 1024;

template <class G>
void run_labeler(benchmark::State& state, wide::Labeler<G> label,
                 const std::vector<typename G::Board>& boards) {
  std::vector<typename G::Board> out(G::kMaxComponents);
  for (const auto& b : boards) {
    const std::vector<oracle::Grid> expected =
        oracle::oracle_components(oracle::to_grid<G>(b), G::kAdjacency);
    const int n = label(b, out.data());
    bool same = n == static_cast<int>(expected.size());
    for (int i = 0; same && i < n; ++i)
      same = oracle::to_grid<G>(out[static_cast<std::size_t>(i)]).cells == expected[static_cast<std::size_t>(i)].cells;
    if (!same) {
      state.SkipWithError("labeler disagrees with the reference");
      return;
    }
  }
  for (auto _ : state) {
    for (const auto& b : boards) {
      const int n = label(b, out.data());
      benchmark::DoNotOptimize(n);
      benchmark::DoNotOptimize(out[0]);
    }
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(boards.size()));
}

#if BITCC_BENCH_OPENCV
// OpenCV's labelers on the same boards, as images of one byte per cell (0 or 255) made before the
// timing, labels into a preallocated 32-bit image, 4-connectivity: the count is checked against
// the reference, then timed. Square boards only (OpenCV has no hex adjacency).
template <class G>
void run_opencv(benchmark::State& state, int algorithm,
                const std::vector<typename G::Board>& boards) {
  cv::setNumThreads(0);  // one thread, no thread pool: as bitcc runs
  std::vector<cv::Mat> images;
  for (const auto& b : boards) {
    const oracle::Grid grid = oracle::to_grid<G>(b);
    cv::Mat image(G::kHeight, G::kWidth, CV_8U);
    for (int row = 0; row < G::kHeight; ++row)
      for (int column = 0; column < G::kWidth; ++column)
        image.at<unsigned char>(row, column) = grid.at(row, column) ? 255 : 0;
    images.push_back(image);
    cv::Mat scratch;
    if (cv::connectedComponents(image, scratch, 4, CV_32S, algorithm) - 1 !=
        static_cast<int>(oracle::oracle_components(grid, G::kAdjacency).size())) {
      state.SkipWithError("OpenCV disagrees with the reference");
      return;
    }
  }
  cv::Mat labels(G::kHeight, G::kWidth, CV_32S);
  for (auto _ : state) {
    for (const cv::Mat& image : images) {
      const int n = cv::connectedComponents(image, labels, 4, CV_32S, algorithm);
      benchmark::DoNotOptimize(n);
    }
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(boards.size()));
}
#endif

template <class G>
void register_geometry() {
  using Board = typename G::Board;
  const std::string family = "wide_" + wide::geometry_name<G>();
  bitcc::bench::add_summary_section(
      {family, "union-find",
       "Wide boards " + wide::geometry_name<G>() + ": labelers (bitcc/wide), speed-up over union-find"});
  struct Pool {
    const char* name;
    std::shared_ptr<const std::vector<Board>> boards;
  };
  std::vector<Pool> pools;
  for (const auto& [name, density] : {std::pair{"random_0.2", 0.2}, std::pair{"random_0.5", 0.5},
                                      std::pair{"random_0.8", 0.8}}) {
    bitcc::test_support::Rng rng(static_cast<std::uint64_t>(density * 10) + 1000 * G::kCells);
    std::vector<Board> boards;
    for (int i = 0; i < kPoolSize; ++i) boards.push_back(oracle::random_board<G>(rng, density));
    pools.push_back({name, std::make_shared<const std::vector<Board>>(std::move(boards))});
  }
  bitcc::test_support::Rng rng(31);
  std::vector<Board> mazes;
  for (int i = 0; i < kPoolSize / 8; ++i) mazes.push_back(oracle::maze_board<G>(rng));
  pools.push_back({"maze", std::make_shared<const std::vector<Board>>(std::move(mazes))});

  for (const Pool& pool : pools)
    for (const auto& entry : wide::labelers<G>()) {
      if (!entry.supported()) continue;
      const std::string name = family + "/" + std::string(entry.name) + "/" + pool.name;
      const wide::Labeler<G> label = entry.label;
      const auto boards = pool.boards;
      benchmark::RegisterBenchmark(name.c_str(), [label, boards](benchmark::State& state) {
        run_labeler<G>(state, label, *boards);
      });
    }
#if BITCC_BENCH_OPENCV
  if constexpr (G::kAdjacency == Adjacency::Square)
    for (const Pool& pool : pools)
      for (const auto& [algorithm, name] :
           {std::pair{cv::CCL_SAUF, "opencv-sauf"}, std::pair{cv::CCL_BBDT, "opencv-bbdt"},
            std::pair{cv::CCL_SPAGHETTI, "opencv-spaghetti"}}) {
        const auto boards = pool.boards;
        const int id = algorithm;
        benchmark::RegisterBenchmark(
            (family + "/" + name + "/" + pool.name).c_str(),
            [id, boards](benchmark::State& state) { run_opencv<G>(state, id, *boards); });
      }
#endif
}

template <class... Geometries>
bool register_all() {
  (register_geometry<Geometries>(), ...);
  return true;
}

const bool registered =
    register_all<wide::Geometry<9, 9>, wide::Geometry<13, 13>, wide::Geometry<19, 19>,
                 wide::Geometry<19, 19, Adjacency::Hex>, wide::Geometry<30, 20>,
                 wide::Geometry<32, 32>>();

}  // namespace

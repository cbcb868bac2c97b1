// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Benchmarks of the map labeler (bitcc/map) on maps of any size. Registrations only: the main is
// bench_main.cpp's.
//
// Families: map_<W>x<H>/<labeler>/<kind> (4-connectivity) and map8_<W>x<H>/... (8-connectivity),
// sizes 19x19, 256x256, 1024x1024 and 4096x4096; kinds random_0.2, random_0.5, random_0.6,
// random_0.8, terrain (smooth value noise) and maze (one-cell corridors), one map each from a fixed
// seed (testing/map_oracle.hpp). Items are cells: the summary gives ns per cell. Labelers:
//   label            map::label into a preallocated image (64-byte aligned), one thread; its
//                    work memory allocated at each call
//   labeler          one map::Labeler for every call: its work memory kept
//   labeler-2threads the same with two threads (4096x4096 only)
//   union-find       the union-find terrain engine (games::UnionFindTerrain), the baseline: what
//                    maps over 1024 cells had before (counts and sizes, no label image)
//   opencv-sauf, opencv-bbdt, opencv-spaghetti   cv::connectedComponents into a preallocated
//                    32-bit image, one thread (when OpenCV is found at configure time)
// Families values_<W>x<H>/<labeler>/<kind> and values8_<W>x<H>/... (1024x1024 and 4096x4096):
// maps of values (map::label_values; kinds random_4 and random_16, every cell 0..k with equal
// chances, terrain_4 and terrain_16, the terrain's heights cut into k bands, the lowest fifth
// clear: testing/map_oracle.hpp). Items are cells. Labelers:
//   label-2values    the baseline: one map::Labeler on the two-value map of the same size and kind
//                    (random_0.5, terrain: the map_ families' maps), what a map of values is
//                    measured against
//   label-values     map::label_values, its work memory allocated at each call
//   values-labeler   one map::ValuesLabeler for every call: its work memory kept
//   opencv-per-value cv::connectedComponents on each value's mask in turn (its default algorithm,
//                    the mask made in the time), one thread (when OpenCV is found)
// Families map_threads_<W>x<H>/... and map8_threads_<W>x<H>/... (1024x1024 and 4096x4096, the
// same maps) set one thread against two, both with one map::Labeler kept across the calls as a
// program labeling map after map keeps it: labeler-1thread (the baseline) and labeler-2threads.
// Run them interleaved and repeated (--benchmark_repetitions=9
// --benchmark_enable_random_interleaving=true) on a machine as quiet as can be found: the second
// thread needs a core of its own.
// Each benchmark first checks its labels (or its count) against the reference labeling, then
// times. Every figure is wall-clock time (UseRealTime): the CPU time of the calling thread would
// leave out the second thread's work.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "bench/summary.hpp"
#include "bitcc/games/terrain.hpp"
#include "bitcc/map/map.hpp"
#include "testing/map_oracle.hpp"

#if BITCC_BENCH_OPENCV
#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>
#endif

namespace {

namespace map = bitcc::map;
namespace maps = bitcc::test_support::maps;

// The reference labeler's bytes of a map: a BitMap's bits as bytes, a map of values as it is.
maps::Cells reference_cells(const map::BitMap& m) { return maps::to_cells(m); }
const maps::Cells& reference_cells(const maps::Cells& m) { return m; }

// A map (a BitMap, or maps::Cells of values), made at the first benchmark that runs on it
// (registering all of them must stay quick), and its reference labelings.
template <class Map>
struct LazyInput {
  std::function<Map()> make;
  Map cells;
  bool made = false;
  maps::Reference four, eight;  // computed at the first benchmark that needs them
  bool checked_four = false, checked_eight = false;

  void prepare() {
    if (!made) cells = make();
    made = true;
  }

  const maps::Reference& reference(bool eight_connected) {
    bool& done = eight_connected ? checked_eight : checked_four;
    maps::Reference& ref = eight_connected ? eight : four;
    if (!done) ref = maps::reference_label(reference_cells(cells), eight_connected);
    done = true;
    return ref;
  }
};
using Input = LazyInput<map::BitMap>;
using ValuesInput = LazyInput<maps::Cells>;

void set_items(benchmark::State& state, std::size_t cells) {
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(cells));
}

// A label image of `cells` labels, 64-byte aligned as cv::Mat allocates its images: large images
// get streaming stores.
std::unique_ptr<map::Label, void (*)(void*)> aligned_image(std::size_t cells) {
  return {static_cast<map::Label*>(
              std::aligned_alloc(64, (cells * sizeof(map::Label) + 63) / 64 * 64)),
          std::free};
}

// map::label, or (reuse) one map::Labeler for every call: its memory kept from call to call.
void run_label(benchmark::State& state, Input& input, bool eight, unsigned threads, bool reuse) {
  input.prepare();
  map::LabelOptions options;
  options.connectivity = eight ? map::Connectivity::Eight : map::Connectivity::Four;
  options.threads = threads;
  const std::size_t cells = input.cells.cells();
  const auto image = aligned_image(cells);
  const map::Label count = map::label(input.cells, image.get(), cells, options);
  const maps::Reference& ref = input.reference(eight);
  if (count != ref.count || !std::equal(ref.labels.begin(), ref.labels.end(), image.get())) {
    state.SkipWithError("map::label disagrees with the reference");
    return;
  }
  map::Labeler labeler;
  for (auto _ : state) {
    benchmark::DoNotOptimize(reuse ? labeler.label(input.cells, image.get(), cells, options)
                                   : map::label(input.cells, image.get(), cells, options));
    benchmark::ClobberMemory();
  }
  set_items(state, input.cells.cells());
}

void run_union_find(benchmark::State& state, Input& input) {
  input.prepare();
  bitcc::games::TerrainMap terrain;
  terrain.width = static_cast<int>(input.cells.width());
  terrain.height = static_cast<int>(input.cells.height());
  for (std::size_t r = 0; r < input.cells.height(); ++r)
    for (std::size_t c = 0; c < input.cells.width(); ++c)
      terrain.walkable.push_back(input.cells.test(r, c) ? 1 : 0);
  if (bitcc::games::UnionFindTerrain(terrain).region_sizes().size() != input.reference(false).count) {
    state.SkipWithError("union-find disagrees with the reference");
    return;
  }
  for (auto _ : state) {
    bitcc::games::UnionFindTerrain regions(terrain);
    benchmark::DoNotOptimize(regions);
    benchmark::ClobberMemory();
  }
  set_items(state, input.cells.cells());
}

#if BITCC_BENCH_OPENCV
void run_opencv(benchmark::State& state, Input& input, bool eight, int algorithm) {
  input.prepare();
  cv::setNumThreads(0);  // one thread, no thread pool: as map::label runs by default
  const map::BitMap& m = input.cells;
  cv::Mat image(static_cast<int>(m.height()), static_cast<int>(m.width()), CV_8U);
  for (std::size_t r = 0; r < m.height(); ++r)
    for (std::size_t c = 0; c < m.width(); ++c)
      image.at<unsigned char>(static_cast<int>(r), static_cast<int>(c)) = m.test(r, c) ? 255 : 0;
  cv::Mat labels(image.rows, image.cols, CV_32S);
  const int connectivity = eight ? 8 : 4;
  const int n = cv::connectedComponents(image, labels, connectivity, CV_32S, algorithm);
  if (n - 1 != static_cast<int>(input.reference(eight).count)) {
    state.SkipWithError("OpenCV disagrees with the reference");
    return;
  }
  for (auto _ : state) {
    benchmark::DoNotOptimize(cv::connectedComponents(image, labels, connectivity, CV_32S, algorithm));
    benchmark::ClobberMemory();
  }
  set_items(state, m.cells());
}
#endif

// map::label_values, or (reuse) one map::ValuesLabeler for every call.
void run_label_values(benchmark::State& state, ValuesInput& input, bool eight, bool reuse) {
  input.prepare();
  map::LabelOptions options;
  options.connectivity = eight ? map::Connectivity::Eight : map::Connectivity::Four;
  const std::size_t cells = input.cells.cells.size();
  const auto image = aligned_image(cells);
  const map::ValueMap<std::uint8_t> values{input.cells.cells.data(), input.cells.width,
                                           input.cells.height, input.cells.width};
  const map::Label count = map::label_values(values, image.get(), cells, options);
  const maps::Reference& ref = input.reference(eight);
  if (count != ref.count || !std::equal(ref.labels.begin(), ref.labels.end(), image.get())) {
    state.SkipWithError("map::label_values disagrees with the reference");
    return;
  }
  map::ValuesLabeler labeler;
  for (auto _ : state) {
    benchmark::DoNotOptimize(reuse ? labeler.label(values, image.get(), cells, options)
                                   : map::label_values(values, image.get(), cells, options));
    benchmark::ClobberMemory();
  }
  set_items(state, cells);
}

#if BITCC_BENCH_OPENCV
// OpenCV on each value's mask in turn (values 1..kinds), the masks made in the time.
void run_opencv_per_value(benchmark::State& state, ValuesInput& input, bool eight,
                          unsigned kinds) {
  input.prepare();
  cv::setNumThreads(0);
  const maps::Cells& m = input.cells;
  const cv::Mat image(static_cast<int>(m.height), static_cast<int>(m.width), CV_8U,
                      const_cast<std::uint8_t*>(m.cells.data()));
  cv::Mat mask(image.rows, image.cols, CV_8U), labels(image.rows, image.cols, CV_32S);
  const int connectivity = eight ? 8 : 4;
  const auto label_all = [&] {
    int components = 0;
    for (unsigned value = 1; value <= kinds; ++value) {
      cv::compare(image, cv::Scalar(value), mask, cv::CMP_EQ);
      components += cv::connectedComponents(mask, labels, connectivity, CV_32S) - 1;
    }
    return components;
  };
  if (label_all() != static_cast<int>(input.reference(eight).count)) {
    state.SkipWithError("OpenCV disagrees with the reference");
    return;
  }
  for (auto _ : state) {
    benchmark::DoNotOptimize(label_all());
    benchmark::ClobberMemory();
  }
  set_items(state, m.cells.size());
}
#endif

// The values_ families (see the top of this file): `two_values(kind)` is the map_ families' input
// of the two-value map of the same kind.
void register_values(std::size_t side,
                     const std::function<std::shared_ptr<Input>(const std::string&)>& two_values) {
  const std::string size = std::to_string(side) + "x" + std::to_string(side);
  struct Kind {
    std::string name, two_values;
    unsigned kinds;
    std::shared_ptr<ValuesInput> input;
  };
  std::vector<Kind> kinds;
  for (const unsigned k : {4u, 16u}) {
    auto random = std::make_shared<ValuesInput>();
    random->make = [side, k] { return maps::random_values(side, side, k, side * 100 + k); };
    kinds.push_back({"random_" + std::to_string(k), "random_0.5", k, random});
    auto terrain = std::make_shared<ValuesInput>();
    // The two-value terrain's seed (register_maps): the same field, cut into bands.
    terrain->make = [side, k] { return maps::terrain_values(side, side, k, side + 1); };
    kinds.push_back({"terrain_" + std::to_string(k), "terrain", k, terrain});
  }
  for (const bool eight : {false, true}) {
    const std::string family = (eight ? "values8_" : "values_") + size;
    bitcc::bench::add_summary_section(
        {family, "label-2values",
         "Maps of values " + size + ", " + (eight ? "8" : "4") +
             "-connectivity (bitcc/map/values.hpp), speed-up over map::label on the two-value map "
             "of the same kind",
         "cell"});
    for (const Kind& kind : kinds) {
      const auto input = kind.input;
      const auto binary = two_values(kind.two_values);
      benchmark::RegisterBenchmark((family + "/label-2values/" + kind.name).c_str(),
                                   [binary, eight](benchmark::State& state) {
                                     run_label(state, *binary, eight, 1, true);
                                   })
          ->UseRealTime();
      benchmark::RegisterBenchmark((family + "/label-values/" + kind.name).c_str(),
                                   [input, eight](benchmark::State& state) {
                                     run_label_values(state, *input, eight, false);
                                   })
          ->UseRealTime();
      benchmark::RegisterBenchmark((family + "/values-labeler/" + kind.name).c_str(),
                                   [input, eight](benchmark::State& state) {
                                     run_label_values(state, *input, eight, true);
                                   })
          ->UseRealTime();
#if BITCC_BENCH_OPENCV
      benchmark::RegisterBenchmark((family + "/opencv-per-value/" + kind.name).c_str(),
                                   [input, eight, k = kind.kinds](benchmark::State& state) {
                                     run_opencv_per_value(state, *input, eight, k);
                                   })
          ->UseRealTime();
#endif
    }
  }
}

bool register_maps() {
  for (const std::size_t side : {19, 256, 1024, 4096}) {
    const std::string size = std::to_string(side) + "x" + std::to_string(side);
    struct Kind {
      std::string name;
      std::shared_ptr<Input> input;
    };
    std::vector<Kind> kinds;
    auto add = [&](const std::string& name, std::function<map::BitMap()> make) {
      auto input = std::make_shared<Input>();
      input->make = std::move(make);
      kinds.push_back({name, input});
    };
    for (const auto& [name, density] : {std::pair{"random_0.2", 0.2}, std::pair{"random_0.5", 0.5},
                                        std::pair{"random_0.6", 0.6}, std::pair{"random_0.8", 0.8}})
      add(name, [side, density = density] {
        return maps::random_map(side, side, density, side * 10 + static_cast<std::size_t>(density * 10));
      });
    add("terrain", [side] { return maps::terrain_map(side, side, side + 1); });
    add("maze", [side] { return maps::maze_map(side, side, side + 2); });

    for (const bool eight : {false, true}) {
      const std::string family = (eight ? "map8_" : "map_") + size;
      bitcc::bench::add_summary_section(
          {family, eight ? "label" : "union-find",
           "Maps " + size + ", " + (eight ? "8" : "4") +
               "-connectivity: labels into a preallocated image (bitcc/map)" +
               (eight ? ", speed-up over map::label" : ", speed-up over the union-find engine"),
           "cell"});
      for (const Kind& kind : kinds) {
        const auto input = kind.input;
        benchmark::RegisterBenchmark((family + "/label/" + kind.name).c_str(),
                                     [input, eight](benchmark::State& state) {
                                       run_label(state, *input, eight, 1, false);
                                     })
            ->UseRealTime();
        benchmark::RegisterBenchmark((family + "/labeler/" + kind.name).c_str(),
                                     [input, eight](benchmark::State& state) {
                                       run_label(state, *input, eight, 1, true);
                                     })
            ->UseRealTime();
        if (side == 4096)
          benchmark::RegisterBenchmark((family + "/labeler-2threads/" + kind.name).c_str(),
                                       [input, eight](benchmark::State& state) {
                                         run_label(state, *input, eight, 2, true);
                                       })
              ->UseRealTime();
        if (!eight)
          benchmark::RegisterBenchmark(
              (family + "/union-find/" + kind.name).c_str(),
              [input](benchmark::State& state) { run_union_find(state, *input); })
              ->UseRealTime();
#if BITCC_BENCH_OPENCV
        for (const auto& [algorithm, name] :
             {std::pair{cv::CCL_SAUF, "opencv-sauf"}, std::pair{cv::CCL_BBDT, "opencv-bbdt"},
              std::pair{cv::CCL_SPAGHETTI, "opencv-spaghetti"}}) {
          const int id = algorithm;
          benchmark::RegisterBenchmark((family + "/" + name + "/" + kind.name).c_str(),
                                       [input, eight, id](benchmark::State& state) {
                                         run_opencv(state, *input, eight, id);
                                       })
              ->UseRealTime();
        }
#endif
      }
    }
    if (side < 1024) continue;
    register_values(side, [&kinds](const std::string& name) {
      for (const Kind& kind : kinds)
        if (kind.name == name) return kind.input;
      return std::shared_ptr<Input>();
    });
    for (const bool eight : {false, true}) {
      const std::string family = (eight ? "map8_threads_" : "map_threads_") + size;
      bitcc::bench::add_summary_section(
          {family, "labeler-1thread",
           "Maps " + size + ", " + (eight ? "8" : "4") +
               "-connectivity: one map::Labeler, two threads against one",
           "cell"});
      for (const Kind& kind : kinds)
        for (const unsigned threads : {1u, 2u}) {
          const auto input = kind.input;
          const std::string row = threads == 1 ? "/labeler-1thread/" : "/labeler-2threads/";
          benchmark::RegisterBenchmark((family + row + kind.name).c_str(),
                                       [input, eight, threads](benchmark::State& state) {
                                         run_label(state, *input, eight, threads, true);
                                       })
              ->UseRealTime();
        }
    }
  }
  return true;
}

const bool registered = register_maps();

}  // namespace

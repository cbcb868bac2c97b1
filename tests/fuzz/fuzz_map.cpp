// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Fuzz target: the map labeler (bitcc/map). The first bytes pick a width (1..200), a height
// (1..40), the connectivity and 1..4 threads; the next fill the map's words whole, padding bits
// past the last column included (every call must ignore them). Every instruction set this CPU runs
// must give exactly the reference's labels, count and statistics (testing/map_oracle.hpp), and
// label_values (the set cells as one value), label_runs and component_of must agree with them.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "bitcc/map/map.hpp"
#include "testing/map_oracle.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

namespace map = bitcc::map;
namespace maps = bitcc::test_support::maps;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  FuzzedDataProvider data(bytes, size);
  const std::size_t width = data.ConsumeIntegralInRange<std::size_t>(1, 200);
  const std::size_t height = data.ConsumeIntegralInRange<std::size_t>(1, 40);
  map::LabelOptions options;
  const bool eight = data.ConsumeBool();
  options.connectivity = eight ? map::Connectivity::Eight : map::Connectivity::Four;
  options.threads = data.ConsumeIntegralInRange<unsigned>(1, 4);
  map::BitMap m(width, height);
  for (std::size_t r = 0; r < height; ++r)
    for (std::size_t k = 0; k < m.words_per_row(); ++k)
      m.row(r)[k] = data.ConsumeIntegral<std::uint64_t>();
  const std::string where = std::to_string(width) + "x" + std::to_string(height) +
                            (eight ? ", 8-connectivity, " : ", 4-connectivity, ") +
                            std::to_string(options.threads) + " threads";

  const maps::Reference ref = maps::reference_label(maps::to_cells(m), eight);
  for (const bitcc::Isa isa : bitcc::kAllIsas) {
    if (!map::label_detail::passes_available(isa)) continue;
    std::vector<map::Label> image(m.cells(), 0xFFFFFFFFu);
    std::vector<map::ComponentStats> stats;
    map::LabelOptions with_stats = options;
    with_stats.stats = &stats;
    const map::Label count = map::label_detail::label_with(m, image.data(), with_stats,
                                                           map::label_detail::passes_for(isa));
    const std::string what = std::string(bitcc::isa_name(isa)) + ", " + where;
    if (count != ref.count || image != ref.labels)
      bitcc::fuzz::fuzz_fail("map::label (" + what + ") differs from the reference");
    for (std::size_t k = 1; k <= ref.count; ++k)
      if (stats[k].area != ref.area[k] || stats[k].left != ref.left[k] ||
          stats[k].top != ref.top[k] || stats[k].width != ref.right[k] - ref.left[k] + 1 ||
          stats[k].height != ref.bottom[k] - ref.top[k] + 1)
        bitcc::fuzz::fuzz_fail("map::label (" + what + "): statistics of label " +
                               std::to_string(k) + " differ");
  }
  // The same cells as a map of two values (the set ones all of one value from the input):
  // label_values must find the same components, alone and with a ValuesLabeler kept across inputs
  // of every size (its pass 2 writes past each run's end: never past the image).
  const auto value = static_cast<std::uint8_t>(data.ConsumeIntegralInRange<int>(1, 255));
  std::vector<std::uint8_t> values(m.cells());
  for (std::size_t r = 0; r < height; ++r)
    for (std::size_t c = 0; c < width; ++c) values[r * width + c] = m.test(r, c) ? value : 0;
  const map::ValueMap<std::uint8_t> value_map{values.data(), width, height, width};
  static map::ValuesLabeler kept;
  for (const bool keep : {false, true}) {
    std::vector<map::Label> image(m.cells(), 0xFFFFFFFFu);
    const map::Label count =
        keep ? kept.label(value_map, image.data(), image.size(), options)
             : map::label_values(value_map, image.data(), image.size(), options);
    if (count != ref.count || image != ref.labels)
      bitcc::fuzz::fuzz_fail(std::string("label_values") + (keep ? " (ValuesLabeler)" : "") +
                             " differs from the reference, " + where);
  }
  const map::RunLabels runs = map::label_runs(m, options);
  if (runs.count() != ref.count) bitcc::fuzz::fuzz_fail("label_runs: count differs, " + where);
  for (std::size_t r = 0; r < height; ++r)
    for (std::size_t c = 0; c < width; ++c)
      if (runs.at(r, c) != ref.labels[r * width + c])
        bitcc::fuzz::fuzz_fail("label_runs: the label of " + std::to_string(r) + ", " +
                               std::to_string(c) + " differs, " + where);
  if (runs.at(height, 0) != 0 || runs.at(0, width) != 0)
    bitcc::fuzz::fuzz_fail("label_runs: a label outside the map, " + where);
  // A kept Labeler's label_runs (its memory from inputs of every size), row by row; and the image
  // with every component numbered backwards (LabelOptions::numbers).
  static map::Labeler labeler;
  const map::RunLabels& kept_runs = labeler.label_runs(m, options);
  std::vector<map::Label> row_labels(width);
  for (std::size_t r = 0; r < height; ++r) {
    kept_runs.row_labels(r, row_labels.data());
    if (kept_runs.count() != ref.count ||
        !std::equal(row_labels.begin(), row_labels.end(), ref.labels.begin() + r * width))
      bitcc::fuzz::fuzz_fail("Labeler::label_runs: row " + std::to_string(r) + " differs, " +
                             where);
  }
  std::vector<map::Label> numbers(ref.count);
  for (map::Label k = 1; k <= ref.count; ++k) numbers[k - 1] = ref.count + 1 - k;
  map::LabelOptions numbered = options;
  numbered.numbers = &numbers;
  std::vector<map::Label> image(m.cells(), 0xFFFFFFFFu);
  labeler.label(m, image.data(), image.size(), numbered);
  for (std::size_t i = 0; i < image.size(); ++i)
    if (image[i] != (ref.labels[i] == 0 ? 0 : ref.count + 1 - ref.labels[i]))
      bitcc::fuzz::fuzz_fail("map::label with numbers differs, " + where);
  const std::size_t row = data.ConsumeIntegralInRange<std::size_t>(0, height);
  const std::size_t column = data.ConsumeIntegralInRange<std::size_t>(0, width);
  const map::BitMap found = map::component_of(m, row, column, options.connectivity);
  const map::Label label = row < height && column < width ? ref.labels[row * width + column] : 0;
  for (std::size_t r = 0; r < height; ++r)
    for (std::size_t c = 0; c < width; ++c)
      if (found.test(r, c) != (label != 0 && ref.labels[r * width + c] == label))
        bitcc::fuzz::fuzz_fail("component_of differs, " + where);
  return 0;
}

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Fuzz target: the map labeler (bitcc/map). The first bytes pick a width (1..200), a height
// (1..40), the connectivity and 1..4 threads; the next fill the map's words whole, padding bits
// past the last column included (every call must ignore them). Every instruction set this CPU runs
// must give exactly the reference's labels, count and statistics (testing/map_oracle.hpp), and
// label_values (the set cells as one value), label_runs and component_of must agree with them.
// Then a map of 2 to 16 values from the next bytes: label_values on every instruction set against
// the reference on each value's mask, each component's value that of its cells.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "bitcc/map/map.hpp"
#include "testing/map_oracle.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

namespace map = bitcc::map;
namespace maps = bitcc::test_support::maps;

// label_values with the passes of `isa` on the map of `kinds` (a kind per cell) times `scale` as
// Value, into `image`: the count, and whether values[k] is the value of every cell labeled k (and
// values[0] = 0).
template <class Value>
std::pair<map::Label, bool> label_values_on(const std::vector<std::uint16_t>& kinds, unsigned scale,
                                            std::size_t width, std::size_t height,
                                            const map::LabelOptions& options, bitcc::Isa isa,
                                            std::vector<map::Label>& image) {
  std::vector<Value> cells(kinds.size());
  for (std::size_t i = 0; i < kinds.size(); ++i) cells[i] = static_cast<Value>(kinds[i] * scale);
  map::values_detail::Runs<Value> runs;
  std::vector<Value> values;
  const map::Label count = map::values_detail::label_values_with(
      map::ValueMap<Value>{cells.data(), width, height, width}, image.data(), image.size(), options,
      &values, runs, isa);
  bool right = !values.empty() && values[0] == 0;
  for (std::size_t i = 0; right && i < cells.size(); ++i)
    right = image[i] < values.size() && values[image[i]] == cells[i];
  return {count, right};
}

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
  // A map of 2 to 16 values (the next bytes, a value per cell; 16-bit values on request, spread
  // over their range), on every instruction set: each value's mask labeled by the reference, the
  // components renumbered together by first cell, as label_values numbers them.
  const unsigned kinds = data.ConsumeIntegralInRange<unsigned>(2, 16);
  const bool wide = data.ConsumeBool();
  std::vector<std::uint16_t> kinds_of(m.cells());
  for (auto& k : kinds_of)
    k = static_cast<std::uint16_t>(data.ConsumeIntegral<std::uint8_t>() % (kinds + 1));
  std::vector<map::Label> expected(m.cells(), 0);
  map::Label expected_count = 0;
  {
    std::vector<std::vector<std::uint32_t>> by_kind(kinds + 1);
    for (unsigned k = 1; k <= kinds; ++k) {
      maps::Cells mask{width, height, std::vector<std::uint8_t>(m.cells())};
      for (std::size_t i = 0; i < m.cells(); ++i) mask.cells[i] = kinds_of[i] == k;
      by_kind[k] = maps::reference_label(mask, eight).labels;
    }
    // Raster order: a component is numbered when its first cell is met.
    std::vector<std::vector<map::Label>> number(kinds + 1);
    for (std::size_t i = 0; i < m.cells(); ++i) {
      const unsigned k = kinds_of[i];
      if (k == 0) continue;
      const std::uint32_t local = by_kind[k][i];
      if (number[k].size() <= local) number[k].resize(local + 1, 0);
      if (number[k][local] == 0) number[k][local] = ++expected_count;
      expected[i] = number[k][local];
    }
  }
  for (const bitcc::Isa isa : bitcc::kAllIsas) {
    if (!map::label_detail::passes_available(isa)) continue;
    std::vector<map::Label> image(m.cells(), 0xFFFFFFFFu);
    // The kinds as 16-bit values spread over their range, or as they are.
    const auto [count, right_values] =
        wide ? label_values_on<std::uint16_t>(kinds_of, 4099, width, height, options, isa, image)
             : label_values_on<std::uint8_t>(kinds_of, 1, width, height, options, isa, image);
    if (count != expected_count || image != expected || !right_values)
      bitcc::fuzz::fuzz_fail("label_values on " + std::to_string(kinds) + " values (" +
                             std::string(bitcc::isa_name(isa)) + (wide ? ", 16-bit, " : ", ") +
                             where + ") differs from each value's reference");
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
  // The same image from the runs alone (RunLabels::write_image: pass 2 without labeling again).
  std::vector<map::Label> scratch;
  std::fill(image.begin(), image.end(), 0xFFFFFFFFu);
  runs.write_image(image.data(), image.size(), numbers, scratch);
  for (std::size_t i = 0; i < image.size(); ++i)
    if (image[i] != (ref.labels[i] == 0 ? 0 : ref.count + 1 - ref.labels[i]))
      bitcc::fuzz::fuzz_fail("RunLabels::write_image with numbers differs, " + where);
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

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// Fuzz target: bitcc/map/pbm.hpp's read_pbm on any bytes, and `bitcc image` on the same bytes.
// Besides memory safety: the stream reader (read_pbm_stream) and a source that gives 1..16 bytes
// at a time (the count from the input's last byte) agree with read_pbm in every field, and ask
// for no byte past an image; a refusal points into the input, and describe words it; an
// accepted image labels under both
// connectivities with `count` equal to the number of distinct nonzero labels, 0 exactly at clear
// cells, statistics whose areas add up, and it writes back (write_pbm) to the same map; the
// streaming labeler (bitcc/map/stream.hpp) fed by read_pbm_rows_stream reports the same
// components, numbers and statistics as map::label, and refuses what read_pbm refuses; the
// command exits with 0 on an image read and 1 on a refusal (with --stream too), its messages
// printable.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "bitcc/map/label.hpp"
#include "bitcc/map/pbm.hpp"
#include "bitcc/map/stream.hpp"
#include "commands.hpp"
#include "tests/fuzz/fuzz_support.hpp"

using namespace bitcc;

namespace {

void check_labels(const map::BitMap& image, map::Connectivity connectivity) {
  const std::string name = connectivity == map::Connectivity::Four ? "4" : "8";
  std::vector<map::ComponentStats> stats;
  map::LabelOptions options;
  options.connectivity = connectivity;
  options.stats = &stats;
  const map::LabelImage labels = map::label(image, options);
  if (labels.labels.size() != image.cells())
    bitcc::fuzz::fuzz_fail(name + "-connected: the label image is not one label per cell");
  std::vector<bool> seen(std::size_t{labels.count} + 1, false);
  std::uint64_t distinct = 0, set_cells = 0;
  for (std::size_t r = 0; r < image.height(); ++r)
    for (std::size_t c = 0; c < image.width(); ++c) {
      const map::Label label = labels.at(r, c);
      if ((label != 0) != image.test(r, c))
        bitcc::fuzz::fuzz_fail(name +
                               "-connected: a label that is 0 on a set cell or not 0 on a "
                               "clear one");
      if (label > labels.count) bitcc::fuzz::fuzz_fail(name + "-connected: a label over count");
      set_cells += label != 0;
      if (label != 0 && !seen[label]) {
        seen[label] = true;
        ++distinct;
      }
    }
  if (distinct != labels.count)
    bitcc::fuzz::fuzz_fail(name + "-connected: count " + std::to_string(labels.count) + ", " +
                           std::to_string(distinct) + " distinct nonzero labels");
  std::uint64_t area = 0;
  for (std::size_t k = 1; k < stats.size(); ++k) area += stats[k].area;
  if (stats.size() != std::size_t{labels.count} + 1 || area != set_cells ||
      stats[0].area != image.cells() - set_cells)
    bitcc::fuzz::fuzz_fail(name + "-connected: the statistics' areas do not add up");
}

// The streamed components of `text` under `connectivity` equal map::label's on `image` (or the
// stream refuses the image too when `image` is nullopt).
void check_stream(std::string_view text, const std::optional<map::BitMap>& image,
                  map::Connectivity connectivity) {
  std::istringstream stream{std::string(text)};
  std::vector<map::StreamComponent> seen;
  map::StreamOptions options;
  options.connectivity = connectivity;
  const std::optional<map::StreamedImage> streamed = map::label_pbm_stream(
      stream, options, [&](const map::StreamComponent& c) { seen.push_back(c); });
  if (streamed.has_value() != image.has_value())
    bitcc::fuzz::fuzz_fail("label_pbm_stream and read_pbm disagree on refusing the image");
  if (!image) return;
  std::vector<map::ComponentStats> stats;
  map::LabelOptions label_options;
  label_options.connectivity = connectivity;
  label_options.stats = &stats;
  const map::LabelImage labels = map::label(*image, label_options);
  if (streamed->count != labels.count || seen.size() != labels.count)
    bitcc::fuzz::fuzz_fail("the streaming labeler's count is not map::label's");
  for (std::size_t k = 0; k < seen.size(); ++k)
    if (seen[k].number != k + 1 || !(seen[k].stats == stats[k + 1]) ||
        labels.at(seen[k].first_row, seen[k].first_column) != k + 1)
      bitcc::fuzz::fuzz_fail("the streaming labeler's component " + std::to_string(k + 1) +
                             " is not map::label's");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(bytes), size);
  map::PbmProblem problem;
  std::size_t end = 0;
  const std::optional<map::BitMap> image = map::read_pbm(text, &problem, &end);
  if (image) {
    if (end > size || image->width() == 0 || image->height() == 0)
      bitcc::fuzz::fuzz_fail("read_pbm accepted an empty image or ended past the input");
    check_labels(*image, map::Connectivity::Four);
    check_labels(*image, map::Connectivity::Eight);
    if (map::read_pbm(map::write_pbm(*image)) != image)
      bitcc::fuzz::fuzz_fail("write_pbm does not read back to the same map");
  } else if (problem.offset > size || problem.line < 1) {
    bitcc::fuzz::fuzz_fail("read_pbm's problem points outside the input");
  } else {
    bitcc::fuzz::expect_printable(map::describe(problem));
  }

  // The same bytes from a stream, and from a source giving a few bytes at a time.
  const auto same = [&](const std::optional<map::BitMap>& other, const map::PbmProblem& why,
                        std::size_t other_end, const char* reader) {
    const bool agree =
        other == image && (image ? other_end == end
                                 : why.kind == problem.kind && why.offset == problem.offset &&
                                       why.line == problem.line && why.plain == problem.plain &&
                                       why.field == problem.field && why.byte == problem.byte &&
                                       why.width == problem.width && why.height == problem.height &&
                                       why.expected == problem.expected &&
                                       why.found == problem.found &&
                                       why.row_units == problem.row_units);
    if (!agree) bitcc::fuzz::fuzz_fail(std::string(reader) + " and read_pbm disagree");
  };
  {
    std::istringstream stream{std::string(text)};
    map::PbmProblem why;
    std::size_t other_end = 0;
    const std::optional<map::BitMap> other = map::read_pbm_stream(stream, &why, &other_end);
    same(other, why, other_end, "read_pbm_stream");
    if (image && static_cast<std::size_t>(stream.tellg()) != end)
      bitcc::fuzz::fuzz_fail("read_pbm_stream read past the image");
  }
  {
    const std::size_t piece = size == 0 ? 1 : 1 + bytes[size - 1] % 16;
    std::size_t at = 0;
    bool past = false;
    map::PbmProblem why;
    std::size_t other_end = 0;
    const std::optional<map::BitMap> other = map::read_pbm_from(
        [&](char* buffer, std::size_t want) {
          if (image && at + want > end) past = true;
          const std::size_t n = std::min({want, piece, size - at});
          std::copy_n(bytes + at, n, buffer);
          at += n;
          return n;
        },
        &why, &other_end);
    same(other, why, other_end, "read_pbm_from in pieces");
    if (past) bitcc::fuzz::fuzz_fail("read_pbm_from asked for bytes past the image");
  }

  check_stream(text, image, map::Connectivity::Four);
  check_stream(text, image, map::Connectivity::Eight);

  for (const bool stream : {false, true}) {
    std::istringstream in{std::string(text)};
    std::ostringstream out, err;
    const int status = cli::run_image(stream ? cli::Arguments{"--stats", "--stream"}
                                             : cli::Arguments{"--stats"},
                                      in, out, err);
    if (status != (image ? 0 : 1))
      bitcc::fuzz::fuzz_fail("bitcc image exits with " + std::to_string(status) + " on an image " +
                             (image ? "read" : "refused"));
    bitcc::fuzz::expect_printable(err.str());
  }
  return 0;
}

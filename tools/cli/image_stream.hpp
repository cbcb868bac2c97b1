// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/cli/image_stream.hpp: `bitcc image --stream`, the image labeled as its rows arrive
// (bitcc/map/stream.hpp), and the reading of every image of `bitcc image`, which decides at the
// header whether to stream.
#pragma once

#include <cstdint>
#include <fstream>
#include <iosfwd>
#include <optional>
#include <string>

#include "bitcc/map/bitmap.hpp"
#include "bitcc/map/pbm.hpp"

namespace bitcc::cli {

/// Images of more pixels than this are streamed without --stream when no label image is asked
/// for: map::label's label image would take 4 GiB or more.
inline constexpr std::uint64_t kAutoStreamPixels = std::uint64_t{1} << 30;

/// What `bitcc image` was asked, as far as reading and streaming go.
struct ImageRequest {
  std::string path;  // the input's name for messages: "-" for standard input
  bool stream = false, stats = false, eight = false;
  bool labels = false;  // --labels given: never streamed unless --stream
  std::string labels_path, labels_format;
  unsigned threads = 1;  // --threads (0: one per processor); streaming uses 2 at most
};

/// Reads the image of `input` (the file or standard input named by request.path). When it is
/// streamed (request.stream, or more than kAutoStreamPixels pixels and no --labels), labels it as
/// its rows arrive, prints what `bitcc image` prints (the components line after the table) to
/// `report`, writes the label image in a second pass when asked, and returns the exit status.
/// Otherwise returns nullopt, with the map in `image` (nullopt when refused, the reason in
/// `problem`) and its format in `plain`, as read_pbm_stream gives them.
std::optional<int> read_or_stream_image(std::istream& input, const ImageRequest& request,
                                        std::optional<map::BitMap>& image,
                                        map::PbmProblem& problem, bool& plain,
                                        std::ostream& report, std::ostream& out,
                                        std::ostream& err);

/// Where --labels writes: `out` for the path "-", else `file`, opened on `path` (truncated). Sets
/// `where` to its name for messages ("standard output" or the quoted path). Returns the stream,
/// or nullptr after printing to `err` why the file cannot be opened.
std::ostream* open_labels_output(const std::string& path, std::ofstream& file, std::ostream& out,
                                 std::ostream& err, std::string& where);

}  // namespace bitcc::cli

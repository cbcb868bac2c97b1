// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc image`: connected components of a PBM image (see kImageUsage).
#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <istream>
#include <new>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "bitcc/map/label.hpp"
#include "bitcc/map/npy.hpp"
#include "bitcc/map/pbm.hpp"
#include "commands.hpp"
#include "image_stream.hpp"
#include "options.hpp"
#include "text.hpp"

namespace bitcc::cli {
namespace {

constexpr const char* kCommand = "bitcc image";

constexpr const char* kImageUsage = R"(usage: bitcc image [options] [FILE]

Connected components of a black-and-white image.

Input: a Netpbm bitmap (PBM), plain (P1) or raw (P4), from FILE, or from standard input when
FILE is '-' or not given. Black pixels (1) are the ones joined into components. Only the first
image is read, as it comes: the input is read up to the image's last pixel and no further. In
the header, and between the digits of a P1 image, '#' starts a comment that runs to the end of
the line. An image is at most 2147483648 pixels wide or high and 2^36 pixels in all.

Output: the size (width x height) and the format, then the number of components:
  image: 5 x 3 (P1)
  components: 2
With --stats, a table follows: a header line, then one line per component in the order of the
labels (1 is the component of the first black pixel in reading order, row by row from the top,
left to right), its bounding box (the leftmost column and top row, counted from 0 at the
top-left pixel, its width and height) and its area in pixels (with --stream the components
line comes after the table):
  label left top width height area
  1 0 0 2 2 3
  2 3 1 2 2 4

Options (--name value or --name=value):
  --connectivity C  4 (default): pixels that share a side are joined; 8: also pixels that
                    share a corner
  --threads N       threads labeling bands of rows at once: 1 (default) to 1024, or 0 for
                    one per processor; with --stream two at most, which share the bands of
                    rows (one with --labels)
  --stats           the table above
  --stream          label the image as its rows arrive, holding a few rows and the components
                    not yet complete instead of the image (for images larger than memory); the
                    table's lines come as components complete, in the order of the labels, and
                    the components line after them; on by itself for images of more than
                    2^30 pixels unless --labels is given. With --labels (npy or raw only), the
                    image is read a second time to write the label image, so FILE is needed
  --labels FILE     write the label image, each pixel's label (0 for white), to FILE, or to
                    standard output when FILE is '-' (the lines above then go to standard
                    error), in the format of --labels-format
  --labels-format F the label image's format; by default npy when FILE ends in .npy, else pgm:
                    pgm  a PGM (P5) grey map: maxval the number of components (1 when there
                         is none), samples of one byte up to 255 components, two bytes (most
                         significant first) above; refused over 65535 components, which no PGM
                         holds
                    npy  a NumPy .npy file (version 1.0): an array of shape (height, width),
                         dtype uint32 ('<u4'), C order, as numpy.load reads it
                    raw  the labels alone, 4 bytes each, least significant first, row by row
  -h, --help        show this help

Errors name the line and byte (both counted from 1) where the image goes wrong, or say how
much of the pixels the input holds when it ends early.

Exit status: 0, 1 when the image was refused or could not be read, or the label image could
not be written (a PGM over 65535 components, or the labels' FILE not writable), 2 when the
command line is wrong or FILE cannot be opened.
)";

// The label image's format when --labels-format is not given: npy for a FILE ending in .npy (in
// any case), else pgm.
std::string default_format(const std::string& path) {
  std::string ending = path.size() >= 4 ? path.substr(path.size() - 4) : "";
  for (char& c : ending) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ending == ".npy" ? "npy" : "pgm";
}

}  // namespace

int run_image(const Arguments& args, std::istream& in, std::ostream& out, std::ostream& err) {
  const std::optional<ParsedOptions> options =
      parse_options(kCommand, args,
                    {with_value("--connectivity", {"4", "8"}), with_value("--threads"),
                     flag("--stats"), flag("--stream"), with_value("--labels"),
                     with_value("--labels-format", {"pgm", "npy", "raw"})},
                    1, err);
  if (!options) return kExitUsage;
  if (options->help) {
    out << kImageUsage;
    return kExitOk;
  }
  const std::optional<unsigned long long> threads =
      number_option(kCommand, *options, "--threads", 0, 1024, 1, err);
  if (!threads) return kExitUsage;
  const std::string labels_path = options->value("--labels");
  if (options->has("--labels") && labels_path.empty())
    return usage_error(kCommand, "--labels needs a file name", err);
  if (options->has("--labels-format") && !options->has("--labels"))
    return usage_error(kCommand, "--labels-format needs --labels", err);
  const std::string labels_format = options->value("--labels-format", default_format(labels_path));
  const std::string path = options->operands.empty() ? "-" : options->operands[0];
  if (options->has("--stream") && options->has("--labels") && path == "-")
    return usage_error(kCommand, "--stream with --labels needs FILE (the image is read twice)", err);
  if (options->has("--stream") && options->has("--labels") && labels_format == "pgm")
    return usage_error(kCommand, "--stream writes the label image as npy or raw, not pgm", err);
  // With the label image on standard output, the lines about the image go to standard error.
  const bool labels_to_stdout = options->has("--labels") && labels_path == "-";
  std::ostream& report = labels_to_stdout ? err : out;
  try {
    static_cast<void>(map::label_isa());
  } catch (const std::exception& error) {  // a bad BITCC_SIMD
    err << kCommand << ": " << error.what() << "\n";
    return kExitUsage;
  }

  // The image, read as it comes: the header, then its raster's bytes (P4) or digits (P1), and
  // nothing after them. Streams read bytes as they are (binary) on POSIX systems; files are
  // opened in binary mode.
  std::ifstream input_file;
  if (path != "-") {
    // A directory opens as a stream (and fails at the first read): refused here, as a FILE that
    // cannot be opened.
    std::error_code error;
    const bool directory = std::filesystem::is_directory(path, error);
    errno = 0;
    if (!directory) input_file.open(path, std::ios::binary);
    if (directory || !input_file) {
      const int reason = errno;
      err << kCommand << ": cannot open '" << printable(path) << "'";
      if (directory) err << ": it is a directory";
      else if (reason != 0) err << ": " << std::strerror(reason);
      err << "\n";
      return kExitUsage;
    }
  }
  std::istream& input = path == "-" ? in : input_file;
  map::PbmProblem problem;
  bool plain = false;
  // Streamed (labeled as it is read: image_stream.cpp) with --stream or past a size.
  const ImageRequest request{path,
                             options->has("--stream"),
                             options->has("--stats"),
                             options->value("--connectivity", "4") == "8",
                             options->has("--labels"),
                             labels_path,
                             labels_format,
                             static_cast<unsigned>(*threads)};
  std::optional<map::BitMap> image;
  if (const std::optional<int> status =
          read_or_stream_image(input, request, image, problem, plain, report, out, err))
    return *status;
  if (input.bad()) {  // a read failed ("cannot read standard input: Is a directory")
    const int reason = errno;
    err << kCommand << ": cannot read "
        << (path == "-" ? std::string("standard input") : "'" + printable(path) + "'");
    if (reason != 0) err << ": " << std::strerror(reason);
    err << "\n";
    return kExitBadInput;
  }
  if (!image) {
    err << kCommand << ": " << map::describe(problem) << "\n";
    return kExitBadInput;
  }
  report << "image: " << image->width() << " x " << image->height() << " ("
      << (plain ? "P1" : "P4") << ")\n";

  std::vector<map::ComponentStats> stats;
  map::LabelOptions label_options;
  label_options.connectivity = options->value("--connectivity", "4") == "8"
                                   ? map::Connectivity::Eight
                                   : map::Connectivity::Four;
  label_options.threads = static_cast<unsigned>(*threads);
  if (options->has("--stats")) label_options.stats = &stats;
  map::LabelImage labels;
  try {
    labels = map::label(*image, label_options);
  } catch (const std::bad_alloc&) {  // the label image: 4 bytes a pixel, and the runs
    err << kCommand << ": " << image->width() << " x " << image->height()
        << " pixels: not enough memory to label them (a 32-bit label per pixel, "
        << image->cells() * 4 << " bytes)\n";
    return kExitBadInput;
  } catch (const std::exception& error) {  // too many runs, no memory, a thread that cannot start
    err << kCommand << ": " << error.what() << "\n";
    return kExitBadInput;
  }
  report << "components: " << labels.count << "\n";
  if (options->has("--stats")) {
    report << "label left top width height area\n";
    for (std::size_t k = 1; k < stats.size(); ++k)
      report << k << ' ' << stats[k].left << ' ' << stats[k].top << ' ' << stats[k].width << ' '
             << stats[k].height << ' ' << stats[k].area << '\n';
  }

  if (!options->has("--labels")) return kExitOk;
  std::string bytes;
  if (labels_format == "pgm") {
    std::optional<std::string> pgm = map::write_pgm(labels);
    if (!pgm) {
      err << kCommand << ": --labels: " << plural(labels.count, "component")
          << ", more than the 65535 a PGM holds; no label image written (--labels-format npy, or "
             "a FILE ending in .npy, holds any number)\n";
      return kExitBadInput;
    }
    bytes = std::move(*pgm);
  } else {
    bytes = labels_format == "npy" ? map::write_npy(labels) : map::write_u32le(labels);
  }
  std::ofstream file;
  std::string where;
  std::ostream* opened = open_labels_output(labels_path, file, out, err, where);
  if (opened == nullptr) return kExitBadInput;
  std::ostream& sink = *opened;
  errno = 0;  // a failed write leaves its reason here
  if (!sink.write(bytes.data(), static_cast<std::streamsize>(bytes.size())) || !sink.flush()) {
    const int reason = errno;
    err << kCommand << ": --labels: cannot write " << where;
    if (reason != 0) err << ": " << std::strerror(reason);
    err << "\n";
    return kExitBadInput;
  }
  return kExitOk;
}

}  // namespace bitcc::cli

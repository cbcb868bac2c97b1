// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// `bitcc image`: connected components of a PBM image (see kImageUsage).
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "bitcc/map/label.hpp"
#include "bitcc/map/pbm.hpp"
#include "commands.hpp"
#include "options.hpp"
#include "text.hpp"

namespace bitcc::cli {
namespace {

constexpr const char* kCommand = "bitcc image";

constexpr const char* kImageUsage = R"(usage: bitcc image [options] [FILE]

Connected components of a black-and-white image.

Input: a Netpbm bitmap (PBM), plain (P1) or raw (P4), from FILE, or from standard input when
FILE is '-' or not given. Black pixels (1) are the ones joined into components. Only the first
image is read: the bytes after its last pixel are ignored. In the header, and between the digits
of a P1 image, '#' starts a comment that runs to the end of the line. An image is at most
2147483648 pixels wide or high and 2^36 pixels in all.

Output: the size (width x height) and the format, then the number of components:
  image: 5 x 3 (P1)
  components: 2
With --stats, a table follows: a header line, then one line per component in the order of the
labels (1 is the component of the first black pixel in reading order, row by row from the top,
left to right), its bounding box (the leftmost column and top row, counted from 0 at the
top-left pixel, its width and height) and its area in pixels:
  label left top width height area
  1 0 0 2 2 3
  2 3 1 2 2 4

Options (--name value or --name=value):
  --connectivity C  4 (default): pixels that share a side are joined; 8: also pixels that
                    share a corner
  --threads N       threads labeling bands of rows at once: 1 (default) to 1024, or 0 for
                    one per processor
  --stats           the table above
  --labels FILE     write the label image to FILE as a PGM (P5) grey map: each pixel's label,
                    0 for white; maxval is the number of components (1 when there is none),
                    samples of one byte up to 255 components, two bytes (most significant
                    first) above; refused over 65535 components, which no PGM holds
  -h, --help        show this help

Errors name the line and byte (both counted from 1) where the image goes wrong, or say how
much of the pixels the input holds when it ends early.

Exit status: 0, 1 when the image was refused or could not be read, or the label image could
not be written (over 65535 components, or FILE not writable), 2 when the command line is wrong
or FILE cannot be opened.
)";

// A problem of a PBM file in words, naming where it is.
std::string describe(const map::PbmProblem& problem) {
  using Kind = map::PbmProblem::Kind;
  const std::string field =
      problem.field == map::PbmProblem::Field::Width ? "the width" : "the height";
  const std::string where = "line " + std::to_string(problem.line) + ", byte " +
                            std::to_string(problem.offset + 1) + ": ";
  // The byte quoted; one of 0x80 and above is escaped too (alone, it is no UTF-8).
  const auto value = static_cast<unsigned char>(problem.byte);
  const std::string byte = "'" +
                           (value < 0x80 ? printable(std::string_view(&problem.byte, 1))
                                         : std::string("\\x") + "0123456789abcdef"[value >> 4] +
                                               "0123456789abcdef"[value & 15]) +
                           "'";
  const std::string size = std::to_string(problem.width) + " x " + std::to_string(problem.height);
  switch (problem.kind) {
    case Kind::BadMagic:
      return "not a PBM image: it must start with P1 (plain) or P4 (raw), then whitespace";
    case Kind::MissingSize:
      return "the input ends before " + field;
    case Kind::NotANumber:
      return where + "unexpected " + byte + ": " + field + " is decimal digits, then whitespace";
    case Kind::ZeroSize:
      return where + field + " is 0";
    case Kind::SideTooLarge:
      return where + field + " is over " + std::to_string(map::kMaxPbmSide) +
             " pixels, the most read";
    case Kind::TooManyCells:
      return where + size + " is " + std::to_string(problem.width * problem.height) +
             " pixels, over 2^36 (" + std::to_string(map::kMaxPbmCells) + "), the most read";
    case Kind::NoSeparator:
      return where + "unexpected " + byte +
             " after the height: a P4 image has one whitespace byte before its pixels";
    case Kind::Truncated: {
      const std::string unit = problem.plain ? "digit" : "byte";
      return "the pixels end early: expected " +
             plural(static_cast<long long>(problem.height), "row") + " of " +
             plural(static_cast<long long>(problem.row_units), unit) + " (" +
             plural(static_cast<long long>(problem.expected), unit) + "), found " +
             plural(static_cast<long long>(problem.found), unit) + " (" +
             plural(static_cast<long long>(problem.found / problem.row_units), "whole row") + ")";
    }
    case Kind::InvalidDigit:
      return where + "unexpected " + byte + " at pixel row " +
             std::to_string(problem.found / problem.width + 1) + ", column " +
             std::to_string(problem.found % problem.width + 1) +
             " (counted from 1): a P1 pixel is 0 or 1";
    case Kind::OutOfMemory:
      break;
  }
  return size + " pixels: not enough memory";
}

// The whole of `in`, or nullopt after reporting a failed read ("cannot read standard input: Is a
// directory", as LineReader words it). Streams read bytes as they are (binary) on POSIX systems;
// files are opened in binary mode.
std::optional<std::string> read_all(std::istream& in, const std::string& source,
                                    std::ostream& err) {
  std::string bytes;
  std::vector<char> buffer(1 << 16);
  errno = 0;  // a failed read leaves its reason here; nothing older must be reported
  while (in) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    bytes.append(buffer.data(), static_cast<std::size_t>(in.gcount()));
  }
  if (!in.bad()) return bytes;
  const int reason = errno;
  err << kCommand << ": cannot read " << source;
  if (reason != 0) err << ": " << std::strerror(reason);
  err << "\n";
  return std::nullopt;
}

}  // namespace

int run_image(const Arguments& args, std::istream& in, std::ostream& out, std::ostream& err) {
  const std::optional<ParsedOptions> options =
      parse_options(kCommand, args,
                    {with_value("--connectivity", {"4", "8"}), with_value("--threads"),
                     flag("--stats"), with_value("--labels")},
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
  try {
    static_cast<void>(map::label_isa());
  } catch (const std::exception& error) {  // a bad BITCC_SIMD
    err << kCommand << ": " << error.what() << "\n";
    return kExitUsage;
  }

  // The bytes of the file.
  const std::string path = options->operands.empty() ? "-" : options->operands[0];
  std::optional<std::string> bytes;
  if (path == "-") {
    bytes = read_all(in, "standard input", err);
  } else {
    // A directory opens as a stream (and fails at the first read): refused here, as a FILE that
    // cannot be opened.
    std::error_code error;
    const bool directory = std::filesystem::is_directory(path, error);
    std::ifstream file;
    if (!directory) file.open(path, std::ios::binary);
    if (directory || !file) {
      err << kCommand << ": cannot open '" << printable(path) << "'"
          << (directory ? ": it is a directory" : "") << "\n";
      return kExitUsage;
    }
    bytes = read_all(file, "'" + printable(path) + "'", err);
  }
  if (!bytes) return kExitBadInput;

  map::PbmProblem problem;
  const std::optional<map::BitMap> image = map::read_pbm(*bytes, &problem);
  if (!image) {
    err << kCommand << ": " << (bytes->empty() ? "the input is empty" : describe(problem)) << "\n";
    return kExitBadInput;
  }
  out << "image: " << image->width() << " x " << image->height() << " ("
      << ((*bytes)[1] == '1' ? "P1" : "P4") << ")\n";

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
  } catch (const std::exception& error) {  // too many runs, no memory, a thread that cannot start
    err << kCommand << ": " << error.what() << "\n";
    return kExitBadInput;
  }
  out << "components: " << labels.count << "\n";
  if (options->has("--stats")) {
    out << "label left top width height area\n";
    for (std::size_t k = 1; k < stats.size(); ++k)
      out << k << ' ' << stats[k].left << ' ' << stats[k].top << ' ' << stats[k].width << ' '
          << stats[k].height << ' ' << stats[k].area << '\n';
  }

  if (!options->has("--labels")) return kExitOk;
  const std::optional<std::string> pgm = map::write_pgm(labels);
  if (!pgm) {
    err << kCommand << ": --labels: " << plural(labels.count, "component")
        << ", more than the 65535 a PGM holds; no label image written\n";
    return kExitBadInput;
  }
  std::ofstream file(labels_path, std::ios::binary | std::ios::trunc);
  if (!file || !file.write(pgm->data(), static_cast<std::streamsize>(pgm->size())) ||
      !file.flush()) {
    err << kCommand << ": --labels: cannot write '" << printable(labels_path) << "'\n";
    return kExitBadInput;
  }
  return kExitOk;
}

}  // namespace bitcc::cli

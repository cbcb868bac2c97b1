// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tools/cli/label_command.cpp: `bitcc label`, boards in, components out.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "bitcc/bitcc.hpp"
#include "commands.hpp"
#include "line_reader.hpp"
#include "options.hpp"

namespace bitcc::cli {
namespace {

constexpr std::string_view kCommand = "bitcc label";

// The values of --labeler: kAutomaticLabeler (the default: what bitcc::label runs), then every
// labeler of the registry.
std::vector<std::string> labeler_names() {
  std::vector<std::string> names{std::string(kAutomaticLabeler)};
  for (const LabelerEntry& entry : kLabelers) names.emplace_back(entry.name);
  return names;
}

// The letter of each component in a drawing, in output order: A..Z, then a..j (a board has at
// most kMaxComponents = 36 components).
constexpr char kComponentLetters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij";
static_assert(sizeof kComponentLetters - 1 == kMaxComponents);

void print_help(std::ostream& out) {
  out << "usage: bitcc label [--labeler NAME] [--picture] [--draw]\n"
         "\n"
         "Splits each board read from standard input into its 4-connected components.\n"
         "\n"
         "Input: one board per line in hexadecimal, with or without 0x: bit 6*row+column is the\n"
         "cell at (row, column), row 0 at the bottom, column 0 at the left, bits 0..71. Blank\n"
         "lines are skipped, and '#' starts a comment that runs to the end of the line. With\n"
         "--picture, boards are pictures instead: 12 lines of 6 characters, top row first, '#'\n"
         "for a set cell and '.' for an empty one, separated by blank lines (empty, or only\n"
         "spaces and tabs). In a picture, where '#' is a cell, a comment starts at a '#' after a\n"
         "space or tab (\"#....# # two cells\"), and a line \"# text\" (a space after '#') is a\n"
         "comment, not a row.\n"
         "\n"
         "Output: one line per board: the number of components, then each component in\n"
         "lowercase hexadecimal without 0x, in ascending order of its lowest set bit, separated\n"
         "by spaces. With --draw, each board is drawn instead: 12 lines of 6 characters, top row\n"
         "first, '.' for an empty cell and each component's cells in its own letter (A, B, C, ...\n"
         "in the output order; past Z, a board's 27th to 36th components are a..j), followed by\n"
         "a blank line.\n"
         "\n"
         "Options (--name value or --name=value):\n"
         "  --labeler NAME  the labeler to use: ";
  const std::vector<std::string> names = labeler_names();
  for (std::size_t i = 0; i < names.size(); ++i) out << (i == 0 ? "" : ", ") << names[i];
  out << " (default: auto, the\n"
         "                  fastest this CPU runs; the environment variable BITCC_SIMD can\n"
         "                  force its choice: avx512, avx2, sse4.2 or scalar)\n"
         "  --picture       read pictures instead of hexadecimal lines\n"
         "  --draw          draw each board's components as a picture instead of hexadecimal\n"
         "  -h, --help      show this help\n"
         "\n"
         "A malformed board is reported on standard error with its line number and skipped;\n"
         "the other boards are still printed. A line longer than "
      << kMaxLineLength
      << " bytes is reported as too\n"
         "long and skipped (with the picture holding it).\n"
         "\n"
         "Exit status: 0, 1 when some input was malformed or could not be read, 2 when the\n"
         "command line is wrong.\n";
}

// One output line, written at once from a buffer: the count, then each component in hexadecimal.
void print_components(const Board* components, int n, std::ostream& out) {
  static_assert(kMaxComponents < 100);
  char text[2 + kMaxComponents * (1 + kMaxHexDigits) + 1];
  int length = 0;  // n is at most kMaxComponents: two digits
  if (n >= 10) text[length++] = static_cast<char>('0' + n / 10);
  text[length++] = static_cast<char>('0' + n % 10);
  for (int i = 0; i < n; ++i) {
    text[length++] = ' ';
    length += write_hex(components[i], text + length);
  }
  text[length++] = '\n';
  out.write(text, length);
}

// The components drawn as letters (see kComponentLetters), then a blank line, written at once
// from a buffer.
void draw_components(const Board* components, int n, std::ostream& out) {
  char picture[kHeight * (kWidth + 1) + 1];
  for (int row = kHeight - 1; row >= 0; --row) {
    char* line = picture + (kHeight - 1 - row) * (kWidth + 1);
    for (int column = 0; column < kWidth; ++column) line[column] = '.';
    line[kWidth] = '\n';
  }
  for (int i = 0; i < n; ++i) {
    for (Board cells = components[i]; cells != 0;) {
      const int cell = pop_lowest(cells);
      const int row = cell / kWidth, column = cell % kWidth;
      picture[(kHeight - 1 - row) * (kWidth + 1) + column] = kComponentLetters[i];
    }
  }
  picture[kHeight * (kWidth + 1)] = '\n';
  out.write(picture, sizeof picture);
}

// What happens to each good board: labeled once by `label`, then printed by `print` to `out`.
struct LabelThenPrint {
  Labeler label;
  void (*print)(const Board* components, int n, std::ostream& out);
  std::ostream& out;

  void operator()(Board b) const {
    Board components[kMaxComponents];
    const int n = label(b, components);
    print(components, n, out);
  }
};

// Hexadecimal input: one board per line.
bool label_hex_lines(const LabelThenPrint& output, LineReader& lines, std::ostream& err) {
  bool all_good = true;
  std::string line;
  while (lines.next_command(line)) {
    std::string error;
    const std::optional<Board> b = parse_hex(line, &error);
    if (!b) {
      err << kCommand << ": line " << lines.line_number() << ": " << error << "\n";
      all_good = false;
      continue;
    }
    output(*b);
  }
  return all_good;
}

// Picture input: pictures are the runs of lines between blank lines, read one line at a time by
// PictureParser. A picture is reported once, at its first error, and its other lines are skipped;
// a picture holding a line too long to read is already reported (by the reader) and is skipped.
bool label_pictures(const LabelThenPrint& output, LineReader& lines, std::ostream& err) {
  bool all_good = true;
  std::optional<PictureParser> picture;  // the open picture: after a row, until a blank line
  bool broken = false;                   // the open picture was reported or had a line too long
  auto finish_picture = [&]() {
    if (!picture) return;
    std::string error;
    const std::optional<Board> b = broken ? std::nullopt : picture->finish(&error);
    if (b) {
      output(*b);
    } else {
      if (!broken) err << kCommand << ": " << error << "\n";
      all_good = false;
    }
    picture.reset();
    broken = false;
  };
  std::string line;
  std::uint64_t skipped = 0;
  for (;;) {
    const bool more = lines.next(line);
    if (lines.skipped() != skipped) {
      // Skipped lines lie just before this one: in the open picture, or starting this one.
      skipped = lines.skipped();
      all_good = false;
      if (!picture && more && !is_blank(line))
        picture.emplace(static_cast<long long>(lines.line_number()));
      if (picture) broken = true;
    }
    if (!more) break;
    if (is_blank(line)) {
      finish_picture();
      continue;
    }
    if (!picture) {
      if (is_comment_only(line)) continue;  // between pictures
      picture.emplace(static_cast<long long>(lines.line_number()));
    }
    if (broken) continue;
    std::string error;
    const bool full = picture->rows() == kHeight;
    if (!picture->add_line(line, static_cast<long long>(lines.line_number()), &error)) {
      // A row after 12 rows is most often the next picture, with no blank line before it.
      err << kCommand << ": " << error
          << (full ? "; a blank line must separate two pictures (both are skipped)" : "") << "\n";
      broken = true;
    }
  }
  finish_picture();
  return all_good;
}

// The labeler called `name` (one of labeler_names(); "auto" reads BITCC_SIMD), or nullptr after
// reporting why it cannot run here.
const LabelerEntry* resolve_labeler(const std::string& name, std::ostream& err) {
  const LabelerEntry* entry = nullptr;
  try {
    entry = choose_labeler(name);
  } catch (const std::exception& error) {  // a bad BITCC_SIMD
    err << kCommand << ": " << error.what() << "\n";
    return nullptr;
  }
  if (entry == nullptr) return nullptr;  // parse_options let through only the names listed
  if (!entry->supported()) {
    err << kCommand << ": --labeler " << name << ": this labeler needs " << entry->needs
        << ", which this CPU lacks\n";
    return nullptr;
  }
  return entry;
}

}  // namespace

int label_command(const Arguments& args, std::istream& in, std::ostream& out, std::ostream& err) {
  const std::optional<ParsedOptions> options = parse_options(
      kCommand, args, {with_value("--labeler", labeler_names()), flag("--picture"), flag("--draw")},
      0, err);
  if (!options) return kExitUsage;
  if (options->help) {
    print_help(out);
    return kExitOk;
  }
  const LabelerEntry* labeler =
      resolve_labeler(options->value("--labeler", std::string(kAutomaticLabeler)), err);
  if (labeler == nullptr) return kExitUsage;
  const LabelThenPrint output{
      labeler->label, options->has("--draw") ? draw_components : print_components, out};

  LineReader lines(in, err, kCommand);
  const bool all_good = options->has("--picture") ? label_pictures(output, lines, err)
                                                  : label_hex_lines(output, lines, err);
  return all_good && !lines.failed() && lines.skipped() == 0 ? kExitOk : kExitBadInput;
}

}  // namespace bitcc::cli

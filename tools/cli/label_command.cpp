// tools/cli/label_command.cpp: `bitcc label`, boards in, components out.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "bitcc/bitcc.hpp"
#include "commands.hpp"
#include "line_reader.hpp"

namespace bitcc::cli {
namespace {

constexpr std::string_view kCommand = "bitcc label";
// The default --labeler: bitcc::label, the fastest labeler this CPU runs.
constexpr std::string_view kAutomatic = "auto";

std::string labeler_names() {
  std::string names(kAutomatic);
  for (const LabelerEntry& entry : kLabelers) names += ", " + std::string(entry.name);
  return names;
}

void print_help(std::ostream& out) {
  out << "usage: bitcc label [--labeler NAME] [--picture]\n"
         "\n"
         "Splits each board read from standard input into its 4-connected components.\n"
         "\n"
         "Input: one board per line in hexadecimal, with or without 0x: bit 6*row+column is the\n"
         "cell at (row, column), row 0 at the bottom, column 0 at the left, bits 0..71. Blank\n"
         "lines and lines starting with '#' are skipped. With --picture, boards are pictures\n"
         "instead: 12 lines of 6 characters, top row first, '#' for a set cell and '.' for an\n"
         "empty one, separated by blank lines.\n"
         "\n"
         "Output: one line per board: the number of components, then each component in\n"
         "lowercase hexadecimal without 0x, in ascending order of its lowest set bit, separated\n"
         "by spaces.\n"
         "\n"
         "Options:\n"
         "  --labeler NAME  the labeler to use: "
      << labeler_names()
      << " (default: auto, the\n"
         "                  fastest this CPU runs; the environment variable BITCC_SIMD can\n"
         "                  force its choice: avx512, avx2, sse4.2 or scalar)\n"
         "  --picture       read pictures instead of hexadecimal lines\n"
         "  -h, --help      show this help\n"
         "\n"
         "A malformed board is reported on standard error with its line number and skipped;\n"
         "the other boards are still printed. A line longer than "
      << kMaxLineLength
      << " bytes is reported as too\n"
         "long and skipped (with the picture holding it). Exit status: 0 when every board was\n"
         "read, 1 when some input was malformed or standard input could not be read, 2 when the\n"
         "command line is wrong.\n";
}

int usage_error(std::ostream& err, const std::string& message) {
  err << kCommand << ": " << message << "\n"
      << "Run 'bitcc label --help' for usage.\n";
  return kExitUsage;
}

bool is_blank(std::string_view line) {
  return line.find_first_not_of(" \t\r") == std::string_view::npos;
}

// One output line, written at once from a buffer: a count, then each component in hexadecimal.
void print_components(Board b, Labeler label, std::ostream& out) {
  Board components[kMaxComponents];
  const int n = label(b, components);
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

// Hexadecimal input: one board per line.
bool label_hex_lines(Labeler label, LineReader& lines, std::ostream& out, std::ostream& err) {
  bool all_good = true;
  std::string line;
  while (lines.next(line)) {
    const std::size_t first = line.find_first_not_of(" \t");
    if (is_blank(line) || line[first] == '#') continue;
    std::string error;
    const std::optional<Board> b = parse_hex(line, &error);
    if (!b) {
      err << kCommand << ": line " << lines.line_number() << ": " << error << "\n";
      all_good = false;
      continue;
    }
    print_components(*b, label, out);
  }
  return all_good;
}

// Picture input: pictures are the runs of non-blank lines. A picture holding a line too long to
// read is already reported (by the reader) and is skipped whole.
bool label_pictures(Labeler label, LineReader& lines, std::ostream& out, std::ostream& err) {
  bool all_good = true;
  std::string picture;  // the current picture's lines, at most one more than a picture needs
  int picture_lines = 0;
  bool broken = false;  // the current picture had a line too long
  std::uint64_t first_line = 0;
  auto finish_picture = [&]() {
    if (picture_lines == 0 && !broken) return;
    std::string error;
    const std::optional<Board> b =
        broken ? std::nullopt
               : parse_picture(picture, &error, static_cast<long long>(first_line));
    if (b) {
      print_components(*b, label, out);
    } else {
      if (!broken) err << kCommand << ": " << error << "\n";
      all_good = false;
    }
    picture.clear();
    picture_lines = 0;
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
      if (picture_lines > 0 || (more && !is_blank(line))) broken = true;
    }
    if (!more) break;
    if (is_blank(line)) {
      finish_picture();
      continue;
    }
    if (picture_lines == 0) first_line = lines.line_number();
    // Past kHeight + 1 lines the picture is already known to be too long; keep memory bounded.
    if (picture_lines <= kHeight) picture += line + "\n";
    ++picture_lines;
  }
  finish_picture();
  return all_good;
}

// The labeler called `name`, or nullptr after reporting why it cannot be used.
Labeler choose_labeler(const std::string& name, std::ostream& err) {
  if (name == kAutomatic) {
    try {
      label_implementation();  // reads BITCC_SIMD; throws when its value is bad
    } catch (const std::exception& error) {
      err << kCommand << ": " << error.what() << "\n";
      return nullptr;
    }
    return label;
  }
  const LabelerEntry* entry = find_labeler_entry(name);
  if (entry == nullptr) {
    usage_error(err, "unknown labeler '" + name + "' (valid: " + labeler_names() + ")");
    return nullptr;
  }
  if (!entry->supported()) {
    err << kCommand << ": labeler '" << name << "' needs " << entry->needs
        << ", which this CPU lacks\n";
    return nullptr;
  }
  return entry->label;
}

}  // namespace

int label_command(const Arguments& args, std::istream& in, std::ostream& out, std::ostream& err) {
  std::string labeler_name(kAutomatic);
  bool pictures = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "-h" || arg == "--help") {
      print_help(out);
      return kExitOk;
    } else if (arg == "--picture") {
      pictures = true;
    } else if (arg == "--labeler") {
      if (i + 1 == args.size()) return usage_error(err, "--labeler needs a name: " + labeler_names());
      labeler_name = args[++i];
    } else if (arg.rfind("--labeler=", 0) == 0) {
      labeler_name = arg.substr(std::string_view("--labeler=").size());
    } else {
      return usage_error(err, "unknown argument '" + arg + "'");
    }
  }
  const Labeler labeler = choose_labeler(labeler_name, err);
  if (labeler == nullptr) return kExitUsage;

  LineReader lines(in, err, kCommand);
  const bool all_good = pictures ? label_pictures(labeler, lines, out, err)
                                 : label_hex_lines(labeler, lines, out, err);
  return all_good && !lines.failed() && lines.skipped() == 0 ? kExitOk : kExitBadInput;
}

}  // namespace bitcc::cli

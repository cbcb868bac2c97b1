// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// gen_table: writes a row-pair table header.
//
// Without options it writes tests/rowpair_table_6_square.hpp: the scan table that label_rowpair
// (the 6x12 core) reads, checked in as this program's reviewed output. With --width W (2..8) and
// --adjacency square|hex it writes the links table that bitcc::generic::label_rowpair reads for
// boards of that width and adjacency; the build writes those into its own folder only, and tests
// compare every table with the one bitcc/rowpair_table_builder.hpp builds.
//
// Tables are computed from first principles: for each of the 2^(2W) two-row strips the generator
// finds the runs of both rows and the connected components of the strip by a plain breadth-first
// search over its 2W cells, with the neighbour offsets of the adjacency written out. Nothing here
// is shared with the builder the kernels read.
//
// Usage: gen_table [--width W --adjacency square|hex] [--output FILE]   (default: standard output)
// Options are read by the `bitcc` command's parser (tools/cli/options.hpp): `--name value` or
// `--name=value`, choices in any case.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "options.hpp"

namespace {

// The licence lines every generated file starts with (those of LICENSE).
constexpr const char* kLicence =
    "// SPDX-License-Identifier: MIT\n// Copyright (c) 2026 The bitcc authors\n";

// One table: the strip is `width` columns wide; cell c of the previous row is bit c, cell c of the
// current row is bit width + c.
struct Shape {
  int width;
  bool hex;
};

struct Run {
  int first;
  int last;  // columns, inclusive
};

std::vector<Run> runs_of(const Shape& shape, unsigned row) {
  std::vector<Run> runs;
  for (int c = 0; c < shape.width; ++c) {
    if (!(row >> c & 1)) continue;
    if (runs.empty() || runs.back().last != c - 1) runs.push_back({c, c});
    else runs.back().last = c;
  }
  return runs;
}

// component[cell] = id of the strip component holding the cell (or -1 when empty).
std::vector<int> strip_components(const Shape& shape, unsigned strip) {
  const int width = shape.width, cells = 2 * width;
  // (row, column) offsets of a cell's neighbours. Square: left, right, below, above. Hex (rhombic
  // board) adds (r+1, c-1) and (r-1, c+1), so current-row cell c touches previous-row c and c+1.
  const int offsets[6][2] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {1, -1}, {-1, 1}};
  const int neighbour_count = shape.hex ? 6 : 4;
  std::vector<int> component(static_cast<std::size_t>(cells), -1);
  int next_id = 0;
  for (int start = 0; start < cells; ++start) {
    if (!(strip >> start & 1) || component[start] >= 0) continue;
    std::vector<int> queue{start};
    component[start] = next_id;
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const int cell = queue[head];
      const int row = cell / width, column = cell % width;
      for (int k = 0; k < neighbour_count; ++k) {
        const int r = row + offsets[k][0], c = column + offsets[k][1];
        if (r < 0 || r > 1 || c < 0 || c >= width) continue;
        const int neighbour = r * width + c;
        if ((strip >> neighbour & 1) && component[neighbour] < 0) {
          component[neighbour] = next_id;
          queue.push_back(neighbour);
        }
      }
    }
    ++next_id;
  }
  return component;
}

// The links layout of a width (see render_links): R = ceil(W/2) run fields of W + R bits each,
// then the run count.
struct Layout {
  int max_runs;     // R
  int field_bits;   // W + R
  int count_shift;  // R * (W + R)
  int count_bits;   // bits to hold 0..R
  int total_bits;
};

Layout layout_of(int width) {
  Layout l{};
  l.max_runs = (width + 1) / 2;
  l.field_bits = width + l.max_runs;
  l.count_shift = l.max_runs * l.field_bits;
  l.count_bits = 0;
  while ((1 << l.count_bits) <= l.max_runs) ++l.count_bits;
  l.total_bits = l.count_shift + l.count_bits;
  return l;
}

// The runs of both rows of a strip and, for each current-row run, the set of previous-row runs in
// its strip component (bit k for previous run k).
struct StripRuns {
  std::vector<Run> previous;
  std::vector<Run> current;
  std::vector<unsigned> links;  // one per current run
};

StripRuns strip_runs(const Shape& shape, unsigned index) {
  const unsigned row_mask = (1u << shape.width) - 1;
  const std::vector<int> component = strip_components(shape, index);
  StripRuns strip{runs_of(shape, index & row_mask), runs_of(shape, index >> shape.width), {}};
  for (const Run& run : strip.current) {
    const int id = component[static_cast<std::size_t>(shape.width + run.first)];
    unsigned joined = 0;
    for (std::size_t k = 0; k < strip.previous.size(); ++k)
      if (component[static_cast<std::size_t>(strip.previous[k].first)] == id) joined |= 1u << k;
    strip.links.push_back(joined);
  }
  return strip;
}

std::uint64_t cells_of(const Run& run) {
  std::uint64_t bits = 0;
  for (int c = run.first; c <= run.last; ++c) bits |= std::uint64_t{1} << c;
  return bits;
}

// The links entry: run j's cells and links in field j, then the run count.
std::uint64_t links_entry(const Shape& shape, unsigned index) {
  const Layout layout = layout_of(shape.width);
  const StripRuns strip = strip_runs(shape, index);
  std::uint64_t e = 0;
  for (std::size_t j = 0; j < strip.current.size(); ++j)
    e |= (cells_of(strip.current[j]) | std::uint64_t{strip.links[j]} << shape.width)
         << (layout.field_bits * static_cast<int>(j));
  return e | static_cast<std::uint64_t>(strip.current.size()) << layout.count_shift;
}

// The scan entry of the 6-wide square board (see the comment render_scan writes): each run's
// cells and the shift of its source field, the merge group, the number of unlinked runs.
std::uint64_t scan_entry(unsigned index) {
  const Shape shape{6, false};
  const StripRuns strip = strip_runs(shape, index);
  std::uint64_t e = 0;
  unsigned unlinked = 0, merged = 0;
  for (std::size_t j = 0; j < 3; ++j) {
    unsigned source = 3;  // no run j
    std::uint64_t cells = 0;
    if (j < strip.current.size()) {
      cells = cells_of(strip.current[j]);
      const unsigned links = strip.links[j];
      if (links == 0) {
        source = 3 + unlinked++;
      } else {
        source = 0;
        while (!(links >> source & 1)) ++source;
        if (links != (1u << source)) merged = links;  // two or more previous runs
      }
    }
    e |= (cells | std::uint64_t{10 * source} << 6) << (12 * j);
  }
  // The previous-row runs made one by the row: {0,1}, {1,2}, {0,2}, {0,1,2} are groups 1..4.
  unsigned group = 0;
  if (merged == 0b011) group = 1;
  if (merged == 0b110) group = 2;
  if (merged == 0b101) group = 3;
  if (merged == 0b111) group = 4;
  return e | std::uint64_t{group} << 36 | std::uint64_t{unlinked} << 39;
}

// The core scan table, checked in as tests/rowpair_table_6_square.hpp.
std::string render_scan() {
  std::ostringstream out;
  out << kLicence;
  out << R"(// GENERATED by tools/gen_table. Do not edit: change the generator and run
// `tools/regen_table.sh`, which builds into build/release, copies the fresh table here and runs
// the checks: the test `rowpair_table_fresh` (this file matches a fresh copy) and
// RowPairTableBuilder.MatchesTheGeneratedScanTable (every entry equals the one
// bitcc/rowpair_table_builder.hpp builds: kRowPairTable, read by label_rowpair).
//
// The scan table of the 6-wide square board. Index: previous row's 6 bits | current row's 6 bits
// << 6. A run is a maximal horizontal segment of set cells; a row has at most 3 of them, numbered
// from column 0 upwards. A current-row run is linked to a previous-row run when both lie in one
// connected component of the two-row strip (directly or through other runs). The scan keeps one
// 10-bit field per source: fields 0..2 the previous row's runs, fields 3..5 the next free slots.
// Each entry is 64 bits (41 used), j = 0, 1, 2:
//   bits 12j .. 12j+5     run j of the current row: its cells, as row bits (zero when no run j)
//   bits 12j+6 .. 12j+11  10 * s, s the source field of run j: the lowest previous-row run it is
//                         linked to (0..2), or 3 + i for the i-th run with no link; 3 for no run
//   bits 36 .. 38         the previous-row runs some current run links together: 0 none,
//                         1 runs {0,1}, 2 {1,2}, 3 {0,2}, 4 {0,1,2}
//   bits 39 .. 40         number of runs of the current row with no link (0..3)
#pragma once

#include <cstdint>

namespace bitcc::generated {

inline constexpr std::uint64_t kRowPairScanTable[4096] = {
)";
  for (unsigned index = 0; index < 4096; ++index) {
    if (index % 6 == 0) out << "   ";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, " 0x%011llx,",
                  static_cast<unsigned long long>(scan_entry(index)));
    out << buffer;
    if (index % 6 == 5 || index == 4095) out << '\n';
  }
  out << "};\n\n}  // namespace bitcc::generated\n";
  return out.str();
}

// The name of the links table of a width and adjacency, e.g. kLinksTable8Hex.
std::string table_name(const Shape& shape) {
  return "kLinksTable" + std::to_string(shape.width) + (shape.hex ? "Hex" : "Square");
}

// A links table (the layout of bitcc::rowpair_table_builder::Layout<W>).
std::string render_links(const Shape& shape) {
  const Layout l = layout_of(shape.width);
  const int w = shape.width, r = l.max_runs, f = l.field_bits;
  const bool wide = l.total_bits > 32;
  const unsigned entries = 1u << (2 * w);
  const std::string adjacency = shape.hex ? "hex" : "square";
  auto field = [](const std::string& bits, const std::string& meaning) {
    char buffer[160];
    std::snprintf(buffer, sizeof buffer, "//   %-22s%s\n", bits.c_str(), meaning.c_str());
    return std::string(buffer);
  };
  auto range = [](int first, int last) {
    return first == last ? "bit  " + std::to_string(first)
                         : "bits " + std::to_string(first) + " .. " + std::to_string(last);
  };
  const std::string fj = std::to_string(f) + "j";
  std::ostringstream out;
  out << kLicence << "// GENERATED by tools/gen_table --width " << w << " --adjacency " << adjacency << ".\n"
      << "// Not checked in: the test RowPairTableBuilder.MatchesGenTableForEveryWidth compares\n"
      << "// every entry with the links table bitcc/rowpair_table_builder.hpp builds.\n"
      << "//\n"
      << "// The links table of " << w << "-wide boards with " << adjacency << " adjacency.\n";
  if (shape.hex)
    out << "// A current-row cell in column c touches the previous-row cells in columns c and "
           "c+1.\n";
  out << "// Index: previous row's " << w << " bits | current row's " << w << " bits << " << w
      << ".\n"
      << "// A run is a maximal horizontal segment of set cells; a row has at most " << r
      << " of them,\n"
      << "// numbered from column 0 upwards. Each entry is " << (wide ? 64 : 32) << " bits ("
      << l.total_bits << " used), j = 0.." << r - 1 << ":\n";
  out << field("bits " + fj + " .. " + fj + "+" + std::to_string(w - 1),
               "run j of the current row: its cells, as row bits");
  out << field("bits " + fj + "+" + std::to_string(w) + " .. " + fj + "+" + std::to_string(f - 1),
               "run j's links: bit k set when run j and run k of the previous row");
  out << field("", "lie in one connected component of the two-row strip (directly");
  out << field("", "or through another run)");
  out << field(range(l.count_shift, l.count_shift + l.count_bits - 1),
               "number of runs in the current row (0.." + std::to_string(r) + ")");
  out << "// Unused run fields and bits are zero.\n"
         "#pragma once\n\n"
         "#include <cstdint>\n\n"
         "namespace bitcc::generated {\n\n"
         "inline constexpr std::uint"
      << (wide ? 64 : 32) << "_t " << table_name(shape) << "[" << entries << "] = {\n";
  const unsigned per_line = wide ? 4 : 6;
  for (unsigned index = 0; index < entries; ++index) {
    if (index % per_line == 0) out << "   ";
    char buffer[32];
    if (wide)
      std::snprintf(buffer, sizeof buffer, " 0x%016llx,",
                    static_cast<unsigned long long>(links_entry(shape, index)));
    else
      std::snprintf(buffer, sizeof buffer, " 0x%08x,",
                    static_cast<unsigned>(links_entry(shape, index)));
    out << buffer;
    if (index % per_line == per_line - 1 || index == entries - 1) out << '\n';
  }
  out << "};\n\n}  // namespace bitcc::generated\n";
  return out.str();
}

constexpr const char* kUsage =
    "usage: gen_table [--width W --adjacency square|hex] [--output FILE]\n"
    "Without --width/--adjacency: writes the scan table of the 6-wide square board that\n"
    "label_rowpair reads (checked in as tests/rowpair_table_6_square.hpp). With both:\n"
    "writes the links table that generic::label_rowpair reads for width W (2..8) and that\n"
    "adjacency. Options take their value as '--name value' or '--name=value'.\n"
    "Writes to FILE, or to standard output.\n";

}  // namespace

int main(int argc, char** argv) {
  using namespace bitcc::cli;
  constexpr const char* kCommand = "gen_table";
  const std::optional<ParsedOptions> options = parse_options(
      kCommand, Arguments(argv + 1, argv + argc),
      {with_value("--width"), with_value("--adjacency", {"square", "hex"}), with_value("--output")},
      0, std::cerr);
  if (!options) return kExitUsage;
  if (options->help) {
    std::cout << kUsage;
    return kExitOk;
  }
  const std::optional<unsigned long long> width =
      number_option(kCommand, *options, "--width", 2, 8, 0, std::cerr);
  if (!width) return kExitUsage;
  const std::string adjacency = options->value("--adjacency");
  const std::string output = options->value("--output");
  if ((*width == 0) != adjacency.empty())
    return usage_error(kCommand, "--width and --adjacency go together", std::cerr);
  const std::string text = *width == 0
                               ? render_scan()
                               : render_links(Shape{static_cast<int>(*width), adjacency == "hex"});
  if (output.empty()) {
    std::cout << text;
    return 0;
  }
  std::ofstream file(output, std::ios::binary);
  file << text;
  if (!file.flush()) {
    std::cerr << "gen_table: cannot write '" << output << "'\n";
    return 1;
  }
  return 0;
}

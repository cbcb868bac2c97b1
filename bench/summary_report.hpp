// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/summary_report.hpp: what the summary prints from a run's results, without Google Benchmark:
// the tables (one per family, rows x columns, ns per item and speed-ups over the baseline row) and
// the Markdown text of them. summary.cpp fills the results from Google Benchmark's runs;
// summary_chart.hpp draws the same tables as an SVG bar chart; tests feed fixed results.
#pragma once

#include "bench/summary.hpp"

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace bitcc::bench {

/// One benchmark of the run, as the summary sees it.
struct BenchmarkResult {
  enum class Status { kMeasured, kNoItems, kError };
  std::string name;          // "family/row/column", e.g. "label/rowpair/random_0.5"
  Status status = Status::kMeasured;
  double ns_per_item = 0;    // median over the repetitions (CPU time), when kMeasured
  int repetitions = 0;       // how many repetitions the median is of
  std::string error;         // Google Benchmark's message, when kError
};

/// Where and how the run was made: the header of the tables and the title of the chart.
struct RunDescription {
  std::string cpu;                   // /proc/cpuinfo's model name
  int logical_cpus = 0;
  long mhz = 0;                      // as Google Benchmark reports it
  std::vector<double> load_average;  // at the start of the run, when known
  std::string compiler;
  bool assertions = false;           // true: not an optimized build, figures not representative
  std::string date;                  // "2026-11-23 10:05 UTC"
};

/// A benchmark name cut at its first and last '/': "label/rowpair/random_0.5" gives {"label",
/// "rowpair", "random_0.5"}; a name with a single '/' has an empty column, a name without '/' is a
/// family of its own (row = name). A trailing "/real_time" (benchmarks timed by the clock) is
/// dropped first.
struct NameParts {
  std::string family, row, column;
};
NameParts split_name(const std::string& name);

/// One family's table. `cells[r][c]` is the result of rows[r] in columns[c], or null when that
/// benchmark did not run; `speedups[r][c]` is the baseline row's time over that time in the same
/// column, or 0 for the baseline row itself and when there is no measured baseline (or section).
struct FamilyTable {
  std::string family;
  std::optional<SummarySection> section;
  std::vector<std::string> rows;     // by name, the baseline last
  std::vector<std::string> columns;  // those of `column_order` first, in its order, then by name
  std::vector<std::vector<const BenchmarkResult*>> cells;
  std::vector<std::vector<double>> speedups;

  /// "ns per board", or "ns per item" for a family without a section.
  std::string unit() const;
};

/// The tables of `results` (which must outlive them): families with a declared section first, in
/// the order of `sections`, then the others by name.
std::vector<FamilyTable> make_tables(const std::vector<BenchmarkResult>& results,
                                     const std::vector<SummarySection>& sections,
                                     const std::vector<std::string>& column_order);

/// Times with 3 significant digits ("5.21", "43.5", "680"), ratios with 2 decimals ("4.03x").
std::string format_time(double ns);
std::string format_ratio(double ratio);

/// The Markdown summary: a header (CPU, compiler, date, repetitions), one table per family, and a
/// list of the benchmarks that failed, with the first line of each message.
void write_markdown(std::ostream& out, const RunDescription& run,
                    const std::vector<FamilyTable>& tables,
                    const std::vector<BenchmarkResult>& results);

}  // namespace bitcc::bench

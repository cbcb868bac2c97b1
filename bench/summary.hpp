// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/summary.hpp: the summary tables that `bitcc_benchmarks --summary` prints at the end of a run.
//
// ADDING ROWS TO THE SUMMARY from another benchmark file of this executable:
//
//   1. Name each benchmark <family>/<row>/<column>, e.g. "batch/avx2/random_0.5". The family is the
//      text before the first '/', the column (usually the input pool) the text after the last '/',
//      and the row (usually the kernel) everything in between.
//   2. Report the items processed (boards, unless the section says otherwise) with
//      state.SetItemsProcessed(...): the summary shows nanoseconds per item, from the median of the
//      repetitions (CPU time; wall-clock time for a benchmark registered with UseRealTime()).
//   3. Declare the family's section once, at namespace scope in your file:
//
//        static const bool kBatchSection = bitcc::bench::add_summary_section(
//            {"batch", "scalar-rowpair", "Batched labelers, eight boards per call"});
//
//      The summary then prints one Markdown table for the family (and draws one panel of the SVG
//      chart): one line per row, by name with the baseline last, one column per column name, input
//      pools in their usual order first, each cell "ns per item (speed-up)", the speed-up being the
//      baseline row's time divided by the row's time in the same column of the same run.
//
// A family without a declared section is still printed, with times only, after the declared ones
// (which appear in the order they were declared). A summary run also runs the benchmarks family by
// family, in the order they were registered, with a progress line each.
#pragma once

#include <string>

namespace bitcc::bench {

struct SummarySection {
  std::string family;          // the text before the first '/' of the benchmark names
  std::string baseline;        // the row the other rows are compared with
  std::string title;           // one line printed above the table
  std::string item = "board";  // what SetItemsProcessed counts, for the "ns per <item>" caption
};

/// Declares a section of the summary. Returns true, so that it can initialize a static variable.
bool add_summary_section(SummarySection section);

/// The executable's main: Google Benchmark's usual flags, plus (see kHelp in summary.cpp)
///   --summary                 run the selected benchmarks family by family, one progress line
///                             per family with the time left, then print the summary tables;
///                             unless given explicitly, also sets --benchmark_repetitions=5,
///                             --benchmark_min_time=0.2 and
///                             --benchmark_enable_random_interleaving=true (within a family)
///   --summary_verbose         with --summary, also Google Benchmark's usual console output
///   --summary_out=FILE        with --summary, also write the tables (Markdown) to FILE
///   --summary_svg=FILE        with --summary, also write them as an SVG bar chart
///   --summary_svg_families=A,B  the chart's panels, in that order (default: every family)
///   --summary_timings=FILE    estimate from (and keep) the family timings in FILE
/// With --summary, --benchmark_out=FILE receives every run of every family in one document.
/// Returns 0, or 1 when an argument is not understood, a file cannot be written or (in summary
/// mode) a benchmark failed.
int benchmark_main(int argc, char** argv);

}  // namespace bitcc::bench

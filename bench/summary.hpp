// bench/summary.hpp: the summary table that `bench_label --summary` prints after the usual output.
//
// ADDING ROWS TO THE SUMMARY from another benchmark file of this executable:
//
//   1. Name each benchmark <family>/<row>/<column>, e.g. "batch/avx2/random_0.5". The family is the
//      text before the first '/', the column (usually the input pool) the text after the last '/',
//      and the row (usually the kernel) everything in between.
//   2. Report the items processed (boards, unless the section says otherwise) with
//      state.SetItemsProcessed(...): the summary shows nanoseconds per item, from the median of the
//      repetitions (CPU time).
//   3. Declare the family's section once, at namespace scope in your file:
//
//        static const bool kBatchSection = bitcc::bench::add_summary_section(
//            {"batch", "scalar-rowpair", "Batched labelers, eight boards per call"});
//
//      The summary then prints one Markdown table for the family: one line per row, one column per
//      column name, in the order they ran, each cell "ns per item (speed-up)", the speed-up being
//      the baseline row's time divided by the row's time in the same column of the same run.
//
// A family without a declared section is still printed, with times only. Sections appear in the
// order their first benchmark ran.
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

/// The executable's main: Google Benchmark's usual flags, plus
///   --summary            print the summary table at the end; unless given explicitly, also sets
///                        --benchmark_repetitions=5, --benchmark_report_aggregates_only=true,
///                        --benchmark_min_time=0.2 and --benchmark_enable_random_interleaving=true
///   --summary_out=FILE   with --summary, also write the summary table to FILE
/// Returns 0, or 1 when an argument is not understood or (in summary mode) a benchmark failed.
int benchmark_main(int argc, char** argv);

}  // namespace bitcc::bench

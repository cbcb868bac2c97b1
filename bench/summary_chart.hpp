// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/summary_chart.hpp: the summary tables drawn as an SVG bar chart, written as plain text (no
// library): one panel per family, one group of horizontal bars per row (kernel), one bar per
// column (input pool) in a colour kept across panels, nanoseconds per item on the horizontal axis,
// on a log scale when a panel's values span more than kLogScaleSpan.
#pragma once

#include "bench/summary_report.hpp"

#include <ostream>
#include <string>
#include <vector>

namespace bitcc::bench {

/// A panel whose largest value is more than this many times its smallest is drawn on a log scale.
inline constexpr double kLogScaleSpan = 20;

/// Writes the SVG document. `families` picks and orders the panels (every table when empty; a name
/// without a table is skipped). Each bar carries a <title> "name: time unit (speed-up)" that
/// browsers show on hover; failed benchmarks are drawn as the word "error" instead of a bar.
void write_svg(std::ostream& out, const RunDescription& run, const std::vector<FamilyTable>& tables,
               const std::vector<std::string>& families = {});

}  // namespace bitcc::bench

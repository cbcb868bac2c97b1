// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/summary_chart.cpp: the SVG bar chart of the summary tables (see summary_chart.hpp).
//
// Layout, top to bottom: a title (CPU, date), a line saying what a bar is, then one panel per
// family: its title, a legend of its columns, one group of bars per row with the row's name on the
// left and each bar's time (and speed-up) at its end, vertical grid lines at the ticks, and the
// axis with its unit. Sizes are estimated from character counts (no font metrics): labels get a
// little more room than an average sans-serif font needs.
#include "bench/summary_chart.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>

namespace bitcc::bench {

namespace {

constexpr double kWidth = 960;
constexpr double kMargin = 12;
constexpr double kBarHeight = 10;
constexpr double kBarGap = 2;      // between the bars of one row
constexpr double kGroupGap = 7;    // between rows
constexpr double kValueRoom = 118;  // right of the plot, for "1234 (12.34x)"
constexpr double kCharWidth = 6.8;  // of 12 px sans-serif text, generously

// Tableau 10: distinct for the usual colour blindnesses, readable on white.
constexpr const char* kColours[] = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
                                    "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};

std::string escape(const std::string& text) {
  std::string escaped;
  for (const char c : text) {
    switch (c) {
      case '&': escaped += "&amp;"; break;
      case '<': escaped += "&lt;"; break;
      case '>': escaped += "&gt;"; break;
      case '"': escaped += "&quot;"; break;
      case '\'': escaped += "&apos;"; break;
      default: escaped += c;
    }
  }
  return escaped;
}

// Coordinates with one decimal, enough for a screen and short in the file.
std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  std::string shown = text;
  if (shown.size() > 2 && shown.compare(shown.size() - 2, 2, ".0") == 0) shown.resize(shown.size() - 2);
  return shown;
}

double text_width(const std::string& text) { return kCharWidth * static_cast<double>(text.size()); }

// The horizontal axis of a panel: value -> x, and where the ticks go.
struct Axis {
  bool log = false;
  double low = 0, high = 1;  // the values at the left and right ends of the plot
  std::vector<double> ticks;

  // 0 at `low`, 1 at `high`.
  double fraction(double value) const {
    if (log) return (std::log10(value) - std::log10(low)) / (std::log10(high) - std::log10(low));
    return (value - low) / (high - low);
  }
};

Axis make_axis(double smallest, double largest) {
  Axis axis;
  if (largest > kLogScaleSpan * smallest) {
    // From the last 1, 2 or 5 times a power of ten at or below the smallest value to the first at
    // or above the largest; ticks at the powers of ten, and at 2 and 5 times them when the axis
    // spans at most three decades.
    axis.log = true;
    const int first = static_cast<int>(std::floor(std::log10(smallest)));
    const int last = static_cast<int>(std::ceil(std::log10(largest)));
    std::vector<double> steps;
    for (int decade = first; decade <= last; ++decade)
      for (const double multiple : {1.0, 2.0, 5.0}) steps.push_back(multiple * std::pow(10.0, decade));
    axis.low = steps.front();
    for (const double step : steps)
      if (step <= smallest * (1 + 1e-9)) axis.low = step;
    axis.high = steps.back();
    for (auto step = steps.rbegin(); step != steps.rend(); ++step)
      if (*step >= largest * (1 - 1e-9)) axis.high = *step;
    const bool dense = axis.high / axis.low <= 1000 * (1 + 1e-9);
    for (const double step : steps) {
      const bool power_of_ten = std::fabs(std::log10(step) - std::round(std::log10(step))) < 1e-9;
      if (step >= axis.low * (1 - 1e-9) && step <= axis.high * (1 + 1e-9) && (dense || power_of_ten))
        axis.ticks.push_back(step);
    }
    return axis;
  }
  // Linear from 0, about five steps of 1, 2 or 5 times a power of ten.
  const double rough = largest / 5;
  const double power = std::pow(10.0, std::floor(std::log10(rough)));
  double step = power;
  for (const double multiple : {1.0, 2.0, 5.0, 10.0})
    if (multiple * power >= rough) {
      step = multiple * power;
      break;
    }
  axis.low = 0;
  axis.high = std::ceil(largest / step) * step;
  for (double tick = 0; tick <= axis.high * (1 + 1e-9); tick += step) axis.ticks.push_back(tick);
  return axis;
}

std::string tick_label(double value) {
  char text[32];
  if (value >= 1e6)
    std::snprintf(text, sizeof text, "%gM", value / 1e6);
  else if (value >= 1e4)
    std::snprintf(text, sizeof text, "%gk", value / 1e3);
  else
    std::snprintf(text, sizeof text, "%g", value);
  return text;
}

bool measured(const BenchmarkResult* result) {
  return result != nullptr && result->status == BenchmarkResult::Status::kMeasured &&
         result->ns_per_item > 0;
}

class Chart {
 public:
  Chart(const RunDescription& run, std::map<std::string, std::string> colours)
      : run_(run), colours_(std::move(colours)) {}

  void title(int repetitions_low, int repetitions_high) {
    text(kMargin, 24, "bitcc benchmarks: " + run_.cpu + ", " + run_.date, 16, "bold");
    std::string repetitions = std::to_string(repetitions_high);
    if (repetitions_low != repetitions_high)
      repetitions = std::to_string(repetitions_low) + " to " + repetitions;
    repetitions += repetitions_high == 1 ? " repetition" : " repetitions";
    text(kMargin, 44,
         "Each bar: median CPU time of " + repetitions +
             ", shorter is faster; in parentheses the speed-up over the family's "
             "baseline in this run. " + run_.compiler + (run_.assertions ? ", ASSERTIONS ON" : ""),
         11, "normal");
    y_ = 58;
  }

  void panel(const FamilyTable& table) {
    double smallest = 0, largest = 0;
    std::size_t longest_row = 0;
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
      longest_row = std::max(longest_row, row_label(table, r).size());
      for (const BenchmarkResult* result : table.cells[r]) {
        if (!measured(result)) continue;
        smallest = smallest == 0 ? result->ns_per_item : std::min(smallest, result->ns_per_item);
        largest = std::max(largest, result->ns_per_item);
      }
    }
    const Axis axis = largest > 0 ? make_axis(smallest, largest) : Axis{};
    const double plot_left =
        std::clamp(kMargin + 8 + kCharWidth * static_cast<double>(longest_row), 110.0, 380.0);
    const double plot_width = kWidth - kValueRoom - plot_left;

    y_ += 26;
    std::string heading = table.family;
    if (table.section && !table.section->title.empty()) heading += ": " + table.section->title;
    // Long headings wrap at spaces (a 14 px character is about 14/12 of kCharWidth wide).
    const std::size_t per_line =
        static_cast<std::size_t>((kWidth - 2 * kMargin) / (kCharWidth * 14 / 12));
    while (heading.size() > per_line) {
      std::size_t cut = heading.rfind(' ', per_line);
      if (cut == std::string::npos || cut == 0) cut = per_line;
      text(kMargin, y_, heading.substr(0, cut), 14, "bold");
      heading.erase(0, cut);
      heading.erase(0, heading.find_first_not_of(' '));
      y_ += 18;
    }
    text(kMargin, y_, heading, 14, "bold");

    // Legend: the columns of this panel in table order, wrapping when the line is full.
    y_ += 16;
    double x = kMargin;
    for (const std::string& column : table.columns) {
      const std::string name = column_label(column);
      const double advance = 14 + text_width(name) + 12;
      if (x + advance > kWidth - kMargin) {
        x = kMargin;
        y_ += 16;
      }
      body_ << "<rect x=\"" << number(x) << "\" y=\"" << number(y_ - 9) << "\" width=\"10\" "
            << "height=\"10\" fill=\"" << colours_.at(column) << "\"/>";
      text(x + 14, y_, name, 12, "normal");
      x += advance;
    }

    // Bars.
    y_ += 12;
    const double plot_top = y_;
    std::ostringstream bars;
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
      const double group_top = y_;
      for (std::size_t c = 0; c < table.columns.size(); ++c) {
        const BenchmarkResult* result = table.cells[r][c];
        if (result == nullptr) continue;
        const std::string tooltip = result->name + ": " + value_label(table, r, c);
        if (!measured(result)) {
          bars << "<text x=\"" << number(plot_left + 4) << "\" y=\"" << number(y_ + kBarHeight - 1)
               << "\" font-size=\"10\" fill=\"#c00\">"
               << (result->status == BenchmarkResult::Status::kError ? "error" : "no items")
               << "<title>" << escape(tooltip) << "</title></text>\n";
        } else {
          const double length =
              std::max(1.0, plot_width * std::clamp(axis.fraction(result->ns_per_item), 0.0, 1.0));
          bars << "<rect class=\"bar\" x=\"" << number(plot_left) << "\" y=\"" << number(y_)
               << "\" width=\"" << number(length) << "\" height=\"" << number(kBarHeight)
               << "\" fill=\"" << colours_.at(table.columns[c]) << "\"><title>" << escape(tooltip)
               << "</title></rect>";
          bars << "<text x=\"" << number(plot_left + length + 4) << "\" y=\""
               << number(y_ + kBarHeight - 1) << "\" font-size=\"10\">"
               << escape(value_label(table, r, c)) << "</text>\n";
        }
        y_ += kBarHeight + kBarGap;
      }
      if (y_ == group_top) y_ += kBarHeight + kBarGap;  // a row with no cell keeps its line
      const double middle = (group_top + y_ - kBarGap) / 2;
      text(plot_left - 8, middle + 4, row_label(table, r), 12, "normal", "end");
      y_ += kGroupGap;
    }
    const double plot_bottom = y_ - kGroupGap + 2;

    // Grid lines under the bars, then the bars, then the axis.
    for (const double tick : axis.ticks) {
      const double tick_x = plot_left + plot_width * axis.fraction(tick);
      body_ << "<line x1=\"" << number(tick_x) << "\" y1=\"" << number(plot_top - 2) << "\" x2=\""
            << number(tick_x) << "\" y2=\"" << number(plot_bottom) << "\" stroke=\"#ddd\"/>";
      text(tick_x, plot_bottom + 13, tick_label(tick), 10, "normal", "middle");
    }
    body_ << '\n' << bars.str();
    body_ << "<line x1=\"" << number(plot_left) << "\" y1=\"" << number(plot_top - 2) << "\" x2=\""
          << number(plot_left) << "\" y2=\"" << number(plot_bottom) << "\" stroke=\"#333\"/>";
    body_ << "<line x1=\"" << number(plot_left) << "\" y1=\"" << number(plot_bottom) << "\" x2=\""
          << number(plot_left + plot_width) << "\" y2=\"" << number(plot_bottom)
          << "\" stroke=\"#333\"/>\n";
    y_ = plot_bottom + 27;
    text(plot_left + plot_width / 2, y_, table.unit() + (axis.log ? " (log scale)" : ""), 11,
         "normal", "middle");
    y_ += 6;
  }

  void finish(std::ostream& out) const {
    const double height = y_ + kMargin;
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << number(kWidth)
        << "\" height=\"" << number(height) << "\" viewBox=\"0 0 " << number(kWidth) << ' '
        << number(height) << "\" font-family=\"sans-serif\">\n"
        << "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n"
        << body_.str() << "</svg>\n";
  }

 private:
  void text(double x, double y, const std::string& content, int size, const char* weight,
            const char* anchor = "start") {
    body_ << "<text x=\"" << number(x) << "\" y=\"" << number(y) << "\" font-size=\"" << size
          << '"';
    if (std::string(weight) != "normal") body_ << " font-weight=\"" << weight << '"';
    if (std::string(anchor) != "start") body_ << " text-anchor=\"" << anchor << '"';
    body_ << '>' << escape(content) << "</text>\n";
  }

  static std::string column_label(const std::string& column) {
    return column.empty() ? "(one input)" : column;
  }

  static std::string row_label(const FamilyTable& table, std::size_t r) {
    const bool baseline = table.section && table.rows[r] == table.section->baseline;
    return table.rows[r] + (baseline ? " (baseline)" : "");
  }

  static std::string value_label(const FamilyTable& table, std::size_t r, std::size_t c) {
    const BenchmarkResult* result = table.cells[r][c];
    if (result->status == BenchmarkResult::Status::kError) return "error: " + result->error;
    if (!measured(result)) return "no items counted";
    std::string label = format_time(result->ns_per_item);
    if (table.speedups[r][c] > 0) label += " (" + format_ratio(table.speedups[r][c]) + ")";
    return label;
  }

  const RunDescription& run_;
  std::map<std::string, std::string> colours_;
  std::ostringstream body_;
  double y_ = 0;
};

}  // namespace

void write_svg(std::ostream& out, const RunDescription& run, const std::vector<FamilyTable>& tables,
               const std::vector<std::string>& families) {
  std::vector<const FamilyTable*> shown;
  if (families.empty()) {
    for (const FamilyTable& table : tables) shown.push_back(&table);
  } else {
    for (const std::string& family : families)
      for (const FamilyTable& table : tables)
        if (table.family == family) shown.push_back(&table);
  }
  // One colour per column name across all panels, so that a pool looks the same everywhere.
  std::map<std::string, std::string> colours;
  int repetitions_low = 0, repetitions_high = 0;
  for (const FamilyTable* table : shown) {
    for (const std::string& column : table->columns)
      if (colours.count(column) == 0)
        colours[column] = kColours[colours.size() % (sizeof kColours / sizeof kColours[0])];
    for (const auto& row : table->cells)
      for (const BenchmarkResult* result : row) {
        if (!measured(result)) continue;
        repetitions_low = repetitions_low == 0 ? result->repetitions
                                               : std::min(repetitions_low, result->repetitions);
        repetitions_high = std::max(repetitions_high, result->repetitions);
      }
  }
  Chart chart(run, std::move(colours));
  chart.title(repetitions_low, repetitions_high);
  for (const FamilyTable* table : shown) chart.panel(*table);
  chart.finish(out);
}

}  // namespace bitcc::bench

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// tests/test_bench_summary.cpp: what `bitcc_benchmarks --summary` prints and draws, from fixed
// results (nothing is timed, Google Benchmark is not involved): the tables and their Markdown, the
// SVG chart (well formed, one bar per measured benchmark, lengths in the order of the values), and
// the time estimates of the progress lines.
#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <cstddef>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "bench/progress.hpp"
#include "bench/summary_chart.hpp"
#include "bench/summary_report.hpp"

namespace bitcc::bench {
namespace {

using Status = BenchmarkResult::Status;

BenchmarkResult measured(const std::string& name, double ns, int repetitions = 5) {
  BenchmarkResult result;
  result.name = name;
  result.ns_per_item = ns;
  result.repetitions = repetitions;
  return result;
}

BenchmarkResult failed(const std::string& name, const std::string& message) {
  BenchmarkResult result;
  result.name = name;
  result.status = Status::kError;
  result.error = message;
  return result;
}

const std::vector<SummarySection> kSections = {{"label", "naive", "Labelers", "board"}};
const std::vector<std::string> kColumnOrder = {"random_0.5", "gravity"};

// In the random order an interleaved run reports them.
std::vector<BenchmarkResult> fixed_results() {
  return {measured("label/rowpair/gravity", 40.0),
          measured("misc/thing", 1234.4),
          measured("label/naive/random_0.5", 176),
          measured("label/rowpair/random_0.5", 147),
          measured("label/naive/gravity", 55.1),
          failed("label/broken/gravity", "disagrees with naive\nboard:\n#.....\n"),
          measured("label/propagate/random_0.5", 42.8)};
}

RunDescription fixed_run() {
  RunDescription run;
  run.cpu = "Test CPU (family 1, model 2)";
  run.logical_cpus = 2;
  run.mhz = 2600;
  run.load_average = {0.5, 1.25, 3};
  run.compiler = "g++ test";
  run.date = "2026-11-23 10:00 UTC";
  return run;
}

TEST(BenchSummary, SplitsNamesAtTheFirstAndLastSlash) {
  const NameParts three = split_name("geometry/6x12_hex/bfs/random_0.5");
  EXPECT_EQ(three.family, "geometry");
  EXPECT_EQ(three.row, "6x12_hex/bfs");
  EXPECT_EQ(three.column, "random_0.5");
  const NameParts two = split_name("misc/thing");
  EXPECT_EQ(two.family, "misc");
  EXPECT_EQ(two.row, "thing");
  EXPECT_EQ(two.column, "");
  const NameParts one = split_name("alone");
  EXPECT_EQ(one.family, "alone");
  EXPECT_EQ(one.row, "alone");
  // Benchmarks timed by the clock: Google Benchmark's "/real_time" is not the column.
  const NameParts clocked = split_name("map_4096x4096/label-2threads/maze/real_time");
  EXPECT_EQ(clocked.family, "map_4096x4096");
  EXPECT_EQ(clocked.row, "label-2threads");
  EXPECT_EQ(clocked.column, "maze");
}

TEST(BenchSummary, TablesAreLaidOutByNameWithTheBaselineLast) {
  const std::vector<BenchmarkResult> results = fixed_results();
  const std::vector<FamilyTable> tables = make_tables(results, kSections, kColumnOrder);
  ASSERT_EQ(tables.size(), 2u);
  const FamilyTable& label = tables[0];
  EXPECT_EQ(label.family, "label");
  EXPECT_EQ(label.rows, (std::vector<std::string>{"broken", "propagate", "rowpair", "naive"}));
  EXPECT_EQ(label.columns, (std::vector<std::string>{"random_0.5", "gravity"}));
  EXPECT_EQ(label.unit(), "ns per board");
  // propagate did not run on gravity; broken ran only there, and failed.
  EXPECT_EQ(label.cells[1][1], nullptr);
  EXPECT_EQ(label.cells[0][0], nullptr);
  ASSERT_NE(label.cells[0][1], nullptr);
  EXPECT_EQ(label.cells[0][1]->status, Status::kError);
  EXPECT_DOUBLE_EQ(label.speedups[1][0], 176 / 42.8);
  EXPECT_DOUBLE_EQ(label.speedups[2][1], 55.1 / 40.0);
  EXPECT_EQ(label.speedups[3][0], 0) << "the baseline has no speed-up over itself";
  EXPECT_EQ(label.speedups[0][1], 0) << "a failed benchmark has no speed-up";
  const FamilyTable& misc = tables[1];
  EXPECT_FALSE(misc.section.has_value());
  EXPECT_EQ(misc.unit(), "ns per item");
  EXPECT_EQ(misc.columns, std::vector<std::string>{""});
}

TEST(BenchSummary, MarkdownOfFixedResults) {
  const std::vector<BenchmarkResult> results = fixed_results();
  std::ostringstream out;
  write_markdown(out, fixed_run(), make_tables(results, kSections, kColumnOrder), results);
  EXPECT_EQ(out.str(), R"(
# bitcc benchmark summary

- CPU: Test CPU (family 1, model 2), 2 logical CPUs, 2600 MHz reported, load average at start 0.50 1.25 3.00
- compiler: g++ test, assertions off
- run: 2026-11-23 10:00 UTC; each figure is the median of 5 repetitions (CPU time; wall-clock time in families timed by the clock, such as the maps' with threads), in nanoseconds per item; the speed-up is the baseline's time over the row's time, both from this run

## label: Labelers

ns per board (speed-up over `naive`)

| label | random_0.5 | gravity |
|---|---:|---:|
| broken | - | ERROR |
| propagate | 42.8 (4.11x) | - |
| rowpair | 147 (1.20x) | 40.0 (1.38x) |
| naive (baseline) | 176 | 55.1 |

## misc

ns per item (no section declared for this family, so no baseline)

| misc | - |
|---|---:|
| thing | 1234 |

## Errors (the full messages were printed during the run)

- label/broken/gravity: disagrees with naive
)");
}

TEST(BenchSummary, MarkdownSaysWhenRepetitionsDifferAndAssertionsAreOn) {
  const std::vector<BenchmarkResult> results = {measured("a/x/p", 10, 3), measured("a/y/p", 20, 5)};
  RunDescription run = fixed_run();
  run.assertions = true;
  std::ostringstream out;
  write_markdown(out, run, make_tables(results, {}, {}), results);
  EXPECT_NE(out.str().find("ASSERTIONS ON"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("the median of 3 to 5 repetitions"), std::string::npos) << out.str();
}

// A small checker of the XML the chart uses: elements properly nested, attributes quoted, no '<'
// in text or attribute values, '&' only in the five predefined entities, one root element.
// Returns "" when well formed, else what is wrong and where.
std::string xml_problem(const std::string& xml, std::string* root = nullptr) {
  std::vector<std::string> open;
  std::size_t roots = 0, i = 0;
  const auto at = [&](std::size_t position) { return " at offset " + std::to_string(position); };
  const auto entity_ok = [&](std::size_t position) {
    for (const char* entity : {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"})
      if (xml.compare(position, std::string(entity).size(), entity) == 0) return true;
    return false;
  };
  const auto is_name_char = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == ':';
  };
  if (xml.compare(0, 5, "<?xml") == 0) {
    i = xml.find("?>");
    if (i == std::string::npos) return "unterminated XML declaration";
    i += 2;
  }
  while (i < xml.size()) {
    const char c = xml[i];
    if (c == '&') {
      if (!entity_ok(i)) return "bare '&'" + at(i);
      ++i;
    } else if (c != '<') {
      if (open.empty() && !std::isspace(static_cast<unsigned char>(c)))
        return "text outside the root element" + at(i);
      ++i;
    } else if (xml.compare(i, 2, "</") == 0) {
      std::size_t end = i + 2;
      while (end < xml.size() && is_name_char(xml[end])) ++end;
      const std::string name = xml.substr(i + 2, end - i - 2);
      if (end >= xml.size() || xml[end] != '>') return "malformed end tag" + at(i);
      if (open.empty() || open.back() != name) return "</" + name + "> closes nothing open" + at(i);
      open.pop_back();
      i = end + 1;
    } else {
      std::size_t end = i + 1;
      while (end < xml.size() && is_name_char(xml[end])) ++end;
      const std::string name = xml.substr(i + 1, end - i - 1);
      if (name.empty()) return "'<' without a tag name" + at(i);
      if (open.empty()) {
        if (++roots > 1) return "a second root element" + at(i);
        if (root != nullptr) *root = name;
      }
      // Attributes: name="value", separated by spaces.
      while (true) {
        while (end < xml.size() && xml[end] == ' ') ++end;
        if (end >= xml.size()) return "unterminated tag <" + name + ">" + at(i);
        if (xml[end] == '>' || xml.compare(end, 2, "/>") == 0) break;
        const std::size_t attribute = end;
        while (end < xml.size() && is_name_char(xml[end])) ++end;
        if (end == attribute || xml.compare(end, 2, "=\"") != 0)
          return "malformed attribute in <" + name + ">" + at(attribute);
        end += 2;
        while (end < xml.size() && xml[end] != '"') {
          if (xml[end] == '<') return "'<' in an attribute value" + at(end);
          if (xml[end] == '&' && !entity_ok(end)) return "bare '&' in an attribute" + at(end);
          ++end;
        }
        if (end >= xml.size()) return "unterminated attribute value" + at(attribute);
        ++end;
      }
      if (xml[end] == '>') {
        open.push_back(name);
        i = end + 1;
      } else {
        i = end + 2;
      }
    }
  }
  if (!open.empty()) return "<" + open.back() + "> is never closed";
  if (roots != 1) return "no root element";
  return "";
}

TEST(BenchSummary, XmlCheckerFindsWhatItLooksFor) {
  EXPECT_EQ(xml_problem("<a x=\"1\"><b/>t &amp; u</a>"), "");
  EXPECT_NE(xml_problem("<a><b></a></b>"), "");
  EXPECT_NE(xml_problem("<a>x & y</a>"), "");
  EXPECT_NE(xml_problem("<a x=1></a>"), "");
  EXPECT_NE(xml_problem("<a></a><b></b>"), "");
  EXPECT_NE(xml_problem("<a>"), "");
  EXPECT_NE(xml_problem("<a t=\"<\"></a>"), "");
}

struct Bar {
  double width;
  std::string fill, title;
};

// The bars of the chart, in document order.
std::vector<Bar> bars_of(const std::string& svg) {
  static const std::regex bar(
      R"re(<rect class="bar" x="[0-9.]+" y="[0-9.]+" width="([0-9.]+)" height="[0-9.]+" fill="(#[0-9a-f]{6})"><title>([^<]*)</title></rect>)re");
  std::vector<Bar> found;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), bar); it != std::sregex_iterator();
       ++it)
    found.push_back({std::stod((*it)[1]), (*it)[2], (*it)[3]});
  return found;
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(BenchSummary, ChartIsWellFormedWithOneBarPerMeasuredBenchmark) {
  const std::vector<BenchmarkResult> results = fixed_results();
  std::ostringstream out;
  write_svg(out, fixed_run(), make_tables(results, kSections, kColumnOrder));
  const std::string svg = out.str();
  std::string root;
  EXPECT_EQ(xml_problem(svg, &root), "") << svg;
  EXPECT_EQ(root, "svg");

  const std::vector<Bar> bars = bars_of(svg);
  ASSERT_EQ(bars.size(), 6u) << "every measured benchmark, and not the failed one:\n" << svg;
  std::map<std::string, Bar> by_name;
  for (const Bar& bar : bars) by_name[bar.title.substr(0, bar.title.find(':'))] = bar;
  EXPECT_EQ(by_name.at("label/propagate/random_0.5").title,
            "label/propagate/random_0.5: 42.8 (4.11x)");
  EXPECT_EQ(by_name.at("label/naive/random_0.5").title, "label/naive/random_0.5: 176");
  EXPECT_EQ(by_name.at("misc/thing").title, "misc/thing: 1234");
  // One colour per pool, the same in every row; lengths in the order of the values.
  EXPECT_EQ(by_name.at("label/rowpair/gravity").fill, by_name.at("label/naive/gravity").fill);
  EXPECT_NE(by_name.at("label/rowpair/gravity").fill, by_name.at("label/naive/random_0.5").fill);
  EXPECT_LT(by_name.at("label/propagate/random_0.5").width,
            by_name.at("label/rowpair/random_0.5").width);
  EXPECT_LT(by_name.at("label/rowpair/random_0.5").width,
            by_name.at("label/naive/random_0.5").width);
  EXPECT_LT(by_name.at("label/rowpair/gravity").width, by_name.at("label/naive/gravity").width);

  // The failed benchmark is the word "error", with its message on hover; the title names the CPU
  // and the date; axes say their unit; 42.8 to 176 is linear.
  EXPECT_NE(svg.find(">error<title>label/broken/gravity: error: disagrees with naive"),
            std::string::npos);
  EXPECT_NE(svg.find("Test CPU (family 1, model 2), 2026-11-23 10:00 UTC"), std::string::npos);
  EXPECT_EQ(count(svg, ">ns per board</text>"), 1u);
  EXPECT_EQ(count(svg, ">ns per item</text>"), 1u);
  EXPECT_EQ(count(svg, "log scale"), 0u);
  for (const char* label : {">propagate<", ">rowpair<", ">naive (baseline)<", ">random_0.5<",
                            ">gravity<", ">label: Labelers<"})
    EXPECT_EQ(count(svg, label), 1u) << label;
}

TEST(BenchSummary, ChartTurnsLogarithmicForWideRangesAndEscapesNames) {
  const std::vector<BenchmarkResult> results = {measured("wide/fast/p&q", 2),
                                                measured("wide/slow/p&q", 900),
                                                measured("wide/<mid>/p&q", 40)};
  std::ostringstream out;
  write_svg(out, fixed_run(), make_tables(results, {}, {}));
  const std::string svg = out.str();
  EXPECT_EQ(xml_problem(svg), "") << svg;
  EXPECT_EQ(count(svg, "ns per item (log scale)"), 1u);
  EXPECT_NE(svg.find(">&lt;mid&gt;<"), std::string::npos);
  EXPECT_NE(svg.find(">p&amp;q<"), std::string::npos);
  const std::vector<Bar> bars = bars_of(svg);
  ASSERT_EQ(bars.size(), 3u);
  // On a log axis from 2 to 1000 (ticks 2, 5, 10, 20, ... 1000), lengths grow with the logarithm:
  // 40 sits log(20) / log(450) of the way from 2 to 900.
  std::map<std::string, double> width;
  for (const Bar& bar : bars) width[bar.title.substr(0, bar.title.find(':'))] = bar.width;
  const double fast = width.at("wide/fast/p&amp;q"), mid = width.at("wide/&lt;mid&gt;/p&amp;q"),
               slow = width.at("wide/slow/p&amp;q");
  EXPECT_NEAR((mid - fast) / (slow - fast), std::log(40.0 / 2) / std::log(900.0 / 2), 0.01);
  for (const char* tick : {">2<", ">5<", ">10<", ">100<", ">1000<"}) EXPECT_EQ(count(svg, tick), 1u);
  EXPECT_EQ(count(svg, ">1<"), 0u) << "the axis starts at 2, the smallest value";
}

// A panel heading longer than the chart is wide wraps at spaces, every word kept, in order.
TEST(BenchSummary, ChartWrapsLongPanelHeadings) {
  std::string title;
  for (int word = 0; word < 40; ++word) title += "word" + std::to_string(word) + " ";
  title.pop_back();
  const std::vector<SummarySection> sections = {{"label", "naive", title, "board"}};
  std::ostringstream out;
  write_svg(out, fixed_run(), make_tables(fixed_results(), sections, kColumnOrder));
  const std::string svg = out.str();
  EXPECT_EQ(xml_problem(svg), "") << svg;
  const std::regex heading_line(R"re(<text x="12" y="[0-9.]+" font-size="14" font-weight="bold">([^<]*)</text>)re");
  std::string joined;
  int lines = 0;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), heading_line);
       it != std::sregex_iterator(); ++it) {
    const std::string line = (*it)[1];
    if (line.rfind("label: ", 0) != 0 && line.rfind("word", 0) != 0) continue;  // other panels
    EXPECT_LE(line.size() * 6.8 * 14 / 12, 960 - 2 * 12) << line;
    joined += (joined.empty() ? "" : " ") + line;
    ++lines;
  }
  EXPECT_GE(lines, 2);
  EXPECT_EQ(joined, "label: " + title);
}

TEST(BenchSummary, ChartFamiliesPickAndOrderThePanels) {
  const std::vector<BenchmarkResult> results = fixed_results();
  std::ostringstream out;
  write_svg(out, fixed_run(), make_tables(results, kSections, kColumnOrder), {"misc", "nothing"});
  const std::string svg = out.str();
  EXPECT_EQ(xml_problem(svg), "") << svg;
  const std::vector<Bar> bars = bars_of(svg);
  ASSERT_EQ(bars.size(), 1u);
  EXPECT_EQ(bars[0].title, "misc/thing: 1234");
  EXPECT_EQ(count(svg, "Labelers"), 0u);
}

TEST(BenchProgress, FirstRunEstimatesByTheRuleOfThumb) {
  const ProgressEstimate estimate({{"label", 36}, {"go", 2}}, 5, 0.2, {});
  EXPECT_EQ(estimate.families_from_previous_run(), 0u);
  EXPECT_DOUBLE_EQ(rule_of_thumb_seconds(5, 0.2), kRepetitionFactor * 5 * 0.2 + kSetupSeconds);
  EXPECT_DOUBLE_EQ(estimate.estimate(0), 36 * rule_of_thumb_seconds(5, 0.2));
  EXPECT_DOUBLE_EQ(estimate.total_estimate(), 38 * rule_of_thumb_seconds(5, 0.2));
}

TEST(BenchProgress, LaterRunsScaleThePreviousTimings) {
  // Then: 10 label benchmarks in 30 s with the same settings; 4 go benchmarks with quick settings.
  const std::vector<FamilyTiming> previous = {{"label", 10, 5, 0.2, 30}, {"go", 4, 3, 0.05, 2},
                                              {"hex", 2, 5, 0.2, 3}};
  ProgressEstimate estimate({{"label", 20}, {"go", 2}, {"new", 1}}, 5, 0.2, previous);
  EXPECT_EQ(estimate.families_from_previous_run(), 2u);
  EXPECT_DOUBLE_EQ(estimate.estimate(0), 60);
  EXPECT_DOUBLE_EQ(estimate.estimate(1),
                   0.5 * 2 * rule_of_thumb_seconds(5, 0.2) / rule_of_thumb_seconds(3, 0.05));
  EXPECT_FALSE(estimate.from_previous_run(2));

  // label took twice its estimate: the rest is expected to as well.
  estimate.finished(0, 120);
  EXPECT_DOUBLE_EQ(estimate.remaining(), 2 * (estimate.estimate(1) + estimate.estimate(2)));
  // ... but never more than three times, nor less than half.
  estimate.finished(0, 6000);
  EXPECT_DOUBLE_EQ(estimate.remaining(), 3 * (estimate.estimate(1) + estimate.estimate(2)));
  estimate.finished(0, 1);
  EXPECT_DOUBLE_EQ(estimate.remaining(), 0.5 * (estimate.estimate(1) + estimate.estimate(2)));

  // Kept for next time: what ran now, then what ran only before.
  estimate.finished(0, 50);
  const std::vector<FamilyTiming> kept = estimate.timings();
  ASSERT_EQ(kept.size(), 3u);
  EXPECT_EQ(kept[0].family, "label");
  EXPECT_EQ(kept[0].benchmarks, 20);
  EXPECT_DOUBLE_EQ(kept[0].seconds, 50);
  EXPECT_EQ(kept[1].family, "go");
  EXPECT_EQ(kept[1].repetitions, 3) << "go did not run this time; its old timing stays";
  EXPECT_EQ(kept[2].family, "hex");
}

TEST(BenchProgress, TimingsFileRoundTripsAndSkipsWhatItCannotRead) {
  std::stringstream file;
  write_timings(file, {{"label", 36, 5, 0.2, 61.25}, {"go", 2, 3, 0.05, 1}});
  file << "broken\tline\n\ngeometry\t0\t5\t0.2\t10\nhex\t2\t5\t0.2\tnan\n";
  const std::vector<FamilyTiming> read = read_timings(file);
  ASSERT_EQ(read.size(), 2u) << file.str();
  EXPECT_EQ(read[0].family, "label");
  EXPECT_EQ(read[0].benchmarks, 36);
  EXPECT_EQ(read[0].repetitions, 5);
  EXPECT_DOUBLE_EQ(read[0].min_time, 0.2);
  EXPECT_NEAR(read[0].seconds, 61.25, 0.051);
  EXPECT_EQ(read[1].family, "go");
}

TEST(BenchProgress, DurationsReadAsPeopleSayThem) {
  EXPECT_EQ(format_duration(0), "0 s");
  EXPECT_EQ(format_duration(42.4), "42 s");
  EXPECT_EQ(format_duration(59.6), "1 min 00 s");
  EXPECT_EQ(format_duration(425), "7 min 05 s");
  EXPECT_EQ(format_duration(-3), "0 s");
}

}  // namespace
}  // namespace bitcc::bench

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/summary_report.cpp: the tables of a run and their Markdown (see summary_report.hpp).
#include "bench/summary_report.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <utility>

namespace bitcc::bench {

NameParts split_name(const std::string& full_name) {
  // Google Benchmark appends "/real_time" to benchmarks timed by the clock (UseRealTime): not a
  // column.
  const std::string suffix = "/real_time";
  const bool timed = full_name.size() > suffix.size() &&
                     full_name.compare(full_name.size() - suffix.size(), suffix.size(), suffix) == 0;
  const std::string name = timed ? full_name.substr(0, full_name.size() - suffix.size()) : full_name;
  const std::size_t first = name.find('/');
  if (first == std::string::npos) return {name, name, ""};
  const std::string rest = name.substr(first + 1);
  const std::size_t last = rest.rfind('/');
  if (last == std::string::npos) return {name.substr(0, first), rest, ""};
  return {name.substr(0, first), rest.substr(0, last), rest.substr(last + 1)};
}

std::string FamilyTable::unit() const {
  return "ns per " + (section ? section->item : std::string("item"));
}

namespace {

const SummarySection* find_section(const std::vector<SummarySection>& sections,
                                   const std::string& family) {
  for (const SummarySection& section : sections)
    if (section.family == family) return &section;
  return nullptr;
}

bool measured(const BenchmarkResult* result) {
  return result != nullptr && result->status == BenchmarkResult::Status::kMeasured &&
         result->ns_per_item > 0;
}

FamilyTable make_table(const std::string& family, const SummarySection* section,
                       const std::vector<BenchmarkResult>& results,
                       const std::vector<std::string>& column_order) {
  FamilyTable table;
  table.family = family;
  if (section != nullptr) table.section = *section;
  std::map<std::pair<std::string, std::string>, const BenchmarkResult*> by_cell;
  for (const BenchmarkResult& result : results) {
    const NameParts parts = split_name(result.name);
    if (parts.family != family) continue;
    if (std::find(table.rows.begin(), table.rows.end(), parts.row) == table.rows.end())
      table.rows.push_back(parts.row);
    if (std::find(table.columns.begin(), table.columns.end(), parts.column) == table.columns.end())
      table.columns.push_back(parts.column);
    by_cell[{parts.row, parts.column}] = &result;
  }
  // The run order can be random (interleaved repetitions), so tables are laid out by name: the
  // known columns (input pools) in their usual order, then the others by name; rows by name, the
  // baseline last.
  const auto column_rank = [&](const std::string& column) {
    return std::find(column_order.begin(), column_order.end(), column) - column_order.begin();
  };
  std::sort(table.columns.begin(), table.columns.end(),
            [&](const std::string& a, const std::string& b) {
              const auto rank_a = column_rank(a), rank_b = column_rank(b);
              return rank_a != rank_b ? rank_a < rank_b : a < b;
            });
  const auto is_baseline = [&](const std::string& row) {
    return section != nullptr && row == section->baseline;
  };
  std::sort(table.rows.begin(), table.rows.end(), [&](const std::string& a, const std::string& b) {
    return is_baseline(a) != is_baseline(b) ? is_baseline(b) : a < b;
  });

  for (const std::string& row : table.rows) {
    std::vector<const BenchmarkResult*> cells;
    std::vector<double> speedups;
    for (const std::string& column : table.columns) {
      const auto cell = by_cell.find({row, column});
      const BenchmarkResult* result = cell == by_cell.end() ? nullptr : cell->second;
      cells.push_back(result);
      const auto baseline =
          section != nullptr ? by_cell.find({section->baseline, column}) : by_cell.end();
      const bool comparable = measured(result) && !is_baseline(row) &&
                              baseline != by_cell.end() && measured(baseline->second);
      speedups.push_back(comparable ? baseline->second->ns_per_item / result->ns_per_item : 0);
    }
    table.cells.push_back(std::move(cells));
    table.speedups.push_back(std::move(speedups));
  }
  return table;
}

}  // namespace

std::vector<FamilyTable> make_tables(const std::vector<BenchmarkResult>& results,
                                     const std::vector<SummarySection>& sections,
                                     const std::vector<std::string>& column_order) {
  std::vector<std::string> declared, undeclared;
  for (const BenchmarkResult& result : results) {
    const std::string family = split_name(result.name).family;
    std::vector<std::string>& list =
        find_section(sections, family) != nullptr ? declared : undeclared;
    if (std::find(list.begin(), list.end(), family) == list.end()) list.push_back(family);
  }
  const auto declared_rank = [&](const std::string& family) {
    return find_section(sections, family) - sections.data();
  };
  std::sort(declared.begin(), declared.end(), [&](const std::string& a, const std::string& b) {
    return declared_rank(a) < declared_rank(b);
  });
  std::sort(undeclared.begin(), undeclared.end());
  std::vector<FamilyTable> tables;
  for (const std::string& family : declared)
    tables.push_back(make_table(family, find_section(sections, family), results, column_order));
  for (const std::string& family : undeclared)
    tables.push_back(make_table(family, nullptr, results, column_order));
  return tables;
}

std::string format_time(double ns) {
  char text[32];
  std::snprintf(text, sizeof text, ns < 10 ? "%.2f" : ns < 100 ? "%.1f" : "%.0f", ns);
  return text;
}

std::string format_ratio(double ratio) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2fx", ratio);
  return text;
}

namespace {

void write_header(std::ostream& out, const RunDescription& run,
                  const std::vector<BenchmarkResult>& results) {
  int fewest = 0, most = 0;
  for (const BenchmarkResult& result : results) {
    if (result.status != BenchmarkResult::Status::kMeasured) continue;
    fewest = fewest == 0 ? result.repetitions : std::min(fewest, result.repetitions);
    most = std::max(most, result.repetitions);
  }
  out << "\n# bitcc benchmark summary\n\n";
  out << "- CPU: " << run.cpu << ", " << run.logical_cpus << " logical CPUs, " << run.mhz
      << " MHz reported";
  if (!run.load_average.empty()) {
    out << ", load average at start";
    for (double load : run.load_average) out << ' ' << format_time(load);
  }
  out << "\n- compiler: " << run.compiler
      << (run.assertions
              ? ", ASSERTIONS ON (not an optimized build: figures are not representative)\n"
              : ", assertions off\n");
  out << "- run: " << run.date << "; each figure is the median of ";
  if (fewest == most)
    out << most;
  else
    out << fewest << " to " << most;
  out << (most == 1 ? " repetition" : " repetitions")
      << " (CPU time; wall-clock time in families timed by the clock, such as the maps' with "
         "threads), in nanoseconds per item; the speed-up is the baseline's time over the "
         "row's time, both from this run\n";
}

void write_table(std::ostream& out, const FamilyTable& table) {
  const std::optional<SummarySection>& section = table.section;
  out << "\n## " << table.family;
  if (section && !section->title.empty()) out << ": " << section->title;
  out << "\n\n";
  if (section)
    out << table.unit() << " (speed-up over `" << section->baseline << "`)\n\n";
  else
    out << table.unit() << " (no section declared for this family, so no baseline)\n\n";

  out << "| " << table.family << " |";
  for (const std::string& column : table.columns)
    out << ' ' << (column.empty() ? "-" : column) << " |";
  out << "\n|---|";
  for (std::size_t i = 0; i < table.columns.size(); ++i) out << "---:|";
  out << '\n';
  for (std::size_t r = 0; r < table.rows.size(); ++r) {
    const std::string& row = table.rows[r];
    out << "| " << row << (section && row == section->baseline ? " (baseline)" : "") << " |";
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
      const BenchmarkResult* result = table.cells[r][c];
      out << ' ';
      if (result == nullptr) {
        out << "-";
      } else if (result->status == BenchmarkResult::Status::kError) {
        out << "ERROR";
      } else if (!measured(result)) {
        out << "no items";
      } else {
        out << format_time(result->ns_per_item);
        if (table.speedups[r][c] > 0) out << " (" << format_ratio(table.speedups[r][c]) << ')';
      }
      out << " |";
    }
    out << '\n';
  }
}

}  // namespace

void write_markdown(std::ostream& out, const RunDescription& run,
                    const std::vector<FamilyTable>& tables,
                    const std::vector<BenchmarkResult>& results) {
  write_header(out, run, results);
  for (const FamilyTable& table : tables) write_table(out, table);
  bool first_error = true;
  for (const BenchmarkResult& result : results) {
    if (result.status != BenchmarkResult::Status::kError) continue;
    if (first_error) out << "\n## Errors (the full messages were printed during the run)\n\n";
    first_error = false;
    out << "- " << result.name << ": " << result.error.substr(0, result.error.find('\n')) << '\n';
  }
}

}  // namespace bitcc::bench

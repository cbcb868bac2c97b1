// bench/summary.cpp: the `--summary` reporter and the executable's main (see summary.hpp for how a
// benchmark file adds its rows).
//
// The reporter forwards every result to Google Benchmark's console reporter, so the usual output is
// unchanged, and keeps for each benchmark the median of its repetitions in nanoseconds per item.
// After the run it prints, per family, a Markdown table with rows x columns and the speed-up over
// the family's baseline row measured in the same run.
#include "summary.hpp"

#include "pools.hpp"

#include <benchmark/benchmark.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace bitcc::bench {

namespace {

std::vector<SummarySection>& sections() {
  static std::vector<SummarySection> declared;
  return declared;
}

const SummarySection* find_section(const std::string& family) {
  for (const SummarySection& section : sections())
    if (section.family == family) return &section;
  return nullptr;
}

struct NameParts {
  std::string family, row, column;
};

// "label/rowpair/random_0.5" -> {"label", "rowpair", "random_0.5"}; a name with a single '/' has
// no column, a name without '/' is a family of its own.
NameParts split_name(const std::string& name) {
  const std::size_t first = name.find('/');
  if (first == std::string::npos) return {name, name, ""};
  const std::string rest = name.substr(first + 1);
  const std::size_t last = rest.rfind('/');
  if (last == std::string::npos) return {name.substr(0, first), rest, ""};
  return {name.substr(0, first), rest.substr(0, last), rest.substr(last + 1)};
}

// The first value of /proc/cpuinfo's "model name", or "unknown".
std::string cpu_model() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line)) {
    if (line.rfind("model name", 0) != 0) continue;
    const std::size_t colon = line.find(':');
    if (colon == std::string::npos) break;
    const std::size_t start = line.find_first_not_of(" \t", colon + 1);
    if (start != std::string::npos) return line.substr(start);
  }
  return "unknown";
}

constexpr const char* kCompiler =
#if defined(__clang__)
    "clang " __clang_version__;
#elif defined(__GNUC__)
    "g++ " __VERSION__;
#else
    "unknown compiler";
#endif

// 3 significant digits for times, 2 decimals for ratios.
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

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

class SummaryReporter : public benchmark::BenchmarkReporter {
 public:
  explicit SummaryReporter(benchmark::ConsoleReporter::OutputOptions options)
      : console_(options) {}

  bool ReportContext(const Context& context) override {
    logical_cpus_ = context.cpu_info.num_cpus;
    mhz_ = context.cpu_info.cycles_per_second / 1e6;
    load_average_ = context.cpu_info.load_avg;
    return console_.ReportContext(context);
  }

  void ReportRuns(const std::vector<Run>& runs) override {
    console_.ReportRuns(runs);
    for (const Run& run : runs) record(run);
  }

  void Finalize() override { console_.Finalize(); }

  bool any_error() const {
    return std::any_of(results_.begin(), results_.end(),
                       [](const auto& entry) { return !entry.second.error.empty(); });
  }

  bool empty() const { return results_.empty(); }

  void print(std::ostream& out) const;

 private:
  struct Result {
    std::vector<double> ns_per_item;  // one per repetition, when the single runs are reported
    double median_aggregate_ns = -1;  // from the "median" aggregate, when reported
    int repetitions_in_aggregate = 0;
    bool items_missing = false;  // the benchmark did not call SetItemsProcessed
    std::string error;

    bool measured() const { return median_aggregate_ns >= 0 || !ns_per_item.empty(); }
    double ns() const {
      return median_aggregate_ns >= 0 ? median_aggregate_ns : median(ns_per_item);
    }
    int repetitions() const {
      return median_aggregate_ns >= 0 ? repetitions_in_aggregate
                                      : static_cast<int>(ns_per_item.size());
    }
  };

  void record(const Run& run) {
    std::string name = run.run_name.function_name;
    if (!run.run_name.args.empty()) name += "/" + run.run_name.args;
    auto [it, inserted] = results_.try_emplace(name);
    if (inserted) order_.push_back(name);
    Result& result = it->second;
    if (run.error_occurred) {
      result.error = run.error_message;
      return;
    }
    const bool median_aggregate =
        run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
    if (run.run_type == Run::RT_Aggregate && !median_aggregate) return;
    const auto items = run.counters.find("items_per_second");
    if (items == run.counters.end() || items->second.value <= 0) {
      result.items_missing = true;
      return;
    }
    const double ns = 1e9 / items->second.value;
    if (median_aggregate) {
      result.median_aggregate_ns = ns;
      result.repetitions_in_aggregate = static_cast<int>(run.repetitions);
    } else {
      result.ns_per_item.push_back(ns);
    }
  }

  void print_header(std::ostream& out) const;
  void print_family(std::ostream& out, const std::string& family) const;

  benchmark::ConsoleReporter console_;
  std::map<std::string, Result> results_;
  std::vector<std::string> order_;  // benchmark names in the order they first reported
  int logical_cpus_ = 0;
  double mhz_ = 0;
  std::vector<double> load_average_;
};

void SummaryReporter::print_header(std::ostream& out) const {
  int fewest = 0, most = 0;
  for (const auto& [name, result] : results_) {
    if (!result.measured()) continue;
    const int repetitions = result.repetitions();
    fewest = fewest == 0 ? repetitions : std::min(fewest, repetitions);
    most = std::max(most, repetitions);
  }
  char date[32] = "unknown date";
  const std::time_t now = std::time(nullptr);
  if (const std::tm* utc = std::gmtime(&now))
    std::strftime(date, sizeof date, "%Y-%m-%d %H:%M UTC", utc);

  out << "\n# bitcc benchmark summary\n\n";
  out << "- CPU: " << cpu_model() << " (" << logical_cpus_ << " logical CPUs, "
      << static_cast<long>(mhz_) << " MHz reported)";
  if (!load_average_.empty()) {
    out << ", load average at start";
    for (double load : load_average_) out << ' ' << format_time(load);
  }
  out << "\n- compiler: " << kCompiler;
#ifdef NDEBUG
  out << ", assertions off\n";
#else
  out << ", ASSERTIONS ON (not an optimized build: figures are not representative)\n";
#endif
  out << "- run: " << date << "; each figure is the median of ";
  if (fewest == most)
    out << most;
  else
    out << fewest << " to " << most;
  out << (most == 1 ? " repetition" : " repetitions")
      << " (CPU time), in nanoseconds per item; the speed-up is the baseline's time over the "
         "row's time, both from this run\n";
}

void SummaryReporter::print_family(std::ostream& out, const std::string& family) const {
  std::vector<std::string> rows, columns;
  std::map<std::pair<std::string, std::string>, const Result*> cells;
  for (const std::string& name : order_) {
    const NameParts parts = split_name(name);
    if (parts.family != family) continue;
    if (std::find(rows.begin(), rows.end(), parts.row) == rows.end()) rows.push_back(parts.row);
    if (std::find(columns.begin(), columns.end(), parts.column) == columns.end())
      columns.push_back(parts.column);
    cells[{parts.row, parts.column}] = &results_.at(name);
  }
  const SummarySection* section = find_section(family);
  // The run order can be random (interleaved repetitions), so tables are laid out by name: input
  // pools in their usual order, then other columns by name; rows by name, the baseline last.
  const auto column_rank = [](const std::string& column) {
    int rank = 0;
    for (const pools::Pool pool : pools::kAllPools) {
      if (pools::pool_name(pool) == column) return rank;
      ++rank;
    }
    return rank;
  };
  std::stable_sort(columns.begin(), columns.end(), [&](const std::string& a, const std::string& b) {
    const int rank_a = column_rank(a), rank_b = column_rank(b);
    return rank_a != rank_b ? rank_a < rank_b : a < b;
  });
  const auto is_baseline = [&](const std::string& row) {
    return section != nullptr && row == section->baseline;
  };
  std::sort(rows.begin(), rows.end(), [&](const std::string& a, const std::string& b) {
    return is_baseline(a) != is_baseline(b) ? is_baseline(b) : a < b;
  });

  out << "\n## " << family;
  if (section != nullptr && !section->title.empty()) out << ": " << section->title;
  out << "\n\n";
  if (section != nullptr)
    out << "ns per " << section->item << " (speed-up over `" << section->baseline << "`)\n\n";
  else
    out << "ns per item (no section declared for this family, so no baseline)\n\n";

  out << "| " << family << " |";
  for (const std::string& column : columns) out << ' ' << (column.empty() ? "-" : column) << " |";
  out << "\n|---|";
  for (std::size_t i = 0; i < columns.size(); ++i) out << "---:|";
  out << '\n';
  for (const std::string& row : rows) {
    out << "| " << row << (section != nullptr && row == section->baseline ? " (baseline)" : "")
        << " |";
    for (const std::string& column : columns) {
      const auto cell = cells.find({row, column});
      out << ' ';
      if (cell == cells.end()) {
        out << "-";
      } else if (!cell->second->error.empty()) {
        out << "ERROR";
      } else if (cell->second->items_missing || !cell->second->measured()) {
        out << "no items";
      } else {
        const double ns = cell->second->ns();
        out << format_time(ns);
        const auto baseline =
            section != nullptr ? cells.find({section->baseline, column}) : cells.end();
        if (baseline != cells.end() && baseline->second->error.empty() &&
            baseline->second->measured() && !baseline->second->items_missing && ns > 0)
          out << " (" << format_ratio(baseline->second->ns() / ns) << ')';
      }
      out << " |";
    }
    out << '\n';
  }
}

void SummaryReporter::print(std::ostream& out) const {
  print_header(out);
  // Families with a declared section first, in the order declared, then the others by name.
  std::vector<std::string> families, undeclared;
  for (const std::string& name : order_) {
    const std::string family = split_name(name).family;
    std::vector<std::string>& list = find_section(family) != nullptr ? families : undeclared;
    if (std::find(list.begin(), list.end(), family) == list.end()) list.push_back(family);
  }
  const auto declared_rank = [](const std::string& family) {
    const std::vector<SummarySection>& all = sections();
    return std::find_if(all.begin(), all.end(), [&](const SummarySection& section) {
             return section.family == family;
           }) - all.begin();
  };
  std::sort(families.begin(), families.end(), [&](const std::string& a, const std::string& b) {
    return declared_rank(a) < declared_rank(b);
  });
  std::sort(undeclared.begin(), undeclared.end());
  families.insert(families.end(), undeclared.begin(), undeclared.end());
  for (const std::string& family : families) print_family(out, family);
  bool first_error = true;
  for (const std::string& name : order_) {
    const std::string& error = results_.at(name).error;
    if (error.empty()) continue;
    if (first_error) out << "\n## Errors (the full messages are in the output above)\n\n";
    first_error = false;
    out << "- " << name << ": " << error.substr(0, error.find('\n')) << '\n';
  }
}

bool starts_with(const std::string& text, const std::string& prefix) {
  return text.compare(0, prefix.size(), prefix) == 0;
}

}  // namespace

bool add_summary_section(SummarySection section) {
  sections().push_back(std::move(section));
  return true;
}

int benchmark_main(int argc, char** argv) {
  std::vector<std::string> arguments;
  bool summary = false;
  std::string summary_out;
  for (int i = 0; i < argc; ++i) {
    const std::string argument = argv[i];
    if (i > 0 && argument == "--summary") {
      summary = true;
    } else if (i > 0 && starts_with(argument, "--summary_out=")) {
      summary_out = argument.substr(std::string("--summary_out=").size());
    } else {
      if (argument == "--help")
        std::cout << "bitcc benchmarks; besides the flags below:\n"
                     "  [--summary]           print a summary table at the end (5 repetitions,\n"
                     "                        randomly interleaved, aggregates only, min_time\n"
                     "                        0.2 s unless given)\n"
                     "  [--summary_out=FILE]  also write the summary table to FILE\n\n";
      arguments.push_back(argument);
    }
  }
  if (!summary_out.empty() && !summary) {
    std::cerr << "--summary_out needs --summary\n";
    return 1;
  }
  if (summary) {
    const auto given = [&](const std::string& flag) {
      return std::any_of(arguments.begin(), arguments.end(),
                         [&](const std::string& argument) { return starts_with(argument, flag); });
    };
    if (!given("--benchmark_repetitions")) arguments.push_back("--benchmark_repetitions=5");
    if (!given("--benchmark_report_aggregates_only") &&
        !given("--benchmark_display_aggregates_only"))
      arguments.push_back("--benchmark_report_aggregates_only=true");
    if (!given("--benchmark_min_time")) arguments.push_back("--benchmark_min_time=0.2");
    // Repetitions of different benchmarks interleaved at random, so that a load change on a shared
    // machine falls on every row of a table rather than on one.
    if (!given("--benchmark_enable_random_interleaving"))
      arguments.push_back("--benchmark_enable_random_interleaving=true");
  }

  std::vector<char*> pointers;
  for (std::string& argument : arguments) pointers.push_back(argument.data());
  pointers.push_back(nullptr);
  int count = static_cast<int>(arguments.size());
  benchmark::Initialize(&count, pointers.data());
  if (benchmark::ReportUnrecognizedArguments(count, pointers.data())) return 1;

  if (!summary) {
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
  }
  SummaryReporter reporter(isatty(STDOUT_FILENO) ? benchmark::ConsoleReporter::OO_ColorTabular
                                                 : benchmark::ConsoleReporter::OO_Tabular);
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  if (reporter.empty()) return 0;  // e.g. --benchmark_list_tests
  std::ostringstream table;
  reporter.print(table);
  std::cout << table.str() << std::flush;
  if (!summary_out.empty()) {
    std::ofstream file(summary_out);
    file << table.str();
    if (!file) {
      std::cerr << "cannot write the summary to " << summary_out << '\n';
      return 1;
    }
  }
  return reporter.any_error() ? 1 : 0;
}

}  // namespace bitcc::bench

// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/summary.cpp: the executable's main and its `--summary` run (see summary.hpp for the flags
// and for how a benchmark file adds its rows).
//
// A summary run lists the benchmarks the filter selects, then runs them family by family (one
// RunSpecifiedBenchmarks call per family, so repetitions are interleaved within a family), printing
// a progress line per family with the time left. One reporter sees every run: it keeps the results
// for the tables, forwards every run to the raw output file (Google Benchmark's own JSON or console
// reporter, opened once for the whole run), and with --summary_verbose forwards the usual
// console output to the screen. The tables, Markdown and SVG come from summary_report.hpp and
// summary_chart.hpp, which do not depend on Google Benchmark.
#include "bench/summary.hpp"

#include "bench/progress.hpp"
#include "bench/summary_chart.hpp"
#include "bench/summary_report.hpp"
#include "testing/pools.hpp"
#include "tools/cli/text.hpp"  // plural, the one the `bitcc` command uses

#include <benchmark/benchmark.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace bitcc::bench {

namespace {

using cli::plural;

std::vector<SummarySection>& sections() {
  static std::vector<SummarySection> declared;
  return declared;
}

// The first processor of /proc/cpuinfo: "AMD EPYC (family 25, model 17)" from its model name, CPU
// family and model (a virtual machine's model name can be as vague as that), or "unknown".
std::string cpu_model() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::map<std::string, std::string> fields;
  std::string line;
  while (std::getline(cpuinfo, line) && !line.empty()) {
    const std::size_t colon = line.find(':');
    if (colon == std::string::npos) continue;
    const std::size_t key_end = line.find_last_not_of(" \t", colon - 1);
    const std::size_t value_start = line.find_first_not_of(" \t", colon + 1);
    if (key_end == std::string::npos || value_start == std::string::npos) continue;
    fields.emplace(line.substr(0, key_end + 1), line.substr(value_start));
  }
  std::string cpu = fields.count("model name") ? fields["model name"] : "unknown";
  if (fields.count("cpu family") && fields.count("model"))
    cpu += " (family " + fields["cpu family"] + ", model " + fields["model"] + ")";
  return cpu;
}

constexpr const char* kCompiler =
#if defined(__clang__)
    "clang " __clang_version__;
#elif defined(__GNUC__)
    "g++ " __VERSION__;
#else
    "unknown compiler";
#endif

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

bool starts_with(const std::string& text, const std::string& prefix) {
  return text.compare(0, prefix.size(), prefix) == 0;
}

// A progress line can be left open ("[2/9] groups_k4: ... ") and completed later ("done in
// ..."); anything else printed meanwhile first ends it.
class ProgressPrinter {
 public:
  void open(const std::string& text) {
    close();
    std::cout << text << std::flush;
    open_ = true;
  }
  void complete(const std::string& text) {
    std::cout << (open_ ? "" : "  ") << text << '\n' << std::flush;
    open_ = false;
  }
  void line(const std::string& text) {
    close();
    std::cout << text << '\n' << std::flush;
  }
  void close() {
    if (open_) std::cout << '\n';
    open_ = false;
  }

 private:
  bool open_ = false;
};

// Sees every run of every family (see the top of this file).
class RunReporter : public benchmark::BenchmarkReporter {
 public:
  RunReporter(ProgressPrinter& progress, std::unique_ptr<benchmark::BenchmarkReporter> console,
              std::unique_ptr<benchmark::BenchmarkReporter> file, std::size_t name_field_width)
      : progress_(progress),
        console_(std::move(console)),
        file_(std::move(file)),
        name_field_width_(name_field_width) {}

  // Called once per family; the file and the console get the first context only (one header, one
  // JSON document), with a name width that fits every family.
  bool ReportContext(const Context& context) override {
    if (context_seen_) return true;
    context_seen_ = true;
    run_.cpu = cpu_model();
    run_.logical_cpus = context.cpu_info.num_cpus;
    run_.mhz = static_cast<long>(context.cpu_info.cycles_per_second / 1e6);
    run_.load_average = context.cpu_info.load_avg;
    Context widened = context;
    widened.name_field_width = name_field_width_;
    if (console_) {
      progress_.close();
      console_->ReportContext(widened);
    }
    if (file_) file_->ReportContext(widened);
    return true;
  }

  void ReportRuns(const std::vector<Run>& runs) override {
    if (file_) file_->ReportRuns(runs);
    if (console_ && shown_on_console(runs)) {
      progress_.close();
      console_->ReportRuns(runs);
    }
    for (const Run& run : runs) record(run);
  }

  // RunSpecifiedBenchmarks finalizes after each family; the run ends with finish().
  void Finalize() override {}

  void finish() {
    if (console_) console_->Finalize();
    if (file_) file_->Finalize();
  }

  const RunDescription& run() const { return run_; }

  std::vector<BenchmarkResult> results() const {
    std::vector<BenchmarkResult> results;
    for (const std::string& name : order_) {
      const Collected& collected = collected_.at(name);
      BenchmarkResult result;
      result.name = name;
      if (!collected.error.empty()) {
        result.status = BenchmarkResult::Status::kError;
        result.error = collected.error;
      } else if (collected.items_missing ||
                 (collected.median_aggregate_ns < 0 && collected.ns_per_item.empty())) {
        result.status = BenchmarkResult::Status::kNoItems;
      } else if (collected.median_aggregate_ns >= 0) {
        result.ns_per_item = collected.median_aggregate_ns;
        result.repetitions = collected.repetitions_in_aggregate;
      } else {
        result.ns_per_item = median(collected.ns_per_item);
        result.repetitions = static_cast<int>(collected.ns_per_item.size());
      }
      results.push_back(result);
    }
    return results;
  }

 private:
  struct Collected {
    std::vector<double> ns_per_item;  // one per repetition, when the single runs are reported
    double median_aggregate_ns = -1;  // from the "median" aggregate, when reported
    int repetitions_in_aggregate = 0;
    bool items_missing = false;  // the benchmark did not call SetItemsProcessed
    std::string error;
  };

  // As Google Benchmark's --benchmark_display_aggregates_only: with repetitions, the console shows
  // their aggregates, and the single runs only when one failed.
  static bool shown_on_console(const std::vector<Run>& runs) {
    return std::any_of(runs.begin(), runs.end(), [](const Run& run) {
      return run.run_type == Run::RT_Aggregate || run.repetitions <= 1 || run.error_occurred;
    });
  }

  void record(const Run& run) {
    // The name as listed (without the "_median" of aggregates).
    auto [it, inserted] = collected_.try_emplace(run.run_name.str());
    if (inserted) order_.push_back(it->first);
    Collected& collected = it->second;
    if (run.error_occurred) {
      if (collected.error.empty() && !console_)
        progress_.line("ERROR in " + it->first + ": " + run.error_message);
      collected.error = run.error_message;
      return;
    }
    const bool median_aggregate =
        run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
    if (run.run_type == Run::RT_Aggregate && !median_aggregate) return;
    const auto items = run.counters.find("items_per_second");
    if (items == run.counters.end() || items->second.value <= 0) {
      collected.items_missing = true;
      return;
    }
    const double ns = 1e9 / items->second.value;
    if (median_aggregate) {
      collected.median_aggregate_ns = ns;
      collected.repetitions_in_aggregate = static_cast<int>(run.repetitions);
    } else {
      collected.ns_per_item.push_back(ns);
    }
  }

  ProgressPrinter& progress_;
  std::unique_ptr<benchmark::BenchmarkReporter> console_;
  std::unique_ptr<benchmark::BenchmarkReporter> file_;
  std::size_t name_field_width_;
  bool context_seen_ = false;
  RunDescription run_;
  std::map<std::string, Collected> collected_;
  std::vector<std::string> order_;  // benchmark names in the order they first reported
};

// The command line of a summary run, once our own flags are taken out.
struct SummaryOptions {
  bool summary = false;
  bool verbose = false;
  std::string markdown_out, svg_out, timings_file;
  std::vector<std::string> svg_families;
  std::string raw_out, raw_format = "json";  // --benchmark_out, --benchmark_out_format
  std::vector<std::string> contexts;          // --benchmark_context, given after the listing
  bool list_only = false;                     // --benchmark_list_tests=true: just list
  int repetitions = 5;
  double min_time = 0.2;
};

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> parts;
  std::istringstream in(text);
  std::string part;
  while (std::getline(in, part, ','))
    if (!part.empty()) parts.push_back(part);
  return parts;
}

// Google Benchmark parses its flags with strtol/strtod; this reads them the same way, for the
// estimate only (a malformed value is refused by Google Benchmark itself afterwards).
void note_setting(const std::string& argument, SummaryOptions& options) {
  const std::size_t equals = argument.find('=');
  if (equals == std::string::npos) return;
  const std::string value = argument.substr(equals + 1);
  if (starts_with(argument, "--benchmark_repetitions="))
    options.repetitions = std::max(1, std::atoi(value.c_str()));
  else if (starts_with(argument, "--benchmark_min_time="))
    options.min_time = std::max(0.0, std::atof(value.c_str()));
  else if (starts_with(argument, "--benchmark_list_tests="))
    options.list_only = value == "true" || value == "1" || value == "yes";
}

// Argument vectors for benchmark::Initialize, which keeps pointers into them.
class Argv {
 public:
  explicit Argv(std::vector<std::string> arguments) : arguments_(std::move(arguments)) {
    for (std::string& argument : arguments_) pointers_.push_back(argument.data());
    pointers_.push_back(nullptr);
    count_ = static_cast<int>(arguments_.size());
  }
  int* count() { return &count_; }
  char** pointers() { return pointers_.data(); }

 private:
  std::vector<std::string> arguments_;
  std::vector<char*> pointers_;
  int count_;
};

// "^(a|b)$" matching exactly the given names (Google Benchmark's filters are extended regular
// expressions).
std::string exact_filter(const std::vector<std::string>& names) {
  std::string filter = "^(";
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) filter += '|';
    for (const char c : names[i]) {
      if (std::string(".[]{}()\\*+?^$|").find(c) != std::string::npos) filter += '\\';
      filter += c;
    }
  }
  return filter + ")$";
}

std::unique_ptr<benchmark::BenchmarkReporter> make_file_reporter(const std::string& format) {
  if (format == "json") return std::make_unique<benchmark::JSONReporter>();
  if (format == "console")
    return std::make_unique<benchmark::ConsoleReporter>(benchmark::ConsoleReporter::OO_None);
  return nullptr;
}

std::string utc_now() {
  char date[32] = "unknown date";
  const std::time_t now = std::time(nullptr);
  if (const std::tm* utc = std::gmtime(&now))
    std::strftime(date, sizeof date, "%Y-%m-%d %H:%M UTC", utc);
  return date;
}

bool write_file(const std::string& path, const std::string& text, const std::string& what) {
  std::ofstream file(path);
  file << text;
  file.close();
  if (!file) {
    std::cerr << "cannot write the " << what << " to " << path << '\n';
    return false;
  }
  return true;
}

int run_summary(const std::string& program, const std::vector<std::string>& arguments,
                const SummaryOptions& options) {
  // 1. The benchmarks the filter selects, listed by Google Benchmark itself.
  std::vector<std::string> listing = arguments;
  listing.push_back("--benchmark_list_tests=true");
  Argv list_argv(listing);
  benchmark::Initialize(list_argv.count(), list_argv.pointers());
  if (benchmark::ReportUnrecognizedArguments(*list_argv.count(), list_argv.pointers())) return 1;
  std::ostringstream listed;
  benchmark::ConsoleReporter lister;
  lister.SetOutputStream(&listed);
  benchmark::RunSpecifiedBenchmarks(&lister);
  std::vector<std::string> names;
  std::istringstream lines(listed.str());
  for (std::string name; std::getline(lines, name);)
    if (!name.empty()) names.push_back(name);
  if (names.empty()) return 0;  // Google Benchmark has said that nothing matched the filter

  // Back to running, with the context flags held back so far (each adds to a global map once).
  std::vector<std::string> running = {program, "--benchmark_list_tests=false"};
  running.insert(running.end(), options.contexts.begin(), options.contexts.end());
  Argv run_argv(running);
  benchmark::Initialize(run_argv.count(), run_argv.pointers());

  // 2. Families in the order of the listing (the order of registration).
  std::vector<std::string> family_order;
  std::map<std::string, std::vector<std::string>> by_family;
  std::size_t name_field_width = 10;
  for (const std::string& name : names) {
    const std::string family = split_name(name).family;
    if (by_family.count(family) == 0) family_order.push_back(family);
    by_family[family].push_back(name);
    name_field_width = std::max(name_field_width, name.size() + 7);  // + "_stddev"
  }
  std::vector<FamilyPlan> plan;
  for (const std::string& family : family_order)
    plan.push_back({family, static_cast<int>(by_family[family].size())});
  std::vector<FamilyTiming> previous;
  if (!options.timings_file.empty()) {
    std::ifstream timings(options.timings_file);
    previous = read_timings(timings);
  }
  ProgressEstimate estimate(plan, options.repetitions, options.min_time, previous);

  ProgressPrinter progress;
  std::ostringstream heading;
  heading << "bitcc benchmarks: " << plural(names.size(), "benchmark") << " in "
          << plural(plan.size(), "family") << ", " << plural(options.repetitions, "repetition")
          << " of at least " << options.min_time << " s each, interleaved within each family\n"
          << "estimated time: about " << format_duration(estimate.total_estimate()) << " (";
  const std::size_t known = estimate.families_from_previous_run();
  if (known == plan.size())
    heading << "from the previous run's timings in " << options.timings_file;
  else if (known == 0)
    heading << "first run: " << kRepetitionFactor << " x repetitions x min time + "
            << kSetupSeconds << " s per benchmark";
  else
    heading << plural(known, "family") << " from the previous run's timings in "
            << options.timings_file << ", the others " << kRepetitionFactor
            << " x repetitions x min time + " << kSetupSeconds << " s per benchmark";
  heading << ')';
  progress.line(heading.str());

  // 3. The run, family by family.
  std::unique_ptr<benchmark::BenchmarkReporter> console;
  if (options.verbose)
    console = std::make_unique<benchmark::ConsoleReporter>(
        isatty(STDOUT_FILENO) ? benchmark::ConsoleReporter::OO_ColorTabular
                              : benchmark::ConsoleReporter::OO_Tabular);
  std::ofstream raw_file;
  std::unique_ptr<benchmark::BenchmarkReporter> file;
  if (!options.raw_out.empty()) {
    file = make_file_reporter(options.raw_format);
    if (!file) {
      std::cerr << "--benchmark_out_format=" << options.raw_format
                << ": not json or console (csv is deprecated by Google Benchmark)\n";
      return 1;
    }
    raw_file.open(options.raw_out);
    if (!raw_file) {
      std::cerr << "cannot write the raw results to " << options.raw_out << '\n';
      return 1;
    }
    file->SetOutputStream(&raw_file);
    file->SetErrorStream(&raw_file);
  }
  RunReporter reporter(progress, std::move(console), std::move(file), name_field_width);
  const auto start = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i < plan.size(); ++i) {
    const std::string& family = plan[i].family;
    std::ostringstream announce;
    announce << '[' << i + 1 << '/' << plan.size() << "] " << family << ": "
             << plural(plan[i].benchmarks, "benchmark") << ", about "
             << format_duration(estimate.estimate(i)) << " ... ";
    if (options.verbose)
      progress.line(announce.str());
    else
      progress.open(announce.str());
    const auto family_start = std::chrono::steady_clock::now();
    benchmark::RunSpecifiedBenchmarks(&reporter, exact_filter(by_family[family]));
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - family_start).count();
    estimate.finished(i, seconds);
    std::string done = "done in " + format_duration(seconds);
    if (i + 1 < plan.size()) done += "; about " + format_duration(estimate.remaining()) + " left";
    progress.complete(done);
    if (!options.timings_file.empty()) {
      std::ostringstream timings;
      write_timings(timings, estimate.timings());
      write_file(options.timings_file, timings.str(), "timings");
    }
  }
  reporter.finish();
  benchmark::Shutdown();
  const double total =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  progress.line("ran " + plural(names.size(), "benchmark") + " in " + format_duration(total) +
                " (estimated " + format_duration(estimate.total_estimate()) + ")");

  // 4. The summary.
  RunDescription run = reporter.run();
  run.compiler = kCompiler;
#ifdef NDEBUG
  run.assertions = false;
#else
  run.assertions = true;
#endif
  run.date = utc_now();
  const std::vector<BenchmarkResult> results = reporter.results();
  std::vector<std::string> column_order;
  for (const test_support::Pool pool : test_support::kAllPools) column_order.emplace_back(test_support::pool_name(pool));
  const std::vector<FamilyTable> tables = make_tables(results, sections(), column_order);
  std::ostringstream markdown;
  write_markdown(markdown, run, tables, results);
  std::cout << markdown.str() << std::flush;
  bool written = true;
  if (!options.markdown_out.empty())
    written &= write_file(options.markdown_out, markdown.str(), "summary");
  if (!options.svg_out.empty()) {
    std::ostringstream svg;
    write_svg(svg, run, tables, options.svg_families);
    written &= write_file(options.svg_out, svg.str(), "chart");
  }
  if (raw_file.is_open()) {
    raw_file.close();
    if (!raw_file) {
      std::cerr << "cannot write the raw results to " << options.raw_out << '\n';
      written = false;
    }
  }
  const bool any_error =
      std::any_of(results.begin(), results.end(), [](const BenchmarkResult& result) {
        return result.status == BenchmarkResult::Status::kError;
      });
  return any_error || !written ? 1 : 0;
}

constexpr const char* kHelp =
    "bitcc benchmarks; besides Google Benchmark's flags below:\n"
    "  [--summary]              run family by family with a progress line each (and the time\n"
    "                           left), then print the summary tables; unless given, sets\n"
    "                           --benchmark_repetitions=5, --benchmark_min_time=0.2 and\n"
    "                           --benchmark_enable_random_interleaving=true (within a family)\n"
    "  [--summary_verbose]      with --summary, also print Google Benchmark's usual output\n"
    "  [--summary_out=FILE]     with --summary, also write the tables (Markdown) to FILE\n"
    "  [--summary_svg=FILE]     with --summary, also write the tables as an SVG bar chart\n"
    "  [--summary_svg_families=A,B,...]  the chart's panels (default: every family)\n"
    "  [--summary_timings=FILE] with --summary, estimate the time from the family timings in\n"
    "                           FILE (when it has them), and keep this run's there\n"
    "  With --summary, --benchmark_out=FILE gets every run of every family in one document\n"
    "  (--benchmark_out_format json or console; json by default).\n\n";

}  // namespace

bool add_summary_section(SummarySection section) {
  sections().push_back(std::move(section));
  return true;
}

int benchmark_main(int argc, char** argv) {
  std::vector<std::string> arguments;  // for Google Benchmark
  SummaryOptions options;
  std::vector<std::string> summary_only;  // our flags that need --summary
  for (int i = 0; i < argc; ++i) {
    const std::string argument = argv[i];
    const auto value = [&](const std::string& flag) { return argument.substr(flag.size()); };
    if (i == 0) {
      arguments.push_back(argument);
    } else if (argument == "--summary") {
      options.summary = true;
    } else if (argument == "--summary_verbose") {
      options.verbose = true;
      summary_only.push_back(argument);
    } else if (starts_with(argument, "--summary_out=")) {
      options.markdown_out = value("--summary_out=");
      summary_only.push_back(argument);
    } else if (starts_with(argument, "--summary_svg=")) {
      options.svg_out = value("--summary_svg=");
      summary_only.push_back(argument);
    } else if (starts_with(argument, "--summary_svg_families=")) {
      options.svg_families = split_commas(value("--summary_svg_families="));
      summary_only.push_back(argument);
    } else if (starts_with(argument, "--summary_timings=")) {
      options.timings_file = value("--summary_timings=");
      summary_only.push_back(argument);
    } else {
      if (argument == "--help") std::cout << kHelp;
      arguments.push_back(argument);
    }
  }
  if (!options.summary && !summary_only.empty()) {
    std::cerr << summary_only.front() << " needs --summary\n";
    return 1;
  }
  if (options.summary) {
    const auto given = [&](const std::string& flag) {
      return std::any_of(arguments.begin(), arguments.end(),
                         [&](const std::string& argument) { return starts_with(argument, flag); });
    };
    if (!given("--benchmark_repetitions")) arguments.push_back("--benchmark_repetitions=5");
    if (!given("--benchmark_min_time")) arguments.push_back("--benchmark_min_time=0.2");
    // Repetitions of different benchmarks of a family interleaved at random, so that a load change
    // on a shared machine falls on every row of a table rather than on one.
    if (!given("--benchmark_enable_random_interleaving"))
      arguments.push_back("--benchmark_enable_random_interleaving=true");
    // The raw output file and the context flags are ours to handle (see run_summary); the rest is
    // read for the estimate and passed on.
    std::vector<std::string> passed;
    for (const std::string& argument : arguments) {
      note_setting(argument, options);
      if (starts_with(argument, "--benchmark_out="))
        options.raw_out = argument.substr(std::string("--benchmark_out=").size());
      else if (starts_with(argument, "--benchmark_out_format="))
        options.raw_format = argument.substr(std::string("--benchmark_out_format=").size());
      else if (starts_with(argument, "--benchmark_context="))
        options.contexts.push_back(argument);
      else
        passed.push_back(argument);
    }
    if (!options.list_only) return run_summary(arguments[0], passed, options);
  }

  // Without --summary (or to list the benchmarks): Google Benchmark as usual.
  Argv plain(arguments);
  benchmark::Initialize(plain.count(), plain.pointers());
  if (benchmark::ReportUnrecognizedArguments(*plain.count(), plain.pointers())) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

}  // namespace bitcc::bench

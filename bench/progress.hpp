// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/progress.hpp: how long a summary run will take, family by family, without Google Benchmark.
//
// Each family's time is estimated from the previous run's timings when the timings file has that
// family (its seconds per benchmark, scaled to this run's repetitions and minimum time), otherwise
// by a rule of thumb (kRepetitionFactor and kSetupSeconds below). As families finish, the time
// left for the others is scaled by how the finished ones compared with their estimates, so a busy
// machine lengthens the forecast.
#pragma once

#include <cstddef>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace bitcc::bench {

/// Google Benchmark runs each repetition for the iteration count it chose to reach at least the
/// minimum time, aiming at 1.4 times it, and searches that count before the first repetition: a
/// repetition took about 1.35 minimum times on average in the measured runs (see the notes of
/// tools/bench.sh).
inline constexpr double kRepetitionFactor = 1.35;
/// Per benchmark, once: its input pool and the check of the kernel against the naive reference.
inline constexpr double kSetupSeconds = 0.25;

/// The rule of thumb: seconds for one benchmark of `repetitions` of at least `min_time` seconds.
double rule_of_thumb_seconds(int repetitions, double min_time);

/// One family of the run about to start.
struct FamilyPlan {
  std::string family;
  int benchmarks = 0;
};

/// One family's measured time, as kept in the timings file from run to run.
struct FamilyTiming {
  std::string family;
  int benchmarks = 0;
  int repetitions = 0;
  double min_time = 0;  // seconds
  double seconds = 0;   // wall time of the whole family, setup included
};

/// The timings file: a comment line, then one tab-separated line per family (family, benchmarks,
/// repetitions, min_time, seconds). Reading skips lines it cannot parse.
std::vector<FamilyTiming> read_timings(std::istream& in);
void write_timings(std::ostream& out, const std::vector<FamilyTiming>& timings);

/// "7 min 05 s", "42 s", "0 s".
std::string format_duration(double seconds);

class ProgressEstimate {
 public:
  ProgressEstimate(std::vector<FamilyPlan> plan, int repetitions, double min_time,
                   const std::vector<FamilyTiming>& previous);

  std::size_t families() const { return plan_.size(); }
  const FamilyPlan& family(std::size_t i) const { return plan_[i]; }
  double estimate(std::size_t i) const { return estimates_[i]; }
  bool from_previous_run(std::size_t i) const { return from_previous_[i]; }
  /// How many families' estimates come from the previous run's timings.
  std::size_t families_from_previous_run() const;
  double total_estimate() const;

  /// Records that family `i` took `seconds`.
  void finished(std::size_t i, double seconds);
  /// Seconds left for the families not finished yet: their estimates times (time taken / time
  /// estimated) of the finished ones, that ratio kept within [0.5, 3].
  double remaining() const;
  /// The timings to keep for the next run: this run's finished families, then the previous run's
  /// families that did not run this time.
  std::vector<FamilyTiming> timings() const;

 private:
  std::vector<FamilyPlan> plan_;
  int repetitions_;
  double min_time_;
  std::vector<FamilyTiming> previous_;
  std::vector<double> estimates_;
  std::vector<bool> from_previous_;
  std::vector<double> taken_;  // seconds, or -1 while not finished
};

}  // namespace bitcc::bench

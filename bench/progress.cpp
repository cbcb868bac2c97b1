// SPDX-License-Identifier: MIT
// Copyright (c) 2026 The bitcc authors
// bench/progress.cpp: estimates of a run's duration (see progress.hpp).
#include "bench/progress.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <utility>

namespace bitcc::bench {

double rule_of_thumb_seconds(int repetitions, double min_time) {
  return kRepetitionFactor * repetitions * min_time + kSetupSeconds;
}

std::vector<FamilyTiming> read_timings(std::istream& in) {
  std::vector<FamilyTiming> timings;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    FamilyTiming timing;
    if (!std::getline(fields, timing.family, '\t')) continue;
    if (!(fields >> timing.benchmarks >> timing.repetitions >> timing.min_time >> timing.seconds))
      continue;
    if (timing.family.empty() || timing.benchmarks <= 0 || timing.repetitions <= 0 ||
        !(timing.min_time > 0) || !(timing.seconds >= 0) || !std::isfinite(timing.seconds))
      continue;
    timings.push_back(timing);
  }
  return timings;
}

void write_timings(std::ostream& out, const std::vector<FamilyTiming>& timings) {
  out << "# family\tbenchmarks\trepetitions\tmin_time_s\tseconds "
         "(bitcc_benchmarks --summary keeps these for its next estimate)\n";
  for (const FamilyTiming& timing : timings) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.1f", timing.seconds);
    out << timing.family << '\t' << timing.benchmarks << '\t' << timing.repetitions << '\t'
        << timing.min_time << '\t' << seconds << '\n';
  }
}

std::string format_duration(double seconds) {
  const long whole = std::lround(std::max(0.0, seconds));
  char text[32];
  if (whole < 60)
    std::snprintf(text, sizeof text, "%ld s", whole);
  else
    std::snprintf(text, sizeof text, "%ld min %02ld s", whole / 60, whole % 60);
  return text;
}

ProgressEstimate::ProgressEstimate(std::vector<FamilyPlan> plan, int repetitions, double min_time,
                                   const std::vector<FamilyTiming>& previous)
    : plan_(std::move(plan)), repetitions_(repetitions), min_time_(min_time), previous_(previous) {
  const double rule = rule_of_thumb_seconds(repetitions, min_time);
  for (const FamilyPlan& family : plan_) {
    const auto timing = std::find_if(previous.begin(), previous.end(), [&](const FamilyTiming& t) {
      return t.family == family.family;
    });
    if (timing == previous.end()) {
      estimates_.push_back(rule * family.benchmarks);
      from_previous_.push_back(false);
    } else {
      // Seconds per benchmark then, times the rule's ratio between this run's settings and those.
      const double per_benchmark = timing->seconds / timing->benchmarks;
      estimates_.push_back(per_benchmark * family.benchmarks * rule /
                           rule_of_thumb_seconds(timing->repetitions, timing->min_time));
      from_previous_.push_back(true);
    }
    taken_.push_back(-1);
  }
}

std::size_t ProgressEstimate::families_from_previous_run() const {
  return static_cast<std::size_t>(std::count(from_previous_.begin(), from_previous_.end(), true));
}

double ProgressEstimate::total_estimate() const {
  double total = 0;
  for (const double estimate : estimates_) total += estimate;
  return total;
}

void ProgressEstimate::finished(std::size_t i, double seconds) { taken_[i] = seconds; }

double ProgressEstimate::remaining() const {
  double taken = 0, estimated_for_taken = 0, left = 0;
  for (std::size_t i = 0; i < plan_.size(); ++i) {
    if (taken_[i] >= 0) {
      taken += taken_[i];
      estimated_for_taken += estimates_[i];
    } else {
      left += estimates_[i];
    }
  }
  const double ratio = estimated_for_taken > 0 ? taken / estimated_for_taken : 1;
  return left * std::clamp(ratio, 0.5, 3.0);
}

std::vector<FamilyTiming> ProgressEstimate::timings() const {
  std::vector<FamilyTiming> kept;
  for (std::size_t i = 0; i < plan_.size(); ++i)
    if (taken_[i] >= 0)
      kept.push_back({plan_[i].family, plan_[i].benchmarks, repetitions_, min_time_, taken_[i]});
  for (const FamilyTiming& timing : previous_) {
    const bool ran = std::any_of(kept.begin(), kept.end(), [&](const FamilyTiming& t) {
      return t.family == timing.family;
    });
    if (!ran) kept.push_back(timing);
  }
  return kept;
}

}  // namespace bitcc::bench

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Builds the benchmark suite (Release, in build/bench) and runs it family by family (label, groups,
# stc, the games, geometry, batch ...), printing one progress line per family with the estimated
# time left, then the summary: a Markdown table per family of nanoseconds per item and speed-ups
# over the family's baseline, each figure the median of interleaved repetitions of the same run.
# Files, all in build/bench:
#   summary.md     the summary tables             summary.svg   the same as a bar chart
#   results.json   Google Benchmark's raw output (every repetition of every benchmark)
#   timings.tsv    each family's duration, for the next run's estimate (timings-quick.tsv: --quick)
#   build.log      the configure and build output
# Duration measured on a two-core machine (Intel Xeon, 286 benchmarks in 15 families): the families
# took 7 min 10 s at a load average of about 1.5; the minimum time of a repetition is CPU time,
# so other work on the machine lengthens the wall time. --quick was not timed. The first run's
# estimate is a rule of thumb for a quiet machine; later runs estimate from timings.tsv, and every
# run corrects as families finish.
#
# Usage: tools/bench.sh [options] [benchmark flags...]
#   --quick             3 repetitions of at least 0.05 s each instead of 5 of 0.2 s: a rougher table
#                       (the environment variable BITCC_BENCH_QUICK=1 does the same)
#   --verbose           also print Google Benchmark's usual output (aggregates) as it comes
#   --chart PATH        copy the chart to PATH as well (e.g. docs/benchmark.svg)
#   --chart-families A,B,...  the chart's panels, in that order (default: every family run)
#   --no-summary        Google Benchmark alone, as usual, nothing written (e.g. with
#                       --benchmark_format=json); no progress, no estimate
#   -h, --help          this text
# Other arguments go to the benchmark binary (build/bench/bench/bitcc_benchmarks --help lists them),
# after the ones above, so they win; for example
#   tools/bench.sh --benchmark_filter='^label/'          labelers only
#   tools/bench.sh --benchmark_filter='random_0.5$'      one pool, every kernel
#   tools/bench.sh --benchmark_repetitions=9             more repetitions per median
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; }

quick=${BITCC_BENCH_QUICK:-0}
summary=1
verbose=0
chart_copy=
chart_families=
passed=()
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --no-summary) summary=0 ;;
    --verbose) verbose=1 ;;
    --chart|--chart-families)
      [ $# -ge 2 ] || { echo "bench.sh: $1 needs a value" >&2; exit 2; }
      if [ "$1" = --chart ]; then chart_copy=$2; else chart_families=$2; fi
      shift ;;
    --chart=*) chart_copy=${1#--chart=} ;;
    --chart-families=*) chart_families=${1#--chart-families=} ;;
    -h|--help) usage; exit 0 ;;
    *) passed+=("$1") ;;
  esac
  shift
done
if [ "$summary" = 0 ] && { [ "$verbose" = 1 ] || [ -n "$chart_copy$chart_families" ]; }; then
  echo "bench.sh: --verbose, --chart and --chart-families need the summary (not --no-summary)" >&2
  exit 2
fi

source tools/ensure_deps.sh
bitcc_ensure_deps

build=build/bench
binary=$build/bench/bitcc_benchmarks
mkdir -p "$build"
jobs=$(nproc 2>/dev/null || echo 2)
echo "bench.sh: building bitcc_benchmarks (Release, $build; output in $build/build.log) ..."
start=$SECONDS
if ! { cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DBITCC_BUILD_BENCHMARKS=ON \
             -DBITCC_BUILD_TESTS=OFF -DBITCC_BUILD_TOOLS=OFF &&
       cmake --build "$build" -j "$jobs" --target bitcc_benchmarks; } > "$build/build.log" 2>&1; then
  tail -n 40 "$build/build.log" >&2
  echo "bench.sh: the build failed (whole output: $build/build.log)" >&2
  exit 1
fi
echo "bench.sh: built in $((SECONDS - start)) s"

options=()
if [ "$quick" = 1 ]; then
  options+=(--benchmark_repetitions=3 --benchmark_min_time=0.05)
  timings=$build/timings-quick.tsv
else
  timings=$build/timings.tsv
fi
if [ "$summary" = 0 ]; then
  exec "$binary" "${options[@]}" "${passed[@]}"
fi

options+=(--summary "--summary_timings=$timings" "--summary_out=$build/summary.md"
          "--summary_svg=$build/summary.svg" "--benchmark_out=$build/results.json"
          --benchmark_out_format=json)
[ "$verbose" = 1 ] && options+=(--summary_verbose)
[ -n "$chart_families" ] && options+=("--summary_svg_families=$chart_families")
status=0
"$binary" "${options[@]}" "${passed[@]}" || status=$?
echo
if [ -s "$build/summary.md" ] && [ "$build/summary.md" -nt "$build/build.log" ]; then
  echo "bench.sh: tables in $build/summary.md, chart in $build/summary.svg," \
       "raw results in $build/results.json"
  if [ -n "$chart_copy" ] && [ "$status" != 0 ]; then
    echo "bench.sh: chart NOT copied to $chart_copy: a benchmark failed" >&2
  elif [ -n "$chart_copy" ]; then
    mkdir -p "$(dirname "$chart_copy")"
    cp "$build/summary.svg" "$chart_copy"
    echo "bench.sh: chart copied to $chart_copy"
  fi
fi
[ "$status" = 0 ] || echo "bench.sh: the benchmark run failed (status $status; see above)" >&2
exit "$status"

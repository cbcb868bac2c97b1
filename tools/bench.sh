#!/usr/bin/env bash
# Builds the benchmark suite (Release, in build/bench) and runs it with --summary: the usual
# Google Benchmark output, then a Markdown table of nanoseconds per board and speed-ups over the
# naive baseline (also written to build/bench/summary.md). The full default run took about five
# minutes on a quiet two-core machine (every labeler, groups_at_least, the batched kernels, the
# Smash the Code engine, the games and every geometry).
#
# Usage: tools/bench.sh [--quick] [--no-summary] [benchmark flags...]
#   --quick       3 repetitions of at least 0.05 s each instead of 5 of 0.2 s: a rougher table for
#                 about 30 s of CPU time (the environment variable BITCC_BENCH_QUICK=1 does the same)
#   --no-summary  plain Google Benchmark output (e.g. with --benchmark_format=json)
# Other arguments go to the benchmark binary, after the ones above, so they win; for example
#   tools/bench.sh --benchmark_filter='label/'            labelers only
#   tools/bench.sh --benchmark_filter='random_0.5$'       one pool, every kernel
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/ensure_deps.sh
bitcc_ensure_deps

quick=${BITCC_BENCH_QUICK:-0}
summary=1
passed=()
for argument in "$@"; do
  case "$argument" in
    --quick) quick=1 ;;
    --no-summary) summary=0 ;;
    *) passed+=("$argument") ;;
  esac
done

options=()
if [ "$summary" = 1 ]; then
  options+=(--summary --summary_out=build/bench/summary.md)
fi
if [ "$quick" = 1 ]; then
  options+=(--benchmark_repetitions=3 --benchmark_min_time=0.05)
fi

build=build/bench
jobs=$(nproc 2>/dev/null || echo 2)
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DBITCC_BUILD_BENCHMARKS=ON \
      -DBITCC_BUILD_TESTS=OFF -DBITCC_BUILD_TOOLS=OFF
cmake --build "$build" -j "$jobs" --target bench_label
"$build/bench/bench_label" "${options[@]}" "${passed[@]}"

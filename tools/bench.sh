#!/usr/bin/env bash
# Builds the benchmarks (Release) and runs the suite. Extra arguments go to the benchmark binary.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/ensure_deps.sh
bitcc_ensure_deps

build=build/release
jobs=$(nproc 2>/dev/null || echo 2)
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DBITCC_BUILD_BENCHMARKS=ON
cmake --build "$build" -j "$jobs" --target bench_label
"$build/bench/bench_label" "$@"

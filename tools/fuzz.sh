#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Builds the libFuzzer targets of tests/fuzz with clang (AddressSanitizer, UndefinedBehaviorSanitizer
# and libFuzzer) and runs each for a bounded time, as many at a time as there are cores (each
# target is one process). Fails when any target reports a finding.
#
# Usage: tools/fuzz.sh [--in BUILD] [SECONDS] [TARGET...]
#   --in BUILD  the targets of the sanitizer build BUILD, which `tools/test.sh --clang --sanitize
#               --fuzzers` made beside the tests (CI: one build of the sanitized code for both,
#               compiled at -O1; status 77 when BUILD has none); without it, a build of the
#               targets alone in build/fuzz, optimized (-O3), for long runs
#   SECONDS     how long each target runs (default 300); CI runs them for 20 seconds each
#   TARGET      the targets to run (default: all; see tests/fuzz/CMakeLists.txt)
# Each target starts from its seeds in tests/fuzz/corpus/<target>/ and keeps what it finds new in
# <build>/corpus/<target>/ (reused by the next run; <build> is build/fuzz or BUILD). A finding is
# saved under <build>/findings/ and can be replayed with `<build>/tests/fuzz/<target> <file>`.
#
# Needs clang++ (14 or newer) with its fuzzer runtime (Debian: clang-14 and libclang-rt-14-dev).
# When they are missing, installs them as root; otherwise prints the command and exits with
# status 77, which .ci/run reports as "skipped" with the reason.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

in_build=
if [ "${1:-}" = --in ]; then
  in_build=${2:?fuzz.sh: --in needs a build folder}
  shift 2
fi
seconds=${1:-300}
shift || true
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -eq 0 ]; then
  echo "fuzz.sh: SECONDS must be a positive whole number, not '$seconds'" >&2
  exit 2
fi

jobs=$(nproc 2>/dev/null || echo 2)
if [ -n "$in_build" ]; then
  # The targets of a sanitizer build that tools/test.sh --fuzzers configured.
  build=$in_build
  if ! grep -q '^BITCC_BUILD_FUZZERS:BOOL=ON$' "$build/CMakeCache.txt" 2>/dev/null; then
    echo "fuzz.sh: $build has no fuzz targets (tools/test.sh --clang --sanitize --fuzzers makes" \
         "them; it leaves them out when no clang++ has a working libFuzzer runtime)" >&2
    exit 77
  fi
else
  source tools/fuzz_compiler.sh
  compiler=$(bitcc_fuzzer_compiler) || exit $?
  source tools/ensure_deps.sh
  bitcc_ensure_deps
  build=build/fuzz
  cmake -S . -B "$build" -DCMAKE_CXX_COMPILER="$compiler" -DCMAKE_BUILD_TYPE=Release \
        -DBITCC_BUILD_FUZZERS=ON -DBITCC_WERROR=ON -DBITCC_BUILD_TESTS=OFF -DBITCC_BUILD_TOOLS=ON \
        -DBITCC_BUILD_BENCHMARKS=OFF > /dev/null
fi
cmake --build "$build" -j "$jobs" --target fuzzers

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for seeds in tests/fuzz/corpus/*/; do targets+=("$(basename "$seeds")"); done
fi

mkdir -p "$build/findings"
for target in "${targets[@]}"; do
  if [ ! -x "$build/tests/fuzz/$target" ]; then
    echo "fuzz.sh: no target '$target'" >&2
    exit 2
  fi
  mkdir -p "$build/corpus/$target"
done
# One target for $seconds s; on a finding, its log's summary and status 1.
fuzz_one() {
  local target=$1 log="$build/findings/$1.log"
  # -timeout: one input taking 20 s is a finding (a hang); -rss_limit_mb: so is 2.5 GB of memory.
  if "$build/tests/fuzz/$target" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2560 \
       -print_final_stats=1 -artifact_prefix="$build/findings/$target-" \
       "$build/corpus/$target" "tests/fuzz/corpus/$target" > "$log" 2>&1; then
    echo "== $target: ${seconds} s, $(grep -E "^stat::number_of_executed_units" "$log" |
                                      tail -1 || true)" >&2
  else
    { echo "fuzz.sh: $target FAILED; its log: $log"
      grep -E -A20 "fuzz finding|ERROR: |runtime error|SUMMARY" "$log" | head -40 || true
    } >&2
    return 1
  fi
}
# Each target is one process on one core.
source tools/run_parallel.sh
if ! bitcc_run_parallel fuzz_one "${targets[@]}"; then
  echo "fuzz.sh: findings in the targets that FAILED above (inputs in $build/findings/)" >&2
  exit 1
fi
echo "fuzz.sh: no finding in ${#targets[@]} target(s), ${seconds} s each" >&2

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Builds the libFuzzer targets of tests/fuzz with clang (AddressSanitizer, UndefinedBehaviorSanitizer
# and libFuzzer) and runs each for a bounded time, as many at a time as there are cores (each
# target is one process). Fails when any target reports a finding.
#
# Usage: tools/fuzz.sh [SECONDS] [TARGET...]
#   SECONDS  how long each target runs (default 300); CI runs them for 25 seconds each
#   TARGET   the targets to run (default: all; see tests/fuzz/CMakeLists.txt)
# Each target starts from its seeds in tests/fuzz/corpus/<target>/ and keeps what it finds new in
# build/fuzz/corpus/<target>/ (reused by the next run). A finding is saved under
# build/fuzz/findings/ and can be replayed with `build/fuzz/tests/fuzz/<target> <file>`.
#
# Needs clang++ (14 or newer) with its fuzzer runtime (Debian: clang-14 and libclang-rt-14-dev).
# When they are missing, installs them as root; otherwise prints the command and exits with
# status 77, which .ci/run reports as "skipped" with the reason.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

seconds=${1:-300}
shift || true
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -eq 0 ]; then
  echo "fuzz.sh: SECONDS must be a positive whole number, not '$seconds'" >&2
  exit 2
fi

# A clang whose fuzzer runtime links: compiles and links a trivial target to find out.
fuzzer_compiler_works() {
  local compiler=$1 scratch
  scratch=$(mktemp -d)
  printf '%s\n' '#include <cstddef>' '#include <cstdint>' \
    'extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t*, std::size_t) { return 0; }' \
    > "$scratch/probe.cpp"
  local status=0
  "$compiler" -fsanitize=fuzzer,address,undefined "$scratch/probe.cpp" -o "$scratch/probe" \
    > "$scratch/log" 2>&1 || status=1
  rm -rf "$scratch"
  return $status
}

find_fuzzer_compiler() {
  local candidate
  for candidate in clang++-14 clang++; do
    if command -v "$candidate" > /dev/null && fuzzer_compiler_works "$candidate"; then
      command -v "$candidate"
      return 0
    fi
  done
  return 1
}

compiler=$(find_fuzzer_compiler) || {
  wanted=(clang-14 libclang-rt-14-dev)
  if [ "$(id -u)" -eq 0 ] && command -v apt-get > /dev/null; then
    echo "fuzz.sh: installing ${wanted[*]} (no clang with a working fuzzer runtime)" >&2
    if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${wanted[@]}"; then
      compiler=$(find_fuzzer_compiler) || true
    fi
  fi
  if [ -z "${compiler:-}" ]; then
    echo "fuzz.sh: no clang++ with a working libFuzzer runtime, and it could not be installed" \
         "here; run: sudo apt-get install -y ${wanted[*]}" >&2
    exit 77
  fi
}

source tools/ensure_deps.sh
bitcc_ensure_deps

build=build/fuzz
jobs=$(nproc 2>/dev/null || echo 2)
cmake -S . -B "$build" -DCMAKE_CXX_COMPILER="$compiler" -DCMAKE_BUILD_TYPE=Release \
      -DBITCC_BUILD_FUZZERS=ON -DBITCC_WERROR=ON -DBITCC_BUILD_TESTS=OFF -DBITCC_BUILD_TOOLS=OFF \
      -DBITCC_BUILD_BENCHMARKS=OFF > /dev/null
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

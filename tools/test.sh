#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Builds and runs the tests. Usage:
#   tools/test.sh [--full | --full-only] [--werror] [--sanitize | --threads] [--clang] [--fuzzers]
# Without --full, the quick tier (ctest label `quick`): every public call on every size class, the
# exhaustive suites sampled (tests/CMakeLists.txt says what each tier holds).
#   --full      every test: the quick tier, then the full tier (label `full`: the exhaustive
#               suites whole, every geometry, BITCC_SIMD forced to each value, the portable builds)
#   --full-only the full tier alone (CI runs the quick tier first, in the same folder)
#   --werror    warnings are errors
#   --sanitize  build with AddressSanitizer and UndefinedBehaviorSanitizer (folder build/sanitize)
#   --threads   build with ThreadSanitizer and run only the tests of the code that starts threads
#               (map::label's bands: test_map_label; the Go search's trees: test_go_search;
#               folder build/threads)
#   --clang     build with clang++ (clang++-14 when present) instead of the default compiler
#               (folder build/clang, or build/clang-sanitize with --sanitize)
#   --fuzzers   with --clang --sanitize: the libFuzzer targets of tests/fuzz built beside the tests,
#               on the same objects (the commands' libraries and bitcc::batch compiled with the
#               fuzzer's coverage as well); tools/fuzz.sh --in build/clang-sanitize runs them. Left
#               out, with a message, when no clang++ has a working libFuzzer runtime (installed
#               as root when missing: tools/fuzz_compiler.sh)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/ensure_deps.sh
bitcc_ensure_deps

source tools/test_options.sh

sanitize=0
threads=0
fuzzers=0
clang=
tier=quick
options=("${bitcc_release_options[@]}")
for argument in "$@"; do
  case "$argument" in
    --full) tier=all ;;
    --full-only) tier=full ;;
    --werror) options+=(-DBITCC_WERROR=ON) ;;
    # -O1 and line tables only: the sanitizers' reports keep their files and lines, and the
    # heaviest test files (every wide geometry's floods, inlined) compile 4.5x faster than at
    # -O2 -g (test_terrain.cpp 326 -> 72 s); it and two more files go on to -O0 (CMakeLists.txt,
    # bitcc_unoptimized_when_sanitized).
    --sanitize) sanitize=1
                options+=(-DBITCC_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo
                          "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG") ;;
    --threads) threads=1
               options+=(-DBITCC_SANITIZE_THREADS=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo) ;;
    --fuzzers) fuzzers=1 ;;
    --clang) clang=$(command -v clang++-14 || command -v clang++) || {
               echo "test.sh: --clang needs clang++ (Debian: apt-get install clang-14)" >&2
               exit 2
             }
             options+=(-DCMAKE_CXX_COMPILER="$clang") ;;
    *) echo "test.sh: unknown option '$argument'" >&2; exit 2 ;;
  esac
done
if [ -n "$clang" ]; then prefix=clang-; else prefix=; fi
if [ "$sanitize" -eq 1 ]; then build=build/${prefix}sanitize; else build=build/${prefix:-release}; fi
build=${build%-}
if [ "$sanitize" -eq 1 ] && [ "$threads" -eq 1 ]; then
  echo "test.sh: --sanitize and --threads cannot be combined (the sanitizers exclude each other)" >&2
  exit 2
fi
if [ "$fuzzers" -eq 1 ]; then
  if [ "$sanitize" -eq 0 ] || [ -z "$clang" ]; then
    echo "test.sh: --fuzzers needs --clang --sanitize" >&2
    exit 2
  fi
  source tools/fuzz_compiler.sh
  if fuzz_compiler=$(bitcc_fuzzer_compiler); then
    options+=(-DCMAKE_CXX_COMPILER="$fuzz_compiler" -DBITCC_BUILD_FUZZERS=ON)
  else
    echo "test.sh: --fuzzers: the fuzz targets are left out (above: why)" >&2
    options+=(-DBITCC_BUILD_FUZZERS=OFF)
  fi
else
  options+=(-DBITCC_BUILD_FUZZERS=OFF)  # also in a folder that an earlier --fuzzers configured
fi
jobs=$(nproc 2>/dev/null || echo 2)
if [ "$threads" -eq 1 ]; then
  build=build/${prefix}threads
  cmake -S . -B "$build" "${options[@]}"
  cmake --build "$build" -j "$jobs" --target test_map_label test_map_stream test_go_search
  TSAN_OPTIONS=halt_on_error=1 ctest --test-dir "$build" -j "$jobs" --output-on-failure \
    -R '^(Map(Label|Labeler|LabelForced|ComponentOf|Stream)|GoSearch)\.'
  exit
fi
if [ "$tier" = quick ]; then
  options+=(-DBITCC_FULL_TESTS=OFF)
  labels=(-L '^quick$')
else
  options+=(-DBITCC_FULL_TESTS=ON)
  labels=()
  if [ "$tier" = full ]; then labels=(-L "^full$"); fi
fi
start=$SECONDS
cmake -S . -B "$build" "${options[@]}"
cmake --build "$build" -j "$jobs"
built=$SECONDS
ctest --test-dir "$build" -j "$jobs" --output-on-failure "${labels[@]}"
echo "test.sh: $tier tier in $build: built in $((built - start)) s, tests ran in $((SECONDS - built)) s"

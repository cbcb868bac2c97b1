#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Builds bitcc for aarch64 with Debian's cross compiler (g++-aarch64-linux-gnu) and runs tests
# under qemu-user, so that the portable code (what every non-x86 CPU compiles: label_flood,
# label_rowpair, the stc engine's integer layout, ...) is tested as an ARM machine runs it.
#
#   bash tools/arm_test.sh [--werror]
#
# Installs what is missing (tools/ensure_deps.sh). GoogleTest for aarch64 is built from the
# sources Debian's libgtest-dev ships in /usr/src/googletest (nothing is downloaded). Work goes to
# build/arm (the toolchain file, GoogleTest, the build).
#
# What runs, under qemu-aarch64 (10 to 50 times slower than native), as many runs at a time as
# there are cores, every suite sampled as the quick tier samples (BITCC_TEST_TIER=quick: fewer
# random positions), the exhaustive spaces more sparsely (every 29th board instead of every 7th,
# BITCC_SAMPLE_STRIDE: test_labelers and test_groups took 148 and 65 s of this script's 292 on 2
# cores): the native runs of tools/test.sh --full check everything on the same portable code
# (BITCC_PORTABLE), so these runs are there for what the aarch64 compiler and CPU do with it:
#   test_board, test_io, test_table, test_stc, test_stc_lanes, test_groups, test_labelers (every
#   labeler of the registry that ARM runs, and bitcc::label's choice), test_map_label, test_pbm;
#   test_stc_random: the differential test on 20,000 positions instead of 200,000;
#   test_wide_labelers: every suite on one geometry of each kind (the quick tier's build), 40
#   random boards per density and size instead of 200.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/ensure_deps.sh
bitcc_ensure_deps g++-aarch64-linux-gnu qemu-user ninja-build

werror=OFF
for argument in "$@"; do
  case "$argument" in
    --werror) werror=ON ;;
    *) echo "arm_test.sh: unknown option '$argument'" >&2; exit 2 ;;
  esac
done

work=$PWD/build/arm
sysroot=/usr/aarch64-linux-gnu
jobs=$(nproc 2>/dev/null || echo 2)
mkdir -p "$work"
cat > "$work/aarch64.cmake" <<EOF
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_FIND_ROOT_PATH $sysroot $work/prefix)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64;-L;$sysroot)
EOF

# GoogleTest for aarch64, once.
if [ ! -f "$work/prefix/lib/cmake/GTest/GTestConfig.cmake" ]; then
  cmake -S /usr/src/googletest -B "$work/googletest" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_TOOLCHAIN_FILE="$work/aarch64.cmake" -DBUILD_GMOCK=OFF \
        -DCMAKE_INSTALL_PREFIX="$work/prefix" > /dev/null
  cmake --build "$work/googletest" -j "$jobs" > /dev/null
  cmake --install "$work/googletest" > /dev/null
fi

# The suites, which sample their large spaces when BITCC_TEST_TIER=quick, as the runs below set;
# test_wide_labelers as the quick tier builds it, with one geometry of each kind (the code of every
# geometry is one template, which the native full tier checks on every geometry; built with every
# geometry, it was this build's longest file, and the script took 243 s from a fresh clone on 2
# cores instead of 206).
suites=(test_board test_io test_table test_stc test_stc_lanes test_stc_random test_groups
        test_labelers test_wide_labelers test_map_label test_pbm)
# Ninja builds the suites side by side: a Makefile build of several targets makes them one after
# the other (CMake's top Makefile is .NOTPARALLEL), each of one or two files, on one core: this
# script took 305 s on 2 cores with Makefiles, 226 s with Ninja. A folder a Makefile configure left
# is started afresh.
if [ -f "$work/build/CMakeCache.txt" ] &&
   ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$work/build/CMakeCache.txt"; then
  rm -rf "$work/build"
fi
sampling="-DBITCC_STC_RANDOM_POSITIONS=20000 -DBITCC_WIDE_RANDOM_BOARDS=40 -DBITCC_SAMPLE_STRIDE=29"
cmake -S . -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_TOOLCHAIN_FILE="$work/aarch64.cmake" \
      -DBITCC_WERROR="$werror" -DBITCC_BUILD_BENCHMARKS=OFF -DBITCC_BUILD_BATCH=OFF \
      -DBITCC_XSIMD=OFF -DBITCC_INSTALL=OFF -DBITCC_FULL_TESTS=OFF \
      "-DCMAKE_CXX_FLAGS=$sampling" \
      > /dev/null
cmake --build "$work/build" -j "$jobs" --target "${suites[@]}"

# The runs, as many at a time as there are cores (qemu runs one thread), the longest first. Each: a
# binary under build/tests and its gtest options.
runs=(test_labelers test_groups wide/test_wide_labelers map/test_map_label map/test_pbm
      test_board test_io test_table test_stc test_stc_lanes test_stc_random)
export BITCC_TEST_TIER=quick
mkdir -p "$work/logs"
rm -f "$work"/logs/*
# run BINARY [gtest options...]: one run under qemu, its output to a log of its own; on a failure,
# that log and status 1.
run() {
  local binary=$1 start=$SECONDS log
  log=$(mktemp "$work/logs/XXXXXX.log")
  shift
  if qemu-aarch64 -L "$sysroot" "$work/build/tests/$binary" --gtest_brief=1 "$@" > "$log" 2>&1; then
    echo "arm_test: $binary $*: passed in $((SECONDS - start)) s" >&2
  else
    echo "arm_test: $binary $*: FAILED after $((SECONDS - start)) s; its output:" >&2
    cat "$log" >&2
    return 1
  fi
}
source tools/run_parallel.sh
bitcc_run_parallel run "${runs[@]}" || { echo "arm_test: FAILED" >&2; exit 1; }
echo "arm_test: all passed in $SECONDS s" >&2

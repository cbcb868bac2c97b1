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
# there are cores: about 5 minutes on 2 cores, the build included:
#   test_board, test_io, test_table, test_stc, test_stc_lanes, test_groups: in full;
#   test_labelers: every suite on every labeler, but the exhaustive one (2^24 boards in 3 bands,
#     2 minutes per labeler under qemu) only for flood_scalar, which bitcc::label runs here, in
#     full, and for label (the dispatch) its shard 0 of 8;
#   test_stc_random: the differential test on 20,000 positions instead of 200,000;
#   test_wide_labelers_full: every suite and geometry, 40 random boards per density and size instead of 200;
#   test_map_label, test_pbm: in full (the map labeler's portable passes; PBM reading).
# The native runs (tools/test.sh) check the rest on the same portable code (BITCC_PORTABLE).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/ensure_deps.sh
bitcc_ensure_deps g++-aarch64-linux-gnu qemu-user

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

# The full tier's suites (BITCC_FULL_TESTS: test_wide_labelers_full has every geometry); the
# sampled suites sample only when BITCC_TEST_TIER=quick, which these runs do not set.
suites=(test_board test_io test_table test_stc test_stc_lanes test_stc_random test_groups
        test_labelers test_wide_labelers_full test_map_label test_pbm)
cmake -S . -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="$work/aarch64.cmake" \
      -DBITCC_WERROR="$werror" -DBITCC_BUILD_BENCHMARKS=OFF -DBITCC_BUILD_BATCH=OFF \
      -DBITCC_XSIMD=OFF -DBITCC_INSTALL=OFF -DBITCC_FULL_TESTS=ON \
      "-DCMAKE_CXX_FLAGS=-DBITCC_STC_RANDOM_POSITIONS=20000 -DBITCC_WIDE_RANDOM_BOARDS=40" \
      > /dev/null
cmake --build "$work/build" -j "$jobs" --target "${suites[@]}"

# The runs, as many at a time as there are cores (qemu runs one thread); the longest ones, the
# exhaustive four-row suites, in halves. Each: a binary under build/tests and its gtest options.
groups_half="*FourRows*/0:*FourRows*/1:*FourRows*/2:*FourRows*/3"
scalar=All/LabelerFourRows.*/flood_scalar_shard
runs=("test_groups --gtest_filter=$groups_half"
      "test_groups --gtest_filter=-$groups_half"
      "test_labelers --gtest_filter=${scalar}0:${scalar}1:${scalar}2:${scalar}3"
      "test_labelers --gtest_filter=${scalar}4:${scalar}5:${scalar}6:${scalar}7:All/LabelerFourRows.*/label_shard0"
      "test_labelers --gtest_filter=-All/LabelerFourRows.*"
      wide/test_wide_labelers_full map/test_map_label map/test_pbm
      test_board test_io test_table test_stc test_stc_lanes test_stc_random)
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

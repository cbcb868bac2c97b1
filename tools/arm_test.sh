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
# What runs, under qemu-aarch64 (10 to 50 times slower than native): about 5 minutes on 2 cores,
# the build included:
#   test_board, test_io, test_table, test_stc, test_stc_lanes, test_groups: in full;
#   test_labelers: every suite on every labeler, but the exhaustive one (2^24 boards in 3 bands,
#     2 minutes per labeler under qemu) only for flood_scalar, which bitcc::label runs here, in
#     full, and for label (the dispatch) its shard 0 of 8;
#   test_stc_random: the differential test on 20,000 positions instead of 200,000;
#   test_wide_labelers: every suite, 40 random boards per density and size instead of 200;
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

suites=(test_board test_io test_table test_stc test_stc_lanes test_stc_random test_groups
        test_labelers test_wide_labelers test_map_label test_pbm)
cmake -S . -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="$work/aarch64.cmake" \
      -DBITCC_WERROR="$werror" -DBITCC_BUILD_BENCHMARKS=OFF -DBITCC_BUILD_BATCH=OFF \
      -DBITCC_XSIMD=OFF -DBITCC_INSTALL=OFF \
      "-DCMAKE_CXX_FLAGS=-DBITCC_STC_RANDOM_POSITIONS=20000 -DBITCC_WIDE_RANDOM_BOARDS=40" \
      > /dev/null
cmake --build "$work/build" -j "$jobs" --target "${suites[@]}"

run() {  # run BINARY [gtest options...]: one test binary under qemu, with its duration
  local binary=$1 start=$SECONDS
  shift
  echo "arm_test: $binary $*" >&2
  qemu-aarch64 -L "$sysroot" "$work/build/tests/$binary" --gtest_brief=1 "$@"
  echo "arm_test: $binary: $((SECONDS - start)) s" >&2
}

for suite in test_board test_io test_table test_stc test_stc_lanes test_stc_random test_groups; do
  run "$suite"
done
run wide/test_wide_labelers
run map/test_map_label
run map/test_pbm
run test_labelers --gtest_filter='-All/LabelerFourRows.*'
run test_labelers \
  --gtest_filter='All/LabelerFourRows.*/flood_scalar_shard*:All/LabelerFourRows.*/label_shard0'
echo "arm_test: all passed in $SECONDS s" >&2

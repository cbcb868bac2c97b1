#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Regenerates the checked-in row-pair scan table (tests/rowpair_table_6_square.hpp) after a change
# of tools/gen_table.cpp, from a fresh clone or not:
#   1. installs what the tests build with (tools/ensure_deps.sh), configures build/release as
#      tools/test.sh does (the same folder and options), and builds gen_table and test_table;
#   2. copies the fresh table into tests/ (the build's target regen_table);
#   3. runs the checks: rowpair_table_fresh (the copy matches the generator), gen_table's tests,
#      and RowPairTableBuilder.* (every entry equals what bitcc/rowpair_table_builder.hpp builds,
#      for this table and the links tables of every width).
# Then review `git diff tests/rowpair_table_6_square.hpp` and commit it with the generator.
# Usage: tools/regen_table.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ $# -eq 0 ] || { echo "regen_table.sh: takes no arguments" >&2; exit 2; }
source tools/ensure_deps.sh
bitcc_ensure_deps

build=build/release
jobs=$(nproc 2>/dev/null || echo 2)
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DBITCC_BUILD_BENCHMARKS=OFF -DBITCC_XSIMD=ON
cmake --build "$build" -j "$jobs" --target regen_table test_table
ctest --test-dir "$build" -R "^(rowpair_table_fresh|gen_table_.*|RowPairTable.*)$" --output-on-failure
echo "regen_table.sh: tests/rowpair_table_6_square.hpp is the generator's output; review it with"
echo "  git diff tests/rowpair_table_6_square.hpp"

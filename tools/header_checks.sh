#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# The steps that check_single_header.sh and check_wide_header.sh share, sourced by both from the
# repository root (after set -euo pipefail); it sources tools/contest/lines.sh and
# tools/run_parallel.sh for them. Defines:
#   header_check_flags     the flags of every build but the contest lines': C++17, -Wall -Wextra
#                          -Wpedantic -Werror
#   header_check_avx2      1 when this CPU runs AVX2 (the contest lines that need it run), else 0
#   header_check_default_compilers
#                          when the array `compilers` is empty: g++, g++-11 and clang++-14, the
#                          last two installed when missing and run as root (tools/ensure_deps.sh)
#   header_check_reference VARIABLE FILE
#                          writes FILE, a stand-in for a single header that includes its roots,
#                          the list `set(VARIABLE ...)` of tools/single_header_roots.cmake; exits
#                          when there is none
#   header_check_lines SOURCE PREFIX
#                          writes PREFIX<line>.cpp for each contest line: its pragma lines, then
#                          SOURCE
#   header_check_compile CXX SOURCE OUTPUT OPTION...
#                          compiles SOURCE to OUTPUT, the compiler's messages to OUTPUT.log; on
#                          failure says so with the first 40 lines of them and returns 1
#   header_check_stops_below_cxx17 CXX INCLUDE PROGRAM HEADER LOG
#                          0 when CXX -std=c++14 -fsyntax-only -IINCLUDE PROGRAM stops with two
#                          errors, the header's #error "HEADER needs C++17" and the missing
#                          include after it (nothing from the program); its messages in LOG
source tools/contest/lines.sh
source tools/run_parallel.sh

header_check_flags=(-std=c++17 -Wall -Wextra -Wpedantic -Werror)
header_check_avx2=0
if grep -qw avx2 /proc/cpuinfo 2>/dev/null; then header_check_avx2=1; fi

header_check_default_compilers() {
  if [ ${#compilers[@]} -eq 0 ]; then
    source tools/ensure_deps.sh
    bitcc_ensure_deps g++-11 clang-14
    compilers=(g++ g++-11 clang++-14)
  fi
}

header_check_reference() {
  local variable=$1 file=$2 roots root
  roots=$(sed -n "s/^set($variable \\(.*\\))\$/\\1/p" tools/single_header_roots.cmake)
  if [ -z "$roots" ]; then
    echo "$(basename "$0"): no roots $variable in single_header_roots.cmake" >&2
    exit 1
  fi
  for root in $roots; do echo "#include \"$root\""; done > "$file"
}

header_check_lines() {
  local source=$1 prefix=$2 line
  for line in "${contest_lines[@]}"; do
    { contest_pragmas "$line"; cat "$source"; } > "$prefix$line.cpp"
  done
}

header_check_compile() {
  local cxx=$1 source=$2 output=$3
  shift 3
  if ! "$cxx" "$@" "$source" -o "$output" > "$output.log" 2>&1; then
    echo "FAILED to compile: $cxx $* $source" >&2
    head -40 "$output.log" >&2
    return 1
  fi
}

header_check_stops_below_cxx17() {
  local cxx=$1 include=$2 program=$3 header=$4 log=$5
  ! "$cxx" -std=c++14 -fsyntax-only -I"$include" "$program" > "$log" 2>&1 &&
    [ "$(grep -cE ':[0-9]+:[0-9]+: (fatal )?error:' "$log")" -eq 2 ] &&
    grep -qE ":[0-9]+:[0-9]+: error: .*$header needs C\\+\\+17" "$log"
}

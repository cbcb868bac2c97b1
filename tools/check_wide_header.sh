#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Checks the wide boards' single header (bitcc_wide.hpp) as bot authors use it. Writes it with the
# documented command (cmake -DHEADER=wide -P tools/single_header.cmake) and bitcc.hpp beside it,
# checks that it stays at most 40,000 bytes, then compiles tools/contest/wide_bench.cpp (wide
# labels, groups, components and liberties, with a checksum of every answer) with it, -Wall
# -Wextra -Wpedantic -Werror, with g++ 12, g++ 11 and clang++ 14:
#   include   at -O2 (-std=c++17), the header next to the program (unoptimized: the line `none`);
#   both      bitcc.hpp pasted first, then bitcc_wide.hpp in place of `#include "bitcc_wide.hpp"`
#             (a bot using both), -O2;
#   <line>    both, under each contest line of tools/contest/lines.sh (its pragma lines at the top,
#             the site's flags, no -O flag; clang++: -Wno-unknown-pragmas, as check_single_header.sh),
#             but `reference`, which is `both` again with -g.
# (The header pasted alone compiles the same code as `include`; with `reference` and it, this
# check took 151 s on 2 cores, 268 CPU-seconds; without, 109 s, 191.)
# Every build must print the checksum of the same program on the headers under kernels/; the -O2
# build of `include` under every BITCC_SIMD value this CPU allows. The builds run as many at a time
# as there are cores. Last, below C++17 the header
# stops the build with its one #error naming C++17.
#
# Usage: tools/check_wide_header.sh [--compiler CXX]...
#   --compiler CXX   only these compilers (default: g++, g++-11 and clang++-14, installed when
#                    missing and run as root)
# Work files go to build/check_wide_header/. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

compilers=()
while [ $# -gt 0 ]; do
  case "$1" in
    --compiler) [ $# -ge 2 ] || { echo "check_wide_header.sh: --compiler needs a value" >&2
                                  exit 2; }
                compilers+=("$2"); shift 2 ;;
    *) echo "check_wide_header.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
source tools/header_checks.sh  # the steps shared with check_single_header.sh
header_check_default_compilers

work=build/check_wide_header
rm -rf "$work"
mkdir -p "$work/include" "$work/reference"
header=$work/include/bitcc_wide.hpp
contest_write_wide_header "$header"
contest_write_header "$work/bitcc.hpp" 0
limit=40000
size=$(wc -c < "$header")
if [ "$size" -gt "$limit" ]; then
  echo "check_wide_header.sh: $header is $size bytes, more than $limit" >&2
  exit 1
fi
echo "wide single header: $size bytes (limit $limit); with bitcc.hpp" \
     "$((size + $(wc -c < "$work/bitcc.hpp"))) bytes"

program=tools/contest/wide_bench.cpp
run_options=(--n 600 --reps 1)
# The reference: the program on the headers under kernels/ (a stand-in bitcc_wide.hpp includes the
# header's roots).
header_check_reference BITCC_WIDE_SINGLE_HEADER_ROOTS "$work/reference/bitcc_wide.hpp"
flags=("${header_check_flags[@]}")
"${compilers[0]}" "${flags[@]}" -O2 -Ikernels -I"$work/reference" "$program" -o "$work/reference"/run
expected=$("$work/reference/run" "${run_options[@]}" | grep '^checksum')

# The program as submitted: the header pasted in (alone.cpp), then bitcc.hpp before it (both.cpp).
contest_paste "$header" "$program" bitcc_wide.hpp > "$work/alone.cpp"
{ cat "$work/bitcc.hpp"; cat "$work/alone.cpp"; } > "$work/both.cpp"
header_check_lines "$work/both.cpp" "$work/line_"
avx2=$header_check_avx2

# One variant: $1 compiler, $2 name, $3 source, then the options. Compiles, runs, compares.
check_variant() {
  local cxx=$1 name=$2 source=$3
  shift 3
  name=$(basename "$cxx")_$name
  header_check_compile "$cxx" "$source" "$work/$name" "$@" || return 1
  local found
  found=$("$work/$name" "${run_options[@]}" | grep '^checksum')
  if [ "$found" != "$expected" ]; then
    echo "FAILED: $name answers differently from the headers under kernels/" \
         "($found, not $expected)" >&2
    return 1
  fi
  echo "$name: compiled, the same answers as the headers under kernels/"
}

# Every compile and run is one variant ("compiler name source options...", check_variant's
# arguments), run as many at a time as there are cores.
variants=()
for cxx in "${compilers[@]}"; do
  clang=()
  "$cxx" --version | grep -q clang && clang=(-Wno-unknown-pragmas)
  variants+=("$cxx include_O2 $program ${flags[*]} -O2 -I$work/include"
             "$cxx both $work/both.cpp ${flags[*]} -O2")
  for line in "${contest_lines[@]}"; do
    if [ "$line" = reference ] || { [ ${#clang[@]} -gt 0 ] && [ "$line" != none ]; }; then continue; fi
    if contest_needs_avx2 "$line" && [ "$avx2" = 0 ]; then continue; fi
    options="${contest_flags[*]} -Wall -Wextra -Wpedantic -Werror ${clang[*]} $(contest_opt "$line")"
    variants+=("$cxx line_$line $work/line_$line.cpp $options")
  done
done
bitcc_run_parallel check_variant "${variants[@]}" ||
  { echo "check_wide_header.sh: FAILED" >&2; exit 1; }

for cxx in "${compilers[@]}"; do
  name=$(basename "$cxx")_include_O2
  for simd in avx512 avx2 sse4.2 scalar; do
    reference=$(BITCC_SIMD=$simd "$work/reference/run" "${run_options[@]}" 2> /dev/null |
                grep '^checksum') || continue  # not on this CPU
    found=$(BITCC_SIMD=$simd "$work/$name" "${run_options[@]}" | grep '^checksum')
    if [ "$found" != "$reference" ] || [ "$found" != "$expected" ]; then
      echo "FAILED: $name with BITCC_SIMD=$simd: $found, the headers under kernels/ $reference" >&2
      exit 1
    fi
  done
  echo "$name: the same answers under every BITCC_SIMD this CPU allows"
  log=$work/$(basename "$cxx")_cxx14.log
  # The #error, then the missing include that stops the build: nothing from the program.
  if ! header_check_stops_below_cxx17 "$cxx" "$work/include" "$program" bitcc_wide.hpp "$log"; then
    echo "FAILED: below C++17, $cxx does not stop at the header's one #error:" >&2
    head -20 "$log" >&2
    exit 1
  fi
  echo "$(basename "$cxx") -std=c++14: one error, 'bitcc_wide.hpp needs C++17'"
done
echo "check_wide_header.sh: every build answered as the headers under kernels/"

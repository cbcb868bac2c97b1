#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Checks the single header as bot authors use it. Writes it with the documented command
# (cmake -P tools/single_header.cmake, unless --header names a file already written), checks that
# it stays under 60,000 bytes, then compiles tools/bots/example_bot.cpp with it, -Wall -Wextra
# -Wpedantic -Werror, with g++ 12, g++ 11 and clang++ 14:
#   paste     at -O2 (-std=c++17), the header pasted into the bot in place of its
#             #include "bitcc.hpp" line (one file, as submitted; unoptimized: the line `none`,
#             the same file and warnings under -std=gnu++17 with -g);
#   include   at -O2, the header next to the bot, which includes it (the same code as pasted);
#   <line>    pasted, under each contest line of tools/contest/lines.sh (its pragma lines at the
#             top of the file, the site's flags, no -O flag). clang++ knows no GCC pragma and says
#             so (-Wunknown-pragmas, part of -Wall): that warning is about the bot's own lines, so
#             it alone is off for clang++ there; ignoring the pragmas, clang++ compiles every line
#             to the same code, and builds the line `none` alone.
# Each bot then answers recorded turns (tests/data/stc_three_turns.txt, with --depth 2 --ms 10000
# so that the answers do not depend on the machine's load); its answers must be the same as those
# of the bot compiled from the (unsqueezed) headers under kernels/, one "x rotation" line a turn.
# The contest benchmark's answers (tools/contest/contest_bench.cpp: bitcc::label under every
# BITCC_SIMD value this CPU allows, groups_at_least, place + resolve_score) must be those of the
# same program on the headers under kernels/, so that squeezing the header changed nothing.
# Last, with each compiler: below C++17 the header stops the build with its one #error naming
# C++17; an out-of-range Grid::set gets the documented answer without BITCC_CHECKS (no NDEBUG:
# contest builds define none) and stops at a failed assert with it; under a bot's target pragma,
# bitcc::label still runs what the CPU allows (label_isa() as without it).
#
# Usage: tools/check_single_header.sh [--full] [--header FILE] [--compiler CXX]... [--opt LEVEL]...
#   --full           the larger header with the flood labelers instead (cmake -DLEAVE_OUT= -P
#                    tools/single_header.cmake): no size limit, but it must hold label_flood_avx2
#                    and define BITCC_HAVE_LABEL_FLOOD (on which bitcc::label runs the floods);
#                    work files go to build/check_single_header_full/
#   --header FILE    check FILE instead of writing the header
#   --compiler CXX   only these compilers (default: g++, g++-11 and clang++-14, installed when
#                    missing and run as root)
#   --opt LEVEL      only these optimization levels for paste (default: -O2; include takes the
#                    last)
# Work files go to build/check_single_header/. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

header=
full=0
compilers=()
levels=()
while [ $# -gt 0 ]; do
  case "$1" in
    --full) full=1; shift ;;
    --header) header=$(realpath "$2"); shift 2 ;;
    --compiler) compilers+=("$2"); shift 2 ;;
    --opt) levels+=("$2"); shift 2 ;;
    *) echo "check_single_header.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
source tools/header_checks.sh  # the steps shared with check_wide_header.sh
header_check_default_compilers
[ ${#levels[@]} -gt 0 ] || levels=(-O2)

work=build/check_single_header
[ "$full" = 0 ] || work=build/check_single_header_full
rm -rf "$work"
mkdir -p "$work/include"
if [ -z "$header" ]; then
  header=$work/include/bitcc.hpp
  contest_write_header "$header" "$full"
else
  cp "$header" "$work/include/bitcc.hpp"
  header=$work/include/bitcc.hpp
fi

limit=60000
size=$(wc -c < "$header")
if [ "$full" = 1 ]; then
  if ! grep -q '^#define BITCC_HAVE_LABEL_FLOOD 1$' "$header" ||
     ! grep -q 'int label_flood_avx2(' "$header"; then
    echo "check_single_header.sh: --full: $header lacks the flood labelers" >&2
    exit 1
  fi
  echo "single header with the flood labelers: $size bytes (no limit)"
elif [ "$size" -ge "$limit" ]; then
  echo "check_single_header.sh: $header is $size bytes, not under $limit:" \
       "a 100,000-character submission needs room for the bot" >&2
  exit 1
else
  echo "single header: $size bytes (limit $limit)"
fi

bot=tools/bots/example_bot.cpp
include_line='#include "bitcc.hpp"'
if [ "$(grep -cxF "$include_line" "$bot")" -ne 1 ]; then
  echo "check_single_header.sh: $bot must have exactly one line '$include_line'" >&2
  exit 1
fi
# The bot as submitted: the header in place of its #include line.
contest_paste "$header" "$bot" > "$work/pasted.cpp"
header_check_lines "$work/pasted.cpp" "$work/line_"

# The reference: the same bot on the headers under kernels/ (a stand-in bitcc.hpp includes the
# roots of the single header, as in the build's example_bot).
mkdir -p "$work/reference"
header_check_reference BITCC_SINGLE_HEADER_ROOTS "$work/reference/bitcc.hpp"
flags=("${header_check_flags[@]}")
bench=tools/contest/contest_bench.cpp
# The three reference builds at once (each a compiler process of its own): the bot and the contest
# benchmark on the headers under kernels/, the benchmark on the single header.
build_reference() {
  case "$1" in
    bot) header_check_compile "${compilers[0]}" "$bot" "$work/reference_bot" "${flags[@]}" -O2 \
           -Ikernels -I"$work/reference" ;;
    bench) header_check_compile "${compilers[0]}" "$bench" "$work/reference_bench" "${flags[@]}" \
             -O2 -I. -Ikernels -I"$work/reference" ;;
    single_bench) header_check_compile "${compilers[0]}" "$bench" "$work/single_bench" \
                    "${flags[@]}" -O2 -I. -I"$work/include" ;;
  esac
}
bitcc_run_parallel build_reference bot bench single_bench || exit 1

input=tests/data/stc_three_turns.txt
run_options=(--depth 2 --ms 10000)
"$work/reference_bot" "${run_options[@]}" < "$input" > "$work/reference.out"
turns=$(( $(wc -l < "$input") / 34 ))
if [ "$turns" -lt 1 ] || [ "$(wc -l < "$work/reference.out")" -ne "$turns" ] ||
   grep -qvE '^[0-5] [0-3]$' "$work/reference.out"; then
  echo "check_single_header.sh: the reference bot's answers to $input are not $turns lines" \
       "'x rotation':" >&2
  cat "$work/reference.out" >&2
  exit 1
fi

avx2=$header_check_avx2

# The kernels' answers through the single header, against the headers under kernels/.
for simd in avx512 avx2 sse4.2 scalar; do
  expected=$(BITCC_SIMD=$simd "$work/reference_bench" --n 3000 --reps 1 2> /dev/null |
             grep '^checksum') || continue  # not on this CPU
  found=$(BITCC_SIMD=$simd "$work/single_bench" --n 3000 --reps 1 | grep '^checksum')
  if [ "$found" != "$expected" ]; then
    echo "check_single_header.sh: with BITCC_SIMD=$simd the single header answers differently" \
         "from the headers under kernels/ ($found, not $expected)" >&2
    exit 1
  fi
  echo "single header, BITCC_SIMD=$simd: the same answers as the headers under kernels/"
done

# One variant: compile, run, compare. Prints one line; the compiler's messages on failure.
# $2 is an -O level for the ways include and paste, or a contest line's name.
check_variant() {
  local cxx=$1 level=$2 way=$3 name source options=("${flags[@]}" "$2") clang=0
  "$cxx" --version | grep -q clang && clang=1
  name=$(basename "$cxx")_${level}_$way
  case "$way" in
    include) source=$bot; options+=(-I"$work/include") ;;
    paste) source=$work/pasted.cpp ;;
    line) source=$work/line_$level.cpp
          options=("${contest_flags[@]}" -Wall -Wextra -Wpedantic -Werror $(contest_opt "$level"))
          if [ "$clang" = 1 ]; then options+=(-Wno-unknown-pragmas); fi ;;
  esac
  header_check_compile "$cxx" "$source" "$work/$name" "${options[@]}" || return 1
  if [ "$way" = line ] && contest_needs_avx2 "$level" && [ "$avx2" = 0 ]; then
    echo "$name: compiled (not run: this CPU lacks AVX2)"
    return 0
  fi
  "$work/$name" "${run_options[@]}" < "$input" > "$work/$name.out"
  if ! cmp -s "$work/$name.out" "$work/reference.out"; then
    echo "FAILED: $name answers differently from the reference bot:" >&2
    diff "$work/reference.out" "$work/$name.out" >&2 || true
    return 1
  fi
  echo "$name: compiled, $turns answers as the reference"
}

# The header's own promises, with compiler $1: one #error below C++17; out-of-range arguments
# answered as documented without BITCC_CHECKS, a failed assert with it.
check_promises() {
  local cxx=$1 name log
  name=$(basename "$cxx")
  log=$work/${name}_cxx14.log
  # The #error, then the missing include that stops the build: nothing from the bot.
  if ! header_check_stops_below_cxx17 "$cxx" "$work/include" "$bot" bitcc.hpp "$log"; then
    echo "FAILED: $cxx -std=c++14 did not stop at the header's one #error:" >&2
    cat "$log" >&2
    return 1
  fi
  cat > "$work/${name}_checks.cpp" <<'CPP'
#include <cstdio>
#include "bitcc.hpp"
int main() {
  std::printf("%s\n", bitcc::isa_name(bitcc::label_isa()).data());
  bitcc::stc::Grid grid;
  grid.set(12, 0, 1);  // outside the grid: documented to leave it unchanged
  return grid.at(0, 0) == bitcc::stc::kEmpty && grid.occupied() == 0 ? 0 : 1;
}
CPP
  { contest_pragmas o3-avx2; cat "$work/${name}_checks.cpp"; } > "$work/${name}_checks_avx2.cpp"
  "$cxx" "${flags[@]}" -I"$work/include" "$work/${name}_checks.cpp" -o "$work/${name}_checks"
  "$cxx" "${flags[@]}" -DBITCC_CHECKS -I"$work/include" "$work/${name}_checks.cpp" \
    -o "$work/${name}_checks_on"
  "$cxx" "${flags[@]}" -Wno-unknown-pragmas -I"$work/include" "$work/${name}_checks_avx2.cpp" \
    -o "$work/${name}_checks_avx2"
  local implementation
  if ! implementation=$("$work/${name}_checks"); then
    echo "FAILED: $name: without BITCC_CHECKS, Grid::set(12, 0, 1) did not leave the grid empty" >&2
    return 1
  fi
  # (In a subshell whose messages go to the log, the shell's own "Aborted" line included.)
  if { ( "$work/${name}_checks_on" ); } > "$work/${name}_checks_on.log" 2>&1 ||
     ! grep -q 'Assertion' "$work/${name}_checks_on.log"; then
    echo "FAILED: $name: with BITCC_CHECKS, Grid::set(12, 0, 1) did not stop at a failed assert" >&2
    return 1
  fi
  # A bot's target pragma changes nothing of the run-time choice of bitcc::label.
  if [ "$avx2" = 1 ] && [ "$("$work/${name}_checks_avx2")" != "$implementation" ]; then
    echo "FAILED: $name: under the o3-avx2 line bitcc::label runs" \
         "$("$work/${name}_checks_avx2"), not $implementation" >&2
    return 1
  fi
  echo "$name: one #error below C++17; checks off by default, on with BITCC_CHECKS;" \
       "bitcc::label runs $implementation, under a target pragma too"
}

# Included and pasted, the bot compiles to the same code (objdump): `include` checks the header
# as a file of its own at the last level only. clang++ ignores the GCC pragma lines, so its
# contest lines all compile to the code of `none`, the one it builds.
variants=()
for cxx in "${compilers[@]}"; do
  for level in "${levels[@]}"; do variants+=("$cxx $level paste"); done
  variants+=("$cxx ${levels[${#levels[@]} - 1]} include")
  is_clang=0
  "$cxx" --version | grep -q clang && is_clang=1
  for line in "${contest_lines[@]}"; do
    if [ "$line" = reference ] || { [ "$is_clang" = 1 ] && [ "$line" != none ]; }; then continue; fi
    variants+=("$cxx $line line")
  done
done
# The variants and each compiler's promises, as many at a time as there are cores.
check_item() {
  local kind=$1
  shift
  "check_$kind" "$@"
}
items=()
for variant in "${variants[@]}"; do items+=("variant $variant"); done
for cxx in "${compilers[@]}"; do items+=("promises $cxx"); done
status=0
bitcc_run_parallel check_item "${items[@]}" || status=1
if [ "$status" -ne 0 ]; then
  echo "check_single_header.sh: FAILED" >&2
  exit 1
fi
echo "check_single_header.sh: every variant compiled without a warning and answered as the reference"

# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# tools/contest/lines.sh: the compile lines of contest sites, and how the single header is written
# and a bot pastes it, in one place. Sourced by
# tools/check_single_header.sh (compiles and checks the example bot under each) and
# tools/contest_bench.sh (times the single header under each).
#
# Contest sites compile one file without an -O flag (a widely used one: g++ 11 with the flags
# below, nothing else); bots put `#pragma GCC optimize(...)` and `#pragma GCC target(...)` lines at
# the top of the file. `reference` is the same program built with -O2 and no pragma.

# The site's flags, the same for every line.
contest_flags=(-std=gnu++17 -Werror=return-type -g -pthread)

# The lines, reference first.
contest_lines=(reference none o3 o3-avx2 ofast o3-inline)

# The -O flag of line $1 (only the reference has one).
contest_opt() {
  if [ "$1" = reference ]; then echo -O2; fi
}

# The pragma lines that line $1 puts at the top of the file, one per output line.
contest_pragmas() {
  case "$1" in
    reference|none) ;;
    o3) printf '%s\n' '#pragma GCC optimize("O3")' ;;
    o3-avx2) printf '%s\n' '#pragma GCC optimize("O3")' '#pragma GCC target("avx2")' ;;
    ofast) printf '%s\n' '#pragma GCC optimize("Ofast")' '#pragma GCC optimize("unroll-loops")' \
                         '#pragma GCC target("avx2,bmi,bmi2,popcnt,lzcnt")' ;;
    o3-inline) printf '%s\n' '#pragma GCC optimize("O3,inline,omit-frame-pointer,unroll-loops")' \
                             '#pragma GCC target("avx2,bmi2,popcnt")' ;;
    *) echo "contest lines: unknown line '$1'" >&2; return 2 ;;
  esac
}

# Whether line $1 needs AVX2 to run (its target pragma lets the compiler use it anywhere).
contest_needs_avx2() {
  case "$1" in
    o3-avx2|ofast|o3-inline) return 0 ;;
    *) return 1 ;;
  esac
}

# Writes the single header to $1: the default one, or with $2 = 1 the larger one with the flood
# labelers (nothing left out: -DLEAVE_OUT= with no header). cmake names the file and its size.
contest_write_header() {
  local leave_out=()
  if [ "$2" = 1 ]; then leave_out=(-DLEAVE_OUT=); fi
  cmake -DOUTPUT="$1" "${leave_out[@]}" -P tools/single_header.cmake
}

# Prints source file $2 as a contest submission: single header $1 pasted in place of its line
# `#include "bitcc.hpp"` (or of the line `#include "$3"`).
contest_paste() {
  awk -v header="$1" -v line="#include \"${3:-bitcc.hpp}\"" '
    $0 == line { while ((getline text < header) > 0) print text; next }
    { print }' "$2"
}

# Writes the wide boards' single header (bitcc_wide.hpp) to $1.
contest_write_wide_header() {
  cmake -DOUTPUT="$1" -DHEADER=wide -P tools/single_header.cmake
}

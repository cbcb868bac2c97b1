#!/usr/bin/env bash
# Checks the single header as bot authors use it. Writes it with the documented command
# (cmake -P tools/single_header.cmake, unless --header names a file already written), checks that
# it stays under 60,000 bytes, then compiles tools/bots/example_bot.cpp with it using
# -std=c++17 -Wall -Wextra -Wpedantic -Werror, with g++ and clang++ (clang++-14 when present), at
# -O0 and -O2, three ways:
#   include   the header next to the bot, which does #include "bitcc.hpp";
#   paste     the header pasted into the bot in place of that line (one file, as submitted);
#   pragmas   pasted, below `#pragma GCC target("avx2")` and `#pragma GCC optimize("O3")` lines
#             at the top of the file, as contest bots write them. clang++ knows neither pragma and
#             says so (-Wunknown-pragmas, part of -Wall): that warning is about the bot's own two
#             lines, so it alone is off for clang++ in this variant.
# Each bot then answers recorded turns (tests/data/stc_three_turns.txt, with --depth 2 --ms 10000
# so that the answers do not depend on the machine's load); its answers must be the same as those
# of the bot compiled from the (unsqueezed) headers under kernels/, one "x rotation" line a turn.
#
# Usage: tools/check_single_header.sh [--header FILE] [--compiler CXX]... [--opt LEVEL]...
#   --header FILE    check FILE instead of writing the header
#   --compiler CXX   only these compilers (default: g++ and clang++)
#   --opt LEVEL      only these optimization levels (default: -O0 and -O2)
# Work files go to build/check_single_header/. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

header=
compilers=()
levels=()
while [ $# -gt 0 ]; do
  case "$1" in
    --header) header=$(realpath "$2"); shift 2 ;;
    --compiler) compilers+=("$2"); shift 2 ;;
    --opt) levels+=("$2"); shift 2 ;;
    *) echo "check_single_header.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
if [ ${#compilers[@]} -eq 0 ]; then
  clang=$(command -v clang++-14 || command -v clang++) || {
    echo "check_single_header.sh: needs clang++ (Debian: apt-get install clang-14)" >&2
    exit 2
  }
  compilers=(g++ "$clang")
fi
[ ${#levels[@]} -gt 0 ] || levels=(-O0 -O2)

work=build/check_single_header
rm -rf "$work"
mkdir -p "$work/include"
if [ -z "$header" ]; then
  header=$work/include/bitcc.hpp
  cmake -DOUTPUT="$header" -P tools/single_header.cmake
else
  cp "$header" "$work/include/bitcc.hpp"
  header=$work/include/bitcc.hpp
fi

limit=60000
size=$(wc -c < "$header")
if [ "$size" -ge "$limit" ]; then
  echo "check_single_header.sh: $header is $size bytes, not under $limit:" \
       "a 100,000-character submission needs room for the bot" >&2
  exit 1
fi
echo "single header: $size bytes (limit $limit)"

bot=tools/bots/example_bot.cpp
include_line='#include "bitcc.hpp"'
if [ "$(grep -cxF "$include_line" "$bot")" -ne 1 ]; then
  echo "check_single_header.sh: $bot must have exactly one line '$include_line'" >&2
  exit 1
fi
# The bot as submitted: the header in place of its #include line.
awk -v header="$header" -v line="$include_line" '
  $0 == line { while ((getline text < header) > 0) print text; next }
  { print }' "$bot" > "$work/pasted.cpp"
{ printf '#pragma GCC target("avx2")\n#pragma GCC optimize("O3")\n'; cat "$work/pasted.cpp"; } \
  > "$work/pragmas.cpp"

# The reference: the same bot on the headers under kernels/ (a stand-in bitcc.hpp includes the
# roots of the single header, as in the build's example_bot).
roots=$(sed -n 's/^set(BITCC_SINGLE_HEADER_ROOTS \(.*\))$/\1/p' tools/single_header_roots.cmake)
[ -n "$roots" ] || { echo "check_single_header.sh: no roots in single_header_roots.cmake" >&2; exit 1; }
mkdir -p "$work/reference"
for root in $roots; do echo "#include \"$root\""; done > "$work/reference/bitcc.hpp"
flags=(-std=c++17 -Wall -Wextra -Wpedantic -Werror)
"${compilers[0]}" "${flags[@]}" -O2 -Ikernels -I"$work/reference" "$bot" -o "$work/reference_bot"

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

avx2=0
grep -qw avx2 /proc/cpuinfo 2>/dev/null && avx2=1

# One variant: compile, run, compare. Prints one line; the compiler's messages on failure.
check_variant() {
  local cxx=$1 level=$2 way=$3 name source extra=()
  name=$(basename "$cxx")${level}_$way
  case "$way" in
    include) source=$bot; extra=(-I"$work/include") ;;
    paste) source=$work/pasted.cpp ;;
    pragmas) source=$work/pragmas.cpp
             if "$cxx" --version | grep -q clang; then extra=(-Wno-unknown-pragmas); fi ;;
  esac
  if ! "$cxx" "${flags[@]}" "$level" "${extra[@]}" "$source" -o "$work/$name" \
       > "$work/$name.log" 2>&1; then
    echo "FAILED to compile: $cxx ${flags[*]} $level ${extra[*]} $source" >&2
    head -40 "$work/$name.log" >&2
    return 1
  fi
  if [ "$way" = pragmas ] && [ "$avx2" = 0 ]; then
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

jobs=$(nproc 2>/dev/null || echo 2)
running=0
status=0
for cxx in "${compilers[@]}"; do
  for level in "${levels[@]}"; do
    for way in include paste pragmas; do
      check_variant "$cxx" "$level" "$way" &
      running=$((running + 1))
      if [ "$running" -ge "$jobs" ]; then
        wait -n || status=1
        running=$((running - 1))
      fi
    done
  done
done
while [ "$running" -gt 0 ]; do
  wait -n || status=1
  running=$((running - 1))
done
if [ "$status" -ne 0 ]; then
  echo "check_single_header.sh: FAILED" >&2
  exit 1
fi
echo "check_single_header.sh: every variant compiled without a warning and answered as the reference"

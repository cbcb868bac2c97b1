#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# The contest benchmark: what a bot gets from the single header under the compile lines of
# contest sites (tools/contest/lines.sh), with g++ 12, g++ 11 and clang++ 14.
#
# Writes the single headers (cmake -P tools/single_header.cmake, and -DHEADER=wide), then builds
# three programs against them under each line and compiler, with the lines' pragmas at the top of the file and no -O flag
# (the reference line: -O2, no pragma; clang++ ignores GCC's pragmas, so it is built only at -O2
# and with no -O flag):
#   tools/contest/contest_bench.cpp   bitcc::label, groups_at_least(b, 4) alone and summed in
#                                     the bot's own loop, place + resolve_score (ns per call);
#   tools/bots/example_bot.cpp        the example bot with the header pasted in: placements it
#                                     searches per second, on turns from random play (depth 3);
#   tools/contest/wide_bench.cpp      wide::label on 19x19 boards (random 0.5) and 30x20 maps,
#                                     groups and components summed in the bot's loop (ns per
#                                     call), with bitcc.hpp and then bitcc_wide.hpp pasted in.
# Every program runs as R separate processes, one per round, in an order rotated by one each
# round, so that the builds' processes interleave. Each process times each measure (the median of
# its 3 repetitions), and a build's figure is its fastest process: the least ns per call over its
# processes, the most placements per second. Not the median over the processes: a process can land
# in a slow mode (a quarter of them, 40..50 % slower, on an AMD EPYC Zen 4; see
# docs/benchmarks.md), and a median over a few processes lands in either mode.
# Prints one table (ns per call, and in parentheses the ratio to the reference line of the same
# compiler; placements per second likewise), with the rule under it, and writes both to
# build/contest/summary.md. Fails when any build answers differently from another: every bench
# must print the same checksums, every bot the same moves.
#
# Usage: tools/contest_bench.sh [--full] [--rounds R] [--n N] [--turns T] [--compiler CXX]...
#   --full         the larger header with the flood labelers (cmake -DLEAVE_OUT= -P
#                  tools/single_header.cmake) instead; work files and the table go to
#                  build/contest_full/. With BITCC_SIMD=avx2 set (the programs inherit it), what
#                  a judge with AVX2 but not AVX-512 VBMI gets.
#   --rounds R     rounds, the processes of each program (default 9)
#   --n N          boards per pool and placements (default 20000)
#   --turns T      turns the bot answers per round (default 100)
#   --compiler CXX only these compilers (default: g++, g++-11, clang++-14; the missing ones are
#                  installed when run as root)
#   -h, --help     this text
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/ensure_deps.sh
source tools/contest/lines.sh

full=0
rounds=9
n=20000
turns=100
reps=3  # each process's repetitions of each measure, of which it prints the median
compilers=()
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) sed -n '4,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    --rounds|--n|--turns|--compiler)
      [ $# -ge 2 ] || { echo "contest_bench.sh: $1 needs a value" >&2; exit 2; }
      ;;&
    --full) full=1; shift ;;
    --rounds) rounds=$2; shift 2 ;;
    --n) n=$2; shift 2 ;;
    --turns) turns=$2; shift 2 ;;
    --compiler) compilers+=("$2"); shift 2 ;;
    *) echo "contest_bench.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
for value in "$rounds" "$n" "$turns"; do
  [[ "$value" =~ ^[1-9][0-9]*$ ]] || {
    echo "contest_bench.sh: --rounds, --n and --turns take a positive whole number, not '$value'" >&2
    exit 2
  }
done
if [ ${#compilers[@]} -eq 0 ]; then
  bitcc_ensure_deps g++-11 clang-14
  compilers=(g++ g++-11 clang++-14)
fi

work=build/contest
[ "$full" = 0 ] || work=build/contest_full
rm -rf "$work"
mkdir -p "$work"
header=$work/bitcc.hpp
contest_write_header "$header" "$full" > /dev/null

contest_paste "$header" tools/bots/example_bot.cpp > "$work/bot_pasted.cpp"
contest_paste "$header" tools/contest/contest_bench.cpp > "$work/bench_pasted.cpp"
contest_write_wide_header "$work/bitcc_wide.hpp" > /dev/null
{ cat "$header"; contest_paste "$work/bitcc_wide.hpp" tools/contest/wide_bench.cpp bitcc_wide.hpp; } \
  > "$work/wide_pasted.cpp"

avx2=0
grep -qw avx2 /proc/cpuinfo 2>/dev/null && avx2=1

# Builds one program: $1 name, $2 compiler, $3 line, $4 pasted source.
build() {
  local name=$1 cxx=$2 line=$3 source=$4 opt
  opt=$(contest_opt "$line")
  { contest_pragmas "$line"; cat "$source"; } > "$work/$name.cpp"
  # (-I the top folder: the benchmark takes its positions from testing/stc_positions.hpp.)
  "$cxx" "${contest_flags[@]}" $opt -I"$PWD" "$work/$name.cpp" -o "$work/$name" \
    2> "$work/$name.log" || {
    echo "contest_bench.sh: $cxx ${contest_flags[*]} $opt $work/$name.cpp failed:" >&2
    head -20 "$work/$name.log" >&2
    return 1
  }
}

variants=()  # compiler:line
for cxx in "${compilers[@]}"; do
  command -v "$cxx" > /dev/null || { echo "contest_bench.sh: no $cxx" >&2; exit 2; }
  for line in "${contest_lines[@]}"; do
    if "$cxx" --version | grep -q clang && [ "$line" != reference ] && [ "$line" != none ]; then
      continue
    fi
    if contest_needs_avx2 "$line" && [ "$avx2" = 0 ]; then continue; fi
    variants+=("$cxx:$line")
  done
done
echo "contest_bench.sh: building ${#variants[@]} variants x 3 programs" >&2
jobs=$(nproc 2>/dev/null || echo 2)
pids=()
for variant in "${variants[@]}"; do
  cxx=${variant%%:*} line=${variant#*:}
  tag=$(basename "$cxx")_$line
  build "bench_$tag" "$cxx" "$line" "$work/bench_pasted.cpp" &
  pids+=($!)
  build "bot_$tag" "$cxx" "$line" "$work/bot_pasted.cpp" &
  pids+=($!)
  build "wide_$tag" "$cxx" "$line" "$work/wide_pasted.cpp" &
  pids+=($!)
  if [ ${#pids[@]} -ge "$jobs" ]; then
    for pid in "${pids[@]}"; do wait "$pid"; done
    pids=()
  fi
done
for pid in "${pids[@]}"; do wait "$pid"; done

"$work/bench_$(basename "${compilers[0]}")_reference" --turns "$turns" > "$work/turns.txt"

echo "contest_bench.sh: rounds: $rounds; load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
count=${#variants[@]}
for ((round = 0; round < rounds; ++round)); do
  for ((k = 0; k < count; ++k)); do
    variant=${variants[$(((k + round) % count))]}
    cxx=${variant%%:*} line=${variant#*:}
    tag=$(basename "$cxx")_$line
    "$work/bench_$tag" --n "$n" --reps "$reps" >> "$work/bench_$tag.out"
    "$work/bot_$tag" --depth 3 --ms 1000000 --stats < "$work/turns.txt" \
      > "$work/bot_$tag.moves" 2>> "$work/bot_$tag.out"
    "$work/wide_$tag" --n "$((n / 4))" --reps "$reps" >> "$work/wide_$tag.out"
  done
  echo "contest_bench.sh: round $((round + 1)) of $rounds done" >&2
done

# Same answers everywhere.
status=0
first=
for variant in "${variants[@]}"; do
  tag=$(basename "${variant%%:*}")_${variant#*:}
  sums=$(grep -h '^checksum' "$work/bench_$tag.out" | sort -u; echo wide
         grep -h '^checksum' "$work/wide_$tag.out" | sort -u)
  if [ "$(echo "$sums" | wc -l)" -ne 3 ]; then
    echo "contest_bench.sh: $tag printed different checksums across rounds" >&2; status=1
  fi
  if [ -z "$first" ]; then
    first=$tag
  elif [ "$sums" != "$(grep -h '^checksum' "$work/bench_$first.out" | sort -u; echo wide
                       grep -h '^checksum' "$work/wide_$first.out" | sort -u)" ] ||
       ! cmp -s "$work/bot_$tag.moves" "$work/bot_$first.moves"; then
    echo "contest_bench.sh: $tag answers differently from $first" >&2; status=1
  fi
done
[ "$status" -eq 0 ] || exit 1

summary=$work/summary.md
python3 - "$work" "$rounds" "$reps" "${variants[@]}" > "$summary" <<'PY'
import sys
work, rounds, reps, variants = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
measures = ["label_p0.2", "label_p0.5", "label_p0.8", "groups_at_least", "groups_sum",
            "place+resolve_score", "wide_19x19_p0.5", "wide_30x20_p0.5", "wide_groups"]
# A build's figures: its fastest process (each bench process prints one median per measure).
def fastest(tag):
    values = {m: [] for m in measures}
    for program in ("bench", "wide"):
        for line in open(f"{work}/{program}_{tag}.out"):
            name, _, value = line.partition(" ")
            if name in values: values[name].append(float(value))
    rates = []
    for line in open(f"{work}/bot_{tag}.out"):
        words = line.split()
        if len(words) == 4 and words[0] == "placements":
            rates.append(float(words[1]) / float(words[3]))
    result = {m: min(v) for m, v in values.items()}
    result["bot"] = max(rates)
    return result
rows = []
for variant in variants:
    cxx, line = variant.split(":")
    tag = f"{cxx.split('/')[-1]}_{line}"
    rows.append((cxx.split('/')[-1], line, fastest(tag)))
reference = {cxx: m for cxx, line, m in rows if line == "reference"}
print("| compiler | line | label p0.2 | label p0.5 | label p0.8 | groups_at_least(b, 4) "
      "| groups_sum | place + resolve_score | wide 19x19 p0.5 | wide 30x20 p0.5 | wide groups "
      "| example bot, placements/s |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for cxx, line, m in rows:
    ref = reference.get(cxx)
    cells = []
    for key in measures:
        ratio = f" ({m[key] / ref[key]:.2f}x)" if ref and line != "reference" else ""
        cells.append(f"{m[key]:.1f}{ratio}")
    ratio = f" ({m['bot'] / ref['bot']:.2f}x)" if ref and line != "reference" else ""
    cells.append(f"{m['bot'] / 1e6:.2f} M{ratio}")
    name = "-O2 (reference)" if line == "reference" else line
    print(f"| {cxx} | {name} | " + " | ".join(cells) + " |")
print()
print(f"Each figure is the build's fastest of {rounds} processes, interleaved with the other "
      f"builds' (ns per call: the least of the processes' medians of {reps} repetitions; "
      "placements/s: the most); groups_sum: groups_at_least(b, 4) summed in the bot's own loop; "
      "wide: wide::label<G> (bitcc_wide.hpp, after bitcc.hpp), and wide groups: "
      "groups_at_least(b, 5), component_of and neighbours_of summed in the bot's loop (19x19).")
PY
cat "$summary"
echo "contest_bench.sh: every build gave the same answers; table in $summary" >&2

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# tests/check_doc_code.sh ROOT CXX SINGLE_INCLUDE WORK
# Compiles every ```cpp block of README.md and docs/*.md, so that a renamed call breaks the build,
# not the reader. A block with `int main(` is a program: compiled with warnings as errors, run, and,
# when the text after the block says it prints `X`, its output compared with X. A block that defines
# a function (a line at column 0 ending in `) {`) is compiled as it stands, for errors only. Any
# other block is a fragment: its preprocessor lines go on top, the rest becomes the body of a
# function, and it is compiled for errors only. A block right after the line `<!-- not compiled: REASON -->` (a list of
# declarations, say) is skipped. Headers resolve as a reader's would: "bitcc.hpp" from
# SINGLE_INCLUDE (the generated single headers), "bitcc/..." from ROOT/kernels.
set -uo pipefail
root=$1 cxx=$2 single_include=$3 work=$4
mkdir -p "$work"
failures=0 blocks=0
for doc in "$root"/README.md "$root"/docs/*.md; do
  name=${doc#"$root"/}
  # Each block as: its first line number, then its lines, then the prose line that follows it.
  awk -v out="$work/block" '
    /^```cpp/ { if (skip) { skipping = 1; skip = 0; next }
                inside = 1; after = 0; n++; file = out "_" n ".txt"; printf "" > file;
                start[n] = NR; next }
    /^```/ { if (skipping) { skipping = 0; next }
             if (inside) { inside = 0; after = n; started = 0; next }
             after = 0 }
    inside || skipping { if (inside) print >> file; next }
    after { if (NF) { printf "%s ", $0 >> (out "_" after ".after"); started = 1 }
            else if (started) after = 0 }
    /^<!-- not compiled: / { skip = 1 }
    END { for (i = 1; i <= n; i++) print start[i] > (out "_lines.txt") }
' "$doc"
  [ -f "$work/block_lines.txt" ] || continue
  index=0
  while read -r line; do
    index=$((index + 1))
    block=$work/block_$index.txt
    source=$work/$(echo "$name" | tr '/.' '__')_$line.cpp
    blocks=$((blocks + 1))
    if grep -q 'int main(' "$block"; then
      cp "$block" "$source"
      if ! "$cxx" -std=c++17 -O1 -Wall -Wextra -Werror -I "$single_include" -I "$root/kernels" \
           "$source" -o "$source.bin"; then
        echo "$name:$line: the program does not compile" >&2
        failures=$((failures + 1))
        continue
      fi
      if ! output=$("$source.bin"); then
        echo "$name:$line: the program failed" >&2
        failures=$((failures + 1))
        continue
      fi
      expected=$(sed -n 's/.*prints `\([^`]*\)`.*/\1/p' "$work/block_$index.after" 2>/dev/null)
      if [ -n "$expected" ] && [ "$output" != "$expected" ]; then
        echo "$name:$line: the program prints '$output', the text says '$expected'" >&2
        failures=$((failures + 1))
      fi
    elif grep -q '^[A-Za-z].*) *{$' "$block"; then
      cp "$block" "$source"
      if ! "$cxx" -std=c++17 -fsyntax-only -I "$single_include" -I "$root/kernels" "$source"; then
        echo "$name:$line: the block does not compile ($source)" >&2
        failures=$((failures + 1))
      fi
    else
      { grep '^#' "$block"
        echo "void doc_fragment_$line() {"
        grep -v '^#' "$block"
        echo "}"; } > "$source"
      if ! "$cxx" -std=c++17 -fsyntax-only -I "$single_include" -I "$root/kernels" "$source"; then
        echo "$name:$line: the fragment does not compile (as the body of a function: $source)" >&2
        failures=$((failures + 1))
      fi
    fi
  done < "$work/block_lines.txt"
  rm -f "$work"/block_*
done
echo "doc code: $blocks blocks compiled, $failures failed"
[ "$blocks" -gt 0 ] && [ "$failures" -eq 0 ]

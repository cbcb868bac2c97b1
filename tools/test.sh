#!/usr/bin/env bash
# Builds and runs every test. Usage: tools/test.sh [--werror] [--sanitize]
#   --werror    warnings are errors
#   --sanitize  build with AddressSanitizer and UndefinedBehaviorSanitizer (folder build/sanitize)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/ensure_deps.sh
bitcc_ensure_deps

build=build/release
options=(-DCMAKE_BUILD_TYPE=Release -DBITCC_BUILD_BENCHMARKS=OFF)
for argument in "$@"; do
  case "$argument" in
    --werror) options+=(-DBITCC_WERROR=ON) ;;
    --sanitize) build=build/sanitize
                options+=(-DBITCC_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo) ;;
    *) echo "test.sh: unknown option '$argument'" >&2; exit 2 ;;
  esac
done
jobs=$(nproc 2>/dev/null || echo 2)
cmake -S . -B "$build" "${options[@]}"
cmake --build "$build" -j "$jobs"
ctest --test-dir "$build" -j "$jobs" --output-on-failure

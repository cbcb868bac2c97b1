#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# bitcc_fuzzer_compiler: prints the path of a clang++ (14 or newer) whose libFuzzer runtime links,
# installing clang-14 and libclang-rt-14-dev as root when there is none; returns 77 with the
# command to run when it cannot. Sourced by tools/fuzz.sh and tools/test.sh (--fuzzers).

# A clang whose fuzzer runtime links: compiles and links a trivial target to find out.
bitcc_fuzzer_compiler_works() {
  local compiler=$1 scratch status=0
  scratch=$(mktemp -d)
  printf '%s\n' '#include <cstddef>' '#include <cstdint>' \
    'extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t*, std::size_t) { return 0; }' \
    > "$scratch/probe.cpp"
  "$compiler" -fsanitize=fuzzer,address,undefined "$scratch/probe.cpp" -o "$scratch/probe" \
    > "$scratch/log" 2>&1 || status=1
  rm -rf "$scratch"
  return $status
}

bitcc_find_fuzzer_compiler() {
  local candidate
  for candidate in clang++-14 clang++; do
    if command -v "$candidate" > /dev/null && bitcc_fuzzer_compiler_works "$candidate"; then
      command -v "$candidate"
      return 0
    fi
  done
  return 1
}

bitcc_fuzzer_compiler() {
  local wanted=(clang-14 libclang-rt-14-dev)
  bitcc_find_fuzzer_compiler && return 0
  if [ "$(id -u)" -eq 0 ] && command -v apt-get > /dev/null; then
    source tools/ensure_deps.sh  # says what it installs
    bitcc_ensure_packages "${wanted[@]}" >&2 && bitcc_find_fuzzer_compiler && return 0
  fi
  echo "bitcc: no clang++ with a working libFuzzer runtime, and it could not be installed here;" \
       "run: sudo apt-get install -y ${wanted[*]}" >&2
  return 77
}

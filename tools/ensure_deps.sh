#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Installs the Debian packages bitcc builds with, when any is missing, and the packages named as
# arguments (bitcc_ensure_deps g++-11 clang-14). Sourced by test.sh and bench.sh, and by the
# scripts that need more (contest_bench.sh, check_single_header.sh, arm_test.sh). As root it runs
# apt-get; otherwise it prints the exact command and stops.
bitcc_ensure_deps() {
  bitcc_ensure_packages cmake make g++ libgtest-dev libbenchmark-dev libxsimd-dev "$@"
}

# bitcc_missing_packages PACKAGE...: those of them that are not installed, one per line.
bitcc_missing_packages() {
  local package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
      echo "$package"
  done
}

# bitcc_ensure_packages PACKAGE...: those packages alone (tools/python_test.sh).
bitcc_ensure_packages() {
  local missing=()
  mapfile -t missing < <(bitcc_missing_packages "$@")
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -eq 0 ]; then
    # One apt-get at a time: .ci/run runs two steps side by side. Under the lock, what the other
    # step installed meanwhile is no longer missing.
    (
      flock 9
      mapfile -t missing < <(bitcc_missing_packages "${missing[@]}")
      [ ${#missing[@]} -eq 0 ] && exit 0
      echo "bitcc: installing ${missing[*]}" >&2
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
    ) 9> /tmp/bitcc-apt.lock
  else
    echo "bitcc: missing packages; run: sudo apt-get install -y ${missing[*]}" >&2
    return 1
  fi
}

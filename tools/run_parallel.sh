#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# bitcc_run_parallel FUNCTION ITEM...: calls FUNCTION once per ITEM, with the item's words as its
# arguments (items split on spaces: none of their words may hold one), as many calls at a time as
# there are cores; returns 1 when any call returned non-zero, after every call has ended. Sourced
# by the scripts whose work is many single-threaded processes (check_single_header.sh,
# check_wide_header.sh, fuzz.sh, arm_test.sh).
bitcc_run_parallel() {
  local call=$1 jobs running=0 status=0 item words
  shift
  jobs=$(nproc 2>/dev/null || echo 2)
  for item in "$@"; do
    read -r -a words <<< "$item"
    "$call" "${words[@]}" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
      wait -n || status=1
      running=$((running - 1))
    fi
  done
  while [ "$running" -gt 0 ]; do
    wait -n || status=1
    running=$((running - 1))
  done
  return "$status"
}

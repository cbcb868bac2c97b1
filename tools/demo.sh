#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# The quick start: installs what is missing (tools/ensure_deps.sh), builds the `bitcc` command in
# build/release (the folder tools/test.sh uses, so the tests reuse what this builds) and runs
# `bitcc demo`. Usage: tools/demo.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/ensure_deps.sh
bitcc_ensure_deps
source tools/test_options.sh
cmake -S . -B build/release "${bitcc_release_options[@]}" > /dev/null
cmake --build build/release -j "$(nproc 2>/dev/null || echo 2)" --target bitcc_cli
echo
build/release/tools/bitcc demo

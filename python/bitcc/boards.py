# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""Batches of 6x12 bitboards (bitcc::Board): component counts, components, groups of k or more.

A batch is an (N, 2) uint64 array (bit 6r + c is cell (row r, column c); bits 0..63 in word 0,
64..71 in word 1, higher bits ignored) or an (N, 12, 6) bool or 8-bit array (boards[i, r, c], row 0
the bottom row, as bitcc numbers them: a C-ordered board's flat index is its bit).

    counts(boards) -> int32 (N,)
    label(boards) -> (components uint64 (N, 36, 2), counts int32 (N,))
    groups_at_least(boards, k) -> boards in the input's format
"""
from ._bitcc import boards as _boards

counts = _boards.counts
label = _boards.label
groups_at_least = _boards.groups_at_least

__all__ = ["counts", "groups_at_least", "label"]

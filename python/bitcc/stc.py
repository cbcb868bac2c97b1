# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""Batches of Smash the Code grids (bitcc::stc::Grid), one C++ call per batch.

A batch is an (N, 12, 6) integer array, grids[i, row, column], row 0 the bottom row (the game's
text lists the top row first): EMPTY (-1), SKULL (0) or a color 1..5; grids are settled (no block
above an empty cell). pairs: (N, 2) colors A, B. x, rotation: an int or one per grid.

    legal_moves(grids, pairs) -> bool (N, 4, 6), [i, rotation, x]
    place(grids, pairs, x, rotation) -> (int8 grids, legal)
    play(grids, pairs, x, rotation) -> (int8 grids, score int32, legal)   # place, then resolve
    resolve(grids) -> (int8 grids, score int32, steps int32)
"""
from ._bitcc import stc as _stc

EMPTY: int = _stc.EMPTY
SKULL: int = _stc.SKULL
legal_moves = _stc.legal_moves
place = _stc.place
play = _stc.play
resolve = _stc.resolve

__all__ = ["EMPTY", "SKULL", "legal_moves", "place", "play", "resolve"]

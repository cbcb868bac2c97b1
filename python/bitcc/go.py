# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""Go on N x N boards (N = 2..19): bitcc/games/go.hpp's rules (captures, no suicide, simple ko,
two passes end the game, area score, with komi in area_margin) and its light random playouts.

    b = Board(9); b.play(BLACK, row, column) -> (verdict, captured); b.playout(seed)
    playouts(b, 10000, seed=1) -> (black_wins, white_wins, mean_score)   # komi 7.5
    b.area_margin(komi=7.5); vertex("D4", size=9) -> (3, 3); vertex_name(3, 3) -> "D4"

Cells are (row, column), row 0 the bottom row; colors BLACK (0, moves first) and WHITE (1)."""
from ._bitcc import go as _go

Board = _go.Board
BLACK: int = _go.BLACK
WHITE: int = _go.WHITE
playouts = _go.playouts
vertex = _go.vertex
vertex_name = _go.vertex_name

__all__ = ["BLACK", "Board", "WHITE", "playouts", "vertex", "vertex_name"]

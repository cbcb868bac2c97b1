# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""Maps for the Python tests and bench/python_bench.py, from fixed seeds, as bool arrays:
random (each cell set with a probability), terrain (smooth value noise above a threshold: large
regions with ragged coasts, lakes and islands, as testing/map_oracle.hpp's terrain_map) and maze
(one-cell corridors of a random spanning tree on the cells of even row and column)."""
import numpy as np


def random_map(height, width, density, seed):
    """Each cell set with probability `density`."""
    return np.random.default_rng(seed).random((height, width)) < density


def _value_noise(rng, height, width, scale):
    grid = rng.random((height // scale + 2, width // scale + 2))
    rows, columns = np.arange(height), np.arange(width)
    gr, fr = rows // scale, (rows % scale / scale)[:, None]
    gc, fc = columns // scale, (columns % scale / scale)[None, :]
    top = grid[gr][:, gc] * (1 - fc) + grid[gr][:, gc + 1] * fc
    bottom = grid[gr + 1][:, gc] * (1 - fc) + grid[gr + 1][:, gc + 1] * fc
    return top * (1 - fr) + bottom * fr


def terrain_map(height, width, seed, scale=32):
    """About 60 % of the cells set, in large smooth regions."""
    rng = np.random.default_rng(seed)
    fine = max(2, scale // 4)
    height_field = 0.75 * _value_noise(rng, height, width, scale) + \
        0.25 * _value_noise(rng, height, width, fine)
    return np.ascontiguousarray(height_field > 0.45)


def maze_map(height, width, seed):
    """One component of winding one-cell corridors (a depth-first spanning tree)."""
    rng = np.random.default_rng(seed)
    cells = np.zeros((height, width), dtype=bool)
    rows, columns = (height + 1) // 2, (width + 1) // 2
    if rows == 0 or columns == 0:
        return cells
    seen = np.zeros(rows * columns, dtype=bool)
    seen[0] = True
    cells[0, 0] = True
    stack = [0]
    choices = rng.integers(0, 1 << 30, size=rows * columns * 4)
    draw = 0
    while stack:
        at = stack[-1]
        r, c = divmod(at, columns)
        options = []
        if r > 0 and not seen[at - columns]:
            options.append(at - columns)
        if r + 1 < rows and not seen[at + columns]:
            options.append(at + columns)
        if c > 0 and not seen[at - 1]:
            options.append(at - 1)
        if c + 1 < columns and not seen[at + 1]:
            options.append(at + 1)
        if not options:
            stack.pop()
            continue
        nxt = options[choices[draw % len(choices)] % len(options)]
        draw += 1
        seen[nxt] = True
        nr, nc = divmod(nxt, columns)
        cells[r + nr, c + nc] = True  # the wall cell between the two
        cells[2 * nr, 2 * nc] = True
        stack.append(nxt)
    return cells


def spiral_map(height, width):
    """A square spiral corridor: one component whose rows hold many runs joined far away."""
    cells = np.zeros((height, width), dtype=bool)
    top, left, bottom, right = 0, 0, height - 1, width - 1
    while top <= bottom and left <= right:
        cells[top, left:right + 1] = True
        cells[top:bottom + 1, right] = True
        if top + 2 <= bottom:
            cells[bottom, left:right + 1] = True
        if left + 2 <= right:
            cells[top + 2:bottom + 1, left] = True
        top += 2
        left += 2
        bottom -= 2
        right -= 2
    return cells


def checkerboard_map(height, width):
    """Every other cell: no two set cells share a side (each its own 4-component)."""
    return (np.add.outer(np.arange(height), np.arange(width)) % 2) == 0

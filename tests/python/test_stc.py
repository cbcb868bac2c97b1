# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""bitcc.stc (batches of Smash the Code grids) against a naive simulator of the game's rules
written here from the rules text (cells one by one, breadth-first groups, gravity by column)."""
import numpy as np
import pytest

from bitcc import stc

ROWS, COLUMNS = 12, 6
EMPTY, SKULL = -1, 0
COLOR_BONUS = {1: 0, 2: 2, 3: 4, 4: 8, 5: 16}
PARTNER = {0: 1, 1: 0, 2: -1, 3: 0}  # B's column offset from A's, by rotation


def group_bonus(size):
    return 8 if size >= 11 else size - 4


def height(grid, column):
    return int((grid[:, column] != EMPTY).sum())


def naive_place(grid, a, b, x, rotation):
    """The grid after dropping pair (a, b), or None when the placement is illegal."""
    xb = x + PARTNER[rotation]
    if not 0 <= xb < COLUMNS:
        return None
    grid = grid.copy()
    if xb == x:
        if height(grid, x) > ROWS - 2:
            return None
        low, high = (a, b) if rotation == 1 else (b, a)
        h = height(grid, x)
        grid[h, x], grid[h + 1, x] = low, high
    else:
        if height(grid, x) == ROWS or height(grid, xb) == ROWS:
            return None
        grid[height(grid, x), x] = a
        grid[height(grid, xb), xb] = b
    return grid


def naive_resolve(grid):
    grid = grid.copy()
    score = steps = 0
    while True:
        seen = np.zeros(grid.shape, bool)
        groups = []
        for r in range(ROWS):
            for c in range(COLUMNS):
                if seen[r, c] or grid[r, c] < 1:
                    continue
                color, group, todo = grid[r, c], [], [(r, c)]
                seen[r, c] = True
                while todo:
                    cr, cc = todo.pop()
                    group.append((cr, cc))
                    for nr, nc in ((cr + 1, cc), (cr - 1, cc), (cr, cc + 1), (cr, cc - 1)):
                        if (0 <= nr < ROWS and 0 <= nc < COLUMNS and not seen[nr, nc]
                                and grid[nr, nc] == color):
                            seen[nr, nc] = True
                            todo.append((nr, nc))
                if len(group) >= 4:
                    groups.append((color, group))
        if not groups:
            return grid, score, steps
        steps += 1
        cleared = {cell for _, group in groups for cell in group}
        power = 0 if steps == 1 else 8 * 2 ** (steps - 2)
        bonus = COLOR_BONUS[len({color for color, _ in groups})]
        bonus += sum(group_bonus(len(group)) for _, group in groups)
        score += 10 * len(cleared) * min(max(power + bonus, 1), 999)
        skulls = {(nr, nc) for r, c in cleared
                  for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
                  if 0 <= nr < ROWS and 0 <= nc < COLUMNS and grid[nr, nc] == SKULL}
        for r, c in cleared | skulls:
            grid[r, c] = EMPTY
        for c in range(COLUMNS):  # gravity
            column = [v for v in grid[:, c] if v != EMPTY]
            grid[:, c] = column + [EMPTY] * (ROWS - len(column))


def random_grids(n, seed):
    """Settled grids: columns of random heights of random kinds (groups of 4 left in them, so
    resolve has chains to run), half of them resolved first."""
    rng = np.random.default_rng(seed)
    grids = np.full((n, ROWS, COLUMNS), EMPTY, np.int8)
    for i in range(n):
        colors = rng.integers(2, 6)
        for c in range(COLUMNS):
            h = rng.integers(0, ROWS + 1)
            grids[i, :h, c] = rng.integers(0, colors + 1, h)
            grids[i, :h, c][rng.random(h) < 0.2] = SKULL
        if i % 2:
            grids[i] = naive_resolve(grids[i])[0]
    return grids


def test_resolve_against_the_naive_rules():
    grids = random_grids(400, 1)
    before = grids.copy()
    after, scores, steps = stc.resolve(grids)
    np.testing.assert_array_equal(grids, before)  # the input is not changed
    assert after.dtype == np.int8 and scores.dtype == np.int32 and steps.dtype == np.int32
    assert steps.max() >= 3  # chains, not only single steps
    for i, grid in enumerate(grids):
        want, score, count = naive_resolve(grid)
        np.testing.assert_array_equal(after[i], want)
        assert (scores[i], steps[i]) == (score, count)


def test_moves_place_and_play_against_the_naive_rules():
    grids = random_grids(300, 2)
    grids = np.array([naive_resolve(g)[0] for g in grids], np.int8)
    rng = np.random.default_rng(3)
    pairs = rng.integers(1, 6, (len(grids), 2))
    pairs[::5, 1] = pairs[::5, 0]  # same colors: only the distinct placements are listed
    legal = stc.legal_moves(grids, pairs)
    assert legal.shape == (len(grids), 4, 6)
    for i, grid in enumerate(grids):
        a, b = pairs[i]
        for rotation in range(4):
            for x in range(COLUMNS):
                fits = naive_place(grid, a, b, x, rotation) is not None
                repeat = a == b and rotation >= 2
                assert legal[i, rotation, x] == (fits and not repeat), (i, rotation, x)
    for trial in range(4):
        x = rng.integers(0, COLUMNS, len(grids))
        rotation = rng.integers(0, 4, len(grids))
        placed, ok = stc.place(grids, pairs, x, rotation)
        played, scores, ok_too = stc.play(grids, pairs, x, rotation)
        np.testing.assert_array_equal(ok, ok_too)
        for i, grid in enumerate(grids):
            want = naive_place(grid, *pairs[i], x[i], rotation[i])
            assert ok[i] == (want is not None)
            if want is None:
                np.testing.assert_array_equal(placed[i], grid)
                np.testing.assert_array_equal(played[i], grid)
                assert scores[i] == 0
                continue
            np.testing.assert_array_equal(placed[i], want)
            resolved, score, _ = naive_resolve(want)
            np.testing.assert_array_equal(played[i], resolved)
            assert scores[i] == score
    # One int for every grid; any integer dtype, any strides.
    wide = np.asfortranarray(grids.astype(np.int64))
    np.testing.assert_array_equal(stc.place(wide, pairs, 2, 1)[0],
                                  stc.place(grids, pairs, np.full(len(grids), 2), [1] * len(grids))[0])


def test_a_chain_drawn_by_hand():
    text = ["......",
            "......",
            "......",
            "......",
            "......",
            "......",
            "......",
            "......",
            "2.....",
            "22....",
            "1111..",
            "0202..",
            ]
    grid = np.array([[EMPTY if ch == "." else int(ch) for ch in line] for line in reversed(text)],
                    np.int8)
    after, score, steps = stc.resolve(grid[None])
    # Step 1: the four 1s (10 * 4 * 1; the two skulls below them go too). The 2s fall into a
    # square of four. Step 2: chain power 8, 10 * 4 * 8. The 2 at column 3 stays.
    want = np.full((ROWS, COLUMNS), EMPTY, np.int8)
    want[0, 3] = 2
    np.testing.assert_array_equal(after[0], want)
    assert (score[0], steps[0]) == (40 + 320, 2)
    assert naive_resolve(grid)[1:] == (360, 2)


def test_bad_batches_are_refused():
    good = np.full((2, ROWS, COLUMNS), EMPTY, np.int8)
    pairs = [[1, 2], [3, 4]]
    with pytest.raises(ValueError, match=r"shape \(N, 12, 6\)"):
        stc.resolve(np.zeros((2, 6, 12), np.int8))
    with pytest.raises(TypeError, match="integers"):
        stc.resolve(good.astype(np.float32))
    bad = good.copy()
    bad[1, 3, 4] = 7
    with pytest.raises(ValueError, match="grid 1, row 3, column 4: 7 is not a cell"):
        stc.resolve(bad)
    wide = good.astype(np.int64)
    wide[0, 0, 0] = 2 ** 40
    with pytest.raises(ValueError, match=f"grid 0, row 0, column 0: {2 ** 40} is not a cell"):
        stc.resolve(wide)
    floating = good.copy()
    floating[0, 5, 2] = 3
    with pytest.raises(ValueError, match="grid 0: the block at row 5, column 2 floats"):
        stc.legal_moves(floating, pairs)
    with pytest.raises(ValueError, match="pairs must have shape"):
        stc.legal_moves(good, [1, 2])
    with pytest.raises(ValueError, match="grid 1: pair color B 6 is not in 1..5"):
        stc.legal_moves(good, [[1, 2], [3, 6]])
    with pytest.raises(ValueError, match="grid 0: x 6"):
        stc.place(good, pairs, [6, 0], 0)
    with pytest.raises(ValueError, match="grid 1: rotation -1"):
        stc.play(good, pairs, 0, [0, -1])
    with pytest.raises(ValueError, match=r"x must be one int or shape \(2,\)"):
        stc.place(good, pairs, [0, 1, 2], 0)
    with pytest.raises(TypeError):
        stc.place(good, pairs, 0.5, 0)
    assert stc.resolve(np.zeros((0, ROWS, COLUMNS), np.int8))[0].shape == (0, ROWS, COLUMNS)

# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""bitcc.boards (batches of 6x12 bitboards) against scipy.ndimage.label, and bitcc.go's rules on
positions worked out by hand."""
import copy

import numpy as np
import pytest
import scipy.ndimage as ndi

import bitcc
from bitcc import boards, go


def random_boards(n, seed):
    rng = np.random.default_rng(seed)
    density = rng.random((n, 1, 1))
    return rng.random((n, 12, 6)) < density


def to_words(cells):
    bits = np.packbits(cells.reshape(len(cells), 72), axis=1, bitorder="little")
    padded = np.zeros((len(cells), 16), np.uint8)
    padded[:, :9] = bits
    return padded.view(np.uint64).copy()


def test_counts_and_label():
    cells = random_boards(500, 1)
    words = to_words(cells)
    words[:, 1] |= np.uint64(0xABCD) << np.uint64(8)  # bits above 71 are ignored
    expected = [ndi.label(b) for b in cells]
    # Any nonzero byte is a set cell (the 16-byte compares see each byte whole).
    values = np.random.default_rng(2).integers(1, 256, cells.shape).astype(np.uint8) * cells
    for batch in (cells, words, cells.view(np.uint8), np.asfortranarray(cells), values,
                  values.view(np.int8)):
        np.testing.assert_array_equal(boards.counts(batch), [n for _, n in expected])
    components, counts = boards.label(words)
    assert components.shape == (500, 36, 2) and components.dtype == np.uint64
    for i, (labels, n) in enumerate(expected):
        assert counts[i] == n
        masks = to_words((labels[None] == np.arange(1, n + 1)[:, None, None]))
        np.testing.assert_array_equal(components[i, :n], masks)
        assert not components[i, n:].any()


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5, 8, 73])
def test_groups_at_least(k):
    cells = random_boards(300, k)
    got_cells = boards.groups_at_least(cells, k)
    got_words = boards.groups_at_least(to_words(cells), k)
    assert got_cells.dtype == np.bool_ and got_cells.shape == cells.shape
    assert got_words.dtype == np.uint64 and got_words.shape == (300, 2)
    for i, board in enumerate(cells):
        labels, n = ndi.label(board)
        sizes = np.bincount(labels.ravel(), minlength=n + 1)
        keep = sizes >= k
        keep[0] = False
        np.testing.assert_array_equal(got_cells[i], keep[labels])
    np.testing.assert_array_equal(got_words, to_words(got_cells))


def test_empty_batch_and_bad_boards():
    assert boards.counts(np.zeros((0, 2), np.uint64)).shape == (0,)
    assert boards.groups_at_least(np.zeros((0, 12, 6), bool), 4).shape == (0, 12, 6)
    with pytest.raises(ValueError):
        boards.counts(np.zeros((3, 6, 12), bool))
    with pytest.raises(ValueError):
        boards.counts(np.zeros((3, 3), np.uint64))
    with pytest.raises(TypeError):
        boards.counts(np.zeros((3, 2), np.int64))
    with pytest.raises(TypeError):
        boards.counts(np.zeros((3, 12, 6), np.float32))
    with pytest.raises(TypeError):
        boards.counts([[0, 0]])
    with pytest.raises(ValueError):
        boards.groups_at_least(np.zeros((1, 2), np.uint64), 0)


def test_go_capture_suicide_ko_score():
    b = go.Board(5)
    assert b.size == 5 and b.to_move == go.BLACK and b.ko is None
    assert b.play(go.BLACK, 0, 0)[0] == "ok"
    assert b.play(go.BLACK, 1, 1)[0] == "not your turn"
    assert b.play(go.WHITE, 0, 0)[0] == "occupied"
    assert b.play(go.WHITE, 0, 1)[0] == "ok"
    assert b.play(go.BLACK, 4, 4)[0] == "ok"
    verdict, captured = b.play(go.WHITE, 1, 0)
    assert verdict == "ok" and captured.sum() == 1 and captured[0, 0]
    assert not b.stones(go.BLACK)[0, 0]
    assert not b.legal(go.BLACK, 0, 0)
    assert b.play(go.BLACK, 0, 0)[0] == "suicide"
    assert b.play(go.BLACK, 5, 0)[0] == "off board"
    assert b.play(go.BLACK, -1, 0)[0] == "off board"
    assert b.liberty_count(0, 1) == 3 and b.liberties(0, 1).sum() == 3
    assert b.block(1, 0).sum() == 1 and not b.block(2, 2).any()
    # A ko: white takes black's stone at (2, 2); black may not retake at once.
    k = go.Board(5)
    for color, row, column in [(0, 2, 1), (1, 2, 2), (0, 1, 2), (1, 1, 3), (0, 3, 2), (1, 3, 3),
                               (0, 0, 0), (1, 2, 4)]:
        assert k.play(color, row, column)[0] == "ok", (color, row, column)
    verdict, captured = k.play(go.BLACK, 2, 3)
    assert verdict == "ok" and captured[2, 2] and captured.sum() == 1
    assert k.ko == (2, 2)
    assert k.play(go.WHITE, 2, 2)[0] == "ko"
    # Passes end the game; the area score counts stones and surrounded regions.
    s = go.Board(3)
    assert s.play(go.BLACK, 1, 1)[0] == "ok"
    assert s.pass_move(go.WHITE) == "ok" and s.pass_move(go.BLACK) == "ok"
    assert s.over and s.play(go.WHITE, 0, 0)[0] == "game over"
    assert s.area_score() == (9, 0)


def test_go_playouts_and_copies():
    a = go.Board(9)
    b = a.copy()
    c = copy.deepcopy(a)
    moves = a.playout(7)
    assert 0 < moves <= 2 * 81
    assert b.empty().all() and c.empty().all()  # copies are independent
    b.playout(7)
    np.testing.assert_array_equal(a.stones(go.BLACK), b.stones(go.BLACK))  # same seed, same game
    black, white = a.area_score()
    assert black + white <= 81
    for size in (2, 13, 19):
        board = go.Board(size)
        board.playout(3, max_moves=50)
        assert board.stones(go.BLACK).shape == (size, size)


def test_go_playouts_in_cpp():
    board = go.Board(9)
    board.play(go.BLACK, 4, 4)
    # One playout is Board.playout with the same seed, scored with komi.
    for seed in range(20):
        replay = board.copy()
        replay.playout(seed)
        black, white = replay.area_score()
        margin = black - white - 7.5
        assert go.playouts(board, 1, seed) == (int(margin > 0), int(margin < 0), margin)
    n = 2000
    black_wins, white_wins, mean = go.playouts(board, n, 5)
    assert black_wins + white_wins == n  # no tie with a half-point komi
    assert go.playouts(board, n, 5) == (black_wins, white_wins, mean)  # the same seed
    assert board.stones(go.BLACK).sum() == 1 and board.to_move == go.WHITE  # board unchanged
    # Komi moves every margin: with komi -200 black wins all, with 200 none, and the mean follows.
    assert go.playouts(board, 50, 1, komi=-200)[0] == 50
    w = go.playouts(board, 50, 1, komi=200)
    assert w[0] == 0 and w[1] == 50
    assert go.playouts(board, 50, 1, komi=0)[2] == pytest.approx(w[2] + 200)
    # A settled position: black owns the 3x3 board (two eyes), every playout ends black's.
    settled = go.Board(3)
    for row, column in ((0, 1), (1, 1), (1, 0), (1, 2), (2, 1)):
        assert settled.play(go.BLACK, row, column)[0] == "ok"
        settled.pass_move(go.WHITE)
    assert go.playouts(settled, 10, 3, komi=0.5) == (10, 0, 8.5)
    assert go.playouts(board, 0, 1) == (0, 0, 0.0)
    with pytest.raises(ValueError):
        go.playouts(board, -1, 1)
    with pytest.raises(ValueError):
        go.playouts(board, 1, 1, komi=float("nan"))


def test_go_vertices_and_komi():
    assert go.vertex("D4", 9) == (3, 3) and go.vertex("d4") == (3, 3)
    assert go.vertex("J1", 9) == (0, 8)  # I is skipped: A..H, then J
    assert go.vertex("T19") == (18, 18) and go.vertex("PASS") is None
    letters = "ABCDEFGHJKLMNOPQRST"
    for row in range(19):
        for column in range(19):
            name = go.vertex_name(row, column)
            assert name == f"{letters[column]}{row + 1}"
            assert go.vertex(name) == (row, column)
    for bad, size in (("T20", 19), ("J1", 8), ("A10", 9)):
        with pytest.raises(ValueError, match="off a"):
            go.vertex(bad, size)
    assert go.vertex("D04") == (3, 3)  # the command's number rule: leading zeros are read
    for bad in ("I5", "D0", "4D", "", "D-1", "pas"):
        with pytest.raises(ValueError, match="not a vertex"):
            go.vertex(bad)
    with pytest.raises(ValueError):
        go.vertex("D4", 20)
    with pytest.raises(ValueError):
        go.vertex_name(-1, 0)
    board = go.Board(3)
    board.play(go.BLACK, 1, 1)
    assert board.area_score() == (9, 0)
    assert board.area_margin() == 9 - 7.5 and board.area_margin(komi=0.5) == 8.5
    with pytest.raises(ValueError):
        board.area_margin(float("inf"))


def test_go_bad_arguments():
    for size in (0, 1, 20):
        with pytest.raises(ValueError):
            go.Board(size)
    with pytest.raises(ValueError):
        go.Board(9).play(2, 0, 0)

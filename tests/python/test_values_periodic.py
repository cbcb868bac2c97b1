# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""bitcc.label_values against scipy.ndimage.label on each value's mask (the components renumbered
together by first cell), wrap-around (periodic=) against a naive torus flood fill written here,
statistics with values, and bad input."""
from collections import deque

import numpy as np
import pytest
import scipy.ndimage as ndi

import bitcc
from bitcc_maps import maze_map, random_map, terrain_map

EIGHT = np.ones((3, 3), dtype=bool)
SHAPES = [(1, 1), (2, 2), (1, 70), (70, 1), (9, 63), (9, 64), (9, 65), (5, 128), (5, 129),
          (40, 33)]


def values_reference(image, connectivity):
    """scipy.ndimage.label on each value's mask, the components numbered in raster order of their
    first cell across values."""
    image = np.asarray(image)
    combined = np.zeros(image.shape, dtype=np.int64)
    offset = 0
    for value in np.unique(image):
        if value == 0:
            continue
        labels, count = ndi.label(image == value, structure=EIGHT if connectivity == 8 else None)
        combined[labels > 0] = labels[labels > 0] + offset
        offset += count
    return renumber_by_first_cell(combined), offset


def renumber_by_first_cell(labels):
    flat = labels.ravel()
    _, first = np.unique(flat, return_index=True)
    order = sorted((position for position in first if flat[position] != 0))
    table = np.zeros(flat.max() + 1 if flat.size else 1, dtype=np.int64)
    for number, position in enumerate(order, start=1):
        table[flat[position]] = number
    return table[labels]


def torus_flood_fill(image, connectivity, periodic):
    """Breadth-first search from each unlabeled nonzero cell in raster order to its neighbours of
    equal value, coordinates taken modulo the size along the axes that wrap."""
    image = np.asarray(image)
    height, width = image.shape
    wrap_rows, wrap_columns = periodic
    labels = np.zeros(image.shape, dtype=np.int64)
    steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    if connectivity == 8:
        steps += [(-1, -1), (-1, 1), (1, -1), (1, 1)]
    count = 0
    for r in range(height):
        for c in range(width):
            if image[r, c] == 0 or labels[r, c]:
                continue
            count += 1
            labels[r, c] = count
            queue = deque([(r, c)])
            while queue:
                y, x = queue.popleft()
                for dy, dx in steps:
                    ny, nx = y + dy, x + dx
                    if wrap_rows:
                        ny %= height
                    if wrap_columns:
                        nx %= width
                    if 0 <= ny < height and 0 <= nx < width and not labels[ny, nx] and \
                            image[ny, nx] == image[r, c]:
                        labels[ny, nx] = count
                        queue.append((ny, nx))
    return labels, count


def value_map(shape, kinds, seed):
    rng = np.random.default_rng(seed)
    if kinds == "terrain":
        layers = [terrain_map(*shape, seed + k, scale=8) for k in range(4)]
        return sum(layer.astype(np.uint8) << k for k, layer in enumerate(layers)).astype(np.uint8)
    values = rng.integers(1, kinds + 1, size=shape)
    values[rng.random(shape) < 0.2] = 0
    return values


@pytest.mark.parametrize("connectivity", [4, 8])
@pytest.mark.parametrize("kinds", [2, 4, 16, "terrain"])
@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("dtype", [np.uint8, np.int16, np.uint32])
def test_label_values_equals_scipy_per_value(shape, kinds, connectivity, dtype):
    image = value_map(shape, kinds, shape[0] * 100 + shape[1]).astype(dtype)
    expected, count = values_reference(image, connectivity)
    labels, got = bitcc.label_values(image, connectivity)
    assert labels.dtype == np.int32 and labels.shape == image.shape
    assert got == count
    np.testing.assert_array_equal(labels, expected)


def test_label_values_any_strides_byte_order_and_large_values():
    image = value_map((50, 70), 16, 3).astype(np.uint32) * 0x1000001
    expected, count = values_reference(image, 4)
    for view in (np.asfortranarray(image), image.astype(">u4"), image.astype(np.int32),
                 image.astype(np.int64), image.astype(np.uint64)):
        labels, got = bitcc.label_values(view)
        assert got == count
        np.testing.assert_array_equal(labels, expected)
    # Columns contiguous, read by blocks of 64 x 64 cells (whole and cut ones).
    tall = value_map((150, 200), 16, 5)
    for view in (np.asfortranarray(tall), np.asfortranarray(tall.astype(np.uint16)), tall.T,
                 np.asfortranarray(tall)[::-1, 3:]):
        expected, count = values_reference(view, 8)
        labels, got = bitcc.label_values(view, 8)
        assert got == count
        np.testing.assert_array_equal(labels, expected)
    big = np.zeros((60, 90), dtype=np.uint16)
    big[::2, ::3] = value_map((30, 30), 4, 4)
    strided = big[::2, ::3]
    expected, count = values_reference(strided, 8)
    out = np.full(strided.shape, -1, dtype=np.int32)
    labels, got = bitcc.label_values(strided, 8, out=out)
    assert labels is out and got == count
    np.testing.assert_array_equal(out, expected)
    np.testing.assert_array_equal(bitcc.label_values(image.astype(bool))[0],
                                  bitcc.label(image.astype(bool))[0])


PERIODICS = [False, True, (True, False), (False, True), (np.bool_(True), np.bool_(True))]


@pytest.mark.parametrize("connectivity", [4, 8])
@pytest.mark.parametrize("periodic", PERIODICS, ids=str)
@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_periodic_equals_torus_flood_fill(shape, periodic, connectivity):
    axes = (bool(periodic), bool(periodic)) if not isinstance(periodic, tuple) else \
        tuple(bool(p) for p in periodic)
    for kind, image in [("random", random_map(*shape, 0.55, sum(shape))),
                        ("terrain", terrain_map(*shape, 5, scale=8)),
                        ("maze", maze_map(*shape, 6))]:
        expected, count = torus_flood_fill(image, connectivity, axes)
        labels, got = bitcc.label(image, connectivity, periodic=periodic)
        assert got == count, kind
        np.testing.assert_array_equal(labels, expected, err_msg=kind)
        stats = bitcc.statistics(image, connectivity, periodic=periodic)
        assert stats.count == count
        np.testing.assert_array_equal(stats.stats[1:, 4], np.bincount(expected.ravel())[1:])
        packed = np.packbits(image, axis=1, bitorder="little")
        np.testing.assert_array_equal(
            bitcc.label_packed(packed, shape[1], connectivity, periodic=periodic)[0], expected)
    values = value_map(shape, 4, 9)
    expected, count = torus_flood_fill(values, connectivity, axes)
    labels, got = bitcc.label_values(values, connectivity, periodic=periodic)
    assert got == count
    np.testing.assert_array_equal(labels, expected)


def test_periodic_hand_checked():
    image = np.array([[1, 1, 0, 0, 1],
                      [0, 0, 0, 1, 0],
                      [1, 1, 0, 1, 0]], dtype=bool)
    assert bitcc.label(image)[1] == 4
    labels, count = bitcc.label(image, periodic=(False, True))  # the left and right edges
    assert count == 3
    np.testing.assert_array_equal(labels, [[1, 1, 0, 0, 1],
                                           [0, 0, 0, 2, 0],
                                           [3, 3, 0, 2, 0]])
    labels, count = bitcc.label(image, periodic=(True, False))  # the top and bottom edges
    np.testing.assert_array_equal(labels, [[1, 1, 0, 0, 2],
                                           [0, 0, 0, 3, 0],
                                           [1, 1, 0, 3, 0]])
    assert bitcc.label(image, periodic=True)[1] == 2


def test_statistics_with_values():
    image = np.array([[3, 3, 0, 7],
                      [0, 7, 7, 7],
                      [3, 0, 0, 3]], dtype=np.uint16)
    stats = bitcc.statistics(image, values=True)
    assert stats.count == 4
    assert stats.values.dtype == np.uint16
    np.testing.assert_array_equal(stats.values, [0, 3, 7, 3, 3])
    np.testing.assert_array_equal(stats.labels, [[1, 1, 0, 2], [0, 2, 2, 2], [3, 0, 0, 4]])
    np.testing.assert_array_equal(stats.stats[:, 4], [4, 2, 4, 1, 1])  # areas, row 0 clear
    np.testing.assert_array_equal(stats.stats[2, :4], [1, 0, 3, 2])  # left, top, width, height
    np.testing.assert_allclose(stats.centroids[2], [(3 + 1 + 2 + 3) / 4, 3 / 4])
    wrapped = bitcc.statistics(image, values=True, periodic=(False, True))
    assert wrapped.count == 3  # (2, 3) joins (2, 0) across the left and right edges
    np.testing.assert_array_equal(wrapped.values, [0, 3, 7, 3])
    assert bitcc.statistics(image.astype(bool)).values is None
    negative = bitcc.statistics(image.astype(np.int64) - 5, values=True)  # every cell nonzero
    assert negative.values.dtype == np.int64
    np.testing.assert_array_equal(negative.values, [0, -2, -5, 2, -5, -2, -5, -2])


@pytest.mark.parametrize("image, error", [
    (np.zeros((3, 3), dtype=np.float32), TypeError),
    (np.zeros((3, 3), dtype=np.complex64), TypeError),
    (np.zeros((3, 3), dtype=object), TypeError),
    (np.full((3, 3), 2 ** 32, dtype=np.int64), ValueError),
    (np.full((3, 3), -2 ** 31 - 1, dtype=np.int64), ValueError),
    (np.full((3, 3), 2 ** 63, dtype=np.uint64), ValueError),
    (np.zeros((3, 3, 3), dtype=np.uint8), ValueError),
    (np.zeros(3, dtype=np.uint8), ValueError),
])
def test_label_values_bad_images(image, error):
    out = np.full((3, 3), 7, dtype=np.int32)
    with pytest.raises(error, match="bitcc"):
        bitcc.label_values(image, out=out)
    np.testing.assert_array_equal(out, 7)


@pytest.mark.parametrize("periodic, error", [
    ((True,), ValueError), ((True, False, True), ValueError), ([], ValueError),
    ((1, 0), TypeError), ("yes", TypeError), (1, TypeError),
])
def test_bad_periodic(periodic, error):
    image = np.ones((3, 3), dtype=np.uint8)
    out = np.full((3, 3), 7, dtype=np.int32)
    for call in (bitcc.label, bitcc.label_values):
        with pytest.raises(error, match="periodic"):
            call(image, periodic=periodic, out=out)
        np.testing.assert_array_equal(out, 7)
    with pytest.raises(error, match="periodic"):
        bitcc.statistics(image, periodic=periodic)


def test_empty_value_maps():
    for shape in [(0, 0), (0, 5), (5, 0)]:
        labels, count = bitcc.label_values(np.zeros(shape, dtype=np.uint8), periodic=True)
        assert labels.shape == shape and count == 0

# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""bitcc's map calls against scipy.ndimage, scikit-image and OpenCV: every size class (empty,
one row, one column, widths around 64 and 128, 1000 x 1000), random, terrain, maze and hard
shapes, both connectivities, every dtype, Fortran order and strided views, and bad input."""
import threading

import numpy as np
import pytest
import scipy.ndimage as ndi

import bitcc
from bitcc_maps import checkerboard_map, maze_map, random_map, spiral_map, terrain_map

cv2 = pytest.importorskip("cv2")
skimage_measure = pytest.importorskip("skimage.measure")

EIGHT = np.ones((3, 3), dtype=bool)
SHAPES = [(0, 0), (0, 7), (7, 0), (1, 1), (1, 200), (200, 1), (19, 19), (33, 63), (33, 64),
          (33, 65), (21, 127), (21, 128), (21, 129), (64, 1), (130, 257)]
KINDS = ["random0.2", "random0.5", "random0.8", "terrain", "maze", "spiral", "checker"]


def make(kind, height, width, seed=1):
    if kind.startswith("random"):
        return random_map(height, width, float(kind[6:]), seed)
    if kind == "terrain":
        return terrain_map(height, width, seed, scale=8 if min(height, width) < 100 else 32)
    if kind == "maze":
        return maze_map(height, width, seed)
    if kind == "spiral":
        return spiral_map(height, width)
    return checkerboard_map(height, width)


def scipy_label(image, connectivity):
    labels, count = ndi.label(image, structure=EIGHT if connectivity == 8 else None)
    return labels, count


def check_label(image, connectivity, **kwargs):
    expected, count = scipy_label(np.asarray(image) != 0, connectivity)
    labels, got = bitcc.label(image, connectivity, **kwargs)
    assert labels.dtype == np.int32 and labels.shape == np.shape(image)
    assert got == count
    np.testing.assert_array_equal(labels, expected)
    return labels, got


@pytest.mark.parametrize("connectivity", [4, 8])
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_label_equals_scipy_and_skimage(shape, kind, connectivity):
    image = make(kind, *shape)
    labels, count = check_label(image, connectivity)
    if image.size:
        sk = skimage_measure.label(image, connectivity=1 if connectivity == 4 else 2)
        np.testing.assert_array_equal(labels, sk)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("shape", [(1, 1), (1, 200), (200, 1), (33, 65), (21, 129), (130, 257)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_label_equals_opencv_4(shape, kind):
    # OpenCV numbers 4-connected components in raster order of their first cell too (checked
    # here on every kind before relying on it); its 8-connected numbering follows its 2x2 blocks.
    image = make(kind, *shape)
    count, cv_labels = cv2.connectedComponents(image.astype(np.uint8), connectivity=4,
                                               ltype=cv2.CV_32S)
    labels, got = bitcc.label(image, 4)
    assert got == count - 1
    np.testing.assert_array_equal(labels, cv_labels)


@pytest.mark.parametrize("connectivity", [4, 8])
@pytest.mark.parametrize("kind", ["random0.2", "random0.5", "terrain", "maze"])
def test_large_maps(kind, connectivity):
    image = make(kind, 1000, 1000, seed=7)
    labels, count = check_label(image, connectivity)
    labels2, count2 = bitcc.label(image, connectivity, threads=2)
    assert count2 == count
    np.testing.assert_array_equal(labels2, labels)


def test_threads_zero_and_many_rows():
    image = make("random0.5", 301, 77)
    for threads in (0, 3, 1000):
        check_label(image, 4, threads=threads)


DTYPES = [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64,
          np.uint64, np.float16, np.float32, np.float64, np.longdouble, np.dtype(">i4"),
          np.dtype(">u8"), np.dtype(">f8"), np.dtype("<f4"), np.dtype(">f2")]


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).str)
@pytest.mark.parametrize("connectivity", [4, 8])
def test_every_dtype(dtype, connectivity):
    rng = np.random.default_rng(3)
    dtype = np.dtype(dtype)
    shape = (37, 131)
    if dtype.kind == "b":
        image = rng.random(shape) < 0.5
    elif dtype.kind == "f":
        values = np.array([0.0, -0.0, 1.0, -2.5, np.nan, np.inf, 1e-3], dtype=np.float64)
        image = values[rng.integers(0, len(values), shape)].astype(dtype)
    else:
        info = np.iinfo(dtype)
        low = info.min if info.min < 0 else 2
        values = np.array([0, 0, 0, 1, info.max, low, 256 % (info.max + 1) or 3], dtype=object)
        image = values[rng.integers(0, len(values), shape)].astype(dtype)
    check_label(image, connectivity)
    check_label(np.asfortranarray(image), connectivity)
    check_label(image[::-1, ::-2], connectivity)


def test_values_of_one_byte_dtypes():
    # Every byte value but 0 is set, whatever bit it holds (the word-at-a-time compare).
    image = np.arange(256 * 3, dtype=np.uint8).reshape(3, 256)
    labels, count = bitcc.label(image)
    expected, n = ndi.label(image)
    assert count == n
    np.testing.assert_array_equal(labels, expected)
    raw = np.frombuffer(bytes(range(256)), dtype=np.uint8).view(np.bool_).reshape(4, 64)
    labels, count = bitcc.label(raw)  # bool arrays holding values other than 0 and 1
    np.testing.assert_array_equal(labels, ndi.label(raw.view(np.uint8))[0])


@pytest.mark.parametrize("view", ["fortran", "short fortran", "negative", "step", "transpose",
                                  "column"])
@pytest.mark.parametrize("connectivity", [4, 8])
def test_views(view, connectivity):
    base = make("random0.5", 150, 200, seed=5)
    image = {"fortran": lambda: np.asfortranarray(base),
             "short fortran": lambda: np.asfortranarray(base[:9]),  # columns under 16 cells
             "negative": lambda: base[::-1, ::-1],
             "step": lambda: base[1::2, ::3],
             "transpose": lambda: base.T,
             "column": lambda: base[:, 5:6]}[view]()
    check_label(image, connectivity)
    check_label(image.astype(np.uint16), connectivity)


# Maps of fewer than 64 columns and at most 4,096 cells in C order are packed as one block of
# bytes: every kind of width below 64, blocks of under 16 cells and of exactly 16, heights just
# under and over the block's bound, bytes other than 0 and 1, and row slices (still one block) and
# column slices (not one).
@pytest.mark.parametrize("width", [1, 2, 3, 7, 15, 16, 17, 19, 31, 33, 48, 63])
@pytest.mark.parametrize("connectivity", [4, 8])
def test_small_narrow_maps(width, connectivity):
    heights = {1, 2, 3, 5, -(-16 // width), 4096 // width, 4096 // width + 1}
    for height in sorted(heights):
        image = make("random0.5", height, width, seed=height * 64 + width)
        check_label(image, connectivity)
        check_label(image.astype(np.uint8) * np.uint8(200), connectivity)
    tall = make("random0.6", 200, width + 1, seed=width)
    check_label(tall[3:150], connectivity)
    check_label(tall[3:150, 1:], connectivity)


def test_lists_are_accepted():
    labels, count = bitcc.label([[1, 0, 1], [1, 0, 1]])
    assert count == 2
    np.testing.assert_array_equal(labels, [[1, 0, 2], [1, 0, 2]])


def test_out():
    image = make("terrain", 100, 130)
    out = np.full(image.shape, -1, dtype=np.int32)
    labels, count = bitcc.label(image, out=out)
    assert labels is out
    np.testing.assert_array_equal(out, ndi.label(image)[0])
    # In place over an int32 image.
    inplace = np.ascontiguousarray(image, dtype=np.int32)
    labels, _ = bitcc.label(inplace, out=inplace)
    assert labels is inplace
    np.testing.assert_array_equal(inplace, out)


@pytest.mark.parametrize("width", [1, 7, 8, 9, 63, 64, 65, 127, 128, 129, 200])
@pytest.mark.parametrize("connectivity", [4, 8])
def test_label_packed(width, connectivity):
    image = make("random0.5", 40, width, seed=width)
    packed = np.packbits(image, axis=1, bitorder="little")
    # Bits past the width are ignored.
    if width % 8:
        packed[:, -1] |= np.uint8(0xFF << (width % 8) & 0xFF)
    labels, count = bitcc.label_packed(packed, width, connectivity)
    expected, n = scipy_label(image, connectivity)
    assert count == n
    np.testing.assert_array_equal(labels, expected)
    # A view with a row stride of its own (every other row).
    labels, count = bitcc.label_packed(packed[::2], width, connectivity)
    np.testing.assert_array_equal(labels, scipy_label(image[::2], connectivity)[0])


def test_label_packed_empty():
    labels, count = bitcc.label_packed(np.zeros((0, 0), np.uint8), 0)
    assert labels.shape == (0, 0) and count == 0
    labels, count = bitcc.label_packed(np.zeros((3, 0), np.uint8), 0)
    assert labels.shape == (3, 0) and count == 0


@pytest.mark.parametrize("connectivity", [4, 8])
@pytest.mark.parametrize("kind", ["random0.2", "random0.8", "terrain", "maze", "checker"])
@pytest.mark.parametrize("shape", [(1, 1), (1, 70), (70, 1), (45, 129), (300, 200)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_statistics(shape, kind, connectivity):
    image = make(kind, *shape)
    s = bitcc.statistics(image, connectivity)
    labels, count = scipy_label(image, connectivity)
    assert s.count == count
    np.testing.assert_array_equal(s.labels, labels)
    assert s.stats.shape == (count + 1, 5) and s.centroids.shape == (count + 1, 2)
    assert s.slices() == ndi.find_objects(labels)
    index = np.arange(1, count + 1)
    np.testing.assert_array_equal(s.area, np.bincount(labels.ravel(), minlength=count + 1)[1:])
    if count:
        np.testing.assert_allclose(s.center_of_mass,
                                   np.array(ndi.center_of_mass(image, labels, index)), rtol=1e-12)
    if connectivity == 4:
        n, cv_labels, cv_stats, cv_centroids = cv2.connectedComponentsWithStats(
            image.astype(np.uint8), connectivity=4, ltype=cv2.CV_32S)
        # Row 0: OpenCV's box is that of the clear cells, bitcc's the whole map.
        np.testing.assert_array_equal(s.stats[1:], cv_stats[1:])
        assert s.stats[0, 4] == cv_stats[0, 4]
        np.testing.assert_array_equal(s.stats[0, :4], [0, 0, shape[1], shape[0]])
        if image.all():
            assert np.isnan(s.centroids[0]).all()
            np.testing.assert_allclose(s.centroids[1:], cv_centroids[1:], rtol=1e-9)
        else:
            np.testing.assert_allclose(s.centroids, cv_centroids, rtol=1e-9)


def test_statistics_empty():
    s = bitcc.statistics(np.zeros((0, 5), bool))
    assert s.count == 0 and s.stats.shape == (1, 5) and s.slices() == []
    s = bitcc.statistics(np.zeros((4, 5), bool))
    assert s.count == 0
    np.testing.assert_array_equal(s.stats, [[0, 0, 5, 4, 20]])
    np.testing.assert_allclose(s.centroids, [[2.0, 1.5]])


def reference_sizes(image, connectivity):
    labels, count = scipy_label(image, connectivity)
    return labels, count, np.bincount(labels.ravel(), minlength=count + 1)


@pytest.mark.parametrize("connectivity", [4, 8])
@pytest.mark.parametrize("kind", ["random0.2", "random0.5", "terrain", "maze"])
@pytest.mark.parametrize("threshold", [0, 1, 2, 3, 5, 50])
def test_dust(kind, threshold, connectivity):
    image = make(kind, 90, 131)
    labels, count, sizes = reference_sizes(image, connectivity)
    keep = sizes >= threshold
    keep[0] = False
    got = bitcc.dust(image, threshold, connectivity)
    assert got.dtype == np.bool_ and got.shape == image.shape
    np.testing.assert_array_equal(got, keep[labels])


@pytest.mark.parametrize("connectivity", [4, 8])
@pytest.mark.parametrize("kind", ["random0.2", "random0.5", "terrain", "checker"])
@pytest.mark.parametrize("k", [0, 1, 2, 5, 10 ** 9])
def test_largest_k(kind, k, connectivity):
    image = make(kind, 70, 129)
    labels, count, sizes = reference_sizes(image, connectivity)
    # Descending area, ties to the smaller label.
    order = sorted(range(1, count + 1), key=lambda x: (-sizes[x], x))[:k]
    keep = np.zeros(count + 1, dtype=bool)
    keep[order] = True
    mask = keep[labels]
    expected, n = scipy_label(mask, connectivity)
    got, got_count = bitcc.largest_k(image, k, connectivity)
    assert got_count == min(k, count) == n
    np.testing.assert_array_equal(got, expected)


@pytest.mark.parametrize("connectivity", [4, 8])
@pytest.mark.parametrize("kind", ["random0.5", "terrain", "maze", "spiral"])
def test_component_of(kind, connectivity):
    image = make(kind, 60, 130)
    labels, _ = scipy_label(image, connectivity)
    rng = np.random.default_rng(2)
    for r, c in zip(rng.integers(0, 60, 25), rng.integers(0, 130, 25)):
        got = bitcc.component_of(image, int(r), int(c), connectivity)
        expected = (labels == labels[r, c]) if labels[r, c] else np.zeros_like(image)
        np.testing.assert_array_equal(got, expected)


def test_component_of_outside():
    with pytest.raises(IndexError):
        bitcc.component_of(np.ones((3, 3)), 3, 0)
    with pytest.raises(IndexError):
        bitcc.component_of(np.ones((3, 3)), 0, -1)


def test_version_and_simd():
    # The version comes from the C++ macro BITCC_VERSION, compiled into the extension.
    import os
    import re
    header = os.path.join(os.path.dirname(__file__), "..", "..", "kernels", "bitcc", "version.hpp")
    with open(header) as f:
        version = re.search(r'#define BITCC_VERSION "([^"]+)"', f.read()).group(1)
    assert bitcc.__version__ == bitcc._bitcc.__version__ == version
    assert bitcc.simd() in ("avx512", "avx2", "sse4.2", "scalar")


# ---- Bad input: a clear exception, nothing written ----------------------------------------------

BAD_IMAGES = [
    (np.zeros((2, 2, 2), bool), ValueError),
    (np.array(True), ValueError),
    (np.zeros(5, bool), ValueError),
    (np.zeros((2, 2), dtype=object), TypeError),
    (np.zeros((2, 2), dtype=np.complex128), TypeError),
    (np.zeros((2, 2), dtype="U3"), TypeError),
    (np.zeros((2, 2), dtype="datetime64[s]"), TypeError),
]


@pytest.mark.parametrize("image,error", BAD_IMAGES, ids=lambda x: str(getattr(x, "dtype", x)))
def test_bad_images(image, error):
    for call in (lambda: bitcc.label(image), lambda: bitcc.statistics(image),
                 lambda: bitcc.dust(image, 2), lambda: bitcc.largest_k(image, 1),
                 lambda: bitcc.component_of(image, 0, 0)):
        with pytest.raises(error):
            call()


def test_bad_connectivity_and_threads():
    image = np.ones((3, 3), bool)
    out = np.full((3, 3), 7, np.int32)
    for connectivity in (0, 5, 6, 26, -4):
        with pytest.raises(ValueError, match="connectivity"):
            bitcc.label(image, connectivity, out=out)
    with pytest.raises(ValueError, match="threads"):
        bitcc.label(image, out=out, threads=-1)
    for call in (bitcc.statistics, lambda i, c: bitcc.dust(i, 1, c),
                 lambda i, c: bitcc.largest_k(i, 1, c),
                 lambda i, c: bitcc.component_of(i, 0, 0, c)):
        with pytest.raises(ValueError):
            call(image, 5)
    assert (out == 7).all()


def test_bad_out():
    image = np.ones((3, 4), bool)
    cases = [(np.zeros((3, 4), np.int64), TypeError), (np.zeros((3, 4), np.uint32), TypeError),
             (np.zeros((3, 4), np.float32), TypeError), (np.zeros((4, 3), np.int32), ValueError),
             (np.zeros((3, 4, 1), np.int32), ValueError), (np.zeros(12, np.int32), ValueError),
             (np.zeros((3, 8), np.int32)[:, ::2], ValueError),
             (np.zeros((4, 3), np.int32).T, ValueError), ([[0] * 4] * 3, TypeError)]
    for out, error in cases:
        before = np.array(out, copy=True)
        with pytest.raises(error):
            bitcc.label(image, out=out)
        np.testing.assert_array_equal(np.asarray(out), before)
    readonly = np.zeros((3, 4), np.int32)
    readonly.flags.writeable = False
    with pytest.raises(ValueError):
        bitcc.label(image, out=readonly)
    assert not readonly.any()


def test_too_large_for_int32_labels():
    # A broadcast view (no memory behind it): 70000 x 70000 could hold more than 2**31 - 1
    # components; refused before any work.
    huge = np.broadcast_to(np.zeros(1, bool), (70000, 70000))
    out = np.zeros((1, 1), np.int32)
    for call in (lambda: bitcc.label(huge), lambda: bitcc.statistics(huge),
                 lambda: bitcc.dust(huge, 1), lambda: bitcc.largest_k(huge, 1)):
        with pytest.raises(ValueError, match="int32"):
            call()
    with pytest.raises(ValueError):
        bitcc.label(huge, out=out)
    packed = np.broadcast_to(np.zeros((1, 8750), np.uint8), (70000, 8750))
    with pytest.raises(ValueError, match="int32"):
        bitcc.label_packed(packed, 70000)


def test_bad_packed():
    with pytest.raises(TypeError):
        bitcc.label_packed(np.zeros((3, 2), np.uint16), 16)
    with pytest.raises(TypeError):
        bitcc.label_packed(np.zeros((3, 2), bool), 16)
    with pytest.raises(ValueError):
        bitcc.label_packed(np.zeros((3, 2), np.uint8), 17)
    with pytest.raises(ValueError):
        bitcc.label_packed(np.zeros((3, 2), np.uint8), 8)
    with pytest.raises(ValueError):
        bitcc.label_packed(np.zeros((3, 2, 1), np.uint8), 8)
    with pytest.raises(ValueError):
        bitcc.label_packed(np.zeros((3, 4), np.uint8)[:, ::2], 16)
    with pytest.raises(ValueError):
        bitcc.label_packed(np.zeros((3, 2), np.uint8), -1)


def test_gil_released_threads_agree():
    # Python threads labeling at once (the GIL released while C++ works) get the same answers.
    kinds = ["random0.5", "terrain", "maze"]
    images = [make(kind, 400, 400, seed=s) for s, kind in enumerate(kinds)]
    expected = [ndi.label(i)[0] for i in images]
    errors = []

    def work(k):
        for _ in range(5):
            labels, _ = bitcc.label(images[k % 3])
            if not np.array_equal(labels, expected[k % 3]):
                errors.append(k)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


def test_arguments_of_label_and_label_packed():
    # label and label_packed parse their arguments by hand (see bitcc_module.cpp): Python's rules.
    import inspect
    image = np.ones((2, 9), bool)
    packed = np.packbits(image, axis=1, bitorder="little")
    assert bitcc.label(image, 8)[1] == bitcc.label(image=image, connectivity=8, threads=1)[1] == 1
    assert bitcc.label_packed(packed, 9, 4)[1] == bitcc.label_packed(packed=packed, width=9)[1] == 1
    assert bitcc.label(image, np.int64(8))[1] == 1  # anything with __index__
    for call in (lambda: bitcc.label(), lambda: bitcc.label(image, 4, None),
                 lambda: bitcc.label(image, conectivity=4),
                 lambda: bitcc.label(image, 4, connectivity=4),
                 lambda: bitcc.label(image, "4"), lambda: bitcc.label(image, 4.0),
                 lambda: bitcc.label(image, threads=None), lambda: bitcc.label_packed(packed),
                 lambda: bitcc.label_packed(packed, 9.0),
                 lambda: bitcc.label_packed(packed, 9, 4, None)):
        with pytest.raises(TypeError):
            call()
    with pytest.raises(ValueError):
        bitcc.label(image, 2 ** 70)
    with pytest.raises(ValueError):
        bitcc.label(image, threads=5000)
    assert str(inspect.signature(bitcc.label)) == \
        "(image, connectivity=4, *, periodic=False, out=None, threads=1)"
    assert "packbits" in bitcc.label_packed.__doc__

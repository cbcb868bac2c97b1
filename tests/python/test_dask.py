# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""bitcc.dask.label against scipy.ndimage.label on the whole array: chunk boundaries through
spirals, mazes, a component touching the corners of four chunks, chunks of one cell and uneven
chunks, with Dask's threaded scheduler and a distributed.LocalCluster of two worker processes;
bad input."""
import subprocess
import sys

import numpy as np
import pytest
import scipy.ndimage as ndi

from bitcc_maps import maze_map, random_map, spiral_map, terrain_map

da = pytest.importorskip("dask.array")
import dask  # noqa: E402  (after the skip)

import bitcc.dask  # noqa: E402

EIGHT = np.ones((3, 3), dtype=bool)


def check(image, chunks, connectivity, scheduler="threads"):
    expected, count = ndi.label(image, structure=EIGHT if connectivity == 8 else None)
    labels, got = bitcc.dask.label(da.from_array(image, chunks=chunks), connectivity)
    assert isinstance(labels, da.Array)
    labels, got = dask.compute(labels, got, scheduler=scheduler)
    assert got == count
    np.testing.assert_array_equal(labels, expected)


def four_corners():
    """A ring whose cells cover the corners of the four 4x4 chunks around (4, 4), and a diagonal
    that crosses the corner point only (one component under 8-connectivity)."""
    image = np.zeros((8, 8), dtype=bool)
    image[3, 3:5] = image[4, 3:5] = True
    image[1, 1] = image[2, 2] = True  # joined to the ring only through (3, 3)'s corner
    image[6, 1] = image[5, 2] = True
    image[0, 7] = True
    return image


MAPS = {
    "spiral": lambda: spiral_map(37, 41),
    "maze": lambda: maze_map(45, 39, 3),
    "random": lambda: random_map(40, 50, 0.55, 4),
    "terrain": lambda: terrain_map(60, 70, 5, scale=8),
    "corners": four_corners,
    "checker": lambda: (np.indices((20, 21)).sum(axis=0) % 2).astype(bool),
}
CHUNKS = {
    "even": 8,
    "uneven": ((3, 17, 1, 9, 100), (1, 2, 13, 7, 100)),
    "one-cell": 1,
    "rows": (4, -1),
    "columns": (-1, 5),
    "one": -1,
}


def fit(chunks, shape):
    """The chunk layout, cut to the shape (uneven tuples are trimmed to the array's size)."""
    if not isinstance(chunks, tuple) or not all(isinstance(c, tuple) for c in chunks):
        return chunks
    fitted = []
    for sizes, extent in zip(chunks, shape):
        out, left = [], extent
        for size in sizes:
            if left == 0:
                break
            out.append(min(size, left))
            left -= out[-1]
        fitted.append(tuple(out))
    return tuple(fitted)


@pytest.mark.parametrize("connectivity", [4, 8])
@pytest.mark.parametrize("chunks", CHUNKS, ids=str)
@pytest.mark.parametrize("kind", MAPS, ids=str)
def test_equals_scipy_threaded(kind, chunks, connectivity):
    image = MAPS[kind]()
    if chunks == "one-cell" and image.size > 200:  # a task per cell: a small corner of the map
        image = image[:12, :15]
    check(image, fit(CHUNKS[chunks], image.shape), connectivity)


def test_corner_component_crosses_four_chunks():
    image = four_corners()
    labels, count = bitcc.dask.label(da.from_array(image, chunks=4), 8)
    labels = labels.compute()
    assert int(count) == 2  # the ring with its diagonals, and (0, 7)
    assert len(np.unique(labels[1:7, 1:7])) == 2  # the ring and its diagonals: one component


def test_dtypes_and_numpy_input():
    image = terrain_map(30, 40, 2, scale=8)
    expected, count = ndi.label(image)
    for values in (image.astype(np.uint16) * 7, image.astype(np.float32) * 0.5):
        labels, got = bitcc.dask.label(da.from_array(values, chunks=(7, 9)))
        np.testing.assert_array_equal(labels.compute(), expected)
    labels, got = bitcc.dask.label(image)  # a NumPy array: one chunk
    assert int(got) == count
    np.testing.assert_array_equal(labels.compute(), expected)


def test_empty_arrays():
    for shape in [(0, 0), (0, 5), (5, 0)]:
        labels, count = bitcc.dask.label(da.zeros(shape, dtype=bool, chunks=3))
        assert labels.shape == shape and int(count) == 0


def test_bad_input():
    with pytest.raises(ValueError, match="2-D"):
        bitcc.dask.label(da.zeros((4, 4, 4), chunks=2))
    with pytest.raises(ValueError, match="chunk of 0"):
        bitcc.dask.label(da.from_array(np.ones((4, 4)), chunks=((2, 0, 2), (4,))))
    with pytest.raises(ValueError, match="connectivity"):
        bitcc.dask.label(da.ones((4, 4), chunks=2), 6)
    with pytest.raises(TypeError, match="dtype"):
        bitcc.dask.label(da.ones((4, 4), chunks=2, dtype=np.complex64))
    unknown = da.ones((10, 4), chunks=2)
    unknown = unknown[unknown[:, 0] > 0]
    with pytest.raises(ValueError, match="unknown"):
        bitcc.dask.label(unknown)


def test_import_bitcc_does_not_import_dask():
    code = "import sys, bitcc; assert 'dask' not in sys.modules, 'dask imported'"
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_local_cluster_of_two_processes():
    distributed = pytest.importorskip("distributed")
    image = maze_map(90, 110, 7) | spiral_map(90, 110)
    expected, count = ndi.label(image, structure=EIGHT)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None, silence_logs=50) as cluster, \
            distributed.Client(cluster, timeout=60) as client:
        labels, got = bitcc.dask.label(da.from_array(image, chunks=(23, 31)), 8)
        labels, got = client.compute([labels, got], sync=False)
        assert got.result(timeout=120) == count
        np.testing.assert_array_equal(labels.result(timeout=120), expected)


def test_chunk_summary_of_the_chunk_tasks():
    import bitcc
    block = np.array([[0, 1, 1, 0, 1],
                      [1, 0, 0, 0, 1],
                      [0, 0, 1, 1, 0],
                      [1, 1, 0, 0, 0]], dtype=bool)
    # 4-connectivity: components 1 (0,1), 2 (0,4), 3 (1,0), 4 (2,2), 5 (3,0).
    count, row_starts, top, bottom, left, right, edge_labels, edge_firsts = \
        bitcc._bitcc._chunk_summary(block, 4)
    assert count == 5
    np.testing.assert_array_equal(row_starts, [2, 1, 1, 1])
    np.testing.assert_array_equal(top, [0, 1, 1, 0, 2])
    np.testing.assert_array_equal(bottom, [5, 5, 0, 0, 0])
    np.testing.assert_array_equal(left, [0, 3, 0, 5])
    np.testing.assert_array_equal(right, [2, 2, 0, 0])
    np.testing.assert_array_equal(edge_labels, [1, 2, 3, 5])  # 4 touches no edge
    np.testing.assert_array_equal(edge_firsts, [1, 4, 5, 15])
    assert top.dtype == left.dtype == np.int32 and edge_firsts.dtype == np.int64
    # 8-connectivity: (1,0) joins (0,1); (2,3) joins (1,4), and (2,2), (3,1), (3,0) follow:
    # components 1 (0,1) and 2 (0,4).
    count, row_starts, top, bottom, left, right, edge_labels, edge_firsts = \
        bitcc._bitcc._chunk_summary(block.astype(np.float32), 8)
    assert count == 2
    np.testing.assert_array_equal(row_starts, [2, 0, 0, 0])
    np.testing.assert_array_equal(top, [0, 1, 1, 0, 2])
    np.testing.assert_array_equal(bottom, [2, 2, 0, 0, 0])
    np.testing.assert_array_equal(left, [0, 1, 0, 2])
    np.testing.assert_array_equal(right, [2, 2, 0, 0])
    np.testing.assert_array_equal(edge_labels, [1, 2])
    np.testing.assert_array_equal(edge_firsts, [1, 4])
    with pytest.raises(ValueError, match="at least one cell"):
        bitcc._bitcc._chunk_summary(np.zeros((0, 3), dtype=bool), 4)
    with pytest.raises(ValueError):
        bitcc._bitcc._chunk_summary(block, 6)


def test_write_chunk_of_the_chunk_tasks():
    import bitcc
    # Components 1, 2 start in row 0, component 3 in row 1; 2 is not a leader (numbered 40).
    block = np.array([[0, 1, 0, 1], [1, 1, 0, 0]], dtype=np.uint8)
    row_starts, base = np.array([2, 1]), np.array([10, 20])
    others, numbers = np.array([2]), np.array([40])
    # 4-connectivity: (1,0) joins (0,1) through (1,1), so the components are 1 (0,1), 2 (0,3).
    row_starts4 = np.array([2, 0])
    out = bitcc._bitcc._write_chunk(block, 4, row_starts4, base, others, numbers)
    assert out.dtype == np.int32
    np.testing.assert_array_equal(out, [[0, 11, 0, 40], [11, 11, 0, 0]])
    wide = bitcc._bitcc._write_chunk(block, 4, row_starts4, base, others, numbers, True)
    assert wide.dtype == np.int64
    np.testing.assert_array_equal(wide, out)
    block = np.array([[0, 1, 0, 1], [1, 0, 0, 0]], dtype=np.uint8)  # now three components
    out = bitcc._bitcc._write_chunk(block, 4, row_starts, base, others, numbers)
    np.testing.assert_array_equal(out, [[0, 11, 0, 40], [21, 0, 0, 0]])
    big = np.array([2 ** 40])
    np.testing.assert_array_equal(
        bitcc._bitcc._write_chunk(block, 4, row_starts, base, others, big, True),
        [[0, 11, 0, 2 ** 40], [21, 0, 0, 0]])
    args = dict(row_starts=row_starts, base=base, others=others, numbers=numbers)
    for bad in [dict(row_starts=np.array([1, 1])),  # 2 components, the block has 3
                dict(row_starts=np.array([2, 2])),  # 4
                dict(base=np.array([10])),
                dict(others=np.array([4])),
                dict(others=np.array([0])),
                dict(numbers=np.array([40, 41])),
                dict(numbers=np.array([0])),
                dict(numbers=np.array([2 ** 40])),  # past int32
                dict(row_starts=np.array([2 ** 62, 2 ** 62])),  # no sum overflows
                dict(base=np.array([2 ** 63 - 1, 20]))]:
        kwargs = dict(args, **bad)
        with pytest.raises(ValueError):
            bitcc._bitcc._write_chunk(block, 4, kwargs["row_starts"], kwargs["base"],
                                      kwargs["others"], kwargs["numbers"])
    with pytest.raises(ValueError, match="row_starts give 2 components, the block has 3"):
        bitcc._bitcc._write_chunk(block, 4, np.array([1, 1]), base, others, numbers, True)
    with pytest.raises(TypeError):
        bitcc._bitcc._write_chunk(block, 4, row_starts, base, ["x"], numbers)


def test_components_of_the_joining_task():
    import bitcc
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import connected_components
    roots = bitcc._bitcc._components(6, np.array([5, 3, 4]), np.array([1, 4, 1]))
    np.testing.assert_array_equal(roots, [0, 1, 2, 1, 1, 1])  # {0}, {1, 3, 4, 5}, {2}
    assert bitcc._bitcc._components(0, [], []).shape == (0,)
    # Random pairs against scipy's components: each element's root is its set's smallest.
    rng = np.random.default_rng(11)
    for nodes, pairs in [(1, 3), (50, 20), (1000, 900), (5000, 2000)]:
        a, b = rng.integers(0, nodes, pairs), rng.integers(0, nodes, pairs)
        _, component = connected_components(
            coo_matrix((np.ones(pairs), (a, b)), shape=(nodes, nodes)), directed=False)
        smallest = np.full(component.max() + 1, nodes)
        np.minimum.at(smallest, component, np.arange(nodes))
        np.testing.assert_array_equal(bitcc._bitcc._components(nodes, a, b), smallest[component])
    with pytest.raises(ValueError, match="pair 1 is outside 0..5"):
        bitcc._bitcc._components(6, [0, 6], [1, 2])
    with pytest.raises(ValueError):
        bitcc._bitcc._components(6, [0, -1], [1, 2])
    with pytest.raises(ValueError):
        bitcc._bitcc._components(-1, [], [])
    with pytest.raises(TypeError):
        bitcc._bitcc._components(6, [0, 1], [1])

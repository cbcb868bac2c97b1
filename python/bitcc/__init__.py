# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""bitcc: connected components of 2-D maps, labeled on bits (one bit per cell) in C++.

Labels equal scipy.ndimage.label's cell for cell: components numbered 1..count in raster order
of their first cell, 0 for clear cells. Any 2-D NumPy array of bool, integers or floats is a map
(nonzero = set), read in place whatever its order or strides.

    label(image, connectivity=4, *, periodic=False, out=None, threads=1) -> (labels, count)
    label_values(image, connectivity=4, *, periodic=False, out=None) -> (labels, count)
    label_packed(packed, width, connectivity=4, *, periodic=False, out=None, threads=1)
        -> (labels, count)
    statistics(image, connectivity=4, *, threads=1, periodic=False, values=False) -> Statistics
    dust(image, threshold, connectivity=4) -> bool array
    largest_k(image, k, connectivity=4) -> (labels, count)
    component_of(image, row, column, connectivity=4) -> bool array
    simd() -> str

bitcc.boards: batches of 6x12 bitboards; bitcc.stc: batches of Smash the Code grids; bitcc.go: Go
boards; bitcc.dask: Dask arrays (imported on its own: `import bitcc.dask`, which needs dask).
docs/python.md in the repository describes them.
"""
from typing import List, Optional, Tuple

import numpy as np

from . import _bitcc, boards, go, stc
from ._bitcc import component_of, dust, label, label_packed, label_values, largest_k, simd

__version__: str = _bitcc.__version__

__all__ = ["Statistics", "boards", "go", "component_of", "dust", "label", "label_packed",
           "label_values", "largest_k",
           "simd", "stc", "statistics", "__version__"]


class Statistics:
    """The components of a map and their statistics (what bitcc.statistics returns).

    labels: the int32 label array, as bitcc.label gives it. count: the number of components.
    stats: int64 array of count + 1 rows (left, top, width, height, area), row k for label k and
        row 0 the background (its area the clear cells, its box the whole map), as
        cv2.connectedComponentsWithStats gives it.
    centroids: float64 array of count + 1 rows (x = column, y = row), the mean cell of each
        label, as OpenCV gives them (row 0 the background's; NaN when it has no cell).
    values: None, or (statistics(..., values=True)) an array of count + 1 entries in the image's
        dtype, values[k] the value of component k (values[0] = 0).
    """

    __slots__ = ("labels", "count", "stats", "centroids", "values")

    def __init__(self, labels: np.ndarray, count: int, stats: np.ndarray,
                 centroids: np.ndarray, values: Optional[np.ndarray] = None) -> None:
        self.labels = labels
        self.count = count
        self.stats = stats
        self.centroids = centroids
        self.values = values

    @property
    def area(self) -> np.ndarray:
        """The area in cells of components 1..count (a view of stats[1:, 4])."""
        return self.stats[1:, 4]

    @property
    def center_of_mass(self) -> np.ndarray:
        """The centroids of components 1..count as (row, column), scipy.ndimage.center_of_mass's
        order (a view of centroids[1:, ::-1])."""
        return self.centroids[1:, ::-1]

    def slices(self) -> List[Tuple[slice, slice]]:
        """The bounding boxes of components 1..count as scipy.ndimage.find_objects gives them:
        (slice(top, top + height), slice(left, left + width)) for each label in turn."""
        return [(slice(top, top + height), slice(left, left + width))
                for left, top, width, height, _ in self.stats[1:].tolist()]

    def __repr__(self) -> str:
        return f"bitcc.Statistics(count={self.count}, shape={self.labels.shape})"


def statistics(image, connectivity: int = 4, *, threads: int = 1, periodic=False,
               values: bool = False) -> Statistics:
    """The components of image's nonzero cells with their area, bounding box and centroid.

    image, connectivity and periodic as for bitcc.label; threads: bands of rows labeled at once.
    values: True labels the components of equal value as bitcc.label_values does (threads
    unused) and gives each one's value in Statistics.values.
    Returns a Statistics: labels, count, stats (OpenCV's left, top, width, height, area per label,
    row 0 the background), centroids (x, y), area, center_of_mass (row, column), slices()
    (scipy.ndimage.find_objects' boxes) and values. Boxes and centroids of a component across an
    edge that wraps are those of its cells in the image's coordinates (a box from edge to edge).
    Errors as bitcc.label (bitcc.label_values with values=True).
    """
    return Statistics(*_bitcc._statistics(image, connectivity, threads=threads,
                                          periodic=periodic, values=values))

# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Type stubs of the bitcc package (the calls are documented in their docstrings).
from typing import List, Optional, Tuple

from . import boards as boards, go as go

import numpy as np
import numpy.typing as npt

__version__: str

class Statistics:
    labels: npt.NDArray[np.int32]
    count: int
    stats: npt.NDArray[np.int64]
    centroids: npt.NDArray[np.float64]
    def __init__(self, labels: npt.NDArray[np.int32], count: int, stats: npt.NDArray[np.int64],
                 centroids: npt.NDArray[np.float64]) -> None: ...
    @property
    def area(self) -> npt.NDArray[np.int64]: ...
    @property
    def center_of_mass(self) -> npt.NDArray[np.float64]: ...
    def slices(self) -> List[Tuple[slice, slice]]: ...

def label(image: npt.ArrayLike, connectivity: int = 4, *,
          out: Optional[npt.NDArray[np.int32]] = None,
          threads: int = 1) -> Tuple[npt.NDArray[np.int32], int]: ...
def label_packed(packed: npt.NDArray[np.uint8], width: int, connectivity: int = 4, *,
                 out: Optional[npt.NDArray[np.int32]] = None,
                 threads: int = 1) -> Tuple[npt.NDArray[np.int32], int]: ...
def statistics(image: npt.ArrayLike, connectivity: int = 4, *, threads: int = 1) -> Statistics: ...
def dust(image: npt.ArrayLike, threshold: int, connectivity: int = 4) -> npt.NDArray[np.bool_]: ...
def largest_k(image: npt.ArrayLike, k: int,
              connectivity: int = 4) -> Tuple[npt.NDArray[np.int32], int]: ...
def component_of(image: npt.ArrayLike, row: int, column: int,
                 connectivity: int = 4) -> npt.NDArray[np.bool_]: ...
def simd() -> str: ...

# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Type stubs of the bitcc package (the calls are documented in their docstrings).
from typing import List, Optional, Tuple, Union

from . import boards as boards, go as go, stc as stc
# The calls the extension defines, as its stubs (_bitcc.pyi) type them.
from ._bitcc import (component_of as component_of, dust as dust, label as label,
                     label_packed as label_packed, label_values as label_values,
                     largest_k as largest_k, simd as simd)

import numpy as np
import numpy.typing as npt

__version__: str

class Statistics:
    labels: npt.NDArray[np.int32]
    count: int
    stats: npt.NDArray[np.int64]
    centroids: npt.NDArray[np.float64]
    values: Optional[npt.NDArray[np.integer]]
    def __init__(self, labels: npt.NDArray[np.int32], count: int, stats: npt.NDArray[np.int64],
                 centroids: npt.NDArray[np.float64],
                 values: Optional[npt.NDArray[np.integer]] = None) -> None: ...
    @property
    def area(self) -> npt.NDArray[np.int64]: ...
    @property
    def center_of_mass(self) -> npt.NDArray[np.float64]: ...
    def slices(self) -> List[Tuple[slice, slice]]: ...

def statistics(image: npt.ArrayLike, connectivity: int = 4, *, threads: int = 1,
               periodic: Union[bool, Tuple[bool, bool]] = False,
               values: bool = False) -> Statistics: ...

# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Type stubs of the extension bitcc._bitcc (the package bitcc re-exports its calls).
from typing import Any, Optional, Tuple, Union

import numpy as np
import numpy.typing as npt

__version__: str
boards: Any  # the module bitcc.boards re-exports (boards.pyi)
go: Any  # the module bitcc.go re-exports (go.pyi)
stc: Any  # the module bitcc.stc re-exports (stc.pyi)

Periodic = Union[bool, Tuple[bool, bool]]  # one bool per axis in NumPy's order

def label(image: npt.ArrayLike, connectivity: int = 4, *, periodic: Periodic = False,
          out: Optional[npt.NDArray[np.int32]] = None,
          threads: int = 1) -> Tuple[npt.NDArray[np.int32], int]: ...
def label_values(image: npt.ArrayLike, connectivity: int = 4, *, periodic: Periodic = False,
                 out: Optional[npt.NDArray[np.int32]] = None
                 ) -> Tuple[npt.NDArray[np.int32], int]: ...
def label_packed(packed: npt.NDArray[np.uint8], width: int, connectivity: int = 4, *,
                 periodic: Periodic = False, out: Optional[npt.NDArray[np.int32]] = None,
                 threads: int = 1) -> Tuple[npt.NDArray[np.int32], int]: ...
def _statistics(image: npt.ArrayLike, connectivity: int = 4, *, threads: int = 1,
                periodic: Periodic = False, values: bool = False
                ) -> Tuple[npt.NDArray[np.int32], int, npt.NDArray[np.int64],
                           npt.NDArray[np.float64], Optional[npt.NDArray[np.integer]]]: ...
def dust(image: npt.ArrayLike, threshold: int, connectivity: int = 4) -> npt.NDArray[np.bool_]: ...
def largest_k(image: npt.ArrayLike, k: int,
              connectivity: int = 4) -> Tuple[npt.NDArray[np.int32], int]: ...
def component_of(image: npt.ArrayLike, row: int, column: int,
                 connectivity: int = 4) -> npt.NDArray[np.bool_]: ...
def _chunk_summary(block: npt.ArrayLike, connectivity: int
                   ) -> Tuple[int, npt.NDArray[np.int64], npt.NDArray[np.int32],
                              npt.NDArray[np.int32], npt.NDArray[np.int32], npt.NDArray[np.int32],
                              npt.NDArray[np.int64], npt.NDArray[np.int64]]: ...
def _write_chunk(block: npt.ArrayLike, connectivity: int, row_starts: npt.ArrayLike,
                 base: npt.ArrayLike, others: npt.ArrayLike, numbers: npt.ArrayLike,
                 wide: bool = False) -> npt.NDArray[np.integer]: ...
def _components(nodes: int, a: npt.ArrayLike, b: npt.ArrayLike) -> npt.NDArray[np.int64]: ...
def simd() -> str: ...

# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
from typing import Tuple, Union

import numpy as np
import numpy.typing as npt

EMPTY: int
SKULL: int

_PerGrid = Union[int, npt.ArrayLike]

def legal_moves(grids: npt.ArrayLike, pairs: npt.ArrayLike) -> npt.NDArray[np.bool_]: ...
def place(grids: npt.ArrayLike, pairs: npt.ArrayLike, x: _PerGrid, rotation: _PerGrid
          ) -> Tuple[npt.NDArray[np.int8], npt.NDArray[np.bool_]]: ...
def play(grids: npt.ArrayLike, pairs: npt.ArrayLike, x: _PerGrid, rotation: _PerGrid
         ) -> Tuple[npt.NDArray[np.int8], npt.NDArray[np.int32], npt.NDArray[np.bool_]]: ...
def resolve(grids: npt.ArrayLike
            ) -> Tuple[npt.NDArray[np.int8], npt.NDArray[np.int32], npt.NDArray[np.int32]]: ...

# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
from typing import Tuple

import numpy as np
import numpy.typing as npt

def counts(boards: npt.NDArray[np.generic]) -> npt.NDArray[np.int32]: ...
def label(boards: npt.NDArray[np.generic]
          ) -> Tuple[npt.NDArray[np.uint64], npt.NDArray[np.int32]]: ...
def groups_at_least(boards: npt.NDArray[np.generic], k: int) -> npt.NDArray[np.generic]: ...

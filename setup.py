# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# The extension bitcc._bitcc (pyproject.toml holds the rest). Flags: -O3 (as CMake's Release builds
# the library: a 19x19 bitcc.label call 11,530 -> 10,290 instructions and about 10 % faster than at
# -O2), C++17 and no -march (the library picks its instruction set at run time); -g0 drops the debug
# information that Python's own CFLAGS ask for. The version is BITCC_VERSION, read from
# kernels/bitcc/version.hpp. The three sources compile at once, one per core (BITCC_BUILD_JOBS sets
# how many; setuptools alone compiles them one after the other: 108 s of CPU, 49 s of it the
# largest).
import re
from pathlib import Path

import pybind11
from pybind11.setup_helpers import ParallelCompile
from setuptools import Extension, setup

ROOT = Path(__file__).resolve().parent
VERSION = re.search(r'#define BITCC_VERSION "([^"]+)"',
                    (ROOT / "kernels/bitcc/version.hpp").read_text()).group(1)

# default=0: as many jobs as cores.
ParallelCompile("BITCC_BUILD_JOBS", default=0).install()

setup(
    version=VERSION,
    ext_modules=[
        Extension(
            "bitcc._bitcc",
            sources=["python/src/bitcc_module.cpp", "python/src/games_module.cpp",
                     "python/src/stc_module.cpp"],
            include_dirs=[pybind11.get_include(), "kernels"],
            depends=[str(p.relative_to(ROOT)) for p in (ROOT / "kernels/bitcc").rglob("*.hpp")],
            language="c++",
            extra_compile_args=["-std=c++17", "-O3", "-g0", "-fvisibility=hidden", "-pthread"],
            extra_link_args=["-pthread"],
        )
    ],
)

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# tools/python_test.sh [pytest arguments]: builds the Python package bitcc into a virtual
# environment (build/python-venv, made with --system-site-packages so that it sees Debian's
# NumPy, SciPy, scikit-image, OpenCV, Dask (bitcc.dask's tests) and pybind11: no package index
# needed), installs it with
# `pip install --no-build-isolation .` and runs pytest on tests/python. Installs the Debian
# packages it needs when run as root, or prints the apt-get command and stops. Exits non-zero
# when anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's python3 (not a pyenv or other python3 earlier on PATH): its dist-packages hold NumPy.
PYTHON=/usr/bin/python3
wanted=(g++ python3-dev python3-venv python3-pip python3-setuptools python3-pybind11 python3-numpy
        python3-scipy python3-skimage python3-opencv python3-pytest python3-dask
        python3-distributed)
source tools/ensure_deps.sh
bitcc_ensure_packages "${wanted[@]}"

venv=build/python-venv
if [ ! -x "$venv/bin/python" ]; then
  "$PYTHON" -m venv --system-site-packages "$venv"
fi
# setuptools builds in build/ (its temporary folders); pip copies the tree first.
"$venv/bin/pip" install --quiet --no-build-isolation --no-deps --no-index --force-reinstall .
# From another folder, so that the installed package is imported, not python/bitcc.
(cd tests/python && "../../$venv/bin/python" -m pytest -q -p no:cacheprovider "$@" .)

# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
# Lets the tests import bitcc_maps (the maps they share with bench/python_bench.py).
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

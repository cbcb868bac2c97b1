#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""bitcc.dask.label on a distributed.LocalCluster of one and of two worker processes (one thread
each) against scipy.ndimage.label on the whole array, by hand (not a test), with bitcc installed
(tools/python_test.sh builds build/python-venv):

    build/python-venv/bin/python bench/dask_bench.py [--side 16384] [--chunk 2048]
        [--kind random|terrain] [--repeat 3]

The map (random 0.5, or terrain: tests/python/bitcc_maps.py, fixed seeds) is made in this process
and scattered to the workers before the clock starts; a timed run persists the labels and the
count on the workers and waits for them (the labels stay there: fetching 4 bytes per cell to this
process is not labeling). After the timed runs the labels are fetched once and compared with
scipy's, cell for cell. Figures: the median run, seconds and ns per cell.

On a virtual machine whose guest hands free memory back to the host (Linux's free page reporting,
virtio-balloon), memory freed by one run and taken again by the next is memory touched for the
first time: the host faults it in (3.3 ms per MB measured on one such machine, against 0.1 where
it stays in the guest), and a chunk's 16 MB of labels then costs several times its labeling. Where
the kernel shows it, the script says so and prints how many MiB were handed back during each part.
"""
import argparse
import os
import platform
import statistics
import sys
import time

import numpy as np
import scipy.ndimage as ndi

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "python"))
from bitcc_maps import random_map, terrain_map  # noqa: E402

import dask.array as da  # noqa: E402
import distributed  # noqa: E402

import bitcc  # noqa: E402
import bitcc.dask  # noqa: E402


REPORTED = "/sys/module/page_reporting/parameters/reported_kib"


def reported_mib():
    """MiB of free memory the guest has handed back to the host so far (None where not shown)."""
    try:
        with open(REPORTED) as f:
            return int(f.read()) / 1024
    except (OSError, ValueError):
        return None


def handed_back(before):
    after = reported_mib()
    return "" if before is None or after is None else \
        f", {after - before:.0f} MiB handed back to the host meanwhile"


def run_cluster(image, chunk, workers, repeat, expected, count):
    with distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                  dashboard_address=None, silence_logs=50,
                                  memory_limit=0) as cluster, \
            distributed.Client(cluster) as client:
        array = client.persist(da.from_array(image, chunks=chunk))
        distributed.wait(array)
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            labels, n = bitcc.dask.label(array)
            labels, n = client.persist([labels, n])
            distributed.wait([labels, n])
            times.append(time.perf_counter() - start)
            got = int(n.compute())
            del labels, n
        labels, n = bitcc.dask.label(array)
        labels, n = client.compute([labels, n], sync=True)
        assert n == count == got, (n, count, got)
        assert np.array_equal(labels, expected), "bitcc.dask.label disagrees with scipy"
        return statistics.median(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--side", type=int, default=16384)
    parser.add_argument("--chunk", type=int, default=2048)
    parser.add_argument("--kind", default="random", choices=["random", "terrain"])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    side = args.side
    image = random_map(side, side, 0.5, 1) if args.kind == "random" else \
        terrain_map(side, side, 2)
    cells = image.size
    print(f"# {platform.processor() or platform.machine()}, bitcc {bitcc.__version__} "
          f"({bitcc.simd()}), {side}x{side} {args.kind}, chunks {args.chunk}, "
          f"load {os.getloadavg()[0]:.2f}", flush=True)
    if reported_mib() is not None:
        print("# free page reporting is on: memory freed may be faulted in from the host again",
              flush=True)
    scipy_times = []
    before = reported_mib()
    for _ in range(args.repeat):
        start = time.perf_counter()
        expected, count = ndi.label(image)
        scipy_times.append(time.perf_counter() - start)
    t_scipy = statistics.median(scipy_times)
    print(f"scipy.ndimage.label, whole array: {t_scipy:.2f} s ({t_scipy / cells * 1e9:.2f} ns "
          f"per cell), {count} components, load {os.getloadavg()[0]:.2f}{handed_back(before)}",
          flush=True)
    results = {}
    for workers in (1, 2):
        before = reported_mib()
        results[workers] = run_cluster(image, args.chunk, workers, args.repeat, expected, count)
        print(f"bitcc.dask.label, {workers} worker process(es): {results[workers]:.2f} s "
              f"({results[workers] / cells * 1e9:.2f} ns per cell), equal to scipy, "
              f"load {os.getloadavg()[0]:.2f}{handed_back(before)}", flush=True)
    print(f"two workers over one: {results[1] / results[2]:.2f}x; scipy over two workers: "
          f"{t_scipy / results[2]:.2f}x; scipy over one worker: {t_scipy / results[1]:.2f}x")


if __name__ == "__main__":
    main()

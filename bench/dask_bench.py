#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Copyright (c) 2026 The bitcc authors
"""bitcc.dask.label on a distributed.LocalCluster of one and of two worker processes (one thread
each) against scipy.ndimage.label on the whole array, by hand (not a test), with bitcc installed
(tools/python_test.sh builds build/python-venv):

    build/python-venv/bin/python bench/dask_bench.py [--side 16384] [--chunk 2048]
        [--kind random|terrain] [--repeat 5] [--keep-memory]

The map (random 0.5, or terrain: tests/python/bitcc_maps.py, fixed seeds) is made in this process
and scattered to the workers before the clock starts; a timed run persists the labels and the
count on the workers and waits for them (the labels stay there: fetching 4 bytes per cell to this
process is not labeling). A run starts only once the scheduler has forgotten every task of the
run before: bitcc.dask.label's task keys depend only on the array, so a run started earlier would
take the last run's results instead of labeling (runs of 0.02 s). After the timed runs the labels
are fetched once and compared with scipy's, cell for cell. Figures: every run, then the median
and the fastest, seconds and ns per cell.

On a virtual machine whose guest hands free memory back to the host (Linux's free page reporting,
virtio-balloon), memory freed by one run and taken again by the next is memory touched for the
first time: the host faults it in (1.1 to 3.7 ms per MB measured on such machines, against 0.1
where it stays in the guest), and a chunk's 16 MB of labels then costs more than its labeling.
Where the kernel shows it, the script says so and prints how many MiB were handed back during
each part. --keep-memory measures both sides with memory kept from run to run instead: this
process and the workers run with glibc's malloc keeping freed memory (MALLOC_ARENA_MAX=1,
MALLOC_MMAP_THRESHOLD_=32 MiB, MALLOC_TRIM_THRESHOLD_ of 1 TiB; distributed's workers otherwise
give freed memory back at once), and scipy writes into one output array made before its runs. The
first run then still touches new memory; those after it mostly do not.
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

import dask  # noqa: E402
import dask.array as da  # noqa: E402
import distributed  # noqa: E402

import bitcc  # noqa: E402
import bitcc.dask  # noqa: E402


REPORTED = "/sys/module/page_reporting/parameters/reported_kib"
# glibc's malloc keeping what is freed (--keep-memory): one arena (the threads' arenas give whole
# free heaps back), arrays up to 32 MiB (its largest threshold) from the heap, no trimming.
KEEP_MEMORY = {"MALLOC_ARENA_MAX": "1", "MALLOC_MMAP_THRESHOLD_": str(32 << 20),
               "MALLOC_TRIM_THRESHOLD_": str(1 << 40)}


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


def scheduler_tasks(dask_scheduler=None):
    return len(dask_scheduler.tasks)


def summary(times, cells):
    median, fastest = statistics.median(times), min(times)
    return (f"median {median:.2f} s ({median / cells * 1e9:.2f} ns per cell), fastest "
            f"{fastest:.2f} s; runs " + " ".join(f"{t:.2f}" for t in times))


def run_cluster(image, chunk, workers, repeat, expected, count, keep_memory):
    environ = dict(dask.config.get("distributed.nanny.pre-spawn-environ", {}))
    if keep_memory:
        environ.update(KEEP_MEMORY)
    with dask.config.set({"distributed.nanny.pre-spawn-environ": environ}), \
            distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                  dashboard_address=None, silence_logs=50,
                                  memory_limit=0) as cluster, \
            distributed.Client(cluster) as client:
        array = client.persist(da.from_array(image, chunks=chunk))
        distributed.wait(array)
        persisted = client.run_on_scheduler(scheduler_tasks)
        times = []
        for _ in range(repeat):
            # The last run's tasks forgotten (their keys are this run's): nothing is reused.
            deadline = time.monotonic() + 60
            while client.run_on_scheduler(scheduler_tasks) > persisted:
                if time.monotonic() > deadline:
                    sys.exit("dask_bench.py: the scheduler still holds the last run's tasks after "
                             "60 s; a run now could reuse them")
                time.sleep(0.01)
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
        return times


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--side", type=int, default=16384)
    parser.add_argument("--chunk", type=int, default=2048)
    parser.add_argument("--kind", default="random", choices=["random", "terrain"])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--keep-memory", action="store_true",
                        help="glibc's malloc keeps freed memory, here and in the workers, and "
                        "scipy writes into one output array")
    args = parser.parse_args()
    if args.keep_memory and any(os.environ.get(k) != v for k, v in KEEP_MEMORY.items()):
        # glibc reads these when the process starts: start again with them.
        os.execve(sys.executable, [sys.executable] + sys.argv, {**os.environ, **KEEP_MEMORY})
    side = args.side
    image = random_map(side, side, 0.5, 1) if args.kind == "random" else \
        terrain_map(side, side, 2)
    cells = image.size
    print(f"# {platform.processor() or platform.machine()}, bitcc {bitcc.__version__} "
          f"({bitcc.simd()}), {side}x{side} {args.kind}, chunks {args.chunk}, "
          f"load {os.getloadavg()[0]:.2f}"
          f"{', memory kept from run to run' if args.keep_memory else ''}", flush=True)
    if reported_mib() is not None:
        print("# free page reporting is on: memory freed may be faulted in from the host again",
              flush=True)
    scipy_times = []
    before = reported_mib()
    output = np.empty(image.shape, np.int32) if args.keep_memory else None
    for _ in range(args.repeat):
        start = time.perf_counter()
        if output is None:
            expected, count = ndi.label(image)
        else:
            count = ndi.label(image, output=output)
            expected = output
        scipy_times.append(time.perf_counter() - start)
    t_scipy = statistics.median(scipy_times)
    print(f"scipy.ndimage.label, whole array: {summary(scipy_times, cells)}; {count} components, "
          f"load {os.getloadavg()[0]:.2f}{handed_back(before)}", flush=True)
    results = {}
    for workers in (1, 2):
        before = reported_mib()
        times = run_cluster(image, args.chunk, workers, args.repeat, expected, count,
                            args.keep_memory)
        results[workers] = statistics.median(times)
        print(f"bitcc.dask.label, {workers} worker process(es): {summary(times, cells)}; equal "
              f"to scipy, load {os.getloadavg()[0]:.2f}{handed_back(before)}", flush=True)
    print(f"medians: two workers over one {results[1] / results[2]:.2f}x; scipy over two workers "
          f"{t_scipy / results[2]:.2f}x; scipy over one worker {t_scipy / results[1]:.2f}x")


if __name__ == "__main__":
    main()

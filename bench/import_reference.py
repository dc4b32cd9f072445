"""numpy reference for the import rows of `npm run bench` (bench/import.ts).

Reads the same wide CSV the app imports with `numpy.loadtxt`, the way a data scientist would
load a 0/1 score table: the header skipped, the item-id column left out, every score as a uint8
(`dtype=np.uint8` is the fastest `loadtxt` call for this file: float64, its default, is several
times slower and is timed too, at L only, as context).

Usage: python3 bench/import_reference.py CSV MODELS REPEAT [--float64]
Prints one JSON line: {"seconds", "runs", "float64Seconds", "shape", "ones", "numpy"}; "seconds"
is the fastest of REPEAT runs, "ones" the number of cells equal to 1 (checked against the app).
"""

import json
import sys
import time

import numpy as np


def load(path, models, dtype):
    return np.loadtxt(path, delimiter=',', skiprows=1, usecols=range(1, models + 1), dtype=dtype)


def main():
    path, models, repeat = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    runs = []
    matrix = None
    for _ in range(repeat):
        t = time.perf_counter()
        matrix = load(path, models, np.uint8)
        runs.append(time.perf_counter() - t)
    float64 = None
    if '--float64' in sys.argv:
        t = time.perf_counter()
        load(path, models, np.float64)
        float64 = time.perf_counter() - t
    print(json.dumps({
        'seconds': min(runs),
        'runs': runs,
        'float64Seconds': float64,
        'shape': list(matrix.shape),
        'ones': int(matrix.sum(dtype=np.int64)),
        'numpy': np.__version__,
    }))


if __name__ == '__main__':
    main()

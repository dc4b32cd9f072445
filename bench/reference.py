"""numpy/scipy reference for `npm run bench`: the same work as our engine, on the same draws.

The way a strong data scientist would write it: unpack the 0/1 matrix once to float32, then per
chunk of draws one float32 matrix product (draw weights x matrix -> per-model counts), scores as
counts / total weight, min ranks with `scipy.stats.rankdata`, Kendall's tau-b against the
reference scores with `scipy.stats.kendalltau`, and the reference leader's agreement.

Usage: python3 bench/reference.py DIR KIND [REPEAT]
  DIR/meta.json       {"nModels", "nItems", "wordsPerItem"}
  DIR/matrix.bin      uint32 little-endian, items-major packed bits (bit b of word w = model 32w+b)
  DIR/KIND.draws.json {"nDraws"}
  DIR/KIND.weights.bin uint8, draw-major (nDraws x nItems) item multiplicities
Writes DIR/KIND.numpy.counts.bin (int32, nDraws x nModels), .ranks.bin (int32), .tau.bin (float64)
and prints one JSON line: {"seconds", "parts", "loadSeconds", "blasCore", "threads", "chunk", "leaderKept"}.
Only the work after loading (unpacking included in loadSeconds) is timed; with REPEAT > 1 the
timed work runs REPEAT times after a one-draw warm-up and the fastest run counts ("seconds",
"parts" from that run).
"""

import ctypes
import glob
import json
import os
import sys
import time

import numpy as np
from scipy.stats import kendalltau, rankdata

CHUNK_BYTES = 64 << 20  # float32 weight block per chunk


def blas_core():
    """OpenBLAS kernel in use (e.g. 'SkylakeX' for AVX-512, 'Haswell' for AVX2)."""
    libs = glob.glob(os.path.join(os.path.dirname(np.__file__), '..', 'numpy.libs', '*openblas*'))
    for path in libs:
        lib = ctypes.CDLL(path)
        for name in ('scipy_openblas_get_corename64_', 'openblas_get_corename64_',
                     'openblas_get_corename'):
            f = getattr(lib, name, None)
            if f is not None:
                f.restype = ctypes.c_char_p
                return f().decode()
    return 'unknown'


def run(x, weights, n_items, n_models):
    """The timed work: counts, scores, ranks, tau-b, leader agreement."""
    t0 = time.perf_counter()
    n_draws = weights.shape[0]
    ones = np.ones(n_items, dtype=np.float32)
    ref_scores = (ones @ x).astype(np.float64) / n_items
    ref_ranks = rankdata(-ref_scores, method='min')
    leader = int(np.flatnonzero(ref_ranks == 1)[0])
    counts = np.empty((n_draws, n_models), dtype=np.float32)
    chunk = max(1, min(n_draws, CHUNK_BYTES // (4 * n_items)))
    for start in range(0, n_draws, chunk):
        w = weights[start:start + chunk].astype(np.float32)
        np.matmul(w, x, out=counts[start:start + chunk])
    totals = weights.sum(axis=1, dtype=np.int64).astype(np.float64)
    scores = counts.astype(np.float64) / totals[:, None]
    t1 = time.perf_counter()
    ranks = rankdata(-scores, method='min', axis=1).astype(np.int32)
    t2 = time.perf_counter()
    tau = np.array([kendalltau(ref_scores, s).statistic for s in scores])
    leader_kept = float(np.mean(ranks[:, leader] == 1))
    t3 = time.perf_counter()
    return {
        'seconds': t3 - t0,
        'parts': {'scores': t1 - t0, 'ranks': t2 - t1, 'tau': t3 - t2},
        'chunk': chunk,
        'leaderKept': leader_kept,
    }, counts, ranks, tau


def main(folder, kind, repeat):
    t_load = time.perf_counter()
    meta = json.load(open(os.path.join(folder, 'meta.json')))
    n_models, n_items, words = meta['nModels'], meta['nItems'], meta['wordsPerItem']
    n_draws = json.load(open(os.path.join(folder, f'{kind}.draws.json')))['nDraws']
    bits = np.fromfile(os.path.join(folder, 'matrix.bin'), dtype='<u4').reshape(n_items, words)
    x = np.unpackbits(bits.view(np.uint8), axis=1, bitorder='little')[:, :n_models]
    x = np.ascontiguousarray(x, dtype=np.float32)  # items x models, 0/1
    weights = np.fromfile(os.path.join(folder, f'{kind}.weights.bin'), dtype=np.uint8)
    weights = weights.reshape(n_draws, n_items)
    load_seconds = time.perf_counter() - t_load

    run(x, weights[:1], n_items, n_models)  # warm-up (thread pool, first-call costs), untimed
    best = None
    for _ in range(repeat):
        result, counts, ranks, tau = run(x, weights, n_items, n_models)
        if best is None or result['seconds'] < best['seconds']:
            best = result

    counts.astype(np.int32).tofile(os.path.join(folder, f'{kind}.numpy.counts.bin'))
    ranks.tofile(os.path.join(folder, f'{kind}.numpy.ranks.bin'))
    tau.astype(np.float64).tofile(os.path.join(folder, f'{kind}.numpy.tau.bin'))
    print(json.dumps({
        **best,
        'loadSeconds': load_seconds,
        'blasCore': blas_core(),
        'threads': os.cpu_count(),
        'repeat': repeat,
        'numpy': np.__version__,
    }))


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1)

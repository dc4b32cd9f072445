"""Golden values for the rank confidence sets (src/core/rank-sets), computed with numpy by the
plain reference implementation bench/rank_sets_reference.py (the same procedure: every standing
pair of every draw formed by broadcasting, `numpy.quantile` for the critical values) from the
same standard normals the TypeScript test feeds. Writes tests/fixtures/golden/rank-sets-golden.json.

    python3 scripts/golden/make_rank_sets_golden.py

Cases cover each road to the covariance (0/1 complete, 0/1 with missing cells, clustered,
continuous with missing cells, standard errors only) and a singular covariance (more models than
items). The normals are rounded to 6 decimals before use, so both sides read the same numbers.
Made with numpy as printed under "versions" in the output.
"""
import json
import math
import pathlib
import sys

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
from rank_sets_reference import mean_covariance, rank_sets  # noqa: E402

OUT = ROOT / "tests" / "fixtures" / "golden" / "rank-sets-golden.json"
rng = np.random.default_rng(20261203)


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def binary(n, p, spread, missing=0.0):
    ability = np.linspace(-spread, spread, p) + 0.1 * rng.standard_normal(p)
    difficulty = rng.standard_normal(n)
    prob = 1 / (1 + np.exp(-(ability[None, :] - difficulty[:, None])))
    X = (rng.random((n, p)) < prob).astype(float)
    if missing:
        X[rng.random((n, p)) < missing] = np.nan
    return X


def case(name, X, level, top_k, draws, clusters=None, note=""):
    n, p = X.shape
    groups = None
    if clusters is not None:
        first = {}
        groups = np.array([first.setdefault(c, len(first)) for c in clusters])
    estimate, cov = mean_covariance(X, groups)
    normals = np.round(rng.standard_normal((draws, p)), 6)
    r = rank_sets(estimate, cov, normals, level, top_k)
    return {
        "name": name,
        "note": note,
        "cells": [[num(v) for v in row] for row in X],
        "clusters": clusters,
        "level": level,
        "topK": top_k,
        "draws": draws,
        "normals": [float(v) for v in normals.ravel()],
        "estimate": [num(v) for v in estimate],
        "cov": [num(v) for v in cov.ravel()],
        **expected(r),
    }


def expected(r):
    return {
        "marginalLow": r["mLow"].tolist(),
        "marginalHigh": r["mHigh"].tolist(),
        "simultaneousLow": r["sLow"].tolist(),
        "simultaneousHigh": r["sHigh"].tolist(),
        "topKSet": r["topK"],
        "k": r["k"],
        "critical": r["critical"],
        "steps": r["steps"],
        "better": [[int(a), int(b)] for a, b in zip(*np.nonzero(r["better"]))],
    }


def diagonal_case():
    p = 12
    scores = np.sort(rng.normal(500, 15, p))[::-1] + rng.normal(0, 1, p)
    se = rng.uniform(1.0, 3.5, p)
    normals = np.round(rng.standard_normal((500, p)), 6)
    r = rank_sets(scores, np.diag(se**2), normals, 0.8, 4)
    return {
        "name": "standardErrors",
        "note": "independent estimates with standard errors: diag(se^2)",
        "scores": [float(v) for v in scores],
        "se": [float(v) for v in se],
        "level": 0.8,
        "topK": 4,
        "draws": 500,
        "normals": [float(v) for v in normals.ravel()],
        **expected(r),
    }


def main():
    cont = rng.normal(0, 1, (80, 7)) + np.linspace(0.8, -0.8, 7)[None, :]
    cont[rng.random(cont.shape) < 0.1] = np.nan
    labels = [f"passage-{i // 6}" for i in range(240)]
    singular = rng.normal(0, 1, (5, 9)) + np.linspace(1, -1, 9)[None, :]
    singular[:, 8] = singular[:, 7]  # two models with the same scores
    cases = [
        case("binaryComplete", binary(300, 10, 1.5), 0.9, 3, 400),
        case("binaryMissing", binary(200, 8, 1.5, missing=0.05), 0.95, 2, 400),
        case("binaryClustered", binary(240, 8, 1.5), 0.95, 3, 400, clusters=labels),
        case("continuousMissing", cont, 0.95, 2, 400),
        case("singular", singular, 0.95, 3, 300, note="more models than items; two equal"),
        diagonal_case(),
    ]
    out = {
        "source": "scripts/golden/make_rank_sets_golden.py (bench/rank_sets_reference.py)",
        "versions": {"numpy": np.__version__},
        "cases": cases,
    }
    OUT.write_text(json.dumps(out, separators=(",", ":")) + "\n")
    print(f"wrote {OUT} ({OUT.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()

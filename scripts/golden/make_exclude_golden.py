"""Golden values for exclude and re-rank (src/features/items/core/exclusion-set.ts with exclusions.ts):
the reference scores of small matrices on all items and without an excluded set (numpy nanmean
over the kept rows), and Kendall's tau-b between the two score vectors with
scipy.stats.kendalltau (variant "b", the default). Writes tests/fixtures/golden/exclude-golden.json.

    python3 scripts/golden/make_exclude_golden.py
"""
import json
import math
import pathlib

import numpy as np
import scipy
from scipy import stats

DIR = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "golden"
rng = np.random.default_rng(20261203)


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def case(name, cells, excluded):
    cells = np.asarray(cells, dtype=float)
    n, m = cells.shape
    keep = np.ones(n, dtype=bool)
    keep[excluded] = False
    with np.errstate(all="ignore"):
        before = np.nanmean(cells, axis=0)
        after = np.nanmean(cells[keep], axis=0)
    tau = stats.kendalltau(before, after).statistic
    return {
        "name": name,
        "models": [f"m{j}" for j in range(m)],
        "itemIds": [f"i{i}" for i in range(n)],
        # NaN = missing, written as null
        "cells": [num(v) for v in cells.ravel()],
        "excluded": [int(i) for i in excluded],
        "before": [num(v) for v in before],
        "after": [num(v) for v in after],
        "tauB": num(tau),
    }


cases = []
# 0/1 without missing cells, 40 items x 6 models of different skill.
skill = np.array([0.8, 0.7, 0.65, 0.6, 0.5, 0.3])
binary = (rng.random((40, 6)) < skill).astype(float)
cases.append(case("binary", binary, [0, 3, 7, 11, 19, 25, 33]))
# 0/1 with missing cells and ties in the scores.
withMissing = (rng.random((30, 5)) < 0.6).astype(float)
withMissing[rng.random((30, 5)) < 0.15] = np.nan
cases.append(case("binary-missing", withMissing, [1, 2, 5, 8, 13, 21]))
# Continuous scores in [0, 1] with missing cells.
cont = rng.random((25, 7))
cont[rng.random((25, 7)) < 0.1] = np.nan
cases.append(case("continuous", cont, [4, 9, 10, 17, 24]))
# Tied scores: tau-b's tie correction matters.
tied = np.array(
    [[1, 1, 0, 0], [1, 1, 1, 0], [0, 1, 1, 0], [1, 0, 0, 1], [1, 1, 0, 0], [0, 0, 1, 1]],
    dtype=float,
)
cases.append(case("ties", tied, [3, 5]))

out = {
    "source": "scripts/golden/make_exclude_golden.py: numpy.nanmean, scipy.stats.kendalltau (tau-b)",
    "versions": {"numpy": np.__version__, "scipy": scipy.__version__},
    "cases": cases,
}
(DIR / "exclude-golden.json").write_text(json.dumps(out, indent=1) + "\n")
print("wrote", DIR / "exclude-golden.json")

"""Golden values for the item statistics (src/features/items/core), computed with numpy, scipy and
statsmodels from deterministic inputs. Writes tests/fixtures/golden/items-golden.json. Commit the
output, not the libraries.

    /usr/bin/python3 scripts/golden/make_items_golden.py

(Debian's python3: it has statsmodels; the versions used are printed under "versions".)

Every value is computed here independently of the TypeScript code: leave-one-out rest scores and
correlations with scipy.stats.pearsonr, pivotal items and fragility by brute force over items and
subsets, exact intervals with scipy's binomtest. (The power of a paired comparison is pinned by
make_power_golden.py.)
"""
import itertools
import json
import math
import pathlib
import warnings

import numpy as np
import scipy
import statsmodels
from scipy import special, stats
from statsmodels.stats.multitest import multipletests

DIR = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "golden"
rng = np.random.default_rng(20250113)
warnings.simplefilter("ignore")


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def nums(a):
    return [num(v) for v in np.asarray(a, dtype=float).ravel()]


# ---------------------------------------------------------------- matrices


def irt_binary(n_items, n_models, missing=0.0, inverted=0, theta=None):
    """2PL IRT 0/1 matrix; the first `inverted` items have a reversed key."""
    if theta is None:
        theta = np.linspace(-1.5, 1.5, n_models) + 0.2 * rng.standard_normal(n_models)
    b = rng.normal(0, 1, n_items)
    a = np.exp(0.3 * rng.standard_normal(n_items))
    p = 1 / (1 + np.exp(-a[:, None] * (theta[None, :] - b[:, None])))
    x = (rng.random((n_items, n_models)) < p).astype(float)
    x[:inverted] = 1 - x[:inverted]
    x[rng.random(x.shape) < missing] = np.nan
    return x


def continuous(n_items, n_models, missing=0.0, theta=None):
    if theta is None:
        theta = np.linspace(0.3, 0.8, n_models)
    x = np.clip(theta[None, :] + 0.25 * rng.standard_normal((n_items, n_models)), 0, 1)
    x = np.round(x, 3)
    x[rng.random(x.shape) < missing] = np.nan
    return x


# ---------------------------------------------------------------- item table


def ranking_order(scores):
    """Best first; NaN last; ties keep column order (as src/core/rank.ts rankingOrder)."""
    key = [(1, 0.0, m) if np.isnan(s) else (0, -s, m) for m, s in enumerate(scores)]
    return [k[2] for k in sorted(key)]


def cmp_desc(a, b):
    an, bn = np.isnan(a), np.isnan(b)
    if an or bn:
        return 0 if an == bn else (1 if an else -1)
    return -1 if a > b else (1 if a < b else 0)


def model_scores(x, keep=None):
    if keep is not None:
        x = x[keep]
    with np.errstate(all="ignore"):
        return np.array([np.nanmean(c) if np.any(~np.isnan(c)) else np.nan for c in x.T])


def pivotal_kind(before, after, k):
    """0 nothing, 1 leader, 2 a pair with at least one model in the top k (brute force)."""
    order = ranking_order(before)
    m_count = len(before)

    def changed(head):
        for a in head:
            for b in range(m_count):
                if b != a and cmp_desc(before[a], before[b]) != cmp_desc(after[a], after[b]):
                    return True
        return False

    if changed(order[:1]):
        return 1
    if k > 1 and changed(order[:k]):
        return 2
    return 0


def item_table(x, k):
    n, m_count = x.shape
    present = ~np.isnan(x)
    total = np.nansum(x, axis=0)
    count = present.sum(axis=0)
    before = model_scores(x)
    rows = []
    for i in range(n):
        row = x[i]
        g = int(present[i].sum())
        rest = np.array(
            [
                (total[m] - row[m]) / (count[m] - 1) if present[i, m] and count[m] > 1 else np.nan
                for m in range(m_count)
            ]
        )
        use = present[i] & ~np.isnan(rest)
        xi, ri = row[use], rest[use]
        r = p_less = np.nan
        if use.sum() >= 2 and np.ptp(xi) > 0 and np.ptp(ri) > 0:
            res = stats.pearsonr(xi, ri)
            r = res[0]
            if use.sum() >= 3:
                p_less = stats.pearsonr(xi, ri, alternative="less")[1]
        solvers = ri[xi == 1]
        failers = ri[xi == 0]
        after = np.array([rest[m] if present[i, m] else before[m] for m in range(m_count)])
        rows.append(
            {
                "graded": g,
                "solvedBy": int(np.sum(row[present[i]] == 1)),
                "meanScore": num(np.mean(row[present[i]])) if g else None,
                "discrimination": num(r),
                "models": int(use.sum()),
                "pLess": num(p_less),
                "solversRest": num(solvers.mean()) if use.sum() >= 2 and len(solvers) else None,
                "failersRest": num(failers.mean()) if use.sum() >= 2 and len(failers) else None,
                "pivotal": pivotal_kind(before, after, k),
            }
        )
    return rows


def with_bh(rows):
    """Each row's pLess adjusted by Benjamini-Hochberg across the rows with a pLess (statsmodels
    multipletests(method='fdr_bh')): the inverted flag's false discovery rate control."""
    defined = [i for i, r in enumerate(rows) if r["pLess"] is not None]
    adjusted = multipletests([rows[i]["pLess"] for i in defined], method="fdr_bh")[1] if defined else []
    for r in rows:
        r["pBH"] = None
    for i, q in zip(defined, adjusted):
        rows[i]["pBH"] = float(q)
    return rows


def matrix_case(name, x, k=3):
    return {
        "name": name,
        "nItems": x.shape[0],
        "nModels": x.shape[1],
        "cells": nums(x),
        "topK": k,
        "items": with_bh(item_table(x, k)),
    }


item_cases = [
    matrix_case("binary-complete", irt_binary(60, 12, inverted=4)),
    matrix_case("binary-missing", irt_binary(50, 9, missing=0.15, inverted=3)),
    matrix_case("binary-few-models", irt_binary(30, 4, missing=0.1), k=2),
    matrix_case("continuous-missing", continuous(40, 7, missing=0.1)),
    # close models at the top, so that single items are pivotal
    matrix_case("binary-close", irt_binary(40, 6, theta=np.array([0, 0.5, 1, 1, 1.05, 1.1]))),
    matrix_case(
        "binary-close-missing",
        irt_binary(40, 6, missing=0.1, theta=np.array([0, 0.5, 1, 1, 1.05, 1.1])),
        k=4,
    ),
    matrix_case("continuous-close", continuous(30, 5, theta=np.array([0.4, 0.6, 0.6, 0.61, 0.62]))),
]

# ---------------------------------------------------------------- fragility (brute force)


def min_removals(x, a, b, strict, max_size):
    """Fewest items whose removal gives B >= A (or B > A), both keeping an item; None if none."""
    n = x.shape[0]
    for size in range(max_size + 1):
        for subset in itertools.combinations(range(n), size):
            keep = np.ones(n, bool)
            keep[list(subset)] = False
            ca, cb = x[keep, a], x[keep, b]
            if np.all(np.isnan(ca)) or np.all(np.isnan(cb)):
                continue
            sa, sb = np.nanmean(ca), np.nanmean(cb)
            if (sb > sa) if strict else (sb >= sa):
                return size
    return None


fragility_cases = []
for case in range(6):
    n = 11
    x = irt_binary(n, 3, missing=0.2 if case % 2 else 0.0)
    before = model_scores(x)
    leader = ranking_order(before)[0]
    others = [m for m in range(3) if m != leader]
    fragility_cases.append(
        {
            "cells": nums(x),
            "nItems": n,
            "nModels": 3,
            "leader": leader,
            "pairs": [
                {
                    "a": leader,
                    "b": b,
                    "tie": min_removals(x, leader, b, False, n),
                    "strict": min_removals(x, leader, b, True, n),
                }
                for b in others
            ],
        }
    )

# ---------------------------------------------------------------- Clopper-Pearson (scipy)

cp_cases = []
for k, n_trials, level in [
    (9, 30, 0.95),
    (0, 30, 0.95),
    (30, 30, 0.95),
    (1, 1, 0.95),
    (0, 1, 0.95),
    (3, 7, 0.9),
    (17, 200, 0.95),
    (1, 1000, 0.99),
    (499, 1000, 0.95),
    (12, 40, 0.8),
]:
    ci = stats.binomtest(k, n_trials).proportion_ci(confidence_level=level, method="exact")
    cp_cases.append({"k": k, "n": n_trials, "level": level, "low": ci.low, "high": ci.high})

# ---------------------------------------------------------------- re-rank without items

x = irt_binary(80, 8, missing=0.1)
mask = (rng.random(80) < 0.25).astype(int)
before = model_scores(x)
after = model_scores(x, keep=mask == 0)
rerank = {
    "cells": nums(x),
    "nItems": 80,
    "nModels": 8,
    "mask": mask.tolist(),
    "before": nums(before),
    "after": nums(after),
    # scipy.stats.kendalltau(before, after).statistic (tau-b)
    "tauB": stats.kendalltau(before, after)[0],
}

# ---------------------------------------------------------------- judge disagreement

x = continuous(25, 4, missing=0.1)
ref = (rng.random(25) < 0.5).astype(float)
ref[rng.random(25) < 0.1] = np.nan
diff = np.abs(x - ref[:, None])
with np.errstate(all="ignore"):
    disagreement = np.nanmean(diff, axis=1)
both = ~np.isnan(x) & ~np.isnan(ref[:, None])
flips = ((x >= 0.5).astype(float) != ref[:, None]) & both
judge = {
    "cells": nums(x),
    "nItems": 25,
    "nModels": 4,
    "reference": nums(ref),
    "disagreement": nums(disagreement),
    "cellsCompared": both.sum(axis=1).tolist(),
    "flips": flips.sum(axis=1).tolist(),
}

# ---------------------------------------------------------------- normal distribution

normal = {
    "x": [-37, -30, -10, -5, -3, -2.1, -1.9, -1, -0.3, 0, 0.3, 1, 1.96, 3, 5, 8],
    "p": [1e-300, 1e-20, 1e-8, 0.001, 0.025, 0.2, 0.5, 0.8, 0.9, 0.975, 0.995, 0.999999],
}
normal["cdf"] = [float(special.ndtr(v)) for v in normal["x"]]
normal["quantile"] = [float(special.ndtri(v)) for v in normal["p"]]

out = {
    "versions": {
        "numpy": np.__version__,
        "scipy": scipy.__version__,
        "statsmodels": statsmodels.__version__,
    },
    "normal": normal,
    "itemTables": item_cases,
    "fragility": fragility_cases,
    "clopperPearson": cp_cases,
    "rerank": rerank,
    "judge": judge,
}
(DIR / "items-golden.json").write_text(json.dumps(out, indent=1) + "\n")
print("wrote", DIR / "items-golden.json")

"""Golden values for rank probabilities, who beats whom and tie groups
(src/core/stats/rank-probabilities.ts, src/core/stats/pairwise.ts), computed with numpy, scipy and
statsmodels. Writes tests/fixtures/golden/ranking-golden.json.

    npx tsx scripts/golden/export-draws.ts   # once: the draws of the golden cases
    /usr/bin/python3 scripts/golden/make_ranking_golden.py

Inputs: the golden cases of draws.json (the draws our generator makes for the committed
fixtures), the binary bootstrap case once more with the `category` column as clusters, and three
small synthetic matrices made here with their own bootstrap draws (item counts, written into the
output so the tests use the very same draws): one with clearly separated groups of models, one
with two identical models (ties in every draw) and one continuous. Every value is computed here
from the matrix and the draw weights, independently of the TypeScript code:

- draw scores: sum_i w_i x_i / sum_i w_i over the model's present items; ranks
  `scipy.stats.rankdata(-scores, method='min')` (a model without items ranks last);
- rank probabilities: k models tied at min rank r each count 1/k at ranks r .. r+k-1;
- pAhead: share of draws with a's score above b's, ties half;
- paired tests on the full matrix: mid-p McNemar from `scipy.stats.binom` (0/1), `ttest_rel`
  (continuous), the CR1 clustered Wald t test `statsmodels OLS(a-b, 1).fit(cov_type='cluster',
  use_t=True)` with a cluster column; the 95% interval of mean(a-b) from `ttest_rel(...)
  .confidence_interval()` or that OLS fit; Holm by `statsmodels.stats.multitest.multipletests`;
- tie groups: walking the reference ranking, a model joins the current group unless the
  Holm-adjusted p of (the group's top model, it) is <= 0.05 (all pairs); with neighbours only,
  unless the p of (the model above, it) is (the chain rule).
"""
import csv
import json
import math
import pathlib

import numpy as np
import scipy
import statsmodels
import statsmodels.api as sm
from scipy import stats
from statsmodels.stats.multitest import multipletests

DIR = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "golden"
ALPHA = 0.05
rng = np.random.default_rng(20261203)


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def read_matrix(path):
    with open(path, newline="") as f:
        rows = list(csv.reader(f))
    header = rows[0]
    model_cols = [c for c, h in enumerate(header) if c > 0 and not h.startswith("meta:")]
    meta_cols = {h[5:]: c for c, h in enumerate(header) if h.startswith("meta:")}
    models = [header[c] for c in model_cols]
    x = np.array([[float(r[c]) if r[c] != "" else np.nan for c in model_cols] for r in rows[1:]])
    meta = {k: [r[c] for r in rows[1:]] for k, c in meta_cols.items()}
    return models, x, meta


def draw_scores(x, w):
    present = ~np.isnan(x)
    xw = np.where(present, x, 0.0) * w[:, None]
    den = (present * w[:, None]).sum(axis=0)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(den > 0, xw.sum(axis=0) / den, np.nan)


def min_ranks(s):
    return stats.rankdata(-np.where(np.isnan(s), -np.inf, s), method="min").astype(int)


def reference_order(s):
    key = np.where(np.isnan(s), -np.inf, s)
    return sorted(range(len(s)), key=lambda m: (-key[m], m))


def rank_probabilities(ranks):
    D, M = ranks.shape
    p = np.zeros((M, M))
    for d in range(D):
        for m in range(M):
            r = ranks[d, m]
            k = int((ranks[d] == r).sum())
            p[m, r - 1 : r - 1 + k] += 1.0 / k
    return p / D


def p_ahead(scores, a, b):
    sa = np.where(np.isnan(scores[:, a]), -np.inf, scores[:, a])
    sb = np.where(np.isnan(scores[:, b]), -np.inf, scores[:, b])
    return float(np.mean(np.where(sa > sb, 1.0, np.where(sa == sb, 0.5, 0.0))))


def cluster_ids(labels):
    ids, out, nxt = {}, [], 0
    for lab in labels:
        if lab.strip() == "":
            out.append(nxt)
            nxt += 1
            continue
        if lab not in ids:
            ids[lab] = nxt
            nxt += 1
        out.append(ids[lab])
    return np.array(out)


def paired(xa, xb, binary, labels):
    keep = ~(np.isnan(xa) | np.isnan(xb))
    d = (xa - xb)[keep]
    if labels is not None:
        g = cluster_ids(labels)[keep]
        res = sm.OLS(d, np.ones(len(d))).fit(cov_type="cluster", cov_kwds={"groups": g}, use_t=True)
        low, high = res.conf_int(alpha=0.05)[0]
        p = res.pvalues[0] if res.bse[0] > 0 else (np.nan if d.mean() == 0 else 0.0)
        return "clusteredT", float(d.mean()), float(low), float(high), float(p)
    ci = stats.ttest_rel(xa[keep], xb[keep]).confidence_interval(0.95)
    if binary:
        only_a = int(((xa == 1) & (xb == 0))[keep].sum())
        only_b = int(((xa == 0) & (xb == 1))[keep].sum())
        n = only_a + only_b
        if n == 0:
            p = 1.0
        else:
            j = min(only_a, only_b)
            p = min(1.0, 2 * (stats.binom.cdf(j, n, 0.5) - 0.5 * stats.binom.pmf(j, n, 0.5)))
        return "mcnemar", float(d.mean()), float(ci.low), float(ci.high), float(p)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = stats.ttest_rel(xa[keep], xb[keep]).pvalue
    return "ttest", float(d.mean()), float(ci.low), float(ci.high), float(p)


def case(name, models, x, weights, labels=None, scope=None):
    binary = bool(np.all(np.isin(x[~np.isnan(x)], [0.0, 1.0])))
    M = len(models)
    ref = draw_scores(x, np.ones(x.shape[0]))
    order = reference_order(ref)
    scores = np.array([draw_scores(x, np.asarray(w, dtype=float)) for w in weights])
    ranks = np.array([min_ranks(s) for s in scores])
    rp = rank_probabilities(ranks)
    scope = scope or ("all" if M <= 60 else "neighbours")
    if scope == "all":
        pairs = [(order[p], order[q]) for p in range(M) for q in range(p + 1, M)]
    else:
        pairs = [(order[p], order[p + 1]) for p in range(M - 1)]
    rows = []
    for a, b in pairs:
        test, diff, low, high, p = paired(x[:, a], x[:, b], binary, labels)
        rows.append(dict(a=models[a], b=models[b], pAhead=p_ahead(scores, a, b), difference=diff,
                         ciLow=num(low), ciHigh=num(high), test=test, pValue=num(p)))
    ps = np.array([np.nan if r["pValue"] is None else r["pValue"] for r in rows])
    defined = ~np.isnan(ps)
    adjusted = np.full(len(ps), np.nan)
    if defined.any():
        adjusted[defined] = multipletests(ps[defined], method="holm")[1]
    for r, q in zip(rows, adjusted):
        r["pAdjusted"] = num(q)
    adj = {(r["a"], r["b"]): r["pAdjusted"] for r in rows}
    groups, current = [], []
    for p, m in enumerate(order):
        if p > 0:
            against = current[0] if scope == "all" else models[order[p - 1]]
            q = adj.get((against, models[m]))
            if q is not None and q <= ALPHA:
                groups.append(current)
                current = []
        current.append(models[m])
    groups.append(current)
    return {
        "name": name,
        "models": models,
        "clusterColumn": "category" if labels is not None else None,
        "ranking": [models[m] for m in order],
        "rankProbabilities": {models[m]: [num(v) for v in rp[m]] for m in range(M)},
        "pairwise": rows,
        "tieGroups": groups,
    }


def bootstrap_counts(n, draws):
    return [np.bincount(rng.integers(0, n, n), minlength=n).tolist() for _ in range(draws)]


def synthetic():
    out = []
    # Three clear tiers of 0/1 models on 600 items: tiers 0.85 / 0.6 / 0.3, two or three per tier.
    n = 600
    ability = [0.86, 0.84, 0.6, 0.59, 0.58, 0.3, 0.29]
    base = rng.random(n)
    cols = []
    for a in ability:
        noise = rng.random(n) < 0.25
        cols.append(np.where(noise, rng.random(n) < a, base < a).astype(float))
    x = np.array(cols).T
    out.append(("tiers-binary", [f"t{k}" for k in range(len(ability))], x, bootstrap_counts(n, 80)))
    # Two identical models (tied in every draw) among four, 0/1.
    n = 120
    a = (rng.random(n) < 0.7).astype(float)
    b = (rng.random(n) < 0.5).astype(float)
    c = (rng.random(n) < 0.4).astype(float)
    x = np.array([a, b, b, c]).T
    out.append(("identical-pair", ["a", "b1", "b2", "c"], x, bootstrap_counts(n, 60)))
    # Continuous scores with a missing cell or two.
    n = 90
    x = np.array([rng.normal(mu, 0.15, n) for mu in (0.7, 0.66, 0.5, 0.49, 0.2)]).T
    x[3, 1] = np.nan
    x[10, 4] = np.nan
    out.append(("continuous", [f"c{k}" for k in range(5)], x, bootstrap_counts(n, 70)))
    return out


def main():
    cases = []
    for c in json.loads((DIR / "draws.json").read_text()):
        models, x, meta = read_matrix(DIR / c["file"])
        cases.append({"draws": c["name"], **case(c["name"], models, x, c["weights"])})
        if c["name"] == "binary-bootstrap":
            cases.append({"draws": c["name"],
                          **case("binary-bootstrap-clustered", models, x, c["weights"],
                                 labels=meta["category"])})
    for name, models, x, weights in synthetic():
        cases.append({
            "cells": [[num(v) for v in row] for row in x],
            "weights": weights,
            **case(name, models, x, weights),
        })
        if name == "tiers-binary":
            cases.append({"cells": cases[-1]["cells"], "weights": weights,
                          **case("tiers-binary-neighbours", models, x, weights, scope="neighbours")})
    out = {
        "versions": {"numpy": np.__version__, "scipy": scipy.__version__,
                     "statsmodels": statsmodels.__version__},
        "alpha": ALPHA,
        "cases": cases,
    }
    (DIR / "ranking-golden.json").write_text(json.dumps(out) + "\n")
    for c in cases:
        print(c["name"], "tie groups:", c["tieGroups"])


main()

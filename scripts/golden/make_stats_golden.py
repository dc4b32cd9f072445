"""Golden values for the statistics (src/core/stats) and perturbations (src/core/perturbations),
computed with numpy and scipy from deterministic inputs. Writes
tests/fixtures/golden/stats-golden.json. Commit the output, not the libraries.

    python3 scripts/golden/make_stats_golden.py

Reads the committed fixtures small-binary.csv / small-continuous.csv and the committed draws of the
golden runs (draws.json, made by export-draws.ts), so run-level statistics are checked on the very
draws our generator makes. Every value is computed here independently of the TypeScript code
(e.g. the clustered SE by its double sum over item pairs, worst cases by brute force over all
vertices, Bradley-Terry by scipy.optimize instead of the MM algorithm).

Made with numpy and scipy as printed under "versions" in the output.
"""
import csv
import datetime
from fractions import Fraction
import itertools
import json
import math
import pathlib
import warnings

import numpy as np
import scipy
from scipy import optimize, special, stats

DIR = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "golden"
rng = np.random.default_rng(20240611)


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def nums(a):
    return [num(v) for v in np.asarray(a, dtype=float).ravel()]


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


def with_nan(a, share):
    a = a.astype(float).copy()
    a[rng.random(a.shape) < share] = np.nan
    return a


# ---------------------------------------------------------------- standard errors (Miller 2024)


def se_plain(s):
    s = s[~np.isnan(s)]
    return stats.sem(s) if len(s) > 1 else np.nan  # ddof=1


def se_clustered(s, groups):
    """CR1 cluster-robust SE of the mean: sqrt(G/(G-1) * sum_g (sum_{i in g} e_i)^2 / n^2), by an
    explicit loop over clusters (statsmodels' OLS cov_type='cluster' is pinned separately, in
    make_cluster_golden.py). G counts the clusters with a present value."""
    keep = ~np.isnan(s)
    s, groups = s[keep], np.asarray(groups)[keep]
    n = len(s)
    labels = np.unique(groups)
    G = len(labels)
    if n < 2 or G < 2:
        return np.nan
    e = s - s.mean()
    meat = 0.0
    for c in labels:
        meat += e[groups == c].sum() ** 2
    return math.sqrt(G / (G - 1) * meat / n**2)


def standard_error_cases():
    cases = []
    specs = [
        ("binary", (rng.random(50) < 0.6).astype(float), rng.integers(0, 5, 50)),
        ("binary-nan", with_nan((rng.random(80) < 0.3).astype(float), 0.1), rng.integers(0, 7, 80)),
        ("continuous", rng.normal(0.5, 0.2, 37), rng.integers(0, 4, 37)),
        ("continuous-nan", with_nan(rng.normal(3, 1, 60), 0.15), rng.integers(0, 10, 60)),
        ("singletons", rng.normal(size=20), np.arange(20)),
        ("one-cluster", rng.normal(size=15), np.zeros(15, dtype=int)),
        ("constant", np.full(9, 0.25), rng.integers(0, 3, 9)),
    ]
    for name, s, g in specs:
        cases.append(
            {
                "name": name,
                "values": nums(s),
                "groups": [int(v) for v in g],
                "nGroups": int(np.max(g)) + 1,
                # scipy.stats.sem(s[~isnan]) (ddof=1) and the CR1 formula by a loop over clusters
                "se": num(se_plain(s)),
                "seClustered": num(se_clustered(s, g)),
            }
        )
    return cases


def matrix_standard_errors():
    models, x, meta = read_matrix(DIR / "small-binary.csv")
    cats = meta["category"]
    return {
        "file": "small-binary.csv",
        "column": "category",
        "se": {m: num(se_plain(x[:, k])) for k, m in enumerate(models)},
        "seClustered": {m: num(se_clustered(x[:, k], cats)) for k, m in enumerate(models)},
    }


# ---------------------------------------------------------------- paired tests


def mcnemar_cases():
    out = []
    pairs = []
    for n, pa, pb in [(30, 0.5, 0.5), (60, 0.7, 0.4), (200, 0.55, 0.5), (500, 0.3, 0.32)]:
        a = (rng.random(n) < pa).astype(float)
        b = np.where(rng.random(n) < 0.6, a, (rng.random(n) < pb).astype(float))
        pairs.append((a, b))
    a = with_nan((rng.random(90) < 0.5).astype(float), 0.1)
    b = with_nan((rng.random(90) < 0.4).astype(float), 0.1)
    pairs.append((a, b))
    for a, b in pairs:
        both = ~np.isnan(a) & ~np.isnan(b)
        only_a = int(np.sum((a == 1) & (b == 0) & both))
        only_b = int(np.sum((a == 0) & (b == 1) & both))
        out.append(
            {
                "a": nums(a),
                "b": nums(b),
                "onlyA": only_a,
                "onlyB": only_b,
                "n": int(both.sum()),
                # scipy.stats.binomtest(onlyA, onlyA + onlyB, 0.5).pvalue
                "pValue": float(stats.binomtest(only_a, only_a + only_b, 0.5).pvalue),
            }
        )
    return out


def binomial_lower_sum(j, n):
    """sum_{i <= j} C(n, i) in integers, each coefficient from the previous one."""
    c, total = 1, 1
    for i in range(j):
        c = c * (n - i) // (i + 1)
        total += c
    return total


def binomial_cases():
    out = []
    for k, n in [(0, 1), (1, 1), (0, 5), (2, 5), (3, 7), (4, 7), (10, 30), (20, 30), (0, 60),
                 (1, 200), (90, 200), (100, 200), (101, 200), (3000, 6150), (3150, 6150),
                 (480, 1000), (20000, 41000), (5, 2000)]:
        j = min(k, n - k)
        exact = Fraction(1)
        if 2 * j != n:
            exact = min(exact, Fraction(2 * binomial_lower_sum(j, n), 2**n))
        # scipy.stats.binomtest(k, n, 0.5).pvalue, and the exact value in rational arithmetic
        p = float(stats.binomtest(k, n, 0.5).pvalue)
        out.append({"k": k, "n": n, "pValue": p, "exact": float(exact)})
    return out


def ttest_cases():
    out = []
    specs = []
    for n, shift in [(3, 0.1), (10, 0.0), (10, 0.5), (50, 0.05), (200, 0.02), (1500, 0.01)]:
        a = rng.normal(0.5, 0.2, n)
        b = a - shift + rng.normal(0, 0.15, n)
        specs.append((a, b))
    specs.append((with_nan(rng.normal(size=40), 0.1), with_nan(rng.normal(0.4, 1, 40), 0.1)))
    specs.append((np.round(rng.random(25) * 9 + 1), np.round(rng.random(25) * 9 + 1)))
    for a, b in specs:
        both = ~np.isnan(a) & ~np.isnan(b)
        r = stats.ttest_rel(a[both], b[both])
        out.append(
            {
                "a": nums(a),
                "b": nums(b),
                "meanDifference": float(np.mean(a[both] - b[both])),
                # scipy.stats.ttest_rel(a, b) on the complete pairs
                "statistic": float(r.statistic),
                "df": int(r.df),
                "pValue": float(r.pvalue),
            }
        )
    return out


def student_t_cases():
    out = []
    for t, df in [(0, 5), (0.3, 1), (-2.5, 1), (1, 2), (2.2, 3), (-4, 7), (1.96, 30), (3.5, 30),
                  (0.01, 100), (5, 100), (12, 100), (2, 1000), (8, 4999), (40, 60000),
                  (1e-6, 12), (1.5, 2.5), (3, 0.7)]:
        # 2 * scipy.stats.t.sf(abs(t), df)
        out.append({"t": t, "df": df, "pValue": float(2 * stats.t.sf(abs(t), df))})
    return out


def beta_cases():
    out = []
    for a, b, x in [(0.5, 0.5, 0.3), (2, 3, 0.4), (10, 0.5, 0.9), (0.5, 10, 0.01), (50, 50, 0.5),
                    (2500, 0.5, 0.999), (1, 1, 0.77), (30, 2, 0.95), (3.3, 7.7, 0.2)]:
        # scipy.special.betainc(a, b, x)
        out.append({"a": a, "b": b, "x": x, "value": float(special.betainc(a, b, x))})
    return out


def log_gamma_cases():
    xs = [0.05, 0.5, 1, 1.5, 2, 3.7, 10, 25.5, 100, 1234.5, 30000.25]
    # scipy.special.gammaln(x)
    return [{"x": x, "value": float(special.gammaln(x))} for x in xs]


def paired_bootstrap_cases(draws):
    out = []
    for case_name, file, pairs in [
        ("binary-bootstrap", "small-binary.csv", [(0, 1), (3, 4), (2, 7)]),
        ("continuous-bootstrap", "small-continuous.csv", [(0, 1), (2, 5)]),
    ]:
        case = next(c for c in draws if c["name"] == case_name)
        models, x, _ = read_matrix(DIR / file)
        w = np.array(case["weights"], dtype=float)
        for a, b in pairs:
            d = x[:, a] - x[:, b]
            both = ~np.isnan(d)
            diffs = []
            for wd in w:
                den = np.sum(wd[both])
                diffs.append(np.sum(wd[both] * d[both]) / den if den > 0 else np.nan)
            diffs = np.array(diffs)
            fin = diffs[~np.isnan(diffs)]
            out.append(
                {
                    "case": case_name,
                    "file": file,
                    "seed": case["settings"]["seed"],
                    "draws": case["settings"]["draws"],
                    "a": a,
                    "b": b,
                    "meanDifference": float(np.mean(d[both])),
                    "differences": nums(diffs),
                    # numpy.quantile(differences, 0.025 / 0.975) (method 'linear')
                    "low": float(np.quantile(fin, 0.025)),
                    "high": float(np.quantile(fin, 0.975)),
                    "pAhead": float(np.mean(np.where(fin > 0, 1, np.where(fin == 0, 0.5, 0)))),
                }
            )
    return out


# ---------------------------------------------------------------- ranking agreement


def low_nan(a):
    return np.where(np.isnan(a), -np.inf, a)


def spearman_cases():
    out = []
    for n in (2, 3, 5, 8, 13, 30, 101):
        for kind in ("ints", "floats"):
            if kind == "ints":
                x = rng.integers(0, max(2, n // 3), n).astype(float)
                y = rng.integers(0, max(2, n // 3), n).astype(float)
            else:
                x = np.round(rng.normal(size=n), 2)
                y = np.round(x + rng.normal(scale=0.7, size=n), 2)
            out.append((x, y))
    out.append((np.array([1.0, 2, 3, 4]), np.array([2.0, 2, 2, 2])))  # y constant: undefined
    out.append((np.array([0.3, np.nan, 0.9, 0.1]), np.array([0.2, 0.4, np.nan, 0.1])))
    res = []
    for x, y in out:
        # scipy.stats.spearmanr(x, y).statistic, NaN read as -inf (lowest), as the app does
        with np.errstate(invalid="ignore", divide="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore", stats.ConstantInputWarning)
            rho = stats.spearmanr(low_nan(x), low_nan(y)).statistic
        res.append({"x": nums(x), "y": nums(y), "rho": num(rho)})
    return res


def weighted_scores(x0, present, w):
    # Sequential over items, like the app (and make_golden.py), so sums round identically.
    num_ = np.zeros(x0.shape[1])
    den = np.zeros(x0.shape[1])
    for i in np.nonzero(w)[0]:
        num_ += w[i] * x0[i]
        den += w[i] * present[i]
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(den > 0, num_ / den, np.nan)


def min_ranks(s):
    return stats.rankdata(-low_nan(s), method="min").astype(int)


def top_k_overlap(ref_ranks, ranks, k):
    a = ref_ranks <= k
    b = ranks <= k
    return float(np.sum(a & b) / max(a.sum(), b.sum()))


def conservative(lower, upper):
    out = []
    for i in range(len(lower)):
        out.append(1 + int(sum(1 for j in range(len(lower)) if lower[j] > upper[i])))
    return out


def run_stats(draws):
    out = []
    for case_name, file in [("binary-bootstrap", "small-binary.csv"),
                            ("continuous-subsample", "small-continuous.csv")]:
        case = next(c for c in draws if c["name"] == case_name)
        models, x, _ = read_matrix(DIR / file)
        present = (~np.isnan(x)).astype(float)
        x0 = np.nan_to_num(x, nan=0.0)
        ref = weighted_scores(x0, present, np.ones(x.shape[0]))
        ref_ranks = min_ranks(ref)
        leader = int(np.argsort(-ref, kind="stable")[0])
        weights = np.array(case["weights"], dtype=float)
        S = np.array([weighted_scores(x0, present, w) for w in weights])
        D, M = S.shape
        win = np.zeros((M, M))
        for a in range(M):
            for b in range(M):
                sa, sb = low_nan(S[:, a]), low_nan(S[:, b])
                win[a, b] = np.mean(np.where(sa > sb, 1.0, np.where(sa == sb, 0.5, 0.0)))
        ranks = np.array([min_ranks(s) for s in S])
        with np.errstate(invalid="ignore", divide="ignore"):
            rho = [stats.spearmanr(low_nan(ref), low_nan(s)).statistic for s in S]
        q025 = np.nanquantile(S, 0.025, axis=0)
        q975 = np.nanquantile(S, 0.975, axis=0)
        out.append(
            {
                "case": case_name,
                "file": file,
                "reference": nums(ref),
                "drawScores": [nums(s) for s in S],
                # P(A beats B): mean over draws of [s_A > s_B] + 0.5 [s_A == s_B], NaN lowest
                "winProbability": [nums(r) for r in win],
                # scipy.stats.spearmanr(reference, draw).statistic per draw
                "spearman": nums(rho),
                "topK": {
                    str(k): [top_k_overlap(ref_ranks, r, k) for r in ranks] for k in (1, 2, 3, 5)
                },
                "maxRankChange": [int(np.max(np.abs(r - ref_ranks))) for r in ranks],
                # the leader's share of first place: 1/k in a k-way tie (src/core/first-share.ts)
                "leaderAgrees": [float(r[leader] == 1) / max(int(np.sum(r == 1)), 1) for r in ranks],
                "q025": nums(q025),
                "q975": nums(q975),
                # 1 + #{j : q025_j > q975_i} (LMSYS Chatbot Arena rule)
                "conservativeRanks": conservative(q025, q975),
            }
        )
    return out


def conservative_cases():
    out = []
    for lower, upper in [
        ([0.8, 0.7, 0.5, 0.2], [0.9, 0.85, 0.75, 0.3]),
        ([0.5, 0.5, 0.5], [0.6, 0.6, 0.6]),
        ([0.1, 0.3, 0.6, 0.61, 0.9], [0.2, 0.62, 0.7, 0.65, 0.95]),
    ]:
        out.append({"lower": lower, "upper": upper, "ranks": conservative(lower, upper)})
    return out


# ---------------------------------------------------------------- perturbations


def gamma_cases():
    out = []
    for shape in [0.05, 0.3, 1, 2.5, 10, 100]:
        qs = [0.05, 0.25, 0.5, 0.75, 0.95]
        # scipy.stats.gamma.ppf(q, shape): the sample share below each must be close to q
        out.append({"shape": shape, "q": qs, "ppf": [float(stats.gamma.ppf(q, shape)) for q in qs],
                    "mean": float(stats.gamma.mean(shape)), "var": float(stats.gamma.var(shape))})
    return out


def dirichlet_cases():
    out = []
    for alpha in [[1, 1, 1], [0.2, 0.5, 2.0, 4.0], [30, 10, 60]]:
        a = np.array(alpha, dtype=float)
        # scipy.stats.dirichlet.mean(alpha) / .var(alpha)
        mean, var = stats.dirichlet.mean(a), stats.dirichlet.var(a)
        out.append({"alpha": alpha, "mean": nums(mean), "var": nums(var)})
    return out


def category_cases():
    """Collapsed counts and worst cases by brute force over every vertex."""
    models, x, meta = read_matrix(DIR / "small-binary.csv")
    cats = sorted(set(meta["category"]))
    g = np.array([cats.index(c) for c in meta["category"]])
    present = ~np.isnan(x)
    x0 = np.nan_to_num(x)
    G, M = len(cats), x.shape[1]
    numc = np.array([[x0[g == c, m].sum() for c in range(G)] for m in range(M)])
    denc = np.array([[present[g == c, m].sum() for c in range(G)] for m in range(M)])
    v = np.array([0.5, 2.0, 1.25])
    scores = (numc * v).sum(1) / (denc * v).sum(1)

    # A synthetic benchmark with 8 categories, for the worst-case searches.
    n, Mw, Gw = 160, 7, 8
    gw = rng.integers(0, Gw, n)
    skill = np.linspace(0.75, 0.45, Mw)
    affinity = rng.normal(0, 0.3, (Mw, Gw))
    p_right = np.clip(skill[None, :] + affinity[:, gw].T, 0.02, 0.98)
    xw = (rng.random((n, Mw)) < p_right).astype(float)
    numw = np.array([[xw[gw == c, m].sum() for c in range(Gw)] for m in range(Mw)])
    denw = np.array([[np.sum(gw == c) for c in range(Gw)] for m in range(Mw)], dtype=float)
    refw = numw.sum(1) / denw.sum(1)
    bound = 0.6
    pair_worst = []
    order = np.argsort(-refw, kind="stable")
    vertices = np.array(list(itertools.product([1 - bound, 1 + bound], repeat=Gw)))
    sv = (vertices @ numw.T) / (vertices @ denw.T)  # scores at every vertex
    for b in order[1:]:
        a = order[0]
        gaps = sv[:, a] - sv[:, b]
        pair_worst.append({"a": int(a), "b": int(b), "gap": float(gaps.min())})
    taus = np.array([stats.kendalltau(refw, s).statistic for s in sv])
    return {
        "file": "small-binary.csv",
        "categories": cats,
        "num": [nums(r) for r in numc],
        "den": [nums(r) for r in denc],
        "weights": v.tolist(),
        # sum_g v_g num[m, g] / sum_g v_g den[m, g]
        "scores": nums(scores),
        "synthetic": {
            "groupOf": gw.tolist(),
            "cells": [nums(r) for r in xw],
            "bound": bound,
            # min over all 2^G vertices of score_a - score_b (brute force)
            "pairWorst": pair_worst,
            # min over all vertices of scipy.stats.kendalltau(reference, scores).statistic
            "minTau": float(np.nanmin(taus)),
        },
    }


def difficulty_cases():
    models, x, _ = read_matrix(DIR / "small-continuous.csv")
    rates = np.nanmean(x, axis=1)
    z = (rates - rates.mean()) / rates.std()  # population SD (ddof=0)
    out = {"file": "small-continuous.csv", "rates": nums(rates), "weights": {}}
    for s in (0.5, -1.0, 2.0):
        out["weights"][str(s)] = nums(np.exp(-s * z))
    return out


def threshold_cases():
    models, x, _ = read_matrix(DIR / "small-continuous.csv")
    out = []
    for t in (0.3, 0.5, 0.75):
        b = np.where(np.isnan(x), np.nan, (x >= t).astype(float))
        # numpy.nanmean over items of (x >= t), missing cells left out
        out.append({"threshold": t, "scores": nums(np.nanmean(b, axis=0))})
    return {"file": "small-continuous.csv", "cases": out}


def date_cases():
    def ms(dt):
        return int(round(dt.timestamp() * 1000))

    utc = datetime.timezone.utc
    texts = {
        "2024": datetime.datetime(2024, 1, 1, tzinfo=utc),
        "2024-03": datetime.datetime(2024, 3, 1, tzinfo=utc),
        "2024-02-29": datetime.datetime(2024, 2, 29, tzinfo=utc),
        "2023-12-31T23:59": datetime.datetime(2023, 12, 31, 23, 59, tzinfo=utc),
        "2023-12-31T23:59:30.250Z": datetime.datetime(2023, 12, 31, 23, 59, 30, 250000, tzinfo=utc),
        "2024-06-01T08:00:00+02:00": datetime.datetime.fromisoformat("2024-06-01T08:00:00+02:00"),
        "2024-06-01T08:00:00-0530": datetime.datetime.fromisoformat("2024-06-01T08:00:00-05:30"),
    }
    # datetime(...).timestamp() * 1000
    return {"valid": {k: ms(v) for k, v in texts.items()},
            "invalid": ["", "yesterday", "2024-13-01", "2023-02-29", "24-01-01", "2024/01/01"]}


def pairwise_counts(X):
    K = X.shape[1]
    W = np.zeros((K, K))
    N = np.zeros((K, K))
    for a in range(K):
        for b in range(K):
            if a == b:
                continue
            both = ~np.isnan(X[:, a]) & ~np.isnan(X[:, b])
            W[a, b] = np.sum(X[both, a] > X[both, b])
            N[a, b] = np.sum(X[both, a] != X[both, b])
    return W, N


def win_rates(W, N):
    K = W.shape[0]
    return np.array([np.mean([W[a, b] / N[a, b] for b in range(K) if b != a and N[a, b] > 0])
                     for a in range(K)])


def bradley_terry(W, N, prior=1.0):
    """Maximises sum_ab (W_ab + prior/2) log sigmoid(t_a - t_b) with scipy.optimize (BFGS)."""
    K = W.shape[0]
    Wp = W + prior / 2
    np.fill_diagonal(Wp, 0)

    def nll(t):
        d = t[:, None] - t[None, :]
        return np.sum(Wp * np.logaddexp(0, -d))

    def grad(t):
        d = t[:, None] - t[None, :]
        s = special.expit(-d)
        g = Wp * s
        return -(g.sum(1) - g.sum(0))

    r = optimize.minimize(nll, np.zeros(K), jac=grad, method="BFGS", options={"gtol": 1e-12})
    return r.x - r.x.mean()


def model_set_cases():
    cases = []
    # Found by a seeded search: adding one weak model puts B's win rate above A's.
    wr = np.array([[0, 0, 1, 0, 1, 1, 1, 0, 1, 0], [0, 1, 0, 0, 0, 0, 1, 1, 0, 1]], dtype=float).T
    wr_weak = np.array([[0, 1, 0, 0, 0, 0, 0, 0, 0, 1]], dtype=float).T
    # ... and here two weak models put B's Bradley-Terry strength above A's.
    bt = np.array([[1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1],
                   [0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]], dtype=float).T
    bt_weak = np.array([[0, 1, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 0],
                        [0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]], dtype=float).T
    random_cells = with_nan((rng.random((40, 6)) < np.linspace(0.8, 0.3, 6)).astype(float), 0.05)
    for name, X, weak in [("win-rate-flip", wr, wr_weak), ("bradley-terry-flip", bt, bt_weak),
                          ("random-6", random_cells, np.zeros((40, 0)))]:
        before_W, before_N = pairwise_counts(X)
        after = np.c_[X, weak]
        after_W, after_N = pairwise_counts(after)
        case = {
            "name": name,
            "cells": [nums(r) for r in X],
            "weak": [nums(r) for r in weak],
            "wins": [nums(r) for r in before_W],
            "total": [nums(r) for r in before_N],
            "mean": nums(np.nanmean(X, axis=0)),
            "winRate": nums(win_rates(before_W, before_N)),
            "bradleyTerry": nums(bradley_terry(before_W, before_N)),
            "winRateWithWeak": nums(win_rates(after_W, after_N)),
            "bradleyTerryWithWeak": nums(bradley_terry(after_W, after_N)),
        }
        if name == "win-rate-flip":
            assert case["winRate"][0] > case["winRate"][1]
            assert case["winRateWithWeak"][1] > case["winRateWithWeak"][0]
        if name == "bradley-terry-flip":
            assert case["bradleyTerry"][0] > case["bradleyTerry"][1]
            assert case["bradleyTerryWithWeak"][1] > case["bradleyTerryWithWeak"][0]
        cases.append(case)
    return cases


def label_noise_bounds():
    out = []
    for n_cells, p in [(60 * 8, 0.05), (60 * 8, 0.3), (60, 0.1)]:
        # scipy.stats.binom.ppf(0.0005 / 0.9995, n, p): a 99.9% range for the flips of one draw
        out.append({"cells": n_cells, "p": p, "low": int(stats.binom.ppf(0.0005, n_cells, p)),
                    "high": int(stats.binom.ppf(0.9995, n_cells, p))})
    return out


# ---------------------------------------------------------------- distributions (stdlib vs scipy)


def mid_p_cases():
    out = []
    for k, n in [(0, 0), (0, 1), (1, 1), (0, 5), (2, 5), (3, 7), (1, 7), (6, 7), (10, 30),
                 (15, 30), (0, 60), (1, 200), (90, 200), (100, 200), (101, 200), (3000, 6150),
                 (480, 1000), (20000, 41000), (5, 2000), (12, 13)]:
        j = min(k, n - k)
        if n == 0:
            p = 1.0
            exact = Fraction(1)
        else:
            # 2 * (scipy.stats.binom.cdf(j, n, 0.5) - scipy.stats.binom.pmf(j, n, 0.5) / 2)
            p = min(1.0, float(2 * (stats.binom.cdf(j, n, 0.5) - 0.5 * stats.binom.pmf(j, n, 0.5))))
            lower = binomial_lower_sum(j, n)
            point = math.comb(n, j)
            exact = min(Fraction(1), Fraction(2 * lower - point, 2**n))
        out.append({"k": k, "n": n, "midP": p, "exact": float(exact)})
    return out


def student_t_quantile_cases():
    out = []
    for p, df in [(0.975, 1), (0.975, 2), (0.975, 4), (0.975, 19), (0.975, 99), (0.975, 9999),
                  (0.5, 3), (0.025, 7), (0.995, 12), (0.9, 2.5), (0.999999, 5), (1e-6, 30)]:
        # scipy.stats.t.ppf(p, df)
        out.append({"p": p, "df": df, "value": float(stats.t.ppf(p, df))})
    return out


def student_t_cdf_cases():
    out = []
    for t, df in [(0, 5), (-1.5, 1), (2.2, 3), (-4, 7), (1.96, 30), (-12, 100), (3, 0.7),
                  (-40, 60000), (0.5, 2)]:
        # scipy.stats.t.cdf(t, df)
        out.append({"t": t, "df": df, "value": float(stats.t.cdf(t, df))})
    return out


def binomial_pmf_cdf_cases():
    out = []
    for x, n, p in [(0, 10, 0.5), (3, 10, 0.5), (5, 10, 0.3), (100, 200, 0.5), (20, 2000, 0.5),
                    (20000, 41000, 0.5), (7, 7, 0.5), (1, 3, 0.9)]:
        out.append({
            "x": x, "n": n, "p": p,
            # scipy.stats.binom.pmf / .cdf
            "pmf": float(stats.binom.pmf(x, n, p)),
            "cdf": float(stats.binom.cdf(x, n, p)),
        })
    return out


def share_se_cases():
    out = []
    for share, draws in [(0.5, 1000), (0.0, 50), (1.0, 50), (0.123, 10000), (0.99, 200)]:
        # scipy.stats.binom.std(draws, share) / draws
        out.append({"share": share, "draws": draws,
                    "se": float(stats.binom.std(draws, share) / draws)})
    return out


def main():
    draws = json.loads((DIR / "draws.json").read_text())
    golden = {
        "source": "scripts/golden/make_stats_golden.py",
        "versions": {"numpy": np.__version__, "scipy": scipy.__version__},
        "standardError": standard_error_cases(),
        "matrixStandardErrors": matrix_standard_errors(),
        "mcnemar": mcnemar_cases(),
        "binomial": binomial_cases(),
        "ttest": ttest_cases(),
        "studentT": student_t_cases(),
        "beta": beta_cases(),
        "logGamma": log_gamma_cases(),
        "pairedBootstrap": paired_bootstrap_cases(draws),
        "spearman": spearman_cases(),
        "runs": run_stats(draws),
        "conservative": conservative_cases(),
        "gamma": gamma_cases(),
        "dirichlet": dirichlet_cases(),
        "category": category_cases(),
        "difficulty": difficulty_cases(),
        "threshold": threshold_cases(),
        "dates": date_cases(),
        "modelSet": model_set_cases(),
        "labelNoise": label_noise_bounds(),
        "midP": mid_p_cases(),
        "studentTQuantile": student_t_quantile_cases(),
        "studentTCdf": student_t_cdf_cases(),
        "binomialPmfCdf": binomial_pmf_cdf_cases(),
        "shareSE": share_se_cases(),
    }
    (DIR / "stats-golden.json").write_text(json.dumps(golden, indent=1) + "\n")
    print("wrote", DIR / "stats-golden.json")


if __name__ == "__main__":
    main()

"""Golden values for what a paired comparison can detect (src/features/items/core/power.ts and
src/core/stats/t-power.ts), computed with scipy and statsmodels from deterministic inputs.
Writes tests/fixtures/golden/power-golden.json. Commit the output, not the libraries.

    /usr/bin/python3 scripts/golden/make_power_golden.py

(Debian's python3: it has statsmodels; the versions used are printed under "versions".)

- the noncentral t CDF: scipy.stats.nct.cdf;
- the paired t test: statsmodels.stats.power.TTestPower (power, solve_power for nobs and effect);
- McNemar: Connor (1987)'s normal-approximation sample size, n = (z_{1-a/2} sqrt(psi) +
  z_{power} sqrt(psi - delta^2))^2 / delta^2, its root in delta by scipy.optimize.brentq, and,
  for reference, the exact power of the two-sided mid-p McNemar test at the rounded-up n
  (enumerating the discordant count ~ Binomial(n, psi) and the split ~ Binomial(k, p10 / psi));
- the clustered t test: TTestPower over the G cluster totals with effect mean / (se_CR1 sqrt(G)).
"""
import json
import math
import pathlib
import warnings

import numpy as np
import scipy
import statsmodels
from scipy import optimize, stats
from statsmodels.stats.power import TTestPower

DIR = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "golden"
rng = np.random.default_rng(20250220)
warnings.simplefilter("ignore")
tt = TTestPower()


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


nct_cases = []
for x, df, nc in [
    (1.96, 10, 0.5), (2.0, 99, 2.8), (-2.0, 99, 2.8), (1.5, 3, -1), (0.3, 1.5, 0.2),
    (2.262, 9, 3.0), (-1.0, 50, -2.0), (5.0, 20, 4.0), (1.984, 100, 0.01), (3.0, 2000, 2.8),
    (0.0, 7, 1.3), (10.0, 5, 8.0), (-0.5, 12.5, 0.7), (2.5, 400, 30.0),
]:
    nct_cases.append({"x": x, "df": df, "nc": nc, "cdf": float(stats.nct.cdf(x, df, nc))})

def nobs_root(effect, power=0.8, alpha=0.05):
    f = lambda n: tt.power(effect, n, alpha) - power  # noqa: E731
    return optimize.brentq(f, 2, 1e9, xtol=1e-12, rtol=1e-15)


def effect_root(nobs, power=0.8, alpha=0.05):
    f = lambda e: tt.power(e, nobs, alpha) - power  # noqa: E731
    return optimize.brentq(f, 1e-9, 50, xtol=1e-15, rtol=1e-15)


ttest_cases = []
for effect, nobs, alpha, power in [
    (0.2, 50, 0.05, 0.8), (0.5, 20, 0.05, 0.8), (0.05, 2000, 0.05, 0.8), (0.8, 10, 0.01, 0.9),
    (1.5, 4, 0.05, 0.8), (0.1, 300, 0.05, 0.8), (0.3, 100, 0.1, 0.7),
]:
    ttest_cases.append(
        {
            "effect": effect,
            "nobs": nobs,
            "alpha": alpha,
            "power": power,
            "powerAt": tt.power(effect, nobs, alpha),
            "nobsFor": tt.solve_power(effect, None, alpha, power),
            "effectFor": tt.solve_power(None, nobs, alpha, power),
            # the same roots to full precision (solve_power stops at brentq's default tolerance)
            "nobsForExact": nobs_root(effect, power, alpha),
            "effectForExact": effect_root(nobs, power, alpha),
        }
    )


def connor_n(delta, psi, power=0.8, alpha=0.05):
    za, zb = stats.norm.isf(alpha / 2), stats.norm.ppf(power)
    return (za * math.sqrt(psi) + zb * math.sqrt(psi - delta**2)) ** 2 / delta**2


def connor_detectable(n, psi, power=0.8, alpha=0.05):
    f = lambda d: connor_n(d, psi, power, alpha) - n  # noqa: E731
    if f(psi) > 0:
        return None
    return optimize.brentq(f, 1e-12, psi, xtol=1e-15, rtol=1e-15)


def midp(k, m):
    if m == 0:
        return 1.0
    j = min(k, m - k)
    return min(1.0, 2 * (stats.binom.cdf(j, m, 0.5) - stats.binom.pmf(j, m, 0.5) / 2))


def exact_midp_power(n, p10, p01, alpha=0.05):
    psi = p10 + p01
    total = 0.0
    for m in range(n + 1):
        pm = stats.binom.pmf(m, n, psi)
        if pm < 1e-15 or m == 0:
            continue
        ks = np.arange(m + 1)
        reject = np.array([midp(int(k), m) <= alpha for k in ks])
        total += pm * stats.binom.pmf(ks, m, p10 / psi)[reject].sum()
    return total


mcnemar_cases = []
for n, b, c in [(400, 40, 22), (2000, 130, 104), (200, 9, 3), (50, 4, 1), (1000, 60, 60)]:
    psi, delta = (b + c) / n, (b - c) / n
    needed = connor_n(delta, psi) if delta != 0 else None
    mcnemar_cases.append(
        {
            "n": n,
            "onlyA": b,
            "onlyB": c,
            "itemsNeeded": needed,
            "detectable": connor_detectable(n, psi),
            "exactMidPPowerAtNeeded": exact_midp_power(math.ceil(needed), b / n, c / n)
            if needed and needed < 5000
            else None,
        }
    )


def cr1_se(d, groups):
    keep = ~np.isnan(d)
    d, groups = d[keep], groups[keep]
    n = len(d)
    e = d - d.mean()
    sums = {}
    for g, v in zip(groups, e):
        sums[g] = sums.get(g, 0.0) + v
    G = len(sums)
    return math.sqrt(G / (G - 1) * sum(s * s for s in sums.values()) / n**2), G


pairs = []
for name, binary, clustered in [
    ("binary", True, False),
    ("continuous", False, False),
    ("binary-clustered", True, True),
    ("continuous-clustered", False, True),
]:
    n_items = 300
    theta = np.array([0.2, 0.6, 0.75])
    groups = np.repeat(np.arange(60), 5)
    rng.shuffle(groups)
    item_effect = rng.normal(0, 1, 60)[groups]
    if binary:
        p = 1 / (1 + np.exp(-(theta[None, :] - item_effect[:, None] * 0.8)))
        x = (rng.random((n_items, 3)) < p).astype(float)
    else:
        x = np.round(np.clip(0.5 + 0.2 * theta[None, :] + 0.15 * item_effect[:, None] + 0.2 * rng.standard_normal((n_items, 3)), 0, 1), 3)
    x[rng.random(x.shape) < 0.03] = np.nan
    a, b = 2, 1
    d = x[:, a] - x[:, b]
    keep = ~np.isnan(d)
    dd = d[keep]
    n = len(dd)
    mean, sd = dd.mean(), dd.std(ddof=1)
    case = {
        "name": name,
        "cells": [num(v) for v in x.ravel()],
        "nItems": n_items,
        "nModels": 3,
        "groups": [f"g{g}" for g in groups] if clustered else None,
        "a": a,
        "b": b,
        "n": n,
        "meanDifference": mean,
        "sdDifference": sd,
    }
    if clustered:
        se, G = cr1_se(d, groups)
        per = se * math.sqrt(G)
        case.update(
            test="clusteredT",
            clusters=G,
            clusteredSE=se,
            detectable=effect_root(G) * per,
            itemsNeeded=nobs_root(abs(mean) / per) / G * n,
            itemsNeededStatsmodels=tt.solve_power(abs(mean) / per, None, 0.05, 0.8) / G * n,
        )
    elif binary:
        onlyA = int(np.sum((dd > 0)))
        onlyB = int(np.sum((dd < 0)))
        psi = (onlyA + onlyB) / n
        case.update(
            test="mcnemar",
            discordantShare=psi,
            detectable=connor_detectable(n, psi),
            itemsNeeded=connor_n(abs(mean), psi),
        )
    else:
        case.update(
            test="ttest",
            detectable=effect_root(n) * sd,
            itemsNeeded=nobs_root(abs(mean) / sd),
            itemsNeededStatsmodels=tt.solve_power(abs(mean) / sd, None, 0.05, 0.8),
        )
    pairs.append(case)

out = {
    "versions": {
        "numpy": np.__version__,
        "scipy": scipy.__version__,
        "statsmodels": statsmodels.__version__,
    },
    "nct": nct_cases,
    "ttest": ttest_cases,
    "mcnemar": mcnemar_cases,
    "pairs": pairs,
}
(DIR / "power-golden.json").write_text(json.dumps(out, indent=1) + "\n")
for c in mcnemar_cases:
    print(c)
for c in pairs:
    print(c["name"], c["test"], c["n"], c["meanDifference"], c["detectable"], c["itemsNeeded"])

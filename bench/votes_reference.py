"""The Bradley-Terry fit of votes with scipy, as the app defines it (src/features/votes/core), for
the golden values (scripts/golden/make_votes_golden.py) and `npm run bench`'s votes row
(bench/votes.ts).

The objective, per pair with score s of its lower-index model out of n votes (ties half a win
under the `half` rule, left out under `drop`), x = theta_a - theta_b:

    F(theta) = sum_pairs [ n softplus(x) - s x ] + (kappa / 2) |theta|^2,  kappa = l2 / ln(10)^2

minimised by scipy.optimize.minimize(method="L-BFGS-B") with its analytic gradient; unpenalised,
one model is held at 0. Ratings = 1000 + 400 / ln(10) (theta - theta_anchor). The sandwich
covariance is H^+ G H^+ (unpenalised; pseudo-inverse) or H^-1 G H^-1 (penalised).

As a bench: `python3 bench/votes_reference.py DIR REPEAT` reads DIR/votes.bin (int32 a, b,
uint8 outcome: 0 a won, 1 b won, 2 tie, 3 both bad), DIR/meta.json and DIR/check-cells.bin (the
app's first bootstrap resamples' cell counts), and times: aggregating the votes, the fit, and
`draws` bootstrap refits (numpy's own multinomial resamples of the cells, each refit warm-started
from the fit, as the app's), each an L-BFGS-B run to its own limit. Untimed, it then polishes the
fit and refits the app's resamples for the checks. It prints one JSON line.
"""
import json
import math
import pathlib
import resource
import sys
import time

import numpy as np
import scipy
from scipy import optimize, special

POINTS_PER_NAT = 400 / math.log(10)


def aggregate(a, b, outcome, n_models, weights=None):
    """Counts per (pair, outcome): pairs in order of first meeting, lower index first."""
    lo = np.minimum(a, b).astype(np.int64)
    hi = np.maximum(a, b).astype(np.int64)
    key = lo * n_models + hi
    uniq, first, inverse = np.unique(key, return_index=True, return_inverse=True)
    order = np.argsort(first, kind="stable")
    rank = np.empty_like(order)
    rank[order] = np.arange(len(order))
    pair = rank[inverse]
    swapped = a > b
    cell = np.where(outcome >= 2, 2, np.where((outcome == 0) != swapped, 0, 1))
    w = np.ones(len(a)) if weights is None else np.asarray(weights, dtype=float)
    totals = np.zeros((len(uniq), 3))
    np.add.at(totals, (pair, cell), w)
    squares = np.zeros((len(uniq), 3))
    np.add.at(squares, (pair, cell), w * w)
    pairs_lo = (uniq[order] // n_models).astype(np.int64)
    pairs_hi = (uniq[order] % n_models).astype(np.int64)
    return {"lo": pairs_lo, "hi": pairs_hi, "totals": totals, "squares": squares, "cell": pair * 3 + cell}


def fit_data(counts, tie_rule):
    t = counts["totals"]
    ties = t[:, 2] if tie_rule == "half" else 0 * t[:, 2]
    s = t[:, 0] + ties / 2
    n = t[:, 0] + t[:, 1] + ties
    keep = n > 0
    return counts["lo"][keep], counts["hi"][keep], s[keep], n[keep]


def objective_and_gradient(theta, a, b, s, n, kappa):
    x = theta[a] - theta[b]
    f = np.sum(n * np.logaddexp(0, x) - s * x) + kappa / 2 * theta @ theta
    r = n * scipy.special.expit(x) - s
    g = kappa * theta + np.bincount(a, r, len(theta)) - np.bincount(b, r, len(theta))
    return f, g


def _sp_step(x0, dx):
    """softplus(x0 + dx) - softplus(x0) for x0 <= 0, from dx itself."""
    return np.log1p(np.expm1(dx) * special.expit(x0))


def fit_bt(a, b, s, n, n_models, l2=0.0, fixed=0, x0=None, polish=True):
    """scipy L-BFGS-B to its own limit: F's rounding (about 1e-16 of its value) stops it some
    1e-8 log-odds short (1e-6 rating points). `polish` runs it again on F(theta) - F(theta_1),
    computed as a sum of accurate per-pair differences around the last run's answer theta_1, in
    steps scaled to 1e-6 and 1e-9 (two runs): to about 1e-12.
    Theta with the fixed model at 0 (unpenalised)."""
    kappa = l2 / math.log(10) ** 2
    free = np.arange(n_models) if l2 > 0 else np.delete(np.arange(n_models), fixed)
    scale = max(1.0, float(np.sum(n)))
    options = {"ftol": 1e-16, "gtol": 1e-13, "maxiter": 100000, "maxcor": 30}

    def full(z):
        theta = np.zeros(n_models)
        theta[free] = z
        return theta

    def fun(z):
        f, g = objective_and_gradient(full(z), a, b, s, n, kappa)
        return f / scale, g[free] / scale

    start = np.zeros(len(free)) if x0 is None else x0[free] - (0 if l2 > 0 else x0[fixed])
    first = optimize.minimize(fun, start, jac=True, method="L-BFGS-B", options=options)
    if not polish:
        return full(first.x), first
    # Polish: L-BFGS-B again in the steps u around the last answer t1, theta = t1 + h u, on
    # (F(theta) - F(t1)) / (h^2 sum n / K), with each pair's x - x1 = h (u_a - u_b) kept apart
    # from x1 (adding a tiny step to theta would round it) and softplus differences computed
    # without cancellation: values and steps of order 1, so F's rounding no longer stops it.
    res, z = first, first.x
    for h in (1e-6, 1e-9):
        t1 = full(z)
        x1 = t1[a] - t1[b]
        unit = h * h * scale / n_models

        def delta(u, t1=t1, x1=x1, h=h, unit=unit):
            step = np.zeros(n_models)
            step[free] = h * u
            dx = step[a] - step[b]
            f = np.sum(n * _sp_diff_dx(x1, dx) - s * dx) + kappa * (t1 @ step + step @ step / 2)
            _, g = objective_and_gradient(t1 + step, a, b, s, n, kappa)
            return f / unit, h * g[free] / unit

        run = optimize.minimize(delta, np.zeros(len(z)), jac=True, method="L-BFGS-B", options=options)
        run.nit += res.nit
        res, z = run, z + h * run.x
    return full(z), res


def _sp_diff_dx(x0, dx):
    """softplus(x0 + dx) - softplus(x0), accurate for small dx (mirrored for x0 > 0)."""
    pos = x0 > 0
    return np.where(pos, dx + _sp_step(-x0, -dx), _sp_step(x0, dx))


def ratings(theta, anchor, penalised):
    shift = theta[anchor] if anchor is not None else (0.0 if penalised else theta.mean())
    return 1000 + POINTS_PER_NAT * (theta - shift)


def sandwich_cov(theta, counts, tie_rule, l2):
    """The sandwich covariance of the ratings (rating points squared)."""
    k = len(theta)
    lo, hi = counts["lo"], counts["hi"]
    p = scipy.special.expit(theta[lo] - theta[hi])
    t = counts["totals"]
    sq = counts["squares"]
    half = tie_rule == "half"
    n = t[:, 0] + t[:, 1] + (t[:, 2] if half else 0)
    g = sq[:, 0] * (1 - p) ** 2 + sq[:, 1] * p**2 + (sq[:, 2] * (0.5 - p) ** 2 if half else 0)
    H = np.zeros((k, k))
    G = np.zeros((k, k))
    for M, w in ((H, n * p * (1 - p)), (G, g)):
        np.add.at(M, (lo, lo), w)
        np.add.at(M, (hi, hi), w)
        np.add.at(M, (lo, hi), -w)
        np.add.at(M, (hi, lo), -w)
    if l2 > 0:
        Hi = np.linalg.inv(H + l2 / math.log(10) ** 2 * np.eye(k))
    else:
        Hi = np.linalg.pinv(H)
    return POINTS_PER_NAT**2 * Hi @ G @ Hi


def bench(directory, repeat):
    d = pathlib.Path(directory)
    meta = json.loads((d / "meta.json").read_text())
    n_votes, n_models, draws = meta["votes"], meta["models"], meta["draws"]
    raw = np.fromfile(d / "votes.bin", dtype=np.uint8)
    a = raw[: 4 * n_votes].view(np.int32)
    b = raw[4 * n_votes : 8 * n_votes].view(np.int32)
    outcome = raw[8 * n_votes : 9 * n_votes]
    best = None
    for _ in range(repeat):
        cpu0 = time.process_time()
        t0 = time.perf_counter()
        counts = aggregate(a, b, outcome, n_models)
        fa, fb, fs, fn = fit_data(counts, "half")
        theta, res = fit_bt(fa, fb, fs, fn, n_models, fixed=meta["anchor"], polish=False)
        t_fit = time.perf_counter()
        rng = np.random.default_rng(meta["seed"])
        totals = counts["totals"].ravel()
        boot = np.empty((draws, n_models))
        iterations = 0
        for k in range(draws):
            cells = rng.multinomial(n_votes, totals / totals.sum()).reshape(-1, 3).astype(float)
            c = {**counts, "totals": cells}
            th, r = fit_bt(*fit_data(c, "half"), n_models, fixed=meta["anchor"], x0=theta, polish=False)
            iterations += r.nit
            boot[k] = ratings(th, None, False)
        seconds = time.perf_counter() - t0
        run = {
            "seconds": seconds,
            "cpuSeconds": time.process_time() - cpu0,
            "fitSeconds": t_fit - t0,
            "meanIterations": iterations / max(1, draws),
        }
        if best is None or seconds < best["seconds"]:
            best = run
    # the checks, untimed: each fit run to scipy's limit (polished)
    theta, _ = fit_bt(fa, fb, fs, fn, n_models, fixed=meta["anchor"])
    check = np.fromfile(d / "check-cells.bin", dtype=np.float64).reshape(-1, len(counts["lo"]), 3)
    checked = []
    for cells in check:
        th, _ = fit_bt(*fit_data({**counts, "totals": cells}, "half"), n_models, fixed=meta["anchor"], x0=theta)
        checked.append(ratings(th, None, False).tolist())
    best.update(
        {
            "ratings": ratings(theta, meta["anchor"], False).tolist(),
            "checked": checked,
            "bootstrapSE": boot.std(axis=0, ddof=1).tolist(),
            "peakMB": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
            "versions": f"numpy {np.__version__}, scipy {scipy.__version__}",
        }
    )
    print(json.dumps(best))


if __name__ == "__main__":
    bench(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1)

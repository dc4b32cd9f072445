"""Golden values for the worst-case category weights search (src/core/perturbations/worst-case.ts):
the exact lowest Kendall tau-b over the weight box, by a mixed-integer program solved with
scipy.optimize.milp (HiGHS), and the app's own certificates recomputed in numpy. Writes
tests/fixtures/golden/worst-case-golden.json.

    python3 scripts/golden/make_worst_case_golden.py

(a few minutes: CIFAR-10.1's three cases take 5-15 s each in HiGHS). It runs
`npx tsx scripts/golden/export-worst-case-certificates.ts` for the app's certificates, so run it
from a checkout with node_modules installed.

Cases: the leaderboard sample, seeded synthetic benchmarks, a case with ties, and CIFAR-10.1 v6
(30 models x 10 classes of 200 images, tests/fixtures/worst-case/cifar10_1-v6-class-counts.json,
made by scripts/golden/make_cifar10_1_counts.py) at bounds 0.5, 0.7 and 0.9.

Certificates: for each case the app's search (seed 7) reports weights and a tau-b. Here the tau-b
is recomputed from those weights twice, with scipy.stats.kendalltau of the reference scores
against (1) the weighted sums, (num @ w) / (den @ w), and (2) the weighted category means,
sum_g w_g n_g mean_g / sum_g w_g n_g with mean_g = num_g / n_g (rounded differently). Both must
equal the app's tau-b exactly (==, not close), and a proven certificate must reach the MILP's
minimum.

Problem: per-category item weights v_g in [1 - b, 1 + b]; model m scores
s_m(v) = sum_g v_g num[m, g] / sum_g v_g den[m, g]. With complete data (every model has the same
den row) s_a(v) > s_b(v) iff (num_a - num_b) . v > 0, so the order of every pair is the sign of a
linear function of v.

The program (independent of the TypeScript branch and bound): for every counted pair p (strict
in the reference, rows not identical) with unit normal w_p = (num_hi - num_lo) / |...| and a binary
z_p (1 = the weights reverse the pair),

    w_p . v >= MARGIN - B_p z_p            (kept, at distance >= MARGIN)
    w_p . v <= -MARGIN + B_p (1 - z_p)     (reversed, at distance >= MARGIN)
    maximise sum_p z_p,

B_p = (1 + b) sum_g |w_p,g| + 1. Ties made explicit: every counted pair must sit on one side at
distance >= MARGIN, so the program searches points where no pair is newly tied (the sides it
picks are re-solved by a linear program for a point at distance >= MARGIN from every hyperplane,
since HiGHS meets the big-M rows only to its tolerances); there tau-b is
(A - 2 D) / sqrt((n0 - n1)(n0 - n2)) with A the counted pairs and D = sum z, and n2 counts only the
pairs with identical rows (tied for every v). Each solution is checked: scipy.stats.kendalltau of
the reference against the scores at the program's v must give that same tau-b. The count with a
10x larger margin (1e-3) is recorded too (`reversedAtWideMargin`): it is the same in every case
but CIFAR-10.1 at bound 0.7, whose worst cell is between 1e-4 and 1e-3 thick (39 pairs reversed
at margin 1e-4, 38 at 1e-3): thin, but far above the app's margin of 1e-6.

Made with numpy and scipy as printed under "versions" in the output.
"""
import csv
import json
import math
import pathlib
import subprocess

import numpy as np
import scipy
from scipy import stats
from scipy.optimize import Bounds, LinearConstraint, linprog, milp

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "fixtures" / "golden" / "worst-case-golden.json"
MARGIN = 1e-6  # the same margin as MARGIN in worst-case-lp.ts
# HiGHS meets the big-M rows only to about 1e-6 x B, so the program itself asks for a wider margin
# (then a linear program re-centres v, which must reach MARGIN); a second solve with a 10x wider
# margin says how thin the worst cell is.
MILP_MARGIN = 1e-4
rng = np.random.default_rng(20261202)


def counted_pairs(num, den, ref):
    M = num.shape[0]
    pairs, tied_x, tied_y = [], 0, 0
    for a in range(M):
        for b in range(a + 1, M):
            same = np.array_equal(num[a], num[b]) and np.array_equal(den[a], den[b])
            tied_x += ref[a] == ref[b]
            tied_y += same
            if ref[a] == ref[b] or same:
                continue
            pairs.append((a, b) if ref[a] > ref[b] else (b, a))
    n0 = M * (M - 1) // 2
    return pairs, n0 - tied_x, n0 - tied_y


def max_reversed(num, pairs, bound, margin):
    """The mixed-integer program above: (most pairs reversed at once, v)."""
    G = num.shape[1]
    W = np.array([(num[h] - num[l]) / np.linalg.norm(num[h] - num[l]) for h, l in pairs])
    P = len(W)
    big = (1 + bound) * np.abs(W).sum(1) + 1
    A = np.hstack([W, np.diag(big)])
    constraints = [LinearConstraint(A, margin, np.inf), LinearConstraint(A, -np.inf, big - margin)]
    lower = np.concatenate([np.full(G, 1 - bound), np.zeros(P)])
    upper = np.concatenate([np.full(G, 1 + bound), np.ones(P)])
    res = milp(
        np.concatenate([np.zeros(G), -np.ones(P)]),
        constraints=constraints,
        bounds=Bounds(lower, upper),
        integrality=np.concatenate([np.zeros(G), np.ones(P)]),
        options={"mip_rel_gap": 0, "presolve": True},
    )
    assert res.status == 0, res.message
    z = np.round(res.x[G:])
    return int(z.sum()), centre(W, 1 - 2 * z, G, bound, MARGIN)


def centre(W, side, G, bound, margin):
    """The MILP's v meets its constraints only to HiGHS's tolerances, so the sides it chose are
    re-solved as a linear program: max t with side_p w_p . v >= t, v in the box. Asserts t >= margin."""
    P = len(W)
    # variables (v, t); maximise t
    A = np.hstack([side[:, None] * W, -np.ones((P, 1))])
    res = linprog(
        np.concatenate([np.zeros(G), [-1.0]]),
        A_ub=-A,
        b_ub=np.zeros(P),
        bounds=[(1 - bound, 1 + bound)] * G + [(None, 1)],
        method="highs",
    )
    assert res.status == 0 and -res.fun >= margin, (res.message, -res.fun)
    return res.x[:G]


def pairwise_reversible(num, pairs, bound):
    """Pairs the box can reverse on their own: min over the box of (num_hi - num_lo) . v < 0."""
    k = 0
    for h, l in pairs:
        d = num[h] - num[l]
        k += np.where(d > 0, (1 - bound) * d, (1 + bound) * d).sum() < 0
    return int(k)


def case(name, num, den, bound):
    num = np.asarray(num, dtype=float)
    den = np.asarray(den, dtype=float)
    ref = num.sum(1) / den.sum(1)  # integer sums: exact, as categoryScores at v = 1
    pairs, untied_x, untied_y = counted_pairs(num, den, ref)
    reversed_, v = max_reversed(num, pairs, bound, MILP_MARGIN)
    reversed_wide, _ = max_reversed(num, pairs, bound, 10 * MILP_MARGIN)
    assert reversed_wide <= reversed_, (name, reversed_, reversed_wide)
    tau = (len(pairs) - 2 * reversed_) / math.sqrt(untied_x * untied_y)
    scores = (num @ v) / (den @ v)
    check = stats.kendalltau(ref, scores).statistic
    assert abs(check - tau) < 1e-12, (name, check, tau)
    k = pairwise_reversible(num, pairs, bound)
    return {
        "name": name,
        "bound": bound,
        "num": [[float(x) for x in row] for row in num],
        "den": [[float(x) for x in row] for row in den],
        # min over generic points of scipy.stats.kendalltau(reference, scores).statistic
        "minTau": tau,
        "reversed": reversed_,
        "reversedAtWideMargin": reversed_wide,
        "weights": [float(x) for x in v],
        # (A - 2 K) / sqrt((n0 - n1)(n0 - n2)), K = pairs reversible on their own
        "pairwiseBound": (len(pairs) - 2 * k) / math.sqrt(untied_x * untied_y),
    }


def recompute(c, certificate):
    """scipy.stats.kendalltau of the reference against the scores under the certificate's weights,
    from the weighted sums and from the weighted category means (see the module docstring)."""
    num = np.array(c["num"])
    den = np.array(c["den"])
    w = np.array(certificate["weights"])
    assert ((w * 2.0**30) == np.round(w * 2.0**30)).all(), "weights off the 2^-30 grid"
    assert ((w >= 1 - c["bound"]) & (w <= 1 + c["bound"])).all()
    ref = num.sum(1) / den.sum(1)
    sums = (num @ w) / (den @ w)
    means = num / den
    by_means = (means * den * w).sum(1) / (den * w).sum(1)
    return (
        float(stats.kendalltau(ref, sums).statistic),
        float(stats.kendalltau(ref, by_means).statistic),
    )


def certify(cases):
    """The app's certificates (export-worst-case-certificates.ts), recomputed in numpy."""
    payload = json.dumps({"cases": [{k: c[k] for k in ("num", "den", "bound")} for c in cases]})
    script = ROOT / "scripts" / "golden" / "export-worst-case-certificates.ts"
    run = subprocess.run(
        ["npx", "tsx", str(script)], input=payload, capture_output=True, text=True, cwd=ROOT,
        check=True,
    )
    for c, cert in zip(cases, json.loads(run.stdout)):
        by_sums, by_means = recompute(c, cert)
        assert by_sums == cert["tau"] and by_means == cert["tau"], (c["name"], cert, by_sums, by_means)
        if cert["outcome"] == "proven":
            assert abs(cert["tau"] - c["minTau"]) < 1e-12, (c["name"], cert["tau"], c["minTau"])
        else:
            assert cert["tauBound"] is None or cert["tauBound"] <= c["minTau"] + 1e-12
        c["certificate"] = {**cert, "recomputedTau": by_sums, "recomputedTauByMeans": by_means}


def cifar10_1():
    data = json.loads((ROOT / "tests" / "fixtures" / "worst-case" / "cifar10_1-v6-class-counts.json").read_text())
    num = np.array(data["num"], dtype=float)
    return num, np.full(num.shape, float(data["itemsPerClass"]))


def leaderboard():
    with open(ROOT / "samples" / "irt-leaderboard.csv", newline="") as f:
        rows = list(csv.reader(f))
    header = rows[0]
    cat = header.index("meta:category")
    cols = [c for c, h in enumerate(header) if c > 0 and not h.startswith("meta:")]
    names = sorted({r[cat] for r in rows[1:]})
    num = np.zeros((len(cols), len(names)))
    den = np.zeros((len(cols), len(names)))
    for r in rows[1:]:
        g = names.index(r[cat])
        for m, c in enumerate(cols):
            num[m, g] += float(r[c])
            den[m, g] += 1
    return num, den


def synthetic(M, G, size, spread):
    """Binary benchmark: G categories of `size` items; model skill plus a per-category affinity."""
    skill = np.linspace(0.75, 0.45, M)
    affinity = rng.normal(0, spread, (M, G))
    p = np.clip(skill[:, None] + affinity, 0.02, 0.98)
    num = rng.binomial(size, p).astype(float)
    den = np.full((M, G), float(size))
    return num, den


def main():
    cases = []
    num, den = leaderboard()
    for bound in (0.3, 0.5, 0.8):
        cases.append(case(f"leaderboard sample, bound {bound}", num, den, bound))
    for M, G, size, spread, bound in [
        (5, 2, 20, 0.15, 0.5),
        (6, 3, 30, 0.15, 0.5),
        (8, 5, 25, 0.12, 0.6),
        (10, 8, 20, 0.10, 0.5),
        (8, 12, 15, 0.12, 0.4),
        (12, 12, 20, 0.08, 0.5),
        (9, 10, 20, 0.1, 0.9),
        (30, 6, 20, 0.08, 0.5),
        (20, 12, 20, 0.1, 0.3),
    ]:
        num, den = synthetic(M, G, size, spread)
        cases.append(case(f"synthetic {M} models x {G} categories, bound {bound}", num, den, bound))
    # Ties: models 1 and 2 tie in the reference with different category profiles (their order
    # is free), models 3 and 4 have identical rows (tied for every v).
    num = np.array(
        [[18, 12, 15], [10, 20, 14], [14, 16, 14], [9, 11, 13], [9, 11, 13], [6, 8, 7]], float
    )
    den = np.full(num.shape, 20.0)
    cases.append(case("ties in the reference and identical rows, bound 0.7", num, den, 0.7))
    num, den = cifar10_1()
    for bound in (0.5, 0.7, 0.9):
        cases.append(case(f"CIFAR-10.1 (30 models x 10 classes), bound {bound}", num, den, bound))
    certify(cases)
    out = {
        "versions": {"numpy": np.__version__, "scipy": scipy.__version__},
        "margin": MARGIN,
        "cases": cases,
    }
    OUT.write_text(json.dumps(out, indent=1) + "\n")
    for c in cases:
        print(f"{c['name']}: tau {c['minTau']:.6f} ({c['reversed']} reversed), "
              f"pairwise bound {c['pairwiseBound']:.6f}; app: {c['certificate']['outcome']} "
              f"tau {c['certificate']['tau']!r}")


if __name__ == "__main__":
    main()

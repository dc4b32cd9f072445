"""Golden values for the unit and end-to-end tests, computed with numpy and scipy.

Reads the fixture CSVs and the draws our generator made (draws.json, from export-draws.ts) and
recomputes every statistic the app reports, the way the README defines it. Writes
tests/fixtures/golden/golden.json. Commit the output, not the libraries.

    npx tsx scripts/golden/export-draws.ts && python3 scripts/golden/make_golden.py

Made with numpy and scipy as printed under "versions" in the output.
"""
import csv
import json
import math
import pathlib

import numpy as np
import scipy
from scipy import stats

DIR = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "golden"
rng = np.random.default_rng(12345)


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def kendall_cases():
    cases = []
    for n in list(range(2, 14)) + [20, 31]:
        for kind in ("ints", "floats"):
            if kind == "ints":
                x = rng.integers(0, max(2, n // 2), n).astype(float)
                y = rng.integers(0, max(2, n // 2), n).astype(float)
            else:
                x = np.round(rng.normal(size=n), 1)
                y = np.round(x + rng.normal(scale=0.5, size=n), 1)
            cases.append((x, y))
    cases.append((np.ones(5), np.arange(5.0)))  # x all tied: undefined
    cases.append((np.arange(6.0), np.arange(6.0)[::-1]))  # perfectly reversed
    big = rng.integers(0, 40, 3000).astype(float)
    cases.append((big, np.where(rng.random(3000) < 0.8, big, rng.integers(0, 40, 3000))))
    out = []
    for x, y in cases:
        tau = stats.kendalltau(x, y).statistic  # variant 'b', tie-corrected
        out.append({"x": x.tolist(), "y": y.tolist(), "tau": num(tau)})
    return out


def quantile_cases():
    qs = [0, 0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.975, 1]
    arrays = [rng.normal(size=k) for k in (1, 2, 3, 7, 40, 201)]
    arrays += [rng.integers(1, 9, 37).astype(float), np.round(rng.random(1000), 3)]
    out = []
    for a in arrays:
        s = np.sort(a)
        out.append(
            {
                "sorted": s.tolist(),
                "q": qs,
                "linear": [float(np.quantile(s, q)) for q in qs],
                "lower": [float(np.quantile(s, q, method="lower")) for q in qs],
                "higher": [float(np.quantile(s, q, method="higher")) for q in qs],
            }
        )
    return out


def rank_cases():
    out = []
    for n in (1, 2, 5, 12, 50):
        x = rng.integers(0, max(2, n // 3), n).astype(float)
        out.append({"scores": x.tolist(), "ranks": stats.rankdata(-x, method="min").astype(int).tolist()})
    return out


def read_matrix(path):
    with open(path, newline="") as f:
        rows = list(csv.reader(f))
    header = rows[0]
    model_cols = [c for c, h in enumerate(header) if c > 0 and not h.startswith("meta:")]
    models = [header[c] for c in model_cols]
    x = np.array([[float(r[c]) if r[c] != "" else np.nan for c in model_cols] for r in rows[1:]])
    return models, x


def weighted_scores(x0, present, w):
    # Sequential over items, like the app, so continuous sums round identically.
    num_ = np.zeros(x0.shape[1])
    den = np.zeros(x0.shape[1])
    for i in np.nonzero(w)[0]:
        num_ += w[i] * x0[i]
        den += w[i] * present[i]
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(den > 0, num_ / den, np.nan)


def run_case(case):
    models, x = read_matrix(DIR / case["file"])
    present = (~np.isnan(x)).astype(float)
    x0 = np.nan_to_num(x, nan=0.0)
    ref = weighted_scores(x0, present, np.ones(x.shape[0]))
    order = np.argsort(-ref, kind="stable")
    scores, ranks, taus = [], [], []
    for w in case["weights"]:
        s = weighted_scores(x0, present, np.array(w, dtype=float))
        scores.append(s)
        ranks.append(stats.rankdata(-np.nan_to_num(s, nan=-np.inf), method="min"))
        taus.append(stats.kendalltau(ref, s).statistic)
    scores, ranks, taus = np.array(scores), np.array(ranks), np.array(taus)
    leader = order[0]
    # P(first): k models tied first share the draw, 1/k each, so the column sums to 1. Summed
    # draw by draw (not numpy's pairwise mean) to follow the app's arithmetic to the last bit.
    tied_first = (ranks == 1).sum(axis=1)
    n_draws = len(taus)
    rows = []
    for m in order:
        first = 0.0
        for d in range(n_draws):
            if ranks[d, m] == 1:
                first += 1 / tied_first[d]
        p_first = first / n_draws
        col = scores[:, m]
        rows.append(
            {
                "model": models[m],
                "reference": num(ref[m]),
                "referenceRank": int(stats.rankdata(-ref, method="min")[m]),
                "mean": num(np.mean(col)),
                "q025": num(np.quantile(col, 0.025)),
                "q500": num(np.quantile(col, 0.5)),
                "q975": num(np.quantile(col, 0.975)),
                "rankLow": int(np.quantile(ranks[:, m], 0.025, method="lower")),
                "rankHigh": int(np.quantile(ranks[:, m], 0.975, method="higher")),
                "pFirst": p_first,
                # binomial Monte Carlo standard error over the draws
                "pFirstSE": math.sqrt(p_first * (1 - p_first) / n_draws),
            }
        )
    swing = max(max(r["reference"] - r["q025"], r["q975"] - r["reference"]) for r in rows)
    kept = float(np.mean(first_share(ranks, leader)))
    return {
        "name": case["name"],
        "file": case["file"],
        "settings": case["settings"],
        "reference": {"scores": {models[m]: num(ref[m]) for m in range(len(models))},
                      "ranking": [models[m] for m in order]},
        "models": rows,
        "tau": {
            "mean": num(np.mean(taus)),
            "median": num(np.quantile(taus, 0.5)),
            "q05": num(np.quantile(taus, 0.05)),
            "q95": num(np.quantile(taus, 0.95)),
            "min": num(np.min(taus)),
        },
        "leader": models[leader],
        # a tie for first among k models counts 1/k (src/core/first-share.ts)
        "leaderKept": kept,
        "leaderKeptSE": math.sqrt(kept * (1 - kept) / n_draws),
        "pFirstSum": float(sum(r["pFirst"] for r in rows)),
        "maxSwing": num(swing),
        "tauDraws": [num(t) for t in taus],
    }


def first_share(ranks, m):
    """Model m's share of first place per draw: 1 alone, 1/k when k models tie (first-share.ts)."""
    tied = (ranks == 1).sum(axis=1)
    return np.where(ranks[:, m] == 1, 1 / np.maximum(tied, 1), 0.0)


def draw_table(n_draws, n_models, absent_share, gen):
    """A draw table with ties (scores on a coarse grid) and absent models (NaN score, rank 0)."""
    scores = np.round(gen.random((n_draws, n_models)) * 4) / 4
    scores[gen.random((n_draws, n_models)) < absent_share] = np.nan
    ranks = np.zeros((n_draws, n_models), dtype=int)
    for d in range(n_draws):
        present = ~np.isnan(scores[d])
        ranks[d, present] = stats.rankdata(-scores[d, present], method="min").astype(int)
    return scores, ranks


def sample_summary_case():
    """summary.ts on a table with ties at the top and absent models (model-set change)."""
    gen = np.random.default_rng(2024)
    D, M = 60, 6
    scores, ranks = draw_table(D, M, 0.2, gen)
    ref = np.array([0.9, 0.8, 0.8, 0.5, 0.4, 0.1])
    tau = gen.random(D)
    tied_first = (ranks == 1).sum(axis=1)
    models = []
    for m in range(M):
        first = 0.0
        for d in range(D):
            if ranks[d, m] == 1:
                first += 1 / tied_first[d]
        p = first / D
        present = ranks[:, m] > 0
        col = scores[present, m]
        r = ranks[present, m]
        models.append({
            "index": m,
            "pFirst": p,
            "pFirstSE": math.sqrt(p * (1 - p) / D),
            "present": int(present.sum()),
            "q025": num(np.quantile(col, 0.025)),
            "q500": num(np.quantile(col, 0.5)),
            "q975": num(np.quantile(col, 0.975)),
            "rankLow": int(np.quantile(r, 0.025, method="lower")),
            "rankHigh": int(np.quantile(r, 0.975, method="higher")),
        })
    leader_present = ranks[:, 0] > 0
    kept = float(np.mean(first_share(ranks, 0)[leader_present]))
    return {
        "scores": [[num(v) for v in row] for row in scores],
        "ranks": ranks.tolist(),
        "tau": tau.tolist(),
        "reference": ref.tolist(),
        "models": models,
        "leaderPresent": int(leader_present.sum()),
        "leaderKept": kept,
        "leaderKeptSE": math.sqrt(kept * (1 - kept) / leader_present.sum()),
    }


def sweep_case():
    """sweep.ts rows: 3 steps of 25 draws, tau with an undefined draw, replication on 2 steps."""
    gen = np.random.default_rng(7)
    steps, per, M = 3, 25, 5
    scores, ranks = draw_table(steps * per, M, 0.0, gen)
    ref = np.array([0.75, 0.5, 0.5, 0.25, 0.0])
    tau = gen.random(steps * per) * 2 - 1
    tau[3] = np.nan
    rep = gen.random(steps * per) * 2 - 1
    rep[2 * per:] = np.nan  # k > n/2: no replication figure
    rows = []
    for s in range(steps):
        sl = slice(s * per, (s + 1) * per)
        change = np.nanmean(np.abs(scores[sl] - ref), axis=1)
        t = tau[sl][~np.isnan(tau[sl])]
        rp = rep[sl][~np.isnan(rep[sl])]
        rows.append({
            "tau": [float(np.quantile(t, q)) for q in (0.5, 0.05, 0.95)],
            "replication": [float(np.quantile(rp, q)) for q in (0.5, 0.05, 0.95)] if len(rp) else None,
            "leaderKept": float(np.mean(first_share(ranks[sl], 0))),
            "scoreChange": [float(np.quantile(change, q)) for q in (0.5, 0.05, 0.95)],
        })
    return {
        "perStep": per,
        "scores": scores.tolist(),
        "ranks": ranks.tolist(),
        "tau": [num(v) for v in tau],
        "replicationTau": [num(v) for v in rep],
        "reference": ref.tolist(),
        "rows": rows,
    }


def main():
    draws = json.loads((DIR / "draws.json").read_text())
    golden = {
        "source": "scripts/golden/make_golden.py",
        "versions": {"numpy": np.__version__, "scipy": scipy.__version__},
        "kendall": kendall_cases(),
        "quantile": quantile_cases(),
        "rank": rank_cases(),
        "runs": [run_case(c) for c in draws],
        "sampleSummary": sample_summary_case(),
        "sweep": sweep_case(),
    }
    (DIR / "golden.json").write_text(json.dumps(golden, indent=1) + "\n")
    print("wrote", DIR / "golden.json")


if __name__ == "__main__":
    main()

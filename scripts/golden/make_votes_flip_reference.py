"""The fewest votes that flip GenAI-Arena's text-to-image leader by the method of H. Huang,
S. Shen, W. Wei & T. Broderick (2025, "Dropping Just a Handful of Preferences Can Change Top Large
Language Model Rankings", arXiv:2508.11847; code JennyHuang19/IsRankingRobust,
package/RankAMIP/logistic.py), for the app's test to compare with (its count must be no larger).
Reads ../shared/real/genai_arena (not part of this repository; the script says so and stops when
it is absent) and writes tests/fixtures/golden/votes-flip-genai.json.

    python3 scripts/golden/make_votes_flip_reference.py

Their method, as their notebook runs it on Chatbot Arena: ties dropped; a logistic regression
without intercept on +1/-1 columns of the two models, the first model of the file (in their
`pd.concat([model_a, model_b]).unique()` order) the reference at 0; for alpha N = 1, 2, ... and
each challenger of the leader, nearest first: the one-step Newton influence of every vote on the
pair's coefficient gap (resid x^T H^-1 e / (1 - h)), the alpha N most negative dropped, a refit,
and a flip when the gap's sign changes. sklearn's unpenalised fit is the maximum-likelihood fit,
found here with scipy (sklearn is not installed here).
"""
import json
import math
import pathlib
import sys

import numpy as np
from scipy import optimize, special

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCE = ROOT.parent / "shared" / "real" / "genai_arena" / "raw" / "clean_battle_20240220.json"
OUT = ROOT / "tests" / "fixtures" / "golden" / "votes-flip-genai.json"


def logistic_mle(X, y):
    def fun(beta):
        z = X @ beta
        f = np.sum(np.logaddexp(0, z) - y * z)
        return f, X.T @ (special.expit(z) - y)

    res = optimize.minimize(fun, np.zeros(X.shape[1]), jac=True, method="L-BFGS-B", options={"gtol": 1e-10, "ftol": 1e-15, "maxiter": 10000})
    return res.x


def one_step_newton(X, y, beta):
    p = special.expit(X @ beta)
    v = p * (1 - p)
    H_inv = np.linalg.inv(X.T @ (v[:, None] * X))
    h = v * np.einsum("ij,jk,ik->i", X, H_inv, X)
    return (y - p)[:, None] * (X @ H_inv) / (1 - h)[:, None]


def main():
    if not SOURCE.exists():
        print(f"skipped: {SOURCE} not found (real benchmark files are not part of this repository)")
        return
    battles = json.loads(SOURCE.read_text())
    rows = [
        (k, r)
        for k, r in enumerate(battles)
        if r["model_a"].endswith("_generation") and r["winner"] in ("model_a", "model_b") and r["model_a"] != r["model_b"]
    ]
    players = list(dict.fromkeys([r["model_a"] for _, r in rows] + [r["model_b"] for _, r in rows]))
    index = {m: i for i, m in enumerate(players)}
    X = np.zeros((len(rows), len(players)))
    for n, (_, r) in enumerate(rows):
        X[n, index[r["model_a"]]] = 1
        X[n, index[r["model_b"]]] = -1
    X = X[:, 1:]
    y = np.array([1.0 if r["winner"] == "model_a" else 0.0 for _, r in rows])
    beta = logistic_mle(X, y)
    full = np.concatenate([[0.0], beta])
    order = np.argsort(-full)
    leader = order[0]
    matchups = sorted(((leader, c, abs(full[leader] - full[c])) for c in order[1:]), key=lambda t: t[2])
    influence = one_step_newton(X, y, beta)

    def column(player):
        return None if player == 0 else player - 1

    for alpha_n in range(1, len(rows)):
        for a, b, _ in matchups:
            ca, cb = column(a), column(b)
            gap = (beta[ca] if ca is not None else 0.0) - (beta[cb] if cb is not None else 0.0)
            inf_a = influence[:, ca] if ca is not None else 0.0
            inf_b = influence[:, cb] if cb is not None else 0.0
            change = -(inf_a - inf_b)
            top = np.argsort(change, kind="stable")
            if gap < 0:
                top = top[::-1]
            keep = np.ones(len(rows), bool)
            keep[top[:alpha_n]] = False
            refit = np.concatenate([[0.0], logistic_mle(X[keep], y[keep])])
            if np.sign(refit[a] - refit[b]) != np.sign(full[a] - full[b]):
                out = {
                    "source": "scripts/golden/make_votes_flip_reference.py",
                    "method": "Huang, Shen, Wei & Broderick 2025 (IsRankingRobust, 1sN), ties dropped",
                    "votes": len(rows),
                    "count": alpha_n,
                    "pair": [players[a], players[b]],
                    "rows": sorted(int(rows[i][0]) for i in top[:alpha_n]),
                    "gapBefore": float(full[a] - full[b]) * 400 / math.log(10),
                    "gapAfter": float(refit[a] - refit[b]) * 400 / math.log(10),
                }
                OUT.write_text(json.dumps(out, indent=1) + "\n")
                print(json.dumps({k: v for k, v in out.items() if k != "rows"}))
                return
    sys.exit("no flip found")


if __name__ == "__main__":
    main()

"""Golden values for "Released before or after" (src/features/dates/core), computed with numpy
from deterministic inputs. Writes

  tests/fixtures/dates/dated-sample.csv         a SYNTHETIC per-item table (0/1, some cells and
                                                two item dates missing) with meta:created_at
  tests/fixtures/dates/dated-sample.models.csv  its models table (release_date; one model blank)
  tests/fixtures/dates/table-scores.csv         a SYNTHETIC score table (models as rows)
  tests/fixtures/dates/table-models.csv         its models table: release_month, params, tokens
                                                (or compute), family
  tests/fixtures/dates/table-inline.csv         the same table with the facts as columns
  tests/fixtures/dates/residual-long.csv        a SYNTHETIC long score table with model and
                                                benchmark release dates (a planted gap)
  tests/fixtures/golden/dates-golden.json       the values the unit tests are pinned to

    python3 scripts/golden/make_dates_golden.py

Nothing here is a measurement of a real model: the synthetic tables are drawn from the seeded
generator below (a planted contamination in the sample, a planted newer-at-equal-compute gap in
the table). When ../shared/real is there, the real LiveCodeBench leaderboard JSON (per-model
gaps and excess gaps) and Epoch AI's benchmark-stitching table (theta per benchmark) are added.

Every value is computed here independently of the TypeScript code:
- gaps: each model's mean over its present cells on each side of its date (numpy nanmean);
- the excess gap's standard error from the per-item influence of each side mean,
  psi_i = (x_im - s_m) / n_m - mean_k (x_ik - s_k) / n_k, Var = sum_side psi^2 n / (n - 1); on a
  table without missing cells it is checked against the two-sample standard error of the per-item
  contrast x_im - mean_k x_ik (numpy var, ddof=1);
- OLS by numpy.linalg.lstsq, its classic SE as sqrt(diag(inv(X'X)) * rss / (n - p));
- residual gaps (benchmark release dates as well): the two-way additive fit by lstsq on the full
  dummy design, its rank by matrix_rank, the residual means on each side of a model's date.
"""
import csv
import datetime as dt
import json
import math
import pathlib

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIX = ROOT / "tests" / "fixtures" / "dates"
GOLDEN = ROOT / "tests" / "fixtures" / "golden" / "dates-golden.json"
REAL = ROOT.parent / "shared" / "real"
DAY_MS = 86_400_000


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def ms_of(iso):
    """Milliseconds since 1970 of YYYY, YYYY-MM or YYYY-MM-DD (UTC midnight), None when blank."""
    if not iso:
        return None
    parts = [int(p) for p in iso.split("-")] + [1, 1]
    d = dt.datetime(parts[0], parts[1], parts[2], tzinfo=dt.timezone.utc)
    return int(d.timestamp() * 1000)


def month_of(ms):
    return dt.datetime.fromtimestamp(ms / 1000, dt.timezone.utc).strftime("%Y-%m")


# ---- gaps -------------------------------------------------------------------------------------


def gaps(X, item_ms, model_ms, names, dates):
    """X: items x models (NaN = missing); item_ms: NaN = undated; model_ms: None = no date."""
    P = ~np.isnan(X)
    dated = ~np.isnan(item_ms)
    out = {}
    for m, t in enumerate(model_ms):
        if t is None:
            continue
        B = dated & (item_ms < t)
        A = dated & (item_ms >= t)
        cB = (P & B[:, None]).sum(0)
        cA = (P & A[:, None]).sum(0)
        with np.errstate(invalid="ignore", divide="ignore"):
            sB = np.where(B[:, None] & P, X, 0).sum(0) / cB
            sA = np.where(A[:, None] & P, X, 0).sum(0) / cA
        valid = (cB > 0) & (cA > 0)
        gap = sB - sA
        others = valid.copy()
        others[m] = False
        K = int(others.sum())
        rec = {
            "date": dates[m],
            "before": {"n": int(cB[m]), "score": num(sB[m])},
            "after": {"n": int(cA[m]), "score": num(sA[m])},
            "gap": num(gap[m]),
            "others": K,
        }
        if valid[m] and K > 0:
            infl = np.zeros_like(X)
            with np.errstate(invalid="ignore", divide="ignore"):
                infl_B = (X - sB) / cB
                infl_A = (X - sA) / cA
            infl[B] = infl_B[B]
            infl[A] = infl_A[A]
            infl[~P] = 0
            psi_own = infl[:, m]
            psi = psi_own - infl[:, others].mean(1)
            nB, nA = int(B.sum()), int(A.sum())

            def var(p):
                return (p[B] ** 2).sum() * nB / (nB - 1) + (p[A] ** 2).sum() * nA / (nA - 1)

            othersGap = gap[others].mean()
            rec.update(
                gapSE=num(math.sqrt(var(psi_own))),
                othersGap=num(othersGap),
                excessGap=num(gap[m] - othersGap),
                excessSE=num(math.sqrt(var(psi))),
            )
            if P.all():
                d = X[:, m] - X[:, others].mean(1)
                two = math.sqrt(d[B].var(ddof=1) / nB + d[A].var(ddof=1) / nA)
                assert abs(two - rec["excessSE"]) < 1e-12, (names[m], two, rec["excessSE"])
                assert abs((d[B].mean() - d[A].mean()) - rec["excessGap"]) < 1e-12
        out[names[m]] = rec
    return out


def after_all(X, item_ms, model_ms, names):
    """Scores of the dated models on the items dated on or after the latest model date."""
    dated = [m for m, t in enumerate(model_ms) if t is not None]
    latest = max(model_ms[m] for m in dated)
    late = ~np.isnan(item_ms) & (item_ms >= latest)
    full = np.nanmean(X, 0)
    with np.errstate(invalid="ignore"):
        after = np.nanmean(np.where(late[:, None], X, np.nan), 0) if late.any() else full * np.nan
    from scipy.stats import kendalltau

    tau = kendalltau(full[dated], after[dated]).statistic if late.any() else float("nan")
    return {
        "items": int(late.sum()),
        "models": [names[m] for m in dated],
        "full": [num(full[m]) for m in dated],
        "after": [num(after[m]) for m in dated],
        "tau": num(tau),
    }


def dated_sample():
    rng = np.random.default_rng(20250801)
    n, M = 240, 8
    names = [f"model-{c}" for c in "abcdefgh"]
    start = ms_of("2024-01-01")
    item_ms = np.array([start + (i * 365 // n) * DAY_MS for i in range(n)], dtype=float)
    # later items are harder for everyone (a drift the excess gap removes)
    difficulty = rng.normal(0, 1, n) + np.linspace(-0.5, 0.5, n)
    ability = np.linspace(-1, 1.2, M) + rng.normal(0, 0.2, M)
    dates = ["2024-05-15", "2024-07", "2024-07", "2024-09-01", "", "2023-12-01", "2024-03-10",
             "2024-10-20"]
    model_ms = [ms_of(d) for d in dates]
    logit = ability[None, :] - difficulty[:, None]
    # model-d trained on the items before its date
    d = names.index("model-d")
    logit[item_ms < model_ms[d], d] += 1.5
    X = (rng.random((n, M)) < 1 / (1 + np.exp(-logit))).astype(float)
    X[rng.random((n, M)) < 0.03] = np.nan
    item_iso = [dt.datetime.fromtimestamp(t / 1000, dt.timezone.utc).strftime("%Y-%m-%d")
                for t in item_ms]
    for i in (17, 150):  # two undated items, on neither side
        item_iso[i] = ""
        item_ms[i] = np.nan
    FIX.mkdir(parents=True, exist_ok=True)
    with open(FIX / "dated-sample.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["item_id", "meta:created_at", *names])
        for i in range(n):
            w.writerow([f"q{i + 1:03d}", item_iso[i],
                        *["" if np.isnan(v) else int(v) for v in X[i]]])
    with open(FIX / "dated-sample.models.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["model", "release_date"])
        for name, date in zip(names, dates):
            w.writerow([name, date])
    return {
        "gaps": gaps(X, item_ms, model_ms, names, dates),
        "afterAll": after_all(X, item_ms, model_ms, names),
    }


# ---- newer at equal compute -------------------------------------------------------------------


def ols(X, y):
    beta, *_ = np.linalg.lstsq(X, y, rcond=None)
    resid = y - X @ beta
    n, p = X.shape
    rss = float(resid @ resid)
    se = np.sqrt(np.diag(np.linalg.inv(X.T @ X)) * rss / (n - p))
    return beta, se


def fit(scores, model_ms, log_c, cutoff_ms, controls):
    """scores: {model: score}; returns theta, se, n, newer, leftOut."""
    rows, y, left = [], [], 0
    for m, s in scores.items():
        if model_ms.get(m) is None or (controls == "compute" and log_c.get(m) is None):
            left += 1
            continue
        newer = 1.0 if model_ms[m] >= cutoff_ms else 0.0
        rows.append([1.0, newer] + ([log_c[m]] if controls == "compute" else []))
        y.append(s)
    X = np.array(rows)
    n = len(y)
    newer = int(X[:, 1].sum()) if n else 0
    rec = {"n": n, "newer": newer, "leftOut": left}
    if 0 < newer < n and n > X.shape[1]:
        beta, se = ols(X, np.array(y))
        rec.update(theta=num(beta[1]), se=num(se[1]))
    else:
        rec.update(theta=None, se=None)
    return rec


def median_month(ms_values):
    s = sorted(ms_values)
    return month_of(s[int(math.floor((len(s) - 1) * 0.5))])


# (score at 1e23 FLOPs, slope per 10x compute, planted newer-at-equal-compute gap)
BENCH = {"alpha-qa": (0.45, 0.05, 0.06), "beta-math": (0.35, 0.08, 0.15),
         "gamma-code": (0.30, 0.05, 0.0)}


def score_table():
    """40 models: release months 2022-06..2025-05, compute 1e21..1e25; newer = from 2024-01."""
    rng = np.random.default_rng(20250802)
    M = 40
    names = [f"lm-{i + 1:02d}" for i in range(M)]
    months = [f"{2022 + (5 + k) // 12}-{(5 + k) % 12 + 1:02d}" for k in rng.integers(0, 36, M)]
    params = 10 ** rng.uniform(9, 11.5, M)
    tokens = 10 ** rng.uniform(11.5, 13, M)
    compute = 6 * params * tokens
    direct = rng.random(M) < 0.2  # these give compute instead of params and tokens
    newer = np.array([ms_of(m) >= ms_of("2024-01") for m in months], dtype=float)
    scores = {}
    for b, (a, slope, theta) in BENCH.items():
        y = a + slope * (np.log10(compute) - 23) + theta * newer + rng.normal(0, 0.02, M)
        y[rng.random(M) < 0.1] = np.nan
        scores[b] = np.round(y, 6)
    families = ["north", "south", "east", "west"]
    with open(FIX / "table-scores.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["model", *BENCH])
        for m in range(M):
            w.writerow([names[m], *["" if np.isnan(scores[b][m]) else scores[b][m] for b in BENCH]])
    facts = []
    for m in range(M):
        facts.append({
            "release_month": months[m],
            "params": "" if direct[m] else f"{params[m]:.6g}",
            "tokens": "" if direct[m] else f"{tokens[m]:.6g}",
            "compute": f"{compute[m]:.6g}" if direct[m] else "",
            "family": families[m % 4],
        })
    with open(FIX / "table-models.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["model", "release_month", "params", "tokens", "compute", "family"])
        for m in range(M):
            w.writerow([names[m], *facts[m].values()])
    with open(FIX / "table-inline.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["model", "release_month", "params", "tokens", "compute", *BENCH])
        for m in range(M):
            fm = facts[m]
            w.writerow([names[m], fm["release_month"], fm["params"], fm["tokens"], fm["compute"],
                        *["" if np.isnan(scores[b][m]) else scores[b][m] for b in BENCH]])
    # The compute the app reads: the written (6-digit) figures, 6 N D from params and tokens.
    model_ms, log_c = {}, {}
    for m in range(M):
        fm = facts[m]
        c = float(fm["compute"]) if fm["compute"] else 6 * float(fm["params"]) * float(fm["tokens"])
        model_ms[names[m]] = ms_of(months[m])
        log_c[names[m]] = math.log10(c)
    out = {"planted": {b: v[2] for b, v in BENCH.items()}, "cutoffs": {}}
    default = median_month(model_ms.values())
    for cutoff in (default, "2024-01"):
        out["cutoffs"][cutoff] = {
            b: fit({names[m]: float(scores[b][m]) for m in range(M) if not np.isnan(scores[b][m])},
                   model_ms, log_c, ms_of(cutoff), "compute")
            for b in BENCH
        }
    out["defaultCutoff"] = default
    return out


# ---- residual gaps: benchmark release dates as well ------------------------------------------


def residual_gaps(Y, model_ms, bench_ms):
    """Y: models x benchmarks (nan: none). The two-way additive fit by numpy.linalg.lstsq on the
    full dummy design (rank-deficient; its residuals are the projection's, unique), its rank by
    numpy.linalg.matrix_rank; per dated model, mean residual on benchmarks released before its date
    minus on or after it, SE = sigma sqrt(1/nB + 1/nA), sigma^2 = rss / (cells - rank)."""
    M, B = Y.shape
    cells = [(m, b) for m in range(M) for b in range(B) if not np.isnan(Y[m, b])]
    X = np.zeros((len(cells), M + B))
    y = np.array([Y[m, b] for m, b in cells])
    for i, (m, b) in enumerate(cells):
        X[i, m] = 1.0
        X[i, M + b] = 1.0
    beta, *_ = np.linalg.lstsq(X, y, rcond=None)
    resid = y - X @ beta
    rank = int(np.linalg.matrix_rank(X))
    sigma = math.sqrt(float(resid @ resid) / (len(cells) - rank))
    R = np.full((M, B), np.nan)
    for (m, b), r in zip(cells, resid):
        R[m, b] = r
    out = []
    for m in range(M):
        t = model_ms[m]
        if t is None:
            continue
        before = [R[m, b] for b in range(B) if bench_ms[b] is not None and not np.isnan(R[m, b]) and bench_ms[b] < t]
        after = [R[m, b] for b in range(B) if bench_ms[b] is not None and not np.isnan(R[m, b]) and bench_ms[b] >= t]
        if not before and not after:
            continue
        mb = float(np.mean(before)) if before else None
        ma = float(np.mean(after)) if after else None
        gap = mb - ma if before and after else None
        se = sigma * math.sqrt(1 / len(before) + 1 / len(after)) if gap is not None else None
        out.append({"model": m, "nBefore": len(before), "nAfter": len(after),
                    "before": mb, "after": ma, "gap": gap, "se": se})
    return {"cells": len(cells), "rank": rank, "sigma": sigma, "models": out}


def residual_table():
    """A SYNTHETIC 30 x 12 table: model level + benchmark difficulty + noise, 25% of the cells
    missing, two benchmarks without a date; models m-00..m-04 score `planted` higher on the
    benchmarks released before their date (trained on them)."""
    rng = np.random.default_rng(20251205)
    M, B = 30, 12
    planted = 0.08
    model_months = [f"{2023 + k // 12}-{k % 12 + 1:02d}" for k in rng.integers(0, 30, M)]
    model_months[7] = None
    bench_months = [f"{2022 + k // 12}-{k % 12 + 1:02d}" for k in rng.integers(0, 48, B)]
    bench_months[3] = bench_months[9] = None
    model_ms = [ms_of(m) if m else None for m in model_months]
    bench_ms = [ms_of(b) if b else None for b in bench_months]
    Y = rng.normal(0.6, 0.1, (M, 1)) + rng.normal(0, 0.15, (1, B)) + rng.normal(0, 0.03, (M, B))
    for m in range(5):
        for b in range(B):
            if model_ms[m] is not None and bench_ms[b] is not None and bench_ms[b] < model_ms[m]:
                Y[m, b] += planted
    Y[rng.random((M, B)) < 0.25] = np.nan
    Y = np.round(Y, 6)
    with open(FIX / "residual-long.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["model", "benchmark", "score", "model_release_date", "benchmark_release_date"])
        for m in range(M):
            for b in range(B):
                if not np.isnan(Y[m, b]):
                    w.writerow([f"m-{m:02d}", f"b-{b:02d}", Y[m, b], model_months[m] or "",
                                bench_months[b] or ""])
    return {
        "planted": planted,
        "modelMonths": model_months,
        "benchmarkMonths": bench_months,
        "scores": [[None if np.isnan(v) else float(v) for v in row] for row in Y],
        **residual_gaps(Y, model_ms, bench_ms),
    }


# ---- real data --------------------------------------------------------------------------------


def livecodebench():
    path = REAL / "livecodebench" / "raw" / "performances_generation.json"
    if not path.exists():
        return None
    doc = json.load(open(path))
    items, models, item_ms = {}, {}, []
    cells = []
    for r in doc["performances"]:
        q = str(r["question_id"]).strip()
        if q not in items:
            items[q] = len(items)
            item_ms.append(float(r["date"]))  # the first record's date wins, as the importer
        name = r["model"].strip()
        if name not in models:
            models[name] = len(models)
        cells.append((items[q], models[name], r["pass@1"] / 100))
    X = np.full((len(items), len(models)), np.nan)
    for i, m, v in cells:
        X[i, m] = v
    names = list(models)
    release = {m["model_repr"]: m.get("release_date") for m in doc["models"]}
    dates = []
    for name in names:
        ms = release.get(name)
        dates.append(dt.datetime.fromtimestamp(ms / 1000, dt.timezone.utc).strftime("%Y-%m-%d")
                     if ms else "")
    model_ms = [ms_of(d) for d in dates]
    return {
        "gaps": gaps(X, np.array(item_ms), model_ms, names, dates),
        "afterAll": after_all(X, np.array(item_ms), model_ms, names),
    }


def epoch():
    path = REAL / "epoch_benchmark_stitching" / "epoch_stitching.long.csv"
    if not path.exists():
        return None
    rows = list(csv.DictReader(open(path, encoding="utf-8")))
    # The app trims names (so does its importer): `Llama-2-70b-hf ` is `Llama-2-70b-hf`.
    model_ms, scores = {}, {}
    for r in rows:
        m = r["model"].strip()
        model_ms[m] = ms_of(r["model_release_date"])
        scores.setdefault(r["benchmark"], {})[m] = float(r["performance"])
    out = {"models": len(model_ms), "cutoffs": {}}
    default = median_month(model_ms.values())
    out["defaultCutoff"] = default
    for cutoff in (default, "2023-11"):
        out["cutoffs"][cutoff] = {
            b: fit(s, model_ms, {}, ms_of(cutoff), "none") for b, s in sorted(scores.items())
        }
    # Residual gaps with the benchmarks' release dates (models and benchmarks in first-seen order,
    # as the importer; FrontierMath-Tier-4 has no date).
    models = list(dict.fromkeys(r["model"].strip() for r in rows))
    benches = list(dict.fromkeys(r["benchmark"] for r in rows))
    bench_ms = {}
    for r in rows:
        bench_ms.setdefault(r["benchmark"], ms_of(r["benchmark_release_date"]))
    Y = np.full((len(models), len(benches)), np.nan)
    for r in rows:
        Y[models.index(r["model"].strip()), benches.index(r["benchmark"])] = float(r["performance"])
    rg = residual_gaps(Y, [model_ms[m] for m in models], [bench_ms[b] for b in benches])
    for g in rg["models"]:
        g["model"] = models[g["model"]]
    out["residualGaps"] = rg
    return out


def main():
    golden = {
        "source": "scripts/golden/make_dates_golden.py (numpy " + np.__version__ + ")",
        "sample": dated_sample(),
        "table": score_table(),
        "residual": residual_table(),
        "livecodebench": livecodebench(),
        "epoch": epoch(),
    }
    GOLDEN.write_text(json.dumps(golden, indent=1) + "\n")
    print("wrote", GOLDEN.relative_to(ROOT))


if __name__ == "__main__":
    main()

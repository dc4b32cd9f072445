"""Golden values for a shift measured against the right noise (issue 30): how far a typical draw
moves the scores (src/core/draw-change.ts, src/core/noise-units.ts), that beside a resample of the
test set, and where the run's tau-b falls among the resamples' tau-b with the full set, computed
with numpy and scipy on the draws the app's generator made (export-shift-draws.ts writes them to a
scratch folder). Writes tests/fixtures/golden/shift-golden.json. Commit the output, not the
libraries.

    npx tsx scripts/golden/export-shift-draws.ts && python3 scripts/golden/make_shift_golden.py

Per case (a generated sample, and LiveCodeBench from ../shared/real when present):

- a Dirichlet run: draw d weights every item of category g by the exported weight v[d, g]; a
  model's score is its weighted mean over its present items. Per draw, the mean over models of
  |score - full-set score|; `typicalDrawChange` = its median over draws (numpy.median). Per model,
  the median over draws of |score - full-set score| over its standard error (scipy.stats.sem).
- the noise floor: 2 x pairs full-size bootstrap resamples (the exported item counts). Per
  resample the same mean |change| (`noiseChange` = its median) and tau-b with the full set
  (scipy.stats.kendalltau, tau-b); `typicalDrawChangeInNoise` = typicalDrawChange / noiseChange.
- the verdict: the run's median tau-b with the full set against numpy.quantile(resample tau-b,
  [0.05, 0.95]) (linear): below under the 5% point, above over the 95% point, else inside;
  `resamplesMovingMore` = the share of resamples whose tau-b is lower than the run's median.
- with a bound, the worst case: the exported certificate's category weights scored the same way,
  its tau-b, mean |change| and the same verdict and share.
"""
import csv
import json
import math
import pathlib
import tempfile

import numpy as np
import scipy
from scipy import stats

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "fixtures" / "golden" / "shift-golden.json"
SCRATCH = pathlib.Path(tempfile.gettempdir()) / "perturbation-sandbox-shift-draws"


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def read_matrix(path):
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    header = rows[0]
    cols = [j for j, h in enumerate(header) if h != "item_id" and not h.startswith("meta:")]
    x = np.array([[float(r[j]) if r[j].strip() != "" else np.nan for j in cols] for r in rows[1:]])
    return [header[j] for j in cols], x


def weighted_scores(x, w):
    """Weighted mean per model for each row of item weights w (draws x items), NaN cells out.

    Summed item by item in item order, as the app's item path (src/core/scores.ts) sums, so that
    models whose scores tie up to rounding (LiveCodeBench's cells are multiples of 0.1) tie or
    break the same way in tau-b."""
    present = ~np.isnan(x)
    num = np.zeros((w.shape[0], x.shape[1]))
    den = np.zeros((w.shape[0], x.shape[1]))
    for i in range(x.shape[0]):
        c = w[:, i:i + 1]
        ok = present[i]
        num[:, ok] += c * x[i, ok]
        den[:, ok] += c
    return num / den


def tau_b(a, b):
    t = stats.kendalltau(a, b).statistic  # tau-b, with the tie correction
    return float(t)


def verdict(t, band):
    if t < band[0]:
        return "below"
    if t > band[1]:
        return "above"
    return "inside"


def case(c):
    models, x = read_matrix(c["path"])
    n, M = x.shape
    group = np.array(c["groupOf"])
    G = len(c["categories"])
    ref = np.nanmean(x, axis=0)
    se = np.array([stats.sem(x[~np.isnan(x[:, m]), m]) for m in range(M)])

    v = np.fromfile(SCRATCH / f"{c['name']}.category.f64", dtype=np.float64).reshape(c["draws"], G)
    draws = weighted_scores(x, v[:, group])
    change = np.mean(np.abs(draws - ref), axis=1)
    typical = float(np.median(change))
    per_model = np.median(np.abs(draws - ref), axis=0) / se
    run_tau = np.array([tau_b(ref, s) for s in draws])
    run_median = float(np.median(run_tau))

    R = 2 * c["pairs"]
    counts = np.fromfile(SCRATCH / f"{c['name']}.resamples.u32", dtype=np.uint32).reshape(R, n)
    resamples = weighted_scores(x, counts.astype(float))
    noise_change = np.mean(np.abs(resamples - ref), axis=1)
    noise = float(np.median(noise_change))
    vs_ref = np.array([tau_b(ref, s) for s in resamples])
    band = np.quantile(vs_ref, [0.05, 0.95])

    out = {
        "name": c["name"],
        "models": len(models),
        "items": n,
        "typicalDrawChange": typical,
        "noiseChange": noise,
        "typicalDrawChangeInNoise": typical / noise,
        "changeInNoiseUnits": [num(u) for u in per_model],
        "tauMedian": run_median,
        "tauFloorVsReference": [float(band[0]), float(band[1])],
        "verdict": verdict(run_median, band),
        "resamplesMovingMore": float(np.mean(vs_ref < run_median)),
    }
    if c["certificate"] is not None:
        w = np.array(c["certificate"])[group][None, :]
        worst = weighted_scores(x, w)[0]
        t = tau_b(ref, worst)
        out["worstCase"] = {
            "bound": c["worstCaseBound"],
            "tau": t,
            "change": float(np.mean(np.abs(worst - ref))),
            "verdict": verdict(t, band),
            "resamplesMovingMore": float(np.mean(vs_ref < t)),
        }
    return out


def main():
    manifest = json.loads((SCRATCH / "manifest.json").read_text())
    cases = [case(c) for c in manifest]
    for c in cases:
        print(c["name"], "typical", round(c["typicalDrawChange"], 4), "x noise",
              round(c["typicalDrawChangeInNoise"], 2), c["verdict"], c.get("worstCase"))
    OUT.write_text(json.dumps({
        "versions": {"numpy": np.__version__, "scipy": scipy.__version__},
        "cases": {c["name"]: c for c in cases},
    }, indent=1) + "\n")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()

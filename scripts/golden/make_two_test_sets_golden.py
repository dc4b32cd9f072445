"""Golden values for two test sets measured against noise (src/features/score-tables/core/two-set-noise.ts,
two-set-floor.ts, two-set-items.ts), computed with numpy/scipy independently of the TypeScript
code. Writes tests/fixtures/golden/two-test-sets-golden.json. Commit the output, not the libraries.

    /usr/bin/python3 scripts/golden/make_two_test_sets_golden.py

Per model, with SE_o and SE_n the two sets' standard errors:
- drop in noise units: (original - new) / sqrt(SE_o^2 + SE_n^2);
- residual from the line (probit axes for fractions: scipy.special.ndtri, scipy.stats.linregress;
  else the linear fit) over its delta-method SE, sqrt(se_y^2 + slope^2 se_x^2), where on probit
  axes se = SE x scale / scipy.stats.norm.pdf(ndtri(p)); on the line within noise when |z| < 1.96;
- across models: residual SD sqrt(sum r^2 / (k - 2)), the RMS of the residual SEs, sum z^2 and
  scipy.stats.chi2.sf(sum z^2, k - 2); the drop's min / median / max in noise units.
Standard errors: binomial sqrt(p (1 - p) / n) from an item count, or scipy.stats.sem over a set's
items (ddof = 1), or given.

The noise floor of the smaller set (10,000 ImageNetV2 images), seed 1, 1,000 pairs:
- from its items: the resamples of src/core/stats/noise-floor.ts re-drawn here from the app's
  generator definitions, as scripts/golden/make_noise_floor_golden.py does (pure-rand's
  xoroshiro128+ and uniformInt, the lowbias32 per-draw seeding of src/core/random.ts): resample d
  draws n items uniformly with replacement; tau-b (scipy.stats.kendalltau) between resamples 2k
  and 2k + 1, and between each resample and the full set; numpy quantiles ('linear'). No
  clusters: ImageNetV2's classes are equal-size design strata, not clusters;
- without items (the approximation): redraw d = score + SE x N(0, 1), the normal variates by
  Marsaglia's polar method on pure-rand's uniformFloat64 from the same per-draw generator, model by
  model (src/core/perturbations/gamma.ts normalSample).

Cases: three small synthetic ones (made up here, not measurements of any model), and, when
../shared/real/imagenet_v2 is present, ImageNet (50,000 images, binomial SE) vs ImageNetV2
(10,000 images, item-level SE from imagenet_v2.wide.csv) over all 67 models of
accuracies_recht2019_from_predictions.csv and over the 66 without fv_16k (its ImageNetV2
predictions look broken in the source, see the data's README).
"""
import csv
import json
import math
import pathlib

import numpy as np
import scipy
from scipy import special, stats

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "fixtures" / "golden" / "two-test-sets-golden.json"
REAL = ROOT.parent / "shared" / "real" / "imagenet_v2"
Z = 1.959963984540054
SEED = 1
PAIRS = 1000

# ---------------------------------------------------------------- the app's random streams


def lowbias32(x):
    x &= 0xFFFFFFFF
    x ^= x >> 16
    x = (x * 0x7FEB352D) & 0xFFFFFFFF
    x ^= x >> 15
    x = (x * 0x846CA68B) & 0xFFFFFFFF
    return x ^ (x >> 16)


def draw_seed(seed, index):
    h = lowbias32(seed)
    return lowbias32(h ^ (((index + 1) * 0x9E3779B9) & 0xFFFFFFFF))


class Xoroshiro:
    """pure-rand 8's xoroshiro128+ (four 32-bit words); next() is its 32-bit output, unsigned."""

    def __init__(self, seed):
        s = seed & 0xFFFFFFFF
        self.s01, self.s00, self.s11, self.s10 = 0xFFFFFFFF, (~s) & 0xFFFFFFFF, s, 0

    def next(self):
        m = 0xFFFFFFFF
        s00, s01, s10, s11 = self.s00, self.s01, self.s10, self.s11
        out = (s00 + s10) & m
        a0, a1 = s10 ^ s00, s11 ^ s01
        self.s00 = ((s00 << 24) & m) ^ (s01 >> 8) ^ a0 ^ ((a0 << 16) & m)
        self.s01 = ((s01 << 24) & m) ^ (s00 >> 8) ^ a1 ^ (((a1 << 16) & m) | (a0 >> 16))
        self.s10 = ((a1 << 5) & m) ^ (a0 >> 27)
        self.s11 = ((a0 << 5) & m) ^ (a1 >> 27)
        return out

    def uniform_float64(self):
        """pure-rand uniformFloat64: 26 + 27 bits, a multiple of 2^-53 in [0, 1)."""
        a = self.next() & 0x3FFFFFF
        b = self.next() & 0x7FFFFFF
        return a * 2.0**-26 + b * 2.0**-53

    def normal(self):
        """Marsaglia's polar method, the second variate discarded (gamma.ts normalSample)."""
        while True:
            u = 2 * self.uniform_float64() - 1
            v = 2 * self.uniform_float64() - 1
            s = u * u + v * v
            if 0 < s < 1:
                return u * math.sqrt(-2 * math.log(s) / s)


class Streams:
    """One xoroshiro128+ per resample, stepped together (make_noise_floor_golden.py)."""

    def __init__(self, seed, start, count):
        s = np.array([draw_seed(seed, start + d) for d in range(count)], dtype=np.uint32)
        self.s01 = np.full(count, 0xFFFFFFFF, dtype=np.uint32)
        self.s00 = ~s
        self.s11 = s.copy()
        self.s10 = np.zeros(count, dtype=np.uint32)

    def next(self, idx):
        s00, s01, s10, s11 = self.s00[idx], self.s01[idx], self.s10[idx], self.s11[idx]
        out = (s00 + s10) ^ np.uint32(0x80000000)
        a0 = s10 ^ s00
        a1 = s11 ^ s01
        self.s00[idx] = (s00 << np.uint32(24)) ^ (s01 >> np.uint32(8)) ^ a0 ^ (a0 << np.uint32(16))
        self.s01[idx] = (s01 << np.uint32(24)) ^ (s00 >> np.uint32(8)) ^ a1 ^ (
            (a1 << np.uint32(16)) | (a0 >> np.uint32(16)))
        self.s10[idx] = (a1 << np.uint32(5)) ^ (a0 >> np.uint32(27))
        self.s11[idx] = (a0 << np.uint32(5)) ^ (a1 >> np.uint32(27))
        return out.astype(np.int64)

    def uniform_int(self, size):
        count = len(self.s00)
        top = (2**32 // size) * size if size > 2 else 2**32
        d = self.next(np.arange(count))
        bad = np.nonzero(d >= top)[0]
        while len(bad):
            d[bad] = self.next(bad)
            bad = bad[d[bad] >= top]
        return d % size


def resample_weights(n, seed, start, count):
    rng = Streams(seed, start, count)
    rows = np.arange(count)
    w = np.zeros((count, n), dtype=np.int64)
    for _ in range(n):
        np.add.at(w, (rows, rng.uniform_int(n)), 1)
    return w


# ---------------------------------------------------------------- figures


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def nums(a):
    return [num(v) for v in a]


def tau(a, b):
    return float(stats.kendalltau(a, b).statistic)


def spread(values):
    v = np.asarray([t for t in values if not np.isnan(t)], dtype=float)
    return {"q05": num(np.quantile(v, 0.05)), "median": num(np.quantile(v, 0.5)),
            "q95": num(np.quantile(v, 0.95)), "draws": len(v), "undefinedDraws": len(values) - len(v)}


def binomial_se(p, n, scale=1.0):
    q = np.asarray(p, dtype=float) * scale
    return np.sqrt(q * (1 - q) / n) / scale


def noise(x, y, se_x, se_y, scale):
    """The figures of two-set-noise.ts: x original, y new, scale 1 / 0.01 (probit) or None."""
    drop = x - y
    drop_se = np.hypot(se_x, se_y)
    units = drop / drop_se
    if scale is not None:
        px, py = special.ndtri(x * scale), special.ndtri(y * scale)
        fit = stats.linregress(px, py)
        resid = py - (fit.intercept + fit.slope * px)
        sx = se_x * scale / stats.norm.pdf(px)
        sy = se_y * scale / stats.norm.pdf(py)
    else:
        fit = stats.linregress(x, y)
        resid = y - (fit.intercept + fit.slope * x)
        sx, sy = se_x, se_y
    r_se = np.hypot(sy, fit.slope * sx)
    z = resid / r_se
    k = len(z)
    chi2 = float((z**2).sum())
    return {
        "axes": "probit" if scale is not None else "linear",
        "slope": fit.slope, "intercept": fit.intercept,
        "dropSE": nums(drop_se), "dropInNoiseUnits": nums(units),
        "residual": nums(resid), "residualSE": nums(r_se), "residualInNoiseUnits": nums(z),
        "onLine": [bool(abs(v) < Z) for v in z],
        "summary": {
            "models": len(units),
            "dropInNoiseUnits": {"min": num(units.min()), "median": num(np.median(units)),
                                 "max": num(units.max())},
            "dropped": int((units >= Z).sum()), "rose": int((units <= -Z).sum()),
            "within": int((np.abs(units) < Z).sum()),
            "line": {"models": k, "residualSD": num(math.sqrt((resid**2).sum() / (k - 2))),
                     "samplingSE": num(math.sqrt((r_se**2).mean())), "chiSquare": chi2, "df": k - 2,
                     "pValue": num(stats.chi2.sf(chi2, k - 2)), "offLine": int((np.abs(z) >= Z).sum())},
        },
        "tau": tau(x, y),
        "meanDrop": num(drop.mean()),
    }


def independent_floor(scores, se, seed=SEED, pairs=PAIRS):
    R = 2 * pairs
    red = np.zeros((R, len(scores)))
    for d in range(R):
        g = Xoroshiro(draw_seed(seed, d))
        red[d] = [s + e * g.normal() for s, e in zip(scores, se)]
    return {"seed": seed, "pairs": pairs, "models": len(scores),
            "tauFloor": spread([tau(red[2 * k], red[2 * k + 1]) for k in range(pairs)]),
            "tauFloorVsReference": spread([tau(scores, r) for r in red])}


def items_floor_scores(x01, seed=SEED, pairs=PAIRS, batch=250):
    """Scores of the floor's 2 x pairs full-size resamples of a complete 0/1 matrix (items x models)."""
    n, M = x01.shape
    R = 2 * pairs
    out = np.zeros((R, M))
    ones = x01.astype(np.int64)
    for start in range(0, R, batch):
        count = min(batch, R - start)
        w = resample_weights(n, seed, start, count)
        out[start:start + count] = (w @ ones) / w.sum(axis=1, keepdims=True)
    return out


def items_floor(scores, ref, pairs=PAIRS):
    return {"seed": SEED, "pairs": pairs, "models": scores.shape[1],
            "tauFloor": spread([tau(scores[2 * k], scores[2 * k + 1]) for k in range(pairs)]),
            "tauFloorVsReference": spread([tau(ref, s) for s in scores])}


def verdict(t, floor):
    """Like with like: two independent test sets against two resamples (tauFloor) at both ends."""
    if t < floor["tauFloor"]["q05"]:
        return "below"
    if t > floor["tauFloor"]["q95"]:
        return "above"
    return "inside"


# ---------------------------------------------------------------- synthetic cases

synthetic = []


def synthetic_case(name, x, y, se_x, se_y, scale, inputs):
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    case = {"name": name, "original": list(x), "new": list(y), "inputs": inputs,
            "seOriginal": nums(se_x), "seNew": nums(se_y), **noise(x, y, se_x, se_y, scale)}
    noisier = se_y if np.sqrt((se_y**2).mean()) >= np.sqrt((se_x**2).mean()) else se_x
    side = "new" if noisier is se_y else "original"
    floor = independent_floor(y if side == "new" else x, noisier, pairs=200)
    case["independentFloor"] = {"side": side, **floor}
    case["tauVerdict"] = verdict(case["tau"], floor)
    synthetic.append(case)


gen = np.random.default_rng(20250719)
# fractions, binomial SEs from item counts (2,000 and 500 items): probit axes
x = np.round(np.sort(gen.uniform(0.45, 0.92, 12)), 4)
y = np.round(np.clip(special.ndtr(0.1 + 0.95 * special.ndtri(x)) + gen.normal(0, 0.02, 12), 0.05, 0.95), 4)
synthetic_case("fractions-binomial", x, y, binomial_se(x, 2000), binomial_se(y, 500), 1.0,
               {"nOriginal": 2000, "nNew": 500})
# percentages, binomial SEs: probit axes after / 100
xp = np.round(x * 100, 2)
yp = np.round(y * 100, 2)
synthetic_case("percent-binomial", xp, yp, binomial_se(xp, 2000, 0.01), binomial_se(yp, 500, 0.01), 0.01,
               {"nOriginal": 2000, "nNew": 500})
# another scale (Elo-like ratings), standard errors given with the table: linear axes
xb = np.round(gen.uniform(900, 1400, 9), 1)
yb = np.round(0.8 * xb + 150 + gen.normal(0, 12, 9), 1)
seb_x = np.round(gen.uniform(4, 9, 9), 2)
seb_y = np.round(gen.uniform(8, 15, 9), 2)
synthetic_case("other-table-se", xb, yb, seb_x, seb_y, None, {"tableSE": True})

# ---------------------------------------------------------------- ImageNet vs ImageNetV2 (real)

imagenet = None
if (REAL / "imagenet_v2.wide.csv").exists():
    with open(REAL / "accuracies_recht2019_from_predictions.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    models = [r["model"] for r in rows]
    orig = np.array([float(r["orig_acc"]) for r in rows])
    new = np.array([float(r["new_acc"]) for r in rows])
    with open(REAL / "imagenet_v2.wide.csv", newline="") as f:
        wide = list(csv.reader(f))
    header = wide[0]
    col = {h: j for j, h in enumerate(header)}
    items = np.array([[float(r[col[m]]) for m in models] for r in wide[1:]])
    n_items = items.shape[0]
    item_mean = items.mean(axis=0)
    item_se = np.array([stats.sem(items[:, m]) for m in range(len(models))])
    resampled = items_floor_scores(items)
    imagenet = {"models": models, "nOriginal": 50000, "nNew": n_items,
                "itemsMean": nums(item_mean), "itemsSE": nums(item_se),
                "largestGap": num(np.max(np.abs(new - item_mean) / item_se))}
    for key, keep in [("all", np.arange(len(models))),
                      ("withoutFv16k", np.array([m for m, name in enumerate(models) if name != "fv_16k"]))]:
        x, y = orig[keep], new[keep]
        se_x = binomial_se(x, 50000)
        case = {"models": [models[m] for m in keep], **noise(x, y, se_x, item_se[keep], 1.0)}
        case["binomialNew"] = noise(x, y, se_x, binomial_se(y, n_items), 1.0)["summary"]
        floor = items_floor(resampled[:, keep], item_mean[keep])
        case["itemsFloor"] = floor
        case["tauVerdict"] = verdict(case["tau"], floor)
        ind = independent_floor(y, binomial_se(y, n_items))
        case["independentFloor"] = ind
        case["independentVerdict"] = verdict(case["tau"], ind)
        imagenet[key] = case
else:
    print(f"skipped ImageNet: {REAL} not found")

OUT.write_text(json.dumps({"numpy": np.__version__, "scipy": scipy.__version__,
                           "synthetic": synthetic, "imagenet": imagenet}) + "\n")
for c in synthetic:
    print(c["name"], c["summary"], "tau", c["tau"], c["independentFloor"]["tauFloor"], c["tauVerdict"])
if imagenet:
    for key in ("all", "withoutFv16k"):
        c = imagenet[key]
        print(key, json.dumps(c["summary"]), "tau", c["tau"], "meanDrop", c["meanDrop"])
        print("   items floor", c["itemsFloor"]["tauFloor"], c["itemsFloor"]["tauFloorVsReference"], c["tauVerdict"])
        print("   independent", c["independentFloor"]["tauFloor"], c["independentFloor"]["tauFloorVsReference"],
              c["independentVerdict"])
        print("   binomial new", json.dumps(c["binomialNew"]))
    print("largest gap", imagenet["largestGap"])
print(f"wrote {OUT}")

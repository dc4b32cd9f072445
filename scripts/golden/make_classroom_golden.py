"""Golden values for the classroom story (src/core/classroom) at its default controls, computed
independently of the TypeScript code. Writes tests/fixtures/golden/classroom-golden.json. Commit
the output, not the libraries.

    python3 scripts/golden/make_classroom_golden.py

The script re-implements, from their documented definitions, the random streams the app uses
(pure-rand's xoroshiro128+ and uniformFloat64 / uniformInt, the lowbias32 per-draw seeding of
src/core/random.ts), the seeded item-response generator of src/core/sample-generator.ts, the
test-set draws (partial Fisher-Yates, src/core/perturbations/size-sweep.ts), the classroom's
preparation and planted items (src/core/classroom), and then computes every figure with numpy and
scipy: Kendall's tau-b by scipy.stats.kendalltau, item-rest correlations and their one-sided
p-values by scipy.stats.pearsonr(alternative='less'), the difficulty tilt by scipy's brentq, the
line by scipy.stats.linregress, quantiles by numpy's 'linear' method.

Step 3's harder test sets are random resamples (Walker's alias method); rather than re-drawing
them, the golden file holds the tilt (exponent, shift reached) and each model's expected score
under it, which the mean over the app's draws must approach.
"""
import json
import math
import pathlib

import numpy as np
import scipy
from scipy import optimize, stats

DIR = pathlib.Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "golden"
MASK = 0xFFFFFFFF

# ---------------------------------------------------------------- random streams


class Xoroshiro128Plus:
    """pure-rand 8's xoroshiro128plus: four 32-bit words, JavaScript int32 arithmetic."""

    def __init__(self, seed):
        seed &= MASK
        self.s01, self.s00, self.s11, self.s10 = MASK, seed ^ MASK, seed, 0

    def next(self):
        """The next output as a signed 32-bit integer."""
        out = (self.s00 + self.s10) & MASK
        a0 = self.s10 ^ self.s00
        a1 = self.s11 ^ self.s01
        s00, s01 = self.s00, self.s01
        self.s00 = ((s00 << 24) & MASK) ^ (s01 >> 8) ^ a0 ^ ((a0 << 16) & MASK)
        self.s01 = ((s01 << 24) & MASK) ^ (s00 >> 8) ^ a1 ^ (((a1 << 16) & MASK) | (a0 >> 16))
        self.s10 = ((a1 << 5) & MASK) ^ (a0 >> 27)
        self.s11 = ((a0 << 5) & MASK) ^ (a1 >> 27)
        return out - (1 << 32) if out >= 1 << 31 else out


def uniform_float64(rng):
    v1 = rng.next() & 0x3FFFFFF
    v2 = rng.next() & 0x7FFFFFF
    return v1 * 2.0**-26 + v2 * 2.0**-53


def uniform_int(rng, lo, hi):
    size = hi - lo + 1
    max_allowed = (2**32 // size) * size if size > 2 else 2**32
    d = rng.next() + 2**31
    while d >= max_allowed:
        d = rng.next() + 2**31
    return d % size + lo


def lowbias32(x):
    x &= MASK
    x ^= x >> 16
    x = (x * 0x7FEB352D) & MASK
    x ^= x >> 15
    x = (x * 0x846CA68B) & MASK
    return x ^ (x >> 16)


def draw_seed(seed, index):
    h = lowbias32(seed)
    return lowbias32(h ^ (((index + 1) * 0x9E3779B9) & MASK))


def rng_for_draw(seed, index):
    return Xoroshiro128Plus(draw_seed(seed, index))


def stream_seed(seed, stream):
    return draw_seed(seed, 1_000_000 + stream)


STREAM = {"testSets": 1, "sweep": 2, "harder": 3, "preparation": 4, "broken": 5}

# ---------------------------------------------------------------- the generator

NAMES = ["atlas", "borealis", "cirrus", "delta", "ember", "fjord", "glacier", "harbor", "iris",
         "juniper", "kestrel", "lumen", "meridian", "nimbus", "orbit", "prism", "quartz", "raven",
         "sierra", "tundra", "umbra", "vega", "willow", "xenon", "yarrow", "zephyr"]
SIZES = ["1b", "3b", "7b", "8b", "13b", "34b", "70b", "mini", "pro", "max"]
CATEGORIES = [0.6, 0.3, 0.2, -0.4, -0.7]  # difficulty offsets of math, code, reasoning, knowledge, language


def generate(seed, n_models, n_items):
    """generateSample (binary, no contamination, no missing cells): cells (items x columns)."""
    rng = Xoroshiro128Plus(seed)

    def u():
        return uniform_float64(rng)

    def normal():
        r = math.sqrt(-2 * math.log(1 - u()))
        return r * math.cos(2 * math.pi * u())

    M, G = n_models, len(CATEGORIES)
    models, abilities, skill = [], [], []
    for m in range(M):
        name = f"{NAMES[m % len(NAMES)]}-{SIZES[math.floor(u() * len(SIZES))]}"
        models.append(f"{name}-v{m}" if name in models else name)
        abilities.append(-1.6 + (3.2 * (m + 0.5)) / M + 0.15 * normal())
        skill.append([0.35 * normal() for _ in range(G)])
    cols = list(range(M))
    for j in range(M - 1, 0, -1):
        r = math.floor(u() * (j + 1))
        cols[j], cols[r] = cols[r], cols[j]
    cells = np.zeros((n_items, M))
    for i in range(n_items):
        g = math.floor(u() * G)
        b = CATEGORIES[g] + normal()
        a = math.exp(0.3 * normal())
        for c in range(M):
            m = cols[c]
            theta = abilities[m] + skill[m][g]
            p = 1 / (1 + math.exp(-a * (theta - b)))
            cells[i, c] = 1 if u() < p else 0
    return [models[m] for m in cols], [abilities[m] for m in cols], cells


# ---------------------------------------------------------------- helpers


def num(v):
    v = float(v)
    return v if math.isfinite(v) else None


def tau(x, y):
    return float(stats.kendalltau(x, y).statistic)


def ranking_order(scores):
    """Best first; ties keep column order."""
    return sorted(range(len(scores)), key=lambda m: (-scores[m], m))


def subsample_pair(n, k, seed, index):
    """The two disjoint k-item sets of size-sweep draw `index` (partial Fisher-Yates)."""
    rng = rng_for_draw(seed, index)
    perm = list(range(n))
    first, second = [], []
    for j in range(2 * k):
        r = uniform_int(rng, j, n - 1)
        perm[r], perm[j] = perm[j], perm[r]
        (first if j < k else second).append(perm[j])
    return sorted(first), sorted(second)


def item_rest(x):
    """Per item: Pearson r of its cells with each model's score on the other items, and the
    one-sided p-value of r < 0 (scipy.stats.pearsonr)."""
    n, M = x.shape
    total = x.sum(axis=0)
    r = np.full(n, np.nan)
    p = np.full(n, np.nan)
    for i in range(n):
        rest = (total - x[i]) / (n - 1)
        if np.ptp(x[i]) == 0 or np.ptp(rest) == 0:
            continue
        res = stats.pearsonr(x[i], rest, alternative="less")
        r[i], p[i] = res.statistic, res.pvalue
    return r, p


def quantiles(values, qs):
    v = np.asarray(values, dtype=float)
    return [num(np.quantile(v, q, method="linear")) for q in qs]


# ---------------------------------------------------------------- the default scenario

SEED = 1968
MODELS = 12
SOURCE_ITEMS = 2000
ITEMS = 200
DRAW = 0
SHIFT = 0.5
STUDIED = [5, 8, 10]
STUDY = 0.6
ALTITUDE = 0.6
WRONG_KEYS = 6
IMPOSSIBLE = 4
SWEEP_SIZES = [10, 20, 50, 100, 200, 500, 1000]
SWEEP_DRAWS = 30
MIN_DISCRIMINATION = 0.6

models, theta, source = generate(SEED, MODELS, SOURCE_ITEMS)
true_ability = source.mean(axis=0)
true_order = ranking_order(list(true_ability))
true_rank = stats.rankdata(-true_ability, method="min").astype(int)

first, second = subsample_pair(SOURCE_ITEMS, ITEMS, stream_seed(SEED, STREAM["testSets"]), DRAW)
A = source[first]
B = source[second]
score_a = A.mean(axis=0)
score_b = B.mean(axis=0)
order_a = ranking_order(list(score_a))
order_b = ranking_order(list(score_b))

step1 = {
    "leaderScore": 100 * score_a[order_a[0]],
    "lastScore": 100 * score_a[order_a[-1]],
    "tauTrueAbility": tau(score_a, true_ability),
    "leaderIsTrueBest": int(true_rank[order_a[0]] == 1),
}
change = np.abs(score_b - score_a)
step2 = {
    "meanScoreChange": 100 * change.mean(),
    "largestScoreChange": 100 * change.max(),
    "tauNewTestSet": tau(score_a, score_b),
    "leaderKept": int(order_b[0] == order_a[0]),
}

sweep_seed = stream_seed(SEED, STREAM["sweep"])
curve = []
for s, k in enumerate(SWEEP_SIZES):
    rep, chg, vs_true = [], [], []
    for j in range(SWEEP_DRAWS):
        f, g = subsample_pair(SOURCE_ITEMS, k, sweep_seed, s * SWEEP_DRAWS + j)
        sa, sb = source[f].mean(axis=0), source[g].mean(axis=0)
        rep.append(tau(sa, sb))
        vs_true.append(tau(sa, true_ability))
        chg.append(100 * np.abs(sb - sa).mean())
    rq = quantiles(rep, [0.5, 0.05, 0.95])
    cq = quantiles(chg, [0.5, 0.05, 0.95])
    curve.append({"k": k, "replicationTau": rq[0], "replicationTauQ05": rq[1],
                  "replicationTauQ95": rq[2], "scoreChange": cq[0], "scoreChangeQ05": cq[1],
                  "scoreChangeQ95": cq[2], "tauTrueAbility": quantiles(vs_true, [0.5])[0]})

# step 3: the tilt of the test set's items (solve rates standardised with the population SD)
rates = A.mean(axis=1)
z = (rates - rates.mean()) / rates.std()


def tilted_shift(lam):
    w = np.exp(-lam * z - np.max(-lam * z))
    return float(np.sum(w * -z) / np.sum(w))


lam = optimize.brentq(lambda l: tilted_shift(l) - SHIFT, 0, 8, xtol=1e-14, rtol=1e-15)
w = np.exp(-lam * z)
expected_harder = (w[:, None] * A).sum(axis=0) / w.sum()
drop = score_a - expected_harder
fit = stats.linregress(score_a, expected_harder)
step3 = {
    "exponent": lam,
    "shiftReached": tilted_shift(lam),
    "expectedHarder": [num(v) for v in expected_harder],
    "expectedMeanDrop": 100 * drop.mean(),
    "expectedFitSlope": fit.slope,
    "expectedFitR": fit.rvalue,
}

# steps 4 and 5: preparation by studiability
prep_seed = stream_seed(SEED, STREAM["preparation"])
studiability = np.array([uniform_float64(rng_for_draw(prep_seed, i)) for i in range(SOURCE_ITEMS)])
u_a = studiability[first]


def prepared(levels):
    x = A.copy()
    for m in range(MODELS):
        x[u_a < levels[m], m] = 1
    return x.mean(axis=0)


own = np.zeros(MODELS)
for r in STUDIED:
    own[true_order[r - 1]] = STUDY
studied_scores = prepared(own)
studied_mask = own > 0
order4 = ranking_order(list(studied_scores))
step4 = {
    "meanJumpStudied": 100 * (studied_scores - score_a)[studied_mask].mean(),
    "meanJumpOthers": 100 * (studied_scores - score_a)[~studied_mask].mean(),
    "tauTrueAbility": tau(studied_scores, true_ability),
    "tauTrueAbilityStep1": tau(score_a, true_ability),
    "leaderIsTrueBest": int(true_rank[order4[0]] == 1),
    "leaderChanged": int(order4[0] != order_a[0]),
    "leaderStudied": int(studied_mask[order4[0]]),
}
levels5 = np.maximum(own, ALTITUDE)
altitude_scores = prepared(levels5)
step5 = {
    "meanInflation": 100 * (altitude_scores - score_a).mean(),
    "tauTrueAbility": tau(altitude_scores, true_ability),
    "tauTrueAbilityStep4": tau(studied_scores, true_ability),
    "leaderIsTrueBest": int(true_rank[ranking_order(list(altitude_scores))[0]] == 1),
}

# step 6: planted items, found by the flags
r_clean, _ = item_rest(A)
rng = rng_for_draw(stream_seed(SEED, STREAM["broken"]), 0)


def choose(candidates, count):
    a = list(candidates)
    k = min(count, len(a))
    for j in range(k):
        r = uniform_int(rng, j, len(a) - 1)
        a[j], a[r] = a[r], a[j]
    return a[:k]


# Pearson r computed as the app does (two passes) to choose the same candidates at the threshold
keyed = choose([i for i in range(ITEMS) if r_clean[i] >= MIN_DISCRIMINATION], WRONG_KEYS)
dead = choose([i for i in range(ITEMS) if i not in set(keyed)], IMPOSSIBLE)
broken = A.copy()
broken[keyed] = 1 - broken[keyed]
broken[dead] = 0
r_broken, p_broken = item_rest(broken)
inverted = (r_broken <= -0.2) & (p_broken < 0.05)
nobody = broken.sum(axis=1) == 0
flagged = np.flatnonzero(inverted | nobody)
planted = sorted(keyed + dead)
before = broken.mean(axis=0)
kept = np.setdiff1d(np.arange(ITEMS), flagged)
after = broken[kept].mean(axis=0)
step6 = {
    "plantedRows": planted,
    "wrongKeyRows": sorted(keyed),
    "impossibleRows": sorted(dead),
    "flaggedRows": [int(i) for i in flagged],
    "plantedFound": int(np.isin(planted, flagged).sum()),
    "meanScoreRise": 100 * (after - before).mean(),
    "tauBeforeAfter": tau(before, after),
    "tauTrueAbilityWithBroken": tau(before, true_ability),
    "tauTrueAbility": tau(after, true_ability),
}


def clean(obj):
    if isinstance(obj, dict):
        return {k: clean(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [clean(v) for v in obj]
    if isinstance(obj, (np.integer,)):
        return int(obj)
    if isinstance(obj, (float, np.floating)):
        return num(obj)
    return obj


golden = {
    "versions": {"numpy": np.__version__, "scipy": scipy.__version__},
    "controls": {"seed": SEED, "items": ITEMS, "draw": DRAW, "shift": SHIFT, "studied": STUDIED,
                 "study": STUDY, "altitude": ALTITUDE, "wrongKeys": WRONG_KEYS,
                 "impossible": IMPOSSIBLE},
    "scenario": {
        "models": models,
        "theta": theta,
        "trueAbility": list(true_ability),
        "sourceRowSums": [int(v) for v in source.sum(axis=1)],
        "sourceColumnSums": [int(v) for v in source.sum(axis=0)],
        "firstItems": first,
        "secondItems": second,
        "studiabilityHead": list(studiability[:10]),
    },
    "step1": step1,
    "step2": step2,
    "curve": curve,
    "step3": step3,
    "step4": step4,
    "step5": step5,
    "step6": step6,
}
out = DIR / "classroom-golden.json"
out.write_text(json.dumps(clean(golden), indent=1) + "\n")
print(f"wrote {out}")

/**
 * Review verdicts and what they add up to: the share of reviewed items found flawed, with its
 * exact 95% interval, and what that suggests for the pool the reviewed items came from.
 *
 * The interval is Clopper-Pearson's (C. J. Clopper & E. S. Pearson 1934, "The use of confidence or
 * fiducial limits illustrated in the case of the binomial", Biometrika 26(4):404-413): with k
 * flawed of n reviewed, the bounds are the beta quantiles
 * B^{-1}((1 - level) / 2; k, n - k + 1) and B^{-1}((1 + level) / 2; k + 1, n - k) (0 and 1 at
 * k = 0 and k = n), as `scipy.stats.binomtest(k, n).proportion_ci(level, method='exact')`.
 * The quantiles are found by bisection on the regularized incomplete beta function of
 * stats/distributions.ts. E.g. 9 of 30: 30% (14.7%-49.4%).
 *
 * The interval describes the pool the reviewed items are a random sample of. The review order
 * (item-order.ts) puts suspicious items first, so its flawed share overstates the pool's; review
 * in `reviewSample` order to project onto the pool.
 */
import { regularizedBeta } from '../../../core/stats/distributions.ts';

/** The verdicts of a review, in the order of the review screen's keys. */
export const VERDICTS = ['ok', 'misgraded', 'ambiguous', 'unrealistic', 'harness'] as const;

export type Verdict = (typeof VERDICTS)[number];

export interface ItemReview {
	/** Item id. */
	readonly item: string;
	readonly verdict: Verdict;
	readonly note: string;
}

/** Every verdict but `ok` marks the item as flawed. */
export function isFlawed(verdict: Verdict): boolean {
	return verdict !== 'ok';
}

/** p with I_p(a, b) = target, by bisection (I_p is increasing in p). */
function betaQuantile(target: number, a: number, b: number): number {
	let lo = 0;
	let hi = 1;
	for (let k = 0; k < 1100 && hi - lo > 0; k++) {
		const mid = (lo + hi) / 2;
		if (mid === lo || mid === hi) break;
		if (regularizedBeta(mid, a, b) < target) lo = mid;
		else hi = mid;
	}
	return (lo + hi) / 2;
}

interface ProportionInterval {
	readonly k: number;
	readonly n: number;
	/** k / n (`NaN` when n = 0). */
	readonly share: number;
	readonly low: number;
	readonly high: number;
	readonly level: number;
	readonly method: 'clopper-pearson';
}

/** Exact (Clopper-Pearson) interval for k successes in n trials; n = 0 gives [0, 1]. */
export function clopperPearson(k: number, n: number, level = 0.95): ProportionInterval {
	if (!Number.isInteger(k) || !Number.isInteger(n) || k < 0 || k > n || !(level > 0 && level < 1)) {
		throw new RangeError(`clopperPearson: need integers 0 <= k <= n and 0 < level < 1`);
	}
	const tail = (1 - level) / 2;
	return {
		k,
		n,
		share: n ? k / n : Number.NaN,
		low: k === 0 ? 0 : betaQuantile(tail, k, n - k + 1),
		high: k === n ? 1 : betaQuantile(1 - tail, k + 1, n - k),
		level,
		method: 'clopper-pearson'
	};
}

export interface ReviewSummary {
	readonly reviewed: number;
	readonly flawed: number;
	/** How many of each verdict. */
	readonly byVerdict: Readonly<Record<Verdict, number>>;
	/** Share flawed, with its exact interval. */
	readonly flawedShare: ProportionInterval;
}

/** Counts the verdicts and the flawed share (last verdict per item wins). */
export function summarizeReviews(reviews: readonly ItemReview[], level = 0.95): ReviewSummary {
	const last = new Map<string, Verdict>();
	for (const r of reviews) last.set(r.item, r.verdict);
	const byVerdict = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
	let flawed = 0;
	for (const v of last.values()) {
		byVerdict[v]++;
		if (isFlawed(v)) flawed++;
	}
	return {
		reviewed: last.size,
		flawed,
		byVerdict,
		flawedShare: clopperPearson(flawed, last.size, level)
	};
}

export interface FlawedProjection {
	/** Size of the pool the reviewed items were sampled from. */
	readonly pool: number;
	/** share x pool, and the interval bounds x pool (not rounded). */
	readonly estimate: number;
	readonly low: number;
	readonly high: number;
}

/**
 * What the flawed share suggests for a pool of `pool` items (e.g. every item the leader fails)
 * when the reviewed items were a random sample of it: share, low and high times the pool. (The
 * finite-population correction would narrow the interval; it is left out, so the range is
 * conservative.)
 */
export function projectFlawed(interval: ProportionInterval, pool: number): FlawedProjection {
	return {
		pool,
		estimate: interval.share * pool,
		low: interval.low * pool,
		high: interval.high * pool
	};
}

export interface ReviewsJson {
	readonly reviews: readonly ItemReview[];
	readonly flawed: {
		readonly reviewed: number;
		readonly flawed: number;
		/** flawed / reviewed, `null` when nothing was reviewed. */
		readonly share: number | null;
		readonly low: number;
		readonly high: number;
		readonly level: number;
		readonly method: 'clopper-pearson';
		readonly byVerdict: Readonly<Record<Verdict, number>>;
	};
}

/** The review export: `reviews: [{ item, verdict, note }]` and the flawed share. */
export function reviewsJson(reviews: readonly ItemReview[], level = 0.95): ReviewsJson {
	const summary = summarizeReviews(reviews, level);
	return {
		reviews: reviews.map(({ item, verdict, note }) => ({ item, verdict, note })),
		flawed: {
			reviewed: summary.reviewed,
			flawed: summary.flawed,
			share: Number.isFinite(summary.flawedShare.share) ? summary.flawedShare.share : null,
			low: summary.flawedShare.low,
			high: summary.flawedShare.high,
			level,
			method: 'clopper-pearson',
			byVerdict: summary.byVerdict
		}
	};
}

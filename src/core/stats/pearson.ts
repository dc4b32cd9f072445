/**
 * Pearson's product-moment correlation and the centred sums it (and a least-squares line) rests
 * on, computed in two passes (means first, then sums of products of deviations) — the textbook
 * "two-pass" algorithm, stable where the one-pass sum of squares cancels (Chan, Golub & LeVeque,
 * "Algorithms for computing the sample variance", The American Statistician 37(3), 1983).
 */

/** Means of x and y and the sums of dx dx, dx dy and dy dy about them (NaN means when n = 0). */
interface CentredSums {
	readonly n: number;
	readonly mx: number;
	readonly my: number;
	readonly sxx: number;
	readonly sxy: number;
	readonly syy: number;
}

/** The centred sums of the pairs (x[i], y[i]), summed in order; x and y of the same length. */
export function centredSums(x: ArrayLike<number>, y: ArrayLike<number>): CentredSums {
	const n = x.length;
	let mx = 0;
	let my = 0;
	for (let i = 0; i < n; i++) {
		mx += x[i];
		my += y[i];
	}
	mx /= n;
	my /= n;
	let sxx = 0;
	let sxy = 0;
	let syy = 0;
	for (let i = 0; i < n; i++) {
		const dx = x[i] - mx;
		const dy = y[i] - my;
		sxx += dx * dx;
		sxy += dx * dy;
		syy += dy * dy;
	}
	return { n, mx, my, sxx, sxy, syy };
}

/**
 * Pearson correlation of x and y, as `scipy.stats.pearsonr(x, y).statistic`, clamped to [-1, 1]
 * against rounding. NaN when either side is constant or n < 2; throws when the lengths differ.
 * No NaN skipping: a NaN value makes the result NaN.
 */
export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
	if (y.length !== x.length) throw new RangeError('pearson: x and y differ in length');
	if (x.length < 2) return Number.NaN;
	const { sxx, sxy, syy } = centredSums(x, y);
	if (sxx === 0 || syy === 0) return Number.NaN;
	return Math.min(1, Math.max(-1, sxy / Math.sqrt(sxx * syy)));
}

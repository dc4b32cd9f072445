/**
 * Kendall's tau-b with tie correction, in O(n log n) by Knight's algorithm:
 * W. R. Knight (1966), "A Computer Method for Calculating Kendall's Tau with Ungrouped Data",
 * JASA 61(314):436-439. Same definition and arithmetic as `scipy.stats.kendalltau(x, y)`
 * (variant 'b'): tau_b = (n0 - n1 - n2 + n3 - 2 * discordant) / sqrt(n0 - n1) / sqrt(n0 - n2)
 * with n0 = n(n-1)/2, n1 / n2 the pairs tied in x / y and n3 the pairs tied in both.
 *
 * `NaN` values are treated as lower than every number (a model without items in a draw ranks
 * last). Returns `NaN` when either side is entirely tied or n < 2, as scipy does.
 */

export interface KendallScratch {
	order: Uint32Array;
	ys: Float64Array;
	tmp: Float64Array;
}

export function kendallScratch(n: number): KendallScratch {
	return { order: new Uint32Array(n), ys: new Float64Array(n), tmp: new Float64Array(n) };
}

function lowNaN(v: number): number {
	return v === v ? v : Number.NEGATIVE_INFINITY;
}

export function kendallTauB(
	x: ArrayLike<number>,
	y: ArrayLike<number>,
	scratch: KendallScratch = kendallScratch(x.length)
): number {
	const n = x.length;
	if (y.length !== n) throw new RangeError('kendallTauB: x and y differ in length');
	if (n < 2) return Number.NaN;
	const order = scratch.order.length === n ? scratch.order : new Uint32Array(n);
	for (let i = 0; i < n; i++) order[i] = i;
	order.sort((a, b) => {
		const xa = lowNaN(x[a]);
		const xb = lowNaN(x[b]);
		if (xa !== xb) return xa < xb ? -1 : 1;
		const ya = lowNaN(y[a]);
		const yb = lowNaN(y[b]);
		return ya < yb ? -1 : ya > yb ? 1 : 0;
	});

	// Pairs tied in x (n1) and tied in both x and y (n3).
	let xtie = 0;
	let ntie = 0;
	let runX = 1;
	let runXY = 1;
	for (let p = 1; p <= n; p++) {
		const sameX = p < n && lowNaN(x[order[p]]) === lowNaN(x[order[p - 1]]);
		const sameXY = sameX && lowNaN(y[order[p]]) === lowNaN(y[order[p - 1]]);
		if (sameX) runX++;
		else {
			xtie += (runX * (runX - 1)) / 2;
			runX = 1;
		}
		if (sameXY) runXY++;
		else {
			ntie += (runXY * (runXY - 1)) / 2;
			runXY = 1;
		}
	}

	// Discordant pairs = inversions of y in this order (bottom-up merge sort; equal y is not an
	// inversion). Leaves ys sorted, so y ties are counted afterwards.
	let ys = scratch.ys.length === n ? scratch.ys : new Float64Array(n);
	let tmp = scratch.tmp.length === n ? scratch.tmp : new Float64Array(n);
	for (let p = 0; p < n; p++) ys[p] = lowNaN(y[order[p]]);
	let dis = 0;
	for (let width = 1; width < n; width *= 2) {
		for (let lo = 0; lo < n; lo += 2 * width) {
			const mid = Math.min(lo + width, n);
			const hi = Math.min(lo + 2 * width, n);
			let i = lo;
			let j = mid;
			let k = lo;
			while (i < mid && j < hi) {
				if (ys[j] < ys[i]) {
					tmp[k++] = ys[j++];
					dis += mid - i;
				} else tmp[k++] = ys[i++];
			}
			while (i < mid) tmp[k++] = ys[i++];
			while (j < hi) tmp[k++] = ys[j++];
		}
		const t = ys;
		ys = tmp;
		tmp = t;
	}
	let ytie = 0;
	let runY = 1;
	for (let p = 1; p <= n; p++) {
		if (p < n && ys[p] === ys[p - 1]) runY++;
		else {
			ytie += (runY * (runY - 1)) / 2;
			runY = 1;
		}
	}

	const tot = (n * (n - 1)) / 2;
	if (xtie === tot || ytie === tot) return Number.NaN;
	const conMinusDis = tot - xtie - ytie + ntie - 2 * dis;
	const tau = conMinusDis / Math.sqrt(tot - xtie) / Math.sqrt(tot - ytie);
	return Math.min(1, Math.max(-1, tau));
}

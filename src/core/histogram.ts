/** Binning for histogram charts (charts stay thin: they receive ready bins). */

export interface Histogram {
	/** Bin edges, `counts.length + 1` of them, ascending. Bin k is [edges[k], edges[k+1]). */
	readonly edges: readonly number[];
	readonly counts: readonly number[];
}

/**
 * Histogram of the finite values on a grid of width `width` anchored at 0, covering
 * [floor(min / width) * width, upper] where `upper` is at least the maximum. The last bin is
 * closed so a value equal to `upper` (tau-b = 1) is counted.
 */
export function histogram(values: ArrayLike<number>, width: number, upper?: number): Histogram {
	let lo = Number.POSITIVE_INFINITY;
	let hi = Number.NEGATIVE_INFINITY;
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v !== v) continue;
		if (v < lo) lo = v;
		if (v > hi) hi = v;
	}
	if (lo > hi) return { edges: [], counts: [] };
	const start = Math.floor(lo / width + 1e-9);
	let stop = Math.ceil(Math.max(hi, upper ?? hi) / width - 1e-9);
	if (stop <= start) stop = start + 1;
	const bins = stop - start;
	const edges = Array.from({ length: bins + 1 }, (_, k) => round12((start + k) * width));
	const counts = new Array<number>(bins).fill(0);
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v !== v) continue;
		let k = Math.floor(v / width + 1e-9) - start;
		if (k >= bins) k = bins - 1;
		if (k < 0) k = 0;
		counts[k]++;
	}
	return { edges, counts };
}

/** A bin width giving roughly `target` bins over [min, 1] for tau-b values. */
export function tauBinWidth(min: number, target = 25): number {
	const span = Math.max(1 - min, 0.01);
	const raw = span / target;
	const steps = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1];
	return steps.find((s) => s >= raw) ?? 0.1;
}

function round12(x: number): number {
	return Math.round(x * 1e12) / 1e12;
}

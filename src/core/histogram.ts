/** Binning for histogram charts (charts stay thin: they receive ready bins). */

export interface Histogram {
	/** Bin edges, `counts.length + 1` of them, ascending. Bin k is [edges[k], edges[k+1]). */
	readonly edges: readonly number[];
	readonly counts: readonly number[];
}

/**
 * Histogram of tau-b values. Without ties tau-b moves in steps of 2 / (M (M - 1) / 2) for M
 * models, so equal-width bins of an unrelated width alias (alternating full and empty bins). Bins
 * here are a whole number of those steps wide (about `target` bins over the observed range) and
 * centred on the grid, with the top bin ending just above 1.
 */
export function tauHistogram(values: ArrayLike<number>, nModels: number, target = 25): Histogram {
	let lo = 1;
	let any = false;
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v === v) {
			any = true;
			if (v < lo) lo = v;
		}
	}
	if (!any) return { edges: [], counts: [] };
	const pairs = (nModels * (nModels - 1)) / 2;
	const step = pairs > 0 ? 2 / pairs : 0.01;
	const k = Math.max(1, Math.round(Math.max(1 - lo, step) / target / step));
	const width = k * step;
	const top = 1 + step / 2;
	const bins = Math.max(1, Math.ceil((top - lo) / width));
	const edges = Array.from({ length: bins + 1 }, (_, j) => round12(top - (bins - j) * width));
	const counts = new Array<number>(bins).fill(0);
	for (let i = 0; i < values.length; i++) {
		const v = values[i];
		if (v !== v) continue;
		const j = Math.min(bins - 1, Math.max(0, Math.floor((v - edges[0]) / width)));
		counts[j]++;
	}
	return { edges, counts };
}

function round12(x: number): number {
	return Math.round(x * 1e12) / 1e12;
}

/**
 * A run's tau-b histogram beside its noise floor's (a full-size resample against the full set,
 * `NoiseFloor.tauVsReferenceSorted`), on the same bins (covering both), the floor's counts scaled
 * to the run's number of draws so that the two areas are equal: where the run's bars sit against
 * the floor's outline is where its ranking falls against its noise band.
 */
export function tauHistogramBesideFloor(
	run: ArrayLike<number>,
	floor: ArrayLike<number>,
	nModels: number
): { readonly bins: Histogram; readonly floor: readonly number[] } {
	const both = new Float64Array(run.length + floor.length);
	both.set(Array.from(run));
	both.set(Array.from(floor), run.length);
	const { edges } = tauHistogram(both, nModels);
	const count = (values: ArrayLike<number>) => {
		const counts = new Array<number>(Math.max(0, edges.length - 1)).fill(0);
		for (let i = 0; i < values.length; i++) {
			const v = values[i];
			if (v !== v || !counts.length) continue;
			let j = 0;
			while (j < counts.length - 1 && v >= edges[j + 1]) j++;
			counts[j]++;
		}
		return counts;
	};
	const runCounts = count(run);
	const floorCounts = count(floor);
	const runTotal = runCounts.reduce((a, b) => a + b, 0);
	const floorTotal = floorCounts.reduce((a, b) => a + b, 0);
	const scale = floorTotal > 0 ? runTotal / floorTotal : 0;
	return { bins: { edges, counts: runCounts }, floor: floorCounts.map((c) => c * scale) };
}

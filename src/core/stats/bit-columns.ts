/**
 * The per-model and per-pair statistics of a complete 0/1 matrix read straight from its
 * model-major bits (`completeBitColumns`), for runs with thousands of models: the same numbers,
 * bit for bit, as `plainMeanInference` of a model column and `pairedTestOfColumns` of two columns
 * without clusters (tests/unit/core/stats pin the equality).
 *
 * Why the same bits: the sums there add whole numbers (0/1 values, differences in {-1, 0, 1}),
 * which floating point adds exactly, so a count gives the same sum; the sums of squares add
 * rounded terms whose result depends on their order, so they are replayed here item by item, the
 * same terms in the same order. Counting the discordant items with a population count instead of
 * comparing floats item by item removes a mispredicted branch per item (random 0/1 data), which
 * made McNemar's count the slowest loop of a 4,000-model run. Words are read as int32 (`| 0`): a
 * Uint32Array word above 2^31 is a heap double in V8, and shifting it costs a conversion per bit.
 */
import { binomialHalfMidP, binomialHalfTwoSidedP } from './distributions.ts';
import { meanInterval } from './intervals.ts';
import type { MeanInference, PairedTestResult } from './inference.ts';
import { popcount } from './popcount.ts';

/** `plainMeanInference` of model m's column (n items, all present). */
export function plainMeanInferenceOfBits(
	bits: Uint32Array,
	itemWords: number,
	m: number,
	n: number
): MeanInference {
	const base = m * itemWords;
	let s = 0;
	for (let k = 0; k < itemWords; k++) s += popcount(bits[base + k] | 0);
	const mean = n ? s / n : Number.NaN;
	if (n < 2) return { mean, n, se: Number.NaN, df: n - 1, clusters: null };
	// (v - mean)^2 for v = 0, 1, looked up (a branch per item would be mispredicted half the time).
	const terms = Float64Array.of((0 - mean) * (0 - mean), (1 - mean) * (1 - mean));
	let ss = 0;
	for (let i0 = 0; i0 < n; i0 += 32) {
		const x = bits[base + (i0 >>> 5)] | 0;
		const end = Math.min(32, n - i0);
		for (let s = 0; s < end; s++) ss += terms[(x >>> s) & 1];
	}
	return { mean, n, se: Math.sqrt(ss / (n - 1) / n), df: n - 1, clusters: null };
}

/** `pairedTestOfColumns(column a, column b, true, null)` on n complete 0/1 items. */
export function pairedTestOfBits(
	bits: Uint32Array,
	itemWords: number,
	a: number,
	b: number,
	n: number,
	level = 0.95
): PairedTestResult {
	const ba = a * itemWords;
	const bb = b * itemWords;
	let onlyA = 0;
	let onlyB = 0;
	for (let k = 0; k < itemWords; k++) {
		const x = bits[ba + k] | 0;
		const y = bits[bb + k] | 0;
		onlyA += popcount(x & ~y);
		onlyB += popcount(y & ~x);
	}
	const mean = n ? (onlyA - onlyB) / n : Number.NaN;
	let inference: MeanInference;
	if (n < 2) inference = { mean, n, se: Number.NaN, df: n - 1, clusters: null };
	else {
		// (d - mean)^2 for d = -1, 0, 1, added in item order as plainMeanInference adds them.
		const terms = Float64Array.of(
			(-1 - mean) * (-1 - mean),
			(0 - mean) * (0 - mean),
			(1 - mean) * (1 - mean)
		);
		let ss = 0;
		for (let i0 = 0; i0 < n; i0 += 32) {
			const x = bits[ba + (i0 >>> 5)] | 0;
			const y = bits[bb + (i0 >>> 5)] | 0;
			const end = Math.min(32, n - i0);
			for (let s = 0; s < end; s++) ss += terms[1 + ((x >>> s) & 1) - ((y >>> s) & 1)];
		}
		inference = { mean, n, se: Math.sqrt(ss / (n - 1) / n), df: n - 1, clusters: null };
	}
	const mcnemar = {
		onlyA,
		onlyB,
		n,
		pValue: binomialHalfMidP(onlyA, onlyA + onlyB),
		pExact: binomialHalfTwoSidedP(onlyA, onlyA + onlyB)
	};
	const difference = { ...inference, level, ...meanInterval(inference, level) };
	return { test: 'mcnemar', pValue: mcnemar.pValue, mcnemar, ttest: null, difference };
}

/**
 * Synthetic 0/1 benchmark matrices for `npm run bench`, built directly in packed form (packing a
 * 4,000 x 60,000 matrix cell by cell through MatrixBuilder takes seconds).
 *
 * Model: two-parameter logistic IRT (Birnbaum 1968), as in src/core/sample-generator.ts:
 * P(model m solves item i) = 1 / (1 + exp(-a_i (theta_m - b_i))), abilities spread evenly over
 * [-2, 2] with noise, difficulties b_i ~ N(0, 1.2^2), discriminations a_i = exp(0.3 N(0, 1)).
 * The logistic is read from a table (steps of 1/64), which is plenty for synthetic data. Random
 * numbers: pure-rand's xoroshiro128+ for the parameters, an inline xorshift32 for the cells.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { wordsFor, type ScoreMatrix } from '../src/core/ScoreMatrix.ts';

const STEPS = 64;
const RANGE = 20;

/** A seeded items x models 0/1 matrix, already packed. */
export function syntheticMatrix(nModels: number, nItems: number, seed: number): ScoreMatrix {
	const rng = xoroshiro128plus(seed);
	const u = () => uniformFloat64(rng);
	const normal = () => Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u());
	const theta = Float64Array.from({ length: nModels }, (_, m) => {
		return -2 + (4 * (m + 0.5)) / nModels + 0.2 * normal();
	});
	// P(correct) as a 32-bit threshold, by logit in steps of 1/STEPS over [-RANGE, RANGE]
	const table = Float64Array.from({ length: 2 * RANGE * STEPS + 1 }, (_, k) => {
		const z = k / STEPS - RANGE;
		return Math.floor((2 ** 32 - 1) / (1 + Math.exp(-z)));
	});
	const W = wordsFor(nModels);
	const bits = new Uint32Array(nItems * W);
	let x = (seed ^ 0x9e3779b9) >>> 0 || 1;
	for (let i = 0; i < nItems; i++) {
		const b = 1.2 * normal();
		const a = Math.exp(0.3 * normal());
		const row = i * W;
		for (let m = 0; m < nModels; m++) {
			const z = a * (theta[m] - b);
			const k = Math.round((Math.max(-RANGE, Math.min(RANGE, z)) + RANGE) * STEPS);
			x ^= x << 13;
			x ^= x >>> 17;
			x ^= x << 5;
			if (x >>> 0 < table[k]) bits[row + (m >>> 5)] |= 1 << (m & 31);
		}
	}
	const digits = (k: number, n: number) => String(k).padStart(String(n).length, '0');
	return {
		nItems,
		nModels,
		models: Array.from({ length: nModels }, (_, m) => `model-${digits(m, nModels)}`),
		itemIds: Array.from({ length: nItems }, (_, i) => `item-${digits(i, nItems)}`),
		meta: {},
		valueType: 'binary',
		wordsPerItem: W,
		bits,
		values: null,
		present: null,
		missingCells: 0
	};
}

/**
 * A seeded items x models matrix of means of `k` pass/fail trials from the same IRT model (each
 * trial solved with P(model m solves item i)), cells s / k, with its trials (`{ uniform: k }`):
 * the "fewer trials" benchmark's data, as a per-item results file with a count column gives it.
 */
export function syntheticTrialsMatrix(
	nModels: number,
	nItems: number,
	seed: number,
	k: number
): ScoreMatrix {
	const rng = xoroshiro128plus(seed);
	const u = () => uniformFloat64(rng);
	const normal = () => Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u());
	const theta = Float64Array.from({ length: nModels }, (_, m) => {
		return -2 + (4 * (m + 0.5)) / nModels + 0.2 * normal();
	});
	const values = new Float64Array(nItems * nModels);
	let x = (seed ^ 0x9e3779b9) >>> 0 || 1;
	for (let i = 0; i < nItems; i++) {
		const b = 1.2 * normal();
		const a = Math.exp(0.3 * normal());
		for (let m = 0; m < nModels; m++) {
			const threshold = (2 ** 32 - 1) / (1 + Math.exp(-a * (theta[m] - b)));
			let s = 0;
			for (let t = 0; t < k; t++) {
				x ^= x << 13;
				x ^= x >>> 17;
				x ^= x << 5;
				if (x >>> 0 < threshold) s++;
			}
			values[i * nModels + m] = s / k;
		}
	}
	const base = syntheticMatrix(nModels, 1, seed);
	const digits = (j: number, n: number) => String(j).padStart(String(n).length, '0');
	return {
		...base,
		nItems,
		itemIds: Array.from({ length: nItems }, (_, i) => `item-${digits(i, nItems)}`),
		valueType: 'continuous',
		bits: null,
		values,
		present: null,
		missingCells: 0,
		trials: { uniform: k, perCell: null }
	};
}

/**
 * The fast path of "fewer trials" (`perturbations/trials.ts`): per draw, each model's count of
 * successes is its cells at 1 times k' plus the redrawn cells' X ~ Binomial(k', p), drawn as
 * `applyTrials` draws them (the same generator, inlined as in `cellNoiseChunk`, one 32-bit output
 * per redrawn cell in item-major order, the same inversion of the same distribution functions),
 * but without copying the matrix: O(redrawn cells) per draw, from the plan made once per matrix
 * and k'. Scores are count / (k' x present cells): integers over one total when no cell is
 * missing (ranked as counts), integer fractions otherwise; the plain path sums the redrawn cells'
 * X / k' as floats, so the two agree within 1e-12 (relative) and the fast path's ranks are the
 * exact ones (tests/unit/core/kernels/trials-chunk.test.ts).
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { drawSeed } from '../random.ts';
import { binomialCdf, invertCdf, trialsPlan, type TrialsPlan } from '../perturbations/trials.ts';
import { DrawWriter } from './draw-writer.ts';
import type { ChunkResult, RunInputs } from '../run-types.ts';

/** The chunk of draws [start, start + count) of a "fewer trials" run with k' = `kPrime`. */
export function trialsChunk(
	matrix: ScoreMatrix,
	prepared: RunInputs,
	kPrime: number,
	seed: number,
	start: number,
	count: number
): ChunkResult {
	const out = new DrawWriter(prepared.reference, count);
	if (kPrime === Number.POSITIVE_INFINITY || !matrix.values) {
		// no redraw: every draw is the reference
		for (let k = 0; k < count; k++) {
			out.row(k).set(prepared.reference.scores);
			out.fromScores(k);
		}
		return out.result(start);
	}
	const plan = prepared.data.trials ?? trialsPlan(matrix, kPrime);
	const M = matrix.nModels;
	let most = 0;
	for (let m = 0; m < M; m++) most = Math.max(most, plan.present[m]);
	const integral = kPrime * most < 2 ** 31;
	const counts = integral ? new Int32Array(M) : new Float64Array(M);
	const den = new Float64Array(M);
	for (let m = 0; m < M; m++) den[m] = kPrime * plan.present[m];
	for (let k = 0; k < count; k++) {
		drawCounts(plan, seed, start + k, counts);
		if (integral && plan.complete)
			out.fromCounts(k, counts as Int32Array, 0, kPrime * matrix.nItems);
		else out.fromFractions(k, counts, den, 0);
	}
	return out.result(start);
}

/**
 * Each model's successes in draw `d`: its cells at 1 times k', plus X of every redrawn cell.
 * Exported for the benchmark, which hands numpy the same draws to check.
 */
export function drawCounts(
	plan: TrialsPlan,
	seed: number,
	d: number,
	counts: Int32Array | Float64Array,
	each?: (cell: number, x: number) => void
): void {
	const { kPrime, cellModel, cellClass, rates, ones } = plan;
	const width = kPrime + 1;
	const scratch = plan.cdf ? null : new Float64Array(width);
	const cdf = plan.cdf ?? scratch!;
	for (let m = 0; m < counts.length; m++) counts[m] = ones[m] * kPrime;
	// the draw's generator, xoroshiro128+ seeded as rngForDraw seeds it (see draws-fast.ts)
	const s = drawSeed(seed, d);
	let s01 = -1;
	let s00 = ~s;
	let s11 = s | 0;
	let s10 = 0;
	const U = cellModel.length;
	for (let j = 0; j < U; j++) {
		// uniform32: (next() as unsigned + 1) / 2^32
		const r = (s00 + s10) | 0;
		const a0 = s10 ^ s00;
		const a1 = s11 ^ s01;
		const t00 = s00;
		const t01 = s01;
		s00 = (t00 << 24) ^ (t01 >>> 8) ^ a0 ^ (a0 << 16);
		s01 = (t01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
		s10 = (a1 << 5) ^ (a0 >>> 27);
		s11 = (a0 << 5) ^ (a1 >>> 27);
		const u = ((r >>> 0) + 1) * 2.3283064365386963e-10;
		let at = cellClass[j] * width;
		if (scratch) {
			binomialCdf(kPrime, rates[cellClass[j]], scratch);
			at = 0;
		}
		let x: number;
		if (kPrime <= 8) {
			// the smallest x with u <= F(x) is the number of x' < k' with F(x') < u (F is
			// non-decreasing): counted without a branch (a random u mispredicts every branch)
			x = 0;
			for (let t = 0; t < kPrime; t++) x += +(u > cdf[at + t]);
		} else x = invertCdf(cdf, at, kPrime, u);
		counts[cellModel[j]] += x;
		if (each) each(j, x);
	}
}

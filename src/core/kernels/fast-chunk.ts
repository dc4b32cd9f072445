/**
 * The fast paths of `runChunk`, one per kind of draw: a kind module (`perturbations/kinds/*.ts`)
 * names its own in its `fast` hook, with these helpers. Each gives the plain path's numbers
 * (`perturbations/perturbation-chunk.ts`) exactly where the weights are integers (property tests
 * in tests/unit/core/kernels); a kind without a fast path, or a hook returning null, runs the
 * plain path.
 *
 * - Item weights (bootstrap, subsample, size sweep, time split, difficulty with resampling): on
 *   0/1 matrices the WebAssembly bit kernel counts each draw (`bitcount.ts`); continuous matrices
 *   use the float loop of `weightedScores`.
 * - Category weights (cluster bootstrap, Dirichlet, drop one category, worst case): the collapsed
 *   per-model per-category sums (counted once by bit-sliced counters, `collapse.ts`) times each draw's
 *   category weights (`category-product.ts`, WebAssembly): O(models x categories) per draw. On
 *   0/1 data with integer weights (cluster bootstrap, drop one at share 1) the sums are exact
 *   integers, so the scores are the plain path's bit for bit. With real weights (Dirichlet, a
 *   partial drop) and on continuous data the sums are taken per category instead of per item, so
 *   scores may differ from the plain path's in the last bits: |fast - plain| <= 1e-12 x |plain|
 *   (tests/unit/core/kernels/fast-chunk.test.ts); ranks and tau-b are then those of the fast scores.
 *   A draw whose weights are all 1 (zero strength) is the reference: its scores exactly.
 * - Label noise, cells: the reference counts, corrected at each flipped cell (+1 for a 0 made 1,
 *   -1 for a 1 made 0), the flips placed exactly as `applyLabelNoise` places them: O(flips) per
 *   draw instead of a copy of the matrix. Whole items (answer keys): the bit kernel counts the
 *   flipped items, count = reference + present(flipped) - 2 correct(flipped). Exact.
 * - Fewer trials: each model's successes, its cells at 1 times k' plus the redrawn cells' X
 *   (`trials-chunk.ts`): O(redrawn cells) per draw; within 1e-12 of the plain path's float sums,
 *   ranked from the exact counts.
 * - Threshold sweep (continuous scores): one pass over the cells counts, per model, the cells at
 *   or above each threshold of the chunk (binary search among the sorted thresholds), i.e. the
 *   thresholded 0/1 matrix's counts. Exact.
 * - Model-set change by mean score: each model keeps its reference score; only who is present
 *   changes. Exact.
 * Ranks and tau-b come from the integer ranking kernel (`draw-writer.ts`), identical to
 * `minRanks` and `kendallTauB`.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { drawScratch, type DrawScratch } from '../draws.ts';
import { kendallScratch, kendallTauB } from '../kendall.ts';
import { flipSampler, forEachFlip, GUIDE } from '../perturbations/label-noise.ts';
import { drawSeed, rngForDraw } from '../random.ts';
import { sizeOfDraw, subsamplePair } from '../perturbations/size-sweep.ts';
import { minRanks } from '../rank.ts';
import { scoreScratch, weightedScores } from '../scores.ts';
import { PRODUCT_BATCH, productsFor } from './category-product.ts';
import { countersFor, matrixCounts, type Counters } from './counters.ts';
import { DrawWriter } from './draw-writer.ts';
import type { ChunkResult, Reference, RunEngine, RunInputs } from '../run-types.ts';

/** Draws counted together by the kernel (they share each tile of the matrix while in cache). */
const BATCH = 32;

let drawBufferCache: DrawScratch | null = null;

/** One scratch for drawing `n` items, kept between chunks (fresh memory costs more than drawing). */
export function drawBuffer(n: number): DrawScratch {
	if (drawBufferCache?.weights.length !== n) drawBufferCache = drawScratch(n);
	return drawBufferCache;
}

/**
 * Scores, ranks and tau-b of draws given by their item weights: `weightsOf(d)` (for draw
 * `start + d`) is called once per draw, in order, and may reuse one buffer.
 */
export function runItemDraws(
	matrix: ScoreMatrix,
	reference: Reference,
	start: number,
	count: number,
	weightsOf: (d: number) => ArrayLike<number>,
	engine: RunEngine = 'auto'
): ChunkResult {
	const M = matrix.nModels;
	const counters = engine === 'auto' ? countersFor(matrix) : null;
	if (engine === 'plain') {
		const scores = new Float64Array(count * M);
		const ranks = new Int32Array(count * M);
		const tau = new Float64Array(count);
		const sScratch = scoreScratch(M);
		const kScratch = kendallScratch(M);
		for (let d = 0; d < count; d++) {
			const s = scores.subarray(d * M, (d + 1) * M);
			weightedScores(matrix, weightsOf(d), s, sScratch);
			minRanks(s, ranks.subarray(d * M, (d + 1) * M));
			tau[d] = kendallTauB(reference.scores, s, kScratch);
		}
		return { start, count, scores, ranks, tau, replicationTau: null };
	}
	const out = new DrawWriter(reference, count);
	if (!counters) {
		const sScratch = scoreScratch(M);
		for (let d = 0; d < count; d++) {
			weightedScores(matrix, weightsOf(d), out.row(d), sScratch);
			out.fromScores(d);
		}
		return out.result(start);
	}
	countItemDraws(counters, matrix.nItems, M, count, weightsOf, (d, num, offset, den, total) => {
		if (den) out.fromFractions(d, num, den, offset);
		else out.fromCounts(d, num, offset, total);
	});
	return out.result(start);
}

/**
 * Counts draws of integer item weights with the bit kernel, `BATCH` at a time, and hands each to
 * `each(d, num, offset, den, total)`: model m's count is `num[offset + m]`, its present weight
 * `den[offset + m]` (`den` null when no cell is missing: every model's is `total`).
 */
function countItemDraws(
	counters: Counters,
	n: number,
	M: number,
	count: number,
	weightsOf: (d: number) => ArrayLike<number>,
	each: (d: number, num: Int32Array, offset: number, den: Int32Array | null, total: number) => void
): void {
	const B = Math.min(BATCH, count);
	const counts = new Int32Array(B * M);
	const dens = counters.present ? new Int32Array(B * M) : null;
	const totals = new Float64Array(B);
	const copies = dens ? batchCopies(n, B) : null;
	const batch: Uint32Array[] = [];
	for (let d0 = 0; d0 < count; d0 += B) {
		const nb = Math.min(B, count - d0);
		if (dens) {
			// numerators and denominators count the same batch: keep a copy of each draw
			batch.length = 0;
			for (let k = 0; k < nb; k++) {
				copies![k].set(weightsOf(d0 + k));
				batch.push(copies![k]);
			}
			counters.bits.countBatch(batch, counts, totals);
			counters.present!.countBatch(batch, dens);
		} else {
			// each draw goes into the kernel's memory as it is drawn
			counters.bits.countDraws(nb, (k) => weightsOf(d0 + k), counts, totals);
		}
		for (let k = 0; k < nb; k++) each(d0 + k, counts, k * M, dens, totals[k]);
	}
}

let copyCache: Uint32Array[] = [];

function batchCopies(n: number, count: number): Uint32Array[] {
	if (copyCache.length < count || copyCache[0].length !== n) {
		copyCache = Array.from({ length: Math.max(count, BATCH) }, () => new Uint32Array(n));
	}
	return copyCache;
}

/**
 * A size sweep's draws: the k-item set as the draw, and for k <= n / 2 a second, disjoint k-item
 * set whose scores give the replication tau-b (both sets counted by the same kernel batch).
 */
export function sizeSweepChunk(
	matrix: ScoreMatrix,
	prepared: RunInputs,
	spec: { readonly sizes: readonly number[]; readonly drawsPerSize: number },
	seed: number,
	start: number,
	count: number
): ChunkResult {
	const n = matrix.nItems;
	const M = matrix.nModels;
	const counters = countersFor(matrix);
	const out = new DrawWriter(prepared.reference, count);
	const replication = new Float64Array(count).fill(Number.NaN);
	const a = new Uint32Array(n);
	const b = new Uint32Array(n);
	const perm = new Uint32Array(n);
	const pairs = new Uint8Array(count);
	const second = new Float64Array(count * M);
	const kScratch = kendallScratch(M);
	// virtual draw 2k is draw k's first set, 2k + 1 its second set (when it has one)
	const draws: number[] = [];
	for (let k = 0; k < count; k++) {
		draws.push(2 * k);
		const { k: size } = sizeOfDraw(spec.sizes, spec.drawsPerSize, start + k);
		if (2 * size <= n) draws.push(2 * k + 1);
	}
	let drawn = -1;
	const weightsOf = (j: number) => {
		const v = draws[j];
		const k = v >>> 1;
		if (drawn !== k) {
			const { k: size } = sizeOfDraw(spec.sizes, spec.drawsPerSize, start + k);
			pairs[k] = subsamplePair(n, size, seed, start + k, a, b, perm) ? 1 : 0;
			drawn = k;
		}
		return v & 1 ? b : a;
	};
	const place = (j: number, s: Float64Array) => {
		const v = draws[j];
		if (v & 1) second.set(s, (v >>> 1) * M);
	};
	if (!counters) {
		const sScratch = scoreScratch(M);
		const s = new Float64Array(M);
		for (let j = 0; j < draws.length; j++) {
			const w = weightsOf(j);
			if (draws[j] & 1) place(j, weightedScores(matrix, w, s, sScratch));
			else {
				weightedScores(matrix, w, out.row(draws[j] >>> 1), sScratch);
				out.fromScores(draws[j] >>> 1);
			}
		}
	} else {
		const s = new Float64Array(M);
		countItemDraws(counters, n, M, draws.length, weightsOf, (j, num, offset, den, total) => {
			const v = draws[j];
			if (v & 1) {
				for (let m = 0; m < M; m++) {
					const dm = den ? den[offset + m] : total;
					s[m] = dm > 0 ? num[offset + m] / dm : Number.NaN;
				}
				place(j, s);
			} else if (den) out.fromFractions(v >>> 1, num, den, offset);
			else out.fromCounts(v >>> 1, num, offset, total);
		});
	}
	for (let k = 0; k < count; k++) {
		if (pairs[k]) {
			replication[k] = kendallTauB(out.row(k), second.subarray(k * M, (k + 1) * M), kScratch);
		}
	}
	return out.result(start, replication);
}

/**
 * Category kinds on the collapsed counts (see the module comment); `weightsOf(d, out)` writes
 * the category weights of draw `d` (the kind's plain draw: both paths draw the same).
 */
export function categoryChunk(
	matrix: ScoreMatrix,
	prepared: RunInputs,
	start: number,
	count: number,
	weightsOf: (d: number, out: Float64Array) => void
): ChunkResult {
	const counts = prepared.data.counts!;
	const sizes = prepared.data.groups!.sizes;
	const G = counts.nGroups;
	const M = counts.nModels;
	const { num, den, numInt } = productsFor(counts, matrix.present !== null, matrix.bits !== null);
	// no missing cell: every model's denominator is the draw's total weight
	const commonDen = matrix.present === null;
	const integral = matrix.bits !== null;
	const out = new DrawWriter(prepared.reference, count);
	const B = Math.min(PRODUCT_BATCH, count);
	const v = new Float64Array(B * G);
	const a = new Float64Array(B * M);
	const b = commonDen ? null : new Float64Array(B * M);
	const ints = new Int32Array(M);
	for (let d0 = 0; d0 < count; d0 += B) {
		const nb = Math.min(B, count - d0);
		for (let k = 0; k < nb; k++) {
			weightsOf(start + d0 + k, v.subarray(k * G, (k + 1) * G));
		}
		// integer weights on integer counts: the i32 product, exact while every sum < 2^31
		let most = 0;
		let whole = numInt !== null;
		for (let k = 0; k < nb * G && whole; k++) {
			const w = v[k];
			if (!(w >= 0 && w === Math.floor(w))) whole = false;
			else if (w > most) most = w;
		}
		if (whole && most * matrix.nItems < 2 ** 31) numInt!(v, nb, a);
		else num(v, nb, a);
		if (b) den!(v, nb, b);
		for (let k = 0; k < nb; k++) {
			const d = d0 + k;
			const row = a.subarray(k * M, (k + 1) * M);
			if (allOnes(v, k * G, G)) {
				// the reference test set (zero strength): its scores exactly, whatever the data
				out.row(d).set(prepared.reference.scores);
				out.fromScores(d);
				continue;
			}
			if (b) {
				out.fromFractions(d, a, b, k * M);
				continue;
			}
			// categoryScores' total: sum_g v_g den[m, g], the same for every model here
			let total = 0;
			let whole = integral;
			for (let g = 0; g < G; g++) {
				const w = v[k * G + g];
				if (w === 0) continue;
				total += w * sizes[g];
				if (w !== Math.floor(w)) whole = false;
			}
			if (whole && total < 2 ** 31) {
				// integer counts over one total: exact, and ranked as counts
				for (let m = 0; m < M; m++) ints[m] = row[m];
				out.fromCounts(d, ints, 0, total);
			} else {
				const s = out.row(d);
				for (let m = 0; m < M; m++) s[m] = total > 0 ? row[m] / total : Number.NaN;
				out.fromScores(d);
			}
		}
	}
	return out.result(start);
}

/**
 * Cell label noise: reference counts corrected at each flipped present cell. The flips are those
 * of `applyLabelNoise` (the same generator, gaps and positions: `forEachFlip` over item-major
 * positions i * M + m), walked as (item, model) without forming positions.
 */
export function cellNoiseChunk(
	matrix: ScoreMatrix,
	prepared: RunInputs,
	p: number,
	seed: number,
	start: number,
	count: number
): ChunkResult | null {
	const bits = matrix.bits;
	const ref = matrixCounts(matrix);
	if (!bits || !ref || !(p >= 0 && p <= 1)) return null;
	const { nItems: n, nModels: M, wordsPerItem: W, present } = matrix;
	const out = new DrawWriter(prepared.reference, count);
	const c = new Int32Array(M);
	const sampler = p > 0 && p < 1 ? flipSampler(p) : null;
	const table = sampler ? sampler.table : new Float64Array(1);
	const guide = sampler ? sampler.guide : new Int32Array(1);
	const K = sampler ? sampler.K : 0;
	for (let k = 0; k < count; k++) {
		c.set(ref.num);
		if (p > 0) {
			// the draw's generator, xoroshiro128+ seeded as rngForDraw seeds it (see draws-fast.ts)
			const s = drawSeed(seed, start + k);
			let s01 = -1;
			let s00 = ~s;
			let s11 = s | 0;
			let s10 = 0;
			let i = 0;
			let m = -1;
			for (;;) {
				// flipGap(sampler, rng), inlined
				let step = 1;
				if (sampler) {
					for (;;) {
						// uniform32: (next() as unsigned + 1) / 2^32
						const x = (s00 + s10) | 0;
						const a0 = s10 ^ s00;
						const a1 = s11 ^ s01;
						const t00 = s00;
						const t01 = s01;
						s00 = (t00 << 24) ^ (t01 >>> 8) ^ a0 ^ (a0 << 16);
						s01 = (t01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
						s10 = (a1 << 5) ^ (a0 >>> 27);
						s11 = (a0 << 5) ^ (a1 >>> 27);
						const u = ((x >>> 0) + 1) * 2.3283064365386963e-10;
						let g = guide[Math.floor(u * GUIDE)];
						while (g > 0 && table[g] < u) g--;
						step += g;
						if (g < K) break;
					}
				}
				if (step < M - m) m += step;
				else {
					// next item(s): exact in doubles for any gap, then back to small integers
					const at = m + step;
					const q = Math.floor(at / M);
					if (q >= n - i) break;
					i += q;
					m = at - q * M;
				}
				const w = i * W + (m >>> 5);
				if (present && ((present[w] >>> (m & 31)) & 1) === 0) continue;
				// a 0 made 1 adds one, a 1 made 0 takes one away (branch-free)
				c[m] += 1 - 2 * ((bits[w] >>> (m & 31)) & 1);
			}
		}
		if (ref.den) out.fromFractions(k, c, ref.den, 0);
		else out.fromCounts(k, c, 0, n);
	}
	return out.result(start);
}

/**
 * Answer-key label noise: the bit kernel counts each draw's flipped items (chosen as
 * `applyLabelNoise` chooses them); a model's count is its reference count plus its present
 * cells on the flipped items minus twice its correct ones there.
 */
export function keyNoiseChunk(
	matrix: ScoreMatrix,
	prepared: RunInputs,
	p: number,
	seed: number,
	start: number,
	count: number
): ChunkResult | null {
	const counters = countersFor(matrix);
	const ref = matrixCounts(matrix);
	if (!counters || !ref) return null;
	const n = matrix.nItems;
	const M = matrix.nModels;
	const flips = new Uint8Array(n);
	const out = new DrawWriter(prepared.reference, count);
	const c = new Int32Array(M);
	countItemDraws(
		counters,
		n,
		M,
		count,
		(d) => {
			flips.fill(0);
			forEachFlip(rngForDraw(seed, start + d), n, p, (i) => (flips[i] = 1));
			return flips;
		},
		(d, num, offset, den, total) => {
			for (let m = 0; m < M; m++) {
				const present = den ? den[offset + m] : total;
				c[m] = ref.num[m] + present - 2 * num[offset + m];
			}
			if (ref.den) out.fromFractions(d, c, ref.den, 0);
			else out.fromCounts(d, c, 0, n);
		}
	);
	return out.result(start);
}

/**
 * Threshold sweep: per model, the present cells at or above each threshold of the chunk, in one
 * pass over the cells (the counts of `binarize(matrix, t)`).
 */
export function thresholdChunk(
	matrix: ScoreMatrix,
	prepared: RunInputs,
	thresholds: readonly number[],
	start: number,
	count: number
): ChunkResult | null {
	const values = matrix.values;
	if (!values) return null;
	const { nItems: n, nModels: M } = matrix;
	const wanted = thresholds.slice(start, start + count);
	const sorted = Float64Array.from(new Set(wanted)).sort();
	const U = sorted.length;
	// hist[m * (U + 1) + j]: present cells of model m at or above exactly j of the thresholds
	const hist = new Int32Array(M * (U + 1));
	const den = new Int32Array(M);
	for (let i = 0; i < n; i++) {
		const row = i * M;
		for (let m = 0; m < M; m++) {
			const x = values[row + m];
			if (x !== x) continue;
			den[m]++;
			let lo = 0;
			let hi = U;
			while (lo < hi) {
				const mid = (lo + hi) >>> 1;
				if (x >= sorted[mid]) lo = mid + 1;
				else hi = mid;
			}
			hist[m * (U + 1) + lo]++;
		}
	}
	// at[m * U + u]: cells of model m at or above sorted[u]
	const at = new Int32Array(M * U);
	for (let m = 0; m < M; m++) {
		let run = 0;
		for (let j = U; j >= 1; j--) {
			run += hist[m * (U + 1) + j];
			at[m * U + j - 1] = run;
		}
	}
	const out = new DrawWriter(prepared.reference, count);
	const c = new Int32Array(M);
	for (let k = 0; k < count; k++) {
		const u = sorted.indexOf(wanted[k]);
		for (let m = 0; m < M; m++) c[m] = at[m * U + u];
		if (matrix.present) out.fromFractions(k, c, den, 0);
		else out.fromCounts(k, c, 0, n);
	}
	return out.result(start);
}

function allOnes(v: Float64Array, offset: number, n: number): boolean {
	for (let g = 0; g < n; g++) if (v[offset + g] !== 1) return false;
	return true;
}

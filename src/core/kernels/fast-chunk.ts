/**
 * The fast paths of `runChunk`, one per kind of draw. Each gives the plain path's numbers
 * (`perturbations/perturbation-chunk.ts`) exactly where the weights are integers (property tests
 * in tests/unit/kernels); `fastChunk` returns null where no fast path applies and the plain path
 * runs.
 *
 * - Item weights (bootstrap, subsample, size sweep, time split, difficulty with resampling): on
 *   0/1 matrices the WebAssembly bit kernel counts each draw (`bitcount.ts`); continuous matrices
 *   use the float loop of `weightedScores`. Ranks and tau-b by the integer ranking kernel
 *   (`draw-writer.ts`).
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { drawScratch, type DrawScratch } from '../draws.ts';
import { kendallScratch, kendallTauB } from '../kendall.ts';
import { resampleWeights } from '../perturbations/difficulty.ts';
import { sizeOfDraw, subsamplePair } from '../perturbations/size-sweep.ts';
import { minRanks } from '../rank.ts';
import type { ChunkResult, PreparedRun, Reference, RunEngine } from '../run.ts';
import { scoreScratch, weightedScores } from '../scores.ts';
import { countersFor, type Counters } from './counters.ts';
import { drawWeightsFast } from './draws-fast.ts';
import { DrawWriter } from './draw-writer.ts';

/** Draws counted together by the kernel (they share each tile of the matrix while in cache). */
const BATCH = 32;

/** The fast chunk of a prepared run, or null when no fast path applies (the plain path runs). */
export function fastChunk(
	matrix: ScoreMatrix,
	prepared: PreparedRun,
	seed: number,
	start: number,
	count: number
): ChunkResult | null {
	const spec = prepared.recipe;
	const n = matrix.nItems;
	const reference = prepared.reference;
	switch (spec.kind) {
		case 'bootstrap':
		case 'subsample': {
			const perturbation =
				spec.kind === 'subsample'
					? { kind: spec.kind, fraction: spec.fraction }
					: { kind: spec.kind, fraction: 1, strength: spec.strength };
			const scratch = drawBuffer(n);
			return runItemDraws(matrix, reference, start, count, (d) =>
				drawWeightsFast(n, perturbation, seed, start + d, scratch)
			);
		}
		case 'timeSplit': {
			const split = prepared.data.split!;
			return runItemDraws(matrix, reference, start, count, (d) =>
				start + d === 0 ? split.before : split.after
			);
		}
		case 'difficulty': {
			const alias = prepared.data.tilt!.alias;
			if (!alias) return null; // one fixed draw of real weights: the plain path
			const w = drawBuffer(n).weights;
			return runItemDraws(matrix, reference, start, count, (d) =>
				resampleWeights(alias, seed, start + d, w)
			);
		}
		case 'sizeSweep':
			return sizeSweepChunk(matrix, prepared, seed, start, count);
		default:
			return null;
	}
}

let drawBufferCache: DrawScratch | null = null;

/** One scratch for drawing `n` items, kept between chunks (fresh memory costs more than drawing). */
function drawBuffer(n: number): DrawScratch {
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
export function countItemDraws(
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
function sizeSweepChunk(
	matrix: ScoreMatrix,
	prepared: PreparedRun,
	seed: number,
	start: number,
	count: number
): ChunkResult | null {
	const spec = prepared.recipe;
	if (spec.kind !== 'sizeSweep') return null;
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

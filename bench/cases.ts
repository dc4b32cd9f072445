/** The benchmark's cases and draws, shared by the Node runner and the browser page. */
import type { ScoreMatrix } from '../src/core/ScoreMatrix.ts';
import { drawScratch, type PerturbationKind } from '../src/core/draws.ts';
import { drawWeightsFast } from '../src/core/kernels/draws-fast.ts';
import type { Recipe } from '../src/core/perturbations/catalogue.ts';
import { forEachFlip } from '../src/core/perturbations/label-noise.ts';
import { trialsPlan } from '../src/core/perturbations/trials.ts';
import { drawCounts } from '../src/core/kernels/trials-chunk.ts';
import { categoryDrawWeights, prepareRun } from '../src/core/perturbations/perturbation-chunk.ts';
import { rngForDraw } from '../src/core/random.ts';

export interface Size {
	readonly name: string;
	readonly models: number;
	readonly items: number;
	readonly draws: number;
	/** Required engine / numpy ratio. */
	readonly target: number;
}

export const SIZES: readonly Size[] = [
	{ name: 'S', models: 20, items: 500, draws: 10_000, target: 0.5 },
	{ name: 'Mid', models: 100, items: 14_042, draws: 1_000, target: 0.5 },
	{ name: 'L', models: 1_000, items: 14_042, draws: 1_000, target: 0.25 },
	{ name: 'XL', models: 4_000, items: 60_000, draws: 200, target: 0.25 }
];

export const FRACTION = 0.5;
export const DRAW_SEED = 20_240_521;
export const matrixSeed = (size: Size) => 1_000 + size.models + size.items;

/**
 * The draws of a run, generated once: draw-major, one byte per item. Drawn with the engine's
 * inlined generator, which gives exactly `drawWeights`' draws (tests/unit/core/kernels) faster.
 */
export function generateDraws(nItems: number, kind: PerturbationKind, nDraws: number): Uint8Array {
	const out = new Uint8Array(nDraws * nItems);
	const scratch = drawScratch(nItems);
	for (let d = 0; d < nDraws; d++) {
		const w = drawWeightsFast(nItems, { kind, fraction: FRACTION }, DRAW_SEED, d, scratch);
		for (let i = 0; i < nItems; i++) {
			if (w[i] > 255) throw new RangeError('a weight does not fit in a byte');
		}
		out.set(w, d * nItems);
	}
	return out;
}

/** The kinds of the benchmark: the item draws above, then four catalogue kinds. */
export type BenchKind =
	PerturbationKind | 'dirichlet' | 'clusterBootstrap' | 'labelNoise' | 'trials';
export const BENCH_KINDS: readonly BenchKind[] = [
	'bootstrap',
	'subsample',
	'dirichlet',
	'clusterBootstrap',
	'labelNoise',
	'trials'
];

/** Dirichlet concentration and label-noise flip probability of the benchmark. */
export const CONCENTRATION = 10;
export const FLIP_P = 0.05;
/**
 * Fewer trials: the data's cells are means of TRIALS_K trials, redrawn with TRIALS_KEPT. Its
 * matrix holds a float64 per cell, so XL (240 M cells, 1.9 GB) is left out: past the app's
 * 256 MB matrix limit for such scores.
 */
export const TRIALS_K = 5;
export const TRIALS_KEPT = 2;
export const TRIALS_SIZES: readonly string[] = ['S', 'Mid', 'L'];

/** Draws of the fewer-trials case: L's 9 M redrawn cells a draw take numpy minutes per 100. */
export function trialsDraws(size: Size): number {
	return size.name === 'L' ? 100 : size.draws;
}

/**
 * Categories of a size's matrix: MMLU's 57 subjects at its 14,042 items (Mid, L), ImageNet's
 * 1,000 classes at XL, 10 at S. Item i belongs to category floor(i G / n) (the synthetic items
 * are exchangeable, so contiguous blocks are as good as any split).
 */
export function categoriesOf(size: Size): number {
	return size.name === 'XL' ? 1000 : size.name === 'S' ? 10 : 57;
}

/** The `category` meta column of a size's matrix. */
export function categoryColumn(nItems: number, G: number): string[] {
	const width = String(G - 1).length;
	return Array.from(
		{ length: nItems },
		(_, i) => `c${String(Math.floor((i * G) / nItems)).padStart(width, '0')}`
	);
}

/** The catalogue recipe a bench kind runs. */
export function benchRecipe(kind: BenchKind): Recipe {
	switch (kind) {
		case 'bootstrap':
			return { kind, strength: 1 };
		case 'subsample':
			return { kind, fraction: FRACTION };
		case 'dirichlet':
			return { kind, column: 'category', concentration: CONCENTRATION };
		case 'clusterBootstrap':
			return { kind, column: 'category', strength: 1 };
		case 'labelNoise':
			return { kind, p: FLIP_P, mode: 'cell' };
		case 'trials':
			return { kind, trials: TRIALS_KEPT };
	}
}

/**
 * The category weights of a category kind's draws, generated once with the app's code
 * (draw-major, G per draw).
 */
export function categoryDraws(matrix: ScoreMatrix, kind: BenchKind, nDraws: number): Float64Array {
	const prepared = prepareRun(matrix, benchRecipe(kind));
	const G = prepared.data.groups!.names.length;
	const out = new Float64Array(nDraws * G);
	for (let d = 0; d < nDraws; d++) {
		categoryDrawWeights(prepared, DRAW_SEED, d, out.subarray(d * G, (d + 1) * G));
	}
	return out;
}

/** Item weights from category weights (`groupOf[i]` = item i's category), as bytes. */
export function expandToBytes(v: Float64Array, groupOf: Int32Array, nDraws: number): Uint8Array {
	const n = groupOf.length;
	const G = v.length / nDraws;
	const out = new Uint8Array(nDraws * n);
	for (let d = 0; d < nDraws; d++) {
		for (let i = 0; i < n; i++) {
			const w = v[d * G + groupOf[i]];
			if (!(w >= 0 && w <= 255 && w === Math.floor(w))) {
				throw new RangeError(`weight ${w} does not fit in a byte`);
			}
			out[d * n + i] = w;
		}
	}
	return out;
}

/**
 * The flipped cells (item-major positions i M + m) of label-noise draws [0, nDraws), as the app
 * places them, for numpy to check the engine's counts on.
 */
export function flipPositions(nItems: number, nModels: number, nDraws: number): Int32Array[] {
	const out: Int32Array[] = [];
	for (let d = 0; d < nDraws; d++) {
		const pos: number[] = [];
		forEachFlip(rngForDraw(DRAW_SEED, d), nItems * nModels, FLIP_P, (k) => pos.push(k));
		out.push(Int32Array.from(pos));
	}
	return out;
}

/**
 * The redrawn successes X (one byte per redrawn cell, item-major) of "fewer trials" draws
 * [0, nDraws), as the app draws them, for numpy to check the engine's counts on.
 */
export function trialDraws(matrix: ScoreMatrix, nDraws: number): Uint8Array {
	const plan = trialsPlan(matrix, TRIALS_KEPT);
	const U = plan.cellModel.length;
	const out = new Uint8Array(nDraws * U);
	const counts = new Int32Array(matrix.nModels);
	for (let d = 0; d < nDraws; d++) {
		drawCounts(plan, DRAW_SEED, d, counts, (j, x) => (out[d * U + j] = x));
	}
	return out;
}

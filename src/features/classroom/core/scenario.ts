/**
 * The classroom scenario: a simulated benchmark whose truth is known, built by composing the
 * app's seeded item-response generator (`sample-generator.ts`, unchanged) with the engine's own
 * draws.
 *
 * - **The source**: `generateSample` makes `SOURCE_ITEMS` items answered by `MODELS` models
 *   (two-parameter logistic IRT, five categories of different difficulty). The source stands for
 *   every question the benchmark could ever have asked.
 * - **True ability** of a model: its score on the whole source (the population accuracy that a
 *   test set estimates). The generator's own latent ability (`theta`, without its per-category
 *   skill offsets) is kept beside it for explanations; the ranking the story checks against is
 *   the source score, which is what "the better model" means for this kind of question.
 * - **Test sets**: `k` items drawn from the source without replacement, by the size sweep's own
 *   draw (`subsamplePair`: a partial Fisher-Yates shuffle); the next `k` positions of the same
 *   shuffle give a second test set disjoint from the first (step 2's "new test set from the same
 *   source"). Draw `d` of a scenario seeded with `s` is a function of (s, k, d) alone.
 *
 * Every random stream is derived from the one seed the class sees (`streamSeed`), so the models
 * stay the same when the test set is redrawn and the same controls give the same numbers on any
 * machine and with any number of workers.
 */
import { MatrixBuilder } from '../../../core/MatrixBuilder.ts';
import { packMatrix, type ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { itemRow } from '../../items/core/model-totals.ts';
import { subsamplePair } from '../../../core/perturbations/size-sweep.ts';
import { drawSeed } from '../../../core/random.ts';
import { minRanks, rankingOrder } from '../../../core/rank.ts';
import { computeReference } from '../../../core/run.ts';
import { generateSample, type SampleSpec } from '../../../core/sample-generator.ts';

/** Models in the classroom scenario. */
export const MODELS = 12;
/** Items in the source (test sets are drawn from it; at most half of it per test set). */
export const SOURCE_ITEMS = 2000;
/** Largest test set: two disjoint test sets must fit in the source. */
export const MAX_TEST_ITEMS = SOURCE_ITEMS / 2;

/** The five categories of the built-in leaderboard sample (difficulty offsets in logits). */
export const CATEGORIES: SampleSpec['categories'] = [
	{ name: 'math', difficulty: 0.6 },
	{ name: 'code', difficulty: 0.3 },
	{ name: 'reasoning', difficulty: 0.2 },
	{ name: 'knowledge', difficulty: -0.4 },
	{ name: 'language', difficulty: -0.7 }
];

/** The generator's spec of the source for `seed`. */
export function sourceSpec(seed: number): SampleSpec {
	return {
		id: 'classroom',
		title: 'Classroom source',
		description: 'The classroom story: every question the benchmark could ask.',
		seed,
		nModels: MODELS,
		nItems: SOURCE_ITEMS,
		categories: CATEGORIES,
		kind: 'binary',
		startDate: '2025-01-01',
		days: 365
	};
}

/**
 * The independent random streams of a scenario. Each is seeded by `streamSeed(seed, stream)`;
 * the source itself is `generateSample` with the seed as given.
 */
export const STREAM = {
	testSets: 1,
	sameSource: 2,
	harder: 3,
	preparation: 4,
	broken: 5,
	sameSourceLarge: 6,
	floor: 7,
	freshBand: 8,
	freshBandDraws: 9,
	traceText: 10,
	readingOrder: 11
} as const;

/**
 * The 32-bit seed of one stream of a scenario: the engine's per-draw seed (`drawSeed`) of draw
 * 1,000,000 + stream, an index no run of the app's draws reaches.
 */
export function streamSeed(seed: number, stream: number): number {
	return drawSeed(seed, 1_000_000 + stream);
}

export interface ClassroomScenario {
	readonly seed: number;
	/** The source: SOURCE_ITEMS items x MODELS models, 0/1. */
	readonly source: ScoreMatrix;
	readonly models: readonly string[];
	/** Each model's score on the whole source (column order): its true ability. */
	readonly trueAbility: Float64Array;
	/** Min ranks of true ability (1 = truly best). */
	readonly trueRanks: Int32Array;
	/** Model indices, truly best first. */
	readonly trueOrder: readonly number[];
	/** The generator's latent ability (logits, without category skill), column order. */
	readonly theta: readonly number[];
	/** The generator's skill offset of each model per category (logits), column order. */
	readonly skills: readonly (readonly number[])[];
}

let cached: ClassroomScenario | null = null;

/**
 * The scenario of `seed` (the last one is kept: every step of one class asks for the same).
 * Pure: the same seed always gives the same scenario.
 */
export function buildScenario(seed: number): ClassroomScenario {
	if (cached && cached.seed === seed) return cached;
	const sample = generateSample(sourceSpec(seed));
	const source = packMatrix(sample);
	const trueAbility = computeReference(source).scores;
	cached = {
		seed,
		source,
		models: source.models,
		trueAbility,
		trueRanks: minRanks(trueAbility),
		trueOrder: rankingOrder(trueAbility),
		theta: sample.abilities,
		skills: sample.skills
	};
	return cached;
}

/** A test set: source items (ascending) and the matrix of their rows. */
export interface TestSet {
	/** Source item indices, ascending. */
	readonly items: Uint32Array;
	readonly matrix: ScoreMatrix;
}

/**
 * The two disjoint test sets of draw `draw` of size `k` (k <= SOURCE_ITEMS / 2): the first is
 * the leaderboard's test set (steps 1 and 3-6), the second the new one of step 2.
 */
export function testSetPair(
	scenario: ClassroomScenario,
	k: number,
	draw: number
): { readonly first: TestSet; readonly second: TestSet } {
	const n = scenario.source.nItems;
	if (!(Number.isInteger(k) && k >= 1 && 2 * k <= n)) {
		throw new RangeError(`a test set has 1 to ${n / 2} items; asked for ${k}`);
	}
	const a = new Uint32Array(n);
	const b = new Uint32Array(n);
	subsamplePair(n, k, streamSeed(scenario.seed, STREAM.testSets), draw, a, b);
	return { first: testSetOf(scenario.source, a), second: testSetOf(scenario.source, b) };
}

function testSetOf(source: ScoreMatrix, weights: Uint32Array): TestSet {
	const items: number[] = [];
	for (let i = 0; i < weights.length; i++) if (weights[i]) items.push(i);
	const list = Uint32Array.from(items);
	return { items: list, matrix: rowsOf(source, list) };
}

/**
 * The matrix of some rows of `matrix` (in the order given), with their ids and metadata; cells
 * changed by `edit(row, cells)` when given (cells are 0/1, `NaN` = missing).
 */
export function rowsOf(
	matrix: ScoreMatrix,
	items: ArrayLike<number>,
	edit?: (row: number, cells: Float64Array) => void
): ScoreMatrix {
	const fields = Object.keys(matrix.meta);
	const builder = new MatrixBuilder(matrix.models, fields, items.length);
	const cells = new Float64Array(matrix.nModels);
	for (let r = 0; r < items.length; r++) {
		const i = items[r];
		itemRow(matrix, i, cells);
		edit?.(r, cells);
		builder.addRow(
			matrix.itemIds[i],
			cells,
			fields.map((f) => matrix.meta[f][i])
		);
	}
	return builder.build();
}

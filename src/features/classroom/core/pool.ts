/**
 * Fresh items for the classroom's models: new test sets written from scratch by the same
 * item-response model as the source (`sample-generator.ts`), for steps 2 and 3.
 *
 * The source (`scenario.ts`) is 2,000 items the generator wrote once; the **pool** is everything
 * the same generator could write next: each new item gets a category, a difficulty and a
 * discrimination drawn as the generator draws them (`drawItemParameters`), and each model answers
 * it right with the generator's 2PL probability (`solveProbability`), from its own ability plus
 * its skill in the item's category (`Sample.skills`). So a fresh test set is another sample of
 * the same kind of question, not a reshuffle of the source's items.
 *
 * A **harder source** writes items `shift` logits harder (b + shift; the generator's difficulty
 * has SD 1 within a category, so `shift` is in SDs of difficulty). Models **closer together**:
 * `spacing` scales each model's ability around the models' mean ability (1 = the generator's
 * models, 0 = equal abilities, told apart only by their category skills).
 *
 * Randomness: test set `draw` of stream `stream` has its own generator,
 * `rngForDraw(streamSeed(seed, stream), draw)`, read item after item (per item: the category,
 * two normals for b and a, then one uniform per model, models in column order). The same uniforms
 * serve every `shift` and `spacing` (common random numbers), so moving a slider changes the
 * answers of the same items rather than drawing new ones; the first k items of a test set are the
 * same whatever its size.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { rngForDraw } from '../../../core/random.ts';
import { drawItemParameters, solveProbability } from '../../../core/sample-generator.ts';
import { packMatrix, type ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { CATEGORIES, streamSeed, type ClassroomScenario } from './scenario.ts';

/** The two sizes of fresh test set steps 2 and 3 draw (items per test set). */
export const NOISE_SIZES = { small: 200, large: 2000 } as const;
export type NoiseSize = keyof typeof NOISE_SIZES;

/** How a fresh test set is written: harder by `shift` logits, models at `spacing`. */
interface PoolOptions {
	/** Logits added to every item's difficulty (0: the source's own kind of item). */
	readonly shift: number;
	/** Scale of the spread of the models' abilities around their mean (1: as generated). */
	readonly spacing: number;
}

const SAME_SOURCE: PoolOptions = { shift: 0, spacing: 1 };

/**
 * Each model's ability in each category (logits: its ability plus its skill there), `[model][category]`
 * in column order, with the differences between models scaled by `spacing` around the models' mean
 * in that category: 1 leaves them as generated, 0 makes every model equally able.
 */
export function spacedAbilities(scenario: ClassroomScenario, spacing: number): Float64Array[] {
	const M = scenario.theta.length;
	const G = CATEGORIES.length;
	const out = scenario.theta.map((t, m) => Float64Array.from(scenario.skills[m], (s) => t + s));
	for (let g = 0; g < G; g++) {
		let mean = 0;
		for (let m = 0; m < M; m++) mean += out[m][g] / M;
		for (let m = 0; m < M; m++) out[m][g] = mean + spacing * (out[m][g] - mean);
	}
	return out;
}

/**
 * Writes test set `draw` of `stream`: `k` fresh items answered by the scenario's models, each
 * item's 0/1 answers into `cells` (row-major, `k x models`) and its category index into
 * `categories` when given. One loop for a test set and for the fresh-set band's pool of items
 * (`fresh-band.ts`), so both read the generator the same way.
 */
function answerFreshItems(
	scenario: ClassroomScenario,
	stream: number,
	draw: number,
	k: number,
	options: PoolOptions,
	cells: Float64Array | Uint8Array,
	categories: Int32Array | null
): void {
	if (!(Number.isInteger(k) && k >= 1))
		throw new RangeError(`a test set has k >= 1 items, not ${k}`);
	const rng = rngForDraw(streamSeed(scenario.seed, stream), draw);
	const u = () => uniformFloat64(rng);
	const M = scenario.models.length;
	const ability = spacedAbilities(scenario, options.spacing);
	for (let i = 0; i < k; i++) {
		const drawn = drawItemParameters(u, CATEGORIES);
		const item = { a: drawn.a, b: drawn.b + options.shift };
		if (categories) categories[i] = drawn.category;
		for (let m = 0; m < M; m++) {
			cells[i * M + m] = u() < solveProbability(ability[m][drawn.category], item) ? 1 : 0;
		}
	}
}

/**
 * Test set `draw` of `stream`: `k` fresh items (rows `<stream>-<draw>-<i>`, with their category)
 * answered by the scenario's models, 0/1.
 */
export function freshTestSet(
	scenario: ClassroomScenario,
	stream: number,
	draw: number,
	k: number,
	options: PoolOptions = SAME_SOURCE
): ScoreMatrix {
	const cells = new Float64Array(k * scenario.models.length);
	const groups = new Int32Array(k);
	answerFreshItems(scenario, stream, draw, k, options, cells, groups);
	const itemIds = Array.from({ length: k }, (_, i) => `fresh-${stream}-${draw}-${i + 1}`);
	const category = Array.from(groups, (g) => CATEGORIES[g].name);
	return packMatrix({ models: scenario.models, itemIds, meta: { category }, cells });
}

/**
 * The 0/1 answers (items x models, row-major) of test set `draw` of `stream`: the same items and
 * answers as `freshTestSet`, one byte a cell, without building the matrix.
 */
export function freshCells(
	scenario: ClassroomScenario,
	stream: number,
	draw: number,
	k: number,
	options: PoolOptions
): Uint8Array {
	const cells = new Uint8Array(k * scenario.models.length);
	answerFreshItems(scenario, stream, draw, k, options, cells, null);
	return cells;
}

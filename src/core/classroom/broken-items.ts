/**
 * Broken items planted in a test set, for the class to find with the item view's flags
 * (`items/item-table.ts`): the kinds of flaw Northcutt et al. (2021, "Pervasive Label Errors in
 * Test Sets Destabilize Machine Learning Benchmarks", NeurIPS Datasets and Benchmarks,
 * arXiv:2103.14749) and Hamel Husain's note find behind headline numbers.
 *
 * - **wrong key**: the answer key is wrong, so every model's grade on the item is reversed
 *   (right becomes wrong and wrong becomes right — the label-noise perturbation's `key` mode,
 *   `perturbations/label-noise.ts`, on one chosen item): the models that knew the answer fail and
 *   the ones that did not pass. It is planted on items that separate strong from weak models
 *   (item-rest correlation at least `WRONG_KEY_MIN_DISCRIMINATION` on the clean test set), where
 *   a wrong key moves the ranking; on an item that does not separate the models a wrong key can
 *   neither be seen in the scores nor change much.
 * - **impossible**: no answer can be graded right (a broken harness, a key no model can match):
 *   every model fails it.
 *
 * Which items are chosen is seeded (the scenario's `broken` stream): a uniform random choice
 * among the candidates by a partial Fisher-Yates shuffle (the engine's `randomInt`).
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { buildItemTable } from '../items/item-table.ts';
import { randomInt, rngForDraw } from '../random.ts';
import { rowsOf, STREAM, streamSeed, type ClassroomScenario, type TestSet } from './scenario.ts';

/** Item-rest correlation an item needs on the clean test set to receive a planted wrong key. */
export const WRONG_KEY_MIN_DISCRIMINATION = 0.6;

export type BrokenKind = 'wrongKey' | 'impossible';

export interface PlantedItems {
	/** The test set with the broken items (same rows, same order). */
	readonly matrix: ScoreMatrix;
	/** Row of each planted item in the test set, ascending, and its kind. */
	readonly rows: Int32Array;
	readonly kinds: readonly BrokenKind[];
	/** Wrong keys asked for but not planted (too few discriminating items). */
	readonly wrongKeysMissing: number;
	/** Impossible items asked for but not planted (the test set has no rows left). */
	readonly impossibleMissing: number;
}

/** `count` of `candidates` chosen uniformly at random (partial Fisher-Yates), in chosen order. */
function choose(candidates: number[], count: number, rng: ReturnType<typeof rngForDraw>): number[] {
	const a = candidates.slice();
	const k = Math.min(count, a.length);
	for (let j = 0; j < k; j++) {
		const r = randomInt(rng, j, a.length - 1);
		[a[j], a[r]] = [a[r], a[j]];
	}
	return a.slice(0, k);
}

/**
 * Plants `wrongKeys` wrong keys and `impossible` impossible items in the test set, on distinct
 * rows, as many as the test set allows (the shortfall is reported). The same scenario, test set
 * and counts always plant the same rows.
 */
export function plantBrokenItems(
	scenario: ClassroomScenario,
	testSet: TestSet,
	wrongKeys: number,
	impossible: number
): PlantedItems {
	const n = testSet.matrix.nItems;
	const rng = rngForDraw(streamSeed(scenario.seed, STREAM.broken), 0);
	const clean = buildItemTable(testSet.matrix);
	const discriminating: number[] = [];
	for (let r = 0; r < n; r++) {
		if (clean.discrimination[r] >= WRONG_KEY_MIN_DISCRIMINATION) discriminating.push(r);
	}
	const keyed = choose(discriminating, wrongKeys, rng);
	const taken = new Set(keyed);
	const rest: number[] = [];
	for (let r = 0; r < n; r++) if (!taken.has(r)) rest.push(r);
	const dead = choose(rest, impossible, rng);
	const kindOf = new Map<number, BrokenKind>();
	for (const r of keyed) kindOf.set(r, 'wrongKey');
	for (const r of dead) kindOf.set(r, 'impossible');
	const rows = Int32Array.from(kindOf.keys()).sort();
	const all = Array.from({ length: n }, (_, r) => r);
	const matrix = rowsOf(testSet.matrix, all, (r, cells) => {
		const kind = kindOf.get(r);
		if (!kind) return;
		for (let m = 0; m < cells.length; m++) {
			if (cells[m] !== cells[m]) continue;
			cells[m] = kind === 'wrongKey' ? 1 - cells[m] : 0;
		}
	});
	return {
		matrix,
		rows,
		kinds: Array.from(rows, (r) => kindOf.get(r)!),
		wrongKeysMissing: wrongKeys - keyed.length,
		impossibleMissing: impossible - dead.length
	};
}

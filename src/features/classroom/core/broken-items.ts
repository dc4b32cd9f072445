/**
 * Broken items in a test set, and the traces a reader opens to find them (step 6). The kinds of
 * flaw Hamel Husain's note says the traces of failing tasks show (an item graded improperly, a
 * harness that cannot grade it) and Northcutt et al. (2021, "Pervasive Label Errors in Test Sets
 * Destabilize Machine Learning Benchmarks", NeurIPS Datasets and Benchmarks, arXiv:2103.14749)
 * counted in widely used test sets.
 *
 * **Answers.** Every item is multiple choice with `OPTIONS` options. Its answer key is drawn
 * uniformly; a model that answers it right (a 1 in the source) gives the key, a model that
 * answers it wrong gives one of the other options, uniformly. So each model's answer, not only its
 * grade, is part of the trace.
 *
 * **Broken items**, on rows chosen uniformly at random (not where a flag would find them):
 * - `wrongKey`: the answer key names another option (drawn uniformly among the wrong ones): the
 *   models that knew the answer are graded wrong, the ones that happened to pick the wrong key are
 *   graded right. Not a mirror image of the grades: on an easy item nobody passes any more, on a
 *   hard one a few weak models do.
 * - `impossible`: the harness fails on the item (no answer reaches the grader): every model fails.
 *
 * Randomness: an item's key, each model's wrong option and the wrong key it would get come from
 * `rngForDraw(streamSeed(seed, STREAM.broken), 1 + source item)`, so they belong to the item
 * whatever test set holds it; the rows that are broken come from draw 0 of the same stream (a
 * partial Fisher-Yates shuffle with the engine's `randomInt`).
 */
import { randomInt, rngForDraw, type Rng } from '../../../core/random.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { rowsOf, STREAM, streamSeed, type ClassroomScenario, type TestSet } from './scenario.ts';

/** Options per item (A-D). */
export const OPTIONS = 4;

export type BrokenKind = 'wrongKey' | 'impossible';

/** What each model answered on an item and the key it was graded against. */
interface ItemAnswers {
	/** The key the item is graded against (an option index; the planted one on a wrong key). */
	readonly key: number;
	/** The right answer (differs from `key` on a wrong key). */
	readonly rightAnswer: number;
	/** Each model's answer (option index), column order; -1: no answer (the harness failed). */
	readonly answers: Int8Array;
}

export interface PlantedItems {
	/** The test set with the broken items (same rows, same order). */
	readonly matrix: ScoreMatrix;
	/** Row of each planted item in the test set, ascending, and its kind. */
	readonly rows: Int32Array;
	readonly kinds: readonly BrokenKind[];
	/** Each row's answers, as graded in `matrix`. */
	readonly answers: readonly ItemAnswers[];
	/** Broken items asked for but not planted (the test set has too few rows). */
	readonly wrongKeysMissing: number;
	readonly impossibleMissing: number;
}

/** `count` of `candidates` chosen uniformly at random (partial Fisher-Yates), in chosen order. */
function choose(candidates: number[], count: number, rng: Rng): number[] {
	const a = candidates.slice();
	const k = Math.min(count, a.length);
	for (let j = 0; j < k; j++) {
		const r = randomInt(rng, j, a.length - 1);
		[a[j], a[r]] = [a[r], a[j]];
	}
	return a.slice(0, k);
}

/** The `n`-th option other than `key` (0 <= n < OPTIONS - 1). */
function otherOption(key: number, n: number): number {
	return n < key ? n : n + 1;
}

/**
 * The answers on one item: its key, each model's answer given its clean grade (`cells`, 0/1),
 * and the wrong key it gets when one is planted.
 */
export function itemAnswers(
	seed: number,
	sourceItem: number,
	cells: ArrayLike<number>
): { key: number; wrongKey: number; answers: Int8Array } {
	const rng = rngForDraw(streamSeed(seed, STREAM.broken), 1 + sourceItem);
	const key = randomInt(rng, 0, OPTIONS - 1);
	const answers = new Int8Array(cells.length);
	for (let m = 0; m < cells.length; m++) {
		const wrong = otherOption(key, randomInt(rng, 0, OPTIONS - 2));
		answers[m] = cells[m] === 1 ? key : wrong;
	}
	const wrongKey = otherOption(key, randomInt(rng, 0, OPTIONS - 2));
	return { key, wrongKey, answers };
}

/** Chooses the broken rows: `wrongKeys` of all rows, then `impossible` of the rest. */
function brokenRows(seed: number, n: number, wrongKeys: number, impossible: number) {
	const rng = rngForDraw(streamSeed(seed, STREAM.broken), 0);
	const all = Array.from({ length: n }, (_, r) => r);
	const keyed = choose(all, wrongKeys, rng);
	const taken = new Set(keyed);
	const dead = choose(
		all.filter((r) => !taken.has(r)),
		impossible,
		rng
	);
	const kindOf = new Map<number, BrokenKind>();
	for (const r of keyed) kindOf.set(r, 'wrongKey');
	for (const r of dead) kindOf.set(r, 'impossible');
	return { kindOf, keyed: keyed.length, dead: dead.length };
}

/**
 * Plants `wrongKeys` wrong keys and `impossible` harness failures in the test set, on distinct
 * rows, as many as it allows (the shortfall is reported), and grades every model's answer. The
 * same scenario, test set and counts always plant the same rows.
 */
export function plantBrokenItems(
	scenario: ClassroomScenario,
	testSet: TestSet,
	wrongKeys: number,
	impossible: number
): PlantedItems {
	const n = testSet.matrix.nItems;
	const { kindOf, keyed, dead } = brokenRows(scenario.seed, n, wrongKeys, impossible);
	const answers: ItemAnswers[] = [];
	const all = Array.from({ length: n }, (_, r) => r);
	const matrix = rowsOf(testSet.matrix, all, (r, cells) => {
		const drawn = itemAnswers(scenario.seed, testSet.items[r], cells);
		const kind = kindOf.get(r);
		const key = kind === 'wrongKey' ? drawn.wrongKey : drawn.key;
		if (kind === 'impossible') drawn.answers.fill(-1);
		for (let m = 0; m < cells.length; m++) {
			if (cells[m] === cells[m]) cells[m] = drawn.answers[m] === key ? 1 : 0;
		}
		answers.push({ key, rightAnswer: drawn.key, answers: drawn.answers });
	});
	const rows = Int32Array.from(kindOf.keys()).sort();
	return {
		matrix,
		rows,
		kinds: Array.from(rows, (r) => kindOf.get(r)!),
		answers,
		wrongKeysMissing: wrongKeys - keyed,
		impossibleMissing: impossible - dead
	};
}

/**
 * The two orders in which the item screens present items.
 *
 * - `defaultItemOrder`: the items most worth reading first. Tiers, each item in the first that
 *   applies: inverted (most negative discrimination first), nobody solves (most graded models
 *   first), judge disagrees (largest disagreement first), pivotal (leader changes before top-k
 *   changes, then lowest discrimination), the rest (lowest discrimination first, undefined last),
 *   everybody solves last. Ties keep item order.
 * - `reviewItemOrder`: the failing items of strong models first, for a review session (Hamel
 *   Husain: "For the failing tasks within the benchmark, are they: realistic, have a proper
 *   harness, graded properly, sufficiently disambiguated user intent?"). Every item that at least
 *   one model fails, ordered by the reference rank of the strongest model failing it, then by the
 *   default order. Note that this order is chosen to find problems, not to estimate how common
 *   they are: use `reviewSample` for a random order whose flawed share generalises.
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { randomInt, rngForDraw } from '../../../core/random.ts';
import { FLAG, type ItemTable } from './item-table.ts';
import { itemRow } from './model-totals.ts';

const TIER_REST = 4;

function tierOf(f: number): number {
	if (f & FLAG.inverted) return 0;
	if (f & FLAG.nobodySolves) return 1;
	if (f & FLAG.judgeDisagrees) return 2;
	if (f & FLAG.pivotal) return 3;
	if (f & FLAG.everybodySolves) return 5;
	return TIER_REST;
}

/** NaN sorts after every number. */
function asc(a: number, b: number): number {
	const an = a !== a;
	const bn = b !== b;
	if (an || bn) return an === bn ? 0 : an ? 1 : -1;
	return a < b ? -1 : a > b ? 1 : 0;
}

/** Item indices, the items most worth reading first (see the module comment). */
export function defaultItemOrder(table: ItemTable): Uint32Array {
	const n = table.nItems;
	const tier = new Uint8Array(n);
	const key1 = new Float64Array(n);
	const key2 = new Float64Array(n);
	for (let i = 0; i < n; i++) {
		const t = tierOf(table.flags[i]);
		tier[i] = t;
		const d = table.discrimination[i];
		if (t === 0) key1[i] = d;
		else if (t === 1) key1[i] = -table.graded[i];
		else if (t === 2) key1[i] = -table.judge!.disagreement[i];
		else if (t === 3) {
			key1[i] = table.pivotalChange[i];
			key2[i] = d;
		} else if (t === TIER_REST) key1[i] = d;
	}
	const order = Array.from({ length: n }, (_, i) => i);
	order.sort(
		(a, b) => tier[a] - tier[b] || asc(key1[a], key1[b]) || asc(key2[a], key2[b]) || a - b
	);
	return Uint32Array.from(order);
}

interface ReviewOrderOptions {
	/** Continuous scores: a model fails an item when its score is below this (default 0.5). */
	readonly failBelow?: number;
	/** The default order to break ties with (computed when omitted). */
	readonly defaultOrder?: Uint32Array;
}

interface ReviewOrder {
	/** Items failed by at least one model, strongest failing model first. */
	readonly items: Uint32Array;
	/** Per item (all items): column of the strongest model failing it, -1 when none fails it. */
	readonly strongestFailer: Int32Array;
}

/** The review order: failing items of the strongest models first (see the module comment). */
export function reviewItemOrder(
	matrix: ScoreMatrix,
	table: ItemTable,
	options: ReviewOrderOptions = {}
): ReviewOrder {
	const failBelow = options.failBelow ?? 0.5;
	const { nItems: n, nModels: M } = matrix;
	const order = table.totals.order;
	const position = new Int32Array(M);
	order.forEach((m, p) => (position[m] = p));
	const byDefault = options.defaultOrder ?? defaultItemOrder(table);
	const defaultRank = new Uint32Array(n);
	byDefault.forEach((item, r) => (defaultRank[item] = r));

	const strongestFailer = new Int32Array(n).fill(-1);
	const key = new Int32Array(n);
	const x = new Float64Array(M);
	const binary = matrix.valueType === 'binary';
	const failing: number[] = [];
	for (let i = 0; i < n; i++) {
		itemRow(matrix, i, x);
		let best = M;
		for (let m = 0; m < M; m++) {
			const v = x[m];
			if (v !== v) continue;
			if ((binary ? v === 0 : v < failBelow) && position[m] < best) best = position[m];
		}
		if (best < M) {
			strongestFailer[i] = order[best];
			key[i] = best;
			failing.push(i);
		}
	}
	failing.sort((a, b) => key[a] - key[b] || defaultRank[a] - defaultRank[b]);
	return { items: Uint32Array.from(failing), strongestFailer };
}

/**
 * A seeded random order of `pool` (Fisher-Yates with the app's generator, `rngForDraw(seed, 0)`):
 * reviewing the first r items of it gives a simple random sample of the pool, so the flawed share
 * and its interval (review.ts) describe the whole pool.
 */
export function reviewSample(pool: ArrayLike<number>, seed: number): Uint32Array {
	const out = Uint32Array.from(pool);
	const rng = rngForDraw(seed, 0);
	for (let k = out.length - 1; k > 0; k--) {
		const j = randomInt(rng, 0, k);
		const t = out[k];
		out[k] = out[j];
		out[j] = t;
	}
	return out;
}

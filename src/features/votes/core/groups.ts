/**
 * Which models the votes can put on one scale. Two models are in the same group when a chain of
 * pairs that voted (under the tie rule: with `drop`, a pair that only tied never met) links them:
 * the connected components of the comparison graph. A Bradley-Terry scale is identified only
 * within a group, so each group is fitted and shown on its own, never on one invented scale.
 *
 * Within a group the maximum-likelihood ratings are finite exactly when no split of the group
 * into two parts has one part winning every vote between them (E. Zermelo 1929; L. R. Ford 1957,
 * "Solution of a ranking problem from binary comparisons", Amer. Math. Monthly 64(8):28-33): the
 * graph with an arc from a to b when a scored against b (won, or tied under `half`) is strongly
 * connected. Otherwise some ratings run off to infinity; `hasFiniteRatings` says which case.
 */
import { pairScore, pairTotal, type PairCounts, type TieRule } from './aggregate.ts';

/** A group of models that met through chains of votes. */
interface VoteGroup {
	/** Model indices, ascending. */
	readonly models: readonly number[];
	/** Votes (weight) among them under the tie rule. */
	readonly votes: number;
}

/** The root of x in a union-find forest (path halving). */
function find(parent: Int32Array, x: number): number {
	while (parent[x] !== x) {
		parent[x] = parent[parent[x]];
		x = parent[x];
	}
	return x;
}

/** Union-find over the pairs with a vote: each model's root (-1 without a vote). */
function componentRoots(counts: PairCounts, rule: TieRule): Int32Array {
	const K = counts.nModels;
	const parent = Int32Array.from({ length: K }, (_, m) => m);
	const seen = new Uint8Array(K);
	for (let p = 0; p < counts.pairA.length; p++) {
		if (!(pairTotal(counts, p, rule) > 0)) continue;
		const a = counts.pairA[p];
		const b = counts.pairB[p];
		seen[a] = seen[b] = 1;
		const ra = find(parent, a);
		const rb = find(parent, b);
		if (ra !== rb) parent[ra < rb ? rb : ra] = ra < rb ? ra : rb;
	}
	const root = new Int32Array(K);
	for (let m = 0; m < K; m++) root[m] = seen[m] ? find(parent, m) : -1;
	return root;
}

/**
 * The groups of `counts` under `rule`, largest first (by votes, then by models, then by their
 * first model); models without a vote under the rule are in no group.
 */
export function comparisonGroups(counts: PairCounts, rule: TieRule): VoteGroup[] {
	const root = componentRoots(counts, rule);
	const byRoot = new Map<number, { models: number[]; votes: number }>();
	root.forEach((r, m) => {
		if (r < 0) return;
		if (!byRoot.has(r)) byRoot.set(r, { models: [], votes: 0 });
		byRoot.get(r)!.models.push(m);
	});
	for (let p = 0; p < counts.pairA.length; p++) {
		const n = pairTotal(counts, p, rule);
		if (n > 0) byRoot.get(root[counts.pairA[p]])!.votes += n;
	}
	return [...byRoot.values()].sort(
		(x, y) => y.votes - x.votes || y.models.length - x.models.length || x.models[0] - y.models[0]
	);
}

/** How many models are reachable from model 0 along the arcs (CSR: `start`, `to`). */
function reachable(K: number, start: Int32Array, to: Int32Array): number {
	const seen = new Uint8Array(K);
	const stack = new Int32Array(K);
	let top = 0;
	stack[top++] = 0;
	seen[0] = 1;
	let count = 1;
	while (top) {
		const m = stack[--top];
		for (let e = start[m]; e < start[m + 1]; e++) {
			const x = to[e];
			if (!seen[x]) {
				seen[x] = 1;
				count++;
				stack[top++] = x;
			}
		}
	}
	return count;
}

/** The arcs a -> b (a scored against b) as CSR, forward or reversed. */
function winArcs(counts: PairCounts, rule: TieRule, reversed: boolean): [Int32Array, Int32Array] {
	const K = counts.nModels;
	const P = counts.pairA.length;
	const from = new Int32Array(2 * P);
	const to = new Int32Array(2 * P);
	let e = 0;
	for (let p = 0; p < P; p++) {
		const s = pairScore(counts, p, rule);
		const n = pairTotal(counts, p, rule);
		const a = counts.pairA[p];
		const b = counts.pairB[p];
		if (s > 0) {
			from[e] = reversed ? b : a;
			to[e++] = reversed ? a : b;
		}
		if (n - s > 0) {
			from[e] = reversed ? a : b;
			to[e++] = reversed ? b : a;
		}
	}
	const start = new Int32Array(K + 1);
	for (let k = 0; k < e; k++) start[from[k] + 1]++;
	for (let m = 0; m < K; m++) start[m + 1] += start[m];
	const fill = start.slice(0, K);
	const sorted = new Int32Array(e);
	for (let k = 0; k < e; k++) sorted[fill[from[k]]++] = to[k];
	return [start, sorted];
}

/**
 * Whether the maximum-likelihood ratings of `counts` are finite under `rule`: every model has a
 * vote, they are connected, and the win graph is strongly connected.
 */
export function hasFiniteRatings(counts: PairCounts, rule: TieRule): boolean {
	const K = counts.nModels;
	if (K <= 1) return K === 1;
	const root = componentRoots(counts, rule);
	if (root.some((r) => r !== 0)) return false;
	let oneWay = false;
	for (let p = 0; p < counts.pairA.length && !oneWay; p++) {
		const n = pairTotal(counts, p, rule);
		const s = pairScore(counts, p, rule);
		oneWay = n > 0 && (s <= 0 || n - s <= 0);
	}
	// Every pair that met went both ways: connected is strongly connected.
	if (!oneWay) return true;
	const [fs, ft] = winArcs(counts, rule, false);
	const [bs, bt] = winArcs(counts, rule, true);
	return reachable(K, fs, ft) === K && reachable(K, bs, bt) === K;
}

/**
 * Whether the pairs that went both ways (each side scored: 0 < s < n) connect all `nModels`
 * models: then the win graph is strongly connected and the ratings are finite, found in one pass
 * (the common case of a resample; `hasFiniteRatings` decides the others).
 */
export function twoWayConnected(
	nModels: number,
	a: Int32Array,
	b: Int32Array,
	s: Float64Array,
	n: Float64Array
): boolean {
	const parent = Int32Array.from({ length: nModels }, (_, m) => m);
	let parts = nModels;
	for (let p = 0; p < a.length; p++) {
		if (!(s[p] > 0 && s[p] < n[p])) continue;
		const ra = find(parent, a[p]);
		const rb = find(parent, b[p]);
		if (ra !== rb) {
			parent[ra] = rb;
			parts--;
		}
	}
	return parts === 1;
}

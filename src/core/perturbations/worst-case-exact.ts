/**
 * Exact worst case for complete data (every model has the same items): then
 * s_a(v) > s_b(v) iff w_p . v > 0 with w_p = (num_a - num_b) / |num_a - num_b|, so the
 * ranking is constant on the cells of an arrangement of hyperplanes, and the lowest tau-b over the
 * generic points of the box is the largest set of counted pairs that one v can reverse at once
 * (a maximum feasible subsystem problem; J. W. Chinneck 2008, "Feasibility and Infeasibility in
 * Optimization", Springer, ch. 7).
 *
 * Branch and bound over which pairs reverse. The search space is the box minus a slab of
 * half-width `MARGIN` (1e-6 in weight units) around every free pair's hyperplane: a cell thinner
 * than that is a tie in all but name. A node fixes the sides of some pairs (`PairState`), and
 * everything that follows without a linear program is fixed with them: literals two by two
 * exclusive over the box (`worst-case-relations.ts`), the transitivity of the order, and the
 * no-goods learnt from earlier infeasible nodes (combinatorial Benders cuts: G. Codato &
 * M. Fischetti 2006, "Combinatorial Benders' cuts for mixed-integer linear programming",
 * Operations Research 54(4):756-766, whose test case is this very problem). A node is kept only
 * if a linear program (`MarginLp`, warm-started from its parent's basis) finds weights with every
 * fixed pair at least `MARGIN` from its hyperplane; a node whose parent's weights already qualify
 * needs no program. A node is pruned when its reversed pairs plus one per clique of mutually
 * exclusive undecided reversals cannot beat the best found.
 *
 * When stopped early, the most pairs any unexplored node could still reverse is a proven bound
 * (`maxReversed`): the gap between the best found and the proven minimum.
 */
import { MARGIN, MarginLp } from './worst-case-lp.ts';
import type { SearchControl, SearchSteps } from './worst-case-line.ts';
import { pairRangeComplete, type WorstCaseProblem } from './worst-case-problem.ts';
import { pairRelations, RELATIONS_PAIRS_MAX, type PairRelations } from './worst-case-relations.ts';
import { PairState } from './worst-case-state.ts';

interface ExactOutcome {
	/** Whether the whole tree was explored: then `reversed` is the maximum. */
	readonly finished: boolean;
	/** Most pairs (of `problem.pairHi`) reversed at one generic point found, and that point. */
	readonly reversed: number;
	readonly weights: Float64Array | null;
	/**
	 * At most this many pairs can be reversed at once (with the margin): `reversed` when finished,
	 * else the most any unexplored node could reach.
	 */
	readonly maxReversed: number;
	/** Linear programs solved, and nodes of the tree visited. */
	readonly lps: number;
	readonly nodes: number;
	/** Whether an LP ended without an answer (then the search is not exact). */
	readonly lpFailed: boolean;
}

interface Free {
	/** Unit normals of the free pairs (K x G), oriented so that > 0 keeps the reference order. */
	readonly w: Float64Array;
	/** The free pairs' models: `hi` above `lo` in the reference. */
	readonly hi: Int32Array;
	readonly lo: Int32Array;
	/** Pairs reversed at every generic point of the box. */
	readonly forced: number;
	/** Model pairs [a, b] with a above b at every point of the box. */
	readonly fixedAbove: [number, number][];
}

function freePairs(problem: WorstCaseProblem): Free {
	const { counts, pairHi, pairLo } = problem;
	const G = counts.nGroups;
	const chosen: number[] = [];
	const fixedAbove: [number, number][] = [];
	let forced = 0;
	for (let p = 0; p < pairHi.length; p++) {
		const [min, max] = pairRangeComplete(problem, p);
		// Kept (reversed) at every point of the box; a pair that can only touch its hyperplane stays
		// free, so that every point of the search keeps off it.
		if (min > 0) fixedAbove.push([pairHi[p], pairLo[p]]);
		else if (max < 0) {
			forced++;
			fixedAbove.push([pairLo[p], pairHi[p]]);
		} else chosen.push(p);
	}
	const w = new Float64Array(chosen.length * G);
	chosen.forEach((p, k) => {
		let norm = 0;
		for (let g = 0; g < G; g++) {
			const d = counts.num[pairHi[p] * G + g] - counts.num[pairLo[p] * G + g];
			w[k * G + g] = d;
			norm += d * d;
		}
		norm = Math.sqrt(norm);
		for (let g = 0; g < G; g++) w[k * G + g] /= norm;
	});
	return {
		w,
		hi: Int32Array.from(chosen, (p) => pairHi[p]),
		lo: Int32Array.from(chosen, (p) => pairLo[p]),
		forced,
		fixedAbove
	};
}

function dot(w: Float64Array, k: number, v: ArrayLike<number>, G: number): number {
	let s = 0;
	for (let g = 0; g < G; g++) s += w[k * G + g] * v[g];
	return s;
}

/** Branching order: the reversals that exclude the fewest others first (fewer LPs, tighter bounds). */
function branchingOrder(relations: PairRelations, K: number): Int32Array {
	const degree = Int32Array.from({ length: K }, (_, k) => {
		let n = 0;
		for (const lit of relations.excludes[2 * k + 1]) if (lit & 1) n++;
		return n;
	});
	return Int32Array.from({ length: K }, (_, k) => k).sort((x, y) => degree[x] - degree[y] || x - y);
}

/** The search's mutable bookkeeping (see `branchAndBound`). */
interface Search {
	readonly free: Free;
	readonly G: number;
	readonly K: number;
	readonly state: PairState;
	readonly lp: MarginLp;
	readonly order: Int32Array;
	readonly control: SearchControl;
	readonly maxLps: number;
	best: number;
	bestV: Float64Array | null;
	lps: number;
	nodes: number;
	ticks: number;
	finished: boolean;
	lpFailed: boolean;
	/** The most any node left unexplored (after a stop) could reverse. */
	open: number;
	/** Set when the control was checked: the search yields at its next step. */
	checked: boolean;
	/** Literals an LP just found infeasible together, learnt once the search backtracks. */
	nogood: number[] | null;
	readonly probeRows: Int32Array;
	readonly probeSigns: Int8Array;
}

/** Counts reversed free pairs at v; -1 when one is closer than MARGIN to its hyperplane. */
function reversedAt(s: Search, v: Float64Array): number {
	let r = 0;
	for (let k = 0; k < s.K; k++) {
		const d = dot(s.free.w, k, v, s.G);
		if (Math.abs(d) < MARGIN) return -1;
		if (d < 0) r++;
	}
	return r;
}

function offer(s: Search, v: Float64Array): void {
	const r = reversedAt(s, v);
	if (r > s.best) {
		s.best = r;
		s.bestV = v;
	}
}

/** One more unit of work; checks the control every 128. False when the search must stop. */
function tick(s: Search, lp: boolean): boolean {
	if (lp) s.lps++;
	if (++s.ticks % 128 === 0) {
		s.checked = true;
		if (s.control.shouldStop?.()) s.control.stopped = true;
		s.control.onProgress?.(Math.min(s.lps, s.maxLps), s.maxLps);
	}
	if (s.lps >= s.maxLps || s.control.stopped) s.finished = false;
	return s.finished;
}

/**
 * The weights of a child whose literals (the trail from `from`) were just fixed: the parent's v
 * when it already keeps every new literal by the margin, else the LP's optimum (warm-started from
 * the parent's basis, saved for the child's own children at `depth + 1`); null when none exists.
 */
/** Whether p keeps every literal fixed since `from` by the margin. */
function keepsSince(s: Search, p: Float64Array, from: number): boolean {
	const { state, free, G } = s;
	for (let i = from; i < state.trailLength; i++) {
		const k = state.trail[i];
		if (state.assign[k] * dot(free.w, k, p, G) < MARGIN) return false;
	}
	return true;
}

function childPoint(
	s: Search,
	v: Float64Array,
	from: number,
	depth: number,
	witnesses: readonly Float64Array[] = []
): Float64Array | null {
	const { state, lp } = s;
	lp.restore(depth);
	const known = keepsSince(s, v, from) ? v : witnesses.find((p) => keepsSince(s, p, from));
	if (known) {
		lp.save(depth + 1);
		return known;
	}
	if (!tick(s, true)) return null;
	const status = lp.solve(state.trail, state.trailLength, state.assign);
	if (status === 'failed') {
		s.lpFailed = true;
		s.finished = false;
		return null;
	}
	if (status === 'infeasible') {
		s.nogood = lp.conflict.map((k) => 2 * k + (state.assign[k] < 0 ? 1 : 0));
		return null;
	}
	lp.save(depth + 1);
	const point = lp.point.slice();
	s.control.evaluated++;
	offer(s, point);
	return point;
}

/** The bound of the child that fixes `lit` (for the gap after a stop); -1 when infeasible. */
function childBound(s: Search, lit: number): number {
	const mark = s.state.mark();
	const b = s.state.fix(lit) ? s.state.bound() : -1;
	s.state.undo(mark);
	return b;
}

/**
 * Probing: for each undecided reversal that no known point of the node witnesses, an LP decides
 * whether the node's region allows it; if not, the pair is kept for the whole subtree. Returns the
 * node's point (re-solved when a kept pair cut it off), or null when the node is infeasible or
 * pruned.
 */
function probe(
	s: Search,
	v: Float64Array,
	depth: number,
	witnesses: Float64Array[]
): Float64Array | null {
	const { state, lp, free, G } = s;
	const from = state.trailLength;
	const rows = s.probeRows;
	const signs = s.probeSigns;
	for (const k of s.order) {
		if (state.assign[k] !== 0 || state.blocked(2 * k + 1)) continue;
		if (witnesses.some((p) => dot(free.w, k, p, G) <= -MARGIN)) continue;
		if (!tick(s, true)) return v;
		// The node's rows plus "reverse k" (its consequences left out: a weaker test, still sound).
		rows.set(state.trail.subarray(0, state.trailLength));
		rows[state.trailLength] = k;
		signs.set(state.assign);
		signs[k] = -1;
		lp.restore(depth);
		const status = lp.solve(rows, state.trailLength + 1, signs);
		if (status === 'feasible') {
			const point = lp.point.slice();
			witnesses.push(point);
			offer(s, point);
			continue;
		}
		if (status !== 'infeasible') continue;
		state.learn(lp.conflict.map((j) => 2 * j + (signs[j] < 0 ? 1 : 0)));
		if (!state.fix(2 * k) || state.bound() <= s.best) return null;
		keepValid(s, witnesses, from);
	}
	if (keepsSince(s, v, from)) return v;
	if (witnesses.length > 0) return witnesses[0];
	if (!tick(s, true)) return null;
	lp.restore(depth);
	if (lp.solve(state.trail, state.trailLength, state.assign) !== 'feasible') return null;
	lp.save(depth);
	return lp.point.slice();
}

/** Drops the witnesses that do not keep every literal fixed since `from` by the margin. */
function keepValid(s: Search, witnesses: Float64Array[], from: number): void {
	let n = 0;
	for (const p of witnesses) if (keepsSince(s, p, from)) witnesses[n++] = p;
	witnesses.length = n;
}

function* explore(
	s: Search,
	v0: Float64Array,
	depth: number,
	inherited: readonly Float64Array[]
): SearchSteps<void> {
	const { state } = s;
	if (s.checked) {
		s.checked = false;
		yield;
	}
	let v = v0;
	const witnesses = [...inherited];
	if (v0 !== inherited[0]) witnesses.push(v0);
	const p = probe(s, v, depth, witnesses);
	if (!p) return;
	v = p;
	const probed = state.trailLength;
	let k = -1;
	for (const j of s.order) {
		if (state.assign[j] === 0) {
			k = j;
			break;
		}
	}
	if (k < 0) {
		if (state.reversed > s.best) {
			s.best = state.reversed;
			s.bestV = v;
		}
		return;
	}
	for (const lit of [2 * k + 1, 2 * k]) {
		if (state.blocked(lit)) continue;
		if (!s.finished || !tick(s, false)) {
			s.open = Math.max(s.open, childBound(s, lit));
			continue;
		}
		s.nodes++;
		const mark = state.mark();
		const from = state.trailLength;
		if (state.fix(lit) && state.bound() > s.best) {
			const child = childPoint(s, v, from, depth, witnesses);
			if (child) {
				const kept = witnesses.slice();
				keepValid(s, kept, probed);
				yield* explore(s, child, depth + 1, kept);
			} else if (!s.finished && state.bound() > s.best) s.open = Math.max(s.open, state.bound());
		}
		state.undo(mark);
		if (s.nogood) {
			state.learn(s.nogood);
			s.nogood = null;
		}
	}
}

/**
 * Branch and bound (see the module comment), starting from an incumbent point. Stops early when
 * `maxLps` linear programs have been solved or the control says stop (`finished` is then false,
 * and `maxReversed` the proven bound). As steps: yields after each check of the control.
 */
export function* branchAndBound(
	problem: WorstCaseProblem,
	incumbent: Float64Array,
	control: SearchControl,
	maxLps: number
): SearchSteps<ExactOutcome> {
	const G = problem.counts.nGroups;
	const { lo, hi } = problem;
	const free = freePairs(problem);
	const K = free.hi.length;
	const relations: PairRelations =
		K <= RELATIONS_PAIRS_MAX
			? yield* pairRelations(free.w, G, lo, hi)
			: {
					excludes: Array.from({ length: 2 * K }, () => new Int32Array(0)),
					alone: new Uint8Array(2 * K).fill(1)
				};
	yield;
	const state = new PairState(problem.counts.nModels, free.hi, free.lo, relations, free.fixedAbove);
	const s: Search = {
		free,
		G,
		K,
		state,
		lp: new MarginLp(free.w, G, lo, hi),
		order: branchingOrder(relations, K),
		control,
		maxLps,
		best: -1,
		bestV: null,
		lps: 0,
		nodes: 0,
		ticks: 0,
		finished: true,
		lpFailed: false,
		open: -1,
		checked: false,
		nogood: null,
		probeRows: new Int32Array(K + 1),
		probeSigns: new Int8Array(K)
	};
	offer(s, incumbent);
	const rootOk = state.settle();
	let root: Float64Array | null = null;
	if (rootOk) {
		s.lp.save(0);
		root = childPoint(s, incumbent, 0, 0);
	}
	// The root's point is its LP optimum (or the incumbent when it keeps every settled literal).
	if (root && state.bound() > s.best) {
		s.lp.restore(1);
		s.lp.save(0);
		yield* explore(s, root, 0, []);
	}
	const done = s.finished && !s.lpFailed;
	return {
		finished: done,
		reversed: s.best < 0 ? -1 : s.best + free.forced,
		maxReversed: free.forced + (done ? Math.max(s.best, 0) : Math.max(s.best, s.open, 0)),
		weights: s.bestV,
		lps: s.lps,
		nodes: s.nodes,
		lpFailed: s.lpFailed
	};
}

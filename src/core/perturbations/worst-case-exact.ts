/**
 * Exact worst case for complete data (every model has the same items): then
 * s_a(v) > s_b(v) iff w_p . v > 0 with w_p = (num_a - num_b) / |num_a - num_b|, so the
 * ranking is constant on the cells of an arrangement of hyperplanes, and the lowest tau-b over the
 * generic points of the box is the largest set of counted pairs that one v can reverse at once
 * (a maximum feasible subsystem problem; J. W. Chinneck 2008, "Feasibility and Infeasibility in
 * Optimization", Springer, ch. 7).
 *
 * Branch and bound over which pairs reverse: a node fixes the side of the first j pairs, and is
 * kept only if a linear program finds v in the box with every fixed pair at distance >= MARGIN
 * from its hyperplane (the LP maximises the smallest distance: a Chebyshev-style centre, solved
 * with YALPS, https://github.com/IanManske/YALPS). A node inherits its parent's point when that
 * point already lies on the chosen side, so only the other child needs an LP. Before branching,
 * an LP per pair of pairs finds which two reversals exclude each other; a node is pruned when its
 * reversed pairs plus the undecided ones still compatible with all of them cannot beat the best
 * found. Pairs that the box
 * cannot reverse (or cannot keep) on their own are fixed beforehand. Cells thinner than MARGIN
 * (in weight units) are not counted: such an order is a tie in all but name.
 */
import { solve, type Constraint } from 'yalps';
import type { SearchControl, SearchSteps } from './worst-case-line.ts';
import { pairRangeComplete, type WorstCaseProblem } from './worst-case-problem.ts';

/** Smallest distance (in weight units) from a pair's hyperplane for a side to count. */
export const MARGIN = 1e-6;

export interface ExactOutcome {
	/** Whether the whole tree was explored: then `reversed` is the maximum. */
	readonly finished: boolean;
	/** Most pairs (of `problem.pairHi`) reversed at one generic point found, and that point. */
	readonly reversed: number;
	readonly weights: Float64Array | null;
	/**
	 * At most this many pairs can be reversed at once (with the margin): `reversed` when finished,
	 * else the root's bound (one reversal per clique of mutually exclusive reversals).
	 */
	readonly maxReversed: number;
	/** Linear programs solved. */
	readonly lps: number;
	/** Whether an LP ended without an answer (then the search is not exact). */
	readonly lpFailed: boolean;
}

interface Free {
	/** Unit normals of the free pairs (K x G), oriented so that > 0 keeps the reference order. */
	readonly w: Float64Array;
	/** Indices of the free pairs in the problem's pair list. */
	readonly index: Int32Array;
	/** Pairs reversed at every generic point of the box. */
	readonly forced: number;
}

function freePairs(problem: WorstCaseProblem, preferred: (p: number) => number): Free {
	const { counts, pairHi, pairLo } = problem;
	const G = counts.nGroups;
	const chosen: number[] = [];
	let forced = 0;
	for (let p = 0; p < pairHi.length; p++) {
		const [min, max] = pairRangeComplete(problem, p);
		// Kept (reversed) at every point of the box; a pair that can only touch its hyperplane stays
		// free, so that the LP keeps every point of the search off it.
		if (min > 0) continue;
		if (max < 0) forced++;
		else chosen.push(p);
	}
	chosen.sort((x, y) => preferred(y) - preferred(x) || x - y);
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
	return { w, index: Int32Array.from(chosen), forced };
}

function dot(w: Float64Array, k: number, v: Float64Array, G: number): number {
	let s = 0;
	for (let g = 0; g < G; g++) s += w[k * G + g] * v[g];
	return s;
}

/**
 * max t over v in [lo, hi]^G with sign_k * w_k . v >= t for the decided pairs; returns v when
 * t >= MARGIN, null when no such v exists, undefined when the LP solver gave no answer.
 */
function centre(
	free: Free,
	rows: ArrayLike<number>,
	signs: ArrayLike<number>,
	count: number,
	G: number,
	lo: number,
	hi: number,
	jitter = 0
): Float64Array | null | undefined {
	// Variables x_g = v_g - lo in [0, hi - lo] and t' = t + T >= 0 (YALPS's variables are
	// non-negative). With T above every |lo sum(w)|, x = 0, t' = 0 is feasible, so the simplex
	// method starts from a feasible basis (its phase 1 can cycle on these degenerate programs).
	let T = 1;
	for (let j = 0; j < count; j++) {
		let sum = 0;
		for (let g = 0; g < G; g++) sum += free.w[rows[j] * G + g];
		T = Math.max(T, 1 + Math.abs(lo * sum));
	}
	const constraints = new Map<number, Constraint>();
	const variables = new Map<number, [number, number][]>();
	for (let g = 0; g <= G; g++) variables.set(g, []);
	for (let j = 0; j < count; j++) {
		const s = signs[j];
		// s w . (lo + x) - t >= 0  <=>  s w . x - t' >= -s lo sum(w) - T
		let sum = 0;
		for (let g = 0; g < G; g++) {
			const c = s * free.w[rows[j] * G + g];
			sum += c;
			if (c !== 0) variables.get(g)!.push([j, c]);
		}
		variables.get(G)!.push([j, -1]);
		// `jitter` breaks ties between constraints when the simplex method cycles (a perturbation
		// of the right-hand sides, as in A. Charnes 1952, "Optimality and degeneracy in linear
		// programming", Econometrica 20(2):160-170).
		constraints.set(j, { min: -lo * sum - T + jitter * ((j * 0.6180339887498949) % 1) });
	}
	for (let g = 0; g < G; g++) {
		constraints.set(count + g, { max: hi - lo });
		variables.get(g)!.push([count + g, 1]);
	}
	constraints.set(count + G, { max: T + 2 });
	variables.get(G)!.push([count + G, 1], [count + G + 1, 1]);
	const sol = solve({ direction: 'maximize', objective: count + G + 1, constraints, variables });
	if (sol.status === 'infeasible') return null;
	if (sol.status !== 'optimal') return undefined;
	if (!(sol.result - T >= MARGIN)) return null;
	const v = new Float64Array(G).fill(lo);
	for (const [g, x] of sol.variables) if (g < G) v[g] = Math.min(hi, lo + x);
	return v;
}

/** Up to this many free pairs, conflicts between two reversals are found before branching. */
const CONFLICT_PAIRS_MAX = 400;

/**
 * Clears bit l of row k (and k of row l) in `together` when no point of the box reverses both
 * pairs with the margin. A pair of reversals is compatible for sure when one of the witnesses
 * (the incumbent, or the vertex that pushes either pair furthest) reverses both; otherwise
 * `solve2` decides (true: compatible, false: conflict, undefined: unknown). Yields whenever
 * `due()` says a check of the control has happened.
 */
function* findConflicts(
	free: Free,
	K: number,
	G: number,
	lo: number,
	hi: number,
	incumbent: Float64Array,
	together: Uint32Array,
	words: number,
	solve2: (rows: Int32Array, signs: Int8Array) => boolean | undefined,
	due: () => boolean
): SearchSteps<void> {
	// at[k * K + l] = w_l . (vertex minimising w_k . v); at[K * K + l] = w_l . incumbent
	const at = new Float64Array((K + 1) * K);
	const vertex = new Float64Array(G);
	for (let k = 0; k <= K; k++) {
		if (k < K) for (let g = 0; g < G; g++) vertex[g] = free.w[k * G + g] > 0 ? lo : hi;
		const point = k < K ? vertex : incumbent;
		for (let l = 0; l < K; l++) at[k * K + l] = dot(free.w, l, point, G);
	}
	const rows = new Int32Array(2);
	const signs = new Int8Array([-1, -1]);
	const both = (p: number, k: number, l: number) =>
		at[p * K + k] <= -MARGIN && at[p * K + l] <= -MARGIN;
	for (let k = 0; k < K; k++) {
		for (let l = k + 1; l < K; l++) {
			if (both(k, k, l) || both(l, k, l) || both(K, k, l)) continue;
			rows[0] = k;
			rows[1] = l;
			const compatible = solve2(rows, signs) !== false;
			if (due()) yield;
			if (compatible) continue;
			together[k * words + (l >>> 5)] &= ~(1 << (l & 31));
			together[l * words + (k >>> 5)] &= ~(1 << (k & 31));
		}
	}
}

/**
 * Branch and bound (see the module comment), starting from an incumbent point. Stops early when
 * `maxLps` linear programs have been solved or the control says stop (`finished` is then false).
 * As steps: yields after each check of the control (every 64 linear programs).
 */
export function* branchAndBound(
	problem: WorstCaseProblem,
	incumbent: Float64Array,
	control: SearchControl,
	maxLps: number
): SearchSteps<ExactOutcome> {
	const G = problem.counts.nGroups;
	const { lo, hi } = problem;
	// Pairs reversed at the incumbent are branched on first (and reversed first): the search then
	// starts at the incumbent's cell and the bound prunes early.
	const atIncumbent = (p: number) => {
		let s = 0;
		for (let g = 0; g < G; g++) {
			const d =
				problem.counts.num[problem.pairHi[p] * G + g] -
				problem.counts.num[problem.pairLo[p] * G + g];
			s += d * incumbent[g];
		}
		return s < 0 ? 1 : 0;
	};
	let free = freePairs(problem, atIncumbent);
	const K = free.index.length;
	const signs = new Int8Array(K);
	const identity = Int32Array.from({ length: K }, (_, k) => k);
	let best = -1;
	let bestV: Float64Array | null = null;
	let lps = 0;
	let lpFailed = false;
	let finished = true;

	/** Reversed free pairs at v, or -1 when some pair is closer than MARGIN to its hyperplane. */
	const reversedAt = (v: Float64Array) => {
		let r = 0;
		for (let k = 0; k < K; k++) {
			const d = dot(free.w, k, v, G);
			if (Math.abs(d) < MARGIN) return -1;
			if (d < 0) r++;
		}
		return r;
	};
	const offer = (v: Float64Array) => {
		const r = reversedAt(v);
		if (r > best) {
			best = r;
			bestV = v;
		}
	};
	offer(incumbent);

	/** Set when `takeLp` checked the control: the search yields at its next step. */
	let checked = false;
	const due = () => {
		const d = checked;
		checked = false;
		return d;
	};
	/** Counts one more LP; false when the limit is reached or the control says stop. */
	const takeLp = (): boolean => {
		if (lps % 64 === 0) {
			checked = true;
			if (control.shouldStop?.()) control.stopped = true;
		}
		if (lps >= maxLps || control.stopped) return false;
		lps++;
		if (lps % 64 === 0) control.onProgress?.(Math.min(lps, maxLps), maxLps);
		return true;
	};

	const lp = (depth: number): Float64Array | null => {
		if (!takeLp()) {
			finished = false;
			return null;
		}
		let v = centre(free, identity, signs, depth, G, lo, hi);
		for (let attempt = 1; v === undefined && attempt <= 3; attempt++) {
			v = centre(free, identity, signs, depth, G, lo, hi, MARGIN * 10 ** -attempt);
		}
		if (v === undefined) {
			lpFailed = true;
			return null;
		}
		if (v) {
			control.evaluated++;
			offer(v);
		}
		return v;
	};

	// Which pairs can be reversed together (bit l of row k); each row starts all ones, and a
	// proven conflict clears a bit. Unknown stays "compatible", which only weakens the bound.
	const words = (K + 31) >>> 5;
	let together = new Uint32Array(K * words).fill(0xffffffff);
	if (K <= CONFLICT_PAIRS_MAX) {
		yield* findConflicts(
			free,
			K,
			G,
			lo,
			hi,
			incumbent,
			together,
			words,
			(rows, rowSigns) => {
				if (lpFailed || !takeLp()) return undefined;
				const v = centre(free, rows, rowSigns, 2, G, lo, hi);
				if (v === undefined) return undefined;
				return v !== null;
			},
			due
		);
		// Branch first on the reversals that exclude the fewest others (tried on ImageNetV2 grouped
		// into 6 and 12 categories and a 30-model synthetic case: fewer LPs and a tighter root
		// bound than the incumbent's order or the most-excluding first).
		const has = (k: number, l: number) => (together[k * words + (l >>> 5)] & (1 << (l & 31))) !== 0;
		const degree = Int32Array.from({ length: K }, (_, k) => {
			let n = 0;
			for (let l = 0; l < K; l++) if (!has(k, l)) n++;
			return n;
		});
		const order = Int32Array.from({ length: K }, (_, k) => k).sort(
			(x, y) => degree[x] - degree[y] || x - y
		);
		const w = new Float64Array(K * G);
		const index = new Int32Array(K);
		const permuted = new Uint32Array(K * words);
		for (let i = 0; i < K; i++) {
			w.set(free.w.subarray(order[i] * G, (order[i] + 1) * G), i * G);
			index[i] = free.index[order[i]];
			for (let j = 0; j < K; j++) {
				if (has(order[i], order[j])) permuted[i * words + (j >>> 5)] |= 1 << (j & 31);
			}
		}
		free = { w, index, forced: free.forced };
		together = permuted;
	}
	// possible[depth]: the undecided pairs that can still be reversed with the reversed ones.
	const possible = new Uint32Array((K + 1) * words);
	possible.fill(0xffffffff, 0, words);
	// conflict[k]: the pairs whose reversal excludes k's (the complement of `together`).
	const conflict = new Uint32Array(K * words);
	for (let i = 0; i < K * words; i++) conflict[i] = ~together[i];
	const cliques = new Uint32Array(K * words);
	/**
	 * At most how many of the pairs j.. still possible at this depth can be reversed together:
	 * the greedy partition of them into cliques of the conflict graph (pairs that exclude each
	 * other two by two) allows one reversal per clique.
	 */
	const stillPossible = (depth: number, j: number): number => {
		const base = depth * words;
		let n = 0;
		for (let k = j; k < K; k++) {
			if (!(possible[base + (k >>> 5)] & (1 << (k & 31)))) continue;
			let c = 0;
			// Join the first clique all of whose members conflict with k.
			while (c < n && !(cliques[c * words + (k >>> 5)] & (1 << (k & 31)))) c++;
			if (c === n) {
				cliques.set(conflict.subarray(k * words, (k + 1) * words), n * words);
				n++;
			} else {
				for (let w = 0; w < words; w++) cliques[c * words + w] &= conflict[k * words + w];
			}
		}
		return n;
	};

	function* explore(j: number, v: Float64Array, reversed: number): SearchSteps<void> {
		if (due()) yield;
		if (!finished || reversed + stillPossible(j, j) <= best) return;
		if (j === K) {
			if (reversed > best) {
				best = reversed;
				bestV = v;
			}
			return;
		}
		const d = dot(free.w, j, v, G);
		const base = j * words;
		// Reversed first: the child on v's side keeps v, the other needs an LP.
		if (possible[base + (j >>> 5)] & (1 << (j & 31))) {
			const next = base + words;
			for (let w = 0; w < words; w++)
				possible[next + w] = possible[base + w] & together[j * words + w];
			signs[j] = -1;
			const reverseV = d <= -MARGIN ? v : lp(j + 1);
			if (reverseV) yield* explore(j + 1, reverseV, reversed + 1);
		}
		possible.copyWithin(base + words, base, base + words);
		if (!finished || reversed + stillPossible(j + 1, j + 1) <= best) return;
		signs[j] = 1;
		const keepV = d >= MARGIN ? v : lp(j + 1);
		if (keepV) yield* explore(j + 1, keepV, reversed);
	}
	// Any point of the box serves as the root's point: a pair too close to its hyperplane there
	// gets an LP for both sides.
	const rootBound = stillPossible(0, 0);
	yield* explore(0, incumbent, 0);
	return {
		finished: finished && !lpFailed,
		reversed: best < 0 ? -1 : best + free.forced,
		maxReversed: free.forced + (finished && !lpFailed ? Math.max(best, 0) : rootBound),
		weights: bestV,
		lps,
		lpFailed
	};
}

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
 * point already lies on the chosen side, so only the other child needs an LP. A node is pruned
 * when its reversed pairs plus all undecided ones cannot beat the best found. Pairs that the box
 * cannot reverse (or cannot keep) on their own are fixed beforehand. Cells thinner than MARGIN
 * (in weight units) are not counted: such an order is a tie in all but name.
 */
import { solve, type Constraint } from 'yalps';
import type { SearchControl } from './worst-case-line.ts';
import { pairRangeComplete, type WorstCaseProblem } from './worst-case-problem.ts';

/** Smallest distance (in weight units) from a pair's hyperplane for a side to count. */
export const MARGIN = 1e-6;

export interface ExactOutcome {
	/** Whether the whole tree was explored: then `reversed` is the maximum. */
	readonly finished: boolean;
	/** Most pairs (of `problem.pairHi`) reversed at one generic point found, and that point. */
	readonly reversed: number;
	readonly weights: Float64Array | null;
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
	signs: Int8Array,
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
		for (let g = 0; g < G; g++) sum += free.w[j * G + g];
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
			const c = s * free.w[j * G + g];
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

/**
 * Branch and bound (see the module comment), starting from an incumbent point. Stops early when
 * `maxLps` linear programs have been solved or the control says stop (`finished` is then false).
 */
export function branchAndBound(
	problem: WorstCaseProblem,
	incumbent: Float64Array,
	control: SearchControl,
	maxLps: number
): ExactOutcome {
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
	const free = freePairs(problem, atIncumbent);
	const K = free.index.length;
	const signs = new Int8Array(K);
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

	const lp = (depth: number): Float64Array | null => {
		if (lps % 64 === 0 && control.shouldStop?.()) control.stopped = true;
		if (lps >= maxLps || control.stopped) {
			finished = false;
			return null;
		}
		lps++;
		if (lps % 64 === 0) control.onProgress?.(Math.min(lps, maxLps), maxLps);
		let v = centre(free, signs, depth, G, lo, hi);
		for (let attempt = 1; v === undefined && attempt <= 3; attempt++) {
			v = centre(free, signs, depth, G, lo, hi, MARGIN * 10 ** -attempt);
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

	const explore = (j: number, v: Float64Array, reversed: number): void => {
		if (!finished || reversed + (K - j) <= best) return;
		if (j === K) {
			if (reversed > best) {
				best = reversed;
				bestV = v;
			}
			return;
		}
		const d = dot(free.w, j, v, G);
		// Reversed first: the child on v's side keeps v, the other needs an LP.
		signs[j] = -1;
		const reverseV = d <= -MARGIN ? v : lp(j + 1);
		if (reverseV) explore(j + 1, reverseV, reversed + 1);
		if (!finished || reversed + (K - j - 1) <= best) return;
		signs[j] = 1;
		const keepV = d >= MARGIN ? v : lp(j + 1);
		if (keepV) explore(j + 1, keepV, reversed);
	};
	// Any point of the box serves as the root's point: a pair too close to its hyperplane there
	// gets an LP for both sides.
	explore(0, incumbent, 0);
	return {
		finished: finished && !lpFailed,
		reversed: best < 0 ? -1 : best + free.forced,
		weights: bestV,
		lps,
		lpFailed
	};
}

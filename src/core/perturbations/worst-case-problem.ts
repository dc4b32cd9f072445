/**
 * The worst-case category weights problem, prepared once for the searches in `worst-case.ts`:
 * which pairs of models count, how tau-b follows from the number of discordant pairs, and a lower
 * bound on the attainable tau-b.
 *
 * Scores: s_m(v) = sum_g v_g num[m, g] / sum_g v_g den[m, g], v in the box [1 - b, 1 + b]^G.
 * A model whose `den` row is all zero has no items: its score is NaN for every v and, as in
 * `kendallTauB`, ranks below every number.
 *
 * Tau-b at a point v where no pair is newly tied (a "generic" point, inside a cell of the
 * arrangement of the pair surfaces s_a(v) = s_b(v)):
 *
 *     tau_b = (C - D) / sqrt((n0 - n1) (n0 - n2))
 *
 * (scipy's definition, see `kendall.ts`). Pairs tied in the reference add nothing to C - D
 * whatever v is; pairs tied for every v (`tiedForEveryWeighting`: identical or proportional rows,
 * or the same constant score) are the only draw ties, so
 * n2 is the same at every generic point and tau_b = (A - 2 D) / sqrt((n0 - n1)(n0 - n2)) with A
 * the number of "counted" pairs (strict in the reference, not tied for every v) and D how many of
 * them the weights reverse. Minimising tau_b over generic points is maximising D.
 */
import type { CategoryCounts } from './category-weights.ts';

export interface WorstCaseProblem {
	readonly counts: CategoryCounts;
	readonly reference: Float64Array;
	readonly bound: number;
	/** 1 - bound and 1 + bound. */
	readonly lo: number;
	readonly hi: number;
	/**
	 * Whether every model has the same `den` row (no missing cells): then a pair's order is the
	 * sign of a linear function of v and the exact search applies.
	 */
	readonly complete: boolean;
	/** Models with at least one item (score defined for every v). */
	readonly alive: Uint8Array;
	/**
	 * The counted pairs: `pairHi[p]` is above `pairLo[p]` in the reference. Pairs with an
	 * undefined score on either side are left out (their order never changes).
	 */
	readonly pairHi: Int32Array;
	readonly pairLo: Int32Array;
	/** A: pairs counted in C - D (strict in the reference, not tied for every v). */
	readonly counted: number;
	/** n0 - n1 and n0 - n2 at a generic point. */
	readonly untiedX: number;
	readonly untiedY: number;
	/**
	 * Counted pairs reversed for every v (a model without items above one with items in the
	 * reference): they add to D at every point.
	 */
	readonly fixedDiscordant: number;
	/**
	 * Pairs that may tie somewhere in the box though not for every v: counted pairs whose range
	 * contains 0, plus every pair tied in the reference only (conservatively).
	 */
	readonly tieable: number;
}

/** -Infinity for NaN, as `kendallTauB` orders NaN below every number. */
function low(x: number): number {
	return x === x ? x : Number.NEGATIVE_INFINITY;
}

function sameRows(a: Float64Array, i: number, j: number, G: number): boolean {
	for (let g = 0; g < G; g++) if (a[i * G + g] !== a[j * G + g]) return false;
	return true;
}

/**
 * Whether models a and b score the same under every weighting (both without items also counts).
 * s_a = N_a / D_a and s_b = N_b / D_b with N, D linear forms in v, so s_a = s_b for every v means
 * N_a D_b = N_b D_a as quadratic forms; linear forms factor uniquely (up to constants), so that
 * holds exactly when the two rows are proportional (num and den alike: the same cells, or one
 * model's counts a multiple of the other's) or when both scores are the same constant (every cell
 * of a at the same rate k, every cell of b too, e.g. x / 3x and 1 / 3), or both are 0. Decided by
 * cross-multiplication, exact for integer counts. O(G).
 */
export function tiedForEveryWeighting(counts: CategoryCounts, a: number, b: number): boolean {
	const { nGroups: G, num, den } = counts;
	let na = 0;
	let da = 0;
	let nb = 0;
	let db = 0;
	for (let g = 0; g < G; g++) {
		na += num[a * G + g];
		da += den[a * G + g];
		nb += num[b * G + g];
		db += den[b * G + g];
	}
	if (!(da > 0) || !(db > 0)) return !(da > 0) && !(db > 0);
	let proportional = true;
	let constantA = true;
	let constantB = true;
	for (let g = 0; g < G; g++) {
		const [an, ad, bn, bd] = [num[a * G + g], den[a * G + g], num[b * G + g], den[b * G + g]];
		if (an * db !== bn * da || ad * db !== bd * da) proportional = false;
		if (an * da !== ad * na) constantA = false;
		if (bn * db !== bd * nb) constantB = false;
	}
	return proportional || (constantA && constantB && na * db === nb * da);
}

/** Prepares the problem; throws a RangeError for a bound outside [0, 1) or mismatched lengths. */
export function prepareWorstCase(
	counts: CategoryCounts,
	reference: ArrayLike<number>,
	bound: number
): WorstCaseProblem {
	if (!(bound >= 0 && bound < 1)) throw new RangeError('bound must be in [0, 1)');
	const { nModels: M, nGroups: G, den } = counts;
	if (reference.length !== M) {
		throw new RangeError(`reference has ${reference.length} scores for ${M} models`);
	}
	const ref = Float64Array.from(reference);
	let complete = true;
	for (let m = 1; m < M && complete; m++) complete = sameRows(den, 0, m, G);
	const alive = new Uint8Array(M);
	for (let m = 0; m < M; m++) {
		for (let g = 0; g < G; g++) if (den[m * G + g] > 0) alive[m] = 1;
	}
	const hiList: number[] = [];
	const loList: number[] = [];
	const n0 = (M * (M - 1)) / 2;
	let tiedX = 0;
	let tiedY = 0;
	let counted = 0;
	let fixedDiscordant = 0;
	let refTiedFree = 0;
	for (let a = 0; a < M; a++) {
		for (let b = a + 1; b < M; b++) {
			const xa = low(ref[a]);
			const xb = low(ref[b]);
			const yTied = tiedForEveryWeighting(counts, a, b);
			if (xa === xb) tiedX++;
			if (yTied) tiedY++;
			if (xa === xb && !yTied) refTiedFree++;
			if (xa === xb || yTied) continue;
			counted++;
			if (!alive[a] || !alive[b]) {
				// The model without items stays last: reversed for every v if it leads the reference.
				if (!alive[xa > xb ? a : b]) fixedDiscordant++;
				continue;
			}
			hiList.push(xa > xb ? a : b);
			loList.push(xa > xb ? b : a);
		}
	}
	const problem = {
		counts,
		reference: ref,
		bound,
		lo: 1 - bound,
		hi: 1 + bound,
		complete,
		alive,
		pairHi: Int32Array.from(hiList),
		pairLo: Int32Array.from(loList),
		counted,
		untiedX: n0 - tiedX,
		untiedY: n0 - tiedY,
		fixedDiscordant,
		tieable: 0
	};
	return { ...problem, tieable: countTieable(problem) + refTiedFree };
}

/**
 * tau-b at a generic point where `discordant` of the pairs in `pairHi`/`pairLo` are reversed
 * (the fixed reversals are added here).
 */
export function tauFromDiscordant(problem: WorstCaseProblem, discordant: number): number {
	const den = Math.sqrt(problem.untiedX) * Math.sqrt(problem.untiedY);
	if (!(den > 0)) return Number.NaN;
	const d = discordant + problem.fixedDiscordant;
	return Math.min(1, Math.max(-1, (problem.counted - 2 * d) / den));
}

/**
 * Exact range of one model's score over the box: a ratio of two linear functions with a positive
 * denominator is extreme at a vertex, and the extreme vertex gives the upper weight to the
 * categories whose own ratio num/den is below (for the minimum) the optimum; so one of the G + 1
 * prefixes of the categories sorted by num/den is optimal (W. Dinkelbach 1967, "On nonlinear
 * fractional programming", Management Science 13(7):492-498).
 */
function scoreRange(problem: WorstCaseProblem, m: number): [number, number] {
	const { counts, lo, hi } = problem;
	const G = counts.nGroups;
	const gs: number[] = [];
	let n = 0;
	let d = 0;
	for (let g = 0; g < G; g++) {
		const dg = counts.den[m * G + g];
		if (dg > 0) gs.push(g);
		n += lo * counts.num[m * G + g];
		d += lo * dg;
	}
	if (!(d > 0)) return [Number.NaN, Number.NaN];
	const ratio = (g: number) => counts.num[m * G + g] / counts.den[m * G + g];
	gs.sort((x, y) => ratio(x) - ratio(y) || x - y);
	let min = n / d;
	let max = min;
	// Raise the categories one at a time in ascending ratio (the minimum is on a prefix) and in
	// descending ratio (the maximum is on a suffix).
	let nUp = n;
	let dUp = d;
	for (const g of gs) {
		nUp += (hi - lo) * counts.num[m * G + g];
		dUp += (hi - lo) * counts.den[m * G + g];
		min = Math.min(min, nUp / dUp);
	}
	nUp = n;
	dUp = d;
	for (let j = gs.length - 1; j >= 0; j--) {
		const g = gs[j];
		nUp += (hi - lo) * counts.num[m * G + g];
		dUp += (hi - lo) * counts.den[m * G + g];
		max = Math.max(max, nUp / dUp);
	}
	return [min, max];
}

/**
 * min and max over the box of d . v for d = num[hi] - num[lo] (complete data: the pair's order
 * is the sign of d . v). Each coordinate takes the bound that minimises (maximises) its term.
 */
export function pairRangeComplete(problem: WorstCaseProblem, p: number): [number, number] {
	const { counts, lo, hi } = problem;
	const G = counts.nGroups;
	const a = problem.pairHi[p] * G;
	const b = problem.pairLo[p] * G;
	let min = 0;
	let max = 0;
	for (let g = 0; g < G; g++) {
		const d = counts.num[a + g] - counts.num[b + g];
		min += d > 0 ? lo * d : hi * d;
		max += d > 0 ? hi * d : lo * d;
	}
	return [min, max];
}

/**
 * For each counted pair whether weights in the box can reverse it (`canReverse`) and whether it
 * can tie. Complete data: exact, from the range of d . v. Missing cells: from the two scores'
 * separate ranges (`scoreRange`), which is conservative: a pair whose ranges overlap is assumed
 * reversible.
 */
export function reversiblePairs(problem: WorstCaseProblem): {
	canReverse: Uint8Array;
	canTie: Uint8Array;
} {
	const P = problem.pairHi.length;
	const canReverse = new Uint8Array(P);
	const canTie = new Uint8Array(P);
	const ranges = problem.complete
		? null
		: Array.from({ length: problem.counts.nModels }, (_, m) => scoreRange(problem, m));
	for (let p = 0; p < P; p++) {
		let min: number;
		let max: number;
		if (ranges) {
			// s_hi - s_lo lies in [min s_hi - max s_lo, max s_hi - min s_lo].
			min = ranges[problem.pairHi[p]][0] - ranges[problem.pairLo[p]][1];
			max = ranges[problem.pairHi[p]][1] - ranges[problem.pairLo[p]][0];
		} else [min, max] = pairRangeComplete(problem, p);
		canReverse[p] = min < 0 ? 1 : 0;
		canTie[p] = min <= 0 && max >= 0 ? 1 : 0;
	}
	return { canReverse, canTie };
}

function countTieable(problem: WorstCaseProblem): number {
	let k = 0;
	for (const t of reversiblePairs(problem).canTie) k += t;
	return k;
}

/**
 * A lower bound on tau-b over the generic points of the box (pairwise relaxation; the worst case
 * is over those, see `worst-case.ts` on ties): every counted pair that the box can reverse on its
 * own is assumed reversed at once, which gives (A - 2 K) / sqrt((n0 - n1)(n0 - n2)); a pair tied
 * in the reference is untied there, so it adds to n0 - n2 and nothing to the numerator. When the
 * numerator is negative the bound divides by the smallest denominator any ties in the box could
 * leave (conservative).
 */
export function tauLowerBound(problem: WorstCaseProblem, reversible: number): number {
	const numer = problem.counted - 2 * (reversible + problem.fixedDiscordant);
	const yMin = problem.untiedY - (numer < 0 ? problem.tieable : 0);
	if (numer < 0 && !(yMin > 0)) return -1;
	const den = Math.sqrt(problem.untiedX) * Math.sqrt(yMin);
	if (!(den > 0)) return Number.NaN;
	return Math.min(1, Math.max(-1, numer / den));
}

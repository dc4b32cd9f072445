/**
 * Worst-case category weights: within a bound, which category weights move the ranking most?
 * Every item of category g gets the weight v_g in [1 - b, 1 + b] (b in [0, 1); 0 is the
 * reference). The bound is on an item's weight, so a category's share of the total weight can
 * grow or shrink relative to another's by up to a factor (1 + b) / (1 - b) (3 at b = 0.5). This
 * is the uncertainty set of group distributionally robust optimisation: S. Sagawa, P. W. Koh,
 * T. B. Hashimoto & P. Liang 2020, "Distributionally Robust Neural Networks for Group Shifts",
 * ICLR, https://arxiv.org/abs/1911.08731 (worst case over mixtures of groups), here bounded per
 * group around the benchmark's own mix.
 *
 * Model m scores s_m(v) = sum_g v_g num[m, g] / sum_g v_g den[m, g] (collapsed counts, see
 * `category-weights.ts`), and the search looks for v minimising Kendall's tau-b between the
 * reference scores and s(v). Its result is a certificate (`WorstCaseResult`): the weights, the
 * tau-b they give (recomputed from the weights with `categoryScores` and `kendallTauB`), how it
 * searched, how many points it evaluated, whether the result is provably the minimum, and a
 * lower bound on the attainable tau-b.
 *
 * - `worstCaseSearch`: multi-start exact line searches over the whole box (interior included,
 *   `worst-case-line.ts`); with complete data and at most `EXACT_MAX_CATEGORIES` categories it
 *   then runs a branch and bound over which pairs reverse (`worst-case-exact.ts`), which proves
 *   the minimum when it finishes (`outcome: 'proven'`) and otherwise leaves a proven lower bound
 *   (`tauBound`). Measured (`scripts/worst-case-timing.ts`): CIFAR-10.1's 30 models and 10
 *   classes are proven in a few seconds of CPU time at bounds 0.5, 0.7 and 0.9; 50 models with 10
 *   categories are not (the result is then the best found, with its bound). With missing cells a
 *   pair's order is the sign of a quadratic in v, not a linear function, and only the line search
 *   runs (`exact: false`).
 * - `randomInteriorSearch`: the baseline it must beat, uniform random points of the box.
 *
 * Ties: the worst case is taken over the weightings that newly tie no two models ("generic"
 * points, inside a cell of the arrangement of the surfaces s_a(v) = s_b(v)), the only weightings a
 * certificate reports: `certifiedWeights` keeps two models apart unless they tie for every
 * weighting (`tiedForEveryWeighting`). There tau-b's tie correction only involves pairs tied in
 * the reference and pairs tied for every v, its denominator is the same at every such point (a
 * pair tied in the reference is untied in the weighted scores), and the minimum is the most pairs
 * reversed at once. A weighting that ties two models with different results is a knife edge (any
 * change, however small, breaks the tie) and is left out. Inside the box it could do no better
 * while tau-b is not negative (of two opposite neighbouring cells one has a numerator C - D at
 * most the tie point's and a larger denominator; `exact` also asks tau-b >= 0, or -1); on the
 * box's boundary it can: with num_a - num_b = (3, -1) at bound 0.5 the pair ties only at the
 * corner (0.5, 1.5), and that tie lowers tau-b below every cell's
 * (`tests/unit/core/perturbations/worst-case-ties.test.ts`). The proof treats a cell narrower than
 * `MARGIN` (1e-6 in weight units, `worst-case-lp.ts`) as a tie, so exactness and the bounds
 * hold up to that margin. The reported tau-b is always the one the weights give, ties included.
 *
 * The certificate recomputes anywhere (`certifiedWeights`, `worst-case-certificate.ts`): its
 * weights are multiples of `WEIGHT_GRID` (2^-30), so for 0/1 scores every weighted sum is exact in
 * double precision and any order of summation gives the same score, bit for bit; and the weights
 * keep every pair of models that does not tie for every weighting at least `TIE_TOLERANCE`
 * (relative) apart, so a recomputation that rounds differently (category means first, say)
 * cannot turn an order into a tie or back. Two models tie under the certificate exactly when they
 * tie for every weighting.
 *
 * The older vertex search (`pairWorstCase`, `worstCaseDraw`, `worstCaseExhaustive`) is kept
 * below for the per-draw path; it visits corners of the box only and is not the worst case.
 */
import { kendallScratch, kendallTauB } from '../kendall.ts';
import { randomInt, rngForDraw } from '../random.ts';
import { categoryScores, type CategoryCounts } from './category-weights.ts';
import { certifiedWeights, onWeightGrid } from './worst-case-certificate.ts';
import { branchAndBound } from './worst-case-exact.ts';
import {
	finishSteps,
	multiStart,
	type SearchControl,
	type SearchSteps
} from './worst-case-line.ts';
import {
	prepareWorstCase,
	reversiblePairs,
	tauFromDiscordant,
	tauLowerBound,
	type WorstCaseProblem
} from './worst-case-problem.ts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';

/**
 * Up to this many categories (with complete data) the search tries to prove its minimum by
 * branch and bound; it says whether it did (`outcome`).
 */
const EXACT_MAX_CATEGORIES = 12;
/** Default number of points a search may evaluate. */
export const DEFAULT_WORST_CASE_BUDGET = 4_000;
/**
 * Default number of linear programs the branch and bound may solve before giving up (CIFAR-10.1
 * at bound 0.7, the hardest of its cases, takes about 50,000).
 */
const DEFAULT_EXACT_LP_LIMIT = 200_000;

export type WorstCaseOutcome = 'proven' | 'found' | 'stopped';

export type WorstCaseMethodName =
	'reference' | 'line-search' | 'line-search+branch-and-bound' | 'random-interior';

interface WorstCaseMethod {
	readonly name: WorstCaseMethodName;
}

export interface WorstCaseResult {
	/** Per-category item weights in [1 - bound, 1 + bound] (the certificate). */
	readonly weights: Float64Array;
	/** Scores under `weights` (`categoryScores`). */
	readonly scores: Float64Array;
	/** Kendall's tau-b of the reference scores against `scores`, recomputed from `weights`. */
	readonly tau: number;
	readonly method: WorstCaseMethod;
	/**
	 * Points of the box whose tau-b was determined: each stretch of a searched line between two
	 * pair crossings counts one, as does each point from a linear program or a random draw.
	 */
	readonly evaluated: number;
	/** Whether `tau` is proven to be the lowest tau-b attainable within the bound. */
	readonly exact: boolean;
	/**
	 * A proven lower bound on the attainable tau-b: `tau` itself when exact; otherwise the better
	 * of the pairwise relaxation (every pair that the box can reverse on its own, reversed at
	 * once) and, when the branch and bound ran, one reversal per clique of mutually exclusive
	 * reversals (up to the branch and bound's margin); null when none is known.
	 */
	readonly tauBound: number | null;
	/** Whether the search was stopped by `shouldStop` (the result is the best found so far). */
	readonly stopped: boolean;
	/** What the search showed (see `WorstCaseOutcome`). */
	readonly outcome: WorstCaseOutcome;
	/** Linear programs the branch and bound solved (0 when it did not run). */
	readonly linearPrograms: number;
}

interface WorstCaseOptions {
	/** Seed of the restarts' random points: the same seed gives the same result. */
	readonly seed: number;
	/** Most points to evaluate (default `DEFAULT_WORST_CASE_BUDGET`). */
	readonly budget?: number;
	/** Most linear programs for the proof (default `DEFAULT_EXACT_LP_LIMIT`). */
	readonly exactLpLimit?: number;
	/** Progress in arbitrary units: `done` of `total`, reported every few steps. */
	readonly onProgress?: (done: number, total: number) => void;
	/** Checked regularly; returning true ends the search with the best point found so far. */
	readonly shouldStop?: () => boolean;
}

function method(name: WorstCaseMethodName): WorstCaseMethod {
	return { name };
}

type Rest = Omit<WorstCaseResult, 'weights' | 'scores' | 'tau' | 'outcome' | 'linearPrograms'> & {
	linearPrograms?: number;
};

function certificate(
	problem: WorstCaseProblem,
	weights: Float64Array,
	rest: Rest
): WorstCaseResult {
	const v = certifiedWeights(problem, weights);
	const scores = categoryScores(problem.counts, v);
	const outcome: WorstCaseOutcome = rest.exact ? 'proven' : rest.stopped ? 'stopped' : 'found';
	return {
		weights: v,
		scores,
		tau: kendallTauB(problem.reference, scores),
		...rest,
		outcome,
		linearPrograms: rest.linearPrograms ?? 0
	};
}

function pairwiseBound(problem: WorstCaseProblem): number {
	let k = 0;
	for (const r of reversiblePairs(problem).canReverse) k += r;
	const b = tauLowerBound(problem, k);
	return b === b ? b : -1;
}

function lower(a: number, b: number): boolean {
	return (a === a ? a : Number.POSITIVE_INFINITY) < (b === b ? b : Number.POSITIVE_INFINITY);
}

/**
 * The worst-case category weights within `bound` (see the module comment). Deterministic for a
 * seed; runs on one thread, to the end (`worstCaseSearchSteps` is the same search in steps).
 * Throws a RangeError for a bound outside [0, 1).
 */
export function worstCaseSearch(
	counts: CategoryCounts,
	referenceScores: ArrayLike<number>,
	bound: number,
	options: WorstCaseOptions
): WorstCaseResult {
	return finishSteps(worstCaseSearchSteps(counts, referenceScores, bound, options));
}

/**
 * `worstCaseSearch` as steps: a generator that yields at every check of `shouldStop` (every few
 * line searches or linear programs: a few milliseconds apart) and returns the result. Between
 * steps the caller may let other work run, e.g. a worker's event loop that receives a cancel; the
 * result does not depend on how the steps are driven.
 */
export function* worstCaseSearchSteps(
	counts: CategoryCounts,
	referenceScores: ArrayLike<number>,
	bound: number,
	options: WorstCaseOptions
): SearchSteps<WorstCaseResult> {
	const problem = prepareWorstCase(counts, referenceScores, bound);
	yield; // also between the one-off phases (each can take a while on 1,000 categories)
	const G = counts.nGroups;
	if (bound === 0 || G === 0) {
		const only = certificate(problem, new Float64Array(G).fill(1), {
			method: method('reference'),
			evaluated: 1,
			exact: true,
			tauBound: null,
			stopped: false
		});
		return { ...only, tauBound: only.tau === only.tau ? only.tau : null };
	}
	const budget = Math.max(1, options.budget ?? DEFAULT_WORST_CASE_BUDGET);
	const tryExact = problem.complete && G <= EXACT_MAX_CATEGORIES;
	const lpLimit = Math.max(0, options.exactLpLimit ?? DEFAULT_EXACT_LP_LIMIT);
	// With a proof to follow, the line search only needs to find a good incumbent.
	const lineBudget = tryExact ? Math.max(1, Math.min(budget, 2_000 + 200 * G)) : budget;
	const total = lineBudget + (tryExact ? lpLimit : 0);
	const report = options.onProgress;
	const control: SearchControl = {
		evaluated: 0,
		budget: lineBudget,
		stopped: false,
		shouldStop: options.shouldStop,
		onProgress: report ? (done) => report(done, total) : undefined,
		sinceCheck: 0
	};
	const found = yield* multiStart(problem, options.seed, control);
	let weights = found.v;
	let exact = false;
	yield;
	let tauBound = pairwiseBound(problem);
	yield;
	let name: WorstCaseMethodName = 'line-search';
	let linearPrograms = 0;
	if (tryExact && !control.stopped) {
		name = 'line-search+branch-and-bound';
		const exactControl: SearchControl = {
			...control,
			evaluated: 0,
			onProgress: report ? (done) => report(lineBudget + done, total) : undefined
		};
		const outcome = yield* branchAndBound(problem, found.v, exactControl, lpLimit);
		linearPrograms = outcome.lps;
		control.evaluated += exactControl.evaluated;
		const bb = tauLowerBound(problem, outcome.maxReversed);
		if (bb === bb) tauBound = Math.max(tauBound, bb);
		if (outcome.weights) {
			const proven = certificate(problem, outcome.weights, {
				method: method(name),
				evaluated: 0,
				exact: false,
				tauBound: null,
				stopped: false
			});
			const foundTau = kendallTauB(
				problem.reference,
				categoryScores(counts, certifiedWeights(problem, found.v))
			);
			if (!lower(foundTau, proven.tau)) {
				weights = outcome.weights;
				// The proof covers generic points with a margin (see the module comment); it is
				// claimed when tau-b is not negative and the recomputed tau-b is the one the count
				// of reversed pairs predicts (a tie left in the certificate would break that).
				exact =
					outcome.finished &&
					(proven.tau >= 0 || proven.tau === -1) &&
					Math.abs(proven.tau - tauFromDiscordant(problem, outcome.reversed)) < 1e-12;
			}
		}
		control.stopped ||= exactControl.stopped;
	}
	report?.(total, total);
	yield;
	const result = certificate(problem, weights, {
		method: method(name),
		evaluated: control.evaluated,
		exact,
		tauBound: null,
		stopped: control.stopped,
		linearPrograms
	});
	return { ...result, tauBound: exact ? result.tau : tauBound };
}

/**
 * The baseline: `evaluations` uniform random points of the box (seeded), the one with the lowest
 * tau-b. Each weight is drawn independently, uniform on [1 - bound, 1 + bound], and rounded to the
 * certificate's grid (`WEIGHT_GRID`), so that the tau-b each draw is judged by is the one its
 * certificate recomputes: off the grid, two scores that are mathematically equal but summed from
 * different cells (x / (3 x) and 1 / 3) can differ in the last bit and break a tie that no
 * weighting breaks.
 */
export function randomInteriorSearch(
	counts: CategoryCounts,
	referenceScores: ArrayLike<number>,
	bound: number,
	evaluations: number,
	seed: number
): WorstCaseResult {
	const problem = prepareWorstCase(counts, referenceScores, bound);
	const G = counts.nGroups;
	const rng = rngForDraw(seed, 0);
	const v = new Float64Array(G);
	const scores = new Float64Array(counts.nModels);
	const scratch = kendallScratch(counts.nModels);
	let best = new Float64Array(G).fill(1);
	let bestTau = Number.NaN;
	const n = Math.max(1, Math.floor(evaluations));
	for (let i = 0; i < n; i++) {
		for (let g = 0; g < G; g++) {
			const x = problem.lo + (problem.hi - problem.lo) * uniformFloat64(rng);
			v[g] = onWeightGrid(x, problem.lo, problem.hi);
		}
		categoryScores(counts, v, scores);
		const t = kendallTauB(problem.reference, scores, scratch);
		if (i === 0 || lower(t, bestTau)) {
			bestTau = t;
			best = v.slice();
		}
	}
	return certificate(problem, best, {
		method: method('random-interior'),
		evaluated: n,
		exact: false,
		tauBound: bound === 0 ? null : pairwiseBound(problem),
		stopped: false
	});
}

// ---------------------------------------------------------------- vertex search (per draw)

interface PairWorstCase {
	/** Per-category item weights, each 1 - bound or 1 + bound. */
	readonly weights: Float64Array;
	/** score_a - score_b under those weights (negative: b overtakes a). */
	readonly gap: number;
	/** Whether the scan is provably optimal (a and b have the same cells present). */
	readonly exact: boolean;
}

function pairGap(counts: CategoryCounts, a: number, b: number, v: ArrayLike<number>): number {
	const G = counts.nGroups;
	let na = 0;
	let da = 0;
	let nb = 0;
	let db = 0;
	for (let g = 0; g < G; g++) {
		na += v[g] * counts.num[a * G + g];
		da += v[g] * counts.den[a * G + g];
		nb += v[g] * counts.num[b * G + g];
		db += v[g] * counts.den[b * G + g];
	}
	return na / da - nb / db;
}

/**
 * Category weights within the bound that minimise score_a - score_b for one pair. When a and b
 * have the same items present (den_a = den_b) the gap is (v . d) / (v . n), a ratio of linear
 * functions, minimised at a vertex where the categories with the smallest per-item gap
 * (num_a,g - num_b,g) / n_g get the upper weight and the rest the lower one (W. Dinkelbach 1967,
 * "On nonlinear fractional programming", Management Science 13(7):492-498): the G + 1 prefixes of
 * that order contain the optimum, exact in O(G log G + G M). With missing cells the denominators
 * differ and the same scan is only a heuristic (`exact: false`).
 */
export function pairWorstCase(
	counts: CategoryCounts,
	a: number,
	b: number,
	bound: number
): PairWorstCase {
	checkBound(bound);
	const G = counts.nGroups;
	let exact = true;
	const slope = new Float64Array(G);
	for (let g = 0; g < G; g++) {
		const da = counts.den[a * G + g];
		const db = counts.den[b * G + g];
		if (da !== db) exact = false;
		const ra = da > 0 ? counts.num[a * G + g] / da : 0;
		const rb = db > 0 ? counts.num[b * G + g] / db : 0;
		slope[g] = ra - rb;
	}
	const order = Array.from({ length: G }, (_, g) => g).sort((x, y) => slope[x] - slope[y] || x - y);
	const v = new Float64Array(G).fill(1 - bound);
	let best = v.slice();
	let bestGap = pairGap(counts, a, b, v);
	for (let j = 0; j < G; j++) {
		v[order[j]] = 1 + bound;
		const gap = pairGap(counts, a, b, v);
		if (gap < bestGap) {
			bestGap = gap;
			best = v.slice();
		}
	}
	return { weights: best, gap: bestGap, exact };
}

/** One draw of the vertex search (`worstCaseDraw`, `worstCaseExhaustive`). */
interface WorstCaseDrawResult {
	/** Per-category item weights, each 1 - bound or 1 + bound (all 1 when bound is 0). */
	readonly weights: Float64Array;
	/** Scores under `weights` (collapsed path). */
	readonly scores: Float64Array;
	/** Kendall's tau-b of those scores against the reference scores. */
	readonly tau: number;
	/** Candidate weight vectors evaluated. */
	readonly evaluated: number;
}

function checkBound(bound: number): void {
	if (!(bound >= 0 && bound < 1)) throw new RangeError('bound must be in [0, 1)');
}

/** tau-b of the reference against the scores under `v`; undefined tau (all tied) is never chosen. */
function tauOf(
	counts: CategoryCounts,
	referenceScores: ArrayLike<number>,
	v: ArrayLike<number>,
	scores: Float64Array,
	scratch: ReturnType<typeof kendallScratch>
): number {
	categoryScores(counts, v, scores);
	const t = kendallTauB(referenceScores, scores, scratch);
	return t === t ? t : Number.POSITIVE_INFINITY;
}

/**
 * @deprecated Use `worstCaseSearch` once per run: a search has one result, not a sample of draws.
 *
 * Draw `drawIndex` of the old vertex search: best single-category flip between the corners of the
 * box until none lowers tau-b, from the exact pair worst case for (reference leader, d-th
 * runner-up) while there are runners-up, then from random vertices seeded by (seed, d). Corners
 * only: the lowest tau-b is often inside the box. `referenceOrder` is the reference ranking, best
 * first. Kept so that the per-draw path keeps working until it moves to `worstCaseSearch`.
 */
export function worstCaseDraw(
	counts: CategoryCounts,
	referenceScores: ArrayLike<number>,
	referenceOrder: readonly number[],
	bound: number,
	seed: number,
	drawIndex: number
): WorstCaseDrawResult {
	checkBound(bound);
	const G = counts.nGroups;
	const M = counts.nModels;
	const scores = new Float64Array(M);
	const scratch = kendallScratch(M);
	if (bound === 0) {
		const ones = new Float64Array(G).fill(1);
		categoryScores(counts, ones, scores);
		return {
			weights: ones,
			scores,
			tau: kendallTauB(referenceScores, scores, scratch),
			evaluated: 1
		};
	}
	let v: Float64Array;
	if (drawIndex + 1 < referenceOrder.length) {
		v = pairWorstCase(counts, referenceOrder[0], referenceOrder[drawIndex + 1], bound).weights;
	} else {
		const rng = rngForDraw(seed, drawIndex);
		v = new Float64Array(G);
		for (let g = 0; g < G; g++) v[g] = randomInt(rng, 0, 1) ? 1 + bound : 1 - bound;
	}
	let tau = tauOf(counts, referenceScores, v, scores, scratch);
	let evaluated = 1;
	for (let step = 0; step < 10 * G + 10; step++) {
		let bestG = -1;
		let bestTau = tau;
		for (let g = 0; g < G; g++) {
			const old = v[g];
			v[g] = old === 1 + bound ? 1 - bound : 1 + bound;
			const t = tauOf(counts, referenceScores, v, scores, scratch);
			evaluated++;
			v[g] = old;
			if (t < bestTau) {
				bestTau = t;
				bestG = g;
			}
		}
		if (bestG < 0) break;
		v[bestG] = v[bestG] === 1 + bound ? 1 - bound : 1 + bound;
		tau = bestTau;
	}
	categoryScores(counts, v, scores);
	return { weights: v, scores, tau: kendallTauB(referenceScores, scores, scratch), evaluated };
}

/**
 * Every vertex of the box (2^G of them, in Gray-code order), or `null` when 2^G exceeds
 * `maxVertices`. Returns the vertex with the lowest tau-b (the first one found on ties): the
 * minimum over corners, which the whole box can beat (`worstCaseSearch` searches all of it).
 */
export function worstCaseExhaustive(
	counts: CategoryCounts,
	referenceScores: ArrayLike<number>,
	bound: number,
	maxVertices = 4096
): WorstCaseDrawResult | null {
	checkBound(bound);
	const G = counts.nGroups;
	if (G > 30 || 2 ** G > maxVertices) return null;
	const M = counts.nModels;
	const scores = new Float64Array(M);
	const scratch = kendallScratch(M);
	const v = new Float64Array(G).fill(1 - bound);
	let best = v.slice();
	let bestTau = tauOf(counts, referenceScores, v, scores, scratch);
	const total = 2 ** G;
	for (let k = 1; k < total; k++) {
		// Gray code: step k flips the bit of k's lowest set bit.
		const g = 31 - Math.clz32(k & -k);
		v[g] = v[g] === 1 + bound ? 1 - bound : 1 + bound;
		const t = tauOf(counts, referenceScores, v, scores, scratch);
		if (t < bestTau) {
			bestTau = t;
			best = v.slice();
		}
	}
	categoryScores(counts, best, scores);
	return {
		weights: best,
		scores,
		tau: kendallTauB(referenceScores, scores, scratch),
		evaluated: total
	};
}

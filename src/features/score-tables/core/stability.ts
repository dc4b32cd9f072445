/**
 * How stable is the aggregate ranking of a multi-task benchmark? Perturbations of the benchmark
 * set and of the model set, after G. Zhang & M. Hardt (2024), "Inherent trade-offs between
 * diversity and stability in multi-task benchmarks", arXiv:2405.01719: each reports, against the
 * unperturbed aggregate, Kendall's tau-b (`kendall.ts`) and the largest rank change over the
 * models compared (min ranks, `rank.ts`), and whether the leader kept first place.
 *
 * Each perturbation has the app's draw type, which decides what its summary may claim:
 *
 * | kind                | draw type  | draws                                                        |
 * |---------------------|------------|--------------------------------------------------------------|
 * | `resampleBenchmarks`| `sample`   | benchmarks drawn with replacement (weight = times drawn)     |
 * | `dirichletWeights`  | `sample`   | weights B * Dirichlet(concentration, ..., concentration)     |
 * | `modelSet`          | `sample`   | a share of the models removed, weak "irrelevant" ones added  |
 * | `dropBenchmark`     | `variants` | one variant per benchmark, without it                        |
 * | `worstCaseWeights`  | `search`   | the weights in [1 - bound, 1 + bound] that lower tau-b most  |
 *
 * Random draws use `rngForDraw(seed, d)` alone (`random.ts`): the same seed gives the same numbers
 * however the draws are split across workers.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { kendallTauB } from '../../../core/kendall.ts';
import { dirichletSample } from '../../../core/perturbations/gamma.ts';
import { quantileSorted } from '../../../core/stats/quantile.ts';
import { randomInt, rngForDraw } from '../../../core/random.ts';
import { minRanks, rankingOrder } from '../../../core/rank.ts';
import { summarizeTau, type TauSummary } from '../../../core/summary.ts';
import {
	aggregateOne,
	aggregateValues,
	contributions,
	oriented,
	scoreBlock,
	type ScoreBlock,
	type TableAggregate
} from './aggregate.ts';
import type { ScoreTable, ScoreTableCondition } from './ScoreTable.ts';

export type TablePerturbation =
	| { readonly kind: 'resampleBenchmarks' }
	| { readonly kind: 'dirichletWeights'; readonly concentration: number }
	| {
			readonly kind: 'modelSet';
			/** Share of the models removed in each draw, in [0, 1). */
			readonly removeShare: number;
			/** Weak models added in each draw. */
			readonly addWeak: number;
			/**
			 * How weak: on each benchmark a weak model scores at a random quantile, uniform in
			 * [0, weakQuantile], of the real models' scores there (0.25 = within the bottom quarter).
			 */
			readonly weakQuantile: number;
	  }
	| { readonly kind: 'dropBenchmark' }
	| { readonly kind: 'worstCaseWeights'; readonly bound: number };

type TablePerturbationKind = TablePerturbation['kind'];

/** The app's draw types (sample | variants | search | sweep); a score table uses the first three. */
type TableDrawType = 'sample' | 'variants' | 'search';

export const TABLE_PERTURBATION_DRAW_TYPES: Readonly<Record<TablePerturbationKind, TableDrawType>> =
	{
		resampleBenchmarks: 'sample',
		dirichletWeights: 'sample',
		modelSet: 'sample',
		dropBenchmark: 'variants',
		worstCaseWeights: 'search'
	};

export function defaultTablePerturbation(kind: TablePerturbationKind): TablePerturbation {
	switch (kind) {
		case 'resampleBenchmarks':
			return { kind };
		case 'dirichletWeights':
			return { kind, concentration: 1 };
		case 'modelSet':
			return { kind, removeShare: 0, addWeak: 5, weakQuantile: 0.25 };
		case 'dropBenchmark':
			return { kind };
		case 'worstCaseWeights':
			return { kind, bound: 0.5 };
	}
}

/** Everything the perturbations share: the unperturbed aggregate of one condition. */
export interface StabilityContext {
	readonly method: TableAggregate;
	/** Benchmarks aggregated (indices into the table's benchmarks). */
	readonly benchmarks: readonly number[];
	readonly block: ScoreBlock;
	/** Contributions of every model (`aggregate.ts`), M x K. */
	readonly contributions: Float64Array;
	/** Unperturbed aggregate, larger = better; `NaN` for models without one. */
	readonly reference: Float64Array;
	/** Models with an unperturbed aggregate: the ones every comparison is over. */
	readonly compared: readonly number[];
}

export function stabilityContext(
	table: ScoreTable,
	condition: ScoreTableCondition,
	method: TableAggregate,
	benchmarks: readonly number[] = table.benchmarks.map((_, b) => b)
): StabilityContext {
	const block = scoreBlock(table, condition, benchmarks);
	const c = contributions(block, method);
	const reference = oriented(method, aggregateValues(c, block.nModels, method));
	const compared: number[] = [];
	for (let m = 0; m < block.nModels; m++) if (reference[m] === reference[m]) compared.push(m);
	return { method, benchmarks, block, contributions: c, reference, compared };
}

/** One perturbed ranking against the reference, over the models compared. */
interface Outcome {
	readonly tau: number;
	readonly maxRankChange: number;
	/** Whether the reference leader (first in reference order) is still ranked first. */
	readonly leaderKept: boolean;
}

/** Compares perturbed aggregate values (larger = better) with the reference over `models`. */
export function compareWithReference(
	reference: ArrayLike<number>,
	perturbed: ArrayLike<number>,
	models: readonly number[]
): Outcome {
	const x = Float64Array.from(models, (m) => reference[m]);
	const y = Float64Array.from(models, (m) => perturbed[m]);
	const rx = minRanks(x);
	const ry = minRanks(y);
	let maxRankChange = 0;
	for (let k = 0; k < models.length; k++) {
		maxRankChange = Math.max(maxRankChange, Math.abs(rx[k] - ry[k]));
	}
	const leader = models.length ? rankingOrder(x)[0] : -1;
	return {
		tau: kendallTauB(x, y),
		maxRankChange,
		leaderKept: leader >= 0 && ry[leader] === 1
	};
}

function perturbedValues(ctx: StabilityContext, weights: ArrayLike<number>): Float64Array {
	return oriented(
		ctx.method,
		aggregateValues(ctx.contributions, ctx.block.nModels, ctx.method, weights)
	);
}

// ------------------------------------------------------------------------------- sample draws

/** Benchmark weights of draw `d` of a resampling (multinomial counts) or Dirichlet perturbation. */
export function benchmarkWeights(
	spec: TablePerturbation,
	nBenchmarks: number,
	seed: number,
	drawIndex: number
): Float64Array {
	const K = nBenchmarks;
	const w = new Float64Array(K);
	const rng = rngForDraw(seed, drawIndex);
	if (spec.kind === 'resampleBenchmarks') {
		for (let t = 0; t < K; t++) w[randomInt(rng, 0, K - 1)]++;
	} else if (spec.kind === 'dirichletWeights') {
		if (!(spec.concentration > 0)) throw new RangeError('concentration must be positive');
		if (spec.concentration === Number.POSITIVE_INFINITY) return w.fill(1);
		dirichletSample(rng, new Float64Array(K).fill(spec.concentration), w);
		for (let k = 0; k < K; k++) w[k] *= K;
	} else throw new RangeError(`${spec.kind} has no random benchmark weights`);
	return w;
}

/**
 * The real models kept and the weak models' scores (W x K, row-major) in draw `d` of a model-set
 * perturbation. Removes round(removeShare * n) of the n compared models (at least 2 stay).
 */
function modelSetDraw(
	ctx: StabilityContext,
	spec: Extract<TablePerturbation, { kind: 'modelSet' }>,
	seed: number,
	drawIndex: number
): { kept: number[]; weak: Float64Array } {
	if (!(spec.removeShare >= 0 && spec.removeShare < 1)) {
		throw new RangeError('removeShare must be in [0, 1)');
	}
	if (!(spec.weakQuantile >= 0 && spec.weakQuantile <= 1)) {
		throw new RangeError('weakQuantile must be in [0, 1]');
	}
	const rng = rngForDraw(seed, drawIndex);
	const pool = [...ctx.compared];
	const n = pool.length;
	const remove = Math.min(Math.round(spec.removeShare * n), Math.max(0, n - 2));
	// Partial Fisher-Yates: the first `remove` positions become the removed models.
	for (let t = 0; t < remove; t++) {
		const j = randomInt(rng, t, n - 1);
		[pool[t], pool[j]] = [pool[j], pool[t]];
	}
	const kept = pool.slice(remove).sort((a, b) => a - b);
	const { nModels: M, nBenchmarks: K, scores } = ctx.block;
	const W = Math.max(0, Math.floor(spec.addWeak));
	const weak = new Float64Array(W * K);
	for (let k = 0; k < K; k++) {
		const col: number[] = [];
		for (let m = 0; m < M; m++)
			if (scores[m * K + k] === scores[m * K + k]) col.push(scores[m * K + k]);
		col.sort((a, b) => a - b);
		for (let w = 0; w < W; w++) {
			const u = uniformFloat64(rng) * spec.weakQuantile;
			weak[w * K + k] = col.length ? quantileSorted(col, u) : Number.NaN;
		}
	}
	return { kept, weak };
}

/** Outcome of one model-set draw: aggregate over kept + weak models, compared on the kept ones. */
function modelSetOutcome(
	ctx: StabilityContext,
	spec: Extract<TablePerturbation, { kind: 'modelSet' }>,
	seed: number,
	drawIndex: number
): Outcome {
	const { kept, weak } = modelSetDraw(ctx, spec, seed, drawIndex);
	const { nModels: M, nBenchmarks: K, scores } = ctx.block;
	const W = weak.length / Math.max(1, K);
	const all = new Float64Array((M + W) * K);
	all.set(scores);
	all.set(weak, M * K);
	const members = new Uint8Array(M + W);
	for (const m of kept) members[m] = 1;
	members.fill(1, M);
	const block = { nModels: M + W, nBenchmarks: K, scores: all };
	const values = oriented(
		ctx.method,
		aggregateValues(contributions(block, ctx.method, members), M + W, ctx.method)
	);
	return compareWithReference(ctx.reference, values, kept);
}

/** Per-draw outcomes of a `sample` perturbation, draws [from, to). */
interface SampleDraws {
	readonly tau: Float64Array;
	readonly maxRankChange: Int32Array;
	readonly leaderKept: Uint8Array;
}

export function sampleDraws(
	ctx: StabilityContext,
	spec: TablePerturbation,
	seed: number,
	from: number,
	to: number
): SampleDraws {
	if (TABLE_PERTURBATION_DRAW_TYPES[spec.kind] !== 'sample') {
		throw new RangeError(`${spec.kind} is not a random perturbation`);
	}
	const n = Math.max(0, to - from);
	const out = {
		tau: new Float64Array(n),
		maxRankChange: new Int32Array(n),
		leaderKept: new Uint8Array(n)
	};
	for (let d = from; d < to; d++) {
		const o =
			spec.kind === 'modelSet'
				? modelSetOutcome(ctx, spec, seed, d)
				: compareWithReference(
						ctx.reference,
						perturbedValues(ctx, benchmarkWeights(spec, ctx.block.nBenchmarks, seed, d)),
						ctx.compared
					);
		out.tau[d - from] = o.tau;
		out.maxRankChange[d - from] = o.maxRankChange;
		out.leaderKept[d - from] = o.leaderKept ? 1 : 0;
	}
	return out;
}

export interface SampleStability {
	readonly drawType: 'sample';
	readonly perturbation: TablePerturbation;
	readonly method: TableAggregate;
	readonly draws: number;
	readonly seed: number;
	/** tau-b against the reference: mean, median, 5% and 95% quantiles, min. */
	readonly tau: TauSummary;
	/** Largest rank change: median, 95% quantile (numpy 'higher') and max over draws. */
	readonly maxRankChange: { readonly median: number; readonly q95: number; readonly max: number };
	/** Share of draws in which the reference leader stays first. */
	readonly leaderKept: number;
	readonly perDraw: SampleDraws;
}

export function summarizeSample(
	ctx: StabilityContext,
	spec: TablePerturbation,
	seed: number,
	draws: SampleDraws
): SampleStability {
	const n = draws.tau.length;
	const changes = Float64Array.from(draws.maxRankChange).sort();
	let kept = 0;
	for (const k of draws.leaderKept) kept += k;
	return {
		drawType: 'sample',
		perturbation: spec,
		method: ctx.method,
		draws: n,
		seed,
		tau: summarizeTau(draws.tau),
		maxRankChange: {
			median: quantileSorted(changes, 0.5, 'higher'),
			q95: quantileSorted(changes, 0.95, 'higher'),
			max: n ? changes[n - 1] : Number.NaN
		},
		leaderKept: n ? kept / n : Number.NaN,
		perDraw: draws
	};
}

// ------------------------------------------------------------------------------------ variants

interface Variant extends Outcome {
	/** The benchmark left out (index into the table's benchmarks). */
	readonly dropped: number;
	/** Model indices, best first, under this variant. */
	readonly order: readonly number[];
}

export interface VariantsStability {
	readonly drawType: 'variants';
	readonly perturbation: TablePerturbation;
	readonly method: TableAggregate;
	readonly variants: readonly Variant[];
	/** Min and max of tau-b over the variants (no percentile: the variants are not random). */
	readonly tauMin: number;
	readonly tauMax: number;
	readonly maxRankChange: number;
	readonly leaderKeptIn: number;
}

/** Drop one benchmark at a time (one variant per benchmark). */
export function dropBenchmarkVariants(ctx: StabilityContext): VariantsStability {
	const K = ctx.block.nBenchmarks;
	const variants: Variant[] = [];
	for (let k = 0; k < K; k++) {
		const w = new Float64Array(K).fill(1);
		w[k] = 0;
		const values = perturbedValues(ctx, w);
		const o = compareWithReference(ctx.reference, values, ctx.compared);
		const sub = Float64Array.from(ctx.compared, (m) => values[m]);
		variants.push({
			...o,
			dropped: ctx.benchmarks[k],
			order: rankingOrder(sub).map((i) => ctx.compared[i])
		});
	}
	const taus = variants.map((v) => v.tau).filter((t) => t === t);
	return {
		drawType: 'variants',
		perturbation: { kind: 'dropBenchmark' },
		method: ctx.method,
		variants,
		tauMin: taus.length ? Math.min(...taus) : Number.NaN,
		tauMax: taus.length ? Math.max(...taus) : Number.NaN,
		maxRankChange: variants.reduce((a, v) => Math.max(a, v.maxRankChange), 0),
		leaderKeptIn: variants.filter((v) => v.leaderKept).length
	};
}

// -------------------------------------------------------------------------------------- search

interface PairBound {
	/** Every pair's worst case is exact (the aggregate is linear in the weights for that pair). */
	readonly exact: boolean;
	/** Pairs of compared models, ordered in the reference, that some weights tie or reverse. */
	readonly flippablePairs: number;
	/** Pairs ordered (not tied) in the reference. */
	readonly orderedPairs: number;
	/**
	 * A lower bound on tau-b over every weight vector in the box, (U - 2F) / sqrt(U P) with U
	 * ordered pairs, F flippable pairs and P all pairs; `null` when not exact or U < 2F.
	 */
	readonly tauLowerBound: number | null;
}

export interface SearchStability {
	readonly drawType: 'search';
	readonly perturbation: TablePerturbation;
	readonly method: TableAggregate;
	/** The certificate: weights (per aggregated benchmark, same order) and what they give. */
	readonly certificate: Outcome & {
		readonly weights: Float64Array;
		readonly order: readonly number[];
	};
	readonly search: {
		readonly method: 'exhaustive' | 'local-search';
		/** Weight vectors evaluated. */
		readonly evaluated: number;
		readonly starts: number;
		readonly seed: number;
	};
	readonly pairBound: PairBound;
}

interface SearchOptions {
	readonly seed?: number;
	/** Local-search starts when the box has too many vertices to try them all. */
	readonly starts?: number;
	/** Largest number of vertices tried exhaustively (2^K). */
	readonly maxVertices?: number;
}

/**
 * Worst-case benchmark weights within [1 - bound, 1 + bound] (bound in [0, 1)): the weights that
 * minimise tau-b against the reference.
 *
 * Method: every vertex of the box when there are at most `maxVertices` (exact over vertices);
 * otherwise best-improvement local search over vertices (flip one benchmark's weight at a time
 * while tau-b drops) from `starts` starting vertices: the exact worst case for the pair (leader,
 * j-th model) for j = 1, 2, ..., then random vertices seeded by (seed, start). As in the item-level
 * worst case (`perturbations/worst-case.ts`), tau-b is piecewise constant and its minimum need not
 * sit at a vertex, so the result is a certificate — weights that move the ranking this far — not
 * the true minimum. For one pair of models the aggregate gap is linear in the weights (Borda
 * always; the means when both models have the same benchmarks), so its minimum over the box is
 * the vertex with 1 + bound where the pair's contribution difference is negative: that gives the
 * exact count of pairs any weights can flip, and from it a lower bound on tau-b (`PairBound`).
 */
export function worstCaseWeights(
	ctx: StabilityContext,
	bound: number,
	options: SearchOptions = {}
): SearchStability {
	if (!(bound >= 0 && bound < 1)) throw new RangeError('bound must be in [0, 1)');
	const { seed = 0, starts = 20, maxVertices = 4096 } = options;
	const K = ctx.block.nBenchmarks;
	const hi = 1 + bound;
	const lo = 1 - bound;
	let evaluated = 0;
	const tauOf = (v: Float64Array): number => {
		evaluated++;
		const t = compareWithReference(ctx.reference, perturbedValues(ctx, v), ctx.compared).tau;
		return t === t ? t : Number.POSITIVE_INFINITY;
	};
	let best = new Float64Array(K).fill(1);
	let bestTau = Number.POSITIVE_INFINITY;
	let method: 'exhaustive' | 'local-search';
	let nStarts = 0;
	if (bound === 0 || K === 0) {
		method = 'exhaustive';
		tauOf(best);
	} else if (K <= 30 && 2 ** K <= maxVertices) {
		method = 'exhaustive';
		const v = new Float64Array(K).fill(lo);
		for (let k = 0; k < 2 ** K; k++) {
			if (k > 0) {
				// Gray code: step k flips the weight of k's lowest set bit.
				const g = 31 - Math.clz32(k & -k);
				v[g] = v[g] === hi ? lo : hi;
			}
			const t = tauOf(v);
			if (t < bestTau) {
				bestTau = t;
				best = v.slice();
			}
		}
	} else {
		method = 'local-search';
		const order = rankingOrder(Float64Array.from(ctx.compared, (m) => ctx.reference[m])).map(
			(i) => ctx.compared[i]
		);
		for (let s = 0; s < starts; s++) {
			let v: Float64Array;
			if (s + 1 < order.length) v = pairWorstVertex(ctx, order[0], order[s + 1], bound);
			else {
				const rng = rngForDraw(seed, s);
				v = Float64Array.from({ length: K }, () => (randomInt(rng, 0, 1) ? hi : lo));
			}
			nStarts++;
			let tau = tauOf(v);
			for (;;) {
				let bestK = -1;
				let bestStep = tau;
				for (let k = 0; k < K; k++) {
					const old = v[k];
					v[k] = old === hi ? lo : hi;
					const t = tauOf(v);
					v[k] = old;
					if (t < bestStep) {
						bestStep = t;
						bestK = k;
					}
				}
				if (bestK < 0) break;
				v[bestK] = v[bestK] === hi ? lo : hi;
				tau = bestStep;
			}
			if (tau < bestTau) {
				bestTau = tau;
				best = v.slice();
			}
		}
	}
	const values = perturbedValues(ctx, best);
	const outcome = compareWithReference(ctx.reference, values, ctx.compared);
	const sub = Float64Array.from(ctx.compared, (m) => values[m]);
	return {
		drawType: 'search',
		perturbation: { kind: 'worstCaseWeights', bound },
		method: ctx.method,
		certificate: {
			...outcome,
			weights: best,
			order: rankingOrder(sub).map((i) => ctx.compared[i])
		},
		search: { method, evaluated, starts: nStarts, seed },
		pairBound: pairBound(ctx, bound)
	};
}

/** Whether models a and b have a score on the same benchmarks. */
function samePresence(ctx: StabilityContext, a: number, b: number): boolean {
	const K = ctx.block.nBenchmarks;
	const c = ctx.contributions;
	for (let k = 0; k < K; k++) {
		if ((c[a * K + k] === c[a * K + k]) !== (c[b * K + k] === c[b * K + k])) return false;
	}
	return true;
}

/** The vertex that minimises (a's aggregate - b's), exact when the gap is linear in the weights. */
function pairWorstVertex(ctx: StabilityContext, a: number, b: number, bound: number): Float64Array {
	const K = ctx.block.nBenchmarks;
	const c = ctx.contributions;
	const sign = ctx.method === 'meanRank' ? -1 : 1;
	const v = new Float64Array(K);
	for (let k = 0; k < K; k++) {
		const ca = c[a * K + k];
		const cb = c[b * K + k];
		const diff = sign * ((ca === ca ? ca : 0) - (cb === cb ? cb : 0));
		v[k] = diff < 0 ? 1 + bound : 1 - bound;
	}
	return v;
}

function pairBound(ctx: StabilityContext, bound: number): PairBound {
	const models = ctx.compared;
	const n = models.length;
	let exact = true;
	let flippable = 0;
	let ordered = 0;
	const K = ctx.block.nBenchmarks;
	const sign = ctx.method === 'meanRank' ? -1 : 1;
	for (let i = 0; i < n; i++) {
		for (let j = i + 1; j < n; j++) {
			let a = models[i];
			let b = models[j];
			const ra = ctx.reference[a];
			const rb = ctx.reference[b];
			if (ra === rb) continue;
			ordered++;
			if (ra < rb) [a, b] = [b, a];
			if (ctx.method !== 'borda' && !samePresence(ctx, a, b)) exact = false;
			const v = pairWorstVertex(ctx, a, b, bound);
			const gap =
				sign *
				(aggregateOne(ctx.contributions, K, a, ctx.method, v) -
					aggregateOne(ctx.contributions, K, b, ctx.method, v));
			if (gap <= 0) flippable++;
		}
	}
	const P = (n * (n - 1)) / 2;
	const tauLowerBound =
		exact && ordered > 0 && ordered >= 2 * flippable
			? (ordered - 2 * flippable) / Math.sqrt(ordered * P)
			: null;
	return { exact, flippablePairs: flippable, orderedPairs: ordered, tauLowerBound };
}

/**
 * The plain path for every kind of the catalogue: correct and simple, not fast — the oracle the
 * fast paths (`kernels/fast-chunk.ts`) are tested against. Also the one-time preparation of a
 * recipe (`prepareRun`) and its checks.
 *
 * Scoring by what a draw produces:
 * - item weights:     `weightedScores(matrix, weights)`;
 * - category weights: expanded to item weights, then `weightedScores`, so zero strength gives
 *                     the reference bit for bit;
 * - matrix:           the transformed matrix scored by `weightedScores(changed, null)`, or, for
 *                     a model-set change, `aggregateScores`.
 * Each draw is then ranked (`minRanks`) and compared with the reference (`kendallTauB`); in a
 * model-set change only the models present in the draw are ranked and compared (the others get
 * score NaN and rank 0). A size sweep's draw also scores a second, disjoint set of k items and
 * records tau-b between the two (`replicationTau`).
 */
import { isUnitScale, type ScoreMatrix, type ValueType } from '../ScoreMatrix.ts';
import { trialsSummary } from '../trials.ts';
import { drawScratch, drawWeights } from '../draws.ts';
import { kendallScratch, kendallTauB } from '../kendall.ts';
import { sliceCategoryCounts } from '../kernels/collapse.ts';
import { memberRanksAndTau } from '../kernels/draw-writer.ts';
import { minRanks } from '../rank.ts';
import { meanScores, referenceOf } from '../reference.ts';
import { scoreScratch, weightedScores } from '../scores.ts';
import { CATALOGUE, recipeNumbers, type PerturbationKind, type Recipe } from './catalogue.ts';
import { inValidRange, type ValidRange } from './catalogue-fields.ts';
import type { NumberLabelKey } from './field-labels.ts';
import {
	clusterBootstrapWeights,
	collapseByCategory,
	type CategoryCounts,
	dirichletCategoryWeights,
	dropCategoryWeights,
	expandCategoryWeights
} from './category-weights.ts';
import { resampleWeights, solveRates, solveTilt } from './difficulty.ts';
import { groupsFromMeta, type Groups } from './groups.ts';
import { applyLabelNoise } from './label-noise.ts';
import { applyTrials, trialsPlan } from './trials.ts';
import {
	aggregateScores,
	matrixColumns,
	modelSetDraw,
	modelSetMembers,
	pairwiseCounts
} from './model-set.ts';
import { sizeOfDraw, subsamplePair } from './size-sweep.ts';
import { binarize } from './threshold.ts';
import { itemDates, parseItemDate, timeSplit } from './time-split.ts';
import { worstCaseDraw } from './worst-case.ts';
import type {
	ChunkResult,
	DifficultyShift,
	PreparedRun,
	RunData,
	SweepStep,
	Variant
} from '../run-types.ts';

/**
 * What keeps a recipe from running on a matrix, as a code and its data: the view words it
 * (`check.<code>` in the checks messages, views/analysis/check-text.ts).
 */
export type PerturbationIssue =
	| {
			readonly code: 'valueType';
			readonly kind: PerturbationKind;
			readonly needs: ValueType;
			readonly has: ValueType;
	  }
	| {
			readonly code: 'metaColumn';
			readonly kind: PerturbationKind;
			readonly column: string;
			/** The meta columns the matrix has. */
			readonly known: readonly string[];
	  }
	/**
	 * A recipe number outside its valid range (`recipeNumbers`, from the catalogue); the message
	 * names the label and the bounds given here, the very ones the check used.
	 */
	| {
			readonly code: 'range';
			readonly kind: PerturbationKind;
			/** The recipe property. */
			readonly recipe: string;
			readonly label: NumberLabelKey;
			readonly valid: ValidRange;
	  }
	| { readonly code: 'sizes'; readonly max: number }
	/** Fewer trials: no cell is a mean of two trials or more; scores outside 0-1. */
	| { readonly code: 'trialsUnknown' | 'trialsScale' }
	| { readonly code: 'cutoff'; readonly cutoff: string }
	| { readonly code: 'thresholds' };

/** The recipe numbers of `spec` outside their valid ranges (the catalogue's `recipeNumbers`). */
function rangeChecks(spec: Recipe): PerturbationIssue[] {
	const values = spec as unknown as Readonly<Record<string, unknown>>;
	return recipeNumbers(spec.kind)
		.filter((n) => !inValidRange(values[n.recipe], n.valid))
		.map((n) => ({
			code: 'range',
			kind: spec.kind,
			recipe: n.recipe,
			label: n.label,
			valid: n.valid
		}));
}

/**
 * The checks that are not a number's range (those come from the catalogue, `rangeChecks`): the
 * sizes against the matrix, the trials the matrix must carry, the cut-off date, the threshold list.
 */
function dataChecks(matrix: ScoreMatrix, spec: Recipe): PerturbationIssue[] {
	const issues: PerturbationIssue[] = [];
	const fail = (bad: boolean, issue: PerturbationIssue) => bad && issues.push(issue);
	switch (spec.kind) {
		case 'sizeSweep':
			fail(
				!spec.sizes.length ||
					spec.sizes.some((k) => !Number.isInteger(k) || k < 1 || k > matrix.nItems),
				{ code: 'sizes', max: matrix.nItems }
			);
			break;
		case 'trials':
			fail(trialsSummary(matrix).repeatedCells === 0, { code: 'trialsUnknown' });
			fail(!isUnitScale(matrix), { code: 'trialsScale' });
			break;
		case 'timeSplit':
			// NaN (not a date) is the one value unequal to itself.
			fail(parseItemDate(spec.cutoff) !== parseItemDate(spec.cutoff), {
				code: 'cutoff',
				cutoff: spec.cutoff
			});
			break;
		case 'threshold':
			fail(!spec.thresholds.length || spec.thresholds.some((t) => !Number.isFinite(t)), {
				code: 'thresholds'
			});
			break;
	}
	return issues;
}

/**
 * What is wrong with using `spec` on `matrix`, as codes and their data for the view to word;
 * empty when it can run.
 */
export function checkPerturbation(matrix: ScoreMatrix, spec: Recipe): PerturbationIssue[] {
	const issues: PerturbationIssue[] = [];
	const entry = CATALOGUE[spec.kind];
	if (!entry.valueTypes.includes(matrix.valueType)) {
		issues.push({
			code: 'valueType',
			kind: spec.kind,
			needs: entry.valueTypes[0],
			has: matrix.valueType
		});
	}
	if ('column' in spec && !Object.hasOwn(matrix.meta, spec.column)) {
		issues.push({
			code: 'metaColumn',
			kind: spec.kind,
			column: spec.column,
			known: Object.keys(matrix.meta)
		});
	}
	issues.push(...rangeChecks(spec), ...dataChecks(matrix, spec));
	return issues;
}

interface ColumnCategories {
	readonly groups: Groups;
	/** Collapsed M x G counts, made when a category kind first asks for them. */
	counts: CategoryCounts | null;
}

/** Per matrix and meta column: its groups and collapsed counts (kept while the matrix lives). */
const categoryCache = new WeakMap<ScoreMatrix, Map<string, ColumnCategories>>();

/**
 * The groups of `column` and, with `withCounts`, the collapsed per-model per-category counts
 * (the fast path scores category draws with them, the worst-case search its candidates), made
 * once per matrix and column: a run with another strength or seed, or another category kind on
 * the same column, reuses them.
 */
function categoriesOf(matrix: ScoreMatrix, column: string, withCounts: boolean): ColumnCategories {
	let perMatrix = categoryCache.get(matrix);
	if (!perMatrix) {
		perMatrix = new Map();
		categoryCache.set(matrix, perMatrix);
	}
	let entry = perMatrix.get(column);
	if (!entry) {
		entry = { groups: groupsFromMeta(matrix, column), counts: null };
		perMatrix.set(column, entry);
	}
	if (withCounts && !entry.counts) {
		entry.counts =
			sliceCategoryCounts(matrix, entry.groups) ?? collapseByCategory(matrix, entry.groups);
	}
	return entry;
}

/**
 * One-time work for a run of `spec` on `matrix`. Throws a RangeError listing
 * the issues, if any.
 */
export function prepareRun(matrix: ScoreMatrix, spec: Recipe): PreparedRun {
	const issues = checkPerturbation(matrix, spec);
	if (issues.length) {
		// The view checks first and words each issue; this guards direct callers.
		const codes = issues.map((i) => (i.code === 'range' ? `${i.recipe} out of range` : i.code));
		throw new RangeError(`${spec.kind} cannot run: ${codes.join(', ')}`);
	}
	const byColumn =
		'column' in spec && spec.kind !== 'timeSplit'
			? categoriesOf(matrix, spec.column, CATALOGUE[spec.kind].output === 'categoryWeights')
			: null;
	const groups = byColumn?.groups ?? null;
	const counts = byColumn?.counts ?? null;
	const tilt =
		spec.kind === 'difficulty' ? solveTilt(solveRates(matrix), spec.strength, spec.resample) : null;
	const split =
		spec.kind === 'timeSplit'
			? timeSplit(itemDates(matrix.meta[spec.column]), parseItemDate(spec.cutoff))
			: null;
	// Model-set change: the pairwise aggregates need every column and the head-to-head counts;
	// the mean is each model's reference score (presentMean of its column: the same sums).
	const pairwiseKind = spec.kind === 'modelSet' && spec.method !== 'mean';
	const columns = pairwiseKind ? matrixColumns(matrix) : null;
	const pairwise = columns ? pairwiseCounts(columns) : null;
	let scores: Float64Array;
	if (spec.kind === 'modelSet' && columns && pairwise) {
		const full = { members: new Uint8Array(matrix.nModels).fill(1), weak: [] };
		scores = aggregateScores(columns, pairwise, spec.method, full);
	} else scores = meanScores(matrix);

	let fixedDraws: number | null = null;
	let variants: Variant[] | null = null;
	let steps: SweepStep[] | null = null;
	if (spec.kind === 'sizeSweep') {
		fixedDraws = spec.sizes.length * spec.drawsPerSize;
		steps = spec.sizes.map((size, j) => ({
			size,
			start: j * spec.drawsPerSize,
			count: spec.drawsPerSize,
			replication: 2 * size <= matrix.nItems
		}));
	} else if (spec.kind === 'dropCategory') {
		variants = groups!.names.map((category) => ({
			kind: 'withoutCategory' as const,
			category,
			share: spec.strength
		}));
	} else if (spec.kind === 'timeSplit') {
		variants = [
			{ kind: 'before', cutoff: spec.cutoff, items: split!.nBefore },
			{ kind: 'from', cutoff: spec.cutoff, items: split!.nAfter }
		];
	} else if (spec.kind === 'threshold') {
		variants = spec.thresholds.map((value) => ({ kind: 'threshold' as const, value }));
	} else if (spec.kind === 'difficulty' && !spec.resample) {
		variants = [{ kind: 'difficultyShift', requested: tilt!.requested, achieved: tilt!.achieved }];
	}
	if (variants) fixedDraws = variants.length;
	const difficulty: DifficultyShift | null = tilt
		? {
				requested: tilt.requested,
				achieved: tilt.achieved,
				exponent: tilt.exponent,
				reached: tilt.reached
			}
		: null;
	const trials =
		spec.kind === 'trials' && Number.isFinite(spec.trials) ? trialsPlan(matrix, spec.trials) : null;
	const data: RunData = { groups, counts, tilt, split, columns, pairwise, trials };
	return {
		recipe: spec,
		reference: referenceOf(scores),
		fixedDraws,
		variants,
		steps,
		difficulty,
		data
	};
}

/**
 * The per-category item weights of draw `drawIndex` of a category kind (cluster bootstrap,
 * Dirichlet, drop one category, worst case) into `out` (length G). Both paths draw with it.
 */
export function categoryDrawWeights(
	prepared: PreparedRun,
	seed: number,
	drawIndex: number,
	out: Float64Array
): Float64Array {
	const spec = prepared.recipe;
	const { groups, counts } = prepared.data;
	const G = groups!.names.length;
	switch (spec.kind) {
		case 'clusterBootstrap':
			return clusterBootstrapWeights(G, spec.strength, seed, drawIndex, out);
		case 'dirichlet':
			return dirichletCategoryWeights(groups!.sizes, spec.concentration, seed, drawIndex, out);
		case 'dropCategory':
			return dropCategoryWeights(G, spec.strength, drawIndex, out);
		case 'worstCase': {
			const r = prepared.reference;
			out.set(worstCaseDraw(counts!, r.scores, r.order, spec.bound, seed, drawIndex).weights);
			return out;
		}
		default:
			throw new RangeError(`${spec.kind} has no category weights`);
	}
}

/** Scores, ranks and tau-b of draws [start, start + count) on the plain path (the oracle). */
export function plainChunk(
	matrix: ScoreMatrix,
	prepared: PreparedRun,
	seed: number,
	start: number,
	count: number
): ChunkResult {
	const spec = prepared.recipe;
	const { data } = prepared;
	const M = matrix.nModels;
	const n = matrix.nItems;
	const scores = new Float64Array(count * M);
	const ranks = new Int32Array(count * M);
	const tau = new Float64Array(count);
	const replicationTau = spec.kind === 'sizeSweep' ? new Float64Array(count) : null;
	const G = data.groups ? data.groups.names.length : 0;
	const isCategory = CATALOGUE[spec.kind].output === 'categoryWeights';
	const v = new Float64Array(G);
	const sScratch = scoreScratch(M);
	const kScratch = kendallScratch(M);
	const dScratch = drawScratch(n);
	const itemWeights = new Float64Array(n);
	const intWeights = new Uint32Array(n);
	const second = new Uint32Array(n);
	const perm = new Uint32Array(n);
	const secondScores = new Float64Array(M);
	for (let k = 0; k < count; k++) {
		const d = start + k;
		const s = scores.subarray(k * M, (k + 1) * M);
		const r = ranks.subarray(k * M, (k + 1) * M);
		if (isCategory) {
			categoryDrawWeights(prepared, seed, d, v);
			weightedScores(matrix, expandCategoryWeights(data.groups!, v, itemWeights), s, sScratch);
		} else {
			switch (spec.kind) {
				case 'bootstrap':
				case 'subsample': {
					const perturbation =
						spec.kind === 'subsample'
							? { kind: spec.kind, fraction: spec.fraction }
							: { kind: spec.kind, fraction: 1, strength: spec.strength };
					weightedScores(matrix, drawWeights(n, perturbation, seed, d, dScratch), s, sScratch);
					break;
				}
				case 'sizeSweep': {
					const { k: size } = sizeOfDraw(spec.sizes, spec.drawsPerSize, d);
					const pair = subsamplePair(n, size, seed, d, intWeights, second, perm);
					weightedScores(matrix, intWeights, s, sScratch);
					replicationTau![k] = pair
						? kendallTauB(s, weightedScores(matrix, second, secondScores, sScratch), kScratch)
						: Number.NaN;
					break;
				}
				case 'difficulty': {
					const tilt = data.tilt!;
					const w = tilt.alias ? resampleWeights(tilt.alias, seed, d, intWeights) : tilt.weights;
					weightedScores(matrix, w, s, sScratch);
					break;
				}
				case 'timeSplit':
					weightedScores(matrix, d === 0 ? data.split!.before : data.split!.after, s, sScratch);
					break;
				case 'labelNoise':
					weightedScores(applyLabelNoise(matrix, spec.p, spec.mode, seed, d), null, s, sScratch);
					break;
				case 'trials':
					weightedScores(applyTrials(matrix, spec.trials, seed, d), null, s, sScratch);
					break;
				case 'threshold':
					weightedScores(binarize(matrix, spec.thresholds[d]), null, s, sScratch);
					break;
				case 'modelSet': {
					if (spec.method === 'mean') {
						// each model's mean depends on its own cells only
						const members = modelSetMembers(M, spec.removeShare, seed, d);
						s.set(prepared.reference.scores);
						tau[k] = memberRanksAndTau(prepared.reference.scores, s, members, r);
						continue;
					}
					const draw = modelSetDraw(
						data.columns!,
						spec.removeShare,
						spec.addWeak,
						spec.weakAccuracy,
						seed,
						d
					);
					aggregateScores(data.columns!, data.pairwise!, spec.method, draw, 'drop', s);
					tau[k] = memberRanksAndTau(prepared.reference.scores, s, draw.members, r);
					continue;
				}
			}
		}
		minRanks(s, r);
		tau[k] = kendallTauB(prepared.reference.scores, s, kScratch);
	}
	return { start, count, scores, ranks, tau, replicationTau };
}

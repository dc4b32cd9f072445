/**
 * The plain scoring path for every kind in the catalogue: correct and simple, not fast. A run
 * prepares the recipe once (`preparePerturbation`: groups, collapsed counts, solve rates, dates,
 * head-to-head counts — plain data that can be posted to workers), then scores chunks of
 * consecutive draws (`perturbationChunk`). A chunk's output depends only on the matrix, the
 * recipe, the seed and its draw indices, so any split across workers gives the same numbers; its
 * shape matches `ChunkResult` in `run.ts`, so `placeChunk` and `summarizeRun` take it as is.
 *
 * Scoring by output kind:
 * - item weights:     `weightedScores(matrix, weights)`;
 * - category weights: expanded to item weights, then `weightedScores`, so zero strength gives
 *                     the reference bit for bit (the fast engine can use `categoryScores`);
 * - matrix:           the transformed matrix scored by `weightedScores(changed, null)`, or, for
 *                     a model-set change, `aggregateScores`.
 * Each draw is then ranked (`minRanks`) and compared with the reference (`kendallTauB`).
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { drawScratch, drawWeights } from '../draws.ts';
import { kendallScratch, kendallTauB } from '../kendall.ts';
import { minRanks, rankingOrder } from '../rank.ts';
import { scoreScratch, weightedScores } from '../scores.ts';
import { CATALOGUE, type PerturbationSpec } from './catalogue.ts';
import {
	clusterBootstrapWeights,
	collapseByCategory,
	dirichletCategoryWeights,
	dropCategoryWeights,
	expandCategoryWeights,
	type CategoryCounts
} from './category-weights.ts';
import { difficultyDrawWeights, difficultyWeights, solveRates } from './difficulty.ts';
import { groupsFromMeta, type Groups } from './groups.ts';
import { applyLabelNoise } from './label-noise.ts';
import {
	aggregateScores,
	matrixColumns,
	modelSetDraw,
	pairwiseCounts,
	type PairwiseCounts
} from './model-set.ts';
import { sizeOfDraw, subsampleWeights } from './size-sweep.ts';
import { binarize } from './threshold.ts';
import { itemDates, parseItemDate, timeSplit, type TimeSplit } from './time-split.ts';
import { worstCaseDraw } from './worst-case.ts';

/** Scores, ranks and ranking of the reference (same shape as `RunReference` in `run.ts`). */
export interface PerturbationReference {
	readonly scores: Float64Array;
	readonly ranks: Int32Array;
	readonly order: readonly number[];
}

export interface PreparedPerturbation {
	readonly spec: PerturbationSpec;
	readonly reference: PerturbationReference;
	/** Number of draws the recipe fixes (drop one: G, time split: 2, ...), `null` = user's choice. */
	readonly fixedDraws: number | null;
	readonly groups: Groups | null;
	readonly counts: CategoryCounts | null;
	readonly tilt: Float64Array | null;
	readonly split: TimeSplit | null;
	readonly columns: Float64Array[] | null;
	readonly pairwise: PairwiseCounts | null;
}

/**
 * What is wrong with using `spec` on `matrix`, as sentences for the UI; empty when it can run.
 */
export function checkPerturbation(matrix: ScoreMatrix, spec: PerturbationSpec): string[] {
	const issues: string[] = [];
	const entry = CATALOGUE[spec.kind];
	if (!entry.valueTypes.includes(matrix.valueType)) {
		issues.push(
			`${entry.label} needs ${entry.valueTypes.join(' or ')} scores; this matrix is ${matrix.valueType}.`
		);
	}
	if ('column' in spec && !Object.hasOwn(matrix.meta, spec.column)) {
		const known = Object.keys(matrix.meta);
		issues.push(
			`${entry.label} needs the meta column "${spec.column}"; this matrix has ${known.length ? known.map((k) => `"${k}"`).join(', ') : 'no meta columns'}.`
		);
	}
	switch (spec.kind) {
		case 'subsample':
			if (!(spec.fraction > 0 && spec.fraction <= 1))
				issues.push('The share kept must be in (0, 1].');
			break;
		case 'bootstrap':
		case 'clusterBootstrap':
		case 'dropCategory':
			if (!(spec.strength >= 0 && spec.strength <= 1))
				issues.push('The strength must be in [0, 1].');
			break;
		case 'sizeSweep':
			if (
				!spec.sizes.length ||
				spec.sizes.some((k) => !Number.isInteger(k) || k < 1 || k > matrix.nItems)
			) {
				issues.push(`Sizes must be whole numbers from 1 to ${matrix.nItems}.`);
			}
			if (!(Number.isInteger(spec.drawsPerSize) && spec.drawsPerSize >= 1)) {
				issues.push('Draws per size must be a whole number of at least 1.');
			}
			break;
		case 'dirichlet':
			if (!(spec.concentration > 0)) issues.push('The concentration must be positive.');
			break;
		case 'worstCase':
			if (!(spec.bound >= 0 && spec.bound < 1)) issues.push('The bound must be in [0, 1).');
			break;
		case 'labelNoise':
			if (!(spec.p >= 0 && spec.p <= 1)) issues.push('The flip probability must be in [0, 1].');
			break;
		case 'difficulty':
			if (!Number.isFinite(spec.strength)) issues.push('The strength must be a number.');
			break;
		case 'timeSplit':
			if (parseItemDate(spec.cutoff) !== parseItemDate(spec.cutoff)) {
				issues.push(`The cut-off "${spec.cutoff}" is not a date such as 2024-06-01.`);
			}
			break;
		case 'threshold':
			if (!spec.thresholds.length || spec.thresholds.some((t) => !Number.isFinite(t))) {
				issues.push('Give at least one threshold.');
			}
			break;
		case 'modelSet':
			if (!(spec.removeShare >= 0 && spec.removeShare < 1))
				issues.push('The share removed must be in [0, 1).');
			if (!(Number.isInteger(spec.addWeak) && spec.addWeak >= 0))
				issues.push('Weak models added must be a whole number.');
			if (!(spec.weakAccuracy >= 0 && spec.weakAccuracy <= 1))
				issues.push('Weak accuracy must be in [0, 1].');
			break;
	}
	return issues;
}

function referenceOf(scores: Float64Array): PerturbationReference {
	return { scores, ranks: minRanks(scores), order: rankingOrder(scores) };
}

/** One-time work for a run of `spec` on `matrix`. Throws a RangeError listing the issues, if any. */
export function preparePerturbation(
	matrix: ScoreMatrix,
	spec: PerturbationSpec
): PreparedPerturbation {
	const issues = checkPerturbation(matrix, spec);
	if (issues.length) throw new RangeError(issues.join(' '));
	const groups =
		'column' in spec && spec.kind !== 'timeSplit' ? groupsFromMeta(matrix, spec.column) : null;
	// Collapsed M x G counts for every category kind: the worst-case search needs them, and the
	// fast engine can score any category draw with them (\`categoryScores\`).
	const counts =
		groups && CATALOGUE[spec.kind].output === 'categoryWeights'
			? collapseByCategory(matrix, groups)
			: null;
	const tilt =
		spec.kind === 'difficulty' ? difficultyWeights(solveRates(matrix), spec.strength) : null;
	const split =
		spec.kind === 'timeSplit'
			? timeSplit(itemDates(matrix.meta[spec.column]), parseItemDate(spec.cutoff))
			: null;
	const columns = spec.kind === 'modelSet' ? matrixColumns(matrix) : null;
	const pairwise = columns ? pairwiseCounts(columns) : null;
	let scores = weightedScores(matrix, null, new Float64Array(matrix.nModels));
	if (spec.kind === 'modelSet' && columns && pairwise) {
		const full = { members: new Uint8Array(matrix.nModels).fill(1), weak: [] };
		scores = aggregateScores(columns, pairwise, spec.method, full);
	}
	let fixedDraws: number | null = null;
	if (spec.kind === 'sizeSweep') fixedDraws = spec.sizes.length * spec.drawsPerSize;
	else if (spec.kind === 'dropCategory') fixedDraws = groups!.names.length;
	else if (spec.kind === 'timeSplit') fixedDraws = 2;
	else if (spec.kind === 'threshold') fixedDraws = spec.thresholds.length;
	else if (spec.kind === 'difficulty' && !spec.resample) fixedDraws = 1;
	return {
		spec,
		reference: referenceOf(scores),
		fixedDraws,
		groups,
		counts,
		tilt,
		split,
		columns,
		pairwise
	};
}

/** A short label for draw `d` where the recipe gives draws a meaning (else `draw d + 1`). */
export function drawLabel(prepared: PreparedPerturbation, d: number): string {
	const spec = prepared.spec;
	switch (spec.kind) {
		case 'sizeSweep':
			return `k = ${sizeOfDraw(spec.sizes, spec.drawsPerSize, d).k}`;
		case 'dropCategory':
			return `without "${prepared.groups!.names[d]}"`;
		case 'timeSplit':
			return d === 0 ? `before ${spec.cutoff}` : `from ${spec.cutoff}`;
		case 'threshold':
			return `score >= ${spec.thresholds[d]}`;
		default:
			return `draw ${d + 1}`;
	}
}

/** Draw-major results for draws [start, start + count), as `ChunkResult` in `run.ts`. */
export interface PerturbationChunk {
	readonly start: number;
	readonly count: number;
	readonly scores: Float64Array;
	readonly ranks: Int32Array;
	readonly tau: Float64Array;
	/** Category kinds: the per-category item weights of each draw, `categoryWeights[d * G + g]`. */
	readonly categoryWeights: Float64Array | null;
}

/** Scores, ranks and tau-b of draws [start, start + count) (see the module comment). */
export function perturbationChunk(
	matrix: ScoreMatrix,
	prepared: PreparedPerturbation,
	seed: number,
	start: number,
	count: number
): PerturbationChunk {
	const spec = prepared.spec;
	const M = matrix.nModels;
	const n = matrix.nItems;
	if (prepared.fixedDraws !== null && start + count > prepared.fixedDraws) {
		throw new RangeError(
			`this recipe has ${prepared.fixedDraws} draws; asked for up to ${start + count}`
		);
	}
	const scores = new Float64Array(count * M);
	const ranks = new Int32Array(count * M);
	const tau = new Float64Array(count);
	const G = prepared.groups ? prepared.groups.names.length : 0;
	const categoryWeights =
		CATALOGUE[spec.kind].output === 'categoryWeights' ? new Float64Array(count * G) : null;
	const sScratch = scoreScratch(M);
	const kScratch = kendallScratch(M);
	const dScratch = drawScratch(n);
	const itemWeights = new Float64Array(n);
	const intWeights = new Uint32Array(n);
	const perm = new Uint32Array(n);
	for (let k = 0; k < count; k++) {
		const d = start + k;
		const s = scores.subarray(k * M, (k + 1) * M);
		let members: Uint8Array | null = null;
		if (categoryWeights) {
			const v = categoryWeights.subarray(k * G, (k + 1) * G);
			if (spec.kind === 'clusterBootstrap') clusterBootstrapWeights(G, spec.strength, seed, d, v);
			else if (spec.kind === 'dirichlet') {
				dirichletCategoryWeights(prepared.groups!.sizes, spec.concentration, seed, d, v);
			} else if (spec.kind === 'dropCategory') dropCategoryWeights(G, spec.strength, d, v);
			else if (spec.kind === 'worstCase') {
				const r = prepared.reference;
				v.set(worstCaseDraw(prepared.counts!, r.scores, r.order, spec.bound, seed, d).weights);
			}
			weightedScores(matrix, expandCategoryWeights(prepared.groups!, v, itemWeights), s, sScratch);
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
					weightedScores(matrix, subsampleWeights(n, size, seed, d, intWeights, perm), s, sScratch);
					break;
				}
				case 'difficulty':
					weightedScores(
						matrix,
						difficultyDrawWeights(prepared.tilt!, spec.resample, seed, d, itemWeights),
						s,
						sScratch
					);
					break;
				case 'timeSplit':
					weightedScores(
						matrix,
						d === 0 ? prepared.split!.before : prepared.split!.after,
						s,
						sScratch
					);
					break;
				case 'labelNoise':
					weightedScores(applyLabelNoise(matrix, spec.p, spec.mode, seed, d), null, s, sScratch);
					break;
				case 'threshold':
					weightedScores(binarize(matrix, spec.thresholds[d]), null, s, sScratch);
					break;
				case 'modelSet': {
					const draw = modelSetDraw(
						prepared.columns!,
						spec.removeShare,
						spec.addWeak,
						spec.weakAccuracy,
						seed,
						d
					);
					aggregateScores(prepared.columns!, prepared.pairwise!, spec.method, draw, 'drop', s);
					members = draw.members;
					break;
				}
			}
		}
		minRanks(s, ranks.subarray(k * M, (k + 1) * M));
		tau[k] = members
			? memberTau(prepared.reference.scores, s, members)
			: kendallTauB(prepared.reference.scores, s, kScratch);
	}
	return { start, count, scores, ranks, tau, categoryWeights };
}

/** tau-b between reference and draw over the models kept in a model-set draw. */
function memberTau(reference: Float64Array, scores: Float64Array, members: Uint8Array): number {
	const x: number[] = [];
	const y: number[] = [];
	for (let m = 0; m < members.length; m++) {
		if (members[m]) {
			x.push(reference[m]);
			y.push(scores[m]);
		}
	}
	return kendallTauB(x, y);
}

/**
 * The plain path for every kind of the catalogue: correct and simple, not fast — the oracle the
 * fast paths (`kernels/fast-chunk.ts`) are tested against. Also the one-time preparation of a
 * recipe (`prepareRun`) and its checks. Nothing here names a kind: each kind's checks,
 * preparation and draw are its module's (`kinds/<kind>.ts`, looked up in `registry.ts`).
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
import type { ScoreMatrix, ValueType } from '../ScoreMatrix.ts';
import { drawScratch } from '../draws.ts';
import { kendallScratch, kendallTauB } from '../kendall.ts';
import { sliceCategoryCounts } from '../kernels/collapse.ts';
import { minRanks } from '../rank.ts';
import { meanScores, referenceOf } from '../reference.ts';
import { scoreScratch, weightedScores } from '../scores.ts';
import { CATALOGUE, recipeNumbers, type PerturbationKind, type Recipe } from './catalogue.ts';
import { inValidRange, type ValidRange } from './catalogue-fields.ts';
import type { NumberLabelKey } from './field-labels.ts';
import {
	collapseByCategory,
	type CategoryCounts,
	expandCategoryWeights
} from './category-weights.ts';
import { groupsFromMeta, type Groups } from './groups.ts';
import type { KindIssue, PlainScratch } from './kind-module.ts';
import { fixedDrawsOf, kindModule } from './registry.ts';
import type { ChunkResult, PreparedRun, RunData } from '../run-types.ts';

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
	/** A kind's own checks (its module's `check`): sizes, trials, cut-off, thresholds. */
	| KindIssue;

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
	issues.push(...rangeChecks(spec), ...(kindModule(spec.kind).check?.(matrix, spec) ?? []));
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
 * One-time work for a run of `spec` on `matrix`: the category kinds' groups and counts, then the
 * kind's own preparation (its module's `prepare`) and the draws it fixes (`fixedDrawsOf`). Throws a
 * RangeError listing the issues, if any.
 */
export function prepareRun(matrix: ScoreMatrix, spec: Recipe): PreparedRun {
	const issues = checkPerturbation(matrix, spec);
	if (issues.length) {
		// The view checks first and words each issue; this guards direct callers.
		const codes = issues.map((i) => (i.code === 'range' ? `${i.recipe} out of range` : i.code));
		throw new RangeError(`${spec.kind} cannot run: ${codes.join(', ')}`);
	}
	const entry = CATALOGUE[spec.kind];
	const byColumn =
		entry.needs === 'category' && 'column' in spec
			? categoriesOf(matrix, spec.column, entry.output === 'categoryWeights')
			: null;
	const groups = byColumn?.groups ?? null;
	const counts = byColumn?.counts ?? null;
	const module = kindModule(spec.kind);
	const own = module.prepare?.(matrix, spec, { groups, counts }) ?? {};
	const fixed = fixedDrawsOf(spec, { nCategories: groups?.names.length ?? 0 });
	const data: RunData = {
		groups,
		counts,
		tilt: null,
		split: null,
		columns: null,
		pairwise: null,
		trials: null,
		...own.data
	};
	return {
		recipe: spec,
		reference: referenceOf(own.scores ?? meanScores(matrix)),
		fixedDraws: fixed,
		variants: own.variants ?? null,
		steps: own.steps ?? null,
		difficulty: own.difficulty ?? null,
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
	const plain = kindModule(prepared.recipe.kind).plain;
	if (plain.by !== 'categoryWeights') {
		throw new RangeError(`${prepared.recipe.kind} has no category weights`);
	}
	return plain.weights(prepared, seed, drawIndex, out);
}

function plainScratch(matrix: ScoreMatrix): PlainScratch {
	const n = matrix.nItems;
	const M = matrix.nModels;
	return {
		scores: scoreScratch(M),
		kendall: kendallScratch(M),
		draw: drawScratch(n),
		itemWeights: new Float64Array(n),
		intWeights: new Uint32Array(n),
		second: new Uint32Array(n),
		perm: new Uint32Array(n),
		secondScores: new Float64Array(M)
	};
}

/**
 * Scores, ranks and tau-b of draws [start, start + count) on the plain path (the oracle): each
 * draw as its kind's module makes it (item weights, category weights expanded to items, a changed
 * matrix, or scores of its own), then ranked (`minRanks`) and compared with the reference
 * (`kendallTauB`) unless the module ranked it itself.
 */
export function plainChunk(
	matrix: ScoreMatrix,
	prepared: PreparedRun,
	seed: number,
	start: number,
	count: number
): ChunkResult {
	const module = kindModule(prepared.recipe.kind);
	const { data } = prepared;
	const M = matrix.nModels;
	const scores = new Float64Array(count * M);
	const ranks = new Int32Array(count * M);
	const tau = new Float64Array(count);
	const replicationTau = module.replication ? new Float64Array(count) : null;
	const v = new Float64Array(data.groups ? data.groups.names.length : 0);
	const scratch = plainScratch(matrix);
	const plain = module.plain;
	for (let k = 0; k < count; k++) {
		const d = start + k;
		const s = scores.subarray(k * M, (k + 1) * M);
		const r = ranks.subarray(k * M, (k + 1) * M);
		if (plain.by === 'custom') {
			const own = plain.score(
				matrix,
				prepared,
				seed,
				d,
				{ k, scores: s, ranks: r, replicationTau },
				scratch
			);
			if (own !== null) {
				tau[k] = own;
				continue;
			}
		} else if (plain.by === 'categoryWeights') {
			plain.weights(prepared, seed, d, v);
			weightedScores(
				matrix,
				expandCategoryWeights(data.groups!, v, scratch.itemWeights),
				s,
				scratch.scores
			);
		} else if (plain.by === 'itemWeights') {
			weightedScores(matrix, plain.weights(matrix, prepared, seed, d, scratch), s, scratch.scores);
		} else weightedScores(plain.matrix(matrix, prepared, seed, d), null, s, scratch.scores);
		minRanks(s, r);
		tau[k] = kendallTauB(prepared.reference.scores, s, scratch.kendall);
	}
	return { start, count, scores, ranks, tau, replicationTau };
}

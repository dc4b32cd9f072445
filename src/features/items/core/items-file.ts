/**
 * The item view's JSON export (`perturbation-sandbox/items@2`, documented in docs/results-schema.md, "Item
 * export"): the item table, the review with its flawed share, the exclusions with the leaderboard
 * before and after them, and the fragility of the verdict. Stable English keys; numbers that are
 * undefined are `null`.
 *
 * Top k: `settings.topK` (the pivotal flag's top-k pairs) and `fragility.topK.k` (the top-k flip)
 * are one k, the run's `settings.topK` (the dataset's analysis settings: a link's, else the
 * dataset's own last ones, else 3) bounded by models - 1, so that the item export and the run's
 * results JSON (`fragility.topK.k` = its `settings.topK` when below the number of models) speak of
 * the same top k. Before this, the item export used min(3, models - 1) whatever the settings.
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import type { Rerank } from './exclusions.ts';
import type { FragilityJson } from './fragility.ts';
import { flagCounts, type FlagCounts } from './flag-counts.ts';
import type { ItemTable, ItemTableSettings } from './item-table.ts';
import { itemRowsJson, type ItemRowJson } from './items-export.ts';
import { reviewsJson, type ItemReview, type ReviewsJson } from './review.ts';

/**
 * items@2 (was items@1): `settings.invertedFdr` (the Benjamini-Hochberg level of the inverted
 * flag) replaces `invertedAlpha` (a per-item level); `flagCounts` counts each flag apart; each
 * item's `flags` no longer holds `everybodySolves`, which moved to its `info`.
 */
export const ITEMS_FILE_SCHEMA = 'perturbation-sandbox/items@2';

interface ItemsFileDataset {
	readonly id: string;
	readonly name: string;
}

interface RerankJson {
	readonly excluded: number;
	readonly kept: number;
	/** Scores and min-method ranks (1 = best) per model, before and after the exclusions. */
	readonly before: Readonly<Record<string, { score: number | null; rank: number }>>;
	readonly after: Readonly<Record<string, { score: number | null; rank: number }>>;
	readonly rankingBefore: readonly string[];
	readonly rankingAfter: readonly string[];
	/** Kendall's tau-b between the score vectors before and after (`null` when undefined). */
	readonly tauB: number | null;
}

export interface ItemsFile extends ReviewsJson {
	readonly schema: typeof ITEMS_FILE_SCHEMA;
	readonly exportedAt: string;
	readonly dataset: ItemsFileDataset & {
		readonly nItems: number;
		readonly nModels: number;
		readonly valueType: ScoreMatrix['valueType'];
	};
	readonly settings: ItemTableSettings;
	/** Items per flag, counted apart; `everybodySolves` is information, not in `flagged`. */
	readonly flagCounts: FlagCounts;
	readonly items: readonly ItemRowJson[];
	/** Item ids excluded, and the leaderboard without them (`null` when none is excluded). */
	readonly excluded: readonly string[];
	readonly rerank: RerankJson | null;
	readonly fragility: FragilityJson | null;
}

function num(v: number): number | null {
	return Number.isFinite(v) ? v : null;
}

/** A re-rank as exported data, model names as keys. */
function rerankJson(matrix: ScoreMatrix, r: Rerank): RerankJson {
	const side = (scores: Float64Array, ranks: Int32Array) =>
		Object.fromEntries(
			matrix.models.map((name, m) => [name, { score: num(scores[m]), rank: ranks[m] }])
		);
	return {
		excluded: r.excluded,
		kept: r.kept,
		before: side(r.scoresBefore, r.ranksBefore),
		after: side(r.scoresAfter, r.ranksAfter),
		rankingBefore: r.orderBefore.map((m) => matrix.models[m]),
		rankingAfter: r.orderAfter.map((m) => matrix.models[m]),
		tauB: num(r.tauB)
	};
}

interface ItemsFileInput {
	readonly dataset: ItemsFileDataset;
	readonly reviews: readonly ItemReview[];
	readonly excluded: readonly string[];
	readonly rerank: Rerank | null;
	readonly fragility: FragilityJson | null;
	readonly order?: ArrayLike<number>;
	readonly now?: Date;
}

/** The item export of one dataset. */
export function itemsFile(matrix: ScoreMatrix, table: ItemTable, input: ItemsFileInput): ItemsFile {
	return {
		schema: ITEMS_FILE_SCHEMA,
		exportedAt: (input.now ?? new Date()).toISOString(),
		dataset: {
			id: input.dataset.id,
			name: input.dataset.name,
			nItems: matrix.nItems,
			nModels: matrix.nModels,
			valueType: matrix.valueType
		},
		settings: table.settings,
		flagCounts: flagCounts(table),
		items: itemRowsJson(matrix, table, input.order),
		...reviewsJson(input.reviews),
		excluded: [...input.excluded],
		rerank: input.rerank ? rerankJson(matrix, input.rerank) : null,
		fragility: input.fragility
	};
}

/**
 * Step 6, "Look at the items": the leaderboard's test set with broken items planted
 * (`broken-items.ts`: wrong keys and impossible items). The item view's flags
 * (`buildItemTable`: `inverted` — strong models fail while weak ones pass — and `nobodySolves`)
 * find them; dropping the items of the flags chosen (`drop`, both by default) and re-ranking
 * (`rerankWithout`) shows what changes. With nothing dropped, "after" equals "before".
 */
import { buildItemTable, FLAG_CODES, type FlagCode } from '../items/item-table.ts';
import { exclusionMask, itemsWithFlags, rerankWithout } from '../items/exclusions.ts';
import { hasFlag } from '../items/item-flags.ts';
import { rankingOrder } from '../rank.ts';
import { plantBrokenItems, type BrokenKind } from './broken-items.ts';
import { DROPPABLE_FLAGS, type ClassroomControls } from './controls.ts';
import { figure, flag, pct, type Figure } from './figures.ts';
import { stepContext, tauTrueAbility } from './leaderboard.ts';

/** The flags this step finds broken items by (and may drop them by: `controls.drop`). */
export const DROP_FLAGS: readonly FlagCode[] = DROPPABLE_FLAGS;

export interface ItemRowOfStep {
	/** Row in the test set and the item's id. */
	readonly row: number;
	readonly itemId: string;
	/** What was planted on it (`null`: an item of the source as generated). */
	readonly planted: BrokenKind | null;
	/** Its flags (codes, most telling first as in `FLAG_CODES`). */
	readonly flags: readonly FlagCode[];
	readonly solvedBy: number;
	/** Item-rest correlation (`NaN` when undefined, e.g. nobody solves it). */
	readonly discrimination: number;
	/** Whether this step drops it. */
	readonly dropped: boolean;
}

export interface BrokenItemsRow {
	readonly model: string;
	readonly index: number;
	/** Scores (fractions) with the broken items and after dropping the flagged ones. */
	readonly before: number;
	readonly after: number;
	readonly rankBefore: number;
	readonly rankAfter: number;
	readonly trueRank: number;
}

export interface BrokenItemsStep {
	readonly step: 6;
	/**
	 * `plantedWrongKeys`, `plantedImpossible`, `flaggedItems` (items flagged inverted or nobody
	 * solves), `plantedFound` (planted items among them), `extraFlagged` (flagged items that were
	 * not planted), `droppedItems` (counts); `meanScoreRise` (points, mean over models of after -
	 * before); `tauBeforeAfter` (tau-b between the leaderboards with and without the dropped items);
	 * `tauTrueAbilityWithBroken`, `tauTrueAbility` (against true ability, before and after);
	 * `leaderChanged` (flag).
	 */
	readonly figures: readonly Figure[];
	/** Planted and flagged items (the ones worth reading), planted first. */
	readonly items: readonly ItemRowOfStep[];
	/** Per model, best first after dropping. */
	readonly rows: readonly BrokenItemsRow[];
}

export function brokenItems(controls: ClassroomControls): BrokenItemsStep {
	const { scenario, testSet } = stepContext(controls);
	const planted = plantBrokenItems(scenario, testSet, controls.wrongKeys, controls.impossible);
	const matrix = planted.matrix;
	const table = buildItemTable(matrix);
	const flagged = itemsWithFlags(table, DROP_FLAGS);
	const found = new Set(flagged);
	const droppedRows = itemsWithFlags(table, controls.drop);
	const dropped = new Set(droppedRows);
	const kindOf = new Map<number, BrokenKind>();
	planted.rows.forEach((r, j) => kindOf.set(r, planted.kinds[j]));
	let plantedFound = 0;
	for (const r of planted.rows) if (found.has(r)) plantedFound++;
	const rerank = rerankWithout(matrix, exclusionMask(matrix.nItems, droppedRows));

	const worth = [...new Set([...planted.rows, ...flagged])].sort(
		(a, b) => Number(kindOf.has(b)) - Number(kindOf.has(a)) || a - b
	);
	const items = worth.map((r) => ({
		row: r,
		itemId: matrix.itemIds[r],
		planted: kindOf.get(r) ?? null,
		flags: FLAG_CODES.filter((c) => hasFlag(table, r, c)),
		solvedBy: table.solvedBy![r],
		discrimination: table.discrimination[r],
		dropped: dropped.has(r)
	}));
	let change = 0;
	const M = matrix.nModels;
	for (let m = 0; m < M; m++) change += rerank.scoresAfter[m] - rerank.scoresBefore[m];
	const leaderBefore = rerank.orderBefore[0];
	return {
		step: 6,
		figures: [
			figure('plantedWrongKeys', controls.wrongKeys - planted.wrongKeysMissing, 'count'),
			figure('plantedImpossible', controls.impossible - planted.impossibleMissing, 'count'),
			figure('flaggedItems', flagged.length, 'count'),
			figure('plantedFound', plantedFound, 'count'),
			figure(
				'extraFlagged',
				flagged.length - [...flagged].filter((r) => kindOf.has(r)).length,
				'count'
			),
			figure('droppedItems', rerank.excluded, 'count'),
			figure('meanScoreRise', pct(change / M), 'points'),
			figure('tauBeforeAfter', rerank.tauB, 'tau'),
			figure('tauTrueAbilityWithBroken', tauTrueAbility(scenario, rerank.scoresBefore), 'tau'),
			figure('tauTrueAbility', tauTrueAbility(scenario, rerank.scoresAfter), 'tau'),
			figure('leaderChanged', flag(rankingOrder(rerank.scoresAfter)[0] !== leaderBefore), 'flag')
		],
		items,
		rows: rerank.orderAfter.map((m) => ({
			model: scenario.models[m],
			index: m,
			before: rerank.scoresBefore[m],
			after: rerank.scoresAfter[m],
			rankBefore: rerank.ranksBefore[m],
			rankAfter: rerank.ranksAfter[m],
			trueRank: scenario.trueRanks[m]
		}))
	};
}

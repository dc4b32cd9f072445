/**
 * Step 6, "Read the traces": what Hamel Husain asks a benchmark's reader to do. The leaderboard's
 * test set has broken items (`broken-items.ts`: wrong answer keys, items the harness cannot
 * grade) on random rows. The class opens the traces of the items the leader fails, `read` of
 * them, each with its question (`trace-question.ts`), the leader's output, the key and the grade.
 * Every trace read that shows a serious issue (a planted item) has its item dropped, and the
 * leaderboard is re-ranked without them (`rerankWithout`).
 *
 * The reading order (`order`) is disclosed on the screen, because it decides how often "the very
 * first trace" shows an issue: `mostFailed` opens the items most models fail first, as a reader
 * would pick them, which puts harness failures (every model fails them) at the top; `random`
 * opens them in a random order (a Fisher-Yates shuffle of the reading-order stream), where the
 * first trace is broken about as often as broken items are common among the leader's failures
 * (`brokenFailing` of `failingItems`).
 *
 * Beside it, the item view's flags (`buildItemTable`: `inverted`, `nobodySolves`) on the same
 * test set, as a check: they point at some broken items and miss others, since the rows were not
 * chosen for them to be found. `swappedPairs` counts the pairs of models whose order the drop
 * reverses: the words about the ranking come from it, not from an adjective.
 */
import { buildItemTable, FLAG_CODES, type FlagCode } from '../../items/core/item-table.ts';
import { exclusionMask, itemsWithFlags, rerankWithout } from '../../items/core/exclusions.ts';
import { hasFlag } from '../../items/core/item-flags.ts';
import { rankingOrder } from '../../../core/rank.ts';
import { computeReference } from '../../../core/run.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { randomInt, rngForDraw, type Rng } from '../../../core/random.ts';
import { plantBrokenItems, type BrokenKind, type PlantedItems } from './broken-items.ts';
import type { ClassroomControls } from './controls.ts';
import { figure, flag, pct, type Figure } from './figures.ts';
import { stepContext, tauTrueAbility } from './leaderboard.ts';
import { STREAM, streamSeed, type TestSet } from './scenario.ts';
import { traceQuestion, type TraceQuestion } from './trace-question.ts';

/** The flags set beside the traces (the item view's signs of a broken item). */
const TRACE_FLAGS: readonly FlagCode[] = ['inverted', 'nobodySolves'];

export interface TraceRow {
	/** Row in the test set, the item's index in the source, its id and category. */
	readonly row: number;
	readonly sourceItem: number;
	readonly itemId: string;
	readonly category: string;
	/** The question, with the right answer at option `rightAnswer`. */
	readonly question: TraceQuestion;
	/** What is broken in it (`null`: nothing; a genuinely failed item). */
	readonly planted: BrokenKind | null;
	/** The key it is graded against, the right answer, each model's answer (-1: none). */
	readonly key: number;
	readonly rightAnswer: number;
	readonly answers: Int8Array;
	/** Models graded right, and the item view's flags on it (`TRACE_FLAGS`). */
	readonly solvedBy: number;
	readonly flags: readonly FlagCode[];
	/** Whether the class has read its trace, and whether it is dropped (read and broken). */
	readonly read: boolean;
	readonly dropped: boolean;
}

interface BrokenItemsRow {
	readonly model: string;
	readonly index: number;
	/** Scores (fractions) with the broken items and after dropping the ones found. */
	readonly before: number;
	readonly after: number;
	readonly rankBefore: number;
	readonly rankAfter: number;
	readonly trueRank: number;
}

export interface BrokenItemsStep {
	readonly step: 6;
	/**
	 * `plantedWrongKeys`, `plantedImpossible`; `failingItems` (items the leader fails),
	 * `brokenFailing` (broken ones among them); `tracesRead`, `brokenRead`, `wrongKeysRead`,
	 * `impossibleRead` (counts among those read),
	 * `firstTraceBroken` (flag; null when the leader fails nothing); `flaggedItems`,
	 * `flaggedBroken` (items the flags mark, and broken ones among them); `droppedItems`;
	 * `meanScoreRise` (points, signed); `tauBeforeAfter`, `swappedPairs` (the two leaderboards);
	 * `tauTrueAbilityWithBroken`, `tauTrueAbility` (against true ability, before and after);
	 * `leaderChanged` (flag).
	 */
	readonly figures: readonly Figure[];
	/** The leader's failing items in reading order. */
	readonly traces: readonly TraceRow[];
	/** Per model, best first after dropping. */
	readonly rows: readonly BrokenItemsRow[];
	/** Model indices, best first on the test set with the broken items (the traces' order). */
	readonly orderBefore: readonly number[];
	/** The reading order of the traces. */
	readonly order: ClassroomControls['order'];
}

/**
 * Rows the leader (`leader`, a column) fails, in reading order: most-failed first (then by row),
 * or shuffled by `rng` (`random`).
 */
function readingOrder(
	matrix: ScoreMatrix,
	leader: number,
	solvedBy: Int32Array,
	order: ClassroomControls['order'],
	rng: Rng
): number[] {
	const W = matrix.wordsPerItem;
	const bits = matrix.bits!;
	const failing: number[] = [];
	for (let r = 0; r < matrix.nItems; r++) {
		if (((bits[r * W + (leader >>> 5)] >>> (leader & 31)) & 1) === 0) failing.push(r);
	}
	if (order === 'mostFailed') return failing.sort((a, b) => solvedBy[a] - solvedBy[b] || a - b);
	for (let j = 0; j < failing.length - 1; j++) {
		const r = randomInt(rng, j, failing.length - 1);
		[failing[j], failing[r]] = [failing[r], failing[j]];
	}
	return failing;
}

/** Pairs of models strictly ordered one way before and the other way after. */
function swappedPairs(before: ArrayLike<number>, after: ArrayLike<number>): number {
	let swapped = 0;
	for (let a = 0; a < before.length; a++) {
		for (let b = a + 1; b < before.length; b++) {
			if ((before[a] - before[b]) * (after[a] - after[b]) < 0) swapped++;
		}
	}
	return swapped;
}

function tracesOf(
	seed: number,
	testSet: TestSet,
	planted: PlantedItems,
	order: readonly number[],
	read: number,
	table: ReturnType<typeof buildItemTable>
): TraceRow[] {
	const matrix = planted.matrix;
	const kindOf = new Map<number, BrokenKind>();
	planted.rows.forEach((r, j) => kindOf.set(r, planted.kinds[j]));
	const category = matrix.meta.category;
	return order.map((r, k) => {
		const answers = planted.answers[r];
		const kind = kindOf.get(r) ?? null;
		const sourceItem = testSet.items[r];
		const itemCategory = category ? category[r] : '';
		return {
			row: r,
			sourceItem,
			itemId: matrix.itemIds[r],
			category: itemCategory,
			question: traceQuestion(seed, sourceItem, itemCategory, answers.rightAnswer),
			planted: kind,
			key: answers.key,
			rightAnswer: answers.rightAnswer,
			answers: answers.answers,
			solvedBy: table.solvedBy![r],
			flags: FLAG_CODES.filter((c) => TRACE_FLAGS.includes(c) && hasFlag(table, r, c)),
			read: k < read,
			dropped: k < read && kind !== null
		};
	});
}

function countFigures(
	planted: PlantedItems,
	traces: readonly TraceRow[],
	flaggedRows: ArrayLike<number>
): Figure[] {
	const flagged = Array.from(flaggedRows);
	const read = traces.filter((t) => t.read);
	const brokenRows = new Set(planted.rows);
	const readKind = (kind: BrokenKind) => read.filter((t) => t.planted === kind).length;
	return [
		figure('failingItems', traces.length, 'count'),
		figure('brokenFailing', traces.filter((t) => t.planted).length, 'count'),
		figure('tracesRead', read.length, 'count'),
		figure('brokenRead', read.filter((t) => t.planted).length, 'count'),
		figure('wrongKeysRead', readKind('wrongKey'), 'count'),
		figure('impossibleRead', readKind('impossible'), 'count'),
		figure('firstTraceBroken', traces.length ? flag(traces[0].planted !== null) : null, 'flag'),
		figure('flaggedItems', flagged.length, 'count'),
		figure('flaggedBroken', flagged.filter((r) => brokenRows.has(r)).length, 'count')
	];
}

export function brokenItems(controls: ClassroomControls): BrokenItemsStep {
	const { scenario, testSet } = stepContext(controls);
	const planted = plantBrokenItems(scenario, testSet, controls.wrongKeys, controls.impossible);
	const matrix = planted.matrix;
	const table = buildItemTable(matrix);
	const before = rankingOrder(computeReference(matrix).scores);
	// The random order of this draw's test set (a redraw shuffles its own).
	const rng = rngForDraw(streamSeed(scenario.seed, STREAM.readingOrder), controls.draw);
	const order = readingOrder(matrix, before[0], table.solvedBy!, controls.order, rng);
	const traces = tracesOf(scenario.seed, testSet, planted, order, controls.read, table);
	const dropped = traces.filter((t) => t.dropped).map((t) => t.row);
	const rerank = rerankWithout(matrix, exclusionMask(matrix.nItems, dropped));
	let change = 0;
	const M = matrix.nModels;
	for (let m = 0; m < M; m++) change += rerank.scoresAfter[m] - rerank.scoresBefore[m];
	return {
		step: 6,
		figures: [
			figure('plantedWrongKeys', controls.wrongKeys - planted.wrongKeysMissing, 'count'),
			figure('plantedImpossible', controls.impossible - planted.impossibleMissing, 'count'),
			...countFigures(planted, traces, itemsWithFlags(table, TRACE_FLAGS)),
			figure('droppedItems', rerank.excluded, 'count'),
			figure('meanScoreRise', pct(change / M), 'points'),
			figure('tauBeforeAfter', rerank.tauB, 'tau'),
			figure('swappedPairs', swappedPairs(rerank.scoresBefore, rerank.scoresAfter), 'count'),
			figure('tauTrueAbilityWithBroken', tauTrueAbility(scenario, rerank.scoresBefore), 'tau'),
			figure('tauTrueAbility', tauTrueAbility(scenario, rerank.scoresAfter), 'tau'),
			figure('leaderChanged', flag(rankingOrder(rerank.scoresAfter)[0] !== before[0]), 'flag')
		],
		traces,
		rows: rerank.orderAfter.map((m) => ({
			model: scenario.models[m],
			index: m,
			before: rerank.scoresBefore[m],
			after: rerank.scoresAfter[m],
			rankBefore: rerank.ranksBefore[m],
			rankAfter: rerank.ranksAfter[m],
			trueRank: scenario.trueRanks[m]
		})),
		orderBefore: before,
		order: controls.order
	};
}

/**
 * The released-before-or-after analyses the dates worker runs, each from a dataset and its
 * models' facts:
 *
 * - per-item data with item dates (`analyzeItemDates`): each dated model's released split
 *   (`released-split.ts`), the ranking after every model's date (`after-all.ts`) and the scores by
 *   item month (`item-months.ts`). A model's date is its training cut-off when given, else its
 *   release date: the cut-off is where contamination can stop.
 * - a score table with model dates (`analyzeTableDates`): newer at equal compute per benchmark and
 *   condition (`newer-at-equal-compute.ts`). Newer goes by the release date (the paper's), else the
 *   cut-off. With the benchmarks' release dates as well, each dated model's residual gap per
 *   condition (`residual-gap.ts`), by its cut-off, else its release date, as the items' split.
 */
import { itemDates } from '../../../core/perturbations/time-split.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import type { ScoreTable } from '../../score-tables/core/ScoreTable.ts';
import { afterAllRanking, type AfterAllRanking } from './after-all.ts';
import { scoresByMonth, type ScoresByMonth } from './item-months.ts';
import { cutoffTime, medianMonth, modelTimes } from './model-times.ts';
import {
	controlsOf,
	newerAtEqualCompute,
	trainingCompute,
	type FitControls,
	type NewerFit
} from './newer-at-equal-compute.ts';
import { releasedSplit, type ReleasedSplit } from './released-split.ts';
import { residualGaps, type ResidualGaps } from './residual-gap.ts';

/** What the analyses read of a model's facts (`formats/model-facts.ts`, stored by name). */
export interface DateFacts {
	readonly releaseDate?: string;
	readonly cutoff?: string;
	readonly params?: number;
	readonly tokens?: number;
	readonly compute?: number;
}

export interface ItemDatesAnalysis {
	/** The meta column the item dates come from. */
	readonly dateColumn: string;
	/** Each model's date as used (cut-off, else release date), and which it was. */
	readonly dates: readonly (string | null)[];
	readonly dateKinds: readonly ('cutoff' | 'release' | null)[];
	readonly split: ReleasedSplit;
	readonly afterAll: AfterAllRanking;
	readonly byMonth: ScoresByMonth;
}

/** A model's split date: its cut-off, else its release date. */
function splitDate(f: DateFacts | null): {
	date: string | null;
	kind: 'cutoff' | 'release' | null;
} {
	if (f?.cutoff) return { date: f.cutoff, kind: 'cutoff' };
	if (f?.releaseDate) return { date: f.releaseDate, kind: 'release' };
	return { date: null, kind: null };
}

export function analyzeItemDates(
	matrix: ScoreMatrix,
	dateColumn: string,
	facts: readonly (DateFacts | null)[],
	options: { readonly seed: number; readonly draws?: number }
): ItemDatesAnalysis {
	const itemTime = itemDates(matrix.meta[dateColumn] ?? []);
	const chosen = facts.map(splitDate);
	const dates = chosen.map((c) => c.date);
	return {
		dateColumn,
		dates,
		dateKinds: chosen.map((c) => c.kind),
		split: releasedSplit(matrix, itemTime, dates),
		afterAll: afterAllRanking(matrix, itemTime, dates, options),
		byMonth: scoresByMonth(matrix, itemTime)
	};
}

export interface TableDatesAnalysis {
	/** The cut-off month used (`YYYY-MM`), and the default one (the median model date's). */
	readonly cutoff: string | null;
	readonly defaultCutoff: string | null;
	readonly controls: FitControls;
	/** Models with a date, and with a compute. */
	readonly dated: number;
	readonly withCompute: number;
	/** Per condition, one fit per benchmark (the table's order). */
	readonly conditions: readonly {
		readonly name: string;
		readonly fits: readonly NewerFit[];
		/** Each dated model's residual gap; null when no benchmark has a release date. */
		readonly residual: ResidualGaps | null;
	}[];
}

/**
 * `cutoff`: the month asked for (`YYYY-MM`, from the URL), or null for the default. A month that
 * is not one falls back to the default too.
 */
export function analyzeTableDates(
	table: ScoreTable,
	facts: readonly (DateFacts | null)[],
	cutoff: string | null,
	benchmarkDates: readonly (string | null)[] = []
): TableDatesAnalysis {
	const benchmarkTimes = modelTimes(table.benchmarks.map((_, b) => benchmarkDates[b] ?? null));
	const dated = benchmarkTimes.some((t) => t === t);
	const splitTimes = modelTimes(facts.map((f) => splitDate(f).date));
	const times = modelTimes(facts.map((f) => f?.releaseDate ?? f?.cutoff ?? null));
	const compute = Float64Array.from(facts, (f) => (f ? trainingCompute(f) : Number.NaN));
	const defaultCutoff = medianMonth(times);
	const month = cutoff && cutoffTime(cutoff) === cutoffTime(cutoff) ? cutoff : defaultCutoff;
	const at = month ? cutoffTime(month) : Number.NaN;
	let datedModels = 0;
	let withCompute = 0;
	for (let m = 0; m < times.length; m++) {
		if (times[m] === times[m]) datedModels++;
		if (compute[m] > 0) withCompute++;
	}
	return {
		cutoff: month,
		defaultCutoff,
		controls: controlsOf(compute),
		dated: datedModels,
		withCompute,
		conditions: table.conditions.map((c) => ({
			name: c.name,
			fits: month ? newerAtEqualCompute(c.scores, table.benchmarks.length, times, compute, at) : [],
			residual: dated
				? residualGaps(c.scores, table.benchmarks.length, splitTimes, benchmarkTimes)
				: null
		}))
	};
}

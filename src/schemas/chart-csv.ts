/**
 * The numbers behind each chart of the results screen as CSV, for the charts' CSV buttons. Pure
 * functions of what the chart draws. Column keys are stable English identifiers named like the
 * results JSON's fields (an exported file does not change with the reader's language, so a script
 * that reads one keeps working); scores are in score units (not percent), as in the JSON; an
 * undefined figure is an empty field; names are guarded against spreadsheet formulas (`csvField`).
 */
import type { Histogram } from '../core/histogram.ts';
import type { RankSets } from '../core/rank-sets/rank-sets.ts';
import type { SearchOutcome } from '../core/search.ts';
import type { RunSummary } from '../core/summary.ts';
import type { SweepRow } from '../core/sweep.ts';
import type { VariantsSummary } from '../core/variants.ts';
import { csvField } from './results-csv.ts';
import type { Reference } from '../core/run-types.ts';

type CsvValue = string | number | null;

/** A header row and data rows, RFC 4180 quoting; NaN and infinities become empty fields. */
export function csvTable(
	columns: readonly string[],
	rows: readonly (readonly CsvValue[])[]
): string {
	const cell = (v: CsvValue) => csvField(typeof v === 'number' && !Number.isFinite(v) ? null : v);
	const lines = [columns.map(cell).join(',')];
	for (const r of rows) lines.push(r.map(cell).join(','));
	return lines.join('\n') + '\n';
}

/**
 * The accuracy swing: per model (reference order), its reference score, mean over draws, 95%
 * percentile interval (`q025`, `q975`), largest move from the reference to either end of that
 * interval, and the draws it takes part in.
 */
export function scoreIntervalsCsv(summary: RunSummary): string {
	return csvTable(
		['model', 'reference', 'mean', 'q025', 'q975', 'largestMove', 'present'],
		summary.models.map((m) => [
			m.model,
			m.reference,
			m.mean,
			m.q025,
			m.q975,
			Math.max(m.reference - m.q025, m.q975 - m.reference),
			m.present
		])
	);
}

/**
 * The rank intervals: per model, its reference rank, 95% rank interval and P(first) with its SE;
 * with rank sets (issue 22) also its simultaneous and marginal sets, whether it could be among
 * the best k, and the sets' level, draws and seed (empty bounds: a model without a set).
 */
export function rankIntervalsCsv(summary: RunSummary, sets: RankSets | null = null): string {
	const columns = ['model', 'referenceRank', 'rankLow', 'rankHigh', 'pFirst', 'pFirstSE'];
	const extra = sets ? RANK_SET_COLUMNS : [];
	const topK = new Set(sets?.topK.models ?? []);
	const bound = (v: number) => (v > 0 ? v : null);
	return csvTable(
		[...columns, ...extra],
		summary.models.map((m) => [
			m.model,
			m.referenceRank,
			m.rankLow,
			m.rankHigh,
			m.pFirst,
			m.pFirstSE,
			...(sets
				? [
						bound(sets.simultaneousLow[m.index]),
						bound(sets.simultaneousHigh[m.index]),
						bound(sets.marginalLow[m.index]),
						bound(sets.marginalHigh[m.index]),
						topK.has(m.index) ? 1 : 0,
						sets.topK.k,
						sets.level,
						sets.draws,
						sets.seed
					]
				: [])
		])
	);
}

const RANK_SET_COLUMNS = [
	'simultaneousLow',
	'simultaneousHigh',
	'marginalLow',
	'marginalHigh',
	'inTopK',
	'k',
	'level',
	'rankSetDraws',
	'rankSetSeed'
];

/** The tau-b histogram: one row per bin, [binLow, binHigh) and the number of draws in it. */
export function tauHistogramCsv(bins: Histogram): string {
	return csvTable(
		['binLow', 'binHigh', 'draws'],
		bins.counts.map((c, k) => [bins.edges[k], bins.edges[k + 1], c])
	);
}

/** A sweep's steps (size or strength): the columns of the results JSON's `sweep[]`. */
export function sweepRowsCsv(rows: readonly SweepRow[]): string {
	return csvTable(
		[
			'step',
			'size',
			'draws',
			'tauMedian',
			'tauQ05',
			'tauQ95',
			'replicationTauMedian',
			'replicationTauQ05',
			'replicationTauQ95',
			'leaderKept',
			'meanAbsScoreChange',
			'meanAbsScoreChangeQ05',
			'meanAbsScoreChangeQ95'
		],
		rows.map((r) => [
			r.step,
			r.size,
			r.draws,
			r.tau.median,
			r.tau.q05,
			r.tau.q95,
			r.replication?.median ?? null,
			r.replication?.q05 ?? null,
			r.replication?.q95 ?? null,
			r.leaderKept,
			r.scoreChange.median,
			r.scoreChange.q05,
			r.scoreChange.q95
		])
	);
}

/** Fixed variants, per model: the reference, the smallest and largest score and rank across them. */
export function variantScoresCsv(v: VariantsSummary): string {
	return csvTable(
		['model', 'reference', 'referenceRank', 'min', 'max', 'rankMin', 'rankMax'],
		v.models.map((m) => [m.model, m.reference, m.referenceRank, m.min, m.max, m.rankMin, m.rankMax])
	);
}

/**
 * Fixed variants, one row each: its (English) name as the JSON writes it, its tau-b with the
 * reference, and the models ranked first in it (joined by "; ").
 */
export function variantTauCsv(v: VariantsSummary, models: readonly string[]): string {
	return csvTable(
		['variant', 'tau', 'first'],
		v.variants.map((row) => [row.name, row.tau, row.first.map((m) => models[m]).join('; ')])
	);
}

/**
 * The worst case a search found, per model (reference order): reference score and rank, the
 * worst-case score and rank, and the change (worst case - reference).
 */
export function searchScoresCsv(
	s: SearchOutcome,
	reference: Reference,
	models: readonly string[]
): string {
	return csvTable(
		['model', 'reference', 'referenceRank', 'worstCase', 'worstCaseRank', 'change'],
		reference.order.map((m) => [
			models[m],
			reference.scores[m],
			reference.ranks[m],
			s.scores[m],
			s.ranks[m],
			s.scores[m] - reference.scores[m]
		])
	);
}

/** The search's certificate: each category's item weight. */
export function searchWeightsCsv(s: SearchOutcome): string {
	return csvTable(
		['category', 'weight'],
		s.categories.map((c, g) => [c, s.weights[g]])
	);
}

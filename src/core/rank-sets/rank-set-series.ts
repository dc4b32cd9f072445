/**
 * The rank chart's rows with the rank confidence sets as bars (`chart-series.ts` draws the
 * perturbation's rank intervals the same way): reference order, the reference rank as the dot, a
 * bar over the set's ranks. A model without a set (not ranked) gets no bar (NaN bounds).
 */
import type { IntervalSeries } from '../chart-series.ts';
import { modelColor } from '../colors.ts';
import type { RunSummary } from '../summary.ts';
import type { RankSets } from './rank-sets.ts';

/** What the rank chart's bars show: a rank confidence set, or the perturbation's interval. */
export type RankIntervalKind = 'simultaneous' | 'marginal' | 'perturbation';

/** The set of model `m` (column index) of that kind, or null when the model is not ranked. */
export function rankSetOf(
	sets: RankSets,
	kind: 'simultaneous' | 'marginal',
	m: number
): [number, number] | null {
	const lo = kind === 'simultaneous' ? sets.simultaneousLow[m] : sets.marginalLow[m];
	const hi = kind === 'simultaneous' ? sets.simultaneousHigh[m] : sets.marginalHigh[m];
	return lo > 0 ? [lo, hi] : null;
}

/** Per model (reference order): the reference rank and its rank set of `kind`. */
export function rankSetIntervals(
	summary: Pick<RunSummary, 'models'>,
	sets: RankSets,
	kind: 'simultaneous' | 'marginal',
	nModels: number,
	highlighted: number | null = null
): IntervalSeries {
	const ms = summary.models;
	const bounds = ms.map((m) => rankSetOf(sets, kind, m.index));
	return {
		labels: ms.map((m) => m.model),
		low: bounds.map((b) => (b ? b[0] - 0.3 : Number.NaN)),
		high: bounds.map((b) => (b ? b[1] + 0.3 : Number.NaN)),
		point: ms.map((m) => m.referenceRank),
		colors: ms.map((m) => modelColor(m.index, nModels, highlighted))
	};
}

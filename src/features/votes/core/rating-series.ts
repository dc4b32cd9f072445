/**
 * The rating chart's series of one group (best first): each model's rating as the dot, its
 * bootstrap interval over votes as the bar and its sandwich interval as the grey band behind
 * (the bar is the sandwich interval when there was no bootstrap), in the chart shape of
 * `core/chart-series.ts`. One colour per model (`core/colors.ts`, by the model's index in the
 * file).
 */
import type { IntervalSeries } from '../../../core/chart-series.ts';
import { modelColor } from '../../../core/colors.ts';
import type { VoteAnalysis } from './vote-analysis.ts';

type Group = VoteAnalysis['groups'][number];

export function ratingSeries(group: Group, models: readonly string[]): IntervalSeries {
	const r = group.ratings;
	const bar = (k: number) => r[k].bootstrap ?? r[k].sandwich;
	return {
		labels: r.map((x) => models[x.model]),
		point: r.map((x) => x.rating),
		low: r.map((_, k) => bar(k).low),
		high: r.map((_, k) => bar(k).high),
		colors: r.map((x) => modelColor(x.model, models.length)),
		band: { low: r.map((x) => x.sandwich.low), high: r.map((x) => x.sandwich.high) }
	};
}

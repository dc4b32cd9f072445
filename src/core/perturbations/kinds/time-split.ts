/** Time split: two variants, the items dated before a cut-off and those on or after it. */
import { runItemDraws } from '../../kernels/fast-chunk.ts';
import { ANY_VALUE_TYPE } from '../catalogue-fields.ts';
import { defineKind } from '../kind-module.ts';
import type { TimeSplitRecipe } from '../recipe.ts';
import { itemDates, parseItemDate, timeSplit as splitByDate } from '../time-split.ts';

export const timeSplit = defineKind<TimeSplitRecipe>({
	kind: 'timeSplit',
	source: { href: 'https://arxiv.org/abs/2310.10628', text: 'Roberts et al. 2023' },
	entry: {
		imitates: 'shift',
		drawType: 'variants',
		output: 'itemWeights',
		valueTypes: ANY_VALUE_TYPE,
		needs: 'date',
		fields: [
			{
				setting: 'column',
				param: 'column',
				recipe: 'column',
				label: 'dateColumn',
				type: 'column',
				of: 'date',
				dataDefault: 'dateColumn'
			},
			{
				setting: 'cutoff',
				param: 'cutoff',
				recipe: 'cutoff',
				label: 'cutoff',
				type: 'date',
				dataDefault: 'medianDate'
			}
		],
		draws: 'fixed'
	},
	// NaN (not a date) is the one value unequal to itself.
	check: (_matrix, r) =>
		parseItemDate(r.cutoff) !== parseItemDate(r.cutoff)
			? [{ code: 'cutoff', cutoff: r.cutoff }]
			: [],
	prepare(matrix, r) {
		const split = splitByDate(itemDates(matrix.meta[r.column]), parseItemDate(r.cutoff));
		return {
			data: { split },
			variants: [
				{ kind: 'before', cutoff: r.cutoff, items: split.nBefore },
				{ kind: 'from', cutoff: r.cutoff, items: split.nAfter }
			]
		};
	},
	fixedDraws: () => 2,
	plain: {
		by: 'itemWeights',
		weights: (_matrix, { data }, _seed, d) => (d === 0 ? data.split!.before : data.split!.after)
	},
	fast(matrix, run, _seed, start, count) {
		const split = run.data.split!;
		return runItemDraws(matrix, run.reference, start, count, (d) =>
			start + d === 0 ? split.before : split.after
		);
	},
	caption: (r) => ({ after: { code: 'cutoff', cutoff: r.cutoff } })
});

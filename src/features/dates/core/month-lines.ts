/**
 * The score-by-item-month chart's series (`item-months.ts` drawn as LiveCodeBench draws it): the
 * models with the largest excess gap in noise units (those without one last, by column), one line
 * each, with the month of the model's date marked. Colours: each model's own when the dataset has
 * few models (`core/colors.ts`), else the palette in the order of the lines.
 */
import type { StepLines } from '../../../core/chart-series.ts';
import { MAX_DISTINCT, modelColor, PALETTE } from '../../../core/colors.ts';
import type { ScoresByMonth } from './item-months.ts';
import { monthOf } from './model-times.ts';
import { modelTimes } from './model-times.ts';
import type { ReleasedSplit } from './released-split.ts';

/** Lines drawn at most. */
const MONTH_LINES = 6;

interface MonthLine {
	/** The model. */
	readonly label: string;
	readonly values: readonly (number | null)[];
	readonly color: string;
	/** Index of the month of the model's date among the months, or null when outside them. */
	readonly mark: number | null;
}

/** Drawn by the shared step-lines chart (`StepLines`): the steps are the item months. */
interface MonthLines extends StepLines {
	/** The item months, YYYY-MM, ascending. */
	readonly labels: readonly string[];
	readonly items: readonly number[];
	readonly lines: readonly MonthLine[];
}

export function monthLines(
	byMonth: ScoresByMonth,
	split: ReleasedSplit,
	models: readonly string[],
	dates: readonly (string | null)[],
	top = MONTH_LINES
): MonthLines {
	const z = (m: number) => split.models.find((g) => g.index === m)?.z ?? Number.NaN;
	const order = models
		.map((_, m) => m)
		.sort((a, b) => {
			const za = z(a);
			const zb = z(b);
			if (za === za && zb === zb) return zb - za || a - b;
			return za === za ? -1 : zb === zb ? 1 : a - b;
		})
		.slice(0, top);
	const times = modelTimes(dates);
	const slot = new Map(byMonth.months.map((k, j) => [k, j]));
	const few = models.length <= MAX_DISTINCT;
	return {
		labels: byMonth.months,
		items: byMonth.items,
		lines: order.map((m, k) => ({
			label: models[m],
			values: Array.from(byMonth.scores[m] ?? [], (v) => (v === v ? v : null)),
			color: few ? modelColor(m, models.length) : PALETTE[k % PALETTE.length],
			mark: times[m] === times[m] ? (slot.get(monthOf(times[m])) ?? null) : null
		}))
	};
}

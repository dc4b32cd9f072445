/**
 * Scores by item month, as LiveCodeBench's leaderboard draws them: one line per model, its mean
 * score on the items published in each month (UTC), with the model's date marked on its line. A
 * drop of one line right after its mark, where the other lines stay, is the sign the released
 * split measures (`released-split.ts`).
 */
import { columnReader } from '../../../core/stats/columns.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { monthOf } from './model-times.ts';

export interface ScoresByMonth {
	/** `YYYY-MM`, ascending: every month from the first dated item to the last. */
	readonly months: readonly string[];
	/** Dated items per month. */
	readonly items: readonly number[];
	/** Per model (column order), its mean score per month (NaN: no score that month). */
	readonly scores: readonly Float64Array[];
}

/** Every month from `first` to `last` (both `YYYY-MM`), in order. */
function monthRange(first: string, last: string): string[] {
	const out: string[] = [];
	let [y, m] = first.split('-').map(Number);
	for (;;) {
		const key = `${y}-${String(m).padStart(2, '0')}`;
		out.push(key);
		if (key >= last) return out;
		m++;
		if (m > 12) {
			m = 1;
			y++;
		}
	}
}

export function scoresByMonth(matrix: ScoreMatrix, itemTime: ArrayLike<number>): ScoresByMonth {
	const { nItems: n, nModels: M } = matrix;
	const label = Array.from({ length: n }, (_, i) => {
		const t = itemTime[i];
		return t === t ? monthOf(t) : '';
	});
	const dated = label.filter((x) => x).sort();
	if (!dated.length) return { months: [], items: [], scores: [] };
	const months = monthRange(dated[0], dated[dated.length - 1]);
	const slot = new Map(months.map((k, j) => [k, j]));
	const monthOfItem = Int32Array.from(label, (k) => (k ? slot.get(k)! : -1));
	const items = months.map(() => 0);
	for (const j of monthOfItem) if (j >= 0) items[j]++;
	const read = columnReader(matrix);
	const col = new Float64Array(n);
	const sum = new Float64Array(months.length);
	const count = new Float64Array(months.length);
	const scores: Float64Array[] = [];
	for (let m = 0; m < M; m++) {
		read(m, col);
		sum.fill(0);
		count.fill(0);
		for (let i = 0; i < n; i++) {
			const j = monthOfItem[i];
			if (j < 0 || col[i] !== col[i]) continue;
			sum[j] += col[i];
			count[j]++;
		}
		scores.push(Float64Array.from(sum, (s, j) => (count[j] ? s / count[j] : Number.NaN)));
	}
	return { months, items, scores };
}

/**
 * Head to head in one group, for the win-fraction and battle-count heatmaps (Chatbot Arena's
 * notebook draws the same two: "fraction of model A wins for all non-tied A vs. B battles" and
 * "battle count of each combination of models"): K x K grids over the group's models in the
 * order given (best rating first), cell (r, c) = row model against column model.
 *
 * - `winFraction`: under the `half` tie rule (wins + ties / 2) / battles, under `drop`
 *   wins / (wins + losses), the same reading the fit gives a vote; NaN where the two never met
 *   (or met only in ties under `drop`) and on the diagonal.
 * - `battles`: every vote between the two, ties included (weights summed for weighted votes).
 */
import type { PairCounts, TieRule } from './aggregate.ts';

export interface HeadToHead {
	/** Group model indices of the rows and columns, in display order. */
	readonly order: readonly number[];
	/** `values[r * K + c]`. */
	readonly winFraction: Float64Array;
	readonly battles: Float64Array;
	readonly size: number;
}

/** The head-to-head grids of `counts` (a group's, models 0..K-1) over the models `order`. */
export function headToHead(
	counts: PairCounts,
	tieRule: TieRule,
	order: readonly number[]
): HeadToHead {
	const K = order.length;
	const at = new Int32Array(counts.nModels).fill(-1);
	order.forEach((m, r) => (at[m] = r));
	const winFraction = new Float64Array(K * K).fill(Number.NaN);
	const battles = new Float64Array(K * K);
	const half = tieRule === 'half';
	for (let p = 0; p < counts.pairA.length; p++) {
		const r = at[counts.pairA[p]];
		const c = at[counts.pairB[p]];
		if (r < 0 || c < 0) continue;
		const a = counts.winA[p];
		const b = counts.winB[p];
		const t = counts.tie[p];
		battles[r * K + c] = battles[c * K + r] = a + b + t;
		const n = half ? a + b + t : a + b;
		if (n > 0) {
			const share = (half ? a + t / 2 : a) / n;
			winFraction[r * K + c] = share;
			winFraction[c * K + r] = 1 - share;
		}
	}
	return { order, winFraction, battles, size: K };
}

/** Most models a head-to-head heatmap draws (10,000 cells: `core/heatmap-series.ts`'s scale). */
export const HEATMAP_MAX_MODELS = 100;

/** The first `n` rows and columns of one of the grids, for a heatmap (`MatrixHeatmap`). */
export function topGrid(
	h: HeadToHead,
	values: Float64Array,
	n: number
): { rows: number; cols: number; values: Float64Array } {
	const k = Math.min(n, h.size);
	const out = new Float64Array(k * k);
	for (let r = 0; r < k; r++) out.set(values.subarray(r * h.size, r * h.size + k), r * k);
	return { rows: k, cols: k, values: out };
}

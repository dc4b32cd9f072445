/**
 * Benchmarks where a lower score is better (perplexity, error rate, loss, word error rate, latency).
 * Every statistic of this folder ranks higher scores first; `orientTable` negates the scores of
 * the benchmarks named lower-is-better, so that their rankings run the same way as the others'
 * (tau-b, W, aggregates and the two-test-set fit all see "higher = better"). Negation keeps ties
 * and standard errors (SE(-x) = SE(x)); the views show the original values and say which
 * benchmarks were turned.
 */
import type { ScoreTable } from './ScoreTable.ts';

/** Name fragments that usually mean lower is better (a suggestion; the person decides). */
const LOWER_HINTS = [
	/perplexity/i,
	/\bppl\b/i,
	/(^|[_\s-])(loss|nll|bpb|bpc)($|[_\s-])/i,
	/(^|[_\s-])(error|err|wer|cer|mae|mse|rmse|latency|rank)($|[_\s-])/i
];

/** Benchmarks whose names suggest lower is better (`wikitext_perplexity`, `top1_error`, `WER`). */
export function suggestLowerIsBetter(benchmarks: readonly string[]): string[] {
	return benchmarks.filter((b) => LOWER_HINTS.some((re) => re.test(b)));
}

/**
 * `table` with the scores of the benchmarks named in `lowerIsBetter` negated (unknown names are
 * ignored). Returns `table` itself when nothing is turned.
 */
export function orientTable(table: ScoreTable, lowerIsBetter: readonly string[]): ScoreTable {
	const turn = table.benchmarks.map((b) => lowerIsBetter.includes(b));
	if (!turn.some(Boolean)) return table;
	const B = table.benchmarks.length;
	return {
		...table,
		conditions: table.conditions.map((c) => {
			const scores = Float64Array.from(c.scores);
			for (let k = 0; k < scores.length; k++) if (turn[k % B]) scores[k] = -scores[k];
			return { ...c, scores };
		})
	};
}

/**
 * The statistics of a run beyond the first slice's (summary.ts): agreement of each draw with the
 * reference (Spearman, top-k overlap, maximum rank change), each model's standard error on the
 * reference set (plain and clustered), its conservative rank, and for neighbouring models in the
 * reference ranking the probability that one beats the other across draws and a paired test on
 * the reference set. Computed once per run, in a worker, from the finished draw table.
 */
import type { DrawTable, RunReference } from './run.ts';
import type { ScoreMatrix } from './ScoreMatrix.ts';
import { agreementSeries, summarizeAgreement, type AgreementSummary } from './stats/agreement.ts';
import { conservativeRanksFromSummary } from './stats/conservative-rank.ts';
import { pairedTest } from './stats/paired-tests.ts';
import { modelStandardErrors } from './stats/standard-error.ts';
import { winProbability } from './stats/win-probability.ts';
import { groupsFromMeta } from './perturbations/groups.ts';
import type { RunSummary } from './summary.ts';

export interface RunExtrasOptions {
	/** k of the top-k overlap (clamped to the number of models). */
	readonly topK: number;
	/** Meta column whose values cluster items for the clustered standard error, if any. */
	readonly clusterColumn: string | null;
	/** Most neighbouring pairs to test (the top of the ranking first). */
	readonly maxPairs: number;
}

export interface PairRow {
	/** Column indices; `a` is ranked above `b` in the reference. */
	readonly a: number;
	readonly b: number;
	/** Share of draws in which `a` scores above `b` (a tie counts half). */
	readonly pAbove: number;
	readonly test: 'mcnemar' | 'ttest';
	/** Two-sided p-value of the paired test on the reference set. */
	readonly pValue: number;
	/** McNemar: items only `a` / only `b` got right. */
	readonly onlyA: number | null;
	readonly onlyB: number | null;
	/** t-test: mean of a - b over items both have. */
	readonly meanDifference: number | null;
}

export interface RunExtras {
	readonly agreement: AgreementSummary;
	/** Standard errors of the reference scores, by column index. */
	readonly se: Float64Array;
	readonly seClustered: Float64Array | null;
	readonly clusterColumn: string | null;
	/** Arena-style conservative rank from the 95% score intervals, by column index. */
	readonly conservativeRank: Int32Array;
	readonly pairs: readonly PairRow[];
}

export function runExtras(
	matrix: ScoreMatrix,
	table: DrawTable,
	reference: RunReference,
	summary: RunSummary,
	options: RunExtrasOptions
): RunExtras {
	const M = table.nModels;
	const k = Math.max(1, Math.min(options.topK, M));
	const agreement = summarizeAgreement(agreementSeries(table, reference, k, summary.nDraws));
	const column =
		options.clusterColumn && Object.hasOwn(matrix.meta, options.clusterColumn)
			? options.clusterColumn
			: null;
	const se = modelStandardErrors(matrix, column ? groupsFromMeta(matrix, column) : null);
	const pairs: PairRow[] = [];
	const order = reference.order;
	for (let p = 0; p + 1 < order.length && pairs.length < options.maxPairs; p++) {
		const a = order[p];
		const b = order[p + 1];
		const test = pairedTest(matrix, a, b);
		pairs.push({
			a,
			b,
			pAbove: winProbability(table, a, b, summary.nDraws),
			test: test.test,
			pValue: test.pValue,
			onlyA: test.mcnemar?.onlyA ?? null,
			onlyB: test.mcnemar?.onlyB ?? null,
			meanDifference: test.ttest?.meanDifference ?? null
		});
	}
	return {
		agreement,
		se: se.plain,
		seClustered: se.clustered,
		clusterColumn: column,
		conservativeRank: conservativeRanksFromSummary(summary.models, M),
		pairs
	};
}

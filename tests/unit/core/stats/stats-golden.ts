/** Loads tests/fixtures/golden/stats-golden.json (made by scripts/golden/make_stats_golden.py). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packMatrix, type ScoreMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { minRanks, rankingOrder } from '../../../../src/core/rank.ts';
import { GOLDEN_DIR } from '../../helpers.ts';
import type { DrawTable, Reference } from '../../../../src/core/run-types.ts';

/** JSON has no NaN: the script writes `null`. */
export type Num = number | null;

export function nan(values: readonly Num[]): Float64Array {
	return Float64Array.from(values, (v) => (v === null ? Number.NaN : v));
}

/** Expects `actual` to equal the golden `expected` to `digits` decimals, or both to be NaN. */
export function close(actual: number, expected: Num, tolerance = 1e-12): boolean {
	if (expected === null) return Number.isNaN(actual);
	return Math.abs(actual - expected) <= tolerance * Math.max(1, Math.abs(expected));
}

export interface StatsGolden {
	versions: Record<string, string>;
	standardError: Array<{
		name: string;
		values: Num[];
		groups: number[];
		nGroups: number;
		se: Num;
		seClustered: Num;
	}>;
	matrixStandardErrors: {
		file: string;
		column: string;
		se: Record<string, Num>;
		seClustered: Record<string, Num>;
	};
	mcnemar: Array<{ a: Num[]; b: Num[]; onlyA: number; onlyB: number; n: number; pValue: number }>;
	binomial: Array<{ k: number; n: number; pValue: number; exact: number }>;
	ttest: Array<{
		a: Num[];
		b: Num[];
		meanDifference: number;
		statistic: number;
		df: number;
		pValue: number;
	}>;
	studentT: Array<{ t: number; df: number; pValue: number }>;
	beta: Array<{ a: number; b: number; x: number; value: number }>;
	logGamma: Array<{ x: number; value: number }>;
	pairedBootstrap: Array<{
		case: string;
		file: string;
		seed: number;
		draws: number;
		a: number;
		b: number;
		meanDifference: number;
		differences: Num[];
		low: number;
		high: number;
		pAhead: number;
	}>;
	spearman: Array<{ x: Num[]; y: Num[]; rho: Num }>;
	runs: Array<{
		case: string;
		file: string;
		reference: Num[];
		drawScores: Num[][];
		winProbability: Num[][];
		spearman: Num[];
		topK: Record<string, number[]>;
		maxRankChange: number[];
		leaderAgrees: number[];
		q025: Num[];
		q975: Num[];
		conservativeRanks: number[];
	}>;
	conservative: Array<{ lower: number[]; upper: number[]; ranks: number[] }>;
	gamma: Array<{ shape: number; q: number[]; ppf: number[]; mean: number; var: number }>;
	dirichlet: Array<{ alpha: number[]; mean: number[]; var: number[] }>;
	category: {
		file: string;
		categories: string[];
		num: number[][];
		den: number[][];
		weights: number[];
		scores: number[];
		synthetic: {
			groupOf: number[];
			cells: number[][];
			bound: number;
			pairWorst: Array<{ a: number; b: number; gap: number }>;
			minTau: number;
		};
	};
	difficulty: { file: string; rates: Num[]; weights: Record<string, number[]> };
	threshold: { file: string; cases: Array<{ threshold: number; scores: Num[] }> };
	dates: { valid: Record<string, number>; invalid: string[] };
	modelSet: Array<{
		name: string;
		cells: Num[][];
		weak: Num[][];
		wins: number[][];
		total: number[][];
		mean: Num[];
		winRate: Num[];
		bradleyTerry: Num[];
		winRateWithWeak: Num[];
		bradleyTerryWithWeak: Num[];
	}>;
	labelNoise: Array<{ cells: number; p: number; low: number; high: number }>;
	midP: Array<{ k: number; n: number; midP: number; exact: number }>;
	studentTQuantile: Array<{ p: number; df: number; value: number }>;
	studentTCdf: Array<{ t: number; df: number; value: number }>;
	binomialPmfCdf: Array<{ x: number; n: number; p: number; pmf: number; cdf: number }>;
	shareSE: Array<{ share: number; draws: number; se: number }>;
}

/** Mean, standard error and 95% interval as statsmodels' OLS on a constant reports them. */
export interface GoldenInference {
	mean: number;
	se: number;
	df: number;
	low: number;
	high: number;
	pValue?: Num;
}

export interface GoldenPair {
	a: number;
	b: number;
	pValue: Num;
	pHolm: Num;
	n: number;
	difference: number;
	differenceSE: Num;
	differenceLow: Num;
	differenceHigh: Num;
	differenceDf: number;
}

export interface GoldenExtrasMode {
	se: Num[];
	df: Array<number | null>;
	ciLow: Num[];
	ciHigh: Num[];
	conservativeRank: Array<number | null>;
	pairs: GoldenPair[];
}

/** tests/fixtures/golden/cluster-golden.json (scripts/golden/make_cluster_golden.py). */
export interface ClusterGolden {
	versions: Record<string, string>;
	clusterSE: Array<{
		name: string;
		values: Num[];
		labels: string[];
		plain: GoldenInference | null;
		clustered: GoldenInference | null;
	}>;
	paired: Array<{
		name: string;
		a: Num[];
		b: Num[];
		labels: string[];
		plain: GoldenInference;
		clustered: GoldenInference;
	}>;
	holm: Array<{ p: number[]; adjusted: number[] }>;
	extras: {
		cells: Num[][];
		labels: string[];
		order: number[];
		plain: GoldenExtrasMode;
		clustered: GoldenExtrasMode;
	};
}

export function loadClusterGolden(): ClusterGolden {
	return JSON.parse(readFileSync(join(GOLDEN_DIR, 'cluster-golden.json'), 'utf8')) as ClusterGolden;
}

export function loadStatsGolden(): StatsGolden {
	return JSON.parse(readFileSync(join(GOLDEN_DIR, 'stats-golden.json'), 'utf8')) as StatsGolden;
}

/** A DrawTable and reference from the golden per-draw scores (ranks by `minRanks`). */
export function tableFromScores(
	drawScores: readonly Num[][],
	referenceScores: readonly Num[]
): { table: DrawTable; reference: Reference } {
	const D = drawScores.length;
	const M = referenceScores.length;
	const scores = new Float64Array(D * M);
	const ranks = new Int32Array(D * M);
	drawScores.forEach((row, d) => {
		scores.set(nan(row), d * M);
		minRanks(scores.subarray(d * M, (d + 1) * M), ranks.subarray(d * M, (d + 1) * M));
	});
	const ref = nan(referenceScores);
	return {
		table: { nDraws: D, nModels: M, scores, ranks, tau: new Float64Array(D) },
		reference: { scores: ref, ranks: minRanks(ref), order: rankingOrder(ref) }
	};
}

/** A matrix from rows of cells (`null` = missing). */
export function matrixFromRows(
	rows: readonly Num[][],
	meta?: Record<string, readonly string[]>
): ScoreMatrix {
	const n = rows.length;
	const M = n ? rows[0].length : 0;
	return packMatrix({
		models: Array.from({ length: M }, (_, m) => `m${m}`),
		itemIds: Array.from({ length: n }, (_, i) => `i${i}`),
		meta,
		cells: nan(rows.flat())
	});
}

/** Loads tests/fixtures/golden/score-table-golden.json (scripts/golden/make_score_table_golden.py). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	DEFAULT_CONDITION,
	type ScoreTable
} from '../../../../src/features/score-tables/core/ScoreTable.ts';
import { FIXTURES, GOLDEN_DIR } from '../../helpers.ts';

/** JSON has no NaN: the script writes `null`. */
export type Num = number | null;

export interface TableCase {
	name: string;
	scores: Num[][];
	tau: Num[][];
	pairModels: number[][];
	meanTau: Num;
	medianTau: Num;
	order: number[];
	orderDistinct: boolean;
	kendallW: Num;
	kendallWModels: number;
	friedmanW: Num;
	meanScore: Num[];
	meanRank: Num[];
	borda: Num[];
	consensus: Array<{ tauWithConsensus: Num; tauWithOthers: Num; models: number }>;
}

export interface LineCase {
	tau: number;
	meanDrop: number;
	slope: number;
	intercept: number;
	r: number;
	probitSlope: number;
	probitIntercept: number;
	probitR: number;
	probitN: number;
}

export interface ScoreTableGolden {
	versions: Record<string, string>;
	tables: TableCase[];
	cluster: Array<{
		n: number;
		distances: number[][];
		merges: Array<[number, number, number, number]>;
		order: number[];
	}>;
	kendallW: Array<{ rankings: number[][]; w: Num; friedmanW: Num }>;
	worstCase: Array<{
		scores: number[][];
		method: 'meanScore' | 'meanRank' | 'borda';
		bound: number;
		tau: number;
	}>;
	probit: Array<{ p: number; ndtri: Num }>;
	line: Array<LineCase & { x: number[]; y: number[]; furthestBelow: number[] }>;
	imagenet: (LineCase & { n: number; furthestBelow: string[] }) | null;
	derivedCategories: {
		file: string;
		models: string[];
		categories: string[];
		mean: Record<string, Num[]>;
		se: Record<string, Num[]>;
	};
	twoConditions: { models: string[]; benchmarks: string[]; conditions: Record<string, TableCase> };
}

export const golden = JSON.parse(
	readFileSync(join(GOLDEN_DIR, 'score-table-golden.json'), 'utf8')
) as ScoreTableGolden;

export const nan = (v: Num) => (v === null ? Number.NaN : v);

/** Expects `actual` within a relative tolerance of the golden value, or both NaN. */
export function close(actual: number, expected: Num, tolerance = 1e-12): boolean {
	if (expected === null) return Number.isNaN(actual);
	return Math.abs(actual - expected) <= tolerance * Math.max(1, Math.abs(expected));
}

/** A one-condition table from golden rows (models x benchmarks). */
export function tableOf(rows: Num[][], name = DEFAULT_CONDITION): ScoreTable {
	return {
		models: rows.map((_, m) => `m${m}`),
		benchmarks: rows[0].map((_, b) => `b${b}`),
		conditions: [{ name, scores: Float64Array.from(rows.flat(), nan), stderr: null }]
	};
}

export const TWO_CONDITIONS = join(FIXTURES, 'score-table', 'two-conditions.json');

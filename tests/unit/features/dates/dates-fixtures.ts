/**
 * Inputs of the dates tests: the synthetic fixtures of scripts/golden/make_dates_golden.py (read
 * through the app's importers) and, when ../shared/real is there, the real LiveCodeBench JSON
 * and Epoch AI's benchmark-stitching table.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { itemDates } from '../../../../src/core/perturbations/time-split.ts';
import type { ScoreMatrix } from '../../../../src/core/ScoreMatrix.ts';
import type { ScoreTable } from '../../../../src/features/score-tables/core/ScoreTable.ts';
import { analyzeFiles } from '../../../../src/formats/import-files.ts';
import { parseScoreTable } from '../../../../src/features/score-tables/formats/parse.ts';
import { fromBytes } from '../../../../src/formats/source.ts';
import { FIXTURES, GOLDEN_DIR, importText, REAL } from '../../helpers.ts';

export const DATES = join(FIXTURES, 'dates');
export const LCB = join(REAL, 'livecodebench', 'raw', 'performances_generation.json');
export const EPOCH = join(REAL, 'epoch_benchmark_stitching', 'epoch_stitching.long.csv');
export const HAVE_LCB = existsSync(LCB);
export const HAVE_EPOCH = existsSync(EPOCH);

export interface GoldenGap {
	date: string;
	before: { n: number; score: number | null };
	after: { n: number; score: number | null };
	gap: number | null;
	others: number;
	gapSE?: number;
	othersGap?: number;
	excessGap?: number;
	excessSE?: number;
}
interface GoldenAfterAll {
	items: number;
	models: string[];
	full: number[];
	after: number[];
	tau: number;
}
export interface GoldenFit {
	n: number;
	newer: number;
	leftOut: number;
	theta: number | null;
	se: number | null;
}
interface GoldenFits {
	defaultCutoff: string;
	cutoffs: Record<string, Record<string, GoldenFit>>;
}
export interface GoldenResidual {
	cells: number;
	rank: number;
	sigma: number;
	models: {
		model: number | string;
		nBefore: number;
		nAfter: number;
		before: number | null;
		after: number | null;
		gap: number | null;
		se: number | null;
	}[];
}
export interface DatesGolden {
	sample: { gaps: Record<string, GoldenGap>; afterAll: GoldenAfterAll };
	table: GoldenFits & { planted: Record<string, number> };
	livecodebench: { gaps: Record<string, GoldenGap>; afterAll: GoldenAfterAll } | null;
	residual: GoldenResidual & {
		planted: number;
		modelMonths: (string | null)[];
		benchmarkMonths: (string | null)[];
		scores: (number | null)[][];
	};
	epoch: (GoldenFits & { models: number; residualGaps: GoldenResidual }) | null;
}

export const golden = JSON.parse(
	readFileSync(join(GOLDEN_DIR, 'dates-golden.json'), 'utf8')
) as DatesGolden;

export function csvRows(path: string): Record<string, string>[] {
	return Papa.parse<Record<string, string>>(readFileSync(path, 'utf8'), {
		header: true,
		skipEmptyLines: true
	}).data;
}

/** A matrix, its item times and each model's date (null: none). */
export interface DatedMatrix {
	readonly matrix: ScoreMatrix;
	readonly itemTime: Float64Array;
	readonly dates: (string | null)[];
}

export async function datedSample(): Promise<DatedMatrix> {
	const matrix = await importText(readFileSync(join(DATES, 'dated-sample.csv'), 'utf8'));
	const byName = new Map(
		csvRows(join(DATES, 'dated-sample.models.csv')).map((r) => [r.model, r.release_date || null])
	);
	return {
		matrix,
		itemTime: itemDates(matrix.meta.created_at),
		dates: matrix.models.map((m) => byName.get(m) ?? null)
	};
}

export async function liveCodeBench(): Promise<DatedMatrix> {
	const p = await analyzeFiles([
		fromBytes(new Uint8Array(readFileSync(LCB)), 'performances_generation.json')
	]);
	if (!p.result.ok) throw new Error(JSON.stringify(p.result.issues));
	const { matrix, modelFacts } = p.result;
	return {
		matrix,
		itemTime: itemDates(matrix.meta.created_at),
		dates: matrix.models.map((_, m) => modelFacts?.[m]?.releaseDate ?? null)
	};
}

/** The synthetic score table and its models' facts (params, tokens, compute as written). */
export function syntheticTable(): { table: ScoreTable; models: Record<string, string>[] } {
	const parsed = parseScoreTable(readFileSync(join(DATES, 'table-scores.csv'), 'utf8'), 't.csv');
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
	return { table: parsed.table, models: csvRows(join(DATES, 'table-models.csv')) };
}

/** Epoch's long table read by the score-table importer, and each model's release date. */
export function epochTable(): { table: ScoreTable; dates: Map<string, string> } {
	const parsed = parseScoreTable(readFileSync(EPOCH, 'utf8'), 'epoch_stitching.long.csv');
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
	const dates = new Map(csvRows(EPOCH).map((r) => [r.model.trim(), r.model_release_date]));
	return { table: parsed.table, dates };
}

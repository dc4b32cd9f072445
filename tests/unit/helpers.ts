import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScoreMatrix } from '../../src/core/ScoreMatrix.ts';
import { analyzeFiles, fromText } from '../../src/formats/import-files.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const FIXTURES = join(ROOT, 'tests', 'fixtures');
export const GOLDEN_DIR = join(FIXTURES, 'golden');
/** The shared real data folder (absent on outside machines: tests using it skip). */
export const REAL = join(ROOT, '..', 'shared', 'real');
export const HAVE_REAL = existsSync(REAL);
export const NO_REAL_MESSAGE = `skipped: ../shared/real not found (real benchmark files are not part of this repository)`;

export function fixture(...parts: string[]): string {
	return readFileSync(join(FIXTURES, ...parts), 'utf8');
}

export function loadGolden() {
	return JSON.parse(readFileSync(join(GOLDEN_DIR, 'golden.json'), 'utf8')) as Golden;
}

/** Imports a file's text the way the app does (analyse with the proposed choices). */
export async function importText(text: string, name = 'test.csv'): Promise<ScoreMatrix> {
	const proposal = await analyzeFiles([fromText(text, name)]);
	if (!proposal.result.ok) throw new Error(JSON.stringify(proposal.result.issues));
	return proposal.result.matrix;
}

const GOLDEN_FILES = ['small-binary.csv', 'small-continuous.csv'] as const;
const goldenMatrices = new Map<string, ScoreMatrix>();
for (const file of GOLDEN_FILES) {
	goldenMatrices.set(file, await importText(fixture('golden', file), file));
}

/** A golden fixture's matrix (imported once, through the app's import path). */
export function goldenMatrix(file: string): ScoreMatrix {
	const m = goldenMatrices.get(file);
	if (!m) throw new Error(`not a golden fixture: ${file}`);
	return m;
}

export interface GoldenRun {
	name: string;
	file: string;
	settings: { kind: 'bootstrap' | 'subsample'; fraction: number; draws: number; seed: number };
	reference: { scores: Record<string, number | null>; ranking: string[] };
	models: Array<{
		model: string;
		reference: number;
		referenceRank: number;
		mean: number;
		q025: number;
		q500: number;
		q975: number;
		rankLow: number;
		rankHigh: number;
		pFirst: number;
		pFirstSE: number;
	}>;
	tau: { mean: number; median: number; q05: number; q95: number; min: number };
	leader: string;
	leaderKept: number;
	leaderKeptSE: number;
	maxSwing: number;
	tauDraws: Array<number | null>;
}

export interface Golden {
	versions: Record<string, string>;
	kendall: Array<{ x: number[]; y: number[]; tau: number | null }>;
	quantile: Array<{
		sorted: number[];
		q: number[];
		linear: number[];
		lower: number[];
		higher: number[];
	}>;
	rank: Array<{ scores: number[]; ranks: number[] }>;
	runs: GoldenRun[];
	sampleSummary: {
		scores: Array<Array<number | null>>;
		ranks: number[][];
		tau: number[];
		reference: number[];
		models: Array<{
			index: number;
			pFirst: number;
			pFirstSE: number;
			present: number;
			q025: number;
			q500: number;
			q975: number;
			rankLow: number;
			rankHigh: number;
		}>;
		leaderPresent: number;
		leaderKept: number;
		leaderKeptSE: number;
	};
	sweep: {
		perStep: number;
		scores: number[][];
		ranks: number[][];
		tau: Array<number | null>;
		replicationTau: Array<number | null>;
		reference: number[];
		rows: Array<{
			tau: number[];
			replication: number[] | null;
			leaderKept: number;
			scoreChange: number[];
		}>;
	};
}

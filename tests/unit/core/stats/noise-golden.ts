/** Loads tests/fixtures/golden/noise-floor-golden.json (scripts/golden/make_noise_floor_golden.py). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScoreMatrix } from '../../../../src/core/ScoreMatrix.ts';
import { GOLDEN_DIR, REAL, ROOT, importText } from '../../helpers.ts';
import type { Num } from './stats-golden.ts';

export interface GoldenSpread {
	q05: Num;
	median: Num;
	q95: Num;
	draws: number;
	undefinedDraws: number;
}
export interface GoldenFloor {
	seed: number;
	pairs: number;
	basis: 'plain' | 'clustered';
	scoreSE: Num[];
	tauFloor: GoldenSpread;
	tauFloorVsReference: GoldenSpread;
	leaderFloor: number;
	scoreChange: GoldenSpread;
}
export interface NoiseGoldenCase {
	file: string;
	models: string[];
	reference: Num[];
	floor: GoldenFloor;
	bootstrapRun: GoldenUnits & { draws: number; tauMedian: Num };
	dropCategory?: GoldenUnits & { column: string; variants: number; tauMedian: Num };
	clustered?: { column: string; floor: GoldenFloor };
}
export interface GoldenUnits {
	shift: Num[];
	shiftInNoiseUnits: Num[];
	typicalShiftInNoiseUnits: Num;
	meanAbsShift: Num;
}

export const noiseGolden = JSON.parse(
	readFileSync(join(GOLDEN_DIR, 'noise-floor-golden.json'), 'utf8')
) as { cases: Record<string, NoiseGoldenCase> };

/** The matrix of a golden case, imported as the app imports it (the real file only if present). */
export async function goldenCaseMatrix(name: string): Promise<ScoreMatrix> {
	const c = noiseGolden.cases[name];
	const path = c.file.startsWith('shared/') ? join(REAL, '..', '..', c.file) : join(ROOT, c.file);
	return importText(readFileSync(path, 'utf8'), c.file.split('/').pop());
}

/** Loads tests/fixtures/golden/two-test-sets-golden.json (scripts/golden/make_two_test_sets_golden.py). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { TwoSetFloor } from '../../../../src/features/score-tables/core/two-set-floor.ts';
import type { TwoSetNoise } from '../../../../src/features/score-tables/core/two-set-noise.ts';
import { GOLDEN_DIR } from '../../helpers.ts';
import { close, type Num } from './golden.ts';

export interface GoldenSpread {
	q05: number;
	median: number;
	q95: number;
	draws: number;
	undefinedDraws: number;
}
export interface GoldenFloor {
	seed: number;
	pairs: number;
	models: number;
	tauFloor: GoldenSpread;
	tauFloorVsReference: GoldenSpread;
}
export interface GoldenSummary {
	models: number;
	dropInNoiseUnits: { min: number; median: number; max: number };
	dropped: number;
	rose: number;
	within: number;
	line: {
		models: number;
		residualSD: number;
		samplingSE: number;
		chiSquare: number;
		df: number;
		pValue: number;
		offLine: number;
	};
}
export interface GoldenNoise {
	axes: 'probit' | 'linear';
	slope: number;
	intercept: number;
	dropSE: Num[];
	dropInNoiseUnits: Num[];
	residual: Num[];
	residualSE: Num[];
	residualInNoiseUnits: Num[];
	onLine: boolean[];
	summary: GoldenSummary;
	tau: number;
	meanDrop: number;
}
export interface SyntheticCase extends GoldenNoise {
	name: string;
	original: number[];
	new: number[];
	inputs: { nOriginal?: number; nNew?: number; tableSE?: boolean };
	seOriginal: number[];
	seNew: number[];
	independentFloor: GoldenFloor & { side: 'original' | 'new' };
	tauVerdict: 'below' | 'inside' | 'above';
}
export interface ImagenetCase extends GoldenNoise {
	models: string[];
	binomialNew: GoldenSummary;
	itemsFloor: GoldenFloor;
	tauVerdict: 'below' | 'inside' | 'above';
	independentFloor: GoldenFloor;
	independentVerdict: 'below' | 'inside' | 'above';
}
export interface TwoSetGolden {
	synthetic: SyntheticCase[];
	imagenet: {
		models: string[];
		nOriginal: number;
		nNew: number;
		itemsMean: number[];
		itemsSE: number[];
		largestGap: number;
		all: ImagenetCase;
		withoutFv16k: ImagenetCase;
	} | null;
}

export const twoSetGolden = JSON.parse(
	readFileSync(join(GOLDEN_DIR, 'two-test-sets-golden.json'), 'utf8')
) as TwoSetGolden;

export function expectSummary(ours: TwoSetNoise, theirs: GoldenSummary, what: string, tol = 1e-12) {
	expect(ours.models, what).toBe(theirs.models);
	for (const k of ['min', 'median', 'max'] as const) {
		expect(close(ours.dropInNoiseUnits[k], theirs.dropInNoiseUnits[k], tol), `${what} ${k}`).toBe(
			true
		);
	}
	expect([ours.dropped, ours.rose, ours.within], what).toEqual([
		theirs.dropped,
		theirs.rose,
		theirs.within
	]);
	const l = ours.line;
	expect([l.models, l.df, l.offLine], what).toEqual([
		theirs.line.models,
		theirs.line.df,
		theirs.line.offLine
	]);
	for (const k of ['residualSD', 'samplingSE', 'chiSquare'] as const) {
		expect(close(l[k], theirs.line[k], tol), `${what} ${k}`).toBe(true);
	}
	// scipy.stats.chi2.sf(chi2, k - 2)
	expect(Math.abs(l.pValue - theirs.line.pValue), `${what} p`).toBeLessThan(1e-12);
}

export function expectNoise(ours: TwoSetNoise, theirs: GoldenNoise, what: string, tol = 1e-12) {
	expect(ours.line.axes).toBe(theirs.axes);
	ours.points.forEach((p, k) => {
		const at = `${what} model ${k}`;
		expect(close(p.dropSE, theirs.dropSE[k], tol), `${at} dropSE`).toBe(true);
		expect(close(p.dropInNoiseUnits, theirs.dropInNoiseUnits[k], tol), `${at} drop`).toBe(true);
		expect(close(p.residualSE, theirs.residualSE[k], tol), `${at} residualSE`).toBe(true);
		expect(close(p.residualInNoiseUnits, theirs.residualInNoiseUnits[k], 1e-10), at).toBe(true);
		expect(p.onLine, `${at} onLine`).toBe(theirs.onLine[k]);
	});
	expectSummary(ours, theirs.summary, what, tol);
}

export function expectFloor(
	ours: Pick<TwoSetFloor, 'tauFloor' | 'tauFloorVsReference'>,
	theirs: GoldenFloor,
	what: string
) {
	for (const k of ['tauFloor', 'tauFloorVsReference'] as const) {
		const a = ours[k];
		const b = theirs[k];
		// scipy.stats.kendalltau per pair / per redraw; numpy.quantile (linear)
		for (const q of ['q05', 'median', 'q95'] as const) {
			expect(close(a[q], b[q]), `${what} ${k} ${q}`).toBe(true);
		}
		expect([a.draws, a.undefinedDraws], `${what} ${k}`).toEqual([b.draws, b.undefinedDraws]);
	}
}

/** The golden run cases: fixture files and settings (shared by the exporter and the tests). */
import type { Perturbation } from '../../src/core/draws.ts';
import type { Recipe } from '../../src/core/perturbations/catalogue.ts';

/** A golden run: a bootstrap or subsample, its draw count and seed. */
export interface GoldenSettings extends Perturbation {
	readonly draws: number;
	readonly seed: number;
}

export interface GoldenCase {
	readonly name: string;
	readonly file: string;
	readonly settings: GoldenSettings;
}

/** The catalogue recipe of golden settings (`fraction` is the subsample's share kept). */
export function goldenRecipe(s: Perturbation): Recipe {
	return s.kind === 'subsample'
		? { kind: 'subsample', fraction: s.fraction }
		: { kind: 'bootstrap', strength: s.strength ?? 1 };
}

export const GOLDEN_CASES: readonly GoldenCase[] = [
	{
		name: 'binary-bootstrap',
		file: 'small-binary.csv',
		settings: { kind: 'bootstrap', fraction: 0.5, draws: 200, seed: 7 }
	},
	{
		name: 'binary-subsample',
		file: 'small-binary.csv',
		settings: { kind: 'subsample', fraction: 0.3, draws: 150, seed: 42 }
	},
	{
		name: 'continuous-subsample',
		file: 'small-continuous.csv',
		settings: { kind: 'subsample', fraction: 0.5, draws: 200, seed: 11 }
	},
	{
		name: 'continuous-bootstrap',
		file: 'small-continuous.csv',
		settings: { kind: 'bootstrap', fraction: 0.5, draws: 120, seed: 4294967295 }
	}
];

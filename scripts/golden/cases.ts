/** The golden run cases: fixture files and settings (shared by the exporter and the tests). */
import type { RunSettings } from '../../src/core/run.ts';

export interface GoldenCase {
	readonly name: string;
	readonly file: string;
	readonly settings: RunSettings;
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

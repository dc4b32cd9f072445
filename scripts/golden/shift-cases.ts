/**
 * The golden cases of a shift measured against the right noise (issue 30): a run of random
 * category weights and, for the real one, the worst case, each beside its noise floor. Shared by
 * the exporter (`export-shift-draws.ts`) and the tests (`tests/unit/core/stats/shift-golden.test.ts`).
 */
export interface ShiftCase {
	readonly name: string;
	/** From the repository's root (a generated sample) or from `../shared/real` (`real: true`). */
	readonly file: string;
	readonly real: boolean;
	readonly column: string;
	/** Dirichlet concentration (the URL's `strength`). */
	readonly strength: number;
	readonly draws: number;
	readonly seed: number;
	/** Pairs of resamples of the floor (the app's default: 1,000). */
	readonly pairs: number;
	/** The worst case within this bound, read against the same floor (null: none). */
	readonly worstCaseBound: number | null;
}

export const SHIFT_CASES: readonly ShiftCase[] = [
	{
		name: 'irt-leaderboard',
		file: 'samples/irt-leaderboard.csv',
		real: false,
		column: 'category',
		strength: 1,
		draws: 1000,
		seed: 1,
		pairs: 1000,
		worstCaseBound: null
	},
	{
		name: 'livecodebench',
		file: 'livecodebench/livecodebench.wide.csv',
		real: true,
		column: 'category',
		strength: 1,
		draws: 1000,
		seed: 1,
		pairs: 1000,
		worstCaseBound: 0.7
	}
];

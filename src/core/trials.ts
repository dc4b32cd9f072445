/**
 * Trials per cell: how many attempts each cell of a matrix is the mean of (a `count` or `epochs`
 * column, Inspect epochs, repeated rows averaged). A cell of k pass/fail attempts with s passes
 * holds s / k; k is what its within-item variance and the "fewer trials" perturbation need
 * (`stats/two-level-se.ts`, `perturbations/trials.ts`).
 *
 * Stored on the matrix as `trials` (absent or null: unknown, as in every matrix imported before
 * trials were kept): one k for every present cell (`uniform`), or one per cell (`perCell`,
 * item-major like `values`, 0 for a missing cell and for a present cell whose k is unknown).
 */
import { isUnitScale, type ScoreMatrix, type TrialCounts } from './ScoreMatrix.ts';

/** Most trials a cell may count (a larger count is refused by the importer). */
export const MAX_TRIALS = 1_000_000;

/** The matrix's trials, or null when unknown. */
function trialsOf(matrix: Pick<ScoreMatrix, 'trials'>): TrialCounts | null {
	return matrix.trials ?? null;
}

/** Trials of cell (item, model) — 0 when unknown — for a present cell. */
export function cellTrials(trials: TrialCounts | null, cell: number): number {
	if (!trials) return 0;
	return trials.perCell ? trials.perCell[cell] : trials.uniform;
}

/**
 * The compact form of per-cell counts over the present cells: `uniform` when every present cell
 * has the same known k, else the counts themselves; null when no present cell has a known k.
 * `present(cell)` says whether a cell is present.
 */
export function compactTrials(
	perCell: Uint32Array,
	present: (cell: number) => boolean
): TrialCounts | null {
	let first = -1;
	let same = true;
	let known = false;
	for (let c = 0; c < perCell.length; c++) {
		if (!present(c)) {
			perCell[c] = 0;
			continue;
		}
		const k = perCell[c];
		if (k > 0) known = true;
		if (first < 0) first = k;
		else if (k !== first) same = false;
	}
	if (!known) return null;
	return same ? { uniform: first, perCell: null } : { uniform: 0, perCell };
}

/** What a matrix says about its trials, for notes and checks. */
interface TrialsSummary {
	/** `none`: unknown everywhere; `all`: every present cell has a k; `some`: only some do. */
	readonly known: 'none' | 'all' | 'some';
	/** Smallest and largest known k (0 when none). */
	readonly min: number;
	readonly max: number;
	/** Present cells whose k is unknown. */
	readonly unknownCells: number;
	/** Present cells with k >= 2 (the cells a within-item variance can be had from). */
	readonly repeatedCells: number;
}

const summaries = new WeakMap<ScoreMatrix, TrialsSummary>();

/** Summary of a matrix's trials over its present cells (kept per matrix). */
export function trialsSummary(matrix: ScoreMatrix): TrialsSummary {
	let s = summaries.get(matrix);
	if (!s) summaries.set(matrix, (s = summarize(matrix)));
	return s;
}

function summarize(matrix: ScoreMatrix): TrialsSummary {
	const t = trialsOf(matrix);
	const presentCells = matrix.nItems * matrix.nModels - matrix.missingCells;
	if (!t) return { known: 'none', min: 0, max: 0, unknownCells: presentCells, repeatedCells: 0 };
	if (!t.perCell) {
		return {
			known: 'all',
			min: t.uniform,
			max: t.uniform,
			unknownCells: 0,
			repeatedCells: t.uniform >= 2 ? presentCells : 0
		};
	}
	let min = Infinity;
	let max = 0;
	let known = 0;
	let repeated = 0;
	for (const k of t.perCell) {
		if (k === 0) continue;
		known++;
		if (k < min) min = k;
		if (k > max) max = k;
		if (k >= 2) repeated++;
	}
	const unknownCells = presentCells - known;
	return {
		known: known === 0 ? 'none' : unknownCells > 0 ? 'some' : 'all',
		min: known ? min : 0,
		max,
		unknownCells,
		repeatedCells: repeated
	};
}

/** The trials of the kept items (`kept`, item indices in order) of a matrix with `nModels`. */
export function keepItemTrials(
	trials: TrialCounts | null | undefined,
	kept: readonly number[],
	nModels: number
): TrialCounts | null {
	if (!trials) return null;
	if (!trials.perCell) return trials;
	const out = new Uint32Array(kept.length * nModels);
	kept.forEach((i, k) =>
		out.set(trials.perCell!.subarray(i * nModels, (i + 1) * nModels), k * nModels)
	);
	return { uniform: 0, perCell: out };
}

/** Why `trials` does not fit a matrix of this shape, or null when it does. */
export function trialsProblem(trials: unknown, nItems: number, nModels: number): string | null {
	if (trials === undefined || trials === null) return null;
	if (typeof trials !== 'object') return 'trials is not an object';
	const { uniform, perCell } = trials as Partial<TrialCounts>;
	if (!(typeof uniform === 'number' && Number.isInteger(uniform) && uniform >= 0)) {
		return 'trials.uniform is not a count';
	}
	if (uniform > MAX_TRIALS) return 'trials.uniform is too large';
	if (perCell === null || perCell === undefined) {
		return uniform >= 1 ? null : 'trials has neither a uniform count nor counts per cell';
	}
	if (!(perCell instanceof Uint32Array)) return 'trials.perCell is not a Uint32Array';
	if (uniform !== 0) return 'trials has both a uniform count and counts per cell';
	if (perCell.length !== nItems * nModels) return 'trials.perCell has the wrong length';
	return null;
}

/**
 * Whether "fewer trials" can run on the matrix: some cell is a mean of two trials or more, and
 * every score lies in [0, 1] (rates of pass/fail attempts).
 */
export function canRedrawTrials(matrix: ScoreMatrix): boolean {
	return trialsSummary(matrix).repeatedCells > 0 && isUnitScale(matrix);
}

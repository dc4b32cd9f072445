/**
 * The key figures of a classroom step: `{ name, value, unit }` with names that stay stable (the
 * screens render each as `data-testid="step-figure"` with `data-name` and `data-value`, and the
 * end-to-end tests read them by name). Values are in display units: scores in percent, score
 * differences in percentage points, tau-b as is.
 */

/**
 * - `percent`: a score, 0-100; `points`: a difference of scores in percentage points;
 * - `tau`: Kendall's tau-b, -1..1; `correlation`: Pearson's r; `share`: a fraction 0..1;
 * - `sd`: standard deviations (of item difficulty);
 * - `count`: a whole number; `flag`: 1 (yes) or 0 (no); `slope`: a ratio of two scores;
 * - `ratio`: how many times one quantity is another (a change in noise units, a shrink factor);
 * - `spacing`: a multiple of the generated spread of the models' abilities.
 */
type FigureUnit =
	| 'percent'
	| 'points'
	| 'tau'
	| 'correlation'
	| 'share'
	| 'sd'
	| 'count'
	| 'flag'
	| 'slope'
	| 'ratio'
	| 'spacing';

export interface Figure {
	readonly name: string;
	/** `null` when the figure does not exist for these controls (e.g. "never within the grid"). */
	readonly value: number | null;
	readonly unit: FigureUnit;
}

/** A figure; non-finite values become `null`. */
export function figure(name: string, value: number | null, unit: FigureUnit): Figure {
	return { name, value: value !== null && Number.isFinite(value) ? value : null, unit };
}

/** A score (fraction) in percent. */
export function pct(score: number): number {
	return score * 100;
}

/** 1 for true, 0 for false. */
export function flag(value: boolean): number {
	return value ? 1 : 0;
}

/** The value of the figure called `name` (throws when absent: names are part of the API). */
export function figureValue(figures: readonly Figure[], name: string): number | null {
	const f = figures.find((x) => x.name === name);
	if (!f) throw new RangeError(`no figure called ${name}`);
	return f.value;
}

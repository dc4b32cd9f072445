/**
 * The choices a merge takes and the preview it returns (`assemble.ts`). Types only, in their own
 * file because the merge steps (`merge.ts`, `coverage.ts`, `direct-wide.ts`) name them and
 * `assemble.ts` imports those steps (issue 20: no import circles).
 */

/** What to do with cells a model has no score for. */
export type MissingPolicy = 'keep' | 'zero' | 'drop-items';

/** What to do when the same (item, model) cell is given twice. */
export type DuplicatePolicy = 'error' | 'mean';

export interface ContributionChoices {
	/** Multiplies every value (0.01 turns percentages into fractions). */
	readonly scale: number;
	/** 'unit': values must lie in [0, 1] after scaling; 'any': any finite value. */
	readonly range: 'unit' | 'any';
}

interface PreviewModel {
	readonly name: string;
	/** Files this model's scores came from. */
	readonly files: readonly string[];
	/** Items the model has a score for (before the missing-cell policy). */
	readonly items: number;
	/** Mean over its present cells in the final matrix; null when none. */
	readonly mean: number | null;
}

/** What the mapping screen shows: the shape found and where models disagree on coverage. */
export interface ImportPreview {
	readonly nItems: number;
	readonly nModels: number;
	readonly valueType: 'binary' | 'continuous' | null;
	readonly models: readonly PreviewModel[];
	/** Distinct items seen in any file (before the policy). */
	readonly itemsSeen: number;
	/** Items every model has a score for. */
	readonly itemsInAll: number;
	/** Items some model has no score for. */
	readonly itemsMissingForSome: number;
	/** Items dropped by the 'drop-items' policy (or because no model scored them). */
	readonly itemsDropped: number;
	/** Cells left missing in the matrix. */
	readonly missingCells: number;
	/** Cells filled with 0 by the 'zero' policy. */
	readonly zeroFilled: number;
	/** Smallest pairwise item overlap between two models, and the pair. */
	readonly minOverlap: { readonly a: string; readonly b: string; readonly items: number } | null;
	readonly metaFields: readonly string[];
	/** Min and max present value. */
	readonly range: readonly [number, number] | null;
	/** Trials per cell over the matrix's cells (`core/trials.ts`); null when none is known. */
	readonly trials: {
		readonly known: 'all' | 'some';
		readonly min: number;
		readonly max: number;
	} | null;
	/** The first rows of the matrix (up to 8 items, 12 models) for a glance. */
	readonly sample: {
		readonly itemIds: readonly string[];
		readonly models: readonly string[];
		readonly values: readonly (readonly (number | null)[])[];
	};
}

export interface AssembleOptions {
	readonly missing: MissingPolicy;
	readonly duplicates: DuplicatePolicy;
}

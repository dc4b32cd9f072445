/**
 * The perturbation catalogue: every recipe a run can use, as plain data (so it can be stored with
 * the run and sent to workers), and for each kind what it imitates, which parameter is its
 * strength, and what one draw produces:
 *
 * - `itemWeights`:     a weight per item (0 drops it, 2 counts it twice) — scored by
 *                      `weightedScores(matrix, weights)`;
 * - `categoryWeights`: one weight per category, shared by its items — scored by the collapsed
 *                      M x G counts (`categoryScores`) or, exactly, by expanding to item weights;
 * - `matrix`:          a changed matrix (flipped cells, binarised scores, another model set) —
 *                      scored by the plain path in `perturbation-chunk.ts`.
 *
 * Every draw is a function of (matrix, recipe, seed, draw index) alone.
 */
import type { ValueType } from '../ScoreMatrix.ts';
import type { LabelNoiseMode } from './label-noise.ts';
import type { AggregateMethod } from './model-set.ts';

export type PerturbationSpec =
	| { readonly kind: 'bootstrap'; readonly strength: number }
	| { readonly kind: 'subsample'; readonly fraction: number }
	| { readonly kind: 'clusterBootstrap'; readonly column: string; readonly strength: number }
	| {
			readonly kind: 'sizeSweep';
			/** Subsample sizes, ascending (see `sizeGrid`). */
			readonly sizes: readonly number[];
			readonly drawsPerSize: number;
	  }
	| { readonly kind: 'dirichlet'; readonly column: string; readonly concentration: number }
	| { readonly kind: 'dropCategory'; readonly column: string; readonly strength: number }
	| { readonly kind: 'worstCase'; readonly column: string; readonly bound: number }
	| { readonly kind: 'labelNoise'; readonly p: number; readonly mode: LabelNoiseMode }
	| { readonly kind: 'difficulty'; readonly strength: number; readonly resample: boolean }
	| { readonly kind: 'timeSplit'; readonly column: string; readonly cutoff: string }
	| { readonly kind: 'threshold'; readonly thresholds: readonly number[] }
	| {
			readonly kind: 'modelSet';
			readonly method: AggregateMethod;
			readonly removeShare: number;
			readonly addWeak: number;
			readonly weakAccuracy: number;
	  };

export type PerturbationKind = PerturbationSpec['kind'];
export type DrawOutput = 'itemWeights' | 'categoryWeights' | 'matrix';

export interface StrengthInfo {
	/** The recipe field that holds the strength. */
	readonly param: string;
	readonly label: string;
	readonly default: number;
	readonly min: number;
	readonly max: number;
	/** The value that reproduces the reference exactly. */
	readonly neutral: number;
}

export interface CatalogueEntry {
	readonly kind: PerturbationKind;
	readonly label: string;
	/** One sentence for the UI: the real-world change this perturbation imitates. */
	readonly imitates: string;
	readonly output: DrawOutput;
	readonly valueTypes: readonly ValueType[];
	/** A `meta` column the recipe needs: categories (any labels) or dates (ISO). */
	readonly needs: 'category' | 'date' | null;
	/**
	 * `null` when the kind has no single strength (the note says what plays that role). The note,
	 * shown under the picker, says what the strength does or what reproduces the reference.
	 */
	readonly strength: StrengthInfo | null;
	readonly strengthNote?: string;
	/** `seeded`: random draws, the user picks how many; `fixed`: the recipe fixes the draws. */
	readonly draws: 'seeded' | 'fixed';
}

const ANY: readonly ValueType[] = ['binary', 'continuous'];

export const CATALOGUE: Readonly<Record<PerturbationKind, CatalogueEntry>> = {
	bootstrap: {
		kind: 'bootstrap',
		label: 'Bootstrap',
		imitates: 'Another test set of the same size drawn from the same pool of questions.',
		output: 'itemWeights',
		valueTypes: ANY,
		needs: null,
		strength: {
			param: 'strength',
			label: 'Share of items resampled',
			default: 1,
			min: 0,
			max: 1,
			neutral: 0
		},
		strengthNote:
			'At 1 (the default) every draw resamples all n items with replacement (the classic bootstrap); below 1 each item is replaced by a random one with that probability.',
		draws: 'seeded'
	},
	subsample: {
		kind: 'subsample',
		label: 'Subsample',
		imitates: 'A smaller test set: only a share of the questions had been written.',
		output: 'itemWeights',
		valueTypes: ANY,
		needs: null,
		strength: {
			param: 'fraction',
			label: 'Share of items kept',
			default: 0.5,
			min: 0.01,
			max: 1,
			neutral: 1
		},
		draws: 'seeded'
	},
	clusterBootstrap: {
		kind: 'clusterBootstrap',
		label: 'Cluster bootstrap',
		imitates:
			'Another test set built from a different draw of topics (or passages, or sources), each kept whole.',
		output: 'categoryWeights',
		valueTypes: ANY,
		needs: 'category',
		strength: {
			param: 'strength',
			label: 'Share of clusters resampled',
			default: 1,
			min: 0,
			max: 1,
			neutral: 0
		},
		draws: 'seeded'
	},
	sizeSweep: {
		kind: 'sizeSweep',
		label: 'Size sweep',
		imitates: 'Building the benchmark with fewer questions: how many does it need to settle?',
		output: 'itemWeights',
		valueTypes: ANY,
		needs: null,
		strength: null,
		strengthNote: 'The sweep covers sizes up to all items; at k = n every draw is the reference.',
		draws: 'fixed'
	},
	dirichlet: {
		kind: 'dirichlet',
		label: 'Random category weights',
		imitates: 'A test set that mixes the same categories in other proportions.',
		output: 'categoryWeights',
		valueTypes: ANY,
		needs: 'category',
		strength: {
			param: 'concentration',
			label: 'Concentration (small = big shift)',
			default: 10,
			min: 0.05,
			max: 1000,
			neutral: Number.POSITIVE_INFINITY
		},
		draws: 'seeded'
	},
	dropCategory: {
		kind: 'dropCategory',
		label: 'Drop one category',
		imitates: 'The same benchmark without one of its categories (one draw per category).',
		output: 'categoryWeights',
		valueTypes: ANY,
		needs: 'category',
		strength: {
			param: 'strength',
			label: 'Share of the category removed',
			default: 1,
			min: 0,
			max: 1,
			neutral: 0
		},
		draws: 'fixed'
	},
	worstCase: {
		kind: 'worstCase',
		label: 'Worst-case category weights',
		imitates:
			'An adversarial choice of category mix within a bound: how far could a motivated benchmark author move the ranking?',
		output: 'categoryWeights',
		valueTypes: ANY,
		needs: 'category',
		strength: {
			param: 'bound',
			label: 'Largest relative change of a category weight',
			default: 0.5,
			min: 0,
			max: 0.95,
			neutral: 0
		},
		draws: 'seeded'
	},
	labelNoise: {
		kind: 'labelNoise',
		label: 'Label noise',
		imitates: 'Grading errors: a noisy grader (cells) or wrong answer keys (whole items).',
		output: 'matrix',
		valueTypes: ['binary'],
		needs: null,
		strength: {
			param: 'p',
			label: 'Flip probability',
			default: 0.05,
			min: 0,
			max: 0.5,
			neutral: 0
		},
		draws: 'seeded'
	},
	difficulty: {
		kind: 'difficulty',
		label: 'Difficulty shift',
		imitates:
			'A new test set that is harder (or easier) than the old one, as ImageNetV2 was for ImageNet.',
		output: 'itemWeights',
		valueTypes: ANY,
		needs: null,
		strength: {
			param: 'strength',
			label: 'Shift in SDs of difficulty (negative = easier)',
			default: 0.5,
			min: -3,
			max: 3,
			neutral: 0
		},
		strengthNote:
			'Strength 0 with resampling off leaves the test set unchanged (with resampling on, it is a bootstrap).',
		draws: 'seeded'
	},
	timeSplit: {
		kind: 'timeSplit',
		label: 'Time split',
		imitates:
			'Questions written after the models were trained: a contamination check (draw 1 = before, draw 2 = after).',
		output: 'itemWeights',
		valueTypes: ANY,
		needs: 'date',
		strength: null,
		strengthNote: 'The cut-off date plays the role of the strength; it has no neutral value.',
		draws: 'fixed'
	},
	threshold: {
		kind: 'threshold',
		label: 'Threshold sweep',
		imitates: 'Another definition of "good enough" on a judge scale (one draw per threshold).',
		output: 'matrix',
		valueTypes: ['continuous'],
		needs: null,
		strength: null,
		strengthNote: 'The threshold plays the role of the strength; no threshold reproduces the mean.',
		draws: 'fixed'
	},
	modelSet: {
		kind: 'modelSet',
		label: 'Model-set change',
		imitates:
			'A leaderboard with other entrants: some models removed, weak ones added, no item changed.',
		output: 'matrix',
		valueTypes: ANY,
		needs: null,
		strength: {
			param: 'removeShare',
			label: 'Share of models removed',
			default: 0.2,
			min: 0,
			max: 0.9,
			neutral: 0
		},
		strengthNote: 'Removing none and adding no weak models leaves the leaderboard unchanged.',
		draws: 'seeded'
	}
};

/**
 * The recipe of `kind` with default settings. `column` / `dateColumn` name the meta columns for
 * kinds that need one (defaults 'category' and 'created_at'); `sizes` is the size sweep's grid
 * (use `sizeGrid(matrix.nItems)`). The time split's cut-off and the threshold list start empty:
 * they depend on the data (`dateExtent`, `thresholdCandidates`).
 */
export function defaultSpec(
	kind: PerturbationKind,
	context: { column?: string; dateColumn?: string; sizes?: readonly number[] } = {}
): PerturbationSpec {
	const column = context.column ?? 'category';
	switch (kind) {
		case 'bootstrap':
			return { kind, strength: 1 };
		case 'subsample':
			return { kind, fraction: 0.5 };
		case 'clusterBootstrap':
			return { kind, column, strength: 1 };
		case 'sizeSweep':
			return { kind, sizes: context.sizes ?? [10, 25, 50, 100], drawsPerSize: 200 };
		case 'dirichlet':
			return { kind, column, concentration: 10 };
		case 'dropCategory':
			return { kind, column, strength: 1 };
		case 'worstCase':
			return { kind, column, bound: 0.5 };
		case 'labelNoise':
			return { kind, p: 0.05, mode: 'cell' };
		case 'difficulty':
			return { kind, strength: 0.5, resample: false };
		case 'timeSplit':
			return { kind, column: context.dateColumn ?? 'created_at', cutoff: '' };
		case 'threshold':
			return { kind, thresholds: [] };
		case 'modelSet':
			return { kind, method: 'bradleyTerry', removeShare: 0.2, addWeak: 0, weakAccuracy: 0.25 };
	}
}

/** The recipe with its strength field set to `value` (unchanged for kinds without a strength). */
export function withStrength(spec: PerturbationSpec, value: number): PerturbationSpec {
	const info = CATALOGUE[spec.kind].strength;
	return info ? ({ ...spec, [info.param]: value } as PerturbationSpec) : spec;
}

/**
 * The recipe at zero strength, which reproduces the reference exactly, or `null` for kinds without
 * one. Also resets the settings that add change of their own: a model-set change adds no weak
 * models, a difficulty shift does not resample.
 */
export function zeroStrength(spec: PerturbationSpec): PerturbationSpec | null {
	const info = CATALOGUE[spec.kind].strength;
	if (!info) return null;
	const zero = withStrength(spec, info.neutral);
	if (zero.kind === 'modelSet') return { ...zero, addWeak: 0 };
	if (zero.kind === 'difficulty') return { ...zero, resample: false };
	return zero;
}

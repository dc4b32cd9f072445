/**
 * The recipes of the built-in kinds, as types: a perturbation with every parameter resolved, what
 * a run's draws are made from. Types only, in their own file: the kind modules (`kinds/*.ts`), the
 * run's types (`run-types.ts`) and the catalogue all name them, and none of them may import the
 * others (issue 20: no import circles). A kind registered from elsewhere (a test's fixture kind)
 * brings its own recipe type; the registry stores it beside these.
 */
import type { LabelNoiseMode } from './label-noise.ts';
import type { AggregateMethod } from './model-set.ts';

export type BootstrapRecipe = { readonly kind: 'bootstrap'; readonly strength: number };
export type SubsampleRecipe = { readonly kind: 'subsample'; readonly fraction: number };
export type ClusterBootstrapRecipe = {
	readonly kind: 'clusterBootstrap';
	readonly column: string;
	readonly strength: number;
};
export type SizeSweepRecipe = {
	readonly kind: 'sizeSweep';
	/** Subsample sizes, ascending (see `sizeGrid`). */
	readonly sizes: readonly number[];
	readonly drawsPerSize: number;
};
export type DirichletRecipe = {
	readonly kind: 'dirichlet';
	readonly column: string;
	readonly concentration: number;
};
export type DropCategoryRecipe = {
	readonly kind: 'dropCategory';
	readonly column: string;
	readonly strength: number;
};
export type WorstCaseRecipe = {
	readonly kind: 'worstCase';
	readonly column: string;
	readonly bound: number;
};
export type LabelNoiseRecipe = {
	readonly kind: 'labelNoise';
	readonly p: number;
	readonly mode: LabelNoiseMode;
};
export type TrialsRecipe = { readonly kind: 'trials'; readonly trials: number };
export type DifficultyRecipe = {
	readonly kind: 'difficulty';
	readonly strength: number;
	readonly resample: boolean;
};
export type TimeSplitRecipe = {
	readonly kind: 'timeSplit';
	readonly column: string;
	readonly cutoff: string;
};
export type ThresholdRecipe = {
	readonly kind: 'threshold';
	readonly thresholds: readonly number[];
};
export type ModelSetRecipe = {
	readonly kind: 'modelSet';
	readonly method: AggregateMethod;
	readonly removeShare: number;
	readonly addWeak: number;
	readonly weakAccuracy: number;
};

/** A perturbation with every parameter resolved: what a run's draws are made from. */
export type Recipe =
	| BootstrapRecipe
	| SubsampleRecipe
	| ClusterBootstrapRecipe
	| SizeSweepRecipe
	| DirichletRecipe
	| DropCategoryRecipe
	| WorstCaseRecipe
	| LabelNoiseRecipe
	| TrialsRecipe
	| DifficultyRecipe
	| TimeSplitRecipe
	| ThresholdRecipe
	| ModelSetRecipe;

export type PerturbationKind = Recipe['kind'];

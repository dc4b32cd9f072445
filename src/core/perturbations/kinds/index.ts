/**
 * The built-in kinds, in catalogue order (the form lists them so; keys and URLs name them by id).
 * A new built-in kind is its module in this folder, its line here and its recipe type in
 * `../recipe.ts`; its words live in the i18n catalogs (`kind.<kind>.*`) or in its module.
 */
import type { KindModule, KindRecipe } from '../kind-module.ts';
import { bootstrap } from './bootstrap.ts';
import { clusterBootstrap } from './cluster-bootstrap.ts';
import { difficulty } from './difficulty.ts';
import { dirichlet } from './dirichlet.ts';
import { dropCategory } from './drop-category.ts';
import { labelNoise } from './label-noise.ts';
import { modelSet } from './model-set.ts';
import { sizeSweep } from './size-sweep.ts';
import { subsample } from './subsample.ts';
import { threshold } from './threshold.ts';
import { timeSplit } from './time-split.ts';
import { trials } from './trials.ts';
import { worstCase } from './worst-case.ts';

export const BUILT_IN_KINDS: readonly KindModule<KindRecipe>[] = [
	bootstrap,
	subsample,
	clusterBootstrap,
	sizeSweep,
	dirichlet,
	dropCategory,
	worstCase,
	labelNoise,
	trials,
	difficulty,
	timeSplit,
	threshold,
	modelSet
];

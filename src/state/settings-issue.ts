/**
 * Why the current settings cannot run, as data (the view words it): a kind this dataset cannot
 * run at all, a setting that breaks its rule, a sweep with no step that fits the data, or the
 * recipe's own check against the dataset.
 * Its own file because both the analysis state and its run runner name it (issue 20: no circles).
 */
import type { Unavailable } from '../core/perturbations/availability.ts';
import type { KindSettingKey, PerturbationKind } from '../core/perturbations/catalogue.ts';
import type { PerturbationIssue } from '../core/perturbations/perturbation-chunk.ts';
import type { CommonKey, SettingProblem } from '../core/settings-rules.ts';

export type SettingsIssue =
	| {
			readonly type: 'rule';
			readonly kind: PerturbationKind;
			readonly setting: KindSettingKey | CommonKey;
			readonly problem: SettingProblem;
	  }
	| { readonly type: 'noSteps' }
	/** The kind cannot run on this dataset at all (what it lacks). */
	| { readonly type: 'unavailable'; readonly kind: PerturbationKind; readonly needs: Unavailable }
	| { readonly type: 'check'; readonly issue: PerturbationIssue };

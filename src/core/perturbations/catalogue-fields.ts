/**
 * The shapes of a catalogue entry's fields (`catalogue.ts`): what each setting a kind reads is —
 * a number (possibly the kind's strength, with its neutral value and sweep), an integer, a choice,
 * a flag, a column of the data, a date, or a list of numbers — and, for a number, the values it
 * may take (`ValidRange`, which `checkPerturbation` checks and `check.range` words).
 */
import type { ValueType } from '../ScoreMatrix.ts';
import type { FieldLabelKey, NumberLabelKey } from './field-labels.ts';

/**
 * The settings (URL) fields a kind may read besides kind, draws, seed, top-k, sweep and steps, in
 * the order URLs and run keys list them (`SETTINGS_ORDER`; keys persist, so append only).
 */
export const KIND_SETTING_KEYS = [
	'fraction',
	'strength',
	'column',
	'cutoff',
	'mode',
	'method',
	'addWeak',
	'thresholds',
	'resample'
] as const;

export type KindSettingKey = (typeof KIND_SETTING_KEYS)[number];

/** How a strength is swept: the app's steps from neutral to strong, and the axis that reads best. */
export interface SweepPlan {
	readonly steps: readonly number[];
	readonly scale: 'linear' | 'log';
}

interface FieldBase {
	/** The settings field (and so the URL parameter) it is read from. */
	readonly setting: KindSettingKey;
	/** URL parameter. */
	readonly param: string;
	/** The recipe property it fills. */
	readonly recipe: string;
	/** Key of its label in `FIELD_TEXT`. */
	readonly label: FieldLabelKey;
}

/**
 * The values of a recipe number the maths accepts: `checkPerturbation` checks every recipe
 * against it, and its message (`check.range`) names the same bounds, so the two cannot disagree.
 * Only finite numbers inside the bounds are valid, plus the values listed in `also` (an infinite
 * neutral: Dirichlet with concentration ∞, or ∞ attempts per cell, is the reference itself).
 */
export interface ValidRange {
	/** -Infinity: no lower bound. */
	readonly min: number;
	/** Infinity: no upper bound. */
	readonly max: number;
	/** Whether `min` itself is excluded ((0, 1] has `minOpen`). */
	readonly minOpen: boolean;
	/** Whether `max` itself is excluded ([0, 1) has `maxOpen`). */
	readonly maxOpen: boolean;
	readonly integer: boolean;
	/** Valid values outside the bounds (at most one: the message names it). */
	readonly also: readonly number[];
}

/** A number a recipe holds, with the label that names it and the values it may take. */
export interface RecipeNumber {
	/** The recipe property. */
	readonly recipe: string;
	readonly label: NumberLabelKey;
	readonly valid: ValidRange;
}

/**
 * A number field has two ranges, both stated here:
 * - `min`/`max`: the form's and the URL's range (the slider, `settingsFromParams`, the schema and
 *   docs/automation.md's contract): the values the app offers;
 * - `valid`: the values a recipe may hold (`checkPerturbation`, which also guards the engine's
 *   direct callers: scripts, tests, stored recipes), at least as wide as `[min, max]` (a test
 *   checks) and wider where the maths is still defined: a subsample may keep 0.5% of the items, a
 *   worst case may go up to (not including) 1, label noise may flip up to every cell. So a value
 *   the app offers always runs, and a recipe that ran before is not refused now.
 */
export interface NumberField extends FieldBase {
	readonly type: 'number';
	readonly min: number;
	readonly max: number;
	readonly valid: ValidRange;
	readonly default: number;
	/** Set on the kind's strength: the value that reproduces the reference, and its sweep. */
	readonly strength?: { readonly neutral: number; readonly sweep: SweepPlan | null };
}
export interface IntegerField extends FieldBase {
	readonly type: 'integer';
	readonly min: number;
	readonly max: number;
	readonly valid: ValidRange;
	readonly default: number;
}
interface ChoiceField extends FieldBase {
	readonly type: 'choice';
	readonly options: readonly string[];
	readonly default: string;
}
interface FlagField extends FieldBase {
	readonly type: 'flag';
	readonly default: boolean;
}
interface ColumnField extends FieldBase {
	readonly type: 'column';
	readonly of: 'category' | 'date';
	readonly dataDefault: 'categoryColumn' | 'dateColumn';
}
interface DateField extends FieldBase {
	readonly type: 'date';
	readonly dataDefault: 'medianDate';
}
interface NumbersField extends FieldBase {
	readonly type: 'numbers';
	readonly min: number;
	readonly max: number;
	readonly maxLength: number;
	readonly dataDefault: 'thresholdCandidates';
}

export type FieldSpec =
	NumberField | IntegerField | ChoiceField | FlagField | ColumnField | DateField | NumbersField;

/** The valid range [min, max] (both ends included unless `minOpen` / `maxOpen`). */
export function validRange(
	min: number,
	max: number,
	options: { minOpen?: boolean; maxOpen?: boolean; integer?: boolean; also?: number[] } = {}
): ValidRange {
	return {
		min,
		max,
		minOpen: options.minOpen ?? false,
		maxOpen: options.maxOpen ?? false,
		integer: options.integer ?? false,
		also: options.also ?? []
	};
}

/** Whether `value` is one of the valid values of `range`. */
export function inValidRange(value: unknown, range: ValidRange): boolean {
	if (typeof value !== 'number') return false;
	if (range.also.includes(value)) return true;
	return (
		Number.isFinite(value) &&
		(range.minOpen ? value > range.min : value >= range.min) &&
		(range.maxOpen ? value < range.max : value <= range.max) &&
		(!range.integer || Number.isInteger(value))
	);
}

/** The valid ranges of a share, [0, 1], and of a count of at least 1. */
export const SHARE = validRange(0, 1);
export const WHOLE_FROM_1 = validRange(1, Infinity, { integer: true });

/** A strength on [0, `max`] read from the `strength` parameter, valid on `valid`. */
export function shareStrength(
	recipe: string,
	label: FieldLabelKey,
	def: number,
	neutral: number,
	sweep: SweepPlan | null,
	max = 1,
	valid: ValidRange = SHARE
): NumberField {
	return {
		setting: 'strength',
		param: 'strength',
		recipe,
		label,
		type: 'number',
		min: 0,
		max,
		valid,
		default: def,
		strength: { neutral, sweep }
	};
}

/** Both value types: a kind that runs on 0/1 and on continuous scores. */
export const ANY_VALUE_TYPE: readonly ValueType[] = ['binary', 'continuous'];

/** The category column field of the category kinds. */
export const CATEGORY_FIELD: ColumnField = {
	setting: 'column',
	param: 'column',
	recipe: 'column',
	label: 'categoryColumn',
	type: 'column',
	of: 'category',
	dataDefault: 'categoryColumn'
};

/** A share swept from 0 to 1 on a linear axis. */
export const LINEAR_SHARE: SweepPlan = {
	steps: [0, 0.1, 0.2, 0.3, 0.4, 0.6, 0.8, 1],
	scale: 'linear'
};

/**
 * The shapes of a catalogue entry's fields (`catalogue.ts`): what each setting a kind reads is —
 * a number (possibly the kind's strength, with its neutral value and sweep), an integer, a choice,
 * a flag, a column of the data, a date, or a list of numbers.
 */
import type { FieldLabelKey } from './field-labels.ts';

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

/** Defaults that depend on the data (resolved by `analysis-settings.ts`). */
export type DataDefault = 'categoryColumn' | 'dateColumn' | 'medianDate' | 'thresholdCandidates';

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

export interface NumberField extends FieldBase {
	readonly type: 'number';
	readonly min: number;
	readonly max: number;
	readonly default: number;
	/** Set on the kind's strength: the value that reproduces the reference, and its sweep. */
	readonly strength?: { readonly neutral: number; readonly sweep: SweepPlan | null };
}
export interface IntegerField extends FieldBase {
	readonly type: 'integer';
	readonly min: number;
	readonly max: number;
	readonly default: number;
}
export interface ChoiceField extends FieldBase {
	readonly type: 'choice';
	readonly options: readonly string[];
	readonly default: string;
}
export interface FlagField extends FieldBase {
	readonly type: 'flag';
	readonly default: boolean;
}
export interface ColumnField extends FieldBase {
	readonly type: 'column';
	readonly of: 'category' | 'date';
	readonly dataDefault: 'categoryColumn' | 'dateColumn';
}
export interface DateField extends FieldBase {
	readonly type: 'date';
	readonly dataDefault: 'medianDate';
}
export interface NumbersField extends FieldBase {
	readonly type: 'numbers';
	readonly min: number;
	readonly max: number;
	readonly maxLength: number;
	readonly dataDefault: 'thresholdCandidates';
}

export type FieldSpec =
	NumberField | IntegerField | ChoiceField | FlagField | ColumnField | DateField | NumbersField;

/**
 * The codes of the settings fields' labels, as the catalogue's fields refer to them. Codes only:
 * the words (`field.<key>` in the message catalog) are looked up by the report floor
 * (`report/catalogue-text.ts`) and the views.
 */
export const FIELD_KEYS = [
	'shareResampled',
	'shareKept',
	'clustersResampled',
	'concentration',
	'categoryRemoved',
	'bound',
	'flipProbability',
	'trialsKept',
	'shift',
	'modelsRemoved',
	'categoryColumn',
	'dateColumn',
	'cutoff',
	'flip',
	'method',
	'addWeak',
	'thresholds',
	'resample'
] as const;

export type FieldLabelKey = (typeof FIELD_KEYS)[number];

/**
 * Labels of the recipe numbers that are not settings fields (a constant, a value derived from
 * another setting), named when a recipe check refuses one (`check.label.<key>`).
 */
type ValueLabelKey = 'drawsPerSize' | 'weakAccuracy';

/** The label of any number a recipe holds: a settings field's, or a `ValueLabelKey`. */
export type NumberLabelKey = FieldLabelKey | ValueLabelKey;

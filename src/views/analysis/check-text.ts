/**
 * A recipe's checks against the dataset (`PerturbationIssue`, from core's `checkPerturbation`) in
 * words: `check.<code>` of src/i18n/messages/en-checks.ts, with the kind's label in the same
 * language. Pure (the locale is given), so tests word every code in both languages.
 */
import type { ValidRange } from '../../core/perturbations/catalogue.ts';
import type { NumberLabelKey } from '../../core/perturbations/field-labels.ts';
import type { PerturbationIssue } from '../../core/perturbations/perturbation-chunk.ts';
import { KIND_TEXT } from '../../report/catalogue-text.ts';
import { translateById, translateRich, type RichPart } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locales.ts';

/** The issue as rich text (column names and a cut-off are data). */
export function perturbationIssueParts(issue: PerturbationIssue, locale: Locale): RichPart[] {
	switch (issue.code) {
		case 'valueType':
		case 'metaColumn': {
			const kind = translateById(locale, `kind.${issue.kind}.label`) ?? KIND_TEXT[issue.kind].label;
			if (issue.code === 'valueType') {
				return translateRich(locale, 'check.valueType', {
					kind,
					needs: issue.needs,
					has: issue.has
				});
			}
			const { column } = issue;
			if (!issue.known.length)
				return translateRich(locale, 'check.metaColumnNone', { kind, column });
			// Column names are data: listed as they are, quoted, in either language.
			const known = issue.known.map((k) => `"${k}"`).join(', ');
			return translateRich(locale, 'check.metaColumn', { kind, column, known });
		}
		case 'range':
			return translateRich(locale, 'check.range', {
				label: numberLabel(issue.label, locale),
				integer: issue.valid.integer ? 'yes' : 'no',
				bounds: boundsShape(issue.valid),
				min: issue.valid.min,
				max: issue.valid.max,
				or: issue.valid.also.length ? 'some' : 'no',
				orValue: issue.valid.also[0] ?? Number.NaN
			});
		case 'sizes':
			return translateRich(locale, 'check.sizes', { max: issue.max });
		case 'cutoff':
			return translateRich(locale, 'check.cutoff', { cutoff: issue.cutoff });
		default:
			return translateRich(locale, `check.${issue.code}`);
	}
}

/** The label of a recipe number, in a sentence ("The share of items kept must be …"). */
function numberLabel(label: NumberLabelKey, locale: Locale): string {
	const text =
		translateById(locale, `field.${label}`) ??
		translateById(locale, `check.label.${label}`) ??
		label;
	// Inside an English sentence the label starts in lower case, as in settings-text.ts.
	return locale === 'en' ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * Which bounds a valid range has, as the `bounds` choice of `check.range`: both ends (`closed`,
 * the message's `other`, `openMin`, `openMax`, `open`), one (`atLeast`, `above`, `atMost`,
 * `below`) or `none`.
 */
function boundsShape(v: ValidRange): string {
	const low = Number.isFinite(v.min);
	const high = Number.isFinite(v.max);
	if (low && high) {
		if (v.minOpen) return v.maxOpen ? 'open' : 'openMin';
		return v.maxOpen ? 'openMax' : 'closed';
	}
	if (low) return v.minOpen ? 'above' : 'atLeast';
	if (high) return v.maxOpen ? 'below' : 'atMost';
	return 'none';
}

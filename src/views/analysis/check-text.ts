/**
 * A recipe's checks against the dataset (`PerturbationIssue`, from core's `checkPerturbation`) in
 * words: `check.<code>` of src/i18n/messages/en-checks.ts, with the kind's label in the same
 * language. Pure (the locale is given), so tests word every code in both languages.
 */
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
		case 'sizes':
			return translateRich(locale, 'check.sizes', { max: issue.max });
		case 'cutoff':
			return translateRich(locale, 'check.cutoff', { cutoff: issue.cutoff });
		default:
			return translateRich(locale, `check.${issue.code}`);
	}
}

/**
 * Settings in words, in the current language: a field's label and what is wrong with a value
 * (the structured problems of core/settings-rules.ts), and the issues that keep a run from
 * starting (`SettingsIssue`, from the analysis state).
 */
import {
	CATALOGUE,
	fieldOf,
	type KindSettingKey,
	type PerturbationKind
} from '../../core/perturbations/catalogue.ts';
import { COMMON_RULES, type CommonKey, type SettingProblem } from '../../core/settings-rules.ts';
import type { RichPart } from '../../i18n/catalog.ts';
import { fmt, i18n, t, tById, tRich } from '../../i18n/i18n.svelte.ts';
import type { SettingsIssue } from '../../state/settings-issue.ts';
import { perturbationIssueParts } from './check-text.ts';
import { kindLabel } from './perturbation-info.ts';

/** The label of a settings field for `kind`, as the form shows it. */
export function settingLabelText(
	kind: PerturbationKind,
	setting: KindSettingKey | CommonKey
): string {
	if (setting in COMMON_RULES) {
		if (setting === 'draws' && CATALOGUE[kind].drawsSetting === 'perSize') {
			return t('settings.drawsPerSize');
		}
		return tById(`settings.${setting}`) ?? setting;
	}
	const field = fieldOf(kind, setting as KindSettingKey);
	return field ? (tById(`field.${field.label}`) ?? field.label) : setting;
}

/** "The seed must be a whole number from 0 to 4,294,967,295." */
export function problemText(name: string, p: SettingProblem): string {
	// Inside an English sentence the label starts in lower case ("The seed must be …").
	const label = i18n.locale === 'en' ? name.charAt(0).toLowerCase() + name.slice(1) : name;
	switch (p.code) {
		case 'range':
			return t('settings.problem.range', {
				label,
				integer: p.integer ? 'yes' : 'no',
				min: p.min,
				max: p.max
			});
		case 'choice':
			return t('settings.problem.choice', { label, options: fmt.list([...p.options]) });
		case 'flag':
			return t('settings.problem.flag', { label });
		case 'text':
			return t('settings.problem.text', { label, maxLength: p.maxLength });
		case 'date':
			return t('settings.problem.date', { label });
		case 'list':
			return t('settings.problem.list', {
				label,
				min: p.min,
				max: p.max,
				maxLength: p.maxLength,
				integer: p.integer ? 'yes' : 'no'
			});
	}
}

/** Why a run cannot start, in words (rich text: a column name or a cut-off is data). */
export function issueParts(issue: SettingsIssue): RichPart[] {
	switch (issue.type) {
		case 'rule':
			return [problemText(settingLabelText(issue.kind, issue.setting), issue.problem)];
		case 'noSteps':
			return [t('settings.noSteps')];
		case 'unavailable':
			return issue.needs === 'trials'
				? tRich('settings.cannot.trials', {
						kind: kindLabel(issue.kind),
						columns: 'count, epochs',
						field: 'trials'
					})
				: tRich(`settings.cannot.${issue.needs}`, { kind: kindLabel(issue.kind) });
		case 'check':
			return perturbationIssueParts(issue.issue, i18n.locale);
	}
}

/** The steps' titles in the reader's language (reactive). */
import { t } from '../../../i18n/i18n.svelte.ts';

export function stepTitle(step: number): string {
	switch (step) {
		case 1:
			return t('classroom.step1.title');
		case 2:
			return t('classroom.step2.title');
		case 3:
			return t('classroom.step3.title');
		case 4:
			return t('classroom.step4.title');
		case 5:
			return t('classroom.step5.title');
		case 6:
			return t('classroom.step6.title');
		default:
			return t('classroom.step7.title');
	}
}

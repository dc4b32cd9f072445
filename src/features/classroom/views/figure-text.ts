/**
 * How a classroom figure is written, in the reader's language (reactive: reads `i18n.locale`);
 * the wording itself is `src/features/classroom/report/figure-format.ts`.
 */
import type { Figure } from '../core/figures.ts';
import { i18n, tById } from '../../../i18n/i18n.svelte.ts';
import { formatFigure } from '../report/figure-format.ts';

export function figureText(f: Figure): string {
	return formatFigure(f, i18n.locale);
}

/** The figure's name in the reader's language (its API name when a new one has no message yet). */
export function figureLabel(name: string): string {
	return tById(`classroom.figure.${name}`) ?? name;
}

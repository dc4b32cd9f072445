/**
 * How a classroom figure is written: by its unit (`core/classroom/figures.ts`), in the reader's
 * language (reactive: uses `fmt` and `t`).
 */
import type { Figure } from '../../core/classroom/figures.ts';
import { fmt, t, tById } from '../../i18n/i18n.svelte.ts';

export function figureText(f: Figure): string {
	const v = f.value;
	if (v === null) return t('classroom.figure.missing');
	switch (f.unit) {
		case 'percent':
			return fmt.percent(v / 100);
		case 'points':
			return fmt.points(v / 100, true);
		case 'tau':
			return fmt.tau(v);
		case 'correlation':
			return fmt.fixed(v, 3);
		case 'share':
			return fmt.share(v);
		case 'sd':
		case 'slope':
			return fmt.fixed(v, 2);
		case 'count':
			return fmt.count(v);
		case 'flag':
			return v ? t('classroom.figure.yes') : t('classroom.figure.no');
	}
}

/** The figure's name in the reader's language (its API name when a new one has no message yet). */
export function figureLabel(name: string): string {
	return tById(`classroom.figure.${name}`) ?? name;
}

/** The figure called `name` as text ("—" when the step has none). */
export function figureOf(figures: readonly Figure[], name: string): string {
	const f = figures.find((x) => x.name === name);
	return f ? figureText(f) : '—';
}

/** The value of the figure called `name` (null when absent). */
export function valueOf(figures: readonly Figure[], name: string): number | null {
	return figures.find((x) => x.name === name)?.value ?? null;
}

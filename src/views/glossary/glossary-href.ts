/**
 * Where the glossary page links each term: the hash of the screen a reader meets it on, carrying
 * the language. Screens of a dataset (the analysis, the item view) open the dataset given (the
 * first in the library); with none stored, the link goes to the start page, where one is opened.
 */
import type { GlossaryPlace } from '../../i18n/glossary/terms.ts';

interface GlossaryTarget {
	/** The dataset to open the analysis or the item view on (null: none stored). */
	readonly dataset: string | null;
	readonly lang: string | null;
}

/** The hash of `place`, with `lang` last. */
export function glossaryHref(place: GlossaryPlace, target: GlossaryTarget): string {
	const params = new URLSearchParams();
	let path: string;
	switch (place.view) {
		case 'classroom':
			path = 'classroom';
			params.set('step', String(place.step));
			break;
		case 'teachers':
			path = 'classroom/teachers';
			break;
		case 'analysis':
		case 'items':
			path = target.dataset === null ? '' : place.view;
			if (target.dataset !== null) params.set('dataset', target.dataset);
			break;
		case 'start':
			path = '';
			break;
	}
	if (target.lang !== null) params.set('lang', target.lang);
	const query = params.toString();
	return `#/${path}${query ? `?${query}` : ''}`;
}

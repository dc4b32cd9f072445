/**
 * Where the app is, read from and written to the URL hash: `#/analysis?dataset=<id>&kind=…`.
 * The hash only ever carries ids and settings, never data.
 *
 * `lang=en|zh-CN` may ride along on any route (a prepared link opens in its language). It is kept
 * apart from `params` — it is not a setting of the screen, and changing it must not reopen or rerun
 * anything — and every hash the app writes keeps it.
 */
type View =
	| 'start'
	| 'analysis'
	| 'items'
	| 'votes'
	| 'dates'
	| 'privacy'
	| 'classroom'
	| 'classroom/teachers'
	| 'glossary';

/** The hash parameter that selects the language. */
const LANG_PARAM = 'lang';

interface Location {
	readonly view: View;
	/** The screen's parameters (without `lang`). */
	readonly params: URLSearchParams;
	/** The `lang=` value as written (validated by the i18n layer), or null. */
	readonly lang: string | null;
}

/** Parses `#/analysis?dataset=x&seed=1`, and also the bare form `#dataset=x&seed=1`. */
export function parseHash(hash: string): Location {
	let h = hash.replace(/^#/, '');
	let path = '';
	let query = '';
	const q = h.indexOf('?');
	if (q >= 0) {
		path = h.slice(0, q);
		query = h.slice(q + 1);
	} else if (h.includes('=')) {
		query = h;
	} else {
		path = h;
	}
	h = path.replace(/^\/+|\/+$/g, '');
	const params = new URLSearchParams(query);
	const lang = params.get(LANG_PARAM);
	params.delete(LANG_PARAM);
	const view: View =
		h === 'analysis' || (h === '' && params.has('dataset'))
			? 'analysis'
			: h === 'privacy' ||
				  h === 'items' ||
				  h === 'votes' ||
				  h === 'dates' ||
				  h === 'classroom' ||
				  h === 'classroom/teachers' ||
				  h === 'glossary'
				? h
				: 'start';
	return { view, params, lang };
}

/** The hash for a screen, with `lang=` last when given. */
export function formatHash(
	view: View,
	params: URLSearchParams,
	lang: string | null = null
): string {
	const all = new URLSearchParams(params);
	all.delete(LANG_PARAM);
	if (lang) all.set(LANG_PARAM, lang);
	const query = all.toString();
	return view === 'start'
		? `#/${query ? `?${query}` : ''}`
		: `#/${view}${query ? `?${query}` : ''}`;
}

export class Route {
	#location = $state.raw<Location>(parseHash(''));

	constructor() {
		if (typeof window === 'undefined') return;
		this.#location = parseHash(window.location.hash);
		window.addEventListener('hashchange', () => this.#arrive(parseHash(window.location.hash)));
	}

	/**
	 * Takes a new location. When only `lang` changed, the screen's location object stays the same,
	 * so nothing that depends on `view` or `params` runs again.
	 */
	#arrive(next: Location): void {
		const now = this.#location;
		if (next.view === now.view && next.params.toString() === now.params.toString()) {
			if (next.lang !== now.lang) this.#location = { ...now, lang: next.lang };
			return;
		}
		this.#location = next;
	}

	/** Whether the address bar shows a screen this route has not arrived at yet. */
	#pending(): boolean {
		if (typeof window === 'undefined') return false;
		const actual = parseHash(window.location.hash);
		const now = this.#location;
		return actual.view !== now.view || actual.params.toString() !== now.params.toString();
	}

	get view(): View {
		return this.#location.view;
	}

	get params(): URLSearchParams {
		return this.#location.params;
	}

	get datasetId(): string | null {
		return this.#location.params.get('dataset');
	}

	/** The hash's `lang=` (null when the URL has none). */
	get lang(): string | null {
		return this.#location.lang;
	}

	/**
	 * Navigates (a new history entry) or, with `replace`, rewrites the current entry. A `lang=` in
	 * the URL is kept.
	 */
	go(view: View, params: URLSearchParams = new URLSearchParams(), replace = false): void {
		// A rewrite of the screen being left would undo the navigation on its way: the address
		// bar already shows the next screen, whose hashchange has not been handled yet (a run that
		// ended just as the reader went to the library put them back on the analysis).
		if (replace && this.#pending()) return;
		const hash = formatHash(view, params, this.#location.lang);
		if (replace) {
			history.replaceState(history.state, '', hash);
		} else if (window.location.hash !== hash) {
			history.pushState(history.state, '', hash);
		}
		this.#arrive(parseHash(hash));
	}

	/**
	 * Rewrites `lang=` in the current entry when the URL carries one (after the reader switched
	 * language, so a reload keeps their choice); a URL without `lang=` is left alone.
	 */
	keepLang(lang: string): void {
		if (this.#location.lang === null || this.#location.lang === lang || this.#pending()) return;
		const hash = formatHash(this.#location.view, this.#location.params, lang);
		history.replaceState(history.state, '', hash);
		this.#arrive(parseHash(hash));
	}
}

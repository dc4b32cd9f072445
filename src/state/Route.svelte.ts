/**
 * Where the app is, read from and written to the URL hash: `#/analysis?dataset=<id>&kind=…`.
 * The hash only ever carries ids and settings, never data.
 */
export type View = 'start' | 'analysis' | 'privacy';

export interface Location {
	readonly view: View;
	readonly params: URLSearchParams;
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
	const view: View =
		h === 'analysis' || (h === '' && params.has('dataset'))
			? 'analysis'
			: h === 'privacy'
				? 'privacy'
				: 'start';
	return { view, params };
}

export function formatHash(view: View, params: URLSearchParams): string {
	const query = params.toString();
	return view === 'start'
		? `#/${query ? `?${query}` : ''}`
		: `#/${view}${query ? `?${query}` : ''}`;
}

export class Route {
	#location = $state.raw<Location>(parseHash(''));

	constructor() {
		if (typeof window === 'undefined') return;
		this.#location = parseHash(window.location.hash);
		window.addEventListener('hashchange', () => {
			this.#location = parseHash(window.location.hash);
		});
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

	/** Navigates (a new history entry) or, with `replace`, rewrites the current entry. */
	go(view: View, params: URLSearchParams = new URLSearchParams(), replace = false): void {
		const hash = formatHash(view, params);
		if (replace) {
			history.replaceState(history.state, '', hash);
		} else if (window.location.hash !== hash) {
			history.pushState(history.state, '', hash);
		}
		this.#location = parseHash(hash);
	}
}

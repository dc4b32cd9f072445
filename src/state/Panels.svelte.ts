/**
 * Which of a result's folded panels are open: the `panels=` URL parameter (panel ids separated
 * by commas; `all` opens every one), so a reloaded or shared link opens the same panels. Panels
 * are closed by default (the verdict and its two charts come first, the details on demand); while
 * the page prints, every panel is open (a printed report is read whole). Changing it rewrites the
 * URL in place: it is not navigation, and nothing reruns.
 */
import type { Route } from './Route.svelte.ts';

/** The URL parameter that lists the open panels. */
const PANELS_PARAM = 'panels';
/** The value that opens every panel. */
const ALL = 'all';

/** The open panels named by a `panels=` value ('' or null: none). */
export function parsePanels(raw: string | null): Set<string> {
	return new Set(
		(raw ?? '')
			.split(',')
			.map((s) => s.trim())
			.filter((s) => /^[a-z][a-z0-9-]{0,40}$/.test(s))
	);
}

export class Panels {
	readonly #route: Route;
	#printing = $state(false);
	/** Panels shown now (a closed one is re-listed when `all` gives way to a list). */
	readonly #known = new Set<string>();

	constructor(route: Route) {
		this.#route = route;
		if (typeof window === 'undefined') return;
		window.addEventListener('beforeprint', () => (this.#printing = true));
		window.addEventListener('afterprint', () => (this.#printing = false));
	}

	#open(): Set<string> {
		return parsePanels(this.#route.params.get(PANELS_PARAM));
	}

	/** Notes a panel on screen (so that closing one of `all` keeps the others open). */
	register(id: string): void {
		this.#known.add(id);
	}

	isOpen(id: string): boolean {
		if (this.#printing) return true;
		const open = this.#open();
		return open.has(ALL) || open.has(id);
	}

	/** Opens or closes a panel, in the URL. */
	set(id: string, open: boolean): void {
		if (this.#printing || this.isOpen(id) === open) return;
		let ids = this.#open();
		if (ids.has(ALL)) ids = new Set([...this.#known]);
		if (open) ids.add(id);
		else ids.delete(id);
		const params = new URLSearchParams(this.#route.params);
		if (ids.size) params.set(PANELS_PARAM, [...ids].sort().join(','));
		else params.delete(PANELS_PARAM);
		this.#route.go(this.#route.view, params, true);
	}
}

/**
 * Whether the page is being printed. A printed report is read on white paper, so while printing
 * every chart draws with the light theme's colours, whatever the app's theme (`themeColors` reads
 * this; a chart's effect re-runs when it changes). The print CSS (RunResults.svelte) does the same
 * for the page's text.
 *
 * `beforeprint` comes before the print layout, so the charts are redrawn synchronously there
 * (`flushSync`); `matchMedia('print')` also covers print emulation (DevTools, Playwright's
 * `emulateMedia`), which fires no print events.
 */
import { flushSync } from 'svelte';

class PrintMode {
	#active = $state(false);

	constructor() {
		if (typeof window === 'undefined') return;
		const media = window.matchMedia?.('print');
		this.#active = media?.matches ?? false;
		media?.addEventListener('change', (e) => this.#set(e.matches));
		window.addEventListener('beforeprint', () => this.#set(true));
		window.addEventListener('afterprint', () => this.#set(media?.matches ?? false));
	}

	/** True while the page is printed (or print media is emulated). */
	get active(): boolean {
		return this.#active;
	}

	#set(on: boolean): void {
		if (this.#active === on) return;
		this.#active = on;
		try {
			flushSync();
		} catch {
			// already flushing (an update in progress): the effects run at its end
		}
	}
}

export const printMode = new PrintMode();

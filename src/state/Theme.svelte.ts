/**
 * Light, dark or follow the system. The choice is kept in localStorage (a UI preference, not
 * data; listed on the privacy screen) and applied as `data-theme` on <html>, which app.css reads.
 */
type ThemeChoice = 'auto' | 'light' | 'dark';

const KEY = 'perturbation-sandbox:theme';

export class Theme {
	#choice = $state<ThemeChoice>('auto');
	#systemDark = $state(false);

	constructor() {
		if (typeof window === 'undefined') return;
		try {
			const saved = window.localStorage.getItem(KEY);
			if (saved === 'light' || saved === 'dark') this.#choice = saved;
		} catch {
			// storage disabled: stay on auto
		}
		const media = window.matchMedia?.('(prefers-color-scheme: dark)');
		this.#systemDark = media?.matches ?? false;
		media?.addEventListener('change', (e) => (this.#systemDark = e.matches));
		this.#apply();
	}

	get choice(): ThemeChoice {
		return this.#choice;
	}

	/** The theme in effect; charts read it so they redraw when it changes. */
	get resolved(): 'light' | 'dark' {
		return this.#choice === 'auto' ? (this.#systemDark ? 'dark' : 'light') : this.#choice;
	}

	set(choice: ThemeChoice): void {
		this.#choice = choice;
		try {
			if (choice === 'auto') window.localStorage.removeItem(KEY);
			else window.localStorage.setItem(KEY, choice);
		} catch {
			// not persisted; still applied
		}
		this.#apply();
	}

	#apply(): void {
		const root = document.documentElement;
		if (this.#choice === 'auto') root.removeAttribute('data-theme');
		else root.setAttribute('data-theme', this.#choice);
	}
}

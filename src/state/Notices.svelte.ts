/**
 * The notice area: banners for problems and confirmations, each dismissible.
 *
 * A notice's text is a `Msg` (a message key and its parameters, made with `msg()` from
 * src/i18n) so it follows a language switch, or, until its producer is converted, a plain
 * string shown as it is.
 */
import type { Msg } from '../i18n/catalog.ts';

type NoticeKind = 'error' | 'warning' | 'info';

export type NoticeText = Msg | string;

interface Notice {
	readonly id: number;
	readonly kind: NoticeKind;
	readonly text: NoticeText;
	/** Technical details, offered behind "copy details" (not translated: they are for a bug report). */
	readonly details?: string;
}

/** Two notices are the same when they say the same thing (same string, or same key and parameters). */
function sameText(a: NoticeText, b: NoticeText): boolean {
	if (typeof a === 'string' || typeof b === 'string') return a === b;
	return a.key === b.key && JSON.stringify(a.params ?? {}) === JSON.stringify(b.params ?? {});
}

export class Notices {
	#list = $state.raw<readonly Notice[]>([]);
	#next = 1;

	get list(): readonly Notice[] {
		return this.#list;
	}

	push(kind: NoticeKind, text: NoticeText, details?: string): number {
		const id = this.#next++;
		// The same text twice is one notice.
		this.#list = [
			...this.#list.filter((n) => !sameText(n.text, text)),
			{ id, kind, text, details }
		];
		return id;
	}

	dismiss(id: number): void {
		this.#list = this.#list.filter((n) => n.id !== id);
	}

	clear(): void {
		this.#list = [];
	}
}

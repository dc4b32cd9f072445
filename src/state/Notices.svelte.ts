/** The notice area: banners for problems and confirmations, each dismissible. */
export type NoticeKind = 'error' | 'warning' | 'info';

export interface Notice {
	readonly id: number;
	readonly kind: NoticeKind;
	readonly text: string;
	/** Technical details, offered behind "copy details". */
	readonly details?: string;
}

export class Notices {
	#list = $state.raw<readonly Notice[]>([]);
	#next = 1;

	get list(): readonly Notice[] {
		return this.#list;
	}

	push(kind: NoticeKind, text: string, details?: string): number {
		const id = this.#next++;
		// The same text twice is one notice.
		this.#list = [...this.#list.filter((n) => n.text !== text), { id, kind, text, details }];
		return id;
	}

	dismiss(id: number): void {
		this.#list = this.#list.filter((n) => n.id !== id);
	}

	clear(): void {
		this.#list = [];
	}
}

/**
 * A shelf of records stored beside the score matrices in their own store (the score tables, the
 * votes): the list (refreshed from storage, kept in order, newest first), storing a record once,
 * renaming and deleting, each failure said as a storage notice. What a room adds — reading its
 * files, its review — lives in its own class, which extends this one.
 *
 * Storing once: a record already listed, or still being written (the same file dropped again
 * before its first write ended), is not written again: the "already in the library" notice (the
 * room's words) and the entry there is.
 */
import type { Msg } from '../i18n/catalog.ts';
import { storageMessage } from '../storage/LibraryStore.ts';
import type { Notices } from './Notices.svelte.ts';

interface Named {
	readonly id: string;
	readonly name: string;
}

/** What a shelf needs of its store. */
interface ShelfStore<R, E> {
	list(): Promise<E[]>;
	put(record: R): Promise<void>;
	delete(id: string): Promise<void>;
}

/** The notice for a record already stored or being stored: (file dropped, name on the shelf). */
type AlreadyNotice = (file: string, name: string) => Msg;

export abstract class StoredShelf<R extends Named, E extends Named> {
	protected readonly store: ShelfStore<R, E>;
	protected readonly notices: Notices;
	#entries = $state.raw<readonly E[]>([]);
	#loaded = $state(false);
	/** Records being written, by id: their name and the entry the write gives. */
	readonly #writing = new Map<string, { name: string; done: Promise<E | null> }>();

	constructor(store: ShelfStore<R, E>, notices: Notices) {
		this.store = store;
		this.notices = notices;
	}

	/** The entry listed for a stored record. */
	protected abstract entryOf(record: R): E;

	/** The stored entries, newest first. */
	protected get shelved(): readonly E[] {
		return this.#entries;
	}
	get loaded(): boolean {
		return this.#loaded;
	}

	find(id: string): E | undefined {
		return this.#entries.find((e) => e.id === id);
	}

	async refresh(): Promise<void> {
		try {
			this.#entries = await this.store.list();
		} catch {
			// The library list already shows why storage cannot be read.
		} finally {
			this.#loaded = true;
		}
	}

	/** Stores `record` once (see the module comment); its entry, or null when the write failed. */
	protected async putOnce(record: R, file: string, already: AlreadyNotice): Promise<E | null> {
		const existing = this.find(record.id);
		const writing = this.#writing.get(record.id);
		if (existing || writing) {
			this.notices.push('info', already(file, existing?.name ?? writing!.name));
			return existing ?? writing!.done;
		}
		const done = this.#write(record);
		this.#writing.set(record.id, { name: record.name, done });
		try {
			return await done;
		} finally {
			this.#writing.delete(record.id);
		}
	}

	async #write(record: R): Promise<E | null> {
		if (!(await this.#attempt(() => this.store.put(record)))) return null;
		const entry = this.entryOf(record);
		this.#entries = [entry, ...this.#entries.filter((e) => e.id !== record.id)];
		return entry;
	}

	/** Runs a storage change: its value, or null (and the storage notice) when it fails. */
	async #attempt<T>(change: () => Promise<T>): Promise<{ readonly value: T } | null> {
		try {
			return { value: await change() };
		} catch (e) {
			this.notices.push('error', storageMessage(e));
			return null;
		}
	}

	/** `change` gives the stored entry's next version (a rename, an update); null when it failed. */
	protected async changeEntry(id: string, change: () => Promise<E>): Promise<E | null> {
		const next = await this.#attempt(change);
		if (!next) return null;
		this.#entries = this.#entries.map((e) => (e.id === id ? next.value : e));
		return next.value;
	}

	async remove(id: string): Promise<boolean> {
		if (!(await this.#attempt(() => this.store.delete(id)))) return false;
		this.#entries = this.#entries.filter((e) => e.id !== id);
		return true;
	}
}

/**
 * One shelf per app (kept with it): made on first use with the app's notices and refreshed from
 * storage. The app makes each when it is built (`AppState`'s constructor): made on first use
 * inside a template's reactive block, its state would not be tracked by that block (Svelte does
 * not track state created by the run that reads it), and a review set later would never show.
 */
export function shelfOfApp<S extends { refresh(): Promise<void> }>(
	make: (notices: Notices) => S
): (app: { readonly notices: Notices }) => S {
	const instances = new WeakMap<object, S>();
	return (app) => {
		let shelf = instances.get(app);
		if (!shelf) {
			shelf = make(app.notices);
			instances.set(app, shelf);
			void shelf.refresh();
		}
		return shelf;
	};
}

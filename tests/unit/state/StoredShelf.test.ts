import { describe, expect, it, vi } from 'vitest';
import { msg } from '../../../src/i18n/catalog.ts';
import { Notices } from '../../../src/state/Notices.svelte.ts';
import { shelfOfApp, StoredShelf } from '../../../src/state/StoredShelf.svelte.ts';

interface Item {
	readonly id: string;
	readonly name: string;
}

/** An in-memory store whose writes wait for `release`, and fail when `failing` is set. */
class MemoryStore {
	readonly items = new Map<string, Item>();
	writes = 0;
	failing = false;
	#gate: Promise<void> = Promise.resolve();
	release: () => void = () => {};
	hold(): void {
		this.#gate = new Promise((resolve) => (this.release = resolve));
	}
	async list(): Promise<Item[]> {
		return [...this.items.values()];
	}
	async put(item: Item): Promise<void> {
		this.writes++;
		await this.#gate;
		if (this.failing) throw new Error('disk full');
		this.items.set(item.id, item);
	}
	async delete(id: string): Promise<void> {
		if (this.failing) throw new Error('disk full');
		this.items.delete(id);
	}
	async rename(id: string, name: string): Promise<Item> {
		if (this.failing) throw new Error('disk full');
		const next = { id, name };
		this.items.set(id, next);
		return next;
	}
}

class Shelf extends StoredShelf<Item, Item> {
	readonly #memory: MemoryStore;
	constructor(store: MemoryStore, notices: Notices) {
		super(store, notices);
		this.#memory = store;
	}
	protected entryOf(record: Item): Item {
		return record;
	}
	get entries(): readonly Item[] {
		return this.shelved;
	}
	put(item: Item, file: string): Promise<Item | null> {
		return this.putOnce(item, file, (f, name) => msg('tables.notice.already', { file: f, name }));
	}
	rename(id: string, name: string): Promise<Item | null> {
		return this.changeEntry(id, () => this.#memory.rename(id, name));
	}
}

describe('StoredShelf: records stored beside the matrices', () => {
	it('stores a record once: listed, or still being written, gets the notice and that entry', async () => {
		const store = new MemoryStore();
		const notices = new Notices();
		const shelf = new Shelf(store, notices);
		store.hold();
		const first = shelf.put({ id: 'a', name: 'one' }, 'one.csv');
		const again = shelf.put({ id: 'a', name: 'one' }, 'copy.csv');
		expect(notices.list).toHaveLength(1);
		expect(notices.list[0]).toMatchObject({
			kind: 'info',
			text: { key: 'tables.notice.already', params: { file: 'copy.csv', name: 'one' } }
		});
		store.release();
		expect(await first).toEqual({ id: 'a', name: 'one' });
		expect(await again).toBe(await first);
		expect(store.writes).toBe(1);
		expect(await shelf.put({ id: 'a', name: 'one' }, 'third.csv')).toEqual({
			id: 'a',
			name: 'one'
		});
		expect(store.writes).toBe(1);
		expect(shelf.entries.map((e) => e.id)).toEqual(['a']);
	});

	it('a failed write, rename or delete says why and changes nothing listed; newest first', async () => {
		const store = new MemoryStore();
		const notices = new Notices();
		const shelf = new Shelf(store, notices);
		await shelf.put({ id: 'a', name: 'one' }, 'one.csv');
		await shelf.put({ id: 'b', name: 'two' }, 'two.csv');
		expect(shelf.entries.map((e) => e.id)).toEqual(['b', 'a']);
		store.failing = true;
		expect(await shelf.put({ id: 'c', name: 'three' }, 'three.csv')).toBeNull();
		expect(await shelf.rename('a', 'uno')).toBeNull();
		expect(await shelf.remove('b')).toBe(false);
		expect(notices.list.map((n) => n.kind)).toEqual(['error']);
		expect(shelf.entries).toEqual([
			{ id: 'b', name: 'two' },
			{ id: 'a', name: 'one' }
		]);
		store.failing = false;
		expect(await shelf.rename('a', 'uno')).toEqual({ id: 'a', name: 'uno' });
		expect(await shelf.remove('b')).toBe(true);
		expect(shelf.entries).toEqual([{ id: 'a', name: 'uno' }]);
		// After a failed write the same record can be stored.
		expect(await shelf.put({ id: 'c', name: 'three' }, 'three.csv')).toEqual({
			id: 'c',
			name: 'three'
		});
	});

	it('one shelf per app, refreshed from storage when first asked for', async () => {
		const store = new MemoryStore();
		store.items.set('x', { id: 'x', name: 'stored' });
		const make = vi.fn((notices: Notices) => new Shelf(store, notices));
		const of = shelfOfApp(make);
		const app = { notices: new Notices() };
		const shelf = of(app);
		expect(of(app)).toBe(shelf);
		expect(of({ notices: new Notices() })).not.toBe(shelf);
		expect(make).toHaveBeenCalledTimes(2);
		await vi.waitFor(() => expect(shelf.loaded).toBe(true));
		expect(shelf.find('x')?.name).toBe('stored');
	});
});

/**
 * The items of one import, shared by all its files: ids interned in first-seen order, their
 * metadata and their details (text, target) for the item view. Kept in arrays and Maps so that
 * ids such as `__proto__` are plain data.
 */

/** Longest item text, target or model output kept for the item view (characters). */
const MAX_DETAIL_CHARS = 4000;
/** Total characters of item details kept per import; past it, model outputs are dropped. */
const MAX_DETAIL_TOTAL = 48 * 1024 * 1024;

/**
 * A copy of a string that is kept (ids, names, metadata). V8 cuts substrings of 13+ characters as
 * views into their parent, so one kept id would pin its whole 1 MB chunk of file text.
 */
function ownString(s: string): string {
	return s.length < 13 ? s : (' ' + s).slice(1);
}

/** Names (item ids, model names) in first-seen order, each kept as its own copy. */
export class NameIndex {
	readonly list: string[] = [];
	readonly #index = new Map<string, number>();

	/** The name's index, the name added when new. */
	intern(name: string): number {
		let k = this.#index.get(name);
		if (k === undefined) {
			k = this.list.length;
			const own = ownString(name);
			this.list.push(own);
			this.#index.set(own, k);
		}
		return k;
	}

	find(name: string): number | undefined {
		return this.#index.get(name);
	}
}

/** Items of one import: ids in first-seen order, metadata and details. */
export class ItemTable {
	readonly #ids = new NameIndex();
	readonly ids: string[] = this.#ids.list;
	/** field -> values by item index (sparse: undefined when not set). */
	readonly meta = new Map<string, string[]>();
	readonly text: (string | undefined)[] = [];
	readonly target: (string | undefined)[] = [];
	detailChars = 0;
	detailsTruncated = false;

	get size(): number {
		return this.ids.length;
	}

	intern(id: string): number {
		return this.#ids.intern(id);
	}

	find(id: string): number | undefined {
		return this.#ids.find(id);
	}

	setMeta(item: number, field: string, value: string): void {
		let col = this.meta.get(field);
		if (!col) {
			col = [];
			this.meta.set(field, col);
		}
		if (col[item] === undefined) col[item] = ownString(value);
	}

	clip(s: string): string | undefined {
		if (this.detailChars >= MAX_DETAIL_TOTAL) {
			this.detailsTruncated = true;
			return undefined;
		}
		const out = s.length > MAX_DETAIL_CHARS ? `${s.slice(0, MAX_DETAIL_CHARS)}…` : s;
		this.detailChars += out.length;
		return out;
	}

	setText(item: number, text: string): void {
		if (this.text[item] === undefined && text) this.text[item] = this.clip(text);
	}

	setTarget(item: number, target: string): void {
		if (this.target[item] === undefined && target) this.target[item] = this.clip(target);
	}
}

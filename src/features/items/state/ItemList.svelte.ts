/**
 * The item table and its query: the table built in the items worker (again when the judge
 * reference changes), its default order, the sort and filter, the flags of an item, the inverted
 * flag's false discovery rate and the item open in the detail panel. Part of `ItemsSession`.
 */
import { itemFlagsOf, type ItemFlag } from '../core/item-flags.ts';
import { atInvertedFdr, DEFAULT_INVERTED_FDR } from '../core/flag-counts.ts';
import { categoriesOf, DEFAULT_QUERY, queryItems, type ItemQuery } from '../core/item-query.ts';
import type { ItemTable } from '../core/item-table.ts';
import { msg, type Msg } from '../../../i18n/catalog.ts';
import { storageMessage } from '../../../storage/LibraryStore.ts';
import type { ItemsHost } from './items-host.ts';
import { JobSlot } from './JobSlot.svelte.ts';

export class ItemList {
	readonly #host: ItemsHost;
	/** The table build (at open, and again for a judge reference). */
	readonly job = new JobSlot();
	#table = $state.raw<ItemTable | null>(null);
	#invertedFdr = $state(DEFAULT_INVERTED_FDR);
	#defaultOrder = $state.raw<Uint32Array>(new Uint32Array(0));
	/** The 0/1 reference of the judge-disagrees flag: `meta:<field>`, `model:<index>` or null. */
	#judgeSource = $state<string | null>(null);
	#judgeProblem = $state.raw<Msg | null>(null);

	query = $state.raw<ItemQuery>(DEFAULT_QUERY);
	/** Item index open in the detail panel. */
	selected = $state<number | null>(null);

	readonly #rows = $derived.by(() =>
		this.#table ? queryItems(this.#table, this.#defaultOrder, this.query) : new Uint32Array(0)
	);

	constructor(host: ItemsHost) {
		this.#host = host;
	}

	get table(): ItemTable | null {
		return this.#table;
	}
	/** The items the table shows, in its order. */
	get rows(): Uint32Array {
		return this.#rows;
	}
	get defaultOrder(): Uint32Array {
		return this.#defaultOrder;
	}
	get categories(): string[] {
		return this.#table ? categoriesOf(this.#table) : [];
	}
	get judgeSource(): string | null {
		return this.#judgeSource;
	}
	get judgeProblem(): Msg | null {
		return this.#judgeProblem;
	}

	flagsOf(i: number): ItemFlag[] {
		const matrix = this.#host.matrix;
		return matrix && this.#table ? itemFlagsOf(matrix, this.#table, i) : [];
	}

	setQuery(patch: Partial<ItemQuery>): void {
		this.query = { ...this.query, ...patch };
	}

	/** Sorts by a column; the same column again flips the direction. */
	sortBy(column: ItemQuery['sort']): void {
		const q = this.query;
		this.query = { ...q, sort: column, descending: q.sort === column ? !q.descending : false };
	}

	/** Sets the inverted flag's false discovery rate (in (0, 1)); flags and order follow at once. */
	setInvertedFdr(fdr: number): void {
		if (!(fdr > 0 && fdr < 1) || fdr === this.#invertedFdr) return;
		this.#invertedFdr = fdr;
		const next = this.#table && atInvertedFdr(this.#table, fdr);
		if (next) ({ table: this.#table, defaultOrder: this.#defaultOrder } = next);
	}

	/**
	 * Builds the table in the worker with the judge reference `source`: 'built', 'cancelled' (a
	 * newer build or `close` came first) or 'refused' (the reference does not fit: `judgeProblem`
	 * says why, the table stays as it was).
	 */
	async build(source: string | null): Promise<'built' | 'cancelled' | 'refused'> {
		const client = this.#host.client;
		if (!client) return 'cancelled';
		const options = { topK: this.#host.topK, judgeSource: source, invertedFdr: this.#invertedFdr };
		const out = await this.job.run((job) => client.table(options, job));
		if (out.cancelled) return 'cancelled';
		const r = out.value;
		if (!r.ok) {
			this.#judgeProblem =
				r.problem === 'notBinary'
					? msg('items.judge.notBinary', { field: r.field })
					: msg('items.judge.notJudged');
			return 'refused';
		}
		this.#table = r.table;
		this.#defaultOrder = r.defaultOrder;
		this.#judgeSource = source;
		return 'built';
	}

	/**
	 * For continuous (judge) scores: takes a 0/1 reference (`meta:<field>` or `model:<index>`)
	 * and rebuilds the table in the worker, so that items where the judge disagrees with it are
	 * flagged; `null` removes it. A reference that does not fit leaves the table as it was and
	 * says why. A new reference cancels the build of the one before.
	 */
	async setJudgeReference(source: string | null): Promise<void> {
		if (!this.#host.matrix) return;
		this.#judgeProblem = null;
		try {
			await this.build(source);
		} catch (e) {
			this.#host.notices.push('error', msg('items2.workerFailed', { reason: storageMessage(e) }));
		}
	}
}

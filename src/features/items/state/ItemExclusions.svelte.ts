/**
 * The excluded items (saved with the review, `SavedReview`) and the leaderboard re-ranked without
 * them in the items worker after every change (a change cancels the re-rank of the set before).
 * Part of `ItemsSession`.
 */
import { itemsWithFlags, type Rerank } from '../core/exclusions.ts';
import type { FlagCode } from '../core/item-table.ts';
import { isFlawed } from '../core/review.ts';
import { msg } from '../../../i18n/catalog.ts';
import { storageMessage } from '../../../storage/LibraryStore.ts';
import { itemIdOf, type ItemsHost } from './items-host.ts';
import type { ItemList } from './ItemList.svelte.ts';
import { JobSlot } from './JobSlot.svelte.ts';
import type { SavedReview } from './SavedReview.svelte.ts';

export class ItemExclusions {
	readonly #host: ItemsHost;
	readonly #list: ItemList;
	readonly #saved: SavedReview;
	readonly job = new JobSlot();
	#rerank = $state.raw<Rerank | null>(null);

	constructor(host: ItemsHost, list: ItemList, saved: SavedReview) {
		this.#host = host;
		this.#list = list;
		this.#saved = saved;
	}

	get rerank(): Rerank | null {
		return this.#rerank;
	}
	/** The excluded item ids as stored (the analysis's `exclude=` set id hashes them). */
	get ids(): readonly string[] {
		return this.#saved.record?.excluded ?? [];
	}
	get count(): number {
		return this.#saved.excluded.size;
	}

	isExcluded(i: number): boolean {
		return this.#saved.excluded.has(itemIdOf(this.#host, i));
	}

	indices(): number[] {
		const ids = this.#saved.excluded;
		const matrix = this.#host.matrix;
		if (!matrix || ids.size === 0) return [];
		const out: number[] = [];
		matrix.itemIds.forEach((id, i) => {
			if (ids.has(id)) out.push(i);
		});
		return out;
	}

	/** Excludes (or brings back) items by index. */
	set(items: Iterable<number>, excluded: boolean): Promise<void> {
		const ids = new Set(Array.from(items, (i) => itemIdOf(this.#host, i)));
		const saved = this.#saved.change((r) => {
			const next = excluded
				? [...r.excluded, ...[...ids].filter((id) => !r.excluded.includes(id))]
				: r.excluded.filter((id) => !ids.has(id));
			return { ...r, excluded: next };
		});
		return Promise.all([saved, this.refresh()]).then(() => {});
	}

	excludeFlagged(codes: readonly FlagCode[]): Promise<void> {
		const table = this.#list.table;
		return table ? this.set(itemsWithFlags(table, codes), true) : this.#saved.saved();
	}

	/** Excludes every item the table shows now (its filter). */
	excludeShown(): Promise<void> {
		return this.set(this.#list.rows, true);
	}

	/** Excludes every item judged flawed in the review. */
	excludeFlawed(): Promise<void> {
		const flawed = new Set(
			(this.#saved.record?.reviews ?? []).filter((v) => isFlawed(v.verdict)).map((v) => v.item)
		);
		const items = (this.#host.matrix?.itemIds ?? []).flatMap((id, i) =>
			flawed.has(id) ? [i] : []
		);
		return this.set(items, true);
	}

	clear(): Promise<void> {
		const saved = this.#saved.change((r) => ({ ...r, excluded: [] }));
		return Promise.all([saved, this.refresh()]).then(() => {});
	}

	/** Re-ranks without the excluded items in the worker (cancelling the re-rank before). */
	async refresh(): Promise<void> {
		const client = this.#host.client;
		const excluded = this.indices();
		if (!client || excluded.length === 0) {
			this.job.cancel();
			this.#rerank = null;
			return;
		}
		try {
			const out = await this.job.run((job) => client.rerank(Uint32Array.from(excluded), job));
			if (!out.cancelled) this.#rerank = out.value;
		} catch (e) {
			this.#rerank = null;
			this.#host.notices.push('error', msg('items2.workerFailed', { reason: storageMessage(e) }));
		}
	}
}

/**
 * The review: a verdict and note per item, walked one item per screen through a queue of the
 * failing items (failed by the strongest models first, or a seeded random order), with the flawed
 * share and what it suggests for the pool. Saved with the dataset (`SavedReview`). Part of
 * `ItemsSession`.
 */
import { reviewItemOrder, reviewSample } from '../core/item-order.ts';
import {
	projectFlawed,
	summarizeReviews,
	type FlawedProjection,
	type ReviewSummary,
	type Verdict
} from '../core/review.ts';
import type { StoredVerdict } from '../../../storage/LibraryStore.ts';
import { itemIdOf, type ItemsHost } from './items-host.ts';
import type { ItemList } from './ItemList.svelte.ts';
import type { SavedReview } from './SavedReview.svelte.ts';

/** Which items the review walks: failed by the strongest models first, or a seeded random order. */
type ReviewOrderKind = 'strongest' | 'random';

/** The seed of the random review order (fixed, so a review can be resumed in the same order). */
const REVIEW_SEED = 20260;

export class ItemReview {
	readonly #host: ItemsHost;
	readonly #list: ItemList;
	readonly #saved: SavedReview;
	order = $state<ReviewOrderKind>('strongest');
	/** Position in the review queue. */
	at = $state(0);

	readonly #queue = $derived.by(() => {
		const table = this.#list.table;
		const matrix = this.#host.matrix;
		if (!table || !matrix) return new Uint32Array(0);
		const failing = reviewItemOrder(matrix, table, {
			defaultOrder: this.#list.defaultOrder
		}).items;
		return this.order === 'random' ? reviewSample(failing, REVIEW_SEED) : failing;
	});

	constructor(host: ItemsHost, list: ItemList, saved: SavedReview) {
		this.#host = host;
		this.#list = list;
		this.#saved = saved;
	}

	get queue(): Uint32Array {
		return this.#queue;
	}
	/** The item under review (null when the queue is empty). */
	get item(): number | null {
		const q = this.#queue;
		return q.length ? q[Math.min(this.at, q.length - 1)] : null;
	}
	get count(): number {
		return this.#saved.verdicts.size;
	}
	/** Why the stored review could not be read, if it could not. */
	get problem(): string | null {
		return this.#saved.problem;
	}
	get canSave(): boolean {
		return this.#saved.canSave;
	}
	/** Resolves once every change made so far is saved (or has failed and said so). */
	saved(): Promise<void> {
		return this.#saved.saved();
	}

	verdictOf(i: number): StoredVerdict | null {
		return this.#saved.verdicts.get(itemIdOf(this.#host, i)) ?? null;
	}

	/** The review's verdict counts and flawed share with its exact 95% interval. */
	get summary(): ReviewSummary {
		return summarizeReviews(this.#saved.record?.reviews ?? []);
	}

	/** What the flawed share suggests for the pool the review walks (the failing items). */
	get projection(): FlawedProjection | null {
		const s = this.summary;
		return s.reviewed ? projectFlawed(s.flawedShare, this.#queue.length) : null;
	}

	/** Gives item `i` a verdict (and note); `null` removes its verdict. */
	setVerdict(i: number, verdict: Verdict | null, note = ''): Promise<void> {
		const item = itemIdOf(this.#host, i);
		return this.#saved.change((r) => {
			const reviews = r.reviews.filter((v) => v.item !== item);
			if (verdict) reviews.push({ item, verdict, note, at: new Date().toISOString() });
			return { ...r, reviews };
		});
	}

	/** Changes the note of an item that has a verdict. */
	setNote(i: number, note: string): Promise<void> {
		const item = itemIdOf(this.#host, i);
		return this.#saved.change((r) => ({
			...r,
			reviews: r.reviews.map((v) => (v.item === item ? { ...v, note } : v))
		}));
	}

	/** Moves through the review queue (clamped). */
	step(by: number): void {
		const n = this.#queue.length;
		this.at = Math.max(0, Math.min(n - 1, this.at + by));
	}

	/** Jumps to the first item of the queue without a verdict. */
	nextUnreviewed(): void {
		const q = this.#queue;
		for (let k = 0; k < q.length; k++) {
			if (!this.#saved.verdicts.has(itemIdOf(this.#host, q[k]))) {
				this.at = k;
				return;
			}
		}
	}

	setOrder(kind: ReviewOrderKind): void {
		this.order = kind;
		this.at = 0;
	}
}

/**
 * The review as stored with the dataset (`LibraryStore.putReviews`): verdicts and notes, and the
 * excluded items. Every change is saved at once, one write at a time, in order; a review that
 * could not be read is never overwritten. Shared by `ItemReview` and `ItemExclusions`.
 */
import { msg } from '../../../i18n/catalog.ts';
import {
	storageMessage,
	type ReviewRecord,
	type StoredVerdict
} from '../../../storage/LibraryStore.ts';
import type { ItemsHost } from './items-host.ts';

export class SavedReview {
	readonly #host: ItemsHost;
	#record = $state.raw<ReviewRecord | null>(null);
	/** False when the stored review could not be read: saving would overwrite it. */
	#canSave = $state(true);
	#problem = $state<string | null>(null);
	#saving: Promise<void> = Promise.resolve();

	readonly #verdicts = $derived(
		new Map<string, StoredVerdict>((this.#record?.reviews ?? []).map((v) => [v.item, v]))
	);
	readonly #excluded = $derived(new Set(this.#record?.excluded ?? []));

	constructor(host: ItemsHost) {
		this.#host = host;
	}

	get record(): ReviewRecord | null {
		return this.#record;
	}
	/** Verdicts by item id. */
	get verdicts(): ReadonlyMap<string, StoredVerdict> {
		return this.#verdicts;
	}
	/** Excluded item ids. */
	get excluded(): ReadonlySet<string> {
		return this.#excluded;
	}
	get canSave(): boolean {
		return this.#canSave;
	}
	/** Why the stored review could not be read, if it could not. */
	get problem(): string | null {
		return this.#problem;
	}
	/** Resolves once every change made so far is saved (or has failed and said so). */
	saved(): Promise<void> {
		return this.#saving;
	}

	/** Reads the stored review (a failure is kept and shown, never thrown). */
	async read(): Promise<void> {
		try {
			this.#record = (await this.#host.store.getReviews(this.#host.datasetId)) ?? null;
		} catch (e) {
			this.#canSave = false;
			this.#problem = storageMessage(e);
		}
	}

	/** Applies a change to the review and saves it; writes are chained so they land in order. */
	change(f: (r: ReviewRecord) => ReviewRecord): Promise<void> {
		const host = this.#host;
		if (!this.#canSave) {
			host.notices.push('error', msg('items.reviewReadOnly'));
			return this.#saving;
		}
		const before = this.#record ?? {
			id: host.datasetId,
			reviews: [],
			excluded: [],
			updatedAt: new Date().toISOString()
		};
		const next = { ...f(before), updatedAt: new Date().toISOString() };
		this.#record = next;
		this.#saving = this.#saving.then(async () => {
			try {
				await host.store.putReviews(next);
			} catch (e) {
				// Keep what the person did on screen; say it is not saved.
				host.notices.push('error', msg('items.saveFailed', { reason: storageMessage(e) }));
			}
		});
		return this.#saving;
	}
}

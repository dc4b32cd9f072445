/**
 * What the parts of the item view's state (`ItemList`, `SavedReview`, `ItemReview`,
 * `ItemExclusions`, `PairAndFragility`) read of their session: the dataset's matrix and worker
 * client once it is open, the top k, the store and the notices. `ItemsSession` gives itself.
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import type { ItemsClient } from '../engine/ItemsClient.ts';
import type { LibraryStore } from '../../../storage/LibraryStore.ts';
import type { Notices } from '../../../state/Notices.svelte.ts';

export interface ItemsHost {
	readonly datasetId: string;
	readonly store: LibraryStore;
	readonly notices: Notices;
	/** Null until the dataset is open. */
	readonly matrix: ScoreMatrix | null;
	/** Null until the dataset is open. */
	readonly client: ItemsClient | null;
	/** k of "top k" (see `ItemsSession`). */
	readonly topK: number;
}

/** The id of item `i` ('' before the dataset is open). */
export function itemIdOf(host: ItemsHost, i: number): string {
	return host.matrix?.itemIds[i] ?? '';
}

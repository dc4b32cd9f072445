/**
 * The item view's state for one dataset: it loads the dataset (record, matrix, item details) and
 * starts its items worker, then holds the view's parts, each in its own module:
 *
 * - `list` (`ItemList`): the item table and its query, the judge reference, the open item;
 * - `review` (`ItemReview`): verdicts and notes, walked one item per screen;
 * - `exclusions` (`ItemExclusions`): the excluded items and the leaderboard re-ranked without them;
 * - `strength` (`PairAndFragility`): two models compared item by item, and the fragility search;
 * - the exports (items JSON and CSV), here.
 *
 * Verdicts and exclusions are saved with the dataset (`SavedReview`) after every change, one
 * write at a time. The heavy work runs in the items worker (`ItemsClient`), cancellable, with its
 * progress: the item table (about 1 s of CPU at 100,000 items x 100 models: `npx tsx
 * scripts/items-perf.ts`), rebuilt when the judge reference changes; the re-rank after every change
 * of the exclusions; the fragility search when asked (or for the export). `close` (leaving the
 * view) cancels them all.
 *
 * k of "top k" (the pivotal flag, the top-k flip, the export's `settings.topK`) is the run's
 * `topK` (the dataset's analysis settings: the link's, else its own last ones, else 3), bounded by
 * models - 1, so that the item export and the run's results JSON speak of the same top k.
 */
import type { FragilityJob } from '../core/items-jobs.ts';
import { itemsFile, type ItemsFile } from '../core/items-file.ts';
import { itemsCsv } from '../core/items-export.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { ItemsClient, type ItemsWorkerFactory } from '../engine/ItemsClient.ts';
import { msg, type Msg } from '../../../i18n/catalog.ts';
import type { DatasetRecord } from '../../../schemas/dataset.ts';
import type { ItemDetails } from '../../../schemas/item-details.ts';
import type { ParamsLike } from '../../../schemas/settings.ts';
import { DEFAULT_ANALYSIS_SETTINGS } from '../../../core/analysis-settings.ts';
import { storageMessage, type LibraryStore } from '../../../storage/LibraryStore.ts';
import { datasetValueKey } from '../../../storage/saved-run.ts';
import { initialSettings, SETTINGS_FIELD } from '../../../state/dataset-settings.ts';
import type { Notices } from '../../../state/Notices.svelte.ts';
import { itemIdOf, type ItemsHost } from './items-host.ts';
import { ItemExclusions } from './ItemExclusions.svelte.ts';
import { ItemList } from './ItemList.svelte.ts';
import { ItemReview } from './ItemReview.svelte.ts';
import { PairAndFragility } from './PairAndFragility.svelte.ts';
import { SavedReview } from './SavedReview.svelte.ts';

type ItemsStatus = 'loading' | 'ready' | 'missing' | 'failed';

interface ItemsSessionOptions {
	/** Starts an items worker (tests pass an in-thread stand-in). */
	readonly factory?: ItemsWorkerFactory;
	/** The view's URL parameters: settings named there (a link's) give the top k. */
	readonly params?: ParamsLike;
}

/** k of "top k" for a matrix of `models` models: the run's topK, at least 1, at most models - 1. */
function itemsTopK(topK: number, models: number): number {
	return Math.max(1, Math.min(topK, models - 1));
}

export class ItemsSession implements ItemsHost {
	readonly store: LibraryStore;
	readonly notices: Notices;
	readonly #options: ItemsSessionOptions;
	readonly datasetId: string;
	#client: ItemsClient | null = null;
	#closed = false;
	#topK = $state<number>(DEFAULT_ANALYSIS_SETTINGS.topK);
	#status = $state<ItemsStatus>('loading');
	#problem = $state.raw<Msg | null>(null);
	#record = $state.raw<DatasetRecord | null>(null);
	#matrix = $state.raw<ScoreMatrix | null>(null);
	#details = $state.raw<ItemDetails | null>(null);
	#detailsProblem = $state<string | null>(null);
	readonly #saved: SavedReview;

	readonly list: ItemList;
	readonly review: ItemReview;
	readonly exclusions: ItemExclusions;
	readonly strength: PairAndFragility;

	readonly #unit = $derived.by(() => {
		const m = this.#matrix;
		if (!m || m.valueType === 'binary' || !m.values) return true;
		for (let k = 0; k < m.values.length; k++) {
			const v = m.values[k];
			if (v < 0 || v > 1) return false;
		}
		return true;
	});

	constructor(
		store: LibraryStore,
		notices: Notices,
		datasetId: string,
		options: ItemsSessionOptions = {}
	) {
		this.store = store;
		this.notices = notices;
		this.datasetId = datasetId;
		this.#options = options;
		this.#saved = new SavedReview(this);
		this.list = new ItemList(this);
		this.review = new ItemReview(this, this.list, this.#saved);
		this.exclusions = new ItemExclusions(this, this.list, this.#saved);
		this.strength = new PairAndFragility(this);
	}

	/** k of "top k" here: the run's topK bounded by models - 1 (see the module comment). */
	get topK(): number {
		return this.#topK;
	}
	get client(): ItemsClient | null {
		return this.#client;
	}
	get status(): ItemsStatus {
		return this.#status;
	}
	get problem(): Msg | null {
		return this.#problem;
	}
	get record(): DatasetRecord | null {
		return this.#record;
	}
	get matrix(): ScoreMatrix | null {
		return this.#matrix;
	}
	get details(): ItemDetails | null {
		return this.#details;
	}
	get detailsProblem(): string | null {
		return this.#detailsProblem;
	}
	/** Whether scores lie in [0, 1] (shown as percentages). */
	get unitScale(): boolean {
		return this.#unit;
	}

	itemId(i: number): string {
		return itemIdOf(this, i);
	}

	/**
	 * Loads the dataset and builds its item table in the worker while the details and the review
	 * are read, then re-ranks without the excluded items. Leaves the status at `loading` when the
	 * view was closed meanwhile.
	 */
	async open(): Promise<void> {
		const id = this.datasetId;
		try {
			const [record, matrix, stored] = await Promise.all([
				this.store.get(id),
				this.store.getMatrix(id),
				this.store.getValue<unknown>(datasetValueKey(id, SETTINGS_FIELD)).catch(() => undefined)
			]);
			if (!record || !matrix) {
				this.#status = 'missing';
				return;
			}
			if (this.#closed) return;
			const params = this.#options.params ?? new URLSearchParams();
			this.#topK = itemsTopK(initialSettings(params, stored).settings.topK, matrix.nModels);
			this.#record = record;
			this.#matrix = matrix;
			this.#client = new ItemsClient(matrix, this.#options.factory);
			const reading = Promise.all([this.#readDetails(id), this.#saved.read()]);
			const built = await this.list.build(null);
			await reading;
			if (built === 'cancelled') return;
			const order = this.list.table?.totals.order;
			if (order && order.length >= 2) this.strength.pair = [order[0], order[1]];
		} catch (e) {
			this.#problem = msg('items.loadFailed', { reason: storageMessage(e) });
			this.#status = 'failed';
			return;
		}
		this.#status = 'ready';
		await this.exclusions.refresh();
	}

	/** Reads the item details (a failure is kept and shown, never thrown). */
	async #readDetails(id: string): Promise<void> {
		try {
			this.#details = (await this.store.getDetails(id)) ?? null;
		} catch (e) {
			this.#detailsProblem = storageMessage(e);
		}
	}

	/** Leaving the view: cancels every job and ends the workers. */
	close(): void {
		this.#closed = true;
		this.list.job.cancel();
		this.strength.job.cancel();
		this.exclusions.job.cancel();
		this.#client?.dispose();
	}

	/** The items JSON (`items@1`); the fragility is searched in the worker first if not yet. */
	async exportJson(): Promise<ItemsFile | null> {
		const fragility: FragilityJob | null = await this.strength.computeFragility();
		const matrix = this.#matrix;
		const table = this.list.table;
		const record = this.#record;
		if (!matrix || !table || !record) return null;
		if (matrix.nModels >= 2 && !fragility) return null;
		const review = this.#saved.record;
		return itemsFile(matrix, table, {
			dataset: { id: record.id, name: record.name },
			reviews: (review?.reviews ?? []).map(({ item, verdict, note }) => ({ item, verdict, note })),
			excluded: review?.excluded ?? [],
			rerank: this.exclusions.rerank,
			fragility: fragility?.json ?? null
		});
	}

	exportCsv(): string | null {
		const table = this.list.table;
		return table ? itemsCsv(table, this.list.rows) : null;
	}
}

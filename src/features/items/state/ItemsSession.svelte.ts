/**
 * The item view's state for one dataset: the matrix and its item table, the item details (texts,
 * targets, outputs) when the files carried them, the table's sort and filter, the item open in
 * the detail panel, the review (verdicts and notes, walked one item per screen) and the
 * exclusions with the leaderboard before and after them. Verdicts and exclusions are saved with
 * the dataset (`LibraryStore.putReviews`) after every change, one write at a time.
 *
 * The heavy work runs in the items worker (`ItemsClient`), cancellable, with its progress: the
 * item table (about 1 s of CPU at 100,000 items x 100 models: `npx tsx scripts/items-perf.ts`),
 * rebuilt when the judge reference changes; the re-rank after every change of the exclusions;
 * the fragility search when asked (or for the export). `close` (leaving the view) cancels them all;
 * a change of the exclusions cancels the re-rank of the set before.
 *
 * k of "top k" (the pivotal flag, the top-k flip, the export's `settings.topK`) is the run's
 * `topK` (the dataset's analysis settings: the link's, else its own last ones, else 3), bounded by
 * models - 1, so that the item export and the run's results JSON speak of the same top k.
 */
import { itemsWithFlags, type Rerank } from '../core/exclusions.ts';
import type { VerdictFragility } from '../core/fragility.ts';
import { itemFlagsOf, type ItemFlag } from '../core/item-flags.ts';
import { atInvertedFdr, DEFAULT_INVERTED_FDR } from '../core/flag-counts.ts';
import { reviewItemOrder, reviewSample } from '../core/item-order.ts';
import { categoriesOf, DEFAULT_QUERY, queryItems, type ItemQuery } from '../core/item-query.ts';
import type { FlagCode, ItemTable } from '../core/item-table.ts';
import type { FragilityJob } from '../core/items-jobs.ts';
import { itemsFile, type ItemsFile } from '../core/items-file.ts';
import { itemsCsv } from '../core/items-export.ts';
import { comparePair, type PairComparison } from '../core/pair-table.ts';
import { pairPower, type PairPowerResult } from '../core/power.ts';
import {
	isFlawed,
	projectFlawed,
	summarizeReviews,
	type FlawedProjection,
	type ReviewSummary,
	type Verdict
} from '../core/review.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { ItemsClient, type ItemsWorkerFactory } from '../engine/ItemsClient.ts';
import { msg, type Msg } from '../../../i18n/catalog.ts';
import type { DatasetRecord } from '../../../schemas/dataset.ts';
import type { ItemDetails } from '../../../schemas/item-details.ts';
import type { ParamsLike } from '../../../schemas/settings.ts';
import { DEFAULT_ANALYSIS_SETTINGS } from '../../../core/analysis-settings.ts';
import {
	storageMessage,
	type LibraryStore,
	type ReviewRecord,
	type StoredVerdict
} from '../../../storage/LibraryStore.ts';
import { datasetValueKey } from '../../../storage/saved-run.ts';
import { initialSettings, SETTINGS_FIELD } from '../../../state/dataset-settings.ts';
import type { Notices } from '../../../state/Notices.svelte.ts';
import { JobSlot } from './JobSlot.svelte.ts';

type ItemsStatus = 'loading' | 'ready' | 'missing' | 'failed';

/** Which items the review walks: failed by the strongest models first, or a seeded random order. */
type ReviewOrderKind = 'strongest' | 'random';

/** The seed of the random review order (fixed, so a review can be resumed in the same order). */
const REVIEW_SEED = 20260;

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

export class ItemsSession {
	readonly #store: LibraryStore;
	readonly #notices: Notices;
	readonly #options: ItemsSessionOptions;
	readonly datasetId: string;
	#client: ItemsClient | null = null;
	#closed = false;
	/** The table build (at open, and again for a judge reference). */
	readonly tableJob = new JobSlot();
	readonly fragilityJob = new JobSlot();
	readonly rerankJob = new JobSlot();
	#topK = $state<number>(DEFAULT_ANALYSIS_SETTINGS.topK);

	#status = $state<ItemsStatus>('loading');
	#problem = $state.raw<Msg | null>(null);
	#record = $state.raw<DatasetRecord | null>(null);
	#matrix = $state.raw<ScoreMatrix | null>(null);
	#table = $state.raw<ItemTable | null>(null);
	#invertedFdr = $state(DEFAULT_INVERTED_FDR);
	#defaultOrder = $state.raw<Uint32Array>(new Uint32Array(0));
	#details = $state.raw<ItemDetails | null>(null);
	#detailsProblem = $state<string | null>(null);
	#review = $state.raw<ReviewRecord | null>(null);
	/** False when the stored review could not be read: saving would overwrite it. */
	#canSave = $state(true);
	#reviewProblem = $state<string | null>(null);
	#saving: Promise<void> = Promise.resolve();

	query = $state.raw<ItemQuery>(DEFAULT_QUERY);
	/** Item index open in the detail panel. */
	selected = $state<number | null>(null);
	reviewOrder = $state<ReviewOrderKind>('strongest');
	/** Position in the review queue. */
	reviewAt = $state(0);
	/** Two models compared item by item (column indices). */
	pair = $state.raw<readonly [number, number] | null>(null);
	#fragility = $state.raw<FragilityJob | null>(null);
	#fragilityProblem = $state<string | null>(null);
	#rerank = $state.raw<Rerank | null>(null);
	/** The 0/1 reference of the judge-disagrees flag: `meta:<field>`, `model:<index>` or null. */
	#judgeSource = $state<string | null>(null);
	#judgeProblem = $state.raw<Msg | null>(null);

	readonly #verdicts = $derived(
		new Map<string, StoredVerdict>((this.#review?.reviews ?? []).map((v) => [v.item, v]))
	);
	readonly #excluded = $derived(new Set(this.#review?.excluded ?? []));
	readonly #unit = $derived.by(() => {
		const m = this.#matrix;
		if (!m || m.valueType === 'binary' || !m.values) return true;
		for (let k = 0; k < m.values.length; k++) {
			const v = m.values[k];
			if (v < 0 || v > 1) return false;
		}
		return true;
	});
	readonly #rows = $derived.by(() =>
		this.#table ? queryItems(this.#table, this.#defaultOrder, this.query) : new Uint32Array(0)
	);
	readonly #reviewQueue = $derived.by(() => {
		if (!this.#table || !this.#matrix) return new Uint32Array(0);
		const failing = reviewItemOrder(this.#matrix, this.#table, {
			defaultOrder: this.#defaultOrder
		}).items;
		return this.reviewOrder === 'random' ? reviewSample(failing, REVIEW_SEED) : failing;
	});
	readonly #comparison = $derived.by((): PairComparison | null => {
		const [a, b] = this.pair ?? [-1, -1];
		return this.#matrix && a >= 0 && b >= 0 && a !== b ? comparePair(this.#matrix, a, b) : null;
	});
	readonly #power = $derived.by((): PairPowerResult | null => {
		const [a, b] = this.pair ?? [-1, -1];
		return this.#matrix && a >= 0 && b >= 0 && a !== b ? pairPower(this.#matrix, a, b) : null;
	});

	constructor(
		store: LibraryStore,
		notices: Notices,
		datasetId: string,
		options: ItemsSessionOptions = {}
	) {
		this.#store = store;
		this.#notices = notices;
		this.datasetId = datasetId;
		this.#options = options;
	}

	/** k of "top k" here: the run's topK bounded by models - 1 (see the module comment). */
	get topK(): number {
		return this.#topK;
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
	get table(): ItemTable | null {
		return this.#table;
	}
	get details(): ItemDetails | null {
		return this.#details;
	}
	get detailsProblem(): string | null {
		return this.#detailsProblem;
	}
	get reviewProblem(): string | null {
		return this.#reviewProblem;
	}
	get canSave(): boolean {
		return this.#canSave;
	}
	/** The items the table shows, in its order. */
	get rows(): Uint32Array {
		return this.#rows;
	}
	get defaultOrder(): Uint32Array {
		return this.#defaultOrder;
	}
	/** Whether scores lie in [0, 1] (shown as percentages). */
	get unitScale(): boolean {
		return this.#unit;
	}
	get categories(): string[] {
		return this.#table ? categoriesOf(this.#table) : [];
	}
	get reviewQueue(): Uint32Array {
		return this.#reviewQueue;
	}
	/** The item under review (null when the queue is empty). */
	get reviewItem(): number | null {
		const q = this.#reviewQueue;
		return q.length ? q[Math.min(this.reviewAt, q.length - 1)] : null;
	}
	get rerank(): Rerank | null {
		return this.#rerank;
	}
	get comparison(): PairComparison | null {
		return this.#comparison;
	}
	get power(): PairPowerResult | null {
		return this.#power;
	}
	/** Sets the inverted flag's false discovery rate (in (0, 1)); flags and order follow at once. */
	setInvertedFdr(fdr: number): void {
		if (!(fdr > 0 && fdr < 1) || fdr === this.#invertedFdr) return;
		this.#invertedFdr = fdr;
		const next = this.#table && atInvertedFdr(this.#table, fdr);
		if (next) ({ table: this.#table, defaultOrder: this.#defaultOrder } = next);
	}
	get fragility(): VerdictFragility | null {
		return this.#fragility;
	}
	/** Why the fragility search failed (the worker's message), if it did. */
	get fragilityProblem(): string | null {
		return this.#fragilityProblem;
	}
	/** The excluded item ids as stored (the analysis's `exclude=` set id hashes them). */
	get excludedIds(): readonly string[] {
		return this.#review?.excluded ?? [];
	}
	/** Resolves once every change made so far is saved (or has failed and said so). */
	saved(): Promise<void> {
		return this.#saving;
	}
	get excludedCount(): number {
		return this.#excluded.size;
	}
	get reviewedCount(): number {
		return this.#verdicts.size;
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
				this.#store.get(id),
				this.#store.getMatrix(id),
				this.#store.getValue<unknown>(datasetValueKey(id, SETTINGS_FIELD)).catch(() => undefined)
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
			const reading = this.#readSaved(id);
			const built = await this.#buildTable(null);
			await reading;
			if (built === 'cancelled') return;
			const table = this.#table;
			if (table && table.totals.order.length >= 2) {
				this.pair = [table.totals.order[0], table.totals.order[1]];
			}
		} catch (e) {
			this.#problem = msg('items.loadFailed', { reason: storageMessage(e) });
			this.#status = 'failed';
			return;
		}
		this.#status = 'ready';
		await this.#refreshRerank();
	}

	/** Reads the item details and the review (each failure is kept and shown, never thrown). */
	async #readSaved(id: string): Promise<void> {
		try {
			this.#details = (await this.#store.getDetails(id)) ?? null;
		} catch (e) {
			this.#detailsProblem = storageMessage(e);
		}
		try {
			this.#review = (await this.#store.getReviews(id)) ?? null;
		} catch (e) {
			this.#canSave = false;
			this.#reviewProblem = storageMessage(e);
		}
	}

	/** Leaving the view: cancels every job and ends the workers. */
	close(): void {
		this.#closed = true;
		this.tableJob.cancel();
		this.fragilityJob.cancel();
		this.rerankJob.cancel();
		this.#client?.dispose();
	}

	/**
	 * Builds the table in the worker with the judge reference `source`: 'built', 'cancelled' (a
	 * newer build or `close` came first) or 'refused' (the reference does not fit: `judgeProblem`
	 * says why, the table stays as it was).
	 */
	async #buildTable(source: string | null): Promise<'built' | 'cancelled' | 'refused'> {
		const client = this.#client;
		if (!client) return 'cancelled';
		const options = { topK: this.#topK, judgeSource: source, invertedFdr: this.#invertedFdr };
		const out = await this.tableJob.run((job) => client.table(options, job));
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

	/** Re-ranks without the excluded items in the worker (cancelling the re-rank before). */
	async #refreshRerank(): Promise<void> {
		const client = this.#client;
		const excluded = this.excludedIndices();
		if (!client || excluded.length === 0) {
			this.rerankJob.cancel();
			this.#rerank = null;
			return;
		}
		try {
			const out = await this.rerankJob.run((job) => client.rerank(Uint32Array.from(excluded), job));
			if (!out.cancelled) this.#rerank = out.value;
		} catch (e) {
			this.#rerank = null;
			this.#notices.push('error', msg('items2.workerFailed', { reason: storageMessage(e) }));
		}
	}

	// --- reading ---------------------------------------------------------------------------------

	itemId(i: number): string {
		return this.#matrix?.itemIds[i] ?? '';
	}

	flagsOf(i: number): ItemFlag[] {
		return this.#matrix && this.#table ? itemFlagsOf(this.#matrix, this.#table, i) : [];
	}

	verdictOf(i: number): StoredVerdict | null {
		return this.#verdicts.get(this.itemId(i)) ?? null;
	}

	isExcluded(i: number): boolean {
		return this.#excluded.has(this.itemId(i));
	}

	excludedIndices(): number[] {
		const ids = this.#excluded;
		const matrix = this.#matrix;
		if (!matrix || ids.size === 0) return [];
		const out: number[] = [];
		matrix.itemIds.forEach((id, i) => {
			if (ids.has(id)) out.push(i);
		});
		return out;
	}

	/** The review's verdict counts and flawed share with its exact 95% interval. */
	get summary(): ReviewSummary {
		return summarizeReviews(this.#review?.reviews ?? []);
	}

	/** What the flawed share suggests for the pool the review walks (the failing items). */
	get projection(): FlawedProjection | null {
		const s = this.summary;
		return s.reviewed ? projectFlawed(s.flawedShare, this.#reviewQueue.length) : null;
	}

	// --- changing ------------------------------------------------------------------------------

	setQuery(patch: Partial<ItemQuery>): void {
		this.query = { ...this.query, ...patch };
	}

	/** Sorts by a column; the same column again flips the direction. */
	sortBy(column: ItemQuery['sort']): void {
		const q = this.query;
		this.query = {
			...q,
			sort: column,
			descending: q.sort === column ? !q.descending : false
		};
	}

	/** Gives item `i` a verdict (and note); `null` removes its verdict. */
	setVerdict(i: number, verdict: Verdict | null, note = ''): Promise<void> {
		const item = this.itemId(i);
		return this.#change((r) => {
			const reviews = r.reviews.filter((v) => v.item !== item);
			if (verdict) reviews.push({ item, verdict, note, at: new Date().toISOString() });
			return { ...r, reviews };
		});
	}

	/** Changes the note of an item that has a verdict. */
	setNote(i: number, note: string): Promise<void> {
		const item = this.itemId(i);
		return this.#change((r) => ({
			...r,
			reviews: r.reviews.map((v) => (v.item === item ? { ...v, note } : v))
		}));
	}

	/** Excludes (or brings back) items by index. */
	setExcluded(items: Iterable<number>, excluded: boolean): Promise<void> {
		const ids = new Set(Array.from(items, (i) => this.itemId(i)));
		const saved = this.#change((r) => {
			const next = excluded
				? [...r.excluded, ...[...ids].filter((id) => !r.excluded.includes(id))]
				: r.excluded.filter((id) => !ids.has(id));
			return { ...r, excluded: next };
		});
		return Promise.all([saved, this.#refreshRerank()]).then(() => {});
	}

	excludeFlagged(codes: readonly FlagCode[]): Promise<void> {
		return this.#table ? this.setExcluded(itemsWithFlags(this.#table, codes), true) : this.#saving;
	}

	/** Excludes every item the table shows now (its filter). */
	excludeShown(): Promise<void> {
		return this.setExcluded(this.#rows, true);
	}

	/** Excludes every item judged flawed in the review. */
	excludeFlawed(): Promise<void> {
		const flawed = new Set(
			(this.#review?.reviews ?? []).filter((v) => isFlawed(v.verdict)).map((v) => v.item)
		);
		const items = (this.#matrix?.itemIds ?? []).flatMap((id, i) => (flawed.has(id) ? [i] : []));
		return this.setExcluded(items, true);
	}

	clearExclusions(): Promise<void> {
		const saved = this.#change((r) => ({ ...r, excluded: [] }));
		return Promise.all([saved, this.#refreshRerank()]).then(() => {});
	}

	/** Moves through the review queue (clamped). */
	step(by: number): void {
		const n = this.#reviewQueue.length;
		this.reviewAt = Math.max(0, Math.min(n - 1, this.reviewAt + by));
	}

	/** Jumps to the first item of the queue without a verdict. */
	nextUnreviewed(): void {
		const q = this.#reviewQueue;
		for (let k = 0; k < q.length; k++) {
			if (!this.#verdicts.has(this.itemId(q[k]))) {
				this.reviewAt = k;
				return;
			}
		}
	}

	setReviewOrder(kind: ReviewOrderKind): void {
		this.reviewOrder = kind;
		this.reviewAt = 0;
	}

	/**
	 * Runs the fragility search in the worker (fewest removals to dethrone the leader / change the
	 * top k, k = `topK`); resolves when it is done, failed (`fragilityProblem`) or cancelled.
	 */
	async computeFragility(): Promise<FragilityJob | null> {
		const client = this.#client;
		if (!client || !this.#matrix || this.#matrix.nModels < 2) return null;
		if (this.#fragility) return this.#fragility;
		this.#fragilityProblem = null;
		try {
			const out = await this.fragilityJob.run((job) => client.fragility(this.#topK, job));
			if (out.cancelled) return null;
			this.#fragility = out.value;
			return out.value;
		} catch (e) {
			this.#fragilityProblem = e instanceof Error ? e.message : String(e);
			return null;
		}
	}

	cancelFragility(): void {
		this.fragilityJob.cancel();
	}

	get judgeSource(): string | null {
		return this.#judgeSource;
	}
	get judgeProblem(): Msg | null {
		return this.#judgeProblem;
	}

	/**
	 * For continuous (judge) scores: takes a 0/1 reference (`meta:<field>` or `model:<index>`)
	 * and rebuilds the table in the worker, so that items where the judge disagrees with it are
	 * flagged; `null` removes it. A reference that does not fit leaves the table as it was and
	 * says why. A new reference cancels the build of the one before.
	 */
	async setJudgeReference(source: string | null): Promise<void> {
		if (!this.#matrix) return;
		this.#judgeProblem = null;
		try {
			await this.#buildTable(source);
		} catch (e) {
			this.#notices.push('error', msg('items2.workerFailed', { reason: storageMessage(e) }));
		}
	}

	// --- exports -------------------------------------------------------------------------------

	/** The items JSON (`items@1`); the fragility is searched in the worker first if not yet. */
	async exportJson(): Promise<ItemsFile | null> {
		const fragility = await this.computeFragility();
		const matrix = this.#matrix;
		const table = this.#table;
		const record = this.#record;
		if (!matrix || !table || !record) return null;
		if (matrix.nModels >= 2 && !fragility) return null;
		return itemsFile(matrix, table, {
			dataset: { id: record.id, name: record.name },
			reviews: (this.#review?.reviews ?? []).map(({ item, verdict, note }) => ({
				item,
				verdict,
				note
			})),
			excluded: this.#review?.excluded ?? [],
			rerank: this.#rerank,
			fragility: fragility?.json ?? null
		});
	}

	exportCsv(): string | null {
		return this.#table ? itemsCsv(this.#table, this.#rows) : null;
	}

	// --- saving --------------------------------------------------------------------------------

	/** Applies a change to the review and saves it; writes are chained so they land in order. */
	#change(f: (r: ReviewRecord) => ReviewRecord): Promise<void> {
		if (!this.#canSave) {
			this.#notices.push('error', msg('items.reviewReadOnly'));
			return this.#saving;
		}
		const before = this.#review ?? {
			id: this.datasetId,
			reviews: [],
			excluded: [],
			updatedAt: new Date().toISOString()
		};
		const next = { ...f(before), updatedAt: new Date().toISOString() };
		this.#review = next;
		this.#saving = this.#saving.then(async () => {
			try {
				await this.#store.putReviews(next);
			} catch (e) {
				// Keep what the person did on screen; say it is not saved.
				this.#notices.push('error', msg('items.saveFailed', { reason: storageMessage(e) }));
			}
		});
		return this.#saving;
	}
}

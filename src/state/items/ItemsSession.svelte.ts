/**
 * The item view's state for one dataset: the matrix and its item table, the item details (texts,
 * targets, outputs) when the files carried them, the table's sort and filter, the item open in
 * the detail panel, the review (verdicts and notes, walked one item per screen) and the
 * exclusions with the leaderboard before and after them. Verdicts and exclusions are saved with
 * the dataset (`LibraryStore.putReviews`) after every change, one write at a time.
 *
 * The item table is built on the main thread when the view opens (about 1 s of CPU at 100,000
 * items x 100 models: `npx tsx scripts/items-perf.ts`); the fragility search runs only when asked.
 */
import {
	exclusionMask,
	itemsWithFlags,
	rerankWithout,
	type Rerank
} from '../../core/items/exclusions.ts';
import { fragilityJson, leaderFlip, topKFlip, type GroupFlip } from '../../core/items/fragility.ts';
import { itemFlagsOf, type ItemFlag } from '../../core/items/item-flags.ts';
import { defaultItemOrder, reviewItemOrder, reviewSample } from '../../core/items/item-order.ts';
import {
	categoriesOf,
	DEFAULT_QUERY,
	queryItems,
	type ItemQuery
} from '../../core/items/item-query.ts';
import { buildItemTable, type FlagCode, type ItemTable } from '../../core/items/item-table.ts';
import {
	judgeDisagreement,
	referenceFromMeta,
	referenceFromModel,
	type JudgeReference
} from '../../core/items/judge.ts';
import { itemsFile, type ItemsFile } from '../../core/items/items-file.ts';
import { itemsCsv } from '../../core/items/items-export.ts';
import { comparePair, type PairComparison } from '../../core/items/pair-table.ts';
import { pairPower, type PairPowerResult } from '../../core/items/power.ts';
import {
	isFlawed,
	projectFlawed,
	summarizeReviews,
	type FlawedProjection,
	type ReviewSummary,
	type Verdict
} from '../../core/items/review.ts';
import type { ScoreMatrix } from '../../core/ScoreMatrix.ts';
import { msg, type Msg } from '../../i18n/catalog.ts';
import type { DatasetRecord } from '../../schemas/dataset.ts';
import type { ItemDetails } from '../../schemas/item-details.ts';
import {
	storageMessage,
	type LibraryStore,
	type ReviewRecord,
	type StoredVerdict
} from '../../storage/LibraryStore.ts';
import type { Notices } from '../Notices.svelte.ts';

export type ItemsStatus = 'loading' | 'ready' | 'missing' | 'failed';

/** Which items the review walks: failed by the strongest models first, or a seeded random order. */
export type ReviewOrderKind = 'strongest' | 'random';

/** The seed of the random review order (fixed, so a review can be resumed in the same order). */
export const REVIEW_SEED = 20260;

export interface Fragility {
	readonly leader: GroupFlip;
	readonly topK: GroupFlip | null;
	readonly k: number;
}

export class ItemsSession {
	readonly #store: LibraryStore;
	readonly #notices: Notices;
	readonly datasetId: string;

	#status = $state<ItemsStatus>('loading');
	#problem = $state.raw<Msg | null>(null);
	#record = $state.raw<DatasetRecord | null>(null);
	#matrix = $state.raw<ScoreMatrix | null>(null);
	#table = $state.raw<ItemTable | null>(null);
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
	#fragility = $state.raw<Fragility | null>(null);
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
	readonly #rerank = $derived.by((): Rerank | null => {
		const matrix = this.#matrix;
		if (!matrix || this.#excluded.size === 0) return null;
		return rerankWithout(matrix, exclusionMask(matrix.nItems, this.excludedIndices()));
	});
	readonly #comparison = $derived.by((): PairComparison | null => {
		const [a, b] = this.pair ?? [-1, -1];
		return this.#matrix && a >= 0 && b >= 0 && a !== b ? comparePair(this.#matrix, a, b) : null;
	});
	readonly #power = $derived.by((): PairPowerResult | null => {
		const [a, b] = this.pair ?? [-1, -1];
		return this.#matrix && a >= 0 && b >= 0 && a !== b ? pairPower(this.#matrix, a, b) : null;
	});

	constructor(store: LibraryStore, notices: Notices, datasetId: string) {
		this.#store = store;
		this.#notices = notices;
		this.datasetId = datasetId;
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
	get fragility(): Fragility | null {
		return this.#fragility;
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

	/** Loads the dataset, builds its item table, then reads the details and the review. */
	async open(): Promise<void> {
		const id = this.datasetId;
		try {
			const [record, matrix] = await Promise.all([this.#store.get(id), this.#store.getMatrix(id)]);
			if (!record || !matrix) {
				this.#status = 'missing';
				return;
			}
			this.#record = record;
			this.#matrix = matrix;
			const table = buildItemTable(matrix);
			this.#table = table;
			this.#defaultOrder = defaultItemOrder(table);
			if (table.totals.order.length >= 2) {
				this.pair = [table.totals.order[0], table.totals.order[1]];
			}
		} catch (e) {
			this.#problem = msg('items.loadFailed', { reason: storageMessage(e) });
			this.#status = 'failed';
			return;
		}
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
		this.#status = 'ready';
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
		return this.#change((r) => {
			const next = excluded
				? [...r.excluded, ...[...ids].filter((id) => !r.excluded.includes(id))]
				: r.excluded.filter((id) => !ids.has(id));
			return { ...r, excluded: next };
		});
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
		return this.#change((r) => ({ ...r, excluded: [] }));
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

	/** Runs the fragility search (fewest removals to dethrone the leader / change the top k). */
	computeFragility(k = 3): void {
		const matrix = this.#matrix;
		const table = this.#table;
		if (!matrix || !table) return;
		const topK = Math.min(k, matrix.nModels - 1);
		this.#fragility = {
			leader: leaderFlip(matrix, table.totals),
			topK: topK >= 1 ? topKFlip(matrix, topK, table.totals) : null,
			k: topK
		};
	}

	get judgeSource(): string | null {
		return this.#judgeSource;
	}
	get judgeProblem(): Msg | null {
		return this.#judgeProblem;
	}

	/**
	 * For continuous (judge) scores: takes a 0/1 reference (`meta:<field>` or `model:<index>`)
	 * and rebuilds the table, so that items where the judge disagrees with it are flagged; `null`
	 * removes it. A reference that does not fit leaves the table as it was and says why.
	 */
	setJudgeReference(source: string | null): void {
		const matrix = this.#matrix;
		if (!matrix) return;
		this.#judgeProblem = null;
		let reference: JudgeReference | null = null;
		if (source?.startsWith('meta:')) {
			const r = referenceFromMeta(matrix, source.slice(5));
			if (!r.ok) {
				this.#judgeProblem = msg('items.judge.notBinary', { field: source.slice(5) });
				return;
			}
			reference = r.reference;
		} else if (source?.startsWith('model:')) {
			reference = referenceFromModel(matrix, Number(source.slice(6)));
		}
		let judge = null;
		if (reference) {
			const r = judgeDisagreement(matrix, reference);
			if (!r.ok) {
				this.#judgeProblem =
					r.error.code === 'referenceNotBinary'
						? msg('items.judge.notBinary', { field: source ?? '' })
						: msg('items.judge.notJudged');
				return;
			}
			judge = r.judge;
		}
		const table = buildItemTable(matrix, { judge });
		this.#table = table;
		this.#defaultOrder = defaultItemOrder(table);
		this.#judgeSource = source;
	}

	// --- exports -------------------------------------------------------------------------------

	exportJson(): ItemsFile | null {
		const matrix = this.#matrix;
		const table = this.#table;
		const record = this.#record;
		if (!matrix || !table || !record) return null;
		return itemsFile(matrix, table, {
			dataset: { id: record.id, name: record.name },
			reviews: (this.#review?.reviews ?? []).map(({ item, verdict, note }) => ({
				item,
				verdict,
				note
			})),
			excluded: this.#review?.excluded ?? [],
			rerank: this.#rerank,
			fragility:
				matrix.nModels >= 2
					? fragilityJson(matrix, Math.min(3, matrix.nModels - 1), table.totals)
					: null
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

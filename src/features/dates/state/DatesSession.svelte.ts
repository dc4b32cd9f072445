/**
 * The dates view's state for one dataset (issue 35, "Released before or after"): the dataset
 * (a per-item matrix with item dates, or a score table), its models' facts as stored with it, and
 * the analysis the dates worker returns (`src/engine/DatesClient.ts`): each model's scores
 * before and after its date with the excess gap, the ranking after every model's date and the
 * scores by item month; or, for a score table, newer at equal compute per benchmark at the
 * cut-off month of the URL (`newer=YYYY-MM`).
 *
 * A model's date can be changed here (`setDate`): the facts are stored with the dataset and the
 * analysis runs again. Leaving the view (`close`) cancels the worker.
 */
import { dateColumn } from '../../../core/analysis-settings.ts';
import { isUnitScale, type ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { scoreScale } from '../../score-tables/core/ScoreTable.ts';
import type { ScoreTable } from '../../score-tables/core/ScoreTable.ts';
import { isScoreTableId } from '../../score-tables/core/table-id.ts';
import { itemDatesInWorker, tableDatesInWorker } from '../../../engine/DatesClient.ts';
import { msg, type Msg } from '../../../i18n/catalog.ts';
import { factsByModel, type ModelFactsEntry } from '../../../schemas/model-facts.ts';
import { storageMessage, type LibraryStore } from '../../../storage/LibraryStore.ts';
import type { Library } from '../../../state/Library.svelte.ts';
import { sampleModelFacts } from '../../../state/samples.ts';
import type { ScoreTables } from '../../score-tables/state/ScoreTables.svelte.ts';
import type { ItemDatesAnalysis, TableDatesAnalysis } from '../core/dates-analysis.ts';
import { datesResults, itemDatesJson, tableDatesJson } from '../core/dates-json.ts';
import { factDateOf } from './fact-date.ts';

/** The seed and the random subsets of the ranking-after-every-date floor. */
const FLOOR_SEED = 1;
const FLOOR_DRAWS = 1000;

type Status = 'loading' | 'ready' | 'missing' | 'failed';

/** What the dataset lacks for this view (its page says what to add). */
type DatesGap = 'no-item-dates' | 'no-model-dates' | null;

interface Deps {
	readonly store: LibraryStore;
	readonly library: Library;
	readonly tables: ScoreTables;
}

export class DatesSession {
	readonly id: string;
	readonly #deps: Deps;
	#status = $state<Status>('loading');
	#problem = $state.raw<Msg | null>(null);
	#name = $state('');
	#kind = $state<'items' | 'score-table'>('items');
	#models = $state.raw<readonly string[]>([]);
	#benchmarks = $state.raw<readonly string[]>([]);
	#benchmarkDates: readonly (string | null)[] = [];
	#facts = $state.raw<readonly ModelFactsEntry[]>([]);
	#dateColumn = $state<string | null>(null);
	#items = $state.raw<ItemDatesAnalysis | null>(null);
	#table = $state.raw<TableDatesAnalysis | null>(null);
	#busy = $state(false);
	#unitScale = $state(true);
	#cutoff: string | null;
	#matrix: ScoreMatrix | null = null;
	#scoreTable: ScoreTable | null = null;
	#abort: AbortController | null = null;
	#closed = false;

	constructor(deps: Deps, id: string, cutoff: string | null) {
		this.#deps = deps;
		this.id = id;
		this.#cutoff = cutoff;
	}

	get status(): Status {
		return this.#status;
	}
	get problem(): Msg | null {
		return this.#problem;
	}
	get name(): string {
		return this.#name;
	}
	get kind(): 'items' | 'score-table' {
		return this.#kind;
	}
	get models(): readonly string[] {
		return this.#models;
	}
	get benchmarks(): readonly string[] {
		return this.#benchmarks;
	}
	get facts(): readonly ModelFactsEntry[] {
		return this.#facts;
	}
	get dateColumn(): string | null {
		return this.#dateColumn;
	}
	get items(): ItemDatesAnalysis | null {
		return this.#items;
	}
	get table(): TableDatesAnalysis | null {
		return this.#table;
	}
	/** Scores are fractions (differences shown in points). */
	get unitScale(): boolean {
		return this.#unitScale;
	}
	/** True while the worker computes. */
	get busy(): boolean {
		return this.#busy;
	}
	/** What the data lacks for this view, if anything. */
	get gap(): DatesGap {
		if (this.#kind === 'items' && this.#status === 'ready' && !this.#dateColumn) {
			return 'no-item-dates';
		}
		const dated = this.#facts.some((f) => f.releaseDate || f.cutoff);
		return this.#status === 'ready' && !dated ? 'no-model-dates' : null;
	}

	async open(): Promise<void> {
		try {
			if (isScoreTableId(this.id)) {
				const record = await this.#deps.tables.load(this.id);
				if (!record) return this.#missing();
				this.#kind = 'score-table';
				this.#name = record.name;
				this.#scoreTable = record.table;
				this.#models = record.table.models;
				this.#benchmarks = record.table.benchmarks;
				this.#facts = record.modelFacts ?? [];
				const dated = record.benchmarkDates ?? [];
				this.#benchmarkDates = record.table.benchmarks.map(
					(b) => dated.find((d) => d.benchmark === b)?.date ?? null
				);
				this.#unitScale =
					scoreScale(record.table.conditions.flatMap((c) => [...c.scores])) === 'unit';
			} else {
				const [record, matrix] = await Promise.all([
					this.#deps.store.get(this.id),
					this.#deps.store.getMatrix(this.id)
				]);
				if (!record || !matrix) return this.#missing();
				this.#kind = 'items';
				this.#name = record.name;
				this.#matrix = matrix;
				this.#models = matrix.models;
				// A built-in sample stored before its facts were: its dates come from its spec.
				this.#facts =
					record.modelFacts ??
					(record.source === 'sample' ? sampleModelFacts(record.fileName, matrix.models) : []);
				this.#dateColumn = dateColumn(matrix, null);
				this.#unitScale = isUnitScale(matrix);
			}
		} catch (e) {
			this.#problem = msg('dates.loadFailed', { reason: storageMessage(e) });
			this.#status = 'failed';
			return;
		}
		this.#status = 'ready';
		await this.#run();
	}

	#missing(): void {
		this.#status = 'missing';
	}

	/** The cut-off month of a score table's fits (null: the median model date's). */
	async setCutoff(month: string | null): Promise<void> {
		if (month === this.#cutoff) return;
		this.#cutoff = month;
		if (this.#kind === 'score-table') await this.#run();
	}

	/**
	 * Sets one model's release date (`YYYY-MM` or `YYYY-MM-DD`; empty: none), stores the facts with
	 * the dataset and runs the analysis again. A date that is not one is refused (false).
	 */
	async setDate(model: string, text: string): Promise<boolean> {
		const date = text.trim() ? factDateOf(text) : null;
		if (text.trim() && !date) return false;
		const rest = this.#facts.filter((f) => f.model !== model);
		const old = this.#facts.find((f) => f.model === model);
		const { releaseDate: _drop, ...others } = old ?? { model };
		const next: ModelFactsEntry = date
			? { ...others, model, releaseDate: date }
			: { ...others, model };
		const facts = Object.keys(next).length > 1 ? [...rest, next] : rest;
		const saved =
			this.#kind === 'score-table'
				? (await this.#deps.tables.update(this.id, { modelFacts: facts })) !== null
				: await this.#deps.library.setModelFacts(this.id, facts);
		if (!saved) return false;
		this.#facts = facts;
		await this.#run();
		return true;
	}

	async #run(): Promise<void> {
		this.#abort?.abort();
		if (this.#closed || this.gap) {
			this.#items = null;
			this.#table = null;
			return;
		}
		const abort = new AbortController();
		this.#abort = abort;
		this.#busy = true;
		const facts = factsByModel(this.#models, this.#facts);
		try {
			if (this.#kind === 'score-table' && this.#scoreTable) {
				this.#table = await tableDatesInWorker(
					this.#scoreTable,
					facts,
					this.#cutoff,
					this.#benchmarkDates,
					abort.signal
				);
			} else if (this.#matrix && this.#dateColumn) {
				this.#items = await itemDatesInWorker(
					this.#matrix,
					this.#dateColumn,
					facts,
					{ seed: FLOOR_SEED, draws: FLOOR_DRAWS },
					abort.signal
				);
			}
		} catch (e) {
			if (abort.signal.aborted) return;
			this.#problem = msg('dates.failed', { reason: e instanceof Error ? e.message : String(e) });
		} finally {
			if (this.#abort === abort) this.#busy = false;
		}
	}

	/** The results as `perturbation-sandbox/dates@1` JSON, or null before they are in. */
	exportJson(): ReturnType<typeof datesResults> | null {
		const dataset = { id: this.id, name: this.#name, kind: this.#kind };
		if (this.#kind === 'items' && this.#items) {
			return datesResults(dataset, itemDatesJson(this.#items, this.#models));
		}
		if (this.#kind === 'score-table' && this.#table) {
			return datesResults(dataset, tableDatesJson(this.#table, this.#benchmarks, this.#models));
		}
		return null;
	}

	close(): void {
		this.#closed = true;
		this.#abort?.abort();
	}
}

/**
 * The score-table screen's state: the open table, its analyses and the run.
 *
 * Opening a table runs the quick analyses at once in the score-table worker (agreement matrices,
 * mean and median tau-b, Kendall's W with its p-value, consensus, standard-error noise, the
 * aggregate ranking and its drop-one-benchmark variants: all exact, no random draws). "Run"
 * (`run-button`, `run-status`) adds what takes random draws: the bootstrap over models for the
 * mean tau-b (and the paired difference between conditions), the random and worst-case
 * perturbations of the aggregate. Only the latest run counts; cancel terminates its worker.
 */
import { defaultTablePerturbation } from '../core/stability.ts';
import {
	scoreTableResults,
	twoTestSetResults,
	twoTestSets,
	type ScoreTableAnalysis,
	type ScoreTableAnalysisOptions
} from '../core/results.ts';
import type { TwoSetMeasured } from '../core/two-set-results.ts';
import { analyzeInWorker } from '../engine/ScoreTableClient.ts';
import { storageMessage } from '../../../storage/LibraryStore.ts';
import type { ScoreTableRecord } from '../storage/ScoreTableStore.ts';
import type { ScoreTables } from './ScoreTables.svelte.ts';
import { DEFAULT_TABLE_SETTINGS, sameTableSettings, type TableRunSettings } from './table-url.ts';

type TableLoad = 'idle' | 'loading' | 'ready' | 'missing' | 'error';
type RunStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

export class TableAnalysis {
	readonly #tables: ScoreTables;
	#id: string | null = null;
	#record = $state.raw<ScoreTableRecord | null>(null);
	#load = $state<TableLoad>('idle');
	#loadError = $state<string | null>(null);
	#quick = $state.raw<ScoreTableAnalysis | null>(null);
	#full = $state.raw<ScoreTableAnalysis | null>(null);
	#status = $state<RunStatus>('idle');
	#runError = $state<string | null>(null);
	#settings = $state.raw<TableRunSettings>(DEFAULT_TABLE_SETTINGS);
	#controller: AbortController | null = null;
	#quickTicket = 0;
	#startedAt = 0;
	#seconds = $state<number | null>(null);

	constructor(tables: ScoreTables) {
		this.#tables = tables;
	}

	get record() {
		return this.#record;
	}
	get load() {
		return this.#load;
	}
	get loadError() {
		return this.#loadError;
	}
	get status() {
		return this.#status;
	}
	get runError() {
		return this.#runError;
	}
	get settings() {
		return this.#settings;
	}
	/** Seconds the last finished run took. */
	get seconds() {
		return this.#seconds;
	}
	/** The run's analysis when it matches the current settings, else the quick one. */
	get analysis(): ScoreTableAnalysis | null {
		return this.#full ?? this.#quick;
	}
	get hasRun(): boolean {
		return this.#full !== null;
	}

	/**
	 * Shows table `id` with `settings` (the URL's): opens it when another table is open, else
	 * takes the settings when they differ. `run`: the link asks for the random draws, which run
	 * once the table is open unless they already ran, are running or were cancelled.
	 */
	async show(id: string, settings: TableRunSettings, run = false): Promise<void> {
		if (this.#id !== id || this.#load === 'error') await this.open(id, settings);
		else if (!sameTableSettings(settings, this.#settings)) this.setSettings(settings);
		if (run && this.#id === id && this.#record && this.#status === 'idle' && !this.hasRun) {
			void this.run();
		}
	}

	async open(id: string, settings: TableRunSettings = DEFAULT_TABLE_SETTINGS): Promise<void> {
		if (this.#id === id && this.#load !== 'error') return;
		this.cancel();
		this.#id = id;
		this.#record = null;
		this.#quick = null;
		this.#full = null;
		this.#status = 'idle';
		this.#settings = settings;
		this.#load = 'loading';
		try {
			const record = await this.#tables.load(id);
			if (this.#id !== id) return;
			if (!record) {
				this.#load = 'missing';
				return;
			}
			this.#record = record;
			this.#load = 'ready';
			void this.#runQuick();
		} catch (e) {
			if (this.#id !== id) return;
			this.#loadError = storageMessage(e);
			this.#load = 'error';
		}
	}

	close(): void {
		this.cancel();
		this.#id = null;
		this.#record = null;
		this.#load = 'idle';
	}

	/** The lower-is-better benchmarks in force: the URL's when it names them, else the stored. */
	get lowerIsBetter(): readonly string[] {
		const record = this.#record;
		if (!record) return [];
		const chosen = this.#settings.lowerIsBetter;
		return chosen === null
			? record.lowerIsBetter
			: chosen.filter((b) => record.table.benchmarks.includes(b));
	}

	/** The condition shown: the settings' when the table has it, else null (the first). */
	get condition(): string | null {
		const c = this.#settings.condition;
		return c !== null && this.#record?.table.conditions.some((x) => x.name === c) ? c : null;
	}

	#options(full: boolean): ScoreTableAnalysisOptions {
		const s = this.#settings;
		return {
			lowerIsBetter: this.lowerIsBetter,
			bootstrap: { draws: full ? s.bootstrapDraws : 0, seed: s.seed },
			stability: { draws: s.stabilityDraws, seed: s.seed },
			aggregate: { condition: this.condition ?? undefined, method: s.method },
			perturbations: full
				? [
						defaultTablePerturbation('dropBenchmark'),
						defaultTablePerturbation('resampleBenchmarks'),
						defaultTablePerturbation('dirichletWeights'),
						defaultTablePerturbation('worstCaseWeights'),
						defaultTablePerturbation('modelSet')
					]
				: [defaultTablePerturbation('dropBenchmark')]
		};
	}

	async #runQuick(): Promise<void> {
		const record = this.#record;
		if (!record) return;
		const ticket = ++this.#quickTicket;
		try {
			const quick = await analyzeInWorker(record.table, this.#options(false));
			if (ticket === this.#quickTicket && this.#record === record) this.#quick = quick;
		} catch (e) {
			if (ticket === this.#quickTicket) this.#runError = e instanceof Error ? e.message : String(e);
		}
	}

	/** New settings: the quick analyses follow at once; a run's results are dropped. */
	setSettings(patch: Partial<TableRunSettings>): void {
		this.#settings = { ...this.#settings, ...patch };
		this.cancel();
		this.#full = null;
		this.#status = 'idle';
		void this.#runQuick();
	}

	/** Marks benchmarks lower-is-better (stored with the table) and analyses again. */
	async setLowerIsBetter(benchmarks: readonly string[]): Promise<void> {
		const record = this.#record;
		if (!record) return;
		const next = await this.#tables.update(record.id, { lowerIsBetter: [...benchmarks] });
		if (!next || this.#record !== record) return;
		this.#record = next;
		this.setSettings({});
	}

	renamed(record: ScoreTableRecord): void {
		if (this.#record?.id === record.id) this.#record = record;
	}

	async run(): Promise<void> {
		const record = this.#record;
		if (!record) return;
		this.cancel();
		const controller = new AbortController();
		this.#controller = controller;
		this.#status = 'running';
		this.#runError = null;
		this.#startedAt = performance.now();
		try {
			const full = await analyzeInWorker(record.table, this.#options(true), controller.signal);
			if (this.#controller !== controller) return;
			this.#full = full;
			this.#status = 'done';
			this.#seconds = (performance.now() - this.#startedAt) / 1000;
		} catch (e) {
			if (this.#controller !== controller) return;
			if (e instanceof DOMException && e.name === 'AbortError') this.#status = 'cancelled';
			else {
				this.#status = 'error';
				this.#runError = e instanceof Error ? e.message : String(e);
			}
		} finally {
			if (this.#controller === controller) this.#controller = null;
		}
	}

	cancel(): void {
		const c = this.#controller;
		this.#controller = null;
		if (c) {
			c.abort();
			this.#status = 'cancelled';
		}
	}

	/** The agreement view's results JSON (`perturbation-sandbox/score-table@1`). */
	results(createdAt: string) {
		const record = this.#record;
		const analysis = this.analysis;
		if (!record || !analysis) return null;
		return scoreTableResults(
			record.table,
			{ id: record.id, name: record.name },
			analysis,
			createdAt
		);
	}

	/**
	 * The two-test-set view's results JSON (`perturbation-sandbox/two-test-sets@3`), with the
	 * figures against noise the view measured (none: every noise figure null).
	 */
	twoTestSetResults(
		choice: { condition?: string; original: string; new: string },
		createdAt: string,
		measured?: TwoSetMeasured
	) {
		const record = this.#record;
		if (!record) return null;
		const line = twoTestSets(record.table, choice);
		return twoTestSetResults(
			record.table,
			{ id: record.id, name: record.name },
			choice,
			line,
			createdAt,
			measured
		);
	}
}

const instances = new WeakMap<ScoreTables, TableAnalysis>();

export function tableAnalysisOf(tables: ScoreTables): TableAnalysis {
	let a = instances.get(tables);
	if (!a) {
		a = new TableAnalysis(tables);
		instances.set(tables, a);
	}
	return a;
}

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
import { defaultTablePerturbation } from '../../core/score-table/stability.ts';
import type { TableAggregate } from '../../core/score-table/aggregate.ts';
import {
	scoreTableResults,
	twoTestSetResults,
	twoTestSets,
	type ScoreTableAnalysis,
	type ScoreTableAnalysisOptions
} from '../../core/score-table/results.ts';
import { analyzeInWorker } from '../../engine/ScoreTableClient.ts';
import { storageMessage } from '../../storage/LibraryStore.ts';
import type { ScoreTableRecord } from '../../storage/ScoreTableStore.ts';
import type { ScoreTables } from './ScoreTables.svelte.ts';

export type TableLoad = 'idle' | 'loading' | 'ready' | 'missing' | 'error';
export type RunStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

export interface TableRunSettings {
	readonly bootstrapDraws: number;
	readonly stabilityDraws: number;
	readonly seed: number;
	readonly method: TableAggregate;
	/** Condition of the aggregate ranking (null: the first). */
	readonly condition: string | null;
}

export const DEFAULT_TABLE_SETTINGS: TableRunSettings = {
	bootstrapDraws: 1000,
	stabilityDraws: 500,
	seed: 1,
	method: 'meanScore',
	condition: null
};

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

	async open(id: string): Promise<void> {
		if (this.#id === id && this.#load !== 'error') return;
		this.cancel();
		this.#id = id;
		this.#record = null;
		this.#quick = null;
		this.#full = null;
		this.#status = 'idle';
		this.#settings = DEFAULT_TABLE_SETTINGS;
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

	#options(full: boolean): ScoreTableAnalysisOptions {
		const s = this.#settings;
		const record = this.#record!;
		return {
			lowerIsBetter: record.lowerIsBetter,
			bootstrap: { draws: full ? s.bootstrapDraws : 0, seed: s.seed },
			stability: { draws: s.stabilityDraws, seed: s.seed },
			aggregate: { condition: s.condition ?? undefined, method: s.method },
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

	/** The two-test-set view's results JSON (`perturbation-sandbox/two-test-sets@1`). */
	twoTestSetResults(
		choice: { condition?: string; original: string; new: string },
		createdAt: string
	) {
		const record = this.#record;
		if (!record) return null;
		const line = twoTestSets(record.table, choice);
		return twoTestSetResults(
			record.table,
			{ id: record.id, name: record.name },
			choice,
			line,
			createdAt
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

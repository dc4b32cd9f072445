/**
 * Score tables in the app: the stored ones (listed beside the matrices), the import waiting for
 * review, and the tables derived from per-item datasets.
 *
 * Import: `offer(files)` is the detection hook of the import flow (`AppState.importFiles` asks it
 * first). A single file whose head sniffs as a score table (`src/features/score-tables/formats/sniff.ts`) is read
 * here, in the page (score tables are small; the per-item importer's worker is not needed), and
 * shown in the score-table review, where every reading the sniff proposed (wide models-as-rows
 * or benchmarks-as-rows, long, nested by benchmark or by model) can be chosen, lower-is-better
 * benchmarks ticked, and the file sent to the per-item importer instead. Anything else returns
 * false and goes the usual way.
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { tableFromCategories, tableFromColumns, tableFromMatrices } from '../core/derive.ts';
import type { DeriveProblem, ScoreColumn } from '../core/derive.ts';
import {
	matchFacts,
	mergeFacts,
	withReleaseDate,
	type ModelFacts
} from '../../../formats/model-facts.ts';
import { parseModelsTable, type ModelsTable } from '../../../formats/models-table.ts';
import { parseScoreTable } from '../formats/parse.ts';
import { sniffScoreTable, type ScoreTableSniff } from '../formats/sniff.ts';
import type { ScoreTableChoices, ScoreTableParse } from '../formats/types.ts';
import { msg } from '../../../i18n/catalog.ts';
import { ScoreTableStore, type ScoreTableRecord } from '../storage/ScoreTableStore.ts';
import type { Notices } from '../../../state/Notices.svelte.ts';
import { shelfOfApp, StoredShelf } from '../../../state/StoredShelf.svelte.ts';
import { scoreTableRecord } from './score-table-record.ts';

/** Files the detection looks at: text tables and JSON, up to this size. */
const TEXT_EXTENSIONS = new Set(['csv', 'tsv', 'txt', 'json', 'jsonl', 'ndjson']);
const MAX_BYTES = 32 * 1024 * 1024;
const HEAD_BYTES = 256 * 1024;

interface ScoreTableReview {
	readonly file: File;
	readonly fileName: string;
	readonly text: string;
	readonly sniff: ScoreTableSniff;
	/** Every reading offered (the sniff's proposals), best first. */
	readonly proposals: readonly ScoreTableChoices[];
	readonly choices: ScoreTableChoices;
	readonly parse: ScoreTableParse;
	readonly name: string;
	readonly lowerIsBetter: readonly string[];
	/** A models table dropped with the scores (issue 35), or null. */
	readonly modelsTable: { readonly fileName: string; readonly table: ModelsTable } | null;
	/** Each model's facts (the table's fact columns, then the models table's), by name. */
	readonly modelFacts: ReadonlyMap<string, ModelFacts>;
	/** The models table's names that met no model of the scores. */
	readonly unmatched: readonly string[];
}

/** A models table among two dropped files: it, and the other file. */
async function splitModelsTable(
	files: readonly File[]
): Promise<{ scores: File; models: { fileName: string; table: ModelsTable } | null } | null> {
	if (files.length === 1) return { scores: files[0], models: null };
	if (files.length !== 2) return null;
	for (const [k, f] of files.entries()) {
		if (f.size > MAX_BYTES) continue;
		const table = parseModelsTable(await f.text());
		if (table) {
			return {
				scores: files[1 - k],
				models: { fileName: f.webkitRelativePath || f.name, table }
			};
		}
	}
	return null;
}

/** Facts of the table's columns, then of the models table matched by name. */
function factsOf(
	parse: ScoreTableParse,
	models: ScoreTableReview['modelsTable']
): Pick<ScoreTableReview, 'modelFacts' | 'unmatched'> {
	const byName = new Map(parse.ok ? (parse.modelFacts ?? []) : []);
	if (!parse.ok || !models) return { modelFacts: byName, unmatched: [] };
	const match = matchFacts(models.table.rows, parse.table.models);
	for (const [name, facts] of match.byName) byName.set(name, mergeFacts(byName.get(name), facts));
	return { modelFacts: byName, unmatched: match.unmatched };
}

export class ScoreTables extends StoredShelf<ScoreTableRecord, ScoreTableRecord> {
	readonly #store: ScoreTableStore;
	#review = $state.raw<ScoreTableReview | null>(null);
	/** Set while a file's detection reads it (the start screen shows it as a job). */
	#reading = $state<string | null>(null);

	constructor(store: ScoreTableStore, notices: Notices) {
		super(store, notices);
		this.#store = store;
	}

	protected entryOf(record: ScoreTableRecord): ScoreTableRecord {
		return record;
	}

	get tables(): readonly ScoreTableRecord[] {
		return this.shelved;
	}
	get review(): ScoreTableReview | null {
		return this.#review;
	}
	get reading(): string | null {
		return this.#reading;
	}

	/** The stored record (from the list, else from storage); undefined when there is none. */
	async load(id: string): Promise<ScoreTableRecord | undefined> {
		return this.find(id) ?? (await this.#store.get(id));
	}

	/**
	 * The import flow's detection hook: true when `files` is one score table, now waiting in the
	 * score-table review; false when the usual import should take it.
	 */
	async offer(files: readonly File[]): Promise<boolean> {
		const split = await splitModelsTable(files).catch(() => null);
		if (!split) return false;
		const file = split.scores;
		const fileName = file.webkitRelativePath || file.name;
		const ext = fileName.toLowerCase().split('.').pop() ?? '';
		if (!TEXT_EXTENSIONS.has(ext) || file.size > MAX_BYTES) return false;
		this.#reading = fileName;
		try {
			const complete = file.size <= HEAD_BYTES;
			const head = await file.slice(0, HEAD_BYTES).text();
			let sniff = sniffScoreTable(head, fileName, complete);
			if (!complete && sniff.reason.code === 'incomplete-json' && file.size <= 8 * HEAD_BYTES) {
				sniff = sniffScoreTable(await file.text(), fileName, true);
			}
			if (sniff.kind !== 'score-table' || sniff.proposals.length === 0) return false;
			const text = complete ? head : await file.text();
			const full = complete ? sniff : sniffScoreTable(text, fileName, true);
			const proposals = full.proposals.length ? full.proposals : sniff.proposals;
			this.#review = this.#read(file, fileName, text, full, proposals, proposals[0], {
				previous: null,
				models: split.models
			});
			return true;
		} catch {
			return false; // unreadable here: the usual import says why
		} finally {
			this.#reading = null;
		}
	}

	#read(
		file: File,
		fileName: string,
		text: string,
		sniff: ScoreTableSniff,
		proposals: readonly ScoreTableChoices[],
		choices: ScoreTableChoices,
		from: { previous: ScoreTableReview | null; models: ScoreTableReview['modelsTable'] }
	): ScoreTableReview {
		const { previous, models } = from;
		const parse = parseScoreTable(text, fileName, choices);
		const benchmarks = parse.ok ? parse.table.benchmarks : [];
		const name =
			previous?.name ??
			fileName
				.replace(/\.[^.]+$/, '')
				.trim()
				.slice(0, 200);
		const suggested = parse.ok
			? scoreTableRecord({ table: parse.table, name: 'x', fileName, source: 'file' }).lowerIsBetter
			: [];
		const lowerIsBetter = previous
			? previous.lowerIsBetter.filter((b) => benchmarks.includes(b))
			: suggested;
		return {
			file,
			fileName,
			text,
			sniff,
			proposals,
			choices,
			parse,
			name,
			lowerIsBetter,
			modelsTable: models,
			...factsOf(parse, models)
		};
	}

	/** Reads the reviewed file again another way. */
	rechoose(choices: ScoreTableChoices): void {
		const r = this.#review;
		if (!r) return;
		this.#review = this.#read(r.file, r.fileName, r.text, r.sniff, r.proposals, choices, {
			previous: r,
			models: r.modelsTable
		});
	}

	renameReview(name: string): void {
		if (this.#review) this.#review = { ...this.#review, name };
	}

	setReviewLowerIsBetter(benchmarks: readonly string[]): void {
		if (this.#review) this.#review = { ...this.#review, lowerIsBetter: [...benchmarks] };
	}

	/**
	 * Sets a model's release date in the review (saved with the table on import); false when the
	 * text is not a date. Reading the file another way reads the facts again.
	 */
	setReviewReleaseDate(model: string, text: string): boolean {
		const r = this.#review;
		if (!r) return false;
		const next = withReleaseDate(r.modelFacts.get(model), text);
		if (next === false) return false;
		const facts = new Map(r.modelFacts);
		if (next) facts.set(model, next);
		else facts.delete(model);
		this.#review = { ...r, modelFacts: facts };
		return true;
	}

	cancelReview(): void {
		this.#review = null;
	}

	/** The reviewed file, taken out of this review (to import it as a per-item matrix instead). */
	takeFile(): File | null {
		const file = this.#review?.file ?? null;
		this.#review = null;
		return file;
	}

	/** Stores the reviewed table; returns its record (the one stored before, if the same). */
	async confirmReview(): Promise<ScoreTableRecord | null> {
		const r = this.#review;
		if (!r || !r.parse.ok) return null;
		const record = scoreTableRecord({
			table: r.parse.table,
			name: r.name,
			fileName: r.fileName,
			source: 'file',
			choices: r.parse.choices,
			notes: r.parse.notes,
			lowerIsBetter: r.lowerIsBetter,
			modelFacts: r.modelFacts,
			benchmarkDates: r.parse.benchmarkDates
		});
		const stored = await this.#put(record);
		if (stored) this.#review = null;
		return stored;
	}

	/** Stores a record once (`StoredShelf.putOnce`). */
	#put(record: ScoreTableRecord): Promise<ScoreTableRecord | null> {
		return this.putOnce(record, record.fileName, (file, name) =>
			msg('tables.notice.already', { file, name })
		);
	}

	/**
	 * Derives and stores category x model (one dataset and its category column) or dataset x
	 * model (two or more datasets sharing models). Returns the record, or the problem.
	 */
	async derive(
		spec:
			| { kind: 'categories'; name: string; matrix: ScoreMatrix; column: string }
			| { kind: 'datasets'; datasets: { name: string; matrix: ScoreMatrix }[] }
			/** Columns from anywhere (two test sets: original, new), in that order. */
			| { kind: 'columns'; columns: ScoreColumn[] }
	): Promise<
		{ ok: true; record: ScoreTableRecord } | { ok: false; problem: DeriveProblem | null }
	> {
		const result =
			spec.kind === 'categories'
				? tableFromCategories(spec.matrix, spec.column)
				: spec.kind === 'datasets'
					? tableFromMatrices(spec.datasets)
					: tableFromColumns(spec.columns);
		if (!result.ok) return { ok: false, problem: result.problem };
		const name =
			spec.kind === 'categories'
				? `${spec.name} × ${spec.column}`
				: spec.kind === 'datasets'
					? spec.datasets.map((d) => d.name).join(' + ')
					: spec.columns.map((c) => c.name).join(' → ');
		const record = await this.#put(
			scoreTableRecord({
				table: result.table,
				name,
				fileName: name,
				source: 'derived',
				lowerIsBetter: []
			})
		);
		return record ? { ok: true, record } : { ok: false, problem: null };
	}

	update(
		id: string,
		patch: Partial<Pick<ScoreTableRecord, 'name' | 'lowerIsBetter' | 'modelFacts'>>
	): Promise<ScoreTableRecord | null> {
		return this.changeEntry(id, () => this.#store.update(id, patch));
	}
}

/**
 * The app's one `ScoreTables` (kept with the app), so that the import flow, the start screen and
 * the score-table view share it without the app state knowing its shape (see `shelfOfApp`).
 */
export const scoreTablesOf = shelfOfApp(
	(notices) => new ScoreTables(new ScoreTableStore(), notices)
);

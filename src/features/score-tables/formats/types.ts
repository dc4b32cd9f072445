/**
 * The vocabulary of the score-table parsers: text in, a `ScoreTable` (models x benchmarks x
 * conditions, `src/features/score-tables/core/ScoreTable.ts`) or issues out. Every issue names the file and,
 * where it applies, the record (row) and column — or, in JSON, the key path — and carries a code
 * with its parameters, so the UI can word it in any language; `message` / `hint` are the English
 * wording from `messages.ts`. An issue is structurally an `ImportIssue` (`../../../formats/issues.ts`).
 */
import type { ScoreTable } from '../core/ScoreTable.ts';
import type { ModelFacts } from '../../../formats/model-facts.ts';

export type Delimiter = ',' | '\t' | ';';

/** Wide CSV/TSV: one row per model and one column per benchmark, or transposed. */
export interface WideChoices {
	readonly format: 'wide';
	readonly delimiter: Delimiter;
	readonly orientation: 'models-as-rows' | 'benchmarks-as-rows';
	/** 0-based column holding the row names (models or benchmarks). Default 0. */
	readonly idColumn?: number;
	/** Models as rows: 0-based column naming each row's condition, or absent for none. */
	readonly conditionColumn?: number;
	/** Column or row names to leave out (e.g. `params`, `organization`). */
	readonly exclude?: readonly string[];
}

/** Long CSV/TSV/JSONL/JSON records: one row per (model, benchmark[, condition]). */
export interface LongChoices {
	readonly format: 'long';
	/** `jsonl`: one JSON object per line; `json`: an array of records (or an object holding one). */
	readonly container: 'csv' | 'jsonl' | 'json';
	readonly delimiter?: Delimiter;
	readonly columns: {
		readonly model: string;
		readonly benchmark: string;
		readonly score: string;
		readonly stderr?: string;
		readonly condition?: string;
	};
	/** A second score for the same cell: an error (default) or the mean of both. */
	readonly duplicates?: 'error' | 'mean';
}

/** Nested JSON `{ benchmark: { model: score } }`, optionally under one key per condition. */
export interface NestedChoices {
	readonly format: 'nested-json';
	/** What the outer keys of a `{ a: { b: score } }` block name. Default `benchmark`. */
	readonly outer: 'benchmark' | 'model';
}

export type ScoreTableChoices = WideChoices | LongChoices | NestedChoices;

export type IssueCode =
	| 'empty-file'
	| 'not-json'
	| 'json-not-object'
	| 'csv-syntax'
	| 'no-data-rows'
	| 'empty-name'
	| 'duplicate-name'
	| 'duplicate-cell'
	| 'not-a-number'
	| 'decimal-comma'
	| 'number-too-large'
	| 'boolean-score'
	| 'negative-stderr'
	| 'extra-fields'
	| 'missing-column'
	| 'bad-record'
	| 'mixed-depth'
	| 'too-few-models'
	| 'no-benchmarks'
	| 'bad-choice'
	| 'not-a-score-table'
	| 'too-many-issues';

/** Parameters of an issue or note (names, values, counts), for the wording. */
export type Params = Readonly<Record<string, string | number>>;

export interface ScoreTableIssue {
	readonly file: string;
	/** 1-based record number (the header is row 1); JSON lines: the line number. */
	readonly row?: number;
	/** 1-based column number. */
	readonly column?: number;
	readonly columnName?: string;
	/** JSON: the keys leading to the value, joined by ' › '. */
	readonly path?: string;
	readonly code: IssueCode;
	readonly params: Params;
	/** English wording of `code` (messages.ts). */
	readonly message: string;
	readonly hint?: string;
}

export type NoteCode =
	| 'stderr-found'
	| 'orphan-stderr'
	| 'stderr-without-score'
	| 'ignored-text-column'
	| 'ignored-key'
	| 'short-rows'
	| 'percent-cells'
	| 'duplicates-averaged'
	| 'excluded'
	| 'model-facts';

export interface ScoreTableNote {
	readonly code: NoteCode;
	readonly params: Params;
	readonly message: string;
}

export type ScoreTableParse =
	| {
			readonly ok: true;
			readonly table: ScoreTable;
			readonly choices: ScoreTableChoices;
			readonly notes: readonly ScoreTableNote[];
			/**
			 * What the table's fact columns say about each model (release date, size, family:
			 * `fact-columns.ts`), by model name; absent when it has none.
			 */
			readonly modelFacts?: ReadonlyMap<string, ModelFacts>;
			/**
			 * Each benchmark's release date (`YYYY-MM-DD` or `YYYY-MM`) from a long table's
			 * `benchmark_release_date` column (`fact-columns.ts`), by benchmark name; absent when none.
			 */
			readonly benchmarkDates?: ReadonlyMap<string, string>;
	  }
	| { readonly ok: false; readonly issues: readonly ScoreTableIssue[] };

/** Where an issue points. */
export interface Location {
	readonly row?: number;
	readonly column?: number;
	readonly columnName?: string;
	readonly path?: string;
}

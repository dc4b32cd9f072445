/**
 * The contract between the import pipeline and each format's detector and reader: what a
 * detector sees of a file (`Head`) and proposes (`Sniffed`, `Facts`), and what a reader is given
 * (`ReadContext`).
 */
import type { Contribution } from './contribution.ts';
import type { FileChoices, FileOptions } from './choices.ts';
import type { ItemTable } from './item-table.ts';
import type { LmEvalRunConfig } from './run-config.ts';
import type { ImportBudget } from './memory-budget.ts';
import type { IssueParams } from './issues.ts';
import type { Encoding } from './text-stream.ts';
import type { SourceFile } from './source.ts';
import type { ParquetHead } from './parquet-source.ts';

/**
 * What a format's detector claims about the head of a file. The formats registry
 * (`registry.ts`) adds which format it is and the summary's message code, so a detector never
 * spells its own format id.
 */
export interface Claim {
	/** 0-1; the best-scoring format wins. */
	readonly confidence: number;
	/** The summary in English (logs, tests). */
	readonly summary: string;
	/** The summary's parameters for the message catalogs (`import.summary.<format id>`). */
	readonly params?: IssueParams;
	readonly options: Omit<FileOptions, 'formats'>;
	readonly choices: Omit<FileChoices, 'format'>;
	/** Companion facts shared with other files (model names, instance universes). */
	readonly facts?: Facts;
}

/** A format's detector: its claim on a head, or null when the file is not in this format. */
export type Detector = (head: Head) => Claim | null;

/** A format's reader: reads the whole file into `ctx.out` (problems go there too). */
export type Reader = (ctx: ReadContext) => Promise<void>;

/** Facts companion files contribute to their neighbours' proposals. */
export interface Facts {
	/** lm-eval results: model name by run timestamp; and by folder. */
	readonly lmEvalModel?: {
		readonly timestamp: string;
		readonly folder: string;
		readonly model: string;
	};
	/** lm-eval results: the run's configuration (`run-config.ts`), matched like `lmEvalModel`. */
	readonly lmEvalConfig?: {
		readonly timestamp: string;
		readonly folder: string;
		readonly config: LmEvalRunConfig;
	};
	/** HELM run_spec: model, scenario and configuration (`run-config.ts`) by folder. */
	readonly helmRun?: {
		readonly folder: string;
		readonly model: string;
		readonly scenario: string;
		readonly config?: readonly (readonly [string, string])[];
	};
	/** HELM per_instance_stats: the scenario of a run folder. */
	readonly helmScenario?: string;
	/** Inspect: the task of a log (item ids get the task as prefix when tasks differ). */
	readonly inspectTask?: string;
	/** Long tables: rows repeat an (item, model) pair with an attempt or trials column. */
	readonly repeatedTrials?: boolean;
	/** The benchmark (or leaderboard) a file says it holds: the dataset's proposed name. */
	readonly benchmark?: string;
	/**
	 * What tells this file's run apart from other runs of the same model (a SWE-bench report's
	 * run id, the agent system): several files of one model are named by it instead of numbered.
	 */
	readonly variant?: string;
}

/** What a file looks like to the detectors. */
export interface Head {
	readonly name: string;
	readonly size: number;
	readonly encoding: Encoding;
	/** Decoded text of the first bytes (the whole file when `complete`). */
	readonly text: string;
	readonly complete: boolean;
	/** The parsed document when the file is a JSON document (read whole). */
	readonly json?: unknown;
	/** Parsed first lines when the file looks like JSONL. */
	readonly jsonLines?: readonly unknown[];
	/** A Parquet file's metadata and first rows (its `text` is empty). */
	readonly parquet?: ParquetHead;
}

/** Passed to every reader. */
export interface ReadContext {
	readonly file: SourceFile;
	readonly encoding: Encoding;
	readonly choices: FileChoices;
	readonly items: ItemTable;
	readonly out: Contribution;
	/** Reports bytes read (progress). */
	readonly onBytes: (n: number) => void;
	/** Facts from the other files of this import. */
	readonly facts: readonly Facts[];
	/** All files of this import (HELM reads instances.json next to per_instance_stats.json). */
	readonly siblings: readonly {
		readonly file: SourceFile;
		readonly format: string;
		readonly encoding: Encoding;
		/** Files before it with the same name (`Expanded.nth`). */
		readonly nth: number;
	}[];
	/**
	 * How many files of this import before this one have its name (with its folder): files dropped
	 * without their folders are paired with their neighbours in the order dropped.
	 */
	readonly nth: number;
	/** Set when the file is Parquet: its metadata and first rows (read it by row group). */
	readonly parquet?: ParquetHead;
	readonly signal?: AbortSignal;
	/**
	 * The import's memory budget. When `budget.packed` (every file of the import is a wide table
	 * with items as rows) rows are packed (`Contribution.wide`) instead of kept cell by cell, each
	 * growth of the store checked by `budget.wideGuard`.
	 */
	readonly budget: ImportBudget;
	/**
	 * How wide tables' rows are read: 'auto' reads plain UTF-8 rows straight from the bytes
	 * (`plain-rows.ts`); 'papaparse' reads every row through papaparse (tests compare the two).
	 */
	readonly csv?: 'auto' | 'papaparse';
}

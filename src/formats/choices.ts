/**
 * The choices of an import: what the user can choose per file (and what the
 * UI can offer), what detection proposes, and the zod schema the worker checks choices with.
 * See README.md in this folder.
 */
import { z } from 'zod';
import type { DecimalMark } from './cell.ts';
import type { ImportIssue, SummaryText } from './issues.ts';

/**
 * A format's id: a key of the formats registry (`registry.ts`, whose `FormatId` is the exact
 * union). Plain text here, because the format modules import these types and the registry
 * imports the modules.
 */
type FormatName = string;

export interface TableColumns {
	/** Column holding the item id. */
	readonly item: string;
	/** Column holding the model name (long tables). */
	readonly model?: string;
	/** Column holding the score (long tables). */
	readonly score?: string;
	/** Column copied to the item's `category`, or '' for none. */
	readonly category?: string;
	/** Column copied to the item's `cluster`, or '' for none. */
	readonly cluster?: string;
	/** Long tables: column counting the trials each row's score is the mean of, or '' for none. */
	readonly trials?: string;
	/**
	 * Long tables: column whose value prefixes the item id (`benchmark/example`), so items of
	 * several benchmarks in one file stay apart; '' for none.
	 */
	readonly scope?: string;
	/** Other columns kept as item metadata (`meta`); in a wide table they are not models. */
	readonly meta?: readonly string[];
}

/** What the user can change for one file; `analyzeFiles` proposes a complete set. */
export interface FileChoices {
	/** How to read the file; 'skip' leaves it out. */
	readonly format: FormatName | 'skip';
	/** The model's name (formats with one model per file); replaces the detected name. */
	readonly model?: string;
	/** Tables: the delimiter. */
	readonly delimiter?: ',' | '\t' | ';';
	/** Tables: the decimal mark of the numbers (`,` in European spreadsheet exports: `0,85`). */
	readonly decimal?: DecimalMark;
	/** Wide tables: items as rows (the usual) or models as rows (flipped). */
	readonly orientation?: 'items-as-rows' | 'models-as-rows';
	/** Tables: which column is which. */
	readonly columns?: TableColumns;
	/**
	 * The score to take: lm-eval metric key (`acc`), Inspect scorer (`match`, or `scorer/key` for
	 * dict-valued scores), HELM stat name (`exact_match`), JSON-records field.
	 */
	readonly metric?: string;
	/** lm-eval: the filter (`none`, `strict-match`, `flexible-extract`, ...). */
	readonly filter?: string;
	/**
	 * Where the item's category comes from: lm-eval `task` or a `doc` field, an Inspect metadata
	 * key, HELM `scenario`; '' for none.
	 */
	readonly category?: string;
	/** HELM: the split whose stats are read (`test`, `valid`). */
	readonly split?: string;
	/** Multiplies every score (0.01 turns percentages into fractions). Default 1. */
	readonly scale?: number;
	/** 'unit': scores must lie in [0, 1] after scaling (default); 'any': any finite number. */
	readonly range?: 'unit' | 'any';
}

/** What the UI can offer for one file (lists to pick from). */
export interface FileOptions {
	/** Formats this file can be read as (the detected one first). */
	readonly formats: readonly FormatName[];
	/** Column names (tables, JSON records). */
	readonly columns?: readonly string[];
	/** Metric / scorer / stat names available. */
	readonly metrics?: readonly string[];
	/** lm-eval filters present. */
	readonly filters?: readonly string[];
	/** Category sources available (`task`, doc fields, metadata keys). */
	readonly categories?: readonly string[];
	/** HELM splits present. */
	readonly splits?: readonly string[];
}

export interface FileProposal {
	/** The file's name (zip entries: `archive.zip/inner/path`). */
	readonly name: string;
	readonly size: number;
	/** The detected format, or null when the file is not recognised (choices.format is 'skip'). */
	readonly format: FormatName | null;
	/** One line for the preview: what was recognised. */
	readonly summary: string;
	/** The summary for the message catalogs (`import.summary.<code>`). */
	readonly about: SummaryText;
	readonly options: FileOptions;
	/** Problems that stop this file from being read (it is proposed as 'skip'). */
	readonly issues: readonly ImportIssue[];
	/** The same bytes as an earlier file (proposed as 'skip'). */
	readonly duplicateOf?: string;
	/** Index into the files passed in (zip entries share their archive's index). */
	readonly source: number;
}

/** Everything `buildMatrix` needs besides the files. */
export interface ImportChoices {
	/** One entry per `ImportProposal.files` entry, same order. */
	readonly files: readonly FileChoices[];
	/** Cells a model has no score for: keep missing (scores over available items), count as 0, or drop the item. */
	readonly missing: 'keep' | 'zero' | 'drop-items';
	/** A cell given twice: an error (default) or the average. */
	readonly duplicates: 'error' | 'mean';
}

const FileChoicesSchema = z.object({
	format: z.string(),
	model: z.string().optional(),
	delimiter: z.enum([',', '\t', ';']).optional(),
	decimal: z.enum(['.', ',']).optional(),
	orientation: z.enum(['items-as-rows', 'models-as-rows']).optional(),
	columns: z
		.object({
			item: z.string(),
			model: z.string().optional(),
			score: z.string().optional(),
			category: z.string().optional(),
			cluster: z.string().optional(),
			trials: z.string().optional(),
			scope: z.string().optional(),
			meta: z.array(z.string()).optional()
		})
		.optional(),
	metric: z.string().optional(),
	filter: z.string().optional(),
	category: z.string().optional(),
	split: z.string().optional(),
	scale: z.number().positive().finite().optional(),
	range: z.enum(['unit', 'any']).optional()
});

/** Checks choices that crossed a boundary (from the page to the worker). */
export const ImportChoicesSchema = z.object({
	files: z.array(FileChoicesSchema),
	missing: z.enum(['keep', 'zero', 'drop-items']),
	duplicates: z.enum(['error', 'mean'])
});

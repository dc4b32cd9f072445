/**
 * Problems an import reports instead of throwing. Errors are values: each names the file and,
 * where it applies, the row and column, and says what to do.
 *
 * An issue carries its English sentence (`message`, `hint`: logs and tests) and the same problem
 * as a `code` with its `params`: the view shows `import.issue.<code>` and `import.hint.<code>`
 * from the catalogs (`src/i18n/messages/en-import.ts`, `en-formats.ts`, `en-notes.ts`) in the
 * reader's language, with the file, row and column.
 */

/**
 * The problems worded in the message catalogs (`import.issue.<code>`, `import.hint.<code>`):
 * every one has its message (tests/unit/i18n/import-issue.test.ts enumerates this list).
 */
export const IMPORT_ISSUE_CODES = [
	'not-a-number',
	'decimal-comma',
	'number-too-large',
	'row-length',
	'empty-id',
	'repeated-id',
	'empty-file',
	'no-rows',
	'empty-header-cell',
	'repeated-column',
	'unclosed-quote',
	'too-many-columns',
	'record-too-long',
	'binary-file',
	'blank-file',
	'not-recognised',
	'unknown-json',
	'file-empty-bytes',
	'file-too-large',
	'import-crashed',
	'not-saved',
	'alpaca-bad-entry',
	'alpaca-bad-preference',
	'alpaca-no-model',
	'alpaca-not-list',
	'binary-kind',
	'cannot-read-as',
	'choices-count',
	'choices-invalid',
	'duplicate-cell',
	'duplicate-cell-first',
	'file-unreadable',
	'helm-bad-entry',
	'helm-no-instances',
	'helm-no-stat',
	'helm-not-list',
	'inspect-bad-value',
	'inspect-entry-json',
	'inspect-no-id',
	'inspect-no-samples',
	'inspect-not-eval-zip',
	'inspect-not-log',
	'inspect-zip-no-header',
	'json-empty',
	'json-invalid',
	'json-too-large',
	'jsonl-invalid',
	'jsonl-line-too-long',
	'lcb-not-leaderboard',
	'lm-eval-doc-id',
	'lm-eval-metric-missing',
	'lm-eval-metric-not-number',
	'lm-eval-no-filter',
	'lm-eval-no-metric',
	'lm-eval-no-samples',
	'lm-eval-not-sample',
	'long-header-missing',
	'long-json-no-records',
	'long-line-not-object',
	'long-no-columns',
	'long-no-records',
	'long-record-not-object',
	'long-row-missing',
	'long-score-not-finite',
	'long-trials-invalid',
	'matrix-invalid',
	'matrix-repeated-item',
	'matrix-repeated-model',
	'matrix-row-count',
	'matrix-row-length',
	'model-no-scores',
	'no-complete-item',
	'no-shared-item',
	'no-scores',
	'one-item',
	'one-model',
	'read-as',
	'score-range',
	'score-range-scaled',
	'swebench-bad-id',
	'swebench-empty',
	'swebench-not-report',
	'too-many-models',
	'unknown-format',
	'zip-bomb',
	'zip-compression',
	'zip-damaged',
	'zip-damaged-detail',
	'zip-entry-empty',
	'zip-entry-error',
	'zip-entry-rejected',
	'zip-in-zip',
	'zip-no-results',
	'zip-too-many',
	'memory-file',
	'memory-long',
	'memory-cells',
	'memory-matrix',
	'import-worker-crashed',
	'read-again-failed',
	'promptfoo-not-results',
	'parquet-unreadable',
	'xlsx-unreadable',
	'xlsx-too-large',
	'lighteval-not-details',
	'parquet-row-group',
	'parquet-not-recognised',
	'eee-aggregate-only',
	'eee-no-samples',
	'eee-not-sample',
	'eee-bad-score',
	'arena-bad-line',
	'arena-bad-verdict',
	'arena-no-judgments',
	'promptfoo-bad-result',
	'inconsistent-matrix'
] as const;

export type ImportIssueCode = (typeof IMPORT_ISSUE_CODES)[number];

/** Parameters of a coded issue: ids, names and values as written in the file, and counts. */
export type IssueParams = Readonly<Record<string, string | number>>;

/**
 * What a detector recognised in a file, for the message catalogs (`import.summary.<code>` in
 * `messages/en-formats.ts`); the English `summary` beside it stays for logs and tests. Optional
 * parts are flagged `yes`/`no` (`hasMetric`…), names and counts are parameters.
 */
export interface SummaryText {
	readonly code: SummaryCode;
	readonly params?: IssueParams;
}

/**
 * A summary's message: a format id of the registry, or one of the summaries of a file that is
 * no format's (`zipped-folder`, `cannot-read`, `not-recognised`). Every one has its
 * `import.summary.<code>` message (tests/unit/formats/registry.test.ts).
 */
type SummaryCode = string;

/** `yes` or `no`: whether an optional part of a summary is there. */
export const has = (v: unknown): 'yes' | 'no' => (v ? 'yes' : 'no');

export interface ImportIssue {
	readonly file: string;
	/** 1-based record number in the file; the header is row 1. */
	readonly row?: number;
	/** 1-based column number. */
	readonly column?: number;
	readonly columnName?: string;
	/** What is wrong. */
	readonly message: string;
	/** What to do about it. */
	readonly hint?: string;
	/** The problem, for the message catalogs (every problem has one: the view words it). */
	readonly code: ImportIssueCode;
	readonly params?: IssueParams;
}

/** "results.csv, row 5, column 3 (“gpt-4”): not a number: “abc”. Use …" */
export function describeIssue(issue: ImportIssue): string {
	const where = [issue.file];
	if (issue.row !== undefined) where.push(`row ${issue.row}`);
	if (issue.column !== undefined) {
		where.push(
			issue.columnName !== undefined
				? `column ${issue.column} (“${issue.columnName}”)`
				: `column ${issue.column}`
		);
	} else if (issue.columnName !== undefined) where.push(`column “${issue.columnName}”`);
	return `${where.join(', ')}: ${issue.message}${issue.hint ? ` ${issue.hint}` : ''}`;
}

/** Truncates a value quoted in a message. */
export function shown(s: string, max = 40): string {
	return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** Stop collecting problems after this many per file: the first ones say enough. */
export const MAX_ISSUES = 20;

/**
 * Notes: what an import did that the person should know but that does not stop it (rows left
 * out, cells averaged, a file read as Latin-1, scores divided by 100), and what a stored dataset's
 * page says about it (missing cells, scores outside 0-1).
 *
 * A note is a `code` with its `params` (the view words it from the catalogs: `note.<code>` in
 * `src/i18n/messages/en-notes.ts`, in the reader's language) and its English `text` (logs, tests,
 * the import lock, and the stored record's `notes`). The English is made here, from the code, so
 * the two always say the same thing (tests/unit/i18n/notes.test.ts compares them with the
 * catalog's English). `noteFromText` reads the code back from a text (records stored before notes
 * carried codes).
 */
import type { IssueParams } from './issues.ts';

export interface ImportNote {
	readonly code: NoteCode;
	readonly params: IssueParams;
	/** The note in English, as it was worded before notes carried codes. */
	readonly text: string;
}

type P = IssueParams;
const q = (s: string | number | undefined) => `“${s}”`;

/** The English of each note, from its parameters (file, count, names as read). */
const ENGLISH = {
	// assemble.ts
	'items-unscored': (p: P) => `${p.count} items with no score from any model were left out.`,
	'items-dropped': (p: P) => `${p.count} items not scored for every model were dropped.`,
	'zero-filled': (p: P) => `${p.count} missing cells were counted as 0.`,
	'items-mismatch': (p: P) =>
		`${q(p.model)} (${p.files}) has no score for ${grouped(p.count)} of the ${grouped(p.total)} items, such as ${p.examples}.`,
	'items-mismatch-more': (p: P) =>
		`${p.count} more model${Number(p.count) === 1 ? ' lacks' : 's lack'} some of the items.`,
	'details-truncated': () => 'Some long item texts or outputs were shortened for the item view.',
	'epoch-dates': (p: P) =>
		`The column ${q(p.field)} holds dates as ${p.unit} since 1970; they are kept as dates (YYYY-MM-DD).`,
	// merge-cells.ts, merge-wide.ts
	'range-total': (p: P) => `${p.count} scores in all are outside 0 to 1.`,
	'duplicates-total': (p: P) => `${p.count} duplicate cells in all.`,
	'duplicates-averaged': (p: P) =>
		`${p.count} cells were given more than once; their scores were averaged.`,
	'unresolved-filled': (p: P) =>
		`${p.count} instances not listed as resolved were counted as unresolved (0).`,
	// the readers
	'alpaca-ties': (p: P) => `${p.file}: ${p.count} ties (preference 0) counted as 0.5.`,
	'helm-perturbed': (p: P) =>
		`${p.file}: ${p.count} perturbed rows were left out (only unperturbed instances are kept).`,
	'helm-no-metric': (p: P) =>
		`${p.file}: ${p.count} instances have no ${q(p.metric)} (left missing).`,
	'helm-no-metric-split': (p: P) =>
		`${p.file}: ${p.count} instances have no ${q(p.metric)} on ${q(p.split)} (left missing).`,
	'lm-eval-filters': (p: P) => `${p.file}: filter ${q(p.filter)} used; also present: ${p.others}.`,
	'inspect-epochs': (p: P) => `${p.file}: scores averaged over ${p.count} epochs.`,
	'inspect-no-score': (p: P) =>
		`${p.file}: ${p.count} samples have no ${q(p.metric)} score (left missing).`,
	'inspect-no-header': (p: P) =>
		`${p.file}: the log has no header; the model is named after the file.`,
	'text-columns-ignored': (p: P) =>
		`${p.file}: ${p.count} text column${Number(p.count) > 1 ? 's were' : ' was'} ignored (models are rows).`,
	'boolean-cells': (p: P) => `${p.file}: ${p.count} cells written as true/false were read as 1/0.`,
	'percent-cells': (p: P) =>
		`${p.file}: ${p.count} cells written as percentages were divided by 100.`,
	'comma-cells': (p: P) =>
		Number(p.count) === 1
			? `${p.file}: 1 number written with a decimal comma (0,85) was read as a decimal (0.85).`
			: `${p.file}: ${p.count} numbers written with a decimal comma (0,85) were read as decimals (0.85).`,
	'promptfoo-errors': (p: P) =>
		`${p.file}: ${p.count} result${Number(p.count) === 1 ? '' : 's'} ended in an error (no answer or no grade); they are missing, not 0.`,
	'promptfoo-repeats': (p: P) =>
		`${p.file}: ${p.count} test${Number(p.count) === 1 ? ' was' : 's were'} run more than once per provider (--repeat); their scores are averaged.`,
	'lighteval-no-metric': (p: P) =>
		`${p.file}: ${p.count} item${Number(p.count) === 1 ? ' has' : 's have'} no ${q(p.metric)} score (left missing).`,
	// models-table.ts (issue 35): a models table dropped beside the scores
	'models-table-read': (p: P) =>
		`${p.file}: facts read for ${p.count} model${Number(p.count) === 1 ? '' : 's'} (${p.columns}).`,
	'models-table-unmatched': (p: P) =>
		`${p.file}: ${p.count} model${Number(p.count) === 1 ? ' of this table is' : 's of this table are'} not among the scores and left out, such as ${p.examples}.`,
	'models-table-loose': (p: P) =>
		`${p.file}: ${p.count} name${Number(p.count) === 1 ? '' : 's'} matched a model only once case, spaces and hyphens were set aside.`,
	'fact-cells-bad': (p: P) =>
		`${p.file}: ${p.count} cell${Number(p.count) === 1 ? ' was' : 's were'} left out (not a date or a number as the column needs), such as row ${p.row}, ${q(p.column)}: ${q(p.value)}.`,
	// propose.ts, detect.ts, read-files.ts
	'duplicate-file': (p: P) => `${p.file} has the same content as ${p.first}; it is left out.`,
	'rows-are-trials': (p: P) =>
		`${p.file}: rows repeat the same item and model beside an attempt or trials column; they are averaged as trials.`,
	'same-model-runs': (p: P) =>
		`${p.count} files are runs of the same model ${q(p.model)}; each is named by its run.`,
	'paired-by-order': (p: P) =>
		`${p.count} files named ${q(p.file)} were dropped without their folders; each was paired with the files around it in the order dropped. To be sure, choose the folders or drop a zip.`,
	'same-model': (p: P) =>
		`${p.count} files name the same model ${q(p.model)} for the same items; the later ones were numbered. Rename them in the mapping.`,
	'scale-as-is': (p: P) => `${p.file}: scores range from ${p.min} to ${p.max}; used as they are.`,
	'scale-percent': (p: P) =>
		`${p.file}: scores run from ${p.min} to ${p.max}: read as percentages and divided by 100.`,
	'scale-any': (p: P) =>
		`${p.file}: scores range from ${p.min} to ${p.max} (not 0 to 1); used as they are.`,
	'encoding-latin1': (p: P) =>
		`${p.file}: not valid UTF-8; read as Latin-1 (Windows-1252). Check accented names.`,
	'encoding-other': (p: P) => `${p.file}: read as ${p.encoding}.`,
	'encoding-latin1-late': (p: P) =>
		`${p.file}: not valid UTF-8 past its start; read as Latin-1 (Windows-1252).`,
	// state/dataset-record.ts: the dataset's page
	'missing-cells': (p: P) =>
		`${grouped(p.missing)} of ${grouped(p.total)} cells are missing; each model is scored over its non-missing items.`,
	'not-unit-scale': () => 'Some scores lie outside 0–1; they are shown as plain numbers.'
} as const satisfies Record<string, (p: P) => string>;

function grouped(n: string | number | undefined): string {
	return Number(n).toLocaleString('en-US');
}

type NoteCode = keyof typeof ENGLISH;

/** Every note code (each has its `note.<code>` message: tests/unit/i18n/notes.test.ts). */
export const NOTE_CODES = Object.keys(ENGLISH) as NoteCode[];

/** A note: its code, parameters and English text. */
export function importNote(code: NoteCode, params: IssueParams = {}): ImportNote {
	return { code, params, text: ENGLISH[code](params) };
}

/** The English texts of notes (logs, tests, the stored record). */
export const noteTexts = (notes: readonly ImportNote[]): string[] => notes.map((n) => n.text);

// ---- Reading a code back from its English (records stored before notes carried codes) ----

const N = '(\\d+)';
const GROUPED = '([\\d,]+)';
const ANY = '(.+?)';

/** Each code's English as a pattern and the parameters its groups hold, in order. */
const PATTERNS: ReadonlyArray<readonly [NoteCode, RegExp, readonly string[]]> = (
	[
		['items-unscored', `${N} items with no score from any model were left out\\.`, ['count']],
		['items-dropped', `${N} items not scored for every model were dropped\\.`, ['count']],
		['zero-filled', `${N} missing cells were counted as 0\\.`, ['count']],
		[
			'items-mismatch',
			`“${ANY}” \\(${ANY}\\) has no score for ${GROUPED} of the ${GROUPED} items, such as ${ANY}\\.`,
			['model', 'files', 'count', 'total', 'examples']
		],
		['items-mismatch-more', `${N} more models? lacks? some of the items\\.`, ['count']],
		[
			'details-truncated',
			'Some long item texts or outputs were shortened for the item view\\.',
			[]
		],
		[
			'epoch-dates',
			`The column “${ANY}” holds dates as (seconds|milliseconds) since 1970; they are kept as dates \\(YYYY-MM-DD\\)\\.`,
			['field', 'unit']
		],
		['range-total', `${N} scores in all are outside 0 to 1\\.`, ['count']],
		['duplicates-total', `${N} duplicate cells in all\\.`, ['count']],
		[
			'duplicates-averaged',
			`${N} cells were given more than once; their scores were averaged\\.`,
			['count']
		],
		[
			'unresolved-filled',
			`${N} instances not listed as resolved were counted as unresolved \\(0\\)\\.`,
			['count']
		],
		['alpaca-ties', `${ANY}: ${N} ties \\(preference 0\\) counted as 0\\.5\\.`, ['file', 'count']],
		[
			'helm-perturbed',
			`${ANY}: ${N} perturbed rows were left out \\(only unperturbed instances are kept\\)\\.`,
			['file', 'count']
		],
		[
			'helm-no-metric-split',
			`${ANY}: ${N} instances have no “${ANY}” on “${ANY}” \\(left missing\\)\\.`,
			['file', 'count', 'metric', 'split']
		],
		[
			'helm-no-metric',
			`${ANY}: ${N} instances have no “${ANY}” \\(left missing\\)\\.`,
			['file', 'count', 'metric']
		],
		[
			'lm-eval-filters',
			`${ANY}: filter “${ANY}” used; also present: ${ANY}\\.`,
			['file', 'filter', 'others']
		],
		['inspect-epochs', `${ANY}: scores averaged over ${N} epochs\\.`, ['file', 'count']],
		[
			'inspect-no-score',
			`${ANY}: ${N} samples have no “${ANY}” score \\(left missing\\)\\.`,
			['file', 'count', 'metric']
		],
		[
			'inspect-no-header',
			`${ANY}: the log has no header; the model is named after the file\\.`,
			['file']
		],
		[
			'text-columns-ignored',
			`${ANY}: ${N} text columns? (?:were|was) ignored \\(models are rows\\)\\.`,
			['file', 'count']
		],
		[
			'boolean-cells',
			`${ANY}: ${N} cells written as true/false were read as 1/0\\.`,
			['file', 'count']
		],
		[
			'percent-cells',
			`${ANY}: ${N} cells written as percentages were divided by 100\\.`,
			['file', 'count']
		],
		[
			'comma-cells',
			`${ANY}: ${N} numbers? written with a decimal comma \\(0,85\\) (?:was|were) read as (?:a decimal|decimals) \\(0\\.85\\)\\.`,
			['file', 'count']
		],
		[
			'promptfoo-errors',
			`${ANY}: ${N} results? ended in an error \\(no answer or no grade\\); they are missing, not 0\\.`,
			['file', 'count']
		],
		[
			'promptfoo-repeats',
			`${ANY}: ${N} tests? (?:was|were) run more than once per provider \\(--repeat\\); their scores are averaged\\.`,
			['file', 'count']
		],
		[
			'lighteval-no-metric',
			`${ANY}: ${N} items? (?:has|have) no “${ANY}” score \\(left missing\\)\\.`,
			['file', 'count', 'metric']
		],
		[
			'models-table-read',
			`${ANY}: facts read for ${N} models? \\(${ANY}\\)\\.`,
			['file', 'count', 'columns']
		],
		[
			'models-table-unmatched',
			`${ANY}: ${N} models? of this table (?:is|are) not among the scores and left out, such as ${ANY}\\.`,
			['file', 'count', 'examples']
		],
		[
			'models-table-loose',
			`${ANY}: ${N} names? matched a model only once case, spaces and hyphens were set aside\\.`,
			['file', 'count']
		],
		[
			'fact-cells-bad',
			`${ANY}: ${N} cells? (?:was|were) left out \\(not a date or a number as the column needs\\), such as row ${N}, “${ANY}”: “${ANY}”\\.`,
			['file', 'count', 'row', 'column', 'value']
		],
		[
			'duplicate-file',
			`${ANY} has the same content as ${ANY}; it is left out\\.`,
			['file', 'first']
		],
		[
			'rows-are-trials',
			`${ANY}: rows repeat the same item and model beside an attempt or trials column; they are averaged as trials\\.`,
			['file']
		],
		[
			'same-model-runs',
			`${N} files are runs of the same model “${ANY}”; each is named by its run\\.`,
			['count', 'model']
		],
		[
			'paired-by-order',
			`${N} files named “${ANY}” were dropped without their folders; each was paired with the files around it in the order dropped\\. To be sure, choose the folders or drop a zip\\.`,
			['count', 'file']
		],
		[
			'same-model',
			`${N} files name the same model “${ANY}” for the same items; the later ones were numbered\\. Rename them in the mapping\\.`,
			['count', 'model']
		],
		[
			'scale-any',
			`${ANY}: scores range from ${ANY} to ${ANY} \\(not 0 to 1\\); used as they are\\.`,
			['file', 'min', 'max']
		],
		[
			'scale-as-is',
			`${ANY}: scores range from ${ANY} to ${ANY}; used as they are\\.`,
			['file', 'min', 'max']
		],
		[
			'scale-percent',
			`${ANY}: scores run from ${ANY} to ${ANY}: read as percentages and divided by 100\\.`,
			['file', 'min', 'max']
		],
		[
			'encoding-latin1',
			`${ANY}: not valid UTF-8; read as Latin-1 \\(Windows-1252\\)\\. Check accented names\\.`,
			['file']
		],
		[
			'encoding-latin1-late',
			`${ANY}: not valid UTF-8 past its start; read as Latin-1 \\(Windows-1252\\)\\.`,
			['file']
		],
		['encoding-other', `${ANY}: read as (UTF-16LE|UTF-16BE)\\.`, ['file', 'encoding']],
		[
			'missing-cells',
			`${GROUPED} of ${GROUPED} cells are missing; each model is scored over its non-missing items\\.`,
			['missing', 'total']
		],
		['not-unit-scale', 'Some scores lie outside 0–1; they are shown as plain numbers\\.', []]
	] as const
).map(([code, source, names]) => [code, new RegExp(`^${source}$`, 's'), names] as const);

const NUMBERS = new Set(['count', 'missing', 'total']);

/**
 * The note an English text says, when it is one of ours (its English, made again from what was
 * read back, is the text itself); null for any other text.
 */
export function noteFromText(text: string): ImportNote | null {
	for (const [code, re, names] of PATTERNS) {
		const m = re.exec(text);
		if (!m) continue;
		const params: Record<string, string | number> = {};
		names.forEach((name, k) => {
			const v = m[k + 1];
			params[name] = NUMBERS.has(name) ? Number(v.replaceAll(',', '')) : v;
		});
		const note = importNote(code, params);
		if (note.text === text) return note;
	}
	return null;
}

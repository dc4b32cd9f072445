/**
 * English wording of every issue and note of the score-table parsers, in one table so that it can
 * move into the i18n message files as it is: each entry takes the issue's `params`.
 */
import type {
	IssueCode,
	Location,
	NoteCode,
	Params,
	ScoreTableIssue,
	ScoreTableNote
} from './types.ts';

type Wording = (p: Params) => { message: string; hint?: string };

const q = (v: string | number | undefined) => `“${v ?? ''}”`;

const ISSUE_TEXT: Readonly<Record<IssueCode, Wording>> = {
	'empty-file': () => ({
		message: 'The file is empty.',
		hint: 'Export the table again, or choose another file.'
	}),
	'not-json': (p) => ({
		message: `Not valid JSON: ${p.detail}.`,
		hint: 'Check that the file is complete (not cut off) and is JSON, not a CSV.'
	}),
	'json-not-object': (p) => ({
		message: `Expected an object of benchmarks (or of conditions), found ${p.found}.`,
		hint: 'Write { "benchmark": { "model": score } } or { "condition": { "benchmark": { "model": score } } }; a list of records is read as a long table.'
	}),
	'csv-syntax': (p) => ({
		message: `The table cannot be read here: ${p.detail}.`,
		hint: 'Check the quoting of this row (a quote opened and never closed?).'
	}),
	'no-data-rows': () => ({
		message: 'The table has a header but no rows.',
		hint: 'Add one row per model (or per benchmark).'
	}),
	'empty-name': (p) => ({
		message: `This ${p.what} has no name.`,
		hint: `Give every ${p.what} a name, or remove the row or column.`
	}),
	'duplicate-name': (p) => ({
		message: `The ${p.what} ${q(p.name)} appears twice (first ${p.firstRow !== undefined ? `in row ${p.firstRow}` : p.firstColumn !== undefined ? `in column ${p.firstColumn}` : `at ${p.firstPath ?? '?'}`}).`,
		hint: `Rename one of them, or remove the duplicate.`
	}),
	'duplicate-cell': (p) => ({
		message: `A second score for ${q(p.model)} on ${q(p.benchmark)}${p.condition ? ` under ${q(p.condition)}` : ''} (first ${p.firstRow !== undefined ? `in row ${p.firstRow}` : `at ${p.firstPath ?? '?'}`}).`,
		hint: 'Remove the duplicate, or choose “average duplicates”.'
	}),
	'not-a-number': (p) => ({
		message: `Not a number: ${q(p.value)}.`,
		hint: 'Scores must be numbers (0.75 or 75%); leave the cell empty or write NA when there is none.'
	}),
	'decimal-comma': (p) => ({
		message: `${q(p.value)} uses a decimal comma.`,
		hint: `Write ${p.fixed}, or export the file with a decimal point.`
	}),
	'number-too-large': (p) => ({
		message: `${q(p.value)} is too large a number.`,
		hint: 'Check this cell.'
	}),
	'boolean-score': (p) => ({
		message: `${q(p.value)} is true/false, not a score.`,
		hint: 'A score table holds aggregate scores (accuracies, win rates); per-item 0/1 results belong in a score matrix.'
	}),
	'negative-stderr': (p) => ({
		message: `A standard error cannot be negative: ${p.value}.`,
		hint: 'Check this cell.'
	}),
	'extra-fields': (p) => ({
		message: `This row has ${p.found} fields but the header has ${p.expected}.`,
		hint: 'Check the delimiter and the quoting of this row.'
	}),
	'missing-column': (p) => ({
		message: `No ${p.role} column (looked for ${p.tried}).`,
		hint: `Choose which column holds the ${p.role}; the file has: ${p.columns}.`
	}),
	'bad-record': (p) => ({
		message: `Not a record: ${p.detail}.`,
		hint: 'Each line (or list entry) must be a JSON object such as {"model": "a", "benchmark": "b", "score": 0.7}.'
	}),
	'mixed-depth': (p) => ({
		message: `Nested ${p.found} deep here but ${p.expected} deep elsewhere.`,
		hint: 'Nest every score the same way: { benchmark: { model: score } }, or { condition: { benchmark: { model: score } } }.'
	}),
	'too-few-models': (p) => ({
		message: `Only ${p.models} model${p.models === 1 ? '' : 's'} with a score; a ranking needs at least 2.`,
		hint: 'Check the orientation (models as rows or as columns) and the chosen columns.'
	}),
	'no-benchmarks': () => ({
		message: 'No benchmark with a score.',
		hint: 'Check the orientation (models as rows or as columns) and the chosen columns.'
	}),
	'bad-choice': (p) => ({
		message: `This choice does not fit the file: ${p.detail}.`,
		hint: 'Choose again from the options offered.'
	}),
	'not-a-score-table': (p) => ({
		message: `This does not look like a score table: ${p.reason}.`,
		hint: 'Import it as a score matrix (items x models) instead, or choose the table format by hand.'
	}),
	'too-many-issues': (p) => ({
		message: `…and ${p.more} more problems like these.`,
		hint: 'Fix the first ones and import again.'
	})
};

export const NOTE_TEXT: Readonly<Record<NoteCode, (p: Params) => string>> = {
	'stderr-found': (p) =>
		`Read ${p.count} standard-error ${p.count === 1 ? 'column' : 'columns'} (${p.names}) as standard errors, not benchmarks.`,
	'orphan-stderr': (p) =>
		`${q(p.name)} looks like standard errors but there is no ${q(p.base)} to attach them to; left out.`,
	'stderr-without-score': (p) =>
		`${p.count} standard ${p.count === 1 ? 'error has' : 'errors have'} no score beside ${p.count === 1 ? 'it' : 'them'}; left out.`,
	'ignored-text-column': (p) => `${q(p.name)} holds text, not scores; left out.`,
	'ignored-key': (p) => `${q(p.name)} is not a table of scores; left out.`,
	'short-rows': (p) =>
		`${p.count} ${p.count === 1 ? 'row is' : 'rows are'} shorter than the header; the missing cells are empty.`,
	'percent-cells': (p) =>
		`${p.count} cells written as percentages (75%) were read as fractions (0.75).`,
	'duplicates-averaged': (p) => `${p.count} duplicate scores were averaged.`,
	excluded: (p) => `Left out as chosen: ${p.names}.`,
	'model-facts': (p) =>
		`Read as facts about the models, not benchmarks: ${p.names}${Number(p.bad) ? ` (${p.bad} ${Number(p.bad) === 1 ? 'cell that is' : 'cells that are'} not a date or a number left out)` : ''}.`
};

export function makeIssue(
	file: string,
	code: IssueCode,
	params: Params = {},
	at: Location = {}
): ScoreTableIssue {
	const w = ISSUE_TEXT[code](params);
	const where = Object.fromEntries(Object.entries(at).filter(([, v]) => v !== undefined));
	return { file, ...where, code, params, message: w.message, ...(w.hint ? { hint: w.hint } : {}) };
}

export function makeNote(code: NoteCode, params: Params = {}): ScoreTableNote {
	return { code, params, message: NOTE_TEXT[code](params) };
}

/** Issues collected up to a cap, then one `too-many-issues` issue counting the rest. */
export class IssueList {
	readonly items: ScoreTableIssue[] = [];
	private more = 0;
	constructor(
		readonly file: string,
		private readonly cap = 50
	) {}
	add(code: IssueCode, params: Params = {}, at: Location = {}): void {
		if (this.items.length < this.cap) this.items.push(makeIssue(this.file, code, params, at));
		else this.more++;
	}
	get count(): number {
		return this.items.length + this.more;
	}
	done(): ScoreTableIssue[] {
		return this.more
			? [...this.items, makeIssue(this.file, 'too-many-issues', { more: this.more })]
			: this.items;
	}
}

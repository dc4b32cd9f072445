/**
 * A models table: a small CSV/TSV or JSON list with one row per model, a model column and facts
 * only (release date or month, training cut-off, parameters, training tokens, compute, family;
 * `model-facts.ts` names the columns), dropped beside the scores. It holds no scores: it is a
 * companion, and its rows are matched to the dataset's models by name (`matchFacts`) once the
 * scores are read. Columns that say nothing to the app (a display name, notes) are allowed and
 * left out; any other column makes the file something else (a score table, a long table).
 */
import { parseCsv, stripBom } from '../features/score-tables/formats/csv.ts';
import { guessDelimiter } from '../features/score-tables/formats/csv.ts';
import { isObject, keysOf, own, parseJson, scalarText } from './json-safe.ts';
import { factFieldOf, factValue, type FactField, type ModelFacts } from './model-facts.ts';
import type { Claim, Head } from './read-context.ts';
import { headTable, looksLikeJson, recordFields, recordsOf } from './table-head.ts';

/** Column names of the model. */
const MODEL_NAMES = ['model', 'model_name', 'name', 'model_id', 'model_repr', 'id', 'system'];
/** Columns read as the full name or the link. */
const FULL_NAMES = ['full_name', 'hf_id', 'huggingface_id', 'hugging_face_id', 'model_full_name'];
const LINK_NAMES = ['link', 'url', 'homepage', 'model_link', 'model_url'];
/** Columns allowed in a models table that the app does not read. */
const IGNORED = ['display_name', 'notes', 'note', 'organization', 'org', 'developer', 'source'];

const fold = (s: string) =>
	s
		.trim()
		.toLowerCase()
		.replace(/[\s-]+/g, '_');

/** What each column of a models table is. */
interface ModelsTableColumns {
	readonly model: string;
	readonly facts: Readonly<Partial<Record<FactField, string>>>;
	readonly fullName?: string;
	readonly link?: string;
}

/** The columns of a models table's header, or null when it is not one. */
export function modelsTableColumns(header: readonly string[]): ModelsTableColumns | null {
	const model = MODEL_NAMES.map((n) => header.find((h) => fold(h) === n)).find(
		(h) => h !== undefined
	);
	if (model === undefined) return null;
	const facts: Partial<Record<FactField, string>> = {};
	let fullName: string | undefined;
	let link: string | undefined;
	for (const h of header) {
		if (h === model || h.trim() === '') continue;
		const key = fold(h);
		const field = factFieldOf(h);
		if (field && facts[field] === undefined) facts[field] = h;
		else if (FULL_NAMES.includes(key) || (MODEL_NAMES.includes(key) && !fullName)) fullName = h;
		else if (LINK_NAMES.includes(key)) link ??= h;
		else if (!IGNORED.includes(key)) return null;
	}
	if (!Object.keys(facts).length) return null;
	return { model, facts, fullName, link };
}

function describe(columns: ModelsTableColumns): string {
	return Object.values(columns.facts).join(', ');
}

export function sniffModelsTable(head: Head): Claim | null {
	let columns: ModelsTableColumns | null = null;
	if (head.json !== undefined) {
		const found = recordsOf(head.json);
		if (found) columns = modelsTableColumns(recordFields(found.records));
	} else if (!looksLikeJson(head.text)) {
		const table = headTable(head, 2);
		if (table?.delimiter) columns = modelsTableColumns(table.header);
	}
	if (!columns) return null;
	return {
		confidence: 0.97,
		summary: `Models table: ${describe(columns)} for each model (no scores; matched to the models by name).`,
		params: { columns: describe(columns) },
		options: {},
		choices: {}
	};
}

interface ModelsTableRow {
	readonly name: string;
	readonly facts: ModelFacts;
}

/** Cells left out: how many, and where the first is. */
interface Bad {
	readonly count: number;
	readonly row: number;
	readonly column: string;
	readonly value: string;
}

export interface ModelsTable {
	readonly rows: readonly ModelsTableRow[];
	readonly columns: ModelsTableColumns;
	/** Cells that are not what their column holds (left out): how many, and the first. */
	readonly bad: Bad | null;
}

/** Fields of a record by column name (CSV row or JSON record), with its 1-based row. */
interface FactRecord {
	readonly row: number;
	readonly get: (column: string) => string;
}

/**
 * The rows of a models table's text, or null when the text is not one. A cell that is not what
 * its column holds is left out and counted (the first is named); a row without a model name is
 * left out.
 */
export function parseModelsTable(text: string): ModelsTable | null {
	const body = stripBom(text);
	let header: string[];
	let records: FactRecord[];
	if (looksLikeJson(body)) {
		const parsed = parseJson(body);
		const found = parsed.ok ? recordsOf(parsed.value) : null;
		if (!found) return null;
		header = recordFields(found.records);
		records = found.records.filter(isObject).map((r, k) => ({
			row: k + 1,
			get: (c: string) => (keysOf(r).includes(c) ? (scalarText(own(r, c)) ?? '') : '')
		}));
	} else {
		const csv = parseCsv(body, guessDelimiter(body));
		const [head, ...rest] = csv.records;
		if (!head) return null;
		header = head.fields.map((h) => h.trim());
		records = rest.map((r) => ({
			row: r.record,
			get: (c: string) => r.fields[header.indexOf(c)] ?? ''
		}));
	}
	const columns = modelsTableColumns(header);
	if (!columns) return null;
	let first: Omit<Bad, 'count'> | null = null;
	let badCount = 0;
	const rows: ModelsTableRow[] = [];
	for (const r of records) {
		const name = r.get(columns.model).trim();
		if (!name) continue;
		const facts: Record<string, string | number> = {};
		for (const [field, column] of Object.entries(columns.facts) as [FactField, string][]) {
			const v = factValue(field, r.get(column));
			if (v === null) {
				const value = r.get(column).trim().slice(0, 40);
				first ??= { row: r.row, column, value };
				badCount++;
			} else if (v !== undefined) facts[field] = v;
		}
		const full = columns.fullName ? r.get(columns.fullName).trim() : '';
		const link = columns.link ? r.get(columns.link).trim() : '';
		if (full && full !== name) facts.fullName = full;
		if (link) facts.link = link;
		rows.push({ name, facts: facts as ModelFacts });
	}
	return { rows, columns, bad: first ? { ...first, count: badCount } : null };
}

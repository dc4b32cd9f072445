/**
 * Does a file look like a score table (models x benchmarks of aggregate scores) or like a per-item
 * score matrix (items x models), and how should it be read? Looks at the head of the file only
 * (the first records of a CSV; a JSON document must be complete). Returns a confidence in [0, 1],
 * the reason as a code with parameters (English wording in `SNIFF_TEXT`), and for a score table
 * the proposed choices, best first — a wide table is always offered in both orientations.
 */
import { guessDelimiter, parseCsv, stripBom } from './csv.ts';
import { readCell } from './cells.ts';
import { guessLongColumns, ITEM_COLUMNS, LONG_ALIASES, recordList } from './long.ts';
import { isObject, nestingDepth } from './nested.ts';
import { pairStderr } from './stderr-names.ts';
import type { Delimiter, Params, ScoreTableChoices, WideChoices } from './types.ts';

type SniffCode =
	| 'empty'
	| 'incomplete-json'
	| 'not-json'
	| 'json-matrix'
	| 'nested-scores'
	| 'uneven-nesting'
	| 'records-with-item'
	| 'records-with-benchmark'
	| 'records-other'
	| 'item-column'
	| 'long-columns'
	| 'stderr-columns'
	| 'benchmark-header'
	| 'model-header'
	| 'binary-cells'
	| 'aggregate-values'
	| 'no-numbers';

const SNIFF_TEXT: Readonly<Record<SniffCode, (p: Params) => string>> = {
	empty: () => 'the file is empty',
	'incomplete-json': () => 'only part of this JSON file was read',
	'not-json': () => 'it starts like JSON but does not parse',
	'json-matrix': () => 'it is a per-item matrix in this app’s JSON format (models, items, scores)',
	'nested-scores': (p) =>
		`nested scores: ${p.levels === 3 ? 'condition › benchmark › model' : 'benchmark › model'}${p.stderr ? ', with standard errors' : ''}`,
	'uneven-nesting': () => 'nested objects, but not all to the same depth',
	'records-with-item': (p) => `records with an item column (“${p.column}”): one row per item`,
	'records-with-benchmark': (p) =>
		`records with model, benchmark and score columns (“${p.benchmark}”)`,
	'records-other': () => 'records without a benchmark column',
	'item-column': (p) => `the header has an item column (“${p.column}”): one row per item`,
	'long-columns': (p) =>
		`model, benchmark and score columns (“${p.model}”, “${p.benchmark}”, “${p.score}”)`,
	'stderr-columns': (p) => `${p.count} standard-error columns beside the benchmarks`,
	'benchmark-header': (p) => `the first column (“${p.name}”) names benchmarks`,
	'model-header': (p) =>
		`the first column (“${p.name}”) names models and the cells are aggregate scores`,
	'binary-cells': (p) =>
		`every cell is 0 or 1 over ${p.rows} rows x ${p.columns} columns: per-item results`,
	'aggregate-values': () => 'few rows and columns of fractional scores',
	'no-numbers': () => 'no column of numbers'
};

export interface ScoreTableSniff {
	readonly kind: 'score-table' | 'per-item-matrix' | 'unknown';
	readonly confidence: number;
	readonly reason: { readonly code: SniffCode; readonly params: Params };
	/** English wording of the reason. */
	readonly message: string;
	/** For a score table: how to read it, best first (empty otherwise). */
	readonly proposals: readonly ScoreTableChoices[];
}

function result(
	kind: ScoreTableSniff['kind'],
	confidence: number,
	code: SniffCode,
	params: Params = {},
	proposals: readonly ScoreTableChoices[] = []
): ScoreTableSniff {
	return {
		kind,
		confidence,
		reason: { code, params },
		message: SNIFF_TEXT[code](params),
		proposals
	};
}

const fold = (s: string) =>
	s
		.trim()
		.toLowerCase()
		.replace(/[\s-]+/g, '_');
const MODEL_HEADERS = new Set<string>([...LONG_ALIASES.model, '']);
const BENCHMARK_HEADERS = new Set<string>([...LONG_ALIASES.benchmark, 'metric', 'subject']);
const CONDITION_HEADERS = new Set<string>(LONG_ALIASES.condition);

/** Sniffs `text` (the whole file, or its head with `complete: false`) named `fileName`. */
export function sniffScoreTable(text: string, fileName: string, complete = true): ScoreTableSniff {
	const t = stripBom(text).trimStart();
	if (!t) return result('unknown', 0, 'empty');
	const ext = fileName.toLowerCase().split('.').pop() ?? '';
	if (t[0] === '{' || t[0] === '[') {
		if (ext === 'jsonl' || ext === 'ndjson' || looksLikeJsonLines(t)) return sniffJsonLines(t);
		if (!complete) return result('unknown', 0.1, 'incomplete-json');
		let doc: unknown;
		try {
			doc = JSON.parse(t);
		} catch {
			return result('unknown', 0, 'not-json');
		}
		return sniffJson(doc);
	}
	return sniffCsv(t, complete);
}

function looksLikeJsonLines(t: string): boolean {
	const lines = t.split(/\r\n|\n|\r/, 3).filter((l) => l.trim());
	if (lines.length < 2) return false;
	try {
		return lines.every((l) => isObject(JSON.parse(l)));
	} catch {
		return false;
	}
}

function sniffJsonLines(t: string): ScoreTableSniff {
	const rows: unknown[] = [];
	for (const line of t.split(/\r\n|\n|\r/).slice(0, 200)) {
		if (!line.trim()) continue;
		try {
			rows.push(JSON.parse(line));
		} catch {
			break;
		}
	}
	return sniffRecords(rows, 'jsonl');
}

function sniffJson(doc: unknown): ScoreTableSniff {
	if (isObject(doc) && 'models' in doc && 'items' in doc && 'scores' in doc) {
		return result('per-item-matrix', 0.95, 'json-matrix');
	}
	const list = recordList(doc);
	if (list) return sniffRecords(list.list, 'json');
	if (!isObject(doc)) return result('unknown', 0, 'no-numbers');
	const inner = perItemRecordsInside(doc);
	if (inner) return inner;
	const tables = Object.entries(doc).filter(([, v]) => isObject(v));
	const depths = tables.map(([, v]) => nestingDepth(v));
	const levels = Math.max(0, ...depths) + 1;
	const proposals: ScoreTableChoices[] = [
		{ format: 'nested-json', outer: 'benchmark' },
		{ format: 'nested-json', outer: 'model' }
	];
	if (!tables.length) return result('unknown', 0.05, 'no-numbers');
	if (levels > 3 || depths.some((d) => d !== levels - 1)) {
		// Nested, but not evenly: reading it says exactly where.
		return result('score-table', 0.4, 'uneven-nesting', {}, proposals);
	}
	const top = pairStderr(tables.map(([k]) => k));
	const stderr = top.stderrOf.some((b) => b >= 0) || hasInnerStderr(tables.map(([, v]) => v));
	return result(
		'score-table',
		stderr || levels === 3 ? 0.95 : 0.85,
		'nested-scores',
		{ levels, stderr: stderr ? 1 : 0 },
		proposals
	);
}

/**
 * A results log that keeps its per-item records one level down (promptfoo's `{evalId, results:
 * {version, results: [{id, testIdx, provider, score, …}]}, config}`): per-item, not a score table
 * whose nesting is uneven. Null when no list of records inside an object holds an item column.
 */
function perItemRecordsInside(doc: Record<string, unknown>): ScoreTableSniff | null {
	for (const v of Object.values(doc)) {
		if (!isObject(v)) continue;
		for (const list of Object.values(v)) {
			if (!Array.isArray(list) || !list.length || !list.every(isObject)) continue;
			const s = sniffRecords(list, 'json');
			if (s.kind === 'per-item-matrix') return s;
		}
	}
	return null;
}

/** A long table's choices from the columns guessed; null without a model, benchmark and score. */
function longChoice(
	cols: ReturnType<typeof guessLongColumns>,
	container: 'csv' | 'json' | 'jsonl',
	delimiter?: Delimiter
): ScoreTableChoices | null {
	const { model, benchmark, score } = cols;
	if (!model || !benchmark || !score) return null;
	const columns = { model, benchmark, score, stderr: cols.stderr, condition: cols.condition };
	return delimiter === undefined
		? { format: 'long', container, columns }
		: { format: 'long', container, delimiter, columns };
}

function hasInnerStderr(blocks: unknown[]): boolean {
	return blocks.some((b) => isObject(b) && pairStderr(Object.keys(b)).stderrOf.some((x) => x >= 0));
}

function sniffRecords(rows: readonly unknown[], container: 'json' | 'jsonl'): ScoreTableSniff {
	const keys = new Set<string>();
	for (const r of rows.slice(0, 200)) if (isObject(r)) for (const k of Object.keys(r)) keys.add(k);
	const names = [...keys];
	const item = names.find((n) => ITEM_COLUMNS.includes(fold(n)));
	if (item !== undefined)
		return result('per-item-matrix', 0.85, 'records-with-item', { column: item });
	const cols = guessLongColumns(names);
	const choice = longChoice(cols, container);
	if (choice && cols.benchmark) {
		return result('score-table', 0.9, 'records-with-benchmark', { benchmark: cols.benchmark }, [
			choice
		]);
	}
	return result('unknown', 0.1, 'records-other');
}

function sniffCsv(t: string, complete: boolean): ScoreTableSniff {
	const delimiter = guessDelimiter(t);
	const csv = parseCsv(t, delimiter);
	const records = csv.records.slice(0, complete ? 2001 : Math.min(2001, csv.records.length - 1));
	const [head, ...body] = records;
	if (!head) return result('unknown', 0, 'empty');
	const header = head.fields.map((h) => h.trim());
	const item = header.find((h) => ITEM_COLUMNS.includes(fold(h)) || h.startsWith('meta:'));
	if (item !== undefined) return result('per-item-matrix', 0.9, 'item-column', { column: item });
	return sniffLongCsv(header, delimiter) ?? sniffWideCsv(header, body, delimiter);
}

/** A long table (one row per model and benchmark), when the header names its columns. */
function sniffLongCsv(header: readonly string[], delimiter: Delimiter): ScoreTableSniff | null {
	const cols = guessLongColumns(header);
	const { model, benchmark, score } = cols;
	const choice = longChoice(cols, 'csv', delimiter);
	if (!choice || !model || !benchmark || !score) return null;
	return result('score-table', 0.9, 'long-columns', { model, benchmark, score }, [choice]);
}

/** The cells right of the first column: how many are set, numbers, and 0 or 1. */
function cellCounts(body: readonly { fields: string[] }[]) {
	let numbers = 0;
	let binary = 0;
	let cells = 0;
	for (const r of body) {
		for (let c = 1; c < r.fields.length; c++) {
			const v = readCell(r.fields[c]);
			if (v.kind === 'missing') continue;
			cells++;
			if (v.kind === 'value') {
				numbers++;
				if (v.value === 0 || v.value === 1) binary++;
			}
		}
	}
	return { numbers, binary, cells };
}

/** A wide table: a score table either way round, a per-item matrix, or not a table of scores. */
function sniffWideCsv(
	header: readonly string[],
	body: readonly { fields: string[] }[],
	delimiter: Delimiter
): ScoreTableSniff {
	const { numbers, binary, cells } = cellCounts(body);
	const first = fold(header[0] ?? '');
	const condIndex = header.findIndex((h, c) => c > 0 && CONDITION_HEADERS.has(fold(h)));
	const wide = (orientation: WideChoices['orientation']): WideChoices => ({
		format: 'wide',
		delimiter,
		orientation,
		...(orientation === 'models-as-rows' && condIndex > 0 ? { conditionColumn: condIndex } : {})
	});
	const both = (best: WideChoices['orientation']) => [
		wide(best),
		wide(best === 'models-as-rows' ? 'benchmarks-as-rows' : 'models-as-rows')
	];
	if (numbers === 0) return result('unknown', 0.05, 'no-numbers');
	const allBinary = binary === numbers && numbers > 0;
	const rows = body.length;
	const columns = header.length - 1;
	const stderrColumns = pairStderr(header.slice(1)).stderrOf.filter((b) => b >= 0).length;
	if (stderrColumns > 0) {
		return result(
			'score-table',
			0.95,
			'stderr-columns',
			{ count: stderrColumns },
			both('models-as-rows')
		);
	}
	const stderrRows = pairStderr(body.map((r) => (r.fields[0] ?? '').trim())).stderrOf.filter(
		(b) => b >= 0
	).length;
	if (stderrRows > 0) {
		return result(
			'score-table',
			0.95,
			'stderr-columns',
			{ count: stderrRows },
			both('benchmarks-as-rows')
		);
	}
	if (BENCHMARK_HEADERS.has(first)) {
		return result(
			'score-table',
			0.8,
			'benchmark-header',
			{ name: header[0] },
			both('benchmarks-as-rows')
		);
	}
	if (allBinary && (rows > 50 || columns > 50)) {
		return result('per-item-matrix', 0.75, 'binary-cells', { rows, columns });
	}
	if (MODEL_HEADERS.has(first)) {
		return result('score-table', 0.8, 'model-header', { name: header[0] }, both('models-as-rows'));
	}
	if (!allBinary && numbers >= cells / 2) {
		return result(
			'score-table',
			0.55,
			'aggregate-values',
			{},
			both(rows >= columns ? 'models-as-rows' : 'benchmarks-as-rows')
		);
	}
	return result('unknown', 0.2, 'no-numbers');
}

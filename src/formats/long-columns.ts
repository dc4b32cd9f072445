/**
 * Which column of a long table (one row per item and model) is which, from the names and the
 * values of the head's rows:
 *
 * - **item** and **model**: by name (`item_id`, `example_id`, …; `model`, `agent`, …), else by
 *   content: the text column with the most distinct values is the item, the one with the fewest
 *   the model (a table has more items than models).
 * - **trials per cell**: a numeric column named `count`, `n`, `trials`, `epochs`, `samples`, … —
 *   never the score.
 * - **score**: a numeric column, never one already used for the item, the model or the trials:
 *   by name (`score`, `pass1`, `pass@1`, `correct`, `acc`, `resolved`, `value`, …), else the first
 *   numeric column left, one with every value in [0, 1] first; attempt numbers (`epoch`, `seed`)
 *   and ids are never taken.
 * - **category** and **cluster**: by name, as before; a benchmark column (`benchmark_id`, `eval`,
 *   `dataset`, …) with several values in the head becomes the category **and the scope of item
 *   ids** (`benchmark/example_id`), so the same example id under two benchmarks stays two items;
 *   with one value it is kept as metadata only.
 * - Rows that repeat an (item, model) pair in the head of a table with an attempt column
 *   (`epoch`, `attempt`, `trial`, …) or a trials column are repeated trials: the proposal averages
 *   them (each row counts as its trials, one when it has none).
 */
import { parseCell, type DecimalMark } from './cell.ts';
import { ITEM_NAMES, MODEL_NAMES } from './table-columns.ts';

/** Score names, best first. */
const SCORE_NAMES = [
	'score',
	'pass1',
	'pass@1',
	'pass_at_1',
	'pass_1',
	'correct',
	'is_correct',
	'acc',
	'accuracy',
	'resolved',
	'value',
	'passed',
	'pass',
	'exact_match',
	'em',
	'result',
	'reward',
	'success',
	'solved',
	'win',
	'preference',
	'label'
];
/** Names of a column counting the trials a row's score is the mean of. */
const TRIALS_NAMES = [
	'trials',
	'n_trials',
	'num_trials',
	'count',
	'n',
	'k',
	'epochs',
	'n_epochs',
	'num_epochs',
	'samples',
	'n_samples',
	'num_samples',
	'attempts',
	'n_attempts',
	'num_attempts',
	'repeats',
	'n_runs',
	'num_runs'
];
/** Names of a column numbering the attempts (one row per attempt). */
const ATTEMPT_NAMES = [
	'epoch',
	'attempt',
	'attempt_id',
	'trial',
	'trial_id',
	'try',
	'repeat',
	'repetition',
	'run',
	'run_id',
	'run_index',
	'seed',
	'sample_idx',
	'sample_index'
];
const CATEGORY_NAMES = [
	'category',
	'subject',
	'difficulty',
	'task',
	'domain',
	'topic',
	'subset',
	'dataset',
	'group',
	'type',
	'split'
];
/** Names of a column saying which benchmark a row belongs to. */
const BENCHMARK_NAMES = [
	'benchmark',
	'benchmark_id',
	'benchmark_name',
	'bench',
	'eval',
	'eval_id',
	'eval_name',
	'evaluation',
	'suite',
	'dataset',
	'dataset_id',
	'dataset_name',
	'task',
	'task_name'
];
const CLUSTER_NAMES = [
	'cluster',
	'cluster_id',
	'passage_id',
	'context_id',
	'group_id',
	'conversation_id'
];

/** What the head's rows say about one column. */
interface ColumnFacts {
	/** Every value is a number (true/false count as 0/1); null when the column has no value. */
	readonly numeric: boolean | null;
	/** Every value is a number in [0, 1]. */
	readonly unit: boolean;
	/** Every value is a whole number. */
	readonly whole: boolean;
	readonly distinct: number;
}

export interface LongGuess {
	readonly item?: string;
	readonly model?: string;
	readonly score?: string;
	readonly trials?: string;
	readonly category?: string;
	readonly cluster?: string;
	/** The column item ids are prefixed with (a benchmark column with several values). */
	readonly scope?: string;
}

/** The facts of one column from its values (strings of a CSV head, or JSON values). */
export function columnFacts(values: Iterable<unknown>, decimal: DecimalMark = '.'): ColumnFacts {
	let numeric: boolean | null = null;
	let unit = true;
	let whole = true;
	const seen = new Set<string>();
	for (const v of values) {
		if (v === null || v === undefined) continue;
		let x: number | null;
		if (typeof v === 'number') x = Number.isFinite(v) ? v : null;
		else if (typeof v === 'boolean') x = v ? 1 : 0;
		else if (typeof v === 'string') {
			const p = parseCell(v, decimal);
			if (p.kind === 'missing') continue;
			x = p.kind === 'value' ? p.value : null;
		} else continue;
		seen.add(String(v).trim());
		if (x === null) {
			numeric = false;
			continue;
		}
		if (numeric === null) numeric = true;
		if (!(x >= 0 && x <= 1)) unit = false;
		if (!Number.isInteger(x)) whole = false;
	}
	return { numeric, unit: unit && numeric === true, whole, distinct: seen.size };
}

/** The names in header order by their normalised spelling (trimmed, lower case, `_` for spaces). */
function normalisedNames(names: readonly string[]): Map<string, string[]> {
	const out = new Map<string, string[]>();
	for (const n of names) {
		const key = normalise(n);
		const list = out.get(key);
		if (list) list.push(n);
		else out.set(key, [n]);
	}
	return out;
}

function normalise(name: string): string {
	return name
		.trim()
		.toLowerCase()
		.replace(/[\s-]+/g, '_');
}

/** The first name (in the order of `wanted`) a column has, other than `used`, passing `ok`. */
function pick(
	names: Map<string, string[]>,
	wanted: readonly string[],
	used: ReadonlySet<string>,
	ok: (name: string) => boolean = () => true
): string | undefined {
	for (const w of wanted) {
		const hit = names.get(w)?.find((n) => !used.has(n) && ok(n));
		if (hit !== undefined) return hit;
	}
	return undefined;
}

/** Ids and attempt numbers: numeric, but never a score. */
function neverScore(name: string): boolean {
	const n = normalise(name);
	return ATTEMPT_NAMES.includes(n) || /(^|_)(id|idx|index)$/.test(n) || n === 'id';
}

/** The head's rows as cells aligned with the header (strings of a CSV, values of JSON records). */
export type HeadRows = readonly (readonly unknown[])[];

/** Cells of column `c` that are not blank. */
function cellsOf(rows: HeadRows, c: number): unknown[] {
	return rows.map((r) => r[c]).filter((v) => v !== null && v !== undefined && v !== '');
}

/** Whether no (item, column) pair repeats in the rows: the column keys the rows with the item. */
function pairsUnique(rows: HeadRows, item: number, c: number): boolean {
	const seen = new Set<string>();
	for (const r of rows) {
		const key = `${String(r[item] ?? '').length}:${String(r[item] ?? '')}${String(r[c] ?? '')}`;
		if (seen.has(key)) return false;
		seen.add(key);
	}
	return true;
}

/**
 * Proposes the columns of a long table (see the module comment) from its header and the head's
 * rows (cells aligned with the header; empty when only the names are known).
 */
export function guessLong(
	header: readonly string[],
	rows: HeadRows,
	decimal: DecimalMark = '.'
): LongGuess {
	const names = normalisedNames(header);
	const at = new Map(header.map((h, c) => [h, c] as const));
	const factsOf = new Map(
		header.map((h, c) => [h, rows.length ? columnFacts(cellsOf(rows, c), decimal) : null])
	);
	const facts = (n: string) => factsOf.get(n) ?? null;
	const numeric = (n: string) => facts(n)?.numeric;
	const used = new Set<string>();
	const take = (name: string | undefined): string | undefined => {
		if (name !== undefined) used.add(name);
		return name;
	};
	const roleNames = [...BENCHMARK_NAMES, ...CATEGORY_NAMES, ...CLUSTER_NAMES, ...TRIALS_NAMES];
	const idLike = (h: string, text: boolean) =>
		!used.has(h) &&
		(text ? numeric(h) === false : numeric(h) === true && facts(h)?.whole) &&
		!roleNames.includes(normalise(h)) &&
		!SCORE_NAMES.includes(normalise(h)) &&
		!ATTEMPT_NAMES.includes(normalise(h));
	const distinct = (h: string) => facts(h)?.distinct ?? 0;
	const most = (list: string[]) =>
		list.reduce<string | undefined>(
			(best, h) => (best === undefined || distinct(h) > distinct(best) ? h : best),
			undefined
		);
	let item = take(pick(names, ITEM_NAMES, used));
	let model = take(pick(names, MODEL_NAMES, used));
	if (!item && rows.length) {
		// By content: the text column with the most distinct values (whole numbers when no text),
		// more than the model's (a table has more items than models).
		const text = header.filter((h) => idLike(h, true));
		const best = most(
			text.length > (model ? 0 : 1) ? text : [...text, ...header.filter((h) => idLike(h, false))]
		);
		if (best !== undefined && (!model || distinct(best) > distinct(model))) item = take(best);
	}
	if (!model && rows.length) {
		// A text column that repeats (a model has many rows) and keys the rows with the item; of
		// those, the one with the fewest distinct values.
		const text = header.filter(
			(h) =>
				idLike(h, true) &&
				distinct(h) <= Math.max(2, rows.length / 2) &&
				(!item || distinct(h) < distinct(item))
		);
		const keyed = item ? text.filter((h) => pairsUnique(rows, at.get(item!)!, at.get(h)!)) : text;
		const pool = keyed.length ? keyed : text;
		model = take(
			pool.reduce<string | undefined>(
				(best, h) => (best === undefined || distinct(h) < distinct(best) ? h : best),
				undefined
			)
		);
	}
	const trials = take(
		pick(names, TRIALS_NAMES, used, (n) => numeric(n) !== false && facts(n)?.whole !== false)
	);
	let score = take(pick(names, SCORE_NAMES, used, (n) => numeric(n) !== false));
	if (!score) {
		// Mostly distinct whole numbers are ids or counts, not scores.
		const idNumbers = (h: string) =>
			facts(h)?.whole === true && distinct(h) > Math.max(2, rows.length / 2);
		const candidates = header.filter(
			(h) => !used.has(h) && numeric(h) === true && !neverScore(h) && !idNumbers(h)
		);
		score = take(candidates.find((h) => facts(h)?.unit) ?? candidates[0]);
	}
	const several = (n: string) => distinct(n) >= 2;
	const benchmark = pick(names, BENCHMARK_NAMES, used, several);
	const category = take(benchmark ?? pick(names, CATEGORY_NAMES, used));
	const cluster = take(pick(names, CLUSTER_NAMES, used));
	return { item, model, score, trials, category, cluster, scope: benchmark };
}

/**
 * Whether the rows repeat an (item, model) pair (under the same scope) while the table has an
 * attempt column or a trials column: repeated trials, to be averaged.
 */
export function repeatsAreTrials(header: readonly string[], rows: HeadRows, g: LongGuess): boolean {
	if (!g.item || !g.model) return false;
	if (!g.trials && !header.some((h) => isAttemptColumn(h))) return false;
	const c = (n: string | undefined) => (n === undefined ? -1 : header.indexOf(n));
	const [i, m, s] = [c(g.item), c(g.model), c(g.scope)];
	const seen = new Set<string>();
	for (const r of rows) {
		const key = JSON.stringify([
			s < 0 ? '' : String(r[s] ?? ''),
			String(r[i] ?? ''),
			String(r[m] ?? '')
		]);
		if (seen.has(key)) return true;
		seen.add(key);
	}
	return false;
}

/** Whether one of `names` is a model column's name (`model`, `agent`, …). */
export function hasModelField(names: readonly string[]): boolean {
	return names.some((n) => MODEL_NAMES.includes(normalise(n)));
}

/** Whether a column is one that numbers attempts (`epoch`, `attempt`, `trial`, …). */
function isAttemptColumn(name: string): boolean {
	return ATTEMPT_NAMES.includes(normalise(name));
}

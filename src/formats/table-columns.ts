/**
 * Which column of a table is which: the names that say "item", "model", "score", "category" or
 * "cluster" (long tables), the roles guessed from the values when names say nothing, and the
 * columns of a wide table's header under the user's choices.
 */
import { parseCell, type DecimalMark } from './cell.ts';
import type { FileChoices } from './choices.ts';
import { shown, type ImportIssue } from './issues.ts';

/** Names of an item id column, best first (long tables and long-table guessing share them). */
export const ITEM_NAMES = [
	'item_id',
	'itemid',
	'item',
	'question_id',
	'instance_id',
	'doc_id',
	'example_id',
	'sample_id',
	'problem_id',
	'prompt_id',
	'task_id',
	'qid',
	'uid',
	'id',
	'instruction',
	'question',
	'prompt'
];
/** Names of a model column, best first. */
export const MODEL_NAMES = [
	'model',
	'model_name',
	'modelname',
	'model_id',
	'models',
	'system',
	'generator',
	'generator_2',
	'agent',
	'submission',
	'llm'
];
const SCORE_NAMES = [
	'score',
	'correct',
	'is_correct',
	'value',
	'pass@1',
	'pass_at_1',
	'passed',
	'pass',
	'resolved',
	'acc',
	'accuracy',
	'exact_match',
	'em',
	'result',
	'reward',
	'success',
	'win',
	'preference',
	'label'
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
const CLUSTER_NAMES = [
	'cluster',
	'cluster_id',
	'passage_id',
	'context_id',
	'group_id',
	'conversation_id'
];

/** The names in header order by their normalised spelling (trimmed, lower case, `_` for spaces). */
function byNormalised(names: readonly string[]): Map<string, string[]> {
	const out = new Map<string, string[]>();
	for (const n of names) {
		const key = n
			.trim()
			.toLowerCase()
			.replace(/[\s-]+/g, '_');
		const list = out.get(key);
		if (list) list.push(n);
		else out.set(key, [n]);
	}
	return out;
}

/** The first name (in header order) spelling the first wanted name, other than `not`. */
function pick(
	names: Map<string, string[]>,
	wanted: readonly string[],
	not: readonly string[] = []
): string | undefined {
	for (const w of wanted) {
		const hit = names.get(w)?.find((n) => !not.includes(n));
		if (hit !== undefined) return hit;
	}
	return undefined;
}

/** Proposes which column is which in a long table (undefined when not found). */
export function guessLongColumns(header: readonly string[]): {
	item?: string;
	model?: string;
	score?: string;
	category?: string;
	cluster?: string;
} {
	const names = byNormalised(header);
	const item = pick(names, ITEM_NAMES);
	const model = pick(names, MODEL_NAMES, item ? [item] : []);
	const score = pick(
		names,
		SCORE_NAMES,
		[item, model].filter((x): x is string => !!x)
	);
	const used = [item, model, score].filter((x): x is string => !!x);
	const category = pick(names, CATEGORY_NAMES, used);
	const cluster = pick(names, CLUSTER_NAMES, category ? [...used, category] : used);
	return { item, model, score, category, cluster };
}

/** First header cells that say the rows are models (a flipped wide table). */
export const MODEL_HEADER =
	/^(model|models|model_?name|model name|name|system|method|architecture|)$/i;

export function looksNumeric(s: string, decimal: DecimalMark = '.'): boolean {
	const p = parseCell(s, decimal);
	return p.kind === 'value';
}

/** Whether a value repeats in the list (an item column of a long table). */
export function repeats(values: readonly string[]): boolean {
	const seen = new Set<string>();
	for (const v of values) {
		if (v && seen.has(v)) return true;
		seen.add(v);
	}
	return false;
}

/** The columns of a wide table's header under the user's choices. */
interface WideColumns {
	readonly idCol: number;
	/** Score columns (models, or items when flipped), in header order. */
	readonly valueCols: number[];
	readonly metaCols: number[];
	/** Header problems (empty or repeated names): the columns are left out. */
	readonly problems: Omit<ImportIssue, 'file'>[];
}

export function wideColumns(header: readonly string[], choices: FileChoices): WideColumns {
	const flipped = choices.orientation === 'models-as-rows';
	const metaSet = new Set(choices.columns?.meta ?? []);
	const wanted = choices.columns?.item;
	const idCol = wanted !== undefined && header.includes(wanted) ? header.indexOf(wanted) : 0;
	const valueCols: number[] = [];
	const metaCols: number[] = [];
	const problems: Omit<ImportIssue, 'file'>[] = [];
	const firstAt = new Map<string, number>();
	for (let c = 0; c < header.length; c++) {
		if (c === idCol) continue;
		const name = header[c];
		if (metaSet.has(name) || /^meta:/i.test(name)) {
			metaCols.push(c);
			continue;
		}
		if (name === '') {
			problems.push({
				row: 1,
				column: c + 1,
				message: 'this header cell is empty.',
				hint: flipped ? 'Give every item column a name.' : 'Give every model column a name.',
				code: 'empty-header-cell',
				params: { what: flipped ? 'item' : 'model' }
			});
			continue;
		}
		const prev = firstAt.get(name);
		if (prev !== undefined) {
			problems.push({
				row: 1,
				column: c + 1,
				columnName: name,
				message: `the ${flipped ? 'item' : 'model'} “${shown(name)}” appears twice (columns ${prev + 1} and ${c + 1}).`,
				hint: 'Rename or remove one of the two columns.',
				code: 'repeated-column',
				params: {
					what: flipped ? 'item' : 'model',
					name: shown(name),
					first: prev + 1,
					second: c + 1
				}
			});
			continue;
		}
		firstAt.set(name, c);
		valueCols.push(c);
	}
	return { idCol, valueCols, metaCols, problems };
}

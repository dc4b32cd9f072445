/**
 * Was every model run the same way? Compares the models' run configurations (flat key -> value
 * text, as the importers read them: `schemas/run-config.ts`) and finds the keys whose values
 * differ, with each difference as a code and its parameters (the view words it), and the cells
 * to highlight in a models x keys table.
 *
 * An unequal setup (one model given 4,096 output tokens, the others 16,384) can explain a ranking
 * better than ability does; this is the check the issue asks for before trusting one.
 *
 * Models whose files carried no configuration are set aside (`without`), not compared as "unset"
 * on every key. A key some compared models have and others lack differs (its value is null for
 * those).
 */

/** One model's configuration: `[key, value]` pairs (any order; a key given twice keeps the last). */
export interface ConfigInput {
	readonly model: string;
	readonly entries: readonly (readonly [string, string])[];
}

/** The models sharing one value of a key (null: the key is not set for them). */
interface ValueGroup {
	readonly value: string | null;
	readonly models: readonly string[];
}

/**
 * How a key's values differ, as data for the view to word:
 * - `one-differs`: a single model has `value`, every other compared model has `others`
 *   ("claude-x ran with max_tokens 4096, the others 16384");
 * - `pair`: two models compared, each with its own value;
 * - `groups`: several values, each with its models, most common first.
 */
export type ConfigDifference =
	| {
			readonly code: 'one-differs';
			readonly key: string;
			readonly model: string;
			readonly value: string | null;
			readonly others: string | null;
			/** How many other models share `others`. */
			readonly count: number;
	  }
	| {
			readonly code: 'pair';
			readonly key: string;
			readonly a: string;
			readonly aValue: string | null;
			readonly b: string;
			readonly bValue: string | null;
	  }
	| { readonly code: 'groups'; readonly key: string; readonly groups: readonly ValueGroup[] };

interface ConfigComparison {
	/** Models with a configuration, in input order (the table's rows). */
	readonly compared: readonly string[];
	/** Models whose files carried no configuration. */
	readonly without: readonly string[];
	/** Every key any compared model has, sorted (the table's columns with "all keys"). */
	readonly keys: readonly string[];
	/** The keys whose values differ among the compared models, sorted. */
	readonly differing: readonly string[];
	/** One per differing key, same order. */
	readonly differences: readonly ConfigDifference[];
	/** `values[m][k]`: model `compared[m]`'s value of `keys[k]`, null when not set. */
	readonly values: readonly (readonly (string | null)[])[];
	/**
	 * `odd[m][k]`: the cell differs from the key's most common value (every cell of a differing key
	 * when no value is more common than the others); always false for keys that do not differ.
	 */
	readonly odd: readonly (readonly boolean[])[];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Groups the models by their value of one key, most common value first (ties: first seen). */
function groupsOf(models: readonly string[], column: readonly (string | null)[]): ValueGroup[] {
	const groups = new Map<string | null, string[]>();
	column.forEach((v, m) => {
		const list = groups.get(v);
		if (list) list.push(models[m]);
		else groups.set(v, [models[m]]);
	});
	return [...groups]
		.map(([value, ms]) => ({ value, models: ms }))
		.sort((x, y) => y.models.length - x.models.length);
}

function differenceOf(key: string, groups: readonly ValueGroup[], n: number): ConfigDifference {
	if (n === 2 && groups.length === 2) {
		return {
			code: 'pair',
			key,
			a: groups[0].models[0],
			aValue: groups[0].value,
			b: groups[1].models[0],
			bValue: groups[1].value
		};
	}
	if (groups.length === 2 && groups[1].models.length === 1) {
		return {
			code: 'one-differs',
			key,
			model: groups[1].models[0],
			value: groups[1].value,
			others: groups[0].value,
			count: groups[0].models.length
		};
	}
	return { code: 'groups', key, groups };
}

/** Compares the models' configurations: which keys differ, how, and which cells to highlight. */
export function compareConfigs(models: readonly ConfigInput[]): ConfigComparison {
	const withConfig = models.filter((m) => m.entries.length > 0);
	const compared = withConfig.map((m) => m.model);
	const without = models.filter((m) => m.entries.length === 0).map((m) => m.model);
	const maps = withConfig.map((m) => new Map<string, string>(m.entries));
	const keySet = new Set<string>();
	for (const map of maps) for (const k of map.keys()) keySet.add(k);
	const keys = [...keySet].sort(byText);
	const values = maps.map((map) => keys.map((k) => map.get(k) ?? null));
	const odd = maps.map(() => keys.map(() => false));
	const differing: string[] = [];
	const differences: ConfigDifference[] = [];
	keys.forEach((key, k) => {
		const column = values.map((row) => row[k]);
		const groups = groupsOf(compared, column);
		if (groups.length < 2) return;
		differing.push(key);
		differences.push(differenceOf(key, groups, compared.length));
		const top = groups[0].models.length;
		const common = groups.filter((g) => g.models.length === top).length === 1 ? groups[0] : null;
		column.forEach((v, m) => {
			odd[m][k] = common === null || v !== common.value;
		});
	});
	return { compared, without, keys, differing, differences, values, odd };
}

/**
 * What a file says about a model besides its scores: its release date, its training cut-off, its
 * size (parameters, training tokens, compute), its family, its full name, a link. The LiveCodeBench
 * leaderboard JSON gives some; a score table may carry them as columns beside the scores
 * (`release_month`, `params`…, `score-table/fact-columns.ts`); a small models table dropped with the
 * scores gives them for any format (`models-table.ts`). Issue 35 ("Released before or after")
 * reads them; the library stores them with the dataset (`schemas/model-facts.ts`).
 *
 * A reader records them on its contribution (`Contribution.modelFacts`); `BuildResult.modelFacts`
 * carries them, aligned with the matrix's models.
 */

export interface ModelFacts {
	/**
	 * The model's release date as `YYYY-MM-DD` or `YYYY-MM` (LiveCodeBench: its `release_date`,
	 * the cut-off the leaderboard filters problems by, which is not always the public release).
	 */
	readonly releaseDate?: string;
	/** The end of its training data, when the source says (`YYYY-MM-DD` or `YYYY-MM`). */
	readonly cutoff?: string;
	/** Parameters (a count: 7e9 for 7B). */
	readonly params?: number;
	/** Training tokens (a count). */
	readonly tokens?: number;
	/** Pre-training compute in FLOPs. */
	readonly compute?: number;
	/** The family or style the source groups it in (LiveCodeBench's `model_style`). */
	readonly family?: string;
	/** The name the source gives in full (a Hugging Face id or an API name). */
	readonly fullName?: string;
	/** A link the source gives for the model. */
	readonly link?: string;
}

/** The facts a column can hold, by field. */
export type FactField = Exclude<keyof ModelFacts, 'fullName' | 'link'>;

/**
 * Column names that hold a fact (compared lower-case, spaces and hyphens as underscores, an
 * optional `model_` in front): a table column named so is a fact, not a benchmark.
 */
const FACT_NAMES: Readonly<Record<FactField, RegExp>> = {
	releaseDate:
		/^(release|released|release_date|release_month|release_day|released_at|date_released|publication_date|published|published_at|version_release_date)$/,
	cutoff:
		/^(cutoff|cut_off|cutoff_date|knowledge_cutoff|training_cutoff|data_cutoff|training_data_cutoff)$/,
	params: /^(params|parameters|n_params|num_params|parameter_count|param_count|size_params)$/,
	tokens:
		/^(tokens|training_tokens|train_tokens|pretraining_tokens|pretrain_tokens|dataset_tokens|n_tokens)$/,
	compute:
		/^(compute|flops|training_compute|train_compute|training_flops|pretraining_compute|pretrain_flops.*|pretraining_flops.*|compute_flops)$/,
	family: /^(family|model_family|model_style|series|model_series)$/
};

/** The fact a column name holds, or null. */
export function factFieldOf(column: string): FactField | null {
	const key = column
		.trim()
		.toLowerCase()
		.replace(/[\s-]+/g, '_')
		.replace(/^model_(?!family|style|series)/, '');
	for (const field of Object.keys(FACT_NAMES) as FactField[]) {
		if (FACT_NAMES[field].test(key)) return field;
	}
	return null;
}

const SUFFIX: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, b: 1e9, g: 1e9, t: 1e12 };

/**
 * A count as people write it: `7000000000`, `7e9`, `7B`, `1.5T`, `70 b`, `3.8e25`, `1,200M`.
 * NaN when it is none of these (or not positive).
 */
export function parseQuantity(text: string): number {
	const m = /^([0-9][0-9,]*(?:\.[0-9]+)?(?:e[+-]?[0-9]+)?)\s*([kmbgt])?$/i.exec(text.trim());
	if (!m) return Number.NaN;
	const v = Number(m[1].replace(/,/g, '')) * (m[2] ? SUFFIX[m[2].toLowerCase()] : 1);
	return v > 0 && Number.isFinite(v) ? v : Number.NaN;
}

/**
 * A date as `YYYY-MM-DD` or `YYYY-MM` from what tables hold: ISO dates (a time after the day is
 * dropped), `YYYY/MM/DD`, `YYYY-MM`, `YYYY/MM`, or epoch milliseconds. Null when it is not one.
 */
export function factDate(text: string): string | null {
	const t = text.trim();
	let m = /^(\d{4})[-/](\d{1,2})(?:[-/](\d{1,2}))?(?:[T ].*)?$/.exec(t);
	if (m) {
		const month = Number(m[2]);
		const day = m[3] === undefined ? null : Number(m[3]);
		if (month < 1 || month > 12) return null;
		const ym = `${m[1]}-${String(month).padStart(2, '0')}`;
		if (day === null) return ym;
		const d = new Date(Date.UTC(Number(m[1]), month - 1, day));
		return d.getUTCDate() === day ? `${ym}-${String(day).padStart(2, '0')}` : null;
	}
	m = /^(\d{11,13})$/.exec(t);
	if (m) return new Date(Number(m[1])).toISOString().slice(0, 10);
	return null;
}

/**
 * A model's facts with its release date typed in a review (`YYYY-MM` or `YYYY-MM-DD`; blank: none),
 * or false when the text is not such a date. Null when no fact is left.
 */
export function withReleaseDate(
	facts: ModelFacts | null | undefined,
	text: string
): ModelFacts | null | false {
	const t = text.trim();
	const date = t ? factDate(t) : null;
	if (t && !(date && /^\d{4}-\d{2}(-\d{2})?$/.test(date))) return false;
	const { releaseDate: _old, ...rest } = facts ?? {};
	const next: ModelFacts = date ? { ...rest, releaseDate: date } : rest;
	return Object.keys(next).length ? next : null;
}

/** One fact from its cell; undefined for a blank cell, null for a value that is not one. */
export function factValue(field: FactField, text: string): string | number | null | undefined {
	const t = text.trim();
	if (!t || /^(na|n\/a|nan|null|none|-|unknown|\?)$/i.test(t)) return undefined;
	if (field === 'releaseDate' || field === 'cutoff') return factDate(t);
	if (field === 'family') return t.slice(0, 200);
	const v = parseQuantity(t);
	return v === v ? v : null;
}

/** Facts with `more` added where `base` has none (the first source naming a fact wins). */
export function mergeFacts(base: ModelFacts | undefined, more: ModelFacts): ModelFacts {
	return { ...more, ...base };
}

/**
 * What one file contributed that the facts need: its models, and the facts by local model index
 * (a `Contribution`; named by shape so that `contribution.ts` can hold `ModelFacts` without an
 * import circle).
 */
interface FactsSource {
	readonly models: readonly string[];
	readonly modelFacts: ReadonlyMap<number, ModelFacts>;
}

/**
 * Each model's facts, aligned with `models` (null for a model no file says anything about);
 * null when no file gave any. The first file naming a fact wins; `byName` (a models table's rows,
 * matched by `matchFacts`) come after the files'.
 */
export function collectModelFacts(
	contributions: readonly FactsSource[],
	models: readonly string[],
	byName: ReadonlyMap<string, ModelFacts> = new Map()
): (ModelFacts | null)[] | null {
	const found = new Map<string, ModelFacts>();
	for (const c of contributions) {
		for (const [local, facts] of c.modelFacts) {
			const name = c.models[local];
			if (name !== undefined) found.set(name, mergeFacts(found.get(name), facts));
		}
	}
	for (const [name, facts] of byName) found.set(name, mergeFacts(found.get(name), facts));
	if (!found.size) return null;
	return models.map((m) => found.get(m) ?? null);
}

/** How a models table's names met the dataset's models. */
interface FactsMatch {
	/** Facts by the dataset's model name. */
	readonly byName: Map<string, ModelFacts>;
	/** The table's names that met no model, in table order. */
	readonly unmatched: string[];
	/** Models matched only once case, spaces and hyphens were set aside. */
	readonly loose: number;
}

const looseKey = (s: string) =>
	s
		.trim()
		.toLowerCase()
		.replace(/[\s_-]+/g, '');

/**
 * Matches a models table's rows to the dataset's models as the importer matches models across
 * files: by name, exactly (names are trimmed); a model's full name (a Hugging Face id the source
 * gave) counts as its name too. A row that meets no model that way meets one whose name is the
 * same once case, spaces, underscores and hyphens are set aside, when exactly one does.
 */
export function matchFacts(
	rows: readonly { readonly name: string; readonly facts: ModelFacts }[],
	models: readonly string[],
	fullNames: readonly (string | undefined)[] = []
): FactsMatch {
	const exact = new Map<string, string>();
	models.forEach((m, k) => {
		exact.set(m, m);
		const full = fullNames[k];
		if (full && !exact.has(full)) exact.set(full, m);
	});
	const loose = new Map<string, string[]>();
	for (const m of models) loose.set(looseKey(m), [...(loose.get(looseKey(m)) ?? []), m]);
	const byName = new Map<string, ModelFacts>();
	const unmatched: string[] = [];
	let looseCount = 0;
	for (const row of rows) {
		const name = row.name.trim();
		let model = exact.get(name);
		if (model === undefined) {
			const candidates = loose.get(looseKey(name)) ?? [];
			if (candidates.length === 1) {
				model = candidates[0];
				looseCount++;
			}
		}
		if (model === undefined) unmatched.push(name);
		else byName.set(model, mergeFacts(byName.get(model), row.facts));
	}
	return { byName, unmatched, loose: looseCount };
}

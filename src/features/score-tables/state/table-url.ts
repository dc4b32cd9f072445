/**
 * The score-table screen's settings and where they live: the URL hash, as for the item-level
 * analysis (`schemas/settings.ts`), so a copied link reopens the same view with the same numbers.
 * Each parameter is read on its own: a bad value falls back to its default instead of discarding
 * the rest. Only values that differ from the default are written.
 *
 * | parameter   | meaning                                                                       |
 * |-------------|-------------------------------------------------------------------------------|
 * | `view`      | `two` = the two-test-set tab; `ranks` = rank confidence sets; absent = agreement |
 * | `condition` | the condition shown (aggregate ranking, two test sets); absent = the first    |
 * | `method`    | aggregate ranking: `meanScore` (default), `meanRank`, `borda`                 |
 * | `bootstrap` | bootstrap draws over models for the mean tau-b, 0 – 100,000 (default 1,000)   |
 * | `draws`     | random draws of each perturbation of the aggregate, 1 – 100,000 (default 500) |
 * | `seed`      | 0 – 4,294,967,295 (default 1)                                                  |
 * | `lower`     | a lower-is-better benchmark (repeated, one per benchmark); `lower=` alone =   |
 * |             | none; absent = as stored with the table                                       |
 * | `original`  | two test sets: the original column                                             |
 * | `new`       | two test sets: the new column                                                  |
 * | `probit`    | two test sets: 1 = probit axes                                                 |
 * | `nOriginal` | two test sets: items in the original test set, 1 – 1,000,000,000 (binomial SE) |
 * | `nNew`      | two test sets: items in the new test set, likewise                             |
 * | `items`     | two test sets: a stored per-item dataset (its id) holding one set's items      |
 * | `itemsFor`  | two test sets: whose items `items` are, `original` or `new` (default `new`)    |
 * | `run`       | 1 = the random draws were run: opening the link runs them again (same seed)   |
 * | `bench`, `level`, `k` | the rank-sets tab's benchmark, level and k (`rank-sets-url.ts`)    |
 *
 * No DOM, no svelte: a pure mapping, unit-tested in `tests/unit/features/score-tables/state/table-url.test.ts`.
 */
import { TABLE_AGGREGATES, type TableAggregate } from '../core/aggregate.ts';

export const MAX_TABLE_DRAWS = 100_000;
export const MAX_TABLE_SEED = 4_294_967_295;
/** Largest item count a test set may be given. */
export const MAX_SET_ITEMS = 1_000_000_000;

export interface TableRunSettings {
	readonly bootstrapDraws: number;
	readonly stabilityDraws: number;
	readonly seed: number;
	readonly method: TableAggregate;
	/** The condition shown (null: the first). */
	readonly condition: string | null;
	/** Benchmarks where lower is better (null: as stored with the table). */
	readonly lowerIsBetter: readonly string[] | null;
}

export const DEFAULT_TABLE_SETTINGS: TableRunSettings = {
	bootstrapDraws: 1000,
	stabilityDraws: 500,
	seed: 1,
	method: 'meanScore',
	condition: null,
	lowerIsBetter: null
};

/** Everything the score-table screen reads from its URL. */
interface TableView {
	readonly tab: 'agreement' | 'two' | 'ranks';
	readonly settings: TableRunSettings;
	/** Two test sets: the chosen columns (null: the table's first two). */
	readonly original: string | null;
	readonly updated: string | null;
	readonly probit: boolean;
	/** Two test sets: each set's item count (null: not given). */
	readonly nOriginal: number | null;
	readonly nNew: number | null;
	/** Two test sets: the stored per-item dataset holding one set's items, and whose. */
	readonly items: string | null;
	readonly itemsFor: 'original' | 'new';
	/** Whether the link asks for the random draws to be run. */
	readonly run: boolean;
}

/** The settings' parameter names (a settings change rewrites exactly these). */
const SETTINGS_PARAMS = ['condition', 'method', 'bootstrap', 'draws', 'seed', 'lower'] as const;

function integer(v: string | null, min: number, max: number, fallback: number): number {
	if (v === null || !/^\d+$/.test(v.trim())) return fallback;
	const n = Number(v);
	return Number.isSafeInteger(n) && n >= min && n <= max ? n : fallback;
}

const nonEmpty = (v: string | null) => (v !== null && v !== '' ? v : null);

/** An item count (1 – MAX_SET_ITEMS), or null when absent or invalid. */
function itemCount(v: string | null): number | null {
	const n = integer(v, 1, MAX_SET_ITEMS, 0);
	return n >= 1 ? n : null;
}

/** Reads the screen's URL parameters; anything invalid takes its default. */
export function tableViewFromParams(params: URLSearchParams): TableView {
	const d = DEFAULT_TABLE_SETTINGS;
	const method = params.get('method');
	const lower = params.getAll('lower');
	return {
		tab:
			params.get('view') === 'two' ? 'two' : params.get('view') === 'ranks' ? 'ranks' : 'agreement',
		settings: {
			method: TABLE_AGGREGATES.includes(method as TableAggregate)
				? (method as TableAggregate)
				: d.method,
			condition: nonEmpty(params.get('condition')),
			bootstrapDraws: integer(params.get('bootstrap'), 0, MAX_TABLE_DRAWS, d.bootstrapDraws),
			stabilityDraws: integer(params.get('draws'), 1, MAX_TABLE_DRAWS, d.stabilityDraws),
			seed: integer(params.get('seed'), 0, MAX_TABLE_SEED, d.seed),
			lowerIsBetter: lower.length ? [...new Set(lower.filter((b) => b !== ''))] : null
		},
		original: nonEmpty(params.get('original')),
		updated: nonEmpty(params.get('new')),
		probit: params.get('probit') === '1',
		nOriginal: itemCount(params.get('nOriginal')),
		nNew: itemCount(params.get('nNew')),
		items: nonEmpty(params.get('items')),
		itemsFor: params.get('itemsFor') === 'original' ? 'original' : 'new',
		run: params.get('run') === '1'
	};
}

/**
 * `params` with the settings written in (defaults left out) and `run` dropped: new settings
 * drop the run's results, so the link no longer asks for them.
 */
export function withTableSettings(
	params: URLSearchParams,
	settings: TableRunSettings
): URLSearchParams {
	const d = DEFAULT_TABLE_SETTINGS;
	const next = new URLSearchParams(params);
	for (const k of SETTINGS_PARAMS) next.delete(k);
	next.delete('run');
	if (settings.condition !== null) next.set('condition', settings.condition);
	if (settings.method !== d.method) next.set('method', settings.method);
	if (settings.bootstrapDraws !== d.bootstrapDraws)
		next.set('bootstrap', String(settings.bootstrapDraws));
	if (settings.stabilityDraws !== d.stabilityDraws)
		next.set('draws', String(settings.stabilityDraws));
	if (settings.seed !== d.seed) next.set('seed', String(settings.seed));
	if (settings.lowerIsBetter !== null) {
		if (settings.lowerIsBetter.length === 0) next.set('lower', '');
		for (const b of settings.lowerIsBetter) next.append('lower', b);
	}
	return next;
}

/** Whether two settings give the same numbers. */
export function sameTableSettings(a: TableRunSettings, b: TableRunSettings): boolean {
	const lower = (x: readonly string[] | null) => (x === null ? null : [...x].sort().join('\u0000'));
	return (
		a.bootstrapDraws === b.bootstrapDraws &&
		a.stabilityDraws === b.stabilityDraws &&
		a.seed === b.seed &&
		a.method === b.method &&
		a.condition === b.condition &&
		lower(a.lowerIsBetter) === lower(b.lowerIsBetter)
	);
}

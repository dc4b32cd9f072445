/**
 * Putting the two-test-set noise figures together for one comparison: each set's standard errors
 * from what the user has (`two-set-noise.ts` `sideErrors`: the per-item matrix of a set, the
 * table's standard errors, or the set's item count), and what the floor is drawn from
 * (`two-set-floor.ts`): the per-item matrix when there is one, else independent redraws of the
 * noisier set (the one whose standard errors have the larger root mean square over the models
 * compared).
 */
import { benchmarkScores, benchmarkStderr, conditionIndex, type ScoreTable } from './ScoreTable.ts';
import type { ItemsSide } from './two-set-items.ts';
import { sideErrors, type SideErrors } from './two-set-noise.ts';
import type { AccuracyOnTheLine } from './two-test-sets.ts';

export type SetSide = 'original' | 'new';

/** What the user gave beyond the scores. */
interface NoiseInputs {
	/** Items in each set (for binomial standard errors), or null. */
	readonly nOriginal: number | null;
	readonly nNew: number | null;
	/** One set's per-item matrix, matched to the table (`itemsSide`), or null. */
	readonly items: { readonly side: SetSide; readonly figures: ItemsSide } | null;
}

export const NO_NOISE_INPUTS: NoiseInputs = { nOriginal: null, nNew: null, items: null };

export interface SetErrors {
	readonly original: SideErrors;
	readonly new: SideErrors;
}

/** 1 for fractions, 0.01 for percentages, null for other scores (no binomial, no probit). */
function shareScale(line: AccuracyOnTheLine): number | null {
	return line.scale === 'unit' ? 1 : line.scale === 'percent' ? 0.01 : null;
}

/** Each set's standard errors for columns `original` and `updated` of `condition`. */
export function setErrors(
	table: ScoreTable,
	columns: { readonly condition?: string; readonly original: string; readonly new: string },
	line: AccuracyOnTheLine,
	inputs: NoiseInputs
): SetErrors {
	const cond = table.conditions[columns.condition ? conditionIndex(table, columns.condition) : 0];
	const scale = shareScale(line);
	const side = (name: string, which: SetSide, n: number | null): SideErrors => {
		const b = table.benchmarks.indexOf(name);
		const items = inputs.items?.side === which ? inputs.items.figures : null;
		return sideErrors({
			scores: benchmarkScores(table, cond, b),
			itemsSE: items?.se ?? null,
			itemsCount: items?.items ?? null,
			tableSE: benchmarkStderr(table, cond, b),
			nItems: n,
			scale
		});
	};
	return {
		original: side(columns.original, 'original', inputs.nOriginal),
		new: side(columns.new, 'new', inputs.nNew)
	};
}

/** Root mean square of `se` over `models` with a standard error (NaN when none has one). */
function rms(se: ArrayLike<number>, models: readonly number[]): number {
	let sum = 0;
	let k = 0;
	for (const m of models) {
		if (se[m] === se[m]) {
			sum += se[m] * se[m];
			k++;
		}
	}
	return k ? Math.sqrt(sum / k) : Number.NaN;
}

/** What the floor is drawn from. Model indices are the table's. */
export type FloorRequest =
	| {
			readonly basis: 'items';
			readonly side: SetSide;
			readonly items: number;
			/** Models of the comparison with items, and their matrix columns. */
			readonly models: readonly number[];
			readonly columns: readonly number[];
	  }
	| {
			readonly basis: 'independent';
			readonly side: SetSide;
			readonly items: number | null;
			/** Models of the comparison with a standard error, their scores and SEs. */
			readonly models: readonly number[];
			readonly scores: Float64Array;
			readonly se: Float64Array;
	  };

/**
 * The floor's source: the per-item matrix when given (and it holds two models of the comparison or
 * more), else the noisier set with standard errors; null when neither set has any (or fewer than
 * two models would be ranked).
 */
export function floorRequest(
	line: AccuracyOnTheLine,
	errors: SetErrors,
	inputs: NoiseInputs
): FloorRequest | null {
	const compared = line.points.map((p) => p.model);
	if (inputs.items && inputs.items.figures.match.models.length >= 2) {
		const { match, items } = inputs.items.figures;
		return {
			basis: 'items',
			side: inputs.items.side,
			items,
			models: match.models,
			columns: match.columns
		};
	}
	const o = rms(errors.original.se, compared);
	const n = rms(errors.new.se, compared);
	if (!(o === o) && !(n === n)) return null;
	const side: SetSide = !(o === o) || n >= o ? 'new' : 'original';
	const byModel = new Map(line.points.map((p) => [p.model, side === 'new' ? p.new : p.original]));
	const se = errors[side].se;
	const models = compared.filter((m) => se[m] === se[m]);
	if (models.length < 2) return null;
	return {
		basis: 'independent',
		side,
		items: errors[side].items,
		models,
		scores: Float64Array.from(models, (m) => byModel.get(m)!),
		se: Float64Array.from(models, (m) => se[m])
	};
}

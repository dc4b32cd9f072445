/**
 * Memory limits, checked before work starts so that an oversized file or run is refused with a
 * message instead of crashing the tab (a worker that runs out of memory takes the whole tab down
 * in Chromium). Budgets are conservative for a 64-bit desktop browser. A refusal is a code (the
 * key of its message in the checks catalog) and its numbers, `Msg`-shaped, worded by the view.
 */
import { wordsFor, type ValueType } from './ScoreMatrix.ts';

/** Memory a run may use for its results table (scores + ranks of every draw). */
const RUN_TABLE_BUDGET = 512 * 2 ** 20;
/** Largest packed matrix the app loads (it is copied to each run worker). */
export const MATRIX_BUDGET = 256 * 2 ** 20;

/** Bytes of a packed matrix: bits (or float values) plus the missing-cell mask. */
export function matrixBytes(
	nItems: number,
	nModels: number,
	valueType: ValueType,
	missing = true
): number {
	const words = nItems * wordsFor(nModels) * 4;
	const data = valueType === 'binary' ? words : nItems * nModels * 8;
	return data + (missing ? words : 0);
}

/** Bytes of a run's results table: a float64 score and an int32 rank per draw and model. */
export function runTableBytes(draws: number, nModels: number): number {
	return draws * nModels * 12 + draws * 8;
}

/** Why a run or a matrix is refused: the message key and its numbers (sizes in whole MiB). */
export type LimitRefusal =
	| {
			readonly key: 'run.tooLarge';
			readonly params: {
				readonly draws: number;
				readonly models: number;
				readonly need: number;
				readonly limit: number;
				readonly maxDraws: number;
			};
	  }
	| {
			readonly key: 'run.matrixTooLarge';
			readonly params: {
				readonly items: number;
				readonly models: number;
				readonly valueType: ValueType;
				readonly need: number;
				readonly limit: number;
			};
	  };

type LimitCheck = { ok: true } | { ok: false; text: LimitRefusal };

/** Whole MiB, as the refusals show them. */
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** Whether a run of `draws` draws over `nModels` models fits; otherwise how many draws would. */
export function checkRunSize(draws: number, nModels: number): LimitCheck {
	const need = runTableBytes(draws, nModels);
	if (need <= RUN_TABLE_BUDGET) return { ok: true };
	const maxDraws = Math.floor(RUN_TABLE_BUDGET / (nModels * 12 + 8));
	return {
		ok: false,
		text: {
			key: 'run.tooLarge',
			params: {
				draws,
				models: nModels,
				need: mb(need),
				limit: mb(RUN_TABLE_BUDGET),
				maxDraws
			}
		}
	};
}

/** Whether a matrix of this shape can be loaded. */
export function checkMatrixSize(nItems: number, nModels: number, valueType: ValueType): LimitCheck {
	const need = matrixBytes(nItems, nModels, valueType, false);
	if (need <= MATRIX_BUDGET) return { ok: true };
	return {
		ok: false,
		text: {
			key: 'run.matrixTooLarge',
			params: {
				items: nItems,
				models: nModels,
				valueType,
				need: mb(need),
				limit: mb(MATRIX_BUDGET)
			}
		}
	};
}

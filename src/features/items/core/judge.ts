/**
 * Where a continuous (e.g. LLM-judge) score disagrees with a 0/1 reference: per item, the mean
 * absolute difference between the judge's score and the reference verdict over the cells that
 * have both, and how many of those cells the judge puts on the other side of its pass mark.
 *
 * The reference is either one 0/1 value per item (`kind: 'column'`: a `meta:` column or one model
 * column holding a human or exact-match verdict, compared with every judged model column on that
 * item) or one 0/1 value per cell (`kind: 'cells'`: e.g. exact match for every item and model,
 * aligned with the judged matrix).
 *
 * This is the check Hamel Husain asks for ("is it just a LLM judge committee that produces a
 * score on a 0-100 scale that isn't aligned with ground truth?"); an item whose judge scores sit
 * far from the reference verdicts is worth reading first.
 */
import { isUnitScale, type ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { modelColumn } from '../../../core/stats/columns.ts';

export type JudgeReference =
	| {
			readonly kind: 'column';
			/** One 0/1 value per item (`NaN` = none). */
			readonly values: ArrayLike<number>;
			/** A model column that *is* the reference (left out of the comparison), if any. */
			readonly referenceModel?: number;
	  }
	| {
			readonly kind: 'cells';
			/** One 0/1 value per cell, row-major `values[i * nModels + m]` (`NaN` = none). */
			readonly values: ArrayLike<number>;
	  };

interface JudgeOptions {
	/** A judge score at or above this counts as a pass (default 0.5). */
	readonly passAt?: number;
}

export interface JudgeDisagreement {
	/** Mean |judge - reference| per item over cells with both; `NaN` when there is none. */
	readonly disagreement: Float64Array;
	/** Cells compared per item. */
	readonly cells: Int32Array;
	/** Cells per item where the judge's pass/fail (score >= passAt) differs from the reference. */
	readonly flips: Int32Array;
	readonly passAt: number;
}

type JudgeError =
	| { readonly code: 'judgeNotContinuous' }
	| { readonly code: 'judgeNotUnitScale' }
	| { readonly code: 'referenceLength'; readonly expected: number; readonly actual: number }
	| { readonly code: 'referenceNotBinary'; readonly index: number; readonly value: number };

type JudgeResult =
	| { readonly ok: true; readonly judge: JudgeDisagreement }
	| { readonly ok: false; readonly error: JudgeError };

/**
 * Compares the judged matrix with a 0/1 reference. Errors are values: the judge must be
 * continuous and on [0, 1] (a 0/1 matrix *is* a verdict), the reference must be 0/1/`NaN` and of
 * the right length.
 */
export function judgeDisagreement(
	matrix: ScoreMatrix,
	reference: JudgeReference,
	options: JudgeOptions = {}
): JudgeResult {
	const passAt = options.passAt ?? 0.5;
	if (!matrix.values) return { ok: false, error: { code: 'judgeNotContinuous' } };
	if (!isUnitScale(matrix)) return { ok: false, error: { code: 'judgeNotUnitScale' } };
	const { nItems: n, nModels: M } = matrix;
	const expected = reference.kind === 'column' ? n : n * M;
	const ref = reference.values;
	if (ref.length !== expected) {
		return { ok: false, error: { code: 'referenceLength', expected, actual: ref.length } };
	}
	for (let k = 0; k < ref.length; k++) {
		const v = ref[k];
		if (v === v && v !== 0 && v !== 1) {
			return { ok: false, error: { code: 'referenceNotBinary', index: k, value: v } };
		}
	}
	const values = matrix.values;
	const skip = reference.kind === 'column' ? (reference.referenceModel ?? -1) : -1;
	const disagreement = new Float64Array(n);
	const cells = new Int32Array(n);
	const flips = new Int32Array(n);
	for (let i = 0; i < n; i++) {
		let sum = 0;
		let count = 0;
		let flipped = 0;
		for (let m = 0; m < M; m++) {
			if (m === skip) continue;
			const s = values[i * M + m];
			const r = reference.kind === 'column' ? ref[i] : ref[i * M + m];
			if (s !== s || r !== r) continue;
			sum += Math.abs(s - r);
			count++;
			if ((s >= passAt ? 1 : 0) !== r) flipped++;
		}
		disagreement[i] = count ? sum / count : Number.NaN;
		cells[i] = count;
		flips[i] = flipped;
	}
	return { ok: true, judge: { disagreement, cells, flips, passAt } };
}

/**
 * A 0/1 reference column from a `meta:` column whose values are `0`/`1` (`true`/`false` and an
 * empty cell for none also accepted), or from a model column of the matrix. Errors are values.
 */
export function referenceFromMeta(
	matrix: ScoreMatrix,
	field: string
):
	| { readonly ok: true; readonly reference: JudgeReference }
	| {
			readonly ok: false;
			readonly error:
				| { readonly code: 'noSuchMeta'; readonly field: string }
				| { readonly code: 'metaNotBinary'; readonly index: number; readonly value: string };
	  } {
	const labels = Object.hasOwn(matrix.meta, field) ? matrix.meta[field] : undefined;
	if (!labels) return { ok: false, error: { code: 'noSuchMeta', field } };
	const values = new Float64Array(labels.length);
	for (let i = 0; i < labels.length; i++) {
		const t = labels[i].trim().toLowerCase();
		if (t === '1' || t === 'true') values[i] = 1;
		else if (t === '0' || t === 'false') values[i] = 0;
		else if (t === '') values[i] = Number.NaN;
		else return { ok: false, error: { code: 'metaNotBinary', index: i, value: labels[i] } };
	}
	return { ok: true, reference: { kind: 'column', values } };
}

/** Model column `m` as the reference for the other columns (it must hold 0/1 values). */
export function referenceFromModel(matrix: ScoreMatrix, m: number): JudgeReference {
	return { kind: 'column', values: modelColumn(matrix, m), referenceModel: m };
}

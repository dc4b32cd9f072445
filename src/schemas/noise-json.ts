/**
 * The results JSON's `noise` (the test set's noise floor) and `noiseUnits` (the run measured
 * against it), run@4: their zod schemas and how they are written from what the run computed
 * (`core/stats/noise-floor.ts`, `core/noise-units.ts`). docs/results-schema.md documents each
 * field; docs/definitions.md defines them.
 */
import { z } from 'zod';
import {
	firstBelowFloor,
	meanScoresOf,
	noiseUnits,
	stepNoise,
	variantNoiseUnits,
	type NoiseUnits
} from '../core/noise-units.ts';
import type { PerturbationKind } from '../core/perturbations/catalogue.ts';
import type { NoiseFloor } from '../core/stats/noise-floor.ts';
import type { RunSummary } from '../core/summary.ts';
import type { SweepRow } from '../core/sweep.ts';
import type { DrawColumns } from '../core/run-types.ts';

const n = () => z.number().nullable();
const Verdict = z.enum(['inside', 'below']).nullable();

const FloorSpreadSchema = z.object({
	q05: n(),
	median: n(),
	q95: n(),
	draws: z.number().int(),
	undefinedDraws: z.number().int()
});

/** `noise`: what sampling noise alone does to this test set (the same for every run of it). */
export const NoiseSchema = z.object({
	basis: z.enum(['plain', 'clustered']),
	clusterColumn: z.string().nullable(),
	seed: z.number().int(),
	pairs: z.number().int(),
	scoreSE: z.record(z.string(), z.number().nullable()),
	tauFloor: FloorSpreadSchema,
	tauFloorVsReference: FloorSpreadSchema,
	leaderFloor: n(),
	scoreChange: FloorSpreadSchema
});

/** `noiseUnits`: the run's score shifts in standard errors and its tau-b beside the floor. */
export const NoiseUnitsSchema = z.object({
	/** False when the run's scores are on another scale than the reference's (no shift given). */
	scoresCompared: z.boolean(),
	models: z.array(z.object({ model: z.string(), shift: n(), shiftInNoiseUnits: n() })),
	typicalShiftInNoiseUnits: n(),
	meanAbsShift: n(),
	tau: n(),
	tauVerdict: Verdict,
	variants: z
		.array(
			z.object({
				name: z.string(),
				meanAbsShift: n(),
				typicalShiftInNoiseUnits: n(),
				tau: n(),
				tauVerdict: Verdict
			})
		)
		.optional(),
	steps: z
		.array(
			z.object({
				step: n(),
				size: z.number().int().nullable(),
				changeOverNoise: n(),
				tauVerdict: Verdict
			})
		)
		.optional(),
	/** Strength sweep: the first step whose median tau-b is below the floor (null: none). */
	firstBelowFloor: n().optional()
});

type NoiseJson = z.infer<typeof NoiseSchema>;
type NoiseUnitsJson = z.infer<typeof NoiseUnitsSchema>;

const num = (v: number) => (Number.isFinite(v) ? v : null);

/** `FloorSpread` as JSON (NaN written as null). */
function spreadJson(s: NoiseFloor['tauFloor']) {
	return {
		q05: num(s.q05),
		median: num(s.median),
		q95: num(s.q95),
		draws: s.draws,
		undefinedDraws: s.undefinedDraws
	};
}

/** The `noise` block of a floor (null: the run was not measured against one). */
export function noiseJson(
	floor: NoiseFloor | null | undefined,
	clusterColumn: string | null,
	models: readonly string[]
): NoiseJson | null {
	if (!floor) return null;
	return {
		basis: floor.basis,
		clusterColumn: floor.basis === 'clustered' ? clusterColumn : null,
		seed: floor.seed,
		pairs: floor.pairs,
		scoreSE: Object.fromEntries(models.map((m, k) => [m, num(floor.scoreSE[k])])),
		tauFloor: spreadJson(floor.tauFloor),
		tauFloorVsReference: spreadJson(floor.tauFloorVsReference),
		leaderFloor: num(floor.leaderFloor),
		scoreChange: spreadJson(floor.scoreChange)
	};
}

/** What the run computed, by draw type, as `noiseUnitsJson` reads it. */
export type NoiseUnitsInput =
	| { readonly drawType: 'sample'; readonly summary: RunSummary }
	| {
			readonly drawType: 'variants';
			readonly table: DrawColumns;
			readonly names: readonly string[];
			readonly tau: number;
	  }
	| { readonly drawType: 'search'; readonly scores: ArrayLike<number>; readonly tau: number }
	| { readonly drawType: 'sweep'; readonly rows: readonly SweepRow[] };

/** Kinds whose scores are on another scale than the reference's: no score shift is given. */
export function scoresCompared(kind: PerturbationKind): boolean {
	return kind !== 'threshold' && kind !== 'modelSet';
}

function modelRows(u: NoiseUnits, models: readonly string[], order: readonly number[]) {
	return order.map((m) => ({
		model: models[m],
		shift: num(u.shift[m]),
		shiftInNoiseUnits: num(u.shiftInNoiseUnits[m])
	}));
}

/**
 * The `noiseUnits` block: per model its shift and shift in standard errors (reference order), the
 * run's typical shift and tau-b verdict, and per variant or per sweep step the same. Without a
 * floor the standard-error figures and verdicts are null; the shifts in score units stay.
 */
export function noiseUnitsJson(
	input: NoiseUnitsInput,
	reference: { readonly scores: ArrayLike<number>; readonly order: readonly number[] },
	models: readonly string[],
	kind: PerturbationKind,
	floor: NoiseFloor | null | undefined
): NoiseUnitsJson {
	const f = floor ?? null;
	const compared = scoresCompared(kind);
	const blank = { models: [], typicalShiftInNoiseUnits: null, meanAbsShift: null };
	if (input.drawType === 'sweep') {
		const steps = f ? stepNoise(input.rows, f) : null;
		const below = f ? firstBelowFloor(input.rows, f) : -1;
		return {
			scoresCompared: compared,
			...blank,
			tau: null,
			tauVerdict: null,
			steps: input.rows.map((r, k) => ({
				step: r.step,
				size: r.size,
				changeOverNoise: steps ? num(steps[k].changeOverNoise) : null,
				tauVerdict: steps ? steps[k].tauVerdict : null
			})),
			firstBelowFloor: below >= 0 ? input.rows[below].step : null
		};
	}
	const u =
		input.drawType === 'sample'
			? noiseUnits(meansOfSummary(input.summary), reference.scores, f, input.summary.tau.median)
			: input.drawType === 'variants'
				? noiseUnits(meanScoresOf(input.table), reference.scores, f, input.tau)
				: noiseUnits(input.scores, reference.scores, f, input.tau);
	const out: NoiseUnitsJson = {
		scoresCompared: compared,
		...(compared
			? {
					models: modelRows(u, models, reference.order),
					typicalShiftInNoiseUnits: num(u.typicalShiftInNoiseUnits),
					meanAbsShift: num(u.meanAbsShift)
				}
			: blank),
		tau: num(u.tau),
		tauVerdict: u.tauVerdict
	};
	if (input.drawType !== 'variants') return out;
	const per = variantNoiseUnits(input.table, reference.scores, f);
	return {
		...out,
		variants: per.map((v, d) => ({
			name: input.names[d] ?? String(d + 1),
			meanAbsShift: compared ? num(v.meanAbsShift) : null,
			typicalShiftInNoiseUnits: compared ? num(v.typicalShiftInNoiseUnits) : null,
			tau: num(v.tau),
			tauVerdict: v.tauVerdict
		}))
	};
}

/** Each model's mean score over a sample's draws, by matrix column. */
export function meansOfSummary(summary: RunSummary): Float64Array {
	const out = new Float64Array(summary.models.length);
	for (const m of summary.models) out[m.index] = m.mean;
	return out;
}

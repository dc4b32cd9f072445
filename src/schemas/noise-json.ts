/**
 * The results JSON's `noise` (the test set's noise floor) and `noiseUnits` (the run measured
 * against it), run@5 (run@4's `noiseUnits` kept for reading older results): their zod schemas and how they are written from what the run computed
 * (`core/stats/noise-floor.ts`, `core/noise-units.ts`). docs/results-schema.md documents each
 * field; docs/definitions.md defines them.
 */
import { z } from 'zod';
import { changesOfSummary } from '../core/headline.ts';
import {
	changesOfScores,
	changesOfTable,
	firstBelowFloor,
	noiseUnits,
	stepNoise,
	variantNoiseUnits,
	type NoiseUnits
} from '../core/noise-units.ts';
import type { PerturbationKind } from '../core/perturbations/catalogue.ts';
import { kindModule } from '../core/perturbations/registry.ts';
import type { NoiseFloor } from '../core/stats/noise-floor.ts';
import type { SplitChange } from '../core/split-change.ts';
import type { RunSummary } from '../core/summary.ts';
import type { SweepRow } from '../core/sweep.ts';
import type { DrawColumns } from '../core/run-types.ts';

const n = () => z.number().nullable();
const Verdict = z.enum(['below', 'inside', 'above']).nullable();

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

/** A sweep step against the floor, as run@4 wrote it. */
const StepV4 = z.object({
	step: n(),
	size: z.number().int().nullable(),
	changeOverNoise: n(),
	tauVerdict: z.enum(['inside', 'below']).nullable()
});

/** run@4's `noiseUnits` (tau-b verdicts against two resamples; the mean change over draws). */
export const NoiseUnitsV4Schema = z.object({
	scoresCompared: z.boolean(),
	models: z.array(z.object({ model: z.string(), shift: n(), shiftInNoiseUnits: n() })),
	typicalShiftInNoiseUnits: n(),
	meanAbsShift: n(),
	tau: n(),
	tauVerdict: z.enum(['inside', 'below']).nullable(),
	variants: z
		.array(
			z.object({
				name: z.string(),
				meanAbsShift: n(),
				typicalShiftInNoiseUnits: n(),
				tau: n(),
				tauVerdict: z.enum(['inside', 'below']).nullable()
			})
		)
		.optional(),
	steps: z.array(StepV4).optional(),
	firstBelowFloor: n().optional()
});

/** A run of two variants that split the items, model by model (`core/split-change.ts`). */
const SplitSchema = z.object({
	items: z.tuple([z.number().int(), z.number().int()]),
	models: z.array(
		z.object({
			model: z.string(),
			change: n(),
			changeInNoise: n(),
			excess: n(),
			excessInNoise: n(),
			beyondNoise: z.boolean(),
			beyondOthers: z.boolean()
		})
	),
	dropped: z.array(z.string()),
	rose: z.array(z.string())
});

/**
 * `noiseUnits` (run@5): how far a typical draw moves the scores beside a resample of the same
 * size, each model's typical change and drift in standard errors, and the run's tau-b read
 * against a resample's against the full set (`tauBand`).
 */
export const NoiseUnitsSchema = z.object({
	/** False when the run's scores are on another scale than the reference's (no change given). */
	scoresCompared: z.boolean(),
	/** The band every tau-b verdict here is read against: a resample against the full set. */
	tauBand: z.literal('vsReference'),
	typicalDrawChange: n(),
	typicalDrawChangeInNoise: n(),
	models: z.array(
		z.object({
			model: z.string(),
			changeInNoiseUnits: n(),
			shift: n(),
			shiftInNoiseUnits: n()
		})
	),
	typicalShiftInNoiseUnits: n(),
	meanAbsShift: n(),
	tau: n(),
	tauVerdict: Verdict,
	resamplesMovingMore: n(),
	variants: z
		.array(
			z.object({
				name: z.string(),
				typicalDrawChange: n(),
				typicalDrawChangeInNoise: n(),
				typicalShiftInNoiseUnits: n(),
				tau: n(),
				tauVerdict: Verdict,
				resamplesMovingMore: n()
			})
		)
		.optional(),
	split: SplitSchema.optional(),
	steps: z.array(StepV4.extend({ tauVerdict: Verdict, resamplesMovingMore: n() })).optional(),
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
			/** Two variants that split the items (a time split), model by model; else absent. */
			readonly split?: SplitChange | null;
	  }
	| { readonly drawType: 'search'; readonly scores: ArrayLike<number>; readonly tau: number }
	| { readonly drawType: 'sweep'; readonly rows: readonly SweepRow[] };

/** Kinds whose scores are on another scale than the reference's: no score shift is given. */
export function scoresCompared(kind: PerturbationKind): boolean {
	return kindModule(kind).comparesScores !== false;
}

function modelRows(u: NoiseUnits, models: readonly string[], order: readonly number[]) {
	return order.map((m) => ({
		model: models[m],
		changeInNoiseUnits: num(u.changeInNoiseUnits[m]),
		shift: num(u.shift[m]),
		shiftInNoiseUnits: num(u.shiftInNoiseUnits[m])
	}));
}

function splitJson(split: SplitChange, models: readonly string[]) {
	return {
		items: [split.items[0], split.items[1]] as [number, number],
		models: split.models.map((m) => ({
			model: models[m.index],
			change: num(m.change),
			changeInNoise: num(m.changeInNoise),
			excess: num(m.excess),
			excessInNoise: num(m.excessInNoise),
			beyondNoise: m.beyondNoise,
			beyondOthers: m.beyondOthers
		})),
		dropped: split.dropped.map((m) => models[m]),
		rose: split.rose.map((m) => models[m])
	};
}

/**
 * The `noiseUnits` block: the typical draw's change beside a resample's, per model its typical
 * change and drift in standard errors (reference order), the run's tau-b verdict, and per
 * variant or per sweep step the same. Without a floor the standard-error figures and verdicts
 * are null; the changes in score units stay.
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
	const blank = {
		typicalDrawChange: null,
		typicalDrawChangeInNoise: null,
		models: [],
		typicalShiftInNoiseUnits: null,
		meanAbsShift: null
	};
	const band = 'vsReference' as const;
	if (input.drawType === 'sweep') {
		const steps = f ? stepNoise(input.rows, f) : null;
		const below = f ? firstBelowFloor(input.rows, f) : -1;
		return {
			scoresCompared: compared,
			tauBand: band,
			...blank,
			tau: null,
			tauVerdict: null,
			resamplesMovingMore: null,
			steps: input.rows.map((r, k) => ({
				step: r.step,
				size: r.size,
				changeOverNoise: steps ? num(steps[k].changeOverNoise) : null,
				tauVerdict: steps ? steps[k].tauVerdict : null,
				resamplesMovingMore: steps ? num(steps[k].resamplesMovingMore) : null
			})),
			firstBelowFloor: below >= 0 ? input.rows[below].step : null
		};
	}
	const u =
		input.drawType === 'sample'
			? noiseUnits(changesOfSummary(input.summary), reference.scores, f, input.summary.tau.median)
			: input.drawType === 'variants'
				? noiseUnits(changesOfTable(input.table, reference.scores), reference.scores, f, input.tau)
				: noiseUnits(
						changesOfScores(input.scores, reference.scores),
						reference.scores,
						f,
						input.tau
					);
	const out: NoiseUnitsJson = {
		scoresCompared: compared,
		tauBand: band,
		...(compared
			? {
					typicalDrawChange: num(u.typicalDrawChange),
					typicalDrawChangeInNoise: num(u.typicalDrawChangeInNoise),
					models: modelRows(u, models, reference.order),
					typicalShiftInNoiseUnits: num(u.typicalShiftInNoiseUnits),
					meanAbsShift: num(u.meanAbsShift)
				}
			: blank),
		tau: num(u.tau),
		tauVerdict: u.tauVerdict,
		resamplesMovingMore: num(u.resamplesMovingMore)
	};
	if (input.drawType !== 'variants') return out;
	const per = variantNoiseUnits(input.table, reference.scores, f);
	return {
		...out,
		variants: per.map((v, d) => ({
			name: input.names[d] ?? String(d + 1),
			typicalDrawChange: compared ? num(v.typicalDrawChange) : null,
			typicalDrawChangeInNoise: compared ? num(v.typicalDrawChangeInNoise) : null,
			typicalShiftInNoiseUnits: compared ? num(v.typicalShiftInNoiseUnits) : null,
			tau: num(v.tau),
			tauVerdict: v.tauVerdict,
			resamplesMovingMore: num(v.resamplesMovingMore)
		})),
		...(compared && input.split ? { split: splitJson(input.split, models) } : {})
	};
}

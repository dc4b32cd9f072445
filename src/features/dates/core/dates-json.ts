/**
 * The dates view's results as plain JSON (`perturbation-sandbox/dates@1`, zod:
 * `../schemas/dates-results.ts`, fields: docs/results-schema.md, "Released before or after"):
 * keys are stable English, an undefined number is `null`, models and benchmarks are keyed by
 * name. Numbers only: the words are the view's.
 */
import { rankingOrder } from '../../../core/rank.ts';
import type { ItemDatesAnalysis, TableDatesAnalysis } from './dates-analysis.ts';
import type { NewerFit } from './newer-at-equal-compute.ts';
import type { ResidualGaps } from './residual-gap.ts';

export const DATES_RESULTS_SCHEMA = 'perturbation-sandbox/dates@1';

const n = (v: number): number | null => (Number.isFinite(v) ? v : null);

interface DatasetInfo {
	readonly id: string;
	readonly name: string;
}

/** `dates` of a per-item dataset. */
export function itemDatesJson(a: ItemDatesAnalysis, models: readonly string[]) {
	const r = a.afterAll;
	const ranked = (scores: Float64Array) => rankingOrder(scores).map((j) => models[r.models[j]]);
	return {
		dateColumn: a.dateColumn,
		datedItems: a.split.datedItems,
		models: Object.fromEntries(
			a.split.models.map((g) => [
				g.model,
				{
					date: g.date,
					dateKind: a.dateKinds[g.index],
					before: { n: g.before.n, score: n(g.before.score) },
					after: { n: g.after.n, score: n(g.after.score) },
					gap: n(g.gap),
					gapSE: n(g.gapSE),
					othersGap: n(g.othersGap),
					others: g.others,
					excessGap: n(g.excessGap),
					excessSE: n(g.excessSE),
					z: n(g.z),
					verdict: g.verdict
				}
			])
		),
		undatedModels: a.split.undatedModels.map((m) => models[m]),
		afterAll: {
			cutoff: r.cutoff,
			latest: r.latest.map((m) => models[m]),
			items: r.items,
			tau: n(r.tau),
			floor: r.floor && {
				seed: r.floor.seed,
				draws: r.floor.draws,
				q05: n(r.floor.q05),
				median: n(r.floor.median),
				q95: n(r.floor.q95),
				undefinedDraws: r.floor.undefinedDraws
			},
			verdict: r.verdict,
			ranking: { full: ranked(r.full), after: r.items ? ranked(r.after) : [] },
			scores: Object.fromEntries(
				r.models.map((m, j) => [models[m], { full: n(r.full[j]), after: n(r.after[j]) }])
			)
		}
	};
}

function fitsJson(fits: readonly NewerFit[], benchmarks: readonly string[]) {
	return Object.fromEntries(
		fits.map((f, b) => [
			benchmarks[b],
			{
				theta: n(f.theta),
				se: n(f.se),
				n: f.n,
				newer: f.newer,
				leftOut: f.leftOut,
				computeSlope: n(f.computeSlope),
				problem: f.problem
			}
		])
	);
}

function residualJson(r: ResidualGaps, models: readonly string[]) {
	return {
		cells: r.cells,
		rank: r.rank,
		sigma: n(r.sigma),
		datedBenchmarks: r.datedBenchmarks,
		models: Object.fromEntries(
			r.models.map((g) => [
				models[g.model],
				{
					before: { n: g.before.n, mean: n(g.before.mean) },
					after: { n: g.after.n, mean: n(g.after.mean) },
					gap: n(g.gap),
					se: n(g.se),
					z: n(g.z),
					verdict: g.verdict
				}
			])
		)
	};
}

/** `dates` of a score table (`residualGaps` only when its benchmarks have release dates). */
export function tableDatesJson(
	a: TableDatesAnalysis,
	benchmarks: readonly string[],
	models: readonly string[]
) {
	const first = a.conditions[0]?.residual;
	return {
		cutoff: a.cutoff,
		defaultCutoff: a.defaultCutoff,
		controls: a.controls,
		dated: a.dated,
		withCompute: a.withCompute,
		newerAtEqualCompute: fitsJson(a.conditions[0]?.fits ?? [], benchmarks),
		...(first ? { residualGaps: residualJson(first, models) } : {}),
		conditions: a.conditions.map((c) => ({
			name: c.name,
			newerAtEqualCompute: fitsJson(c.fits, benchmarks),
			...(c.residual ? { residualGaps: residualJson(c.residual, models) } : {})
		}))
	};
}

/** The whole export. */
export function datesResults(
	dataset: DatasetInfo & { readonly kind: 'items' | 'score-table' },
	dates: ReturnType<typeof itemDatesJson> | ReturnType<typeof tableDatesJson>,
	createdAt: string | null = new Date().toISOString()
) {
	return { schema: DATES_RESULTS_SCHEMA, createdAt, dataset, dates };
}

/**
 * The noise part of the two-test-set results JSON (`perturbation-sandbox/two-test-sets@3`): where
 * each set's standard errors come from, every model in noise units, the line's scatter against
 * sampling noise, and tau-b beside the floor with its basis. Plain objects, `null` for `NaN`;
 * documented in docs/score-tables.md, validated by `TwoTestSetResultsSchema`.
 */
import type { FloorSpread } from '../../../core/stats/noise-floor.ts';
import { tauAgainstFloor, type TwoSetFloor } from './two-set-floor.ts';
import type { SetErrors } from './two-set-measure.ts';
import { twoSetNoise, type TwoSetNoise } from './two-set-noise.ts';
import type { AccuracyOnTheLine } from './two-test-sets.ts';

/** JSON has no NaN or Infinity. */
const num = (v: number): number | null => (Number.isFinite(v) ? v : null);

/** What the two-test-set view measured against noise (see `two-set-measure.ts`). */
export interface TwoSetMeasured {
	readonly errors: SetErrors;
	readonly noise: TwoSetNoise;
	/** Null while it is being drawn, or when neither set has standard errors. */
	readonly floor: TwoSetFloor | null;
	/** The library dataset whose items gave the floor (basis `items`). */
	readonly itemsDataset: { readonly id: string; readonly name: string } | null;
}

/** Nothing measured: no standard errors on either side. */
export function unmeasured(line: AccuracyOnTheLine, models: number): TwoSetMeasured {
	const none = {
		se: new Float64Array(models).fill(Number.NaN),
		source: 'none' as const,
		items: null
	};
	const errors = { original: none, new: none };
	return {
		errors,
		noise: twoSetNoise(line, none.se, none.se),
		floor: null,
		itemsDataset: null
	};
}

function spreadJson(s: FloorSpread) {
	return {
		q05: num(s.q05),
		median: num(s.median),
		q95: num(s.q95),
		draws: s.draws,
		undefinedDraws: s.undefinedDraws
	};
}

/** The `noise` object of the results JSON. */
export function twoSetNoiseJson(line: AccuracyOnTheLine, measured: TwoSetMeasured) {
	const { errors, noise, floor } = measured;
	const l = noise.line;
	return {
		z: noise.z,
		original: { source: errors.original.source, items: errors.original.items },
		new: { source: errors.new.source, items: errors.new.items },
		models: noise.models,
		dropInNoiseUnits: {
			min: num(noise.dropInNoiseUnits.min),
			median: num(noise.dropInNoiseUnits.median),
			max: num(noise.dropInNoiseUnits.max)
		},
		dropped: noise.dropped,
		rose: noise.rose,
		within: noise.within,
		line: {
			axes: l.axes,
			models: l.models,
			residualSD: num(l.residualSD),
			samplingSE: num(l.samplingSE),
			chiSquare: num(l.chiSquare),
			df: l.df,
			pValue: num(l.pValue),
			offLine: l.offLine
		},
		floor: floor
			? {
					basis: floor.basis,
					side: floor.side,
					items: floor.items,
					models: floor.models,
					seed: floor.seed,
					pairs: floor.pairs,
					tauFloor: spreadJson(floor.tauFloor),
					tauFloorVsReference: spreadJson(floor.tauFloorVsReference),
					itemsDataset: floor.basis === 'items' ? measured.itemsDataset : null
				}
			: null,
		tauAgainstFloor: floor ? tauAgainstFloor(line.tau, floor) : null
	};
}

/** Per model (in `line.points` order): its standard errors and figures in noise units. */
export function pointNoiseJson(line: AccuracyOnTheLine, measured: TwoSetMeasured, k: number) {
	const p = line.points[k];
	const q = measured.noise.points[k];
	const residual = line.belowLine === 'probit' ? p.probitResidual : p.linearResidual;
	return {
		seOriginal: num(measured.errors.original.se[p.model]),
		seNew: num(measured.errors.new.se[p.model]),
		dropInNoiseUnits: num(q.dropInNoiseUnits),
		residual: num(residual),
		residualSE: num(q.residualSE),
		residualInNoiseUnits: num(q.residualInNoiseUnits),
		onLine: q.onLine
	};
}

/**
 * Calibrates the run-time estimate (src/core/estimate.ts) on this machine: for every kind and
 * value type, times the core's draw path (the code the run workers execute) on a few matrix
 * shapes, one thread, and fits seconds per draw = cell·n·M + model2·M² + search·G²·M + draw by
 * least squares (negative terms dropped and refitted). Prints the table to paste into
 * `COSTS` in estimate.ts.
 *
 *     npx tsx scripts/calibrate-estimate.ts            # about a minute
 *     npx tsx scripts/calibrate-estimate.ts trials     # only the kinds named
 *
 * "Fewer trials" runs on the continuous matrices rounded to fifths, as means of 5 trials.
 */
import { syntheticMatrix } from '../bench/synthetic.ts';
import { DEFAULT_ANALYSIS_SETTINGS, resolveRecipe } from '../src/core/analysis-settings.ts';
import { PERTURBATION_KINDS, type PerturbationKind } from '../src/core/perturbations/catalogue.ts';
import { computeReference, runChunk } from '../src/core/run.ts';
import { prepareRun } from '../src/core/perturbations/perturbation-chunk.ts';
import { searchWorstCase } from '../src/core/search.ts';
import { packMatrix, type ScoreMatrix, type ValueType } from '../src/core/ScoreMatrix.ts';
import { featuresOf, type KindCost } from '../src/core/estimate.ts';

interface Shape {
	readonly n: number;
	readonly M: number;
	readonly G: number;
}
const SHAPES: readonly Shape[] = [
	{ n: 2000, M: 20, G: 5 },
	{ n: 8000, M: 20, G: 5 },
	{ n: 2000, M: 100, G: 5 },
	{ n: 1000, M: 200, G: 20 },
	{ n: 4000, M: 50, G: 40 }
];

function withMeta(m: ScoreMatrix, G: number): ScoreMatrix {
	const category = Array.from({ length: m.nItems }, (_, i) => `c${i % G}`);
	const created_at = Array.from(
		{ length: m.nItems },
		(_, i) => `2024-${String((i % 12) + 1).padStart(2, '0')}-01`
	);
	return { ...m, meta: { category, created_at } };
}

function continuousOf(m: ScoreMatrix): ScoreMatrix {
	const cells = new Float64Array(m.nItems * m.nModels);
	for (let i = 0; i < m.nItems; i++) {
		for (let k = 0; k < m.nModels; k++) {
			const bit = (m.bits![i * m.wordsPerItem + (k >>> 5)] >>> (k & 31)) & 1;
			cells[i * m.nModels + k] = bit * 0.6 + ((i * 31 + k * 17) % 10) / 25;
		}
	}
	return packMatrix({ models: m.models, itemIds: m.itemIds, meta: { ...m.meta }, cells });
}

/** The continuous matrix as means of 5 pass/fail trials (its cells rounded to fifths). */
function trialsOf(m: ScoreMatrix): ScoreMatrix {
	const values = Float64Array.from(m.values!, (v) => Math.round(v * 5) / 5);
	return { ...m, values, trials: { uniform: 5, perCell: null } };
}

/** Seconds per draw of `kind` on `matrix` (enough draws for about 0.3 s, at least 2). */
function secondsPerDraw(kind: PerturbationKind, matrix: ScoreMatrix): number {
	const settings = { ...DEFAULT_ANALYSIS_SETTINGS, kind, draws: 50 };
	const recipe = resolveRecipe(settings, matrix);
	if (recipe.kind === 'worstCase') {
		// a search: seconds per weighting evaluated, one thread
		const reference = computeReference(matrix);
		const t0 = performance.now();
		const found = searchWorstCase(matrix, recipe, reference, { seed: 1, budget: 600 });
		return (performance.now() - t0) / 1000 / Math.max(1, found.evaluated);
	}
	const time = (draws: number): number => {
		// one prepare and one chunk per run, as a worker does them
		const t0 = performance.now();
		const prepared = prepareRun(matrix, recipe);
		const fixed = prepared.fixedDraws;
		runChunk(matrix, prepared, 1, 0, fixed === null ? draws : Math.min(fixed, draws));
		const ms = performance.now() - t0;
		return fixed !== null && fixed < draws ? (ms / fixed) * draws : ms;
	};
	time(2); // warm
	let draws = 2;
	let ms = time(draws);
	while (ms < 300 && draws < 4096) {
		draws *= 2;
		ms = time(draws);
	}
	return ms / 1000 / draws;
}

/** Least squares with the terms that came out negative dropped (a tiny non-negative fit). */
function fit(rows: number[][], y: number[]): number[] {
	let active = rows[0].map((_, j) => j);
	for (;;) {
		const X = rows.map((r) => active.map((j) => r[j]));
		const k = active.length;
		const A = Array.from({ length: k }, (_, a) =>
			Array.from({ length: k }, (_, b) => X.reduce((s, r) => s + r[a] * r[b], 0))
		);
		const v = Array.from({ length: k }, (_, a) => X.reduce((s, r, i) => s + r[a] * y[i], 0));
		for (let p = 0; p < k; p++) {
			for (let q = p + 1; q < k; q++) {
				const f = A[q][p] / A[p][p];
				for (let c = p; c < k; c++) A[q][c] -= f * A[p][c];
				v[q] -= f * v[p];
			}
		}
		const beta = new Array<number>(k).fill(0);
		for (let p = k - 1; p >= 0; p--) {
			let s = v[p];
			for (let c = p + 1; c < k; c++) s -= A[p][c] * beta[c];
			beta[p] = s / A[p][p];
		}
		const negative = beta.findIndex((b) => b < 0);
		if (negative < 0 || active.length === 1) {
			const out = new Array<number>(rows[0].length).fill(0);
			active.forEach((j, a) => (out[j] = Math.max(0, beta[a])));
			return out;
		}
		active = active.filter((_, a) => a !== negative);
	}
}

const table: Record<ValueType, Partial<Record<PerturbationKind, KindCost>>> = {
	binary: {},
	continuous: {}
};
const matrices = SHAPES.map((s) => {
	const binary = withMeta(syntheticMatrix(s.M, s.n, 7), s.G);
	const continuous = continuousOf(binary);
	return { shape: s, binary, continuous, trials: trialsOf(continuous) };
});
const only = process.argv.slice(2);
for (const valueType of ['binary', 'continuous'] as const) {
	for (const kind of PERTURBATION_KINDS) {
		if (
			(only.length && !only.includes(kind)) ||
			(kind === 'labelNoise' && valueType === 'continuous') ||
			(kind === 'threshold' && valueType === 'binary') ||
			(kind === 'trials' && valueType === 'binary')
		)
			continue;
		const rows: number[][] = [];
		const y: number[] = [];
		for (const { shape, ...m } of matrices) {
			// the size sweep's draws are subsamples of all sizes: time them as such
			rows.push(featuresOf(shape.n, shape.M, shape.G));
			y.push(secondsPerDraw(kind, kind === 'trials' ? m.trials : m[valueType]));
		}
		const [cell, model2, search, draw] = fit(rows, y);
		table[valueType][kind] = { cell, model2, search, draw };
		console.error(`${valueType} ${kind}: ${y.map((v) => (v * 1e3).toFixed(3)).join(' ')} ms/draw`);
	}
}
const fmt = (v: number) => (v === 0 ? '0' : v.toExponential(2));
console.log('export const COSTS = {');
for (const valueType of ['binary', 'continuous'] as const) {
	console.log(`\t${valueType}: {`);
	for (const [kind, c] of Object.entries(table[valueType])) {
		console.log(
			`\t\t${kind}: { cell: ${fmt(c!.cell)}, model2: ${fmt(c!.model2)}, search: ${fmt(c!.search)}, draw: ${fmt(c!.draw)} },`
		);
	}
	console.log('\t},');
}
console.log('};');

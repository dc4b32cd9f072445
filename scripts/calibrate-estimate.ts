/**
 * Calibrates the run-time estimate (src/core/estimate.ts) on whole runs timed in the app: reads
 * bench/results.estimate.json (written by `bench/estimate.ts`), fits each kind's coefficients
 * (`KindCost`, on `featuresOf`'s terms) and the noise floor's (`FLOOR_COST`) by weighted least
 * squares (each run weighs by 1 / its time², so a fast run's error counts as much as a slow
 * one's: the estimate must be within a factor, not within seconds), terms that come out negative
 * dropped and the fit done again; prints `COSTS` and `FLOOR_COST` to paste into estimate.ts, and
 * each run's estimate against its time.
 *
 *     npx tsx bench/estimate.ts --url http://127.0.0.1:4194   # times the runs (about 20 minutes)
 *     npx tsx scripts/calibrate-estimate.ts                   # fits them
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	estimateRunSeconds,
	featuresOf,
	floorFeaturesOf,
	floorSeconds,
	type RunWork
} from '../src/core/estimate.ts';
import { CATALOGUE, type PerturbationKind } from '../src/core/perturbations/catalogue.ts';

const dot = (a: readonly number[], b: readonly number[]) =>
	a.reduce((sum, x, k) => sum + x * b[k], 0);

interface TimedRun {
	readonly shape: string;
	readonly case: string;
	readonly floor: boolean;
	readonly nItems: number;
	readonly nModels: number;
	readonly work: RunWork;
	readonly seconds: number;
}

const file = join(import.meta.dirname, '..', 'bench', 'results.estimate.json');
const records = (JSON.parse(readFileSync(file, 'utf8')) as { records: TimedRun[] }).records;

/** Weighted least squares on the terms `active` (Gaussian elimination); null when singular. */
function leastSquares(
	rows: number[][],
	y: number[],
	weights: number[],
	active: number[]
): number[] | null {
	const k = active.length;
	const A = Array.from({ length: k }, () => new Array<number>(k).fill(0));
	const v = new Array<number>(k).fill(0);
	rows.forEach((r, i) => {
		for (let a = 0; a < k; a++) {
			v[a] += weights[i] * r[active[a]] * y[i];
			for (let b = 0; b < k; b++) A[a][b] += weights[i] * r[active[a]] * r[active[b]];
		}
	});
	for (let p = 0; p < k; p++) {
		if (!(Math.abs(A[p][p]) > 1e-300)) return null;
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
	return beta.every((b) => Number.isFinite(b)) ? beta : null;
}

/**
 * Non-negative weighted least squares, exactly: every subset of the terms that vary is fitted,
 * and the best fit whose coefficients are all non-negative is kept (a handful of terms: at most
 * 256 subsets). A term no run varies stays 0.
 */
function fit(rows: number[][], y: number[], weights: number[]): number[] {
	const terms = rows[0].map((_, j) => j).filter((j) => rows.some((r) => r[j] !== 0));
	let best: { beta: number[]; sse: number } | null = null;
	for (let mask = 1; mask < 1 << terms.length; mask++) {
		const active = terms.filter((_, b) => mask & (1 << b));
		const beta = leastSquares(rows, y, weights, active);
		if (!beta || beta.some((b) => b < 0)) continue;
		const full = new Array<number>(rows[0].length).fill(0);
		active.forEach((j, a) => (full[j] = beta[a]));
		const sse = rows.reduce((sum, r, i) => sum + weights[i] * (y[i] - dot(r, full)) ** 2, 0);
		if (!best || sse < best.sse - 1e-12) best = { beta: full, sse };
	}
	return best?.beta ?? new Array<number>(rows[0].length).fill(0);
}

const fmt = (v: number) => (v === 0 ? '0' : v.toPrecision(3));
const NAMES = [
	'result',
	'run',
	'model',
	'cell',
	'drawCell',
	'drawModel2',
	'drawSearch',
	'drawPairs'
] as const;
const runs = records.filter((r) => !r.floor);
const kinds = [...new Set(runs.map((r) => r.work.kind))] as PerturbationKind[];
const weightsOf = (rs: TimedRun[]) => rs.map((r) => 1 / (r.seconds * r.seconds));
/*
 * By value type. Only the bootstrap is timed at several draws (200, 1,000, 4,000): its per-draw
 * terms are the floor of every kind's (a draw of any kind weighs at least its items), so that more
 * draws never estimate faster; each kind fits its own terms on what the bootstrap's leave.
 */
const lines: string[] = [];
for (const valueType of ['binary', 'continuous'] as const) {
	const typed = runs.filter((r) => r.work.valueType === valueType);
	const bootstrapRuns = typed.filter((r) => r.work.kind === 'bootstrap');
	const perDraw = fit(
		bootstrapRuns.map((r) => featuresOf(r.work)),
		bootstrapRuns.map((r) => r.seconds),
		weightsOf(bootstrapRuns)
	);
	lines.push(`\t${valueType}: {`);
	for (const kind of kinds) {
		const mine = typed.filter((r) => r.work.kind === kind);
		if (!mine.length) continue;
		let beta: number[];
		if (kind === 'bootstrap') beta = perDraw;
		else if (CATALOGUE[kind].drawType === 'search') {
			beta = fit(
				mine.map((r) => featuresOf(r.work)),
				mine.map((r) => r.seconds),
				weightsOf(mine)
			);
		} else {
			const shared = [0, 0, 0, 0, perDraw[4], perDraw[5], 0, 0];
			const rest = fit(
				mine.map((r) => featuresOf(r.work)),
				mine.map((r) => r.seconds - dot(featuresOf(r.work), shared)),
				weightsOf(mine)
			);
			beta = rest.map((b, j) => b + shared[j]);
		}
		lines.push(`\t\t${kind}: { ${NAMES.map((n, j) => `${n}: ${fmt(beta[j])}`).join(', ')} },`);
	}
	lines.push('\t},');
}
// the floor: a floor record times a tiny bootstrap plus the floor
const floors = records.filter((r) => r.floor);
const floorBeta = fit(
	floors.map((r) => floorFeaturesOf(r.nItems, r.nModels)),
	floors.map((r) => Math.max(0.01, r.seconds - estimateRunSeconds(r.work))),
	floors.map((r) => 1 / (r.seconds * r.seconds))
);
console.log(
	`export const COSTS: Record<ValueType, Partial<Record<PerturbationKind, KindCost>>> = {\n${lines.join('\n')}\n};`
);
console.log(`export const FLOOR_COST: readonly number[] = [${floorBeta.map(fmt).join(', ')}];`);

// with the coefficients now in estimate.ts: each run's estimate against its time
console.log('\nestimate / measured with the coefficients in estimate.ts now:');
for (const r of records) {
	const est = estimateRunSeconds(r.work) + (r.floor ? floorSeconds(r.nItems, r.nModels) : 0);
	const ratio = est / r.seconds;
	console.log(
		`${r.shape.padEnd(11)} ${(r.floor ? 'floor' : r.case).padEnd(30)} ${r.seconds.toFixed(2).padStart(6)} s  est ${est.toFixed(2).padStart(6)} s  ${ratio.toFixed(2)}${ratio > 2 || ratio < 0.5 ? '  !' : ''}`
	);
}

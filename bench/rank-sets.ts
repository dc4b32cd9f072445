/**
 * The rank-set rows of `npm run bench` (issue 22): the app's rank confidence sets
 * (`src/core/rank-sets`) against the numpy implementation of the same procedure
 * (`bench/rank_sets_reference.py`), on the bench's synthetic 0/1 matrices (Mid: 100 models x
 * 14,042 items; L: 1,000 models), 2,000 draws, level 0.95, in the same run, on the same standard
 * normals, and checks that every bound agrees.
 *
 * Timed, both sides: the means and their covariance from the matrix, the Cholesky factor, the
 * draws Z = L g, the simultaneous and every marginal stepdown. The normals are generated once
 * (untimed, the app's seeded generator) and fed to both; numpy unpacks the bits once (untimed).
 * Ours runs in this Node process (the app runs the same call in a run worker); "app path" also
 * times the app's own call (`rankSetsOfRun`: its normals drawn inside). Best of `--repeat` after
 * a warm-up call.
 *
 *   npx tsx bench/rank-sets.ts [--sizes Mid,L] [--repeat 3] [--no-write]
 *
 * Alone it prints its rows and merges them into bench/results.json (replacing earlier rank-set
 * rows), details in bench/results.rank-sets.json; `bench/run.ts` calls it too.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScoreMatrix } from '../src/core/ScoreMatrix.ts';
import { rankSetsOfMatrix } from '../src/core/rank-sets/rank-sets.ts';
import { standardNormals } from '../src/core/rank-sets/normal-draws.ts';
import { rankSetsOfRun } from '../src/core/rank-sets/run-rank-sets.ts';
import { matrixSeed, SIZES, type Size } from './cases.ts';
import { syntheticMatrix } from './synthetic.ts';
import { mergeResultRows } from './result-rows.ts';

const BENCH = import.meta.dirname;
const DRAWS = 2000;
const LEVEL = 0.95;
const SEED = 20_240_521;

export interface RankSetRow {
	readonly size: string;
	readonly kind: 'rankSets';
	readonly engineSeconds: number;
	readonly numpySeconds: number;
	readonly ratio: number;
}

export interface RankSetCase extends RankSetRow {
	readonly shape: string;
	readonly engineRuns: number[];
	/** CPU seconds of the fastest run (the machine is shared: wall time moves with its load). */
	readonly engineCpuSeconds: number;
	readonly numpyCpuSeconds: number;
	readonly appSeconds: number;
	readonly numpyParts: Record<string, number>;
	readonly numpy: string;
	readonly steps: number;
	readonly meanSimultaneousWidth: number;
	readonly check: string;
	readonly ok: boolean;
}

/** Draw b's normals of the P models, column order, with the app's generator. */
function normalsOf(P: number): Float64Array {
	const out = new Float64Array(DRAWS * P);
	for (let b = 0; b < DRAWS; b++) standardNormals(SEED, b, out.subarray(b * P, (b + 1) * P));
	return out;
}

function numpyOnce(dir: string, repeat: number) {
	const p = spawnSync('python3', [join(BENCH, 'rank_sets_reference.py'), dir, String(repeat)], {
		encoding: 'utf8',
		maxBuffer: 1 << 20
	});
	if (p.status !== 0) throw new Error(`rank_sets_reference.py failed:\n${p.stderr}`);
	return JSON.parse(p.stdout.trim().split('\n').pop()!) as {
		seconds: number;
		cpuSeconds: number;
		parts: Record<string, number>;
		critical: number;
		numpy: string;
	};
}

/** Wall-clock and CPU seconds of a call (CPU: this process, user + system). */
function timed<T>(f: () => T): { value: T; seconds: number; cpuSeconds: number } {
	const c0 = process.cpuUsage();
	const t0 = performance.now();
	const value = f();
	const c = process.cpuUsage(c0);
	return { value, seconds: (performance.now() - t0) / 1000, cpuSeconds: (c.user + c.system) / 1e6 };
}

async function runCase(size: Size, repeat: number, log: (s: string) => void): Promise<RankSetCase> {
	const matrix: ScoreMatrix = syntheticMatrix(size.models, size.items, matrixSeed(size));
	const dir = join(BENCH, '.tmp', size.name, 'rank-sets');
	mkdirSync(dir, { recursive: true });
	const normals = normalsOf(size.models);
	writeFileSync(join(dir, 'matrix.bin'), matrix.bits!);
	writeFileSync(join(dir, 'normals.bin'), normals);
	writeFileSync(
		join(dir, 'meta.json'),
		JSON.stringify({
			nItems: size.items,
			nModels: size.models,
			wordsPerItem: matrix.wordsPerItem,
			draws: DRAWS,
			level: LEVEL
		})
	);
	const options = { level: LEVEL, draws: DRAWS, seed: SEED, normals };
	const run = () => timed(() => rankSetsOfMatrix(matrix, null, options));
	run(); // warm-up: V8 compiles the hot loops
	const runs = Array.from({ length: repeat }, run);
	const sets = runs[0].value;
	const app = timed(() =>
		rankSetsOfRun(matrix, { level: LEVEL, draws: DRAWS, seed: SEED, topK: 3, clusterColumn: null })
	);
	const numpy = numpyOnce(dir, repeat);
	const buf = readFileSync(join(dir, 'rank-sets.numpy.bounds.bin'));
	const theirs = new Int32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
	const P = size.models;
	const ours = [sets.marginalLow, sets.marginalHigh, sets.simultaneousLow, sets.simultaneousHigh];
	let differ = 0;
	ours.forEach((row, r) => row.forEach((v, m) => (differ += v === theirs[r * P + m] ? 0 : 1)));
	const criticalDiff = Math.abs(sets.criticalValue - numpy.critical);
	const ok = differ === 0 && criticalDiff < 1e-9;
	const check = ok
		? `every bound equal to numpy's; |critical value difference| ${criticalDiff.toExponential(1)}`
		: `MISMATCH: ${differ} bounds differ; |critical value difference| ${criticalDiff}`;
	const fastest = runs.reduce((a, r) => (r.seconds < a.seconds ? r : a));
	const engineSeconds = fastest.seconds;
	let width = 0;
	for (let m = 0; m < P; m++) width += sets.simultaneousHigh[m] - sets.simultaneousLow[m] + 1;
	const row: RankSetCase = {
		size: size.name,
		kind: 'rankSets',
		engineSeconds,
		numpySeconds: numpy.seconds,
		ratio: engineSeconds / numpy.seconds,
		shape: `${P}x${size.items}x${DRAWS}`,
		engineRuns: runs.map((r) => r.seconds),
		engineCpuSeconds: fastest.cpuSeconds,
		numpyCpuSeconds: numpy.cpuSeconds,
		appSeconds: app.seconds,
		numpyParts: numpy.parts,
		numpy: numpy.numpy,
		steps: sets.steps,
		meanSimultaneousWidth: width / P,
		check,
		ok
	};
	log(
		`  rankSets  ours ${engineSeconds.toFixed(3)} s, CPU ${fastest.cpuSeconds.toFixed(3)} s ` +
			`(app path ${app.seconds.toFixed(3)} s)  numpy ${numpy.seconds.toFixed(3)} s, ` +
			`CPU ${numpy.cpuSeconds.toFixed(3)} s (covariance ${numpy.parts.covariance.toFixed(2)}, ` +
			`draws ${numpy.parts.draws.toFixed(2)}, stepdown ${numpy.parts.stepdown.toFixed(2)})  ` +
			`ratio ${row.ratio.toFixed(3)}  ${check}`
	);
	return row;
}

/** The rank-set rows of the given sizes (Mid and L by default). */
export async function runRankSetBench(
	sizes: readonly Size[],
	repeat: number,
	log: (s: string) => void = console.log
): Promise<RankSetCase[]> {
	const out: RankSetCase[] = [];
	for (const size of sizes.filter((s) => s.models <= 1000)) {
		log(`\nrank sets, ${size.name}: ${size.models} models x ${size.items} items x ${DRAWS} draws`);
		out.push(await runCase(size, repeat, log));
	}
	if (out.some((c) => !c.ok)) process.exitCode = 1;
	return out;
}

/** Merges rank-set rows into bench/results.json (replacing earlier ones), details beside it. */
export async function writeRankSetRows(cases: readonly RankSetCase[]): Promise<void> {
	await mergeResultRows('rankSets', cases, 'results.rank-sets.json');
}

async function main(): Promise<void> {
	const argv = process.argv.slice(2);
	const value = (flag: string) => {
		const k = argv.indexOf(flag);
		return k >= 0 ? argv[k + 1] : undefined;
	};
	const names = value('--sizes')?.split(',') ?? ['Mid', 'L'];
	const cases = await runRankSetBench(
		SIZES.filter((s) => names.includes(s.name)),
		Number(value('--repeat') ?? 3)
	);
	if (argv.includes('--no-write')) return;
	await writeRankSetRows(cases);
	console.log('\nwrote the rank-set rows to bench/results.json (details: results.rank-sets.json)');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

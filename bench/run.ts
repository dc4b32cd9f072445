/**
/**
 * `npm run bench`: our engine against a numpy/scipy reference, in the same run, on the same draws.
 *
 * For each size and perturbation kind: build a seeded synthetic 0/1 matrix (already packed, with
 * a category column), generate the draws once with the app's generator, hand the same draws to
 * numpy (bench/reference.py, in a subprocess) and to our engine (node:worker_threads workers
 * running src/core/run.ts, scheduled like src/engine/EngineClient.ts), time both on the same
 * work (scores, ranks, tau-b, leader agreement), check that every per-model count, rank and
 * tau-b agrees, then print a table and write bench/results.json. A last step measures the Mid
 * run inside Chromium and XL's memory there (bench/browser.ts).
 *
 * Kinds: bootstrap and subsample (engine fed the same item weights as numpy); dirichlet and
 * clusterBootstrap (numpy fed the app's category weights as item weights; the engine runs the
 * app's path: it prepares the recipe and draws the weights itself, inside the timed run);
 * labelNoise (p = 0.05, cells: numpy draws its own uniform flip mask per draw, the engine the
 * app's flips; numpy checks the engine's first draws on the app's flips); trials (a matrix of
 * means of 5 trials redrawn with 2: numpy draws its own binomials, and checks the engine's first
 * draws on the app's redrawn successes; S, Mid and L).
 *
 * Options: --sizes S,Mid,L,XL  --kinds bootstrap,subsample,dirichlet,clusterBootstrap,labelNoise,trials
 *          --repeat 5  --workers 2  --no-browser  --no-app  --keep-blas-env  --no-blas-compare
 *          --no-write  --no-import  --no-rank-sets  --no-votes  --help
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { format } from 'prettier';
import type { ScoreMatrix } from '../src/core/ScoreMatrix.ts';
import { groupsFromMeta } from '../src/core/perturbations/groups.ts';
import {
	BENCH_KINDS,
	DRAW_SEED,
	FLIP_P,
	SIZES,
	TRIALS_K,
	TRIALS_KEPT,
	TRIALS_SIZES,
	benchRecipe,
	trialsDraws,
	categoriesOf,
	categoryColumn,
	categoryDraws,
	expandToBytes,
	flipPositions,
	generateDraws,
	matrixSeed,
	trialDraws,
	type BenchKind,
	type Size
} from './cases.ts';
import { tableDigest, timedRun, type Port, type TimedRun } from './schedule.ts';
import type { WorkerReply, WorkerRequest } from './worker-core.ts';
import { syntheticMatrix, syntheticTrialsMatrix } from './synthetic.ts';
import { trialsPlan } from '../src/core/perturbations/trials.ts';
import { runImportBench, writeImportRows } from './import.ts';
import { runParquetBench } from './import-parquet.ts';
import { runRankSetBench, writeRankSetRows } from './rank-sets.ts';
import { runVotesBench, writeVotesRows } from './votes.ts';
import type { DrawTable, Reference } from '../src/core/run-types.ts';

const BENCH = import.meta.dirname;
const TMP = join(BENCH, '.tmp');

interface Args {
	sizes: readonly Size[];
	kinds: readonly BenchKind[];
	repeat: number;
	workers: number;
	browser: boolean;
	app: boolean;
	keepBlasEnv: boolean;
	/** Also time numpy with the machine's own OpenBLAS settings (L and XL), for context. */
	blasCompare: boolean;
	/** Write bench/results.json and results.details.json (off with --no-write, for trials). */
	write: boolean;
	/** The import rows at L and XL (bench/import.ts; off with --no-import). */
	imports: boolean;
	/** The Parquet-vs-CSV import row (bench/import-parquet.ts; off with --no-parquet). */
	parquet: boolean;
	/** Keep the rows of other sizes and kinds already in bench/results*.json (a partial run). */
	merge: boolean;
	/** The rank-set rows at Mid and L (bench/rank-sets.ts; off with --no-rank-sets). */
	rankSets: boolean;
	/** The votes row: a fit and 1,000 bootstrap refits (bench/votes.ts; off with --no-votes). */
	votes: boolean;
}

const HELP = `npm run bench -- [options]
  --sizes S,Mid,L,XL        sizes to run (default: all)
  --kinds K,...             ${BENCH_KINDS.join(',')} (default: all)
  --repeat N                timed runs per case, best counts (default 5; numpy's label noise at
                            L and XL: 1)
  --workers N               engine workers (default 2)
  --no-browser              skip the Chromium step
  --no-app                  skip the app-path timing of bootstrap and subsample
  --keep-blas-env           numpy with OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE as set
  --no-blas-compare         do not also time numpy with the machine's BLAS settings
  --no-write                print only; leave bench/results*.json as they are
  --no-import               skip the import rows at L and XL (bench/import.ts)
  --no-parquet              skip the Parquet-vs-CSV import row (bench/import-parquet.ts)
  --merge                   replace only this run's (size, kind) rows in bench/results*.json,
                            keeping the others (a partial run, e.g. --kinds trials)
  --no-rank-sets            skip the rank-set rows at Mid and L (bench/rank-sets.ts)
  --no-votes                skip the votes row (bench/votes.ts: 2 million votes, 250 models)
  --help                    this text`;

function parseArgs(argv: readonly string[]): Args {
	if (argv.includes('--help')) {
		console.log(HELP);
		process.exit(0);
	}
	const value = (flag: string) => {
		const k = argv.indexOf(flag);
		return k >= 0 ? argv[k + 1] : undefined;
	};
	const sizes = value('--sizes')?.split(',') ?? SIZES.map((s) => s.name);
	return {
		sizes: SIZES.filter((s) => sizes.includes(s.name)),
		kinds: (value('--kinds')?.split(',') ?? BENCH_KINDS) as BenchKind[],
		repeat: Number(value('--repeat') ?? 5),
		workers: Number(value('--workers') ?? 2),
		browser: !argv.includes('--no-browser'),
		app: !argv.includes('--no-app'),
		keepBlasEnv: argv.includes('--keep-blas-env'),
		blasCompare: !argv.includes('--no-blas-compare') && !argv.includes('--keep-blas-env'),
		write: !argv.includes('--no-write'),
		imports: !argv.includes('--no-import'),
		parquet: !argv.includes('--no-parquet'),
		merge: argv.includes('--merge'),
		rankSets: !argv.includes('--no-rank-sets'),
		votes: !argv.includes('--no-votes')
	};
}

/** Worker entry: register tsx's loader, then run the TypeScript worker as it is. */
const WORKER_BOOT = `import('tsx/esm/api').then(({ register }) => {
	register();
	return import(${JSON.stringify(new URL('./engine-worker.ts', import.meta.url).href)});
});`;

/** A warm pool of benchmark workers (started once, like the app's pool). */
class Pool {
	readonly workers: Worker[];
	readonly ports: Port[];

	constructor(n: number) {
		this.workers = Array.from({ length: n }, () => new Worker(WORKER_BOOT, { eval: true }));
		// Replies come back in request order: with several requests in flight, each reply
		// settles the oldest pending one.
		this.ports = this.workers.map((w) => {
			const pending: Array<{ resolve: (r: WorkerReply) => void; reject: (e: Error) => void }> = [];
			w.on('message', (reply: WorkerReply) => pending.shift()?.resolve(reply));
			w.on('error', (e: Error) => {
				for (const p of pending.splice(0)) p.reject(e);
			});
			return (message: WorkerRequest) =>
				new Promise<WorkerReply>((resolve, reject) => {
					pending.push({ resolve, reject });
					w.postMessage(message);
				});
		});
	}

	async load(matrix: ScoreMatrix, weights: Uint8Array | null) {
		const replies = await Promise.all(
			this.ports.map((port) => port({ type: 'load', matrix, weights }))
		);
		for (const r of replies) if (r.type !== 'loaded') throw new Error(JSON.stringify(r));
		return replies as Array<Extract<WorkerReply, { type: 'loaded' }>>;
	}

	async close(): Promise<void> {
		await Promise.all(this.workers.map((w) => w.terminate()));
	}
}

export interface NumpyResult {
	seconds: number;
	parts: { scores: number; ranks: number; tau: number };
	loadSeconds: number;
	blasCore: string;
	chunk: number;
	leaderKept: number;
	numpy: string;
}

function runNumpy(dir: string, kind: string, repeat: number, keepBlasEnv: boolean): NumpyResult {
	const env = { ...process.env };
	if (!keepBlasEnv) {
		// The machine sets these for old OpenBLAS builds; they force numpy's AVX2 kernel. Unset
		// both so the reference runs at its best (see bench/README.md).
		delete env.OPENBLAS_CORETYPE;
		delete env.OPENBLAS_L2_SIZE;
	}
	const p = spawnSync('python3', [join(BENCH, 'reference.py'), dir, kind, String(repeat)], {
		env,
		encoding: 'utf8',
		maxBuffer: 1 << 20
	});
	if (p.status !== 0) throw new Error(`reference.py failed:\n${p.stderr}`);
	return JSON.parse(p.stdout.trim().split('\n').pop()!) as NumpyResult;
}

interface Check {
	readonly ok: boolean;
	readonly detail: string;
	readonly maxTauDiff: number;
}

function readInt32(path: string): Int32Array {
	const buf = readFileSync(path);
	return new Int32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
}

function readFloat64(path: string): Float64Array {
	const buf = readFileSync(path);
	return new Float64Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
}

/** Largest |tau-b difference| over draws [0, D) (Infinity when one is NaN and the other not). */
function tauDiff(a: Float64Array, b: Float64Array, D: number): number {
	let max = 0;
	for (let d = 0; d < D; d++) {
		if (Number.isNaN(a[d]) !== Number.isNaN(b[d])) return Infinity;
		if (!Number.isNaN(a[d])) max = Math.max(max, Math.abs(a[d] - b[d]));
	}
	return max;
}

/**
 * Integer item weights (uint8): per-model counts of the engine's first `D` draws against numpy's
 * (scores bit for bit count / total), ranks and tau-b. `totalOf(d)`: draw d's total weight.
 */
function verifyCounts(
	dir: string,
	kind: string,
	table: DrawTable,
	D: number,
	totalOf: (d: number) => number
): Check {
	const M = table.nModels;
	const counts = readInt32(join(dir, `${kind}.numpy.counts.bin`));
	const ranks = readInt32(join(dir, `${kind}.numpy.ranks.bin`));
	const tau = readFloat64(join(dir, `${kind}.numpy.tau.bin`));
	let badCounts = 0;
	let badRanks = 0;
	for (let d = 0; d < D; d++) {
		const total = totalOf(d);
		for (let m = 0; m < M; m++) {
			const k = d * M + m;
			const score = table.scores[k];
			// exact: the engine's score is the numpy count over the same total, bit for bit
			if (score !== counts[k] / total || Math.round(score * total) !== counts[k]) badCounts++;
			if (table.ranks[k] !== ranks[k]) badRanks++;
		}
	}
	const maxTauDiff = tauDiff(table.tau, tau, D);
	const ok = badCounts === 0 && badRanks === 0 && maxTauDiff <= 1e-12;
	const what = D === table.nDraws ? '' : ` (the ${D} checked draws)`;
	const detail = ok
		? `counts, ranks exact${what}; |tau diff| <= ${maxTauDiff.toExponential(1)}`
		: `MISMATCH${what}: ${badCounts} counts, ${badRanks} ranks, max |tau diff| ${maxTauDiff}`;
	return { ok, detail, maxTauDiff };
}

/** Relative tolerance for real weights (kernels/fast-chunk.ts). */
const TOLERANCE = 1e-12;

/**
 * Real weights: scores within TOLERANCE of numpy's (relative); ranks equal except between
 * models whose numpy scores are within TOLERANCE of each other (near ties, which the engine's
 * per-category sums may make exact); tau-b within 1e-12 on draws without such ties.
 */
function verifyScores(dir: string, kind: string, table: DrawTable): Check {
	const M = table.nModels;
	const D = table.nDraws;
	const scores = readFloat64(join(dir, `${kind}.numpy.scores.bin`));
	const ranks = readInt32(join(dir, `${kind}.numpy.ranks.bin`));
	const tau = readFloat64(join(dir, `${kind}.numpy.tau.bin`));
	let badScores = 0;
	let maxRel = 0;
	let badRanks = 0;
	let tiedDraws = 0;
	let maxTauDiff = 0;
	const order = new Int32Array(M);
	for (let d = 0; d < D; d++) {
		const s = scores.subarray(d * M, (d + 1) * M);
		const near = new Uint8Array(M);
		for (let m = 0; m < M; m++) order[m] = m;
		order.sort((a, b) => s[a] - s[b]);
		for (let p = 1; p < M; p++) {
			const a = s[order[p - 1]];
			const b = s[order[p]];
			if (Math.abs(a - b) <= TOLERANCE * Math.max(Math.abs(a), Math.abs(b))) {
				near[order[p - 1]] = near[order[p]] = 1;
			}
		}
		let tied = false;
		for (let m = 0; m < M; m++) {
			const k = d * M + m;
			const rel = Math.abs(table.scores[k] - s[m]) / Math.abs(s[m]);
			if (!(rel <= TOLERANCE) && !(table.scores[k] === s[m])) badScores++;
			if (rel > maxRel) maxRel = rel;
			if (near[m]) tied = true;
			else if (table.ranks[k] !== ranks[k]) badRanks++;
		}
		if (tied) tiedDraws++;
		else maxTauDiff = Math.max(maxTauDiff, tauDiff(table.tau.subarray(d), tau.subarray(d), 1));
	}
	const ok = badScores === 0 && badRanks === 0 && maxTauDiff <= 1e-12;
	const ties = tiedDraws ? `; ${tiedDraws} draws with near ties (ranks there not compared)` : '';
	const detail = ok
		? `scores within ${maxRel.toExponential(1)} (relative), ranks equal; |tau diff| <= ${maxTauDiff.toExponential(1)}${ties}`
		: `MISMATCH: ${badScores} scores, ${badRanks} ranks, max |tau diff| ${maxTauDiff}${ties}`;
	return { ok, detail, maxTauDiff };
}

export interface CaseResult {
	size: string;
	kind: BenchKind;
	shape: string;
	engineSeconds: number;
	numpySeconds: number;
	ratio: number;
	target: number;
	/** The app's own path (workers draw the weights themselves), when measured. */
	appSeconds: number | null;
	engineRuns: number[];
	/** Per timed run: seconds the workers spent computing, summed over workers. */
	engineBusy: number[];
	/** The untimed first (warm-up) run. */
	engineColdSeconds: number;
	numpy: NumpyResult;
	/** numpy with the environment's OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE left as set (context). */
	numpyAsSet: NumpyResult | null;
	fastKernels: boolean;
	workerLoadMs: number;
	/** FNV-1a digest of the engine's draw table (the browser run must give the same). */
	digest: string;
	check: string;
	ok: boolean;
}

const fmt = (s: number) => (s < 1 ? `${(s * 1000).toFixed(1)} ms` : `${s.toFixed(3)} s`);

async function main(): Promise<void> {
	const args = parseArgs(process.argv.slice(2));
	mkdirSync(TMP, { recursive: true });
	const pool = new Pool(args.workers);
	const results: CaseResult[] = [];
	console.log(
		`bench: ${args.workers} workers, best of ${args.repeat}, numpy BLAS env ${
			args.keepBlasEnv ? 'as set' : 'unset (OPENBLAS_CORETYPE, OPENBLAS_L2_SIZE)'
		}`
	);
	try {
		for (const size of args.sizes) {
			const dir = join(TMP, size.name);
			mkdirSync(dir, { recursive: true });
			const t = performance.now();
			const G = categoriesOf(size);
			const matrix: ScoreMatrix = {
				...syntheticMatrix(size.models, size.items, matrixSeed(size)),
				meta: { category: categoryColumn(size.items, G) }
			};
			writeFileSync(join(dir, 'matrix.bin'), matrix.bits!);
			writeFileSync(join(dir, 'groups.bin'), groupsFromMeta(matrix, 'category').groupOf);
			writeFileSync(
				join(dir, 'meta.json'),
				JSON.stringify({
					nModels: size.models,
					nItems: size.items,
					wordsPerItem: matrix.wordsPerItem
				})
			);
			console.log(
				`\n${size.name}: ${size.models} models x ${size.items} items x ${size.draws} draws, ` +
					`${G} categories (matrix built in ${fmt((performance.now() - t) / 1000)})`
			);
			let trials: ScoreMatrix | null = null;
			for (const kind of args.kinds) {
				if (kind !== 'trials') {
					results.push(await runCase(args, pool, size, matrix, dir, kind));
					continue;
				}
				if (!TRIALS_SIZES.includes(size.name)) {
					console.log(`  trials           left out at ${size.name} (see bench/cases.ts)`);
					continue;
				}
				trials ??= trialsCase(size, dir);
				results.push(await runCase(args, pool, size, trials, dir, kind));
			}
		}
	} finally {
		await pool.close();
	}

	let browser: unknown = null;
	if (args.browser) {
		const { runBrowserBench } = await import('./browser.ts');
		browser = await runBrowserBench({ repeat: args.repeat, nodeResults: results });
	}

	const imports = args.imports ? await runImportBench(args.sizes, args.repeat) : [];
	const parquet = args.parquet ? [await runParquetBench(Math.min(3, args.repeat))] : [];
	const rankSets = args.rankSets ? await runRankSetBench(args.sizes, Math.min(3, args.repeat)) : [];
	const votes = args.votes
		? [await runVotesBench({ repeat: Math.min(3, args.repeat), browser: args.browser })]
		: [];
	printTable(results);
	if (!args.write) return;
	// written in the repo's Prettier style, so that `npm run lint` stays clean
	const json = (value: unknown) =>
		format(JSON.stringify(value), { parser: 'json', useTabs: true, printWidth: 100 });
	const rows = results.map((r) => ({
		size: r.size,
		kind: r.kind,
		engineSeconds: round(r.engineSeconds),
		numpySeconds: round(r.numpySeconds),
		ratio: round(r.ratio)
	}));
	const details = { date: new Date().toISOString(), args, results, browser };
	writeFileSync(join(BENCH, 'results.json'), await json(args.merge ? mergeRows(rows) : rows));
	writeFileSync(
		join(BENCH, 'results.details.json'),
		await json(args.merge ? mergeDetails(details) : details)
	);
	await writeImportRows(imports, parquet);
	await writeRankSetRows(rankSets);
	await writeVotesRows(votes);
	console.log('\nwrote bench/results.json and bench/results.details.json');
	if (results.some((r) => !r.ok) || votes.some((v) => !v.ok)) {
		console.error('some results disagree with numpy');
		process.exitCode = 1;
	}
}

/** The size's matrix of means of TRIALS_K trials, written for numpy (float64, items-major). */
function trialsCase(size: Size, dir: string): ScoreMatrix {
	const t = performance.now();
	const m = syntheticTrialsMatrix(size.models, size.items, matrixSeed(size), TRIALS_K);
	writeFileSync(join(dir, 'trials.values.bin'), m.values!);
	const redrawn = trialsPlan(m, TRIALS_KEPT).cellModel.length;
	console.log(
		`  (trials matrix: means of ${TRIALS_K} trials, ${redrawn.toLocaleString('en-US')} cells strictly ` +
			`between 0 and 1, built in ${fmt((performance.now() - t) / 1000)})`
	);
	return m;
}

const sameCase = (a: { size: string; kind: string }, b: { size: string; kind: string }) =>
	a.size === b.size && a.kind === b.kind;

/** The rows already written, this run's replacing those of the same size and kind. */
function mergeRows<T extends { size: string; kind: string }>(rows: readonly T[]): T[] {
	const old = JSON.parse(readFileSync(join(BENCH, 'results.json'), 'utf8')) as T[];
	const kept = old.filter((o) => !rows.some((r) => sameCase(o, r)));
	return [...kept, ...rows];
}

/** The details already written, with this run's cases merged in (its date and args beside). */
function mergeDetails(details: { results: CaseResult[] } & Record<string, unknown>) {
	const old = JSON.parse(readFileSync(join(BENCH, 'results.details.json'), 'utf8')) as {
		results: CaseResult[];
		merged?: unknown[];
	} & Record<string, unknown>;
	const kept = old.results.filter((o) => !details.results.some((r) => sameCase(o, r)));
	const { results, ...run } = details;
	return { ...old, results: [...kept, ...results], merged: [...(old.merged ?? []), run] };
}

/** Flipped cells the label-noise check hands numpy at most (their draws are checked). */
const MAX_CHECKED_FLIPS = 2 ** 24;

/** Sum of each draw's item weights (draw-major bytes). */
function totals(weights: Uint8Array, nItems: number): (d: number) => number {
	return (d) => {
		let total = 0;
		for (let i = 0; i < nItems; i++) total += weights[d * nItems + i];
		return total;
	};
}

/** One size and kind: draws, numpy, the engine (warm-up + timed runs), the checks. */
async function runCase(
	args: Args,
	pool: Pool,
	size: Size,
	matrix: ScoreMatrix,
	dir: string,
	kind: BenchKind
): Promise<CaseResult> {
	const D = kind === 'trials' ? trialsDraws(size) : size.draws;
	const n = size.items;
	const recipe = benchRecipe(kind);
	// bootstrap and subsample: the engine is fed numpy's draws; other kinds run the app's path
	const fed = kind === 'bootstrap' || kind === 'subsample';
	const t = performance.now();
	let weights: Uint8Array | null = null;
	let checked = D;
	let draws: Record<string, unknown> = { nDraws: D, weights: 'uint8' };
	if (fed) weights = generateDraws(n, kind, D);
	else if (kind === 'clusterBootstrap') {
		const groupOf = groupsFromMeta(matrix, 'category').groupOf;
		weights = expandToBytes(categoryDraws(matrix, kind, D), groupOf, D);
	} else if (kind === 'trials') {
		const U = trialsPlan(matrix, TRIALS_KEPT).cellModel.length;
		checked = Math.max(1, Math.min(D, Math.floor(MAX_CHECKED_FLIPS / Math.max(1, U))));
		writeFileSync(join(dir, `${kind}.x.bin`), trialDraws(matrix, checked));
		draws = { nDraws: D, weights: 'trials', kPrime: TRIALS_KEPT, seed: DRAW_SEED, checked };
	} else if (kind === 'dirichlet') {
		writeFileSync(join(dir, `${kind}.category.bin`), categoryDraws(matrix, kind, D));
		draws = { nDraws: D, weights: 'category' };
	} else {
		checked = Math.max(1, Math.min(D, Math.floor(MAX_CHECKED_FLIPS / (FLIP_P * n * size.models))));
		const flips = flipPositions(n, size.models, checked);
		writeFileSync(
			join(dir, `${kind}.flips.bin`),
			Buffer.concat(flips.map((f) => Buffer.from(f.buffer)))
		);
		draws = {
			nDraws: D,
			weights: 'labelNoise',
			p: FLIP_P,
			seed: DRAW_SEED,
			flips: flips.map((f) => f.length)
		};
	}
	if (weights) writeFileSync(join(dir, `${kind}.weights.bin`), weights);
	writeFileSync(join(dir, `${kind}.draws.json`), JSON.stringify(draws));
	const genSeconds = (performance.now() - t) / 1000;

	// numpy's label noise draws a uniform per cell and draw, its fewer trials a binomial per
	// redrawn cell and draw: one timed run at L and XL (minutes)
	const ownDraws = kind === 'labelNoise' || kind === 'trials';
	const numpyRepeat = ownDraws && size.target < 0.5 ? 1 : args.repeat;
	const numpy = runNumpy(dir, kind, numpyRepeat, args.keepBlasEnv);
	const numpyAsSet =
		args.blasCompare && size.target < 0.5 && process.env.OPENBLAS_CORETYPE && !ownDraws
			? runNumpy(dir, kind, numpyRepeat, true)
			: null;

	const loaded = await pool.load(matrix, fed ? weights : null);
	const reference: Reference = loaded[0].reference;
	const leader = reference.order[0];
	const appChunk = (start: number, count: number) => ({
		type: 'app-chunk' as const,
		start,
		count,
		recipe,
		seed: DRAW_SEED
	});
	const chunk = fed
		? (start: number, count: number) => ({ type: 'chunk' as const, start, count })
		: appChunk;
	const prepare = fed ? null : { type: 'prepare' as const, recipe };
	let coldSeconds = 0;
	const runs: number[] = [];
	const busy: number[] = [];
	let last: TimedRun | null = null;
	// One untimed warm-up run first (V8 compiles the hot JavaScript and WebAssembly to optimised
	// code during the first run), then the timed runs.
	for (let r = -1; r < args.repeat; r++) {
		last = await timedRun(pool.ports, D, size.models, leader, chunk, prepare);
		if (r >= 0) {
			runs.push(last.seconds);
			busy.push(last.busySeconds);
		} else coldSeconds = last.seconds;
	}
	const table = last!.table;
	const check =
		kind === 'dirichlet'
			? verifyScores(dir, kind, table)
			: verifyCounts(
					dir,
					kind,
					table,
					checked,
					weights ? totals(weights, n) : kind === 'trials' ? () => TRIALS_KEPT * n : () => n
				);
	const digest = tableDigest(table);
	// label noise, fewer trials: numpy's timed draws are its own, so their leader agreement differs
	const leaderOk =
		ownDraws ||
		last!.leaderKept === numpy.leaderKept ||
		(kind === 'dirichlet' && check.detail.includes('near ties'));
	let appSeconds: number | null = fed ? null : Math.min(...runs);
	if (args.app && fed) {
		for (let r = 0; r < args.repeat; r++) {
			const app = await timedRun(pool.ports, D, size.models, leader, appChunk);
			appSeconds = Math.min(appSeconds ?? Infinity, app.seconds);
			if (tableDigest(app.table) !== digest) {
				throw new Error('the app path (drawing its own weights) disagrees with the fed draws');
			}
		}
	}
	const engineSeconds = Math.min(...runs);
	const result: CaseResult = {
		size: size.name,
		kind,
		shape: `${size.models}x${n}x${D}`,
		engineSeconds,
		numpySeconds: numpy.seconds,
		ratio: engineSeconds / numpy.seconds,
		target: size.target,
		appSeconds,
		engineRuns: runs,
		engineBusy: busy,
		engineColdSeconds: coldSeconds,
		numpy,
		numpyAsSet,
		fastKernels: loaded.every((l) => l.fast),
		workerLoadMs: Math.max(...loaded.map((l) => l.loadMs)),
		digest,
		check: leaderOk ? check.detail : `${check.detail}; LEADER MISMATCH`,
		ok: check.ok && leaderOk
	};
	console.log(
		`  ${kind.padEnd(16)} numpy ${fmt(numpy.seconds).padStart(9)} (${numpy.blasCore}; ` +
			`product ${fmt(numpy.parts.scores)}, ranks ${fmt(numpy.parts.ranks)}, ` +
			`tau ${fmt(numpy.parts.tau)})  engine ${fmt(engineSeconds).padStart(9)}  ` +
			`ratio ${result.ratio.toFixed(3)} (target <= ${size.target})` +
			(fed && appSeconds !== null ? `  app path ${fmt(appSeconds)}` : '') +
			(numpyAsSet
				? `  [numpy with the machine's ${numpyAsSet.blasCore} kernel: ` +
					`${fmt(numpyAsSet.seconds)}, ratio ${(engineSeconds / numpyAsSet.seconds).toFixed(3)}]`
				: '') +
			`  draws generated in ${fmt(genSeconds)}  ${result.check}`
	);
	return result;
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

function printTable(results: readonly CaseResult[]): void {
	const rows = [
		['size', 'kind', 'models x items x draws', 'numpy', 'engine', 'ratio', 'target', 'app path'],
		...results.map((r) => [
			r.size,
			r.kind,
			r.shape,
			fmt(r.numpySeconds),
			fmt(r.engineSeconds),
			r.ratio.toFixed(3),
			`<= ${r.target}${r.ratio <= r.target ? ' ok' : ' MISSED'}`,
			r.appSeconds === null ? '-' : fmt(r.appSeconds)
		])
	];
	const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
	console.log('');
	for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c])).join('  '));
}

await main();

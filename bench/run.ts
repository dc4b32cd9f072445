/**
 * `npm run bench`: our engine against a numpy/scipy reference, in the same run, on the same draws.
 *
 * For each size and perturbation kind: build a seeded synthetic 0/1 matrix (already packed),
 * generate the draws once with the app's generator (src/core/draws.ts), hand the same draws to
 * numpy (bench/reference.py, in a subprocess) and to our engine (node:worker_threads workers
 * running src/core/run.ts, scheduled like src/engine/EngineClient.ts), time both on the same
 * work (scores, ranks, tau-b, leader agreement), check that every per-model count, rank and
 * tau-b agrees, then print a table and write bench/results.json. A last step measures the Mid
 * run inside Chromium and XL's memory there (bench/browser.ts).
 *
 * Options: --sizes S,Mid,L,XL  --kinds bootstrap,subsample  --repeat 3  --workers 2
 *          --no-browser  --no-app  --keep-blas-env  --no-blas-compare  --no-write  --no-import
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { format } from 'prettier';
import type { ScoreMatrix } from '../src/core/ScoreMatrix.ts';
import type { PerturbationKind } from '../src/core/draws.ts';
import type { PerturbationSpec } from '../src/core/perturbations/catalogue.ts';
import type { DrawTable, Reference } from '../src/core/run.ts';
import { DRAW_SEED, FRACTION, SIZES, generateDraws, matrixSeed, type Size } from './cases.ts';
import { tableDigest, timedRun, type Port, type TimedRun } from './schedule.ts';
import type { WorkerReply, WorkerRequest } from './worker-core.ts';
import { syntheticMatrix } from './synthetic.ts';
import { runImportBench, writeImportRows } from './import.ts';

const BENCH = import.meta.dirname;
const TMP = join(BENCH, '.tmp');

interface Args {
	sizes: readonly Size[];
	kinds: readonly PerturbationKind[];
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
}

function parseArgs(argv: readonly string[]): Args {
	const value = (flag: string) => {
		const k = argv.indexOf(flag);
		return k >= 0 ? argv[k + 1] : undefined;
	};
	const sizes = value('--sizes')?.split(',') ?? SIZES.map((s) => s.name);
	return {
		sizes: SIZES.filter((s) => sizes.includes(s.name)),
		kinds: (value('--kinds')?.split(',') ?? ['bootstrap', 'subsample']) as PerturbationKind[],
		repeat: Number(value('--repeat') ?? 5),
		workers: Number(value('--workers') ?? 2),
		browser: !argv.includes('--no-browser'),
		app: !argv.includes('--no-app'),
		keepBlasEnv: argv.includes('--keep-blas-env'),
		blasCompare: !argv.includes('--no-blas-compare') && !argv.includes('--keep-blas-env'),
		write: !argv.includes('--no-write'),
		imports: !argv.includes('--no-import')
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

	async load(matrix: ScoreMatrix, weights: Uint8Array) {
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

/** Per-model counts, ranks and tau-b of the engine against numpy's. */
function verify(
	dir: string,
	kind: string,
	table: DrawTable,
	weights: Uint8Array,
	nItems: number
): { ok: boolean; detail: string; maxTauDiff: number } {
	const M = table.nModels;
	const D = table.nDraws;
	const counts = new Int32Array(readFileSync(join(dir, `${kind}.numpy.counts.bin`)).buffer);
	const buf = readFileSync(join(dir, `${kind}.numpy.ranks.bin`));
	const ranks = new Int32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
	const tbuf = readFileSync(join(dir, `${kind}.numpy.tau.bin`));
	const tau = new Float64Array(tbuf.buffer.slice(tbuf.byteOffset, tbuf.byteOffset + tbuf.length));
	let badCounts = 0;
	let badRanks = 0;
	let maxTauDiff = 0;
	for (let d = 0; d < D; d++) {
		let total = 0;
		for (let i = 0; i < nItems; i++) total += weights[d * nItems + i];
		for (let m = 0; m < M; m++) {
			const k = d * M + m;
			const score = table.scores[k];
			// exact: the engine's score is the numpy count over the same total, bit for bit
			if (score !== counts[k] / total || Math.round(score * total) !== counts[k]) badCounts++;
			if (table.ranks[k] !== ranks[k]) badRanks++;
		}
		const a = table.tau[d];
		const b = tau[d];
		if (Number.isNaN(a) !== Number.isNaN(b)) maxTauDiff = Infinity;
		else if (!Number.isNaN(a)) maxTauDiff = Math.max(maxTauDiff, Math.abs(a - b));
	}
	const ok = badCounts === 0 && badRanks === 0 && maxTauDiff <= 1e-12;
	const detail = ok
		? `counts, ranks exact; |tau diff| <= ${maxTauDiff.toExponential(1)}`
		: `MISMATCH: ${badCounts} counts, ${badRanks} ranks, max |tau diff| ${maxTauDiff}`;
	return { ok, detail, maxTauDiff };
}

export interface CaseResult {
	size: string;
	kind: PerturbationKind;
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
			let t = performance.now();
			const matrix = syntheticMatrix(size.models, size.items, matrixSeed(size));
			writeFileSync(join(dir, 'matrix.bin'), matrix.bits!);
			writeFileSync(
				join(dir, 'meta.json'),
				JSON.stringify({
					nModels: size.models,
					nItems: size.items,
					wordsPerItem: matrix.wordsPerItem
				})
			);
			console.log(
				`\n${size.name}: ${size.models} models x ${size.items} items x ${size.draws} draws ` +
					`(matrix built in ${fmt((performance.now() - t) / 1000)})`
			);
			for (const kind of args.kinds) {
				t = performance.now();
				const weights = generateDraws(size.items, kind, size.draws);
				writeFileSync(join(dir, `${kind}.weights.bin`), weights);
				writeFileSync(join(dir, `${kind}.draws.json`), JSON.stringify({ nDraws: size.draws }));
				const genSeconds = (performance.now() - t) / 1000;

				const numpy = runNumpy(dir, kind, args.repeat, args.keepBlasEnv);
				const numpyAsSet =
					args.blasCompare && size.target < 0.5 && process.env.OPENBLAS_CORETYPE
						? runNumpy(dir, kind, args.repeat, true)
						: null;

				const loaded = await pool.load(matrix, weights);
				const reference: Reference = loaded[0].reference;
				const leader = reference.order[0];
				let coldSeconds = 0;
				const runs: number[] = [];
				const busy: number[] = [];
				let last: TimedRun | null = null;
				// One untimed warm-up run first (V8 compiles the hot JavaScript and WebAssembly to
				// optimised code during the first run), then the timed runs.
				for (let r = -1; r < args.repeat; r++) {
					last = await timedRun(pool.ports, size.draws, size.models, leader, (start, count) => ({
						type: 'chunk',
						start,
						count
					}));
					if (r >= 0) {
						runs.push(last.seconds);
						busy.push(last.busySeconds);
					} else coldSeconds = last.seconds;
				}
				const check = verify(dir, kind, last!.table, weights, size.items);
				const digest = tableDigest(last!.table);
				const leaderOk = last!.leaderKept === numpy.leaderKept;
				let appSeconds: number | null = null;
				if (args.app) {
					const recipe: PerturbationSpec =
						kind === 'subsample'
							? { kind, fraction: FRACTION }
							: { kind: 'bootstrap', strength: 1 };
					for (let r = 0; r < args.repeat; r++) {
						const app = await timedRun(
							pool.ports,
							size.draws,
							size.models,
							leader,
							(start, count) => ({
								type: 'app-chunk',
								start,
								count,
								recipe,
								seed: DRAW_SEED
							})
						);
						appSeconds = Math.min(appSeconds ?? Infinity, app.seconds);
						if (tableDigest(app.table) !== digest) {
							throw new Error(
								'the app path (drawing its own weights) disagrees with the fed draws'
							);
						}
					}
				}
				const engineSeconds = Math.min(...runs);
				const result: CaseResult = {
					size: size.name,
					kind,
					shape: `${size.models}x${size.items}x${size.draws}`,
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
				results.push(result);
				console.log(
					`  ${kind.padEnd(9)} numpy ${fmt(numpy.seconds).padStart(9)} (${numpy.blasCore}; ` +
						`product ${fmt(numpy.parts.scores)}, ranks ${fmt(numpy.parts.ranks)}, ` +
						`tau ${fmt(numpy.parts.tau)})  engine ${fmt(engineSeconds).padStart(9)}  ` +
						`ratio ${result.ratio.toFixed(3)} (target <= ${size.target})` +
						(appSeconds !== null ? `  app path ${fmt(appSeconds)}` : '') +
						(numpyAsSet
							? `  [numpy with the machine's ${numpyAsSet.blasCore} kernel: ` +
								`${fmt(numpyAsSet.seconds)}, ratio ${(engineSeconds / numpyAsSet.seconds).toFixed(3)}]`
							: '') +
						`  draws generated in ${fmt(genSeconds)}  ${result.check}`
				);
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
	printTable(results);
	if (!args.write) return;
	// written in the repo's Prettier style, so that `npm run lint` stays clean
	const json = (value: unknown) =>
		format(JSON.stringify(value), { parser: 'json', useTabs: true, printWidth: 100 });
	writeFileSync(
		join(BENCH, 'results.json'),
		await json(
			results.map((r) => ({
				size: r.size,
				kind: r.kind,
				engineSeconds: round(r.engineSeconds),
				numpySeconds: round(r.numpySeconds),
				ratio: round(r.ratio)
			}))
		)
	);
	writeFileSync(
		join(BENCH, 'results.details.json'),
		await json({ date: new Date().toISOString(), args, results, browser })
	);
	await writeImportRows(imports);
	console.log('\nwrote bench/results.json and bench/results.details.json');
	if (results.some((r) => !r.ok)) {
		console.error('some results disagree with numpy');
		process.exitCode = 1;
	}
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

/**
 * The votes row of `npm run bench` (issue 34): a Bradley-Terry fit and 1,000 bootstrap refits of
 * 2 million generated votes over 250 models (`syntheticVotes`: log-strengths N(0, 1.2^2), pairs
 * drawn uniformly, 20% ties), ours against scipy doing the same fits in the same run
 * (bench/votes_reference.py: numpy's aggregation and multinomial resamples, scipy's L-BFGS-B
 * warm-started from the fit, as ours).
 *
 * Timed, both sides: aggregating the votes to counts per (pair, outcome), the fit, 1,000
 * resamples and refits, and (ours) the bootstrap intervals. Ours: the fit in this process, the
 * resamples in two node:worker_threads workers (chunks of 50, two in flight per worker, as the
 * app's run pool), warm (one untimed run first); "one thread" times the same in this process.
 * Checks: our fit's ratings equal scipy's within 1e-6; scipy refits our first resamples (their
 * cell counts written for it) and those ratings equal ours within 1e-6; the two bootstraps'
 * standard errors (different random resamples) agree within 10% on average.
 *
 *   npx tsx bench/votes.ts [--repeat 3] [--votes 2000000] [--models 250] [--draws 1000] [--no-write]
 *
 * The browser row (`votesBrowser`, bench/browser-votes.ts): the same timed work in Chromium (the
 * page's main thread aggregates and fits, two module workers resample and refit), against the same
 * scipy run; its fit and bootstrap standard errors are checked against scipy's as ours are. Off
 * with --no-browser.
 *
 *   npx tsx bench/votes.ts [--repeat 3] [--votes 2000000] [--models 250] [--draws 1000] [--no-browser] [--no-write]
 *
 * Alone it prints its rows and merges them into bench/results.json (replacing earlier votes rows),
 * details in bench/results.votes.json; `bench/run.ts` calls it too (off with --no-votes).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ChunkResult } from '../src/core/run-types.ts';
import { aggregateVotes, cellTotals } from '../src/features/votes/core/aggregate.ts';
import { fitGroup, type GroupFit } from '../src/features/votes/core/group-fit.ts';
import { MultinomialSampler } from '../src/features/votes/core/multinomial.ts';
import { rngForDraw } from '../src/core/random.ts';
import { syntheticVotes } from '../src/features/votes/core/synthetic-votes.ts';
import { bootstrapChunk, bootstrapIntervals } from '../src/features/votes/core/vote-bootstrap.ts';
import type { Votes } from '../src/features/votes/core/votes.ts';
import { runVotesBrowser, type VotesBrowserResult } from './browser-votes.ts';
import type { VotesWorkerRequest } from './votes-worker.ts';
import { mergeResultRows } from './result-rows.ts';

const BENCH = import.meta.dirname;
const SEED = 20_240_521;
const CHUNK = 50;
const CHECKED = 5;

interface VotesRow {
	readonly size: string;
	readonly kind: 'votes';
	readonly engineSeconds: number;
	readonly numpySeconds: number;
	readonly ratio: number;
}

interface VotesCase extends VotesRow {
	readonly shape: string;
	readonly engineRuns: number[];
	readonly engineCpuSeconds: number;
	readonly oneThreadSeconds: number;
	readonly oneThreadCpuSeconds: number;
	/** The machine's 1-minute load average when the case started (2 cores, shared). */
	readonly loadAverage: number;
	readonly fitSeconds: number;
	readonly numpyCpuSeconds: number;
	readonly numpyFitSeconds: number;
	readonly numpyMeanIterations: number;
	readonly numpy: string;
	readonly check: string;
	readonly ok: boolean;
	/** The same case in Chromium (null with --no-browser). */
	readonly browser: VotesBrowserCase | null;
}

/** The browser row: the same work in Chromium, against the same scipy run. */
interface VotesBrowserCase extends Omit<VotesRow, 'kind'> {
	readonly kind: 'votesBrowser';
	readonly engineRuns: number[];
	/** The renderer process's CPU seconds (main thread and workers) in each run. */
	readonly engineCpuRuns: number[];
	readonly engineCpuSeconds: number;
	readonly fitSeconds: number;
	readonly loadAverage: number;
	readonly loadAverageAfter: number;
	readonly browser: string;
	readonly check: string;
	readonly ok: boolean;
}

const WORKER_BOOT = `import('tsx/esm/api').then(({ register }) => {
	register();
	return import(${JSON.stringify(new URL('./votes-worker.ts', import.meta.url).href)});
});`;

/** Two warm workers; each answers its requests in order. */
function pool(n: number) {
	const workers = Array.from({ length: n }, () => new Worker(WORKER_BOOT, { eval: true }));
	const ports = workers.map((w) => {
		const pending: ((reply: { chunk?: ChunkResult }) => void)[] = [];
		w.on('message', (reply) => pending.shift()?.(reply));
		return (message: VotesWorkerRequest) =>
			new Promise<{ chunk?: ChunkResult }>((resolve) => {
				pending.push(resolve);
				w.postMessage(message);
			});
	});
	return { ports, close: () => Promise.all(workers.map((w) => w.terminate())) };
}

/** Aggregate, fit, resample and refit `draws` times, summarise: what is timed on our side. */
async function ours(votes: Votes, draws: number, ports: ReturnType<typeof pool>['ports'] | null) {
	const { counts } = aggregateVotes(votes);
	const group = fitGroup(counts, { tieRule: 'half', l2: 0 }, 0) as GroupFit;
	const fitted = performance.now();
	const K = counts.nModels;
	const scores = new Float64Array(draws * K);
	if (ports) {
		await Promise.all(ports.map((port) => port({ type: 'load', group })));
		let next = 0;
		const work = async (port: (typeof ports)[number]) => {
			while (next < draws) {
				const start = next;
				const count = Math.min(CHUNK, draws - start);
				next += count;
				const { chunk } = await port({ type: 'chunk', seed: SEED, start, count });
				scores.set(chunk!.scores, start * K);
			}
		};
		await Promise.all(ports.flatMap((port) => [work(port), work(port)]));
	} else {
		scores.set(bootstrapChunk(group, SEED, 0, draws).scores);
	}
	return { group, fitted, intervals: bootstrapIntervals(scores, K) };
}

function timedAsync<T>(f: () => Promise<T>) {
	return async () => {
		const c0 = process.cpuUsage();
		const t0 = performance.now();
		const value = await f();
		const c = process.cpuUsage(c0);
		return {
			value,
			t0,
			seconds: (performance.now() - t0) / 1000,
			cpuSeconds: (c.user + c.system) / 1e6
		};
	};
}

function writeInputs(dir: string, votes: Votes, group: GroupFit, draws: number) {
	const n = votes.a.length;
	const buf = new Uint8Array(9 * n);
	buf.set(new Uint8Array(votes.a.buffer, votes.a.byteOffset, 4 * n), 0);
	buf.set(new Uint8Array(votes.b.buffer, votes.b.byteOffset, 4 * n), 4 * n);
	buf.set(votes.outcome, 8 * n);
	writeFileSync(join(dir, 'votes.bin'), buf);
	writeFileSync(
		join(dir, 'meta.json'),
		JSON.stringify({ votes: n, models: votes.models.length, draws, seed: SEED, anchor: 0 })
	);
	// our first resamples' cell counts, for scipy to refit (the check)
	const totals = cellTotals(group.counts);
	const sampler = new MultinomialSampler(totals, n);
	const check = new Float64Array(CHECKED * totals.length);
	for (let d = 0; d < CHECKED; d++)
		sampler.sample(rngForDraw(SEED, d), check.subarray(d * totals.length, (d + 1) * totals.length));
	writeFileSync(join(dir, 'check-cells.bin'), check);
}

function scipyRun(dir: string, repeat: number) {
	// One BLAS thread: L-BFGS-B's vectors are short, and on a shared machine OpenBLAS's threads
	// spin (measured: 16 s instead of 0.3 s for 100 refits of 50 models at load 12).
	const env = { ...process.env, OPENBLAS_NUM_THREADS: '1', OMP_NUM_THREADS: '1' };
	const p = spawnSync('python3', [join(BENCH, 'votes_reference.py'), dir, String(repeat)], {
		encoding: 'utf8',
		maxBuffer: 1 << 26,
		env
	});
	if (p.status !== 0) throw new Error(`votes_reference.py failed:\n${p.stderr}`);
	return JSON.parse(p.stdout.trim().split('\n').pop()!) as {
		seconds: number;
		cpuSeconds: number;
		fitSeconds: number;
		meanIterations: number;
		ratings: number[];
		checked: number[][];
		bootstrapSE: number[];
		versions: string;
	};
}

const centred = (x: ArrayLike<number>) => {
	let m = 0;
	for (let i = 0; i < x.length; i++) m += x[i] / x.length;
	return Array.from(x, (v) => v - m);
};
const maxDiff = (x: number[], y: number[]) => Math.max(...x.map((v, i) => Math.abs(v - y[i])));

/** The votes case: our timed runs, scipy's, and the checks. */
export async function runVotesBench(
	options: {
		votes?: number;
		models?: number;
		draws?: number;
		repeat?: number;
		browser?: boolean;
	} = {},
	log: (s: string) => void = console.log
): Promise<VotesCase> {
	const {
		votes: N = 2_000_000,
		models: K = 250,
		draws = 1000,
		repeat = 3,
		browser: inBrowser = true
	} = options;
	log(`\nvotes: ${N} votes over ${K} models, a fit and ${draws} bootstrap refits`);
	const votes = syntheticVotes({ models: K, votes: N, seed: SEED }).votes;
	const loadAverage = loadavg()[0];
	const dir = join(BENCH, '.tmp', 'votes');
	mkdirSync(dir, { recursive: true });
	const workers = pool(2);
	try {
		const run = timedAsync(() => ours(votes, draws, workers.ports));
		const warm = await run(); // V8 compiles the hot loops, the workers load their modules
		const runs = [];
		for (let k = 0; k < repeat; k++) runs.push(await run());
		const best = runs.reduce((a, r) => (r.seconds < a.seconds ? r : a));
		const one = await timedAsync(() => ours(votes, draws, null))();
		await workers.close();
		const browserLoad = loadavg()[0];
		const web = inBrowser
			? await runVotesBrowser(
					{ votes: N, models: K, draws, seed: SEED, workers: 2, chunk: CHUNK },
					repeat
				)
			: null;
		const browserLoadAfter = loadavg()[0];
		writeInputs(dir, votes, best.value.group, draws);
		const scipy = scipyRun(dir, 1);
		const group = best.value.group;
		const fitDiff = maxDiff(Array.from(group.ratings), scipy.ratings);
		const mine = bootstrapChunk(group, SEED, 0, CHECKED);
		let refitDiff = 0;
		for (let d = 0; d < CHECKED; d++) {
			const row = centred(mine.scores.subarray(d * K, (d + 1) * K));
			refitDiff = Math.max(refitDiff, maxDiff(row, centred(scipy.checked[d])));
		}
		const se = best.value.intervals.intervals.map((i) => i.se);
		const seRatio = se.reduce((s, x, m) => s + x / scipy.bootstrapSE[m], 0) / K;
		const ok = fitDiff < 1e-6 && refitDiff < 1e-6 && Math.abs(seRatio - 1) < 0.1;
		const check =
			`fit within ${fitDiff.toExponential(1)} of scipy's, refits of our first ${CHECKED} resamples within ` +
			`${refitDiff.toExponential(1)}, bootstrap SE ours / scipy's ${seRatio.toFixed(3)} on average` +
			(ok ? '' : ' MISMATCH');
		const row: VotesCase = {
			size: `${K}x${N}`,
			kind: 'votes',
			engineSeconds: best.seconds,
			numpySeconds: scipy.seconds,
			ratio: best.seconds / scipy.seconds,
			shape: `${K} models x ${N} votes x ${draws} refits`,
			engineRuns: [warm, ...runs].map((r) => r.seconds),
			engineCpuSeconds: best.cpuSeconds,
			oneThreadSeconds: one.seconds,
			oneThreadCpuSeconds: one.cpuSeconds,
			loadAverage,
			fitSeconds: (best.value.fitted - best.t0) / 1000,
			numpyCpuSeconds: scipy.cpuSeconds,
			numpyFitSeconds: scipy.fitSeconds,
			numpyMeanIterations: scipy.meanIterations,
			numpy: scipy.versions,
			check,
			ok,
			browser: web ? browserRow(web, scipy, K, N, draws, browserLoad, browserLoadAfter) : null
		};
		log(
			`  votes  ours ${best.seconds.toFixed(3)} s, CPU ${best.cpuSeconds.toFixed(3)} s (two workers; one ` +
				`thread ${one.seconds.toFixed(3)} s, CPU ${one.cpuSeconds.toFixed(3)} s; aggregate and fit ` +
				`${row.fitSeconds.toFixed(3)} s)  scipy ${scipy.seconds.toFixed(3)} s, CPU ${scipy.cpuSeconds.toFixed(3)} s ` +
				`(fit ${scipy.fitSeconds.toFixed(3)} s, ${scipy.meanIterations.toFixed(1)} L-BFGS-B iterations a ` +
				`refit)  ratio ${row.ratio.toFixed(4)}  load average ${loadAverage.toFixed(1)}  ${check}`
		);
		if (row.browser) {
			const b = row.browser;
			log(
				`  votes in Chromium ${b.engineSeconds.toFixed(3)} s, renderer CPU ${b.engineCpuSeconds.toFixed(2)} s ` +
					`(aggregate and fit ${b.fitSeconds.toFixed(3)} s; runs ${b.engineRuns.map((x) => x.toFixed(2)).join(', ')} s)` +
					`  ratio ${b.ratio.toFixed(4)}  load average ${b.loadAverage.toFixed(1)} -> ` +
					`${b.loadAverageAfter.toFixed(1)}  ${b.check}`
			);
		}
		return row;
	} finally {
		await workers.close();
	}
}

/** The browser row and its checks against the same scipy run. */
function browserRow(
	web: VotesBrowserResult,
	scipy: ReturnType<typeof scipyRun>,
	K: number,
	N: number,
	draws: number,
	loadAverage: number,
	loadAverageAfter: number
): VotesBrowserCase {
	const fitDiff = maxDiff(web.ratings, scipy.ratings);
	const seRatio = web.se.reduce((s, x, m) => s + x / scipy.bootstrapSE[m], 0) / K;
	const ok = fitDiff < 1e-6 && Math.abs(seRatio - 1) < 0.1;
	return {
		size: `${K}x${N}`,
		kind: 'votesBrowser',
		engineSeconds: web.seconds,
		numpySeconds: scipy.seconds,
		ratio: web.seconds / scipy.seconds,
		engineRuns: web.runs,
		engineCpuRuns: web.cpuRuns,
		engineCpuSeconds: web.cpuSeconds,
		fitSeconds: web.fitSeconds,
		loadAverage,
		loadAverageAfter,
		browser: web.browser,
		check:
			`${draws} refits in Chromium: fit within ${fitDiff.toExponential(1)} of scipy's, bootstrap SE ` +
			`ours / scipy's ${seRatio.toFixed(3)} on average` +
			(ok ? '' : ' MISMATCH'),
		ok
	};
}

/** Merges the votes row into bench/results.json (replacing an earlier one), details beside it. */
export async function writeVotesRows(cases: readonly VotesCase[]): Promise<void> {
	const browser = cases.flatMap((c) => (c.browser ? [c.browser] : []));
	// each case once in the details: the browser row beside the Node row, not inside it
	const node = cases.map(({ browser: _browser, ...c }) => c);
	await mergeResultRows(['votes', 'votesBrowser'], [...node, ...browser], 'results.votes.json');
}

async function main(): Promise<void> {
	const argv = process.argv.slice(2);
	const value = (flag: string) => {
		const k = argv.indexOf(flag);
		return k >= 0 ? Number(argv[k + 1]) : undefined;
	};
	const row = await runVotesBench({
		votes: value('--votes'),
		models: value('--models'),
		draws: value('--draws'),
		repeat: value('--repeat'),
		browser: !argv.includes('--no-browser')
	});
	if (!row.ok || (row.browser && !row.browser.ok)) process.exitCode = 1;
	if (argv.includes('--no-write')) return;
	await writeVotesRows([row]);
	console.log('\nwrote the votes row to bench/results.json (details: results.votes.json)');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

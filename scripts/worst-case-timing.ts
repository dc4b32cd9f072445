/**
 * Times the worst-case category weights search (`worstCaseSearch`) on the cases the issue names:
 * the leaderboard sample, a synthetic benchmark with 1,000 categories and 67 models (complete,
 * and with missing cells), and ImageNetV2's 1,000 classes when ../shared/real is present.
 *
 *     npx tsx scripts/worst-case-timing.ts [bound=0.5] [seed=1] [budget=default]
 *
 * Prints wall-clock and CPU time (the search is single-threaded, so CPU time is what it would
 * take on an idle core; on a shared machine wall-clock time can be several times longer). Not a
 * test: speed is not asserted anywhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { CategoryCounts } from '../src/core/perturbations/category-weights.ts';
import { categoryScores } from '../src/core/perturbations/category-weights.ts';
import { randomInteriorSearch, worstCaseSearch } from '../src/core/perturbations/worst-case.ts';
import { rngForDraw } from '../src/core/random.ts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';

const ROOT = join(import.meta.dirname, '..');
const bound = Number(process.argv[2] ?? 0.5);
const seed = Number(process.argv[3] ?? 1);
const budget = process.argv[4] ? Number(process.argv[4]) : undefined;

/** Collapses a wide CSV (meta:category + model columns, 0/1 or empty) into counts. */
function countsFromCsv(path: string): CategoryCounts {
	const parsed = Papa.parse<string[]>(readFileSync(path, 'utf8'), { skipEmptyLines: true });
	const [header, ...rows] = parsed.data;
	const cat = header.indexOf('meta:category');
	const models = header.flatMap((h, c) => (c > 0 && !h.startsWith('meta:') ? [c] : []));
	const names = [...new Set(rows.map((r) => r[cat]))].sort();
	const index = new Map(names.map((n, g) => [n, g]));
	const G = names.length;
	const M = models.length;
	const num = new Float64Array(M * G);
	const den = new Float64Array(M * G);
	for (const r of rows) {
		const g = index.get(r[cat])!;
		models.forEach((c, m) => {
			if (r[c] === '') return;
			num[m * G + g] += Number(r[c]);
			den[m * G + g] += 1;
		});
	}
	return { nModels: M, nGroups: G, num, den };
}

/** Synthetic: G categories of `size` items, M models with a skill and per-category affinity. */
function synthetic(M: number, G: number, size: number, missing: number): CategoryCounts {
	const rng = rngForDraw(20240611, 0);
	const num = new Float64Array(M * G);
	const den = new Float64Array(M * G);
	const affinity = Array.from({ length: G }, () => uniformFloat64(rng) - 0.5);
	for (let m = 0; m < M; m++) {
		const skill = 0.2 + (0.6 * m) / M;
		for (let g = 0; g < G; g++) {
			for (let i = 0; i < size; i++) {
				if (uniformFloat64(rng) < missing) continue;
				const p = Math.min(
					0.98,
					Math.max(0.02, skill + 0.3 * affinity[g] * (uniformFloat64(rng) - 0.3))
				);
				den[m * G + g]++;
				if (uniformFloat64(rng) < p) num[m * G + g]++;
			}
		}
	}
	return { nModels: M, nGroups: G, num, den };
}

function run(name: string, counts: CategoryCounts): void {
	const reference = categoryScores(counts, new Float64Array(counts.nGroups).fill(1));
	let reports = 0;
	const t0 = performance.now();
	const c0 = process.cpuUsage();
	const r = worstCaseSearch(counts, reference, bound, {
		seed,
		budget,
		onProgress: () => reports++
	});
	const ms = performance.now() - t0;
	const cpu = process.cpuUsage(c0);
	const cpuMs = (cpu.user + cpu.system) / 1000;
	const t1 = performance.now();
	const random = randomInteriorSearch(
		counts,
		reference,
		bound,
		Math.min(r.evaluated, 50_000),
		seed
	);
	const msRandom = performance.now() - t1;
	console.log(
		`${name}: M=${counts.nModels} G=${counts.nGroups} bound=${bound}: ${(ms / 1000).toFixed(2)} s wall, ` +
			`${(cpuMs / 1000).toFixed(2)} s CPU, ` +
			`tau ${r.tau.toFixed(4)} (${r.method.name}, exact ${r.exact}, bound ${r.tauBound?.toFixed(4)}), ` +
			`evaluated ${r.evaluated}, progress reports ${reports}; random interior with ` +
			`${random.evaluated} points: tau ${random.tau.toFixed(4)} in ${(msRandom / 1000).toFixed(2)} s`
	);
}

run('leaderboard sample', countsFromCsv(join(ROOT, 'samples', 'irt-leaderboard.csv')));
run('synthetic complete', synthetic(67, 1000, 10, 0));
run('synthetic 5% missing', synthetic(67, 1000, 10, 0.05));
const imagenet = join(ROOT, '..', 'shared', 'real', 'imagenet_v2', 'imagenet_v2.wide.csv');
if (existsSync(imagenet)) run('ImageNetV2', countsFromCsv(imagenet));
else console.log('ImageNetV2: skipped (../shared/real not found)');

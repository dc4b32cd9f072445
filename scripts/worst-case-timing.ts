/**
 * Times the worst-case category weights search (`worstCaseSearch`): CIFAR-10.1 (30 models, 10
 * classes of 200 images; the class counts in tests/fixtures/worst-case), a CIFAR-10.1-like
 * synthetic benchmark with 50 models (10 categories, 2,000 items, from the sample generator), the
 * leaderboard sample, a synthetic benchmark with 1,000 categories and 67 models (complete, and
 * with missing cells), and ImageNetV2's 1,000 classes when ../shared/real is present.
 *
 *     npx tsx scripts/worst-case-timing.ts [bounds=0.5,0.7,0.9] [seed=7] [only=<name part>]
 *
 * Prints, per case and bound, CPU and wall-clock time, what the search showed (proven / found /
 * stopped), tau-b, the proven bound, and the linear programs of the branch and bound. The search
 * is single-threaded, so CPU time is what it takes on an idle core; on a shared machine
 * wall-clock time can be several times longer. Not a test: speed is not asserted anywhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { CategoryCounts } from '../src/core/perturbations/category-weights.ts';
import { categoryScores } from '../src/core/perturbations/category-weights.ts';
import { worstCaseSearch } from '../src/core/perturbations/worst-case.ts';
import { rngForDraw } from '../src/core/random.ts';
import { generateSample } from '../src/core/sample-generator.ts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';

const ROOT = join(import.meta.dirname, '..');
const bounds = (process.argv[2] ?? '0.5,0.7,0.9').split(',').map(Number);
const seed = Number(process.argv[3] ?? 7);
const only = process.argv[4] ?? '';

/** CIFAR-10.1 v6: how many of each class's 200 images each of 30 models gets right. */
function cifar10_1(): CategoryCounts {
	const path = join(ROOT, 'tests', 'fixtures', 'worst-case', 'cifar10_1-v6-class-counts.json');
	const data = JSON.parse(readFileSync(path, 'utf8')) as { num: number[][]; itemsPerClass: number };
	const G = data.num[0].length;
	return {
		nModels: data.num.length,
		nGroups: G,
		num: Float64Array.from(data.num.flat()),
		den: new Float64Array(data.num.length * G).fill(data.itemsPerClass)
	};
}

/**
 * Like CIFAR-10.1 but with 50 models: 2,000 items in 10 categories (about 200 each) from the
 * sample generator's item-response model, accuracies about 0.71-0.97.
 */
function cifarLike(M: number): CategoryCounts {
	const difficulty = [-3.3, -3.0, -2.1, -1.8, -2.5, -2.2, -3.1, -2.9, -3.4, -2.8];
	const G = difficulty.length;
	const sample = generateSample({
		id: 'cifar-like',
		title: '',
		description: '',
		seed: 101,
		nModels: M,
		nItems: 2000,
		categories: difficulty.map((d, g) => ({ name: `c${g}`, difficulty: d })),
		kind: 'binary',
		startDate: '2024-01-01',
		days: 10
	});
	const num = new Float64Array(M * G);
	const den = new Float64Array(M * G);
	sample.meta.category.forEach((name, i) => {
		const g = Number(name.slice(1));
		for (let m = 0; m < M; m++) {
			num[m * G + g] += sample.cells[i * M + m];
			den[m * G + g] += 1;
		}
	});
	return { nModels: M, nGroups: G, num, den };
}

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

function run(name: string, make: () => CategoryCounts): void {
	if (!name.includes(only)) return;
	const counts = make();
	const reference = categoryScores(counts, new Float64Array(counts.nGroups).fill(1));
	for (const bound of bounds) {
		const t0 = performance.now();
		const c0 = process.cpuUsage();
		const r = worstCaseSearch(counts, reference, bound, { seed });
		const ms = performance.now() - t0;
		const cpu = process.cpuUsage(c0);
		const cpuS = (cpu.user + cpu.system) / 1e6;
		console.log(
			`${name}: M=${counts.nModels} G=${counts.nGroups} bound=${bound}: ` +
				`${cpuS.toFixed(2)} s CPU, ${(ms / 1000).toFixed(2)} s wall; ${r.outcome}, ` +
				`tau ${r.tau.toFixed(4)}, proven bound ${r.tauBound?.toFixed(4) ?? 'none'} ` +
				`(${r.method.name}), ${r.linearPrograms} LPs, ${r.evaluated} points evaluated`
		);
	}
}

run('CIFAR-10.1', cifar10_1);
run('CIFAR-10.1-like, 50 models', () => cifarLike(50));
run('leaderboard sample', () => countsFromCsv(join(ROOT, 'samples', 'irt-leaderboard.csv')));
run('synthetic complete', () => synthetic(67, 1000, 10, 0));
run('synthetic 5% missing', () => synthetic(67, 1000, 10, 0.05));
const imagenet = join(ROOT, '..', 'shared', 'real', 'imagenet_v2', 'imagenet_v2.wide.csv');
if (existsSync(imagenet)) run('ImageNetV2', () => countsFromCsv(imagenet));
else console.log('ImageNetV2: skipped (../shared/real not found)');

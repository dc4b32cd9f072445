/**
 * "Released before or after" on the real data in ../shared/real (issue 35's closing figures):
 * LiveCodeBench's per-model excess gaps and the ranking after every model's date against its
 * floor, and newer at equal compute on Epoch AI's benchmark-stitching table (no compute there: the
 * plain newer-minus-older difference) and, with its benchmark release dates, each model's residual
 * on the benchmarks released before it minus after it. The same code as the app (src/features/dates/core),
 * through the app's importers.
 *
 *     npx tsx scripts/dates-real.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeItemDates, analyzeTableDates } from '../src/features/dates/core/dates-analysis.ts';
import { analyzeFiles } from '../src/formats/import-files.ts';
import { parseScoreTable } from '../src/features/score-tables/formats/parse.ts';
import { fromBytes } from '../src/formats/source.ts';

const REAL = join(import.meta.dirname, '..', '..', 'shared', 'real');
const LCB = join(REAL, 'livecodebench', 'raw', 'performances_generation.json');
const EPOCH = join(REAL, 'epoch_benchmark_stitching', 'epoch_stitching.long.csv');
const pts = (v: number) => (v * 100).toFixed(1);

if (existsSync(LCB)) {
	const p = await analyzeFiles([
		fromBytes(new Uint8Array(readFileSync(LCB)), 'performances_generation.json')
	]);
	if (!p.result.ok) throw new Error('LiveCodeBench did not import');
	const { matrix, modelFacts } = p.result;
	const a = analyzeItemDates(matrix, 'created_at', modelFacts ?? [], { seed: 1, draws: 1000 });
	console.log(
		'LiveCodeBench: model, date, before (n), after (n), gap, excess gap ± SE (points), z, verdict'
	);
	for (const g of [...a.split.models].filter((g) => g.z === g.z).sort((x, y) => y.z - x.z)) {
		console.log(
			`  ${g.model}  ${g.date}  ${pts(g.before.score)} (${g.before.n})  ${pts(g.after.score)} (${g.after.n})  ${pts(g.gap)}  ${pts(g.excessGap)} ± ${pts(g.excessSE)}  ${g.z.toFixed(2)}  ${g.verdict}`
		);
	}
	const r = a.afterAll;
	console.log(
		`  after every date (${r.cutoff}): ${r.items} items, ${r.models.length} models, tau-b ${r.tau.toFixed(3)}; random sets of ${r.items}: q05 ${r.floor?.q05.toFixed(3)}, median ${r.floor?.median.toFixed(3)}, q95 ${r.floor?.q95.toFixed(3)} (${r.floor?.draws} draws, seed ${r.floor?.seed}): ${r.verdict}`
	);
}

if (existsSync(EPOCH)) {
	const parsed = parseScoreTable(readFileSync(EPOCH, 'utf8'), 'epoch_stitching.long.csv');
	if (!parsed.ok) throw new Error('Epoch did not parse');
	const { table, modelFacts, benchmarkDates } = parsed;
	const facts = table.models.map((m) => modelFacts?.get(m) ?? null);
	const benchDates = table.benchmarks.map((b) => benchmarkDates?.get(b) ?? null);
	for (const cutoff of [null, '2023-11']) {
		const a = analyzeTableDates(table, facts, cutoff);
		console.log(
			`Epoch stitching, newer = released on or after ${a.cutoff} (controls: ${a.controls}):`
		);
		a.conditions[0].fits.forEach((f, b) => {
			const name = table.benchmarks[b];
			if (f.n >= 30) {
				console.log(
					`  ${name}: theta ${f.problem ?? `${pts(f.theta)} ± ${pts(f.se)} points`} (n ${f.n}, newer ${f.newer})`
				);
			}
		});
	}
	// Each model's residual (additive model + benchmark fit) on benchmarks released before it
	// minus on or after it.
	const r = analyzeTableDates(table, facts, null, benchDates).conditions[0].residual;
	if (r) {
		const tested = r.models.filter((g) => g.z === g.z);
		const count = (v: string) => tested.filter((g) => g.verdict === v).length;
		const mean = tested.reduce((s, g) => s + g.gap, 0) / tested.length;
		const sd = Math.sqrt(
			tested.reduce((s, g) => s + (g.gap - mean) ** 2, 0) / Math.max(1, tested.length - 1)
		);
		const zs = tested.map((g) => g.z);
		const meanZ = zs.reduce((s, z) => s + z, 0) / zs.length;
		console.log(
			`Epoch stitching, residual gap (benchmarks released before a model minus after it): ${r.cells} scores, rank ${r.rank}, sigma ${pts(r.sigma)} points, ${r.datedBenchmarks} dated benchmarks, converged ${r.converged}`
		);
		console.log(
			`  ${tested.length} models with benchmarks on both sides: mean gap ${pts(mean)} points (SD ${pts(sd)}; mean over models, each model's gap equally weighted), mean z ${meanZ.toFixed(2)}; drop ${count('drop')}, rise ${count('rise')}, inside ${count('inside')}`
		);
		console.log('  largest z: model, date, before (n), after (n), gap ± SE (points), z');
		for (const g of [...tested].sort((a, b) => b.z - a.z).slice(0, 8)) {
			console.log(
				`    ${table.models[g.model]}  ${facts[g.model]?.releaseDate}  ${pts(g.before.mean)} (${g.before.n})  ${pts(g.after.mean)} (${g.after.n})  ${pts(g.gap)} ± ${pts(g.se)}  ${g.z.toFixed(2)}`
			);
		}
		console.log('  smallest z:');
		for (const g of [...tested].sort((a, b) => a.z - b.z).slice(0, 3)) {
			console.log(
				`    ${table.models[g.model]}  ${facts[g.model]?.releaseDate}  ${pts(g.before.mean)} (${g.before.n})  ${pts(g.after.mean)} (${g.after.n})  ${pts(g.gap)} ± ${pts(g.se)}  ${g.z.toFixed(2)}`
			);
		}
	}
}

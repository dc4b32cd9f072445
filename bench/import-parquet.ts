/**
 * The Parquet row of `npm run bench`: the app imports a 200 MB Parquet file and the same table as
 * a wide CSV, in the same run, as the import worker does (`analyzeFiles` on a file stream, then
 * `fingerprint`); the row's ratio is Parquet / CSV (target at most 1.5). The reference of this row
 * is the app's own CSV import, not numpy: the question is what reading Parquet costs over the
 * table people would otherwise export.
 *
 * The table: 12,500 items x 2,000 models of scores in [0, 1] at full float64 precision (a
 * seeded generator), so Parquet cannot shrink it: PLAIN doubles, snappy-compressed by
 * hyparquet-writer (its default codec), row groups of 1,000 rows, 200 MB; the CSV writes each
 * score as JavaScript's shortest round-trip text (about 19 bytes a cell, 470 MB). Both imports
 * must give the same matrix (same dataset id). Files are cached in `bench/.tmp/parquet/`.
 *
 * Each import is also timed in CPU seconds (`process.cpuUsage`, every thread of the process): on a
 * shared machine the wall time of the Parquet import, which computes in long stretches, grows
 * more with the load than that of the CSV import, which waits for its reads between chunks (the
 * scheduler lets a thread that slept run first); the CPU seconds say what a quiet machine takes.
 *
 *   npx tsx --max-old-space-size=3072 bench/import-parquet.ts [--repeat 3] [--models M] [--items N] [--no-write]
 */
import {
	closeSync,
	existsSync,
	mkdirSync,
	openAsBlob,
	openSync,
	statSync,
	writeSync
} from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { fingerprint } from '../src/core/fingerprint.ts';
import { analyzeFiles, fromBlob } from '../src/formats/import-files.ts';

const BENCH = import.meta.dirname;
const SEED = 20250136;

/** The row as bench/results.json holds it (`numpySeconds`: this row's reference, the CSV import). */
export interface ParquetCase {
	readonly size: string;
	readonly kind: 'import-parquet';
	/** The Parquet import (best run). */
	readonly engineSeconds: number;
	/** The reference of this row: the same table imported as CSV (best run). */
	readonly numpySeconds: number;
	readonly ratio: number;
	readonly shape: string;
	readonly parquetMB: number;
	readonly csvMB: number;
	readonly parquetRuns: number[];
	readonly csvRuns: number[];
	/** CPU seconds of each run (every thread), and the ratio of the least of each. */
	readonly parquetCpuRuns: number[];
	readonly csvCpuRuns: number[];
	readonly cpuRatio: number;
	/** The machine's 1-minute load average at the start and at the end. */
	readonly load: [number, number];
	readonly check: string;
}

/** Column m of the table: item i's score of model m (seeded, full precision). */
function columns(models: number, items: number): Float64Array[] {
	const rng = xoroshiro128plus(SEED);
	const cols = Array.from({ length: models }, () => new Float64Array(items));
	for (let i = 0; i < items; i++) for (let m = 0; m < models; m++) cols[m][i] = uniformFloat64(rng);
	return cols;
}

const itemId = (i: number) => `item-${String(i).padStart(6, '0')}`;
const modelName = (m: number) => `model-${String(m).padStart(4, '0')}`;

/** Writes the table as Parquet and as a wide CSV (once per shape). */
async function writeFiles(
	models: number,
	items: number
): Promise<{ parquet: string; csv: string }> {
	const dir = join(BENCH, '.tmp', 'parquet');
	mkdirSync(dir, { recursive: true });
	const base = join(dir, `${models}x${items}`);
	const parquet = `${base}.parquet`;
	const csv = `${base}.csv`;
	if (existsSync(parquet) && existsSync(csv)) return { parquet, csv };
	const cols = columns(models, items);
	const { parquetWriteFile } = await import('hyparquet-writer');
	parquetWriteFile({
		filename: parquet,
		columnData: [
			{ name: 'item_id', data: Array.from({ length: items }, (_, i) => itemId(i)), type: 'STRING' },
			...cols.map((data, m) => ({
				name: modelName(m),
				data,
				type: 'DOUBLE' as const,
				encoding: 'PLAIN' as const
			}))
		],
		rowGroupSize: 1000,
		statistics: false
	});
	const fd = openSync(csv, 'w');
	writeSync(fd, ['item_id', ...cols.map((_, m) => modelName(m))].join(',') + '\n');
	for (let i = 0; i < items; i++) {
		const cells = cols.map((c) => String(c[i]));
		writeSync(fd, `${itemId(i)},${cells.join(',')}\n`);
	}
	closeSync(fd);
	return { parquet, csv };
}

/** The app's import of a file, timed up to the dataset id (wall and CPU seconds). */
async function importOnce(path: string): Promise<{ seconds: number; cpu: number; id: string }> {
	const t = performance.now();
	const c0 = process.cpuUsage();
	const file = fromBlob(await openAsBlob(path), path.split('/').pop()!);
	const p = await analyzeFiles([file]);
	if (!p.result.ok)
		throw new Error(`import failed: ${JSON.stringify(p.result.issues.slice(0, 3))}`);
	const id = fingerprint(p.result.matrix);
	const c = process.cpuUsage(c0);
	return { seconds: (performance.now() - t) / 1000, cpu: (c.user + c.system) / 1e6, id };
}

/** Times the Parquet and the CSV import of the same table, alternating. */
export async function runParquetBench(
	repeat: number,
	models = 2000,
	items = 12_500,
	log: (line: string) => void = console.log
): Promise<ParquetCase> {
	const { parquet, csv } = await writeFiles(models, items);
	const parquetMB = statSync(parquet).size / 2 ** 20;
	const csvMB = statSync(csv).size / 2 ** 20;
	log(
		`\nimport Parquet vs CSV: ${models} models x ${items} items, Parquet ${parquetMB.toFixed(0)} MB, CSV ${csvMB.toFixed(0)} MB`
	);
	const loadStart = loadavg()[0];
	const warmP = await importOnce(parquet);
	const warmC = await importOnce(csv);
	const parquetRuns: number[] = [];
	const csvRuns: number[] = [];
	const parquetCpuRuns: number[] = [];
	const csvCpuRuns: number[] = [];
	for (let r = 0; r < repeat; r++) {
		const p = await importOnce(parquet);
		const c = await importOnce(csv);
		parquetRuns.push(p.seconds);
		parquetCpuRuns.push(p.cpu);
		csvRuns.push(c.seconds);
		csvCpuRuns.push(c.cpu);
	}
	const cpuRatio = Math.min(...parquetCpuRuns) / Math.min(...csvCpuRuns);
	const check = warmP.id === warmC.id ? 'same matrix (same dataset id)' : 'MATRICES DIFFER';
	if (warmP.id !== warmC.id) process.exitCode = 1;
	const engineSeconds = Math.min(...parquetRuns);
	const numpySeconds = Math.min(...csvRuns);
	const row: ParquetCase = {
		size: `${models}x${items}`,
		kind: 'import-parquet',
		engineSeconds,
		numpySeconds,
		ratio: engineSeconds / numpySeconds,
		shape: `${models}x${items}`,
		parquetMB,
		csvMB,
		parquetRuns,
		csvRuns,
		parquetCpuRuns,
		csvCpuRuns,
		cpuRatio,
		load: [loadStart, loadavg()[0]],
		check
	};
	log(
		`  Parquet ${engineSeconds.toFixed(3)} s  CSV ${numpySeconds.toFixed(3)} s  ratio ${row.ratio.toFixed(3)} (target <= 1.5)  ${check}\n` +
			`  CPU: Parquet ${Math.min(...parquetCpuRuns).toFixed(3)} s  CSV ${Math.min(...csvCpuRuns).toFixed(3)} s  ratio ${cpuRatio.toFixed(3)}  (load average ${row.load.map((l) => l.toFixed(1)).join(' -> ')})`
	);
	return row;
}

async function main(): Promise<void> {
	const argv = process.argv.slice(2);
	const value = (flag: string) => {
		const k = argv.indexOf(flag);
		return k >= 0 ? argv[k + 1] : undefined;
	};
	const row = await runParquetBench(
		Number(value('--repeat') ?? 3),
		Number(value('--models') ?? 2000),
		Number(value('--items') ?? 12_500)
	);
	if (argv.includes('--no-write')) return;
	const { writeImportRows } = await import('./import.ts');
	await writeImportRows([], [row]);
	console.log('\nwrote the Parquet row to bench/results.json (details: bench/results.import.json)');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

/**
 * The import rows of `npm run bench`: the app's importer against `numpy.loadtxt`, on the same wide
 * CSV, in the same run. The importer is timed as the import worker runs it (`analyzeFiles` on a
 * file stream: read, detect, parse, validate, pack; then `fingerprint`, the dataset id), not the
 * IndexedDB write; numpy (`bench/import_reference.py`) reads the file into a uint8 array. Runs
 * alternate (app, numpy, app, ...) so that both see the same machine; the fastest of each counts.
 * The CSVs are the bench's synthetic matrices (`bench/synthetic.ts`) written as wide CSVs
 * (`item_id`, one column per model, 0/1 cells), cached in `bench/.tmp/`; the imported matrix must
 * be exactly the synthetic one.
 *
 *   npx tsx bench/import.ts [--sizes L,XL] [--repeat 3] [--no-write]
 *
 * Alone it prints its rows and merges them into bench/results.json (replacing earlier import
 * rows); `bench/run.ts` calls `runImportBench` and writes them with the engine rows.
 */
import { spawnSync } from 'node:child_process';
import {
	closeSync,
	existsSync,
	mkdirSync,
	openAsBlob,
	openSync,
	readFileSync,
	statSync,
	writeFileSync,
	writeSync
} from 'node:fs';
import { join } from 'node:path';
import { fingerprint } from '../src/core/fingerprint.ts';
import type { ScoreMatrix } from '../src/core/ScoreMatrix.ts';
import { analyzeFiles, fromBlob } from '../src/formats/import-files.ts';
import { matrixSeed, SIZES, type Size } from './cases.ts';
import { syntheticMatrix } from './synthetic.ts';
import type { ParquetCase } from './import-parquet.ts';

const BENCH = import.meta.dirname;

/** One row of bench/results.json. */
export interface ImportRow {
	readonly size: string;
	readonly kind: 'import';
	readonly engineSeconds: number;
	readonly numpySeconds: number;
	readonly ratio: number;
}

export interface ImportCase extends ImportRow {
	readonly shape: string;
	readonly fileMB: number;
	readonly engineRuns: number[];
	readonly numpyRuns: number[];
	/** numpy.loadtxt with its default float64 (L only), for context. */
	readonly numpyFloat64Seconds: number | null;
	readonly numpy: string;
	readonly check: string;
}

/** Writes the synthetic matrix of `size` as a wide CSV (once; reused while the size matches). */
export function wideCsv(size: Size, matrix: ScoreMatrix): string {
	const dir = join(BENCH, '.tmp', size.name);
	mkdirSync(dir, { recursive: true });
	const path = join(dir, 'wide.csv');
	const bytesPerRow = matrix.itemIds[0].length + 1 + 2 * matrix.nModels;
	const header = ['item_id', ...matrix.models].join(',') + '\n';
	const expected = header.length + matrix.nItems * bytesPerRow;
	if (existsSync(path) && statSync(path).size === expected) return path;
	const fd = openSync(path, 'w');
	writeSync(fd, header);
	const W = matrix.wordsPerItem;
	const rows = 256;
	const buf = Buffer.alloc(rows * bytesPerRow);
	for (let i0 = 0; i0 < matrix.nItems; i0 += rows) {
		let at = 0;
		for (let i = i0; i < Math.min(matrix.nItems, i0 + rows); i++) {
			at += buf.write(matrix.itemIds[i], at, 'latin1');
			for (let m = 0; m < matrix.nModels; m++) {
				buf[at++] = 44;
				buf[at++] = 48 + ((matrix.bits![i * W + (m >>> 5)] >>> (m & 31)) & 1);
			}
			buf[at++] = 10;
		}
		writeSync(fd, buf, 0, at);
	}
	closeSync(fd);
	return path;
}

/** The app's import of the file, timed: the worker's `analyze` (a File as `fromBlob` reads it) up to the dataset id. */
async function importOnce(
	path: string
): Promise<{ seconds: number; id: string; matrix: ScoreMatrix }> {
	const t = performance.now();
	const file = fromBlob(await openAsBlob(path), path.split('/').pop()!);
	const p = await analyzeFiles([file]);
	if (!p.result.ok)
		throw new Error(`import failed: ${JSON.stringify(p.result.issues.slice(0, 3))}`);
	const id = fingerprint(p.result.matrix);
	return { seconds: (performance.now() - t) / 1000, id, matrix: p.result.matrix };
}

function numpyOnce(path: string, models: number, float64: boolean) {
	const args = [join(BENCH, 'import_reference.py'), path, String(models), '1'];
	if (float64) args.push('--float64');
	const p = spawnSync('python3', args, { encoding: 'utf8', maxBuffer: 1 << 20 });
	if (p.status !== 0) throw new Error(`import_reference.py failed:\n${p.stderr}`);
	return JSON.parse(p.stdout.trim().split('\n').pop()!) as {
		seconds: number;
		float64Seconds: number | null;
		shape: number[];
		ones: number;
		numpy: string;
	};
}

function sameBits(a: ScoreMatrix, b: ScoreMatrix): boolean {
	if (!a.bits || !b.bits || a.bits.length !== b.bits.length || a.present || b.present) return false;
	for (let k = 0; k < a.bits.length; k++) if (a.bits[k] !== b.bits[k]) return false;
	return a.nItems === b.nItems && a.nModels === b.nModels;
}

function ones(m: ScoreMatrix): number {
	let n = 0;
	for (const w of m.bits!) {
		let x = w >>> 0;
		while (x) {
			x &= x - 1;
			n++;
		}
	}
	return n;
}

/** Times the importer and numpy on the wide CSV of each size (L and XL; the others are skipped). */
export async function runImportBench(
	sizes: readonly Size[],
	repeat: number,
	log: (line: string) => void = console.log
): Promise<ImportCase[]> {
	const out: ImportCase[] = [];
	for (const size of sizes.filter((s) => s.name === 'L' || s.name === 'XL')) {
		const matrix = syntheticMatrix(size.models, size.items, matrixSeed(size));
		const path = wideCsv(size, matrix);
		const fileMB = statSync(path).size / 2 ** 20;
		log(
			`\nimport ${size.name}: ${size.models} models x ${size.items} items, ${fileMB.toFixed(0)} MB`
		);
		// One untimed import first (V8 compiles the hot code), then alternate.
		const warm = await importOnce(path);
		const engineRuns: number[] = [];
		const numpyRuns: number[] = [];
		let numpy: ReturnType<typeof numpyOnce> | null = null;
		let float64: number | null = null;
		for (let r = 0; r < repeat; r++) {
			engineRuns.push((await importOnce(path)).seconds);
			const n = numpyOnce(path, size.models, r === 0 && size.items * size.models <= 2e7);
			numpyRuns.push(n.seconds);
			float64 ??= n.float64Seconds;
			numpy = n;
		}
		const same = sameBits(warm.matrix, matrix) && warm.id === fingerprint(matrix);
		const numpyOnes = numpy!.ones === ones(matrix);
		const check = `${same ? 'matrix = the synthetic one' : 'MATRIX DIFFERS'}; numpy ${numpyOnes ? 'reads the same cells' : 'DIFFERS'}`;
		const engineSeconds = Math.min(...engineRuns);
		const numpySeconds = Math.min(...numpyRuns);
		const row: ImportCase = {
			size: size.name,
			kind: 'import',
			engineSeconds,
			numpySeconds,
			ratio: engineSeconds / numpySeconds,
			shape: `${size.models}x${size.items}`,
			fileMB,
			engineRuns,
			numpyRuns,
			numpyFloat64Seconds: float64,
			numpy: numpy!.numpy,
			check
		};
		out.push(row);
		log(
			`  app ${engineSeconds.toFixed(3)} s (${(fileMB / engineSeconds).toFixed(0)} MB/s)  ` +
				`numpy.loadtxt uint8 ${numpySeconds.toFixed(3)} s` +
				(float64 !== null ? ` (float64 ${float64.toFixed(3)} s)` : '') +
				`  ratio ${row.ratio.toFixed(3)} (target <= 1)  ${check}`
		);
		if (!same || !numpyOnes) process.exitCode = 1;
	}
	return out;
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

/** The rows as bench/results.json holds them. */
export function importRows(cases: readonly ImportCase[]): ImportRow[] {
	return cases.map((c) => ({
		size: c.size,
		kind: 'import',
		engineSeconds: round(c.engineSeconds),
		numpySeconds: round(c.numpySeconds),
		ratio: round(c.ratio)
	}));
}

/**
 * Merges import rows into bench/results.json (replacing earlier ones) and writes their details
 * to bench/results.import.json.
 */
export async function writeImportRows(
	cases: readonly ImportCase[],
	parquet: readonly ParquetCase[] = []
): Promise<void> {
	if (!cases.length && !parquet.length) return;
	const { format } = await import('prettier');
	const file = join(BENCH, 'results.json');
	const rows = existsSync(file)
		? (JSON.parse(readFileSync(file, 'utf8')) as { kind: string }[])
		: [];
	const parquetRows = parquet.map((c) => ({
		size: c.size,
		kind: c.kind,
		engineSeconds: round(c.engineSeconds),
		numpySeconds: round(c.numpySeconds),
		ratio: round(c.ratio)
	}));
	const replaced = new Set([
		...(cases.length ? ['import'] : []),
		...parquetRows.map((r) => r.kind)
	]);
	const merged = [
		...rows.filter((r) => !replaced.has(r.kind)),
		...importRows(cases),
		...parquetRows
	];
	const json = (v: unknown) =>
		format(JSON.stringify(v), { parser: 'json', useTabs: true, printWidth: 100 });
	writeFileSync(file, await json(merged));
	const details = join(BENCH, 'results.import.json');
	const earlier = existsSync(details)
		? (JSON.parse(readFileSync(details, 'utf8')) as { cases?: unknown[]; parquet?: unknown[] })
		: {};
	writeFileSync(
		details,
		await json({
			date: new Date().toISOString(),
			cases: cases.length ? cases : (earlier.cases ?? []),
			parquet: parquet.length ? parquet : (earlier.parquet ?? [])
		})
	);
}

async function main(): Promise<void> {
	const argv = process.argv.slice(2);
	const value = (flag: string) => {
		const k = argv.indexOf(flag);
		return k >= 0 ? argv[k + 1] : undefined;
	};
	const names = value('--sizes')?.split(',') ?? ['L', 'XL'];
	const cases = await runImportBench(
		SIZES.filter((s) => names.includes(s.name)),
		Number(value('--repeat') ?? 3)
	);
	if (argv.includes('--no-write')) return;
	await writeImportRows(cases);
	console.log('\nwrote the import rows to bench/results.json (details: bench/results.import.json)');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

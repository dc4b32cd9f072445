/**
 * Checks the largest supported import in Node: writes a synthetic wide CSV (items as rows, one
 * column per model, 0/1 scores) to a temporary file, streamed, then imports it with `analyzeFiles`
 * from a file stream and prints the time and the peak memory.
 *
 *   npx tsx --max-old-space-size=1536 scripts/xl-import.ts [--models 4000] [--items 60000]
 *     [--missing 0.01] [--continuous] [--keep] [--file path.csv]
 *
 * `--missing` leaves that share of cells empty; `--continuous` writes scores such as 0.25 instead
 * of 0/1; `--keep` keeps the generated file; `--file` imports an existing file instead.
 */
import { closeSync, createReadStream, openSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { analyzeFiles, type SourceFile } from '../src/formats/import-files.ts';
import { estimateWide, IMPORT_BUDGET_BYTES } from '../src/formats/memory-budget.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
	const k = args.indexOf(`--${name}`);
	return k >= 0 ? Number(args[k + 1]) : fallback;
};
const flag = (name: string) => args.includes(`--${name}`);
const MODELS = arg('models', 4000);
const ITEMS = arg('items', 60000);
const MISSING = arg('missing', 0);
const CONTINUOUS = flag('continuous');
const given = args.includes('--file') ? args[args.indexOf('--file') + 1] : null;

const MB = 1024 * 1024;
const mb = (n: number) => `${(n / MB).toFixed(0)} MB`;

/** xorshift32: the same file for the same arguments. */
function rng(seed: number) {
	let x = seed >>> 0 || 1;
	return () => {
		x ^= x << 13;
		x ^= x >>> 17;
		x ^= x << 5;
		return (x >>> 0) / 4294967296;
	};
}

/** Writes the CSV row by row (a few MB at a time); returns its path. */
function generate(): string {
	const path = join(
		tmpdir(),
		`xl-${MODELS}x${ITEMS}${CONTINUOUS ? '-c' : ''}${MISSING ? `-m${MISSING}` : ''}.csv`
	);
	const fd = openSync(path, 'w');
	const enc = new TextEncoder();
	const header = [
		'item_id',
		'meta:category',
		...Array.from({ length: MODELS }, (_, m) => `model-${m}`)
	];
	writeSync(fd, enc.encode(header.join(',') + '\n'));
	const random = rng(12345);
	// Model ability and item difficulty make the scores look like an evaluation.
	const ability = Float64Array.from({ length: MODELS }, () => random());
	const cell = CONTINUOUS ? 5 : 1;
	const row = new Uint8Array(64 + MODELS * (cell + 1));
	const batch: Uint8Array[] = [];
	let batchBytes = 0;
	for (let i = 0; i < ITEMS; i++) {
		const difficulty = random();
		let at = enc.encodeInto(`item-${i},cat-${i % 57}`, row).written;
		for (let m = 0; m < MODELS; m++) {
			row[at++] = 44; // ,
			if (MISSING && random() < MISSING) continue;
			const p = ability[m] * (1 - difficulty) + 0.2 * random();
			if (CONTINUOUS) {
				const q = Math.min(99, Math.floor(p * 100));
				row[at++] = 48; // 0
				row[at++] = 46; // .
				row[at++] = 48 + Math.floor(q / 10);
				row[at++] = 48 + (q % 10);
			} else row[at++] = p > 0.45 ? 49 : 48;
		}
		row[at++] = 10;
		batch.push(row.slice(0, at));
		batchBytes += at;
		if (batchBytes > 4 * MB || i === ITEMS - 1) {
			for (const b of batch) writeSync(fd, b);
			batch.length = 0;
			batchBytes = 0;
		}
	}
	closeSync(fd);
	return path;
}

function fileSource(path: string): SourceFile {
	return {
		name: path.split('/').pop()!,
		size: statSync(path).size,
		open: () => createReadStream(path, { highWaterMark: 1 << 20 })
	};
}

const t0 = performance.now();
const path = given ?? generate();
const file = fileSource(path);
const tGen = performance.now() - t0;
console.log(
	`${given ? 'file' : 'generated'} ${path}: ${mb(file.size)} in ${(tGen / 1000).toFixed(1)} s`
);
console.log(`heap limit ${mb(getHeapStatistics().heap_size_limit)}`);

globalThis.gc?.();
const base = process.memoryUsage();
const peak = { rss: base.rss, heap: base.heapUsed, buffers: base.arrayBuffers, sum: 0 };
const sample = () => {
	const m = process.memoryUsage();
	peak.rss = Math.max(peak.rss, m.rss);
	peak.heap = Math.max(peak.heap, m.heapUsed);
	peak.buffers = Math.max(peak.buffers, m.arrayBuffers);
	peak.sum = Math.max(peak.sum, m.heapUsed + m.arrayBuffers);
};
const timer = setInterval(sample, 20);
const t1 = performance.now();
let lastTenth = 0;
const proposal = await analyzeFiles([file], {
	onProgress: (f) => {
		sample();
		if (f >= lastTenth + 0.1) {
			lastTenth = Math.floor(f * 10) / 10;
			process.stdout.write(
				`  ${(f * 100).toFixed(0)}% ${((performance.now() - t1) / 1000).toFixed(1)} s\r`
			);
		}
	}
});
const tImport = performance.now() - t1;
process.stdout.write('\n');
clearInterval(timer);
sample();

const r = proposal.result;
if (!r.ok) {
	console.log('refused:');
	for (const i of r.issues) console.log(`  ${i.file}: ${i.message} ${i.hint ?? ''}`);
} else {
	const m = r.matrix;
	const packed =
		(m.bits?.byteLength ?? 0) + (m.values?.byteLength ?? 0) + (m.present?.byteLength ?? 0);
	console.log(
		`imported ${m.nItems.toLocaleString('en-US')} items x ${m.nModels.toLocaleString('en-US')} models (${m.valueType}, ${m.missingCells.toLocaleString('en-US')} missing cells), packed ${mb(packed)}`
	);
}
const est = estimateWide({
	rows: ITEMS,
	models: MODELS,
	kind: CONTINUOUS ? 'continuous' : 'binary'
});
console.log(`import time ${(tImport / 1000).toFixed(1)} s`);
console.log(
	`peak during import: heapUsed ${mb(peak.heap)}, arrayBuffers ${mb(peak.buffers)}, heap+buffers ${mb(peak.sum)} (${mb(peak.sum - base.heapUsed - base.arrayBuffers)} above the start), RSS ${mb(peak.rss)} (start ${mb(base.rss)})`
);
console.log(`process max RSS ${mb(process.resourceUsage().maxRSS * 1024)}`);
console.log(
	`estimate (memory-budget.ts) ${mb(est.bytes)} of the ${mb(IMPORT_BUDGET_BYTES)} budget`
);
if (!given && !flag('keep')) unlinkSync(path);

/**
 * How long the item computations take on a synthetic 100,000 items x 100 models matrix (0/1,
 * complete; 0/1 with 5% missing cells; continuous). A measurement script, not a test:
 *
 *     npx tsx scripts/items-perf.ts [items] [models] [binary|missing|continuous]
 *
 * Prints one line per step: wall and CPU milliseconds, one run each after a warm-up on a small
 * matrix. The third argument runs one matrix only (e.g. `100000 100 continuous` for the run's
 * fragility block on a large continuous matrix). In the app the item table, the re-rank and the
 * fragility (the item view's and the run's results-JSON block, `fragilityJob`) run in the items
 * worker; what stays on the main thread is handing the matrix over (`structuredClone` row).
 */
import { syntheticMatrix } from '../bench/synthetic.ts';
import type { ScoreMatrix } from '../src/core/ScoreMatrix.ts';
import {
	rerankWithout,
	itemsWithFlags,
	exclusionMask
} from '../src/features/items/core/exclusions.ts';
import { leaderFlip, topKFlip } from '../src/features/items/core/fragility.ts';
import { fragilityJob } from '../src/features/items/core/items-jobs.ts';
import { defaultItemOrder, reviewItemOrder } from '../src/features/items/core/item-order.ts';
import { buildItemTable } from '../src/features/items/core/item-table.ts';
import { itemRowsJson, itemsCsv } from '../src/features/items/core/items-export.ts';
import { comparePair } from '../src/features/items/core/pair-table.ts';
import { pairPower } from '../src/features/items/core/power.ts';

const nItems = Number(process.argv[2] ?? 100_000);
const nModels = Number(process.argv[3] ?? 100);
const only = process.argv[4] ?? null;

function withMissing(m: ScoreMatrix, share: number): ScoreMatrix {
	const present = new Uint32Array(m.bits!.length);
	let x = 0x2545f491;
	let missing = 0;
	for (let i = 0; i < m.nItems; i++) {
		for (let j = 0; j < m.nModels; j++) {
			x ^= x << 13;
			x ^= x >>> 17;
			x ^= x << 5;
			const k = i * m.wordsPerItem + (j >>> 5);
			if ((x >>> 0) / 2 ** 32 >= share) present[k] |= 1 << (j & 31);
			else missing++;
		}
	}
	const bits = Uint32Array.from(m.bits!, (w, k) => w & present[k]);
	return { ...m, bits, present, missingCells: missing };
}

function continuous(m: ScoreMatrix): ScoreMatrix {
	const values = new Float64Array(m.nItems * m.nModels);
	let x = 0x9e3779b9;
	for (let i = 0; i < m.nItems; i++) {
		for (let j = 0; j < m.nModels; j++) {
			x ^= x << 13;
			x ^= x >>> 17;
			x ^= x << 5;
			const bit = (m.bits![i * m.wordsPerItem + (j >>> 5)] >>> (j & 31)) & 1;
			values[i * m.nModels + j] = Math.min(1, Math.max(0, 0.3 * bit + 0.7 * ((x >>> 0) / 2 ** 32)));
		}
	}
	return { ...m, valueType: 'continuous', bits: null, values, present: null };
}

/** Wall time and this process's CPU time (the machine may be shared: CPU time is steadier). */
function time<T>(label: string, f: () => T): T {
	const t0 = performance.now();
	const c0 = process.cpuUsage();
	const out = f();
	const cpu = process.cpuUsage(c0);
	const wall = (performance.now() - t0).toFixed(0).padStart(7);
	const user = ((cpu.user + cpu.system) / 1000).toFixed(0).padStart(7);
	console.log(`${label.padEnd(44)} ${wall} ms wall ${user} ms cpu`);
	return out;
}

function suite(name: string, matrix: ScoreMatrix) {
	console.log(`\n${name}: ${matrix.nItems} items x ${matrix.nModels} models`);
	time('structuredClone(matrix) (handing it to a worker)', () => structuredClone(matrix));
	const table = time('buildItemTable (stats, flags, pivotal k=3)', () => buildItemTable(matrix));
	const order = time('defaultItemOrder', () => defaultItemOrder(table));
	time('reviewItemOrder', () => reviewItemOrder(matrix, table, { defaultOrder: order }));
	const lead = time('leaderFlip (99 pairs)', () => leaderFlip(matrix, table.totals));
	console.log(`  -> ${lead.method}: ${lead.strict.removals} removals, tie ${lead.tie.removals}`);
	const top = time('topKFlip k=3 (291 pairs)', () => topKFlip(matrix, 3, table.totals));
	console.log(`  -> ${top.method}: ${top.strict.removals} removals, tie ${top.tie.removals}`);
	const job = time('fragilityJob k=3 (run JSON block)', () => fragilityJob(matrix, 3));
	console.log(`  -> ${job?.json.leaderFlip.method}: ${job?.json.leaderFlip.removals} removals`);
	const [a, b] = table.totals.order;
	time('pairPower (#1 vs #2)', () => pairPower(matrix, a, b));
	time('comparePair (#1 vs #2, with paired test)', () => comparePair(matrix, a, b));
	const flagged = itemsWithFlags(table, ['inverted', 'nobodySolves']);
	time('rerankWithout (inverted + nobody-solves)', () =>
		rerankWithout(matrix, exclusionMask(matrix.nItems, flagged))
	);
	time('itemRowsJson (all items) + JSON.stringify', () =>
		JSON.stringify(itemRowsJson(matrix, table, order))
	);
	time('itemsCsv (all items)', () => itemsCsv(table, order));
}

// warm-up (JIT) on a small matrix
suite('warm-up', syntheticMatrix(20, 2_000, 1));
const binary = syntheticMatrix(nModels, nItems, 2025);
if (!only || only === 'binary') suite('0/1, complete', binary);
if (!only || only === 'missing') suite('0/1, 5% missing cells', withMissing(binary, 0.05));
if (!only || only === 'continuous') suite('continuous', continuous(binary));

import { describe, expect, it } from 'vitest';
import { chunkRanges, emptyDrawTable, placeChunk, runChunk } from '../../../src/core/run.ts';
import { prepareRun } from '../../../src/core/perturbations/perturbation-chunk.ts';
import { summarizeRun } from '../../../src/core/summary.ts';
import {
	interimReporter,
	PARTIAL_AFTER_MS,
	PARTIAL_EVERY_MS,
	type PartialRun
} from '../../../src/engine/EngineClient.ts';
import { goldenMatrix } from '../helpers.ts';

describe('interim results of a run still going', () => {
	const matrix = goldenMatrix('small-binary.csv');
	const prepared = prepareRun(matrix, { kind: 'bootstrap', strength: 1 });
	const reference = prepared.reference;
	const settings = { draws: 100, seed: 4 };
	const chunks = chunkRanges(settings.draws, 10);
	const whole = emptyDrawTable(settings.draws, matrix.nModels);
	const results = chunks.map((c) => runChunk(matrix, prepared, settings.seed, c.start, c.count));
	for (const r of results) placeChunk(whole, r);

	/** A reporter on an empty table of this run, started at time 0, collecting what it reports. */
	function listen(clock: () => number) {
		const table = emptyDrawTable(settings.draws, matrix.nModels);
		const seen: PartialRun[] = [];
		const report = interimReporter(
			(p) => seen.push(p),
			table,
			chunks,
			reference,
			matrix.models,
			0,
			clock
		)!;
		return { table, seen, report };
	}

	it('summarise the longest run of finished chunks from the first, throttled in time', () => {
		let now = 0;
		const { table, seen, report } = listen(() => now);
		// Chunks come back out of order: 1, 0, 3, 2, 4, ...
		const order = [1, 0, 3, 2, 4, 5, 6, 7, 8, 9];
		for (const k of order) {
			placeChunk(table, results[k]);
			now += PARTIAL_AFTER_MS / 2;
			report(k);
		}
		expect(seen.length).toBeGreaterThan(0);
		for (const p of seen) {
			const n = p.summary.nDraws;
			expect(n % 10).toBe(0);
			expect(n).toBeLessThan(settings.draws); // the last chunk is the final result's job
			expect(p.total).toBe(settings.draws);
			expect(Array.from(p.tau)).toEqual(Array.from(whole.tau.subarray(0, n)));
			expect(p.summary).toEqual(summarizeRun(whole, reference, matrix.models, n));
		}
		// Never sooner than PARTIAL_AFTER_MS after the start, nor more often than PARTIAL_EVERY_MS.
		expect(seen.length).toBeLessThanOrEqual(
			Math.floor((order.length * (PARTIAL_AFTER_MS / 2) - PARTIAL_AFTER_MS) / PARTIAL_EVERY_MS) + 1
		);
		// Chunk 1 alone is not a prefix: the first report covers chunks 0-3 at least.
		expect(seen[0].summary.nDraws).toBeGreaterThanOrEqual(20);
	});

	it('stay silent without a listener, and stop once summarising gets slow', () => {
		expect(interimReporter(null, whole, chunks, reference, matrix.models, 0)).toBeNull();
		let now = 10_000;
		const { table, seen, report } = listen(() => (now += 100)); // every summary "takes" 100 ms
		for (let k = 0; k < chunks.length; k++) {
			placeChunk(table, results[k]);
			now += PARTIAL_EVERY_MS;
			report(k);
		}
		expect(seen.length).toBe(1);
	});
});

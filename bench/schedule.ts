/**
 * One timed run over a warm pool of workers, scheduled as src/engine/EngineClient.ts schedules
 * the app's runs: chunks of `chunkSizeFor(draws, workers)` draws, each worker with `IN_FLIGHT`
 * chunks requested at once (so it never waits for the main thread between two), each result
 * placed into the draw table as it arrives; then the leader agreement. With a `prepare` request,
 * every worker prepares the recipe first (inside the timed run). Shared by the Node runner and
 * the browser page.
 */
import { chunkRanges, emptyDrawTable, placeChunk } from '../src/core/run.ts';
import { chunkSizeFor } from '../src/engine/EngineClient.ts';
import type { WorkerReply, WorkerRequest } from './worker-core.ts';
import type { DrawTable } from '../src/core/run-types.ts';

/** Chunks each worker has requested at once, as EngineClient's `IN_FLIGHT`. */
export const IN_FLIGHT = 2;

/** One worker, as a request/reply function (replies in request order). */
export type Port = (message: WorkerRequest) => Promise<WorkerReply>;

export interface TimedRun {
	readonly seconds: number;
	readonly table: DrawTable;
	readonly leaderKept: number;
	/** Time the workers spent computing chunks, summed over workers. */
	readonly busySeconds: number;
}

export async function timedRun(
	ports: readonly Port[],
	nDraws: number,
	nModels: number,
	leader: number,
	chunkMessage: (start: number, count: number) => WorkerRequest,
	prepare: WorkerRequest | null = null
): Promise<TimedRun> {
	const t0 = performance.now();
	let busy = 0;
	if (prepare) {
		// every worker prepares the recipe first, as EngineClient's run does
		for (const reply of await Promise.all(ports.map((port) => port(prepare)))) {
			if (reply.type !== 'prepared') {
				throw new Error(reply.type === 'error' ? reply.message : 'unexpected reply');
			}
			busy += reply.busyMs / 1000;
		}
	}
	const table = emptyDrawTable(nDraws, nModels);
	const chunks = chunkRanges(nDraws, chunkSizeFor(nDraws, ports.length));
	let next = 0;
	const lane = async (port: Port) => {
		while (next < chunks.length) {
			const c = chunks[next++];
			const reply = await port(chunkMessage(c.start, c.count));
			if (reply.type !== 'chunk') {
				throw new Error(reply.type === 'error' ? reply.message : 'unexpected reply');
			}
			placeChunk(table, reply.chunk);
			busy += reply.busyMs / 1000;
		}
	};
	await Promise.all(ports.flatMap((port) => Array.from({ length: IN_FLIGHT }, () => lane(port))));
	let kept = 0;
	for (let d = 0; d < nDraws; d++) if (table.ranks[d * nModels + leader] === 1) kept++;
	return {
		seconds: (performance.now() - t0) / 1000,
		table,
		leaderKept: kept / nDraws,
		busySeconds: busy
	};
}

/** FNV-1a (32-bit) over the bytes of the table's scores, ranks and tau: equal runs, equal digest. */
export function tableDigest(table: DrawTable): string {
	let h = 0x811c9dc5;
	for (const a of [table.scores, table.ranks, table.tau]) {
		const bytes = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
		for (let k = 0; k < bytes.length; k++) h = Math.imul(h ^ bytes[k], 0x01000193);
	}
	return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * The run's `fragility` block (how few items decide the verdict), computed off the main thread
 * while the run goes on: `startFragility` starts the search in a worker of its own
 * (`fragilityInWorker`) and gives the results JSON a reader of its outcome. Until the search has
 * ended, and when it failed or was cancelled, the reader gives `undefined` and the results JSON
 * has no `fragility` block (it is optional in the schema): a failed search never costs the run.
 */
import type { FragilityJson } from '../features/items/core/fragility.ts';
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';
import { fragilityInWorker } from '../features/items/engine/ItemsClient.ts';

/** Runs the fragility search of `matrix` with top k `k` (cancelled by `signal`). */
export type FragilityWorker = (
	matrix: ScoreMatrix,
	k: number,
	signal: AbortSignal
) => Promise<FragilityJson | null>;

interface PendingFragility {
	/** The block once the search has ended well (null: fewer than two models); else undefined. */
	readonly read: () => FragilityJson | null | undefined;
	/** Resolves when the search has ended, well or not (never rejects). */
	readonly settled: Promise<void>;
	cancel(): void;
}

export function startFragility(
	matrix: ScoreMatrix,
	k: number,
	worker: FragilityWorker = (m, topK, signal) => fragilityInWorker(m, topK, signal)
): PendingFragility {
	const controller = new AbortController();
	let value: FragilityJson | null | undefined;
	const settled = Promise.resolve()
		.then(() => worker(matrix, k, controller.signal))
		.then(
			(f) => {
				if (!controller.signal.aborted) value = f;
			},
			() => {
				value = undefined;
			}
		);
	return { read: () => value, settled, cancel: () => controller.abort() };
}

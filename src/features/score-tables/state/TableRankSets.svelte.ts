/**
 * The rank-sets tab's computation (issue 22): one benchmark's rank confidence sets in a worker,
 * with progress; a new request cancels the one going on (as does leaving the tab); the same
 * request again keeps the result it has. Cancelling is normal, not an error.
 */
import type { RankSets } from '../../../core/rank-sets/rank-sets.ts';
import type { ScoreTable } from '../core/ScoreTable.ts';
import { rankSetsInWorker, type TableRankSetsRequest } from '../engine/ScoreTableClient.ts';

type TableRankSetsStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

type RankSetsWorker = typeof rankSetsInWorker;

export class TableRankSets {
	readonly #compute: RankSetsWorker;
	#status = $state<TableRankSetsStatus>('idle');
	#share = $state(0);
	#result = $state.raw<RankSets | null>(null);
	#error = $state<string | null>(null);
	#key = '';
	#controller: AbortController | null = null;

	constructor(compute: RankSetsWorker = rankSetsInWorker) {
		this.#compute = compute;
	}

	get status(): TableRankSetsStatus {
		return this.#status;
	}
	/** Share of the work done while running, 0-1. */
	get share(): number {
		return this.#share;
	}
	get result(): RankSets | null {
		return this.#result;
	}
	get error(): string | null {
		return this.#error;
	}

	/** Computes the sets of `request` on `table` (identified by `tableKey`) unless they are in. */
	async request(table: ScoreTable, tableKey: string, request: TableRankSetsRequest): Promise<void> {
		const key = `${tableKey}|${JSON.stringify(request)}`;
		if (key === this.#key && (this.#status === 'done' || this.#status === 'running')) return;
		this.cancel();
		const controller = new AbortController();
		this.#controller = controller;
		this.#key = key;
		this.#status = 'running';
		this.#share = 0;
		this.#result = null;
		this.#error = null;
		try {
			const result = await this.#compute(table, request, controller.signal, (done, total) => {
				if (this.#controller === controller && total > 0) this.#share = done / total;
			});
			if (this.#controller !== controller) return;
			this.#result = result;
			this.#status = 'done';
		} catch (e) {
			if (this.#controller !== controller) return;
			const aborted = e instanceof Error && e.name === 'AbortError';
			this.#status = aborted ? 'cancelled' : 'error';
			this.#error = aborted ? null : e instanceof Error ? e.message : String(e);
		} finally {
			if (this.#controller === controller) this.#controller = null;
		}
	}

	/** Stops the computation going on (its worker ends); the next request starts afresh. */
	cancel(): void {
		const c = this.#controller;
		if (!c) return;
		this.#controller = null;
		this.#key = '';
		c.abort();
		this.#status = 'cancelled';
	}
}

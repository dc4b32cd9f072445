/**
 * One kind of cancellable worker job of the item view (the table, the fragility, the re-rank):
 * whether one is going on, its progress, and at most one at a time: starting a job cancels the one
 * before (its result is dropped), `cancel` stops it. A cancelled job resolves `{ cancelled: true }`,
 * never rejects with the abort; other failures reject.
 */
import { isAbort, type JobOptions } from '../engine/ItemsClient.ts';

type JobOutcome<T> =
	{ readonly cancelled: false; readonly value: T } | { readonly cancelled: true };

export class JobSlot {
	#busy = $state(false);
	/** Share done, 0..1 (0 when the job reports none). */
	#progress = $state(0);
	#controller: AbortController | null = null;

	get busy(): boolean {
		return this.#busy;
	}
	get progress(): number {
		return this.#progress;
	}

	/** Runs `job` after cancelling the one going on. */
	async run<T>(job: (options: Required<JobOptions>) => Promise<T>): Promise<JobOutcome<T>> {
		this.cancel();
		const controller = new AbortController();
		this.#controller = controller;
		this.#busy = true;
		this.#progress = 0;
		const onProgress = (share: number) => {
			if (this.#controller === controller) this.#progress = share;
		};
		try {
			const value = await job({ signal: controller.signal, onProgress });
			if (controller.signal.aborted) return { cancelled: true };
			return { cancelled: false, value };
		} catch (e) {
			if (controller.signal.aborted || isAbort(e)) return { cancelled: true };
			throw e;
		} finally {
			if (this.#controller === controller) {
				this.#controller = null;
				this.#busy = false;
			}
		}
	}

	/** Cancels the job going on, if any. */
	cancel(): void {
		const c = this.#controller;
		if (!c) return;
		this.#controller = null;
		this.#busy = false;
		this.#progress = 0;
		c.abort();
	}
}

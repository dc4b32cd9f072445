/**
 * The two-test-set view's state beyond the scores: the per-item dataset the user gave for one of
 * the sets (read from the library) and the noise floor's job (`floorInWorker`: the bootstrap of
 * the items, or independent redraws), with its progress. The view says what it wants
 * (`useItems`, `want`); a new request cancels the previous job; a cancelled request is not
 * started again until it changes or `retry` is called. Only the latest request's floor is kept.
 */
import type { TwoSetFloor } from '../core/two-set-floor.ts';
import type { FloorRequest } from '../core/two-set-measure.ts';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { floorInWorker, type ScoreTableWorkerFactory } from '../engine/ScoreTableClient.ts';

type FloorStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';
type ItemsLoad = 'none' | 'loading' | 'ready' | 'missing' | 'error';

interface FloorSettings {
	readonly seed: number;
	readonly pairs: number;
}

/** Where the matrices come from (the library store's `getMatrix`). */
type MatrixSource = (id: string) => Promise<ScoreMatrix | undefined>;

/** A request's identity: the same key, the same floor. */
function keyOf(request: FloorRequest, settings: FloorSettings, itemsId: string | null): string {
	const common = [request.basis, request.side, request.items, settings.seed, settings.pairs];
	const body =
		request.basis === 'items'
			? [itemsId, request.columns.join(',')]
			: [Array.from(request.scores).join(','), Array.from(request.se).join(',')];
	return JSON.stringify([...common, request.models.join(','), ...body]);
}

export class TwoSetNoiseState {
	readonly #factory: ScoreTableWorkerFactory | undefined;
	#itemsId: string | null = null;
	#matrix = $state.raw<ScoreMatrix | null>(null);
	#itemsLoad = $state<ItemsLoad>('none');
	#floor = $state.raw<TwoSetFloor | null>(null);
	#status = $state<FloorStatus>('idle');
	#progress = $state(0);
	#error = $state<string | null>(null);
	#key: string | null = null;
	#last: { request: FloorRequest; settings: FloorSettings } | null = null;
	#controller: AbortController | null = null;

	constructor(factory?: ScoreTableWorkerFactory) {
		this.#factory = factory;
	}

	/** The per-item matrix of the chosen dataset, once read. */
	get matrix() {
		return this.#matrix;
	}
	get itemsLoad() {
		return this.#itemsLoad;
	}
	/** The floor of the latest request (null until it is drawn). */
	get floor() {
		return this.#floor;
	}
	get status() {
		return this.#status;
	}
	/** Share of the items floor drawn, 0 – 1. */
	get progress() {
		return this.#progress;
	}
	get error() {
		return this.#error;
	}

	/** Reads dataset `id`'s matrix (null: no items). */
	async useItems(id: string | null, source: MatrixSource): Promise<void> {
		if (id === this.#itemsId) return;
		this.#itemsId = id;
		this.#matrix = null;
		this.#itemsLoad = id ? 'loading' : 'none';
		if (!id) return;
		try {
			const matrix = await source(id);
			if (this.#itemsId !== id) return;
			this.#matrix = matrix ?? null;
			this.#itemsLoad = matrix ? 'ready' : 'missing';
		} catch {
			if (this.#itemsId === id) this.#itemsLoad = 'error';
		}
	}

	/** Asks for the floor of `request` (null: none); a different request replaces the job. */
	want(request: FloorRequest | null, settings: FloorSettings): void {
		const key = request ? keyOf(request, settings, this.#itemsId) : null;
		if (key === this.#key) return;
		this.#abort();
		this.#key = key;
		this.#floor = null;
		this.#status = 'idle';
		this.#last = request ? { request, settings } : null;
		if (request) void this.#start(key!, request, settings);
	}

	/** Draws the current request's floor again (after a cancel or an error). */
	retry(): void {
		const last = this.#last;
		if (!last || !this.#key) return;
		this.#abort();
		void this.#start(this.#key, last.request, last.settings);
	}

	/** Stops the job; the floor stays undrawn until `retry` or another request. */
	cancel(): void {
		if (this.#abort()) this.#status = 'cancelled';
	}

	#abort(): boolean {
		const c = this.#controller;
		this.#controller = null;
		c?.abort();
		return c !== null;
	}

	async #start(key: string, request: FloorRequest, settings: FloorSettings): Promise<void> {
		const controller = new AbortController();
		this.#controller = controller;
		this.#status = 'running';
		this.#progress = 0;
		this.#error = null;
		const matrix = request.basis === 'items' ? this.#matrix : null;
		try {
			const floor = await floorInWorker(
				request,
				matrix,
				settings,
				{ signal: controller.signal, onProgress: (s) => (this.#progress = s) },
				this.#factory
			);
			if (this.#controller !== controller || this.#key !== key) return;
			this.#floor = floor;
			this.#status = 'done';
		} catch (e) {
			if (this.#controller !== controller) return;
			if (e instanceof DOMException && e.name === 'AbortError') this.#status = 'cancelled';
			else {
				this.#status = 'error';
				this.#error = e instanceof Error ? e.message : String(e);
			}
		} finally {
			if (this.#controller === controller) this.#controller = null;
		}
	}

	dispose(): void {
		this.#abort();
		this.#key = null;
		this.#status = 'idle';
	}
}

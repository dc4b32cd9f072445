/**
 * How strong the verdict is: two models compared item by item (the pair table and the power of a
 * paired test on it), and the fragility search in the items worker (fewest removals to dethrone
 * the leader / change the top k, k = the session's `topK`), run when asked or for the export.
 * Part of `ItemsSession`.
 */
import type { VerdictFragility } from '../core/fragility.ts';
import type { FragilityJob } from '../core/items-jobs.ts';
import { comparePair, type PairComparison } from '../core/pair-table.ts';
import { pairPower, type PairPowerResult } from '../core/power.ts';
import type { ItemsHost } from './items-host.ts';
import { JobSlot } from './JobSlot.svelte.ts';

export class PairAndFragility {
	readonly #host: ItemsHost;
	readonly job = new JobSlot();
	/** Two models compared item by item (column indices). */
	pair = $state.raw<readonly [number, number] | null>(null);
	#fragility = $state.raw<FragilityJob | null>(null);
	#problem = $state<string | null>(null);

	readonly #comparison = $derived.by((): PairComparison | null => {
		const [a, b] = this.pair ?? [-1, -1];
		const matrix = this.#host.matrix;
		return matrix && a >= 0 && b >= 0 && a !== b ? comparePair(matrix, a, b) : null;
	});
	readonly #power = $derived.by((): PairPowerResult | null => {
		const [a, b] = this.pair ?? [-1, -1];
		const matrix = this.#host.matrix;
		return matrix && a >= 0 && b >= 0 && a !== b ? pairPower(matrix, a, b) : null;
	});

	constructor(host: ItemsHost) {
		this.#host = host;
	}

	get comparison(): PairComparison | null {
		return this.#comparison;
	}
	get power(): PairPowerResult | null {
		return this.#power;
	}
	get fragility(): VerdictFragility | null {
		return this.#fragility;
	}
	/** Why the fragility search failed (the worker's message), if it did. */
	get problem(): string | null {
		return this.#problem;
	}

	/** Runs the fragility search; resolves when it is done, failed (`problem`) or cancelled. */
	async computeFragility(): Promise<FragilityJob | null> {
		const client = this.#host.client;
		const matrix = this.#host.matrix;
		if (!client || !matrix || matrix.nModels < 2) return null;
		if (this.#fragility) return this.#fragility;
		this.#problem = null;
		try {
			const out = await this.job.run((job) => client.fragility(this.#host.topK, job));
			if (out.cancelled) return null;
			this.#fragility = out.value;
			return out.value;
		} catch (e) {
			this.#problem = e instanceof Error ? e.message : String(e);
			return null;
		}
	}

	cancelFragility(): void {
		this.job.cancel();
	}
}

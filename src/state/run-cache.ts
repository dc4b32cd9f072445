/**
 * Finished runs by dataset and settings, so going back and forth between settings does not
 * recompute: a small least-recently-used map. Pure (no runes): the analysis state owns one.
 */
import { settingsKey, type AnalysisSettings } from '../core/analysis-settings.ts';

/** The cache key of a run: its dataset, every setting that shapes its numbers, and k. */
export function runCacheKey(datasetId: string, settings: AnalysisSettings): string {
	return `${datasetId}|${settingsKey(settings)}|k=${settings.topK}`;
}

export class RunCache<V> {
	readonly #limit: number;
	readonly #entries = new Map<string, V>();

	constructor(limit = 8) {
		this.#limit = Math.max(1, limit);
	}

	get size(): number {
		return this.#entries.size;
	}

	/** The run under `key`, now the most recently used; undefined when it is not kept. */
	get(key: string): V | undefined {
		const v = this.#entries.get(key);
		if (v !== undefined) {
			this.#entries.delete(key);
			this.#entries.set(key, v);
		}
		return v;
	}

	/** Whether `key` is kept (without making it the most recently used). */
	has(key: string): boolean {
		return this.#entries.has(key);
	}

	/** Keeps a run, dropping the least recently used beyond the limit. */
	set(key: string, value: V): void {
		this.#entries.delete(key);
		this.#entries.set(key, value);
		while (this.#entries.size > this.#limit) {
			this.#entries.delete(this.#entries.keys().next().value!);
		}
	}

	/** Forgets every run of a dataset (after it is deleted). */
	forgetDataset(datasetId: string): void {
		for (const key of [...this.#entries.keys()]) {
			if (key.startsWith(`${datasetId}|`)) this.#entries.delete(key);
		}
	}
}

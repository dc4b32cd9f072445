/**
 * Progress and cancellation of an import: the share of bytes read across phases, and the
 * `Cancelled` error an aborted signal turns into (reported as `cancelled`, not as a problem).
 */
import type { SourceFile } from './source.ts';

/** Thrown when the import's AbortSignal fires; `import-files.ts` reports it as cancelled. */
export class Cancelled extends Error {}

/** Throws `Cancelled` when the signal has fired. */
export function checkSignal(signal?: AbortSignal): void {
	if (signal?.aborted) throw new Cancelled();
}

/** Progress through the bytes of the files, within the current phase (a share of the whole). */
export interface Progress {
	phase(from: number, to: number): void;
	bytes(n: number): void;
}

export function phased(files: readonly SourceFile[], onProgress?: (f: number) => void): Progress {
	const total = Math.max(
		1,
		files.reduce((s, f) => s + f.size, 0)
	);
	let from = 0;
	let to = 1;
	let done = 0;
	let last = -1;
	return {
		phase(a: number, b: number) {
			from = a;
			to = b;
			done = 0;
		},
		bytes(n: number) {
			done += n;
			const f = from + (to - from) * Math.min(1, done / total);
			if (onProgress && f - last >= 0.01) {
				last = f;
				onProgress(f);
			}
		}
	};
}

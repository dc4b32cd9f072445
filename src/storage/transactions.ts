/**
 * IndexedDB transactions and opens that never hang and never half-write: `settle` aborts a
 * transaction whose body fails (and reports the transaction's own error), `within` turns an open
 * or deletion held up by other tabs into a `blocked` StorageError after a timeout.
 */
import { errorName, type StorageError } from './storage-errors.ts';

/**
 * Where a pending open or deletion stands: `waiting` for its turn, `blocked` (the browser said
 * other connections are in the way), `working` (an upgrade is running), `done`.
 */
export interface Progress {
	phase: 'waiting' | 'blocked' | 'working' | 'done';
	readonly listeners: Set<() => void>;
}

export function newProgress(): Progress {
	return { phase: 'waiting', listeners: new Set() };
}

export function setPhase(p: Progress, phase: Progress['phase']): void {
	p.phase = phase;
	for (const f of [...p.listeners]) f();
}

/**
 * `promise`, or a `blocked` StorageError once it has been `blocked` for `ms.blocked` or
 * `waiting` for `ms.waiting` (a running upgrade is never cut short). Each caller gets its own
 * clock, so a call made after the other tab let go waits for the open instead of failing.
 */
export function within<T>(
	promise: Promise<T>,
	progress: Progress,
	ms: { waiting: number; blocked: number },
	error: () => StorageError
): Promise<T> {
	return new Promise<T>((resolve, reject) => {
		let timer: ReturnType<typeof setTimeout> | undefined;
		const arm = () => {
			clearTimeout(timer);
			timer = undefined;
			const wait =
				progress.phase === 'waiting' ? ms.waiting : progress.phase === 'blocked' ? ms.blocked : 0;
			if (wait) timer = setTimeout(() => reject(error()), wait);
		};
		progress.listeners.add(arm);
		arm();
		void promise.then(resolve, reject).finally(() => {
			clearTimeout(timer);
			progress.listeners.delete(arm);
		});
	});
}

/** A write request whose outcome the transaction reports (its own rejection is not needed). */
export function quiet(request: Promise<unknown>): void {
	request.catch(() => {});
}

/**
 * Runs `body` (which issues the requests of `tx`) and waits for the transaction to commit. If
 * `body` throws, the transaction is aborted, so nothing it wrote stays. The error reported is the
 * transaction's own (e.g. QuotaExceededError) rather than the AbortError of its requests.
 */
export async function settle<T>(
	tx: { readonly done: Promise<void>; abort(): void },
	body: () => Promise<T>
): Promise<T> {
	// Handled here at once: the transaction may abort (quota) while `body` still awaits a read.
	tx.done.catch(() => {});
	let result: T;
	try {
		result = await body();
	} catch (e) {
		try {
			tx.abort();
		} catch {
			// already finished or aborted
		}
		const why = await tx.done.then(
			() => undefined,
			(x: unknown) => x
		);
		throw why !== undefined && errorName(why) !== 'AbortError' ? why : e;
	}
	await tx.done;
	return result;
}

/**
 * Storage failures as values the UI can explain: `StorageError.kind` says what happened, and
 * `STORAGE_MESSAGES` (one table, English, for the i18n layer to move into message files) says it
 * to the person, per kind. Every `LibraryStore` method fails only with a `StorageError`.
 */

export type StorageErrorKind = 'quota' | 'unavailable' | 'blocked' | 'outdated' | 'other';

/** What a message may mention: what the store was doing, and the browser's own words. */
export interface StorageMessageParams {
	/** "saving “results”", "opening the library", … */
	readonly doing?: string;
	/** The browser's error name or message. */
	readonly detail?: string;
	/** For `blocked`: whether opening or deleting the library was held up. */
	readonly blockedBy?: 'open' | 'delete';
}

/** The sentence shown for each kind of storage failure. */
export const STORAGE_MESSAGES: Readonly<
	Record<StorageErrorKind, (p: StorageMessageParams) => string>
> = {
	quota: (p) =>
		`The browser refused more storage while ${p.doing}, so nothing was saved. Free space by deleting datasets or saved runs you no longer need, or allow this site more storage.`,
	unavailable: (p) =>
		`Browser storage is not available here (private windows and some browser settings turn IndexedDB off). The app still works, but nothing is kept after you close the tab.${p.detail ? ` (${p.detail} while ${p.doing}.)` : ''}`,
	blocked: (p) =>
		p.blockedBy === 'delete'
			? 'Other tabs of this app still have the library open, so it cannot be deleted yet. Close the other tabs of this app; the deletion finishes as soon as they are closed.'
			: 'The library is held by another tab of this app (probably an older version that does not let go). Close the other tabs of this app, or reload them, then try again.',
	outdated: () =>
		'The library was upgraded by a newer version of this app (open in another tab). Reload this page to keep working; nothing was lost.',
	other: (p) => `Storage failed while ${p.doing}: ${p.detail}`
};

/**
 * A storage failure the UI can explain: `quota` (disk full or over the site's allowance),
 * `unavailable` (no IndexedDB here, e.g. some private windows), `blocked` (other tabs hold the
 * database), `outdated` (a newer version of the app upgraded the database: reload), `other`.
 * Its message is `STORAGE_MESSAGES[kind]`, or for `other` a sentence of its own.
 */
export class StorageError extends Error {
	override name = 'StorageError';
	constructor(
		readonly kind: StorageErrorKind,
		message: string,
		options?: { cause?: unknown; params?: StorageMessageParams }
	) {
		super(message, options);
		this.params = options?.params ?? {};
	}
	readonly params: StorageMessageParams;

	/** A failure of one of the kinds the table words. */
	static of(kind: StorageErrorKind, params: StorageMessageParams, cause?: unknown): StorageError {
		return new StorageError(kind, STORAGE_MESSAGES[kind](params), { cause, params });
	}
}

/** What to tell the person about a failure: the table's sentence for its kind. */
export function storageMessage(e: unknown): string {
	if (!(e instanceof StorageError)) return e instanceof Error ? e.message : String(e);
	// `other` failures carry their own sentence (a damaged record, an invalid name, …).
	return e.kind === 'other' ? e.message : STORAGE_MESSAGES[e.kind](e.params);
}

export function errorName(e: unknown): string {
	return e instanceof DOMException || e instanceof Error ? e.name : '';
}

/** Any failure of IndexedDB, as a StorageError. */
export function toStorageError(e: unknown, doing: string): StorageError {
	if (e instanceof StorageError) return e;
	const name = errorName(e);
	if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') {
		return StorageError.of('quota', { doing }, e);
	}
	if (name === 'VersionError') return StorageError.of('outdated', { doing }, e);
	if (name === 'InvalidStateError' || name === 'UnknownError' || name === 'SecurityError') {
		return StorageError.of('unavailable', { doing, detail: name }, e);
	}
	const detail = e instanceof Error ? e.message : String(e);
	return StorageError.of('other', { doing, detail }, e);
}

/** No IndexedDB at all. */
export function unavailable(): StorageError {
	return StorageError.of('unavailable', {});
}

export function blockedError(what: 'open' | 'delete'): StorageError {
	return StorageError.of('blocked', { blockedBy: what });
}

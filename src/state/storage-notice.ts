/**
 * A storage failure as the person reads it: a message per `StorageError.kind` (quota, unavailable,
 * blocked, outdated) from the catalogs (`storage.*` in `messages/en-import.ts`), so it follows the
 * language. A failure of kind `other` with the browser's words shows them inside the message; one
 * with a sentence of its own (a damaged record) keeps that English sentence.
 */
import { msg, type Msg } from '../i18n/catalog.ts';
import { StorageError } from '../storage/storage-errors.ts';

/**
 * The same, always as a message: a sentence of its own (a damaged record, an error that is not a
 * storage failure) is shown as the detail of `storage.other` ("Storage failed: …"), marked as data.
 */
function isMsg(v: unknown): v is Msg {
	return typeof v === 'object' && v !== null && 'key' in v && !(v instanceof Error);
}

export function storageMsg(e: unknown): Msg {
	const m = typeof e === 'string' || isMsg(e) ? e : storageNotice(e);
	return typeof m === 'string' ? msg('storage.other', { detail: m }) : m;
}

export function storageNotice(e: unknown): Msg | string {
	if (!(e instanceof StorageError)) return e instanceof Error ? e.message : String(e);
	switch (e.kind) {
		case 'quota':
			return msg('storage.quota');
		case 'unavailable':
			return msg('storage.unavailable');
		case 'blocked':
			return msg(
				e.params.blockedBy === 'delete' ? 'storage.blocked.delete' : 'storage.blocked.open'
			);
		case 'outdated':
			return msg('storage.outdated');
		case 'other':
			return e.params.detail !== undefined
				? msg('storage.other', { detail: e.params.detail })
				: e.message;
	}
}

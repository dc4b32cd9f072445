import { describe, expect, it } from 'vitest';
import type { ScoreMatrix } from '../../../src/core/ScoreMatrix.ts';
import type { DatasetRecord } from '../../../src/schemas/dataset.ts';
import type { ItemDetails } from '../../../src/schemas/item-details.ts';
import { STORAGE_MESSAGES, StorageError } from '../../../src/storage/storage-errors.ts';
import { ImportSession, type DatasetShelf } from '../../../src/state/ImportSession.svelte.ts';
import { Notices } from '../../../src/state/Notices.svelte.ts';
import { SAMPLES } from '../../../src/state/samples.ts';
import { fixture } from '../helpers.ts';
import { InProcessEngine } from './fake-engine.ts';
import { msg, translateMsg, type Msg } from '../../../src/i18n/catalog.ts';

/** A notice's text as it reads in English (notices are messages, shown in the reader's language). */
const english = (text: Msg | string) =>
	typeof text === 'string' ? text : translateMsg('en', text);

class Shelf implements DatasetShelf {
	stored: Array<{ record: DatasetRecord; matrix: ScoreMatrix; details: ItemDetails | null }> = [];
	/** The write fails with this (after it began). */
	failWith: unknown = null;
	/** The write is refused at once with this (as invalid input is). */
	refuseWith: unknown = null;
	/** While set, writes wait for it (to look at what happens while they go on). */
	gate: Promise<void> | null = null;
	find(id: string) {
		return this.stored.find((s) => s.record.id === id)?.record;
	}
	put(record: DatasetRecord, matrix: ScoreMatrix, details: ItemDetails | null) {
		if (this.refuseWith) return { ok: false as const, error: this.refuseWith };
		const written = (async () => {
			await this.gate;
			if (this.failWith) throw this.failWith;
			this.stored.push({ record, matrix, details });
		})();
		return { ok: true as const, written };
	}
}

function setup() {
	const engine = new InProcessEngine();
	const shelf = new Shelf();
	const notices = new Notices();
	const session = new ImportSession(engine.client, shelf, notices);
	return { engine, shelf, notices, session };
}

const file = (text: string, name: string) => new File([text], name);
const WIDE = 'item_id,meta:category,a,b,c\nq1,x,1,0,1\nq2,y,0,1,1\nq3,x,1,1,0\n';
const LONG = 'item_id,model,score\nq1,a,1\nq1,b,0\nq2,a,0\nq2,b,1\nq3,a,1\n';

describe('import session', () => {
	it('stores a plain wide CSV at once and forgets the worker session', async () => {
		const { engine, shelf, session } = setup();
		const record = await session.importFiles([file(WIDE, 'plain.csv')]);
		expect(record).toMatchObject({ name: 'plain', nItems: 3, nModels: 3, source: 'file' });
		await session.saved();
		expect(shelf.stored.map((s) => s.record)).toEqual([record]);
		expect(engine.released).toHaveLength(1);
		expect(session.jobs).toEqual([]);
		expect(session.review).toBeNull();
	});

	it('holds anything else for review, rebuilds on a changed choice, and stores on confirm', async () => {
		const { engine, shelf, session } = setup();
		expect(await session.importFiles([file(LONG, 'long.csv')])).toBe('review');
		const review = session.review!;
		expect(review.result.ok && review.result.matrix.missingCells).toBe(1);
		await session.rechoose({ ...review.choices, missing: 'zero' });
		expect(session.rebuilding).toBe(false);
		expect(session.review!.result.ok && session.review!.result.matrix.missingCells).toBe(0);
		expect(session.review!.id).not.toBe(review.id);
		session.renameReview('  my long table ');
		const record = await session.confirmReview();
		expect(record).toMatchObject({ name: 'my long table', missingCells: 0 });
		await session.saved();
		expect(shelf.stored).toHaveLength(1);
		expect(session.review).toBeNull();
		expect(engine.released).toEqual([review.session]);
	});

	it('a release date typed in the review is stored with the dataset', async () => {
		const { shelf, session } = setup();
		expect(await session.importFiles([file(LONG, 'long.csv')])).toBe('review');
		expect(session.setReviewReleaseDate('b', 'tomorrow')).toBe(false);
		expect(session.setReviewReleaseDate('ghost', '2024-01')).toBe(false);
		expect(session.setReviewReleaseDate('b', '2024/3/5')).toBe(true);
		const review = session.review!;
		expect(review.result.ok && review.result.modelFacts).toEqual([
			null,
			{ releaseDate: '2024-03-05' }
		]);
		const record = await session.confirmReview();
		await session.saved();
		expect(record?.modelFacts).toEqual([{ model: 'b', releaseDate: '2024-03-05' }]);
		expect(shelf.stored[0].record.modelFacts).toEqual(record?.modelFacts);
	});

	it('cancelling a review releases its files and stores nothing', async () => {
		const { engine, shelf, session } = setup();
		await session.importFiles([file(LONG, 'long.csv')]);
		const { session: id } = session.review!;
		session.cancelReview();
		expect(session.review).toBeNull();
		expect(engine.released).toEqual([id]);
		expect(shelf.stored).toEqual([]);
	});

	it('lists a failed import with its issues (file, row, column) and stores nothing', async () => {
		const { shelf, session } = setup();
		const broken = fixture('e2e', 'broken.csv');
		expect(await session.importFiles([file(broken, 'broken.csv')])).toBeNull();
		expect(shelf.stored).toEqual([]);
		const [failure] = session.failures;
		expect(failure.fileName).toBe('broken.csv');
		expect(failure.issues[0]).toMatchObject({ file: 'broken.csv', row: 4, column: 5 });
		session.dismissFailure(failure.key);
		expect(session.failures).toEqual([]);
	});

	it('says a file is already in the library instead of storing it twice', async () => {
		const { notices, shelf, session } = setup();
		const first = await session.importFiles([file(WIDE, 'a.csv')]);
		await session.saved();
		const again = await session.importFiles([file(WIDE, 'copy.csv')]);
		expect(again).toEqual(first);
		expect(shelf.stored).toHaveLength(1);
		expect(notices.list.map((n) => english(n.text))).toEqual([
			'“copy.csv” is already in the library as “a”.'
		]);
	});

	it('the same file dropped again while its first copy is still being written: the same notice, one write', async () => {
		const { notices, shelf, session } = setup();
		let open!: () => void;
		shelf.gate = new Promise((resolve) => (open = resolve));
		const first = await session.importFiles([file(WIDE, 'a.csv')]);
		expect(session.saving).toBe(1);
		expect(shelf.find((first as DatasetRecord).id)).toBeUndefined(); // not listed yet
		const again = await session.importFiles([file(WIDE, 'copy.csv')]);
		expect(again).toBe(first);
		expect(session.saving).toBe(1);
		expect(notices.list.map((n) => english(n.text))).toEqual([
			'“copy.csv” is already in the library as “a”.'
		]);
		open();
		await session.saved();
		expect(shelf.stored.map((s) => s.record)).toEqual([first]);
		// Once stored, the shelf answers as before.
		expect(await session.importFiles([file(WIDE, 'third.csv')])).toEqual(first);
		expect(shelf.stored).toHaveLength(1);
		expect(notices.list).toHaveLength(2);
	});

	it('a copy whose write failed is not “in the library”: the next drop writes it again', async () => {
		const { notices, shelf, session } = setup();
		shelf.failWith = StorageError.of('quota', { doing: 'saving “a”' });
		await session.importFiles([file(WIDE, 'a.csv')]);
		await session.saved();
		expect(shelf.stored).toEqual([]);
		shelf.failWith = null;
		const again = await session.importFiles([file(WIDE, 'a.csv')]);
		await session.saved();
		expect(shelf.stored.map((s) => s.record)).toEqual([again]);
		expect(notices.list.map((n) => english(n.text))).not.toContainEqual(
			expect.stringContaining('already in the library')
		);
	});

	it('returns the dataset before its write ends, and has the run workers load its matrix', async () => {
		const { engine, shelf, session } = setup();
		let open!: () => void;
		shelf.gate = new Promise((resolve) => (open = resolve));
		const record = await session.importFiles([file(WIDE, 'a.csv')]);
		expect(record).toMatchObject({ name: 'a', nItems: 3 });
		expect(session.saving).toBe(1);
		expect(shelf.stored).toEqual([]);
		expect(engine.preloaded).toEqual([(record as DatasetRecord).id]);
		expect(session.jobs).toEqual([]);
		open();
		await session.saved();
		expect(session.saving).toBe(0);
		expect(shelf.stored.map((s) => s.record)).toEqual([record]);
		expect(session.failures).toEqual([]);
	});

	it('a write refused at once (invalid input) stores nothing and is a failure', async () => {
		const { engine, notices, shelf, session } = setup();
		shelf.refuseWith = new StorageError('other', 'Refusing to store an invalid matrix: x');
		expect(await session.importFiles([file(WIDE, 'a.csv')])).toBeNull();
		expect(session.failures[0].issues[0]).toMatchObject({ message: 'could not be saved.' });
		expect(notices.list).toHaveLength(1);
		expect(engine.preloaded).toEqual([]);
		expect(shelf.stored).toEqual([]);
	});

	it('a full disk: the failure says what happened, in the sentence for its kind', async () => {
		const { notices, shelf, session } = setup();
		shelf.failWith = StorageError.of('quota', { doing: 'saving “a”' });
		// The dataset opens from memory while it is written; the failure comes when the write ends.
		expect(await session.importFiles([file(WIDE, 'a.csv')])).toMatchObject({ name: 'a' });
		await session.saved();
		expect(shelf.stored).toEqual([]);
		const sentence = STORAGE_MESSAGES.quota({ doing: 'saving “a”' });
		expect(session.failures[0].issues[0]).toMatchObject({
			message: 'could not be saved.',
			hint: sentence
		});
		// The notice is the catalog's message for the kind (storage-notice.ts), in every language.
		expect(notices.list[0]).toMatchObject({ kind: 'error', text: msg('storage.quota') });
	});

	it('a crashed worker is a failure; a cancel is not', async () => {
		const { engine, session } = setup();
		engine.failNext = new Error('out of memory');
		expect(await session.importFiles([file(WIDE, 'a.csv')])).toBeNull();
		expect(session.failures[0].issues[0].message).toMatch(/stopped unexpectedly \(out of memory\)/);
		session.clearFailures();
		const pending = session.importFiles([file(WIDE, 'b.csv')]);
		expect(session.jobs).toHaveLength(1);
		session.cancelImports();
		expect(await pending).toBeNull();
		expect(session.failures).toEqual([]);
		expect(session.jobs).toEqual([]);
	});

	it('imports a built-in sample under its title', async () => {
		const engine = new InProcessEngine();
		const shelf = new Shelf();
		const sample = SAMPLES.find((s) => s.spec.id === 'pass-at-10')!;
		const text = fixture('..', '..', 'samples', sample.fileName);
		const fetcher = (async () => new Response(text)) as typeof fetch;
		const session = new ImportSession(engine.client, shelf, new Notices(), fetcher);
		const record = await session.importSample(sample);
		expect(record).toMatchObject({ name: sample.spec.title, source: 'sample', nModels: 12 });
	});

	it('a sample that cannot be fetched is a notice', async () => {
		const notices = new Notices();
		const fetcher = (async () => new Response('', { status: 404 })) as typeof fetch;
		const session = new ImportSession(new InProcessEngine().client, new Shelf(), notices, fetcher);
		expect(await session.importSample(SAMPLES[0])).toBeNull();
		expect(english(notices.list[0].text)).toMatch(/could not be loaded \(HTTP 404\)/);
	});
});

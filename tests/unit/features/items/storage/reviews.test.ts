import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LibraryStore } from '../../../../../src/storage/LibraryStore.ts';
import {
	checkReviewRecord,
	isReviewValueKey,
	reviewFromValue,
	reviewValueKey,
	type ReviewRecord
} from '../../../../../src/features/items/storage/reviews.ts';
import { dataset, expectConsistent, freshName, keysOf, dump } from '../../../storage/helpers.ts';

const a = dataset({ name: 'alpha set', addedAt: '2026-01-01T00:00:00.000Z' });
const b = dataset({ name: 'beta set', salt: 3, addedAt: '2026-01-02T00:00:00.000Z' });

function review(id: string, extra: Partial<ReviewRecord> = {}): ReviewRecord {
	return {
		id,
		reviews: [
			{ item: 'item-1', verdict: 'misgraded', note: 'the key says 4, the text 5', at: 't1' },
			{ item: 'item-2', verdict: 'ok', note: '', at: 't2' }
		],
		excluded: ['item-1'],
		updatedAt: '2026-12-03T00:00:00.000Z',
		...extra
	};
}

describe('review records', () => {
	it('keep the last verdict per item and drop duplicate exclusions', () => {
		const r = checkReviewRecord({
			...review('x'),
			reviews: [
				{ item: 'i', verdict: 'ok', note: '', at: '1' },
				{ item: 'j', verdict: 'ambiguous', note: '', at: '2' },
				{ item: 'i', verdict: 'harness', note: 'timeout', at: '3' }
			],
			excluded: ['i', 'i', 'j']
		});
		expect(r.ok && r.record.reviews.map((v) => [v.item, v.verdict])).toEqual([
			['j', 'ambiguous'],
			['i', 'harness']
		]);
		expect(r.ok && r.record.excluded).toEqual(['i', 'j']);
	});

	it('reject unknown verdicts and wrong shapes with a reason', () => {
		const bad = checkReviewRecord({ ...review('x'), reviews: [{ item: 'i', verdict: 'meh' }] });
		expect(bad.ok).toBe(false);
		expect(reviewFromValue('x', [1, 2]).ok).toBe(false);
		expect(reviewFromValue('x', null).ok).toBe(false);
	});

	it('travel in the library file as the value dataset:<id>:reviews', () => {
		const key = reviewValueKey(a.record.id);
		expect(key).toBe(`dataset:${a.record.id}:reviews`);
		expect(isReviewValueKey(key)).toBe(true);
		expect(isReviewValueKey(`dataset:${a.record.id}:exclusions`)).toBe(false);
	});
});

describe('reviews in the store', () => {
	it('are saved, replaced, read back and deleted with their dataset', async () => {
		const name = freshName('reviews');
		const store = new LibraryStore(name);
		await store.put(a.record, a.matrix);
		expect(await store.getReviews(a.record.id)).toBeUndefined();
		await store.putReviews(review(a.record.id));
		const next = review(a.record.id, { excluded: [] });
		await store.putReviews(next);
		expect(await store.getReviews(a.record.id)).toEqual(next);
		await store.delete(a.record.id);
		expect(await store.getReviews(a.record.id)).toBeUndefined();
		store.close();
		expect(keysOf(await expectConsistent(name), 'reviews')).toEqual([]);
	});

	it('are refused for a dataset that is not in the library', async () => {
		const store = new LibraryStore(freshName('reviews-orphan'));
		await expect(store.putReviews(review(b.record.id))).rejects.toMatchObject({
			name: 'StorageError',
			message: expect.stringMatching(/no longer in the library/)
		});
		store.close();
	});

	it('a damaged record is reported, not returned', async () => {
		const name = freshName('reviews-damaged');
		const store = new LibraryStore(name);
		await store.put(a.record, a.matrix);
		await store.putReviews(review(a.record.id));
		store.close();
		// Damage it with a raw connection.
		await new Promise<void>((resolve, reject) => {
			const open = indexedDB.open(name);
			open.onsuccess = () => {
				const tx = open.result.transaction('reviews', 'readwrite');
				tx.objectStore('reviews').put({ id: a.record.id, reviews: 'x' });
				tx.oncomplete = () => {
					open.result.close();
					resolve();
				};
				tx.onerror = () => reject(tx.error);
			};
		});
		const again = new LibraryStore(name);
		await expect(again.getReviews(a.record.id)).rejects.toMatchObject({ kind: 'other' });
		again.close();
	});

	it('go out with the library file and come back in, into the reviews store', async () => {
		const source = new LibraryStore(freshName('reviews-src'));
		await source.put(a.record, a.matrix);
		await source.put(b.record, b.matrix);
		await source.putReviews(review(a.record.id));
		const file = await source.exportAll({ now: new Date('2026-12-03T00:00:00Z') });
		expect(file.problems).toEqual([]);
		source.close();

		const name = freshName('reviews-dst');
		const target = new LibraryStore(name);
		const outcome = await target.applyImport(file.bytes, { onConflict: 'skip' });
		expect(outcome.ok).toBe(true);
		expect(await target.getReviews(a.record.id)).toEqual(review(a.record.id));
		expect(await target.getReviews(b.record.id)).toBeUndefined();
		// Not left behind as a plain value.
		expect(await target.getValue(reviewValueKey(a.record.id))).toBeUndefined();
		target.close();
		const d = await dump(name);
		expect(keysOf(d, 'kv').filter((k) => String(k).endsWith(':reviews'))).toEqual([]);
	});

	it('an import that replaces a dataset replaces its review; one that skips keeps ours', async () => {
		const source = new LibraryStore(freshName('reviews-src2'));
		await source.put(a.record, a.matrix);
		await source.putReviews(review(a.record.id));
		const file = await source.exportAll();
		source.close();

		const ours = review(a.record.id, {
			reviews: [{ item: 'item-3', verdict: 'unrealistic', note: '', at: 't' }],
			excluded: []
		});
		const target = new LibraryStore(freshName('reviews-dst2'));
		await target.put(a.record, a.matrix);
		await target.putReviews(ours);
		await target.applyImport(file.bytes, { onConflict: 'skip' });
		expect(await target.getReviews(a.record.id)).toEqual(ours);
		await target.applyImport(file.bytes, { onConflict: 'replace' });
		expect(await target.getReviews(a.record.id)).toEqual(review(a.record.id));
		target.close();
	});
});

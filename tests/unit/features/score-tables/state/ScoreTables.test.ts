import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ScoreTableStore } from '../../../../../src/features/score-tables/storage/ScoreTableStore.ts';
import { Notices } from '../../../../../src/state/Notices.svelte.ts';
import { ScoreTables } from '../../../../../src/features/score-tables/state/ScoreTables.svelte.ts';
import { fixture } from '../../../helpers.ts';
import { dataset, freshName } from '../../../storage/helpers.ts';

function setup() {
	const notices = new Notices();
	const store = new ScoreTableStore(freshName('score-tables'));
	return { notices, store, tables: new ScoreTables(store, notices) };
}

const file = (text: string, name: string) => new File([text], name);

describe('score-table detection in the import flow', () => {
	it('takes a nested JSON table with two conditions and standard errors to its review', async () => {
		const { tables } = setup();
		const text = fixture('score-table', 'two-conditions.json');
		expect(await tables.offer([file(text, 'two-conditions.json')])).toBe(true);
		const r = tables.review!;
		expect(r.sniff.kind).toBe('score-table');
		expect(r.parse.ok).toBe(true);
		if (!r.parse.ok) return;
		expect(r.parse.table.conditions.map((c) => c.name)).toEqual([
			'direct_eval',
			'train_before_test'
		]);
		// standard-error keys are standard errors, never conditions or benchmarks
		expect(r.parse.table.conditions.every((c) => c.stderr !== null)).toBe(true);
		expect(r.parse.table.benchmarks.some((b) => /stderr/.test(b))).toBe(false);
		expect(r.proposals.map((p) => p.format)).toEqual(['nested-json', 'nested-json']);
	});

	it('offers both orientations of a wide table, standard-error columns read as such', async () => {
		const { tables } = setup();
		expect(await tables.offer([file(fixture('score-table', 'wide-stderr.csv'), 'w.csv')])).toBe(
			true
		);
		const r = tables.review!;
		const orientations = r.proposals.map((p) => (p.format === 'wide' ? p.orientation : p.format));
		expect(orientations).toEqual(['models-as-rows', 'benchmarks-as-rows']);
		expect(r.parse.ok && r.parse.notes.some((n) => n.code === 'stderr-found')).toBe(true);
		tables.rechoose(r.proposals[1]);
		expect(tables.review!.choices).toEqual(r.proposals[1]);
	});

	it('takes a long CSV and a JSONL file', async () => {
		const { tables } = setup();
		expect(await tables.offer([file(fixture('score-table', 'long.csv'), 'long.csv')])).toBe(true);
		expect(tables.review!.choices.format).toBe('long');
		expect(await tables.offer([file(fixture('score-table', 'long.jsonl'), 'l.jsonl')])).toBe(true);
		expect(tables.review!.choices.format).toBe('long');
	});

	it('leaves per-item matrices, several files and other files to the usual import', async () => {
		const { tables } = setup();
		const perItem = 'item_id,a,b\nq1,1,0\nq2,0,1\nq3,1,1\n';
		expect(await tables.offer([file(perItem, 'm.csv')])).toBe(false);
		expect(await tables.offer([file('{"models":[],"items":[],"scores":[]}', 'm.json')])).toBe(
			false
		);
		const t = fixture('score-table', 'long.csv');
		expect(await tables.offer([file(t, 'a.csv'), file(t, 'b.csv')])).toBe(false);
		expect(await tables.offer([file('PK\u0003\u0004', 'x.zip')])).toBe(false);
		expect(tables.review).toBeNull();
	});

	it('a broken table stays in review with its issues (file, row, column)', async () => {
		const { tables } = setup();
		const text = 'model,mmlu,mmlu_stderr,gsm8k\na,0.7,0.01,0.5\nb,zero,0.02,0.4\nc,0.6,0.01,0.3\n';
		expect(await tables.offer([file(text, 'broken.csv')])).toBe(true);
		const r = tables.review!;
		expect(r.parse.ok).toBe(false);
		if (r.parse.ok) return;
		expect(r.parse.issues[0]).toMatchObject({
			file: 'broken.csv',
			row: 3,
			column: 2,
			code: 'not-a-number'
		});
		expect(await tables.confirmReview()).toBeNull();
	});

	it('stores the reviewed table once, with the lower-is-better benchmarks chosen', async () => {
		const { tables, store, notices } = setup();
		const text = 'model,mmlu,wikitext_perplexity\na,0.7,9.1\nb,0.6,10.2\nc,0.5,12.5\n';
		expect(await tables.offer([file(text, 'ppl.csv')])).toBe(true);
		expect(tables.review!.lowerIsBetter).toEqual(['wikitext_perplexity']);
		tables.renameReview('perplexity table');
		const record = await tables.confirmReview();
		expect(record).toMatchObject({
			name: 'perplexity table',
			lowerIsBetter: ['wikitext_perplexity'],
			shape: { models: 3, benchmarks: 2, conditions: 1 }
		});
		expect(tables.review).toBeNull();
		expect((await store.list()).map((r) => r.id)).toEqual([record!.id]);
		// The same file again: recognised, not stored twice.
		await tables.offer([file(text, 'ppl.csv')]);
		expect((await tables.confirmReview())?.id).toBe(record!.id);
		expect(notices.list).toHaveLength(1);
		expect(await store.list()).toHaveLength(1);
	});

	it('a release date typed in the review and the benchmarks’ dates are stored with the table', async () => {
		const { tables, store } = setup();
		const text = [
			'model,benchmark,score,model_release_date,benchmark_release_date',
			'a,mmlu,0.7,2024-01,2020-09',
			'b,mmlu,0.6,,2020-09',
			'a,gsm8k,0.5,2024-01,2021-10',
			'b,gsm8k,0.4,,2021-10'
		].join('\n');
		expect(await tables.offer([file(text, 'dated.csv')])).toBe(true);
		expect(tables.setReviewReleaseDate('b', 'next week')).toBe(false);
		expect(tables.setReviewReleaseDate('b', '2024-06-02')).toBe(true);
		expect(tables.setReviewReleaseDate('a', '')).toBe(true);
		expect(tables.review!.modelFacts.get('b')).toEqual({ releaseDate: '2024-06-02' });
		const record = await tables.confirmReview();
		const stored = (await store.list()).find((r) => r.id === record!.id)!;
		expect(stored.modelFacts).toEqual([{ model: 'b', releaseDate: '2024-06-02' }]);
		expect(stored.benchmarkDates).toEqual([
			{ benchmark: 'mmlu', date: '2020-09' },
			{ benchmark: 'gsm8k', date: '2021-10' }
		]);
	});

	it('derives category x model and dataset x model tables', async () => {
		const { tables } = setup();
		const d = dataset({
			name: 'd',
			meta: { category: ['a', 'b', 'a', 'b', 'a', 'b'] }
		});
		const byCategory = await tables.derive({
			kind: 'categories',
			name: 'd',
			matrix: d.matrix,
			column: 'category'
		});
		expect(byCategory.ok && byCategory.record.table.benchmarks).toEqual(['a', 'b']);
		const e = dataset({ name: 'e', salt: 2 });
		const byDataset = await tables.derive({
			kind: 'datasets',
			datasets: [
				{ name: 'd', matrix: d.matrix },
				{ name: 'e', matrix: e.matrix }
			]
		});
		expect(byDataset.ok && byDataset.record.shape).toMatchObject({ models: 3, benchmarks: 2 });
		expect(tables.tables).toHaveLength(2);
	});
});

describe('score tables in the library backup file', () => {
	it('are exported with the library and restored from it ', async () => {
		const { InProcessEngine } = await import('../../../state/fake-engine.ts');
		const { Library } = await import('../../../../../src/state/Library.svelte.ts');
		const { LibraryStore } = await import('../../../../../src/storage/LibraryStore.ts');
		const make = () => {
			const tables = new ScoreTableStore(freshName('backup-tables'));
			const library = new Library(
				new LibraryStore(freshName('backup-lib')),
				new InProcessEngine().client,
				new Notices(),
				tables
			);
			return { tables, library };
		};
		const source = make();
		const state = new ScoreTables(source.tables, new Notices());
		await state.offer([file(fixture('score-table', 'two-conditions.json'), 'two.json')]);
		const record = await state.confirmReview();
		const d = dataset({ name: 'matrix' });
		await source.library.store.put(d.record, d.matrix);
		const exported = await source.library.exportLibrary();
		expect(exported?.datasets).toBe(1);

		const target = make();
		const outcome = await target.library.applyLibraryFile(exported!.bytes, 'skip');
		expect(outcome.ok).toBe(true);
		const restored = await target.tables.get(record!.id);
		expect(restored?.name).toBe(record!.name);
		expect(Array.from(restored!.table.conditions[1].stderr!)).toEqual(
			Array.from(record!.table.conditions[1].stderr!)
		);
		expect(await target.library.store.list()).toHaveLength(1);
	});
});

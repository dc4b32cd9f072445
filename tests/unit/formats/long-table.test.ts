import { describe, expect, it } from 'vitest';
import { analyze, buildMatrix, fixtureFile, issuesOf, okMatrix, textFile, value } from './util.ts';

describe('long tables', () => {
	it('reads item_id, model, score, category and cluster from CSV; other columns become meta', async () => {
		const p = await analyze(fixtureFile('long/scores.csv'));
		expect(p.files[0].format).toBe('long-table');
		expect(p.choices.files[0].columns).toEqual({
			item: 'item_id',
			model: 'model',
			score: 'score',
			category: 'category',
			cluster: 'cluster',
			trials: '',
			scope: '',
			meta: ['source']
		});
		const m = okMatrix(p);
		expect([m.nItems, m.nModels, m.missingCells]).toEqual([4, 2, 1]);
		expect(m.meta.category).toEqual(['math', 'math', 'code', 'code']);
		expect(m.meta.cluster).toEqual(['c1', 'c1', 'c2', 'c3']);
		expect(m.meta.source[0]).toBe('set-math');
		expect(value(m, 'q4', 'model-b')).toBeNull();
		const r = p.result;
		expect(r.ok && r.preview.itemsInAll).toBe(3);
		expect(r.ok && r.preview.minOverlap).toEqual({ a: 'model-a', b: 'model-b', items: 3 });
	});

	it('JSONL gives the same matrix as CSV', async () => {
		const a = okMatrix(await analyze(fixtureFile('long/scores.csv')));
		const b = okMatrix(await analyze(fixtureFile('long/scores.jsonl')));
		expect(b.itemIds).toEqual(a.itemIds);
		expect(b.bits).toEqual(a.bits);
		expect(b.present).toEqual(a.present);
	});

	it('guesses columns from their content when names differ (true/false scores)', async () => {
		const p = await analyze(fixtureFile('long/odd-names.tsv'));
		expect(p.choices.files[0].columns).toMatchObject({
			item: 'question_uid',
			model: 'system_name',
			score: 'is_right'
		});
		expect(okMatrix(p).nItems).toBe(4);
	});

	it('lets the user pick columns', async () => {
		const text = 'a,b,c,d\nq1,m1,1,x\nq1,m2,0,y\nq2,m1,0,x\nq2,m2,1,y\n';
		const files = [textFile(text, 'pick.csv')];
		const p = await analyze(...files);
		const choices = {
			...p.choices,
			files: [
				{
					format: 'long-table' as const,
					delimiter: ',' as const,
					columns: { item: 'a', model: 'b', score: 'c', category: 'd' }
				}
			]
		};
		const m = okMatrix(await buildMatrix(files, choices));
		expect(m.models).toEqual(['m1', 'm2']);
		expect(m.meta.category).toEqual(['x', 'x']);
	});

	it('reads a JSON document whose records sit under a key, with pass@1 in percent', async () => {
		const p = await analyze(fixtureFile('long/records.json'));
		expect(p.choices.files[0]).toMatchObject({
			scale: 0.01,
			columns: { item: 'problem_id', score: 'pass@1', category: 'difficulty' }
		});
		expect(value(okMatrix(p), 'q2', 'model-b')).toBe(1);
	});

	it('a duplicate (item, model) pair is an error naming both rows; “average” merges it', async () => {
		const text = 'item_id,model,score\nq1,m1,1\nq1,m2,0\nq2,m1,1\nq2,m2,1\nq1,m1,0\n';
		const files = [textFile(text, 'dup.csv')];
		const p = await analyze(...files);
		const issues = issuesOf(p);
		expect(issues[0]).toMatchObject({ file: 'dup.csv', row: 6 });
		expect(issues[0].message).toMatch(
			/second score for model “m1” \(first given in dup.csv, row 2\)/
		);
		const m = okMatrix(await buildMatrix(files, { ...p.choices, duplicates: 'mean' }));
		expect(value(m, 'q1', 'm1')).toBe(0.5);
	});

	it('missing-cell policies: keep, count as 0, drop items', async () => {
		const files = [fixtureFile('long/scores.csv')];
		const p = await analyze(...files);
		const zero = okMatrix(await buildMatrix(files, { ...p.choices, missing: 'zero' }));
		expect(value(zero, 'q4', 'model-b')).toBe(0);
		expect(zero.missingCells).toBe(0);
		const dropped = await buildMatrix(files, { ...p.choices, missing: 'drop-items' });
		expect(okMatrix(dropped).itemIds).toEqual(['q1', 'q2', 'q3']);
		expect(dropped.ok && dropped.preview.itemsDropped).toBe(1);
	});
});

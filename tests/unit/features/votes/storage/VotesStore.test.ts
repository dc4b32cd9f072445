import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { VotesStore } from '../../../../../src/features/votes/storage/VotesStore.ts';
import { votesRecord } from '../../../../../src/features/votes/state/votes-record.ts';
import { parseVotesCsv } from '../../../../../src/features/votes/formats/votes-csv.ts';
import { isVotesDatasetId, votesId } from '../../../../../src/features/votes/core/votes-id.ts';
import { freshName } from '../../../storage/helpers.ts';
import { smallVotes, votesOf } from '../votes-fixtures.ts';

describe('votes datasets in the library (VotesStore)', () => {
	const record = () => {
		const parse = parseVotesCsv(
			'model_a,model_b,winner,judge\nx,y,model_a,u1\ny,z,tie,u2\nz,z,model_a,u3\nx,z,model_b,u1\n',
			'tiny.csv'
		);
		expect(parse.badRows).toBe(1);
		return votesRecord(parse, 'tiny.csv', 'tiny', '2026-12-05T00:00:00.000Z')!;
	};

	it('stores, lists without the votes, reads back the columns, renames and deletes', async () => {
		const store = new VotesStore(freshName('votes'));
		const r = record();
		expect(isVotesDatasetId(r.id)).toBe(true);
		expect(r).toMatchObject({ nVotes: 3, nModels: 3, badRows: 1, layout: 'winner-column' });
		await store.put(r);
		const listed = await store.list();
		expect(listed).toHaveLength(1);
		expect(listed[0]).not.toHaveProperty('votes');
		expect(listed[0].name).toBe('tiny');
		const back = await store.get(r.id);
		expect(back!.votes.a).toBeInstanceOf(Int32Array);
		expect(back!.votes).toEqual(r.votes);
		expect((await store.rename(r.id, '  renamed ')).name).toBe('renamed');
		await expect(store.rename(r.id, ' ')).rejects.toThrow(/between 1 and 200/);
		await store.delete(r.id);
		expect(await store.list()).toEqual([]);
		expect(await store.get(r.id)).toBeUndefined();
		store.close();
	});

	it('refuses votes whose columns disagree in length', async () => {
		const store = new VotesStore(freshName('votes-bad'));
		const r = record();
		const broken = { ...r, votes: { ...r.votes, b: new Int32Array(1) } };
		await expect(store.put(broken)).rejects.toThrow(/one entry per vote/);
		store.close();
	});
});

describe('votes in the library backup file', () => {
	it('travel as plain JSON and come back with their typed arrays (NaN times as null)', async () => {
		const a = new VotesStore(freshName('votes-a'));
		const b = new VotesStore(freshName('votes-b'));
		const small = votesRecord(
			{
				layout: 'winner-column',
				ok: true,
				votes: smallVotes,
				issues: [],
				badRows: 0,
				ignoredColumns: []
			},
			'small-votes.csv',
			'small'
		)!;
		const withGap = {
			...small,
			votes: { ...small.votes, time: Float64Array.from(small.votes.time!, (t, k) => (k ? t : NaN)) }
		};
		await a.put(withGap);
		const json = JSON.parse(JSON.stringify(await a.exportJson())) as unknown[];
		expect(await b.importJson([...json, { not: 'votes' }], 'skip')).toEqual({
			added: 1,
			replaced: 0,
			skipped: 0,
			invalid: 1
		});
		const back = await b.get(small.id);
		expect(back!.votes.time![0]).toBeNaN();
		expect(back).toEqual(withGap);
		expect(await b.importJson(json, 'skip')).toMatchObject({ added: 0, skipped: 1 });
		expect(await b.importJson(json, 'replace')).toMatchObject({ replaced: 1 });
		a.close();
		b.close();
	});

	it('are carried by the library file’s manifest and read back from it', async () => {
		const { readLibraryArchive, writeLibraryFile } =
			await import('../../../../../src/formats/library-file.ts');
		const store = new VotesStore(freshName('votes-file'));
		await store.put(
			votesRecord(
				{
					layout: 'winner-column',
					ok: true,
					votes: smallVotes,
					issues: [],
					badRows: 0,
					ignoredColumns: []
				},
				'small-votes.csv',
				'small'
			)!
		);
		const votes = await store.exportJson();
		const bytes = writeLibraryFile({
			exportedAt: '2026-12-05T00:00:00.000Z',
			appVersion: 'test',
			datasets: [],
			runs: [],
			kv: [],
			votes
		});
		const read = readLibraryArchive(bytes);
		expect(read.ok).toBe(true);
		if (read.ok) expect(read.votes).toEqual(JSON.parse(JSON.stringify(votes)));
		store.close();
	});
});

describe('votesId', () => {
	it('is the same for the same votes and differs when one outcome changes', () => {
		const a = votesOf(3, [
			[0, 1, 0],
			[1, 2, 2]
		]);
		const b = votesOf(3, [
			[0, 1, 1],
			[1, 2, 2]
		]);
		expect(votesId(a)).toBe(
			votesId(
				votesOf(3, [
					[0, 1, 0],
					[1, 2, 2]
				])
			)
		);
		expect(votesId(a)).not.toBe(votesId(b));
		expect(votesId(smallVotes)).toMatch(/^vt-[0-9a-f]{16}$/);
	});
});

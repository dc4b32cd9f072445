import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../../../workers/votes.worker.ts';
import { VotesLibrary } from '../../../../../src/features/votes/state/VotesLibrary.svelte.ts';
import {
	VotesStore,
	type VotesRecord
} from '../../../../../src/features/votes/storage/VotesStore.ts';
import { Notices } from '../../../../../src/state/Notices.svelte.ts';
import { freshName } from '../../../storage/helpers.ts';
import { ROOT } from '../../../helpers.ts';

// The votes worker's own functions, in this thread (a test has no Worker).
vi.mock('../../../../../src/engine/VotesClient.ts', () => ({
	parseVotesInWorker: async (text: string, file: string, layout: Parameters<typeof api.parse>[2]) =>
		api.parse(text, file, layout),
	parseJudgmentsInWorker: async (files: { name: string; text: string }[]) =>
		api.parseJudgments(files),
	parseParquetVotesInWorker: async () => null
}));

const CSV = readFileSync(join(ROOT, 'tests/fixtures/votes/small-votes.csv'), 'utf8');
const file = () => new File([CSV], 'small-votes.csv', { type: 'text/csv' });

/** A store whose writes wait until `release` is called. */
class HeldStore extends VotesStore {
	writes = 0;
	#gate: Promise<void>;
	release!: () => void;
	constructor() {
		super(freshName('votes-held'));
		this.#gate = new Promise((resolve) => (this.release = resolve));
	}
	override async put(record: VotesRecord): Promise<void> {
		this.writes++;
		await this.#gate;
		return super.put(record);
	}
}

describe('VotesLibrary: a votes file dropped again while its first copy is written', () => {
	it('gets the "already in the library" notice and the same entry, with one write', async () => {
		const store = new HeldStore();
		const notices = new Notices();
		const pushed = vi.spyOn(notices, 'push');
		const library = new VotesLibrary(store, notices);
		const first = library.offer([file()]);
		// The second drop arrives while the first is still being written.
		await vi.waitFor(() => expect(store.writes).toBe(1));
		const second = library.offer([file()]);
		await vi.waitFor(() => expect(pushed).toHaveBeenCalledTimes(1));
		store.release();
		const [a, b] = await Promise.all([first, second]);
		expect(a).toMatchObject({ kind: 'stored' });
		expect(b).toEqual(a);
		expect(store.writes).toBe(1);
		expect(notices.list).toHaveLength(1);
		expect(notices.list[0]).toMatchObject({
			kind: 'info',
			text: { key: 'votes.notice.already', params: { file: 'small-votes.csv' } }
		});
		expect(library.entries).toHaveLength(1);
		// Listed now: a third drop is told so too, without a write.
		await library.offer([file()]);
		expect(store.writes).toBe(1);
		expect(pushed).toHaveBeenCalledTimes(2);
	});
});

import { describe, expect, it } from 'vitest';
import { LibraryWriter } from '../../../src/engine/LibraryWriter.ts';
import type { DatasetWrite } from '../../../src/storage/dataset-write.ts';
import type { WriteReply, WriteRequest } from '../../../workers/writer.worker.ts';

/** A writer worker that answers each write after `ms`, counting starts and ends. */
function fakeWriters(ms = 5) {
	const counts = { started: 0, terminated: 0 };
	const factory = () => {
		counts.started++;
		const target = new EventTarget();
		let ended = false;
		const worker = Object.assign(target, {
			postMessage(request: WriteRequest) {
				setTimeout(() => {
					if (ended) return;
					const data: WriteReply = { id: request.id, ok: true };
					target.dispatchEvent(new MessageEvent('message', { data }));
				}, ms);
			},
			terminate() {
				ended = true;
				counts.terminated++;
			}
		});
		return worker as unknown as Worker;
	};
	return { factory, counts };
}

const write = {} as DatasetWrite;

describe('LibraryWriter', () => {
	it('ends its worker a while after every write sent to it is answered, and starts one for the next', async () => {
		const { factory, counts } = fakeWriters();
		const writer = new LibraryWriter(factory, 20);
		const idle = () => new Promise((r) => setTimeout(r, 60));
		// two writes at once share one worker, which ends after the second answer
		await Promise.all([writer.store('db', write), writer.store('db', write)]);
		expect(counts).toEqual({ started: 1, terminated: 0 });
		// a write within the idle time keeps it
		await writer.store('db', write);
		expect(counts).toEqual({ started: 1, terminated: 0 });
		await idle();
		expect(counts).toEqual({ started: 1, terminated: 1 });
		await writer.store('db', write);
		await idle();
		expect(counts).toEqual({ started: 2, terminated: 2 });
		writer.dispose();
		expect(counts.terminated).toBe(2);
	});
});

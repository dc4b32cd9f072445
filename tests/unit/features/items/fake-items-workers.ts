/** In-thread stand-ins for the items worker (see ../fake-comlink-workers.ts). */
import { api } from '../../../../workers/items.worker.ts';
import { fakeComlinkWorkers } from '../../fake-comlink-workers.ts';

export function fakeItemsWorkers(
	override: Partial<Record<keyof typeof api, (...args: never[]) => unknown>> = {}
) {
	return fakeComlinkWorkers(api, override);
}

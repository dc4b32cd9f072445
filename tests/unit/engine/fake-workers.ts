/** In-thread stand-ins for the engine's workers (see ../fake-comlink-workers.ts). */
import { api } from '../../../workers/engine.worker.ts';
import { fakeComlinkWorkers } from '../fake-comlink-workers.ts';

export function fakeWorkers(
	override: Partial<Record<keyof typeof api, (...args: never[]) => unknown>> = {}
) {
	return fakeComlinkWorkers(api, override);
}

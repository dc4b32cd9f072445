/**
 * In-thread stand-ins for the items worker (as tests/unit/engine/fake-workers.ts for the engine):
 * each is a MessageChannel whose far end exposes the worker's API. All share the module's state
 * (the loaded matrix), which is fine for one matrix per test. `override`s replace some functions
 * (a slow job, a crash); the counts say how many workers were started and ended.
 */
import * as Comlink from 'comlink';
import type { ItemsWorkerFactory } from '../../../src/engine/ItemsClient.ts';
import { api } from '../../../workers/items.worker.ts';

type Api = typeof api;

export function fakeItemsWorkers(
	override: Partial<Record<keyof Api, (...args: never[]) => unknown>> = {}
) {
	const calls: string[] = [];
	let started = 0;
	let terminated = 0;
	const factory: ItemsWorkerFactory = () => {
		const { port1, port2 } = new MessageChannel();
		const traced = Object.fromEntries(
			Object.entries({ ...api, ...override }).map(([name, f]) => [
				name,
				(...args: unknown[]) => {
					calls.push(name);
					return (f as (...a: unknown[]) => unknown)(...args);
				}
			])
		);
		Comlink.expose(traced, port2 as unknown as Comlink.Endpoint);
		started++;
		let ended = false;
		const worker = {
			postMessage: (message: unknown, transfer?: Transferable[]) =>
				port1.postMessage(message, transfer ?? []),
			addEventListener: port1.addEventListener.bind(port1),
			removeEventListener: port1.removeEventListener.bind(port1),
			start: () => port1.start(),
			terminate: () => {
				if (ended) return;
				ended = true;
				terminated++;
				port1.close();
				port2.close();
			}
		};
		return worker as unknown as Worker;
	};
	return {
		factory,
		calls,
		get started() {
			return started;
		},
		get alive() {
			return started - terminated;
		},
		get terminated() {
			return terminated;
		}
	};
}

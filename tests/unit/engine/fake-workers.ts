/**
 * In-thread stand-ins for workers, shared by the engine tests: each is a MessageChannel whose far
 * end exposes its own copy of the worker's API (a fresh module state per worker is not possible in
 * one thread, so all share `api`'s state; the counts are of calls, which is what the client
 * decides). `override`s replace some of the API's functions.
 */
import * as Comlink from 'comlink';
import type { WorkerFactory } from '../../../src/engine/EngineClient.ts';
import { api } from '../../../workers/engine.worker.ts';

type Api = typeof api;

export function fakeWorkers(
	override: Partial<Record<keyof Api, (...args: never[]) => unknown>> = {}
) {
	const calls: string[] = [];
	let alive = 0;
	let terminated = 0;
	const factory: WorkerFactory = () => {
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
		alive++;
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
				alive--;
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
		get alive() {
			return alive;
		},
		get terminated() {
			return terminated;
		}
	};
}

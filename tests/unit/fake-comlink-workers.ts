/**
 * In-thread stand-ins for comlink workers, shared by the engine and items tests: each "worker" is a
 * MessageChannel whose far end exposes its own copy of `api` (a fresh module state per worker is
 * not possible in one thread, so all share the module's state; the counts are of calls and of
 * workers started and ended, which is what the clients decide). `override`s replace some of the
 * API's functions (a slow job, a crash).
 */
import * as Comlink from 'comlink';

export function fakeComlinkWorkers<Api extends object>(
	api: Api,
	override: Partial<Record<keyof Api, (...args: never[]) => unknown>> = {}
) {
	const calls: string[] = [];
	let started = 0;
	let terminated = 0;
	const factory = (): Worker => {
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

/**
 * Talks to the classroom's worker (`workers/classroom.worker.ts`): one worker, started on the
 * first step asked for and kept while the classroom is open. A crash is returned as an error the
 * caller can show; the next call starts a fresh worker.
 */
import * as Comlink from 'comlink';
import type { StepResult } from '../core/compute-step.ts';
import type { ClassroomControls } from '../core/controls.ts';
import type { ClassroomApi } from '../../../../workers/classroom.worker.ts';
import { WorkerCrashError } from '../../../engine/EngineClient.ts';

/** Computes a step: the worker's, or any function with the same contract (tests). */
type StepComputer = (controls: ClassroomControls) => Promise<StepResult>;

interface Slot {
	readonly worker: Worker;
	readonly api: Comlink.Remote<ClassroomApi>;
	readonly crashed: Promise<never>;
}

export class ClassroomClient {
	#slot: Slot | null = null;

	#spawn(): Slot {
		const worker = new Worker(new URL('../../../../workers/classroom.worker.ts', import.meta.url), {
			type: 'module',
			name: 'classroom'
		});
		const crashed = new Promise<never>((_, reject) => {
			worker.addEventListener('error', (event) => {
				event.preventDefault();
				reject(new WorkerCrashError(event.message || 'classroom worker'));
			});
		});
		crashed.catch(() => {});
		return { worker, api: Comlink.wrap<ClassroomApi>(worker), crashed };
	}

	/** The step for these controls, computed in the worker. */
	readonly compute: StepComputer = async (controls) => {
		const slot = (this.#slot ??= this.#spawn());
		try {
			return await Promise.race([slot.api.step(controls), slot.crashed]);
		} catch (e) {
			if (e instanceof WorkerCrashError) this.dispose();
			throw e;
		}
	};

	/** Stops the worker (it starts again on the next call). */
	dispose(): void {
		this.#slot?.worker.terminate();
		this.#slot = null;
	}
}

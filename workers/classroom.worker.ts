/**
 * The classroom's worker: computes one step of the story (`computeStep`) off the main thread, so
 * that keys, clicker and sliders stay responsive. The first computation in a fresh page costs
 * 0.15-0.7 s (code not yet compiled by the JIT, the scenario built; step 2 at 1,000 items is the
 * slowest), and a redraw of step 3 or 6 at the largest controls 50-100 ms
 * (`npx tsx scripts/classroom-timing.ts 15 largest`): too long to block the page in front of a class.
 * A thin function over `src/features/classroom/core`; the main side is `src/features/classroom/engine/ClassroomClient.ts`.
 */
import * as Comlink from 'comlink';
import { computeStep, type StepResult } from '../src/features/classroom/core/compute-step.ts';
import type { ClassroomControls } from '../src/features/classroom/core/controls.ts';

const api = {
	/** The step the controls name, with its figures and chart data. */
	step(controls: ClassroomControls): StepResult {
		return computeStep(controls);
	}
};

export type ClassroomApi = typeof api;

// Guarded so vitest can import this module (see TOOLCHAIN.md, pitfall 2).
declare const WorkerGlobalScope: { new (): unknown } | undefined;
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
	Comlink.expose(api);
}

/**
 * The classroom's worker: computes one step of the story (`computeStep`) off the main thread, so
 * moving a slider never freezes the page. At the largest controls a step costs up to about 0.2 s
 * (step 6 with 1,000 items and 100 planted items; the first computation of a new seed also builds
 * the scenario, up to about 0.9 s), too long for the main thread while a slider is dragged.
 * A thin function over `src/core/classroom`; the main side is `src/engine/ClassroomClient.ts`.
 */
import * as Comlink from 'comlink';
import { computeStep, type StepResult } from '../src/core/classroom/compute-step.ts';
import type { ClassroomControls } from '../src/core/classroom/controls.ts';

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

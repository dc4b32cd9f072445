/**
 * The classroom story's state (`#/classroom?step=N&…`): the controls read from the URL, the step
 * computed from them (in the classroom worker), and the moves a teacher makes — next / previous /
 * jump to a step (new history entries, so the browser's Back goes back a step), changing a control
 * (rewrites the current entry: the URL always holds every control, so the address bar is a
 * prepared link), presentation mode on and off (`present=1`, kept in the URL too).
 *
 * Computing is latest-wins: while one step computes, only the newest request waits; the screen
 * keeps showing the last result of the same step until the new one arrives (no flicker while a
 * slider moves). A failure is a value (`error`), shown with a way to try again.
 */
import {
	controlsFromParams,
	controlsToParams,
	DEFAULT_CONTROLS,
	STEP_PARAMS,
	STEPS,
	type ClassroomControls,
	type ControlProblem,
	type StepNumber
} from '../core/controls.ts';
import type { StepResult } from '../core/compute-step.ts';
import { ClassroomClient } from '../engine/ClassroomClient.ts';

/** The URL parameter of presentation mode. */
export const PRESENT_PARAM = 'present';

/**
 * Step 7's choice of the dataset its checklist links open (a library id: meaningful on this
 * browser only, yet kept in the URL like every other control).
 */
export const CHECK_DATASET_PARAM = 'checkDataset';

type StepComputer = (controls: ClassroomControls) => Promise<StepResult>;

/** Writes the classroom's parameters into the URL: `replace` rewrites the current entry. */
type Navigate = (params: URLSearchParams, replace: boolean) => void;

/** The last step of the story. */
export const LAST_STEP = STEPS[STEPS.length - 1];

function keyOf(controls: ClassroomControls): string {
	return JSON.stringify(controls);
}

export class Classroom {
	readonly #compute: StepComputer;
	readonly #navigate: Navigate;

	#controls = $state.raw<ClassroomControls>(controlsFromParams({ get: () => null }).controls);
	#problems = $state.raw<readonly ControlProblem[]>([]);
	#present = $state(false);
	#checkDataset = $state<string | null>(null);
	#result = $state.raw<StepResult | null>(null);
	#resultKey = $state<string | null>(null);
	#error = $state.raw<unknown>(null);
	#busy = $state(false);
	/** The controls the screen wants computed (the newest request). */
	#wanted: ClassroomControls | null = null;
	#running = false;
	/** Key of the controls computing now. */
	#inFlight: string | null = null;

	constructor(compute: StepComputer, navigate: Navigate) {
		this.#compute = compute;
		this.#navigate = navigate;
	}

	get controls(): ClassroomControls {
		return this.#controls;
	}

	get step(): StepNumber {
		return this.#controls.step as StepNumber;
	}

	/** URL parameters that could not be read (they fell back to their defaults). */
	get problems(): readonly ControlProblem[] {
		return this.#problems;
	}

	get presenting(): boolean {
		return this.#present;
	}

	/** Step 7: the dataset chosen for the checklist's links (null: none chosen, the first one). */
	get checkDataset(): string | null {
		return this.#checkDataset;
	}

	/**
	 * The result to show: the current controls' own, or while they compute the last one of the
	 * same step; null before the first result of this step.
	 */
	get result(): StepResult | null {
		const r = this.#result;
		return r && r.step === this.#controls.step ? r : null;
	}

	/** Whether the result shown is for exactly the current controls. */
	get current(): boolean {
		return this.#resultKey === keyOf(this.#controls);
	}

	get busy(): boolean {
		return this.#busy;
	}

	/** The last computation's failure (null when the last one succeeded). */
	get error(): unknown {
		return this.#error;
	}

	/**
	 * Takes the URL's parameters (on arrival and on every change) and computes when needed. A URL
	 * that does not spell out every control (or has a bad value) is rewritten to the full form, so
	 * the address bar is always a complete prepared link; its problems stay listed until the next
	 * move.
	 */
	sync(params: URLSearchParams): void {
		const { controls, problems } = controlsFromParams(params);
		if (problems.length) this.#problems = problems;
		this.#present = params.get(PRESENT_PARAM) === '1';
		this.#checkDataset = params.get(CHECK_DATASET_PARAM) || null;
		if (keyOf(controls) !== keyOf(this.#controls)) this.#controls = controls;
		if (this.#resultKey !== keyOf(controls) || this.#error) this.#request(controls);
		const full = this.paramsFor(controls);
		if (full.toString() !== params.toString()) this.#navigate(full, true);
	}

	/** Computes the current controls again (after a failure). */
	retry(): void {
		this.#error = null;
		this.#request(this.#controls);
	}

	#request(controls: ClassroomControls): void {
		// Asking again for what is computing now (the URL rewritten to its full form, say) waits
		// for that answer instead of computing it twice.
		if (this.#running && keyOf(controls) === this.#inFlight) {
			this.#wanted = null;
			return;
		}
		this.#wanted = controls;
		if (!this.#running) void this.#drain();
	}

	async #drain(): Promise<void> {
		this.#running = true;
		this.#busy = true;
		while (this.#wanted) {
			const controls = this.#wanted;
			this.#wanted = null;
			this.#inFlight = keyOf(controls);
			try {
				const result = await this.#compute(controls);
				this.#result = result;
				this.#resultKey = keyOf(controls);
				this.#error = null;
			} catch (e) {
				// A newer request supersedes a failed one; the newest failure is shown.
				if (!this.#wanted) this.#error = e;
			}
		}
		this.#inFlight = null;
		this.#running = false;
		this.#busy = false;
	}

	/**
	 * The URL parameters for these controls (every control written), presentation mode and step
	 * 7's chosen dataset.
	 */
	paramsFor(
		controls: ClassroomControls,
		present = this.#present,
		checkDataset = this.#checkDataset
	): URLSearchParams {
		const params = controlsToParams(controls, new URLSearchParams());
		if (present) params.set(PRESENT_PARAM, '1');
		if (checkDataset) params.set(CHECK_DATASET_PARAM, checkDataset);
		return params;
	}

	/** Goes to a step (a new history entry); the other controls stay as they are. */
	goTo(step: number): void {
		if (!STEPS.includes(step as StepNumber) || step === this.step) return;
		this.#problems = [];
		this.#navigate(this.paramsFor({ ...this.#controls, step }), false);
	}

	next(): void {
		if (this.step < LAST_STEP) this.goTo(this.step + 1);
	}

	previous(): void {
		if (this.step > 1) this.goTo(this.step - 1);
	}

	/** Changes controls of this step (rewrites the current history entry). */
	set(patch: Partial<Omit<ClassroomControls, 'step'>>): void {
		this.#problems = [];
		this.#navigate(this.paramsFor({ ...this.#controls, ...patch }), true);
	}

	/** A new test set (and new harder ones) from the same source: the next draw. */
	redraw(): void {
		this.set({ draw: (this.#controls.draw + 1) % 1_000_000 });
	}

	/** The controls as they are when the story opens, keeping the step and the seed. */
	resetControls(): void {
		const { controls } = controlsFromParams({ get: () => null });
		this.#navigate(
			this.paramsFor({ ...controls, step: this.#controls.step, seed: this.#controls.seed }),
			true
		);
	}

	/** The controls "reset this step" puts back: the ones this step shows, but the seed. */
	get stepResetPatch(): Partial<ClassroomControls> {
		const patch: Record<string, unknown> = {};
		for (const key of STEP_PARAMS[this.step]) {
			if (key !== 'seed') patch[key] = DEFAULT_CONTROLS[key];
		}
		return patch as Partial<ClassroomControls>;
	}

	/** Whether this step's controls (but the seed) are at their defaults already. */
	get stepAtDefaults(): boolean {
		const patch = this.stepResetPatch;
		const now = this.#controls as Record<string, unknown>;
		return Object.entries(patch).every(([k, v]) => JSON.stringify(now[k]) === JSON.stringify(v));
	}

	/**
	 * "Reset this step": the controls this step shows go back to their defaults (the URL's, as a
	 * link without them would read); the seed (the scenario) and the other steps' controls stay.
	 * Rewrites the current history entry, like any control change.
	 */
	resetStep(): void {
		if (!this.stepAtDefaults) this.set(this.stepResetPatch);
	}

	/** Step 7: chooses the dataset the checklist's links open (in place, like a control). */
	setCheckDataset(id: string | null): void {
		if (id === this.#checkDataset) return;
		this.#navigate(this.paramsFor(this.#controls, this.#present, id), true);
	}

	setPresenting(on: boolean): void {
		if (on === this.#present) return;
		this.#navigate(this.paramsFor(this.#controls, on), true);
	}
}

/** A classroom whose steps are computed in the classroom worker; `dispose` stops the worker. */
export function classroomWithWorker(navigate: Navigate): {
	classroom: Classroom;
	dispose: () => void;
} {
	const client = new ClassroomClient();
	return { classroom: new Classroom(client.compute, navigate), dispose: () => client.dispose() };
}

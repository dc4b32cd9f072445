import { describe, expect, it } from 'vitest';
import type { StepResult } from '../../../src/features/classroom/core/compute-step.ts';
import {
	controlsFromParams,
	DEFAULT_CONTROLS,
	type ClassroomControls
} from '../../../src/features/classroom/core/controls.ts';
import {
	CHECK_DATASET_PARAM,
	Classroom,
	PRESENT_PARAM
} from '../../../src/features/classroom/state/Classroom.svelte.ts';

/** A step computer whose answers the test releases by hand, in any order. */
function deferredCompute() {
	const calls: {
		controls: ClassroomControls;
		resolve: () => void;
		reject: (e: unknown) => void;
	}[] = [];
	const compute = (controls: ClassroomControls) =>
		new Promise<StepResult>((resolve, reject) => {
			calls.push({
				controls,
				resolve: () => resolve({ step: controls.step, figures: [] } as unknown as StepResult),
				reject
			});
		});
	return { calls, compute };
}

/** A classroom whose URL is a plain variable (`url`), synced after every navigation. */
function setup() {
	const { calls, compute } = deferredCompute();
	const history: { params: string; replace: boolean }[] = [];
	let url = new URLSearchParams();
	const classroom = new Classroom(compute, (params, replace) => {
		history.push({ params: params.toString(), replace });
		url = params;
		classroom.sync(url);
	});
	return {
		classroom,
		calls,
		history,
		open: (q: string) => classroom.sync(new URLSearchParams(q)),
		url: () => url
	};
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('Classroom state', () => {
	it('opens the default story and writes every control into the URL', async () => {
		const { classroom, calls, history, open, url } = setup();
		open('');
		expect(calls).toHaveLength(1);
		expect(calls[0].controls).toEqual(DEFAULT_CONTROLS);
		expect(history).toEqual([{ params: url().toString(), replace: true }]);
		expect(controlsFromParams(url()).controls).toEqual(DEFAULT_CONTROLS);
		for (const key of Object.keys(DEFAULT_CONTROLS)) expect(url().has(key)).toBe(true);
		expect(classroom.busy).toBe(true);
		expect(classroom.current).toBe(false);
		calls[0].resolve();
		await flush();
		expect(classroom.busy).toBe(false);
		expect(classroom.current).toBe(true);
		expect(classroom.result?.step).toBe(1);
		// Syncing the same URL again computes nothing.
		classroom.sync(url());
		expect(calls).toHaveLength(1);
	});

	it('computes only the newest request while one is running (latest wins)', async () => {
		const { classroom, calls, open } = setup();
		open('step=3&shift=0.1');
		classroom.set({ shift: 0.2 });
		classroom.set({ shift: 0.3 });
		classroom.set({ shift: 0.4 });
		expect(calls.map((c) => c.controls.shift)).toEqual([0.1]);
		calls[0].resolve();
		await flush();
		expect(calls.map((c) => c.controls.shift)).toEqual([0.1, 0.4]);
		// Meanwhile the last result of the same step stays on screen, marked not current.
		expect(classroom.result?.step).toBe(3);
		expect(classroom.current).toBe(false);
		calls[1].resolve();
		await flush();
		expect(classroom.current).toBe(true);
		expect(classroom.controls.shift).toBe(0.4);
	});

	it('shows no result of another step while the new step computes', async () => {
		const { classroom, calls, open } = setup();
		open('step=1');
		calls[0].resolve();
		await flush();
		classroom.next();
		expect(classroom.step).toBe(2);
		expect(classroom.result).toBeNull();
		calls[1].resolve();
		await flush();
		expect(classroom.result?.step).toBe(2);
	});

	it('moves between steps as new history entries, keeping every other control', () => {
		const { classroom, history, open } = setup();
		open('step=2&seed=7&items=300&draw=4&studied=1,2&lang=zh-CN');
		history.length = 0;
		classroom.next();
		classroom.goTo(6);
		classroom.previous();
		expect(history.map((h) => h.replace)).toEqual([false, false, false]);
		expect(classroom.step).toBe(5);
		expect(classroom.controls).toMatchObject({ seed: 7, items: 300, draw: 4, studied: [1, 2] });
		classroom.goTo(5); // already there
		classroom.goTo(9); // no such step
		expect(history).toHaveLength(3);
		classroom.goTo(7);
		classroom.next();
		expect(classroom.step).toBe(7);
		classroom.goTo(1);
		classroom.previous();
		expect(classroom.step).toBe(1);
	});

	it('changes controls in place (the current history entry) and redraws', () => {
		const { classroom, history, open } = setup();
		open('step=4');
		history.length = 0;
		classroom.set({ study: 0.8, studied: [12] });
		classroom.redraw();
		expect(history.every((h) => h.replace)).toBe(true);
		expect(classroom.controls).toMatchObject({ step: 4, study: 0.8, studied: [12], draw: 1 });
		classroom.resetControls();
		expect(classroom.controls).toEqual({ ...DEFAULT_CONTROLS, step: 4 });
	});

	it('"reset this step" puts back the step’s own controls only, keeping the seed, in place', () => {
		const { classroom, history, open, url } = setup();
		open('step=6&seed=7&items=50&draw=3&shift=1.5&wrongKeys=20&impossible=0&present=1');
		expect(classroom.stepAtDefaults).toBe(false);
		history.length = 0;
		classroom.resetStep();
		expect(history).toHaveLength(1);
		expect(history[0].replace).toBe(true);
		expect(classroom.controls).toEqual({ ...DEFAULT_CONTROLS, step: 6, seed: 7, shift: 1.5 });
		expect(url().get(PRESENT_PARAM)).toBe('1');
		expect(classroom.stepAtDefaults).toBe(true);
		classroom.resetStep(); // nothing to reset: no new entry
		expect(history).toHaveLength(1);
		classroom.goTo(3);
		expect(classroom.stepAtDefaults).toBe(false);
		classroom.resetStep();
		expect(classroom.controls).toEqual({ ...DEFAULT_CONTROLS, step: 3, seed: 7 });
	});

	it('keeps step 7’s chosen dataset in the URL, in place, across steps', () => {
		const { classroom, history, open, url } = setup();
		open('step=7');
		history.length = 0;
		classroom.setCheckDataset('abc');
		expect(history).toEqual([{ params: url().toString(), replace: true }]);
		expect(url().get(CHECK_DATASET_PARAM)).toBe('abc');
		classroom.goTo(2);
		expect(url().get(CHECK_DATASET_PARAM)).toBe('abc');
		classroom.setCheckDataset(null);
		expect(url().has(CHECK_DATASET_PARAM)).toBe(false);
		open('step=7&checkDataset=xyz');
		expect(classroom.checkDataset).toBe('xyz');
	});

	it('names a bad URL value, keeps the rest, and forgets the problem on the next move', () => {
		const { classroom, open, url } = setup();
		open('step=5&seed=42&altitude=high');
		expect(classroom.problems).toEqual([
			{ code: 'invalidParam', params: { param: 'altitude', raw: 'high', fallback: '0' } }
		]);
		expect(classroom.controls).toMatchObject({ step: 5, seed: 42, altitude: 0 });
		// The URL was completed (and the bad value replaced), yet the problem is still listed.
		expect(url().get('altitude')).toBe('0');
		expect(classroom.problems).toHaveLength(1);
		classroom.set({ altitude: 0.4 });
		expect(classroom.problems).toEqual([]);
	});

	it('keeps presentation mode in the URL', () => {
		const { classroom, open, url } = setup();
		open('step=2&present=1');
		expect(classroom.presenting).toBe(true);
		expect(url().get(PRESENT_PARAM)).toBe('1');
		classroom.next();
		expect(classroom.presenting).toBe(true);
		classroom.setPresenting(false);
		expect(classroom.presenting).toBe(false);
		expect(url().has(PRESENT_PARAM)).toBe(false);
		expect(classroom.step).toBe(3);
	});

	it('returns a failure as a value and tries again on request', async () => {
		const { classroom, calls, open } = setup();
		open('step=6');
		calls[0].reject(new Error('worker stopped'));
		await flush();
		expect(classroom.error).toBeInstanceOf(Error);
		expect(classroom.busy).toBe(false);
		classroom.retry();
		expect(classroom.error).toBeNull();
		calls[1].resolve();
		await flush();
		expect(classroom.current).toBe(true);
		expect(classroom.result?.step).toBe(6);
	});
});

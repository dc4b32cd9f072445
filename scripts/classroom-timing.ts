/**
 * How long each classroom step takes to compute on one thread. A measurement script, not a test:
 *
 *     npx tsx scripts/classroom-timing.ts [repeats] [largest]
 *
 * With `largest`, every control is at its most expensive (1,000 items, a shift of 2, every model
 * studying, 50 wrong keys and 50 impossible items, every failing trace read). Steps 2 and 3 draw
 * test sets of fixed sizes (200 and 2,000 fresh items) and compute noise floors (500 pairs of
 * bootstrap resamples); the rest is as before. Warmed up, a step then costs up to about
 * 80 ms; the first computation in a fresh process (a fresh page: code not yet compiled by the
 * JIT, the scenario built) costs 0.15-0.7 s of wall time on the 2-core machine of this project.
 * That is why the screens compute in a worker (`workers/classroom.worker.ts`): the page, its
 * keys and clicker stay responsive meanwhile.
 *
 * For each step: the first computation for a new seed (the scenario is built: "cold") and the
 * median of `repeats` recomputations with a changed control of the step (the scenario of the
 * seed is kept: "warm"), in milliseconds of this process's CPU time (user + system; wall time
 * on a shared machine says more about the other processes than about this code).
 */
import { computeStep } from '../src/features/classroom/core/compute-step.ts';
import {
	DEFAULT_CONTROLS,
	type ClassroomControls
} from '../src/features/classroom/core/controls.ts';

const repeats = Number(process.argv[2] ?? 15);
const base: ClassroomControls =
	process.argv[3] === 'largest'
		? {
				...DEFAULT_CONTROLS,
				items: 1000,
				shift: 2,
				studied: Array.from({ length: 12 }, (_, k) => k + 1),
				study: 0.95,
				altitude: 0.95,
				wrongKeys: 50,
				impossible: 50,
				read: 200
			}
		: DEFAULT_CONTROLS;

/** A control that a teacher moves on each step, varied per repeat. */
function moved(step: number, r: number): Partial<ClassroomControls> {
	switch (step) {
		case 2:
			return { draw: r };
		case 3:
			// the shift keeps the usual test set's floor; a new spacing computes a new one
			return r % 2 ? { shift: 0.3 + 0.05 * (r % 10) } : { spacing: 0.1 * (r % 10) };
		case 4:
			return { study: 0.3 + 0.05 * (r % 10) };
		case 5:
			return { altitude: 0.3 + 0.05 * (r % 10) };
		case 6:
			return r % 2 ? { wrongKeys: 2 + (r % 8) } : { read: r % 20 };
		default:
			return { draw: r };
	}
}

function cpuMs(f: () => unknown): number {
	const start = process.cpuUsage();
	f();
	const used = process.cpuUsage(start);
	return (used.user + used.system) / 1000;
}

// warm-up (JIT)
for (let step = 1; step <= 7; step++) computeStep({ ...base, seed: 7, step });

for (let step = 1; step <= 7; step++) {
	const colds: number[] = [];
	const warms: number[] = [];
	for (let r = 0; r < repeats; r++) {
		const seed = 1000 + step * 100 + r;
		colds.push(cpuMs(() => computeStep({ ...base, seed, step })));
		warms.push(cpuMs(() => computeStep({ ...base, seed, step, ...moved(step, r + 1) })));
	}
	const median = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)];
	console.log(
		`step ${step}: cold ${median(colds).toFixed(1)} ms (max ${Math.max(...colds).toFixed(1)}), warm ${median(warms).toFixed(1)} ms (max ${Math.max(...warms).toFixed(1)})`
	);
}

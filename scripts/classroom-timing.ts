/**
 * How long each classroom step takes to compute on one thread (the screens compute on the main
 * thread when this stays well under 100 ms). A measurement script, not a test:
 *
 *     npx tsx scripts/classroom-timing.ts [repeats]
 *
 * For each step: the first computation for a new seed (the scenario is built: "cold") and the
 * median of `repeats` recomputations with a changed control of the step (the scenario of the
 * seed is kept: "warm"), in milliseconds of this process's CPU time (user + system; wall time
 * on a shared machine says more about the other processes than about this code).
 */
import { computeStep } from '../src/core/classroom/compute-step.ts';
import { DEFAULT_CONTROLS, type ClassroomControls } from '../src/core/classroom/controls.ts';

const repeats = Number(process.argv[2] ?? 15);

/** A control that a teacher moves on each step, varied per repeat. */
function moved(step: number, r: number): Partial<ClassroomControls> {
	switch (step) {
		case 2:
			return { draw: r };
		case 3:
			return { shift: 0.3 + 0.05 * (r % 10) };
		case 4:
			return { study: 0.3 + 0.05 * (r % 10) };
		case 5:
			return { altitude: 0.3 + 0.05 * (r % 10) };
		case 6:
			return { wrongKeys: 2 + (r % 8) };
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
for (let step = 1; step <= 7; step++) computeStep({ ...DEFAULT_CONTROLS, seed: 7, step });

for (let step = 1; step <= 7; step++) {
	const colds: number[] = [];
	const warms: number[] = [];
	for (let r = 0; r < repeats; r++) {
		const seed = 1000 + step * 100 + r;
		colds.push(cpuMs(() => computeStep({ ...DEFAULT_CONTROLS, seed, step })));
		warms.push(
			cpuMs(() => computeStep({ ...DEFAULT_CONTROLS, seed, step, ...moved(step, r + 1) }))
		);
	}
	const median = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)];
	console.log(
		`step ${step}: cold ${median(colds).toFixed(1)} ms (max ${Math.max(...colds).toFixed(1)}), warm ${median(warms).toFixed(1)} ms (max ${Math.max(...warms).toFixed(1)})`
	);
}

/**
 * How often step 3 of the classroom calls the ranking "inside" the noise floor, over many seeds:
 * against the fresh sets' floor (the verdict the screen gives) and against the bootstrap's estimate
 * (what a real benchmark would have). A measurement script, not a test:
 *
 *     npx tsx scripts/classroom-verdicts.ts [seeds] [spacings]
 *
 * `seeds` (default 50) runs seeds 1..seeds at the default controls; `spacings` (default "1,0") is
 * a comma-separated list. At spacing 0 every model is equally able and any ranking is noise, so a
 * 5% point should call about 95% of draws "inside". Measured (issue 31): seeds 1-50, spacing 0:
 * 45 inside the fresh sets' floor, 26 inside the bootstrap's (24 below); seeds 1-200: 186 and 96.
 */
import { DEFAULT_CONTROLS } from '../src/features/classroom/core/controls.ts';
import { figureValue } from '../src/features/classroom/core/figures.ts';
import { harderTestSet } from '../src/features/classroom/core/step-harder-test-set.ts';

const seeds = Number(process.argv[2] ?? 50);
const spacings = (process.argv[3] ?? '1,0').split(',').map(Number);

for (const spacing of spacings) {
	let fresh = 0;
	let bootstrap = 0;
	for (let seed = 1; seed <= seeds; seed++) {
		const f = harderTestSet({ ...DEFAULT_CONTROLS, step: 3, seed, spacing }).figures;
		fresh += figureValue(f, 'insideFresh')!;
		bootstrap += figureValue(f, 'insideFloor')!;
	}
	console.log(
		`spacing ${spacing}: inside the fresh sets' floor in ${fresh} of ${seeds} seeds, inside the bootstrap's estimate in ${bootstrap}`
	);
}

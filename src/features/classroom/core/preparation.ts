/**
 * Preparing for the test: what "studying for the test" (benchmaxxing) and "altitude training"
 * (train-before-test: every model gets the same benchmark-specific preparation before it is
 * tested) do to a test set, in a stylised model that composes the generator's 0/1 answers.
 *
 * Every source item carries a **studiability** u_i, uniform in [0, 1) and fixed per item by the
 * scenario's seed. A model prepared to **level** p (0 <= p < 1) on the benchmark's kind of items
 * answers every item with u_i < p correctly, whatever it answered before; the other items keep
 * the answers of its true ability. So preparation turns, in expectation, a share p of the
 * model's failures into successes (score S becomes S + p (1 - S)) while its true ability (its
 * score on the source without preparation) does not move: the score measures preparation as
 * well as ability. Models prepared to the same level gain the same items, so among them the
 * ranking is again the ranking of ability on the remaining items.
 *
 * Preparation saturates: a model that already studied to level p_m and then gets the common
 * preparation of level q ends at max(p_m, q) — the leveling of the playing field that Hardt's
 * altitude-training story and train-before-test (G. Zhang, R. Dominguez-Olmedo & M. Hardt 2025,
 * "Train-before-Test Harmonizes Language Model Rankings", arXiv:2507.05195) rely on. This
 * saturation is the model's assumption, not a measured fact; below the level of a model's own
 * studying the common preparation leaves part of its edge (the screens let the teacher show it).
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { rngForDraw } from '../../../core/random.ts';
import { rowsOf, STREAM, streamSeed, type ClassroomScenario, type TestSet } from './scenario.ts';

/**
 * The studiability of each item of the source: u_i = the first `uniformFloat64` of the
 * preparation stream's draw i (so an item's value does not depend on which test set holds it).
 */
export function studiability(scenario: ClassroomScenario): Float64Array {
	const n = scenario.source.nItems;
	const seed = streamSeed(scenario.seed, STREAM.preparation);
	const out = new Float64Array(n);
	for (let i = 0; i < n; i++) out[i] = uniformFloat64(rngForDraw(seed, i));
	return out;
}

/**
 * The test set's matrix after preparing model m to level `levels[m]` (0 = unprepared): every
 * item with studiability below the level is answered correctly. `levels` all 0 returns the
 * test set's matrix itself.
 */
export function preparedMatrix(
	testSet: TestSet,
	u: ArrayLike<number>,
	levels: ArrayLike<number>
): ScoreMatrix {
	const M = testSet.matrix.nModels;
	if (levels.length !== M) throw new RangeError(`${levels.length} levels for ${M} models`);
	let any = false;
	for (let m = 0; m < M; m++) {
		const p = levels[m];
		if (!(p >= 0 && p < 1)) throw new RangeError(`a preparation level is in [0, 1); got ${p}`);
		if (p > 0) any = true;
	}
	if (!any) return testSet.matrix;
	const items = Array.from({ length: testSet.items.length }, (_, r) => r);
	return rowsOf(testSet.matrix, items, (r, cells) => {
		const ui = u[testSet.items[r]];
		for (let m = 0; m < M; m++) if (ui < levels[m] && cells[m] === cells[m]) cells[m] = 1;
	});
}

/** Levels after everyone gets the common preparation `common`: max(own, common). */
export function levelWith(levels: ArrayLike<number>, common: number): Float64Array {
	return Float64Array.from(levels, (p) => Math.max(p, common));
}

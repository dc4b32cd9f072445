import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holmAdjust } from '../../../src/core/stats/multiple-testing.ts';
import { close, loadClusterGolden } from './stats-golden.ts';

const golden = loadClusterGolden();

/** Holm by its definition: reject H_(k) while p_(j) <= alpha / (m - j + 1) for every j <= k. */
function holmRejects(p: readonly number[], alpha: number): boolean[] {
	const order = p.map((_, i) => i).sort((x, y) => p[x] - p[y]);
	const out = p.map(() => false);
	for (let k = 0; k < order.length; k++) {
		if (p[order[k]] > alpha / (order.length - k)) break;
		out[order[k]] = true;
	}
	return out;
}

describe('holmAdjust', () => {
	it('equals statsmodels multipletests(p, method="holm")', () => {
		for (const c of golden.holm) {
			const adjusted = holmAdjust(c.p);
			// statsmodels.stats.multitest.multipletests(p, method='holm')[1]
			c.adjusted.forEach((v, i) => expect(close(adjusted[i], v, 1e-14)).toBe(true));
		}
	});

	it('rejects at alpha exactly the hypotheses the step-down procedure rejects', () => {
		const ps = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
			minLength: 1,
			maxLength: 30
		});
		fc.assert(
			fc.property(ps, fc.constantFrom(0.01, 0.05, 0.1), (p, alpha) => {
				const adjusted = holmAdjust(p);
				const rejects = holmRejects(p, alpha);
				return p.every(
					(v, i) => adjusted[i] >= v && adjusted[i] <= 1 && adjusted[i] <= alpha === rejects[i]
				);
			})
		);
	});

	it('leaves undefined p-values out of the family', () => {
		const adjusted = holmAdjust([0.01, Number.NaN, 0.04]);
		expect(adjusted[1]).toBeNaN();
		expect(Array.from(adjusted)).toEqual([0.02, Number.NaN, 0.04]);
		expect(holmAdjust([]).length).toBe(0);
	});
});

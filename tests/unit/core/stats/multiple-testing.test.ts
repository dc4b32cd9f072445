import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benjaminiHochberg, holmAdjust } from '../../../../src/core/stats/multiple-testing.ts';
import { GOLDEN_DIR } from '../../helpers.ts';
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

interface FdrGolden {
	cases: Array<{
		name: string;
		p: Array<number | null>;
		adjusted: Array<number | null>;
		rejected: Record<string, number[]>;
	}>;
}

const fdr = JSON.parse(readFileSync(join(GOLDEN_DIR, 'fdr-golden.json'), 'utf8')) as FdrGolden;

/** BH by its definition: reject the k smallest, k the largest with p_(k) <= k q / m. */
function bhRejects(p: readonly number[], q: number): boolean[] {
	const defined = p.map((_, i) => i).filter((i) => p[i] === p[i]);
	const order = defined.sort((x, y) => p[x] - p[y]);
	const m = order.length;
	let k = 0;
	for (let j = 0; j < m; j++) if (p[order[j]] <= ((j + 1) * q) / m) k = j + 1;
	const out = p.map(() => false);
	for (let j = 0; j < k; j++) out[order[j]] = true;
	return out;
}

describe('benjaminiHochberg', () => {
	for (const c of fdr.cases) {
		it(`equals statsmodels multipletests(p, method="fdr_bh"): ${c.name}`, () => {
			const p = c.p.map((v) => v ?? Number.NaN);
			const adjusted = benjaminiHochberg(p);
			c.adjusted.forEach((want, i) => {
				if (want === null) expect(adjusted[i]).toBeNaN();
				else expect(Math.abs(adjusted[i] - want)).toBeLessThanOrEqual(1e-14 * Math.max(1, want));
			});
			for (const [q, rejected] of Object.entries(c.rejected)) {
				const mine = [...adjusted.keys()].filter((i) => adjusted[i] <= Number(q));
				expect(mine, q).toEqual(rejected);
			}
		});
	}

	it('rejects what the step-up definition rejects, and is monotone in p', () => {
		fc.assert(
			fc.property(
				fc.array(fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constant(Number.NaN)), {
					maxLength: 60
				}),
				fc.constantFrom(0.01, 0.05, 0.1, 0.2),
				(p, q) => {
					const adjusted = benjaminiHochberg(p);
					const byDefinition = bhRejects(p, q);
					for (let i = 0; i < p.length; i++) {
						if (adjusted[i] <= q !== byDefinition[i]) return false;
						if (p[i] === p[i] && adjusted[i] < p[i] - 1e-15) return false;
					}
					for (let i = 0; i < p.length; i++)
						for (let j = 0; j < p.length; j++)
							if (p[i] < p[j] && adjusted[i] > adjusted[j] + 1e-15) return false;
					return true;
				}
			)
		);
	});

	it('is never above Holm (FDR control is weaker than family-wise control)', () => {
		const p = fdr.cases[3].p.map((v) => v ?? Number.NaN);
		const bh = benjaminiHochberg(p);
		const holm = holmAdjust(p);
		for (let i = 0; i < p.length; i++) expect(bh[i]).toBeLessThanOrEqual(holm[i] + 1e-15);
	});
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	chiSquareSurvival,
	kendallWOf,
	kendallWPValue
} from '../../../../src/features/score-tables/core/kendall-w.ts';
import {
	orientTable,
	suggestLowerIsBetter
} from '../../../../src/features/score-tables/core/orient.ts';
import { analyzeScoreTable } from '../../../../src/features/score-tables/core/results.ts';
import { GOLDEN_DIR } from '../../helpers.ts';

interface Golden {
	cases: { rankings: number[][]; w: number; chiSquare: number; pValue: number }[];
	chiSquareSurvival: { x: number; df: number; sf: number }[];
}
// scripts/golden/make_kendall_w_p_golden.py: scipy.stats.friedmanchisquare and chi2.sf
const golden = JSON.parse(readFileSync(join(GOLDEN_DIR, 'kendall-w-p.json'), 'utf8')) as Golden;

const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);

describe("Kendall's W p-value", () => {
	it('chi-square survival matches scipy.stats.chi2.sf', () => {
		for (const c of golden.chiSquareSurvival) {
			expect(rel(chiSquareSurvival(c.x, c.df), c.sf), `${c.x}, ${c.df}`).toBeLessThan(1e-10);
		}
	});

	it('W and its p-value match scipy.stats.friedmanchisquare (tie-corrected)', () => {
		for (const c of golden.cases) {
			const m = c.rankings.length;
			const n = c.rankings[0].length;
			const w = kendallWOf(c.rankings);
			expect(Math.abs(w - c.w)).toBeLessThan(1e-12);
			expect(rel(kendallWPValue(w, m, n), c.pValue)).toBeLessThan(1e-8);
		}
	});

	it('is undefined without two benchmarks or two models', () => {
		expect(kendallWPValue(0.5, 1, 10)).toBeNaN();
		expect(kendallWPValue(0.5, 3, 1)).toBeNaN();
		expect(kendallWPValue(Number.NaN, 3, 10)).toBeNaN();
		expect(chiSquareSurvival(0, 3)).toBe(1);
	});
});

describe('lower-is-better benchmarks', () => {
	const table = {
		models: ['a', 'b', 'c', 'd'],
		benchmarks: ['acc', 'wikitext_perplexity'],
		conditions: [
			{
				name: 'scores',
				// a is best on accuracy and has the lowest perplexity: the two agree once turned.
				scores: Float64Array.from([0.9, 5, 0.8, 7, 0.7, 9, 0.6, 12]),
				stderr: null
			}
		]
	};

	it('suggests names that usually mean lower is better', () => {
		expect(
			suggestLowerIsBetter(['mmlu', 'wikitext_perplexity', 'top1_error', 'WER', 'ppl', 'errand'])
		).toEqual(['wikitext_perplexity', 'top1_error', 'WER', 'ppl']);
	});

	it('negates only the named benchmarks and leaves the input alone', () => {
		const turned = orientTable(table, ['wikitext_perplexity']);
		expect(Array.from(turned.conditions[0].scores)).toEqual([0.9, -5, 0.8, -7, 0.7, -9, 0.6, -12]);
		expect(table.conditions[0].scores[1]).toBe(5);
		expect(orientTable(table, [])).toBe(table);
	});

	it('turns disagreement (tau-b -1) into agreement (tau-b 1) and records it', () => {
		const opts = { bootstrap: { draws: 0, seed: 1 }, perturbations: [] };
		const raw = analyzeScoreTable(table, opts);
		expect(raw.comparison.conditions[0].agreement.meanTau).toBeCloseTo(-1, 12);
		const turned = analyzeScoreTable(table, { ...opts, lowerIsBetter: ['wikitext_perplexity'] });
		expect(turned.comparison.conditions[0].agreement.meanTau).toBeCloseTo(1, 12);
		expect(turned.settings.lowerIsBetter).toEqual(['wikitext_perplexity']);
	});
});

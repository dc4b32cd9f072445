import { describe, expect, it } from 'vitest';
import {
	sandwichCovariance,
	sandwichIntervals
} from '../../../../../src/features/votes/core/sandwich.ts';
import { prepareGroups } from '../../../../../src/features/votes/core/vote-analysis.ts';
import { arenaRanks } from '../../../../../src/features/votes/core/vote-bootstrap.ts';
import { voteColumn } from '../../../../../src/features/votes/core/votes.ts';
import { smallVotes, votesGolden, type GoldenCase } from '../votes-fixtures.ts';

/** The golden case fitted the app's way: aggregate once, group, fit each group of its models. */
function fitsOf(c: GoldenCase) {
	let weights: Float64Array | null = null;
	if (c.weights) {
		const language = voteColumn(smallVotes, 'language')!;
		const w = votesGolden.languageWeights;
		weights = Float64Array.from(language.codes, (g) => w[language.levels[g]]);
	}
	const groups = prepareGroups(smallVotes, {
		tieRule: c.tieRule,
		l2: c.l2,
		anchors: c.anchor === null ? [] : [c.anchor],
		seed: 1,
		weights
	});
	return groups
		.filter((g) => g.models.every((m) => c.models.includes(smallVotes.models[m])))
		.map((g) => {
			if (typeof g.fit === 'string') throw new Error(g.fit);
			return { names: g.models.map((m) => smallVotes.models[m]), fit: g.fit };
		});
}

describe('Bradley-Terry fit (pinned to scipy L-BFGS-B, scripts/golden/make_votes_golden.py)', () => {
	it('the sandwich covariance is symmetric and, unpenalised, centred: each row sums to 0', () => {
		for (const c of votesGolden.cases) {
			for (const { fit } of fitsOf(c)) {
				const K = fit.counts.nModels;
				const cov = sandwichCovariance(fit);
				for (let i = 0; i < K; i++) {
					let row = 0;
					for (let j = 0; j < K; j++) {
						expect(cov[i * K + j]).toBe(cov[j * K + i]);
						row += cov[i * K + j];
					}
					if (c.l2 === 0) expect(Math.abs(row)).toBeLessThan(1e-8 * cov[i * K + i]);
				}
			}
		}
	});

	for (const c of votesGolden.cases) {
		it(`${c.name}: ratings within 1e-6 of scipy's`, () => {
			const fits = fitsOf(c);
			expect(fits.flatMap((f) => f.names).sort()).toEqual([...c.models].sort());
			let worst = 0;
			let logLikelihood = 0;
			for (const { names, fit } of fits) {
				names.forEach((m, i) => (worst = Math.max(worst, Math.abs(fit.ratings[i] - c.ratings[m]))));
				logLikelihood += fit.logLikelihood;
			}
			expect(worst).toBeLessThan(1e-6);
			if (c.l2 === 0) expect(logLikelihood).toBeCloseTo(c.logLikelihood, 8);
		});

		it(`${c.name}: sandwich standard errors within 1e-6 of numpy's, Arena's ranks equal`, () => {
			for (const { names, fit } of fitsOf(c)) {
				const sw = sandwichIntervals(fit);
				const ranks = c.models.length === names.length ? arenaRanks(sw) : null;
				names.forEach((m, i) => {
					expect(Math.abs(sw[i].se - c.sandwichSE[m])).toBeLessThan(1e-6);
					if (ranks) expect(ranks[i]).toBe(c.arenaRank[m]);
				});
			}
		});
	}
});

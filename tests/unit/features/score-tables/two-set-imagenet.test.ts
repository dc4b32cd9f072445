/**
 * The reference check of issue 19 item 5 on real data (skipped when ../shared/real is absent):
 * ImageNet (50,000 images) vs ImageNetV2 (10,000 images, item-level in imagenet_v2.wide.csv), the
 * 67 models of Recht et al. 2019 and the 66 without fv_16k, against
 * scripts/golden/make_two_test_sets_golden.py (numpy/scipy on the same files).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { twoTestSets } from '../../../../src/features/score-tables/core/results.ts';
import type { ScoreTable } from '../../../../src/features/score-tables/core/ScoreTable.ts';
import {
	chunkedNoiseFloor,
	independentFloor,
	tauAgainstFloor
} from '../../../../src/features/score-tables/core/two-set-floor.ts';
import {
	itemsSide,
	matrixOfModels
} from '../../../../src/features/score-tables/core/two-set-items.ts';
import {
	floorRequest,
	setErrors
} from '../../../../src/features/score-tables/core/two-set-measure.ts';
import { twoSetNoise } from '../../../../src/features/score-tables/core/two-set-noise.ts';
import { parseScoreTable } from '../../../../src/features/score-tables/formats/parse.ts';
import { HAVE_REAL, importText, NO_REAL_MESSAGE, REAL } from '../../helpers.ts';
import { close } from './golden.ts';
import { expectFloor, expectNoise, expectSummary, twoSetGolden } from './two-set-golden.ts';

const DIR = join(REAL, 'imagenet_v2');
const COLUMNS = { original: 'orig_acc', new: 'new_acc' } as const;

function accuracies(without: string | null): ScoreTable {
	const text = readFileSync(join(DIR, 'accuracies_recht2019_from_predictions.csv'), 'utf8')
		.split('\n')
		.filter((row) => without === null || !row.startsWith(`${without},`))
		.join('\n');
	const parsed = parseScoreTable(text, 'accuracies_recht2019_from_predictions.csv');
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
	return parsed.table;
}

if (!HAVE_REAL) it.skip(NO_REAL_MESSAGE, () => {});

describe.skipIf(!HAVE_REAL || !twoSetGolden.imagenet)(
	'ImageNet vs ImageNetV2 in noise units',
	() => {
		const g = twoSetGolden.imagenet!;
		const matrixPromise = HAVE_REAL
			? importText(readFileSync(join(DIR, 'imagenet_v2.wide.csv'), 'utf8'), 'imagenet_v2.wide.csv')
			: null;

		for (const key of ['withoutFv16k', 'all'] as const) {
			it(`${key}: noise units, the probit line, tau-b and the floor from the items`, async () => {
				const c = g[key];
				const table = accuracies(key === 'all' ? null : 'fv_16k');
				expect(table.models).toEqual(c.models);
				const matrix = await matrixPromise!;
				const line = twoTestSets(table, COLUMNS);
				const compared = line.points.map((p) => p.model);
				const figures = itemsSide(
					table.models,
					compared,
					Float64Array.from(line.points, (p) => p.new),
					matrix
				);
				expect(figures.items).toBe(10_000);
				expect(figures.match.unmatched).toBe(0);
				// The items are the column's test set: every score equals its items' mean.
				expect(figures.largestGap).toBeLessThan(1e-9);
				const inputs = { nOriginal: 50_000, nNew: null, items: { side: 'new' as const, figures } };
				const errors = setErrors(table, COLUMNS, line, inputs);
				expect([errors.original.source, errors.new.source]).toEqual(['binomial', 'items']);
				const noise = twoSetNoise(line, errors.original.se, errors.new.se);
				expectNoise(noise, c, key, 1e-11);
				expect(close(line.tau, c.tau)).toBe(true);
				expect(close(line.meanDrop, c.meanDrop)).toBe(true);

				const request = floorRequest(line, errors, inputs);
				if (request?.basis !== 'items') throw new Error('expected the items floor');
				const floor = chunkedNoiseFloor(matrixOfModels(matrix, request.columns), { seed: 1 });
				expectFloor(floor, c.itemsFloor, key);
				const verdict = tauAgainstFloor(line.tau, {
					...floor,
					basis: 'items',
					side: 'new',
					items: request.items,
					models: request.models.length
				});
				expect(verdict).toBe(c.tauVerdict);

				// Without the items: binomial SEs from 10,000 images, and the independent floor.
				const noItems = { nOriginal: 50_000, nNew: 10_000, items: null };
				const binomial = setErrors(table, COLUMNS, line, noItems);
				expectSummary(
					twoSetNoise(line, binomial.original.se, binomial.new.se),
					c.binomialNew,
					key,
					1e-11
				);
				const approx = floorRequest(line, binomial, noItems);
				if (approx?.basis !== 'independent') throw new Error('expected the independent floor');
				expect(approx.side).toBe('new');
				const ind = independentFloor(approx.scores, approx.se, { seed: 1 });
				expectFloor(ind, c.independentFloor, `${key} independent`);
			}, 60_000);
		}

		it('the issue’s audit: drops 15–25x noise, residual sd 0.0123, tau-b 0.963 inside 0.957–0.969', () => {
			const c = g.withoutFv16k;
			expect(c.summary.dropInNoiseUnits.min).toBeCloseTo(15.5, 1);
			expect(c.summary.dropInNoiseUnits.max).toBeCloseTo(25.5, 1);
			expect(c.summary.line.residualSD).toBeCloseTo(0.0123, 4);
			expect(c.tau).toBeCloseTo(0.963, 3);
			expect(c.itemsFloor.tauFloor.median).toBeCloseTo(0.957, 3);
			expect(c.itemsFloor.tauFloorVsReference.median).toBeCloseTo(0.969, 3);
			expect(c.tauVerdict).toBe('inside');
			// Independent redraws ignore that models err on the same images: a floor far too low.
			expect(c.independentFloor.tauFloorVsReference.q95).toBeLessThan(c.tau);
		});
	}
);

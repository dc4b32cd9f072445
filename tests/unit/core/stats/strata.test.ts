import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clustersFromLabels } from '../../../../src/core/stats/clusters.ts';
import {
	clusterColumnCandidates,
	defaultClusterColumn
} from '../../../../src/core/stats/cluster-columns.ts';
import {
	strataEffect,
	strataFromLabels,
	stratifiedMeanInference
} from '../../../../src/core/stats/strata.ts';
import {
	clusteredMeanInference,
	plainMeanInference
} from '../../../../src/core/stats/standard-error.ts';
import { GOLDEN_DIR, HAVE_REAL, NO_REAL_MESSAGE, REAL, importText } from '../../helpers.ts';

interface StrataGolden {
	cases: Array<{
		name: string;
		labels: string[];
		values: Array<number | null>;
		mean: number;
		plain: number;
		stratified: number;
		clustered: number;
		df: number;
	}>;
	imagenetV2: {
		column: string;
		models: number;
		clusteredOverPlain: number;
		stratifiedOverPlain: number;
	} | null;
}

const golden = JSON.parse(
	readFileSync(join(GOLDEN_DIR, 'strata-golden.json'), 'utf8')
) as StrataGolden;
const rel = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);

describe('stratifiedMeanInference (Cochran 1977, ch. 5) against numpy', () => {
	for (const c of golden.cases) {
		it(c.name, () => {
			const values = Float64Array.from(c.values, (v) => v ?? Number.NaN);
			const strata = strataFromLabels(c.labels);
			const s = stratifiedMeanInference(values, strata.groupOf, strata.count);
			expect(rel(s.mean, c.mean)).toBeLessThan(1e-14);
			expect(rel(s.se, c.stratified)).toBeLessThan(1e-12);
			expect(s.df).toBe(c.df);
			expect(rel(plainMeanInference(values).se, c.plain)).toBeLessThan(1e-12);
			const clusters = clustersFromLabels(c.labels);
			const cl = clusteredMeanInference(values, clusters.groupOf, clusters.count);
			expect(rel(cl.se, c.clustered)).toBeLessThan(1e-12);
		});
	}

	it('is NaN when a stratum holds a single value, and counts blank labels as one stratum', () => {
		const one = stratifiedMeanInference([1, 0, 1], [0, 0, 1], 2);
		expect(one.se).toBeNaN();
		expect(strataFromLabels(['a', '', ' ', 'a']).count).toBe(2);
	});

	it('never exceeds the plain SE by more than the ddof terms on equal strata', () => {
		for (const c of golden.cases.filter((x) => x.name.startsWith('equal'))) {
			expect(c.stratified).toBeLessThan(c.plain * 1.05);
		}
	});
});

if (!HAVE_REAL) console.info(NO_REAL_MESSAGE);

describe.skipIf(!HAVE_REAL)(
	'ImageNetV2 (../shared/real): 1,000 classes of 10 images are strata',
	() => {
		const load = () =>
			importText(
				readFileSync(join(REAL, 'imagenet_v2', 'imagenet_v2.wide.csv'), 'utf8'),
				'imagenet_v2.csv'
			);

		it('clustering on the classes makes SEs 1.5x larger, a stratified SE 0.93x (numpy golden)', async () => {
			const matrix = await load();
			const effect = strataEffect(matrix, 'category')!;
			expect(effect.models).toBe(67);
			expect(golden.imagenetV2).not.toBeNull();
			expect(rel(effect.clusteredOverPlain, golden.imagenetV2!.clusteredOverPlain)).toBeLessThan(
				1e-12
			);
			expect(rel(effect.stratifiedOverPlain, golden.imagenetV2!.stratifiedOverPlain)).toBeLessThan(
				1e-12
			);
			expect(effect.clusteredOverPlain.toFixed(2)).toBe('1.50');
			expect(effect.stratifiedOverPlain.toFixed(2)).toBe('0.93');
		});

		it('so the classes are not the default cluster column, and say why', async () => {
			const matrix = await load();
			expect(defaultClusterColumn(matrix)).toBeNull();
			const byColumn = new Map(clusterColumnCandidates(matrix).map((c) => [c.column, c]));
			expect(byColumn.get('category')).toMatchObject({
				reason: 'strata',
				suggested: false,
				groups: 1000,
				medianSize: 10,
				modalSize: 10,
				modalShare: 1
			});
			// two classes share a name: 996 groups of 10, 2 of 20
			expect(byColumn.get('class_name')).toMatchObject({ reason: 'strata', suggested: false });
			expect(byColumn.get('class_name')!.modalShare).toBeCloseTo(996 / 998, 12);
		});
	}
);

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packMatrix, type ScoreMatrix } from '../../../../src/core/ScoreMatrix.ts';
import {
	assessClusterColumn,
	clusterColumnCandidates,
	defaultClusterColumn,
	namesClusters
} from '../../../../src/core/stats/cluster-columns.ts';
import { HAVE_REAL, NO_REAL_MESSAGE, REAL, ROOT, goldenMatrix, importText } from '../../helpers.ts';

/** A 0/1 matrix of `n` items and 2 models with the given meta columns. */
function withMeta(meta: Record<string, string[]>): ScoreMatrix {
	const n = Object.values(meta)[0].length;
	return packMatrix({
		models: ['a', 'b'],
		itemIds: Array.from({ length: n }, (_, i) => `i${i}`),
		meta,
		cells: Array.from({ length: 2 * n }, (_, k) => ((k * 7) % 3 === 0 ? 1 : 0))
	});
}

const repeat = (k: number, size: number, prefix = 'g') =>
	Array.from({ length: k * size }, (_, i) => `${prefix}${Math.floor(i / size)}`);

/** k groups of uneven sizes around `size` (size - 1, size, size + 1, size + 2, in turn): clusters. */
const uneven = (k: number, size: number, prefix = 'g') =>
	Array.from({ length: k }, (_, g) =>
		new Array<string>(Math.max(1, size - 1 + (g % 4))).fill(`${prefix}${g}`)
	).flat();

describe('assessClusterColumn', () => {
	it('proposes many groups of a few items each', () => {
		const c = assessClusterColumn('item_family', uneven(40, 4, 'p'));
		expect(c).toMatchObject({ suggested: true, reason: 'shape', groups: 40, medianSize: 4.5 });
		expect(c.fewClusters).toBe(false);
	});

	it('does not propose strata: a handful of values, however many items', () => {
		const strata = repeat(3, 100).map((g) => ({ g0: 'easy', g1: 'medium', g2: 'hard' })[g]!);
		expect(assessClusterColumn('category', strata)).toMatchObject({
			suggested: false,
			reason: 'fewGroups',
			groups: 3,
			fewClusters: true
		});
		// even when the name says clusters: 3-5 sources are strata
		expect(assessClusterColumn('source', repeat(5, 60)).reason).toBe('fewGroups');
	});

	it('proposes a column whose name says clusters, with the caution when they are few', () => {
		const c = assessClusterColumn('repo', uneven(12, 30));
		expect(c).toMatchObject({ suggested: true, reason: 'name', clusters: 12, fewClusters: true });
		expect(assessClusterColumn('meta:template', uneven(30, 3)).reason).toBe('name');
	});

	it('does not propose large groups, singletons, dates or empty columns', () => {
		expect(assessClusterColumn('subject', repeat(57, 200)).reason).toBe('largeGroups');
		expect(assessClusterColumn('source', repeat(300, 1)).reason).toBe('singletons');
		const days = Array.from({ length: 300 }, (_, i) => `2024-0${1 + (i % 9)}-1${i % 7}`);
		expect(assessClusterColumn('released', days).reason).toBe('dates');
		expect(assessClusterColumn('notes', new Array<string>(50).fill('')).reason).toBe('unlabelled');
	});

	it('counts blank labels as clusters of their own', () => {
		const labels = [...uneven(25, 3), '', '', ' '];
		const c = assessClusterColumn('cluster_id', labels);
		expect(c).toMatchObject({ groups: 25, clusters: 28, unlabelledItems: 3, suggested: true });
	});
});

describe('equal-sized groups are strata (Abadie et al. 2023), never the default', () => {
	it('does not propose groups that all hold the same number of items, however many', () => {
		expect(assessClusterColumn('item_family', repeat(40, 4))).toMatchObject({
			suggested: false,
			reason: 'strata',
			modalSize: 4,
			modalShare: 1
		});
		// even when the name says clusters: the user may still choose it
		expect(assessClusterColumn('passage', repeat(30, 5))).toMatchObject({
			suggested: false,
			reason: 'strata'
		});
	});

	it('tolerates a few groups of another size (two classes sharing a name), not many', () => {
		const nearly = [...repeat(48, 10), ...repeat(2, 20, 'x')];
		expect(assessClusterColumn('class_name', nearly).reason).toBe('strata');
		const mixed = [...repeat(40, 10), ...repeat(10, 7, 'x')];
		expect(assessClusterColumn('bucket', mixed).reason).toBe('shape');
	});

	it('leaves a matrix whose only grouping is strata without a default', () => {
		const m = withMeta({ class: repeat(30, 4), difficulty: repeat(3, 40) });
		expect(defaultClusterColumn(m)).toBeNull();
		expect(clusterColumnCandidates(m).map((c) => c.reason)).toEqual(['strata', 'fewGroups']);
	});
});

describe('namesClusters', () => {
	it('matches whole words of the name, in any case or separator', () => {
		for (const name of ['cluster', 'meta:source', 'passage_id', 'repoName', 'Template', 'doc-id']) {
			expect(namesClusters(name), name).toBe(true);
		}
		for (const name of ['category', 'resource', 'difficulty', 'created_at', 'sourcery']) {
			expect(namesClusters(name), name).toBe(false);
		}
	});
});

describe('clusterColumnCandidates / defaultClusterColumn', () => {
	it('ranks named columns first, then shaped ones by number of clusters', () => {
		const m = withMeta({
			difficulty: repeat(3, 40),
			bucket: uneven(30, 4),
			item_family: uneven(40, 3),
			passage: uneven(20, 6)
		});
		expect(clusterColumnCandidates(m).map((c) => c.column)).toEqual([
			'passage',
			'item_family',
			'bucket',
			'difficulty'
		]);
		expect(defaultClusterColumn(m)).toBe('passage');
	});

	it('is null for matrices without meta columns or without cluster-like columns', () => {
		expect(clusterColumnCandidates(goldenMatrix('small-continuous.csv'))).toEqual([]);
		expect(defaultClusterColumn(goldenMatrix('small-continuous.csv'))).toBeNull();
		// easy / mid / hard
		expect(defaultClusterColumn(goldenMatrix('small-binary.csv'))).toBeNull();
	});

	for (const sample of ['irt-leaderboard', 'pass-at-10', 'train-on-test']) {
		it(`samples/${sample}.csv: no clustering by default (categories are strata, dates a time column)`, async () => {
			const matrix = await importText(readFileSync(join(ROOT, 'samples', `${sample}.csv`), 'utf8'));
			expect(defaultClusterColumn(matrix)).toBeNull();
			const byColumn = new Map(clusterColumnCandidates(matrix).map((c) => [c.column, c]));
			expect(byColumn.get('category')?.reason).toBe('fewGroups');
			expect(byColumn.get('created_at')?.reason).toBe('dates');
		});
	}
});

if (!HAVE_REAL) console.info(NO_REAL_MESSAGE);

describe.skipIf(!HAVE_REAL)('cluster columns of the real files in ../shared/real', () => {
	const real = (folder: string) =>
		importText(readFileSync(join(REAL, folder, `${folder}.wide.csv`), 'utf8'), `${folder}.csv`);

	it('livecodebench: easy/medium/hard is not the default, nor anything else', async () => {
		const matrix = await real('livecodebench');
		expect(defaultClusterColumn(matrix)).toBeNull();
		const byColumn = new Map(clusterColumnCandidates(matrix).map((c) => [c.column, c]));
		expect(byColumn.get('category')).toMatchObject({ suggested: false, groups: 3 });
		expect(byColumn.get('platform')).toMatchObject({ suggested: false, groups: 3 });
		expect(byColumn.get('created_at')?.reason).toBe('dates');
	});

	it('imagenet_v2: 1,000 classes of exactly 10 images are strata, not clusters', async () => {
		const matrix = await real('imagenet_v2');
		expect(defaultClusterColumn(matrix)).toBeNull();
		const [best] = clusterColumnCandidates(matrix);
		expect(best).toMatchObject({
			column: 'category',
			reason: 'strata',
			suggested: false,
			clusters: 1000,
			medianSize: 10,
			fewClusters: false
		});
	});

	it('alpaca_eval: its five source datasets are strata', async () => {
		const matrix = await real('alpaca_eval');
		expect(defaultClusterColumn(matrix)).toBeNull();
	});
});

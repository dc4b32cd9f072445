/**
 * The built-in sample the classroom's step 4 opens on the dates view: made by the app's own
 * generator, five of its 16 models trained on its older, public items; every model's cut-off is
 * the first fresh item's date, so the released split is the sample's public/fresh split.
 */
import { describe, expect, it } from 'vitest';
import { packMatrix } from '../../../../src/core/ScoreMatrix.ts';
import {
	generateSample,
	SAMPLE_SPECS,
	sampleModelDate
} from '../../../../src/core/sample-generator.ts';
import { analyzeItemDates } from '../../../../src/features/dates/core/dates-analysis.ts';
import { sampleModelFacts } from '../../../../src/state/samples.ts';

const spec = SAMPLE_SPECS.find((s) => s.id === 'train-on-test')!;

describe('the train-on-test sample on the dates view', () => {
	it('its models’ date is the first fresh item’s; samples without contamination have none', () => {
		const sample = generateSample(spec);
		const first = sample.meta.split.indexOf('fresh');
		expect(sampleModelDate(spec)).toBe(sample.meta.created_at[first]);
		expect(sample.meta.created_at[first - 1] < sampleModelDate(spec)!).toBe(true);
		expect(sampleModelDate(SAMPLE_SPECS[0])).toBeNull();
		expect(sampleModelFacts('irt-leaderboard.csv', ['a'])).toEqual([]);
		expect(sampleModelFacts('train-on-test.csv', ['a'])).toEqual([
			{ model: 'a', cutoff: '2024-11-20' }
		]);
	});

	it('the models that trained on the public items are the ones that drop, and only they', () => {
		const sample = generateSample(spec);
		const matrix = packMatrix(sample);
		const facts = sampleModelFacts('train-on-test.csv', matrix.models);
		const a = analyzeItemDates(matrix, 'created_at', facts, { seed: 1, draws: 100 });
		const drops = a.split.models.filter((g) => g.verdict === 'drop').map((g) => g.model);
		expect(drops.sort()).toEqual([...sample.contaminated].sort());
		expect(a.dateKinds.every((k) => k === 'cutoff')).toBe(true);
	});
});

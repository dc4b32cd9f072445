import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSample, SAMPLE_SPECS } from '../../../src/core/sample-generator.ts';
import { canRedrawTrials, trialsSummary } from '../../../src/core/trials.ts';
import { sampleFileName, sampleFileText } from '../../../src/formats/sample-file.ts';
import { ROOT, importText } from '../helpers.ts';

describe('built-in samples', () => {
	for (const spec of SAMPLE_SPECS) {
		it(`samples/${sampleFileName(spec)} is exactly what the seeded generator makes (npm run samples)`, async () => {
			const committed = readFileSync(join(ROOT, 'samples', sampleFileName(spec)), 'utf8');
			expect(sampleFileText(spec)).toBe(committed);
			const m = await importText(committed, sampleFileName(spec));
			expect([m.nItems, m.nModels]).toEqual([spec.nItems, spec.nModels]);
		});
	}

	it('a built-in sample keeps its trials per cell, so "Fewer trials" can run on it', async () => {
		const spec = SAMPLE_SPECS.find((s) => s.trials)!;
		const m = await importText(
			readFileSync(join(ROOT, 'samples', sampleFileName(spec)), 'utf8'),
			sampleFileName(spec)
		);
		expect(trialsSummary(m)).toMatchObject({
			known: 'all',
			min: spec.attempts,
			max: spec.attempts
		});
		expect(canRedrawTrials(m)).toBe(true);
	});

	it('contaminated models do better on public items than on fresh ones', () => {
		const spec = SAMPLE_SPECS.find((s) => s.contamination)!;
		const s = generateSample(spec);
		const M = s.models.length;
		const split = s.meta.split;
		const gap = (m: number) => {
			let pub = 0;
			let nPub = 0;
			let fresh = 0;
			let nFresh = 0;
			split.forEach((v, i) => {
				if (v === 'public') {
					pub += s.cells[i * M + m];
					nPub++;
				} else {
					fresh += s.cells[i * M + m];
					nFresh++;
				}
			});
			return pub / nPub - fresh / nFresh;
		};
		const contaminated = s.models.flatMap((name, m) =>
			s.contaminated.includes(name) ? [gap(m)] : []
		);
		const clean = s.models.flatMap((name, m) => (s.contaminated.includes(name) ? [] : [gap(m)]));
		const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
		expect(contaminated.length).toBe(spec.contamination!.models);
		expect(avg(contaminated)).toBeGreaterThan(avg(clean) + 0.1);
	});
});

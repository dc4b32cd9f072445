/**
 * No dead ends (issue 32): a kind a dataset cannot run says why and what to import before Run,
 * whether the form or a URL asked for it (`core/perturbations/availability.ts`, the analysis'
 * `settingsProblems`), and nothing runs; the built-in sample with trials per cell runs "Fewer
 * trials".
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_SETTINGS } from '../../../src/core/analysis-settings.ts';
import { unavailableOn } from '../../../src/core/perturbations/availability.ts';
import { SAMPLE_SPECS } from '../../../src/core/sample-generator.ts';
import { EngineClient } from '../../../src/engine/EngineClient.ts';
import { sampleFileName } from '../../../src/formats/sample-file.ts';
import { Analysis } from '../../../src/state/Analysis.svelte.ts';
import { LibraryStore } from '../../../src/storage/LibraryStore.ts';
import { fakeWorkers } from '../engine/fake-workers.ts';
import { ROOT, importText } from '../helpers.ts';
import { dataset, freshName } from '../storage/helpers.ts';

describe('a kind this dataset cannot run', () => {
	const binary = dataset({ name: 'binary', items: 40, meta: { category: Array(40).fill('a') } });
	const plain = dataset({ name: 'plain', items: 40, salt: 3 });

	it('says what the dataset lacks', () => {
		expect(unavailableOn('threshold', binary.matrix)).toBe('continuous');
		expect(unavailableOn('trials', binary.matrix)).toBe('trials');
		expect(unavailableOn('timeSplit', binary.matrix)).toBe('date');
		expect(unavailableOn('dropCategory', plain.matrix)).toBe('category');
		expect(unavailableOn('bootstrap', plain.matrix)).toBeNull();
		const continuous = dataset({ continuous: true, items: 12 });
		expect(unavailableOn('labelNoise', continuous.matrix)).toBe('binary');
		expect(unavailableOn('trials', continuous.matrix)).toBe('trials');
	});

	it('asked for by a URL: refused before Run, with the reason, and nothing runs', async () => {
		const store = new LibraryStore(freshName('dead-ends'));
		await store.put(binary.record, binary.matrix, null);
		const fake = fakeWorkers();
		const analysis = new Analysis(store, new EngineClient(fake.factory));
		for (const kind of ['threshold', 'trials', 'timeSplit'] as const) {
			await analysis.open(binary.record.id, { ...DEFAULT_ANALYSIS_SETTINGS, kind });
			expect(analysis.settingsProblems, kind).toEqual([
				{
					type: 'unavailable',
					kind,
					needs: { threshold: 'continuous', trials: 'trials', timeSplit: 'date' }[kind]
				}
			]);
			expect(analysis.estimate, kind).toBeNull();
			analysis.close();
		}
		await new Promise((r) => setTimeout(r, 50));
		expect(fake.calls.filter((c) => c === 'prepare')).toEqual([]);
		await analysis.open(binary.record.id, { ...DEFAULT_ANALYSIS_SETTINGS, kind: 'threshold' });
		await analysis.run();
		expect(analysis.status).toBe('error');
		expect(analysis.runError).toEqual({
			issues: [{ type: 'unavailable', kind: 'threshold', needs: 'continuous' }]
		});
	});

	it('the built-in sample with trials per cell can run "Fewer trials"', async () => {
		const spec = SAMPLE_SPECS.find((s) => s.trials)!;
		const m = await importText(
			readFileSync(join(ROOT, 'samples', sampleFileName(spec)), 'utf8'),
			sampleFileName(spec)
		);
		expect(unavailableOn('trials', m)).toBeNull();
	});
});

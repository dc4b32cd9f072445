import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_SETTINGS } from '../../../src/core/analysis-settings.ts';
import { RunCache, runCacheKey } from '../../../src/state/run-cache.ts';

describe('RunCache', () => {
	it('keeps the most recently used runs up to its limit', () => {
		const c = new RunCache<number>(2);
		c.set('a', 1);
		c.set('b', 2);
		expect(c.get('a')).toBe(1); // a is now the most recent
		c.set('c', 3);
		expect(c.get('b')).toBeUndefined();
		expect(c.get('a')).toBe(1);
		expect(c.get('c')).toBe(3);
		expect(c.size).toBe(2);
	});

	it('forgets one dataset’s runs only', () => {
		const c = new RunCache<number>();
		const s = DEFAULT_ANALYSIS_SETTINGS;
		c.set(runCacheKey('aaaa', s), 1);
		c.set(runCacheKey('aaaa', { ...s, seed: 2 }), 2);
		c.set(runCacheKey('bbbb', s), 3);
		c.forgetDataset('aaaa');
		expect(c.size).toBe(1);
		expect(c.get(runCacheKey('bbbb', s))).toBe(3);
	});

	it('keys by every setting that shapes the numbers, and k', () => {
		const s = DEFAULT_ANALYSIS_SETTINGS;
		expect(runCacheKey('x', s)).toBe(runCacheKey('x', { ...s, fraction: 0.9 })); // unused by bootstrap
		expect(runCacheKey('x', s)).not.toBe(runCacheKey('x', { ...s, topK: 4 }));
		expect(runCacheKey('x', { ...s, kind: 'subsample', sweep: true })).not.toBe(
			runCacheKey('x', { ...s, kind: 'subsample' })
		);
	});
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareConfigs, type ConfigInput } from '../../../src/core/run-config-diff.ts';

const cfg = (model: string, entries: Record<string, string>): ConfigInput => ({
	model,
	entries: Object.entries(entries)
});

describe('compareConfigs', () => {
	it('finds nothing when every model ran the same way', () => {
		const c = compareConfigs([
			cfg('a', { max_tokens: '16384', temperature: '0' }),
			cfg('b', { temperature: '0', max_tokens: '16384' })
		]);
		expect(c.differing).toEqual([]);
		expect(c.differences).toEqual([]);
		expect(c.keys).toEqual(['max_tokens', 'temperature']);
		expect(c.odd).toEqual([
			[false, false],
			[false, false]
		]);
	});

	it('one model set apart: "claude-x ran with max_tokens 4096, the others 16384"', () => {
		const c = compareConfigs([
			cfg('gpt', { max_tokens: '16384', temperature: '0' }),
			cfg('claude-x', { max_tokens: '4096', temperature: '0' }),
			cfg('gemini', { max_tokens: '16384', temperature: '0' })
		]);
		expect(c.differences).toEqual([
			{
				code: 'one-differs',
				key: 'max_tokens',
				model: 'claude-x',
				value: '4096',
				others: '16384',
				count: 2
			}
		]);
		// Only the odd cell is highlighted.
		expect(c.odd.map((row) => row[0])).toEqual([false, true, false]);
		expect(c.values.map((row) => row[0])).toEqual(['16384', '4096', '16384']);
	});

	it('two models: each with its own value; a key one lacks is "not set" (null)', () => {
		const c = compareConfigs([
			cfg('a', { max_tokens: '4096' }),
			cfg('b', { reasoning_effort: 'high' })
		]);
		expect(c.differences).toEqual([
			{ code: 'pair', key: 'max_tokens', a: 'a', aValue: '4096', b: 'b', bValue: null },
			{ code: 'pair', key: 'reasoning_effort', a: 'a', aValue: null, b: 'b', bValue: 'high' }
		]);
		// No value is more common: every cell of a differing key is highlighted.
		expect(c.odd).toEqual([
			[true, true],
			[true, true]
		]);
	});

	it('several values: groups, most common first', () => {
		const c = compareConfigs([
			cfg('a', { t: '0' }),
			cfg('b', { t: '0.7' }),
			cfg('c', { t: '0' }),
			cfg('d', { t: '1' })
		]);
		expect(c.differences).toEqual([
			{
				code: 'groups',
				key: 't',
				groups: [
					{ value: '0', models: ['a', 'c'] },
					{ value: '0.7', models: ['b'] },
					{ value: '1', models: ['d'] }
				]
			}
		]);
		expect(c.odd.map((r) => r[0])).toEqual([false, true, false, true]);
	});

	it('sets aside models whose files carried no configuration', () => {
		const c = compareConfigs([
			cfg('a', { max_tokens: '1' }),
			cfg('none', {}),
			cfg('b', { max_tokens: '1' })
		]);
		expect(c.compared).toEqual(['a', 'b']);
		expect(c.without).toEqual(['none']);
		expect(c.differing).toEqual([]);
		expect(compareConfigs([cfg('x', {}), cfg('y', {})])).toMatchObject({
			compared: [],
			without: ['x', 'y'],
			keys: []
		});
	});

	it('treats odd keys (__proto__) as plain keys', () => {
		const c = compareConfigs([
			{ model: 'a', entries: [['__proto__', '1']] },
			{ model: 'b', entries: [['__proto__', '2']] }
		]);
		expect(c.differing).toEqual(['__proto__']);
	});

	const configs = fc.array(
		fc.record({
			model: fc.string({ maxLength: 4 }),
			entries: fc.array(
				fc.tuple(fc.constantFrom('k1', 'k2', 'k3'), fc.constantFrom('0', '1', '2')),
				{
					maxLength: 3
				}
			)
		}),
		{ maxLength: 6 }
	);

	it('a key differs exactly when the compared models do not all share one value (property)', () => {
		fc.assert(
			fc.property(configs, (models) => {
				const c = compareConfigs(models);
				c.keys.forEach((key, k) => {
					const distinct = new Set(c.values.map((row) => row[k]));
					expect(c.differing.includes(key)).toBe(distinct.size > 1);
					if (distinct.size === 1) expect(c.odd.every((row) => !row[k])).toBe(true);
					else expect(c.odd.some((row) => row[k])).toBe(true);
				});
				expect(c.differences.map((d) => d.key)).toEqual(c.differing);
			})
		);
	});

	it('the differing keys do not depend on the models’ order (property)', () => {
		fc.assert(
			fc.property(configs, (models) => {
				const reversed = compareConfigs([...models].reverse());
				expect(reversed.differing).toEqual(compareConfigs(models).differing);
			})
		);
	});
});

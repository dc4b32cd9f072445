import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LibraryStore } from '../../../src/storage/LibraryStore.ts';
import { configsOf, configsValueKey, isConfigsValueKey } from '../../../src/storage/run-configs.ts';
import type { RunConfigs } from '../../../src/schemas/run-config.ts';
import { dataset, dump, expectConsistent, freshName, keysOf, type Dataset } from './helpers.ts';

const a = dataset({ name: 'alpha set', addedAt: '2026-01-01T00:00:00.000Z' });
const b = dataset({ name: 'beta set', salt: 3, addedAt: '2026-01-02T00:00:00.000Z' });

function configs(d: Dataset, maxTokens = '4096'): RunConfigs {
	return {
		carried: true,
		formats: ['inspect-log'],
		models: d.matrix.models.map((model, m) => ({
			model,
			entries: [
				['generate_config.max_tokens', m === 0 ? maxTokens : '16384'],
				['task_args.__proto__', '<img src=x onerror=alert(1)>']
			]
		}))
	};
}

describe('run configurations in the library', () => {
	it('travel in the library file as the value dataset:<id>:configs', () => {
		const key = configsValueKey(a.record.id);
		expect(key).toBe(`dataset:${a.record.id}:configs`);
		expect(isConfigsValueKey(key)).toBe(true);
		expect(isConfigsValueKey(`dataset:${a.record.id}:reviews`)).toBe(false);
		expect(configsOf(configs(a), a.matrix.models)).toEqual({ ok: true, configs: configs(a) });
		expect(configsOf({ ...configs(a), models: [] }, a.matrix.models).ok).toBe(true);
		expect(configsOf(configs(a), ['other']).ok).toBe(false);
		expect(configsOf('nope').ok).toBe(false);
	});

	it('are stored with their dataset, read back, and deleted with it', async () => {
		const name = freshName('configs');
		const store = new LibraryStore(name);
		await store.put(a.record, a.matrix, null, configs(a));
		await store.put(b.record, b.matrix);
		expect(await store.getConfigs(a.record.id)).toEqual(configs(a));
		expect(await store.getConfigs(b.record.id)).toBeUndefined();
		await store.delete(a.record.id);
		expect(await store.getConfigs(a.record.id)).toBeUndefined();
		store.close();
		expect(keysOf(await expectConsistent(name), 'configs')).toEqual([]);
	});

	it('refuses configurations that do not name the matrix’s models', async () => {
		const store = new LibraryStore(freshName('configs-bad'));
		const bad = { ...configs(a), models: [{ model: 'someone else', entries: [] }] };
		await expect(store.put(a.record, a.matrix, null, bad)).rejects.toMatchObject({
			kind: 'other'
		});
		expect(await store.list()).toEqual([]);
		store.close();
	});

	it('go out with the library file and come back in, into the configs store', async () => {
		const source = new LibraryStore(freshName('configs-src'));
		await source.put(a.record, a.matrix, null, configs(a));
		await source.put(b.record, b.matrix);
		const file = await source.exportAll({ now: new Date('2026-12-03T00:00:00Z') });
		expect(file.problems).toEqual([]);
		source.close();

		const name = freshName('configs-dst');
		const target = new LibraryStore(name);
		const outcome = await target.applyImport(file.bytes, { onConflict: 'skip' });
		expect(outcome.ok).toBe(true);
		expect(await target.getConfigs(a.record.id)).toEqual(configs(a));
		expect(await target.getConfigs(b.record.id)).toBeUndefined();
		expect(await target.getValue(configsValueKey(a.record.id))).toBeUndefined();
		target.close();
		const d = await dump(name);
		expect(keysOf(d, 'kv').filter((k) => String(k).endsWith(':configs'))).toEqual([]);
	});

	it('an import that replaces a dataset takes the file’s configurations; a file without keeps ours', async () => {
		const source = new LibraryStore(freshName('configs-src2'));
		await source.put(a.record, a.matrix, null, configs(a, '2048'));
		await source.put(b.record, b.matrix);
		const file = await source.exportAll();
		source.close();

		const target = new LibraryStore(freshName('configs-dst2'));
		await target.put(a.record, a.matrix, null, configs(a));
		await target.put(b.record, b.matrix, null, configs(b));
		await target.applyImport(file.bytes, { onConflict: 'skip' });
		expect(await target.getConfigs(a.record.id)).toEqual(configs(a));
		await target.applyImport(file.bytes, { onConflict: 'replace' });
		expect(await target.getConfigs(a.record.id)).toEqual(configs(a, '2048'));
		// The file has no configurations for b: the library's stay.
		expect(await target.getConfigs(b.record.id)).toEqual(configs(b));
		target.close();
	});
});

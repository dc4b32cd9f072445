/**
 * The real native files in ../shared/real (absent on outside machines: these tests skip). Shapes
 * and values are checked against each folder's README.md and stats.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultClusterColumn } from '../../../src/core/stats/cluster-columns.ts';
import { fromBytes } from '../../../src/formats/source.ts';
import { HAVE_REAL, NO_REAL_MESSAGE, REAL } from '../helpers.ts';
import { analyze, issuesOf, modelMeans, okMatrix, value } from './util.ts';

const real = (rel: string, name = rel) =>
	fromBytes(new Uint8Array(readFileSync(join(REAL, rel))), name);
const stats = (folder: string) =>
	JSON.parse(readFileSync(join(REAL, folder, 'stats.json'), 'utf8')) as {
		n_items: number;
		n_models: number;
		missing_cells: number;
		min_model_mean: number;
		max_model_mean: number;
		min_model: string;
		max_model: string;
	};

function extremes(means: Map<string, number>) {
	const sorted = [...means].sort((a, b) => a[1] - b[1]);
	return { min: sorted[0], max: sorted[sorted.length - 1] };
}

if (!HAVE_REAL) console.info(NO_REAL_MESSAGE);

describe.skipIf(!HAVE_REAL)('real files in ../shared/real', () => {
	for (const folder of ['imagenet_v2', 'alpaca_eval', 'livecodebench']) {
		it(`${folder}.wide.csv matches stats.json`, async () => {
			const s = stats(folder);
			const m = okMatrix(await analyze(real(`${folder}/${folder}.wide.csv`)));
			expect([m.nItems, m.nModels, m.missingCells]).toEqual([
				s.n_items,
				s.n_models,
				s.missing_cells
			]);
			const { min, max } = extremes(modelMeans(m));
			expect(min[0]).toBe(s.min_model);
			expect(max[0]).toBe(s.max_model);
			expect(min[1]).toBeCloseTo(s.min_model_mean, 10);
			expect(max[1]).toBeCloseTo(s.max_model_mean, 10);
			if (folder === 'imagenet_v2') {
				expect(m.valueType).toBe('binary');
				expect(m.meta.category).toHaveLength(10_000);
				expect(Object.keys(m.meta)).toEqual(['category', 'class_name']);
			}
		});
	}

	it('livecodebench raw performances_generation.json (leaderboard JSON, pass@1 in percent) = the wide CSV, with its dates', async () => {
		const s = stats('livecodebench');
		const p = await analyze(real('livecodebench/raw/performances_generation.json'));
		expect(p.files[0].format).toBe('livecodebench');
		expect(p.choices.files[0]).toMatchObject({ scale: 0.01, category: 'difficulty' });
		const m = okMatrix(p);
		expect([m.nItems, m.nModels, m.missingCells]).toEqual([400, 45, 0]);
		const { min, max } = extremes(modelMeans(m));
		expect([min[0], max[0]]).toEqual([s.min_model, s.max_model]);
		expect(min[1]).toBeCloseTo(s.min_model_mean, 10);
		expect(max[1]).toBeCloseTo(s.max_model_mean, 10);
		const wide = okMatrix(await analyze(real('livecodebench/livecodebench.wide.csv')));
		expect(new Set(m.itemIds.map((id) => `lcb_${id}`))).toEqual(new Set(wide.itemIds));
		const counts = new Map<string, number>();
		for (const c of m.meta.category) counts.set(c, (counts.get(c) ?? 0) + 1);
		expect(Object.fromEntries(counts)).toEqual({ easy: 142, medium: 168, hard: 90 });
		// Problem dates (epoch milliseconds in the file) are dates, never proposed as clusters.
		const dates = [...m.meta.created_at].sort();
		expect([dates[0], dates.at(-1)]).toEqual(['2023-05-08', '2024-03-03']);
		expect(defaultClusterColumn(m)).toBeNull();
		// The models' release dates come back with the matrix (issue 35 stores them).
		const facts = p.result.ok ? p.result.modelFacts : null;
		expect(facts?.filter((f) => f?.releaseDate).length).toBe(45);
		const k = m.models.indexOf('DSCoder-33b-Ins');
		expect(facts?.[k]).toMatchObject({
			releaseDate: '2023-08-30',
			fullName: 'deepseek-ai/deepseek-coder-33b-instruct'
		});
	});

	it('alpaca_eval raw annotations.json: 803 instructions of one model (one model alone is refused)', async () => {
		const file =
			'alpaca_eval/raw/text_davinci_001__weighted_alpaca_eval_gpt4_turbo__annotations.json';
		const alone = await analyze(real(file));
		expect(alone.files[0].format).toBe('alpaca-annotations');
		expect(issuesOf(alone)[0].message).toMatch(/only one model \(“text_davinci_001”\)/);
		expect(!alone.result.ok && alone.result.preview?.itemsSeen).toBe(803);
		// A second model: the same judgements with the preference mirrored, under another name.
		const doc = JSON.parse(readFileSync(join(REAL, file), 'utf8')) as Array<
			Record<string, unknown>
		>;
		const mirrored = doc.map((r) => ({
			...r,
			generator_2: 'mirror',
			preference: 3 - (r.preference as number)
		}));
		const p = await analyze(
			real(file),
			fromBytes(new TextEncoder().encode(JSON.stringify(mirrored)), 'mirror/annotations.json')
		);
		const m = okMatrix(p);
		expect([m.nItems, m.nModels]).toEqual([803, 2]);
		const means = modelMeans(m);
		expect(means.get('text_davinci_001')).toBeCloseTo(0.027640052311083445, 10); // its column in alpaca_eval.wide.csv
		expect(means.get('mirror')).toBeCloseTo(1 - 0.027640052311083445, 10);
		const r = p.result;
		expect(r.ok && r.details?.text.every((t) => typeof t === 'string' && t.length > 0)).toBe(true);
		expect(r.ok && new Set(m.meta.category)).toEqual(
			new Set(['helpful_base', 'koala', 'oasst', 'selfinstruct', 'vicuna'])
		);
	});

	it('imagenet_v2 raw robustness_top1s.csv: models as rows, percent; the proposal flips and scales', async () => {
		const p = await analyze(real('imagenet_v2/raw/robustness_top1s.csv'));
		expect(p.choices.files[0]).toMatchObject({ orientation: 'models-as-rows', scale: 0.01 });
		const m = okMatrix(p);
		expect([m.nItems, m.nModels]).toEqual([213, 338]);
		expect(value(m, 'val', 'resnet50')).toBeCloseTo(0.7613, 4);
		expect(value(m, 'imagenetv2-matched-frequency', 'resnet50')).toBeCloseTo(0.6333, 4);
	});

	it('imagenet_v2 raw files that are not results files are refused cleanly', async () => {
		const [npy] = issuesOf(await analyze(real('imagenet_v2/raw/imagenetv2-b-33__resnet50.npy')));
		expect(npy.message).toMatch(/NumPy \.npy array/);
		for (const f of ['imagenet_v2/raw/class_info.json', 'imagenet_v2/raw/imagenetv2-b-33.json']) {
			const issues = issuesOf(await analyze(real(f)));
			expect(issues[0].file).toBe(f);
		}
	});

	it('the AlpacaEval aggregate leaderboard (not per-item) ends cleanly either way', async () => {
		const p = await analyze(
			real('alpaca_eval/raw/weighted_alpaca_eval_gpt4_turbo_leaderboard.csv')
		);
		expect(p.files[0].format).not.toBeNull();
		expect(p.result.ok || p.result.issues.length > 0).toBe(true);
	});

	it('every raw file exists where the READMEs say', () => {
		for (const f of [
			'alpaca_eval/raw/text_davinci_001__weighted_alpaca_eval_gpt4_turbo__annotations.json',
			'livecodebench/raw/performances_generation.json',
			'imagenet_v2/raw/robustness_top1s.csv'
		]) {
			expect(existsSync(join(REAL, f))).toBe(true);
		}
	});
});

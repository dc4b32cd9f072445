import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fromBytes } from '../../../src/formats/source.ts';
import { analyze, fixtureFile, FORMATS, okMatrix } from './util.ts';

function folder(dir: string, prefix: string): Record<string, Uint8Array> {
	const out: Record<string, Uint8Array> = {};
	const walk = (d: string) => {
		for (const f of readdirSync(d)) {
			const p = join(d, f);
			if (statSync(p).isDirectory()) walk(p);
			else out[`${prefix}/${relative(dir, p)}`] = new Uint8Array(readFileSync(p));
		}
	};
	walk(dir);
	return out;
}

describe('zipped folders', () => {
	it('an lm-eval output folder zipped gives the same matrix as its files', async () => {
		const zip = zipSync(folder(join(FORMATS, 'lm-eval'), 'output'));
		const p = await analyze(fromBytes(zip, 'lm-eval-output.zip', 4096));
		expect(p.files[0]).toMatchObject({ name: 'lm-eval-output.zip', format: null });
		expect(p.files.slice(1).every((f) => f.name.startsWith('lm-eval-output.zip/output/'))).toBe(
			true
		);
		const m = okMatrix(p);
		expect([...m.models].sort()).toEqual(['EleutherAI/pythia-160m', 'EleutherAI/pythia-70m']);
		expect(m.nItems).toBe(7);
	});

	it('HELM run folders (names with colons) zipped together', async () => {
		const files = {
			...folder(
				join(FORMATS, 'helm/run-gpt2'),
				'runs/v1/mmlu:subject=anatomy,method=multiple_choice_joint,model=openai_gpt2'
			),
			...folder(
				join(FORMATS, 'helm/run-llama'),
				'runs/v1/mmlu:subject=anatomy,method=multiple_choice_joint,model=meta_llama-7b'
			)
		};
		const p = await analyze(fromBytes(zipSync(files), 'helm.zip'));
		expect(okMatrix(p).models).toEqual(['openai/gpt2', 'meta/llama-7b']);
	});

	it('a zip with Inspect .eval logs and a .json log inside', async () => {
		const zip = zipSync({
			'logs/a.eval': new Uint8Array(
				readFileSync(join(FORMATS, 'inspect/2025-01-10T11-00-00+00-00_mmlu-mini_haiku.eval'))
			),
			'logs/b.json': new Uint8Array(
				readFileSync(join(FORMATS, 'inspect/2025-01-10T10-00-00+00-00_mmlu-mini_gpt4omini.json'))
			),
			'logs/readme.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47])
		});
		const p = await analyze(fromBytes(zip, 'logs.zip'));
		expect(okMatrix(p).nModels).toBe(2);
	});

	it('a zip with no results files in it', async () => {
		const p = await analyze(fromBytes(zipSync({ 'a.png': new Uint8Array([1, 2, 3]) }), 'pics.zip'));
		expect(p.result.ok).toBe(false);
		expect(!p.result.ok && p.result.issues[0].message).toMatch(/no results files/);
	});

	it('files and a zip dropped together merge', async () => {
		const zip = zipSync({
			'more/beta.json': new Uint8Array(
				readFileSync(
					join(FORMATS, 'alpaca-eval/model_beta/weighted_alpaca_eval_gpt4_turbo/annotations.json')
				)
			)
		});
		const p = await analyze(
			fixtureFile('alpaca-eval/model_alpha/weighted_alpaca_eval_gpt4_turbo/annotations.json'),
			fromBytes(zip, 'b.zip')
		);
		expect(okMatrix(p).models).toEqual(['model_alpha', 'model_beta']);
	});
});

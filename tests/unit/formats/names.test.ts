/**
 * Names as users know them (issue 36): HELM run folders dropped as files keep each run's model,
 * SWE-bench reports of one model by several systems are named by their run id, and a dataset is
 * named after the benchmark its files hold, not a file stem.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromBytes, fromText, type SourceFile } from '../../../src/formats/source.ts';
import { analyze, FORMATS, okMatrix } from './util.ts';

const HELM = join(FORMATS, 'helm');
const NAMES = [
	'display_predictions.json',
	'instances.json',
	'per_instance_stats.json',
	'run_spec.json'
];
const RUNS = ['run-llama', 'run-gpt2'];

/** A HELM file as dropped without its folder (the name alone). */
function asFile(run: string, name: string): SourceFile {
	return fromBytes(new Uint8Array(readFileSync(join(HELM, run, name))), name);
}

describe('HELM run folders dropped as files', () => {
	for (const order of ['run by run', 'name by name'] as const) {
		it(`each run keeps the model its run_spec.json names (${order})`, async () => {
			const files =
				order === 'run by run'
					? RUNS.flatMap((r) => NAMES.map((n) => asFile(r, n)))
					: NAMES.flatMap((n) => RUNS.map((r) => asFile(r, n)));
			const p = await analyze(...files);
			const m = okMatrix(p);
			expect([...m.models].sort()).toEqual(['meta/llama-7b', 'openai/gpt2']);
			expect(p.notes.map((n) => n.code)).toContain('paired-by-order');
			expect(p.notes.map((n) => n.code)).not.toContain('same-model');
			// The outputs are each run's own: gpt2's display_predictions differ from llama's.
			const zipped = await analyze(
				...RUNS.flatMap((r) =>
					NAMES.map((n) => fromBytes(new Uint8Array(readFileSync(join(HELM, r, n))), `${r}/${n}`))
				)
			);
			const a = p.result.ok ? p.result.details : null;
			const b = zipped.result.ok ? zipped.result.details : null;
			const outputsOf = (d: typeof a, m2: typeof m, model: string) =>
				d?.outputs?.map((row) => row?.[m2.models.indexOf(model)] ?? null);
			const mz = okMatrix(zipped);
			expect(outputsOf(a, m, 'openai/gpt2')).toEqual(outputsOf(b, mz, 'openai/gpt2'));
			expect(outputsOf(a, m, 'meta/llama-7b')).toEqual(outputsOf(b, mz, 'meta/llama-7b'));
		});
	}
});

describe('SWE-bench reports of one model by several systems', () => {
	it('are named by their run id, not numbered', async () => {
		const report = readFileSync(
			join(FORMATS, 'swebench', 'gpt-4o__2024-08-06.swe_run_1.json'),
			'utf8'
		);
		const systems = ['openhands', 'swe-agent', 'moatless', 'agentless', 'aider'];
		// Each report a little different, so none is a duplicate of another.
		const files = systems.map((s) =>
			fromText(report.replace('{', `{"x_${s}": 1,`), `mistralai__Devstral-Small-2505.${s}.json`)
		);
		const p = await analyze(...files);
		expect(okMatrix(p).models).toEqual(systems.map((s) => `mistralai/Devstral-Small-2505 (${s})`));
		expect(p.notes.map((n) => n.code)).toContain('same-model-runs');
		expect(p.name).toBe('SWE-bench');
	});
});

describe('dataset names from the benchmark and run', () => {
	const folder = (dir: string): SourceFile[] => {
		const root = join(FORMATS, dir);
		return readdirSync(root, { recursive: true, withFileTypes: true })
			.filter((d) => d.isFile())
			.map((d) => {
				const path = join(d.parentPath, d.name);
				return fromBytes(new Uint8Array(readFileSync(path)), path.slice(root.length + 1));
			});
	};

	it('names the tasks, and the model when there is one', async () => {
		expect((await analyze(...folder('lm-eval'))).name).toBe('arc_easy + gsm8k');
		const one = folder('lm-eval').filter((f) => f.name.startsWith('EleutherAI__pythia-160m/'));
		expect((await analyze(...one)).name).toBe('arc_easy + gsm8k · EleutherAI/pythia-160m');
		expect((await analyze(...folder('helm'))).name).toBe('mmlu:subject=anatomy');
		expect((await analyze(...folder('inspect'))).name).toBe('mmlu_mini');
		expect((await analyze(...folder('alpaca-eval'))).name).toBe('AlpacaEval');
	});

	it('a table keeps its file’s name (no name proposed)', async () => {
		const p = await analyze(fromText('item_id,a,b\nq1,1,0\nq2,0,1\n', 'my-scores.csv'));
		expect(p.name).toBeUndefined();
	});
});

/**
 * promptfoo's results file (`promptfoo eval -o out.json`; promptfoo/promptfoo `src/types`
 * `EvaluateSummaryV3`): `{evalId, results: {version: 3, timestamp, results: [...], prompts,
 * stats}, config}`, one result per test, prompt and provider: `{testIdx, promptIdx, provider: {id,
 * label}, prompt: {label, raw}, testCase: {description, vars, metadata}, success, score,
 * namedScores, failureReason, response: {output}}`.
 *
 * Item = the test (its description when every test has its own, else `test-<testIdx>`); model =
 * the provider's label or id, with the prompt's label when the file holds several prompts; score =
 * `score` (or `success` as 1/0, or a named score); results repeated with `--repeat` are averaged
 * (their number kept as the cell's trials); a result that ended in an error (failureReason 2) is
 * missing, not a 0; category = a `metadata` field of the test when chosen.
 */
import { has } from './issues.ts';
import { isObject, keysOf, numberOf, own, scalarText } from './json-safe.ts';
import { importNote } from './notes.ts';
import type { Claim, Head, ReadContext } from './read-context.ts';
import { readDocument } from './read-helpers.ts';

/** promptfoo's `ResultFailureReason.ERROR`: the provider or the grader failed. */
const ERROR = 2;

/** The summary (`{version, results: [...]}`) of an output file, or of the summary itself. */
function summaryOf(doc: unknown): Record<string, unknown> | null {
	const inner = own(doc, 'results');
	const s = isObject(inner) && !Array.isArray(inner) ? inner : doc;
	if (!isObject(s) || typeof own(s, 'version') !== 'number') return null;
	const results = own(s, 'results');
	if (!Array.isArray(results) || !results.length) return null;
	const r = results[0];
	if (!isObject(r) || typeof own(r, 'testIdx') !== 'number' || !isObject(own(r, 'provider')))
		return null;
	return s;
}

function resultsOf(doc: unknown): unknown[] {
	return (summaryOf(doc)?.results as unknown[]) ?? [];
}

/** The provider's name: its label, else its id. */
function providerOf(r: unknown): string {
	const p = own(r, 'provider');
	return (scalarText(own(p, 'label')) || scalarText(own(p, 'id')) || '').trim();
}

/** The prompt's name: its label, else its index. */
function promptOf(r: unknown): string {
	const label = scalarText(own(own(r, 'prompt'), 'label'))?.trim();
	return label || `prompt ${(numberOf(own(r, 'promptIdx')) ?? 0) + 1}`;
}

/** Metrics a result offers: `score`, `success` and its named scores. */
function metricsOf(results: readonly unknown[]): string[] {
	const named = new Set<string>();
	for (const r of results.slice(0, 500))
		for (const k of keysOf(own(r, 'namedScores'))) named.add(k);
	return ['score', 'success', ...[...named].map((k) => `namedScores.${k}`)];
}

/** Fields of the tests' `metadata` that could be a category. */
function categoriesOf(results: readonly unknown[]): string[] {
	const out = new Set<string>();
	for (const r of results.slice(0, 500)) {
		const meta = own(own(r, 'testCase'), 'metadata');
		for (const k of keysOf(meta)) {
			const v = own(meta, k);
			if (typeof v === 'string' && v.length <= 80) out.add(`metadata.${k}`);
		}
	}
	return [...out];
}

export function sniffPromptfoo(head: Head): Claim | null {
	const summary = summaryOf(head.json);
	if (!summary) return null;
	const results = resultsOf(head.json);
	const providers = new Set(results.map(providerOf));
	const prompts = new Set(results.map((r) => numberOf(own(r, 'promptIdx')) ?? 0));
	const tests = new Set(results.map((r) => numberOf(own(r, 'testIdx'))));
	const categories = categoriesOf(results);
	const category = categories.find((c) => /category|subject|topic/i.test(c)) ?? '';
	const version = numberOf(own(summary, 'version')) ?? 0;
	return {
		confidence: 0.95,
		summary: `promptfoo results (version ${version}): ${tests.size.toLocaleString('en-US')} tests x ${providers.size} providers${prompts.size > 1 ? ` x ${prompts.size} prompts` : ''}.`,
		params: {
			version,
			tests: tests.size,
			providers: providers.size,
			prompts: prompts.size,
			severalPrompts: has(prompts.size > 1)
		},
		options: { metrics: metricsOf(results), categories },
		choices: { metric: 'score', category },
		facts: {
			benchmark: scalarText(own(own(head.json, 'config'), 'description'))?.trim() || 'promptfoo'
		}
	};
}

/** The chosen metric of one result (NaN = missing), or null when it is not a number. */
function valueOf(r: unknown, metric: string): number | null {
	if (numberOf(own(r, 'failureReason')) === ERROR) return Number.NaN;
	if (metric === 'success') {
		const s = own(r, 'success');
		return typeof s === 'boolean' ? (s ? 1 : 0) : null;
	}
	const raw = metric.startsWith('namedScores.')
		? own(own(r, 'namedScores'), metric.slice('namedScores.'.length))
		: own(r, 'score');
	if (raw === undefined || raw === null) return Number.NaN;
	return numberOf(raw);
}

/** Item ids: the tests' descriptions when each test has its own, else `test-<testIdx>`. */
function itemIds(results: readonly unknown[]): (r: unknown) => string {
	const byTest = new Map<number, string>();
	for (const r of results) {
		const t = numberOf(own(r, 'testIdx'));
		const d = scalarText(own(own(r, 'testCase'), 'description'))?.trim() ?? '';
		if (t !== null && !byTest.has(t)) byTest.set(t, d);
	}
	const descriptions = [...byTest.values()];
	const own1 = descriptions.every(Boolean) && new Set(descriptions).size === descriptions.length;
	return (r) => {
		const t = numberOf(own(r, 'testIdx')) ?? -1;
		return own1 ? byTest.get(t)! : `test-${t}`;
	};
}

export async function readPromptfoo(ctx: ReadContext): Promise<void> {
	const { out, choices } = ctx;
	const doc = await readDocument(ctx);
	if (!doc) return;
	const results = resultsOf(doc.value);
	if (!results.length) {
		out.issue({
			message: 'this is not a promptfoo results file (no results with testIdx, provider).',
			hint: 'Drop the file written by promptfoo eval -o out.json.',
			code: 'promptfoo-not-results',
			params: { command: 'promptfoo eval -o out.json', fields: 'testIdx, provider' }
		});
		return;
	}
	const metric = choices.metric || 'score';
	out.scoreColumn = { columnName: metric };
	const several = new Set(results.map((r) => numberOf(own(r, 'promptIdx')) ?? 0)).size > 1;
	const idOf = itemIds(results);
	const cells = new Map<
		string,
		{ item: number; model: number; sum: number; n: number; row: number }
	>();
	let errors = 0;
	for (let k = 0; k < results.length; k++) {
		const r = results[k];
		const provider = providerOf(r);
		const value = valueOf(r, metric);
		if (!provider || value === null) {
			if (!out.issue(badResult(k + 1, provider ? metric : 'provider'))) return;
			continue;
		}
		if (numberOf(own(r, 'failureReason')) === ERROR) errors++;
		const model = out.modelIndex(
			choices.model || (several ? `${provider} · ${promptOf(r)}` : provider)
		);
		const item = ctx.items.intern(idOf(r));
		describeItem(ctx, item, r, model);
		const key = `${item}:${model}`;
		const cell = cells.get(key) ?? { item, model, sum: 0, n: 0, row: k + 1 };
		if (value === value) {
			cell.sum += value;
			cell.n++;
		}
		cells.set(key, cell);
	}
	let repeated = 0;
	for (const c of cells.values()) {
		if (c.n > 1) repeated++;
		out.add(c.item, c.model, c.n ? c.sum / c.n : Number.NaN, c.row, 0, c.n > 1 ? c.n : 0);
	}
	if (errors) out.notes.push(importNote('promptfoo-errors', { file: out.file, count: errors }));
	if (repeated)
		out.notes.push(importNote('promptfoo-repeats', { file: out.file, count: repeated }));
}

function badResult(row: number, field: string) {
	return {
		row,
		columnName: field,
		message: `result ${row} has no ${field === 'provider' ? 'provider' : `number for “${field}”`}.`,
		hint: 'Each result needs a provider and a score.',
		code: 'promptfoo-bad-result' as const,
		params: { entry: row, field }
	};
}

/** The item's text, category and the model's output from one result. */
function describeItem(ctx: ReadContext, item: number, r: unknown, model: number): void {
	const test = own(r, 'testCase');
	const vars = own(r, 'vars') ?? own(test, 'vars');
	const description = scalarText(own(test, 'description'));
	ctx.items.setText(item, description || (isObject(vars) ? JSON.stringify(vars) : ''));
	const category = ctx.choices.category;
	if (category?.startsWith('metadata.')) {
		const v = scalarText(own(own(test, 'metadata'), category.slice('metadata.'.length)));
		if (v) ctx.items.setMeta(item, 'category', v);
	}
	const output = own(own(r, 'response'), 'output');
	if (output === undefined || output === null) return;
	ctx.out.output(item, model, typeof output === 'string' ? output : JSON.stringify(output));
}

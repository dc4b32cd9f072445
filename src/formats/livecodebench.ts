/**
 * The LiveCodeBench leaderboard JSON (the site's `performances_generation.json`, in the mocks
 * folder of LiveCodeBench/livecodebench.github.io): `performances[{question_id, model, date,
 * difficulty, pass@1, platform}]` (one record per problem and model; `date` the contest date in
 * epoch milliseconds, `pass@1` 0-100) and `models[{model_repr, model_name, release_date,
 * model_style, link}]` (`release_date` in epoch milliseconds: the cut-off the site filters
 * problems by).
 *
 * Item = `question_id`, with its date as `created_at` (ISO) for the time split, `difficulty` as
 * the category and `platform` kept; model = `model` (the site's short name, `model_repr`); score =
 * `pass@1` (read as a percentage: the proposal divides by 100). Each model's release date, full
 * name, style and link become its facts (`model-facts.ts`).
 */
import { has } from './issues.ts';
import { isObject, numberOf, own, scalarText } from './json-safe.ts';
import { isoFromEpoch } from './item-dates.ts';
import type { ModelFacts } from './model-facts.ts';
import type { Claim, Head, ReadContext } from './read-context.ts';
import { readDocument } from './read-helpers.ts';

const PERFORMANCE_FIELDS = ['question_id', 'model', 'pass@1'];

function isPerformance(v: unknown): boolean {
	return isObject(v) && PERFORMANCE_FIELDS.every((k) => own(v, k) !== undefined);
}

/** Whether a document is the leaderboard's: performances with pass@1, and its models. */
function isLeaderboard(doc: unknown): doc is Record<string, unknown> {
	const perf = own(doc, 'performances');
	const models = own(doc, 'models');
	return (
		Array.isArray(perf) &&
		perf.length > 0 &&
		isPerformance(perf[0]) &&
		Array.isArray(models) &&
		models.some((m) => own(m, 'model_repr') !== undefined)
	);
}

export function sniffLiveCodeBench(head: Head): Claim | null {
	if (!isLeaderboard(head.json)) return null;
	const perf = own(head.json, 'performances') as unknown[];
	const models = own(head.json, 'models') as unknown[];
	const dated = models.filter((m) => numberOf(own(m, 'release_date')) !== null).length;
	return {
		confidence: 0.9,
		summary: `LiveCodeBench leaderboard: ${perf.length.toLocaleString('en-US')} results of ${models.length} models, with problem dates${dated ? ` and ${dated} model release dates` : ''}.`,
		params: { results: perf.length, models: models.length, dated, hasDated: has(dated) },
		options: { categories: ['difficulty', 'platform', ''] },
		choices: { category: 'difficulty' },
		facts: { benchmark: 'LiveCodeBench' }
	};
}

/** A model's facts from its `models` entry. */
function factsOf(m: unknown): ModelFacts {
	const released = numberOf(own(m, 'release_date'));
	const text = (k: string) => scalarText(own(m, k)) || undefined;
	return {
		...(released !== null && released > 0
			? { releaseDate: new Date(released).toISOString().slice(0, 10) }
			: {}),
		...(text('model_name') ? { fullName: text('model_name') } : {}),
		...(text('link') ? { link: text('link') } : {}),
		...(text('model_style') ? { family: text('model_style') } : {})
	};
}

export async function readLiveCodeBench(ctx: ReadContext): Promise<void> {
	const { out } = ctx;
	const doc = await readDocument(ctx);
	if (!doc) return;
	if (!isLeaderboard(doc.value)) {
		out.issue({
			message: 'this is not the LiveCodeBench leaderboard JSON (performances, models).',
			hint: 'Drop performances_generation.json as the leaderboard site publishes it.',
			code: 'lcb-not-leaderboard',
			params: { name: 'performances_generation.json', fields: 'performances, models' }
		});
		return;
	}
	out.scoreColumn = { columnName: 'pass@1' };
	const perf = own(doc.value, 'performances') as unknown[];
	for (let k = 0; k < perf.length; k++) {
		if (!readPerformance(ctx, perf[k], k + 1)) return;
	}
	for (const m of own(doc.value, 'models') as unknown[]) {
		const name = scalarText(own(m, 'model_repr'));
		const local = name ? out.models.indexOf(name) : -1;
		if (local >= 0) out.modelFacts.set(local, factsOf(m));
	}
}

/** One record of `performances`; false once the file has too many problems. */
function readPerformance(ctx: ReadContext, r: unknown, row: number): boolean {
	const { out, items, choices } = ctx;
	const id = scalarText(own(r, 'question_id'))?.trim();
	const model = scalarText(own(r, 'model'))?.trim();
	if (!id || !model) {
		const what = id ? 'model' : 'item';
		const field = id ? 'model' : 'question_id';
		return out.issue({
			row,
			columnName: field,
			message: `record ${row} of performances has no ${field}.`,
			code: 'empty-id',
			params: { what }
		});
	}
	const raw = own(r, 'pass@1');
	const value = raw === null ? Number.NaN : numberOf(raw);
	if (value === null) {
		return out.issue({
			row,
			columnName: 'pass@1',
			message: `the score ${JSON.stringify(raw)?.slice(0, 30)} is not a number.`,
			hint: 'pass@1 is a number from 0 to 100.',
			code: 'long-score-not-finite',
			params: { nul: 'null' }
		});
	}
	const item = items.intern(id);
	out.add(item, out.modelIndex(model), value, row);
	const date = numberOf(own(r, 'date'));
	if (date !== null && date > 0) items.setMeta(item, 'created_at', isoFromEpoch(date));
	const category = choices.category ? scalarText(own(r, choices.category)) : null;
	if (category) items.setMeta(item, 'category', category);
	const platform = scalarText(own(r, 'platform'));
	if (platform && choices.category !== 'platform') items.setMeta(item, 'platform', platform);
	return true;
}

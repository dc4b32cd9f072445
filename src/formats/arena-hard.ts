/**
 * arena-hard-auto judgments as a score matrix (the lines are parsed by `arena-judgments.ts`):
 * item = the question (`question_id` / `uid`), model = the judged model (`model`), score = its
 * score against the baseline on that question, from the question's settled games under the chosen
 * rule (`plain` by default: each game counts once, win 1, tie 0.5, loss 0; `weighted`:
 * arena-hard-auto's own `--weight 3`, a strong verdict counting as 3 games). The games a cell rests
 * on are its trials. The questions file (`question.jsonl`) dropped with the judgments gives each
 * question's text and its cluster (or category) as the category.
 */
import {
	battlesOf,
	isJudgmentProblem,
	looksLikeJudgment,
	parseJudgmentLine,
	questionScore,
	type JudgmentScoring
} from './arena-judgments.ts';
import { has } from './issues.ts';
import { isObject, own, scalarText } from './json-safe.ts';
import type { ItemTable } from './item-table.ts';
import type { Claim, Head, ReadContext } from './read-context.ts';
import { jsonLines } from './read-helpers.ts';

const SCORINGS: readonly JudgmentScoring[] = ['plain', 'weighted'];

export function sniffArenaJudgments(head: Head): Claim | null {
	const rows = head.jsonLines;
	if (!rows?.length || !rows.every(looksLikeJudgment)) return null;
	const first = parseJudgmentLine(rows[0], 1);
	if (isJudgmentProblem(first)) return null;
	const more = new Set(rows.map((r) => scalarText(own(r, 'model')))).size - 1;
	return {
		confidence: 0.97,
		summary: `arena-hard-auto judgments${first.judge ? ` by “${first.judge}”` : ''} of “${first.model}”${more ? ` and ${more} more model${more > 1 ? 's' : ''}` : ''} against ${first.baseline ? `“${first.baseline}”` : 'the baseline'}.`,
		params: {
			judge: first.judge ?? '',
			hasJudge: has(first.judge),
			model: first.model,
			moreModels: more,
			baseline: first.baseline ?? '',
			hasBaseline: has(first.baseline)
		},
		options: { metrics: [...SCORINGS] },
		choices: { metric: 'plain' },
		facts: {
			benchmark: /([^/]+)\/model_judgment\/[^/]+\/[^/]+$/.exec(head.name)?.[1] ?? 'arena-hard'
		}
	};
}

/** The questions file of a benchmark: `question_id`/`uid` with the prompt or turns, no games. */
function isQuestion(v: unknown): boolean {
	return (
		isObject(v) &&
		(own(v, 'question_id') !== undefined || own(v, 'uid') !== undefined) &&
		(own(v, 'prompt') !== undefined || Array.isArray(own(v, 'turns'))) &&
		(own(v, 'cluster') !== undefined || own(v, 'category') !== undefined) &&
		own(v, 'games') === undefined &&
		own(v, 'model') === undefined
	);
}

export function sniffArenaQuestions(head: Head): Claim | null {
	const rows = head.jsonLines;
	if (!rows?.length || !rows.every(isQuestion)) return null;
	return {
		confidence: 0.9,
		summary: `arena-hard-auto questions (${rows.length.toLocaleString('en-US')}${head.complete ? '' : '+'}): their texts and clusters for the judgments dropped with them.`,
		params: { count: rows.length, complete: has(head.complete) },
		options: {},
		choices: {}
	};
}

export async function readArenaJudgments(ctx: ReadContext): Promise<void> {
	const { out, items, choices } = ctx;
	const scoring: JudgmentScoring = choices.metric === 'weighted' ? 'weighted' : 'plain';
	out.scoreColumn = { columnName: 'games' };
	let rows = 0;
	for await (const l of jsonLines(ctx.file, ctx.encoding, ctx.onBytes)) {
		if (!l.ok) {
			if (!out.issue(l.issue)) return;
			continue;
		}
		const row = parseJudgmentLine(l.value, l.line);
		if (isJudgmentProblem(row)) {
			if (!out.issue(row)) return;
			continue;
		}
		rows++;
		const { score, games } = questionScore(battlesOf(row), scoring);
		const item = items.intern(row.question);
		out.add(item, out.modelIndex(choices.model || row.model), score, row.line, 0, games);
		if (row.category) items.setMeta(item, 'category', row.category);
	}
	if (!rows && !out.issues.length) {
		out.issue({
			message: 'the file has no judgments.',
			hint: 'Drop a model_judgment/<judge>/<model>.jsonl file of arena-hard-auto.',
			code: 'arena-no-judgments',
			params: { path: 'model_judgment/<judge>/<model>.jsonl' }
		});
		return;
	}
	await readQuestions(ctx);
}

/** The questions files already read into an import's items (once, not once per model). */
const questionsRead = new WeakMap<ItemTable, Set<string>>();

/** Texts and clusters from the questions files dropped with the judgments. */
async function readQuestions(ctx: ReadContext): Promise<void> {
	const { items } = ctx;
	const done = questionsRead.get(items) ?? new Set<string>();
	questionsRead.set(items, done);
	for (const s of ctx.siblings) {
		if (s.format !== 'arena-hard-questions' || done.has(s.file.name)) continue;
		done.add(s.file.name);
		for await (const l of jsonLines(s.file, s.encoding, () => {})) {
			if (!l.ok) continue;
			const id = scalarText(own(l.value, 'question_id') ?? own(l.value, 'uid'));
			const k = id === null ? undefined : items.find(id);
			if (k === undefined) continue;
			const turns = own(l.value, 'turns');
			const first = Array.isArray(turns) ? own(turns[0], 'content') : undefined;
			const text = scalarText(own(l.value, 'prompt')) ?? scalarText(first);
			if (text) items.setText(k, text);
			const cluster = ['cluster', 'subcategory', 'category']
				.map((f) => scalarText(own(l.value, f)))
				.find(Boolean);
			if (cluster) items.setMeta(k, 'category', cluster);
		}
	}
}

/**
 * arena-hard-auto's judgment files (lmarena/arena-hard-auto, `data/<bench>/model_judgment/
 * <judge>/<model>.jsonl`), read once for every use: as a score matrix (`arena-hard.ts`: each
 * model's score against the baseline per question) and as pairwise battles (votes between the
 * model and the baseline, for an analysis of votes).
 *
 * One line per question and judged model: v0.1 `{question_id, model, judge, games: [{score}, …]}`,
 * v2.0 `{uid, category, judge, model, baseline, games: [{score, judgment, prompt}, …]}`. Two games
 * per question (`gen_judgment.py`): in game 1 the baseline is assistant A and the model B, in game
 * 2 they swap. A verdict is `A>>B`, `A>B`, `A=B`, `B>A`, `B>>A` (v2.0 also writes `A<<B`, `A<B`,
 * `B=A`, `B<A`, `B<<A`); a game the judge did not settle is `null` (or its `score` is).
 */
import { isObject, own, scalarText } from './json-safe.ts';
import type { ImportIssue } from './issues.ts';

/** Who a verdict says won, from assistant A's side, and whether it was a strong win. */
interface Reading {
	/** A's outcome: 1 (A wins), 0.5 (tie), 0 (B wins). */
	readonly a: 0 | 0.5 | 1;
	/** `>>`/`<<`: a strong preference (arena-hard-auto counts it as 3 games). */
	readonly strong: boolean;
}

const VERDICTS: Readonly<Record<string, Reading>> = {
	'A>>B': { a: 1, strong: true },
	'A>B': { a: 1, strong: false },
	'A=B': { a: 0.5, strong: false },
	'B>A': { a: 0, strong: false },
	'B>>A': { a: 0, strong: true },
	'A<<B': { a: 0, strong: true },
	'A<B': { a: 0, strong: false },
	'B=A': { a: 0.5, strong: false },
	'B<A': { a: 1, strong: false },
	'B<<A': { a: 1, strong: true }
};

const VERDICT_LIST = 'A>>B, A>B, A=B, B>A, B>>A';

/** Whether a string is a verdict this parser reads. */
function isVerdict(v: unknown): v is string {
	return typeof v === 'string' && Object.hasOwn(VERDICTS, v);
}

/** One judgment line: a question, the judged model and its games' verdicts (null: not settled). */
export interface JudgmentRow {
	/** `question_id` (v0.1) or `uid` (v2.0). */
	readonly question: string;
	readonly model: string;
	readonly judge: string | null;
	/** The baseline the model was judged against, when the line names it (v2.0). */
	readonly baseline: string | null;
	/** The question's category, when the line has one (v2.0). */
	readonly category: string | null;
	/** Verdicts in game order (game 1: the baseline is A). */
	readonly games: readonly (string | null)[];
	/** 1-based line in the file. */
	readonly line: number;
}

/** What is wrong with a line, for an `ImportIssue` (the file is added by the caller). */
export type JudgmentProblem = Omit<ImportIssue, 'file'>;

/** Whether a parsed JSON line looks like a judgment (for detection). */
export function looksLikeJudgment(v: unknown): boolean {
	return (
		isObject(v) &&
		Array.isArray(own(v, 'games')) &&
		own(v, 'model') !== undefined &&
		(own(v, 'question_id') !== undefined || own(v, 'uid') !== undefined)
	);
}

/** One parsed JSON line as a judgment row, or the problem that names its line and field. */
export function parseJudgmentLine(v: unknown, line: number): JudgmentRow | JudgmentProblem {
	const question = scalarText(own(v, 'question_id') ?? own(v, 'uid'))?.trim();
	const model = scalarText(own(v, 'model'))?.trim();
	const games = own(v, 'games');
	if (!question || !model || !Array.isArray(games)) {
		const field = !question ? 'question_id' : !model ? 'model' : 'games';
		return {
			row: line,
			columnName: field,
			message: `line ${line} is not an arena-hard judgment (no ${field}).`,
			hint: 'Each line needs question_id (or uid), model, games.',
			code: 'arena-bad-line',
			params: { line, field, fields: 'question_id (or uid), model, games' }
		};
	}
	const verdicts: (string | null)[] = [];
	for (let g = 0; g < games.length; g++) {
		const raw = games[g] === null ? null : own(games[g], 'score');
		if (raw === null || raw === undefined) verdicts.push(null);
		else if (isVerdict(raw)) verdicts.push(raw);
		else {
			const value = String(JSON.stringify(raw)).slice(0, 30);
			return {
				row: line,
				columnName: `games[${g}].score`,
				message: `game ${g + 1} of line ${line} has the verdict ${value}, not one of ${VERDICT_LIST}.`,
				code: 'arena-bad-verdict',
				params: { line, game: g + 1, value, verdicts: VERDICT_LIST }
			};
		}
	}
	const text = (k: string) => scalarText(own(v, k))?.trim() || null;
	return {
		question,
		model,
		judge: text('judge'),
		baseline: text('baseline'),
		category: text('category'),
		games: verdicts,
		line
	};
}

/** Whether a value is a problem rather than a row. */
export function isJudgmentProblem(r: JudgmentRow | JudgmentProblem): r is JudgmentProblem {
	return 'code' in r;
}

/** One settled game as a battle between the judged model and the baseline. */
interface Battle {
	readonly question: string;
	/** 0-based game index: game 0 shows the baseline as assistant A. */
	readonly game: number;
	/** Which side the judged model was shown on. */
	readonly modelIs: 'A' | 'B';
	readonly verdict: string;
	/** The judged model's outcome against the baseline: 1 win, 0.5 tie, 0 loss. */
	readonly outcome: 0 | 0.5 | 1;
	/** A strong preference (`>>`, `<<`). */
	readonly strong: boolean;
}

/**
 * The settled games of a row as battles of the judged model against the baseline, in game order
 * (even games show the baseline as A, odd games the model; `gen_judgment.py`).
 */
export function battlesOf(row: JudgmentRow): Battle[] {
	const out: Battle[] = [];
	row.games.forEach((verdict, game) => {
		if (verdict === null) return;
		const r = VERDICTS[verdict];
		const modelIs = game % 2 === 0 ? 'B' : 'A';
		const outcome = modelIs === 'A' ? r.a : ((1 - r.a) as 0 | 0.5 | 1);
		out.push({ question: row.question, game, modelIs, verdict, outcome, strong: r.strong });
	});
	return out;
}

/**
 * How a question's games make the model's score against the baseline:
 * - `plain`: each settled game counts once (win 1, tie 0.5, loss 0), a strong win as a win;
 * - `weighted`: arena-hard-auto's own scoring (`show_result.py`, `--weight 3`): a strong verdict
 *   counts as 3 games.
 */
export type JudgmentScoring = 'plain' | 'weighted';

/** The model's score against the baseline on one question, and how many games it rests on. */
export function questionScore(
	battles: readonly Battle[],
	scoring: JudgmentScoring
): { score: number; games: number } {
	let sum = 0;
	let weight = 0;
	for (const b of battles) {
		const w = scoring === 'weighted' && b.strong ? 3 : 1;
		sum += w * b.outcome;
		weight += w;
	}
	return { score: weight ? sum / weight : Number.NaN, games: battles.length };
}

/**
 * arena-hard-auto's judgments as votes: the files of `model_judgment/<judge>/<model>.jsonl`
 * (one or several, read together as one dataset), each line a question's games between the
 * judged model and the baseline, parsed by the importer's one line parser
 * (`src/formats/arena-judgments.ts`: v0.1 `{question_id, model, judge, games}`, v2.0 `{uid,
 * category, judge, model, baseline, games}`).
 *
 * Each settled game is one vote, as the judge saw it: in game 1 the baseline is assistant A (side
 * a) and the model B, in game 2 they swap (`gen_judgment.py`); `A>>B`/`A>B` is a win of side a,
 * `A=B` a tie, `B>A`/`B>>A` a win of side b. Strong verdicts (`>>`) are one vote like any other
 * (the plain Bradley–Terry of the project); the `strong` column (1/0) keeps them apart for
 * arena-hard-auto's own `--weight 3`. Kept columns: `question_id`, `game` (1, 2), `verdict`,
 * `strong`, `judge`, and `category` when the lines have one.
 *
 * The baseline: the lines' `baseline` (v2.0); v0.1 lines do not name it, so it is the judged
 * model whose file is its judgment against itself (the same answer twice: at least half of its
 * games are ties, and it is the only such model; `baselineSource: 'self-judgment'`); failing
 * that it is called `baseline` (`'unknown'`). The baseline's own lines (the model judged against
 * itself) are left out and counted (`selfJudgments`): they compare a model with itself, as
 * arena-hard-auto's leaderboard also ignores them. Games left unsettled (`null`) are counted too.
 *
 * Files are read in name order, so the same files give the same votes whatever the order they
 * were dropped in. Rows: a problem's row is its 1-based line in its own file (the issue names the
 * file); `Votes.row` is the game's 0-based position among the battles of the files read in
 * that order (two per line, the baseline's self-judgments not counted), as
 * `ko_arena_hard.battles.csv` numbers them.
 */
import {
	battlesOf,
	isJudgmentProblem,
	type JudgmentProblem,
	parseJudgmentLine,
	type JudgmentRow
} from '../../../formats/arena-judgments.ts';
import { stripBom } from '../../score-tables/formats/csv.ts';
import { shown } from '../../../formats/issues.ts';
import { A_WINS, B_WINS, TIE, type Outcome } from '../core/votes.ts';
import { VotesBuilder } from './votes-builder.ts';
import type { VotesParse } from './votes-parse.ts';

/** A file's name and text. */
export interface NamedText {
	readonly name: string;
	readonly text: string;
}

/** What the name stands for when no line names the baseline and none judges itself. */
export const UNKNOWN_BASELINE = 'baseline';

/** The verdicts a game may have, as the messages list them. */
const VERDICTS = 'A>>B, A>B, A=B, B>A, B>>A';

/** Share of ties above which a judged model's games are read as a judgment against itself. */
const SELF_TIES = 0.5;

type Line = { readonly file: string; readonly row: JudgmentRow };

/** Whether a verdict is a tie. */
const isTie = (v: string | null) => v === 'A=B' || v === 'B=A';

/**
 * The baseline of lines that do not name one: the one judged model whose settled games are at
 * least half ties, or null.
 */
function selfJudged(lines: readonly Line[]): string | null {
	const counts = new Map<string, { ties: number; games: number }>();
	for (const { row } of lines) {
		if (row.baseline !== null) continue;
		const c = counts.get(row.model) ?? { ties: 0, games: 0 };
		for (const g of row.games) {
			if (g === null) continue;
			c.games++;
			if (isTie(g)) c.ties++;
		}
		counts.set(row.model, c);
	}
	const tieHeavy = [...counts].filter(([, c]) => c.games > 0 && c.ties / c.games >= SELF_TIES);
	return tieHeavy.length === 1 ? tieHeavy[0][0] : null;
}

/** A judgment line that is not one: named by line and column in the builder's issues. */
function reportLineProblem(out: VotesBuilder, line: number, row: JudgmentProblem): void {
	const column = row.columnName ?? 'games';
	if (column === 'model') {
		out.issue(
			'votes-empty-model',
			`the model name (model) is empty.`,
			'Every judgment line needs the judged model’s name.',
			{ row: line, columnName: 'model' },
			{ field: 'model' }
		);
	} else if (row.code === 'arena-bad-verdict') {
		const value = String(row.params?.value ?? '');
		out.issue(
			'votes-verdict-invalid',
			`game ${row.params?.game} has the verdict ${value}, not one of A>>B, A>B, A=B, B>A, B>>A.`,
			'Each game’s score is one of A>>B, A>B, A=B, B>A, B>>A (or null when unsettled).',
			{ row: line, columnName: column },
			{
				value: shown(value),
				game: Number(row.params?.game ?? 0),
				verdicts: VERDICTS,
				score: 'score',
				none: 'null'
			}
		);
	} else {
		out.issue(
			'votes-judgment-invalid',
			`line ${line} is not an arena-hard judgment (no ${column}).`,
			'Each line needs question_id (or uid), model and games.',
			{ row: line, columnName: column },
			{ field: column, fields: 'question_id (uid), model, games' }
		);
	}
}

/** Every judgment line of one file, in order; bad lines become issues in `out`. */
function readLines(out: VotesBuilder, name: string, text: string, lines: Line[]): void {
	out.file = name;
	stripBom(text)
		.split(/\r?\n/)
		.forEach((raw, k) => {
			if (raw.trim() === '') return;
			const line = k + 1;
			let value: unknown;
			try {
				value = JSON.parse(raw);
			} catch (e) {
				const detail = (e as Error).message;
				out.issue(
					'votes-json-invalid',
					`line ${line} is not valid JSON (${detail}).`,
					'Save one judgment per line, as arena-hard-auto writes them.',
					{ row: line },
					{ detail }
				);
				return;
			}
			const row = parseJudgmentLine(value, line);
			if (isJudgmentProblem(row)) reportLineProblem(out, line, row);
			else lines.push({ file: name, row });
		});
}

/** The votes of the judged lines against their baseline; the counts the summary shows. */
function writeVotes(
	out: VotesBuilder,
	lines: readonly Line[],
	inferred: string | null
): { selfJudgments: number; unsettled: number } {
	let selfJudgments = 0;
	let unsettled = 0;
	let game = 0;
	for (const { file, row } of lines) {
		out.file = file;
		const baseline = row.baseline ?? inferred ?? UNKNOWN_BASELINE;
		if (row.model === baseline) {
			selfJudgments++;
			continue;
		}
		const battles = battlesOf(row);
		unsettled += row.games.length - battles.length;
		const slot = game;
		game += row.games.length;
		for (const b of battles) {
			const names: [string, string] =
				b.modelIs === 'A' ? [row.model, baseline] : [baseline, row.model];
			const modelWins = b.modelIs === 'A' ? A_WINS : B_WINS;
			const baselineWins = b.modelIs === 'A' ? B_WINS : A_WINS;
			const outcome: Outcome = b.outcome === 1 ? modelWins : b.outcome === 0 ? baselineWins : TIE;
			out.push({ row: row.line, record: slot + b.game }, names, outcome, Number.NaN);
			out.cell('question_id', row.question);
			out.cell('game', b.game + 1);
			out.cell('verdict', b.verdict);
			out.cell('strong', b.strong ? 1 : 0);
			if (row.judge !== null) out.cell('judge', row.judge);
			if (row.category !== null) out.cell('category', row.category);
		}
	}
	return { selfJudgments, unsettled };
}

/** Parses arena-hard-auto judgment files (JSON lines) into one set of votes. */
export function parseArenaHardVotes(files: readonly NamedText[]): VotesParse {
	const sorted = [...files].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
	const out = new VotesBuilder(sorted[0]?.name ?? '');
	const lines: Line[] = [];
	for (const { name, text } of sorted) readLines(out, name, text, lines);
	const inferred = selfJudged(lines);
	const baselineSource = lines.some((l) => l.row.baseline !== null)
		? 'lines'
		: inferred !== null
			? 'self-judgment'
			: 'unknown';
	const { selfJudgments, unsettled } = writeVotes(out, lines, inferred);
	const baseline =
		lines.find((l) => l.row.baseline !== null)?.row.baseline ?? inferred ?? UNKNOWN_BASELINE;
	return {
		...out.result('arena-hard'),
		arenaHard: { baseline, baselineSource, selfJudgments, unsettled, files: sorted.length }
	};
}

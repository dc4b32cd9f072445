/**
 * Collects a votes file's good rows into `Votes` columns, and the bad rows as issues. The parsers
 * (`clean-battle.ts`, `votes-csv.ts`) read records; this module decides what a record's model
 * names, winner and time mean, so every layout names the same problems the same way.
 *
 * Winners: `model_a`, `model_b`, `tie`, `tie (bothbad)` (Chatbot Arena's `clean_battle`),
 * `both_bad` (the arena-human-preference datasets), or side a's or side b's own model name;
 * keywords in any letter case. Times (`tstamp`, `timestamp`): Unix seconds (milliseconds above
 * 1e11) as a number or a numeric string, or an ISO 8601 date; anything else is no time.
 * Other fields become category columns (`VoteColumn`) when every value is short text, a number
 * or a boolean and there are at most `MAX_LEVELS` distinct values; others (prompts,
 * conversations, ids) are listed in `ignoredColumns`.
 */
import { MAX_ISSUES, shown } from '../../../formats/issues.ts';
import { parseItemDate } from '../../../core/perturbations/time-split.ts';
import {
	A_WINS,
	B_WINS,
	BOTH_BAD,
	TIE,
	type Outcome,
	type VoteColumn,
	type Votes
} from '../core/votes.ts';
import type { VoteIssue, VoteIssueCode } from './vote-issues.ts';
import type { VotesLayout, VotesParse } from './votes-parse.ts';

/** Most distinct values a kept column may have (judges of a large arena: thousands). */
export const MAX_LEVELS = 10_000;
/** Longest value a kept column may have. */
const MAX_LEVEL_LENGTH = 200;

/** Field names that are the vote itself, not a column. */
export const VOTE_FIELDS = new Set([
	'model_a',
	'model_b',
	'winner',
	'winner_model_a',
	'winner_model_b',
	'winner_tie',
	'tstamp',
	'timestamp'
]);

const WINNER_WORDS: Record<string, Outcome> = {
	model_a: A_WINS,
	model_b: B_WINS,
	tie: TIE,
	'tie (bothbad)': BOTH_BAD,
	both_bad: BOTH_BAD
};

/** The outcome a `winner` value names, or null. */
export function outcomeOfWinner(winner: string, modelA: string, modelB: string): Outcome | null {
	const w = winner.trim();
	const word = WINNER_WORDS[w.toLowerCase()];
	if (word !== undefined) return word;
	if (w === modelA) return A_WINS;
	if (w === modelB) return B_WINS;
	return null;
}

/** Seconds since 1970 from a time field, or NaN. */
export function timeOf(value: unknown): number {
	if (typeof value === 'number') return value > 1e11 ? value / 1000 : value;
	if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
	const t = value.trim();
	if (/^[+-]?\d+(\.\d+)?$/.test(t)) return timeOf(Number(t));
	return parseItemDate(t) / 1000;
}

interface ColumnDraft {
	readonly name: string;
	readonly index: Map<string, number>;
	readonly codes: number[];
	dropped: boolean;
}

/** A record's location for its issues: 1-based row, and the file's 0-based record index. */
export interface Where {
	readonly row: number;
	readonly record: number;
}

export class VotesBuilder {
	/** The file the next issues name (a layout read from several files sets it per file). */
	file: string;
	readonly #models = new Map<string, number>();
	readonly #a: number[] = [];
	readonly #b: number[] = [];
	readonly #outcome: number[] = [];
	readonly #record: number[] = [];
	readonly #time: number[] = [];
	readonly #columns = new Map<string, ColumnDraft>();
	readonly issues: VoteIssue[] = [];
	/** Rows left out for a problem (all of them, also past the first `MAX_ISSUES` named). */
	badRows = 0;

	constructor(file: string) {
		this.file = file;
	}

	/** Records a problem with a row (or the file, without `where`). */
	issue(
		code: VoteIssueCode,
		message: string,
		hint: string,
		where?: { row?: number; column?: number; columnName?: string },
		params: Readonly<Record<string, string | number>> = {}
	): void {
		if (where?.row !== undefined) this.badRows++;
		if (this.issues.length >= MAX_ISSUES) return;
		this.issues.push({ file: this.file, ...where, message, hint, code, params });
	}

	#model(name: string): number {
		let m = this.#models.get(name);
		if (m === undefined) {
			m = this.#models.size;
			this.#models.set(name, m);
		}
		return m;
	}

	/** Names the problem of an empty model name (`side`: model_a or model_b). */
	#emptyName(row: number, side: 'model_a' | 'model_b'): null {
		this.issue(
			'votes-empty-model',
			`the model name (${side}) is empty.`,
			'Every vote needs the names of both models.',
			{ row, columnName: side },
			{ field: side }
		);
		return null;
	}

	/**
	 * A vote's two model names, trimmed, or null after naming the problem (an empty name, a model
	 * playing itself). The parser then reads the outcome and calls `push`: one issue per row.
	 */
	names(row: number, modelA: unknown, modelB: unknown): [string, string] | null {
		const a = typeof modelA === 'string' ? modelA.trim() : '';
		const b = typeof modelB === 'string' ? modelB.trim() : '';
		if (a === '') return this.#emptyName(row, 'model_a');
		if (b === '') return this.#emptyName(row, 'model_b');
		if (a !== b) return [a, b];
		this.issue(
			'votes-self-play',
			`“${shown(a)}” plays itself.`,
			'A vote compares two different models; leave this row out.',
			{ row, columnName: 'model_b' },
			{ model: shown(a) }
		);
		return null;
	}

	/** Adds a vote whose names `names` passed; its columns follow with `cell`. */
	push(where: Where, names: [string, string], outcome: Outcome, time: number): void {
		this.#a.push(this.#model(names[0]));
		this.#b.push(this.#model(names[1]));
		this.#outcome.push(outcome);
		this.#record.push(where.record);
		this.#time.push(time);
	}

	/** A winner value that names neither side nor a tie. */
	badWinner(where: Where, column: string, value: string): void {
		this.issue(
			'votes-winner-invalid',
			`the winner “${shown(value)}” is neither side nor a tie.`,
			'Use model_a, model_b, tie, tie (bothbad) or both_bad, or one of the two model names.',
			{ row: where.row, columnName: column },
			{ value: shown(value) }
		);
	}

	/** The last vote's value in column `name`. */
	cell(name: string, value: unknown): void {
		const v = this.#a.length - 1;
		let col = this.#columns.get(name);
		if (!col) {
			col = { name, index: new Map(), codes: [], dropped: false };
			this.#columns.set(name, col);
		}
		if (col.dropped) return;
		while (col.codes.length < v) col.codes.push(-1);
		if (value === null || value === undefined || value === '') {
			col.codes.push(-1);
			return;
		}
		const ok = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
		const text = ok ? String(value) : '';
		if (!ok || text.length > MAX_LEVEL_LENGTH) return this.#drop(col);
		let code = col.index.get(text);
		if (code === undefined) {
			if (col.index.size >= MAX_LEVELS) return this.#drop(col);
			code = col.index.size;
			col.index.set(text, code);
		}
		col.codes.push(code);
	}

	#drop(col: ColumnDraft): void {
		col.dropped = true;
		col.codes.length = 0;
		col.index.clear();
	}

	/** The parse: the votes collected, or the problem that the file holds none. */
	result(layout: VotesLayout): VotesParse {
		const { votes, ignoredColumns } = this.#finish();
		if (votes.a.length === 0 && this.issues.length === 0) {
			this.issue('votes-no-votes', 'the file holds no votes.', 'Check that it is a battle log.');
		}
		const ok = this.issues.length === 0;
		const badRows = this.badRows;
		return { layout, ok, votes, issues: this.issues, badRows, ignoredColumns };
	}

	/** The votes collected, and the fields not kept as columns. */
	#finish(): { votes: Votes; ignoredColumns: string[] } {
		const n = this.#a.length;
		const columns: VoteColumn[] = [];
		const ignoredColumns: string[] = [];
		for (const col of this.#columns.values()) {
			if (col.dropped) {
				ignoredColumns.push(col.name);
				continue;
			}
			const codes = new Int32Array(n).fill(-1);
			codes.set(col.codes.slice(0, n));
			columns.push({ name: col.name, levels: [...col.index.keys()], codes });
		}
		const time = Float64Array.from(this.#time);
		return {
			votes: {
				models: [...this.#models.keys()],
				a: Int32Array.from(this.#a),
				b: Int32Array.from(this.#b),
				outcome: Uint8Array.from(this.#outcome),
				row: Int32Array.from(this.#record),
				time: time.some((t) => t === t) ? time : null,
				columns
			},
			ignoredColumns
		};
	}
}

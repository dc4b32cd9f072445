/**
 * Chatbot Arena's battle log, `clean_battle` JSON (FastChat's `clean_battle_data.py`, also
 * written by GenAI-Arena and WildVision): an array of `{model_a, model_b, winner, judge, anony,
 * tstamp, …}` with `winner` in `model_a | model_b | tie | tie (bothbad)`, or the same records as
 * JSON lines.
 * A record's row is its 1-based position (its line in JSON lines); `Votes.row` the 0-based one.
 */
import { stripBom } from '../../score-tables/formats/csv.ts';
import { outcomeOfWinner, timeOf, VOTE_FIELDS, VotesBuilder, type Where } from './votes-builder.ts';
import type { VotesParse } from './votes-parse.ts';

type Entry = { readonly where: Where; readonly value: unknown };

/** The records of a JSON array or of JSON lines, or null after naming the problem. */
function recordsOf(text: string, out: VotesBuilder): Entry[] | null {
	const body = stripBom(text).trim();
	const hint = 'Save the battle log as a JSON array of records, or as one record per line.';
	if (body.startsWith('[')) {
		let value: unknown;
		try {
			value = JSON.parse(body);
		} catch (e) {
			const detail = (e as Error).message;
			out.issue(
				'votes-json-invalid',
				`the file is not valid JSON (${detail}).`,
				hint,
				{},
				{ detail }
			);
			return null;
		}
		if (!Array.isArray(value)) return null;
		return value.map((v, k) => ({ where: { row: k + 1, record: k }, value: v }));
	}
	const entries: Entry[] = [];
	body.split(/\r?\n/).forEach((line, k) => {
		if (line.trim() === '') return;
		const where = { row: k + 1, record: k };
		try {
			entries.push({ where, value: JSON.parse(line) });
		} catch (e) {
			const detail = (e as Error).message;
			out.issue(
				'votes-json-invalid',
				`line ${k + 1} is not valid JSON (${detail}).`,
				hint,
				{ row: k + 1 },
				{ detail }
			);
		}
	});
	return entries;
}

function isRecord(x: unknown): x is Record<string, unknown> {
	return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Parses a `clean_battle` JSON (or JSON lines) text. */
export function parseCleanBattle(text: string, file: string): VotesParse {
	const out = new VotesBuilder(file);
	const entries = recordsOf(text, out);
	if (entries === null) {
		if (out.issues.length === 0) {
			out.issue(
				'votes-not-list',
				'the file is JSON but not a list of battles.',
				'Each battle is a record {model_a, model_b, winner}.'
			);
		}
		return { ...out.result('clean-battle'), votes: null };
	}
	for (const { where, value } of entries) {
		if (!isRecord(value)) {
			out.issue(
				'votes-not-record',
				`entry ${where.row} is not a record.`,
				'Each battle is a record {model_a, model_b, winner}.',
				{ row: where.row },
				{ entry: where.row }
			);
			continue;
		}
		const names = out.names(where.row, value.model_a, value.model_b);
		if (!names) continue;
		const winner = value.winner;
		const outcome = typeof winner === 'string' ? outcomeOfWinner(winner, ...names) : null;
		if (outcome === null) {
			out.badWinner(where, 'winner', winner === undefined ? '' : String(winner));
			continue;
		}
		out.push(where, names, outcome, timeOf(value.tstamp ?? value.timestamp));
		for (const key in value) if (!VOTE_FIELDS.has(key)) out.cell(key, value[key]);
	}
	return out.result('clean-battle');
}

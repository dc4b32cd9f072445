/**
 * Whether a file is a votes file, and in which layout, from its content (the first bytes as
 * text), never from its name: a JSON array or JSON lines whose first records have `model_a`,
 * `model_b` and `winner` keys; JSON lines whose first line is an arena-hard-auto judgment
 * (`games`, `model`, `question_id` or `uid`: `src/formats/arena-judgments.ts`); a CSV/TSV whose
 * header has `model_a`, `model_b` and `winner` or the preference flags (`votes-csv.ts`). Parquet
 * is told by its columns (`votes-parquet.ts`).
 */
import { looksLikeJudgment } from '../../../formats/arena-judgments.ts';
import { guessDelimiter, parseCsv, stripBom } from '../../score-tables/formats/csv.ts';
import { layoutOfHeader } from './votes-csv.ts';
import type { VotesLayout } from './votes-parse.ts';

/** How much of the head the JSON test reads: a few records even with long conversations. */
const JSON_HEAD = 1 << 16;

/** The votes layout of a file whose first bytes are `head`, or null. */
export function detectVotes(head: string): VotesLayout | null {
	const text = stripBom(head).trimStart();
	if (text.startsWith('{')) {
		const end = text.search(/\r?\n/);
		try {
			if (looksLikeJudgment(JSON.parse(end < 0 ? text : text.slice(0, end)))) return 'arena-hard';
		} catch {
			// a line cut by the head, or not JSON lines: the key test below decides
		}
	}
	if (text.startsWith('[') || text.startsWith('{')) {
		const part = text.slice(0, JSON_HEAD);
		const key = (k: string) => new RegExp(`"${k}"\\s*:`).test(part);
		return key('model_a') && key('model_b') && key('winner') ? 'clean-battle' : null;
	}
	const end = text.search(/\r?\n/);
	const firstLine = end < 0 ? text : text.slice(0, end);
	const header = parseCsv(firstLine, guessDelimiter(firstLine)).records[0]?.fields ?? [];
	return layoutOfHeader(header);
}

/**
 * The one entry point of the score-table parsers: text in, a `ScoreTable` or issues out. Without
 * choices the file is sniffed (`sniff.ts`) and read with the best proposal; with choices (from
 * the import review) it is read exactly so. Never throws.
 */
import { makeIssue } from './messages.ts';
import { parseLong } from './long.ts';
import { parseNested } from './nested.ts';
import { sniffScoreTable } from './sniff.ts';
import type { ScoreTableChoices, ScoreTableParse } from './types.ts';
import { parseWide } from './wide.ts';

export function parseScoreTable(
	text: string,
	file: string,
	choices?: ScoreTableChoices
): ScoreTableParse {
	if (!choices) {
		const sniffed = sniffScoreTable(text, file);
		if (sniffed.kind !== 'score-table' || !sniffed.proposals.length) {
			const code = sniffed.reason.code === 'empty' ? 'empty-file' : 'not-a-score-table';
			return { ok: false, issues: [makeIssue(file, code, { reason: sniffed.message })] };
		}
		choices = sniffed.proposals[0];
	}
	switch (choices.format) {
		case 'wide':
			return parseWide(text, file, choices);
		case 'long':
			return parseLong(text, file, choices);
		case 'nested-json':
			return parseNested(text, file, choices);
		default:
			return {
				ok: false,
				issues: [makeIssue(file, 'bad-choice', { detail: 'unknown format' })]
			};
	}
}

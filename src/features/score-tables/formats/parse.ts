/**
 * The one entry point of the score-table parsers: text in, a `ScoreTable` or issues out. Without
 * choices the file is sniffed (`sniff.ts`) and read with the best proposal; with choices (from
 * the import review) it is read exactly so. Never throws.
 */
import { tableBenchmarkDates, tableFacts, wideFactColumns } from './fact-columns.ts';
import { makeIssue, makeNote } from './messages.ts';
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
		case 'wide': {
			const facts = wideFactColumns(text, choices);
			const exclude = [...(choices.exclude ?? []), ...facts];
			const parsed = parseWide(text, file, facts.length ? { ...choices, exclude } : choices);
			return parsed.ok ? withFacts(text, { ...parsed, choices }, facts) : parsed;
		}
		case 'long': {
			const parsed = parseLong(text, file, choices);
			return parsed.ok ? withFacts(text, parsed, []) : parsed;
		}
		case 'nested-json':
			return parseNested(text, file, choices);
		default:
			return {
				ok: false,
				issues: [makeIssue(file, 'bad-choice', { detail: 'unknown format' })]
			};
	}
}

/**
 * A parse with the models' facts of its fact columns (`fact-columns.ts`), and a note naming them;
 * `excludedFacts` (a wide table's fact columns, left out of its benchmarks) leave the note of
 * columns left out as chosen.
 */
function withFacts(
	text: string,
	parsed: Extract<ScoreTableParse, { ok: true }>,
	excludedFacts: readonly string[]
): ScoreTableParse {
	const choices = parsed.choices;
	if (choices.format === 'nested-json') return parsed;
	const read = tableFacts(text, choices);
	const notes = parsed.notes.flatMap((n) => {
		if (n.code !== 'excluded' || !excludedFacts.length) return [n];
		const names = String(n.params.names)
			.split(', ')
			.filter((x) => !excludedFacts.includes(x));
		return names.length ? [makeNote('excluded', { names: names.join(', ') })] : [];
	});
	const benchmarks = tableBenchmarkDates(text, choices);
	const withDates = benchmarks ? { benchmarkDates: benchmarks.dates } : {};
	if (!read) return { ...parsed, notes, ...withDates };
	notes.push(makeNote('model-facts', { names: read.columns.join(', '), bad: read.bad }));
	return { ...parsed, notes, modelFacts: read.facts, ...withDates };
}

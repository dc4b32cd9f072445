import { describe, expect, it } from 'vitest';
import {
	A_WINS,
	B_WINS,
	BOTH_BAD,
	TIE,
	voteColumn
} from '../../../../../src/features/votes/core/votes.ts';
import { parseCleanBattle } from '../../../../../src/features/votes/formats/clean-battle.ts';
import { detectVotes } from '../../../../../src/features/votes/formats/detect-votes.ts';
import { parseVotesCsv } from '../../../../../src/features/votes/formats/votes-csv.ts';
import { MAX_LEVELS } from '../../../../../src/features/votes/formats/votes-builder.ts';
import { HAVE_REAL, NO_REAL_MESSAGE } from '../../../helpers.ts';
import { genaiVotes, HAVE_GENAI } from '../votes-fixtures.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REAL } from '../../../helpers.ts';

if (!HAVE_REAL) console.info(NO_REAL_MESSAGE);

const battle = (o: Record<string, unknown>) =>
	JSON.stringify({ judge: 'u1', anony: true, tstamp: 1707700514.5, ...o });

describe('clean_battle JSON (Chatbot Arena, GenAI-Arena)', () => {
	it('reads the winners, times and columns, in file order', () => {
		const text = `[${[
			battle({ model_a: 'x', model_b: 'y', winner: 'model_a' }),
			battle({ model_a: 'y', model_b: 'z', winner: 'model_b', judge: 'u2' }),
			battle({ model_a: 'x', model_b: 'z', winner: 'tie', anony: false }),
			battle({ model_a: 'z', model_b: 'x', winner: 'tie (bothbad)', tstamp: null })
		].join(',\n')}]`;
		const p = parseCleanBattle(text, 'b.json');
		expect(p.ok).toBe(true);
		expect(p.layout).toBe('clean-battle');
		const v = p.votes!;
		expect(v.models).toEqual(['x', 'y', 'z']);
		expect([...v.outcome]).toEqual([A_WINS, B_WINS, TIE, BOTH_BAD]);
		expect([...v.a]).toEqual([0, 1, 0, 2]);
		expect([...v.row]).toEqual([0, 1, 2, 3]);
		expect(v.time![0]).toBe(1707700514.5);
		expect(v.time![3]).toBeNaN();
		expect(voteColumn(v, 'judge')!.levels).toEqual(['u1', 'u2']);
		expect([...voteColumn(v, 'anony')!.codes]).toEqual([0, 0, 1, 0]);
	});

	it('names each bad row by row and column, and keeps the good ones', () => {
		const text = `[${[
			battle({ model_a: 'x', model_b: 'y', winner: 'model_c' }),
			battle({ model_a: 'x', model_b: 'x', winner: 'tie' }),
			battle({ model_a: '', model_b: 'y', winner: 'model_a' }),
			'42',
			battle({ model_a: 'x', model_b: 'y', winner: 'y' })
		].join(',')}]`;
		const p = parseCleanBattle(text, 'b.json');
		expect(p.ok).toBe(false);
		expect(p.badRows).toBe(4);
		expect(p.issues.map((i) => [i.code, i.row, i.columnName])).toEqual([
			['votes-winner-invalid', 1, 'winner'],
			['votes-self-play', 2, 'model_b'],
			['votes-empty-model', 3, 'model_a'],
			['votes-not-record', 4, undefined]
		]);
		expect(p.issues[0].params).toEqual({ value: 'model_c' });
		expect(p.votes!.row[0]).toBe(4);
		expect(p.votes!.outcome[0]).toBe(B_WINS);
	});

	it('reads JSON lines, and names a line that is not JSON', () => {
		const text = [
			battle({ model_a: 'x', model_b: 'y', winner: 'model_a' }),
			'{broken',
			battle({ model_a: 'y', model_b: 'x', winner: 'both_bad' })
		].join('\n');
		const p = parseCleanBattle(text, 'b.jsonl');
		expect(p.votes!.row.length).toBe(2);
		expect([...p.votes!.row]).toEqual([0, 2]);
		expect(p.issues.map((i) => [i.code, i.row])).toEqual([['votes-json-invalid', 2]]);
	});

	it('a file that is not JSON, or not a list, is one problem without rows', () => {
		const bad = parseCleanBattle('[{"model_a": "x",', 'b.json');
		expect(bad.votes).toBeNull();
		expect(bad.issues.map((i) => i.code)).toEqual(['votes-json-invalid']);
		expect(parseCleanBattle('[]', 'b.json').issues.map((i) => i.code)).toEqual(['votes-no-votes']);
	});

	it('keeps short category columns and leaves free text and many-valued fields out', () => {
		const rows = Array.from({ length: MAX_LEVELS + 2 }, (_, k) =>
			battle({
				model_a: 'x',
				model_b: 'y',
				winner: 'model_a',
				id: `q${k}`,
				conversation: [{ role: 'user' }]
			})
		);
		const p = parseCleanBattle(`[${rows.join(',')}]`, 'b.json');
		expect([...p.ignoredColumns].sort()).toEqual(['conversation', 'id']);
		expect(p.votes!.columns.map((c) => c.name)).toEqual(['judge', 'anony']);
	});
});

describe('votes CSV: a winner column, or the preference flags', () => {
	it('winner column: keywords in any case, a side named by its model, both_bad, ISO times', () => {
		const text = [
			'Model_A,model_b,WINNER,language,timestamp',
			'x,y,model_a,en,2024-02-01T00:00:00Z',
			'x,y,Model_B,zh,1707700514',
			'x,y,y,en,',
			'y,x,both_bad,en,1707700514000',
			'y,x,TIE,fr,not a date'
		].join('\n');
		const p = parseVotesCsv(text, 'v.csv');
		expect(p.ok).toBe(true);
		expect(p.layout).toBe('winner-column');
		expect([...p.votes!.outcome]).toEqual([A_WINS, B_WINS, B_WINS, BOTH_BAD, TIE]);
		expect(p.votes!.time![0]).toBe(Date.UTC(2024, 1, 1) / 1000);
		expect(p.votes!.time![1]).toBe(1707700514);
		expect(p.votes!.time![3]).toBe(1707700514);
		expect(p.votes!.time![4]).toBeNaN();
		expect(voteColumn(p.votes!, 'language')!.levels).toEqual(['en', 'zh', 'fr']);
		expect([...p.votes!.row]).toEqual([0, 1, 2, 3, 4]);
	});

	it('winner column: names a winner that is neither side nor a tie, and a short row', () => {
		const text = ['model_a,model_b,winner', 'x,y,model_a', 'x,y,z', 'x,y', 'x,,tie'].join('\n');
		const p = parseVotesCsv(text, 'v.csv');
		expect(p.issues.map((i) => [i.code, i.row, i.columnName])).toEqual([
			['votes-winner-invalid', 3, 'winner'],
			['votes-row-length', 4, undefined],
			['votes-empty-model', 5, 'model_b']
		]);
		expect(p.votes!.a.length).toBe(1);
	});

	it('preference flags (arena-human-preference-55k): exactly one of the three is 1', () => {
		const text = [
			'id,model_a,model_b,prompt,winner_model_a,winner_model_b,winner_tie',
			'1,x,y,"a, quoted prompt",1,0,0',
			'2,x,y,p,0,1,0',
			'3,y,x,p,0,0,1',
			'4,y,x,p,1,1,0',
			'5,y,x,p,0,0,yes'
		].join('\n');
		const p = parseVotesCsv(text, 'p.csv');
		expect(p.layout).toBe('preference-flags');
		expect([...p.votes!.outcome]).toEqual([A_WINS, B_WINS, TIE]);
		expect(p.issues.map((i) => [i.code, i.row])).toEqual([
			['votes-flags-invalid', 5],
			['votes-flags-invalid', 6]
		]);
		expect(p.issues[0].params).toEqual({ values: '1, 1, 0' });
	});
});

describe('detectVotes: by content, never by name', () => {
	it('recognises each layout and nothing else', () => {
		expect(detectVotes(`[${battle({ model_a: 'x', model_b: 'y', winner: 'tie' })}]`)).toBe(
			'clean-battle'
		);
		expect(detectVotes(battle({ model_a: 'x', model_b: 'y', winner: 'tie' }))).toBe('clean-battle');
		expect(detectVotes('\ufeffmodel_a,model_b,winner\nx,y,tie\n')).toBe('winner-column');
		expect(detectVotes('model_a\tmodel_b\twinner_model_a\twinner_model_b\twinner_tie\n')).toBe(
			'preference-flags'
		);
		expect(detectVotes('item_id,gpt-4,claude\nq1,1,0\n')).toBeNull();
		expect(detectVotes('model_a,model_b,score\n')).toBeNull();
		expect(detectVotes('[{"model": "x", "score": 1}]')).toBeNull();
		expect(detectVotes('')).toBeNull();
	});
});

describe.skipIf(!HAVE_GENAI)('the real files (../shared/real)', () => {
	it('GenAI-Arena: 2,060 votes, and row 1,820 (a model playing itself) named', () => {
		const text = readFileSync(
			join(REAL, 'genai_arena', 'raw', 'clean_battle_20240220.json'),
			'utf8'
		);
		expect(detectVotes(text.slice(0, 4096))).toBe('clean-battle');
		const p = parseCleanBattle(text, 'clean_battle_20240220.json');
		expect(p.issues.map((i) => [i.code, i.row, i.columnName])).toEqual([
			['votes-self-play', 1820, 'model_b']
		]);
		expect(genaiVotes().a.length).toBe(2060);
	});
});

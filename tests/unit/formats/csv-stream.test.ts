import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CsvParser, guessDelimiter, parseCsvText } from '../../../src/formats/csv-stream.ts';
import { lines } from '../../../src/formats/text-stream.ts';

function parseChunked(text: string, size: number) {
	const rows: string[][] = [];
	const starts: number[] = [];
	const p = new CsvParser(',', (r) => {
		rows.push(r.fields);
		starts.push(r.line);
	});
	for (let k = 0; k < text.length; k += size) p.push(text.slice(k, k + size));
	p.end();
	return { rows, starts, problems: p.problems };
}

describe('streaming CSV parser', () => {
	it('handles quotes, doubled quotes, newlines in quotes, CRLF and blank lines', () => {
		const text = 'a,b\r\n"x,1","he said ""hi"""\r\n\r\n"multi\nline",2\r\n';
		expect(parseCsvText(text).rows).toEqual([
			['a', 'b'],
			['x,1', 'he said "hi"'],
			['multi\nline', '2']
		]);
	});

	it("takes the first line ending outside quotes as the file's, as papaparse does", () => {
		// A quoted CR does not decide; the first real line end is LF.
		expect(parseCsvText('"a\rb",c\nd,e\n').rows).toEqual([
			['a\rb', 'c'],
			['d', 'e']
		]);
		// Mixed endings: after CRLF, a lone LF stays inside the value (cells are trimmed later).
		expect(parseCsvText('a,b\r\n1,2\n3,4\r\n').rows).toEqual([
			['a', 'b'],
			['1', '2\n3', '4']
		]);
	});

	it('reports the line each record starts on', () => {
		const { starts } = parseChunked('a,b\n"1\n2",3\n4,5\n', 2);
		expect(starts).toEqual([1, 2, 4]);
	});

	it('reports an unclosed quote', () => {
		const { problems } = parseChunked('a,b\n"open,1\n2,3\n', 5);
		expect(problems[0].message).toMatch(/never closed/);
		expect(problems[0].line).toBe(2);
	});

	it('agrees with papaparse on well-formed CSV, for any chunk size', () => {
		const field = fc.oneof(
			fc.string({ maxLength: 6 }),
			fc.constantFrom('"', ',', '\n', '\r', '\r\n', '""', 'a"b', ' ')
		);
		fc.assert(
			fc.property(
				fc.array(fc.array(field, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 8 }),
				fc.integer({ min: 1, max: 9 }),
				(rows, size) => {
					const text = Papa.unparse(rows, { newline: '\n', quotes: true });
					const ours = parseChunked(text, size).rows;
					const theirs = Papa.parse<string[]>(text, {
						delimiter: ',',
						skipEmptyLines: false
					}).data.filter((r) => !(r.length === 1 && r[0] === ''));
					expect(ours).toEqual(theirs);
				}
			),
			{ numRuns: 300 }
		);
	});

	it('guesses the delimiter', () => {
		expect(guessDelimiter('a\tb\tc', 'x.txt')).toBe('\t');
		expect(guessDelimiter('a;b;c', 'x.csv')).toBe(';');
		expect(guessDelimiter('a,b', 'x.tsv')).toBe('\t');
	});

	it('splits lines across chunks, CRLF included', async () => {
		async function* chunks() {
			yield 'ab';
			yield 'c\r';
			yield '\nd\n\ne';
		}
		const out: string[] = [];
		for await (const l of lines(chunks())) out.push(`${l.line}:${l.text}`);
		expect(out).toEqual(['1:abc', '2:d', '3:', '4:e']);
	});
});

/**
 * The records of a wide table, for the wide readers (`wide-table.ts`): a header, then data rows
 * seen through `RowView`, whose `scores` reads a row's score cells into a Float64Array. Rows come
 * from papaparse (`csv-stream.ts`: quoted fields, any encoding) or, for plain UTF-8 numeric rows,
 * straight from the bytes (`plain-rows.ts`); both give the same records, record numbers and
 * problems.
 */
import type { Contribution } from './contribution.ts';
import { CsvParser, CsvStopError, type CsvProblem } from './csv-stream.ts';
import { readPlainRecords } from './plain-rows.ts';
import { readParquetRecords } from './parquet-rows.ts';
import type { ReadContext } from './read-context.ts';
import { FieldsView, type TableVisitor } from './row-view.ts';
import { textChunks } from './text-stream.ts';

class Stop extends Error {}

/**
 * Reads every record of a wide table into `visitor`, through papaparse. Problems of the CSV
 * itself (an unclosed quote, a record past the size limits) are recorded on `ctx.out`. Returns
 * whether a header was read.
 */
export async function readRecords(ctx: ReadContext, visitor: TableVisitor): Promise<boolean> {
	const { out } = ctx;
	if (ctx.parquet) return readParquetRecords(ctx, visitor);
	const plain =
		ctx.encoding === 'utf-8' && ctx.csv !== 'papaparse'
			? await readPlainRecords(ctx, visitor)
			: null;
	if (!plain) return readPapaRecords(ctx, visitor);
	if (plain.stop) reportStop(out, plain.stop);
	reportProblems(out, plain.problems);
	return plain.header;
}

function reportStop(out: Contribution, e: CsvStopError): void {
	out.issue({
		row: e.problem.record,
		message: `${e.problem.message}.`,
		hint: 'Check the file is a CSV/TSV table.',
		code: e.problem.code,
		params: e.problem.params
	});
}

function reportProblems(out: Contribution, problems: readonly CsvProblem[]): void {
	for (const p of problems) {
		out.issue({
			row: p.record,
			message: `${p.message}.`,
			hint: 'Close the quote (") or remove it.',
			code: p.code,
			params: p.params
		});
	}
}

/** Every record through papaparse. */
async function readPapaRecords(ctx: ReadContext, visitor: TableVisitor): Promise<boolean> {
	const { out } = ctx;
	let header = false;
	const view = new FieldsView();
	const parser = new CsvParser(ctx.choices.delimiter ?? ',', (r) => {
		let go: boolean;
		if (r.record === 1) {
			header = true;
			go = visitor.header(r.fields);
		} else {
			view.record = r.record;
			view.fields = r.fields;
			go = visitor.row(view);
		}
		if (!go) throw new Stop();
	});
	try {
		for await (const t of textChunks(ctx.file, ctx.encoding, ctx.onBytes)) parser.push(t);
		parser.end();
	} catch (e) {
		if (e instanceof CsvStopError) reportStop(out, e);
		else if (!(e instanceof Stop)) throw e;
	}
	reportProblems(out, parser.problems);
	return header;
}

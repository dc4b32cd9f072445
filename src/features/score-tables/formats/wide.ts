/**
 * Wide CSV/TSV score tables: one row per model and one column per benchmark (`models-as-rows`,
 * e.g. `model,orig_acc,new_acc`), or transposed (`benchmarks-as-rows`). Columns (rows, when
 * transposed) named `<benchmark>_stderr` / `<benchmark>_se` hold that benchmark's standard errors
 * (`stderr-names.ts`); columns of text only (`organization`) are left out with a note; a
 * `condition` column (models as rows) puts each row under that condition.
 */
import { DEFAULT_CONDITION } from '../core/ScoreTable.ts';
import { readCell } from './cells.ts';
import { parseCsv } from './csv.ts';
import { IssueList, makeIssue, makeNote } from './messages.ts';
import { pairStderr, stderrName } from './stderr-names.ts';
import { TableBuilder } from './TableBuilder.ts';
import type { ScoreTableNote, ScoreTableParse, WideChoices } from './types.ts';

interface Field {
	readonly raw: string;
	readonly row: number;
	readonly column: number;
	readonly columnName: string;
}

/**
 * The table as lines of the benchmark axis ("attributes": benchmark or standard-error lines) and
 * of the model axis, whichever way round the file is written.
 */
interface Grid {
	readonly models: ReadonlyArray<{
		name: string;
		condition: string;
		row?: number;
		column?: number;
	}>;
	readonly attributes: ReadonlyArray<{ name: string; row?: number; column?: number }>;
	/** Field of (model line m, attribute line a); `null` when the row is short. */
	field(m: number, a: number): Field | null;
}

export function parseWide(text: string, file: string, choices: WideChoices): ScoreTableParse {
	const issues = new IssueList(file);
	if (text.trim() === '') return { ok: false, issues: [emptyIssue(file)] };
	const csv = parseCsv(text, choices.delimiter);
	if (csv.error) {
		issues.add('csv-syntax', { detail: csv.error.message }, { row: csv.error.record });
		return { ok: false, issues: issues.done() };
	}
	const [head, ...body] = csv.records;
	if (!head) return { ok: false, issues: [emptyIssue(file)] };
	if (!body.length) {
		issues.add('no-data-rows', {}, { row: head.record });
		return { ok: false, issues: issues.done() };
	}
	const header = head.fields.map((h) => h.trim());
	if (!checkChoices(header, choices, issues)) return { ok: false, issues: issues.done() };
	const notes: ScoreTableNote[] = [];
	checkRowLengths(header, body, issues, notes);
	const excluded: string[] = [];
	const grid = gridOf({ header, headRecord: head.record, body }, choices, excluded);
	if (excluded.length) notes.push(makeNote('excluded', { names: excluded.join(', ') }));
	const builder = new TableBuilder(issues);
	readGrid(grid, issues, builder, notes);
	const table = builder.build(notes);
	if (!table) return { ok: false, issues: issues.done() };
	return { ok: true, table, choices, notes };
}

type CsvRecord = { readonly fields: string[]; readonly record: number };

/** Whether the id and condition columns chosen exist and fit the orientation (else an issue). */
function checkChoices(header: readonly string[], choices: WideChoices, issues: IssueList): boolean {
	const idColumn = choices.idColumn ?? 0;
	if (!(idColumn >= 0 && idColumn < header.length)) {
		issues.add('bad-choice', { detail: `column ${idColumn + 1} does not exist` });
		return false;
	}
	const condColumn = choices.conditionColumn;
	if (
		condColumn !== undefined &&
		(choices.orientation !== 'models-as-rows' ||
			condColumn === idColumn ||
			!(condColumn >= 0 && condColumn < header.length))
	) {
		issues.add('bad-choice', {
			detail: 'the condition column must be another column of a table with models as rows'
		});
		return false;
	}
	return true;
}

/** Extra fields beyond the header (an issue, once per row); short rows (a note). */
function checkRowLengths(
	header: readonly string[],
	body: readonly CsvRecord[],
	issues: IssueList,
	notes: ScoreTableNote[]
): void {
	let short = 0;
	for (const r of body) {
		if (r.fields.length < header.length) short++;
		for (let c = header.length; c < r.fields.length; c++) {
			if (r.fields[c].trim() !== '') {
				issues.add(
					'extra-fields',
					{ found: r.fields.length, expected: header.length },
					{ row: r.record }
				);
				break;
			}
		}
	}
	if (short) notes.push(makeNote('short-rows', { count: short }));
}

/** The table as model lines and attribute lines, in the orientation chosen; `excluded` filled. */
function gridOf(
	csv: { header: readonly string[]; headRecord: number; body: readonly CsvRecord[] },
	choices: WideChoices,
	excluded: string[]
): Grid {
	const { header, headRecord, body } = csv;
	const idColumn = choices.idColumn ?? 0;
	const condColumn = choices.conditionColumn;
	const exclude = new Set(choices.exclude ?? []);
	const fieldAt = (r: number, c: number): Field | null => {
		const rec = body[r];
		if (c >= rec.fields.length) return null;
		return { raw: rec.fields[c], row: rec.record, column: c + 1, columnName: header[c] };
	};
	const dataColumns = header
		.map((_, c) => c)
		.filter((c) => c !== idColumn && c !== condColumn)
		.filter((c) => {
			if (!exclude.has(header[c])) return true;
			excluded.push(header[c]);
			return false;
		});
	if (choices.orientation === 'models-as-rows') {
		return {
			models: body.map((r) => ({
				name: (r.fields[idColumn] ?? '').trim(),
				condition:
					condColumn !== undefined
						? (r.fields[condColumn] ?? '').trim() || DEFAULT_CONDITION
						: DEFAULT_CONDITION,
				row: r.record
			})),
			attributes: dataColumns.map((c) => ({ name: header[c], row: headRecord, column: c + 1 })),
			field: (m, a) => fieldAt(m, dataColumns[a])
		};
	}
	const rows = body
		.map((_, r) => r)
		.filter((r) => {
			const name = (body[r].fields[idColumn] ?? '').trim();
			if (!exclude.has(name)) return true;
			excluded.push(name);
			return false;
		});
	return {
		models: dataColumns.map((c) => ({
			name: header[c],
			condition: DEFAULT_CONDITION,
			row: headRecord,
			column: c + 1
		})),
		attributes: rows.map((r) => ({
			name: (body[r].fields[idColumn] ?? '').trim(),
			row: body[r].record
		})),
		field: (m, a) => fieldAt(rows[a], dataColumns[m])
	};
}

function emptyIssue(file: string) {
	return makeIssue(file, 'empty-file');
}

function readGrid(
	grid: Grid,
	issues: IssueList,
	builder: TableBuilder,
	notes: ScoreTableNote[]
): void {
	const lines = attributeLines(grid, notes);
	const benchmarkLines = checkBenchmarkNames(grid, lines, issues);
	const modelLines = checkModelNames(grid, issues);
	if (issues.count) return;
	readValues(grid, lines, { benchmarkLines, modelLines }, { issues, builder, notes });
}

/** The attribute lines kept (text-only lines are metadata), their names and standard errors. */
interface AttributeLines {
	readonly keep: number[];
	readonly names: string[];
	readonly stderrOf: readonly number[];
	readonly orphanSet: Set<number>;
}

function attributeLines(grid: Grid, notes: ScoreTableNote[]): AttributeLines {
	const M = grid.models.length;
	// Attribute lines of text only (no number anywhere, some text) are metadata, not benchmarks.
	const keep: number[] = [];
	grid.attributes.forEach((attr, a) => {
		let numbers = 0;
		let text = 0;
		for (let m = 0; m < M; m++) {
			const f = grid.field(m, a);
			if (!f) continue;
			const r = readCell(f.raw);
			if (r.kind === 'value') numbers++;
			else if (r.kind === 'invalid') text++;
		}
		if (numbers === 0 && text > 0) {
			notes.push(makeNote('ignored-text-column', { name: attr.name }));
		} else if (attr.name === '' && numbers === 0) {
			// An unnamed, empty line (a trailing delimiter): nothing to read.
		} else keep.push(a);
	});
	const names = keep.map((a) => grid.attributes[a].name);
	const { stderrOf, orphans } = pairStderr(names);
	for (const o of orphans) {
		notes.push(makeNote('orphan-stderr', { name: names[o], base: stderrName(names[o])!.base }));
	}
	const paired = keep.filter((_, k) => stderrOf[k] >= 0).map((a) => grid.attributes[a].name);
	if (paired.length)
		notes.push(makeNote('stderr-found', { count: paired.length, names: paired.join(', ') }));
	const orphanSet = new Set(orphans);

	return { keep, names, stderrOf, orphanSet };
}

/** Benchmark lines with a name used once (issues for empty and repeated names). */
function checkBenchmarkNames(grid: Grid, lines: AttributeLines, issues: IssueList): number[] {
	const { keep, stderrOf, orphanSet } = lines;
	// Names: benchmarks distinct, models distinct per condition, none empty.
	const seenBenchmark = new Map<string, { row?: number; column?: number }>();
	const benchmarkLines: number[] = [];
	keep.forEach((a, k) => {
		if (stderrOf[k] >= 0 || orphanSet.has(k)) return;
		const attr = grid.attributes[a];
		const at = { row: attr.row, column: attr.column, columnName: attr.name };
		if (attr.name === '') issues.add('empty-name', { what: 'benchmark' }, at);
		else if (seenBenchmark.has(attr.name)) {
			const first = seenBenchmark.get(attr.name)!;
			issues.add(
				'duplicate-name',
				{
					what: 'benchmark',
					name: attr.name,
					...(first.column !== undefined ? { firstColumn: first.column } : { firstRow: first.row! })
				},
				at
			);
		} else {
			seenBenchmark.set(attr.name, attr);
			benchmarkLines.push(a);
		}
	});
	return benchmarkLines;
}

/** Model lines with a name used once per condition (issues for empty and repeated names). */
function checkModelNames(grid: Grid, issues: IssueList): number[] {
	const seenModel = new Map<string, { row?: number; column?: number }>();
	const modelLines: number[] = [];
	grid.models.forEach((model, m) => {
		const at = {
			row: model.row,
			column: model.column,
			columnName: model.column ? model.name : undefined
		};
		const key = JSON.stringify([model.condition, model.name]);
		if (model.name === '') issues.add('empty-name', { what: 'model' }, at);
		else if (seenModel.has(key)) {
			const first = seenModel.get(key)!;
			issues.add(
				'duplicate-name',
				{
					what: 'model',
					name: model.name,
					...(first.column !== undefined ? { firstColumn: first.column } : { firstRow: first.row! })
				},
				at
			);
		} else {
			seenModel.set(key, model);
			modelLines.push(m);
		}
	});
	return modelLines;
}

/** The scores and standard errors of the lines kept, into the builder. */
function readValues(
	grid: Grid,
	lines: AttributeLines,
	kept: { benchmarkLines: readonly number[]; modelLines: readonly number[] },
	out: { issues: IssueList; builder: TableBuilder; notes: ScoreTableNote[] }
): void {
	const { keep, names, stderrOf, orphanSet } = lines;
	const { benchmarkLines, modelLines } = kept;
	const { issues, builder, notes } = out;
	let percent = 0;
	for (const m of modelLines) {
		const model = grid.models[m];
		builder.addModel(model.name);
		keep.forEach((a, k) => {
			if (orphanSet.has(k)) return;
			const isStderr = stderrOf[k] >= 0;
			const benchmark = isStderr ? names[stderrOf[k]] : names[k];
			if (!isStderr && !benchmarkLines.includes(a)) return;
			const f = grid.field(m, a);
			if (!f) {
				if (!isStderr) builder.score(model.condition, model.name, benchmark, Number.NaN, {});
				return;
			}
			const at = { row: f.row, column: f.column, columnName: f.columnName };
			const r = readCell(f.raw);
			if (r.kind === 'invalid') {
				issues.add(r.code, r.params, at);
				return;
			}
			const value = r.kind === 'value' ? r.value : Number.NaN;
			if (r.kind === 'value' && r.percent) percent++;
			if (isStderr) {
				if (value < 0) issues.add('negative-stderr', { value }, at);
				else builder.stderr(model.condition, model.name, benchmark, value);
			} else builder.score(model.condition, model.name, benchmark, value, at);
		});
	}
	if (percent) notes.push(makeNote('percent-cells', { count: percent }));
}

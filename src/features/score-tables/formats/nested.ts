/**
 * Nested JSON score tables: `{ benchmark: { model: score } }`, or the same under one top-level key
 * per condition — `{ "direct_eval": {...}, "train_before_test": {...} }`, as lm-harmony's
 * `all_results.json` (Zhang, Dominguez-Olmedo & Hardt 2025) is written. At every level a key such
 * as `direct_eval_stderr` or `mmlu_stderr` beside `direct_eval` / `mmlu` holds the standard errors
 * of that block (`stderr-names.ts`); it is never read as a condition, benchmark or model. With
 * `outer: 'model'` the two inner levels are read the other way round, `{ model: { benchmark:
 * score } }`. Top-level keys that hold no scores (a `description` string) are left out with a note.
 */
import { DEFAULT_CONDITION } from '../core/ScoreTable.ts';
import { readCell } from './cells.ts';
import { IssueList, makeIssue, makeNote } from './messages.ts';
import { pairStderr } from './stderr-names.ts';
import { TableBuilder } from './TableBuilder.ts';
import type { NestedChoices, ScoreTableNote, ScoreTableParse } from './types.ts';

type Obj = Record<string, unknown>;

export function isObject(v: unknown): v is Obj {
	return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Levels of objects above the scores: 1 for `{ model: score }`, 2 for `{ b: { m: score } }`. */
export function nestingDepth(v: unknown, limit = 6): number {
	if (!isObject(v) || limit === 0) return 0;
	let d = 0;
	for (const child of Object.values(v)) d = Math.max(d, nestingDepth(child, limit - 1));
	return 1 + d;
}

const PATH_SEP = ' › ';

interface Reader {
	readonly issues: IssueList;
	readonly builder: TableBuilder;
	readonly notes: ScoreTableNote[];
	readonly outer: 'benchmark' | 'model';
	percent: number;
}

/** Keys of `block` split into standard-error keys (paired with their base), orphans and the rest. */
function split(block: Obj, reader: Reader, path: string[]) {
	const keys = Object.keys(block);
	const { stderrOf, orphans } = pairStderr(keys);
	for (const o of orphans) {
		reader.notes.push(
			makeNote('orphan-stderr', { name: [...path, keys[o]].join(PATH_SEP), base: keys[o] })
		);
	}
	const orphanSet = new Set(orphans);
	return keys.flatMap((key, k) =>
		orphanSet.has(k)
			? []
			: [{ key, value: block[key], stderrFor: stderrOf[k] >= 0 ? keys[stderrOf[k]] : null }]
	);
}

/** `{ inner: score }` under the outer name (a benchmark, or a model with `outer: 'model'`). */
function readLeaves(
	block: Obj,
	condition: string,
	outerName: string,
	stderr: boolean,
	reader: Reader,
	path: string[]
) {
	for (const { key, value, stderrFor } of split(block, reader, path)) {
		const where = { path: [...path, key].join(PATH_SEP) };
		if (isObject(value)) {
			reader.issues.add('mixed-depth', { found: 'one level more', expected: 'scores' }, where);
			continue;
		}
		const innerName = stderrFor ?? key;
		const [benchmark, model] =
			reader.outer === 'benchmark' ? [outerName, innerName] : [innerName, outerName];
		const r = readCell(value);
		if (r.kind === 'invalid') {
			reader.issues.add(r.code, r.params, where);
			continue;
		}
		const v = r.kind === 'value' ? r.value : Number.NaN;
		if (stderr || stderrFor !== null) {
			if (v < 0) reader.issues.add('negative-stderr', { value: v }, where);
			else reader.builder.stderr(condition, model, benchmark, v);
		} else {
			if (r.kind === 'value' && r.percent) reader.percent++;
			reader.builder.score(condition, model, benchmark, v, where);
		}
	}
}

type Entries = ReturnType<typeof split>;

/** `{ outer: { inner: score } }` of one condition, as split entries. */
function readBlock(
	entries: Entries,
	condition: string,
	stderr: boolean,
	reader: Reader,
	path: string[]
) {
	for (const { key, value, stderrFor } of entries) {
		const where = [...path, key];
		if (!isObject(value)) {
			reader.issues.add(
				'mixed-depth',
				{ found: 'a score', expected: 'a table of scores' },
				{ path: where.join(PATH_SEP) }
			);
			continue;
		}
		if (!stderr && stderrFor === null) {
			if (reader.outer === 'benchmark') reader.builder.addBenchmark(key);
			else reader.builder.addModel(key);
		}
		readLeaves(value, condition, stderrFor ?? key, stderr || stderrFor !== null, reader, where);
	}
}

export function parseNested(text: string, file: string, choices: NestedChoices): ScoreTableParse {
	if (text.trim() === '') return { ok: false, issues: [makeIssue(file, 'empty-file')] };
	let doc: unknown;
	try {
		doc = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
	} catch (e) {
		return { ok: false, issues: [makeIssue(file, 'not-json', { detail: (e as Error).message })] };
	}
	if (!isObject(doc)) {
		const found = Array.isArray(doc) ? 'a list' : doc === null ? 'null' : typeof doc;
		return { ok: false, issues: [makeIssue(file, 'json-not-object', { found })] };
	}
	const issues = new IssueList(file);
	const notes: ScoreTableNote[] = [];
	const reader: Reader = {
		issues,
		builder: new TableBuilder(issues),
		notes,
		outer: choices.outer,
		percent: 0
	};
	// Top-level keys without a table under them (descriptions, versions) are not part of it.
	const tables: Obj = {};
	for (const [key, value] of Object.entries(doc)) {
		if (isObject(value)) tables[key] = value;
		else notes.push(makeNote('ignored-key', { name: key }));
	}
	const entries = split(tables, reader, []);
	const depths = entries.map((e) => nestingDepth(e.value));
	const deepest = Math.max(0, ...depths);
	if (deepest > 2) {
		const at = entries[depths.indexOf(deepest)].key;
		issues.add(
			'mixed-depth',
			{ found: `${deepest + 1} levels`, expected: '2 or 3 levels' },
			{ path: at }
		);
		return { ok: false, issues: issues.done() };
	}
	const first = depths.findIndex((d) => d !== deepest);
	if (first >= 0 && depths[first] > 0) {
		issues.add(
			'mixed-depth',
			{ found: `${depths[first] + 1} levels`, expected: `${deepest + 1} levels` },
			{ path: entries[first].key }
		);
		return { ok: false, issues: issues.done() };
	}
	if (deepest === 2) {
		// One key per condition.
		for (const { key, value, stderrFor } of entries) {
			if (stderrFor === null) reader.builder.addCondition(key);
			const block = split(value as Obj, reader, [key]);
			readBlock(block, stderrFor ?? key, stderrFor !== null, reader, [key]);
		}
	} else readBlock(entries, DEFAULT_CONDITION, false, reader, []);
	if (reader.percent) notes.push(makeNote('percent-cells', { count: reader.percent }));
	const table = reader.builder.build(notes);
	if (!table) return { ok: false, issues: issues.done() };
	return { ok: true, table, choices, notes };
}

/**
 * What every importer returns: a matrix, or the problems that stopped it. Errors are values, each
 * naming the file and, where it applies, the row and column, and saying what to do.
 */
import type { ScoreMatrix } from '../core/ScoreMatrix.ts';

export interface ImportIssue {
	readonly file: string;
	/** 1-based record number in the file; the header is row 1. */
	readonly row?: number;
	/** 1-based column number. */
	readonly column?: number;
	readonly columnName?: string;
	/** What is wrong. */
	readonly message: string;
	/** What to do about it. */
	readonly hint?: string;
}

export type ImportResult =
	| { readonly ok: true; readonly matrix: ScoreMatrix; readonly notes: readonly string[] }
	| { readonly ok: false; readonly issues: readonly ImportIssue[] };

/** "results.csv, row 5, column 3 (“gpt-4”): not a number: “abc”. Use …" */
export function describeIssue(issue: ImportIssue): string {
	const where = [issue.file];
	if (issue.row !== undefined) where.push(`row ${issue.row}`);
	if (issue.column !== undefined) {
		where.push(
			issue.columnName !== undefined
				? `column ${issue.column} (“${issue.columnName}”)`
				: `column ${issue.column}`
		);
	} else if (issue.columnName !== undefined) where.push(`column “${issue.columnName}”`);
	return `${where.join(', ')}: ${issue.message}${issue.hint ? ` ${issue.hint}` : ''}`;
}

export function fail(issues: ImportIssue[]): ImportResult {
	return { ok: false, issues };
}

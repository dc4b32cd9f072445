/**
 * Problems an import reports instead of throwing. Errors are values: each names the file and,
 * where it applies, the row and column, and says what to do.
 */

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

/** Truncates a value quoted in a message. */
export function shown(s: string, max = 40): string {
	return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** Stop collecting problems after this many per file: the first ones say enough. */
export const MAX_ISSUES = 20;

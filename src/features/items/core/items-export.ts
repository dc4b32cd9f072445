/**
 * The item table as exported data: `items: [{ id, category, solvedBy, difficulty, discrimination,
 * flags: [...], info: [...] }]` (JSON) and the same columns as CSV. `flags` are the flags worth
 * reading; `info` holds `everybodySolves`, information rather than a flag (item-table.ts). Numbers that are undefined (`NaN`) become
 * `null` in JSON and an empty cell in CSV; model references in flags become model names.
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { FLAG, FLAG_CODES, isInformation, type ItemTable } from './item-table.ts';
import { itemFlags, type ItemFlag } from './item-flags.ts';
import { itemRow } from './model-totals.ts';

/** A flag as exported: model indices replaced by names, `NaN` by `null`. */
type ItemFlagJson = {
	readonly code: ItemFlag['code'];
	readonly params: Readonly<Record<string, number | string | null | readonly (number | null)[]>>;
};

export interface ItemRowJson {
	readonly id: string;
	readonly category: string | null;
	/** 0/1 data: models that got it right; `null` for continuous scores (see `meanScore`). */
	readonly solvedBy: number | null;
	/** Models with a value on the item. */
	readonly graded: number;
	readonly meanScore: number | null;
	/** 1 - meanScore. */
	readonly difficulty: number | null;
	/** Item-rest (point-biserial for 0/1) correlation across models, leave-one-out. */
	readonly discrimination: number | null;
	/** The flags worth reading (every code but `everybodySolves`). */
	readonly flags: readonly ItemFlagJson[];
	/** Information that is not a flag: `everybodySolves`. */
	readonly info: readonly ItemFlagJson[];
}

function num(v: number): number | null {
	return Number.isFinite(v) ? v : null;
}

function flagJson(flag: ItemFlag, models: readonly string[]): ItemFlagJson {
	const params: Record<string, number | string | null | readonly (number | null)[]> = {};
	for (const [key, value] of Object.entries(flag.params)) {
		if (flag.code === 'pivotal' && (key === 'above' || key === 'below')) {
			params[key] = models[value as number];
		} else if (Array.isArray(value)) params[key] = value.map(num);
		else if (typeof value === 'number') params[key] = num(value);
		else params[key] = value as string | null;
	}
	return { code: flag.code, params };
}

/** One exported row per item, in `order` (item order by default). */
export function itemRowsJson(
	matrix: ScoreMatrix,
	table: ItemTable,
	order?: ArrayLike<number>
): ItemRowJson[] {
	const x = new Float64Array(matrix.nModels);
	const n = order ? order.length : table.nItems;
	const rows: ItemRowJson[] = [];
	for (let k = 0; k < n; k++) {
		const i = order ? order[k] : k;
		const flags = table.flags[i] ? itemFlags(table, i, itemRow(matrix, i, x)) : [];
		rows.push({
			id: table.itemIds[i],
			category: table.categories ? table.categories[i] : null,
			solvedBy: table.solvedBy ? table.solvedBy[i] : null,
			graded: table.graded[i],
			meanScore: num(table.meanScore[i]),
			difficulty: num(table.difficulty[i]),
			discrimination: num(table.discrimination[i]),
			flags: flags.filter((f) => !isInformation(f.code)).map((f) => flagJson(f, matrix.models)),
			info: flags.filter((f) => isInformation(f.code)).map((f) => flagJson(f, matrix.models))
		});
	}
	return rows;
}

const CSV_COLUMNS = [
	'id',
	'category',
	'solvedBy',
	'graded',
	'meanScore',
	'difficulty',
	'discrimination',
	'flags',
	'info'
] as const;

/**
 * RFC 4180 field; text starting with =, +, -, @ (or a tab / CR) is prefixed with a quote so that
 * spreadsheets do not run it as a formula (OWASP "CSV injection"). The same rule as `csvField` in
 * src/schemas/results.ts, which core may not import.
 */
function csvCell(v: string | number | null): string {
	if (v === null) return '';
	const s = String(v);
	const safe = typeof v === 'string' && /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
	return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The item table as CSV, one row per item in `order`: the columns of `ItemRowJson`, with the flag
 * codes (and the information codes) joined by `;` (in the order of `FLAG_CODES`).
 */
export function itemsCsv(table: ItemTable, order?: ArrayLike<number>): string {
	const lines = [CSV_COLUMNS.join(',')];
	const n = order ? order.length : table.nItems;
	for (let k = 0; k < n; k++) {
		const i = order ? order[k] : k;
		const f = table.flags[i];
		const present = FLAG_CODES.filter((code) => f & FLAG[code]);
		const codes = present.filter((code) => !isInformation(code)).join(';');
		const info = present.filter(isInformation).join(';');
		lines.push(
			[
				table.itemIds[i],
				table.categories ? table.categories[i] : null,
				table.solvedBy ? table.solvedBy[i] : null,
				table.graded[i],
				num(table.meanScore[i]),
				num(table.difficulty[i]),
				num(table.discrimination[i]),
				codes,
				info
			]
				.map(csvCell)
				.join(',')
		);
	}
	return lines.join('\n') + '\n';
}

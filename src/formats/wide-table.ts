/**
 * Wide tables with items as rows (the native format: `item_id`, optional `meta:` columns, one
 * column per model), and the detector of wide tables in either orientation. With a packed import
 * (`ctx.budget.packed`: every file is such a table) rows go into a packed `WideCells` store on
 * `ctx.out.wide`; otherwise every cell is added to the contribution with its row and column.
 */
import { readFlipped } from './flipped-table.ts';
import { has } from './issues.ts';
import type { Head, ReadContext, Claim } from './read-context.ts';
import { guessLongColumns, looksNumeric, MODEL_HEADER, repeats } from './table-columns.ts';
import { headTable } from './table-head.ts';
import { parseCell, type DecimalMark } from './cell.ts';
import { epochDates } from './item-dates.ts';
import { WideCells } from './WideCells.ts';
import { WideReader } from './wide-reader.ts';
import { NOT_A_SCORE, type RowView } from './row-view.ts';

/** Detects a wide table (items as rows, or models as rows). */
export function sniffWide(head: Head): Claim | null {
	const table = headTable(head, 2);
	if (!table) return null;
	const { delimiter, header, rows: body, decimal } = table;
	// Text columns (every sampled value non-numeric) are metadata, not models/items.
	const meta: string[] = [];
	for (let c = 1; c < header.length; c++) {
		if (/^meta:/i.test(header[c])) {
			meta.push(header[c]);
			continue;
		}
		// A column of dates written as epoch numbers (`date`: 1692662400000) is not a model.
		const dates = () =>
			epochDates(
				header[c],
				body.map((r) => r[c] ?? '')
			) !== null;
		if (isTextColumn(body, c, decimal) || dates()) meta.push(header[c]);
	}
	const first = header[0];
	let confidence = 0.5;
	let orientation: 'items-as-rows' | 'models-as-rows' = 'items-as-rows';
	if (/^(item_?id|item)$/i.test(first)) confidence = 0.95;
	else if (MODEL_HEADER.test(first)) {
		orientation = 'models-as-rows';
		confidence = 0.7;
	}
	const numericCols = header.length - 1 - meta.length;
	if (numericCols < 1) confidence = Math.min(confidence, 0.2);
	// Tens of thousands of columns under a header that does not say item_id: items as columns.
	if (header.length - 1 > 20000 && confidence < 0.9) orientation = 'models-as-rows';
	const long = guessLongColumns(header);
	if (long.item && long.model && long.score && (confidence < 0.9 || meta.includes(long.model))) {
		confidence = 0.3;
	}
	// Repeated ids in the first column: one row per item and model, a long table.
	if (orientation === 'items-as-rows' && repeats(body.map((r) => (r[0] ?? '').trim()))) {
		confidence = Math.min(confidence, 0.2);
	}
	const colsNote =
		orientation === 'items-as-rows'
			? `${numericCols.toLocaleString('en-US')} model columns`
			: `${numericCols.toLocaleString('en-US')} item columns, one model per row (flipped)`;
	const kind =
		delimiter === null
			? 'parquet'
			: delimiter === '\t'
				? 'tab'
				: delimiter === ';'
					? 'semicolon'
					: 'comma';
	const what = kind === 'parquet' ? 'Wide table in Parquet' : `Wide table, ${kind}-separated`;
	return {
		confidence,
		summary: `${what}: ${colsNote}${meta.length ? `, ${meta.length} metadata column${meta.length > 1 ? 's' : ''}` : ''}.`,
		params: {
			delimiter: kind,
			flipped: has(orientation !== 'items-as-rows'),
			columns: numericCols,
			meta: meta.length
		},
		options: { columns: header },
		choices: {
			...(delimiter ? { delimiter } : {}),
			...(decimal === ',' ? { decimal } : {}),
			orientation,
			columns: {
				item: first,
				meta,
				category: meta.find((m) => /^(meta:)?category$/i.test(m)) ?? ''
			}
		}
	};
}

/** Whether a column has a value and every value it has is text, not a score. */
function isTextColumn(body: readonly string[][], c: number, decimal: DecimalMark): boolean {
	let values = 0;
	for (const r of body) {
		const v = (r[c] ?? '').trim();
		if (parseCell(v).kind === 'missing') continue;
		if (looksNumeric(v, decimal)) return false;
		values++;
	}
	return values >= 1;
}

/** Reads a wide table in the orientation chosen. */
export async function readWide(ctx: ReadContext): Promise<void> {
	if (ctx.choices.orientation === 'models-as-rows') return readFlipped(ctx);
	await new ItemRows(ctx).read();
}

class ItemRows extends WideReader {
	#models = new Int32Array(0);
	#wide: WideCells | null = null;
	#row = new Float64Array(0);
	readonly #category: string;

	constructor(ctx: ReadContext) {
		super(ctx, {
			what: 'item',
			emptyId: 'the item id is empty.',
			repeated: (id, first) => `the item id “${id}” was already used in row ${first}.`,
			repeatedHint: 'Item ids must be unique: remove the duplicate row or give it its own id.',
			noRowsHint: 'Add one row per test item under the header.'
		});
		this.#category = ctx.choices.columns?.category ?? '';
		this.tallies = ctx.budget.packed;
	}

	protected columns(header: readonly string[]): void {
		const { out, valueCols } = this;
		this.#models = Int32Array.from(valueCols, (c) => out.modelIndex(header[c]));
		this.#row = new Float64Array(valueCols.length);
		const budget = this.ctx.budget;
		if (budget.packed) {
			const guard = budget.wideGuard(valueCols.length);
			this.#wide = out.wide = new WideCells(
				Array.from(valueCols, (c) => c + 1),
				guard
			);
			guard(0, 'binary');
		}
	}

	#metaField(name: string): string {
		return name === this.#category ? 'category' : name.replace(/^meta:/i, '') || name;
	}

	protected take(id: string, view: RowView): string {
		const { items, out, names: header } = this;
		const item = items.intern(id);
		for (const c of this.metaCols) items.setMeta(item, this.#metaField(header[c]), view.field(c));
		const wide = this.#wide;
		const plain = wide && view.plainBits?.(this.valueCols, this.cells);
		if (wide && plain) {
			wide.commitBits(item, view.record, plain);
			return items.ids[item];
		}
		const row = wide ? wide.row : this.#row;
		const complete = view.scores(this.valueCols, row, this.cells);
		if (wide) {
			// A row with a bad cell fails the import; it is not stored.
			if (complete) wide.commit(item, view.record, view.binary);
		} else {
			const cols = this.valueCols;
			const models = this.#models;
			for (let k = 0; k < cols.length; k++) {
				if (row[k] !== NOT_A_SCORE) out.add(item, models[k], row[k], view.record, cols[k] + 1);
			}
		}
		return items.ids[item];
	}
}

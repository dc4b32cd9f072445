/**
 * Flipped wide tables: one row per model, one column per item (imagenet-testbed's
 * `robustness_top1s.csv`). Items are the header's score columns, in order; every cell is added to
 * the contribution with its row and column (the per-cell path).
 */
import type { ReadContext } from './read-context.ts';
import { WideReader } from './wide-reader.ts';
import { NOT_A_SCORE, type RowView } from './row-view.ts';
import { importNote } from './notes.ts';

/** Reads a wide table with models as rows. */
export async function readFlipped(ctx: ReadContext): Promise<void> {
	await new ModelRows(ctx).read();
}

class ModelRows extends WideReader {
	#items = new Int32Array(0);
	#row = new Float64Array(0);

	constructor(ctx: ReadContext) {
		super(ctx, {
			what: 'model',
			emptyId: 'the model name is empty.',
			repeated: (id, first) => `the model “${id}” was already in row ${first}.`,
			repeatedHint: 'Each model needs one row: remove or rename the duplicate.',
			noRowsHint: 'Add one row per model under the header.'
		});
	}

	protected columns(header: readonly string[]): void {
		const { out, items, valueCols, metaCols } = this;
		// Items are the columns, in header order.
		this.#items = Int32Array.from(valueCols, (c) => items.intern(header[c]));
		this.#row = new Float64Array(valueCols.length);
		if (metaCols.length) {
			out.notes.push(
				importNote('text-columns-ignored', { file: out.file, count: metaCols.length })
			);
		}
	}

	protected take(id: string, view: RowView): string {
		const { out, valueCols } = this;
		const model = out.modelIndex(id);
		const row = this.#row;
		view.scores(valueCols, row, this.cells);
		const items = this.#items;
		for (let k = 0; k < valueCols.length; k++) {
			if (row[k] !== NOT_A_SCORE) out.add(items[k], model, row[k], view.record, valueCols[k] + 1);
		}
		return out.models[model];
	}
}

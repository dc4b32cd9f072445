/**
 * Item details of an import (each item's text and target, each model's output), aligned with the
 * merged matrix; and one item's details for the item view. The type and its schema live in
 * `schemas/item-details.ts` (the library stores them).
 */
import type { ItemDetails } from '../schemas/item-details.ts';
import type { Contribution } from './contribution.ts';
import type { ItemTable } from './item-table.ts';

/** The details of the kept items, or null when no file carried any. */
export function buildDetails(
	contributions: readonly Contribution[],
	localToGlobal: readonly number[][],
	items: ItemTable,
	keep: readonly number[],
	models: readonly string[]
): ItemDetails | null {
	// Most tables carry no text: then no look at every item (reads past an array's end are slow).
	const anyText =
		(items.text.length > 0 || items.target.length > 0) &&
		keep.some((i) => items.text[i] !== undefined || items.target[i] !== undefined);
	const anyOutputs = contributions.some((c) => c.outputs.some((o) => o.size > 0));
	if (!anyText && !anyOutputs) return null;
	return {
		itemIds: keep.map((i) => items.ids[i]),
		models,
		text: keep.map((i) => items.text[i] ?? null),
		target: keep.map((i) => items.target[i] ?? null),
		outputs: anyOutputs ? outputsOf(contributions, localToGlobal, keep, models.length) : null,
		truncated: items.detailsTruncated
	};
}

function outputsOf(
	contributions: readonly Contribution[],
	localToGlobal: readonly number[][],
	keep: readonly number[],
	nModels: number
): (string | null)[][] {
	const pos = new Map<number, number>();
	keep.forEach((i, k) => pos.set(i, k));
	const outputs = keep.map(() => new Array<string | null>(nModels).fill(null));
	contributions.forEach((c, f) => {
		c.outputs.forEach((map, local) => {
			const g = localToGlobal[f][local];
			for (const [item, text] of map) {
				const k = pos.get(item);
				if (k !== undefined && outputs[k][g] === null) outputs[k][g] = text;
			}
		});
	});
	return outputs;
}

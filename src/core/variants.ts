import { firstShare } from './first-share.ts';
import type { DrawColumns, Reference } from './run-types.ts';
/**
 * The summary of a `variants` run: a fixed set of variants of the test set (drop one category,
 * the two sides of a time split, one threshold each, one difficulty-shifted set). The variants
 * are not a random sample, so nothing here is a percentile, a probability or a "95%": each
 * variant is reported on its own (scores, ranking, tau-b), and across them only the smallest and
 * largest value.
 *
 * The score change compares like with like. Most variants score the same quantity as the
 * reference (a mean score over fewer or other items), so the change is variant minus reference.
 * A threshold's variants are pass shares (the share of a model's items scored at or above the
 * threshold) while the reference is the mean score, a different quantity: there the change is
 * taken between the variants only, each model's largest minus smallest pass share across the
 * thresholds (`changeBasis: 'acrossVariants'`), and with a single threshold there is none (`NaN`).
 */

interface VariantModel {
	readonly model: string;
	/** Column index in the matrix. */
	readonly index: number;
	readonly reference: number;
	readonly referenceRank: number;
	/** Smallest and largest score across the variants (NaN when it has no score in any). */
	readonly min: number;
	readonly max: number;
	/** Best and worst rank across the variants it takes part in. */
	readonly rankMin: number;
	readonly rankMax: number;
}

interface VariantRow {
	/** Variant index (its draw number). */
	readonly index: number;
	/** What the variant is, e.g. `without "math"` (from the recipe). */
	readonly name: string;
	/** Kendall tau-b of the variant's scores with the reference scores (NaN: every model tied). */
	readonly tau: number;
	/** Column indices of the models ranked first in this variant. */
	readonly first: readonly number[];
}

export interface VariantsSummary {
	readonly nVariants: number;
	/** Models in reference order (best first). */
	readonly models: readonly VariantModel[];
	readonly variants: readonly VariantRow[];
	/** Smallest and largest tau-b across the variants with a defined tau-b. */
	readonly tauMin: number;
	readonly tauMax: number;
	/** Variants whose tau-b is undefined (every model tied). */
	readonly undefinedVariants: number;
	/** Column index of the reference leader. */
	readonly leader: number;
	/**
	 * Variants in which the reference leader is ranked first, a tie for first among k models
	 * counting 1/k (`first-share.ts`), so not always a whole number.
	 */
	readonly leaderFirst: number;
	/**
	 * `reference`: the largest |variant score - reference score| of any model in any variant;
	 * `acrossVariants`: the largest difference between two variants' scores of one model (max -
	 * min across the variants), `NaN` with fewer than two variants.
	 */
	readonly maxChange: number;
	/** What `maxChange` compares (see the module comment). */
	readonly changeBasis: ChangeBasis;
}

/**
 * What a variants run's score change compares: each variant with the reference (same quantity),
 * or the variants with each other (a threshold's pass shares against a reference mean score).
 */
export type ChangeBasis = 'reference' | 'acrossVariants';

/**
 * Summarises a run of fixed variants; `names[d]` says what variant d is; `changeBasis` what the
 * score change compares (`acrossVariants` for thresholds, see the module comment).
 */
export function summarizeVariants(
	table: DrawColumns,
	reference: Reference,
	models: readonly string[],
	names: readonly string[],
	changeBasis: ChangeBasis = 'reference'
): VariantsSummary {
	const M = table.nModels;
	const V = table.nDraws;
	const rows: VariantModel[] = [];
	let maxChange = 0;
	for (const m of reference.order) {
		let min = Number.POSITIVE_INFINITY;
		let max = Number.NEGATIVE_INFINITY;
		let rankMin = Number.POSITIVE_INFINITY;
		let rankMax = Number.NEGATIVE_INFINITY;
		const ref = reference.scores[m];
		for (let d = 0; d < V; d++) {
			const s = table.scores[d * M + m];
			const r = table.ranks[d * M + m];
			if (s === s) {
				if (s < min) min = s;
				if (s > max) max = s;
				const change = Math.abs(s - ref);
				if (changeBasis === 'reference' && change > maxChange) maxChange = change;
			}
			if (r > 0) {
				if (r < rankMin) rankMin = r;
				if (r > rankMax) rankMax = r;
			}
		}
		if (changeBasis === 'acrossVariants' && min < max && max - min > maxChange) {
			maxChange = max - min;
		}
		rows.push({
			model: models[m],
			index: m,
			reference: ref,
			referenceRank: reference.ranks[m],
			min: min <= max ? min : Number.NaN,
			max: min <= max ? max : Number.NaN,
			rankMin: rankMin <= rankMax ? rankMin : Number.NaN,
			rankMax: rankMin <= rankMax ? rankMax : Number.NaN
		});
	}
	const variants: VariantRow[] = [];
	let tauMin = Number.POSITIVE_INFINITY;
	let tauMax = Number.NEGATIVE_INFINITY;
	let undefinedVariants = 0;
	let leaderFirst = 0;
	const leader = reference.order[0];
	for (let d = 0; d < V; d++) {
		const t = table.tau[d];
		if (t === t) {
			tauMin = Math.min(tauMin, t);
			tauMax = Math.max(tauMax, t);
		} else undefinedVariants++;
		const first: number[] = [];
		for (let m = 0; m < M; m++) if (table.ranks[d * M + m] === 1) first.push(m);
		leaderFirst += firstShare(table.ranks, d * M, M, leader);
		variants.push({ index: d, name: names[d] ?? `variant ${d + 1}`, tau: t, first });
	}
	return {
		nVariants: V,
		models: rows,
		variants,
		tauMin: tauMin <= tauMax ? tauMin : Number.NaN,
		tauMax: tauMin <= tauMax ? tauMax : Number.NaN,
		undefinedVariants,
		leader,
		leaderFirst,
		maxChange: changeBasis === 'acrossVariants' && V < 2 ? Number.NaN : maxChange,
		changeBasis
	};
}

/** The models of variant `d`, best first (ties in column order), present ones only. */
export function variantRanking(table: DrawColumns, d: number): number[] {
	const M = table.nModels;
	const idx: number[] = [];
	for (let m = 0; m < M; m++) if (table.ranks[d * M + m] > 0) idx.push(m);
	return idx.sort((a, b) => table.ranks[d * M + a] - table.ranks[d * M + b] || a - b);
}

/**
 * Clusters for cluster-robust standard errors: items that share a label in one `meta` column
 * (the passage a question is about, the repository a task comes from, the template it was made
 * from) are not independent, so their errors are summed per cluster before squaring.
 *
 * An item without a label (an empty or blank value) shares nothing known with any other item: it
 * is its own cluster. (The category groups of the perturbations, `perturbations/groups.ts`, treat
 * the empty label as one group `''`; for standard errors that would invent one large cluster.)
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';

/**
 * Below this many clusters the cluster-robust standard error is itself imprecise and t(G - 1)
 * intervals rest on few degrees of freedom; the app shows a caution. Cameron & Miller (2015),
 * "A Practitioner's Guide to Cluster-Robust Inference", J. Human Resources 50(2):317-372,
 * section VI ("Few Clusters"), discuss 20-50 clusters as the range where the usual corrections
 * start to suffice.
 */
export const FEW_CLUSTERS = 20;

export interface Clusters {
	/** Cluster index of each item, in [0, count); `nItems` long. */
	readonly groupOf: Int32Array;
	/** Number of clusters, labelled values plus one per unlabelled item. */
	readonly count: number;
	/** Number of distinct labels (clusters with a label). */
	readonly labelled: number;
	/** Items without a label, each its own cluster. */
	readonly unlabelledItems: number;
}

/** Whether a label counts as missing (empty or only white space). */
export function isUnlabelled(label: string | undefined): boolean {
	return label === undefined || label.trim() === '';
}

/**
 * Clusters from per-item labels: one cluster per distinct non-blank label (numbered in order of
 * first appearance), and one cluster for each item whose label is blank.
 */
export function clustersFromLabels(labels: readonly string[]): Clusters {
	const index = new Map<string, number>();
	const groupOf = new Int32Array(labels.length);
	let count = 0;
	let unlabelledItems = 0;
	for (let i = 0; i < labels.length; i++) {
		const label = labels[i];
		if (isUnlabelled(label)) {
			groupOf[i] = count++;
			unlabelledItems++;
			continue;
		}
		let g = index.get(label);
		if (g === undefined) {
			g = count++;
			index.set(label, g);
		}
		groupOf[i] = g;
	}
	return { groupOf, count, labelled: index.size, unlabelledItems };
}

/** Clusters of the matrix's items by the `meta` column `column`, or `null` if there is none. */
export function clustersFromMeta(matrix: ScoreMatrix, column: string): Clusters | null {
	if (!Object.hasOwn(matrix.meta, column)) return null;
	return clustersFromLabels(matrix.meta[column]);
}

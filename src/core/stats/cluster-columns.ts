/**
 * Which `meta` column, if any, holds clusters for the cluster-robust standard errors.
 *
 * Clustering is for items that share a source: the questions about one passage, the tasks from
 * one repository, the prompts made from one template. Such items are many groups of a few items
 * each, or sit in a column whose name says so (`source`, `passage`, `repo`, `template`, ...).
 * Strata are not clusters: a column with a handful of values (easy / medium / hard, or 3-5 topics)
 * was fixed by the benchmark's design, and clustering on it gives a standard error from 3-5
 * numbers, with t(2)-t(4) critical values, that no one should read (A. Abadie, S. Athey,
 * G. W. Imbens & J. M. Wooldridge 2023, "When Should You Adjust Standard Errors for Clustering?",
 * Quarterly Journal of Economics 138(1):1-35: cluster when the clusters were sampled, not because
 * a grouping exists). Dates are left to the time split: items of one day are not assumed to share
 * a source.
 *
 * Equal-sized groups are strata too, however many there are: a benchmark that takes exactly 10
 * images of each of 1,000 classes (ImageNetV2) or 5 questions of each of 57 subjects fixed the
 * groups and their sizes by design and sampled only within them. Sampled clusters (passages,
 * repositories) come in uneven sizes. Clustering on such strata inflates the standard error
 * (on ImageNetV2's classes the CR1 standard error is 1.50 times the plain one, median over its 67
 * models, where the stratified standard error of W. G. Cochran 1977, "Sampling Techniques", 3rd
 * ed., ch. 5, is 0.93 times: see `stats/strata.ts`), so such a column is never the default; the
 * user can still choose it (the settings say why it is not proposed).
 *
 * The rules here only propose; the user chooses the column, and `null` (no clustering) is the
 * default unless a column clearly looks like clusters.
 */
import type { ScoreMatrix } from '../ScoreMatrix.ts';
import { parseItemDate } from '../perturbations/time-split.ts';
import { FEW_CLUSTERS, clustersFromLabels, isUnlabelled } from './clusters.ts';

/** Words in a column name that say its values are clusters (items sharing one source). */
const CLUSTER_NAME_WORDS: readonly string[] = [
	'cluster',
	'clusters',
	'source',
	'passage',
	'repo',
	'repository',
	'template',
	'document',
	'doc',
	'article',
	'paragraph',
	'story',
	'conversation'
];

/**
 * Groups are "equal-sized" (design strata) when at least this share of them hold the most common
 * number of items: ImageNetV2's class names are 996 groups of 10 and 2 of 20 (two classes share a
 * name), its class ids 1,000 of 10.
 */
const STRATA_EQUAL_SHARE = 0.9;

/** A named column needs at least this many clusters; fewer are strata whatever the name. */
const MIN_NAMED_CLUSTERS = 6;

/** An unnamed column is proposed when its groups' median size is at most this ("a few items"). */
const MAX_TYPICAL_CLUSTER_SIZE = 50;

/**
 * Why a column is (or is not) proposed:
 * - `name`: its name says it holds clusters, and it has enough groups;
 * - `shape`: many groups (at least `FEW_CLUSTERS`) of a few items each;
 * - `fewGroups`: fewer groups than that (named: fewer than `MIN_NAMED_CLUSTERS`): strata, not
 *   clusters;
 * - `largeGroups`: many items in each group (median above `MAX_TYPICAL_CLUSTER_SIZE`): categories,
 *   not clusters;
 * - `strata`: (nearly) every group has the same number of items (`STRATA_EQUAL_SHARE` of them at
 *   the most common size, at least 2): design strata, not clusters, whatever the name;
 * - `singletons`: most items are alone in their group, so clustering would change little;
 * - `dates`: the values are dates (a time column);
 * - `unlabelled`: fewer than two items have a value.
 */
type ClusterColumnReason =
	'name' | 'shape' | 'fewGroups' | 'largeGroups' | 'strata' | 'singletons' | 'dates' | 'unlabelled';

export interface ClusterColumnCandidate {
	readonly column: string;
	/** Whether the column is proposed for clustering (`name` or `shape`). */
	readonly suggested: boolean;
	readonly reason: ClusterColumnReason;
	/** Distinct non-blank values. */
	readonly groups: number;
	/** Clusters the standard error would use: the groups plus one per unlabelled item. */
	readonly clusters: number;
	/** Median number of items per non-blank value. */
	readonly medianSize: number;
	/** The most common number of items per non-blank value (the smallest such, on a tie)... */
	readonly modalSize: number;
	/** ...and the share of the non-blank values that hold exactly that many. */
	readonly modalShare: number;
	/** Items with a blank value (each its own cluster). */
	readonly unlabelledItems: number;
	/** `clusters < FEW_CLUSTERS`: the clustered figures need the caution shown beside them. */
	readonly fewClusters: boolean;
}

/** Whether the column's name (without a `meta:` prefix) contains a word of `CLUSTER_NAME_WORDS`. */
export function namesClusters(column: string): boolean {
	const words = column
		.replace(/^meta:/i, '')
		.replace(/([a-z0-9])([A-Z])/g, '$1 $2')
		.toLowerCase()
		.split(/[^a-z0-9]+/);
	return words.some((w) => CLUSTER_NAME_WORDS.includes(w));
}

/** Whether at least half of the non-blank values are calendar dates (YYYY-MM at least). */
function mostlyDates(labels: readonly string[]): boolean {
	let dated = 0;
	let labelled = 0;
	for (const label of labels) {
		if (isUnlabelled(label)) continue;
		labelled++;
		const t = label.trim();
		if (/^\d{4}-\d{2}/.test(t) && parseItemDate(t) === parseItemDate(t)) dated++;
	}
	return labelled > 0 && dated * 2 >= labelled;
}

/** The most common value of sorted sizes and the share of entries equal to it. */
function modeOf(sorted: Int32Array): { modalSize: number; modalShare: number } {
	let best = 0;
	let bestRun = 0;
	for (let k = 0; k < sorted.length;) {
		let j = k;
		while (j < sorted.length && sorted[j] === sorted[k]) j++;
		if (j - k > bestRun) {
			bestRun = j - k;
			best = sorted[k];
		}
		k = j;
	}
	return { modalSize: best, modalShare: sorted.length ? bestRun / sorted.length : 0 };
}

/** The assessment of one column (see `ClusterColumnReason`). */
export function assessClusterColumn(
	column: string,
	labels: readonly string[]
): ClusterColumnCandidate {
	const c = clustersFromLabels(labels);
	const sizes = new Int32Array(c.count);
	for (let i = 0; i < labels.length; i++) if (!isUnlabelled(labels[i])) sizes[c.groupOf[i]]++;
	const labelledSizes = Int32Array.from(sizes.filter((s) => s > 0)).sort();
	const groups = labelledSizes.length;
	const labelledItems = labels.length - c.unlabelledItems;
	let shared = 0;
	for (const s of labelledSizes) if (s >= 2) shared += s;
	const medianSize = groups
		? groups % 2
			? labelledSizes[(groups - 1) / 2]
			: (labelledSizes[groups / 2 - 1] + labelledSizes[groups / 2]) / 2
		: 0;
	const { modalSize, modalShare } = modeOf(labelledSizes);
	const equalSizes = modalSize >= 2 && modalShare >= STRATA_EQUAL_SHARE;
	const base = {
		column,
		groups,
		modalSize,
		modalShare,
		clusters: c.count,
		medianSize,
		unlabelledItems: c.unlabelledItems,
		fewClusters: c.count < FEW_CLUSTERS
	};
	const verdict = (reason: ClusterColumnReason): ClusterColumnCandidate => ({
		...base,
		suggested: reason === 'name' || reason === 'shape',
		reason
	});
	if (labelledItems < 2 || groups === 0) return verdict('unlabelled');
	if (shared * 2 < labelledItems) return verdict('singletons');
	if (namesClusters(column)) {
		if (groups < MIN_NAMED_CLUSTERS) return verdict('fewGroups');
		return verdict(equalSizes ? 'strata' : 'name');
	}
	if (mostlyDates(labels)) return verdict('dates');
	if (groups < FEW_CLUSTERS) return verdict('fewGroups');
	if (medianSize > MAX_TYPICAL_CLUSTER_SIZE) return verdict('largeGroups');
	if (equalSizes) return verdict('strata');
	return verdict('shape');
}

const REASON_ORDER: Record<ClusterColumnReason, number> = {
	name: 0,
	shape: 1,
	fewGroups: 2,
	largeGroups: 2,
	strata: 2,
	singletons: 2,
	dates: 2,
	unlabelled: 2
};

/**
 * Every `meta` column assessed as a cluster column, ranked: proposed columns first (named before
 * shaped, then more clusters first), then the others in column order.
 */
export function clusterColumnCandidates(matrix: ScoreMatrix): ClusterColumnCandidate[] {
	const columns = Object.keys(matrix.meta);
	const assessed = columns.map((column, k) => ({
		k,
		candidate: assessClusterColumn(column, matrix.meta[column])
	}));
	assessed.sort((x, y) => {
		const rx = REASON_ORDER[x.candidate.reason];
		const ry = REASON_ORDER[y.candidate.reason];
		if (rx !== ry) return rx - ry;
		if (x.candidate.suggested && x.candidate.clusters !== y.candidate.clusters) {
			return y.candidate.clusters - x.candidate.clusters;
		}
		return x.k - y.k;
	});
	return assessed.map((a) => a.candidate);
}

/** The column to cluster on when the user has not chosen: the best proposed column, or `null`. */
export function defaultClusterColumn(matrix: ScoreMatrix): string | null {
	const best = clusterColumnCandidates(matrix)[0];
	return best?.suggested ? best.column : null;
}

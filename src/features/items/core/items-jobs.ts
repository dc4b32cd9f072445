/**
 * The item view's heavy computations as whole jobs, for the items worker
 * (`workers/items.worker.ts`): the item table with its default order, the fragility of the verdict
 * (with its results-JSON block) and the leaderboard without excluded items. Each returns plain
 * data whose typed arrays `*Transferables` lists, so that the worker hands them over without a
 * copy. Pure: the same functions run in the worker and in tests.
 */
import type { ScoreMatrix } from '../../../core/ScoreMatrix.ts';
import { exclusionMask, rerankWithout, type Rerank } from './exclusions.ts';
import {
	fragilityJsonOf,
	verdictFragility,
	type FragilityJson,
	type GroupFlip,
	type PairProgress,
	type VerdictFragility
} from './fragility.ts';
import { defaultItemOrder } from './item-order.ts';
import { buildItemTable, type ItemTable } from './item-table.ts';
import {
	judgeDisagreement,
	referenceFromMeta,
	referenceFromModel,
	type JudgeDisagreement,
	type JudgeReference
} from './judge.ts';
import { modelTotals } from './model-totals.ts';

export interface ItemTableJobOptions {
	/** k of the pivotal flag's top-k pairs (the run's `topK`, bounded by the caller). */
	readonly topK: number;
	/**
	 * The 0/1 reference of the judge-disagrees flag: `meta:<field>` (a column of the file) or
	 * `model:<index>` (a model's column); null for none.
	 */
	readonly judgeSource: string | null;
	/** False discovery rate of the inverted flag (default `DEFAULT_INVERTED_FDR`). */
	readonly invertedFdr?: number;
}

export type ItemTableJob =
	| { readonly ok: true; readonly table: ItemTable; readonly defaultOrder: Uint32Array }
	/** The judge reference does not fit: not 0/1 (`notBinary`), or the scores are no judge's. */
	| { readonly ok: false; readonly problem: 'notBinary' | 'notJudged'; readonly field: string };

/** The judge disagreement of `source` (see `ItemTableJobOptions.judgeSource`), or the problem. */
function judgeOf(
	matrix: ScoreMatrix,
	source: string | null
):
	| { readonly ok: true; readonly judge: JudgeDisagreement | null }
	| Extract<ItemTableJob, { ok: false }> {
	let reference: JudgeReference | null = null;
	if (source?.startsWith('meta:')) {
		const r = referenceFromMeta(matrix, source.slice(5));
		if (!r.ok) return { ok: false, problem: 'notBinary', field: source.slice(5) };
		reference = r.reference;
	} else if (source?.startsWith('model:')) {
		reference = referenceFromModel(matrix, Number(source.slice(6)));
	}
	if (!reference) return { ok: true, judge: null };
	const r = judgeDisagreement(matrix, reference);
	if (r.ok) return { ok: true, judge: r.judge };
	return r.error.code === 'referenceNotBinary'
		? { ok: false, problem: 'notBinary', field: source ?? '' }
		: { ok: false, problem: 'notJudged', field: source ?? '' };
}

/** The item table (`buildItemTable`) and its default order (`defaultItemOrder`). */
export function itemTableJob(
	matrix: ScoreMatrix,
	options: ItemTableJobOptions,
	onProgress?: (done: number, total: number) => void
): ItemTableJob {
	const judge = judgeOf(matrix, options.judgeSource);
	if (!judge.ok) return judge;
	const table = buildItemTable(matrix, {
		topK: options.topK,
		judge: judge.judge,
		invertedFdr: options.invertedFdr,
		onProgress
	});
	return { ok: true, table, defaultOrder: defaultItemOrder(table) };
}

/** The verdict's fragility and the results JSON's block of it. */
export interface FragilityJob extends VerdictFragility {
	readonly json: FragilityJson;
}

/**
 * `verdictFragility` on the reference set (every item of `matrix`) and its `fragility` block:
 * what the run's results JSON and the item export carry. Null with fewer than two models.
 */
export function fragilityJob(
	matrix: ScoreMatrix,
	k: number,
	onProgress?: PairProgress
): FragilityJob | null {
	if (matrix.nModels < 2) return null;
	const totals = modelTotals(matrix);
	const f = verdictFragility(matrix, k, totals, onProgress);
	return { ...f, json: fragilityJsonOf(matrix, totals, f) };
}

/** The leaderboard without the items `excluded` (indices). */
export function rerankJob(matrix: ScoreMatrix, excluded: ArrayLike<number>): Rerank {
	return rerankWithout(matrix, exclusionMask(matrix.nItems, Array.from(excluded)));
}

type Typed = { readonly buffer: ArrayBufferLike };

function buffers(arrays: ReadonlyArray<Typed | null | undefined>): ArrayBuffer[] {
	const out = new Set<ArrayBuffer>();
	for (const a of arrays) if (a && a.buffer instanceof ArrayBuffer) out.add(a.buffer);
	return [...out];
}

/** The buffers of an item-table job's typed arrays (to transfer, not copy). */
export function itemTableTransferables(job: ItemTableJob): ArrayBuffer[] {
	if (!job.ok) return [];
	const t = job.table;
	return buffers([
		t.graded,
		t.solvedBy,
		t.meanScore,
		t.difficulty,
		t.discrimination,
		t.discriminationModels,
		t.discriminationP,
		t.discriminationQ,
		t.solversRest,
		t.failersRest,
		t.flags,
		t.pivotalChange,
		t.pivotalAbove,
		t.pivotalBelow,
		t.judge?.disagreement,
		t.judge?.cells,
		t.judge?.flips,
		t.totals.sum,
		t.totals.count,
		t.totals.scores,
		job.defaultOrder
	]);
}

function flipBuffers(g: GroupFlip | null): Typed[] {
	return g ? [g.tie.items, g.strict.items] : [];
}

/** The buffers of a fragility job's item lists. */
export function fragilityTransferables(job: FragilityJob | null): ArrayBuffer[] {
	return job ? buffers([...flipBuffers(job.leader), ...flipBuffers(job.topK)]) : [];
}

/** The buffers of a re-rank's arrays. */
export function rerankTransferables(r: Rerank): ArrayBuffer[] {
	return buffers([r.scoresBefore, r.scoresAfter, r.ranksBefore, r.ranksAfter]);
}

/**
 * The score-table worker: thin functions over `src/features/score-tables/core` (the agreement view's
 * analyses: per-condition agreement, Kendall's W, consensus, the bootstrap over models, the
 * aggregate ranking and its perturbations; the two-test-set view's noise floor). The main thread
 * reaches it only through `src/features/score-tables/engine/ScoreTableClient.ts`, one worker per job, terminated to
 * cancel.
 */
import * as Comlink from 'comlink';
import {
	analyzeScoreTable,
	type ScoreTableAnalysis,
	type ScoreTableAnalysisOptions
} from '../src/features/score-tables/core/results.ts';
import type { ScoreTable } from '../src/features/score-tables/core/ScoreTable.ts';
import {
	chunkedNoiseFloor,
	independentFloor
} from '../src/features/score-tables/core/two-set-floor.ts';
import { matrixOfModels } from '../src/features/score-tables/core/two-set-items.ts';
import type { ScoreMatrix } from '../src/core/ScoreMatrix.ts';
import { tableRankSets } from '../src/features/score-tables/core/rank-sets.ts';
import type { RankSets, RankSetsOptions } from '../src/core/rank-sets/rank-sets.ts';

/** What the rank-sets panel asks for: one benchmark of one condition (issue 22). */
export interface TableRankSetsRequest {
	readonly condition: string;
	readonly benchmark: string;
	readonly lowerIsBetter: boolean;
	readonly options: Omit<RankSetsOptions, 'onProgress' | 'normals'>;
}

export interface FloorOptions {
	readonly seed: number;
	readonly pairs: number;
}

export const api = {
	analyze(table: ScoreTable, options: ScoreTableAnalysisOptions): ScoreTableAnalysis {
		return analyzeScoreTable(table, options);
	},

	/** The bootstrap floor of a set's items over the matrix columns `columns` (two-set-floor.ts). */
	itemsFloor(
		matrix: ScoreMatrix,
		columns: readonly number[],
		options: FloorOptions,
		progress?: (done: number, total: number) => void
	) {
		const f = chunkedNoiseFloor(matrixOfModels(matrix, columns), options, progress);
		const { seed, pairs, tauFloor, tauFloorVsReference } = f;
		return { seed, pairs, models: columns.length, tauFloor, tauFloorVsReference };
	},

	/** The independent-redraw floor of scores with standard errors (two-set-floor.ts). */
	independentFloor(scores: Float64Array, se: Float64Array, options: FloorOptions) {
		return independentFloor(scores, se, options);
	},

	/** The rank confidence sets of one benchmark, with progress (done, total). */
	rankSets(
		table: ScoreTable,
		request: TableRankSetsRequest,
		onProgress?: (done: number, total: number) => void
	): RankSets | null {
		let last = -1;
		const progress = (done: number, total: number) => {
			if (!onProgress || (done - last < total / 100 && done < total)) return;
			last = done;
			onProgress(done, total);
		};
		return tableRankSets(table, request.condition, request.benchmark, request.lowerIsBetter, {
			...request.options,
			onProgress: progress
		});
	}
};

export type ScoreTableWorkerApi = typeof api;

declare const WorkerGlobalScope: { new (): unknown } | undefined;
// Guarded so that vitest can import this module (there is no worker scope there).
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
	Comlink.expose(api);
}

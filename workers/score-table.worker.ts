/**
 * The score-table worker: one thin function over `src/core/score-table` (the agreement view's
 * analyses: per-condition agreement, Kendall's W, consensus, the bootstrap over models, the
 * aggregate ranking and its perturbations). The main thread reaches it only through
 * `src/engine/ScoreTableClient.ts`, one worker per analysis, terminated to cancel.
 */
import * as Comlink from 'comlink';
import {
	analyzeScoreTable,
	type ScoreTableAnalysis,
	type ScoreTableAnalysisOptions
} from '../src/core/score-table/results.ts';
import type { ScoreTable } from '../src/core/score-table/ScoreTable.ts';

const api = {
	analyze(table: ScoreTable, options: ScoreTableAnalysisOptions): ScoreTableAnalysis {
		return analyzeScoreTable(table, options);
	}
};

export type ScoreTableWorkerApi = typeof api;

declare const WorkerGlobalScope: { new (): unknown } | undefined;
// Guarded so that vitest can import this module (there is no worker scope there).
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
	Comlink.expose(api);
}

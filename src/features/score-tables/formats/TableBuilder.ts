/**
 * Collects cells (condition, model, benchmark) -> score / standard error from any parser and
 * builds the `ScoreTable`: names in order of first appearance, `NaN` where a cell was never given,
 * a second score for a cell an issue naming both places (or averaged, when chosen).
 */
import {
	DEFAULT_CONDITION,
	type ScoreTable,
	type ScoreTableCondition
} from '../core/ScoreTable.ts';
import type { IssueList } from './messages.ts';
import { makeNote } from './messages.ts';
import type { Location, ScoreTableNote } from './types.ts';

interface Cell {
	score: number;
	/** Scores summed and counted (duplicates averaged). */
	count: number;
	stderr: number;
	/** Where the first score came from (duplicates name it). */
	where: Location;
}

export class TableBuilder {
	private readonly models = new Map<string, number>();
	private readonly benchmarks = new Map<string, number>();
	private readonly conditions = new Map<string, number>();
	private readonly cells = new Map<string, Cell>();
	private readonly pendingStderr: Array<[string, string, string, number]> = [];
	private averaged = 0;

	constructor(
		private readonly issues: IssueList,
		private readonly duplicates: 'error' | 'mean' = 'error'
	) {}

	private index(map: Map<string, number>, name: string): number {
		let i = map.get(name);
		if (i === undefined) {
			i = map.size;
			map.set(name, i);
		}
		return i;
	}

	/** Registers a model / benchmark / condition even before it has a score (row and column order). */
	addModel(name: string): void {
		this.index(this.models, name);
	}
	addBenchmark(name: string): void {
		this.index(this.benchmarks, name);
	}
	addCondition(name: string): void {
		this.index(this.conditions, name);
	}

	/** A score (`NaN` = the cell exists but is missing). */
	score(condition: string, model: string, benchmark: string, value: number, at: Location): void {
		this.addCondition(condition);
		this.addModel(model);
		this.addBenchmark(benchmark);
		if (value !== value) return;
		const key = JSON.stringify([condition, model, benchmark]);
		const cell = this.cells.get(key);
		if (!cell) {
			this.cells.set(key, { score: value, count: 1, stderr: Number.NaN, where: at });
			return;
		}
		if (this.duplicates === 'mean') {
			cell.score += value;
			cell.count++;
			this.averaged++;
			return;
		}
		this.issues.add(
			'duplicate-cell',
			{
				model,
				benchmark,
				condition: condition === DEFAULT_CONDITION ? '' : condition,
				...(cell.where.row !== undefined ? { firstRow: cell.where.row } : {}),
				...(cell.where.path !== undefined ? { firstPath: cell.where.path } : {})
			},
			at
		);
	}

	/** A standard error; attached once every score is in (`build`). */
	stderr(condition: string, model: string, benchmark: string, value: number): void {
		if (value === value) this.pendingStderr.push([condition, model, benchmark, value]);
	}

	/** The table, or `null` when it has issues (in the list) or is too small to rank anything. */
	build(notes: ScoreTableNote[]): ScoreTable | null {
		let withoutScore = 0;
		for (const [c, m, b, v] of this.pendingStderr) {
			const cell = this.cells.get(JSON.stringify([c, m, b]));
			if (cell) cell.stderr = v;
			else withoutScore++;
		}
		if (withoutScore) notes.push(makeNote('stderr-without-score', { count: withoutScore }));
		if (this.averaged) notes.push(makeNote('duplicates-averaged', { count: this.averaged }));
		if (this.issues.count) return null;
		if (this.conditions.size === 0) this.addCondition(DEFAULT_CONDITION);
		const models = [...this.models.keys()];
		const benchmarks = [...this.benchmarks.keys()];
		const M = models.length;
		const B = benchmarks.length;
		const conditions: Array<{
			-readonly [K in keyof ScoreTableCondition]: ScoreTableCondition[K];
		}> = [...this.conditions.keys()].map((name) => ({
			name,
			scores: new Float64Array(M * B).fill(Number.NaN),
			stderr: null
		}));
		const withScore = new Set<string>();
		const benchWithScore = new Set<string>();
		for (const [key, cell] of this.cells) {
			const [c, m, b] = JSON.parse(key) as [string, string, string];
			const cond = conditions[this.conditions.get(c)!];
			const k = this.models.get(m)! * B + this.benchmarks.get(b)!;
			cond.scores[k] = cell.score / cell.count;
			if (cell.stderr === cell.stderr) {
				cond.stderr ??= new Float64Array(M * B).fill(Number.NaN);
				cond.stderr[k] = cell.stderr;
			}
			withScore.add(m);
			benchWithScore.add(b);
		}
		if (benchWithScore.size === 0) {
			this.issues.add('no-benchmarks');
			return null;
		}
		if (withScore.size < 2) {
			this.issues.add('too-few-models', { models: withScore.size });
			return null;
		}
		return { models, benchmarks, conditions };
	}
}

/**
 * A score table as plain JSON (arrays, `null` for a missing score or standard error) and back:
 * for the library backup file, whose JSON has no typed arrays and no NaN.
 */
import type { ScoreTable } from './ScoreTable.ts';

interface ScoreTableJson {
	readonly models: readonly string[];
	readonly benchmarks: readonly string[];
	readonly conditions: readonly {
		readonly name: string;
		readonly scores: readonly (number | null)[];
		readonly stderr: readonly (number | null)[] | null;
	}[];
}

const out = (a: Float64Array) => Array.from(a, (v) => (Number.isFinite(v) ? v : null));
const back = (a: readonly (number | null)[]) => Float64Array.from(a, (v) => v ?? Number.NaN);

export function tableToJson(table: ScoreTable): ScoreTableJson {
	return {
		models: [...table.models],
		benchmarks: [...table.benchmarks],
		conditions: table.conditions.map((c) => ({
			name: c.name,
			scores: out(c.scores),
			stderr: c.stderr ? out(c.stderr) : null
		}))
	};
}

export function tableFromJson(json: ScoreTableJson): ScoreTable {
	return {
		models: [...json.models],
		benchmarks: [...json.benchmarks],
		conditions: json.conditions.map((c) => ({
			name: c.name,
			scores: back(c.scores),
			stderr: c.stderr ? back(c.stderr) : null
		}))
	};
}

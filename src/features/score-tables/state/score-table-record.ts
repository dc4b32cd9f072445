/** A score table's library record, from what the import (or a derivation) produced. */
import { suggestLowerIsBetter } from '../core/orient.ts';
import { tableShape, type ScoreTable } from '../core/ScoreTable.ts';
import { scoreTableId } from '../core/table-id.ts';
import type { ModelFacts } from '../../../formats/model-facts.ts';
import { factsEntries } from '../../../schemas/model-facts.ts';
import type { ScoreTableRecord } from '../schemas/score-table.ts';

interface ScoreTableRecordInput {
	readonly table: ScoreTable;
	readonly name: string;
	readonly fileName: string;
	readonly source: 'file' | 'derived';
	readonly choices?: object | null;
	readonly notes?: readonly { code: string; params: Readonly<Record<string, string | number>> }[];
	/** Default: the benchmarks whose names suggest it (`suggestLowerIsBetter`). */
	readonly lowerIsBetter?: readonly string[];
	readonly now?: Date;
	/** What the files say about the models, by name (`formats/model-facts.ts`). */
	readonly modelFacts?: ReadonlyMap<string, ModelFacts>;
	/** Each benchmark's release date, by name (`src/features/score-tables/formats/fact-columns.ts`). */
	readonly benchmarkDates?: ReadonlyMap<string, string>;
}

export function scoreTableRecord(input: ScoreTableRecordInput): ScoreTableRecord {
	const name = input.name.trim().slice(0, 200) || 'score table';
	const facts = input.modelFacts;
	const modelFacts = facts
		? factsEntries(
				input.table.models,
				input.table.models.map((m) => facts.get(m) ?? null)
			)
		: [];
	const dates = input.benchmarkDates;
	const benchmarkDates = dates
		? input.table.benchmarks.flatMap((b) => {
				const date = dates.get(b);
				return date ? [{ benchmark: b, date }] : [];
			})
		: [];
	return {
		id: scoreTableId(input.table),
		name,
		fileName: input.fileName,
		source: input.source,
		addedAt: (input.now ?? new Date()).toISOString(),
		shape: tableShape(input.table),
		lowerIsBetter: [...(input.lowerIsBetter ?? suggestLowerIsBetter(input.table.benchmarks))],
		choices: input.choices
			? (JSON.parse(JSON.stringify(input.choices)) as Record<string, unknown>)
			: null,
		notes: (input.notes ?? []).map((n) => ({ code: n.code, params: { ...n.params } })),
		table: input.table as ScoreTableRecord['table'],
		...(modelFacts.length ? { modelFacts } : {}),
		...(benchmarkDates.length ? { benchmarkDates } : {})
	};
}

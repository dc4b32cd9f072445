/**
 * The models' facts of an import: what the score files say (`Contribution.modelFacts`) and what
 * the models tables dropped beside them say (`models-table.ts`), matched to the matrix's models by
 * name once the scores are read, with notes that say what was read and which names met no model.
 */
import type { ImportChoices } from './choices.ts';
import type { Contribution } from './contribution.ts';
import type { Expanded } from './detect.ts';
import { collectModelFacts, matchFacts, type ModelFacts } from './model-facts.ts';
import { parseModelsTable } from './models-table.ts';
import { importNote, type ImportNote } from './notes.ts';
import { textChunks } from './text-stream.ts';

/** Names listed in a note, at most. */
const EXAMPLES = 5;

async function textOf(x: Expanded): Promise<string> {
	const parts: string[] = [];
	for await (const t of textChunks(x.file, x.encoding, () => {})) parts.push(t);
	return parts.join('');
}

export async function importModelFacts(
	expanded: readonly Expanded[],
	choices: ImportChoices,
	contributions: readonly Contribution[],
	models: readonly string[]
): Promise<{ facts: (ModelFacts | null)[] | null; notes: ImportNote[]; unmatched: string[] }> {
	const fromFiles = collectModelFacts(contributions, models);
	const fullNames = models.map((_, m) => fromFiles?.[m]?.fullName);
	const byName = new Map<string, ModelFacts>();
	const notes: ImportNote[] = [];
	const unmatched: string[] = [];
	for (let k = 0; k < expanded.length; k++) {
		if (choices.files[k]?.format !== 'models-table') continue;
		const file = expanded[k].file.name;
		const table = parseModelsTable(await textOf(expanded[k]));
		if (!table) continue;
		const match = matchFacts(table.rows, models, fullNames);
		for (const [name, facts] of match.byName) {
			if (!byName.has(name)) byName.set(name, facts);
		}
		const columns = Object.values(table.columns.facts).join(', ');
		notes.push(importNote('models-table-read', { file, count: match.byName.size, columns }));
		unmatched.push(...match.unmatched);
		if (match.unmatched.length) {
			const examples = match.unmatched.slice(0, EXAMPLES).join(', ');
			notes.push(
				importNote('models-table-unmatched', { file, count: match.unmatched.length, examples })
			);
		}
		if (match.loose) notes.push(importNote('models-table-loose', { file, count: match.loose }));
		if (table.bad) notes.push(importNote('fact-cells-bad', { file, ...table.bad }));
	}
	return { facts: collectModelFacts(contributions, models, byName), notes, unmatched };
}

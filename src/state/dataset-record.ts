/**
 * What the library stores about an imported dataset, built from an import's result: the record
 * (`schemas/dataset.ts`), its name, its notes; and which imports are stored at once rather than
 * reviewed. Pure: no runes, no storage (tests/unit/state/dataset-record.test.ts).
 */
import { isUnitScale, type ScoreMatrix } from '../core/ScoreMatrix.ts';
import type { ImportIssue } from '../formats/issues.ts';
import { importNote, type ImportNote } from '../formats/notes.ts';
import type { BuildResult, ImportProposal } from '../formats/import-files.ts';
import { nameFromFile, type DatasetRecord } from '../schemas/dataset.ts';
import { factsEntries } from '../schemas/model-facts.ts';
import { sampleModelFacts, SAMPLES } from './samples.ts';

/** A file of an import, by its name (with its folder, if any). */
interface NamedFile {
	readonly name: string;
}

export type DatasetSource = 'file' | 'sample';

/** The record of a dataset about to be stored. */
export function datasetRecord(input: {
	readonly id: string;
	readonly name: string;
	readonly files: readonly NamedFile[];
	readonly source: DatasetSource;
	readonly result: Extract<BuildResult, { ok: true }>;
	readonly now?: Date;
}): DatasetRecord {
	const { id, name, files, source, result } = input;
	const m = result.matrix;
	const notes = datasetNotes(m, result.notes);
	const fromFiles = factsEntries(m.models, result.modelFacts);
	const modelFacts =
		fromFiles.length || source !== 'sample'
			? fromFiles
			: sampleModelFacts(files[0]?.name ?? '', m.models);
	return {
		id,
		name:
			source === 'sample'
				? (SAMPLES.find((s) => s.fileName === files[0]?.name)?.spec.title ?? name)
				: name.slice(0, 200),
		fileName: fileLabel(files).slice(0, 1000),
		source,
		addedAt: (input.now ?? new Date()).toISOString(),
		nItems: m.nItems,
		nModels: m.nModels,
		valueType: m.valueType,
		missingCells: m.missingCells,
		metaFields: Object.keys(m.meta),
		notes: notes.map((n) => n.text),
		noteCodes: notes.map((n) => ({ code: n.code, params: { ...n.params } })),
		...(modelFacts.length ? { modelFacts } : {})
	};
}

/** The files of an import as one label ("a.csv, b.csv"). */
export function fileLabel(files: readonly NamedFile[]): string {
	return files.map((f) => f.name).join(', ');
}

/** A dataset name: the file's stem, or the common folder of several files. */
export function datasetName(files: readonly NamedFile[]): string {
	if (files.length === 1) return nameFromFile(files[0].name.split('/').pop() ?? files[0].name);
	const dirs = files.map((f) => f.name.split('/').slice(0, -1));
	const common: string[] = [];
	for (let k = 0; dirs.every((d) => d.length > k && d[k] === dirs[0][k]); k++)
		common.push(dirs[0][k]);
	if (common.length) return common[common.length - 1];
	return `${nameFromFile(files[0].name)} + ${files.length - 1} more`;
}

/** What the dataset's page says about it: the import's notes, missing cells, the scale. */
export function datasetNotes(m: ScoreMatrix, importNotes: readonly ImportNote[]): ImportNote[] {
	const notes = [...importNotes];
	if (m.missingCells > 0) {
		notes.push(
			importNote('missing-cells', { missing: m.missingCells, total: m.nItems * m.nModels })
		);
	}
	if (!isUnitScale(m)) notes.push(importNote('not-unit-scale'));
	return notes;
}

/**
 * The fast path: one file read as a wide table in the usual orientation, with nothing the
 * proposal wants to point out (numbers with a decimal comma are shown first). Everything else is
 * shown for review first.
 */
export function isPlainWideTable(proposal: ImportProposal): boolean {
	if (proposal.files.length !== 1) return false;
	const choice = proposal.choices.files[0];
	return (
		choice.format === 'wide-table' &&
		(choice.orientation ?? 'items-as-rows') === 'items-as-rows' &&
		(choice.scale ?? 1) === 1 &&
		(choice.decimal ?? '.') === '.' &&
		(choice.columns?.meta ?? []).every((c) => /^meta:/i.test(c)) &&
		proposal.notes.length === 0
	);
}

/** The issues that stopped an import: the build's, else the files'. */
export function issuesOf(proposal: ImportProposal): readonly ImportIssue[] {
	if (!proposal.result.ok && proposal.result.issues.length) return proposal.result.issues;
	return proposal.files.flatMap((f) => f.issues);
}

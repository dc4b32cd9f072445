/**
 * English messages of an import's memory refusals (`import.issue.memory-*`, made in
 * `src/formats/memory-budget.ts`) and of the notes of an import and of a stored dataset
 * (`note.<code>`, `NoteCode` in `src/formats/notes.ts`: the import review and the dataset's page).
 * Each reads, in English, exactly as the English sentence src/formats keeps beside the code
 * (tests/unit/i18n/notes.test.ts). Spread into en.ts; zh-CN-notes.ts has the same keys. File,
 * model and metric names are data: inside `<data>…</data>`.
 */
const LIMIT =
	'{limit, select, matrix {would make a matrix of about {need, number} MB} other {would need about {need, number} MB of memory}}; the limit is {max, number} MB.';
const BEFORE = '{before, select, yes {With the files before it, this file} other {This file}}';
const OF_KIND = '{kind, select, continuous { of scores other than 0/1} other {}}';
const PER_CELL_HINT =
	'Import fewer files, models or items at once; a wide CSV (one row per item, one column per model) is read with far less memory.';

const enNotes = {
	// ---- Memory refusals (formats/memory-budget.ts) ----
	'import.issue.memory-file': `${BEFORE} (about {items, number} items x {models, number} models${OF_KIND}) ${LIMIT}`,
	'import.hint.memory-file.per-cell': PER_CELL_HINT,
	'import.hint.memory-file.packed':
		'Import fewer models or items at once: split the table (by columns or by rows) and drop only the part you need.{kind, select, continuous { Scores of 0 and 1 take 32 times less memory than other values.} other {}}',
	'import.issue.memory-long': `${BEFORE} (about {scores, number} scores, one per row) ${LIMIT}`,
	'import.hint.memory-long': PER_CELL_HINT,
	'import.issue.memory-cells': `more than {cells, number} scores read one by one ${LIMIT}`,
	'import.hint.memory-cells':
		'Import fewer files or models at once, or save the scores as a wide CSV (one row per item, one column per model): it is read with far less memory.',
	'import.issue.memory-matrix': `{items, number} items x {models, number} models${OF_KIND} ${LIMIT}`,
	'import.hint.memory-matrix': 'Import fewer models or a subset of the items.',

	// ---- Problems the import session meets (state/ImportSession.svelte.ts) ----
	'import.issue.import-worker-crashed': 'the import stopped unexpectedly (<data>{detail}</data>).',
	'import.hint.import-worker-crashed':
		'The file may be too large for this browser tab; try a smaller file.',
	'import.issue.read-again-failed': 'could not be read again (<data>{detail}</data>).',
	'import.hint.read-again-failed': 'Drop the files again.',
	'import.issue.inconsistent-matrix':
		'the importer produced an inconsistent matrix (<data>{detail}</data>).',
	'import.hint.inconsistent-matrix': 'Please report this with the file.',

	// ---- Notes of an import and of a stored dataset (formats/notes.ts NoteCode) ----
	'note.items-unscored':
		'{count, plural, one {# item with no score from any model was left out.} other {# items with no score from any model were left out.}}',
	'note.items-dropped':
		'{count, plural, one {# item not scored for every model was dropped.} other {# items not scored for every model were dropped.}}',
	'note.zero-filled':
		'{count, plural, one {# missing cell was counted as 0.} other {# missing cells were counted as 0.}}',
	'note.epoch-dates':
		'The column “<data>{field}</data>” holds dates as {unit, select, seconds {seconds} other {milliseconds}} since 1970; they are kept as dates (YYYY-MM-DD).',
	'note.details-truncated': 'Some long item texts or outputs were shortened for the item view.',
	'note.range-total':
		'{count, plural, one {# score in all is outside 0 to 1.} other {# scores in all are outside 0 to 1.}}',
	'note.duplicates-total':
		'{count, plural, one {# duplicate cell in all.} other {# duplicate cells in all.}}',
	'note.duplicates-averaged':
		'{count, plural, one {# cell was given more than once; its scores were averaged.} other {# cells were given more than once; their scores were averaged.}}',
	'note.unresolved-filled':
		'{count, plural, one {# instance not listed as resolved was counted as unresolved (0).} other {# instances not listed as resolved were counted as unresolved (0).}}',
	'note.alpaca-ties':
		'<data>{file}</data>: {count, plural, one {# tie} other {# ties}} (preference 0) counted as 0.5.',
	'note.helm-perturbed':
		'<data>{file}</data>: {count, plural, one {# perturbed row was} other {# perturbed rows were}} left out (only unperturbed instances are kept).',
	'note.helm-no-metric':
		'<data>{file}</data>: {count, plural, one {# instance has} other {# instances have}} no “<data>{metric}</data>” (left missing).',
	'note.helm-no-metric-split':
		'<data>{file}</data>: {count, plural, one {# instance has} other {# instances have}} no “<data>{metric}</data>” on “<data>{split}</data>” (left missing).',
	'note.lm-eval-filters':
		'<data>{file}</data>: filter “<data>{filter}</data>” used; also present: <data>{others}</data>.',
	'note.inspect-epochs': '<data>{file}</data>: scores averaged over {count, number} epochs.',
	'note.inspect-no-score':
		'<data>{file}</data>: {count, plural, one {# sample has} other {# samples have}} no “<data>{metric}</data>” score (left missing).',
	'note.inspect-no-header':
		'<data>{file}</data>: the log has no header; the model is named after the file.',
	'note.text-columns-ignored':
		'<data>{file}</data>: {count, plural, one {# text column was} other {# text columns were}} ignored (models are rows).',
	'note.boolean-cells':
		'<data>{file}</data>: {count, plural, one {# cell written as true/false was} other {# cells written as true/false were}} read as 1/0.',
	'note.percent-cells':
		'<data>{file}</data>: {count, plural, one {# cell written as a percentage was} other {# cells written as percentages were}} divided by 100.',
	'note.comma-cells':
		'<data>{file}</data>: {count, plural, one {# number written with a decimal comma (0,85) was read as a decimal (0.85)} other {# numbers written with a decimal comma (0,85) were read as decimals (0.85)}}.',
	'note.promptfoo-errors':
		'<data>{file}</data>: {count, plural, one {# result} other {# results}} ended in an error (no answer or no grade); they are missing, not 0.',
	'note.promptfoo-repeats':
		'<data>{file}</data>: {count, plural, one {# test was} other {# tests were}} run more than once per provider (--repeat); their scores are averaged.',
	'note.items-mismatch':
		'“<data>{model}</data>” (<data>{files}</data>) has no score for {count, number} of the {total, number} items, such as <data>{examples}</data>.',
	'note.items-mismatch-more':
		'{count, plural, one {# more model lacks} other {# more models lack}} some of the items.',
	'note.same-model-runs':
		'{count, number} files are runs of the same model “<data>{model}</data>”; each is named by its run.',
	'note.paired-by-order':
		'{count, number} files named “<data>{file}</data>” were dropped without their folders; each was paired with the files around it in the order dropped. To be sure, choose the folders or drop a zip.',
	'note.lighteval-no-metric':
		'<data>{file}</data>: {count, plural, one {# item has} other {# items have}} no “<data>{metric}</data>” score (left missing).',
	'note.models-table-read':
		'<data>{file}</data>: facts read for {count, plural, one {# model} other {# models}} (<data>{columns}</data>).',
	'note.models-table-unmatched':
		'<data>{file}</data>: {count, plural, one {# model of this table is} other {# models of this table are}} not among the scores and left out, such as <data>{examples}</data>.',
	'note.models-table-loose':
		'<data>{file}</data>: {count, plural, one {# name} other {# names}} matched a model only once case, spaces and hyphens were set aside.',
	'note.fact-cells-bad':
		'<data>{file}</data>: {count, plural, one {# cell was} other {# cells were}} left out (not a date or a number as the column needs), such as row {row}, “<data>{column}</data>”: “<data>{value}</data>”.',
	'note.duplicate-file':
		'<data>{file}</data> has the same content as <data>{first}</data>; it is left out.',
	'note.rows-are-trials':
		'<data>{file}</data>: rows repeat the same item and model beside an attempt or trials column; they are averaged as trials.',
	'note.same-model':
		'{count, number} files name the same model “<data>{model}</data>” for the same items; the later ones were numbered. Rename them in the mapping.',
	'note.scale-as-is': '<data>{file}</data>: scores range from {min} to {max}; used as they are.',
	'note.scale-percent':
		'<data>{file}</data>: scores run from {min} to {max}: read as percentages and divided by 100.',
	'note.scale-any':
		'<data>{file}</data>: scores range from {min} to {max} (not 0 to 1); used as they are.',
	'note.encoding-latin1':
		'<data>{file}</data>: not valid UTF-8; read as Latin-1 (Windows-1252). Check accented names.',
	'note.encoding-other': '<data>{file}</data>: read as {encoding}.',
	'note.encoding-latin1-late':
		'<data>{file}</data>: not valid UTF-8 past its start; read as Latin-1 (Windows-1252).',
	'note.missing-cells':
		'{missing, number} of {total, number} cells are missing; each model is scored over its non-missing items.',
	'note.not-unit-scale': 'Some scores lie outside 0–1; they are shown as plain numbers.'
} as const;

export default enNotes;

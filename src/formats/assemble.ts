/**
 * The merge: cells from every file become one items x models matrix. Models are matched by name
 * across files (one file per model, or one file per task of the same model), items by id. Then the
 * value checks (scale, range), duplicate cells, the missing-cell policy, and the preview the mapping
 * screen shows.
 *
 * Two ways in, one way out. Per-cell contributions are summed into dense per-cell arrays
 * (`merge-cells.ts`); wide tables read into packed stores (`WideCells`) are merged one item at a
 * time instead (`merge-wide.ts`), so their memory stays near the packed size. Either way the same
 * per-item sums and counts give the coverage (`coverage.ts`) and the packed matrix, written once at
 * its final size (`write-matrix.ts`).
 */
import { wordsFor, type ScoreMatrix } from '../core/ScoreMatrix.ts';
import { trialsSummary } from '../core/trials.ts';
import type { ItemDetails } from '../schemas/item-details.ts';
import type { Contribution } from './contribution.ts';
import { blockingIssues, coverage, mismatchNotes, type Coverage } from './coverage.ts';
import { MAX_ISSUES, type ImportIssue } from './issues.ts';
import { buildDetails } from './item-details.ts';
import type { ItemTable } from './item-table.ts';
import type {
	AssembleOptions,
	ContributionChoices,
	ImportPreview,
	MissingPolicy
} from './merge-types.ts';
import type { ImportBudget } from './memory-budget.ts';
import { directCells } from './direct-wide.ts';
import type { MergeContext } from './merge.ts';
import { accumulate } from './merge-cells.ts';
import { mergeWide } from './merge-wide.ts';
import { writeMatrix, type WrittenCells } from './write-matrix.ts';
import { importNote, type ImportNote } from './notes.ts';
import { epochDates } from './item-dates.ts';

/** Most models in one matrix. */
const MAX_MODELS = 20_000;

interface Assembled {
	readonly matrix: ScoreMatrix | null;
	readonly details: ItemDetails | null;
	readonly preview: ImportPreview;
	readonly issues: ImportIssue[];
	readonly notes: ImportNote[];
}

function emptyPreview(): ImportPreview {
	return {
		nItems: 0,
		nModels: 0,
		valueType: null,
		models: [],
		itemsSeen: 0,
		itemsInAll: 0,
		itemsMissingForSome: 0,
		itemsDropped: 0,
		missingCells: 0,
		zeroFilled: 0,
		minOverlap: null,
		metaFields: [],
		range: null,
		trials: null,
		sample: { itemIds: [], models: [], values: [] }
	};
}

/** Merges the files' contributions into the matrix (or the issues that stop it). */
export function assemble(
	contributions: readonly Contribution[],
	fileChoices: readonly ContributionChoices[],
	items: ItemTable,
	budget: ImportBudget,
	options: AssembleOptions
): Assembled {
	const issues: ImportIssue[] = [];
	const notes: ImportNote[] = [];
	const add = (issue: ImportIssue) => {
		if (issues.length < MAX_ISSUES * 2) issues.push(issue);
	};
	const failed = () => ({ matrix: null, details: null, preview: emptyPreview(), issues, notes });
	const { models, modelFiles, localToGlobal } = matchModels(contributions);
	const M = models.length;
	const N = items.size;
	if (M > MAX_MODELS) {
		add({
			file: contributions.find((c) => c.models.length > 0)?.file ?? '',
			message: `found ${M.toLocaleString('en-US')} models; at most ${MAX_MODELS.toLocaleString('en-US')} can be compared.`,
			hint: 'If models are rows and items are columns, flip the orientation.',
			code: 'too-many-models',
			params: { models: M, max: MAX_MODELS }
		});
		return failed();
	}
	const packed = contributions.length > 0 && contributions.every((c) => c.wide !== null);
	if (!packed) {
		// The per-cell path checks its whole estimate before merging; the packed path checks the
		// matrix it is about to write against what its stores already hold (`finish`).
		const cells = contributions.reduce((s, c) => s + c.size, 0);
		const refusal = budget.matrixRefusal({
			packed,
			nItems: N,
			allItems: N,
			nModels: M,
			kind: 'continuous',
			cells
		});
		if (refusal) {
			add({ file: contributions[0]?.file ?? '', ...refusal });
			return failed();
		}
	}
	const ctx: MergeContext = {
		contributions,
		fileChoices,
		localToGlobal,
		items,
		models,
		duplicates: options.duplicates,
		notes,
		add
	};
	const hasCells = (c: Contribution) => (c.wide ? c.wide.rows * c.wide.nModels > 0 : c.size > 0);
	const finishing: FinishContext = {
		...ctx,
		missing: options.missing,
		modelFiles,
		issues,
		someFile: contributions.find(hasCells)?.file ?? contributions[0]?.file ?? '',
		budget,
		packed
	};
	// One packed table that needs no merge: its store already is the matrix.
	const direct = packed ? directCells(ctx, options.missing) : null;
	if (direct) return finish(finishing, direct.coverage, direct.write);
	const rows = packed ? mergeWide(ctx) : accumulate(ctx);
	const cov = coverage(rows, items.size, models, options.missing);
	if (contributions.length > 1)
		notes.push(...mismatchNotes(rows, items.size, cov, models, modelFiles, items.ids));
	const zero = options.missing === 'zero';
	return finish(finishing, cov, () => writeMatrix(rows, cov.keep, models.length, cov, zero));
}

/** Models by name, in first-seen order, with the files each came from. */
function matchModels(contributions: readonly Contribution[]) {
	const modelIndex = new Map<string, number>();
	const models: string[] = [];
	const modelFiles: string[][] = [];
	const localToGlobal = contributions.map((c) =>
		c.models.map((name) => {
			let g = modelIndex.get(name);
			if (g === undefined) {
				g = models.length;
				models.push(name);
				modelIndex.set(name, g);
				modelFiles.push([]);
			}
			if (!modelFiles[g].includes(c.file)) modelFiles[g].push(c.file);
			return g;
		})
	);
	return { models, modelFiles, localToGlobal };
}

interface FinishContext extends MergeContext {
	readonly missing: MissingPolicy;
	readonly modelFiles: readonly string[][];
	readonly issues: ImportIssue[];
	/** The file named by issues about the whole matrix. */
	readonly someFile: string;
	readonly budget: ImportBudget;
	readonly packed: boolean;
}

/**
 * The notes, the preview and the matrix from the coverage (which items stay and what the matrix
 * holds), unless a problem stops it; `write` writes the cells.
 */
function finish(ctx: FinishContext, cov: Coverage, write: () => WrittenCells): Assembled {
	const { items, models, notes, issues, add } = ctx;
	const M = models.length;
	const N = items.size;
	const { keep } = cov;
	const unseen = N - cov.itemsSeen;
	if (unseen > 0) notes.push(importNote('items-unscored', { count: unseen }));
	if (ctx.missing === 'drop-items' && cov.itemsSeen - keep.length > 0) {
		notes.push(importNote('items-dropped', { count: cov.itemsSeen - keep.length }));
	}
	const metaFields = [...items.meta.keys()].filter((f) => {
		const col = items.meta.get(f)!;
		return keep.some((i) => col[i] !== undefined);
	});
	const base = previewBase(ctx, cov, metaFields);
	const failed = () => ({
		matrix: null,
		details: null,
		preview: { ...emptyPreview(), ...base, nItems: keep.length },
		issues,
		notes
	});
	for (const issue of blockingIssues(cov, models, ctx.modelFiles, items.ids, ctx.someFile))
		add(issue);
	if (issues.length) return failed();
	const kind = cov.continuous ? 'continuous' : 'binary';
	const refusal = ctx.packed
		? ctx.budget.matrixRefusal({
				packed: true,
				nItems: keep.length,
				allItems: N,
				nModels: M,
				kind,
				cells: 0
			})
		: null;
	if (refusal) {
		add({ file: ctx.someFile, ...refusal });
		return failed();
	}
	return build(ctx, cov, base, write());
}

/** The matrix, and the preview completed with what writing it measured. */
function build(
	ctx: FinishContext,
	cov: Coverage,
	base: ReturnType<typeof previewBase>,
	written: WrittenCells
): Assembled {
	const { items, models, notes, issues } = ctx;
	const { keep } = cov;
	const M = models.length;
	const kind = cov.continuous ? 'continuous' : 'binary';
	const itemIds = keep.map((i) => items.ids[i]);
	const metaCols = base.metaFields.map((f) => items.meta.get(f)!);
	const matrix: ScoreMatrix = {
		nItems: keep.length,
		nModels: M,
		models: [...models],
		itemIds,
		// fromEntries defines own properties, so a field named "__proto__" stays a plain field.
		meta: Object.fromEntries(
			base.metaFields.map((f, k) => [
				f,
				datesRead(
					f,
					keep.map((i) => metaCols[k][i] ?? ''),
					notes
				)
			])
		),
		valueType: kind,
		wordsPerItem: wordsFor(M),
		bits: written.bits,
		values: written.values,
		present: written.present,
		missingCells: cov.missingCells,
		...(written.trials ? { trials: written.trials } : {})
	};
	if (written.zeroFilled) notes.push(importNote('zero-filled', { count: written.zeroFilled }));
	const preview: ImportPreview = {
		...base,
		nItems: keep.length,
		valueType: kind,
		models: base.models.map((p, m) => ({
			...p,
			mean: written.ns[m] ? written.sums[m] / written.ns[m] : null
		})),
		missingCells: cov.missingCells,
		zeroFilled: written.zeroFilled,
		range: Number.isFinite(written.lo) ? [written.lo, written.hi] : null,
		trials: previewTrials(matrix),
		sample: {
			itemIds: itemIds.slice(0, 8),
			models: models.slice(0, Math.min(M, 12)),
			values: written.sample
		}
	};
	const details = buildDetails(ctx.contributions, ctx.localToGlobal, items, keep, models);
	if (details?.truncated) notes.push(importNote('details-truncated'));
	return { matrix, details, preview, issues, notes };
}

/** A metadata column as kept: epoch seconds or milliseconds as ISO dates (with a note). */
function datesRead(field: string, values: string[], notes: ImportNote[]): string[] {
	const read = epochDates(field, values);
	if (!read) return values;
	const unit = read.unit === 's' ? 'seconds' : 'milliseconds';
	notes.push(importNote('epoch-dates', { field, unit }));
	return read.dates;
}

/** The preview's line on trials per cell. */
function previewTrials(matrix: ScoreMatrix): ImportPreview['trials'] {
	const t = trialsSummary(matrix);
	return t.known === 'none' ? null : { known: t.known, min: t.min, max: t.max };
}

/** What the preview says whether or not the matrix can be built. */
function previewBase(ctx: FinishContext, cov: Coverage, metaFields: readonly string[]) {
	return {
		nModels: ctx.models.length,
		models: ctx.models.map((name, m) => ({
			name,
			files: ctx.modelFiles[m],
			items: cov.perModelItems[m],
			mean: null as number | null
		})),
		itemsSeen: cov.itemsSeen,
		itemsInAll: cov.itemsInAll,
		itemsMissingForSome: cov.itemsMissingForSome,
		itemsDropped: ctx.items.size - cov.keep.length,
		minOverlap: cov.minOverlap,
		metaFields
	};
}

/**
 * The proposal: for every detected file, the format and the choices to read it with (a file
 * dropped twice is left out, one-model-per-file formats get their model's name, names that would
 * collide are numbered); after reading, the scale of each file (percentages are divided by 100,
 * other ranges used as they are) and the options found past the head.
 */
import type { FileChoices, FileOptions, FileProposal, ImportChoices } from './choices.ts';
import type { Contribution } from './contribution.ts';
import { encodingNote, formatsFor, type Expanded } from './detect.ts';
import { baseName, dirName } from './source.ts';
import type { Facts } from './read-context.ts';
import type { IssueParams } from './issues.ts';
import { importNote, type ImportNote } from './notes.ts';
import type { ContributionChoices } from './merge-types.ts';
import { formatEntry } from './registry.ts';

interface Proposed {
	readonly files: FileProposal[];
	readonly choices: ImportChoices;
	/** Things worth saying about the whole drop (duplicates left out, names made unique, ...). */
	readonly notes: ImportNote[];
	/** The dataset's name from the benchmarks the files hold (undefined: none says). */
	readonly name?: string;
}

/** Proposes a format and choices for every file (the missing-cell policy: keep). */
export function proposeFiles(expanded: readonly Expanded[]): Proposed {
	const notes: ImportNote[] = [];
	const facts: Facts[] = expanded.flatMap((x) => (x.sniffed[0]?.facts ? [x.sniffed[0].facts] : []));
	const seen = new Map<string, string>();
	const files: FileProposal[] = [];
	const choices: FileChoices[] = [];
	for (const x of expanded) {
		const best = x.issues.length ? undefined : x.sniffed[0];
		const duplicateOf = duplicateOfEarlier(x, seen, notes);
		choices.push(choicesFor(x, duplicateOf, facts));
		files.push({
			name: x.file.name,
			size: x.file.size,
			format: x.isArchive ? null : (best?.format ?? null),
			summary: x.isArchive
				? x.container === 'workbook'
					? 'Excel workbook: its sheets are listed below.'
					: `Zipped folder: its files are listed below.`
				: (best?.summary ?? (x.issues.length ? 'Cannot be read.' : 'Not recognised.')),
			about: x.isArchive
				? { code: x.container === 'workbook' ? 'workbook' : 'zipped-folder' }
				: (best?.about ?? { code: x.issues.length ? 'cannot-read' : 'not-recognised' }),
			options: { formats: formatsFor(x), ...(best?.options ?? {}) },
			issues: x.issues,
			duplicateOf,
			source: x.source
		});
		const n = encodingNote(x);
		if (n && best) notes.push(n);
	}
	uniqueModelNames(
		choices,
		expanded.map((x, k) => scopeOf(x, choices[k])),
		expanded.map((x) => x.sniffed[0]?.facts?.variant ?? ''),
		notes
	);
	notes.push(...pairedByOrder(expanded, choices));
	// Rows that repeat (item, model) beside an attempt or trials column are trials: averaged.
	const trialRows = expanded.filter(
		(x, k) => x.sniffed[0]?.facts?.repeatedTrials && choices[k].format === x.sniffed[0].format
	);
	for (const x of trialRows) notes.push(importNote('rows-are-trials', { file: x.file.name }));
	const duplicates = trialRows.length ? 'mean' : 'error';
	const name = proposedName(expanded, choices);
	return {
		files,
		choices: { files: choices, missing: 'keep', duplicates },
		notes,
		...(name ? { name } : {})
	};
}

/** Files dropped without their folders that share a name were paired in the order dropped. */
function pairedByOrder(
	expanded: readonly Expanded[],
	choices: readonly FileChoices[]
): ImportNote[] {
	const paired = expanded.filter(
		(x, k) => x.nth > 0 && !dirName(x.file.name) && choices[k].model !== undefined
	);
	if (!paired.length) return [];
	const count = Math.max(...paired.map((x) => x.nth)) + 1;
	return [importNote('paired-by-order', { file: baseName(paired[0].file.name), count })];
}

/** Benchmarks named in the proposed name before "+ n more". */
const NAMED_BENCHMARKS = 3;

/**
 * The dataset's name from what the files say: the benchmarks they hold (`Facts.benchmark`) and,
 * when the files name one model, that model ("arc_easy + gsm8k · EleutherAI/pythia-160m");
 * undefined when no file names a benchmark (tables keep their file's name).
 */
function proposedName(
	expanded: readonly Expanded[],
	choices: readonly FileChoices[]
): string | undefined {
	const benchmarks: string[] = [];
	const models = new Set<string>();
	expanded.forEach((x, k) => {
		if (choices[k].format === 'skip') return;
		const b = x.sniffed[0]?.facts?.benchmark;
		if (b && !benchmarks.includes(b)) benchmarks.push(b);
		const entry = formatEntry(choices[k].format);
		if (choices[k].model && !entry?.companion) models.add(choices[k].model!);
	});
	if (!benchmarks.length) return undefined;
	const shown = benchmarks.slice(0, NAMED_BENCHMARKS).join(' + ');
	const more = benchmarks.length - NAMED_BENCHMARKS;
	const name = more > 0 ? `${shown} + ${more} more` : shown;
	return models.size === 1 ? `${name} · ${[...models][0]}` : name;
}

/** The earlier file with the same size and first megabyte (not for archives and companions). */
function duplicateOfEarlier(
	x: Expanded,
	seen: Map<string, string>,
	notes: ImportNote[]
): string | undefined {
	const companion = x.sniffed[0] && formatEntry(x.sniffed[0].format)?.companion;
	if (x.isArchive || !x.headHash || companion) return undefined;
	const prev = seen.get(x.headHash);
	if (prev === undefined) {
		seen.set(x.headHash, x.file.name);
		return undefined;
	}
	notes.push(importNote('duplicate-file', { file: x.file.name, first: prev }));
	return prev;
}

function choicesFor(
	x: Expanded,
	duplicateOf: string | undefined,
	facts: readonly Facts[]
): FileChoices {
	const best = x.issues.length ? undefined : x.sniffed[0];
	if (!best || duplicateOf || x.isArchive || x.laterSheet) return { format: 'skip' };
	const c: FileChoices = { format: best.format, ...best.choices };
	const model = formatEntry(best.format)?.model;
	const file = { name: x.file.name, facts: best.facts, nth: x.nth };
	return model ? { ...c, model: model(file, facts) } : c;
}

/**
 * Several files proposing the same model for the same items (two SWE-bench results.json dropped
 * without their folders, two runs of one Inspect task) would collide: the later ones are numbered.
 */
function uniqueModelNames(
	choices: FileChoices[],
	scopes: readonly (string | null)[],
	variants: readonly string[],
	notes: ImportNote[]
): void {
	const groups = new Map<string, number[]>();
	choices.forEach((c, k) => {
		if (c.format === 'skip' || !c.model || scopes[k] === null) return;
		const g = `${c.format}|${c.model}|${scopes[k]}`;
		groups.set(g, [...(groups.get(g) ?? []), k]);
	});
	for (const ks of groups.values()) {
		if (ks.length < 2) continue;
		const name = choices[ks[0]].model;
		// Runs of one model by several systems (SWE-bench run ids): named by their run.
		const runs = ks.map((k) => variants[k]);
		if (runs.every(Boolean) && new Set(runs).size === runs.length) {
			for (const k of ks) choices[k] = { ...choices[k], model: `${name} (${variants[k]})` };
			notes.push(importNote('same-model-runs', { count: ks.length, model: String(name) }));
			continue;
		}
		ks.forEach((k, n) => {
			if (n > 0) choices[k] = { ...choices[k], model: `${name} (${n + 1})` };
		});
		notes.push(importNote('same-model', { count: ks.length, model: String(name) }));
	}
}

/** What items a file covers, for `uniqueModelNames` (null: the file may share a model with others). */
function scopeOf(x: Expanded, c: FileChoices): string | null {
	const scope = c.format === 'skip' ? undefined : formatEntry(c.format)?.scope;
	return scope ? scope({ name: x.file.name, facts: x.sniffed[0]?.facts, nth: x.nth }) : null;
}

/** The proposals with the options each reader found past the head (lm-eval filters, metrics). */
export function withDiscovered(
	files: readonly FileProposal[],
	discovered: readonly (Contribution['discovered'] | undefined)[]
): FileProposal[] {
	return files.map((p, k) => {
		const d = discovered[k];
		if (!d) return p;
		const options: FileOptions = {
			...p.options,
			...(d.filters ? { filters: d.filters } : {}),
			...(d.metrics ? { metrics: [...new Set([...(p.options.metrics ?? []), ...d.metrics])] } : {})
		};
		return { ...p, options };
	});
}

/**
 * Each file's scale and range: proposed from the values read (when proposing and the user has
 * not chosen), else as chosen. Returns the choices with them and what the merge applies.
 */
export function scaleChoices(
	contributions: readonly Contribution[],
	used: readonly number[],
	choices: ImportChoices,
	propose: boolean
): { choices: ImportChoices; perFile: ContributionChoices[]; notes: ImportNote[] } {
	const notes: ImportNote[] = [];
	const files = [...choices.files];
	const perFile = used.map((k, n) => {
		const c = contributions[n];
		const fc = files[k];
		if (propose && fc.scale === undefined && fc.range === undefined) {
			const p = proposeScale(c, fc.format);
			files[k] = { ...fc, ...p.choice };
			if (p.note) notes.push(importNote(p.note.code, { file: c.file, ...p.note.params }));
		}
		return { scale: files[k].scale ?? 1, range: files[k].range ?? 'unit' } as const;
	});
	return { choices: { ...choices, files }, perFile, notes };
}

/** Proposes the scale and range of a file from the values read. */
function proposeScale(
	c: Contribution,
	format: string
): {
	choice: Pick<FileChoices, 'scale' | 'range'>;
	note?: { code: 'scale-as-is' | 'scale-percent' | 'scale-any'; params: IssueParams };
} {
	const n = c.nFinite;
	if (!n || !Number.isFinite(c.min)) return { choice: { scale: 1, range: 'unit' } };
	if (c.min >= 0 && c.max <= 1) return { choice: { scale: 1, range: 'unit' } };
	const range = { min: fmt(c.min), max: fmt(c.max) };
	if (formatEntry(format)?.scaleAsIs) {
		return {
			choice: { scale: 1, range: 'any' },
			note: { code: 'scale-as-is', params: range }
		};
	}
	if (c.min >= 0 && c.max <= 100 && c.max > 1) {
		if (c.nUnit < c.nFinite * 0.95) {
			return {
				choice: { scale: 0.01, range: 'unit' },
				note: { code: 'scale-percent', params: range }
			};
		}
	}
	if (c.nUnit >= n * 0.95) return { choice: { scale: 1, range: 'unit' } };
	return {
		choice: { scale: 1, range: 'any' },
		note: { code: 'scale-any', params: range }
	};
}

function fmt(x: number): string {
	return Number.isInteger(x) ? String(x) : x.toPrecision(4);
}

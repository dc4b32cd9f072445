/**
 * Every format the importer reads, one entry each: how its files are recognised (detectors),
 * how they are read (reader), and what the proposal needs to know about it (whether it only
 * helps other files, how its model is named, which items a file covers, whether it carries run
 * configurations). The pipeline (`detect.ts`, `propose.ts`, `read-files.ts`, `run-config.ts`)
 * looks formats up here and never switches on their ids; `FormatId` is this table's keys.
 *
 * Adding a format: its module (detector, reader), one entry below, and its two messages per
 * language (`format.<id>`, `import.summary.<id>`); see README.md, "Adding a format".
 */
import { readAlpacaEval, sniffAlpacaEval } from './alpaca-eval.ts';
import { readArenaJudgments, sniffArenaJudgments, sniffArenaQuestions } from './arena-hard.ts';
import { helmModelFor, readHelm, sniffHelmInstances, sniffHelmPerInstance } from './helm.ts';
import { sniffHelmPredictions, sniffHelmRunSpec } from './helm.ts';
import { readInspect, sniffInspectJson } from './inspect.ts';
import type { FileChoices } from './choices.ts';
import type { SummaryText } from './issues.ts';
import { readEeeAggregate, readEeeSamples } from './every-eval-ever.ts';
import { sniffEeeAggregate, sniffEeeSamples } from './every-eval-ever.ts';
import { readJsonMatrix, sniffJsonMatrix } from './json-matrix.ts';
import { readLighteval, sniffLighteval } from './lighteval.ts';
import { lmEvalModelFor, parseSamplesName, readLmEvalSamples } from './lm-eval.ts';
import { sniffLmEvalResults, sniffLmEvalSamples } from './lm-eval.ts';
import { readLiveCodeBench, sniffLiveCodeBench } from './livecodebench.ts';
import { readLong, sniffLongCsv, sniffLongJson } from './long-table.ts';
import { sniffModelsTable } from './models-table.ts';
import { readPromptfoo, sniffPromptfoo } from './promptfoo.ts';
import type { Claim, Detector, Facts, Head, Reader } from './read-context.ts';
import { readSwebenchInstances, readSwebenchReport } from './swebench.ts';
import { sniffSwebenchInstances, sniffSwebenchReport } from './swebench.ts';
import { readWide, sniffWide } from './wide-table.ts';

/** What a file of a format is, for the proposal: its name (with folders) and its facts. */
interface FileFacts {
	readonly name: string;
	readonly facts: Facts | undefined;
	/** Files before it with the same name (`Expanded.nth`: pairs files dropped without folders). */
	readonly nth: number;
}

interface FormatEntry {
	/** Its detectors, asked in registry order (the most confident claim wins). */
	readonly detect: readonly Detector[];
	/** Reads a file into the import; null: the format is read through its neighbours' readers. */
	readonly read: Reader | null;
	/**
	 * Only helps other files (a model's name, item texts, the item universe): never a duplicate
	 * of another file, never numbered as a model.
	 */
	readonly companion?: boolean;
	/**
	 * Its rows can be packed as they are read (`WideCells`: a wide table with items as rows); an
	 * import whose files all pack takes the packed path (`memory-budget.ts`).
	 */
	readonly packs?: (choices: FileChoices) => boolean;
	/** Offered for every text file, whatever it was detected as (the tables). */
	readonly table?: boolean;
	/** Its files are never offered as a table (a log or matrix document is not one). */
	readonly notTable?: boolean;
	/** The model name proposed for a file, from its name and the other files' facts. */
	readonly model?: (file: FileFacts, facts: readonly Facts[]) => string;
	/**
	 * What items a file covers: files naming the same model for the same scope are numbered
	 * (`propose.ts`). Absent: a file may share its model with others (tables).
	 */
	readonly scope?: (file: FileFacts) => string;
	/** Its files carry run configurations (`run-config.ts`). */
	readonly configs?: boolean;
	/** Its scores are used as they are, never proposed as percentages (this app's own export). */
	readonly scaleAsIs?: boolean;
}

const whole = () => '';

/** The formats, in the order their detectors are asked. */
export const FORMATS = {
	'json-matrix': {
		detect: [sniffJsonMatrix],
		read: readJsonMatrix,
		notTable: true,
		scaleAsIs: true
	},
	'lm-eval-samples': {
		detect: [sniffLmEvalSamples],
		read: readLmEvalSamples,
		model: (f, facts) => lmEvalModelFor(f.name, facts),
		scope: (f) => parseSamplesName(f.name)?.task ?? f.name,
		configs: true
	},
	'lm-eval-results': { detect: [sniffLmEvalResults], read: null, companion: true },
	'inspect-log': {
		detect: [sniffInspectJson],
		read: readInspect,
		scope: (f) => f.facts?.inspectTask ?? '',
		configs: true,
		notTable: true
	},
	'helm-per-instance': {
		detect: [sniffHelmPerInstance],
		read: readHelm,
		model: (f, facts) => helmModelFor(f.name, f.nth, facts),
		scope: (f) => f.facts?.helmScenario ?? '',
		configs: true
	},
	'helm-run-spec': { detect: [sniffHelmRunSpec], read: null, companion: true },
	'helm-instances': { detect: [sniffHelmInstances], read: null, companion: true },
	'helm-predictions': { detect: [sniffHelmPredictions], read: null, companion: true },
	'swebench-report': { detect: [sniffSwebenchReport], read: readSwebenchReport, scope: whole },
	'swebench-instances': {
		detect: [sniffSwebenchInstances],
		read: readSwebenchInstances,
		companion: true
	},
	'alpaca-annotations': { detect: [sniffAlpacaEval], read: readAlpacaEval },
	livecodebench: { detect: [sniffLiveCodeBench], read: readLiveCodeBench },
	// Read once the scores are in (`import-files.ts`): its rows are matched to their models.
	'models-table': { detect: [sniffModelsTable], read: null, companion: true },
	promptfoo: { detect: [sniffPromptfoo], read: readPromptfoo },
	'arena-hard-judgments': {
		detect: [sniffArenaJudgments],
		read: readArenaJudgments,
		scope: () => ''
	},
	'arena-hard-questions': { detect: [sniffArenaQuestions], read: null, companion: true },
	'eee-samples': {
		detect: [sniffEeeSamples],
		read: readEeeSamples,
		scope: (f) => f.facts?.benchmark ?? ''
	},
	'eee-aggregate': { detect: [sniffEeeAggregate], read: readEeeAggregate, companion: true },
	'lighteval-details': {
		detect: [sniffLighteval],
		read: readLighteval,
		scope: (f) => f.facts?.benchmark ?? ''
	},
	'wide-table': {
		detect: [sniffWide],
		read: readWide,
		table: true,
		packs: (c) => c.orientation !== 'models-as-rows'
	},
	'long-table': { detect: [sniffLongCsv, sniffLongJson], read: readLong, table: true }
} as const satisfies Readonly<Record<string, FormatEntry>>;

export type FormatId = keyof typeof FORMATS;

/** Every format id, in registry order. */
export const FORMAT_IDS = Object.keys(FORMATS) as FormatId[];

/** A detector's claim with the format it was made for. */
export type Sniffed = Claim & {
	readonly format: FormatId;
	/** The summary for the message catalogs (`import.summary.<format>`). */
	readonly about: SummaryText;
};

export function isFormatId(id: string): id is FormatId {
	return Object.hasOwn(FORMATS, id);
}

/** The entry of a format id (undefined for an unknown id, such as one from an older page). */
export function formatEntry(id: string): FormatEntry | undefined {
	return isFormatId(id) ? FORMATS[id] : undefined;
}

/** A claim made for `format`. */
export function claimed(format: FormatId, claim: Claim): Sniffed {
	return { ...claim, format, about: { code: format, params: claim.params } };
}

/** Every format's claim on a head, best first (a detector that throws claims nothing). */
export function detectAll(head: Head): Sniffed[] {
	const found: Sniffed[] = [];
	for (const id of FORMAT_IDS) {
		for (const detector of FORMATS[id].detect) {
			try {
				const claim = detector(head);
				if (claim) found.push(claimed(id, claim));
			} catch {
				// A detector that trips on odd input simply does not claim the file.
			}
		}
	}
	return found.sort((a, b) => b.confidence - a.confidence);
}

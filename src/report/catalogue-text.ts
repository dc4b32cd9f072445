/**
 * The catalogue's words. Their one source is the message catalog (`kind.*`, `field.*`, `choice.*`,
 * `imitates.*`, `settings.*`, `drawType.*`, `cluster*.*` in src/i18n/messages/en-analysis.ts, with
 * the Chinese beside it); this module reads the English for code that is not a view (the
 * catalogue's entries, the settings rules' English problem texts, the results JSON) and names the
 * keys a view looks up with `t()`. Nothing here decides behaviour: the catalogue (`catalogue.ts`)
 * holds the rules and refers to these texts by key. Sources are citations and are not translated.
 */
import { FIELD_KEYS, type FieldLabelKey } from '../core/perturbations/field-labels.ts';
import en from '../i18n/messages/en-analysis.ts';

/** Texts of one perturbation kind. */
export interface KindText {
	readonly label: string;
	/** One sentence: the real-world change the perturbation imitates (`kind.<kind>.imitates`). */
	readonly realWorld: string;
	/** Under the picker: what the strength does, or what plays its role. */
	readonly strengthNote?: string;
	/** A paper or documentation page for the idea. */
	readonly source: { readonly href: string; readonly text: string };
}

const TINY = {
	href: 'https://arxiv.org/abs/2402.14992',
	text: 'tinyBenchmarks (Polo et al. 2024)'
};

/** Each kind's source (a citation, the same in every language). */
const SOURCES = {
	bootstrap: { href: 'https://doi.org/10.1214/aos/1176344552', text: 'Efron 1979' },
	subsample: TINY,
	clusterBootstrap: { href: 'https://arxiv.org/abs/2411.00640', text: 'Miller 2024' },
	sizeSweep: TINY,
	dirichlet: { href: 'https://doi.org/10.1145/358407.358414', text: 'Marsaglia & Tsang 2000' },
	dropCategory: {
		href: 'https://mlbenchmarks.org',
		text: 'Hardt, The Emerging Science of Machine Learning Benchmarks'
	},
	worstCase: { href: 'https://arxiv.org/abs/1911.08731', text: 'Sagawa et al. 2020' },
	labelNoise: { href: 'https://arxiv.org/abs/2103.14749', text: 'Northcutt et al. 2021' },
	trials: { href: 'https://arxiv.org/abs/2411.00640', text: 'Miller 2024, section 3.1' },
	difficulty: { href: 'https://arxiv.org/abs/1902.10811', text: 'Recht et al. 2019 (ImageNetV2)' },
	timeSplit: { href: 'https://arxiv.org/abs/2310.10628', text: 'Roberts et al. 2023' },
	threshold: { href: 'https://arxiv.org/abs/2306.05685', text: 'Zheng et al. 2023' },
	modelSet: { href: 'https://arxiv.org/abs/2403.04132', text: 'Chatbot Arena (Chiang et al. 2024)' }
} as const;

type KindId = keyof typeof SOURCES;

/** The message key of a kind's text: `kind.<kind>.label`, `.imitates`, `.strengthNote`. */
export type KindTextKey<K extends KindId = KindId> =
	`kind.${K}.label` | `kind.${K}.imitates` | Extract<`kind.${K}.strengthNote`, keyof typeof en>;

function kindText(kind: KindId): KindText {
	const note = (en as Record<string, string>)[`kind.${kind}.strengthNote`];
	return {
		label: en[`kind.${kind}.label`],
		realWorld: en[`kind.${kind}.imitates`],
		...(note ? { strengthNote: note } : {}),
		source: SOURCES[kind]
	};
}

export const KIND_TEXT = Object.fromEntries(
	(Object.keys(SOURCES) as KindId[]).map((k) => [k, kindText(k)])
) as Readonly<Record<KindId, KindText>>;

/** Whether a kind has a strength note (`kind.<kind>.strengthNote`). */
export function hasStrengthNote(kind: KindId): boolean {
	return `kind.${kind}.strengthNote` in en;
}

export const FIELD_TEXT = Object.fromEntries(
	FIELD_KEYS.map((k) => [k, { label: en[`field.${k}`] }])
) as Readonly<Record<FieldLabelKey, { readonly label: string }>>;

/** Options of the choice fields, by setting (`choice.<setting>.<option>`). */
export const CHOICE_OPTIONS = {
	mode: ['cell', 'key'],
	method: ['bradleyTerry', 'winRate', 'mean']
} as const;

/** The message key of a choice option, or null for an option without words. */
export function choiceKey(setting: string, option: string): `choice.${string}` | null {
	const key = `choice.${setting}.${option}`;
	return key in en ? (key as `choice.${string}`) : null;
}

/** The picker's heading of each group of kinds, by what they imitate (`imitates.<imitates>`). */
export const IMITATES_TEXT = {
	noise: en['imitates.noise'],
	shift: en['imitates.shift'],
	grading: en['imitates.grading'],
	entrants: en['imitates.entrants']
} as const;

/** Labels of the settings every kind shares (`settings.<key>`). */
export const COMMON_TEXT = {
	kind: en['settings.kind'],
	draws: en['settings.draws'],
	drawsPerSize: en['settings.drawsPerSize'],
	drawsPerStep: en['settings.drawsPerStep'],
	seed: en['settings.seed'],
	topK: en['settings.topK'],
	cluster: en['settings.cluster'],
	sweep: en['settings.sweep'],
	steps: en['settings.steps']
} as const;

/** What a draw type is, in one sentence (`drawType.<type>.text`; docs/using.md says the same). */
export const DRAW_TYPE_TEXT = {
	sample: en['drawType.sample.text'],
	variants: en['drawType.variants.text'],
	search: en['drawType.search.text'],
	sweep: en['drawType.sweep.text']
} as const;

/** Why a column is or is not proposed as clusters (`clusterReason.<reason>`). */
export const CLUSTER_REASON_TEXT = {
	name: en['clusterReason.name'],
	shape: en['clusterReason.shape'],
	fewGroups: en['clusterReason.fewGroups'],
	largeGroups: en['clusterReason.largeGroups'],
	singletons: en['clusterReason.singletons'],
	dates: en['clusterReason.dates'],
	unlabelled: en['clusterReason.unlabelled']
} as const;

/** What a cluster is, in one sentence (`cluster.*`). */
export const CLUSTER_TEXT = {
	what: en['cluster.what'],
	few: en['cluster.few'],
	none: en['cluster.none']
} as const;

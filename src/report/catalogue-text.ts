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
interface KindText {
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

export const FIELD_TEXT = Object.fromEntries(
	FIELD_KEYS.map((k) => [k, { label: en[`field.${k}`] }])
) as Readonly<Record<FieldLabelKey, { readonly label: string }>>;

/** The message key of a choice option, or null for an option without words. */
export function choiceKey(setting: string, option: string): `choice.${string}` | null {
	const key = `choice.${setting}.${option}`;
	return key in en ? (key as `choice.${string}`) : null;
}

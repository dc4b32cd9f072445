/**
 * The catalogue's words. Their one source is the message catalog (`kind.*`, `field.*`, `choice.*`,
 * `imitates.*`, `settings.*`, `drawType.*`, `cluster*.*` in src/i18n/messages/en-analysis.ts, with
 * the Chinese beside it); this module reads the English for code that is not a view (the
 * catalogue's entries, the settings rules' English problem texts, the results JSON) and names the
 * keys a view looks up with `t()`. A kind registered with its own words (`KindModule.strings`)
 * is read from them instead. Nothing here decides behaviour: the catalogue (`catalogue.ts`)
 * holds the rules and refers to these texts by key. Sources are citations and are not translated.
 */
import { FIELD_KEYS, type FieldLabelKey } from '../core/perturbations/field-labels.ts';
import type { PerturbationKind } from '../core/perturbations/catalogue.ts';
import { kindMessage } from '../core/perturbations/kind-strings.ts';
import { isKind, kindModule } from '../core/perturbations/registry.ts';
import en from '../i18n/messages/en-analysis.ts';

/** Texts of one perturbation kind. */
interface KindText {
	readonly label: string;
	/** One sentence: the real-world change the perturbation imitates (`kind.<kind>.imitates`). */
	readonly realWorld: string;
	/** Under the picker: what the strength does, or what plays its role. */
	readonly strengthNote?: string;
	/** A paper or documentation page for the idea (the kind module's `source`). */
	readonly source: { readonly href: string; readonly text: string };
}

/** The texts of a registered kind: the catalog's English, else its module's own words. */
function kindText(kind: string): KindText {
	const words = (key: string) =>
		(en as Record<string, string>)[`kind.${kind}.${key}`] ??
		kindMessage('en', `kind.${kind}.${key}`);
	const note = words('strengthNote');
	return {
		label: words('label') ?? kind,
		realWorld: words('imitates') ?? '',
		...(note ? { strengthNote: note } : {}),
		source: kindModule(kind).source
	};
}

/**
 * Each registered kind's texts, by id. Looked up when read (a Proxy over the registry), so a kind
 * registered after this module loads (a test's fixture kind) has its texts too.
 */
export const KIND_TEXT = new Proxy({} as Readonly<Record<PerturbationKind, KindText>>, {
	get: (_, kind) => (typeof kind === 'string' && isKind(kind) ? kindText(kind) : undefined)
});

export const FIELD_TEXT = Object.fromEntries(
	FIELD_KEYS.map((k) => [k, { label: en[`field.${k}`] }])
) as Readonly<Record<FieldLabelKey, { readonly label: string }>>;

/** The message key of a choice option, or null for an option without words. */
export function choiceKey(setting: string, option: string): `choice.${string}` | null {
	const key = `choice.${setting}.${option}`;
	return key in en ? (key as `choice.${string}`) : null;
}

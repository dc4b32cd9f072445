/**
 * Settings per dataset: which settings a dataset opens with, and how they are kept. Pure (the
 * analysis state reads and writes the stored value through the library store).
 *
 * - A link that names settings (any setting parameter in the URL) applies them to the dataset it
 *   names: that is what the person who shared it ran.
 * - A dataset opened without settings (from the library, after an import) starts from its own
 *   last settings, kept in the library as the per-dataset value `settings`, or the defaults.
 *   Settings never carry over from one dataset to the next.
 */
import {
	type AnalysisSettings,
	DEFAULT_ANALYSIS_SETTINGS,
	upgradeSettings
} from '../core/analysis-settings.ts';
import {
	AnalysisSettingsSchema,
	hasSettingParams,
	settingsFromParams,
	type ParamsLike
} from '../schemas/settings.ts';

/** The per-dataset value name under which a dataset's last settings are kept. */
export const SETTINGS_FIELD = 'settings';

/** Stored settings if they are valid settings (a library file is untrusted), else null. */
export function storedSettings(value: unknown): AnalysisSettings | null {
	if (!value || typeof value !== 'object') return null;
	const parsed = AnalysisSettingsSchema.safeParse(
		upgradeSettings(value as Partial<AnalysisSettings>)
	);
	return parsed.success ? (parsed.data as AnalysisSettings) : null;
}

interface InitialSettings {
	readonly settings: AnalysisSettings;
	/** Where they came from. */
	readonly from: 'link' | 'dataset' | 'defaults';
	/** Notes about URL values that were not valid (link settings only). */
	readonly problems: readonly string[];
}

/** The settings a dataset opens with (see the module comment). */
export function initialSettings(params: ParamsLike, stored: unknown): InitialSettings {
	if (hasSettingParams(params)) {
		const { settings, problems } = settingsFromParams(params);
		return { settings, from: 'link', problems };
	}
	const own = storedSettings(stored);
	return own
		? { settings: own, from: 'dataset', problems: [] }
		: { settings: DEFAULT_ANALYSIS_SETTINGS, from: 'defaults', problems: [] };
}

/** The settings as kept in the library (plain JSON). */
export function settingsRecord(settings: AnalysisSettings): Record<string, unknown> {
	return JSON.parse(JSON.stringify(settings)) as Record<string, unknown>;
}

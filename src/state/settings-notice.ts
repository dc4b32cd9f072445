/**
 * A URL setting that was not valid, as a message of the catalogs (`settings.url.*` in
 * `messages/en-import.ts`): which parameter, its value, what it must be, and what is used instead.
 */
import { msg, type Msg } from '../i18n/catalog.ts';
import type { SettingsUrlProblem } from '../schemas/settings.ts';

export function settingsUrlNotice(u: SettingsUrlProblem): Msg {
	const { param, raw, problem: p } = u;
	const at = { param, raw };
	const fb = { param, raw, fallback: u.fallback ?? '' };
	const dflt = u.fallback === null;
	switch (p.code) {
		case 'range': {
			const n = { min: p.min, max: p.max };
			if (p.integer) {
				return dflt
					? msg('settings.url.rangeInteger.default', { ...at, ...n })
					: msg('settings.url.rangeInteger', { ...fb, ...n });
			}
			return dflt
				? msg('settings.url.range.default', { ...at, ...n })
				: msg('settings.url.range', { ...fb, ...n });
		}
		case 'choice': {
			const options = p.options.join(', ');
			return dflt
				? msg('settings.url.choice.default', { ...at, options })
				: msg('settings.url.choice', { ...fb, options });
		}
		case 'flag':
			return dflt ? msg('settings.url.flag.default', at) : msg('settings.url.flag', fb);
		case 'text':
			return dflt
				? msg('settings.url.text.default', { ...at, maxLength: p.maxLength })
				: msg('settings.url.text', { ...fb, maxLength: p.maxLength });
		case 'date':
			return dflt ? msg('settings.url.date.default', at) : msg('settings.url.date', fb);
		case 'list': {
			const n = {
				min: p.min,
				max: p.max,
				maxLength: p.maxLength,
				integer: p.integer ? 'yes' : 'no'
			};
			return dflt
				? msg('settings.url.list.default', { ...at, ...n })
				: msg('settings.url.list', { ...fb, ...n });
		}
	}
}

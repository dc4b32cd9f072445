/** A date typed in the view, as the facts keep it (`YYYY-MM` or `YYYY-MM-DD`), or null. */
import { factDate } from '../../../formats/model-facts.ts';

export function factDateOf(text: string): string | null {
	const d = factDate(text);
	return d && /^\d{4}-\d{2}(-\d{2})?$/.test(d) ? d : null;
}

/**
 * The dataset's name, which begins every chart caption ("name · settings"), shared from the run's
 * results down to each ChartPanel so the panel can mark it as data (translate="no"): a name is not
 * language, whatever the reader's language is. Exported PNG footers keep the whole caption.
 */
import { getContext, setContext } from 'svelte';

const KEY = Symbol('caption-name');

interface CaptionName {
	readonly name: string;
}

/** Called by the component that builds the caption; pass an object with a getter to stay live. */
export function setCaptionName(source: CaptionName): void {
	setContext(KEY, source);
}

/** The name set by an enclosing component, if any (call during component initialisation). */
export function getCaptionName(): CaptionName | undefined {
	return getContext<CaptionName | undefined>(KEY);
}

/** The caption split into its data part (the name) and the rest, when it starts with the name. */
export function splitOn(caption: string, name: string): { name: string; rest: string } | null {
	return name && caption.startsWith(name) ? { name, rest: caption.slice(name.length) } : null;
}

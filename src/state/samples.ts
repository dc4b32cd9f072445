/// <reference types="vite/client" />
/** The built-in samples offered in the gallery: files in samples/, described by their specs. */
import { sampleModelDate, SAMPLE_SPECS, type SampleSpec } from '../core/sample-generator.ts';
import { sampleFileName } from '../formats/sample-file.ts';
import type { ModelFactsEntry } from '../schemas/model-facts.ts';

const urls = import.meta.glob('../../samples/*.{csv,json}', {
	query: '?url',
	import: 'default',
	eager: true
}) as Record<string, string>;

export interface SampleEntry {
	readonly spec: SampleSpec;
	readonly fileName: string;
	readonly url: string;
}

export const SAMPLES: readonly SampleEntry[] = SAMPLE_SPECS.flatMap((spec) => {
	const fileName = sampleFileName(spec);
	const url = urls[`../../samples/${fileName}`];
	return url ? [{ spec, fileName, url }] : [];
});

/** The sample analysed on a first visit. */
export const DEFAULT_SAMPLE_ID = 'irt-leaderboard';

/**
 * The model facts of a built-in sample (by its file name): every model trained up to the
 * sample's public/fresh boundary (`sampleModelDate`), as a training cut-off; none for samples
 * without one.
 */
export function sampleModelFacts(fileName: string, models: readonly string[]): ModelFactsEntry[] {
	const spec = SAMPLES.find((s) => s.fileName === fileName)?.spec;
	const date = spec ? sampleModelDate(spec) : null;
	return date ? models.map((model) => ({ model, cutoff: date })) : [];
}

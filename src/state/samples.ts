/// <reference types="vite/client" />
/** The built-in samples offered in the gallery: files in samples/, described by their specs. */
import { SAMPLE_SPECS, type SampleSpec } from '../core/sample-generator.ts';
import { sampleFileName } from '../formats/sample-file.ts';

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

/**
 * A votes dataset's id: `vt-` and a 64-bit content fingerprint over its model names, both sides,
 * outcomes, file rows, times and category columns (the lanes of `core/fingerprint.ts`), so the
 * same votes dropped twice are one dataset and a shared `#/votes?dataset=vt-…` link opens them
 * once the same file is imported. Not cryptographic.
 */
import { Lanes } from '../../../core/fingerprint.ts';
import type { Votes } from './votes.ts';

const VOTES_ID = /^vt-[0-9a-f]{16}$/;

/** True for a votes dataset's id (`vt-` + 16 hex digits). */
export function isVotesDatasetId(id: string | null | undefined): boolean {
	return typeof id === 'string' && VOTES_ID.test(id);
}

/** The id of these votes. */
export function votesId(votes: Votes): string {
	const h = new Lanes();
	h.mix(votes.models.length);
	for (const m of votes.models) h.string(m);
	h.words(votes.a);
	h.words(votes.b);
	h.words(votes.outcome);
	h.words(votes.row);
	if (votes.time) h.words(new Uint32Array(Float64Array.from(votes.time).buffer));
	else h.mix(0);
	h.mix(votes.columns.length);
	for (const c of votes.columns) {
		h.string(c.name);
		h.mix(c.levels.length);
		for (const l of c.levels) h.string(l);
		h.words(c.codes);
	}
	return `vt-${h.hex()}`;
}

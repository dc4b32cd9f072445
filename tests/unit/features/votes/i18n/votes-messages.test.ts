/**
 * Every code the votes feature returns has its words in both catalogs (the catalog tests check
 * English against Chinese; this checks the codes against English).
 */
import { describe, expect, it } from 'vitest';
import enVotes from '../../../../../src/features/votes/i18n/en.ts';
import { VOTE_KINDS } from '../../../../../src/features/votes/core/vote-kinds.ts';
import { VOTE_ISSUE_CODES } from '../../../../../src/features/votes/formats/vote-issues.ts';
import { isMessageKey } from '../../../../../src/i18n/catalog.ts';

const has = (key: string) => key in enVotes && isMessageKey(key);

describe('the votes feature’s codes all have messages', () => {
	it('every import problem, its hint, every layout', () => {
		for (const code of VOTE_ISSUE_CODES) {
			expect(has(`votes.issue.${code}`), code).toBe(true);
			expect(has(`votes.hint.${code}`), code).toBe(true);
		}
		for (const layout of ['clean-battle', 'preference-flags', 'winner-column', 'arena-hard']) {
			expect(has(`votes.layout.${layout}`), layout).toBe(true);
		}
		for (const source of ['lines', 'self-judgment', 'unknown']) {
			expect(has(`votes.arenaHard.baseline.${source}`), source).toBe(true);
		}
	});

	it('every perturbation kind, its variants, what stops it, why a group has no ratings', () => {
		for (const kind of Object.keys(VOTE_KINDS)) {
			expect(has(`votes.kind.${kind}`), kind).toBe(true);
			expect(has(`votes.kind.${kind}.explain`), kind).toBe(true);
		}
		for (const v of ['before', 'from', 'withoutLevel', 'withoutModel', 'levelWeights']) {
			expect(has(`votes.variant.${v}`), v).toBe(true);
		}
		for (const c of ['no-column', 'no-time']) expect(has(`votes.recipeIssue.${c}`), c).toBe(true);
		for (const c of ['not-connected', 'unbounded']) expect(has(`votes.group.${c}`), c).toBe(true);
	});
});

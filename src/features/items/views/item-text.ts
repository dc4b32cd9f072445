/**
 * Words of the item view computed from data: a flag's one-line reason, a verdict's label, the
 * symbols that stay as they are in every language. Called while rendering, so they follow a
 * language switch (`t`/`tRich`/`fmt` are reactive).
 */
import type { ItemFlag } from '../core/item-flags.ts';
import type { FlagCode } from '../core/item-table.ts';
import type { Verdict } from '../core/review.ts';
import type { RichPart } from '../../../i18n/catalog.ts';
import { fmt, t, tRich } from '../../../i18n/i18n.svelte.ts';

/** Statistical symbols and names that are the same in every language (passed as parameters). */
export const SYMBOL = {
	p: 'p',
	t: 't',
	tauB: 'tau-b',
	mcnemar: 'McNemar',
	miller: 'Miller 2024, “Adding error bars to evals”',
	connor: 'Connor 1987',
	hoenig: 'Hoenig & Heisey 2001, “The Abuse of Power”',
	statsmodels: 'statsmodels TTestPower',
	bh: 'Benjamini–Hochberg'
} as const;

/** Review keys: a verdict per digit, in the order of `VERDICTS`. */
export const REVIEW_KEYS = { next: 'J', previous: 'K', note: 'N', unreviewed: 'U' } as const;

export function flagLabel(code: FlagCode): string {
	switch (code) {
		case 'inverted':
			return t('items.flag.inverted');
		case 'nobodySolves':
			return t('items.flag.nobodySolves');
		case 'everybodySolves':
			return t('items.flag.everybodySolves');
		case 'pivotal':
			return t('items.flag.pivotal');
		case 'judgeDisagrees':
			return t('items.flag.judgeDisagrees');
	}
}

export function verdictLabel(v: Verdict): string {
	switch (v) {
		case 'ok':
			return t('items.verdict.ok');
		case 'misgraded':
			return t('items.verdict.misgraded');
		case 'ambiguous':
			return t('items.verdict.ambiguous');
		case 'unrealistic':
			return t('items.verdict.unrealistic');
		case 'harness':
			return t('items.verdict.harness');
	}
}

export function verdictHelp(v: Verdict): string {
	switch (v) {
		case 'ok':
			return t('items.verdictHelp.ok');
		case 'misgraded':
			return t('items.verdictHelp.misgraded');
		case 'ambiguous':
			return t('items.verdictHelp.ambiguous');
		case 'unrealistic':
			return t('items.verdictHelp.unrealistic');
		case 'harness':
			return t('items.verdictHelp.harness');
	}
}

/** A p-value: three significant digits, scientific below 0.001. */
export function pValue(p: number): string {
	return fmt.plain(p);
}

/** A flag's one-line reason. `models` names the matrix's columns; `unit`: scores in [0, 1]. */
export function flagReason(flag: ItemFlag, models: readonly string[], unit: boolean): RichPart[] {
	const score = (v: number) => fmt.score(v, unit);
	switch (flag.code) {
		case 'inverted': {
			const { discrimination, pValue: p, solversRest, failersRest } = flag.params;
			const common = { r: fmt.fixed(discrimination, 2), pSymbol: SYMBOL.p, p: pValue(p) };
			const reason =
				solversRest !== null && failersRest !== null
					? tRich('items.reason.invertedRest', {
							solvers: score(solversRest),
							failers: score(failersRest),
							...common
						})
					: tRich('items.reason.inverted', common);
			const fdr = tRich('items.reason.invertedFdr', {
				bh: SYMBOL.bh,
				pSymbol: SYMBOL.p,
				q: pValue(flag.params.qValue),
				tested: flag.params.tested,
				fdr: fmt.plain(flag.params.fdr)
			});
			return [...reason, ' ', ...fdr];
		}
		case 'nobodySolves':
			return tRich('items.reason.nobodySolves', { graded: flag.params.graded });
		case 'everybodySolves':
			return tRich('items.reason.everybodySolves', { graded: flag.params.graded });
		case 'pivotal': {
			const { above, below, before, after, k, change } = flag.params;
			const params = {
				below: models[below],
				belowAfter: score(after[1]),
				above: models[above],
				aboveAfter: score(after[0]),
				belowBefore: score(before[1]),
				aboveBefore: score(before[0])
			};
			return change === 'leader'
				? tRich('items.reason.pivotalLeader', params)
				: tRich('items.reason.pivotalTopK', { k: fmt.count(k), ...params });
		}
		case 'judgeDisagrees':
			return tRich('items.reason.judgeDisagrees', {
				d: fmt.plain(flag.params.disagreement),
				flips: flag.params.flips,
				cells: flag.params.cells
			});
	}
}

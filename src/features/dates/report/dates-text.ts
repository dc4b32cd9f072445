/**
 * Words from the dates analyses' numbers (issue 35): the verdict first, in about 25 words, and the
 * label of each model's verdict. Codes and numbers in, message codes out (`Msg`); the view
 * translates them.
 */
import { msg, type Msg } from '../../../i18n/catalog.ts';
import type { ModelGap, ReleasedSplit } from '../core/released-split.ts';

/** The models compared (both sides and other models), and the dropping ones by noise units. */
function tested(split: ReleasedSplit): ModelGap[] {
	return split.models.filter((g) => g.z === g.z);
}

/**
 * The headline: how many models drop after their date beyond noise and the others, the largest;
 * `excess` formats an excess gap (points on the unit scale), `z` noise units.
 */
export function datesHeadline(
	split: ReleasedSplit,
	format: { readonly excess: (v: number) => string; readonly z: (v: number) => string }
): Msg {
	const compared = tested(split);
	if (!compared.length) return msg('dates.headline.untested');
	const drops = compared.filter((g) => g.verdict === 'drop').sort((a, b) => b.z - a.z);
	if (!drops.length) return msg('dates.headline.none', { tested: compared.length });
	const top = drops[0];
	return msg('dates.headline.drops', {
		count: drops.length,
		tested: compared.length,
		model: top.model,
		excess: format.excess(top.excessGap),
		z: format.z(top.z)
	});
}

/** How many models are dated before every item, and how many have no date. */
export function datesSides(split: ReleasedSplit): Msg | null {
	const before = split.models.filter((g) => g.before.n === 0).length;
	const undated = split.undatedModels.length;
	return before || undated ? msg('dates.headline.sides', { before, undated }) : null;
}

/** A model's verdict in words (or why it has none). */
export function verdictMsg(g: ModelGap): Msg {
	if (g.verdict) return msg(`dates.verdict.${g.verdict}`);
	if (g.before.n === 0) return msg('dates.verdict.none');
	if (g.after.n === 0) return msg('dates.verdict.noneAfter');
	return msg('dates.verdict.noOthers');
}

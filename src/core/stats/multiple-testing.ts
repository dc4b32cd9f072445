/**
 * Multiplicity control for a family of tests shown together.
 *
 * Holm's step-down adjustment (S. Holm 1979, "A Simple Sequentially Rejective Multiple Test
 * Procedure", Scandinavian Journal of Statistics 6(2):65-70): with the m p-values sorted,
 * p_(1) <= ... <= p_(m), the adjusted value of p_(k) is max_{j <= k} min(1, (m - j + 1) p_(j)).
 * Rejecting where the adjusted value is <= alpha controls the family-wise error rate at alpha
 * under any dependence between the tests. As
 * `statsmodels.stats.multitest.multipletests(p, method='holm')[1]`.
 */

/**
 * Holm-adjusted p-values, in the order given. Undefined p-values (`NaN`) are not part of the
 * family (m counts the defined ones) and stay `NaN`.
 */
export function holmAdjust(pValues: ArrayLike<number>): Float64Array {
	const out = new Float64Array(pValues.length).fill(Number.NaN);
	const order: number[] = [];
	for (let i = 0; i < pValues.length; i++) if (pValues[i] === pValues[i]) order.push(i);
	// Tied p-values get the same adjusted value whatever order the sort leaves them in.
	order.sort((x, y) => pValues[x] - pValues[y]);
	const m = order.length;
	let running = 0;
	for (let k = 0; k < m; k++) {
		const i = order[k];
		running = Math.max(running, Math.min(1, (m - k) * pValues[i]));
		out[i] = running;
	}
	return out;
}

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

/**
 * Benjamini-Hochberg adjusted p-values ("q-values" of the step-up procedure), in the order given:
 * with the m defined p-values sorted, p_(1) <= ... <= p_(m), the adjusted value of p_(k) is
 * min_{j >= k} min(1, m p_(j) / j). Rejecting where it is <= q controls the false discovery rate
 * at q for independent or positively dependent tests (Y. Benjamini & Y. Hochberg 1995,
 * "Controlling the False Discovery Rate: A Practical and Powerful Approach to Multiple Testing",
 * J. R. Statist. Soc. B 57(1):289-300). As
 * `statsmodels.stats.multitest.multipletests(p, method='fdr_bh')[1]`. Undefined p-values (`NaN`)
 * are not part of the family and stay `NaN`.
 */
export function benjaminiHochberg(pValues: ArrayLike<number>): Float64Array {
	const out = new Float64Array(pValues.length).fill(Number.NaN);
	const order: number[] = [];
	for (let i = 0; i < pValues.length; i++) if (pValues[i] === pValues[i]) order.push(i);
	order.sort((x, y) => pValues[x] - pValues[y]);
	const m = order.length;
	let running = 1;
	for (let k = m - 1; k >= 0; k--) {
		const i = order[k];
		running = Math.min(running, (m * pValues[i]) / (k + 1));
		out[i] = running;
	}
	return out;
}

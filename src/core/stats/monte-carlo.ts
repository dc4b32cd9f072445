/**
 * Monte Carlo error of a run's shares: how far a share estimated from D draws (P(first), the
 * share of draws that keep the leader first) may sit from the share an endless run would give.
 *
 * A share p over D independent draws, each adding 0 or 1, is a binomial proportion with standard
 * error sqrt(p (1 - p) / D) (E. Koehler, E. Brown & S. J.-P. A. Haneuse 2009, "On the Assessment
 * of Monte Carlo Error in Simulation-Based Statistical Analyses", The American Statistician
 * 63(2):155-162). When a draw may add a fraction instead (P(first) with k tied leaders adds 1/k
 * to each), the per-draw values still lie in [0, 1] with mean p, so their variance is at most
 * p (1 - p) and the same figure is an upper bound.
 */

/**
 * Binomial standard error sqrt(p (1 - p) / draws) of a share `p` estimated from `draws` draws;
 * `NaN` when there are no draws or `p` is undefined or outside [0, 1].
 */
export function shareStandardError(share: number, draws: number): number {
	if (!(draws > 0) || !(share >= 0 && share <= 1)) return Number.NaN;
	return Math.sqrt((share * (1 - share)) / draws);
}

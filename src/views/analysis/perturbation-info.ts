/** One sentence per perturbation on what real-world change it imitates, with its source. */
import type { PerturbationKind } from '../../core/draws.ts';

export const PERTURBATION_INFO: Record<
	PerturbationKind,
	{ label: string; explain: string; link: { href: string; text: string } }
> = {
	bootstrap: {
		label: 'Bootstrap (resample items)',
		explain:
			'Draws a new test set of the same size from the items, with replacement: the spread a fresh test set from the same source would show.',
		link: { href: 'https://doi.org/10.1214/aos/1176344552', text: 'Efron 1979' }
	},
	subsample: {
		label: 'Subsample (keep a share)',
		explain:
			'Keeps a random share of the items, without replacement: what a smaller test set would have said.',
		link: { href: 'https://arxiv.org/abs/2402.14992', text: 'tinyBenchmarks (Polo et al. 2024)' }
	}
};

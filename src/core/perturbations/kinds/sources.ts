/** A citation two kinds share (the subsample and the size sweep). */
export const TINY_BENCHMARKS = {
	href: 'https://arxiv.org/abs/2402.14992',
	text: 'tinyBenchmarks (Polo et al. 2024)'
} as const;

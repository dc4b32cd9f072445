/**
 * For the perturbation picker: how the catalogue is grouped, and a source for each kind (paper or
 * documentation) next to the catalogue's one-sentence "what it imitates".
 */
import type { AnalysisSettings } from '../../core/analysis-settings.ts';
import {
	CATALOGUE,
	type PerturbationKind,
	type PerturbationSpec
} from '../../core/perturbations/catalogue.ts';

export const PERTURBATION_GROUPS: ReadonlyArray<{
	label: string;
	kinds: readonly PerturbationKind[];
}> = [
	{
		label: 'Resample the items',
		kinds: ['bootstrap', 'subsample', 'clusterBootstrap', 'sizeSweep']
	},
	{ label: 'Reweight the categories', kinds: ['dirichlet', 'dropCategory', 'worstCase'] },
	{
		label: 'Change the items or their grading',
		kinds: ['labelNoise', 'difficulty', 'timeSplit', 'threshold']
	},
	{ label: 'Change the models compared', kinds: ['modelSet'] }
];

export const PERTURBATION_SOURCES: Record<PerturbationKind, { href: string; text: string }> = {
	bootstrap: { href: 'https://doi.org/10.1214/aos/1176344552', text: 'Efron 1979' },
	subsample: {
		href: 'https://arxiv.org/abs/2402.14992',
		text: 'tinyBenchmarks (Polo et al. 2024)'
	},
	clusterBootstrap: {
		href: 'https://arxiv.org/abs/2411.00640',
		text: 'Miller 2024, clustered errors'
	},
	sizeSweep: {
		href: 'https://arxiv.org/abs/2402.14992',
		text: 'tinyBenchmarks (Polo et al. 2024)'
	},
	dirichlet: {
		href: 'https://doi.org/10.1145/358407.358414',
		text: 'Marsaglia & Tsang 2000 (sampling)'
	},
	dropCategory: {
		href: 'https://mlbenchmarks.org',
		text: 'Hardt, The Emerging Science of ML Benchmarks'
	},
	worstCase: {
		href: 'https://arxiv.org/abs/1810.08750',
		text: 'Duchi & Namkoong, robust reweighting'
	},
	labelNoise: {
		href: 'https://arxiv.org/abs/2103.14749',
		text: 'Northcutt et al. 2021, label errors in test sets'
	},
	difficulty: { href: 'https://arxiv.org/abs/1902.10811', text: 'Recht et al. 2019 (ImageNetV2)' },
	timeSplit: {
		href: 'https://arxiv.org/abs/2310.10628',
		text: 'Roberts et al. 2023, contamination over time'
	},
	threshold: {
		href: 'https://arxiv.org/abs/2306.05685',
		text: 'Zheng et al. 2023, LLM-as-a-judge'
	},
	modelSet: { href: 'https://arxiv.org/abs/2403.04132', text: 'Chatbot Arena (Chiang et al. 2024)' }
};

/** "Subsample 50% · 1,000 draws · seed 1": the settings of a run in words, for captions. */
export function describeRun(
	settings: AnalysisSettings,
	spec: PerturbationSpec,
	draws: number
): string {
	const entry = CATALOGUE[spec.kind];
	let what: string = entry.label;
	if (spec.kind === 'subsample') what = `Subsample ${Math.round(spec.fraction * 100)}%`;
	else if (spec.kind === 'bootstrap' && spec.strength === 1) what = entry.label;
	else if (entry.strength) {
		const value = (spec as unknown as Record<string, number>)[entry.strength.param];
		what = `${entry.label}, ${entry.strength.label.toLowerCase()} ${value}`;
	}
	if ('column' in spec) what += ` by “${spec.column}”`;
	if (spec.kind === 'timeSplit') what += ` at ${spec.cutoff}`;
	return `${what} · ${draws.toLocaleString('en-US')} draws · seed ${settings.seed}`;
}

/** A file-name fragment for the run's settings. */
export function runFileStem(
	settings: AnalysisSettings,
	spec: PerturbationSpec,
	draws: number
): string {
	const entry = CATALOGUE[spec.kind];
	// The classic bootstrap (strength 1) keeps its plain name.
	const strength =
		spec.kind === 'subsample'
			? `-${spec.fraction}`
			: spec.kind === 'bootstrap' && spec.strength === 1
				? ''
				: entry.strength
					? `-${(spec as unknown as Record<string, number>)[entry.strength.param]}`
					: '';
	return `${spec.kind}${strength}-${draws}-seed${settings.seed}`;
}

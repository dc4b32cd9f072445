/**
 * Every English word the catalogue shows, in one table keyed by kind and field, so the i18n layer
 * can move it into message files in one step. Nothing here decides behaviour: the catalogue
 * (`catalogue.ts`) holds the rules and refers to these texts by key.
 */

/** Texts of one perturbation kind. */
export interface KindText {
	readonly label: string;
	/** One sentence: the real-world change the perturbation imitates. */
	readonly imitates: string;
	/** Under the picker: what the strength does, or what plays its role. */
	readonly strengthNote?: string;
	/** A paper or documentation page for the idea. */
	readonly source: { readonly href: string; readonly text: string };
}

export const KIND_TEXT = {
	bootstrap: {
		label: 'Bootstrap',
		imitates: 'Another test set of the same size drawn from the same pool of questions.',
		strengthNote:
			'At 1 (the default) every draw resamples all n items with replacement (the classic bootstrap); below 1 each item is replaced by a random one with that probability.',
		source: { href: 'https://doi.org/10.1214/aos/1176344552', text: 'Efron 1979' }
	},
	subsample: {
		label: 'Subsample',
		imitates: 'A smaller test set: only a share of the questions had been written.',
		source: { href: 'https://arxiv.org/abs/2402.14992', text: 'tinyBenchmarks (Polo et al. 2024)' }
	},
	clusterBootstrap: {
		label: 'Cluster bootstrap',
		imitates:
			'Another test set built from a different draw of topics (or passages, or sources), each kept whole.',
		source: { href: 'https://arxiv.org/abs/2411.00640', text: 'Miller 2024, clustered errors' }
	},
	sizeSweep: {
		label: 'Size sweep',
		imitates: 'Building the benchmark with fewer questions: how many does it need to settle?',
		strengthNote:
			'The sweep covers sizes up to all items. Up to half the items it also compares two disjoint test sets of the same size (the replication figure).',
		source: { href: 'https://arxiv.org/abs/2402.14992', text: 'tinyBenchmarks (Polo et al. 2024)' }
	},
	dirichlet: {
		label: 'Random category weights',
		imitates: 'A test set that mixes the same categories in other proportions.',
		source: {
			href: 'https://doi.org/10.1145/358407.358414',
			text: 'Marsaglia & Tsang 2000 (sampling)'
		}
	},
	dropCategory: {
		label: 'Drop one category',
		imitates: 'The same benchmark without one of its categories (one variant per category).',
		source: {
			href: 'https://mlbenchmarks.org',
			text: 'Hardt, The Emerging Science of ML Benchmarks'
		}
	},
	worstCase: {
		label: 'Worst-case category weights',
		imitates:
			'An adversarial choice of category mix within a bound: how far could a motivated benchmark author move the ranking?',
		strengthNote:
			'The bound is on each item’s weight (1 ± bound, shared by its category), so a category’s share of the test set can change by up to a factor (1 + bound) / (1 − bound).',
		source: {
			href: 'https://arxiv.org/abs/1911.08731',
			text: 'Sagawa et al. 2020, group DRO'
		}
	},
	labelNoise: {
		label: 'Label noise',
		imitates: 'Grading errors: a noisy grader (cells) or wrong answer keys (whole items).',
		source: {
			href: 'https://arxiv.org/abs/2103.14749',
			text: 'Northcutt et al. 2021, label errors in test sets'
		}
	},
	difficulty: {
		label: 'Difficulty shift',
		imitates:
			'A new test set that is harder (or easier) than the old one, as ImageNetV2 was for ImageNet.',
		strengthNote:
			'Difficulty is estimated from the models being ranked (each item’s solve rate). With resampling off, the shifted test set is one fixed variant; strength 0 with resampling off leaves the test set unchanged.',
		source: { href: 'https://arxiv.org/abs/1902.10811', text: 'Recht et al. 2019 (ImageNetV2)' }
	},
	timeSplit: {
		label: 'Time split',
		imitates:
			'Questions written after the models were trained: a contamination check (variant 1 = before, variant 2 = after).',
		strengthNote: 'The cut-off date plays the role of the strength; it has no neutral value.',
		source: {
			href: 'https://arxiv.org/abs/2310.10628',
			text: 'Roberts et al. 2023, contamination over time'
		}
	},
	threshold: {
		label: 'Threshold sweep',
		imitates: 'Another definition of "good enough" on a judge scale (one variant per threshold).',
		strengthNote: 'The threshold plays the role of the strength; no threshold reproduces the mean.',
		source: { href: 'https://arxiv.org/abs/2306.05685', text: 'Zheng et al. 2023, LLM-as-a-judge' }
	},
	modelSet: {
		label: 'Model-set change',
		imitates:
			'A leaderboard with other entrants: some models removed, weak ones added, no item changed.',
		strengthNote:
			'Removing none and adding no weak models leaves the leaderboard unchanged. Ranks, P(first) and the leader count only the models present in a draw.',
		source: { href: 'https://arxiv.org/abs/2403.04132', text: 'Chatbot Arena (Chiang et al. 2024)' }
	}
} as const satisfies Record<string, KindText>;

/** Labels of the settings fields, keyed as the catalogue's fields refer to them. */
export const FIELD_TEXT = {
	shareResampled: { label: 'Share of items resampled' },
	shareKept: { label: 'Share of items kept' },
	clustersResampled: { label: 'Share of clusters resampled' },
	concentration: { label: 'Concentration (small = big shift)' },
	categoryRemoved: { label: 'Share of the category removed' },
	bound: { label: 'Largest relative change of an item weight' },
	flipProbability: { label: 'Flip probability' },
	shift: { label: 'Requested shift in SDs of difficulty (negative = easier)' },
	modelsRemoved: { label: 'Share of models removed' },
	categoryColumn: {
		label: 'Category column',
		dataDefault: '`category` if the data has it, else the first meta column'
	},
	dateColumn: {
		label: 'Date column',
		dataDefault: '`created_at` if the data has it, else the first column of dates'
	},
	cutoff: { label: 'Cut-off date', dataDefault: 'the median item date' },
	flip: { label: 'Flip' },
	method: { label: 'Leaderboard ranks by' },
	addWeak: { label: 'Weak models added' },
	thresholds: {
		label: 'Thresholds (blank = from the data)',
		dataDefault: 'up to 12 values that occur in the data, spread by rank'
	},
	resample: { label: 'Resample the shifted test set' }
} as const satisfies Record<string, { label: string; dataDefault?: string }>;

export type FieldLabelKey = keyof typeof FIELD_TEXT;

/** Words for the options of choice fields. */
export const CHOICE_TEXT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
	mode: {
		cell: 'each cell (a noisy grader)',
		key: 'each item’s key (the same flip for every model)'
	},
	method: {
		bradleyTerry: 'Bradley–Terry (pairwise, like Arena)',
		winRate: 'win rate against the others',
		mean: 'mean score (item-level)'
	}
};

/** How the picker groups the kinds. */
export const GROUP_TEXT = {
	resample: 'Resample the items',
	reweight: 'Reweight the categories',
	change: 'Change the items or their grading',
	models: 'Change the models compared'
} as const;

/** Labels of the settings every kind shares. */
export const COMMON_TEXT = {
	kind: 'Perturbation',
	draws: 'Draws',
	drawsPerSize: 'Draws per size',
	drawsPerStep: 'Draws per step',
	seed: 'Seed',
	topK: 'Top-k',
	cluster: 'Clusters (standard errors)',
	sweep: 'Sweep the strength',
	steps: 'Steps (blank = chosen by the app)'
} as const;

/** What a draw type is, in one sentence (the README's "Draw types" says the same). */
export const DRAW_TYPE_TEXT = {
	sample:
		'Random redraws of the test set: the summary gives percentile intervals, P(first) and the tau-b distribution, each with how many draws it rests on.',
	variants:
		'A fixed set of variants of the test set, one per condition: each is shown on its own, with the smallest and largest value across them. No "95%": they are not a random sample.',
	search:
		'A search for the worst case within a bound: the result is the worst weighting found, with the weights themselves as its certificate and how the search went.',
	sweep:
		'One row per step (a test-set size or a strength), each with its own draws; steps are never pooled.'
} as const;

/** Why a column is or is not proposed as clusters (`stats/cluster-columns.ts` reasons). */
export const CLUSTER_REASON_TEXT = {
	name: 'proposed: its name says its items share a source',
	shape: 'proposed: many groups of a few items',
	fewGroups: 'few groups: strata, not clusters',
	largeGroups: 'large groups: categories, not clusters',
	singletons: 'most items alone in their group',
	dates: 'dates: see the time split',
	unlabelled: 'hardly any values'
} as const;

/** What a cluster is, in one sentence (beside the cluster choice and the clustered figures). */
export const CLUSTER_TEXT = {
	what: 'A cluster is a group of items that share a source — the questions about one passage, the tasks from one repository, the prompts made from one template — so their answers are not independent. Categories or difficulty levels with a handful of values are strata, not clusters.',
	few: 'Fewer than 20 clusters: the clustered standard errors rest on few numbers and are themselves uncertain (intervals use t with G − 1 degrees of freedom).',
	none: 'none (items independent)'
} as const;

/**
 * The votes view's results as plain JSON (`perturbation-sandbox/votes@1`, zod:
 * `../schemas/votes-results.ts`; fields: docs/results-schema.md, "Votes"): keys are stable
 * English, an undefined number is `null`, models are named (never indices). Numbers only: the
 * words are the view's.
 */
import type { FlipSearch } from './fewest-to-flip.ts';
import type { StrongWeight } from './strong-verdicts.ts';
import type { RatingInterval } from './vote-bootstrap.ts';
import type { VoteAnalysis } from './vote-analysis.ts';
import type { VoteRecipe } from './vote-kinds.ts';
import type { VoteRunSummary } from './vote-run-summary.ts';

export const VOTES_RESULTS_SCHEMA = 'perturbation-sandbox/votes@1';

const n = (v: number): number | null => (Number.isFinite(v) ? v : null);

const interval = (i: RatingInterval) => ({ se: n(i.se), low: n(i.low), high: n(i.high) });

/**
 * The `votes` section: every group's ratings with both intervals, and the unrated models;
 * `strongWeight` (votes with arena-hard-auto strong verdicts only) what a strong verdict
 * counted as.
 */
export function votesSection(
	a: VoteAnalysis,
	models: readonly string[],
	strongWeight: StrongWeight | null = null
) {
	return {
		scale: a.scale,
		tieRule: a.tieRule,
		l2: a.l2,
		...(strongWeight === null ? {} : { strongWeight }),
		level: a.level,
		seed: a.seed,
		groups: a.groups.map((g) => ({
			models: g.models.map((m) => models[m]),
			votes: g.votes,
			anchor: g.anchor === null ? null : models[g.anchor],
			status: g.status,
			bootstrap: g.bootstrap,
			ratings: g.ratings.map((r) => ({
				model: models[r.model],
				rating: n(r.rating),
				votes: r.votes,
				sandwich: interval(r.sandwich),
				bootstrap: r.bootstrap ? interval(r.bootstrap) : null,
				arenaRank: r.arenaRank,
				rankSet: r.rankSet
			})),
			rankSets: g.rankSets
		})),
		unrated: a.unrated.map((m) => models[m])
	};
}

/**
 * `votes.fewestToFlip` of group `group` (its models `groupModels`, indices into `models`): the
 * verified count, its rows (0-based, file order), the pair and the proven lower bound.
 */
export function fewestToFlipJson(
	search: FlipSearch,
	group: number,
	groupModels: readonly number[],
	models: readonly string[],
	/** The pair searched (a chosen pair: named even when no flip was found). */
	searched: readonly [number, number] | null = null
) {
	const f = search.flip;
	const pair = f ? f.pair : searched;
	return {
		group,
		count: f ? f.count : null,
		rows: f ? [...f.rows] : [],
		pair: pair ? [models[groupModels[pair[0]]], models[groupModels[pair[1]]]] : null,
		verified: true as const,
		lowerBound: search.lowerBound,
		maxRemove: search.maxRemove,
		method: f ? f.method : null
	};
}

/** A perturbation run's summary (`run`), with its recipe, draws and seed. */
export function voteRunJson(group: number, recipe: VoteRecipe, seed: number, s: VoteRunSummary) {
	return {
		group,
		perturbation: recipe,
		seed,
		draws: s.draws,
		undefinedDraws: s.undefinedDraws,
		typicalDrawChange: n(s.typicalDrawChange),
		typicalDrawChangeInNoise: n(s.typicalDrawChangeInNoise),
		tau: n(s.tau),
		tauVerdict: s.tauVerdict,
		floorTau: { q05: n(s.floorTau.q05), median: n(s.floorTau.median), q95: n(s.floorTau.q95) },
		leaderKept: n(s.leaderKept),
		leaderFloor: n(s.leaderFloor)
	};
}

interface DatasetInfo {
	readonly id: string;
	readonly name: string;
	readonly fileName: string;
	readonly layout: string;
	readonly votes: number;
	readonly models: number;
	readonly badRows: number;
}

/** The whole file. */
export function votesResults(
	dataset: DatasetInfo,
	section: ReturnType<typeof votesSection>,
	fewestToFlip: ReturnType<typeof fewestToFlipJson> | null,
	run: ReturnType<typeof voteRunJson> | null,
	/** Milliseconds since 1970 (`Date.now()`). */
	exportedAt: number,
	/** The chosen pair's search (`pairA`/`pairB` in the URL, default leader and runner-up). */
	fewestToFlipPair: ReturnType<typeof fewestToFlipJson> | null = null
) {
	return {
		schema: VOTES_RESULTS_SCHEMA,
		exportedAt: new Date(exportedAt).toISOString(),
		dataset,
		votes: { ...section, fewestToFlip, fewestToFlipPair },
		run
	};
}

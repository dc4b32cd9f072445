/**
 * The votes room's state for one dataset (`#/votes?dataset=vt-…`, issue 34): the stored votes,
 * their ratings per group with both intervals (the votes worker, `src/engine/VotesClient.ts`),
 * the fewest votes that flip the chosen group's leader, and one perturbation run of that group
 * with its progress, against the group's noise floor. The settings come from the URL
 * (`votes-url.ts`); a change refits. arena-hard-auto votes with strong verdicts are read with
 * each strong verdict repeated as the `strong` setting says (`core/strong-verdicts.ts`) before
 * every job, so the fit, both intervals, the runs and the fewest votes to flip all count it so. Leaving the room (`close`) or Cancel terminates the worker.
 */
import {
	analyzeVotesInWorker,
	fewestToFlipInWorker,
	voteRunInWorker,
	type VoteRunOutcome
} from '../../../engine/VotesClient.ts';
import { msg, type Msg } from '../../../i18n/catalog.ts';
import { storageMessage } from '../../../storage/LibraryStore.ts';
import type { FlipSearch } from '../core/fewest-to-flip.ts';
import { repeatStrong, strongVerdictCount, type StrongWeight } from '../core/strong-verdicts.ts';
import type { VoteAnalysis, VoteAnalysisOptions } from '../core/vote-analysis.ts';
import type { VoteRecipe } from '../core/vote-kinds.ts';
import type { Votes } from '../core/votes.ts';
import { summarizeVoteRun, type VoteRunSummary } from '../core/vote-run-summary.ts';
import { fewestToFlipJson, votesResults, votesSection, voteRunJson } from '../core/votes-json.ts';
import type { VotesRecord } from '../schemas/votes-record.ts';
import { DEFAULT_VOTES_SETTINGS, recipeOf, type VotesSettings } from './votes-url.ts';
import type { VotesLibrary } from './VotesLibrary.svelte.ts';

type Status = 'loading' | 'ready' | 'missing' | 'failed';
type JobStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

/** A finished run: its recipe, seed, draws and summary. */
interface VoteRun {
	readonly group: number;
	readonly recipe: VoteRecipe;
	readonly seed: number;
	readonly outcome: VoteRunOutcome;
	readonly summary: VoteRunSummary;
}

function isAbort(e: unknown): boolean {
	return e instanceof DOMException && e.name === 'AbortError';
}

function failure(e: unknown): Msg {
	return msg('votes.view.failed', { detail: e instanceof Error ? e.message : String(e) });
}

export class VotesSession {
	readonly id: string;
	readonly #library: VotesLibrary;
	#status = $state<Status>('loading');
	#problem = $state.raw<Msg | null>(null);
	#record = $state.raw<VotesRecord | null>(null);
	#settings = $state.raw<VotesSettings>(DEFAULT_VOTES_SETTINGS);
	#analysis = $state.raw<VoteAnalysis | null>(null);
	#fitting = $state(false);
	#flip = $state.raw<FlipSearch | null>(null);
	#flipStatus = $state<JobStatus>('idle');
	#pairFlip = $state.raw<{ pair: readonly [number, number]; search: FlipSearch } | null>(null);
	#pairStatus = $state<JobStatus>('idle');
	#pairAbort: AbortController | null = null;
	#run = $state.raw<VoteRun | null>(null);
	#runStatus = $state<JobStatus>('idle');
	#runProgress = $state(0);
	#fitAbort: AbortController | null = null;
	#flipAbort: AbortController | null = null;
	#runAbort: AbortController | null = null;
	#closed = false;
	/** The record's strong verdicts (arena-hard-auto's `strong` column; 0 without one). */
	#strongCount = $state(0);
	/** The votes as the jobs read them, for the strong weight they were made with. */
	#weighed: { weight: StrongWeight; votes: Votes } | null = null;
	/** The strong weight the shown analysis was fitted with (the JSON says it, not the URL's). */
	#analysisWeight: StrongWeight = 1;

	constructor(library: VotesLibrary, id: string, settings: VotesSettings) {
		this.#library = library;
		this.id = id;
		this.#settings = settings;
	}

	get status(): Status {
		return this.#status;
	}
	get problem(): Msg | null {
		return this.#problem;
	}
	get record(): VotesRecord | null {
		return this.#record;
	}
	get settings(): VotesSettings {
		return this.#settings;
	}
	get analysis(): VoteAnalysis | null {
		return this.#analysis;
	}
	get fitting(): boolean {
		return this.#fitting;
	}
	get flip(): FlipSearch | null {
		return this.#flip;
	}
	get flipStatus(): JobStatus {
		return this.#flipStatus;
	}
	/** The chosen pair's search (`pair`: group model indices, the higher-rated first). */
	get pairFlip(): { pair: readonly [number, number]; search: FlipSearch } | null {
		return this.#pairFlip;
	}
	get pairStatus(): JobStatus {
		return this.#pairStatus;
	}
	/**
	 * The chosen pair of the chosen group: `picked`, the two names as the URL gives them (`pairA`,
	 * `pairB`: both in the group and different, else the leader and the runner-up), and `pair`,
	 * the same as group model indices with the higher-rated first. `level`: the two are rated
	 * alike (nothing to flip). Null without a fitted group of two.
	 */
	get chosenPair(): {
		picked: readonly [string, string];
		pair: readonly [number, number];
		level: boolean;
	} | null {
		const g = this.#analysis?.groups[this.group];
		if (!g || g.status !== 'fitted' || g.ratings.length < 2) return null;
		const names = this.#record?.votes.models ?? [];
		const find = (name: string | null) =>
			name === null ? -1 : g.ratings.findIndex((r) => names[r.model] === name);
		let x = find(this.settings.pairA);
		let y = find(this.settings.pairB);
		if (x < 0 || y < 0 || x === y) [x, y] = [0, 1];
		const [hi, lo] = x < y ? [g.ratings[x], g.ratings[y]] : [g.ratings[y], g.ratings[x]];
		const local = (m: number) => g.models.indexOf(m);
		return {
			picked: [names[g.ratings[x].model], names[g.ratings[y].model]],
			pair: [local(hi.model), local(lo.model)],
			level: !(hi.rating > lo.rating)
		};
	}
	get run(): VoteRun | null {
		return this.#run;
	}
	get runStatus(): JobStatus {
		return this.#runStatus;
	}
	/** Share of the run done, 0-1. */
	get runProgress(): number {
		return this.#runProgress;
	}
	/** The group the flip panel and the run look at (the URL's, held to the groups there are). */
	get group(): number {
		const groups = this.#analysis?.groups.length ?? 0;
		return Math.min(this.settings.group, Math.max(0, groups - 1));
	}
	/** The category columns of the votes (judge, language…). */
	get columns(): readonly string[] {
		return this.#record?.votes.columns.map((c) => c.name) ?? [];
	}
	get hasTime(): boolean {
		return this.#record?.votes.time != null;
	}
	/** The strong verdicts (`A>>B`) of arena-hard-auto votes: the room offers ×1 / ×3. */
	get strongVerdicts(): number {
		return this.#strongCount;
	}
	/** How many votes a strong verdict counts as here (1 when the votes have none). */
	get strongWeight(): StrongWeight {
		return this.#strongCount > 0 ? this.settings.strong : 1;
	}

	/** The votes every job reads: strong verdicts repeated by `strongWeight`. */
	#votes(record: VotesRecord): Votes {
		const weight = this.strongWeight;
		if (this.#weighed?.weight !== weight) {
			this.#weighed = { weight, votes: repeatStrong(record.votes, weight) };
		}
		return this.#weighed.votes;
	}

	#options(): VoteAnalysisOptions {
		const s = this.settings;
		return {
			tieRule: s.ties,
			l2: s.l2,
			seed: s.seed,
			...(s.anchor ? { anchors: [s.anchor] } : {})
		};
	}

	async open(): Promise<void> {
		try {
			const record = await this.#library.load(this.id);
			if (this.#closed) return;
			if (!record) {
				this.#status = 'missing';
				return;
			}
			this.#record = record;
			this.#strongCount = strongVerdictCount(record.votes);
			this.#status = 'ready';
			void this.#fit();
		} catch (e) {
			this.#problem = msg('votes.view.storage', { detail: storageMessage(e) });
			this.#status = 'failed';
		}
	}

	/** New settings (from the URL): refits when the fit's change; the run is kept until rerun. */
	setSettings(next: VotesSettings): void {
		const prev = this.settings;
		const prevWeight = this.strongWeight;
		this.#settings = next;
		const refit =
			prevWeight !== this.strongWeight ||
			prev.ties !== next.ties ||
			prev.l2 !== next.l2 ||
			prev.anchor !== next.anchor ||
			prev.seed !== next.seed;
		if (this.#status !== 'ready') return;
		if (refit) void this.#fit();
		else if (prev.group !== next.group) void this.#findFlip();
		else if (prev.pairA !== next.pairA || prev.pairB !== next.pairB) void this.#findPairFlip();
	}

	async #fit(): Promise<void> {
		const record = this.#record;
		if (!record) return;
		this.#fitAbort?.abort();
		this.#cancelFlip();
		this.cancelRun();
		const abort = new AbortController();
		this.#fitAbort = abort;
		this.#fitting = true;
		this.#problem = null;
		this.#flip = null;
		this.#run = null;
		this.#runStatus = 'idle';
		const weight = this.strongWeight;
		try {
			const analysis = await analyzeVotesInWorker(
				this.#votes(record),
				this.#options(),
				abort.signal
			);
			if (abort.signal.aborted || this.#closed) return;
			this.#analysis = analysis;
			this.#analysisWeight = weight;
			void this.#findFlip();
		} catch (e) {
			if (!isAbort(e)) this.#problem = failure(e);
		} finally {
			if (this.#fitAbort === abort) {
				this.#fitting = false;
				this.#fitAbort = null;
			}
		}
	}

	#cancelFlip(): void {
		this.#flipAbort?.abort();
		this.#flipAbort = null;
		this.#pairAbort?.abort();
		this.#pairAbort = null;
	}

	/** Searches the fewest votes that flip the chosen group's leader (a fitted group only). */
	async #findFlip(): Promise<void> {
		const record = this.#record;
		const analysis = this.#analysis;
		this.#cancelFlip();
		this.#flip = null;
		this.#pairFlip = null;
		this.#pairStatus = 'idle';
		const g = analysis?.groups[this.group];
		if (!record || !g || g.status !== 'fitted' || g.ratings.length < 2) {
			this.#flipStatus = 'idle';
			return;
		}
		const abort = new AbortController();
		this.#flipAbort = abort;
		this.#flipStatus = 'running';
		try {
			const search = await fewestToFlipInWorker(
				this.#votes(record),
				this.#options(),
				this.group,
				abort.signal
			);
			if (abort.signal.aborted || this.#closed) return;
			this.#flip = search;
			this.#flipStatus = 'done';
			void this.#findPairFlip();
		} catch (e) {
			if (isAbort(e)) {
				if (this.#flipAbort === abort) this.#flipStatus = 'cancelled';
			} else {
				this.#problem = failure(e);
				this.#flipStatus = 'failed';
			}
		} finally {
			if (this.#flipAbort === abort) this.#flipAbort = null;
		}
	}

	/**
	 * Searches the fewest votes that let the chosen pair's lower-rated model reach the other
	 * (after the leader's search, so the two do not share the cores).
	 */
	async #findPairFlip(): Promise<void> {
		const record = this.#record;
		this.#pairAbort?.abort();
		this.#pairAbort = null;
		this.#pairFlip = null;
		const chosen = this.chosenPair;
		if (!record || !chosen || chosen.level) {
			this.#pairStatus = 'idle';
			return;
		}
		const abort = new AbortController();
		this.#pairAbort = abort;
		this.#pairStatus = 'running';
		try {
			const search = await fewestToFlipInWorker(
				this.#votes(record),
				this.#options(),
				this.group,
				abort.signal,
				undefined,
				chosen.pair
			);
			if (abort.signal.aborted || this.#closed) return;
			this.#pairFlip = { pair: chosen.pair, search };
			this.#pairStatus = 'done';
		} catch (e) {
			if (isAbort(e)) {
				if (this.#pairAbort === abort) this.#pairStatus = 'cancelled';
			} else {
				this.#problem = failure(e);
				this.#pairStatus = 'failed';
			}
		} finally {
			if (this.#pairAbort === abort) this.#pairAbort = null;
		}
	}

	/** Stops the chosen pair's search (its worker is terminated). */
	cancelPairFlip(): void {
		if (this.#pairStatus === 'running') {
			this.#pairAbort?.abort();
			this.#pairAbort = null;
			this.#pairStatus = 'cancelled';
		}
	}

	/** Searches the chosen pair again after a cancel. */
	retryPairFlip(): void {
		void this.#findPairFlip();
	}

	/** Stops the fewest-votes search (its worker is terminated). */
	cancelFlip(): void {
		if (this.#flipStatus === 'running') {
			this.#cancelFlip();
			this.#flipStatus = 'cancelled';
		}
	}

	/** Searches again after a cancel. */
	retryFlip(): void {
		void this.#findFlip();
	}

	/** The column the run's recipe uses (the URL's, else the first the votes have). */
	runColumn(): string | null {
		const c = this.settings.column;
		return c && this.columns.includes(c) ? c : (this.columns[0] ?? null);
	}

	/** One perturbation run of the chosen group, with progress; Cancel terminates its worker. */
	async startRun(): Promise<void> {
		const record = this.#record;
		const analysis = this.#analysis;
		const g = analysis?.groups[this.group];
		if (!record || !analysis || !g || g.status !== 'fitted') return;
		this.cancelRun();
		const abort = new AbortController();
		this.#runAbort = abort;
		const s = this.settings;
		const recipe = recipeOf(s, this.runColumn());
		const group = this.group;
		this.#runStatus = 'running';
		this.#runProgress = 0;
		this.#run = null;
		try {
			const outcome = await voteRunInWorker(
				this.#votes(record),
				this.#options(),
				group,
				{ recipe, draws: s.draws, seed: s.seed },
				{ signal: abort.signal, onProgress: (share) => (this.#runProgress = share) }
			);
			if (abort.signal.aborted || this.#closed) return;
			const reference = Float64Array.from(g.models, (m) => {
				const r = g.ratings.find((x) => x.model === m);
				return r ? r.rating : Number.NaN;
			});
			this.#run = {
				group,
				recipe,
				seed: s.seed,
				outcome,
				summary: summarizeVoteRun(reference, outcome.draws, outcome.floor)
			};
			this.#runStatus = 'done';
		} catch (e) {
			if (isAbort(e)) {
				if (this.#runAbort === abort) this.#runStatus = 'cancelled';
			} else {
				this.#problem = failure(e);
				this.#runStatus = 'failed';
			}
		} finally {
			if (this.#runAbort === abort) this.#runAbort = null;
		}
	}

	/** Stops the run (its worker is terminated); an abort is not an error. */
	cancelRun(): void {
		if (this.#runAbort) {
			this.#runAbort.abort();
			this.#runAbort = null;
			this.#runStatus = 'cancelled';
		}
	}

	/** The results JSON (`perturbation-sandbox/votes@1`), or null before the fit. */
	exportJson(now: number = Date.now()) {
		const record = this.#record;
		const analysis = this.#analysis;
		if (!record || !analysis) return null;
		const models = record.votes.models;
		const group = this.group;
		const g = analysis.groups[group];
		const flip = this.#flip && g ? fewestToFlipJson(this.#flip, group, g.models, models) : null;
		const pairFlip =
			this.#pairFlip && g
				? fewestToFlipJson(this.#pairFlip.search, group, g.models, models, this.#pairFlip.pair)
				: null;
		const run = this.#run
			? voteRunJson(this.#run.group, this.#run.recipe, this.#run.seed, this.#run.summary)
			: null;
		return votesResults(
			{
				id: record.id,
				name: record.name,
				fileName: record.fileName,
				layout: record.layout,
				votes: record.nVotes,
				models: record.nModels,
				badRows: record.badRows
			},
			votesSection(analysis, models, this.#strongCount > 0 ? this.#analysisWeight : null),
			flip,
			run,
			now,
			pairFlip
		);
	}

	close(): void {
		this.#closed = true;
		this.#fitAbort?.abort();
		this.#cancelFlip();
		this.#runAbort?.abort();
	}
}

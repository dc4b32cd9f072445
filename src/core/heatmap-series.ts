/**
 * Ready-to-draw grids for the two ranking heatmaps of a sample run (rank probabilities: models x
 * ranks; who beats whom: models x models), their colours, the numbers their captions state, and
 * their CSV. Large leaderboards are cut to the top of the ranking or aggregated into blocks here,
 * so a chart never draws more than about `MAX_CELLS` cells (rendering stays quick).
 */
import type { IntervalSeries } from './chart-series.ts';
import type { RankingDetails } from './ranking-details.ts';
import { PAIRWISE_ALPHA, separated, type PairwiseRow } from './stats/pairwise.ts';

/** Most cells a heatmap draws; beyond it ranks (and then models) are pooled into blocks. */
export const MAX_CELLS = 12_000;
/** Per-model charts of leaderboards above `LONG_BOARD` models show the top `TOP_MODELS` first. */
export const LONG_BOARD = 200;
const TOP_MODELS = 50;

/** How a cell of who beats whom reads by the adjusted paired test. */
export type CellMark = 'ahead' | 'behind' | 'tied' | 'untested' | 'self';

/** A span of the ranking (1-based ranks or positions, inclusive). */
export interface Span {
	readonly from: number;
	readonly to: number;
}

export interface HeatmapGrid {
	/** One row per model (column index) or per block of models (`rowSpans`, then model null). */
	readonly rowModels: readonly (number | null)[];
	/** Positions in the reference ranking each row covers (1-based, inclusive). */
	readonly rowSpans: readonly Span[];
	/** Ranks (rank probabilities) or ranking positions (who beats whom) each column covers. */
	readonly colSpans: readonly Span[];
	/** Column models (who beats whom, unaggregated), else null. */
	readonly colModels: readonly (number | null)[] | null;
	/** `values[r * cols + c]`; NaN = no value. */
	readonly values: Float64Array;
	/** Who beats whom: each cell's reading by the adjusted test; null for rank probabilities. */
	readonly marks: readonly CellMark[] | null;
	readonly rows: number;
	readonly cols: number;
}

/** Splits 1..n into at most `max` consecutive blocks of (nearly) equal size. */
export function blocks(n: number, max: number): Span[] {
	const k = Math.max(1, Math.min(n, max));
	const size = Math.ceil(n / k);
	const out: Span[] = [];
	for (let from = 1; from <= n; from += size) out.push({ from, to: Math.min(n, from + size - 1) });
	return out;
}

/**
 * Models to show of a leaderboard: all of them up to `LONG_BOARD` models or when `showAll`,
 * else the top `TOP_MODELS` of the reference ranking.
 */
export function shownCount(nModels: number, showAll: boolean): number {
	return showAll || nModels <= LONG_BOARD ? nModels : Math.min(TOP_MODELS, nModels);
}

/** The first `n` rows of a per-model series (the top of the ranking, for long leaderboards). */
export function topRows(series: IntervalSeries, n: number): IntervalSeries {
	if (series.labels.length <= n) return series;
	return {
		labels: series.labels.slice(0, n),
		low: series.low.slice(0, n),
		high: series.high.slice(0, n),
		point: series.point.slice(0, n),
		colors: series.colors.slice(0, n),
		...(series.band
			? { band: { low: series.band.low.slice(0, n), high: series.band.high.slice(0, n) } }
			: {})
	};
}

/**
 * Rank probabilities as a grid: rows = the first `rows` models of the ranking that have rank
 * probabilities (`details.rankModels`), columns = ranks 1 .. the worst rank any of them takes.
 * Above `MAX_CELLS` ranks are pooled into blocks (a block's value is the share of draws in which
 * the model takes any rank of it) and then models too (a block's value is its models' mean).
 */
export function rankProbabilityGrid(details: RankingDetails, rows: number): HeatmapGrid {
	const n = Math.min(rows, details.rankModels.length);
	const probs = details.rankProbabilities.slice(0, n);
	let last = 1;
	for (const p of probs) for (let r = p.length; r > last; r--) if (p[r - 1] > 0) last = r;
	const rowSpans = n > Math.floor(MAX_CELLS / 20) ? blocks(n, Math.floor(MAX_CELLS / 60)) : null;
	const rowCount = rowSpans ? rowSpans.length : n;
	const colSpans = blocks(last, Math.max(1, Math.floor(MAX_CELLS / rowCount)));
	const values = new Float64Array(rowCount * colSpans.length);
	for (let r = 0; r < rowCount; r++) {
		const span = rowSpans ? rowSpans[r] : { from: r + 1, to: r + 1 };
		colSpans.forEach((c, j) => {
			let s = 0;
			for (let m = span.from - 1; m < span.to; m++)
				for (let k = c.from - 1; k < c.to; k++) s += probs[m][k];
			values[r * colSpans.length + j] = s / (span.to - span.from + 1);
		});
	}
	return {
		rowModels: rowSpans ? rowSpans.map(() => null) : details.rankModels.slice(0, n),
		rowSpans: rowSpans ?? Array.from({ length: n }, (_, k) => ({ from: k + 1, to: k + 1 })),
		colSpans,
		colModels: null,
		values,
		marks: null,
		rows: rowCount,
		cols: colSpans.length
	};
}

/** The pairwise rows by "a,b" (a above b), for looking a cell up either way round. */
export function pairIndex(rows: readonly PairwiseRow[]): Map<string, PairwiseRow> {
	return new Map(rows.map((r) => [`${r.a},${r.b}`, r]));
}

/** A cell's pair (row model vs column model), oriented: `flip` when the row model is `b`. */
export function cellPair(
	index: Map<string, PairwiseRow>,
	row: number,
	col: number
): { pair: PairwiseRow; flip: boolean } | null {
	const direct = index.get(`${row},${col}`);
	if (direct) return { pair: direct, flip: false };
	const other = index.get(`${col},${row}`);
	return other ? { pair: other, flip: true } : null;
}

/** How the adjusted test reads a cell (row vs column). */
export function cellMark(
	index: Map<string, PairwiseRow>,
	row: number,
	col: number,
	alpha = PAIRWISE_ALPHA
): CellMark {
	if (row === col) return 'self';
	const c = cellPair(index, row, col);
	if (!c) return 'untested';
	if (!separated(c.pair.pAdjusted, alpha)) return 'tied';
	const rowAhead = c.pair.difference > 0 !== c.flip;
	return rowAhead ? 'ahead' : 'behind';
}

/** Who beats whom among the first `count` models of `details.ahead` (at most 60). */
export function aheadGrid(details: RankingDetails, count: number): HeatmapGrid {
	const K = details.ahead.models.length;
	const n = Math.min(count, K);
	const models = details.ahead.models.slice(0, n);
	const index = pairIndex(details.pairwise);
	const values = new Float64Array(n * n);
	const marks: CellMark[] = [];
	for (let i = 0; i < n; i++)
		for (let j = 0; j < n; j++) {
			values[i * n + j] = i === j ? Number.NaN : details.ahead.p[i * K + j];
			marks.push(cellMark(index, models[i], models[j]));
		}
	const spans = models.map((_, k) => ({ from: k + 1, to: k + 1 }));
	return {
		rowModels: models,
		rowSpans: spans,
		colSpans: spans,
		colModels: models,
		values,
		marks,
		rows: n,
		cols: n
	};
}

/** What the rank-probability caption states. */
interface RankFacts {
	/** The model most often first and its share of draws at rank 1. */
	readonly top: number;
	readonly topShare: number;
	/** Models (of those with rank probabilities) whose most likely rank holds ≥ 95% of draws. */
	readonly settled: number;
	readonly models: number;
}

export function rankFacts(details: RankingDetails): RankFacts {
	let top = details.rankModels[0];
	let topShare = -1;
	let settled = 0;
	details.rankProbabilities.forEach((p, k) => {
		if (p[0] > topShare) {
			topShare = p[0];
			top = details.rankModels[k];
		}
		let max = 0;
		for (const v of p) if (v > max) max = v;
		if (max >= 0.95) settled++;
	});
	return { top, topShare, settled, models: details.rankModels.length };
}

/** What the who-beats-whom caption states. */
interface AheadFacts {
	readonly pairs: number;
	/** Pairs the adjusted test separates. */
	readonly separatedPairs: number;
	readonly groups: number;
	/** Size of the largest tie group and its first model. */
	readonly largest: number;
	readonly largestFirst: number;
}

export function aheadFacts(details: RankingDetails): AheadFacts {
	let largest = 0;
	let largestFirst = details.tieGroups[0]?.[0] ?? 0;
	for (const g of details.tieGroups)
		if (g.length > largest) {
			largest = g.length;
			largestFirst = g[0];
		}
	return {
		pairs: details.pairwise.length,
		separatedPairs: details.pairwise.filter((p) => separated(p.pAdjusted)).length,
		groups: details.tieGroups.length,
		largest,
		largestFirst
	};
}

/** Where each model sits in its tie group: for drawing the bracket beside the leaderboard. */
type BracketPart = 'single' | 'first' | 'middle' | 'last';

export function bracketParts(groups: readonly (readonly number[])[]): Map<number, BracketPart> {
	const out = new Map<number, BracketPart>();
	for (const g of groups)
		g.forEach((m, k) =>
			out.set(
				m,
				g.length === 1 ? 'single' : k === 0 ? 'first' : k === g.length - 1 ? 'last' : 'middle'
			)
		);
	return out;
}

/** Tie group number (1-based, from the top) of each model. */
export function groupNumbers(groups: readonly (readonly number[])[]): Map<number, number> {
	const out = new Map<number, number>();
	groups.forEach((g, k) => g.forEach((m) => out.set(m, k + 1)));
	return out;
}

/**
 * A long model name shortened to `max` characters for an axis: the start and the end kept (names
 * often differ only at the end, "…-7b" vs "…-70b"), an ellipsis between. The full name goes in
 * tooltips, titles and tables.
 */
export function shortName(name: string, max = 24): string {
	const chars = Array.from(name);
	if (chars.length <= max) return name;
	const tail = Math.ceil((max - 1) * 0.45);
	const head = max - 1 - tail;
	return `${chars.slice(0, head).join('')}…${chars.slice(chars.length - tail).join('')}`;
}

/** Indices of models whose name contains `query` (case-insensitive), best-ranked first. */
export function searchModels(
	names: readonly string[],
	order: readonly number[],
	query: string,
	limit = 20
): number[] {
	const q = query.trim().toLocaleLowerCase();
	if (!q) return [];
	const starts: number[] = [];
	const contains: number[] = [];
	for (const m of order) {
		const name = names[m].toLocaleLowerCase();
		if (name.startsWith(q)) starts.push(m);
		else if (name.includes(q)) contains.push(m);
		if (starts.length >= limit) break;
	}
	return [...starts, ...contains].slice(0, limit);
}

/**
 * Sequential colour-blind-safe scale for shares in [0, 1]: cividis (Nuñez, Anderton & Renslow
 * 2018, "Optimizing colormaps with consideration for color vision deficiency", PLOS ONE
 * 13(7):e0199239), interpolated between eight of its stops. NaN gives null (no fill).
 */
const CIVIDIS = [
	[0, 34, 78],
	[35, 62, 111],
	[87, 92, 109],
	[124, 123, 120],
	[162, 156, 117],
	[202, 191, 104],
	[241, 228, 80],
	[253, 234, 69]
] as const;

function interpolate(stops: readonly (readonly number[])[], t: number): string {
	const x = Math.min(1, Math.max(0, t)) * (stops.length - 1);
	const k = Math.min(stops.length - 2, Math.floor(x));
	const f = x - k;
	const c = stops[k].map((v, i) => Math.round(v + (stops[k + 1][i] - v) * f));
	return `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
}

export function shareColor(v: number): string | null {
	return Number.isFinite(v) ? interpolate(CIVIDIS, v) : null;
}

/**
 * Diverging colour-blind-safe scale for P(row ahead) around 1/2: blue (Okabe-Ito #0072B2) for
 * "row ahead", orange (#E69F00) for "row behind", a neutral grey in the middle.
 */
const AHEAD = [
	[161, 98, 0],
	[230, 159, 0],
	[242, 214, 153],
	[225, 225, 225],
	[153, 199, 224],
	[0, 114, 178],
	[0, 68, 115]
] as const;

export function aheadColor(v: number): string | null {
	return Number.isFinite(v) ? interpolate(AHEAD, v) : null;
}

/** Relative luminance-based choice of a readable text colour on a cell of colour `rgb(...)`. */
export function textOn(color: string): '#000000' | '#ffffff' {
	const [r, g, b] = (color.match(/\d+/g) ?? ['0', '0', '0']).map(Number);
	return 0.2126 * r + 0.7152 * g + 0.0722 * b > 140 ? '#000000' : '#ffffff';
}

/**
 * Number formatting shared by every screen, so units and precision are the same everywhere:
 * scores in [0, 1] as percentages with one decimal, score differences in (percentage) points,
 * tau-b with two decimals, shares as whole percentages.
 */

/** "72.4%" for unit-scale scores, otherwise three significant digits. */
export function formatScore(v: number, unitScale: boolean): string {
	if (v !== v) return '–';
	return unitScale ? `${(v * 100).toFixed(1)}%` : formatPlain(v);
}

/** "72.4% (70.1–74.6)". */
export function formatScoreInterval(v: number, lo: number, hi: number, unitScale: boolean): string {
	if (lo !== lo || hi !== hi) return formatScore(v, unitScale);
	if (unitScale)
		return `${formatScore(v, true)} (${(lo * 100).toFixed(1)}–${(hi * 100).toFixed(1)})`;
	return `${formatPlain(v)} (${formatPlain(lo)}–${formatPlain(hi)})`;
}

/** A score difference: "6.1 points" on the unit scale, else the raw difference. */
export function formatPoints(d: number, unitScale: boolean): string {
	if (d !== d) return '–';
	return unitScale ? `${(d * 100).toFixed(1)} points` : formatPlain(d);
}

export function formatTau(t: number): string {
	return t === t ? t.toFixed(2) : '–';
}

/** "71%"; one decimal for shares that would otherwise round to 0% or 100%. */
export function formatShare(p: number): string {
	if (p !== p) return '–';
	const pct = p * 100;
	if ((pct > 0 && pct < 0.5) || (pct < 100 && pct > 99.5)) return `${pct.toFixed(1)}%`;
	return `${Math.round(pct)}%`;
}

/** "rank 3 (2–5)", or "rank 3" when the interval is a single rank. */
export function formatRankInterval(rank: number, lo: number, hi: number): string {
	return lo === hi ? `rank ${rank}` : `rank ${rank} (${lo}–${hi})`;
}

export function formatPlain(v: number): string {
	if (v !== v) return '–';
	const a = Math.abs(v);
	if (a !== 0 && (a < 1e-3 || a >= 1e6)) return v.toExponential(2);
	return Number(v.toPrecision(3)).toString();
}

export function formatCount(n: number): string {
	return n.toLocaleString('en-US');
}

/** The Monte Carlo error of a share, in percentage points: "± 1.4" (empty when undefined). */
export function formatShareError(se: number): string {
	if (se !== se) return '';
	const pct = se * 100;
	return `± ${pct > 0 && pct < 0.1 ? pct.toPrecision(1) : pct.toFixed(1)}`;
}

/** A score change in shown units: percentage points on the unit scale ("4.1"), else plain. */
export function formatChange(d: number, unitScale: boolean): string {
	if (d !== d) return '–';
	return unitScale ? (d * 100).toFixed(1) : formatPlain(d);
}

/** A duration for an estimate: "2 s", "40 s", "3 min", "1.5 h". */
export function formatSeconds(s: number): string {
	if (s !== s) return '–';
	if (s < 10) return `${Math.max(1, Math.round(s))} s`;
	if (s < 90) return `${Math.round(s / 5) * 5} s`;
	if (s < 5400) return `${Math.round(s / 60)} min`;
	return `${(s / 3600).toFixed(1)} h`;
}

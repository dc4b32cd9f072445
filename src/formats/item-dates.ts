/**
 * Dates written as epoch numbers (LiveCodeBench's `"date": 1692662400000`, a `created_at` column
 * of Unix seconds) become ISO dates, so the time split reads them and the cluster proposal knows
 * them for dates (`core/stats/cluster-columns.ts`). Only when both say so: the column's name
 * (`date`, `created_at`, `timestamp`, `release_date`, …) and every value (whole numbers in the
 * range of seconds or milliseconds between 1973 and 2286, all in the same unit). Anything else
 * stays as written: a column of ids is never turned into dates.
 */

/** Column names that say "date or time" (after `meta:`; snake, kebab or camel case). */
const DATE_NAME =
	/(^|[_\-\s.:])(date|dates|datetime|time|timestamp|ts|created|updated|released?|published|day)$|(^|[_\-\s.:])(created|updated|released|published)_?at$|(Date|Time|Timestamp|At)$/;

/** Seconds and milliseconds since 1970 between 1973-03-03 and 2286-11-20. */
const UNITS = [
	{ unit: 's', min: 1e8, max: 1e10, ms: 1000 },
	{ unit: 'ms', min: 1e11, max: 1e13, ms: 1 }
] as const;

type EpochUnit = (typeof UNITS)[number]['unit'];

/** Whether a column's name says it holds dates. */
export function namesDates(column: string): boolean {
	return DATE_NAME.test(column.replace(/^meta:/i, '').trim());
}

/** One epoch time as an ISO date (`2023-08-22`), or date and time when it is not midnight UTC. */
export function isoFromEpoch(ms: number): string {
	const iso = new Date(ms).toISOString();
	if (ms % 86_400_000 === 0) return iso.slice(0, 10);
	return ms % 1000 === 0 ? `${iso.slice(0, 19)}Z` : iso;
}

/**
 * The column's values as ISO dates and the unit they were in, when its name and every non-blank
 * value say epoch seconds or milliseconds; null otherwise. Blank values stay blank.
 */
export function epochDates(
	column: string,
	values: readonly string[]
): { dates: string[]; unit: EpochUnit } | null {
	if (!namesDates(column)) return null;
	let unit: (typeof UNITS)[number] | undefined;
	let seen = 0;
	for (const raw of values) {
		const v = raw.trim();
		if (!v) continue;
		if (!/^\d{9,13}(\.0+)?$/.test(v)) return null;
		const n = Number(v);
		const u = UNITS.find((x) => n >= x.min && n < x.max);
		if (!u || (unit && u !== unit)) return null;
		unit = u;
		seen++;
	}
	if (!unit || !seen) return null;
	const { ms } = unit;
	return {
		dates: values.map((raw) => (raw.trim() ? isoFromEpoch(Number(raw.trim()) * ms) : '')),
		unit: unit.unit
	};
}

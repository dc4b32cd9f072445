/**
 * A score table's id: `st-` and a 64-bit content fingerprint (hex) over its models, benchmarks,
 * conditions and every score and standard error, so the same table dropped twice is recognised
 * and a shared `#/analysis?dataset=st-…` link opens it once the same file is imported. The
 * prefix tells score tables from per-item datasets (16 hex digits, `fingerprint.ts`) without a
 * lookup. Two FNV-1a lanes (G. Fowler, L. C. Noll & K.-P. Vo, http://www.isthe.com/chongo/tech/comp/fnv/)
 * with different offsets; not cryptographic.
 */
import type { ScoreTable } from './ScoreTable.ts';

const SCORE_TABLE_ID_PREFIX = 'st-';
const ID = /^st-[0-9a-f]{16}$/;

/** True for a score table's id (`st-` + 16 hex digits). */
export function isScoreTableId(id: string | null | undefined): boolean {
	return typeof id === 'string' && ID.test(id);
}

class Fnv {
	a = 0x811c9dc5;
	b = 0x01000193 ^ 0x9e3779b9;
	byte(v: number): void {
		this.a = Math.imul(this.a ^ v, 0x01000193);
		this.b = Math.imul(this.b ^ v, 0x01000193) ^ (this.a >>> 15);
	}
	word(v: number): void {
		for (let s = 0; s < 32; s += 8) this.byte((v >>> s) & 0xff);
	}
	string(s: string): void {
		this.word(s.length);
		for (let k = 0; k < s.length; k++) {
			const c = s.charCodeAt(k);
			this.byte(c & 0xff);
			this.byte(c >>> 8);
		}
	}
	doubles(values: Float64Array): void {
		const words = new Uint32Array(Float64Array.from(values).buffer);
		for (const w of words) this.word(w);
	}
	hex(): string {
		const f = (h: number) => (h >>> 0).toString(16).padStart(8, '0');
		return f(this.a) + f(this.b);
	}
}

export function scoreTableId(table: ScoreTable): string {
	const h = new Fnv();
	h.word(table.models.length);
	for (const m of table.models) h.string(m);
	h.word(table.benchmarks.length);
	for (const b of table.benchmarks) h.string(b);
	h.word(table.conditions.length);
	for (const c of table.conditions) {
		h.string(c.name);
		h.doubles(c.scores);
		h.word(c.stderr ? 1 : 0);
		if (c.stderr) h.doubles(c.stderr);
	}
	return SCORE_TABLE_ID_PREFIX + h.hex();
}

/**
 * A content fingerprint for datasets: the same matrix (names, ids, metadata, values and, when
 * known, trials per cell) gives the same id on any machine, so a shared URL points at the same
 * dataset once the recipient imports the same file, and a file dropped twice is recognised.
 *
 * Two 32-bit MurmurHash3-style lanes (Appleby, https://github.com/aappleby/smhasher) over the
 * packed words and the UTF-16 code units of every string: 64 bits, not cryptographic — collisions
 * between honest datasets are what it guards against, not an attacker.
 */
import type { ScoreMatrix } from './ScoreMatrix.ts';

export class Lanes {
	a = 0x9747b28c;
	b = 0x2545f491;
	mix(k: number): void {
		k = Math.imul(k, 0xcc9e2d51);
		k = (k << 15) | (k >>> 17);
		k = Math.imul(k, 0x1b873593);
		this.a ^= k;
		this.a = (this.a << 13) | (this.a >>> 19);
		this.a = (Math.imul(this.a, 5) + 0xe6546b64) | 0;
		this.b ^= Math.imul(k ^ (k >>> 16), 0x85ebca6b);
		this.b = (this.b << 17) | (this.b >>> 15);
		this.b = (Math.imul(this.b, 9) + 0x7feb352d) | 0;
	}
	string(s: string): void {
		this.mix(s.length);
		for (let i = 0; i < s.length; i++) this.mix(s.charCodeAt(i));
	}
	words(w: ArrayLike<number>): void {
		this.mix(w.length);
		for (let i = 0; i < w.length; i++) this.mix(w[i]);
	}
	hex(): string {
		const f = (h: number) => {
			h ^= h >>> 16;
			h = Math.imul(h, 0x85ebca6b);
			h ^= h >>> 13;
			h = Math.imul(h, 0xc2b2ae35);
			h ^= h >>> 16;
			return (h >>> 0).toString(16).padStart(8, '0');
		};
		return f(this.a ^ this.b) + f(this.b + Math.imul(this.a, 31));
	}
}

export function fingerprint(matrix: ScoreMatrix): string {
	const h = new Lanes();
	h.string(matrix.valueType);
	h.mix(matrix.nItems);
	h.mix(matrix.nModels);
	for (const m of matrix.models) h.string(m);
	for (const id of matrix.itemIds) h.string(id);
	for (const field of Object.keys(matrix.meta).sort()) {
		h.string(field);
		for (const v of matrix.meta[field]) h.string(v);
	}
	if (matrix.bits) h.words(matrix.bits);
	if (matrix.present) h.words(matrix.present);
	if (matrix.values) {
		h.words(
			new Uint32Array(matrix.values.buffer, matrix.values.byteOffset, matrix.values.length * 2)
		);
	}
	// Trials only when known, so every matrix without them keeps the id it always had.
	const trials = matrix.trials;
	if (trials) {
		h.string('trials');
		h.mix(trials.uniform);
		if (trials.perCell) h.words(trials.perCell);
	}
	return h.hex();
}

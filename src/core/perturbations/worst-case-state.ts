/**
 * The sides fixed at a node of the exact worst-case search (`worst-case-exact.ts`), and what
 * follows from them without a linear program:
 *
 * - exclusions: a fixed literal forces the other side of every literal it excludes
 *   (`worst-case-relations.ts`, pairs of literals decided exactly over the box);
 * - order: the fixed sides are "model a above model b" facts, and an order is transitive, so
 *   a above b and b above c fix the pair (a, c) (the pair-ordering cuts). The facts true at every
 *   point of the box (pairs that the box cannot reverse, or always reverses) start the order;
 * - learnt no-goods: sets of literals a linear program found infeasible together; when all but
 *   one hold, the last one's other side is forced.
 *
 * A literal is 2k (keep pair k) or 2k + 1 (reverse it). Changes are recorded on a trail and undone
 * in reverse order (`mark` / `undo`), as in a SAT solver. The bound on what a node can still reach
 * (`bound`) is the pairs reversed so far plus one reversal per clique of undecided reversals that
 * exclude each other two by two (a greedy clique partition of the exclusion graph).
 */
import type { PairRelations } from './worst-case-relations.ts';

/** The sides a node fixed and what follows (see the module comment). */
export class PairState {
	readonly K: number;
	/** 0 undecided, 1 kept, -1 reversed (by pair). */
	readonly assign: Int8Array;
	/** Fixed pairs in the order they were fixed. */
	readonly trail: Int32Array;
	trailLength = 0;
	/** Free pairs reversed at this node. */
	reversed = 0;
	readonly #excludes: Int32Array[];
	/** Per literal: how many fixed literals exclude it. */
	readonly #blocked: Int32Array;
	readonly #M: number;
	readonly #hiOf: Int32Array;
	readonly #loOf: Int32Array;
	/** above[a * M + b]: model a is above model b at every point of the node. */
	readonly #above: Uint8Array;
	/** Free pair of two models (either order), or -1. */
	readonly #pairOf: Int32Array;
	readonly #orderTrail: Int32Array;
	#orderLength = 0;
	#queue: Int32Array;
	#queueLength = 0;
	readonly #words: number;
	/** R-R exclusions as bit sets (for the clique bound); cliques' scratch. */
	readonly #exclusive: Uint32Array;
	readonly #cliques: Uint32Array;
	readonly #scratchU: Int32Array;
	readonly #scratchZ: Int32Array;
	/**
	 * Learnt no-goods (literal lists), each watched on its first two literals, which are kept
	 * among those that do not hold where possible ("two watched literals": M. W. Moskewicz et al.
	 * 2001, "Chaff: engineering an efficient SAT solver", DAC); `#watch[lit]` lists the no-goods
	 * watching `lit`. Backtracking needs no bookkeeping.
	 */
	readonly #nogoods: Int32Array[] = [];
	readonly #watch: number[][];

	/**
	 * @param hiOf, loOf the free pairs' models (hi above lo in the reference)
	 * @param fixedAbove model pairs [a, b] with a above b at every point of the box
	 */
	constructor(
		M: number,
		hiOf: Int32Array,
		loOf: Int32Array,
		relations: PairRelations,
		fixedAbove: readonly (readonly [number, number])[]
	) {
		const K = hiOf.length;
		this.K = K;
		this.#M = M;
		this.#hiOf = hiOf;
		this.#loOf = loOf;
		this.assign = new Int8Array(K);
		this.trail = new Int32Array(K);
		this.#excludes = relations.excludes;
		this.#blocked = new Int32Array(2 * K);
		for (let lit = 0; lit < 2 * K; lit++) if (!relations.alone[lit]) this.#blocked[lit] = 1;
		this.#above = new Uint8Array(M * M);
		this.#pairOf = new Int32Array(M * M).fill(-1);
		for (let k = 0; k < K; k++) {
			this.#pairOf[hiOf[k] * M + loOf[k]] = k;
			this.#pairOf[loOf[k] * M + hiOf[k]] = k;
		}
		this.#orderTrail = new Int32Array(M * M);
		this.#queue = new Int32Array(4 * K + 16);
		this.#words = (K + 31) >>> 5;
		this.#exclusive = new Uint32Array(K * this.#words);
		for (let k = 0; k < K; k++) {
			for (const lit of this.#excludes[2 * k + 1]) {
				if (lit & 1) this.#exclusive[k * this.#words + (lit >>> 6)] |= 1 << ((lit >>> 1) & 31);
			}
		}
		this.#cliques = new Uint32Array(K * this.#words);
		this.#scratchU = new Int32Array(M);
		this.#scratchZ = new Int32Array(M);
		this.#watch = Array.from({ length: 2 * K }, () => []);
		for (const [a, b] of fixedAbove) this.#setAbove(a, b);
	}

	/**
	 * Fixes what the facts of the box imply (queued by the constructor); false when they
	 * contradict each other. Call once, before the first `mark`.
	 */
	settle(): boolean {
		let ok = true;
		for (let q = 0; q < this.#queueLength && ok; q++) ok = this.#apply(this.#queue[q]);
		this.#queueLength = 0;
		return ok;
	}

	/** A point to return to with `undo`. */
	mark(): number {
		return this.trailLength * (this.#M * this.#M + 1) + this.#orderLength;
	}

	/** Fixes `lit` and everything that follows; false when that is contradictory. */
	fix(lit: number): boolean {
		this.#queueLength = 0;
		this.#push(lit);
		let ok = true;
		for (let q = 0; q < this.#queueLength && ok; q++) ok = this.#apply(this.#queue[q]);
		return ok;
	}

	#push(lit: number): void {
		if (this.#queueLength === this.#queue.length) {
			const grown = new Int32Array(2 * this.#queue.length);
			grown.set(this.#queue);
			this.#queue = grown;
		}
		this.#queue[this.#queueLength++] = lit;
	}

	/** Fixes one literal (and queues its consequences); false on a contradiction. */
	#apply(lit: number): boolean {
		const k = lit >>> 1;
		const s = lit & 1 ? -1 : 1;
		if (this.assign[k] === s) return true;
		if (this.assign[k] === -s || this.#blocked[lit] > 0) return false;
		this.assign[k] = s;
		this.trail[this.trailLength++] = k;
		if (s < 0) this.reversed++;
		let ok = true;
		for (const other of this.#excludes[lit]) {
			if (++this.#blocked[other] === 1) {
				const j = other >>> 1;
				if (this.assign[j] === (other & 1 ? -1 : 1)) ok = false;
				else if (this.assign[j] === 0) this.#push(other ^ 1);
			}
		}
		if (!ok || !this.#watched(lit)) return false;
		return s > 0
			? this.#setAbove(this.#hiOf[k], this.#loOf[k])
			: this.#setAbove(this.#loOf[k], this.#hiOf[k]);
	}

	#holds(lit: number): boolean {
		return this.assign[lit >>> 1] === (lit & 1 ? -1 : 1);
	}

	/**
	 * `lit` now holds: each no-good watching it moves the watch to a literal that does not hold;
	 * when there is none, the other watched literal's other side is forced (or, if it holds too,
	 * the node is infeasible).
	 */
	#watched(lit: number): boolean {
		const list = this.#watch[lit];
		let kept = 0;
		let ok = true;
		for (let i = 0; i < list.length; i++) {
			const c = list[i];
			const ng = this.#nogoods[c];
			if (ng[0] === lit) {
				ng[0] = ng[1];
				ng[1] = lit;
			}
			let moved = false;
			for (let j = 2; j < ng.length; j++) {
				if (this.#holds(ng[j])) continue;
				ng[1] = ng[j];
				ng[j] = lit;
				this.#watch[ng[1]].push(c);
				moved = true;
				break;
			}
			if (moved) continue;
			list[kept++] = c;
			const other = ng[0];
			if (this.#holds(other)) ok = false;
			else if (this.assign[other >>> 1] === 0) this.#push(other ^ 1);
		}
		list.length = kept;
		return ok;
	}

	/** Records a above b and its transitive consequences; false on a contradiction. */
	#setAbove(a: number, b: number): boolean {
		const M = this.#M;
		const above = this.#above;
		if (above[a * M + b]) return true;
		if (above[b * M + a]) return false;
		// Everything above a (and a) is now above everything below b (and b).
		let nu = 0;
		let nz = 0;
		for (let u = 0; u < M; u++) if (u === a || above[u * M + a]) this.#scratchU[nu++] = u;
		for (let z = 0; z < M; z++) if (z === b || above[b * M + z]) this.#scratchZ[nz++] = z;
		let ok = true;
		for (let i = 0; i < nu; i++) {
			const u = this.#scratchU[i];
			for (let j = 0; j < nz; j++) {
				const z = this.#scratchZ[j];
				if (above[u * M + z]) continue;
				if (above[z * M + u] || u === z) {
					ok = false;
					continue;
				}
				above[u * M + z] = 1;
				this.#orderTrail[this.#orderLength++] = u * M + z;
				const p = this.#pairOf[u * M + z];
				if (p >= 0) this.#push(2 * p + (this.#hiOf[p] === u ? 0 : 1));
			}
		}
		return ok;
	}

	/** Undoes everything fixed since `mark`. */
	undo(mark: number): void {
		const trailTo = Math.floor(mark / (this.#M * this.#M + 1));
		const orderTo = mark - trailTo * (this.#M * this.#M + 1);
		while (this.trailLength > trailTo) {
			const k = this.trail[--this.trailLength];
			const lit = 2 * k + (this.assign[k] < 0 ? 1 : 0);
			for (const other of this.#excludes[lit]) this.#blocked[other]--;
			if (this.assign[k] < 0) this.reversed--;
			this.assign[k] = 0;
		}
		while (this.#orderLength > orderTo) this.#above[this.#orderTrail[--this.#orderLength]] = 0;
	}

	/** Whether literal `lit` is blocked (excluded by a fixed literal, or impossible alone). */
	blocked(lit: number): boolean {
		return this.#blocked[lit] > 0;
	}

	/**
	 * Learns that `literals` cannot all hold (one per pair, at most a dozen). Call it after
	 * backtracking out of the node that proved it, so that some of them do not hold; a no-good
	 * that still holds entirely (a rounding artefact) is dropped.
	 */
	learn(literals: readonly number[]): void {
		const ng = Int32Array.from(literals);
		if (ng.length < 2) return;
		// Watch two literals that do not hold (the first ones found).
		let free = 0;
		for (let j = 0; j < ng.length && free < 2; j++) {
			if (this.#holds(ng[j])) continue;
			const t = ng[free];
			ng[free++] = ng[j];
			ng[j] = t;
		}
		if (free === 0) return;
		const c = this.#nogoods.length;
		this.#nogoods.push(ng);
		this.#watch[ng[0]].push(c);
		this.#watch[ng[1]].push(c);
	}

	/** Number of learnt no-goods. */
	get learnt(): number {
		return this.#nogoods.length;
	}

	/**
	 * Pairs reversed at this node plus the most undecided reversals that can still be added:
	 * one per clique of the greedy partition of the undecided, unblocked reversals.
	 */
	bound(): number {
		const K = this.K;
		const words = this.#words;
		const cliques = this.#cliques;
		let n = 0;
		for (let k = 0; k < K; k++) {
			if (this.assign[k] !== 0 || this.#blocked[2 * k + 1] > 0) continue;
			let c = 0;
			// Join the first clique all of whose members exclude k.
			while (c < n && !(cliques[c * words + (k >>> 5)] & (1 << (k & 31)))) c++;
			if (c === n) {
				cliques.set(this.#exclusive.subarray(k * words, (k + 1) * words), n * words);
				n++;
			} else {
				for (let i = 0; i < words; i++) cliques[c * words + i] &= this.#exclusive[k * words + i];
			}
		}
		return this.reversed + n;
	}
}

/**
 * Source of the WebAssembly bit-counting kernel, as WebAssembly text (WAT). The text is written
 * here with two small helpers (a carry-save adder and a 16-input Harley-Seal step) instead of by
 * hand-repeating them; `bench/build-kernels.ts` compiles it with wabt into `bitcount-wasm.ts`,
 * and a unit test checks that the committed bytes still match this source.
 *
 * What it computes: for a list of matrix rows (items-major, one bit per model, rows padded to
 * whole 128-bit columns), the number of listed rows in which each model's bit is set: a
 * "positional population count" over 128-bit lanes. Method: carry-save adders arranged as
 * Harley-Seal trees (Harley and Seal's counter, as analysed by Muła, Kurz and Lemire 2018,
 * "Faster Population Counts Using AVX2 Instructions", The Computer Journal 61(1),
 * https://arxiv.org/abs/1611.07612), applied vertically so that each bit position keeps its own
 * bit-sliced counter: rows are reduced 16 at a time to ones/twos/fours/eights and a "sixteens"
 * vector; 16 sixteens are reduced again by a second tree (planes 4-7) and its "256s" ripple into
 * planes 8 and up. No popcount is needed; a count leaves the bit-sliced form only once per draw
 * (`extract`).
 *
 * Exports: `hs1`, `hs2`, `hs4` (the counting loop for blocks of 1, 2 or 4 columns), `flush` and
 * `accumulate` (end of a list), `extract` (counts out of bit-sliced form), `touch` (prefetch a
 * tile), `lists8` / `lists32` (a draw's row lists from its weights).
 *
 * Memory layout (all offsets in bytes, chosen by the caller, see `bitcount.ts`):
 * - rows: the matrix in blocks of 1, 2 or 4 columns (a column = 128 models = 16 bytes); row i
 *   of a block at `base + i * 16 * cols`, and row n all zero (the padding row).
 * - list: item indices times 64 (i32), in groups of 16, padded with n * 64.
 * - state: per column `STATE_BYTES` = 32 counter planes (16 B each) and a 16-slot buffer of
 *   sixteens. Planes must be zero before `hs`; `accumulate` leaves them zero again.
 * - acc: per column 32 planes: the draw's bit-sliced total, `extract` turns it into i32 counts.
 */

import { ACC_BYTES, STATE_BYTES } from './bitcount-layout.ts';

/** Byte offset of the sixteens buffer inside a column's state. */
const BUF = 32 * 16;

const v = (name: string) => `(local.get $${name})`;

/**
 * Carry-save adder: (high, low) = a + b + c, bitwise. `b` and `c` are expressions, each evaluated
 * once. `low` may be the same local as `a`.
 * maj(a, b, c) = bitselect(c, a, a ^ b): where a and b differ the majority is c, else a.
 */
function csa(high: string, low: string, a: string, b: string, c: string): string {
	return [
		`(local.set $b ${b})`,
		`(local.set $c ${c})`,
		`(local.set $u (v128.xor ${v(a)} ${v('b')}))`,
		`(local.set $${high} (v128.bitselect ${v('c')} ${v(a)} ${v('u')}))`,
		`(local.set $${low} (v128.xor ${v('u')} ${v('c')}))`
	].join('\n');
}

/**
 * One Harley-Seal step: adds 16 inputs to the counter (ones, twos, fours, eights) and leaves the
 * carry out, worth 16 each, in `sixteens` (Muła, Kurz and Lemire 2018, Fig. 9).
 */
function hs16(input: (k: number) => string): string {
	const d = input;
	return [
		csa('twosA', 'ones', 'ones', d(0), d(1)),
		csa('twosB', 'ones', 'ones', d(2), d(3)),
		csa('foursA', 'twos', 'twos', v('twosA'), v('twosB')),
		csa('twosA', 'ones', 'ones', d(4), d(5)),
		csa('twosB', 'ones', 'ones', d(6), d(7)),
		csa('foursB', 'twos', 'twos', v('twosA'), v('twosB')),
		csa('eightsA', 'fours', 'fours', v('foursA'), v('foursB')),
		csa('twosA', 'ones', 'ones', d(8), d(9)),
		csa('twosB', 'ones', 'ones', d(10), d(11)),
		csa('foursA', 'twos', 'twos', v('twosA'), v('twosB')),
		csa('twosA', 'ones', 'ones', d(12), d(13)),
		csa('twosB', 'ones', 'ones', d(14), d(15)),
		csa('foursB', 'twos', 'twos', v('twosA'), v('twosB')),
		csa('eightsB', 'fours', 'fours', v('foursA'), v('foursB')),
		csa('sixteens', 'eights', 'eights', v('eightsA'), v('eightsB'))
	].join('\n');
}

const V128_LOCALS = [
	'ones',
	'twos',
	'fours',
	'eights',
	'twosA',
	'twosB',
	'foursA',
	'foursB',
	'eightsA',
	'eightsB',
	'sixteens',
	'u',
	'b',
	'c',
	'carry',
	't'
]
	.map((n) => `(local $${n} v128)`)
	.join(' ');

const range = (n: number) => Array.from({ length: n }, (_, k) => k);

/** Load the counter planes `first..first+3` of the column state at $st into the HS locals. */
function loadCounter(first: number): string {
	return ['ones', 'twos', 'fours', 'eights']
		.map((n, k) => `(local.set $${n} (v128.load offset=${16 * (first + k)} ${v('st')}))`)
		.join('\n');
}

function storeCounter(first: number): string {
	return ['ones', 'twos', 'fours', 'eights']
		.map((n, k) => `(v128.store offset=${16 * (first + k)} ${v('st')} ${v(n)})`)
		.join('\n');
}

/**
 * Second level for the column whose state is at $st: the 16 buffered sixteens go through another
 * Harley-Seal step (planes 4-7); its carry, worth 256 each, ripples into planes 8 and up.
 */
const LEVEL2 = `
${loadCounter(4)}
${hs16((k) => `(v128.load offset=${BUF + 16 * k} ${v('st')})`)}
${storeCounter(4)}
(local.set $carry ${v('sixteens')})
(local.set $q (i32.add ${v('st')} (i32.const 128)))
(block $done
	(loop $ripple
		(br_if $done (i32.eqz (v128.any_true ${v('carry')})))
		(local.set $t (v128.load ${v('q')}))
		(v128.store ${v('q')} (v128.xor ${v('t')} ${v('carry')}))
		(local.set $carry (v128.and ${v('t')} ${v('carry')}))
		(local.set $q (i32.add ${v('q')} (i32.const 16)))
		(br $ripple)))`;

/** For every column of the block: the level-2 step ($st walks the column states). */
const LEVEL2_ALL = `
(local.set $st ${v('state')})
(local.set $col (i32.const 0))
(loop $cols2
	${LEVEL2}
	(local.set $st (i32.add ${v('st')} (i32.const ${STATE_BYTES})))
	(local.set $col (i32.add ${v('col')} (i32.const 1)))
	(br_if $cols2 (i32.lt_u ${v('col')} ${v('ncols')})))`;

/** Level-1 step for one column: counter planes 0-3 at $st + `stOff`, rows at $p_k + `rowOff`. */
function column(stOff: number, rowOff: number): string {
	const load = (plane: number, name: string) =>
		`(local.set $${name} (v128.load offset=${stOff + 16 * plane} ${v('st')}))`;
	const store = (plane: number, name: string) =>
		`(v128.store offset=${stOff + 16 * plane} ${v('st')} ${v(name)})`;
	const names = ['ones', 'twos', 'fours', 'eights'];
	return [
		...names.map((n, k) => load(k, n)),
		hs16((k) => `(v128.load offset=${rowOff} ${v(`p${k}`)})`),
		...names.map((n, k) => store(k, n)),
		`(v128.store offset=${stOff + BUF} (i32.add ${v('st')} ${v('slot')}) ${v('sixteens')})`
	].join('\n');
}

/** Level 2 for the `cols` columns whose states start at $st (unrolled, constant offsets). */
function level2Columns(cols: number): string {
	return range(cols)
		.map(
			(j) =>
				`${j === 0 ? '' : `(local.set $st (i32.add ${v('st')} (i32.const ${STATE_BYTES})))`}\n${LEVEL2}`
		)
		.join('\n');
}

/**
 * hs<cols>(list, groups, base, state, done): counts the 16 * groups rows listed at `list` (as
 * i * 64; row i of the block at `base + i * 16 * cols`, cols = 1, 2 or 4) into the
 * column states at `state`. `done` is the number of groups this state has already counted, so
 * that a list can be fed in segments. One function per block width, so that a row's address is
 * a constant shift of its entry (none for 4 columns) and every column offset a constant.
 */
function hs(cols: number): string {
	// list entries are i * 64 (the 4-column row size): narrower blocks scale them down
	const down = Math.log2(4 / cols);
	const row = (entry: string) => (down === 0 ? entry : `(i32.shr_u ${entry} (i32.const ${down}))`);
	return `
(func (export "hs${cols}") (param $list i32) (param $groups i32) (param $base i32)
	(param $state i32) (param $done i32)
	(local $g i32) (local $st i32) (local $q i32) (local $slot i32)
	${range(16)
		.map((k) => `(local $p${k} i32)`)
		.join(' ')}
	${V128_LOCALS}
	(if (i32.eqz ${v('groups')}) (then (return)))
	(loop $groups
		${range(16)
			.map(
				(k) =>
					`(local.set $p${k} (i32.add ${row(`(i32.load offset=${4 * k} ${v('list')})`)} ${v('base')}))`
			)
			.join('\n')}
		(local.set $slot (i32.shl (i32.and (i32.add ${v('g')} ${v('done')}) (i32.const 15)) (i32.const 4)))
		(local.set $st ${v('state')})
		${range(cols)
			.map((j) => column(j * STATE_BYTES, 16 * j))
			.join('\n')}
		(if (i32.eq ${v('slot')} (i32.const 240))
			(then
				(local.set $st ${v('state')})
				${level2Columns(cols)}))
		(local.set $list (i32.add ${v('list')} (i32.const 64)))
		(local.set $g (i32.add ${v('g')} (i32.const 1)))
		(br_if $groups (i32.lt_u ${v('g')} ${v('groups')}))))`;
}

/**
 * flush(state, ncols, groups): after the last segment of a list of `groups` groups, runs the
 * second level on the partly filled buffer of sixteens (unused slots zeroed).
 */
const FLUSH = `
(func (export "flush") (param $state i32) (param $ncols i32) (param $groups i32)
	(local $col i32) (local $st i32) (local $q i32) (local $slot i32)
	${V128_LOCALS}
	(local.set $slot (i32.shl (i32.and ${v('groups')} (i32.const 15)) (i32.const 4)))
	(if (i32.eqz ${v('slot')}) (then (return)))
	(if (i32.eqz ${v('ncols')}) (then (return)))
	(local.set $st ${v('state')})
	(local.set $col (i32.const 0))
	(loop $zcols
		(local.set $q (i32.add (i32.add ${v('st')} (i32.const ${BUF})) ${v('slot')}))
		(loop $zslots
			(v128.store ${v('q')} (v128.const i64x2 0 0))
			(local.set $q (i32.add ${v('q')} (i32.const 16)))
			(br_if $zslots (i32.lt_u ${v('q')} (i32.add ${v('st')} (i32.const ${STATE_BYTES})))))
		(local.set $st (i32.add ${v('st')} (i32.const ${STATE_BYTES})))
		(local.set $col (i32.add ${v('col')} (i32.const 1)))
		(br_if $zcols (i32.lt_u ${v('col')} ${v('ncols')})))
	${LEVEL2_ALL})`;

/**
 * accumulate(state, acc, ncols, shift, planes): acc += counter << shift for each column (a
 * bit-sliced ripple-carry adder), then zeroes the counter. `planes` bounds the counter's
 * non-zero planes.
 */
const ACCUMULATE = `
(func (export "accumulate") (param $state i32) (param $acc i32) (param $ncols i32)
	(param $shift i32) (param $planes i32)
	(local $col i32) (local $p i32) (local $a i32) (local $x v128) (local $s v128) (local $carry v128)
	(local $zero v128) (local $top i32)
	(local.set $top (i32.sub (i32.const 32) ${v('shift')}))
	(if (i32.gt_u ${v('planes')} ${v('top')}) (then (local.set $planes ${v('top')})))
	(if (i32.eqz ${v('ncols')}) (then (return)))
	(loop $cols
		(local.set $carry ${v('zero')})
		(local.set $p (i32.const 0))
		(local.set $a (i32.add ${v('acc')} (i32.shl ${v('shift')} (i32.const 4))))
		(block $done
			(loop $planes
				(br_if $done (i32.ge_u ${v('p')} ${v('top')}))
				(br_if $done
					(i32.and
						(i32.ge_u ${v('p')} ${v('planes')})
						(i32.eqz (v128.any_true ${v('carry')}))))
				(if (i32.lt_u ${v('p')} ${v('planes')})
					(then
						(local.set $x (v128.load ${v('state')}))
						(v128.store ${v('state')} ${v('zero')}))
					(else (local.set $x ${v('zero')})))
				(local.set $s (v128.load ${v('a')}))
				(v128.store ${v('a')} (v128.xor (v128.xor ${v('s')} ${v('x')}) ${v('carry')}))
				(local.set $carry
					(v128.bitselect ${v('carry')} ${v('s')} (v128.xor ${v('s')} ${v('x')})))
				(local.set $a (i32.add ${v('a')} (i32.const 16)))
				(local.set $state (i32.add ${v('state')} (i32.const 16)))
				(local.set $p (i32.add ${v('p')} (i32.const 1)))
				(br $planes)))
		;; next column: skip the rest of this column's planes
		(local.set $state (i32.add ${v('state')} (i32.shl (i32.sub (i32.const ${STATE_BYTES / 16}) ${v('p')}) (i32.const 4))))
		(local.set $acc (i32.add ${v('acc')} (i32.const ${ACC_BYTES})))
		(local.set $col (i32.add ${v('col')} (i32.const 1)))
		(br_if $cols (i32.lt_u ${v('col')} ${v('ncols')}))))`;

/**
 * extract(acc, ncols, planes, out): writes each model's count (i32) for the `ncols` columns at
 * `acc` to `out` (128 per column, model order) and zeroes the first `planes` planes.
 * Lane j of plane p contributes 2^p when bit j is set: splat the 32-bit word holding 32 lanes, mask
 * four lanes at a time, and subtract the all-ones compare result shifted by p.
 */
const EXTRACT = `
(func (export "extract") (param $acc i32) (param $ncols i32) (param $planes i32) (param $out i32)
	(local $col i32) (local $w i32) (local $q i32) (local $p i32) (local $a i32)
	(local $mask v128) (local $sum v128) (local $t v128)
	(if (i32.eqz ${v('ncols')}) (then (return)))
	(loop $cols
		(local.set $w (i32.const 0))
		(loop $words
			(local.set $mask (v128.const i32x4 1 2 4 8))
			(local.set $q (i32.const 0))
			(loop $quads
				(local.set $sum (v128.const i64x2 0 0))
				(local.set $a (i32.add ${v('acc')} (i32.shl ${v('w')} (i32.const 2))))
				(local.set $p (i32.const 0))
				(block $noplanes
					(br_if $noplanes (i32.eqz ${v('planes')}))
					(loop $planes
						(local.set $t (v128.and (i32x4.splat (i32.load ${v('a')})) ${v('mask')}))
						(local.set $sum
							(i32x4.sub ${v('sum')} (i32x4.shl (i32x4.eq ${v('t')} ${v('mask')}) ${v('p')})))
						(local.set $a (i32.add ${v('a')} (i32.const 16)))
						(local.set $p (i32.add ${v('p')} (i32.const 1)))
						(br_if $planes (i32.lt_u ${v('p')} ${v('planes')}))))
				(v128.store ${v('out')} ${v('sum')})
				(local.set $out (i32.add ${v('out')} (i32.const 16)))
				(local.set $mask (i32x4.shl ${v('mask')} (i32.const 4)))
				(local.set $q (i32.add ${v('q')} (i32.const 1)))
				(br_if $quads (i32.lt_u ${v('q')} (i32.const 8))))
			(local.set $w (i32.add ${v('w')} (i32.const 1)))
			(br_if $words (i32.lt_u ${v('w')} (i32.const 4))))
		;; zero the planes read
		(local.set $a ${v('acc')})
		(local.set $p (i32.const 0))
		(block $nozero
			(br_if $nozero (i32.eqz ${v('planes')}))
			(loop $zero
				(v128.store ${v('a')} (v128.const i64x2 0 0))
				(local.set $a (i32.add ${v('a')} (i32.const 16)))
				(local.set $p (i32.add ${v('p')} (i32.const 1)))
				(br_if $zero (i32.lt_u ${v('p')} ${v('planes')}))))
		(local.set $acc (i32.add ${v('acc')} (i32.const ${ACC_BYTES})))
		(local.set $col (i32.add ${v('col')} (i32.const 1)))
		(br_if $cols (i32.lt_u ${v('col')} ${v('ncols')}))))`;

/**
 * touch(from, to): reads one 16-byte word per 64-byte line of [from, to), in order. A dense,
 * sequential pass that the hardware prefetchers follow, so a tile is in cache before the sparse
 * passes of the draws.
 */
const TOUCH = `
(func (export "touch") (param $from i32) (param $to i32) (result i32)
	(local $acc v128)
	(block $done
		(loop $lines
			(br_if $done (i32.ge_u ${v('from')} ${v('to')}))
			(local.set $acc (v128.or ${v('acc')} (v128.load ${v('from')})))
			(local.set $from (i32.add ${v('from')} (i32.const 64)))
			(br $lines)))
	(i32x4.extract_lane 0 ${v('acc')}))`;

/**
 * lists8 / lists32(w, n, tile, l0, l1, high, seg, pad, res): one draw's lists of planes 0 and 1,
 * from its weights at `w` (bytes or 32-bit words). Without branches: every item index is
 * written to both lists and the high list, and each cursor moves on only when its condition
 * holds (bit 0, bit 1, weight >= 4). Lists hold i * 64, the high list i. After each tile of
 * `tile` items, both lists are padded with `pad` (the all-zero row n, as n * 64) to whole
 * groups of 16, and seg[t] (plane 0) and
 * seg[T + 1 + t] (plane 1) receive the byte address where tile t starts; seg[T] and seg[2T + 1]
 * the ends. res: i32 plane-0 end, plane-1 end, number of high items; i64 total weight at +16.
 */
function lists(bytes: 1 | 4): string {
	const load = bytes === 1 ? 'i32.load8_u' : 'i32.load';
	const pad = (k: string, l: string) => `
		(block $padded_${k}
			(loop $pad_${k}
				(br_if $padded_${k} (i32.eqz (i32.and (i32.sub ${v(k)} ${v(l)}) (i32.const 63))))
				(i32.store ${v(k)} ${v('pad')})
				(local.set $${k} (i32.add ${v(k)} (i32.const 4)))
				(br $pad_${k})))`;
	return `
(func (export "lists${8 * bytes}") (param $w i32) (param $n i32) (param $tile i32) (param $l0 i32)
	(param $l1 i32) (param $high i32) (param $seg i32) (param $pad i32) (param $res i32)
	(local $i i32) (local $end i32) (local $c i32) (local $k0 i32) (local $k1 i32) (local $h i32)
	(local $total i64) (local $seg1 i32) (local $e i32)
	(local.set $k0 ${v('l0')})
	(local.set $k1 ${v('l1')})
	(local.set $h ${v('high')})
	;; plane-1 bounds follow the T + 1 plane-0 bounds
	(local.set $seg1 (i32.add ${v('seg')}
		(i32.shl (i32.add (i32.div_u (i32.sub (i32.add ${v('n')} ${v('tile')}) (i32.const 1)) ${v('tile')}) (i32.const 1)) (i32.const 2))))
	(block $tiles_done
		(loop $tiles
			(br_if $tiles_done (i32.ge_u ${v('i')} ${v('n')}))
			(i32.store ${v('seg')} ${v('k0')})
			(i32.store ${v('seg1')} ${v('k1')})
			(local.set $seg (i32.add ${v('seg')} (i32.const 4)))
			(local.set $seg1 (i32.add ${v('seg1')} (i32.const 4)))
			(local.set $end (i32.add ${v('i')} ${v('tile')}))
			(if (i32.gt_u ${v('end')} ${v('n')}) (then (local.set $end ${v('n')})))
			(loop $items
				(local.set $c (${load} (i32.add ${v('w')} ${bytes === 1 ? v('i') : `(i32.shl ${v('i')} (i32.const 2))`})))
				(local.set $e (i32.shl ${v('i')} (i32.const 6)))
				(i32.store ${v('k0')} ${v('e')})
				(local.set $k0 (i32.add ${v('k0')} (i32.shl (i32.and ${v('c')} (i32.const 1)) (i32.const 2))))
				(i32.store ${v('k1')} ${v('e')})
				(local.set $k1 (i32.add ${v('k1')} (i32.and (i32.shl ${v('c')} (i32.const 1)) (i32.const 4))))
				(i32.store ${v('h')} ${v('i')})
				(local.set $h (i32.add ${v('h')} (i32.shl (i32.gt_u ${v('c')} (i32.const 3)) (i32.const 2))))
				(local.set $total (i64.add ${v('total')} (i64.extend_i32_u ${v('c')})))
				(local.set $i (i32.add ${v('i')} (i32.const 1)))
				(br_if $items (i32.lt_u ${v('i')} ${v('end')})))
			${pad('k0', 'l0')}
			${pad('k1', 'l1')}
			(br $tiles)))
	(i32.store ${v('seg')} ${v('k0')})
	(i32.store ${v('seg1')} ${v('k1')})
	(i32.store ${v('res')} ${v('k0')})
	(i32.store offset=4 ${v('res')} ${v('k1')})
	(i32.store offset=8 ${v('res')} (i32.shr_u (i32.sub ${v('h')} ${v('high')}) (i32.const 2)))
	(i64.store offset=16 ${v('res')} ${v('total')}))`;
}

/** The kernel module's WebAssembly text. */
export function bitcountWat(): string {
	return `(module
(memory (export "memory") 1)
${hs(1)}
${hs(2)}
${hs(4)}
${FLUSH}
${ACCUMULATE}
${EXTRACT}
${TOUCH}
${lists(1)}
${lists(4)}
)
`;
}

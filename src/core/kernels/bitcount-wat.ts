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
 * Exports: `copy` (the matrix into blocks), `narrow`, `prep`, `pattern`, `scatter` (a batch's row lists from its draws' weights),
 * `tile1`, `tile2`, `tile4` (the counting loop over one tile of a block of 1, 2 or 4 columns,
 * every list of the batch), `flush` and `accumulate` (end of a list: its count into the totals of
 * the draws it counts for), `extract` (counts out of bit-sliced form).
 *
 * Memory layout (all offsets in bytes, chosen by the caller, see `bitcount.ts`):
 * - rows: the matrix in blocks of 1, 2 or 4 columns (a column = 128 models = 16 bytes); row i
 *   of a block at `base + i * 16 * cols`, and row n all zero (the padding row).
 * - list: item indices times 64 (i32), in groups of 16, padded with n * 64; its segment bounds
 *   (one per tile, plus the end) say which groups to count with which tile.
 * - state: per column `STATE_BYTES` = 32 counter planes (16 B each) and a 16-slot buffer of
 *   sixteens. Planes must be zero before counting; `accumulate` leaves them zero again.
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
 * The counting loop for blocks of `cols` columns: counts the 16 * $groups rows listed at $list
 * (as i * 64; row i of the block at $base + i * 16 * cols) into the column states at $state.
 * $done is the number of groups this state has already counted, so that a list can be fed in
 * segments. One loop per block width, so that a row's address is a constant shift of its entry
 * (none for 4 columns) and every column offset a constant.
 */
function countLoop(cols: number): string {
	// list entries are i * 64 (the 4-column row size): narrower blocks scale them down
	const down = Math.log2(4 / cols);
	const row = (entry: string) => (down === 0 ? entry : `(i32.shr_u ${entry} (i32.const ${down}))`);
	return `
	(local.set $g (i32.const 0))
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
		(br_if $groups (i32.lt_u ${v('g')} ${v('groups')})))`;
}

const COUNT_LOCALS = `(local $g i32) (local $st i32) (local $q i32) (local $slot i32)
	${range(16)
		.map((k) => `(local $p${k} i32)`)
		.join(' ')}
	${V128_LOCALS}`;

/**
 * tile<cols>(jobs, n, tile, base, from, to): a whole tile of a block: first `touch(from, to)`,
 * then tile `tile`'s segment of each of the n lists described at `jobs` (16 bytes each: i32 address of
 * the list's segment bounds, i32 state address, i32 groups counted so far, updated here).
 * Segment t of a list runs from bound t to bound t + 1.
 */
function tile(cols: number): string {
	return `
(func (export "tile${cols}") (param $jobs i32) (param $n i32) (param $tile i32) (param $base i32)
	(param $from i32) (param $to i32)
	(local $list i32) (local $groups i32) (local $state i32) (local $done i32) (local $end i32)
	(local $seg i32)
	${COUNT_LOCALS}
	(drop (call $touch ${v('from')} ${v('to')}))
	(local.set $end (i32.add ${v('jobs')} (i32.shl ${v('n')} (i32.const 4))))
	(local.set $tile (i32.shl ${v('tile')} (i32.const 2)))
	(block $jobs_done
		(loop $jobs
			(br_if $jobs_done (i32.ge_u ${v('jobs')} ${v('end')}))
			(local.set $seg (i32.add (i32.load ${v('jobs')}) ${v('tile')}))
			(local.set $list (i32.load ${v('seg')}))
			(local.set $groups (i32.shr_u (i32.sub (i32.load offset=4 ${v('seg')}) ${v('list')}) (i32.const 6)))
			(if (i32.gt_s ${v('groups')} (i32.const 0))
				(then
					(local.set $state (i32.load offset=4 ${v('jobs')}))
					(local.set $done (i32.load offset=8 ${v('jobs')}))
					(i32.store offset=8 ${v('jobs')} (i32.add ${v('done')} ${v('groups')}))
					${countLoop(cols)}))
			(local.set $jobs (i32.add ${v('jobs')} (i32.const 16)))
			(br $jobs))))`;
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
 * accumulate(state, acc, ncols, shift, planes, clear): acc += counter << shift for each column (a
 * bit-sliced ripple-carry adder). `planes` bounds the counter's non-zero planes. With `clear`, the
 * counter is zeroed as it is read (its last use); without, it is left as it is, for the next
 * draw that shares it (a pattern list counts for every draw of its pattern).
 */
const ACCUMULATE = `
(func (export "accumulate") (param $state i32) (param $acc i32) (param $ncols i32)
	(param $shift i32) (param $planes i32) (param $clear i32)
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
						(if ${v('clear')} (then (v128.store ${v('state')} ${v('zero')}))))
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
 * passes of the lists (sparse passes alone were memory-latency-bound).
 */
const TOUCH = `
(func $touch (param $from i32) (param $to i32) (result i32)
	(local $acc v128)
	(block $done
		(loop $lines
			(br_if $done (i32.ge_u ${v('from')} ${v('to')}))
			(local.set $acc (v128.or ${v('acc')} (v128.load ${v('from')})))
			(local.set $from (i32.add ${v('from')} (i32.const 64)))
			(br $lines)))
	(i32x4.extract_lane 0 ${v('acc')}))`;

/**
 * copy(src, srcStride, dst, dstStride, bytes, rows): `bytes` bytes (a multiple of 4, at most
 * 64) of each of `rows` rows, from `src` to `dst` with the given strides: the matrix's packed
 * rows into a block, 16 bytes at a time where possible.
 */
const COPY = `
(func (export "copy") (param $src i32) (param $srcStride i32) (param $dst i32)
	(param $dstStride i32) (param $bytes i32) (param $rows i32)
	(local $r i32) (local $k i32)
	(if (i32.eqz ${v('rows')}) (then (return)))
	(if (i32.eq ${v('bytes')} (i32.const 64))
		(then
			(loop $full
				(v128.store ${v('dst')} (v128.load ${v('src')}))
				(v128.store offset=16 ${v('dst')} (v128.load offset=16 ${v('src')}))
				(v128.store offset=32 ${v('dst')} (v128.load offset=32 ${v('src')}))
				(v128.store offset=48 ${v('dst')} (v128.load offset=48 ${v('src')}))
				(local.set $src (i32.add ${v('src')} ${v('srcStride')}))
				(local.set $dst (i32.add ${v('dst')} ${v('dstStride')}))
				(local.set $r (i32.add ${v('r')} (i32.const 1)))
				(br_if $full (i32.lt_u ${v('r')} ${v('rows')})))
			(return)))
	(loop $rows
		(local.set $k (i32.const 0))
		(block $words_done
			(loop $words
				(br_if $words_done (i32.ge_u ${v('k')} ${v('bytes')}))
				(i32.store (i32.add ${v('dst')} ${v('k')}) (i32.load (i32.add ${v('src')} ${v('k')})))
				(local.set $k (i32.add ${v('k')} (i32.const 4)))
				(br $words)))
		(local.set $src (i32.add ${v('src')} ${v('srcStride')}))
		(local.set $dst (i32.add ${v('dst')} ${v('dstStride')}))
		(local.set $r (i32.add ${v('r')} (i32.const 1)))
		(br_if $rows (i32.lt_u ${v('r')} ${v('rows')}))))`;

/**
 * narrow(src, n, dst): n weights (i32, n a multiple of 16) to bytes, saturated at 255.
 */
const NARROW = `
(func (export "narrow") (param $src i32) (param $n i32) (param $dst i32)
	(local $i i32) (local $max v128)
	(local.set $max (i32x4.splat (i32.const 255)))
	(block $done
		(loop $chunks
			(br_if $done (i32.ge_u ${v('i')} ${v('n')}))
			(v128.store (i32.add ${v('dst')} ${v('i')})
				(i8x16.narrow_i16x8_u
					(i16x8.narrow_i32x4_u
						(i32x4.min_u (v128.load ${v('src')}) ${v('max')})
						(i32x4.min_u (v128.load offset=16 ${v('src')}) ${v('max')}))
					(i16x8.narrow_i32x4_u
						(i32x4.min_u (v128.load offset=32 ${v('src')}) ${v('max')})
						(i32x4.min_u (v128.load offset=48 ${v('src')}) ${v('max')}))))
			(local.set $src (i32.add ${v('src')} (i32.const 64)))
			(local.set $i (i32.add ${v('i')} (i32.const 16)))
			(br $chunks))))`;

/**
 * prep(w, n, high, res): one draw's byte weights at `w` (n a multiple of 16, padding zero), 16 at
 * a time: the OR of all weights (which planes are used: bit 0, bit 1, 4 and up), the items whose
 * weight is 4 or more (their indices, in order, at `high`: rare, so found by a vector compare
 * and listed from its bit mask), and the sum of the weights.
 * res: i32 OR of the weights, i32 number of high items, i64 sum at +8.
 */
const PREP = `
(func (export "prep") (param $w i32) (param $n i32) (param $high i32) (param $res i32)
	(local $i i32) (local $h i32) (local $k i32) (local $or i32)
	(local $x v128) (local $ors v128) (local $sum v128) (local $three v128)
	(local.set $three (i8x16.splat (i32.const 3)))
	(local.set $h ${v('high')})
	(block $done
		(loop $chunks
			(br_if $done (i32.ge_u ${v('i')} ${v('n')}))
			(local.set $x (v128.load (i32.add ${v('w')} ${v('i')})))
			(local.set $ors (v128.or ${v('ors')} ${v('x')}))
			(local.set $sum (i32x4.add ${v('sum')}
				(i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u ${v('x')}))))
			(local.set $k (i8x16.bitmask (i8x16.gt_u ${v('x')} ${v('three')})))
			(if ${v('k')}
				(then
					(loop $lanes
						(i32.store ${v('h')} (i32.add ${v('i')} (i32.ctz ${v('k')})))
						(local.set $h (i32.add ${v('h')} (i32.const 4)))
						(local.set $k (i32.and ${v('k')} (i32.sub ${v('k')} (i32.const 1))))
						(br_if $lanes ${v('k')}))))
			(local.set $i (i32.add ${v('i')} (i32.const 16)))
			(br $chunks)))
	(local.set $or
		(i32.or
			(i32.or (i32x4.extract_lane 0 ${v('ors')}) (i32x4.extract_lane 1 ${v('ors')}))
			(i32.or (i32x4.extract_lane 2 ${v('ors')}) (i32x4.extract_lane 3 ${v('ors')}))))
	(local.set $or (i32.or ${v('or')} (i32.shr_u ${v('or')} (i32.const 16))))
	(local.set $or (i32.and (i32.or ${v('or')} (i32.shr_u ${v('or')} (i32.const 8))) (i32.const 255)))
	(i32.store ${v('res')} ${v('or')})
	(i32.store offset=4 ${v('res')} (i32.shr_u (i32.sub ${v('h')} ${v('high')}) (i32.const 2)))
	(i64.store offset=8 ${v('res')}
		(i64.add
			(i64.add
				(i64.extend_i32_u (i32x4.extract_lane 0 ${v('sum')}))
				(i64.extend_i32_u (i32x4.extract_lane 1 ${v('sum')})))
			(i64.add
				(i64.extend_i32_u (i32x4.extract_lane 2 ${v('sum')}))
				(i64.extend_i32_u (i32x4.extract_lane 3 ${v('sum')}))))))`;

/**
 * pattern(desc, k, n, pat): each item's pattern over k "planes" (a draw's weights and one of
 * their bits): bit j of pat[i] is bit `b_j` of weight i of plane j. `desc` holds k records of
 * 48 bytes: i32 byte address of the plane's byte weights, then (at +16) 16 bytes of 2^b_j and
 * (at +32) 16 bytes of 2^j, so that a lane's bit is tested with a compare and set with a mask
 * (WebAssembly's byte shifts by a variable count are slow on x64). n is a multiple of 16.
 */
const PATTERN = `
(func (export "pattern") (param $desc i32) (param $k i32) (param $n i32) (param $pat i32)
	(local $i i32) (local $j i32) (local $d i32) (local $p v128) (local $bit v128)
	(block $done
		(loop $chunks
			(br_if $done (i32.ge_u ${v('i')} ${v('n')}))
			(local.set $p (v128.const i64x2 0 0))
			(local.set $d ${v('desc')})
			(local.set $j (i32.const 0))
			(loop $planes
				(local.set $bit (v128.load offset=16 ${v('d')}))
				(local.set $p (v128.or ${v('p')}
					(v128.and
						(i8x16.eq
							(v128.and (v128.load (i32.add (i32.load ${v('d')}) ${v('i')})) ${v('bit')})
							${v('bit')})
						(v128.load offset=32 ${v('d')}))))
				(local.set $d (i32.add ${v('d')} (i32.const 48)))
				(local.set $j (i32.add ${v('j')} (i32.const 1)))
				(br_if $planes (i32.lt_u ${v('j')} ${v('k')})))
			(v128.store (i32.add ${v('pat')} ${v('i')}) ${v('p')})
			(local.set $i (i32.add ${v('i')} (i32.const 16)))
			(br $chunks))))`;

/**
 * scatter(pat, n, k, tile, lists, seg, stride, pad, up, cur): the 2^k lists of items by pattern
 * (list p: the items whose pattern is p, as i * 64, in item order), one after the other from
 * `lists` (64-byte aligned), each padded with `pad` (the all-zero row n, as n * 64) to whole
 * groups of 16. A counting pass sizes the lists, then the items go to their lists tile by tile;
 * before tile t, seg[p * stride + t] (i32) receives where list p's segment for tile t starts,
 * rounded to a whole group: down, so that a segment's first few rows come from the previous
 * tile (still in cache), or up (`up` = 1, for batches that run the tiles backwards), so that its
 * last few rows come from the next tile. seg[p * stride + T] is the end of list p.
 * `cur` has room for 4 * 2^k i32 (counts, then cursors).
 */
const SCATTER = `
(func (export "scatter") (param $pat i32) (param $n i32) (param $k i32) (param $tile i32)
	(param $lists i32) (param $seg i32) (param $stride i32) (param $pad i32) (param $up i32)
	(param $cur i32)
	(local $P i32) (local $p i32) (local $i i32) (local $a i32) (local $c i32) (local $b i32)
	(local $t i32) (local $end i32) (local $round i32)
	(local.set $P (i32.shl (i32.const 1) ${v('k')}))
	(local.set $round (i32.mul ${v('up')} (i32.const 63)))
	;; sizes: four partial counts (items i mod 4) so that runs of one pattern do not wait on
	;; each other's stores, then summed
	(local.set $p (i32.const 0))
	(loop $zero
		(i32.store (i32.add ${v('cur')} (i32.shl ${v('p')} (i32.const 2))) (i32.const 0))
		(local.set $p (i32.add ${v('p')} (i32.const 1)))
		(br_if $zero (i32.lt_u ${v('p')} (i32.shl ${v('P')} (i32.const 2)))))
	(local.set $end (i32.and ${v('n')} (i32.const -4)))
	(local.set $t (i32.shl ${v('P')} (i32.const 2)))
	(block $counted4
		(loop $count4
			(br_if $counted4 (i32.ge_u ${v('i')} ${v('end')}))
			${[0, 1, 2, 3]
				.map(
					(q) => `(local.set $a (i32.add (i32.add ${v('cur')} (i32.mul ${v('t')} (i32.const ${q})))
				(i32.shl (i32.load8_u offset=${q} (i32.add ${v('pat')} ${v('i')})) (i32.const 2))))
			(i32.store ${v('a')} (i32.add (i32.load ${v('a')}) (i32.const 1)))`
				)
				.join('\n')}
			(local.set $i (i32.add ${v('i')} (i32.const 4)))
			(br $count4)))
	(block $counted
		(loop $count
			(br_if $counted (i32.ge_u ${v('i')} ${v('n')}))
			(local.set $a (i32.add ${v('cur')}
				(i32.shl (i32.load8_u (i32.add ${v('pat')} ${v('i')})) (i32.const 2))))
			(i32.store ${v('a')} (i32.add (i32.load ${v('a')}) (i32.const 1)))
			(local.set $i (i32.add ${v('i')} (i32.const 1)))
			(br $count)))
	(local.set $p (i32.const 0))
	(loop $sum
		(local.set $a (i32.add ${v('cur')} (i32.shl ${v('p')} (i32.const 2))))
		(i32.store ${v('a')}
			(i32.add
				(i32.add (i32.load ${v('a')}) (i32.load (i32.add ${v('a')} ${v('t')})))
				(i32.add
					(i32.load (i32.add ${v('a')} (i32.shl ${v('t')} (i32.const 1))))
					(i32.load (i32.add ${v('a')} (i32.mul ${v('t')} (i32.const 3)))))))
		(local.set $p (i32.add ${v('p')} (i32.const 1)))
		(br_if $sum (i32.lt_u ${v('p')} ${v('P')})))
	(local.set $t (i32.const 0))
	;; list starts
	(local.set $b ${v('lists')})
	(local.set $p (i32.const 0))
	(loop $starts
		(local.set $a (i32.add ${v('cur')} (i32.shl ${v('p')} (i32.const 2))))
		(local.set $c (i32.load ${v('a')}))
		(i32.store ${v('a')} ${v('b')})
		(local.set $b (i32.add ${v('b')}
			(i32.shl (i32.and (i32.add ${v('c')} (i32.const 15)) (i32.const -16)) (i32.const 2))))
		(local.set $p (i32.add ${v('p')} (i32.const 1)))
		(br_if $starts (i32.lt_u ${v('p')} ${v('P')})))
	;; items, tile by tile
	(local.set $i (i32.const 0))
	(block $tiled
		(loop $tiles
			(br_if $tiled (i32.ge_u ${v('i')} ${v('n')}))
			(local.set $p (i32.const 0))
			(loop $bounds
				(i32.store
					(i32.add ${v('seg')} (i32.shl (i32.add (i32.mul ${v('p')} ${v('stride')}) ${v('t')}) (i32.const 2)))
					(i32.and
						(i32.add (i32.load (i32.add ${v('cur')} (i32.shl ${v('p')} (i32.const 2)))) ${v('round')})
						(i32.const -64)))
				(local.set $p (i32.add ${v('p')} (i32.const 1)))
				(br_if $bounds (i32.lt_u ${v('p')} ${v('P')})))
			(local.set $end (i32.add ${v('i')} ${v('tile')}))
			(if (i32.gt_u ${v('end')} ${v('n')}) (then (local.set $end ${v('n')})))
			(loop $items
				(local.set $a (i32.add ${v('cur')}
					(i32.shl (i32.load8_u (i32.add ${v('pat')} ${v('i')})) (i32.const 2))))
				(local.set $c (i32.load ${v('a')}))
				(i32.store ${v('c')} (i32.shl ${v('i')} (i32.const 6)))
				(i32.store ${v('a')} (i32.add ${v('c')} (i32.const 4)))
				(local.set $i (i32.add ${v('i')} (i32.const 1)))
				(br_if $items (i32.lt_u ${v('i')} ${v('end')})))
			(local.set $t (i32.add ${v('t')} (i32.const 1)))
			(br $tiles)))
	;; ends: pad to whole groups
	(local.set $p (i32.const 0))
	(loop $ends
		(local.set $c (i32.load (i32.add ${v('cur')} (i32.shl ${v('p')} (i32.const 2)))))
		(block $padded
			(loop $pad
				(br_if $padded (i32.eqz (i32.and ${v('c')} (i32.const 63))))
				(i32.store ${v('c')} ${v('pad')})
				(local.set $c (i32.add ${v('c')} (i32.const 4)))
				(br $pad)))
		(i32.store
			(i32.add ${v('seg')} (i32.shl (i32.add (i32.mul ${v('p')} ${v('stride')}) ${v('t')}) (i32.const 2)))
			${v('c')})
		(local.set $p (i32.add ${v('p')} (i32.const 1)))
		(br_if $ends (i32.lt_u ${v('p')} ${v('P')}))))`;

/** The kernel module's WebAssembly text. */
export function bitcountWat(): string {
	return `(module
(memory (export "memory") 1)
${tile(1)}
${tile(2)}
${tile(4)}
${FLUSH}
${ACCUMULATE}
${EXTRACT}
${TOUCH}
${COPY}
${NARROW}
${PREP}
${PATTERN}
${SCATTER}
)
`;
}

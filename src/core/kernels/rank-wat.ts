/**
 * Source of the WebAssembly ranking kernel (WAT), compiled by `bench/build-kernels.ts` into
 * `rank-wasm.ts`. Same algorithms as the JavaScript in `count-rank.ts`, which documents them and
 * serves as the fallback: a stable LSD radix sort of the counts (Knuth, TAOCP vol. 3, 5.2.5) for
 * min ranks and the draw's tie groups, then Kendall's discordant pairs with a Fenwick tree
 * (Fenwick 1994) and the pairs tied in both rankings. All integer arithmetic; the caller forms
 * tau-b from the pair counts exactly as `kendall.ts` does.
 *
 * Memory (byte offsets chosen by `count-rank.ts`): i32 arrays `counts`, `keys`, `order`, `tmp`,
 * `ranks`, `ygroup` of n entries, `hist` of 256, the reference's `refOrder` (n), `refGroup` (n),
 * `refStarts` (groups + 1), `fenwick` (n + 1), `seen` (n), and `res` (f64 x 3: ytie, dis, ntie).
 */

const v = (name: string) => `(local.get $${name})`;
const i32 = (name: string, k: string) =>
	`(i32.load (i32.add ${v(name)} (i32.shl ${k} (i32.const 2))))`;
const set = (name: string, k: string, value: string) =>
	`(i32.store (i32.add ${v(name)} (i32.shl ${k} (i32.const 2))) ${value})`;

/** A counted loop: `for (var = from; var < to; var++) body`. */
function loop(label: string, index: string, from: string, to: string, body: string): string {
	return `(local.set $${index} ${from})
(block $${label}_done
	(loop $${label}
		(br_if $${label}_done (i32.ge_u ${v(index)} ${to}))
		${body}
		(local.set $${index} (i32.add ${v(index)} (i32.const 1)))
		(br $${label})))`;
}

/**
 * rank(n, kbits, counts, keys, order, tmp, hist, ranks, ygroup, res) -> groups: min ranks
 * (highest count first, ties in column order), each model's draw tie group (0 = highest), the
 * number of groups; res[0] = pairs tied in the draw. Counts must be below 2^kbits.
 * Keys are (2^kbits - 1) ^ count, so ascending keys are descending counts.
 */
const RANK = `
(func (export "rank") (param $n i32) (param $kbits i32) (param $counts i32) (param $keys i32)
	(param $order i32) (param $tmp i32) (param $hist i32) (param $ranks i32) (param $ygroup i32)
	(param $res i32) (result i32)
	(local $p i32) (local $m i32) (local $b i32) (local $shift i32) (local $sum i32) (local $c i32)
	(local $t i32) (local $g i32) (local $run i32) (local $rank i32) (local $key i32) (local $prev i32)
	(local $k i32) (local $ytie f64)
	(local.set $k (i32.sub (i32.shl (i32.const 1) ${v('kbits')}) (i32.const 1)))
	${loop(
		'init',
		'p',
		'(i32.const 0)',
		v('n'),
		`${set('keys', v('p'), `(i32.xor ${v('k')} ${i32('counts', v('p'))})`)}
		${set('order', v('p'), v('p'))}`
	)}
	(local.set $shift (i32.const 0))
	(block $passes_done
		(loop $passes
			(br_if $passes_done (i32.ge_u ${v('shift')} ${v('kbits')}))
			(memory.fill ${v('hist')} (i32.const 0) (i32.const 1024))
			${loop(
				'count',
				'p',
				'(i32.const 0)',
				v('n'),
				`(local.set $b (i32.and (i32.shr_u ${i32('keys', i32('order', v('p')))} ${v('shift')}) (i32.const 255)))
				${set('hist', v('b'), `(i32.add ${i32('hist', v('b'))} (i32.const 1))`)}`
			)}
			(local.set $sum (i32.const 0))
			${loop(
				'prefix',
				'b',
				'(i32.const 0)',
				'(i32.const 256)',
				`(local.set $c ${i32('hist', v('b'))})
				${set('hist', v('b'), v('sum'))}
				(local.set $sum (i32.add ${v('sum')} ${v('c')}))`
			)}
			${loop(
				'scatter',
				'p',
				'(i32.const 0)',
				v('n'),
				`(local.set $m ${i32('order', v('p'))})
				(local.set $b (i32.and (i32.shr_u ${i32('keys', v('m'))} ${v('shift')}) (i32.const 255)))
				(local.set $c ${i32('hist', v('b'))})
				${set('tmp', v('c'), v('m'))}
				${set('hist', v('b'), `(i32.add ${v('c')} (i32.const 1))`)}`
			)}
			(local.set $t ${v('order')})
			(local.set $order ${v('tmp')})
			(local.set $tmp ${v('t')})
			(local.set $shift (i32.add ${v('shift')} (i32.const 8)))
			(br $passes)))
	;; an odd number of passes leaves the order in the other buffer: copy it back
	(if (i32.and (i32.shr_u (i32.add ${v('kbits')} (i32.const 7)) (i32.const 3)) (i32.const 1))
		(then (memory.copy ${v('tmp')} ${v('order')} (i32.shl ${v('n')} (i32.const 2)))))
	(local.set $order (select ${v('tmp')} ${v('order')}
		(i32.and (i32.shr_u (i32.add ${v('kbits')} (i32.const 7)) (i32.const 3)) (i32.const 1))))
	(local.set $g (i32.const -1))
	(local.set $prev (i32.const -1))
	${loop(
		'groups',
		'p',
		'(i32.const 0)',
		v('n'),
		`(local.set $m ${i32('order', v('p'))})
		(local.set $key ${i32('keys', v('m'))})
		(if (i32.or (i32.eqz ${v('p')}) (i32.ne ${v('key')} ${v('prev')}))
			(then
				(local.set $ytie (f64.add ${v('ytie')}
					(f64.convert_i64_u (i64.shr_u (i64.mul (i64.extend_i32_u ${v('run')})
						(i64.extend_i32_u (i32.sub ${v('run')} (i32.const 1)))) (i64.const 1)))))
				(local.set $run (i32.const 0))
				(local.set $rank (i32.add ${v('p')} (i32.const 1)))
				(local.set $g (i32.add ${v('g')} (i32.const 1)))))
		(local.set $prev ${v('key')})
		(local.set $run (i32.add ${v('run')} (i32.const 1)))
		${set('ygroup', v('m'), v('g'))}
		${set('ranks', v('m'), v('rank'))}`
	)}
	(local.set $ytie (f64.add ${v('ytie')}
		(f64.convert_i64_u (i64.shr_u (i64.mul (i64.extend_i32_u ${v('run')})
			(i64.extend_i32_u (i32.sub ${v('run')} (i32.const 1)))) (i64.const 1)))))
	(f64.store ${v('res')} ${v('ytie')})
	(i32.add ${v('g')} (i32.const 1)))`;

/**
 * pairs(n, groups, order, ygroup, refOrder, refStarts, refGroups, refGroup, fenwick, seen, res):
 * res[1] = discordant pairs (reference strictly lower, draw strictly higher), res[2] = pairs
 * tied in both. `order` is the draw's ranking from `rank`, `groups` its number of tie groups.
 */
const PAIRS = `
(func (export "pairs") (param $n i32) (param $groups i32) (param $order i32) (param $ygroup i32)
	(param $refOrder i32) (param $refStarts i32) (param $refGroups i32) (param $refGroup i32)
	(param $fenwick i32) (param $seen i32) (param $res i32)
	(local $g i32) (local $a i32) (local $b i32) (local $p i32) (local $q i32) (local $c i32)
	(local $dis i64) (local $ntie i64) (local $y i32) (local $x i32)
	(memory.fill ${v('fenwick')} (i32.const 0) (i32.shl (i32.add ${v('groups')} (i32.const 1)) (i32.const 2)))
	${loop(
		'xgroups',
		'g',
		'(i32.const 0)',
		v('refGroups'),
		`(local.set $a ${i32('refStarts', v('g'))})
		(local.set $b ${i32('refStarts', `(i32.add ${v('g')} (i32.const 1))`)})
		;; discordant with every model of a lower reference group in a higher draw group
		${loop(
			'query',
			'p',
			v('a'),
			v('b'),
			`(local.set $q ${i32('ygroup', i32('refOrder', v('p')))})
			(local.set $c (i32.const 0))
			(block $qdone
				(loop $qloop
					(br_if $qdone (i32.eqz ${v('q')}))
					(local.set $c (i32.add ${v('c')} ${i32('fenwick', v('q'))}))
					(local.set $q (i32.and ${v('q')} (i32.sub ${v('q')} (i32.const 1))))
					(br $qloop)))
			(local.set $dis (i64.add ${v('dis')} (i64.extend_i32_u ${v('c')})))`
		)}
		${loop(
			'insert',
			'p',
			v('a'),
			v('b'),
			`(local.set $q (i32.add ${i32('ygroup', i32('refOrder', v('p')))} (i32.const 1)))
			(block $idone
				(loop $iloop
					(br_if $idone (i32.gt_u ${v('q')} ${v('groups')}))
					${set('fenwick', v('q'), `(i32.add ${i32('fenwick', v('q'))} (i32.const 1))`)}
					(local.set $q (i32.add ${v('q')} (i32.and ${v('q')} (i32.sub (i32.const 0) ${v('q')}))))
					(br $iloop)))`
		)}`
	)}
	;; pairs tied in both: within each draw tie group, models sharing a reference group
	(local.set $p (i32.const 0))
	(block $tdone
		(loop $ties
			(br_if $tdone (i32.ge_u ${v('p')} ${v('n')}))
			(local.set $y ${i32('ygroup', i32('order', v('p')))})
			(local.set $q ${v('p')})
			(block $rundone
				(loop $run
					(br_if $rundone (i32.ge_u ${v('q')} ${v('n')}))
					(br_if $rundone (i32.ne ${i32('ygroup', i32('order', v('q')))} ${v('y')}))
					(local.set $x ${i32('refGroup', i32('order', v('q')))})
					(local.set $c ${i32('seen', v('x'))})
					(local.set $ntie (i64.add ${v('ntie')} (i64.extend_i32_u ${v('c')})))
					${set('seen', v('x'), `(i32.add ${v('c')} (i32.const 1))`)}
					(local.set $q (i32.add ${v('q')} (i32.const 1)))
					(br $run)))
			${loop(
				'reset',
				'a',
				v('p'),
				v('q'),
				set('seen', i32('refGroup', i32('order', v('a'))), '(i32.const 0)')
			)}
			(local.set $p ${v('q')})
			(br $ties)))
	(f64.store offset=8 ${v('res')} (f64.convert_i64_u ${v('dis')}))
	(f64.store offset=16 ${v('res')} (f64.convert_i64_u ${v('ntie')})))`;

/** The ranking module's WebAssembly text. */
export function rankWat(): string {
	return `(module
(memory (export "memory") 1)
${RANK}
${PAIRS}
)
`;
}

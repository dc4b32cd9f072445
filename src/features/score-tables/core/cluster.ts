/**
 * A clustered order for a heatmap: average-linkage (UPGMA) agglomerative clustering of a distance
 * matrix (R. R. Sokal & C. D. Michener 1958, "A statistical method for evaluating systematic
 * relationships", Univ. Kansas Sci. Bull. 38:1409-1438), leaves read left to right.
 *
 * Conventions follow `scipy.cluster.hierarchy.linkage(squareform(d), 'average')` and
 * `leaves_list`, so the order matches scipy's whenever no two candidate merges are at the same
 * distance: merges are listed by increasing height (stable), cluster ids are leaves 0..n-1 then
 * n + merge index, each merge puts the smaller id on the left, and the leaf order is the
 * left-to-right traversal of the dendrogram. Ties between equally close pairs are broken by the
 * lowest (i, j) of the current cluster ids, so the order is deterministic in every case.
 *
 * O(n^3) on purpose: it clusters benchmarks (tens), not models.
 */

interface Linkage {
	/** One row per merge: [left id, right id, height, size], as scipy's `Z`. */
	readonly merges: ReadonlyArray<readonly [number, number, number, number]>;
	/** Leaf order, left to right. */
	readonly order: readonly number[];
}

/**
 * Average-linkage clustering of the symmetric `n x n` distance matrix `d` (row-major; the
 * diagonal is ignored). `NaN` distances must be replaced by the caller.
 */
export function averageLinkage(d: ArrayLike<number>, n: number): Linkage {
	if (d.length !== n * n) throw new RangeError('averageLinkage: d is not n x n');
	if (n === 0) return { merges: [], order: [] };
	if (n === 1) return { merges: [], order: [0] };
	// Working distances between active clusters (indexed by slot), their members' counts and ids.
	const dist = Float64Array.from(d);
	const size = new Array<number>(n).fill(1);
	const slotId = Array.from({ length: n }, (_, i) => i);
	const active = new Array<boolean>(n).fill(true);
	const raw: Array<[number, number, number, number]> = [];
	for (let step = 0; step < n - 1; step++) {
		let bi = -1;
		let bj = -1;
		let best = Number.POSITIVE_INFINITY;
		for (let i = 0; i < n; i++) {
			if (!active[i]) continue;
			for (let j = i + 1; j < n; j++) {
				if (!active[j]) continue;
				const v = dist[i * n + j];
				if (v < best || bi < 0) {
					best = v;
					bi = i;
					bj = j;
				}
			}
		}
		const si = size[bi];
		const sj = size[bj];
		raw.push([slotId[bi], slotId[bj], best, si + sj]);
		// The merged cluster takes slot bi; average linkage: size-weighted mean of distances.
		for (let k = 0; k < n; k++) {
			if (!active[k] || k === bi || k === bj) continue;
			const v = (si * dist[bi * n + k] + sj * dist[bj * n + k]) / (si + sj);
			dist[bi * n + k] = dist[k * n + bi] = v;
		}
		active[bj] = false;
		size[bi] = si + sj;
		slotId[bi] = n + step;
	}
	return relabel(raw, n);
}

/**
 * scipy's post-processing (`_hierarchy.label`): merges sorted by height (stable), ids reassigned
 * in that order with a union-find, smaller id on the left; then the leaf order.
 */
function relabel(raw: Array<[number, number, number, number]>, n: number): Linkage {
	// Map each raw id (leaf or n + raw step) to its members' leaves, then rebuild with sorted order.
	const order = raw.map((_, k) => k).sort((a, b) => raw[a][2] - raw[b][2] || a - b);
	const rawMembers: number[][] = [];
	const leavesOf = (id: number): number[] => (id < n ? [id] : rawMembers[id - n]);
	for (const r of raw) rawMembers.push([...leavesOf(r[0]), ...leavesOf(r[1])]);
	// Union-find over leaves: the current cluster id of each leaf's root.
	const parent = Array.from({ length: 2 * n - 1 }, (_, i) => i);
	const find = (x: number): number => {
		while (parent[x] !== x) {
			parent[x] = parent[parent[x]];
			x = parent[x];
		}
		return x;
	};
	const merges: Array<readonly [number, number, number, number]> = [];
	const children: Array<[number, number]> = [];
	for (let k = 0; k < order.length; k++) {
		const r = raw[order[k]];
		const a = find(leavesOf(r[0])[0]);
		const b = find(leavesOf(r[1])[0]);
		const [left, right] = a < b ? [a, b] : [b, a];
		const id = n + k;
		parent[left] = id;
		parent[right] = id;
		merges.push([left, right, r[2], r[3]]);
		children.push([left, right]);
	}
	const leafOrder: number[] = [];
	const stack = [2 * n - 2];
	while (stack.length) {
		const id = stack.pop()!;
		if (id < n) leafOrder.push(id);
		else {
			const [l, r] = children[id - n];
			stack.push(r, l);
		}
	}
	return { merges, order: leafOrder };
}

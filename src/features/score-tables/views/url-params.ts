/** `params` with `patch` applied (a `null` value removes the key); a new object, for the URL. */
export function withParams(
	params: URLSearchParams,
	patch: Readonly<Record<string, string | null>>
): URLSearchParams {
	const next = new URLSearchParams(params);
	for (const [k, v] of Object.entries(patch)) {
		if (v === null) next.delete(k);
		else next.set(k, v);
	}
	return next;
}

/** Fresh parameters holding exactly `values`, in their order. */
export function paramsOf(values: Readonly<Record<string, string>>): URLSearchParams {
	return new URLSearchParams(Object.entries(values));
}

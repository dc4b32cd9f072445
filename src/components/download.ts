/** Saving files from the page (nothing leaves the browser: these are local downloads). */

export function downloadBlob(fileName: string, blob: Blob): void {
	const url = URL.createObjectURL(blob);
	const a = document.createElement('a');
	a.href = url;
	a.download = fileName;
	a.rel = 'noopener';
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadText(fileName: string, text: string, type: string): void {
	downloadBlob(fileName, new Blob([text], { type }));
}

export function downloadDataUrl(fileName: string, dataUrl: string): void {
	const a = document.createElement('a');
	a.href = dataUrl;
	a.download = fileName;
	document.body.append(a);
	a.click();
	a.remove();
}

/** A file-name-safe slug of untrusted text. */
export function slug(text: string): string {
	return (
		text
			.normalize('NFKD')
			.replace(/[^\w.-]+/g, '-')
			.replace(/^-+|-+$/g, '')
			.slice(0, 60) || 'dataset'
	);
}

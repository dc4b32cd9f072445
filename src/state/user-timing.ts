/**
 * User Timing measures (`performance.measure`) of the import and open steps, named `import:<step>`:
 * the browser bench (`bench/browser-import.ts`) prints them beside the engine's (`engine:*`).
 * Does nothing where User Timing is missing.
 */
export function measureImport(step: string, start: number): void {
	try {
		performance.measure(`import:${step}`, { start, end: performance.now() });
	} catch {
		// no User Timing here (an old browser, a test double)
	}
}

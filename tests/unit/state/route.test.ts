import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatHash, parseHash, Route } from '../../../src/state/Route.svelte.ts';

describe('URL hash', () => {
	it('parses the path form and the bare form', () => {
		const a = parseHash('#/analysis?dataset=abc&seed=3');
		expect(a.view).toBe('analysis');
		expect(a.params.get('seed')).toBe('3');
		const b = parseHash('#dataset=abc&kind=subsample');
		expect(b.view).toBe('analysis');
		expect(b.params.get('kind')).toBe('subsample');
	});

	it('goes to the start screen for an empty or unknown hash', () => {
		expect(parseHash('').view).toBe('start');
		expect(parseHash('#/').view).toBe('start');
		expect(parseHash('#/nowhere').view).toBe('start');
		expect(parseHash('#/privacy').view).toBe('privacy');
	});

	it('knows the classroom and its teachers’ page', () => {
		const c = parseHash('#/classroom?step=3&seed=7&lang=zh-CN');
		expect(c.view).toBe('classroom');
		expect(c.params.get('step')).toBe('3');
		expect(c.lang).toBe('zh-CN');
		expect(parseHash('#/classroom/teachers').view).toBe('classroom/teachers');
		expect(formatHash('classroom/teachers', new URLSearchParams(), 'en')).toBe(
			'#/classroom/teachers?lang=en'
		);
		expect(parseHash(formatHash('classroom', c.params, 'en')).params.toString()).toBe(
			c.params.toString()
		);
	});

	it('formats what it parses', () => {
		const p = new URLSearchParams('dataset=abc&draws=10');
		const h = formatHash('analysis', p);
		expect(h).toBe('#/analysis?dataset=abc&draws=10');
		expect(parseHash(h).params.toString()).toBe(p.toString());
	});
});

describe('lang= in the hash', () => {
	it('is read apart from the screen parameters, on any route', () => {
		const a = parseHash('#/analysis?dataset=abc&lang=zh-CN&seed=3');
		expect(a.lang).toBe('zh-CN');
		expect(a.params.toString()).toBe('dataset=abc&seed=3');
		expect(parseHash('#/privacy?lang=en')).toMatchObject({ view: 'privacy', lang: 'en' });
		expect(parseHash('#lang=zh-CN').view).toBe('start');
		expect(parseHash('#/').lang).toBeNull();
	});

	it('is written last, once, when given', () => {
		const p = new URLSearchParams('dataset=abc&lang=en');
		expect(formatHash('analysis', p, 'zh-CN')).toBe('#/analysis?dataset=abc&lang=zh-CN');
		expect(formatHash('analysis', p)).toBe('#/analysis?dataset=abc');
		expect(formatHash('start', new URLSearchParams(), 'en')).toBe('#/?lang=en');
	});
});

describe('a navigation on its way', () => {
	afterEach(() => vi.unstubAllGlobals());

	/** A window whose address bar the test moves, and whose hashchange it fires. */
	function browser(hash: string) {
		const location = { hash };
		const target = new EventTarget();
		const write = (_: unknown, __: string, h: string) => (location.hash = h);
		vi.stubGlobal('window', Object.assign(target, { location }));
		vi.stubGlobal('history', { state: null, replaceState: write, pushState: write });
		return {
			location,
			navigate(h: string) {
				location.hash = h;
				return () => target.dispatchEvent(new Event('hashchange'));
			}
		};
	}

	it('is not undone by a settings rewrite of the screen being left', () => {
		const b = browser('#/analysis?dataset=a');
		const route = new Route();
		// the reader goes to the library; before its hashchange is handled, a run ends and the
		// analysis writes its settings (seed) into the URL
		const arrive = b.navigate('#/');
		route.go('analysis', new URLSearchParams('dataset=a&seed=4'), true);
		expect(b.location.hash).toBe('#/');
		arrive();
		expect(route.view).toBe('start');
		// once there, rewrites and navigations work as before
		route.go('start', new URLSearchParams('x=1'), true);
		expect(b.location.hash).toBe('#/?x=1');
		route.go('analysis', new URLSearchParams('dataset=b'));
		expect(route.datasetId).toBe('b');
		expect(b.location.hash).toBe('#/analysis?dataset=b');
	});
});

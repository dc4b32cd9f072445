/**
 * Adds a strict Content-Security-Policy to the built index.html (a <meta> tag, so it works on any
 * static host with no server headers). The dev server is left alone: Vite injects inline <style>
 * tags there. `connect-src 'self'` is what makes "nothing leaves the browser" checkable: the page
 * cannot send anything to another origin.
 */
import type { Plugin } from 'vite';

export const CONTENT_SECURITY_POLICY = [
	"default-src 'self'",
	"script-src 'self' 'wasm-unsafe-eval'",
	"style-src 'self'",
	"img-src 'self' data: blob:",
	"font-src 'self'",
	"connect-src 'self'",
	"worker-src 'self'",
	"manifest-src 'self'",
	"object-src 'none'",
	"base-uri 'self'",
	"form-action 'self'"
].join('; ');

export function contentSecurityPolicy(): Plugin {
	return {
		name: 'perturbation-sandbox:csp',
		apply: 'build',
		transformIndexHtml: {
			order: 'post',
			handler: () => [
				{
					tag: 'meta',
					attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
					injectTo: 'head-prepend'
				}
			]
		}
	};
}

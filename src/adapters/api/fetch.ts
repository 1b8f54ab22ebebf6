/**
 * The fetch function the HTTP client calls. The live profile binds the browser's own fetch; the demo
 * profile binds the in-page mock backend's fetch, which answers relative URLs without a network.
 * The client calls it detached from any object, so binding `globalThis.fetch` as is works in browsers.
 */
export const FetchFn = Symbol.for('FetchFn');
export type FetchFn = typeof fetch;

// Setup for the `web-node` project: nothing to do in plain Node; a `*.test.ts`
// file that asked for a DOM (`// @vitest-environment jsdom`) gets the same
// setup as the components' tests.
export {};

if (typeof document !== 'undefined') await import('./setup.ts');

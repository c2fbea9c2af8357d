// zod 4 compiles an object schema's parser with `new Function` when it may, and finds out by trying it once
// (`allowsEval`, node_modules/zod/v4/core/util.js) when the first object schema is built. Our Content-Security-
// Policy forbids eval: the refused probe is logged as a CSP violation, a DevTools issue that costs Lighthouse's
// best practices (issue 27, ADR 085). With `jitless` zod skips the probe and parses without compiling.
// zod keeps its configuration on this global (node_modules/zod/v4/core/core.js) so that the entry can set it
// without importing zod (25 kB gzip, not on a public page's first download) — before any schema is built,
// since every module that builds one arrives later, by dynamic import (tests/architecture/landing-js.test.ts).
// The object is changed in place: a zod loaded earlier keeps a reference to it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};

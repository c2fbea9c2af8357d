// Deno-style import specifiers in handler files, resolved for Node: on Supabase
// a handler may write `npm:@supabase/supabase-js@2`; here that resolves to the
// project's installed `@supabase/supabase-js` (versions come from package.json,
// not the specifier). The edge-runtime type import resolves to an empty module.
// Other `jsr:`/`https:` specifiers are left alone and fail to load (503 BOOT_ERROR).
import module from 'node:module';

const NPM_SPECIFIER = /^npm:(@[^/@]+\/[^/@]+|[^/@]+)(?:@[^/]*)?(\/.*)?$/;
const TYPE_ONLY = new Set([
  'jsr:@supabase/functions-js/edge-runtime.d.ts',
  'npm:@supabase/functions-js/edge-runtime.d.ts',
]);

/** `npm:name@range/sub/path` → `name/sub/path`; anything else unchanged. */
export function mapSpecifier(specifier: string): string | null {
  if (TYPE_ONLY.has(specifier)) return 'data:text/javascript,export{}';
  const m = NPM_SPECIFIER.exec(specifier);
  if (!m) return null;
  return `${m[1]}${m[2] ?? ''}`;
}

let installed = false;

export function installSpecifierHooks() {
  if (installed) return;
  installed = true;
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      const mapped = mapSpecifier(specifier);
      return nextResolve(mapped ?? specifier, context);
    },
  });
}

import { describe, expect, it } from 'vitest';
import { mapSpecifier } from './specifiers.ts';

describe('Deno-style specifiers in handler files', () => {
  it('npm: specifiers map to the installed package, with or without version and sub-path', () => {
    expect(mapSpecifier('npm:@supabase/supabase-js@2')).toBe('@supabase/supabase-js');
    expect(mapSpecifier('npm:@supabase/supabase-js@2.119.1/cors')).toBe('@supabase/supabase-js/cors');
    expect(mapSpecifier('npm:@supabase/supabase-js')).toBe('@supabase/supabase-js');
    expect(mapSpecifier('npm:jose@^6')).toBe('jose');
    expect(mapSpecifier('npm:hono@4/cors')).toBe('hono/cors');
  });

  it("Supabase's edge-runtime type import becomes an empty module", () => {
    expect(mapSpecifier('jsr:@supabase/functions-js/edge-runtime.d.ts')).toMatch(/^data:text\/javascript,/);
  });

  it('everything else is left to Node', () => {
    for (const s of ['@supabase/supabase-js', './cors.ts', 'node:fs', 'jsr:@std/http', 'https://esm.sh/x'])
      expect(mapSpecifier(s)).toBeNull();
  });
});

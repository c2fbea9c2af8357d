import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log.ts';
import { installDenoShim, withFunctionEnv } from './deno-shim.ts';

const serverA = { SUPABASE_URL: 'http://127.0.0.1:1111', SUPABASE_ANON_KEY: 'anon-a' };
const serverB = { SUPABASE_URL: 'http://127.0.0.1:2222', SUPABASE_ANON_KEY: 'anon-b' };
const touched: string[] = [];
function setEnv(name: string, value: string) {
  process.env[name] = value;
  touched.push(name);
}

beforeAll(() => installDenoShim(serverA, createLogger('silent')));
afterEach(() => {
  for (const name of touched.splice(0)) delete process.env[name];
});

describe('Deno.env for functions', () => {
  it("answers the invoking server's SUPABASE_* values, also across awaits", async () => {
    const seen = await withFunctionEnv(serverB, async () => {
      await new Promise((r) => setTimeout(r, 5));
      return Deno.env.get('SUPABASE_URL');
    });
    expect(seen).toBe('http://127.0.0.1:2222');
    expect(Deno.env.get('SUPABASE_URL')).toBe('http://127.0.0.1:1111');
  });

  it("passes the operator's own secrets through", () => {
    setEnv('RESEND_API_KEY', 're_test');
    expect(Deno.env.get('RESEND_API_KEY')).toBe('re_test');
    expect(Deno.env.has('RESEND_API_KEY')).toBe(true);
    expect(Deno.env.toObject().RESEND_API_KEY).toBe('re_test');
  });

  it("never hands out the server's own credentials or unknown SUPABASE_* names", () => {
    for (const name of [
      'JWT_SECRET',
      'SERVICE_ROLE_KEY',
      'DATABASE_URL',
      'AWS_SECRET_ACCESS_KEY',
      'SUPABASE_OTHER',
    ]) {
      setEnv(name, 'secret');
      expect(Deno.env.get(name), name).toBeUndefined();
      expect(Deno.env.toObject()[name], name).toBeUndefined();
    }
  });

  it('Deno.serve needs a handler, in any of the forms Deno accepts', () => {
    const serve = Deno.serve as unknown as (...args: unknown[]) => unknown;
    expect(() => serve({ port: 8000 })).toThrow(TypeError);
    expect(serve({ port: 8000 }, () => new Response('x'))).toHaveProperty('shutdown');
    expect(serve({ handler: () => new Response('x') })).toHaveProperty('finished');
  });
});

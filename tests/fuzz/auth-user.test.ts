// Fuzzing the signed-in user's own endpoints: one real account sends random
// profile updates (metadata with odd JSON, invalid addresses and phone
// numbers, weak passwords) to PUT /auth/v1/user. The server answers cleanly,
// never shows a password hash, and the session keeps working.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonKey, call, evilText, expectSafe, FUZZ_TIMEOUT, HIDDEN, RUNS } from './support.ts';

const PASSWORD = 'Correct-Horse-Battery-9';
let token = '';

const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  evilText,
  fc.constant('\u0000'),
  fc.constant({ a: '\u0000' }),
  fc.constant({ 'k\u0000': 1 }),
  fc.integer(),
  fc.constant(null),
);

const update = fc.record(
  {
    data: fc.oneof(jsonish, fc.dictionary(evilText, jsonish, { maxKeys: 3 })),
    email: fc.oneof(evilText, fc.constantFrom('a@', '@b.c', 'not an address'), jsonish),
    phone: fc.oneof(evilText, fc.constantFrom('+1', '123', '+999999999999999999999'), jsonish),
    // Never a valid new password: that would hash twice per run and end the session's siblings.
    password: fc.oneof(fc.string({ maxLength: 7 }), jsonish),
    nonce: jsonish,
    app_metadata: jsonish,
    role: jsonish,
  },
  { requiredKeys: [] },
);

async function me(method: string, body?: string, query = '') {
  const r = await call(`/auth/v1/user${query}`, {
    method,
    body,
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    auth: { apikey: anonKey(), bearer: token },
  });
  expectSafe(r, `${method} /auth/v1/user${query} body=${(body ?? '').slice(0, 300)}`, method);
  return r;
}

describe('fuzz: a signed-in user updates their own account', () => {
  beforeAll(async () => {
    const email = `fuzz.user.${Date.now().toString(36)}.${process.pid}@example.test`;
    const r = await call('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
      headers: { 'content-type': 'application/json' },
      auth: { apikey: anonKey() },
    });
    expect(r.status, r.text).toBe(200);
    token = (r.json as { access_token: string }).access_token;
    expect(token).toBeTruthy();
  });

  it(
    'random profile updates never break the server, and the session keeps working',
    async () => {
      const redirect = fc.option(
        fc
          .oneof(evilText, fc.constantFrom('https://evil.example/x'))
          .map((s) => `?redirect_to=${encodeURIComponent(s)}`),
        { nil: '' },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            update.map((u) => JSON.stringify(u)),
            evilText,
          ),
          redirect,
          async (b, q) => {
            fc.pre(!HIDDEN.some((h) => b.includes(h)));
            const r = await me('PUT', b, q);
            if (r.status >= 400) {
              const body = r.json as { msg?: unknown; message?: unknown } | undefined;
              expect(typeof (body?.msg ?? body?.message), r.text).toBe('string');
            }
          },
        ),
        RUNS,
      );
      const r = await me('GET');
      expect(r.status, r.text).toBe(200);
    },
    FUZZ_TIMEOUT,
  );
});

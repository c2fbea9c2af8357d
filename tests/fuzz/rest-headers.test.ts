// Fuzzing the headers of /rest/v1: Prefer, Range, Accept, Content-Type and
// Authorization with garbage, unsigned, wrongly signed, expired and oddly
// shaped JWTs. No header makes the server fail, leak internals, or show a row
// that row-level security hides; a token the server did not sign never gets
// more than a visitor.
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import {
  anonKey,
  type Call,
  call,
  evilText,
  expectRestErrorShape,
  expectSafe,
  FUZZ_TIMEOUT,
  RUNS,
} from './support.ts';

/** Header values must be Latin-1 without control characters to be sent at all. */
const headerText = evilText.map((s) => s.replace(/[^\t\x20-\x7e]/g, ''));

const b64url = (s: string) => Buffer.from(s).toString('base64url');

async function sign(claims: object, secret: string, header: Record<string, unknown> = {}) {
  return new SignJWT(claims as Record<string, unknown>)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header } as { alg: string })
    .sign(new TextEncoder().encode(secret));
}

const claimValue = fc.oneof(
  fc.constantFrom('anon', 'authenticated', 'service_role', 'postgres', 'supabase_admin', 'authenticator', ''),
  fc.constantFrom('pg_read_server_files', 'PUBLIC', 'anon; drop role x', 'none'),
  evilText,
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

const claims = fc.record(
  {
    role: claimValue,
    sub: fc.oneof(fc.uuid(), evilText, fc.integer()),
    exp: fc.oneof(fc.integer({ min: 0, max: 2_000_000_000 }), fc.constant(4_000_000_000), evilText),
    email: evilText,
    aud: fc.oneof(fc.constantFrom('authenticated', 'anon'), evilText),
  },
  { requiredKeys: [] },
);

/** A bearer token the server never issued: garbage, unsigned, wrong key, tampered. */
const forgedToken: fc.Arbitrary<Promise<string> | string> = fc.oneof(
  headerText,
  fc.constantFrom('', 'null', 'undefined', 'Bearer', 'a.b.c', '..', 'eyJ.eyJ.', 'e30.e30.'),
  claims.map((c) => `${b64url('{"alg":"none","typ":"JWT"}')}.${b64url(JSON.stringify(c))}.`),
  fc
    .tuple(claims, fc.string({ minLength: 1, maxLength: 40 }))
    .map(([c, secret]) => sign(c, `${secret}-wrong`)),
  claims.map((c) => sign({ ...c, role: 'service_role' }, 'not-the-project-secret-but-long-enough')),
  fc
    .tuple(claims, fc.constantFrom('HS384', 'HS512'))
    .map(([c, alg]) =>
      new SignJWT(c as Record<string, unknown>)
        .setProtectedHeader({ alg })
        .sign(new TextEncoder().encode(inject('jwtSecret'))),
    ),
  // A real anon key with its payload swapped for a service_role one.
  fc.constant(null).map(() => {
    const [h, , s] = anonKey().split('.');
    return `${h}.${b64url(JSON.stringify({ role: 'service_role', iss: 'supabase' }))}.${s}`;
  }),
);

async function readItems(headers: Record<string, string>, auth: Call['auth'], method = 'GET') {
  const path = '/rest/v1/fuzz_items?select=id,visible,marker';
  const r = await call(path, { method, headers, auth });
  const what = `${method} ${path} headers=${JSON.stringify(headers)} auth=${JSON.stringify(auth)}`;
  expectSafe(r, what, method);
  expectRestErrorShape(r, what, method);
  // An execution plan (the test server has REST_DB_PLAN_ENABLED) describes the statement: it holds no rows.
  const plan = r.headers.get('content-type')?.startsWith('application/vnd.pgrst.plan');
  if (r.status === 200 && method === 'GET' && Array.isArray(r.json) && !plan) {
    for (const row of r.json as { visible: boolean }[]) expect(row.visible, what).toBe(true);
  }
  return r;
}

describe('fuzz: /rest/v1 headers', () => {
  it(
    'random Prefer, Range, Accept and Content-Type headers never break the server',
    async () => {
      const prefer = fc.oneof(
        headerText,
        fc
          .array(
            fc.constantFrom(
              'return=representation',
              'return=minimal',
              'return=headers-only',
              'count=exact',
              'count=planned',
              'count=estimated',
              'handling=strict',
              'handling=lenient',
              'tx=rollback',
              'tx=commit',
              'max-affected=1',
              'max-affected=-1',
              'timezone=America/Los_Angeles',
              'timezone=Nowhere/Land',
              'missing=default',
              'resolution=merge-duplicates',
              'params=single-object',
              'bogus=1',
            ),
            { maxLength: 5 },
          )
          .map((xs) => xs.join(', ')),
      );
      const range = fc.oneof(
        headerText,
        fc
          .tuple(fc.integer({ min: -2, max: 30 }), fc.option(fc.integer({ min: -2, max: 30 })))
          .map(([a, b]) => `${a}-${b ?? ''}`),
      );
      const accept = fc.oneof(
        headerText,
        fc.constantFrom(
          'application/json',
          'application/vnd.pgrst.object+json',
          'application/vnd.pgrst.object',
          'application/vnd.pgrst.plan+json',
          'text/csv',
          'text/plain',
          'application/geo+json',
          'application/octet-stream',
          '*/*',
          'application/json;q=0.1, text/csv',
          'application/vnd.pgrst.array+json;nulls=stripped',
        ),
      );
      const contentType = fc.oneof(
        headerText,
        fc.constantFrom('application/json', 'text/csv', 'application/x-www-form-urlencoded', 'text/plain'),
      );
      const headers = fc.record(
        {
          prefer,
          range,
          'range-unit': fc.oneof(fc.constant('items'), headerText),
          accept,
          'content-type': contentType,
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(headers, fc.constantFrom('GET', 'HEAD'), async (h, method) => {
          await readItems(h, 'anon', method);
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'a token the server did not sign is refused, or at most reads as a visitor',
    async () => {
      await fc.assert(
        fc.asyncProperty(forgedToken, fc.boolean(), async (token, asApikeyToo) => {
          const t = await token;
          const auth = asApikeyToo ? { bearer: t, apikey: t } : { bearer: t, apikey: anonKey() };
          const r = await readItems({}, auth);
          expect(r.status === 200 || r.status === 401 || r.status === 403, `status ${r.status}`).toBe(true);
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'a correctly signed token with odd claims never breaks the server',
    async () => {
      const secret = inject('jwtSecret');
      // service_role legitimately sees every row; everything else is bounded by RLS.
      const nonService = claims.filter((c) => c.role !== 'service_role');
      await fc.assert(
        fc.asyncProperty(nonService, async (c) => {
          const t = await sign(c, secret);
          await readItems({}, { bearer: t, apikey: anonKey() });
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'garbage Authorization and apikey headers never break the server',
    async () => {
      const authHeader = fc.oneof(
        headerText,
        headerText.map((s) => `Bearer ${s}`),
        headerText.map((s) => `Basic ${s}`),
        fc.constantFrom('Bearer', 'bearer  ', 'Bearer a b c', 'BEARER x.y.z'),
      );
      await fc.assert(
        fc.asyncProperty(
          authHeader,
          fc.option(headerText, { nil: undefined }),
          async (authorization, apikey) => {
            const headers: Record<string, string> = { authorization };
            if (apikey !== undefined) headers.apikey = apikey;
            await readItems(headers, 'none');
          },
        ),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );
});

// Fuzzing /auth/v1: random JSON bodies, query strings and headers at sign-up,
// token, user, logout, recover, verify and the admin API. Whatever arrives,
// the server answers below 500 with a JSON error and no internal detail,
// never hands out a session for credentials it was not given, never redirects
// to a foreign site, and never lets a visitor use the admin API.
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  anonKey,
  type Call,
  call,
  evilText,
  expectSafe,
  FEW_RUNS,
  FUZZ_TIMEOUT,
  HIDDEN,
  RUNS,
} from './support.ts';

const headerText = evilText.map((s) => s.replace(/[^\t\x20-\x7e]/g, ''));

const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  evilText,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  // PostgreSQL's text and jsonb cannot hold NUL: a classic source of unhandled errors.
  fc.constant('\u0000'),
  fc.constant({ a: '\u0000' }),
);

/** Strings shaped like e-mail addresses that no account has (and that fail validation). */
const badEmail = fc.oneof(
  evilText,
  // Not `a@b`: GoTrue, and this server after it, take a dot-less domain (server/auth/users.ts EMAIL_RE), so with a
  // valid password it signs up (FUZZ_SEED=1308902594 found it on PostgreSQL).
  fc.constantFrom('a@', '@b.c', 'a@-b.c', 'a@@b.c', 'a b@c.d', 'a@b..c', '<a@b.c>'),
  jsonish,
);

const freshEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9._+-]{1,12}$/), fc.nat())
  .map(
    ([local, n]) =>
      `fuzz.${local.replace(/^\.+|\.+$/g, '') || 'x'}.${Date.now().toString(36)}.${n}@example.test`,
  );

const hidden = (s: string) => HIDDEN.some((h) => s.includes(h));
const asBody = (v: unknown) => (typeof v === 'string' && !v.startsWith('{') ? v : JSON.stringify(v));

const extraHeaders = fc.record(
  {
    'x-supabase-api-version': fc.oneof(fc.constant('2024-01-01'), headerText),
    'x-forwarded-for': fc.oneof(fc.constantFrom('1.2.3.4', '::1', '1.2.3.4, 5.6.7.8', 'unknown'), headerText),
    'content-type': fc.oneof(fc.constant('application/json'), headerText),
    'user-agent': headerText,
  },
  { requiredKeys: [] },
);

async function sign(claims: object, secret = inject('jwtSecret')) {
  return new SignJWT(claims as Record<string, unknown>)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/** Bearer tokens that identify nobody real: garbage, wrong key, or a valid signature for a stranger. */
const strangerToken: fc.Arbitrary<Promise<string> | string> = fc.oneof(
  headerText,
  fc.constantFrom('', 'a.b.c', 'e30.e30.'),
  fc
    .record({ sub: fc.uuid(), role: fc.constantFrom('authenticated', 'anon') })
    .map((c) => sign(c, 'wrong-secret-xyz')),
  fc
    .record({
      sub: fc.oneof(fc.uuid(), evilText),
      role: fc.constantFrom('authenticated', 'anon'),
      session_id: fc.oneof(fc.uuid(), evilText),
      exp: fc.constant(Math.floor(Date.now() / 1000) + 3600),
    })
    .map((c) => sign(c)),
);

interface AuthReply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

async function auth(
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string>; auth?: Call['auth'] } = {},
): Promise<AuthReply> {
  const method = init.method ?? 'POST';
  const r = await call(`/auth/v1${path}`, {
    method,
    body: init.body,
    headers: { 'content-type': 'application/json', ...init.headers },
    auth: init.auth ?? { apikey: anonKey() },
  });
  const what = `${method} /auth/v1${path} headers=${JSON.stringify(init.headers ?? {})} body=${(init.body ?? '').slice(0, 300)}`;
  expectSafe(r, what, method);
  if (process.env.FUZZ_STATS) {
    // FUZZ_STATS=1 prints how often each route answered each status, to see the properties are not vacuous.
    const key = `${method} ${path.split('?')[0].split('/').slice(0, 3).join('/')} ${r.status}`;
    stats.set(key, (stats.get(key) ?? 0) + 1);
  }
  if (r.status >= 400 && method !== 'HEAD') {
    const body = r.json as Record<string, unknown> | undefined;
    expect(
      body !== null && typeof body === 'object' && !Array.isArray(body),
      `error body is not a JSON object: ${what} → ${r.text}`,
    ).toBe(true);
    const message = body?.msg ?? body?.message ?? body?.error_description ?? body?.error;
    expect(typeof message, `error without a message: ${what} → ${r.text}`).toBe('string');
  }
  const location = r.headers.get('location');
  if (location) {
    expect(location, `redirect to a foreign site: ${what}`).not.toMatch(/^(https?:)?\/\/(evil|attacker)\./i);
    expect(location, `redirect to a foreign site: ${what}`).not.toMatch(/^(javascript|data):/i);
  }
  return r;
}

const noSession = (r: AuthReply) => {
  const seen = `${r.text} ${r.headers.get('location') ?? ''}`;
  expect(seen.includes('access_token'), `a session came back: ${r.status} ${seen.slice(0, 300)}`).toBe(false);
};

const stats = new Map<string, number>();

describe('fuzz: /auth/v1', () => {
  afterAll(() => {
    if (process.env.FUZZ_STATS)
      console.log(
        [...stats]
          .sort()
          .map(([k, v]) => `STAT ${k}: ${v}`)
          .join('\n'),
      );
  });

  it(
    'random sign-up bodies are refused cleanly (invalid addresses never create accounts)',
    async () => {
      const body = fc
        .record(
          {
            email: badEmail,
            password: jsonish,
            phone: jsonish,
            data: jsonish,
            options: jsonish,
            gotrue_meta_security: jsonish,
            code_challenge: jsonish,
            code_challenge_method: jsonish,
          },
          { requiredKeys: [] },
        )
        .map(asBody);
      await fc.assert(
        fc.asyncProperty(fc.oneof(body, evilText, jsonish.map(asBody)), extraHeaders, async (b, h) => {
          fc.pre(!hidden(b));
          const r = await auth('/signup', { body: b, headers: h });
          if (r.status === 200) expect(JSON.parse(b)).toHaveProperty('phone');
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'a bounded number of well-formed sign-ups with odd passwords and metadata never break the server',
    async () => {
      const data = fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.dictionary(evilText, evilText, { maxKeys: 3 }),
        fc.constant({ note: 'nul \u0000 inside' }),
      );
      await fc.assert(
        fc.asyncProperty(
          freshEmail,
          fc.oneof(evilText, fc.string({ minLength: 8, maxLength: 80 })),
          data,
          async (email, password, d) => {
            const b = JSON.stringify({ email, password, data: d });
            fc.pre(!hidden(b));
            await auth('/signup', { body: b, headers: { 'x-supabase-api-version': '2024-01-01' } });
          },
        ),
        FEW_RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'random token requests never yield a session',
    async () => {
      const grant = fc.oneof(
        fc.constantFrom('password', 'refresh_token', 'pkce', 'id_token', 'authorization_code', 'web3', ''),
        evilText,
      );
      // No e-mail or phone string: the request fails before any password hashing.
      const body = fc
        .record(
          {
            email: fc.oneof(
              fc.integer(),
              fc.constant(null),
              fc.constant(''),
              fc.array(evilText, { maxLength: 1 }),
            ),
            password: jsonish,
            refresh_token: fc.oneof(evilText, jsonish),
            auth_code: jsonish,
            code_verifier: jsonish,
            provider: jsonish,
            id_token: jsonish,
          },
          { requiredKeys: [] },
        )
        .map(asBody);
      await fc.assert(
        fc.asyncProperty(grant, fc.oneof(body, evilText), extraHeaders, async (g, b, h) => {
          fc.pre(!hidden(b));
          const q = new URLSearchParams({ grant_type: g }).toString();
          noSession(await auth(`/token?${q}`, { body: b, headers: h }));
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'a bounded number of password sign-ins with random credentials never yield a session',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            freshEmail,
            badEmail.filter((e) => typeof e === 'string'),
          ),
          evilText,
          async (email, password) => {
            const b = JSON.stringify({ email, password });
            fc.pre(!hidden(b));
            noSession(await auth('/token?grant_type=password', { body: b }));
          },
        ),
        FEW_RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    '/user and /logout with tokens of nobody real are refused',
    async () => {
      const body = fc
        .record(
          { email: badEmail, password: jsonish, data: jsonish, phone: jsonish, nonce: jsonish },
          { requiredKeys: [] },
        )
        .map(asBody);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            'GET /user',
            'PUT /user',
            'POST /logout',
            'POST /logout?scope=global',
            'POST /logout?scope=x',
          ),
          strangerToken,
          body,
          async (route, token, b) => {
            fc.pre(!hidden(b));
            const [method, path] = route.split(' ');
            const r = await auth(path, { method, body: b, auth: { apikey: anonKey(), bearer: await token } });
            if (method !== 'POST') expect(r.status, r.text).toBeGreaterThanOrEqual(400);
            noSession(r);
          },
        ),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'random recover and verify requests never yield a session or an open redirect',
    async () => {
      const type = fc.oneof(
        fc.constantFrom(
          'signup',
          'recovery',
          'magiclink',
          'invite',
          'email_change',
          'email',
          'sms',
          'phone_change',
        ),
        evilText,
      );
      const redirect = fc.oneof(
        fc.constantFrom(
          'https://evil.example/steal',
          '//evil.example',
          'javascript:alert(1)',
          'http://localhost:3000/x',
        ),
        evilText,
      );
      const verifyBody = fc
        .record(
          {
            type,
            token: evilText,
            token_hash: evilText,
            email: badEmail,
            phone: jsonish,
            redirect_to: redirect,
          },
          {
            requiredKeys: [],
          },
        )
        .map(asBody);
      const recoverBody = fc
        .record({ email: badEmail, gotrue_meta_security: jsonish }, { requiredKeys: [] })
        .map(asBody);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('POST /verify', 'GET /verify', 'POST /recover'),
          verifyBody,
          recoverBody,
          fc.record({ type, token: evilText, redirect_to: redirect }, { requiredKeys: [] }),
          async (route, vb, rb, query) => {
            const [method, path] = route.split(' ');
            const q = new URLSearchParams(query as Record<string, string>).toString();
            const b = path === '/recover' ? rb : vb;
            fc.pre(!hidden(b) && !hidden(q));
            const r = await auth(
              method === 'GET'
                ? `${path}?${q}`
                : `${path}?redirect_to=${encodeURIComponent(String(query.redirect_to ?? ''))}`,
              {
                method,
                body: method === 'GET' ? undefined : b,
              },
            );
            noSession(r);
          },
        ),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'the admin API refuses visitors, users and forged tokens whatever they send',
    async () => {
      const route = fc.oneof(
        fc.constantFrom('GET /admin/users', 'POST /admin/users'),
        fc
          .tuple(
            fc.constantFrom('GET', 'PUT', 'DELETE'),
            fc.oneof(fc.uuid(), evilText.map(encodeURIComponent)),
          )
          .map(([m, id]) => `${m} /admin/users/${id}`),
      );
      const body = fc
        .record(
          {
            email: badEmail,
            password: jsonish,
            role: jsonish,
            user_metadata: jsonish,
            app_metadata: jsonish,
            ban_duration: jsonish,
          },
          {
            requiredKeys: [],
          },
        )
        .map(asBody);
      const who = fc.oneof(
        fc.constant<Call['auth']>({ apikey: anonKey(), bearer: anonKey() }),
        strangerToken.map(async (t) => ({ apikey: anonKey(), bearer: await t }) as Call['auth']),
        fc.constant(null).map(async () => {
          const t = await sign({
            role: 'authenticated',
            sub: crypto.randomUUID(),
            exp: Math.floor(Date.now() / 1000) + 600,
          });
          return { apikey: anonKey(), bearer: t } as Call['auth'];
        }),
      );
      await fc.assert(
        fc.asyncProperty(route, body, who, async (rt, b, w) => {
          fc.pre(!hidden(b));
          const [method, path] = rt.split(' ');
          const r = await auth(path, { method, body: b, auth: await w });
          expect(r.status, `${rt} → ${r.status} ${r.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'the admin API answers the service role cleanly whatever it is sent',
    async () => {
      const service = inject('serviceRoleKey');
      const route = fc.oneof(
        fc
          .tuple(fc.oneof(fc.nat().map(String), evilText), fc.oneof(fc.nat().map(String), evilText))
          .map(([page, per]) => `GET /admin/users?${new URLSearchParams({ page, per_page: per })}`),
        fc.constant('POST /admin/users'),
        fc
          .tuple(
            fc.constantFrom('GET', 'PUT', 'DELETE'),
            fc.oneof(fc.uuid(), evilText.map(encodeURIComponent)),
          )
          .map(([m, id]) => `${m} /admin/users/${id}`),
      );
      // Invalid addresses only: a valid one would create a real account per run.
      const body = fc
        .record(
          {
            email: badEmail,
            phone: jsonish,
            password: jsonish,
            role: jsonish,
            email_confirm: jsonish,
            user_metadata: jsonish,
            app_metadata: jsonish,
            ban_duration: fc.oneof(fc.constantFrom('none', '1h', '-1h', '876000h', '1x'), evilText),
          },
          { requiredKeys: [] },
        )
        .map(asBody);
      await fc.assert(
        fc.asyncProperty(route, body, async (rt, b) => {
          fc.pre(!hidden(b) && !hidden(rt));
          const [method, path] = [rt.slice(0, rt.indexOf(' ')), rt.slice(rt.indexOf(' ') + 1)];
          await auth(path, { method, body: b, auth: { apikey: service, bearer: service } });
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );
});

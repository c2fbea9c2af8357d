// Behind a proxy (TRUST_PROXY, ADR 035): the client's address is the right-most
// X-Forwarded-For entry (the N-th from the right behind N proxies), never the
// left-most one the client wrote — rotating that no longer escapes a per-address
// limit. A server of its own, in this process, with a low sign-in limit per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../support/clients.ts';
import { startTestServer, type TestServer } from './support.ts';

describe('per-address limits behind a trusted proxy', () => {
  let server: TestServer;
  const trustProxy = process.env.TRUST_PROXY;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_SIGNIN_PER_IP: '3' });
  });
  afterAll(async () => {
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
    await server?.close();
  });

  const signIn = (forwardedFor: string) =>
    fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': forwardedFor,
      },
      body: JSON.stringify({ email: uniqueEmail('hops'), password: STRONG_PASSWORD }),
    }).then(async (r) => {
      await r.body?.cancel();
      return r.status;
    });

  it('one proxy: a client rotating the left-most entry is still one address and is limited', async () => {
    process.env.TRUST_PROXY = '1';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push(await signIn(`198.51.100.${i}, 203.0.113.7`));
    expect(answers.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(answers.slice(3)).toEqual([429, 429, 429]);
    // Another client behind the same proxy is not held up.
    expect(await signIn('198.51.100.99, 203.0.113.8')).not.toBe(429);
  });

  it('two proxies: the second entry from the right is the client', async () => {
    process.env.TRUST_PROXY = '2';
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push(await signIn(`198.51.100.${i}, 203.0.113.20, 10.0.0.${i}`));
    expect(answers.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(answers[3]).toBe(429);
  });
});

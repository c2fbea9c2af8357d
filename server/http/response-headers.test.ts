// REST answers build their headers in one go (response-headers.ts) instead of
// going through app.ts' middleware; these stories check that a browser sees
// the same headers either way.
import { describe, expect, it } from 'vitest';
import { anonKey, apiUrl } from '../../tests/support/clients.ts';

const ORIGIN = 'https://app.example.test';

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${apiUrl()}${path}`, {
    headers: { apikey: anonKey(), authorization: `Bearer ${anonKey()}`, origin: ORIGIN, ...headers },
  });
}

function expectEveryResponseHeader(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-request-id')).toMatch(/^[\w\-=]+$/);
}

function expectCors(res: Response) {
  expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  expect(res.headers.get('access-control-expose-headers')).toContain('content-range');
  expect(res.headers.get('access-control-expose-headers')).toContain('x-request-id');
  expect(res.headers.get('vary')).toContain('Origin');
}

describe('a browser app reading through /rest/v1', () => {
  it('gets the security, CSP, CORS and request-id headers on a one-row read', async () => {
    const res = await get('/rest/v1/rest_countries?id=eq.1&select=id,name');
    expect(res.status).toBe(200);
    expectEveryResponseHeader(res);
    expectCors(res);
    expect(res.headers.get('content-range')).toBe('0-0/*');
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.text();
    expect(JSON.parse(body)).toEqual([{ id: 1, name: 'Argentina' }]);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
  });

  it('gets the same headers on a REST error', async () => {
    const res = await get('/rest/v1/rest_no_such_table');
    expect(res.status).toBe(404);
    expectEveryResponseHeader(res);
    expectCors(res);
    expect((await res.json()).code).toBe('PGRST205');
  });

  it('gets the same headers as the non-REST /health answer', async () => {
    const rest = await get('/rest/v1/rest_countries?id=eq.1');
    const health = await fetch(`${apiUrl()}/health`);
    for (const name of ['x-content-type-options', 'x-frame-options', 'content-security-policy']) {
      expect(rest.headers.get(name)).toBe(health.headers.get(name));
    }
    expectEveryResponseHeader(health);
  });

  it('gets its own valid X-Request-Id back and a fresh one for an unusable value', async () => {
    const own = await get('/rest/v1/rest_countries?id=eq.1', { 'x-request-id': 'trace-42' });
    expect(own.headers.get('x-request-id')).toBe('trace-42');
    const bad = await get('/rest/v1/rest_countries?id=eq.1', { 'x-request-id': 'has spaces; and more' });
    expect(bad.headers.get('x-request-id')).not.toBe('has spaces; and more');
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gets a large answer gzipped and a small one as is', async () => {
    const big = await get('/rest/v1/rpc/rest_series?n=600', { 'accept-encoding': 'gzip' });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expect(big.headers.get('vary')).toContain('Accept-Encoding');
    expectEveryResponseHeader(big);
    expectCors(big);
    expect(await big.json()).toHaveLength(600);
    const small = await get('/rest/v1/rpc/rest_series?n=3', { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual([1, 2, 3]);
  });
});

describe('a page on another origin uses the public API but never with the browser’s credentials', () => {
  for (const origin of ['https://evil.example', 'null']) {
    it(`a read from origin ${origin} is allowed for anyone (*) without Allow-Credentials`, async () => {
      const res = await get('/rest/v1/rest_countries?id=eq.1', { origin });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it(`a preflight from origin ${origin} is answered without reflecting it or allowing credentials`, async () => {
      for (const path of ['/rest/v1/rest_countries', '/auth/v1/token', '/storage/v1/bucket']) {
        const res = await fetch(`${apiUrl()}${path}`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'apikey',
          },
        });
        expect(res.status, path).toBeLessThan(300);
        expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
        expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
      }
    });
  }

  it('the configured origin gets its origin back with credentials, on preflight too', async () => {
    const res = await fetch(`${apiUrl()}/rest/v1/rest_countries`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

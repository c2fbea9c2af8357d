// The /functions/v1 gateway: finding functions, JWT checks, limits, and
// turning handler failures into JSON errors – as Supabase's gateway does.
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../support/clients.ts';
import { callFunction, httpError } from './support.ts';

describe('reaching a function', () => {
  it('a caller asking for a function that does not exist gets a 404 JSON error', async () => {
    const { data, error } = await anonClient().functions.invoke('no-such-function', { body: {} });
    expect(data).toBeNull();
    const { status, body, headers } = await httpError(error);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    expect(headers.get('sb-error-code')).toBe('NOT_FOUND');
  });

  it('a function switched off with enabled = false in config.toml is not found', async () => {
    const res = await callFunction('disabled');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a path that tries to leave the functions folder is not found', async () => {
    for (const path of ['..%2F..%2Fserver', 'hello%2F..%2F..%2Fconfig', '_shared', '.hidden', 'hello%00']) {
      const res = await callFunction(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('the handler sees its own name, sub-path, query, method, headers and body', async () => {
    const { data, error } = await anonClient().functions.invoke('echo/orders/42?expand=items', {
      method: 'PATCH',
      body: { qty: 3 },
      headers: { 'x-custom': 'hi' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'PATCH',
      path: '/echo/orders/42',
      search: '?expand=items',
      body: '{"qty":3}',
      contentType: 'application/json',
      custom: 'hi',
      remoteAddrKnown: true,
    });
  });

  it('every method supabase-js can send reaches the handler', async () => {
    const client = anonClient();
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const { data, error } = await client.functions.invoke('echo', { method });
      expect(error, method).toBeNull();
      expect(data.method).toBe(method);
    }
  });

  it('a method edge functions do not support is refused with 405', async () => {
    const res = await callFunction('echo', { method: 'PROPFIND' });
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it("the handler's own status, headers and cookies reach the caller unchanged", async () => {
    const res = await callFunction('echo?status=418&cookie=abc', { auth: 'none' });
    expect(res.status).toBe(418);
    expect(res.headers.get('x-echo')).toBe('yes');
    expect(res.headers.get('set-cookie')).toContain('echo=abc');
    expect(res.headers.get('content-type')).toBe('application/json');
  });

  it('a streamed answer (server-sent events) arrives piece by piece, not all at the end', async () => {
    const started = Date.now();
    const { data, error } = await anonClient().functions.invoke('stream', { method: 'GET' });
    expect(error).toBeNull();
    const res = data as Response;
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    const first = await reader.read();
    const firstAt = Date.now() - started;
    let text = new TextDecoder().decode(first.value);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    const allAt = Date.now() - started;
    expect(text).toBe('data: tick 1\n\ndata: tick 2\n\ndata: tick 3\n\n');
    expect(allAt - firstAt).toBeGreaterThanOrEqual(500);
  });

  it('a function written as `export default { fetch }` is served too', async () => {
    const { data, error } = await anonClient().functions.invoke('default-export', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toEqual({ style: 'export default { fetch }', method: 'GET' });
  });

  it('a function importing `npm:@supabase/supabase-js@2` (Supabase style) loads the installed package', async () => {
    const { data, error } = await anonClient().functions.invoke('npm-specifier', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toEqual({ createClient: 'function' });
  });

  it("a function reads this server's URL and keys from Deno.env, but not the server's own secrets", async () => {
    const { data, error } = await anonClient().functions.invoke('echo', { method: 'GET' });
    expect(error).toBeNull();
    expect(data.env.SUPABASE_URL).toMatch(/^http:\/\/[^/]+:\d+$/);
    expect(data.env.hasAnonKey).toBe(true);
    expect(data.env.hasServiceRoleKey).toBe(true);
    expect(data.env.JWT_SECRET).toBeNull();
    expect(data.env.DATABASE_URL).toBeNull();
  });
});

describe('JWT verification (verify_jwt)', () => {
  it('a call without an Authorization header is refused before the handler runs', async () => {
    const res = await callFunction('hello', { method: 'POST', auth: 'none' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, message: 'Missing authorization header' });
  });

  it('a call with only the apikey header (no Authorization) is refused', async () => {
    const res = await callFunction('hello', {
      method: 'POST',
      auth: 'none',
      headers: { apikey: 'anything' },
    });
    expect(res.status).toBe(401);
  });

  it('the service-role key is a valid JWT for the gateway', async () => {
    const { data, error } = await serviceClient().functions.invoke('hello', { body: { name: 'Ops' } });
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Hello Ops', user: null });
  });

  it('a function with verify_jwt = false is reachable with no credentials at all', async () => {
    const res = await callFunction('echo', { auth: 'none' });
    expect(res.status).toBe(200);
  });

  it('a CORS preflight reaches the handler without credentials, as on Supabase', async () => {
    const res = await callFunction('hello', {
      method: 'OPTIONS',
      auth: 'none',
      headers: {
        origin: 'https://app.example.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(await res.text()).toBe('ok');
  });
});

describe('handler failures', () => {
  it('a handler that throws answers 500 JSON with no message, path or stack from the code', async () => {
    const { error } = await anonClient().functions.invoke('crash', { body: {} });
    const { status, body, headers } = await httpError(error);
    expect(status).toBe(500);
    expect(body).toEqual({
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error (please check logs)',
      error: 'Function exited due to an error (please check logs)',
    });
    expect(headers.get('sb-error-code')).toBe('EDGE_FUNCTION_ERROR');
    const text = JSON.stringify(body);
    for (const leak of ['kaboom', 'hunter2', '/srv', 'index.ts', '    at ']) expect(text).not.toContain(leak);
  });

  it('background work that fails after the answer (EdgeRuntime.waitUntil) leaves the server running', async () => {
    const res = await callFunction('background', { method: 'POST' });
    expect(res.status).toBe(202);
    await new Promise((r) => setTimeout(r, 200));
    const after = await anonClient().functions.invoke('hello', { body: { name: 'still here' } });
    expect(after.data).toEqual({ message: 'Hello still here', user: null });
  });

  it('a handler that returns something other than a Response answers 500 JSON', async () => {
    const res = await callFunction('not-a-response');
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: 'WORKER_ERROR' });
  });

  it('a function that cannot load answers 503 BOOT_ERROR without the loader message', async () => {
    for (const name of ['broken', 'no-handler']) {
      const res = await callFunction(name);
      expect(res.status, name).toBe(503);
      const body = await res.json();
      expect(body).toMatchObject({
        code: 'BOOT_ERROR',
        message: 'Worker failed to boot (please check logs)',
      });
      expect(JSON.stringify(body)).not.toContain('missing-module');
    }
  });

  it('a handler that never answers is cut off with 504 IDLE_TIMEOUT', async () => {
    const started = Date.now();
    const res = await callFunction('slow', { method: 'POST', body: '{}' });
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ code: 'IDLE_TIMEOUT' });
    expect(res.headers.get('sb-error-code')).toBe('IDLE_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(25_000);
  });

  it('gateway errors can be read by browser code on another origin', async () => {
    const res = await callFunction('no-such-function', { headers: { origin: 'https://app.example.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('request body limit', () => {
  const limit = 10 * 1024 * 1024;

  it('a body within the limit reaches the handler whole', async () => {
    const body = 'x'.repeat(1024 * 1024);
    const res = await callFunction('echo', {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).bodyLength).toBe(body.length);
  });

  it('a body over the limit is refused with 413 before the handler runs', async () => {
    const res = await callFunction('echo', { method: 'POST', body: new Uint8Array(limit + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a streamed body without Content-Length is cut off at the limit too', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > limit) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await callFunction('echo', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/octet-stream' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});

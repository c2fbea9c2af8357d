// The shipped `hello` function: greets by name and names the signed-in user,
// read through a client scoped to the caller's own token.
import { describe, expect, it } from 'vitest';
import { anonClient, signedInClient } from '../support/clients.ts';
import { callFunction, httpError, mintJwt } from './support.ts';

describe('hello', () => {
  it('a visitor with the anon key is greeted by name and has no user', async () => {
    const { data, error } = await anonClient().functions.invoke('hello', { body: { name: 'Ada' } });
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Hello Ada', user: null });
  });

  it('a signed-in user is greeted and recognised by their user id', async () => {
    const { client, user } = await signedInClient();
    const { data, error } = await client.functions.invoke('hello', { body: { name: 'Grace' } });
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Hello Grace', user: user.id });
  });

  it('a GET with ?name= is greeted too, and no name means "world"', async () => {
    const client = anonClient();
    const byQuery = await client.functions.invoke('hello?name=Bob', { method: 'GET' });
    expect(byQuery.data).toEqual({ message: 'Hello Bob', user: null });
    const noName = await client.functions.invoke('hello', { method: 'POST' });
    expect(noName.data).toEqual({ message: 'Hello world', user: null });
  });

  it('a token for a user who no longer exists names no user', async () => {
    // Valid signature and role, but auth knows no such user: the user-scoped client gets an error.
    const token = await mintJwt({
      sub: '00000000-0000-4000-8000-00000000dead',
      role: 'authenticated',
      aud: 'authenticated',
    });
    const res = await callFunction('hello', {
      method: 'POST',
      body: JSON.stringify({ name: 'Ghost' }),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Hello Ghost', user: null });
  });

  it('a name that is not a string is refused with a 400 JSON error', async () => {
    const { error } = await anonClient().functions.invoke('hello', { body: { name: { first: 'Ada' } } });
    const { status, body } = await httpError(error);
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringContaining('name must be a string') });
  });

  it('a body that is not JSON is refused with a 400 JSON error', async () => {
    const res = await callFunction('hello', {
      method: 'POST',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });

  it('a caller with no JWT at all is refused with 401 before the function runs', async () => {
    const res = await callFunction('hello', { method: 'POST', auth: 'none' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, message: 'Missing authorization header' });
  });

  it('a JWT signed with another secret is refused with 401 Invalid JWT', async () => {
    const forged = await mintJwt(
      { role: 'service_role' },
      { secret: 'not-the-project-secret-but-32-chars-long' },
    );
    const { error } = await anonClient().functions.invoke('hello', {
      body: { name: 'Mallory' },
      headers: { Authorization: `Bearer ${forged}` },
    });
    const { status, body } = await httpError(error);
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, message: 'Invalid JWT' });
  });

  it('an expired JWT and a malformed token are refused with 401 Invalid JWT', async () => {
    const expired = await mintJwt({ role: 'anon' }, { expiresIn: -60 });
    for (const token of [expired, 'not.a.jwt', 'garbage']) {
      const res = await callFunction('hello', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status, token).toBe(401);
      expect(await res.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    }
  });

  it("the function's CORS headers reach browser callers", async () => {
    const res = await callFunction('hello', {
      method: 'POST',
      headers: { origin: 'https://app.example.test' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

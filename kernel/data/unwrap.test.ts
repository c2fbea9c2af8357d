// The answers below are the ones supabase-js really gives (its own error classes), so a
// screen written against these helpers behaves the same against the server.
import { FunctionsFetchError, FunctionsHttpError, PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  constraintName,
  DataError,
  isCheckViolation,
  isDataError,
  isForeignKeyViolation,
  isNotFound,
  isPermissionDenied,
  isUniqueViolation,
} from './data-error.ts';
import { unwrap, unwrapFunction, unwrapPage } from './unwrap.ts';

const refused = (code: string, message: string, details = '', hint = '') => ({
  data: null,
  error: new PostgrestError({ code, message, details, hint }),
  count: null,
  status: 409,
});

function caught(run: () => unknown): DataError {
  try {
    run();
  } catch (e) {
    if (e instanceof DataError) return e;
    throw e;
  }
  throw new Error('nothing was thrown');
}

describe('a data function reads a supabase-js answer', () => {
  it('gets the rows of a successful read', () => {
    expect(unwrap({ data: [{ id: 1 }], error: null })).toEqual([{ id: 1 }]);
  });

  it('gets null from an RPC that returns nothing', () => {
    expect(unwrap({ data: null, error: null })).toBeNull();
  });

  it('gets a page of rows with the exact total the server counted', () => {
    expect(unwrapPage({ data: [{ id: 1 }, { id: 2 }], error: null, count: 40 })).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      total: 40,
    });
  });

  it('counts the rows themselves when no count was asked for, and an empty answer as none', () => {
    expect(unwrapPage({ data: [{ id: 1 }], error: null, count: null }).total).toBe(1);
    expect(unwrapPage({ data: null, error: null })).toEqual({ rows: [], total: 0 });
  });

  it('throws the server’s refusal as a DataError with its code, details and hint', () => {
    const e = caught(() =>
      unwrap(refused('23505', 'duplicate key', 'Key (email)=(a@b.c) already exists.', 'Use another')),
    );
    expect(e).toBeInstanceOf(Error);
    expect(isDataError(e)).toBe(true);
    expect(e).toMatchObject({
      message: 'duplicate key',
      code: '23505',
      details: 'Key (email)=(a@b.c) already exists.',
      hint: 'Use another',
      status: 409,
    });
  });

  it('throws a page read’s refusal too', () => {
    expect(() => unwrapPage(refused('42P01', 'relation "x" does not exist'))).toThrow(DataError);
  });
});

describe('a form tells which rule the server applied', () => {
  it('knows a unique violation and the constraint it names', () => {
    const e = caught(() =>
      unwrap(refused('23505', 'duplicate key value violates unique constraint "profiles_email_key"')),
    );
    expect(isUniqueViolation(e)).toBe(true);
    expect(isCheckViolation(e)).toBe(false);
    expect(constraintName(e)).toBe('profiles_email_key');
  });

  it('knows a check violation and a foreign key refusal', () => {
    const check = caught(() =>
      unwrap(
        refused(
          '23514',
          'new row for relation "profiles" violates check constraint "profiles_phone_dialable"',
        ),
      ),
    );
    expect(isCheckViolation(check)).toBe(true);
    expect(constraintName(check)).toBe('profiles_phone_dialable');
    expect(isForeignKeyViolation(caught(() => unwrap(refused('23503', 'still referenced'))))).toBe(true);
  });

  it('knows a permission refusal, by SQLSTATE or by HTTP status', () => {
    expect(isPermissionDenied(caught(() => unwrap(refused('42501', 'Only administrators'))))).toBe(true);
    expect(
      isPermissionDenied(
        caught(() =>
          unwrap({ data: null, error: { message: 'JWT expired', code: 'PGRST303' }, status: 401 }),
        ),
      ),
    ).toBe(true);
    expect(isPermissionDenied(caught(() => unwrap(refused('23505', 'duplicate'))))).toBe(false);
  });

  it('knows a missing row, from .single() or from an RPC', () => {
    expect(isNotFound(caught(() => unwrap(refused('PGRST116', 'no rows'))))).toBe(true);
    expect(isNotFound(caught(() => unwrap(refused('P0002', 'No such user'))))).toBe(true);
  });

  it('answers no to anything that is not a DataError', () => {
    const plain = Object.assign(new Error('x'), { code: '23505' });
    expect(isUniqueViolation(plain)).toBe(false);
    expect(constraintName(plain)).toBeNull();
    expect(isPermissionDenied('42501')).toBe(false);
  });
});

describe('a screen calls an edge function', () => {
  it('gets what the function returned', async () => {
    await expect(unwrapFunction({ data: { email: 'a@b.c' }, error: null })).resolves.toEqual({
      email: 'a@b.c',
    });
  });

  it('sees the function’s own message, code and weak-password reasons, not a generic status text', async () => {
    const response = new Response(
      JSON.stringify({ msg: 'Password is too weak', code: 'weak_password', reasons: ['length', 'pwned'] }),
      { status: 422 },
    );
    const e = await unwrapFunction({ data: null, error: new FunctionsHttpError(response) }).catch((x) => x);
    expect(e).toBeInstanceOf(DataError);
    expect(e).toMatchObject({
      message: 'Password is too weak',
      code: 'weak_password',
      status: 422,
      reasons: ['length', 'pwned'],
    });
  });

  it('reads `error` when the function names its failure that way', async () => {
    const response = new Response(JSON.stringify({ error: 'Only administrators can reset passwords' }), {
      status: 403,
    });
    const e = await unwrapFunction({ data: null, error: new FunctionsHttpError(response) }).catch((x) => x);
    expect(e.message).toBe('Only administrators can reset passwords');
    expect(isPermissionDenied(e)).toBe(true);
  });

  it('keeps supabase-js’s message when the body is not JSON or the request never arrived', async () => {
    const html = new Response('<html>Bad gateway</html>', { status: 502 });
    const badGateway = await unwrapFunction({ data: null, error: new FunctionsHttpError(html) }).catch(
      (x) => x,
    );
    expect(badGateway.message).toBe('Edge Function returned a non-2xx status code');
    expect(badGateway.status).toBe(502);
    const offline = await unwrapFunction({
      data: null,
      error: new FunctionsFetchError(new TypeError('fetch failed')),
    }).catch((x) => x);
    expect(offline).toBeInstanceOf(DataError);
    expect(offline.message).toBe('Failed to send a request to the Edge Function');
  });
});

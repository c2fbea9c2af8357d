import { describe, expect, it } from 'vitest';
import { fromPgError, isPgError, pgStatus } from './errors.ts';

describe('PostgreSQL errors become PostgREST statuses', () => {
  it('maps constraint violations like PostgREST', () => {
    expect(pgStatus('23505', false)).toBe(409);
    expect(pgStatus('23503', false)).toBe(409);
    expect(pgStatus('23502', false)).toBe(400);
    expect(pgStatus('23514', false)).toBe(400);
    expect(pgStatus('22P02', false)).toBe(400);
  });

  it('tells anonymous callers 401 and signed-in ones 403 for a missing privilege', () => {
    expect(pgStatus('42501', false)).toBe(401);
    expect(pgStatus('42501', true)).toBe(403);
  });

  it('maps missing objects, read-only transactions, timeouts and raised codes', () => {
    expect(pgStatus('42P01', true)).toBe(404);
    expect(pgStatus('42883', true)).toBe(404);
    expect(pgStatus('25006', true)).toBe(405);
    expect(pgStatus('57014', true)).toBe(500);
    expect(pgStatus('P0001', true)).toBe(400);
    expect(pgStatus('PT418', true)).toBe(418);
    expect(pgStatus('08006', true)).toBe(503);
    expect(pgStatus('40001', true)).toBe(503);
  });

  it('keeps message, detail and hint as PostgreSQL gave them', () => {
    const e = fromPgError(
      { code: '23505', message: 'duplicate key', detail: 'Key (a)=(1) already exists.' },
      true,
    );
    expect(e.toJSON()).toEqual({
      code: '23505',
      message: 'duplicate key',
      details: 'Key (a)=(1) already exists.',
      hint: null,
    });
  });

  it("lets RAISE SQLSTATE 'PGRST' choose status, headers and body", () => {
    const e = fromPgError(
      {
        code: 'PGRST',
        message: '{"code":"123","message":"Payment Required"}',
        detail: '{"status":402,"headers":{"X-Powered-By":"Nerd Rage"}}',
      },
      true,
    );
    expect(e.status).toBe(402);
    expect(e.headers).toEqual({ 'X-Powered-By': 'Nerd Rage' });
    expect(e.toJSON()).toMatchObject({ code: '123', message: 'Payment Required' });
  });

  it('explains a RAISE PGRST whose MESSAGE or DETAIL is not the expected JSON (500 PGRST121)', () => {
    expect(fromPgError({ code: 'PGRST', message: 'nope', detail: '{"status":400}' }, true)).toMatchObject({
      status: 500,
      code: 'PGRST121',
      details: "Invalid JSON value for MESSAGE: 'nope'",
    });
    expect(fromPgError({ code: 'PGRST', message: '{"code":"a","message":"b"}' }, true)).toMatchObject({
      code: 'PGRST121',
      details: 'DETAIL is missing in the RAISE statement',
    });
  });

  it('tells a safeupdate refusal and a missing JWT role apart from server faults', () => {
    expect(pgStatus('21000', true, 'DELETE requires a WHERE clause')).toBe(400);
    expect(pgStatus('21000', true, 'more than one row returned by a subquery used as an expression')).toBe(
      500,
    );
    expect(pgStatus('22023', true, 'role "x" does not exist')).toBe(401);
    expect(pgStatus('22023', true, 'invalid value')).toBe(400);
  });

  it('does not mistake arbitrary errors for PostgreSQL ones', () => {
    expect(isPgError(new Error('boom'))).toBe(false);
    expect(isPgError({ code: 'ECONNRESET', message: 'x' })).toBe(false);
    expect(isPgError({ code: '23505', message: 'x' })).toBe(true);
  });
});

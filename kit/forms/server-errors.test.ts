import { DataError } from '@kernel/data/data-error.ts';
import { describe, expect, it } from 'vitest';
import {
  CHECK_MESSAGE,
  fieldFromConstraint,
  NETWORK_MESSAGE,
  PERMISSION_MESSAGE,
  placeServerError,
  UNIQUE_MESSAGE,
} from './server-errors.ts';

const check = (constraint: string, hint?: string) =>
  new DataError({
    code: '23514',
    message: `new row for relation "organizations" violates check constraint "${constraint}"`,
    hint,
  });
const fields = ['name', 'email', 'phone', 'kra_pin', 'pin'] as const;

describe('a refusal from the database lands where the person typed', () => {
  it('finds the column a constraint is named after, the longest name first', () => {
    expect(fieldFromConstraint('organizations_kra_pin_format', fields)).toBe('kra_pin');
    expect(fieldFromConstraint('profiles_email_key', fields)).toBe('email');
    expect(fieldFromConstraint('organizations_timezone_known', fields)).toBeUndefined();
  });

  it('puts a check violation under its field, in the database’s hint when it gave one', () => {
    expect(placeServerError(check('organizations_kra_pin_format'), fields)).toEqual({
      field: 'kra_pin',
      message: CHECK_MESSAGE,
    });
    expect(
      placeServerError(check('organizations_timezone_known', 'Use an IANA name.'), ['timezone']),
    ).toEqual({ field: 'timezone', message: 'Use an IANA name.' });
  });

  it('says a unique value is taken', () => {
    const e = new DataError({
      code: '23505',
      message: 'duplicate key value violates unique constraint "customers_email_key"',
    });
    expect(placeServerError(e, fields)).toEqual({ field: 'email', message: UNIQUE_MESSAGE });
  });

  it('follows the form’s own map before the names', () => {
    const map = { organizations_kra_pin_format: { field: 'kra_pin' as const, message: 'Not a KRA PIN' } };
    expect(placeServerError(check('organizations_kra_pin_format'), fields, map)).toEqual({
      field: 'kra_pin',
      message: 'Not a KRA PIN',
    });
    expect(
      placeServerError(check('customers_contact_any'), fields, { customers_contact_any: 'phone' }),
    ).toEqual({
      field: 'phone',
      message: CHECK_MESSAGE,
    });
  });

  it('places an edge function’s refusal by its code when the form maps it', () => {
    const weak = new DataError({
      code: 'weak_password',
      message: 'Password is too weak (pwned)',
      status: 422,
    });
    expect(placeServerError(weak, fields, { weak_password: 'pin' })).toEqual({
      field: 'pin',
      message: 'Password is too weak (pwned)',
    });
    expect(placeServerError(weak, fields, { weak_password: { field: 'pin', message: 'Too easy' } })).toEqual({
      field: 'pin',
      message: 'Too easy',
    });
    expect(placeServerError(weak, fields)).toEqual({ message: 'Password is too weak (pwned)' });
  });

  it('shows everything else above the form', () => {
    expect(placeServerError(new DataError({ code: '42501', message: 'permission denied' }), fields)).toEqual({
      message: PERMISSION_MESSAGE,
    });
    expect(placeServerError(new DataError({ message: 'Failed to fetch', status: 0 }), fields)).toEqual({
      message: NETWORK_MESSAGE,
    });
    expect(placeServerError(check('organizations_whole_row'), fields)).toEqual({ message: CHECK_MESSAGE });
    expect(placeServerError(new Error('Boom'), fields)).toEqual({ message: 'Boom' });
  });
});

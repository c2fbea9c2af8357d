import { describe, expect, it } from 'vitest';
import { tableRuleRefusal } from './table-rules.ts';

describe('a table rule broken while auth writes a user is answered as the caller’s mistake', () => {
  it('names the phone rule in words when the profile refuses a phone number', () => {
    const err = Object.assign(new Error('new row for relation "profiles" violates check constraint'), {
      code: '23514',
      constraint: 'profiles_phone_dialable',
    });
    const refused = tableRuleRefusal(err);
    expect(refused?.status).toBe(422);
    expect(refused?.code).toBe('validation_failed');
    expect(refused?.message).toBe('Invalid phone number format (E.164 required)');
  });

  it('reads the constraint from the message when the driver does not set it', () => {
    const err = Object.assign(
      new Error('new row for relation "profiles" violates check constraint "profiles_full_name_not_blank"'),
      { code: '23514' },
    );
    expect(tableRuleRefusal(err)?.message).toBe('Name cannot be blank');
  });

  it('leaves every other database error to the 500 handler', () => {
    expect(tableRuleRefusal(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBeNull();
    expect(tableRuleRefusal(new Error('boom'))).toBeNull();
  });
});

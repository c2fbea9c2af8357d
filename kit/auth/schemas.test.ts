import { describe, expect, it } from 'vitest';
import { IDENTIFIER_ERROR } from './identifier.ts';
import { forgotSchema, loginSchema, resetSchema, signupSchema } from './schemas.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('the auth forms check input before anything is sent', () => {
  it('sign-in needs an email or a phone number and a password', () => {
    expect(messages(loginSchema.safeParse({ identifier: '', password: '' }))).toEqual([
      'Enter your email or phone number',
      'Enter your password',
    ]);
    expect(messages(loginSchema.safeParse({ identifier: 'grace', password: 'x' }))).toEqual([
      IDENTIFIER_ERROR,
    ]);
    expect(loginSchema.safeParse({ identifier: ' 0712345678 ', password: 'x' }).data?.identifier).toBe(
      '0712345678',
    );
  });
  it('sign-up needs a full name and a password of 8 to 72 characters', () => {
    const ok = { fullName: 'Eve Mwangi', identifier: 'eve@example.com', password: 'Correct-Horse-9' };
    expect(signupSchema.safeParse(ok).success).toBe(true);
    expect(messages(signupSchema.safeParse({ ...ok, fullName: ' E ' }))).toEqual(['Enter your full name']);
    expect(messages(signupSchema.safeParse({ ...ok, password: 'short' }))).toEqual([
      'Use at least 8 characters',
    ]);
    expect(messages(signupSchema.safeParse({ ...ok, password: 'x'.repeat(73) }))).toEqual([
      'Use at most 72 characters',
    ]);
  });
  it('a reset link goes to a valid email address', () => {
    expect(forgotSchema.safeParse({ email: ' grace@example.com ' }).data).toEqual({
      email: 'grace@example.com',
    });
    expect(messages(forgotSchema.safeParse({ email: 'grace' }))).toEqual(['Enter a valid email address']);
  });
  it('a new password is typed twice the same', () => {
    expect(resetSchema.safeParse({ password: 'Correct-Horse-9', confirm: 'Correct-Horse-9' }).success).toBe(
      true,
    );
    const r = resetSchema.safeParse({ password: 'Correct-Horse-9', confirm: 'Correct-Horse-8' });
    expect(messages(r)).toEqual(['The passwords do not match']);
    expect(r.error?.issues[0]?.path).toEqual(['confirm']);
  });
});

import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES, signInErrorMessage } from './auth-error-message.ts';

describe('what a failed sign-in tells the person signing in', () => {
  it('tells a disabled member to ask an administrator, not that they are "banned"', () => {
    expect(signInErrorMessage(new AuthApiError('User is banned', 400, 'user_banned'))).toBe(
      SIGN_IN_MESSAGES.user_banned,
    );
  });

  it('tells an unconfirmed account where to confirm', () => {
    expect(signInErrorMessage(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'))).toMatch(
      /follow the link/,
    );
    expect(signInErrorMessage(new AuthApiError('Phone not confirmed', 400, 'phone_not_confirmed'))).toMatch(
      /code we sent/,
    );
  });

  it('asks someone who tried too often to wait', () => {
    expect(
      signInErrorMessage(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit')),
    ).toBe(SIGN_IN_MESSAGES.over_request_rate_limit);
    expect(signInErrorMessage({ message: 'Too many', status: 429 })).toBe(
      SIGN_IN_MESSAGES.over_request_rate_limit,
    );
  });

  it('says the server cannot be reached when no answer came back', () => {
    expect(signInErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(
      SIGN_IN_MESSAGES.network,
    );
  });

  it('asks to try again in a moment when a gateway answers 502, 503 or 504 (retryable, spec §9)', () => {
    for (const status of [502, 503, 504])
      expect(signInErrorMessage(new AuthRetryableFetchError('Bad Gateway', status))).toBe(
        SIGN_IN_MESSAGES.unavailable,
      );
  });

  it('keeps the server’s own words for wrong credentials and anything it does not know', () => {
    expect(
      signInErrorMessage(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')),
    ).toBe('Invalid login credentials');
    expect(signInErrorMessage({ message: 'Something new', code: 'brand_new_code', status: 400 })).toBe(
      'Something new',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { PROFILE_FETCH_FAILED, profileErrorMessage, USER_NOT_AUTHENTICATED } from './profile.ts';

describe('profile errors are stored with a message a person can read (spec §8)', () => {
  it('keeps the message of an Error', () => {
    expect(profileErrorMessage(new Error('JWT expired'))).toBe('JWT expired');
  });
  it('keeps the message of a PostgREST error object', () => {
    expect(profileErrorMessage({ message: 'permission denied', code: '42501' })).toBe('permission denied');
  });
  it('says "Failed to fetch profile" when the thrown value is not an error', () => {
    expect(profileErrorMessage('boom')).toBe('Failed to fetch profile');
    expect(profileErrorMessage(null)).toBe(PROFILE_FETCH_FAILED);
  });
  it('names the update-without-user error exactly', () => {
    expect(USER_NOT_AUTHENTICATED).toBe('User not authenticated');
  });
});

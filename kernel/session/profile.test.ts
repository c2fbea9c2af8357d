import { PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  PROFILE_FETCH_FAILED,
  PROFILE_UPDATE_FAILED,
  profileErrorMessage,
  USER_NOT_AUTHENTICATED,
} from './profile.ts';

describe('profile errors are stored with a message a person can read (spec §8)', () => {
  it('keeps the message of an Error, including the errors supabase-js returns', () => {
    expect(profileErrorMessage(new Error('JWT expired'))).toBe('JWT expired');
    const pgrst = new PostgrestError({ message: 'permission denied', details: '', hint: '', code: '42501' });
    expect(profileErrorMessage(pgrst)).toBe('permission denied');
  });
  it('says "Failed to fetch profile" when the thrown value is not an Error', () => {
    expect(profileErrorMessage('boom')).toBe('Failed to fetch profile');
    expect(profileErrorMessage(null)).toBe(PROFILE_FETCH_FAILED);
    expect(profileErrorMessage({ message: 'looks like an error' })).toBe(PROFILE_FETCH_FAILED);
    expect(profileErrorMessage(new Error(''))).toBe(PROFILE_FETCH_FAILED);
  });
  it('uses the fallback it is given (a failed update)', () => {
    expect(profileErrorMessage(42, PROFILE_UPDATE_FAILED)).toBe('Failed to update profile');
  });
  it('names the catalogue texts exactly', () => {
    expect(PROFILE_FETCH_FAILED).toBe('Failed to fetch profile');
    expect(USER_NOT_AUTHENTICATED).toBe('User not authenticated');
  });
});

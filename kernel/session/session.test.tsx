// Auth state and profile (spec §4, §7, §8) through KernelProvider, with a fake supabase client.
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../supabase.ts', async () => ({
  supabase: (await import('../app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { fakeProfile, fakeSession, fakeSupabase, type RecordedQuery } from '../app/testing/fake-supabase.ts';
import { KernelProvider } from '../app/testing/kernel-provider.tsx';
import { signOut } from './sign-out.ts';
import { useProfile } from './use-profile.ts';
import { useSession } from './use-session.ts';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <KernelProvider plugins={[]} store={createStore()}>
      {children}
    </KernelProvider>
  );
}

const profileReads = () => fakeSupabase.queries.filter((q) => q.table === 'profiles');
/** Profiles answer with a row for the user the query asks about. */
const answerProfiles = (q: RecordedQuery) =>
  q.table === 'profiles' ? { data: fakeProfile(String(q.calls.find((c) => c[0] === 'eq')?.[2])) } : {};

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answerProfiles);
});

describe('auth state: loading until the first session lookup, then checked (spec §4)', () => {
  it('is loading until the lookup settles, then signed in with the stored session', async () => {
    let settle: (v: unknown) => void = () => {};
    fakeSupabase.auth.getSession.mockImplementation(() => new Promise((r) => (settle = r)));
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toMatchObject({ status: 'loading', checked: false, session: null, user: null });
    await act(async () => settle({ data: { session: fakeSession('u1') }, error: null }));
    expect(result.current.status).toBe('signed-in');
    expect(result.current.checked).toBe(true);
    expect(result.current.user?.id).toBe('u1');
  });

  it('is signed out and checked when there is no stored session', async () => {
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(result.current.checked).toBe(true);
  });

  it('ends loading and counts as checked when the lookup fails (spec §8)', async () => {
    fakeSupabase.auth.getSession.mockRejectedValue(new Error('network down'));
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.checked).toBe(true));
    expect(result.current.status).toBe('signed-out');
  });

  it('ends loading when the lookup throws instead of rejecting, or answers with an error', async () => {
    fakeSupabase.auth.getSession.mockImplementation(() => {
      throw new Error('storage blocked');
    });
    const thrown = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(thrown.result.current.status).toBe('signed-out'));
    fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: null }, error: new Error('x') });
    const answered = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(answered.result.current.status).toBe('signed-out'));
  });

  it('follows every auth event: initial session, signed in, token refreshed, user updated, signed out', async () => {
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    act(() => fakeSupabase.emit('INITIAL_SESSION', fakeSession('u0')));
    expect(result.current.user?.id).toBe('u0');
    act(() => fakeSupabase.emit('SIGNED_OUT', null));
    expect(result.current.status).toBe('signed-out');
    act(() => fakeSupabase.emit('SIGNED_IN', fakeSession('u1')));
    expect(result.current.status).toBe('signed-in');
    act(() => fakeSupabase.emit('TOKEN_REFRESHED', { ...fakeSession('u1'), access_token: 'fresh' }));
    expect(result.current.session?.access_token).toBe('fresh');
    act(() =>
      fakeSupabase.emit('USER_UPDATED', { ...fakeSession('u1'), user: { id: 'u1', email: 'new@x.test' } }),
    );
    expect(result.current.user?.email).toBe('new@x.test');
    act(() => fakeSupabase.emit('SIGNED_OUT', null));
    expect(result.current).toMatchObject({ status: 'signed-out', session: null, user: null });
  });

  it('does not let a lookup that settles late undo a newer auth event', async () => {
    let settle: (v: unknown) => void = () => {};
    fakeSupabase.auth.getSession.mockImplementation(() => new Promise((r) => (settle = r)));
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => fakeSupabase.emit('SIGNED_OUT', null));
    await act(async () => settle({ data: { session: fakeSession('stale') }, error: null }));
    expect(result.current.status).toBe('signed-out');
  });

  it('stops listening when the app unmounts', async () => {
    const { unmount } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(fakeSupabase.listenerCount()).toBe(1));
    unmount();
    expect(fakeSupabase.listenerCount()).toBe(0);
  });
});

describe('profile: fetched when a user exists, cleared when none (spec §4, §7)', () => {
  it('reads all fields of the one row whose auth_id is the user id', async () => {
    fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('u1') }, error: null });
    let answer: (a: { data: unknown }) => void = () => {};
    fakeSupabase.respond((q) => (q.table === 'profiles' ? new Promise((r) => (answer = r)) : {}));
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(profileReads()).toHaveLength(1));
    expect(result.current).toMatchObject({ profile: null, loading: true });
    await act(async () => answer({ data: fakeProfile('u1') }));
    expect(result.current.profile?.full_name).toBe('Amina Hassan');
    expect(result.current.loading).toBe(false);
    expect(result.current.error).toBeNull();
    expect(profileReads()[0].calls).toEqual([['select', '*'], ['eq', 'auth_id', 'u1'], ['single']]);
  });

  it('reads nothing while nobody is signed in', async () => {
    const { result } = renderHook(() => ({ session: useSession(), profile: useProfile() }), { wrapper });
    await waitFor(() => expect(result.current.session.checked).toBe(true));
    expect(result.current.profile).toMatchObject({ profile: null, loading: false, error: null });
    expect(profileReads()).toHaveLength(0);
  });

  it('clears the profile on sign-out and reads it again at the next sign-in', async () => {
    fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('u1') }, error: null });
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.profile?.auth_id).toBe('u1'));
    act(() => fakeSupabase.emit('SIGNED_OUT', null));
    await waitFor(() => expect(result.current.profile).toBeNull());
    act(() => fakeSupabase.emit('SIGNED_IN', fakeSession('u2')));
    await waitFor(() => expect(result.current.profile?.auth_id).toBe('u2'));
  });

  it('does not read the profile again when only the token is refreshed', async () => {
    fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('u1') }, error: null });
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.profile).not.toBeNull());
    act(() => fakeSupabase.emit('TOKEN_REFRESHED', { ...fakeSession('u1'), access_token: 'fresh' }));
    await act(async () => {});
    expect(profileReads()).toHaveLength(1);
  });

  it('never shows the previous user’s profile (or role) to the next one', async () => {
    fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('boss') }, error: null });
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.profile?.auth_id).toBe('boss'));
    fakeSupabase.respond((q) => (q.table === 'profiles' ? new Promise(() => {}) : {}));
    act(() => fakeSupabase.emit('SIGNED_IN', fakeSession('other')));
    expect(result.current.profile).toBeNull();
    expect(result.current.loading).toBe(true);
  });

  it('stores "Failed to fetch profile" when the thrown value is not an Error (spec §8)', async () => {
    fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('u1') }, error: null });
    fakeSupabase.respond(() => Promise.reject('weird'));
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('Failed to fetch profile'));
    expect(result.current.profile).toBeNull();
    expect(result.current.loading).toBe(false);
  });

  it('stores "Failed to fetch profile" for an error-like object that is not an Error', async () => {
    fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('u1') }, error: null });
    fakeSupabase.respond(() => ({ data: null, error: { message: 'not an Error instance' } }));
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('Failed to fetch profile'));
  });

  it('stores the message of an Error (supabase-js errors are Errors)', async () => {
    fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('u1') }, error: null });
    fakeSupabase.respond(() => ({ data: null, error: new Error('permission denied for table profiles') }));
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('permission denied for table profiles'));
  });

  it('reads again on refresh() and clears the error once it works', async () => {
    fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('u1') }, error: null });
    fakeSupabase.respond(() => ({ error: new Error('offline') }));
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('offline'));
    fakeSupabase.respond(answerProfiles);
    await act(() => result.current.refresh());
    expect(result.current.profile?.auth_id).toBe('u1');
    expect(result.current.error).toBeNull();
  });
});

describe('updateProfile: a partial update of the own row (spec §7, §8)', () => {
  async function signedInProfile() {
    fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('u1') }, error: null });
    const hook = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(hook.result.current.profile).not.toBeNull());
    return hook;
  }

  it('sends update(partial) where auth_id = the user id, and keeps the new values', async () => {
    const { result } = await signedInProfile();
    await act(() => result.current.updateProfile({ job_title: 'Lead auditor' }));
    const update = fakeSupabase.queries.find((q) => q.calls[0]?.[0] === 'update');
    expect(update?.table).toBe('profiles');
    expect(update?.calls).toEqual([
      ['update', { job_title: 'Lead auditor' }],
      ['eq', 'auth_id', 'u1'],
    ]);
    expect(result.current.profile).toMatchObject({ job_title: 'Lead auditor', full_name: 'Amina Hassan' });
    expect(result.current.error).toBeNull();
  });

  it('stores and throws the error of a refused update, and keeps the old values', async () => {
    const { result } = await signedInProfile();
    fakeSupabase.respond(() => ({ error: new Error('permission denied for column role') }));
    await act(() =>
      expect(result.current.updateProfile({ role: 'superadmin' })).rejects.toThrow(
        'permission denied for column role',
      ),
    );
    expect(result.current.error).toBe('permission denied for column role');
    expect(result.current.profile?.role).toBe('staff');
  });

  it('refuses without a user: "User not authenticated", stored and thrown', async () => {
    const { result } = renderHook(() => ({ session: useSession(), profile: useProfile() }), { wrapper });
    await waitFor(() => expect(result.current.session.checked).toBe(true));
    await act(() =>
      expect(result.current.profile.updateProfile({ full_name: 'x' })).rejects.toThrow(
        'User not authenticated',
      ),
    );
    expect(result.current.profile.error).toBe('User not authenticated');
    expect(fakeSupabase.queries.some((q) => q.calls[0]?.[0] === 'update')).toBe(false);
  });

  it('refuses with a user but no profile: "User not authenticated"', async () => {
    fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('u1') }, error: null });
    fakeSupabase.respond(() => ({ error: new Error('no row') }));
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('no row'));
    await act(() =>
      expect(result.current.updateProfile({ full_name: 'x' })).rejects.toThrow('User not authenticated'),
    );
    expect(result.current.error).toBe('User not authenticated');
  });
});

describe('signing out', () => {
  it('asks supabase-js to sign out without a payload', async () => {
    await signOut();
    expect(fakeSupabase.auth.signOut).toHaveBeenCalledTimes(1);
    expect(fakeSupabase.auth.signOut).toHaveBeenCalledWith();
  });
  it('still signs this device out when the server cannot be reached', async () => {
    fakeSupabase.auth.signOut.mockResolvedValueOnce({ error: new Error('Failed to fetch') });
    await signOut();
    expect(fakeSupabase.auth.signOut).toHaveBeenLastCalledWith({ scope: 'local' });
  });
});

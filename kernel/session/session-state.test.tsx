// Auth and profile state with a fake supabase client (spec §4, §8).
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  getSession: vi.fn(),
  listener: null as null | ((event: string, session: unknown) => void),
  single: vi.fn(),
  updateSingle: vi.fn(),
}));

vi.mock('../supabase.ts', () => ({
  supabase: {
    auth: {
      getSession: fake.getSession,
      onAuthStateChange: (cb: (event: string, session: unknown) => void) => {
        fake.listener = cb;
        return { data: { subscription: { unsubscribe: vi.fn() } } };
      },
    },
    from: () => ({
      select: () => ({ eq: () => ({ single: fake.single }) }),
      update: () => ({ eq: () => ({ select: () => ({ single: fake.updateSingle }) }) }),
    }),
  },
}));

import { AuthSync } from './auth-sync.tsx';
import { ProfileSync } from './profile-sync.tsx';
import { useProfile } from './use-profile.ts';
import { useSession } from './use-session.ts';

const session = { access_token: 't', user: { id: 'u1', user_metadata: {} } };
const profile = { id: 'p1', auth_id: 'u1', role: 'staff', full_name: 'Amina Hassan' };

function Status() {
  const { status, checked } = useSession();
  return <p>{`${status} ${checked}`}</p>;
}

function setup(store = createStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <AuthSync />
      <ProfileSync />
      {children}
    </Provider>
  );
  return { store, wrapper };
}

beforeEach(() => {
  fake.getSession.mockReset();
  fake.single.mockReset();
  fake.updateSingle.mockReset();
  fake.listener = null;
});

describe('auth state: loading until the first session lookup, then checked', () => {
  it('is loading first, then signed in with the stored session', async () => {
    fake.getSession.mockResolvedValue({ data: { session } });
    fake.single.mockResolvedValue({ data: profile, error: null });
    const { wrapper } = setup();
    render(<Status />, { wrapper });
    expect(screen.getByText('loading false')).toBeInTheDocument();
    expect(await screen.findByText('signed-in true')).toBeInTheDocument();
  });
  it('ends loading and counts as checked when the lookup fails', async () => {
    fake.getSession.mockRejectedValue(new Error('network down'));
    const { wrapper } = setup();
    render(<Status />, { wrapper });
    expect(await screen.findByText('signed-out true')).toBeInTheDocument();
  });
  it('follows every auth event: signed in, token refreshed, signed out', async () => {
    fake.getSession.mockResolvedValue({ data: { session: null } });
    fake.single.mockResolvedValue({ data: profile, error: null });
    const { wrapper } = setup();
    render(<Status />, { wrapper });
    await screen.findByText('signed-out true');
    act(() => fake.listener?.('SIGNED_IN', session));
    expect(await screen.findByText('signed-in true')).toBeInTheDocument();
    act(() => fake.listener?.('TOKEN_REFRESHED', { ...session, access_token: 't2' }));
    expect(screen.getByText('signed-in true')).toBeInTheDocument();
    act(() => fake.listener?.('SIGNED_OUT', null));
    expect(await screen.findByText('signed-out true')).toBeInTheDocument();
  });
});

describe('profile: fetched when a user exists, cleared when none', () => {
  it('loads the profile of the signed-in user and clears it on sign-out', async () => {
    fake.getSession.mockResolvedValue({ data: { session } });
    fake.single.mockResolvedValue({ data: profile, error: null });
    const { wrapper } = setup();
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.profile?.full_name).toBe('Amina Hassan'));
    act(() => fake.listener?.('SIGNED_OUT', null));
    await waitFor(() => expect(result.current.profile).toBeNull());
  });
  it('stores "Failed to fetch profile" when the failure is not an error object', async () => {
    fake.getSession.mockResolvedValue({ data: { session } });
    fake.single.mockRejectedValue('weird');
    const { wrapper } = setup();
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('Failed to fetch profile'));
    expect(result.current.pending).toBe(false);
  });
  it('stores the message of a failed fetch', async () => {
    fake.getSession.mockResolvedValue({ data: { session } });
    fake.single.mockResolvedValue({ data: null, error: { message: 'permission denied for table profiles' } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('permission denied for table profiles'));
  });
  it('updates part of the profile and keeps the new values', async () => {
    fake.getSession.mockResolvedValue({ data: { session } });
    fake.single.mockResolvedValue({ data: profile, error: null });
    fake.updateSingle.mockResolvedValue({ data: { ...profile, job_title: 'Lead auditor' }, error: null });
    const { wrapper } = setup();
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.profile).not.toBeNull());
    await act(() => result.current.updateProfile({ job_title: 'Lead auditor' }));
    expect(result.current.profile?.job_title).toBe('Lead auditor');
  });
  it('refuses to update without a user: "User not authenticated"', async () => {
    fake.getSession.mockResolvedValue({ data: { session: null } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useProfile(), { wrapper });
    await expect(result.current.updateProfile({ full_name: 'x' })).rejects.toThrow('User not authenticated');
    await waitFor(() => expect(result.current.error).toBe('User not authenticated'));
  });
});

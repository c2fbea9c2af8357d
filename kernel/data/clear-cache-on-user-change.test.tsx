import type { Session } from '@supabase/supabase-js';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../app/testing/fake-supabase.ts';
import { createTestQueryClient } from '../app/testing/render-with-kernel.tsx';
import { createSessionStore, SessionStoreContext, useSession } from '../session/use-session.ts';
import { ClearCacheOnUserChange } from './clear-cache-on-user-change.tsx';

const session = (id: string) => fakeSession(id) as unknown as Session;

describe('cached reads belong to the user who made them', () => {
  it('keeps the cache across token refreshes, and drops it when another user signs in or the user signs out', () => {
    const store = createSessionStore();
    store.set({ session: session('amina') });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['users', 'list', {}], ['row seen by amina']);
    render(
      <SessionStoreContext value={store}>
        <QueryClientProvider client={queryClient}>
          <ClearCacheOnUserChange />
        </QueryClientProvider>
      </SessionStoreContext>,
    );
    act(() => store.set({ session: { ...session('amina'), access_token: 'refreshed' } }));
    expect(queryClient.getQueryData(['users', 'list', {}])).toEqual(['row seen by amina']);
    act(() => store.set({ session: session('kip') }));
    expect(queryClient.getQueryData(['users', 'list', {}])).toBeUndefined();
    queryClient.setQueryData(['users', 'list', {}], ['row seen by kip']);
    act(() => store.set({ session: null }));
    expect(queryClient.getQueryData(['users', 'list', {}])).toBeUndefined();
  });

  it('keeps a screen that opens with the new user following its read (the bell on the dashboard after sign-in)', async () => {
    const store = createSessionStore();
    const queryClient = createTestQueryClient();
    const read = vi.fn(async () => 'fresh');
    function Bell() {
      useQuery({ queryKey: ['kernel', 'notifications'], queryFn: read });
      return null;
    }
    function App() {
      const signedIn = useSession().session !== null;
      return (
        <>
          {signedIn && <Bell />}
          <ClearCacheOnUserChange />
        </>
      );
    }
    render(
      <SessionStoreContext value={store}>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </SessionStoreContext>,
    );
    // The bell mounts in the very commit in which the user changes.
    await act(async () => store.set({ session: session('kip') }));
    await vi.waitFor(() => expect(queryClient.getQueryData(['kernel', 'notifications'])).toBe('fresh'));
    const reads = read.mock.calls.length;
    await act(() => queryClient.invalidateQueries({ queryKey: ['kernel', 'notifications'] }));
    expect(read.mock.calls.length).toBe(reads + 1);
  });
});

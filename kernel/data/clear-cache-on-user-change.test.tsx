import type { Session } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { fakeSession } from '../app/testing/fake-supabase.ts';
import { createTestQueryClient } from '../app/testing/render-with-kernel.tsx';
import { sessionAtom } from '../session/atoms.ts';
import { ClearCacheOnUserChange } from './clear-cache-on-user-change.tsx';

const session = (id: string) => fakeSession(id) as unknown as Session;

describe('cached reads belong to the user who made them', () => {
  it('keeps the cache across token refreshes, and drops it when another user signs in or the user signs out', () => {
    const store = createStore();
    store.set(sessionAtom, session('amina'));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['users', 'list', {}], ['row seen by amina']);
    render(
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ClearCacheOnUserChange />
        </QueryClientProvider>
      </JotaiProvider>,
    );
    act(() => store.set(sessionAtom, { ...session('amina'), access_token: 'refreshed' }));
    expect(queryClient.getQueryData(['users', 'list', {}])).toEqual(['row seen by amina']);
    act(() => store.set(sessionAtom, session('kip')));
    expect(queryClient.getQueryData(['users', 'list', {}])).toBeUndefined();
    queryClient.setQueryData(['users', 'list', {}], ['row seen by kip']);
    act(() => store.set(sessionAtom, null));
    expect(queryClient.getQueryData(['users', 'list', {}])).toBeUndefined();
  });
});

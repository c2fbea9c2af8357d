// Module switches with a fake supabase client: the read of spec §7, the
// fallbacks of spec §6/§8, and live changes over realtime.
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { type ReactNode, StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../supabase.ts', async () => ({
  supabase: (await import('../app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import {
  type Answer,
  fakeProfile,
  fakeSession,
  fakeSupabase,
  type RecordedQuery,
} from '../app/testing/fake-supabase.ts';
import { KernelProvider } from '../app/testing/kernel-provider.tsx';
import { useModules } from './use-modules.ts';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <KernelProvider plugins={[]} store={createStore()}>
        {children}
      </KernelProvider>
    </StrictMode>
  );
}

let table = [
  { id: 'leads', name: 'Leads', is_enabled: false },
  { id: 'hr', name: 'HR', is_enabled: true },
];
const moduleReads = () => fakeSupabase.queries.filter((q) => q.table === 'system_modules');
const answer = (q: RecordedQuery) =>
  q.table === 'profiles' ? { data: fakeProfile('u1') } : { data: table.map((r) => ({ ...r })) };

function signedIn() {
  fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('u1') }, error: null });
}

beforeEach(() => {
  fakeSupabase.reset();
  table = [
    { id: 'leads', name: 'Leads', is_enabled: false },
    { id: 'hr', name: 'HR', is_enabled: true },
  ];
  fakeSupabase.respond(answer);
});

describe('module switches are read for organization 1 while signed in (spec §6, §7)', () => {
  it('reads id, name and is_enabled where organization_id = 1', async () => {
    signedIn();
    const { result } = renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(moduleReads()[0].calls).toEqual([
      ['select', 'id, name, is_enabled'],
      ['eq', 'organization_id', 1],
    ]);
    expect(result.current.modules).toEqual(table);
  });

  it('hides a module whose row says disabled; a module that is not listed counts as enabled', async () => {
    signedIn();
    const { result } = renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.isEnabled('leads')).toBe(false);
    expect(result.current.isEnabled('hr')).toBe(true);
    expect(result.current.isEnabled('gallery')).toBe(true);
  });

  it('counts every module as enabled while the read is on its way', async () => {
    signedIn();
    fakeSupabase.respond((q) => (q.table === 'system_modules' ? new Promise(() => {}) : answer(q)));
    const { result } = renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(moduleReads().length).toBeGreaterThan(0));
    expect(result.current.loading).toBe(true);
    expect(result.current.isEnabled('leads')).toBe(true);
  });

  it('counts every module as enabled when the read fails', async () => {
    signedIn();
    fakeSupabase.respond((q) =>
      q.table === 'system_modules' ? { error: new Error('relation does not exist') } : answer(q),
    );
    const { result } = renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.modules).toEqual([]);
    expect(result.current.isEnabled('leads')).toBe(true);
  });

  it('reads nothing while signed out, and every module counts as enabled', async () => {
    const { result } = renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(fakeSupabase.auth.getSession).toHaveBeenCalled());
    await act(async () => {});
    expect(moduleReads()).toHaveLength(0);
    expect(fakeSupabase.openChannels()).toHaveLength(0);
    expect(result.current.isEnabled('leads')).toBe(true);
  });
});

describe('a switch flipped in settings reaches the open dashboard live', () => {
  it('subscribes to postgres_changes on system_modules of organization 1', async () => {
    signedIn();
    renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    expect(fakeSupabase.openChannels()[0].listeners).toEqual([
      {
        type: 'postgres_changes',
        filter: { event: '*', schema: 'public', table: 'system_modules', filter: 'organization_id=eq.1' },
        callback: expect.any(Function),
      },
    ]);
  });

  it('applies a change at once, then reads the list again', async () => {
    signedIn();
    const { result } = renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(result.current.isEnabled('leads')).toBe(false));
    const readsBefore = moduleReads().length;
    let release: (a: Answer) => void = () => {};
    fakeSupabase.respond((q) =>
      q.table === 'system_modules' ? new Promise((r) => (release = r)) : answer(q),
    );
    act(() =>
      fakeSupabase.change({
        eventType: 'UPDATE',
        new: { id: 'leads', name: 'Leads', is_enabled: true, organization_id: 1 },
        old: { id: 'leads' },
      }),
    );
    expect(result.current.isEnabled('leads')).toBe(true);
    expect(moduleReads().length).toBe(readsBefore + 1);
    table[0].is_enabled = true;
    await act(async () => release({ data: table }));
    expect(result.current.isEnabled('leads')).toBe(true);
  });

  it('reads the list again when the channel (re)connects', async () => {
    signedIn();
    renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    const readsBefore = moduleReads().length;
    act(() => fakeSupabase.openChannels()[0].statusCallback?.('SUBSCRIBED'));
    expect(moduleReads().length).toBe(readsBefore + 1);
  });

  it('reads the switches once at start, after the channel joined (a read before the join had to be repeated)', async () => {
    // system_modules was read twice at every start: once at once, once more on joining (issue 22 item 17).
    signedIn();
    const { result } = renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await new Promise((r) => setTimeout(r, 30));
    expect(moduleReads()).toHaveLength(1);
  });

  it('reads the switches all the same when realtime does not let the channel join', async () => {
    signedIn();
    // A socket that never opens: no SUBSCRIBED, until the join is given up.
    fakeSupabase.holdJoins();
    const { result } = renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    expect(moduleReads()).toHaveLength(0);
    act(() => fakeSupabase.openChannels()[0].statusCallback?.('TIMED_OUT'));
    await waitFor(() => expect(result.current.isEnabled('leads')).toBe(false));
    expect(moduleReads()).toHaveLength(1);
  });

  it('works under StrictMode: each subscription has its own topic, and only one stays open', async () => {
    signedIn();
    renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    const topics = fakeSupabase.channels.map((c) => c.topic);
    expect(new Set(topics).size).toBe(topics.length);
  });

  it('unsubscribes on sign-out and counts every module as enabled again', async () => {
    signedIn();
    const { result } = renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(result.current.isEnabled('leads')).toBe(false));
    act(() => fakeSupabase.emit('SIGNED_OUT', null));
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(0));
    expect(result.current.isEnabled('leads')).toBe(true);
    expect(result.current.modules).toEqual([]);
  });

  it('unsubscribes when the app unmounts', async () => {
    signedIn();
    const { unmount } = renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    unmount();
    expect(fakeSupabase.openChannels()).toHaveLength(0);
  });

  it('ignores a change that arrives after sign-out', async () => {
    signedIn();
    const { result } = renderHook(() => useModules(), { wrapper });
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    const channel = fakeSupabase.openChannels()[0];
    act(() => fakeSupabase.emit('SIGNED_OUT', null));
    await waitFor(() => expect(channel.removed).toBe(true));
    const reads = moduleReads().length;
    act(() => channel.listeners[0].callback({ eventType: 'UPDATE', new: { id: 'hr', is_enabled: false } }));
    expect(result.current.isEnabled('hr')).toBe(true);
    expect(moduleReads()).toHaveLength(reads);
  });
});

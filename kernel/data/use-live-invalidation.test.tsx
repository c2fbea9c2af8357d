// Live invalidation with the fake supabase client, which reuses a channel per topic and reports
// SUBSCRIBED as supabase-js does.

import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../supabase.ts', async () => ({
  supabase: (await import('../app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { fakeSupabase } from '../app/testing/fake-supabase.ts';
import { createTestQueryClient } from '../app/testing/render-with-kernel.tsx';
import { pluginKeys } from './query-keys.ts';
import { type LiveInvalidation, useLiveInvalidation } from './use-live-invalidation.ts';

const leadKeys = pluginKeys('leads');
const otherKeys = pluginKeys('customers');

function setup(options: Partial<LiveInvalidation> = {}) {
  const queryClient = createTestQueryClient();
  const reads = { leads: 0, customers: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
  const view = renderHook(
    (props: Partial<LiveInvalidation>) => {
      useQuery({ queryKey: leadKeys.list({ page: 1 }), queryFn: () => ++reads.leads });
      useQuery({ queryKey: otherKeys.list(), queryFn: () => ++reads.customers });
      useLiveInvalidation({ table: 'leads', queryKey: leadKeys.all, ...props });
    },
    { wrapper, initialProps: options },
  );
  return { ...view, reads, queryClient };
}

/** A fresh query client around what renderHook renders (no StrictMode: these tests count reads exactly). */
function withClient() {
  const queryClient = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

/**
 * A list following leads whose reads the test answers: each read sees the server's rows as they were when it
 * reached the server (`server.rows` then), and waits in `server.answers` until the test answers it.
 */
function renderListWithSlowReads(rows: string[]) {
  const server = { rows, answers: [] as (() => void)[] };
  const { result } = renderHook(
    () => {
      useLiveInvalidation({ table: 'leads', queryKey: leadKeys.all });
      return useQuery({
        queryKey: leadKeys.list({ page: 1 }),
        queryFn: () => {
          const seen = [...server.rows];
          return new Promise<string[]>((resolve) => server.answers.push(() => resolve(seen)));
        },
      }).data;
    },
    { wrapper: withClient() },
  );
  return { server, result };
}

/** A card read with `read` and kept fresh by two channels, leads and activities (Home's Money owed). */
function renderTwoChannelCard(read: () => Promise<unknown>) {
  renderHook(
    () => {
      useQuery({ queryKey: leadKeys.list({ page: 1 }), queryFn: read });
      useLiveInvalidation({ table: 'leads', queryKey: leadKeys.all });
      useLiveInvalidation({ table: 'activities', queryKey: leadKeys.all });
    },
    { wrapper: withClient() },
  );
}

/** That card with the channels' joins held, once both channels are open and its first read is done. */
async function twoChannelCardWithHeldJoins() {
  fakeSupabase.holdJoins();
  const card = { reads: 0 };
  renderTwoChannelCard(async () => ++card.reads);
  await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(2));
  await waitFor(() => expect(card.reads).toBe(1));
  const [first, second] = fakeSupabase.openChannels();
  return { card, first, second };
}

beforeEach(() => fakeSupabase.reset());

describe('a list follows changes to its table', () => {
  it('subscribes to postgres_changes on the table, with the filter it was given', async () => {
    setup({ filter: 'organization_id=eq.1', event: 'UPDATE' });
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    expect(fakeSupabase.openChannels()[0].listeners).toEqual([
      {
        type: 'postgres_changes',
        filter: { event: 'UPDATE', schema: 'public', table: 'leads', filter: 'organization_id=eq.1' },
        callback: expect.any(Function),
      },
    ]);
  });

  it('reads its own queries again on a change, and leaves other plugins’ queries alone', async () => {
    const { reads } = setup();
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    await waitFor(() => expect(reads.customers).toBe(1));
    const before = reads.leads;
    act(() => fakeSupabase.change({ table: 'leads', eventType: 'INSERT', new: { id: 1 } }));
    await waitFor(() => expect(reads.leads).toBe(before + 1));
    expect(reads.customers).toBe(1);
  });

  it('does not read again while a change of its own is being saved (it would undo the optimistic state)', async () => {
    const { reads, queryClient } = setup();
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    await waitFor(() => expect(reads.leads).toBeGreaterThan(0));
    const before = reads.leads;
    let finish: () => void = () => {};
    const saving = queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: [...leadKeys.all, 'move'],
        mutationFn: () => new Promise<void>((resolve) => (finish = resolve)),
      })
      .execute(undefined);
    await waitFor(() => expect(queryClient.isMutating()).toBe(1));
    act(() => fakeSupabase.change({ table: 'leads', eventType: 'UPDATE', new: { id: 1 } }));
    await new Promise((r) => setTimeout(r, 50));
    expect(reads.leads).toBe(before);
    finish();
    await saving;
    act(() => fakeSupabase.change({ table: 'leads', eventType: 'UPDATE', new: { id: 1 } }));
    await waitFor(() => expect(reads.leads).toBe(before + 1));
  });

  it('joins only once the signed-in member’s token is set on realtime (a join as anon misses their rows)', async () => {
    let tokenSet: () => void = () => {};
    fakeSupabase.realtime.setAuth.mockImplementation(() => new Promise<void>((r) => (tokenSet = r)));
    setup();
    await act(async () => {});
    expect(fakeSupabase.realtime.setAuth).toHaveBeenCalled();
    expect(fakeSupabase.channels).toHaveLength(0);
    await act(async () => tokenSet());
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
  });

  it('says it is live once the channel is joined, and no longer after it left', async () => {
    const { result, rerender } = renderHook(
      (props: { enabled: boolean }) =>
        useLiveInvalidation({ table: 'leads', queryKey: leadKeys.all, enabled: props.enabled }),
      { wrapper: withClient(), initialProps: { enabled: true } },
    );
    expect(result.current.live).toBe(false);
    await waitFor(() => expect(result.current.live).toBe(true));
    rerender({ enabled: false });
    expect(result.current.live).toBe(false);
  });

  it('a change that arrives while the first read is still on its way is read by a new read, not lost with the old one', async () => {
    // invalidateQueries reuses a first read in flight (there is no data to keep yet); that read may have
    // been answered before the change: a busy customer's timeline kept "e-mailed" and never showed
    // "Delivered" (issue 23's email-compose flake).
    const { server, result } = renderListWithSlowReads(['queued']);
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    // The first read reached the server before the change, and its answer is still on the way.
    await waitFor(() => expect(server.answers.length).toBeGreaterThan(0));
    server.rows = ['queued', 'delivered'];
    act(() => fakeSupabase.change({ table: 'leads', eventType: 'INSERT', new: { id: 2 } }));
    await waitFor(() => expect(server.answers.length).toBeGreaterThan(1));
    await act(async () => {
      for (const answer of server.answers) answer();
    });
    await waitFor(() => expect(result.current).toEqual(['queued', 'delivered']));
  });

  it('a screen opened with its channel shows its first read when it lands, and reads once more after the join', async () => {
    // Cancelling the first read on joining kept the dashboard's widgets blank for a second round trip
    // (issue 22 item 17); the read after the join still runs, over data already on screen.
    const { server, result } = renderListWithSlowReads(['first']);
    const { answers } = server;
    await waitFor(() => expect(answers).toHaveLength(1));
    // The channel joins while the first read is on its way: that read is kept, not replaced.
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(answers).toHaveLength(1);
    server.rows = ['first', 'made before the join'];
    await act(async () => answers[0]());
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(result.current).toEqual(['first']);
    await act(async () => answers[1]());
    await waitFor(() => expect(result.current).toEqual(['first', 'made before the join']));
  });

  it('a card kept fresh by two channels reads once more after both join, not once per channel', async () => {
    // Home's Money owed follows invoices and payments: each join read the card again, three reads where
    // two see every change (issue 22 item 17). One read started after both joins is enough.
    const answers: (() => void)[] = [];
    renderTwoChannelCard(() => new Promise<string>((resolve) => answers.push(() => resolve('rows'))));
    // Both channels join while the first read is on its way.
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(2));
    await act(async () => {});
    expect(answers).toHaveLength(1);
    await act(async () => answers[0]());
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]());
    await new Promise((r) => setTimeout(r, 30));
    expect(answers).toHaveLength(2);
    // A channel that joins again later (the socket came back) still reads once more.
    act(() => fakeSupabase.reconnect());
    await waitFor(() => expect(answers).toHaveLength(3));
    await act(async () => answers[2]());
    await new Promise((r) => setTimeout(r, 30));
    expect(answers).toHaveLength(3);
  });

  it('a card kept fresh by two channels whose joins come apart still reads once more, after the second', async () => {
    // Under load the server answered Money owed's two joins far apart: the first join's read had started
    // before the second join, so the second read again (issue 22 item 17).
    const { card, first, second } = await twoChannelCardWithHeldJoins();
    act(() => first.statusCallback?.('SUBSCRIBED'));
    await new Promise((r) => setTimeout(r, 30));
    act(() => second.statusCallback?.('SUBSCRIBED'));
    await waitFor(() => expect(card.reads).toBe(2));
    await new Promise((r) => setTimeout(r, 30));
    expect(card.reads).toBe(2);
  });

  it('a channel that cannot join does not hold back the read the other one owes', async () => {
    const { card, first, second } = await twoChannelCardWithHeldJoins();
    act(() => first.statusCallback?.('SUBSCRIBED'));
    act(() => second.statusCallback?.('TIMED_OUT'));
    await waitFor(() => expect(card.reads).toBe(2));
  });

  it('reads again when the channel (re)subscribes, since changes made meanwhile were never delivered', async () => {
    const { reads } = setup();
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    await waitFor(() => expect(reads.leads).toBeGreaterThan(0));
    const before = reads.leads;
    act(() => fakeSupabase.reconnect());
    await waitFor(() => expect(reads.leads).toBe(before + 1));
  });

  it('gives every subscription its own channel, so two screens on the same table both hear changes', async () => {
    // supabase-js hands back the channel already registered under a topic, and a channel subscribes
    // once: with one topic per table the second screen would get the first one's channel.
    renderHook(
      () => {
        useLiveInvalidation({ table: 'leads', queryKey: leadKeys.lists() });
        useLiveInvalidation({ table: 'leads', queryKey: leadKeys.details() });
      },
      { wrapper: withClient() },
    );
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(2));
    const [first, second] = fakeSupabase.openChannels();
    expect(first.topic).not.toBe(second.topic);
    expect(first.listeners).toHaveLength(1);
    expect(second.listeners).toHaveLength(1);
  });

  it('subscribes to nothing while disabled, and leaves the channel when unmounted', async () => {
    const { rerender, unmount } = setup({ enabled: false });
    await act(async () => {});
    expect(fakeSupabase.channels).toHaveLength(0);
    rerender({ enabled: true });
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    unmount();
    expect(fakeSupabase.openChannels()).toHaveLength(0);
  });

  it('ignores a change delivered after it stopped listening', async () => {
    const { reads, unmount } = setup();
    await waitFor(() => expect(fakeSupabase.openChannels()).toHaveLength(1));
    const channel = fakeSupabase.openChannels()[0];
    await waitFor(() => expect(reads.leads).toBeGreaterThan(0));
    unmount();
    const before = reads.leads;
    channel.listeners[0].callback({ eventType: 'UPDATE' });
    await act(async () => {});
    expect(reads.leads).toBe(before);
  });
});

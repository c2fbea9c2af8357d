// Presence between supabase-js clients: tracking shows up as sync and join
// events on the other client, untracking and leaving as leave events.
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, subscribed, track, uniqueName, visitorClient, waitFor } from './support.ts';

type Presence = Record<string, unknown> & { presence_ref: string };
type JoinLeave = { event: string; key: string; newPresences?: Presence[]; leftPresences?: Presence[] };

afterEach(closeAll);

describe('presence', () => {
  it('a client sees another client join with its payload and leave when it untracks', async () => {
    const topic = uniqueName('lobby');
    const alice = track(visitorClient());
    const bob = track(visitorClient());
    const events: JoinLeave[] = [];
    let syncs = 0;
    const watcher = bob
      .channel(topic, { config: { presence: { key: 'bob' } } })
      .on('presence', { event: 'sync' }, () => {
        syncs++;
      })
      .on('presence', { event: 'join' }, (e) => events.push(e as JoinLeave))
      .on('presence', { event: 'leave' }, (e) => events.push(e as JoinLeave));
    await subscribed(watcher);

    const a = await subscribed(alice.channel(topic, { config: { presence: { key: 'alice' } } }));
    expect(await a.track({ name: 'Alice', online_at: 1 })).toBe('ok');
    await waitFor(() => watcher.presenceState().alice, 'alice in bob’s state');
    expect(watcher.presenceState().alice).toEqual([
      { name: 'Alice', online_at: 1, presence_ref: expect.any(String) },
    ]);
    expect(events[0]).toMatchObject({
      event: 'join',
      key: 'alice',
      newPresences: [{ name: 'Alice', online_at: 1 }],
    });
    expect(syncs).toBeGreaterThan(0);

    expect(await a.untrack()).toBe('ok');
    await waitFor(() => events.find((e) => e.event === 'leave'), 'the leave');
    expect(events.at(-1)).toMatchObject({ event: 'leave', key: 'alice', leftPresences: [{ name: 'Alice' }] });
    expect(watcher.presenceState()).toEqual({});
  });

  it('a client joining later gets the current state at once', async () => {
    const topic = uniqueName('lobby');
    const alice = track(visitorClient());
    const carol = track(visitorClient());
    const a = await subscribed(alice.channel(topic, { config: { presence: { key: 'alice' } } }));
    await a.track({ status: 'busy' });
    const late = carol.channel(topic).on('presence', { event: 'sync' }, () => {});
    await subscribed(late);
    await waitFor(() => late.presenceState().alice, 'the state');
    expect(late.presenceState().alice).toEqual([{ status: 'busy', presence_ref: expect.any(String) }]);
  });

  it('tracking again replaces the payload, and leaving the channel removes the presence', async () => {
    const topic = uniqueName('lobby');
    const alice = track(visitorClient());
    const bob = track(visitorClient());
    const watcher = bob.channel(topic).on('presence', { event: 'sync' }, () => {});
    await subscribed(watcher);
    const a = await subscribed(alice.channel(topic, { config: { presence: { key: 'alice' } } }));
    await a.track({ step: 1 });
    await waitFor(() => watcher.presenceState<{ step: number }>().alice?.[0]?.step === 1, 'step 1');
    await a.track({ step: 2 });
    await waitFor(() => watcher.presenceState<{ step: number }>().alice?.[0]?.step === 2, 'step 2');
    expect(watcher.presenceState().alice).toHaveLength(1);

    await alice.removeChannel(a);
    await waitFor(() => !watcher.presenceState().alice, 'alice gone');
  });

  it('two clients with the same key are listed under that key until both leave', async () => {
    const topic = uniqueName('lobby');
    const phone = track(visitorClient());
    const laptop = track(visitorClient());
    const bob = track(visitorClient());
    const watcher = bob.channel(topic).on('presence', { event: 'sync' }, () => {});
    await subscribed(watcher);
    const p = await subscribed(phone.channel(topic, { config: { presence: { key: 'dana' } } }));
    const l = await subscribed(laptop.channel(topic, { config: { presence: { key: 'dana' } } }));
    await p.track({ device: 'phone' });
    await l.track({ device: 'laptop' });
    await waitFor(() => watcher.presenceState().dana?.length === 2, 'two devices');
    await phone.removeChannel(p);
    await waitFor(() => watcher.presenceState().dana?.length === 1, 'one device left');
    expect(watcher.presenceState().dana[0]).toMatchObject({ device: 'laptop' });
  });

  it('a dropped connection counts as leaving', async () => {
    const topic = uniqueName('lobby');
    const alice = track(visitorClient());
    const bob = track(visitorClient());
    const watcher = bob.channel(topic).on('presence', { event: 'sync' }, () => {});
    await subscribed(watcher);
    const a = await subscribed(alice.channel(topic, { config: { presence: { key: 'alice' } } }));
    await a.track({ here: true });
    await waitFor(() => watcher.presenceState().alice, 'alice present');
    await alice.realtime.disconnect();
    await waitFor(() => !watcher.presenceState().alice, 'alice gone after disconnect');
  });
});

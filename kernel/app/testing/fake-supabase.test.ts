// The fake behaves like supabase-js where component tests rely on it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, fakeSupabase } from './fake-supabase.ts';

const client = fakeSupabase.client;
beforeEach(() => fakeSupabase.reset());

describe('a test written against the fake client', () => {
  it('fails on a query builder method supabase-js does not have', () => {
    const builder = client.from('profiles');
    builder.select('*');
    expect(() => builder.equals('id', 1)).toThrow(
      'supabase-js query builders have no method "equals" (profiles)',
    );
  });

  it('records RPCs with their arguments and answers them like queries', async () => {
    fakeSupabase.respond((q) => (q.table === 'rpc/admin_list_users' ? { data: [{ id: 1 }], count: 1 } : {}));
    const answer = await client.rpc('admin_list_users', { search: 'kip' });
    expect(answer).toEqual({ data: [{ id: 1 }], error: null, count: 1 });
    expect(fakeSupabase.rpcCalls()).toEqual([['admin_list_users', { search: 'kip' }]]);
  });

  it('records edge function calls and answers them as the test says', async () => {
    fakeSupabase.respondFunction(({ name }) => ({ data: { hello: name } }));
    const answer = await client.functions.invoke('greet', { body: { a: 1 } });
    expect(answer).toEqual({ data: { hello: 'greet' }, error: null });
    expect(fakeSupabase.invokes).toEqual([{ name: 'greet', options: { body: { a: 1 } } }]);
  });

  it('reports INITIAL_SESSION first, with the stored session', async () => {
    fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('u1') }, error: null });
    const events: [string, unknown][] = [];
    client.auth.onAuthStateChange((event, session) => events.push([event, session]));
    void client.auth.getSession();
    await vi.waitFor(() => expect(events).toEqual([['INITIAL_SESSION', fakeSession('u1')]]));
  });

  it('hands back the channel already registered under a topic, which subscribes only once', async () => {
    const first = client.channel('room');
    expect(client.channel('room')).toBe(first);
    first.subscribe();
    expect(() => client.channel('room').subscribe()).toThrow(/subscribe multiple times/);
  });

  it('reports SUBSCRIBED after subscribe(), and frees the topic only after removeChannel settles', async () => {
    const status = vi.fn();
    const channel = client.channel('room').subscribe(status);
    await vi.waitFor(() => expect(status).toHaveBeenCalledWith('SUBSCRIBED'));
    const removal = client.removeChannel(channel);
    expect(client.channel('room')).toBe(channel);
    await removal;
    expect(client.channel('room')).not.toBe(channel);
  });

  it('after holdJoins() answers a join only when the test does, and joins by itself again after reset', async () => {
    fakeSupabase.holdJoins();
    const held = vi.fn();
    const channel = client.channel('slow').subscribe(held);
    await new Promise((r) => setTimeout(r, 10));
    expect(held).not.toHaveBeenCalled();
    channel.statusCallback?.('TIMED_OUT');
    expect(held).toHaveBeenCalledWith('TIMED_OUT');
    fakeSupabase.reset();
    const status = vi.fn();
    client.channel('room').subscribe(status);
    await vi.waitFor(() => expect(status).toHaveBeenCalledWith('SUBSCRIBED'));
  });

  it('delivers a change only to the channels listening to its table', async () => {
    const onLeads = vi.fn();
    const onHr = vi.fn();
    client
      .channel('a')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'leads' }, onLeads)
      .subscribe();
    client
      .channel('b')
      .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'hr' }, onHr)
      .subscribe();
    fakeSupabase.change({ table: 'leads', eventType: 'INSERT' });
    fakeSupabase.change({ table: 'hr', eventType: 'INSERT' });
    expect(onLeads).toHaveBeenCalledTimes(1);
    expect(onHr).not.toHaveBeenCalled();
  });
});

// A stand-in for the supabase-js client in component tests. It records every
// query, RPC and edge-function call (so tests can check the exact call of
// spec §7), answers with what the test says, and behaves like supabase-js
// where screens rely on it:
//   - a query builder accepts only the methods supabase-js has (a typo fails the test);
//   - onAuthStateChange() reports INITIAL_SESSION first, with the stored session;
//   - channel(topic) hands back the channel already registered under that topic
//     (removeChannel() frees the topic asynchronously, as the real client does),
//     a channel subscribes once, and reports SUBSCRIBED soon after subscribe() — or, after
//     holdJoins(), only when the test calls the channel's statusCallback (a slow or failed join).
// Use it with
//   vi.mock('@kernel/supabase.ts', async () => ({ supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client }))
import type { Session } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type { Role } from '../../roles.ts';
import type { Profile } from '../../session/profile.ts';

export type BuilderCall = [method: string, ...args: unknown[]];
export interface RecordedQuery {
  /** The table of `from(table)`, or `rpc/<name>` for `rpc(name, args)` (the REST path it would call). */
  table: string;
  /** The RPC's arguments (RPCs only). */
  args?: unknown;
  calls: BuilderCall[];
}
export type Answer = { data?: unknown; error?: unknown; count?: number | null; status?: number };
/** Answers a query or RPC; may return a promise, or throw / reject to simulate a thrown failure. */
export type Responder = (query: RecordedQuery) => Answer | Promise<Answer>;

export interface RecordedInvoke {
  name: string;
  options: { body?: unknown; headers?: Record<string, string>; method?: string } | undefined;
}
export type FunctionAnswer = { data?: unknown; error?: unknown };
export type FunctionResponder = (call: RecordedInvoke) => FunctionAnswer | Promise<FunctionAnswer>;

type AuthListener = (event: string, session: unknown) => void;
type ChangeListener = (payload: unknown) => void;

export interface FakeChannel {
  topic: string;
  listeners: { type: string; filter: Record<string, unknown>; callback: ChangeListener }[];
  statusCallback: ((status: string) => void) | null;
  subscribed: boolean;
  removed: boolean;
  on(type: string, filter: Record<string, unknown>, callback: ChangeListener): FakeChannel;
  subscribe(callback?: (status: string) => void): FakeChannel;
}

/** Every method of supabase-js's PostgrestQueryBuilder / FilterBuilder / TransformBuilder (2.119). */
const BUILDER_METHODS = new Set(
  (
    'abortSignal containedBy contains csv delete eq explain filter geojson gt gte ilike ilikeAllOf ' +
    'ilikeAnyOf in insert is isDistinct like likeAllOf likeAnyOf limit lt lte match maxAffected maybeSingle ' +
    'neq not notIn or order overlaps overrideTypes range rangeAdjacent rangeGt rangeGte rangeLt rangeLte ' +
    'regexIMatch regexMatch retry returns rollback select setHeader single stripNulls textSearch throwOnError ' +
    'update upsert'
  ).split(' '),
);

function createFake() {
  const queries: RecordedQuery[] = [];
  const invokes: RecordedInvoke[] = [];
  const channels: FakeChannel[] = [];
  /** The channel registered under each topic, as supabase-js keeps them. */
  const byTopic = new Map<string, FakeChannel>();
  const authListeners = new Set<AuthListener>();
  let responder: Responder = () => ({ data: null, error: null });
  let functionResponder: FunctionResponder = () => ({ data: null, error: null });
  /** holdJoins(): subscribe() reports nothing by itself. */
  let joinsHeld = false;

  const auth = {
    getSession: vi.fn(async (): Promise<unknown> => ({ data: { session: null }, error: null })),
    onAuthStateChange: vi.fn((listener: AuthListener) => {
      authListeners.add(listener);
      let heard = false;
      const wrapped: AuthListener = (event, session) => {
        heard = true;
        listener(event, session);
      };
      listeners.set(listener, wrapped);
      // supabase-js reports INITIAL_SESSION to every new listener once the stored session is known,
      // before any other event. It is the session the (latest) getSession() lookup gives.
      queueMicrotask(() => {
        const lookup = auth.getSession.mock.results.at(-1);
        const pending = lookup?.type === 'return' ? Promise.resolve(lookup.value) : Promise.resolve(null);
        pending.then(
          (r) => {
            const session = (r as { data?: { session?: unknown } } | null)?.data?.session ?? null;
            if (!heard && authListeners.has(listener)) wrapped('INITIAL_SESSION', session);
          },
          () => {
            if (!heard && authListeners.has(listener)) wrapped('INITIAL_SESSION', null);
          },
        );
      });
      return {
        data: { subscription: { id: 'fake', unsubscribe: vi.fn(() => authListeners.delete(listener)) } },
      };
    }),
    signOut: vi.fn(async (_options?: { scope?: string }): Promise<{ error: unknown }> => ({ error: null })),
  };
  const listeners = new Map<AuthListener, AuthListener>();

  /** A thenable builder that records its calls and answers through the responder when awaited. */
  function builderFor(query: RecordedQuery) {
    queries.push(query);
    const builder: object = new Proxy(
      {},
      {
        get(_target, prop) {
          if (prop === 'then') {
            return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
              Promise.resolve()
                .then(() => responder(query))
                .then((answer) => ({ data: null, error: null, count: null, ...answer }))
                .then(resolve, reject);
          }
          if (typeof prop === 'symbol') return undefined;
          if (!BUILDER_METHODS.has(prop))
            throw new TypeError(`supabase-js query builders have no method "${prop}" (${query.table})`);
          return (...args: unknown[]) => {
            query.calls.push([prop, ...args]);
            return builder;
          };
        },
      },
    );
    return builder as Record<string, (...args: unknown[]) => unknown>;
  }

  const from = (table: string) => builderFor({ table, calls: [] });
  const callRpc = (name: string, args?: unknown, _options?: unknown) =>
    builderFor({ table: `rpc/${name}`, args, calls: [] });
  const rpc = vi.fn(callRpc);

  const invoke = async (name: string, options?: RecordedInvoke['options']): Promise<FunctionAnswer> => {
    const call = { name, options };
    invokes.push(call);
    return { data: null, error: null, ...(await functionResponder(call)) };
  };
  const functions = { invoke: vi.fn(invoke) };

  function channel(topic: string): FakeChannel {
    const existing = byTopic.get(topic);
    if (existing) return existing;
    const ch: FakeChannel = {
      topic,
      listeners: [],
      statusCallback: null,
      subscribed: false,
      removed: false,
      on(type, filter, callback) {
        ch.listeners.push({ type, filter, callback });
        return ch;
      },
      subscribe(callback) {
        // realtime-js refuses a second subscribe() on one channel instance.
        if (ch.subscribed)
          throw new Error(
            `tried to subscribe multiple times. 'subscribe' can only be called a single time per channel instance (${topic})`,
          );
        ch.subscribed = true;
        ch.statusCallback = callback ?? null;
        if (!joinsHeld)
          queueMicrotask(() => {
            if (!ch.removed) ch.statusCallback?.('SUBSCRIBED');
          });
        return ch;
      },
    };
    channels.push(ch);
    byTopic.set(topic, ch);
    return ch;
  }

  const removeChannel = vi.fn(async (ch: FakeChannel) => {
    ch.removed = true;
    // The real client frees the topic only once the server confirmed the leave.
    await Promise.resolve();
    if (byTopic.get(ch.topic) === ch) byTopic.delete(ch.topic);
    return 'ok';
  });

  const open = () => channels.filter((c) => c.subscribed && !c.removed);
  /** realtime.setAuth(): the session's token for the channels' joins (nothing to do here). */
  const realtime = { setAuth: vi.fn(async (_token?: string | null) => {}) };

  /** Storage: uploads and removals are recorded and succeed; public URLs are made up. */
  const storageCalls: { bucket: string; method: 'upload' | 'remove'; args: unknown[] }[] = [];
  const storage = {
    from: (bucket: string) => ({
      upload: async (path: string, ...rest: unknown[]) => {
        storageCalls.push({ bucket, method: 'upload', args: [path, ...rest] });
        return { data: { path }, error: null };
      },
      remove: async (paths: string[]) => {
        storageCalls.push({ bucket, method: 'remove', args: [paths] });
        return { data: [], error: null };
      },
      getPublicUrl: (path: string) => ({ data: { publicUrl: `http://storage.test/${bucket}/${path}` } }),
    }),
  };

  return {
    client: { auth, from, rpc, functions, channel, removeChannel, storage, realtime },
    storageCalls,
    auth,
    realtime,
    rpc,
    functions,
    queries,
    invokes,
    channels,
    /** Decides the answer of every following query and RPC. */
    respond(next: Responder) {
      responder = next;
    },
    /** Decides the answer of every following functions.invoke(). */
    respondFunction(next: FunctionResponder) {
      functionResponder = next;
    },
    /** The RPCs called so far, as [name, args]. */
    rpcCalls: () =>
      queries.filter((q) => q.table.startsWith('rpc/')).map((q) => [q.table.slice(4), q.args] as const),
    /** Fires an auth event to every listener, as supabase-js does. */
    emit(event: string, session: unknown) {
      for (const listener of [...authListeners]) (listeners.get(listener) ?? listener)(event, session);
    },
    listenerCount: () => authListeners.size,
    /** The channels subscribed and not removed. */
    openChannels: open,
    /**
     * Delivers a postgres_changes payload to the open channels that listen for it: the payload's
     * `table` (when given) and `eventType` must match the listener's table and event.
     */
    change(payload: { table?: string; eventType?: string; [key: string]: unknown }) {
      for (const ch of open())
        for (const l of ch.listeners) {
          if (l.type !== 'postgres_changes') continue;
          if (payload.table && l.filter.table !== payload.table) continue;
          if (payload.eventType && l.filter.event !== '*' && l.filter.event !== payload.eventType) continue;
          l.callback(payload);
        }
    },
    /**
     * From now until reset(), a channel's join is answered when the test says, by calling its
     * statusCallback ('SUBSCRIBED', 'TIMED_OUT', …): joins that come apart, or a socket that never opens.
     */
    holdJoins() {
      joinsHeld = true;
    },
    /** The socket came back: every open channel reports SUBSCRIBED again. */
    reconnect() {
      for (const ch of open()) ch.statusCallback?.('SUBSCRIBED');
    },
    reset() {
      queries.length = 0;
      invokes.length = 0;
      storageCalls.length = 0;
      channels.length = 0;
      byTopic.clear();
      joinsHeld = false;
      authListeners.clear();
      listeners.clear();
      responder = () => ({ data: null, error: null });
      functionResponder = () => ({ data: null, error: null });
      auth.getSession.mockReset();
      auth.getSession.mockImplementation(async () => ({ data: { session: null }, error: null }));
      auth.onAuthStateChange.mockClear();
      auth.signOut.mockReset();
      auth.signOut.mockImplementation(async () => ({ error: null }));
      // A test may have replaced these with mockResolvedValue(): back to recording and responding.
      rpc.mockReset();
      rpc.mockImplementation(callRpc);
      functions.invoke.mockReset();
      functions.invoke.mockImplementation(invoke);
      removeChannel.mockClear();
      realtime.setAuth.mockReset();
      realtime.setAuth.mockImplementation(async () => {});
    },
  };
}

export const fakeSupabase = createFake();
export type FakeSupabase = typeof fakeSupabase;

/** A supabase-js-shaped session for a user id, with optional user_metadata. */
export function fakeSession(userId = 'u1', metadata: Record<string, unknown> = {}): Session {
  return {
    access_token: `token-${userId}`,
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: 4_000_000_000,
    token_type: 'bearer',
    user: {
      id: userId,
      aud: 'authenticated',
      created_at: '2026-01-01T00:00:00Z',
      email: `${userId}@example.test`,
      user_metadata: metadata,
      app_metadata: {},
    },
  };
}

/** A full profiles row. */
export function fakeProfile(authId = 'u1', role: Role = 'staff', extra: Partial<Profile> = {}): Profile {
  return {
    id: `p-${authId}`,
    auth_id: authId,
    role,
    full_name: 'Amina Hassan',
    email: `${authId}@example.test`,
    phone: null,
    avatar_url: null,
    job_title: null,
    is_active: true,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...extra,
  };
}

// A stand-in for the supabase-js client in component tests: records every
// query as a list of builder calls (so tests can check the exact call of
// spec §7), answers with what the test says, and lets tests fire auth events
// and realtime changes. Use it with
//   vi.mock('<path>/supabase.ts', async () => ({ supabase: (await import('<path>/fake-supabase.ts')).fakeSupabase.client }))
import { vi } from 'vitest';

export type BuilderCall = [method: string, ...args: unknown[]];
export interface RecordedQuery {
  table: string;
  calls: BuilderCall[];
}
export type Answer = { data?: unknown; error?: unknown; count?: number | null };
/** Answers a query; may return a promise, or throw / reject to simulate a thrown failure. */
export type Responder = (query: RecordedQuery) => Answer | Promise<Answer>;

type AuthListener = (event: string, session: unknown) => void;
type ChangeListener = (payload: unknown) => void;

export interface FakeChannel {
  topic: string;
  listeners: { type: string; filter: Record<string, unknown>; callback: ChangeListener }[];
  statusCallback: ((status: string) => void) | null;
  removed: boolean;
  on(type: string, filter: Record<string, unknown>, callback: ChangeListener): FakeChannel;
  subscribe(callback?: (status: string) => void): FakeChannel;
}

function createFake() {
  const queries: RecordedQuery[] = [];
  const channels: FakeChannel[] = [];
  const authListeners = new Set<AuthListener>();
  let responder: Responder = () => ({ data: null, error: null });

  const auth = {
    getSession: vi.fn(async (): Promise<unknown> => ({ data: { session: null }, error: null })),
    onAuthStateChange: vi.fn((listener: AuthListener) => {
      authListeners.add(listener);
      return {
        data: { subscription: { id: 'fake', unsubscribe: vi.fn(() => authListeners.delete(listener)) } },
      };
    }),
    signOut: vi.fn(async (_options?: { scope?: string }): Promise<{ error: unknown }> => ({ error: null })),
  };

  function from(table: string) {
    const query: RecordedQuery = { table, calls: [] };
    queries.push(query);
    const builder: object = new Proxy(
      {},
      {
        get(_target, prop) {
          if (prop === 'then') {
            return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
              Promise.resolve()
                .then(() => responder(query))
                .then((answer) => ({ data: null, error: null, ...answer }))
                .then(resolve, reject);
          }
          if (typeof prop === 'symbol') return undefined;
          return (...args: unknown[]) => {
            query.calls.push([prop, ...args]);
            return builder;
          };
        },
      },
    );
    return builder as Record<string, (...args: unknown[]) => unknown>;
  }

  function channel(topic: string): FakeChannel {
    const ch: FakeChannel = {
      topic,
      listeners: [],
      statusCallback: null,
      removed: false,
      on(type, filter, callback) {
        ch.listeners.push({ type, filter, callback });
        return ch;
      },
      subscribe(callback) {
        ch.statusCallback = callback ?? null;
        return ch;
      },
    };
    channels.push(ch);
    return ch;
  }

  const removeChannel = vi.fn(async (ch: FakeChannel) => {
    ch.removed = true;
    return 'ok';
  });

  return {
    client: { auth, from, channel, removeChannel },
    auth,
    queries,
    channels,
    /** Decides the answer of every following query. */
    respond(next: Responder) {
      responder = next;
    },
    /** Fires an auth event to every listener, as supabase-js does. */
    emit(event: string, session: unknown) {
      for (const listener of [...authListeners]) listener(event, session);
    },
    listenerCount: () => authListeners.size,
    /** The channels still subscribed. */
    openChannels: () => channels.filter((c) => !c.removed),
    /** Delivers a postgres_changes payload on every open channel. */
    change(payload: unknown) {
      for (const ch of channels.filter((c) => !c.removed))
        for (const l of ch.listeners) if (l.type === 'postgres_changes') l.callback(payload);
    },
    reset() {
      queries.length = 0;
      channels.length = 0;
      authListeners.clear();
      responder = () => ({ data: null, error: null });
      auth.getSession.mockReset();
      auth.getSession.mockImplementation(async () => ({ data: { session: null }, error: null }));
      auth.onAuthStateChange.mockClear();
      auth.signOut.mockReset();
      auth.signOut.mockImplementation(async () => ({ error: null }));
      removeChannel.mockClear();
    },
  };
}

export const fakeSupabase = createFake();

/** A supabase-js-shaped session for a user id, with optional user_metadata. */
export function fakeSession(userId = 'u1', metadata: Record<string, unknown> = {}) {
  return {
    access_token: `token-${userId}`,
    refresh_token: 'refresh',
    expires_at: 4_000_000_000,
    token_type: 'bearer',
    user: { id: userId, email: `${userId}@example.test`, user_metadata: metadata, app_metadata: {} },
  };
}

/** A full profiles row. */
export function fakeProfile(authId = 'u1', role = 'staff', extra: Record<string, unknown> = {}) {
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

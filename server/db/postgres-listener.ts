// LISTEN on PostgreSQL that survives a lost connection. Realtime (module
// switches reaching open dashboards, every postgres_changes subscription)
// hangs on one LISTEN connection; when PostgreSQL restarts, fails over, or an
// administrator terminates the backend, a plain pooled client would go quiet
// for good. This one reconnects with capped exponential backoff and LISTENs
// again. Notifications sent while it was away are lost (NOTIFY is not
// queued for absent listeners), so `restored` lets the caller say so.
import pg from 'pg';
import type { ListenEvents } from './types.ts';

export const RECONNECT_MIN_MS = 250;
export const RECONNECT_MAX_MS = 15_000;

export async function listenResilient(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  events: ListenEvents = {},
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RECONNECT_MIN_MS;
  const listenSql = `LISTEN ${pg.escapeIdentifier(channel)}`;

  function schedule(err: Error) {
    if (stopped || retry) return;
    events.lost?.(err, delay);
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => {
          delay = RECONNECT_MIN_MS;
          events.restored?.();
        },
        (e: Error) => {
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          schedule(e);
        },
      );
    }, delay);
    retry.unref();
  }

  function dropped(c: pg.Client, err: Error) {
    if (stopped || client !== c) return;
    client = null;
    c.end().catch(() => {});
    schedule(err);
  }

  async function connect() {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      if (m.channel === channel) onPayload(m.payload ?? '');
    });
    // Without an 'error' listener a dropped connection would crash the process.
    c.on('error', (err) => dropped(c, err));
    c.on('end', () => dropped(c, new Error('LISTEN connection ended')));
    try {
      await c.connect();
      await c.query(listenSql);
    } catch (e) {
      c.end().catch(() => {});
      throw e;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    retry = null;
    const c = client;
    client = null;
    if (c) {
      await c.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      await c.end().catch(() => {});
    }
  };
}

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * How many proxies in front of this server append to X-Forwarded-For (TRUST_PROXY, ADR 035):
 * unset, empty, `0` or `false` → none (the socket's address is the client's); `true`/`yes`/`on` → 1;
 * a whole number → that many. Anything else is refused at start-up (server/config.ts reads it too).
 */
export function trustedProxyHops(raw: string | undefined = process.env.TRUST_PROXY): number {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'no' || v === 'off') return 0;
  if (v === 'true' || v === 'yes' || v === 'on') return 1;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  throw new Error(`TRUST_PROXY must be a number of proxies (1, 2, …) or true/false, not "${raw}"`);
}

/**
 * The client's address behind `hops` trusted proxies. Each proxy appends the address it received the
 * request from, so only the right-most `hops` entries were written by proxies we trust; anything to
 * their left came from the client and can say anything. With one proxy that is the last entry, with
 * two the one before it, and so on. When the header holds fewer entries than proxies (a request that
 * reached an inner proxy directly), the left-most one is the nearest we can trust; with no header the
 * socket's address stands.
 */
export function forwardedClient(
  forwardedFor: string | string[] | undefined | null,
  socketAddress: string | undefined | null,
  hops: number,
): string {
  const fallback = socketAddress || 'unknown';
  if (hops <= 0 || !forwardedFor) return fallback;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return fallback;
  return entries[Math.max(0, entries.length - hops)];
}

let cachedRaw: string | undefined;
let cachedHops = 0;
/** TRUST_PROXY as read now (tests change it at run time); a bad value was refused by loadConfig, else 0. */
function currentHops(): number {
  const raw = process.env.TRUST_PROXY;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedHops = trustedProxyHops(raw);
    } catch {
      cachedHops = 0;
    }
  }
  return cachedHops;
}

/** The client's address; X-Forwarded-For is read only behind TRUST_PROXY proxies (the right-most hops). */
export function clientIp(c: Context): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return forwardedClient(c.req.header('x-forwarded-for'), socket, currentHops());
}

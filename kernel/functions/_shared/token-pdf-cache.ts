// PDFs a client opens by a link's token (invoice-pdf, quotation-pdf; issue 20
// #13, ADR 035). Rendering costs 150–670 ms of CPU, so:
//   * a rendered PDF is kept in memory, keyed by the token AND a hash of the
//     document the database answered (amounts, status, settings…): the same
//     state is served from memory; a payment, an answer or a new setting
//     changes the document, hence the key, and the next request renders anew;
//   * requests by token are limited per client address and per token in a
//     sliding minute (429 with Retry-After), cached or not.
// Memory per server process: at most CACHE_ENTRIES PDFs and CACHE_BYTES bytes
// (least recently used out first). Limits: DOCUMENT_PDF_PER_ADDRESS_PER_MINUTE
// (default 60) and DOCUMENT_PDF_PER_TOKEN_PER_MINUTE (default 12).

const CACHE_ENTRIES = 200;
const CACHE_BYTES = 64 * 1024 * 1024;
const WINDOW_MS = 60_000;

type Entry = { bytes: Uint8Array; fileName: string };
const cache = new Map<string, Entry>();
let cachedBytes = 0;

function envInt(name: string, fallback: number): number {
  const n = Number(Deno.env.get(name) ?? '');
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export async function documentKey(kind: string, token: string, doc: unknown, extra = ''): Promise<string> {
  const text = `${kind}\n${token}\n${extra}\n${JSON.stringify(doc)}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function cachedPdf(key: string): Entry | undefined {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit); // most recently used last
  }
  return hit;
}

export function keepPdf(key: string, entry: Entry): void {
  if (entry.bytes.byteLength > CACHE_BYTES / 8) return;
  const old = cache.get(key);
  if (old) {
    cachedBytes -= old.bytes.byteLength;
    cache.delete(key);
  }
  cache.set(key, entry);
  cachedBytes += entry.bytes.byteLength;
  for (const [k, v] of cache) {
    if (cache.size <= CACHE_ENTRIES && cachedBytes <= CACHE_BYTES) break;
    cache.delete(k);
    cachedBytes -= v.bytes.byteLength;
  }
}

const hits = new Map<string, number[]>();
let lastSweep = 0;

/** Counts one request; the seconds to wait when `key` already made `limit` in the last minute. */
function take(key: string, limit: number, now: number): number {
  const recent = (hits.get(key) ?? []).filter((t) => t > now - WINDOW_MS);
  if (recent.length >= limit) {
    hits.set(key, recent);
    return Math.max(1, Math.ceil((recent[0] + WINDOW_MS - now) / 1000));
  }
  recent.push(now);
  hits.set(key, recent);
  return 0;
}

/** 0 when the request may go on, else the seconds for Retry-After. */
export function pdfRequestWait(address: string, token: string): number {
  const now = Date.now();
  if (now - lastSweep > WINDOW_MS) {
    lastSweep = now;
    for (const [k, times] of hits) if (!times.some((t) => t > now - WINDOW_MS)) hits.delete(k);
  }
  const byAddress = take(`a:${address}`, envInt('DOCUMENT_PDF_PER_ADDRESS_PER_MINUTE', 60), now);
  if (byAddress) return byAddress;
  return take(`t:${token}`, envInt('DOCUMENT_PDF_PER_TOKEN_PER_MINUTE', 12), now);
}

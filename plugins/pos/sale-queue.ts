// The till's queue of paid sales the server has not stored yet (issue 25, ADR 065). A sale the till
// could not send — the network is down, the request got no answer — is kept here, in this browser's
// localStorage (it survives a reload and a closed tab), with the id the till made for it. The queue is
// sent in order when the network is back, on every start of the till and every few seconds while
// something waits; public.pos_record_sale stores a sale once per id, so sending one twice (two tabs, a
// retry after an answer that was lost) stores it once. A sale the server refuses (sold out at the
// location since, no open session) is kept and marked with the server's words: it is never dropped
// without the cashier saying so, and never retried blindly.
import { isDataError } from '@kernel/data/data-error.ts';
import type { SaleToRecord } from './data.ts';
import type { SaleReceipt } from './shapes.ts';

export interface QueuedSale {
  sale: SaleToRecord;
  /** What the cashier saw when it was paid: the total and the change given. */
  total: string;
  change: string;
  queued_at: string;
  /** The server's refusal, word for word; null while it waits to be sent. */
  refused: string | null;
}

export const QUEUE_KEY = 'safeworks.pos.sale-queue';
/** Fired on `window` when this tab changes the queue (other tabs hear the `storage` event). */
export const QUEUE_EVENT = 'safeworks:pos-sale-queue';

/** The queue from its stored text (a damaged text reads as empty rather than stopping the till). */
export function parseQueue(text: string | null): QueuedSale[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedSale[]) : [];
  } catch {
    return [];
  }
}

export function readQueue(): QueuedSale[] {
  return parseQueue(localStorage.getItem(QUEUE_KEY));
}

function writeQueue(queue: readonly QueuedSale[]): void {
  localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
  window.dispatchEvent(new Event(QUEUE_EVENT));
}

/** Keeps a sale to send later; the same sale twice stays one entry. */
export function enqueueSale(entry: Omit<QueuedSale, 'queued_at' | 'refused'>, now = new Date()): void {
  const queue = readQueue();
  if (queue.some((q) => q.sale.id === entry.sale.id)) return;
  writeQueue([...queue, { ...entry, queued_at: now.toISOString(), refused: null }]);
}

export function removeQueuedSale(id: string): void {
  writeQueue(readQueue().filter((q) => q.sale.id !== id));
}

function setRefused(id: string, refused: string | null): void {
  writeQueue(readQueue().map((q) => (q.sale.id === id ? { ...q, refused } : q)));
}

/** A refused sale the cashier has put right (stock received, session opened): send it again. */
export function retryQueuedSale(id: string): void {
  setRefused(id, null);
}

/**
 * The request got no answer from the server (offline, the connection dropped, a proxy with no
 * server behind it): the sale may or may not be stored, so it is kept and sent again with its id.
 * An answer — the server's refusal — is not this.
 */
export function isUnanswered(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (!isDataError(error)) return true;
  return !error.status || error.status === 502 || error.status === 503 || error.status === 504;
}

export interface DrainResult {
  stored: SaleReceipt[];
  /** Stopped because a request got no answer (still offline): what is left waits for the next try. */
  unanswered: boolean;
}

let running: Promise<DrainResult> | null = null;

async function drainOnce(send: (sale: SaleToRecord) => Promise<SaleReceipt>): Promise<DrainResult> {
  const stored: SaleReceipt[] = [];
  for (const entry of readQueue()) {
    if (entry.refused !== null) continue;
    // Another tab may have sent it meanwhile: the server answers the same receipt, nothing twice.
    if (!readQueue().some((q) => q.sale.id === entry.sale.id && q.refused === null)) continue;
    try {
      stored.push(await send(entry.sale));
      removeQueuedSale(entry.sale.id);
    } catch (error) {
      if (isUnanswered(error)) return { stored, unanswered: true };
      setRefused(entry.sale.id, (error as Error).message);
    }
  }
  return { stored, unanswered: false };
}

/**
 * Sends what waits, oldest first. One drain at a time in this tab (a second call joins the running
 * one) and, where the browser has Web Locks, across the till's tabs.
 */
export function drainQueue(send: (sale: SaleToRecord) => Promise<SaleReceipt>): Promise<DrainResult> {
  if (running) return running;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = locks
    ? (locks.request(QUEUE_KEY, () => drainOnce(send)) as Promise<DrainResult>)
    : drainOnce(send);
  running = run.finally(() => {
    running = null;
  });
  return running;
}

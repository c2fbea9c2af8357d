// @vitest-environment jsdom
// The till's offline queue on its own: a sale is kept once, drains started together send each sale
// once, no answer stops the drain with everything still kept in order, a refusal is kept with the
// server's words and not sent again until the cashier says so.
import { DataError } from '@kernel/data/data-error.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaleToRecord } from './data.ts';
import { drainQueue, enqueueSale, isUnanswered, readQueue, retryQueuedSale } from './sale-queue.ts';
import type { SaleReceipt } from './shapes.ts';

const sale = (id: string): SaleToRecord => ({
  id,
  location_id: 'loc-shop',
  customer_user_id: null,
  cart_discount_percent: '0',
  lines: [],
  payments: [{ method: 'cash', amount: '100', reference: '' }],
});
const stored = (s: SaleToRecord) => ({ id: s.id }) as SaleReceipt;

beforeEach(() => localStorage.clear());

describe('the till’s queue of sales not yet stored', () => {
  it('keeps a sale once however often it is queued', () => {
    for (let i = 0; i < 3; i++) enqueueSale({ sale: sale('a'), total: '100.00', change: '0.00' });
    expect(readQueue().map((q) => q.sale.id)).toEqual(['a']);
  });

  it('sends each waiting sale once when 20 drains start at the same moment', async () => {
    enqueueSale({ sale: sale('a'), total: '100.00', change: '0.00' });
    enqueueSale({ sale: sale('b'), total: '100.00', change: '0.00' });
    const send = vi.fn(async (s: SaleToRecord) => stored(s));
    const results = await Promise.all(Array.from({ length: 20 }, () => drainQueue(send)));
    expect(send.mock.calls.map(([s]) => s.id)).toEqual(['a', 'b']);
    expect(results[0]?.stored).toHaveLength(2);
    expect(readQueue()).toEqual([]);
  });

  it('stops at the first request with no answer and keeps every sale, in order, for the next try', async () => {
    for (const id of ['a', 'b', 'c']) enqueueSale({ sale: sale(id), total: '100.00', change: '0.00' });
    const send = vi
      .fn(async (s: SaleToRecord) => stored(s))
      .mockImplementationOnce(async (s) => stored(s))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await drainQueue(send);
    expect(result).toMatchObject({ unanswered: true, stored: [{ id: 'a' }] });
    expect(readQueue().map((q) => [q.sale.id, q.refused])).toEqual([
      ['b', null],
      ['c', null],
    ]);
    await drainQueue(send);
    expect(readQueue()).toEqual([]);
    expect(send.mock.calls.map(([s]) => s.id)).toEqual(['a', 'b', 'b', 'c']);
  });

  it('keeps a refused sale with the server’s words, passes it over, and sends it again only when asked', async () => {
    enqueueSale({ sale: sale('a'), total: '100.00', change: '0.00' });
    const refusal = new DataError({ message: 'No session is open at Shop', code: 'P0001', status: 400 });
    const send = vi.fn(async (s: SaleToRecord) => stored(s)).mockRejectedValueOnce(refusal);
    await drainQueue(send);
    expect(readQueue()).toEqual([expect.objectContaining({ refused: 'No session is open at Shop' })]);
    await drainQueue(send);
    expect(send).toHaveBeenCalledTimes(1);
    retryQueuedSale('a');
    await drainQueue(send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(readQueue()).toEqual([]);
  });

  it('tells a request with no answer from the server’s refusal', () => {
    expect(isUnanswered(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnanswered(new DataError({ message: 'Failed to fetch', status: 0 }))).toBe(true);
    expect(isUnanswered(new DataError({ message: 'Bad gateway', status: 502 }))).toBe(true);
    expect(isUnanswered(new DataError({ message: 'Payments do not cover the total', status: 400 }))).toBe(
      false,
    );
  });
});

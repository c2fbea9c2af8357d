// The till's sales waiting to be sent (ADR 065): "2 sales waiting to be sent" while the network is down,
// sent by themselves when it is back (the `online` event), on every start of the till and every
// 15 seconds while something waits; a sale the server refused stays with the server's words and
// "Send again" (after the stock is received or a session opened) or "Remove…" (asks first: the
// customer has paid).
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { SaleToRecord } from '../data.ts';
import {
  drainQueue,
  parseQueue,
  QUEUE_EVENT,
  QUEUE_KEY,
  type QueuedSale,
  readQueue,
  removeQueuedSale,
  retryQueuedSale,
} from '../sale-queue.ts';
import type { SaleReceipt } from '../shapes.ts';

const RETRY_MS = 15_000;

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === QUEUE_KEY) onChange();
  };
  window.addEventListener(QUEUE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(QUEUE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore wants the same snapshot while nothing changed: the stored text is that.
const snapshot = () => localStorage.getItem(QUEUE_KEY) ?? '[]';

/** The queue, live, and a drain that runs on start, when the browser comes online and on a timer. */
export function useSaleQueue(send: (sale: SaleToRecord) => Promise<SaleReceipt>, onStored: () => void) {
  const text = useSyncExternalStore(subscribe, snapshot, snapshot);
  const queue = useMemo(() => parseQueue(text), [text]);
  const latest = useRef({ send, onStored });
  latest.current = { send, onStored };
  const [sending, setSending] = useState(false);

  const drain = useCallback(async () => {
    if (!readQueue().some((q) => q.refused === null)) return;
    setSending(true);
    try {
      const { stored } = await drainQueue((sale) => latest.current.send(sale));
      if (stored.length) latest.current.onStored();
    } finally {
      setSending(false);
    }
  }, []);

  const waiting = queue.filter((q) => q.refused === null).length;
  useEffect(() => {
    void drain();
    window.addEventListener('online', drain);
    return () => window.removeEventListener('online', drain);
  }, [drain]);
  useEffect(() => {
    if (waiting === 0) return;
    const t = setInterval(() => void drain(), RETRY_MS);
    return () => clearInterval(t);
  }, [waiting, drain]);

  return { queue, waiting, sending, drain };
}

export function QueuedSales({
  queue,
  waiting,
  sending,
  onSendNow,
}: {
  queue: readonly QueuedSale[];
  waiting: number;
  sending: boolean;
  onSendNow: () => void;
}) {
  const { money, date } = useFormatters();
  const [removing, setRemoving] = useState<string | null>(null);
  const refused = queue.filter((q) => q.refused !== null);
  if (queue.length === 0) return null;
  return (
    <section aria-label="Sales not yet stored" className="flex flex-col gap-2 print:hidden">
      {waiting > 0 && (
        <div className="flex items-center gap-3 rounded-md border border-amber-500 bg-amber-50 p-3 text-amber-950">
          <p role="status" className="grow font-medium" data-testid="till-queue">
            {waiting === 1 ? '1 sale waiting to be sent' : `${waiting} sales waiting to be sent`}
            {sending ? ' — sending…' : ''}
          </p>
          <Button variant="outline" size="sm" disabled={sending} onClick={onSendNow}>
            Send now
          </Button>
        </div>
      )}
      {refused.map((q) => (
        <Alert key={q.sale.id} variant="destructive">
          <AlertDescription className="flex flex-col gap-2">
            <span>
              A sale of {money(q.total)} made offline at {date(q.queued_at, 'datetime')} was refused:{' '}
              {q.refused}. The customer has paid: put it right (receive or adjust the stock, open a session),
              then send it again.
            </span>
            <span className="flex gap-2">
              <Button
                size="sm"
                onClick={() => {
                  retryQueuedSale(q.sale.id);
                  onSendNow();
                }}
              >
                Send again
              </Button>
              {removing === q.sale.id ? (
                <Button size="sm" variant="destructive" onClick={() => removeQueuedSale(q.sale.id)}>
                  Remove it: the money is refunded
                </Button>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setRemoving(q.sale.id)}>
                  Remove…
                </Button>
              )}
            </span>
          </AlertDescription>
        </Alert>
      ))}
    </section>
  );
}

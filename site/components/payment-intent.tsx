// The real state of an online payment (ADR 053), for /payment/callback, /success and /failed when the address
// names an intent (`?intent=<public token>`): read from the server (payments-status, which also asks the provider
// when a callback is late), never decided by the query string. The site imports no plugin: it calls the server.
import { supabase } from '@kernel/supabase.ts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';

const statusSchema = z.object({
  status: z.enum(['pending', 'succeeded', 'failed', 'cancelled', 'expired', 'held']),
  provider: z.string(),
  amount: z.string(),
  currency: z.string(),
  reason: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_path: z.string().nullable(),
  receipt_number: z.string().nullable(),
  // An online shop order's payment (ADR 057): its number and the buyer's order page.
  order_number: z.string().nullable().optional(),
  order_path: z.string().nullable().optional(),
});
export type PaymentIntentState = z.infer<typeof statusSchema>;

async function readStatus(token: string): Promise<PaymentIntentState> {
  const { data, error } = await supabase.functions.invoke('payments-status', { body: { token } });
  if (error) {
    let message = 'We could not read your payment: try again in a moment.';
    try {
      const body = (await (error as { context?: Response }).context?.json()) as
        | { error?: string }
        | undefined;
      if (body?.error) message = body.error;
    } catch {
      /* keep the general message */
    }
    throw new Error(message);
  }
  const parsed = statusSchema.safeParse(data);
  if (!parsed.success) throw new Error('We could not read your payment: try again in a moment.');
  return parsed.data;
}

/** The intent the address names, or null; read again every `pollMs` while it is pending (the server expires it). */
export function usePaymentIntent(pollMs: number | false) {
  const [params] = useSearchParams();
  const token = params.get('intent');
  const [state, setState] = useState<{ data?: PaymentIntentState; error?: Error }>({});
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const data = await readStatus(token);
        if (stopped) return;
        setState({ data });
        if (pollMs && data.status === 'pending') timer = setTimeout(() => void read(), pollMs);
      } catch (e) {
        if (!stopped) setState({ error: e as Error });
      }
    };
    void read();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [token, pollMs]);
  return { token, ...state };
}

export function money(state: Pick<PaymentIntentState, 'amount' | 'currency'>) {
  return `${state.currency} ${Number(state.amount).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** In words a payer understands. */
export function failureText(state: PaymentIntentState): string {
  if (state.status === 'cancelled') return 'You cancelled the payment. Nothing was taken.';
  if (state.status === 'expired')
    return 'The payment was not confirmed in time. If money left your account, contact us with the reference.';
  return state.reason
    ? `${state.reason}. Nothing was recorded against your invoice.`
    : 'The payment did not go through.';
}

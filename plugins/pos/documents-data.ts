// The POS documents the server makes (ADR 076): the Z report and purchase order PDFs from the
// pos-z-report and pos-purchase-order edge functions, a purchase order sent to its supplier, a till
// receipt e-mailed to a customer. The database decides who may; these only call and explain.
import { supabase } from '@kernel/supabase.ts';
import { z } from 'zod';
import { type PurchaseOrder, purchaseOrderSchema } from './purchasing-shapes.ts';

/** The function's own words ({ error }) when it refused, else the fallback. */
export async function functionError(error: unknown, fallback: string): Promise<Error> {
  try {
    const body = (await (
      (error as { context?: Response } | null)?.context as Response | undefined
    )?.json()) as { error?: string; message?: string } | undefined;
    return new Error(body?.error ?? body?.message ?? fallback);
  } catch {
    return new Error(fallback);
  }
}

async function downloadPdf(fn: string, body: Record<string, unknown>, fallbackName: string) {
  const { data, error, response } = await supabase.functions.invoke<Blob>(fn, { body });
  if (error || !(data instanceof Blob))
    throw await functionError(error, 'The PDF could not be made. Try again.');
  const name =
    /filename="([^"]+)"/.exec(response?.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const downloadZReportPdf = (sessionId: string) =>
  downloadPdf('pos-z-report', { session_id: sessionId }, 'z-report.pdf');

export const downloadPurchaseOrderPdf = (orderId: string) =>
  downloadPdf('pos-purchase-order', { order_id: orderId }, 'purchase-order.pdf');

/** E-mails the order to its supplier with the PDF attached; a second call answers `already`. */
export async function sendPurchaseOrder(orderId: string): Promise<PurchaseOrder> {
  const { data, error } = await supabase.functions.invoke('pos-purchase-order', {
    body: { order_id: orderId, send: true },
  });
  if (error || !data) throw await functionError(error, 'The purchase order could not be sent. Try again.');
  return purchaseOrderSchema.parse(data);
}

const receiptEmailSchema = z.object({
  id: z.string(),
  email_id: z.string().nullable(),
  to: z.string(),
  number: z.string(),
  already: z.boolean(),
});
export type ReceiptEmail = z.infer<typeof receiptEmailSchema>;

/** `request` is made once per dialog: a double click or a retry sends one e-mail. */
export async function emailReceipt(request: string, saleId: string, to: string): Promise<ReceiptEmail> {
  const { data, error } = await supabase.rpc('pos_email_receipt', {
    p_request: request,
    p_sale: saleId,
    p_to: to,
  });
  if (error) throw new Error(error.message);
  return receiptEmailSchema.parse(data);
}

// The receipt of an online payment, e-mailed through the outbox as staff would send it (invoicing's receipt
// PDF, stored once with its hash, and the 'payment_receipt' template; ADR 032/035), to the customer's primary
// contact or the customer's address. Run by the server (service role) right after a payment is credited.

import type { SupabaseClient } from '@supabase/supabase-js';
import { renderReceiptPdf } from '#invoicing-documents/receipt-pdf.ts';
import { logoDataUrl } from '#invoicing-functions/printing.ts';
import { type ReceiptJson, receiptToDocument } from '#invoicing-functions/receipt-document.ts';
import { storeServerDocument } from '#kernel-functions/server-documents.ts';

/** What happened, in words (for the log); never throws. */
export async function emailReceipt(db: SupabaseClient, paymentId: string): Promise<string> {
  try {
    const read = await db.rpc('payment_receipt', { payment_id: paymentId });
    if (read.error) return `Receipt not sent: ${read.error.message}`;
    const receipt = read.data as ReceiptJson & { customer: { send_to?: string | null } };
    const to = receipt.customer.send_to;
    if (!to) return `Receipt ${receipt.number} not e-mailed: the customer has no e-mail address`;
    const stored = await storeServerDocument(receipt.pdf_path, async () =>
      renderReceiptPdf(receiptToDocument(receipt, await logoDataUrl(db, receipt.company.logo_path))),
    );
    if (!stored.ok) return `Receipt ${receipt.number} not stored: ${stored.message}`;
    const queued = await db.rpc('queue_payment_receipt_email', { payment_id: paymentId, to_addresses: [to] });
    if (queued.error) return `Receipt ${receipt.number} not e-mailed: ${queued.error.message}`;
    return `Receipt ${receipt.number} e-mailed to ${to}`;
  } catch (e) {
    return `Receipt not sent: ${(e as Error).message}`;
  }
}

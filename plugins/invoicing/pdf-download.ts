// Downloads an invoice's (or one of its credit notes') PDF from the
// `invoice-pdf` edge function, which reads as the caller (staff, RLS).
import { supabase } from '@kernel/supabase.ts';

export async function downloadInvoicePdf(invoiceId: string, creditNoteId?: string) {
  const { data, error, response } = await supabase.functions.invoke<Blob>('invoice-pdf', {
    body: { invoice_id: invoiceId, credit_note_id: creditNoteId ?? null },
  });
  if (error || !(data instanceof Blob)) {
    let reason = 'The PDF could not be made. Try again.';
    try {
      const body = (await (error?.context as Response | undefined)?.json()) as
        | { message?: string }
        | undefined;
      if (body?.message) reason = body.message;
    } catch {
      // keep the general message
    }
    throw new Error(reason);
  }
  const disposition = response?.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'invoice.pdf';
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

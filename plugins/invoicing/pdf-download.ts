// Downloads an invoice's (or one of its credit notes') PDF from the
// `invoice-pdf` edge function: staff by id (read as the caller, RLS), a client
// by the link's token (public_invoice: that one invoice, signed out or not).
import { supabase } from '@kernel/supabase.ts';

async function download(body: Record<string, unknown>, fallbackName: string) {
  const { data, error, response } = await supabase.functions.invoke<Blob>('invoice-pdf', { body });
  if (error || !(data instanceof Blob)) {
    let reason = 'The PDF could not be made. Try again.';
    try {
      const answer = (await (error?.context as Response | undefined)?.json()) as
        | { message?: string; error?: string }
        | undefined;
      if (answer?.message || answer?.error) reason = (answer.message ?? answer.error) as string;
    } catch {
      // keep the general message
    }
    throw new Error(reason);
  }
  const disposition = response?.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadInvoicePdf(invoiceId: string, creditNoteId?: string) {
  await download({ invoice_id: invoiceId, credit_note_id: creditNoteId ?? null }, 'invoice.pdf');
}

/** The client's copy, by the token of the public page. */
export async function downloadPublicInvoicePdf(token: string, fileName: string) {
  await download({ token }, fileName);
}

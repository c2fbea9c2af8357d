// GET /functions/v1/payments-receipt?intent=<public token> — the receipt PDF of an online payment, for the payer
// who holds the intent's public token (the /payment/success page links here; no session, ADR 061). Invoicing's
// receipt (payment_receipt, renderReceiptPdf) read as the service role for exactly the payment the intent
// credited: 404 in words for an unknown token or a payment not (yet) credited, 410 for a reversed one.
import { receiptFileName, renderReceiptPdf } from '#invoicing-documents/receipt-pdf.ts';
import { logoDataUrl } from '#invoicing-functions/printing.ts';
import { type ReceiptJson, receiptToDocument } from '#invoicing-functions/receipt-document.ts';
import { corsHeaders, preflight } from '#kernel-functions/cors.ts';
import { errorJson } from '#kernel-functions/http.ts';
import { serviceClient } from '#payments-functions/server.ts';

const TOKEN = /^[0-9a-f]{64}$/;

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'GET') return errorJson(405, 'Use GET');
  const token = new URL(req.url).searchParams.get('intent') ?? '';
  if (!TOKEN.test(token))
    return errorJson(404, 'This receipt link is not valid: open it from your payment page');
  const db = serviceClient();
  const it = await db
    .from('payment_intents')
    .select('status, payment_id')
    .eq('public_token', token)
    .maybeSingle();
  if (!it.data) return errorJson(404, 'This receipt link is not valid: open it from your payment page');
  if (it.data.status !== 'succeeded' || !it.data.payment_id)
    return errorJson(404, 'This payment has no receipt yet: it is not confirmed');
  const read = await db.rpc('payment_receipt', { payment_id: it.data.payment_id });
  if (read.error) return errorJson(404, 'The receipt could not be read: ask us for it');
  const receipt = read.data as ReceiptJson;
  if (receipt.reversed_at)
    return errorJson(410, `Receipt ${receipt.number} was reversed (refunded): ask us for details`);
  const pdf = await renderReceiptPdf(
    receiptToDocument(receipt, await logoDataUrl(db, receipt.company.logo_path)),
  );
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${receiptFileName(receipt.number)}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}

Deno.serve(handler);

// The sandbox provider's hosted page (ADR 053): GET /functions/v1/payments-sandbox?ref=SBX-… shows what is being
// paid and three choices — pay, decline, cancel — as a provider's checkout would. POSTing a choice makes the
// sandbox "bank" decide, deliver its signed callback to payments-webhook (as the intent's behaviour says:
// delayed, repeated, garbled or dropped, set from payment testing) and send the payer back to
// /payment/callback?intent=…, which reads the result from the server. No session: the reference is the key,
// and nothing the page posts is believed without the signed callback.

import { sandboxDecide, sandboxIntent } from '#payments-functions/sandbox-deliver.ts';
import { providerConfig, serviceClient } from '#payments-functions/server.ts';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, inner: string, status = 200): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:24px;color:#0f172a}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 24px #0002}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:32px;font-weight:600;margin:16px 0}
.note{color:#475569;font-size:14px}button{display:block;width:100%;padding:12px;margin-top:10px;font-size:16px;border-radius:8px;border:1px solid #cbd5e1;background:#fff;cursor:pointer}
button.pay{background:#0f766e;color:#fff;border-color:#0f766e}.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:12px}
</style></head><body><main>${inner}</main></body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );
}

const gone = () =>
  page(
    'Payment not found',
    '<h1>This payment is not open</h1><p class="note">Go back to your invoice or order and start again.</p>',
    404,
  );

async function handler(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const ref = url.searchParams.get('ref') ?? '';
  if (!/^SBX-[A-Z0-9]{16}$/.test(ref)) return gone();
  const db = serviceClient();
  const intent = await sandboxIntent(db, ref);
  if (!intent) return gone();
  const money = `${intent.currency} ${Number(intent.amount).toLocaleString('en-KE', { minimumFractionDigits: 2 })}`;

  if (req.method === 'GET') {
    if (intent.status !== 'pending' || intent.sandbox_behaviour?.provider_state)
      return page(
        'Already answered',
        '<h1>This payment was already answered</h1><p class="note">Go back to your invoice or order to see where it stands.</p>',
        409,
      );
    return page(
      'Sandbox checkout',
      `<span class="badge">Sandbox: no real money moves</span>
<h1>Safeworks test checkout</h1><p class="note">Reference ${esc(ref)}</p>
<p class="amount">${esc(money)}</p>
<form method="post"><button class="pay" name="outcome" value="succeeded">Pay ${esc(money)}</button>
<button name="outcome" value="failed">Decline (card refused)</button>
<button name="outcome" value="cancelled">Cancel and go back</button></form>`,
    );
  }
  if (req.method !== 'POST') return page('Not allowed', '<h1>Not allowed</h1>', 405);
  const form = new URLSearchParams(await req.text());
  const outcome = form.get('outcome');
  if (outcome !== 'succeeded' && outcome !== 'failed' && outcome !== 'cancelled')
    return page('Choose', '<h1>Choose pay, decline or cancel</h1>', 400);
  if (intent.status === 'pending' && !intent.sandbox_behaviour?.provider_state) {
    const config = await providerConfig(db, 'sandbox');
    await sandboxDecide(db, config?.secrets.signing_secret ?? '', intent, outcome);
  }
  const site = (Deno.env.get('SITE_URL') ?? Deno.env.get('SUPABASE_URL') ?? '').replace(/\/+$/, '');
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${site}/payment/callback?intent=${intent.public_token}`,
      'Cache-Control': 'no-store',
    },
  });
}

Deno.serve(handler);

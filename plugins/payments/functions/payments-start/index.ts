// POST /functions/v1/payments-start (no session needed: the invoice link's token is the credential; ADR 053)
//   { invoice_token | order_token (an online shop order, ADR 057), amount?, provider: 'sandbox' | 'mpesa' | 'stripe' | 'paystack', phone?, email? }
//   200 { token, status_path: '/payment/callback?intent=…', redirect_path?: '/functions/v1/payments-sandbox?ref=…',
//         message? }
//   400 bad input · 404 unknown link · 409 the invoice cannot be paid online · 429 too many attempts
//   502 the provider refused to start (the intent is marked failed)
// The intent is made by public.create_payment_intent (amount, currency, invoice state and rate limits are the
// database's rules); the adapter then starts it at the provider.
import { preflight } from '#kernel-functions/cors.ts';
import { errorJson, json, linkStatus, readJsonObject } from '#kernel-functions/http.ts';
import { reasonFor } from '#payments-functions/adapter.ts';
import { adapterFor, providerConfig, serviceClient, settle, webhookUrl } from '#payments-functions/server.ts';

interface Info {
  remoteAddr?: { hostname?: string };
}

async function handler(req: Request, info?: Info): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');
  const provider = typeof body.provider === 'string' ? body.provider : 'sandbox';
  const adapter = adapterFor(provider);
  if (!adapter) return errorJson(400, 'That way of paying is not available: choose another');
  const db = serviceClient();
  const made = await db.rpc('create_payment_intent', {
    p: {
      invoice_token: typeof body.invoice_token === 'string' ? body.invoice_token : '',
      order_token: typeof body.order_token === 'string' ? body.order_token : null,
      amount: typeof body.amount === 'string' || typeof body.amount === 'number' ? String(body.amount) : null,
      provider,
      phone: typeof body.phone === 'string' ? body.phone : null,
      client_address: info?.remoteAddr?.hostname ?? null,
    },
  });
  if (made.error) {
    const status = made.error.code === '22023' ? 400 : linkStatus(made.error.code);
    return errorJson(status === 500 ? 422 : status, made.error.message);
  }
  const intent = made.data as {
    id: string;
    public_token: string;
    amount: string;
    currency: string;
    phone: string | null;
    provider_reference: string | null;
    invoice_number: string;
    customer_id: string | null;
  };
  // Paystack asks for the payer's e-mail: the one typed on the pay page, else the customer's.
  let email =
    typeof body.email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email.trim())
      ? body.email.trim()
      : null;
  if (!email && provider === 'paystack' && intent.customer_id) {
    const c = await db.from('customers').select('email').eq('id', intent.customer_id).maybeSingle();
    email = (c.data?.email as string | null | undefined) ?? null;
  }
  const statusPath = `/payment/callback?intent=${intent.public_token}`;
  const config = await providerConfig(db, provider);
  try {
    if (!config) throw new Error('The provider is not set up');
    const started = await adapter.start({ ...intent, email }, config, {
      callbackUrl: webhookUrl(provider, config),
      siteUrl: Deno.env.get('SITE_URL') ?? Deno.env.get('SUPABASE_URL') ?? '',
    });
    if (!intent.provider_reference || intent.provider_reference !== started.providerReference) {
      const s = await db.rpc('payment_intent_started', {
        intent_id: intent.id,
        provider_reference: started.providerReference,
        body: {},
      });
      if (s.error) throw new Error(s.error.message);
    }
    return json({
      token: intent.public_token,
      status_path: statusPath,
      ...(started.kind === 'redirect'
        ? { redirect_path: started.redirectPath }
        : { message: started.message }),
    });
  } catch (e) {
    const message = (e as Error).message;
    // The intent needs a reference to be settled; one that never started gets its own.
    let ref = intent.provider_reference;
    if (!ref) {
      ref = `NOSTART-${intent.id}`;
      await db.rpc('payment_intent_started', { intent_id: intent.id, provider_reference: ref, body: {} });
    }
    await settle(
      db,
      provider,
      {
        providerReference: ref,
        outcome: 'failed',
        transactionId: null,
        amount: null,
        currency: null,
        reason: reasonFor('failed', message),
        body: { start_error: message },
      },
      'callback',
    );
    return errorJson(502, message, { token: intent.public_token, status_path: statusPath });
  }
}

Deno.serve(handler);

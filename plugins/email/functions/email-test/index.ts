// Settings → Email: "Send a test e-mail" (superadmins only).
//
// POST { to?, settings? }
//   to        where the test goes (default: the caller's own address)
//   settings  unsaved form values to try ({ sender_name, sender_address, reply_to, smtp_host,
//             smtp_port, smtp_security, smtp_username, smtp_password }); omitted: the saved ones.
//             An empty smtp_password uses the saved one, but only for the saved host and user
//             name, so the stored password is never sent to a server it was not saved for.
//   200 { ok: true, via: "smtp", response }           the SMTP server's answer ("250 …")
//   200 { ok: false, via: "smtp", code, response_code, message }
//                                                     what went wrong (auth failure 535, connection
//                                                     refused, TLS problem, timeout); never the password
//   200 { ok: true, via: "mailbox", outbox_id, message }   no SMTP server: queued for the built-in mailbox
//   400 invalid input · 401 not signed in · 403 not a superadmin
//
// The caller's rights are checked by the database (admin_get_email_settings raises 42501 for
// anyone but a superadmin); only then is the service-role key used to read the saved password,
// which comes sealed (ADR 034) and is opened here with the key the server hands this function
// (EMAIL_SETTINGS_SEAL_KEY); the service-role key alone does not give it.
import { createClient } from '@supabase/supabase-js';
import nodemailer from 'nodemailer';
import { openSealedSmtpPassword } from '#email-functions/smtp-password.ts';
import { preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const ADDRESS = /^[^@\s<>,;:"()[\]\\]+@[^@\s<>,;:"()[\]\\]+\.[^@\s<>,;:"()[\]\\]+$/;
const HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i;

interface Smtp {
  sender_name: string | null;
  sender_address: string | null;
  reply_to: string | null;
  smtp_host: string | null;
  smtp_port: number;
  smtp_security: 'starttls' | 'tls' | 'none';
  smtp_username: string | null;
  smtp_password: string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

type SavedRow = Omit<Smtp, 'smtp_password'> & {
  smtp_password_sealed: string | null;
  password_pending: boolean;
};

/**
 * The saved settings with the password opened. A password saved moments ago is sealed by the
 * server on the save's NOTIFY: wait for that (a few seconds at most) rather than read it in clear.
 */
async function readSaved(admin: {
  rpc: (fn: string) => PromiseLike<{ data: unknown; error: { code?: string } | null }>;
}): Promise<Smtp | null> {
  for (let attempt = 0; ; attempt += 1) {
    const { data, error } = await admin.rpc('email_smtp_settings');
    if (error) throw new Error(`email_smtp_settings failed: ${error.code ?? ''}`);
    const row = (data as SavedRow[] | null)?.[0] ?? null;
    if (!row) return null;
    if (row.password_pending && attempt < 50) {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    const { smtp_password_sealed: sealed, password_pending: _pending, ...rest } = row;
    let password: string | null = null;
    const key = Deno.env.get('EMAIL_SETTINGS_SEAL_KEY');
    if (sealed && key) {
      try {
        password = openSealedSmtpPassword(key, sealed);
      } catch {
        password = null;
      }
    }
    return { ...rest, smtp_password: password };
  }
}

/** The unsaved form values, checked as admin_set_email_settings checks them; a string is the problem. */
function parseSettings(
  raw: unknown,
): (Omit<Smtp, 'smtp_password'> & { smtp_password: string | null }) | string {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return 'settings must be an object';
  const s = raw as Record<string, unknown>;
  const name = text(s.sender_name);
  if (name && (name.length > 100 || /[\u0000-\u001f\u007f<>"]/.test(name)))
    return 'The sender name must be one line of at most 100 characters, without quotes or angle brackets';
  const address = text(s.sender_address)?.toLowerCase() ?? null;
  if (address && !ADDRESS.test(address)) return `"${address}" is not an e-mail address`;
  const replyTo = text(s.reply_to)?.toLowerCase() ?? null;
  if (replyTo && !ADDRESS.test(replyTo)) return `The reply-to address "${replyTo}" is not an e-mail address`;
  const host = text(s.smtp_host)?.toLowerCase() ?? null;
  if (host && !HOST.test(host)) return 'The SMTP server must be a host name like smtp.example.com';
  const security = text(s.smtp_security) ?? 'starttls';
  if (security !== 'starttls' && security !== 'tls' && security !== 'none')
    return 'The connection security must be starttls, tls or none';
  const port =
    s.smtp_port === undefined || s.smtp_port === null ? (security === 'tls' ? 465 : 587) : s.smtp_port;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535)
    return 'The SMTP port must be between 1 and 65535';
  const password = typeof s.smtp_password === 'string' && s.smtp_password !== '' ? s.smtp_password : null;
  return {
    sender_name: name,
    sender_address: address,
    reply_to: replyTo,
    smtp_host: host,
    smtp_port: port,
    smtp_security: security,
    smtp_username: text(s.smtp_username),
    smtp_password: password,
  };
}

/** An error message with every trace of the password taken out (as sent, and base64 as in AUTH PLAIN/LOGIN). */
function scrub(message: string, secrets: (string | null)[]): string {
  let out = message;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of [secret, btoa(unescape(encodeURIComponent(secret)))])
      out = out.split(form).join('•••');
  }
  return out.slice(0, 1000);
}

function senderOf(s: Smtp, mailFrom: string): string {
  const m = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(mailFrom);
  const env = m ? { name: m[1].trim() || null, address: m[2] } : { name: null, address: mailFrom.trim() };
  const name = s.sender_name ?? env.name;
  const address = s.sender_address ?? env.address;
  return name ? `"${name}" <${address}>` : address;
}

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in to send a test e-mail');
  const url = Deno.env.get('SUPABASE_URL')!;
  const asCaller = createClient(url, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
  const { data: me, error: meError } = await asCaller.auth.getUser(token);
  if (meError || !me.user) return errorJson(401, 'Sign in to send a test e-mail');
  const { error: ruleError } = await asCaller.rpc('admin_get_email_settings');
  if (ruleError) {
    if (ruleError.code === '42501') return errorJson(403, ruleError.message);
    throw new Error(`admin_get_email_settings failed: ${ruleError.code ?? ''}`);
  }

  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');
  const to = (text(body.to) ?? me.user.email ?? '').toLowerCase();
  if (!ADDRESS.test(to)) return errorJson(400, 'Say where the test e-mail should go (an e-mail address)');

  // The service-role key is used only from here, after the database said yes.
  const admin = createClient(url, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, { auth: noSession });
  const saved = await readSaved(admin);
  let s: Smtp;
  if (body.settings === undefined || body.settings === null) {
    if (!saved) return errorJson(400, 'No e-mail settings are saved yet');
    s = saved;
  } else {
    const given = parseSettings(body.settings);
    if (typeof given === 'string') return errorJson(400, given);
    const sameServer =
      saved && given.smtp_host === saved.smtp_host && given.smtp_username === saved.smtp_username;
    s = { ...given, smtp_password: given.smtp_password ?? (sameServer ? saved.smtp_password : null) };
  }
  const mailFrom = Deno.env.get('MAIL_FROM') || 'Safeworks <no-reply@safeworks.local>';
  const from = senderOf(s, mailFrom);
  const subject = 'Safeworks test e-mail';
  const textBody = `This is a test e-mail from Safeworks, sent from Settings → Email by ${me.user.email ?? 'a superadmin'}.\n\nIf you can read it, e-mail from Safeworks reaches this address.`;

  const smtpUrl = Deno.env.get('SMTP_URL');
  if (!s.smtp_host && !smtpUrl) {
    const { data: id, error: queueError } = await asCaller.rpc('queue_email', {
      to_addresses: [to],
      subject,
      text_body: textBody,
      reply_to: s.reply_to,
      template: 'email.test',
    });
    if (queueError) return errorJson(400, queueError.message);
    return json({
      ok: true,
      via: 'mailbox',
      outbox_id: id,
      message:
        'No SMTP server is set up, so the test e-mail went to the built-in mailbox (Email → Mailbox) instead of the internet.',
    });
  }

  const transport = s.smtp_host
    ? nodemailer.createTransport({
        host: s.smtp_host,
        port: s.smtp_port,
        secure: s.smtp_security === 'tls',
        requireTLS: s.smtp_security === 'starttls',
        ignoreTLS: s.smtp_security === 'none',
        auth: s.smtp_username ? { user: s.smtp_username, pass: s.smtp_password ?? '' } : undefined,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
        logger: false,
        debug: false,
      })
    : nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
      } as never);
  const secrets = [s.smtp_password, smtpUrl ? new URL(smtpUrl).password || null : null];
  try {
    const info = await transport.sendMail({
      from,
      to,
      replyTo: s.reply_to ?? undefined,
      subject,
      text: textBody,
    });
    return json({ ok: true, via: 'smtp', response: scrub(String(info.response ?? ''), secrets) });
  } catch (e) {
    const err = e as { code?: string; responseCode?: number; message?: string };
    return json({
      ok: false,
      via: 'smtp',
      code: err.code ?? null,
      response_code: typeof err.responseCode === 'number' ? err.responseCode : null,
      message: scrub(String(err.message ?? e), secrets),
    });
  } finally {
    transport.close();
  }
}

Deno.serve(handler);

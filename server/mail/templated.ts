// The sender's render step (ADR 017): a claimed outbox row with a template and
// template_data is rendered just before delivery (kernel/functions/_shared/mail-render.ts) with
// the company's branding. What is sent is written back to the row so the outbox
// shows it — except an auth message's link and code: the row gets a copy
// rendered with them removed, and only the delivered message (and the built-in
// mailbox) holds them (ADR 016). The renderer is imported on first use.

import {
  type Branding,
  RenderError,
  type Rendered,
  renderEmail,
  type TemplateSource,
} from '../../kernel/functions/_shared/mail-render.ts';
import { unseal } from '../auth/outbox-seal.ts';
import type { Db } from '../db/types.ts';

export interface TemplatedRow {
  id: string;
  attempts: number;
  template: string | null;
  template_data: Record<string, unknown> | null;
  sealed: string | null;
}

/** The company as Settings → Company describes it; the logo from the public "branding" bucket. */
export async function loadBranding(db: Pick<Db, 'query'>, publicUrl?: string): Promise<Branding> {
  const r = await db.query<{
    name: string;
    email: string | null;
    phone: string | null;
    address: string | null;
    postal_address: string | null;
    website: string | null;
    logo_path: string | null;
  }>(
    `select name, email, phone, address, postal_address, website, logo_path
       from public.organizations where id = 1`,
  );
  const o = r.rows[0] ?? { name: 'Safeworks', logo_path: null };
  const logoUrl =
    o.logo_path && publicUrl
      ? `${publicUrl.replace(/\/$/, '')}/storage/v1/object/public/branding/${o.logo_path.split('/').map(encodeURIComponent).join('/')}`
      : null;
  return { ...o, logoUrl } as Branding;
}

export async function loadTemplate(db: Pick<Db, 'query'>, key: string): Promise<TemplateSource> {
  const r = await db.query<TemplateSource>(
    'select subject, html_body, text_body from public.email_templates where key = $1',
    [key],
  );
  if (!r.rows[0]) throw new RenderError(`there is no "${key}" template any more`);
  return r.rows[0];
}

/** What stands in for an auth message's link and code in the stored copy. */
export const REMOVED = { link: '(link removed once sent)', code: '(removed once sent)' };

/** Renders a claimed row for delivery and writes the (for auth mail: scrubbed) result back. */
export async function renderForDelivery(
  db: Pick<Db, 'query'>,
  row: TemplatedRow,
  jwtSecret: string,
  publicUrl?: string,
): Promise<Rendered> {
  if (!row.template || !row.template_data) throw new RenderError('the message has no template');
  const [template, branding] = await Promise.all([
    loadTemplate(db, row.template),
    loadBranding(db, publicUrl),
  ]);
  let rendered: Rendered;
  let stored: Rendered;
  if (row.sealed) {
    const s = unseal(jwtSecret, row.sealed);
    rendered = await renderEmail(
      template,
      { ...row.template_data, link: s.link ?? null, code: s.token },
      branding,
    );
    stored = await renderEmail(template, { ...row.template_data, ...REMOVED }, branding);
  } else {
    rendered = await renderEmail(template, row.template_data, branding);
    stored = rendered;
  }
  await db.query(
    `update public.email_outbox o set subject = $3, html_body = $4, text_body = $5
      where o.id = $1 and o.status = 'sending' and o.attempts = $2`,
    [row.id, row.attempts, stored.subject, stored.html, stored.text],
  );
  return rendered;
}

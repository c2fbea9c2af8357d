// Staff preview an e-mail template (ADR 017): a saved one, or the unsaved
// subject/HTML/text of the editor, rendered with the data given (default: the
// template's sample data) in the company's branded layout — the same renderer
// the mail sender uses (kernel/functions/_shared/mail-render.ts).
//
// POST { template?: key, subject?, html_body?, text_body?, data? }
//   200 { subject, html, text, missing?: string[], html_body_clean? }
//        missing: placeholders the data lacks (shown as {{name}} in the preview);
//        html_body_clean: the given html_body as it may be stored (sanitised)
//   400 invalid input · 401 not signed in · 403 not staff · 404 no such template
//   422 the template cannot be rendered (error says why)
// POST { fits: true, data }
//   200 { fits: string[] }: the keys of the templates staff may send (active, not auth.* nor the
//        written `message`) that this data fills, every placeholder but company.* present
//        (issue 22 item 13: the compose dialog offers only those)
//
// Everything is read as the caller (RLS): staff read templates and the company profile.
import { createClient } from '@supabase/supabase-js';
import { preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';
import {
  missingPlaceholders,
  RenderError,
  renderEmail,
  sanitizeTemplateHtml,
  type TemplateSource,
} from '#kernel-functions/mail-render.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const MAX = 200_000;

function optionalString(v: unknown, name: string): string | undefined | Error {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') return new Error(`${name} must be text`);
  if (v.length > MAX) return new Error(`${name} is too long`);
  return v;
}

/** Sets a dotted path in a (copied) object, where the path is free to take. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur: Record<string, unknown> = target;
  for (const p of parts.slice(0, -1)) {
    const next = cur[p];
    if (next === undefined || next === null) cur[p] = {};
    else if (typeof next !== 'object' || Array.isArray(next)) return;
    cur = cur[p] as Record<string, unknown>;
  }
  cur[parts[parts.length - 1]] = value;
}

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in to preview e-mail');
  const asCaller = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
  const { data: role } = await asCaller.rpc('current_app_role');
  if (!['staff', 'admin', 'superadmin'].includes(String(role)))
    return errorJson(403, 'Only staff preview e-mail');

  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');
  const fields = {
    template: optionalString(body.template, 'template'),
    subject: optionalString(body.subject, 'subject'),
    html_body: optionalString(body.html_body, 'html_body'),
    text_body: optionalString(body.text_body, 'text_body'),
  };
  for (const v of Object.values(fields)) if (v instanceof Error) return errorJson(400, v.message);
  const f = fields as Record<keyof typeof fields, string | undefined>;
  if (
    body.data !== undefined &&
    (body.data === null || typeof body.data !== 'object' || Array.isArray(body.data))
  )
    return errorJson(400, 'data must be a JSON object');

  if (body.fits === true) {
    if (body.data === undefined) return errorJson(400, 'Give the data the templates are to be filled with');
    const { data: rows, error } = await asCaller
      .from('email_templates')
      .select('key, subject, html_body, text_body')
      .eq('status', 'active')
      .not('key', 'like', 'auth.%')
      .neq('key', 'message');
    if (error) return errorJson(400, error.message);
    const given = { ...(body.data as Record<string, unknown>), company: {} };
    const fits = (rows ?? []).flatMap((t) => {
      try {
        const missing = missingPlaceholders(t as TemplateSource, given).filter(
          (m) => !m.startsWith('company.'),
        );
        return missing.length === 0 ? [String(t.key)] : [];
      } catch {
        return []; // a template that cannot be rendered fits nothing
      }
    });
    return json({ fits: fits.sort() });
  }

  type Saved = TemplateSource & { sample_data: Record<string, unknown> };
  let saved: Saved | null = null;
  if (f.template !== undefined) {
    const { data: rows, error } = await asCaller
      .from('email_templates')
      .select('subject, html_body, text_body, sample_data')
      .eq('key', f.template)
      .limit(1);
    if (error) return errorJson(400, error.message);
    if (!rows?.length) return errorJson(404, `There is no e-mail template "${f.template}"`);
    const { sample_data: sample, ...template } = rows[0];
    const isObject = sample !== null && typeof sample === 'object' && !Array.isArray(sample);
    saved = { ...template, sample_data: isObject ? sample : {} };
  }
  const source: TemplateSource = {
    subject: f.subject ?? saved?.subject ?? '',
    html_body: f.html_body ?? saved?.html_body ?? '',
    text_body: f.text_body ?? saved?.text_body ?? null,
  };
  if (!source.subject.trim() || !source.html_body.trim())
    return errorJson(400, 'Give a template key, or a subject and HTML content');

  const { data: company } = await asCaller.rpc('company_profile');
  const c = (Array.isArray(company) ? company[0] : company) ?? { name: 'Safeworks' };
  const logoUrl = c.logo_path
    ? `${Deno.env.get('SUPABASE_URL')}/storage/v1/object/public/branding/${String(c.logo_path).split('/').map(encodeURIComponent).join('/')}`
    : null;
  const branding = { ...c, logoUrl };

  const data = structuredClone(
    (body.data as Record<string, unknown> | undefined) ?? saved?.sample_data ?? {},
  );
  let missing: string[] = [];
  try {
    missing = missingPlaceholders(source, { ...data, company: {} }).filter((m) => !m.startsWith('company.'));
    // The preview still shows the message: a missing placeholder appears as itself.
    for (const m of missing) setPath(data, m, `{{${m}}}`);
    const r = await renderEmail(source, data, branding);
    return json({
      ...r,
      ...(missing.length ? { missing } : {}),
      ...(f.html_body !== undefined ? { html_body_clean: sanitizeTemplateHtml(f.html_body) } : {}),
    });
  } catch (e) {
    if (e instanceof RenderError) {
      const all = [...new Set([...missing, ...e.missing])];
      return errorJson(422, e.message, all.length ? { missing: all } : {});
    }
    throw e;
  }
}

Deno.serve(handler);

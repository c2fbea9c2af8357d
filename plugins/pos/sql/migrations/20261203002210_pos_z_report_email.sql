-- Point of sale, issue 25 (ADR 091): the Z report is e-mailed to the firm's admins when a till session is
-- closed, with its PDF attached, in the close's own transaction; closing twice sends once.
--
-- The PDF is made by the pos-z-report edge function before the close commits: public.pos_close_preview
-- answers the Z report exactly as the close will write it (a dry run, rolled back), with the session's Z
-- number reserved once (z_number_reserved: a preview that is never closed leaves no gap in the numbers, and
-- the number the PDF printed is the one the close gives). public.pos_close_session then closes, checks that
-- the figures are the ones printed (a sale or cash move in between: 40001, the function makes the PDF
-- again), and queues the 'pos_z_report' e-mail with the stored PDF attached — all or nothing.
-- z_email_id: the outbox row, once.
alter table public.pos_sessions
  add column z_number_reserved text constraint pos_sessions_z_number_reserved_key unique,
  add column z_email_id uuid;
comment on column public.pos_sessions.z_number_reserved is
  'The Z number a close preview reserved for this session (pos_close_preview); the close gives it (ADR 091).';
comment on column public.pos_sessions.z_email_id is
  'The e-mail (email_outbox) that took the Z report to the admins at close, once (ADR 091).';

insert into public.email_templates (key, name, description, subject, html_body, text_body, status, locked, sample_data)
values (
  'pos_z_report', 'Z report at close',
  'Sent to the admins and superadmins when a till session is closed, with the Z report''s PDF attached (Point of sale).',
  'Z report {{z.number}}: {{z.location}} closed by {{z.closed_by}}',
  '<p>The till session at <strong>{{z.location}}</strong> was closed by {{z.closed_by}} on {{z.closed_at}} (opened {{z.opened_at}}).</p>
<p>Sales: {{z.sales_count}} for {{z.sales_total}} (VAT {{z.tax_total}}) · refunds: {{z.refunds_count}} for {{z.refunds_total}} · cash in {{z.cash_in}}, cash out {{z.cash_out}}.</p>
<table style="border-collapse:collapse">
<tr><th style="text-align:left;padding:2px 12px 2px 0">Method</th><th style="text-align:right;padding:2px 12px">Expected</th><th style="text-align:right;padding:2px 12px">Counted</th><th style="text-align:right;padding:2px 0">Difference</th></tr>
{{#each z.methods}}<tr><td style="padding:2px 12px 2px 0">{{method}}</td><td style="text-align:right;padding:2px 12px">{{expected}}</td><td style="text-align:right;padding:2px 12px">{{counted}}</td><td style="text-align:right;padding:2px 0">{{difference}}</td></tr>
{{/each}}</table>
<p><strong>Difference: {{z.difference}}</strong>{{#if z.note}} — “{{z.note}}”{{/if}}</p>
<p>{{#if z.attached}}The Z report is attached.{{else}}The Z report: <a href="{{z.link}}">{{z.link}}</a>{{/if}}</p>',
  null, 'active', true,
  '{"z": {"number": "Z-2026-000042", "location": "Shop", "closed_by": "Amina Hassan", "closed_at": "29 November 2026, 18:05", "opened_at": "29 November 2026, 08:00", "sales_count": 23, "sales_total": "KES 48,720.00", "tax_total": "KES 6,720.00", "refunds_count": 1, "refunds_total": "KES 522.00", "cash_in": "KES 0.00", "cash_out": "KES 2,000.00", "methods": [{"method": "Cash", "expected": "KES 12,450.00", "counted": "KES 12,400.00", "difference": "KES -50.00"}], "difference": "KES -50.00", "note": "Short by fifty", "attached": true, "link": "https://example.test/dashboard/pos/sessions/1"}}'
)
on conflict (key) do nothing;

-- Functions (sql/repeatable/): public.pos_close_preview, public.pos_close_session (gains p_report and
-- p_pdf_path), app.pos_close_write, app.pos_z_report_email.

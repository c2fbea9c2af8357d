-- Settings → Website, the records ADR 067 left for later (issue 27, ADR 082): client logos,
-- certifications with their documents and the privacy policy — the same shape as the hero and
-- the team: a `draft` and a `published` copy of each record, publish and discard copy the whole
-- draft in one RPC (public.website_publish / website_discard_draft, repeatables).
--
-- Who may do what (as ADR 067): anyone reads published rows; a superadmin reads both and writes
-- draft rows only; nobody writes a published row but the publish RPC (security definer).

create table public.website_clients (
  id uuid primary key default gen_random_uuid(),
  version text not null constraint website_clients_version_known check (version in ('draft', 'published')),
  -- The same client in both versions: publishing copies a draft row to the published row with its key.
  client_key uuid not null default gen_random_uuid(),
  name text not null constraint website_clients_name_length check (length(btrim(name)) between 1 and 120),
  -- Object name in the public "branding" bucket; without one the site shows the name alone.
  logo_path text constraint website_clients_logo_path_length check (logo_path is null or length(logo_path) <= 500),
  -- Another site's address (the client's), http(s) only: never a script.
  website_url text constraint website_clients_website_url_http check (
    website_url is null or (website_url ~ '^https?://[^\s<>"]+$' and length(website_url) <= 300)),
  sort_order integer not null default 0 constraint website_clients_sort_order_range check (sort_order between 0 and 9999),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint website_clients_one_per_version unique (version, client_key)
);
comment on table public.website_clients is
  'Client logos on /clients (Settings → Website, plugins/settings): draft rows and published rows.';
create index website_clients_order_idx on public.website_clients (version, sort_order, name);

create table public.website_certifications (
  id uuid primary key default gen_random_uuid(),
  version text not null constraint website_certifications_version_known check (version in ('draft', 'published')),
  cert_key uuid not null default gen_random_uuid(),
  title text not null constraint website_certifications_title_length check (length(btrim(title)) between 1 and 160),
  issuer text not null constraint website_certifications_issuer_length check (length(btrim(issuer)) between 1 and 160),
  scope text not null default '' constraint website_certifications_scope_length check (length(scope) <= 500),
  -- The registration or certificate number, as printed on it.
  number text not null default '' constraint website_certifications_number_length check (length(number) <= 80),
  -- Null: it does not expire. Past this day the site stops showing it (ADR 082).
  valid_until date,
  -- Object name in the public "website-documents" bucket (a PDF or an image), optional.
  document_path text constraint website_certifications_document_path_length check (
    document_path is null or length(document_path) <= 500),
  sort_order integer not null default 0 constraint website_certifications_sort_order_range check (sort_order between 0 and 9999),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint website_certifications_one_per_version unique (version, cert_key)
);
comment on table public.website_certifications is
  'Certifications on /certifications (Settings → Website, plugins/settings): draft rows and published rows.';
create index website_certifications_order_idx on public.website_certifications (version, sort_order, title);

-- The privacy policy's sections: [{ heading, paragraphs: [text], items: [text] }] — structured,
-- never HTML (the page renders each string as text). The form's limits, checked again here.
create function app.website_policy_sections_valid(p jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select jsonb_typeof(p) = 'array'
     and jsonb_array_length(p) between 1 and 40
     and not exists (
       select 1 from jsonb_array_elements(p) s
        where jsonb_typeof(s) <> 'object'
           or jsonb_typeof(s -> 'heading') is distinct from 'string'
           or length(btrim(s ->> 'heading')) not between 1 and 160
           or jsonb_typeof(s -> 'paragraphs') is distinct from 'array'
           or jsonb_typeof(s -> 'items') is distinct from 'array'
           or jsonb_array_length(s -> 'paragraphs') > 20
           or jsonb_array_length(s -> 'items') > 40
           or jsonb_array_length(s -> 'paragraphs') + jsonb_array_length(s -> 'items') = 0
           or exists (select 1 from jsonb_array_elements(s -> 'paragraphs') t
                       where jsonb_typeof(t) <> 'string' or length(btrim(t #>> '{}')) not between 1 and 3000)
           or exists (select 1 from jsonb_array_elements(s -> 'items') t
                       where jsonb_typeof(t) <> 'string' or length(btrim(t #>> '{}')) not between 1 and 600)
     )
$$;

create table public.website_privacy_policy (
  version text primary key constraint website_privacy_policy_version_known check (version in ('draft', 'published')),
  intro text not null constraint website_privacy_policy_intro_length check (length(btrim(intro)) between 1 and 2000),
  sections jsonb not null constraint website_privacy_policy_sections_shape check (app.website_policy_sections_valid(sections)),
  -- "Last updated" on /privacy-policy: set by website_publish() on the day the published text changes.
  last_updated date not null default current_date,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.website_privacy_policy is
  'The privacy policy on /privacy-policy (Settings → Website, plugins/settings): one draft row and one published row.';

create trigger website_clients_touch before update on public.website_clients
  for each row execute function app.website_touch();
create trigger website_certifications_touch before update on public.website_certifications
  for each row execute function app.website_touch();
create trigger website_privacy_policy_touch before update on public.website_privacy_policy
  for each row execute function app.website_touch();

alter table public.website_clients enable row level security;
alter table public.website_certifications enable row level security;
alter table public.website_privacy_policy enable row level security;
revoke all on public.website_clients, public.website_certifications, public.website_privacy_policy
  from anon, authenticated;
grant select on public.website_clients, public.website_certifications, public.website_privacy_policy to anon;
grant select, insert, update, delete on public.website_clients, public.website_certifications to authenticated;
grant select, update on public.website_privacy_policy to authenticated;
grant all on public.website_clients, public.website_certifications, public.website_privacy_policy to service_role;

create policy website_clients_read_published on public.website_clients for select to anon, authenticated
  using (version = 'published');
create policy website_clients_superadmin_read on public.website_clients for select to authenticated
  using (app.has_role('superadmin'));
create policy website_clients_superadmin_insert_draft on public.website_clients for insert to authenticated
  with check (version = 'draft' and app.has_role('superadmin'));
create policy website_clients_superadmin_update_draft on public.website_clients for update to authenticated
  using (version = 'draft' and app.has_role('superadmin'))
  with check (version = 'draft' and app.has_role('superadmin'));
create policy website_clients_superadmin_delete_draft on public.website_clients for delete to authenticated
  using (version = 'draft' and app.has_role('superadmin'));

create policy website_certifications_read_published on public.website_certifications for select
  to anon, authenticated using (version = 'published');
create policy website_certifications_superadmin_read on public.website_certifications for select
  to authenticated using (app.has_role('superadmin'));
create policy website_certifications_superadmin_insert_draft on public.website_certifications for insert
  to authenticated with check (version = 'draft' and app.has_role('superadmin'));
create policy website_certifications_superadmin_update_draft on public.website_certifications for update
  to authenticated
  using (version = 'draft' and app.has_role('superadmin'))
  with check (version = 'draft' and app.has_role('superadmin'));
create policy website_certifications_superadmin_delete_draft on public.website_certifications for delete
  to authenticated using (version = 'draft' and app.has_role('superadmin'));

create policy website_privacy_policy_read_published on public.website_privacy_policy for select
  to anon, authenticated using (version = 'published');
create policy website_privacy_policy_superadmin_read on public.website_privacy_policy for select
  to authenticated using (app.has_role('superadmin'));
create policy website_privacy_policy_superadmin_edit_draft on public.website_privacy_policy for update
  to authenticated
  using (version = 'draft' and app.has_role('superadmin'))
  with check (version = 'draft' and app.has_role('superadmin'));

-- Certification documents: PDFs or images, public like the pages that link them. Names are fresh
-- per upload (never reused); only a superadmin writes. Team photos and client logos go to the
-- existing public "branding" bucket (images up to 2 MB).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('website-documents', 'website-documents', true, 10 * 1024 * 1024,
        array['application/pdf', 'image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do nothing;
create policy "website documents read" on storage.objects for select to anon, authenticated
  using (bucket_id = 'website-documents');
create policy "website documents superadmin insert" on storage.objects for insert to authenticated
  with check (bucket_id = 'website-documents' and app.has_role('superadmin'));
create policy "website documents superadmin delete" on storage.objects for delete to authenticated
  using (bucket_id = 'website-documents' and app.has_role('superadmin'));

-- website_content() answers the new records too: its return type changes (ADR 040: drop here, the
-- new text is in sql/repeatable/public.website_content.sql).
drop function if exists public.website_content();

-- What /certifications showed (site/content/company.ts), published and as the first draft, so
-- nothing changes for visitors until a superadmin publishes. No client logos: /clients keeps the
-- sectors and "references on request" until some are published.
insert into public.website_certifications (version, cert_key, title, issuer, scope, sort_order, updated_by)
select v.version, c.cert_key, c.title, c.issuer, c.scope, c.sort_order, null
  from (values
    ('9b1c6d2e-0f3a-4c1e-9a57-2d5e8f1b0a01'::uuid, 'Approved safety and health advisors',
     'Directorate of Occupational Safety and Health Services (DOSHS)',
     'Safety and health audits, fire safety audits and risk assessments.', 1),
    ('9b1c6d2e-0f3a-4c1e-9a57-2d5e8f1b0a02'::uuid, 'Environmental impact assessment and audit experts',
     'National Environment Management Authority (NEMA)',
     'Environmental impact assessments and environmental audits.', 2),
    ('9b1c6d2e-0f3a-4c1e-9a57-2d5e8f1b0a03'::uuid, 'Energy auditors',
     'Energy and Petroleum Regulatory Authority (EPRA)', 'Energy audits of designated facilities.', 3),
    ('9b1c6d2e-0f3a-4c1e-9a57-2d5e8f1b0a04'::uuid, 'Designated health practitioners', 'DOSHS',
     'Pre-employment, periodic and exit medical examinations of exposed workers.', 4)
  ) as c (cert_key, title, issuer, scope, sort_order)
  cross join (values ('draft'), ('published')) as v (version);

-- What /privacy-policy showed (site/content/privacy.ts, dated 23 November 2026).
insert into public.website_privacy_policy (version, intro, sections, last_updated, updated_by)
select v, p.intro, p.sections, date '2026-11-23', null
  from unnest(array['draft', 'published']) v,
  (select
    'Safeworks Consultants Ltd ("we") respects your privacy. This policy explains what personal data we collect when you use this website, ask us for a quotation, attend our training or take part in work we do for your employer, why we use it, and the rights you have under Kenya''s Data Protection Act, 2019.' as intro,
    $json$[
  {"heading": "Who we are", "paragraphs": ["Safeworks Consultants Ltd provides occupational safety, health and environmental services. For the data described here we are the data controller. Where we examine workers or survey workplaces for an employer, we also act for that employer and follow its instructions."], "items": []},
  {"heading": "What we collect", "paragraphs": ["We collect only what we need for the service you ask for:"], "items": [
    "Contact details you give us: name, organisation, job title, email address and phone number.",
    "Enquiry, feedback and survey answers you send through this website.",
    "Information about workplaces we audit or survey, including photographs of work areas.",
    "Training records: attendance, assessment results and certificates issued.",
    "Medical examination results of workers we examine for their employer.",
    "Orders and payment references from our shop (we do not store card or M-Pesa PINs).",
    "Basic technical data needed to run the website securely, such as sign-in sessions."]},
  {"heading": "Why we use it and on what basis", "paragraphs": ["We use personal data to:"], "items": [
    "answer enquiries and prepare quotations (steps before a contract);",
    "deliver, invoice and follow up the services you buy (contract);",
    "issue certificates and keep the records that safety, health, tax and employment law require (legal obligation);",
    "improve our services from your feedback (legitimate interest);",
    "send you news about our services, only if you agree, and you can stop at any time (consent)."]},
  {"heading": "Medical and other sensitive data", "paragraphs": ["Health data is sensitive personal data under the Act. Individual results are seen only by qualified health practitioners and the worker. Employers receive fitness certificates and anonymous summaries as the law allows, never full medical records without the worker’s consent."], "items": []},
  {"heading": "Who we share it with", "paragraphs": ["We do not sell personal data. We share it only with your employer where we work on its behalf, accredited laboratories that analyse samples, payment providers, the IT services that host our systems under contract, and authorities when the law requires it. If data is stored outside Kenya we make sure it is protected as the Act requires."], "items": []},
  {"heading": "How long we keep it", "paragraphs": ["We keep personal data only as long as the purpose needs it and for the periods the law sets for safety, health, medical and financial records. After that we delete it or make it anonymous."], "items": []},
  {"heading": "How we protect it", "paragraphs": ["Access is limited to the staff who need it, accounts are protected by passwords and roles, connections are encrypted, and we review who can see what. If a breach puts your data at risk we will tell you and the Data Commissioner as the Act requires."], "items": []},
  {"heading": "Your rights", "paragraphs": ["Under the Data Protection Act, 2019 you have the right to:"], "items": [
    "be told how your data is used (this policy);",
    "see the personal data we hold about you;",
    "have wrong or misleading data corrected;",
    "have data deleted when we no longer need it or have no lawful basis to keep it;",
    "object to its use, including for marketing;",
    "complain to the Office of the Data Protection Commissioner (ODPC)."]},
  {"heading": "Contact us", "paragraphs": ["Write to privacy@safeworks.example or to our office (P.O. Box 00000 – 00100, Nairobi) to use your rights or ask about this policy. We answer within the time the Act allows. We may update this policy; the date below shows the latest version."], "items": []}
]$json$::jsonb as sections) p;

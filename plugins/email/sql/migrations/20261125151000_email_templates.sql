-- E-mail templates (plugins/email/, issue 12, ADR 017): a message is a template
-- (subject, HTML content, optional text; Handlebars placeholders such as
-- {{customer.name}}) plus data. The server's sender renders it just before
-- delivery (server/mail/render.ts): placeholders filled (HTML-escaped), the
-- content sanitised and placed in the branded MJML layout (logo and footer from
-- Settings → Company), and a plain-text part always made.
--
-- Who may do what:
-- - staff read every template (to pick one, to preview); admins and superadmins
--   create, edit and delete them; visitors nothing;
-- - system templates (locked: auth mail, the enquiry acknowledgement, hand-written
--   messages) cannot be deleted or get another key; their content can be edited;
-- - modules queue a template with app.queue_email_template(...) in their own
--   transaction, staff with public.queue_email_template(...).

create type public.email_template_status as enum ('draft', 'active');

create table public.email_templates (
  key text primary key constraint email_templates_key_format check (key ~ '^[a-z][a-z0-9_.-]{0,99}$'),
  name text not null constraint email_templates_name_length check (length(btrim(name)) between 1 and 200),
  description text constraint email_templates_description_length check (description is null or length(description) <= 2000),
  subject text not null
    constraint email_templates_subject_valid check (length(btrim(subject)) between 1 and 500 and subject !~ '[\r\n]'),
  -- The content placed inside the branded layout: simple HTML (p, a, strong, ul/li, table…), sanitised by the
  -- editor before it is saved and again by the renderer. The check is a backstop for writes that skip the editor.
  html_body text not null
    constraint email_templates_html_length check (length(btrim(html_body)) between 1 and 200000)
    constraint email_templates_html_safe check (
      html_body !~* '<[[:space:]]*/?[[:space:]]*(script|style|iframe|object|embed|form|input|link|meta|base)'
      and html_body !~* '[[:space:]/"'']on[a-z]+[[:space:]]*='
      and html_body !~* 'javascript:'
      and html_body !~ '\{\{[{&]'),
  -- Plain-text part; when empty the renderer derives it from the HTML.
  text_body text constraint email_templates_text_length check (text_body is null or length(text_body) <= 200000),
  status public.email_template_status not null default 'draft',
  -- What the preview fills the placeholders with (and the list of placeholders the editor offers).
  sample_data jsonb not null default '{}'
    constraint email_templates_sample_object check (jsonb_typeof(sample_data) = 'object'),
  locked boolean not null default false,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.email_templates is
  'E-mail templates (Handlebars subject/HTML/text), rendered in the branded layout by the server (ADR 017).';

create trigger email_templates_stamp before insert or update on public.email_templates
  for each row execute function app.stamp_row();

-- A system template keeps its key and cannot be deleted; nobody flips "locked" through the API (the API's
-- roles are refused, not a list of owners allowed: a PostgreSQL install may migrate as another user).
create function app.email_templates_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.locked then
      raise exception 'The "%" template is used by the system and cannot be deleted; make it say what you need instead',
        old.name using errcode = '42501';
    end if;
    return old;
  end if;
  if old.locked and new.key <> old.key then
    raise exception 'The "%" template is used by the system; its key cannot change', old.name using errcode = '42501';
  end if;
  if new.locked <> old.locked and current_user in ('anon', 'authenticated') then
    raise exception 'Only a migration can lock or unlock a template' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger email_templates_guard before update or delete on public.email_templates
  for each row execute function app.email_templates_guard();

create function app.email_templates_insert_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.locked and current_user in ('anon', 'authenticated') then
    raise exception 'Only a migration can add a system template' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger email_templates_insert_guard before insert on public.email_templates
  for each row execute function app.email_templates_insert_guard();

alter table public.email_templates enable row level security;
revoke all on public.email_templates from public, anon, authenticated;
grant select, insert, update, delete on public.email_templates to authenticated;
grant all on public.email_templates to service_role;

create policy email_templates_read on public.email_templates for select to authenticated
  using (app.has_role('staff'));
create policy email_templates_insert on public.email_templates for insert to authenticated
  with check (app.has_role('admin'));
create policy email_templates_update on public.email_templates for update to authenticated
  using (app.has_role('admin')) with check (app.has_role('admin'));
create policy email_templates_delete on public.email_templates for delete to authenticated
  using (app.has_role('admin'));

select app.track_changes('public.email_templates', array['sample_data'], 'key');

-- ---------------------------------------------------------------- the outbox

-- The data a template is rendered with. A row with a template and template_data is rendered by the
-- sender just before delivery; what was sent is written back (auth mail: without its link and code).
alter table public.email_outbox
  add column template_data jsonb
    constraint email_outbox_template_data_object check (template_data is null or jsonb_typeof(template_data) = 'object')
    constraint email_outbox_template_data_size check (template_data is null or pg_column_size(template_data) <= 1000000),
  add constraint email_outbox_template_data_has_template check (template_data is null or template is not null),
  drop constraint email_outbox_has_body,
  add constraint email_outbox_has_body check (html_body is not null or text_body is not null or template_data is not null);

-- For other modules' SECURITY DEFINER code: queues a template with its data in the
-- caller's transaction. Refuses an unknown or draft template.
create function app.queue_email_template(
  template text,
  to_addresses text[],
  data jsonb default '{}',
  record_type text default null,
  record_id text default null,
  cc_addresses text[] default '{}',
  bcc_addresses text[] default '{}',
  reply_to text default null
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  t public.email_templates;
  new_id uuid;
begin
  select * into t from public.email_templates et where et.key = queue_email_template.template;
  if not found then
    raise exception 'There is no e-mail template "%"', template using errcode = 'P0002';
  end if;
  if t.status <> 'active' then
    raise exception 'The "%" e-mail template is a draft; an admin must make it active before it can be sent', t.name
      using errcode = '55000';
  end if;
  if data is not null and jsonb_typeof(data) <> 'object' then
    raise exception 'Template data must be a JSON object' using errcode = '22023';
  end if;
  insert into public.email_outbox (to_addresses, cc_addresses, bcc_addresses, reply_to, subject,
                                   record_type, record_id, template, template_data)
  values (to_addresses, coalesce(cc_addresses, '{}'), coalesce(bcc_addresses, '{}'), reply_to, t.subject,
          record_type, record_id, t.key, coalesce(data, '{}'))
  returning id into new_id;
  if record_type is not null and app.can_read_record(record_type, record_id) then
    perform app.record_event(
      record_type, record_id, 'email.queued',
      -- A hand-written message reads by its own subject; a template by its name.
      left(array_to_string(to_addresses, ', ') || ': '
           || coalesce(nullif(btrim(data #>> '{message,subject}'), ''), t.name), 4000),
      jsonb_build_object('email_id', new_id, 'template', t.key),
      '/dashboard/email?message=' || new_id::text);
  end if;
  perform pg_notify('email_outbox', new_id::text);
  return new_id;
end
$$;
revoke execute on function app.queue_email_template(text, text[], jsonb, text, text, text[], text[], text)
  from public, anon, authenticated;
grant execute on function app.queue_email_template(text, text[], jsonb, text, text, text[], text[], text)
  to service_role;

create function public.queue_email_template(
  template text,
  to_addresses text[],
  data jsonb default '{}',
  record_type text default null,
  record_id text default null,
  cc_addresses text[] default '{}',
  bcc_addresses text[] default '{}',
  reply_to text default null
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
begin
  if not app.has_role('staff') then
    raise exception 'Only staff may send email' using errcode = '42501';
  end if;
  if template like 'auth.%' then
    raise exception 'Sign-in messages are sent by the sign-in service, not by hand' using errcode = '42501';
  end if;
  return app.queue_email_template(template, to_addresses, data, record_type, record_id,
                                  cc_addresses, bcc_addresses, reply_to);
end
$$;
revoke execute on function public.queue_email_template(text, text[], jsonb, text, text, text[], text[], text)
  from public, anon;
grant execute on function public.queue_email_template(text, text[], jsonb, text, text, text[], text[], text)
  to authenticated, service_role;

-- Payment reminders (plugins/invoicing/, issue 14, ADR 030): a schedule of days
-- around an invoice's due date ("3 days before, on the day, 7 and 30 days
-- after") on which the client is e-mailed about what they still owe.
--
-- - public.sales_settings gains reminders_enabled and reminder_offsets (days
--   relative to the due date; negative = before). set_sales_settings writes them.
-- - public.invoice_reminders: one row per (invoice, offset) ever considered —
--   queued (with its e-mail) or skipped (with why). The unique key is what makes
--   a reminder go at most once, even when two job runs overlap.
-- - public.customer_reminder_pauses: customers staff have paused (a dispute, a
--   payment plan agreed by phone); set_customer_reminders_paused writes it.
-- - app.queue_invoice_reminders(on_date): the work of the hourly job
--   invoicing.payment-reminders (app.invoice_reminders_job). Only the latest
--   due reminder of an invoice is sent; older ones not yet logged are logged as
--   'superseded', so switching the schedule on (or a server down for a week)
--   never sends a burst.
-- - invoice_reminder_schedule / customer_reminder_overview: staff reads for the
--   invoice page and the customer's Reminders tab.

-- ---------------------------------------------------------------- the schedule

-- 0 to 8 distinct days, each from 30 before to 365 after the due date.
create function app.reminder_offsets_ok(offsets integer[]) returns boolean
language sql immutable
set search_path = ''
as $$
  select offsets is not null
     and cardinality(offsets) <= 8
     and array_position(offsets, null) is null
     and (select count(distinct x) = count(*) and coalesce(bool_and(x between -30 and 365), true)
            from unnest(offsets) x)
$$;
grant execute on function app.reminder_offsets_ok(integer[]) to authenticated, service_role;

alter table public.sales_settings
  add column reminders_enabled boolean not null default true,
  add column reminder_offsets integer[] not null default '{-3,0,7,30}'
    constraint sales_settings_reminder_offsets_valid check (app.reminder_offsets_ok(reminder_offsets));
comment on column public.sales_settings.reminder_offsets is
  'Payment reminder days relative to an invoice''s due date (negative: before), sorted; see app.queue_invoice_reminders.';

-- public.set_sales_settings: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.set_sales_settings.sql (ADR 040).

-- ---------------------------------------------------------------- the log

create table public.invoice_reminders (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  customer_id uuid not null references public.customers (id) on delete cascade,
  offset_days integer not null,
  -- The day this reminder was due to go (due date + offset).
  due_on date not null,
  status text not null constraint invoice_reminders_status_valid check (status in ('queued', 'skipped')),
  skip_reason text constraint invoice_reminders_skip_reason_valid check ((status = 'skipped') = (skip_reason is not null)),
  template text,
  to_address text,
  email_id uuid references public.email_outbox (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint invoice_reminders_once unique (invoice_id, offset_days)
);
comment on table public.invoice_reminders is
  'Payment reminders considered by the job: queued (with the e-mail) or skipped (with why); one per invoice and schedule day.';
create index invoice_reminders_customer_idx on public.invoice_reminders (customer_id, created_at desc);

alter table public.invoice_reminders enable row level security;
revoke all on public.invoice_reminders from public, anon, authenticated;
grant select on public.invoice_reminders to authenticated;
grant all on public.invoice_reminders to service_role;
create policy invoice_reminders_staff_read on public.invoice_reminders for select to authenticated
  using ((select app.has_role('staff')));
create policy invoice_reminders_service on public.invoice_reminders for all to service_role using (true) with check (true);

-- ---------------------------------------------------------------- pauses

create table public.customer_reminder_pauses (
  customer_id uuid primary key references public.customers (id) on delete cascade,
  reason text constraint customer_reminder_pauses_reason_length
    check (reason is null or length(btrim(reason)) between 1 and 500),
  paused_by uuid default auth.uid() references auth.users (id) on delete set null,
  paused_at timestamptz not null default now()
);
comment on table public.customer_reminder_pauses is
  'Customers who get no payment reminders for now (set_customer_reminders_paused), with who paused them and why.';

alter table public.customer_reminder_pauses enable row level security;
revoke all on public.customer_reminder_pauses from public, anon, authenticated;
grant select on public.customer_reminder_pauses to authenticated;
grant all on public.customer_reminder_pauses to service_role;
create policy customer_reminder_pauses_staff_read on public.customer_reminder_pauses for select to authenticated
  using ((select app.has_role('staff')));
create policy customer_reminder_pauses_service on public.customer_reminder_pauses for all to service_role
  using (true) with check (true);

-- Staff pause or resume a customer's reminders. Asking for the state it is already in changes nothing
-- (a double click), but a new reason for a paused customer is kept.
create function public.set_customer_reminders_paused(customer_id uuid, paused boolean, reason text default null)
returns public.customer_reminder_pauses
language plpgsql security definer
set search_path = ''
as $$
declare
  why text := nullif(btrim(coalesce(reason, '')), '');
  was public.customer_reminder_pauses;
  now_row public.customer_reminder_pauses;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can pause payment reminders' using errcode = '42501';
  end if;
  if paused is null then
    raise exception 'Say whether reminders are paused' using errcode = '22023';
  end if;
  if why is not null and length(why) > 500 then
    raise exception 'The reason can be at most 500 characters' using errcode = '22023';
  end if;
  -- The customer's row serialises two staff members clicking at once.
  perform 1 from public.customers c where c.id = set_customer_reminders_paused.customer_id for update;
  if not found then
    raise exception 'There is no such customer' using errcode = 'P0002';
  end if;
  select * into was from public.customer_reminder_pauses p where p.customer_id = set_customer_reminders_paused.customer_id;

  if paused then
    if was.customer_id is not null and was.reason is not distinct from why then
      return was;
    end if;
    insert into public.customer_reminder_pauses as p (customer_id, reason, paused_by, paused_at)
    values (set_customer_reminders_paused.customer_id, why, auth.uid(), now())
    on conflict on constraint customer_reminder_pauses_pkey do update set reason = excluded.reason
    returning * into now_row;
    perform app.record_event('customers', set_customer_reminders_paused.customer_id::text, 'invoicing.reminders_paused',
      coalesce(why, 'Payment reminders paused'), jsonb_build_object('reason', why));
    insert into public.audit_log (actor, action, target, details)
    values (auth.uid(), 'invoicing.reminders_paused', set_customer_reminders_paused.customer_id::text, jsonb_build_object('reason', why));
    return now_row;
  end if;

  if was.customer_id is null then
    return null;
  end if;
  delete from public.customer_reminder_pauses p where p.customer_id = set_customer_reminders_paused.customer_id;
  perform app.record_event('customers', set_customer_reminders_paused.customer_id::text, 'invoicing.reminders_resumed', 'Payment reminders resumed');
  insert into public.audit_log (actor, action, target, details)
  values (auth.uid(), 'invoicing.reminders_resumed', set_customer_reminders_paused.customer_id::text, jsonb_build_object('was_paused_since', was.paused_at));
  return null;
end
$$;
revoke execute on function public.set_customer_reminders_paused(uuid, boolean, text) from public, anon;
grant execute on function public.set_customer_reminders_paused(uuid, boolean, text) to authenticated, service_role;

-- ---------------------------------------------------------------- templates

update public.email_templates
   set description = 'Reminds a customer of an unpaid invoice past its due date (payment reminders, Settings → Sales).',
       subject = 'Reminder: invoice {{invoice.number}} is {{invoice.days_overdue}} days overdue',
       html_body = '<p>Dear {{customer.name}},</p>
<p>Our records show that invoice <strong>{{invoice.number}}</strong>, due on {{invoice.due_date}}, is now {{invoice.days_overdue}} days overdue. The amount still due is <strong>{{invoice.amount_due}}</strong> (invoice total {{invoice.total}}).</p>
{{#if invoice.url}}<p>You can view and download the invoice here: <a href="{{invoice.url}}">{{invoice.url}}</a></p>{{/if}}
<p><strong>How to pay</strong></p>
<ul>
{{#if payment.mpesa_paybill}}<li>M-Pesa: pay-bill <strong>{{payment.mpesa_paybill}}</strong>, account <strong>{{payment.mpesa_account}}</strong></li>{{/if}}
{{#if payment.bank_account_number}}<li>Bank transfer: {{payment.bank_name}}{{#if payment.bank_branch}}, {{payment.bank_branch}} branch{{/if}}, account {{payment.bank_account_name}} no. <strong>{{payment.bank_account_number}}</strong>{{#if payment.bank_swift}} (SWIFT {{payment.bank_swift}}){{/if}}</li>{{/if}}
<li>Please quote {{invoice.number}} with your payment.</li>
</ul>
<p>If you have already paid, thank you, and please reply with the payment reference so we can match it. If something on the invoice is wrong, reply and we will put it right.</p>
<p>Kind regards,<br>{{company.name}} accounts</p>',
       text_body = null,
       sample_data = '{"customer": {"name": "Lakeview Millers Ltd"}, "invoice": {"number": "INV-2026-0107", "total": "KES 185,600.00", "amount_due": "KES 85,600.00", "due_date": "15 January 2027", "days_overdue": 7, "url": "https://safeworks.example/dashboard/invoices/view/sample"}, "payment": {"mpesa_paybill": "522533", "mpesa_account": "INV-2026-0107", "bank_name": "KCB Bank Kenya", "bank_branch": "Moi Avenue", "bank_account_name": "Safeworks Kenya Ltd", "bank_account_number": "1234567890", "bank_swift": "KCBLKENX"}}',
       status = 'active'
 where key = 'overdue_reminder' and status = 'draft';

insert into public.email_templates (key, name, description, subject, html_body, text_body, status, locked, sample_data)
values (
  'payment_due_reminder', 'Payment due reminder',
  'Tells a customer an invoice falls due soon or today (payment reminders, Settings → Sales).',
  'Invoice {{invoice.number}} is due {{invoice.due_phrase}}',
  '<p>Dear {{customer.name}},</p>
<p>A friendly reminder that invoice <strong>{{invoice.number}}</strong> for <strong>{{invoice.amount_due}}</strong> is due {{invoice.due_phrase}} ({{invoice.due_date}}).</p>
{{#if invoice.url}}<p>You can view and download the invoice here: <a href="{{invoice.url}}">{{invoice.url}}</a></p>{{/if}}
<p><strong>How to pay</strong></p>
<ul>
{{#if payment.mpesa_paybill}}<li>M-Pesa: pay-bill <strong>{{payment.mpesa_paybill}}</strong>, account <strong>{{payment.mpesa_account}}</strong></li>{{/if}}
{{#if payment.bank_account_number}}<li>Bank transfer: {{payment.bank_name}}{{#if payment.bank_branch}}, {{payment.bank_branch}} branch{{/if}}, account {{payment.bank_account_name}} no. <strong>{{payment.bank_account_number}}</strong>{{#if payment.bank_swift}} (SWIFT {{payment.bank_swift}}){{/if}}</li>{{/if}}
<li>Please quote {{invoice.number}} with your payment.</li>
</ul>
<p>If you have already paid, thank you, and please ignore this message.</p>
<p>Kind regards,<br>{{company.name}} accounts</p>',
  null, 'active', false,
  '{"customer": {"name": "Lakeview Millers Ltd"}, "invoice": {"number": "INV-2026-0107", "total": "KES 185,600.00", "amount_due": "KES 185,600.00", "due_date": "15 January 2027", "due_phrase": "in 3 days", "days_until_due": 3, "url": "https://safeworks.example/dashboard/invoices/view/sample"}, "payment": {"mpesa_paybill": "522533", "mpesa_account": "INV-2026-0107", "bank_name": "KCB Bank Kenya", "bank_branch": "Moi Avenue", "bank_account_name": "Safeworks Kenya Ltd", "bank_account_number": "1234567890", "bank_swift": "KCBLKENX"}}'
)
on conflict (key) do nothing;

-- ---------------------------------------------------------------- the job

-- Offsets ≤ 0 ask for payment before or on the due day; later ones say it is overdue.
create function app.reminder_template(offset_days integer) returns text
language sql immutable
set search_path = ''
as $$
  select case when offset_days <= 0 then 'payment_due_reminder' else 'overdue_reminder' end
$$;

-- Where a reminder goes: the invoice's contact (unless they asked not to be contacted), else the
-- customer's primary contact (same), else the customer's own address. Null: nowhere.
create function app.invoice_reminder_address(inv public.invoices) returns text
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select k.email from public.contacts k
      where k.id = inv.contact_id and k.email is not null and not k.do_not_contact),
    (select k.email from public.contacts k
      where k.customer_id = inv.customer_id and k.is_primary and k.email is not null and not k.do_not_contact),
    (select c.email from public.customers c where c.id = inv.customer_id))
$$;
revoke execute on function app.invoice_reminder_address(public.invoices) from public, anon, authenticated;

create function app.money_text(currency text, amount numeric) returns text
language sql immutable
set search_path = ''
as $$
  select currency || ' ' || to_char(amount, 'FM999,999,999,999,990.00')
$$;

-- What the templates are filled with.
create function app.invoice_reminder_data(inv public.invoices, offset_days integer, on_date date) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  s public.sales_settings;
  cust_name text;
  until_due integer := inv.due_date - on_date;
begin
  select * into s from public.sales_settings x where x.id;
  select c.name into cust_name from public.customers c where c.id = inv.customer_id;
  return jsonb_build_object(
    'customer', jsonb_build_object('name', cust_name),
    'invoice', jsonb_build_object(
      'number', inv.number,
      'total', app.money_text(inv.currency, inv.total),
      'amount_due', app.money_text(inv.currency, inv.amount_due),
      'issue_date', to_char(inv.issue_date, 'FMDD FMMonth YYYY'),
      'due_date', to_char(inv.due_date, 'FMDD FMMonth YYYY'),
      'days_overdue', greatest(-until_due, 0),
      'days_until_due', greatest(until_due, 0),
      'due_phrase', case when until_due <= 0 then 'today' when until_due = 1 then 'tomorrow'
                         else 'in ' || until_due || ' days' end,
      'offset_days', offset_days,
      'url', app.invoice_public_url(inv.id)),
    'payment', jsonb_build_object(
      'mpesa_paybill', s.mpesa_paybill,
      'mpesa_account', coalesce(s.mpesa_account, inv.number),
      'bank_name', s.bank_name,
      'bank_branch', s.bank_branch,
      'bank_account_name', s.bank_account_name,
      'bank_account_number', s.bank_account_number,
      'bank_swift', s.bank_swift));
end
$$;
revoke execute on function app.invoice_reminder_data(public.invoices, integer, date) from public, anon, authenticated;

-- Queues the reminders due by `on_date` (default: the company's today) and returns how many it queued.
-- `only_invoices` limits the run to those invoices (tests; null: all). Idempotent: an (invoice, day)
-- is logged once, by whichever run inserts it first; a run that finds it taken leaves it.
-- A reminder more than 60 days late is not sent (logged 'too late'): a schedule switched on for an
-- old debt does not wake it up with a form letter.
create function app.queue_invoice_reminders(on_date date default app.company_today(), only_invoices uuid[] default null)
returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.sales_settings;
  pending record;
  inv public.invoices;
  latest integer;
  d integer;
  to_addr text;
  tmpl public.email_templates;
  why text;
  log_id uuid;
  new_email uuid;
  n integer := 0;
begin
  select * into s from public.sales_settings x where x.id;
  if not found or not s.reminders_enabled or cardinality(s.reminder_offsets) = 0 then
    return 0;
  end if;
  on_date := coalesce(on_date, app.company_today());

  for pending in
    select i.id, array_agg(o.d order by o.d) as offsets
      from public.invoices i
      cross join unnest(s.reminder_offsets) o(d)
     where i.status in ('issued', 'partially_paid') and i.amount_due > 0
       and (only_invoices is null or i.id = any(only_invoices))
       and i.due_date + o.d <= on_date
       and not exists (select 1 from public.invoice_reminders r where r.invoice_id = i.id and r.offset_days = o.d)
     group by i.id
     order by i.id
  loop
    -- A payment being recorded right now holds the row: this invoice waits for the next run.
    select * into inv from public.invoices i
     where i.id = pending.id and i.status in ('issued', 'partially_paid') and i.amount_due > 0
       for no key update skip locked;
    continue when not found;
    latest := pending.offsets[cardinality(pending.offsets)];
    -- A day added to the schedule before one already logged (7 sent, then 3 added): never sent after it.
    if latest < (select max(r.offset_days) from public.invoice_reminders r where r.invoice_id = inv.id) then
      latest := null;
    end if;

    foreach d in array pending.offsets loop
      continue when d = latest;
      insert into public.invoice_reminders (invoice_id, customer_id, offset_days, due_on, status, skip_reason, template)
      values (inv.id, inv.customer_id, d, inv.due_date + d, 'skipped', 'superseded', app.reminder_template(d))
      on conflict on constraint invoice_reminders_once do nothing;
    end loop;

    continue when latest is null;
    to_addr := app.invoice_reminder_address(inv);
    select * into tmpl from public.email_templates t where t.key = app.reminder_template(latest);
    why := case
      when exists (select 1 from public.customer_reminder_pauses p where p.customer_id = inv.customer_id) then 'customer paused'
      when on_date - (inv.due_date + latest) > 60 then 'too late'
      when to_addr is null then 'no e-mail address'
      when tmpl.key is null or tmpl.status <> 'active' then 'template inactive'
    end;

    insert into public.invoice_reminders (invoice_id, customer_id, offset_days, due_on, status, skip_reason, template, to_address)
    values (inv.id, inv.customer_id, latest, inv.due_date + latest,
            case when why is null then 'queued' else 'skipped' end, why, app.reminder_template(latest),
            case when why is null then to_addr end)
    on conflict on constraint invoice_reminders_once do nothing
    returning id into log_id;
    -- Another run logged it first (or we only skipped it): nothing to send.
    continue when log_id is null or why is not null;

    insert into public.email_outbox (to_addresses, subject, record_type, record_id, template, template_data)
    values (array[to_addr], tmpl.subject, 'invoices', inv.id::text, tmpl.key,
            app.invoice_reminder_data(inv, latest, on_date))
    returning id into new_email;
    perform pg_notify('email_outbox', new_email::text);
    update public.invoice_reminders r set email_id = new_email where r.id = log_id;

    perform app.record_event('invoices', inv.id::text, 'invoicing.reminder_sent',
      'Payment reminder to ' || to_addr,
      jsonb_build_object('email_id', new_email, 'to', to_addr, 'offset_days', latest, 'invoice', inv.number),
      '/dashboard/email?message=' || new_email);
    perform app.record_event('customers', inv.customer_id::text, 'invoicing.reminder_sent',
      'Payment reminder for ' || inv.number || ' to ' || to_addr,
      jsonb_build_object('email_id', new_email, 'to', to_addr, 'offset_days', latest, 'invoice', inv.number),
      '/dashboard/email?message=' || new_email);
    n := n + 1;
  end loop;
  return n;
end
$$;
revoke execute on function app.queue_invoice_reminders(date, uuid[]) from public, anon, authenticated;

-- The job runner calls functions without arguments (app.run_job: '<name>()').
create function app.invoice_reminders_job() returns integer
language sql security definer
set search_path = ''
as $$
  select app.queue_invoice_reminders(app.company_today(), null)
$$;
revoke execute on function app.invoice_reminders_job() from public, anon, authenticated;
select app.register_job('invoicing.payment-reminders', 'app.invoice_reminders_job', interval '1 hour');

-- ---------------------------------------------------------------- staff reads

-- The reminders still to come for an open invoice: schedule days not yet logged, from `today` on
-- (a day already come but not logged goes at the next run: shown as today).
create function app.invoice_upcoming_reminders(inv public.invoices, today date)
returns table (offset_days integer, on_date date, template text)
language sql stable security definer
set search_path = ''
as $$
  select o.d, greatest(inv.due_date + o.d, today), app.reminder_template(o.d)
    from public.sales_settings s
    cross join unnest(s.reminder_offsets) o(d)
   where s.id and s.reminders_enabled
     and inv.status in ('issued', 'partially_paid') and inv.amount_due > 0
     and not exists (select 1 from public.invoice_reminders r where r.invoice_id = inv.id and r.offset_days = o.d)
     -- Never a day before one already logged (the job supersedes it).
     and o.d > coalesce((select max(r.offset_days) from public.invoice_reminders r where r.invoice_id = inv.id), -1000)
     -- Of the days come and not yet logged only the latest goes (the job supersedes the others).
     and (inv.due_date + o.d > today
          or o.d = (select max(x) from unnest(s.reminder_offsets) x
                     where inv.due_date + x <= today
                       and not exists (select 1 from public.invoice_reminders r
                                        where r.invoice_id = inv.id and r.offset_days = x)))
     and today - (inv.due_date + o.d) <= 60
   order by o.d
$$;
revoke execute on function app.invoice_upcoming_reminders(public.invoices, date) from public, anon, authenticated;

create function app.reminder_pause_json(customer_id uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object('reason', p.reason, 'paused_at', p.paused_at,
           'paused_by', (select coalesce(nullif(btrim(pr.full_name), ''), pr.email) from public.profiles pr
                          where pr.auth_id = p.paused_by))
    from public.customer_reminder_pauses p where p.customer_id = reminder_pause_json.customer_id
$$;
revoke execute on function app.reminder_pause_json(uuid) from public, anon, authenticated;

create function app.reminder_log_json(r public.invoice_reminders) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.id, 'invoice_id', r.invoice_id, 'offset_days', r.offset_days, 'due_on', r.due_on,
    'status', r.status, 'skip_reason', r.skip_reason, 'template', r.template, 'to_address', r.to_address,
    'email_id', r.email_id, 'created_at', r.created_at,
    'email_status', (select e.status::text from public.email_outbox e where e.id = r.email_id),
    'invoice_number', (select i.number from public.invoices i where i.id = r.invoice_id))
$$;
revoke execute on function app.reminder_log_json(public.invoice_reminders) from public, anon, authenticated;

-- Staff: an invoice's reminders, past (the log) and to come, for its page.
create function public.invoice_reminder_schedule(invoice_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  inv public.invoices;
  s public.sales_settings;
  today date := app.company_today();
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can read payment reminders' using errcode = '42501';
  end if;
  select * into inv from public.invoices i where i.id = invoice_reminder_schedule.invoice_id;
  if not found then
    raise exception 'There is no such invoice' using errcode = 'P0002';
  end if;
  select * into s from public.sales_settings x where x.id;
  return jsonb_build_object(
    'enabled', s.reminders_enabled,
    'offsets', to_jsonb(s.reminder_offsets),
    'paused', app.reminder_pause_json(inv.customer_id),
    'past', coalesce((select jsonb_agg(app.reminder_log_json(r) order by r.due_on desc, r.offset_days desc)
                        from public.invoice_reminders r where r.invoice_id = inv.id), '[]'),
    'upcoming', coalesce((select jsonb_agg(jsonb_build_object('offset_days', u.offset_days, 'on', u.on_date,
                                                              'template', u.template) order by u.offset_days)
                            from app.invoice_upcoming_reminders(inv, today) u), '[]'));
end
$$;
revoke execute on function public.invoice_reminder_schedule(uuid) from public, anon;
grant execute on function public.invoice_reminder_schedule(uuid) to authenticated, service_role;

-- Staff: a customer's reminders — paused?, the latest 20 considered, and the next 10 to come.
create function public.customer_reminder_overview(customer_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  s public.sales_settings;
  today date := app.company_today();
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can read payment reminders' using errcode = '42501';
  end if;
  if not exists (select 1 from public.customers c where c.id = customer_reminder_overview.customer_id) then
    raise exception 'There is no such customer' using errcode = 'P0002';
  end if;
  select * into s from public.sales_settings x where x.id;
  return jsonb_build_object(
    'enabled', s.reminders_enabled,
    'offsets', to_jsonb(s.reminder_offsets),
    'paused', app.reminder_pause_json(customer_reminder_overview.customer_id),
    'recent', coalesce((select jsonb_agg(app.reminder_log_json(r) order by r.created_at desc, r.offset_days desc)
                          from (select * from public.invoice_reminders x
                                 where x.customer_id = customer_reminder_overview.customer_id
                                 order by x.created_at desc, x.offset_days desc limit 20) r), '[]'),
    'upcoming', coalesce((select jsonb_agg(u.j order by u.on_date, u.number)
                            from (select jsonb_build_object('invoice_id', i.id, 'invoice_number', i.number,
                                           'offset_days', x.offset_days, 'on', x.on_date, 'template', x.template) j,
                                         x.on_date, i.number
                                    from public.invoices i
                                    cross join lateral app.invoice_upcoming_reminders(i, today) x
                                   where i.customer_id = customer_reminder_overview.customer_id
                                     and i.status in ('issued', 'partially_paid')
                                   order by x.on_date, i.number limit 10) u), '[]'));
end
$$;
revoke execute on function public.customer_reminder_overview(uuid) from public, anon;
grant execute on function public.customer_reminder_overview(uuid) to authenticated, service_role;

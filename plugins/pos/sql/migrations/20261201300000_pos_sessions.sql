-- Till sessions (plugins/pos/, issue 25, ADR 059): a session per till location, opened with a
-- counted float; cash in / out with a reason; every sale and refund belongs to the open session of
-- its location (public.pos_record_sale / pos_refund_sale refuse when none is open); an X report at
-- any time; closed with the counted money per method against what was expected, the differences
-- recorded and a numbered Z report (Z-<year>-<6 digits>).
--
-- Who may do what: staff, admin and superadmin read sessions and their cash moves and counts; nobody
-- writes them directly: only the RPCs (security definer): pos_open_session, pos_cash_move,
-- pos_close_session (staff). One open session per location: a partial unique index, and the RPCs
-- lock the location's row first so two opens at the same instant make one session.

create sequence app.pos_z_number_seq;
revoke all on sequence app.pos_z_number_seq from public, anon, authenticated;

create table public.pos_sessions (
  -- Made by the till before it sends the request: a double click or a retry opens one session.
  id uuid primary key,
  location_id uuid not null references public.pos_locations (id) on delete restrict,
  opening_float numeric(14, 2) not null constraint pos_sessions_opening_float_positive check (opening_float >= 0),
  opened_at timestamptz not null default now(),
  opened_by uuid default auth.uid() references auth.users (id) on delete set null,
  closed_at timestamptz,
  closed_by uuid references auth.users (id) on delete set null,
  -- The Z report's number, given when the session closes.
  z_number text constraint pos_sessions_z_number_key unique,
  constraint pos_sessions_closed_numbered check ((closed_at is null) = (z_number is null)),
  note text constraint pos_sessions_note_length check (note is null or length(note) <= 500)
);
comment on table public.pos_sessions is
  'Till sessions per location: float, open / closed, the Z report number. Staff read; written only by pos_open_session and pos_close_session.';
create unique index pos_sessions_one_open_key on public.pos_sessions (location_id) where closed_at is null;
create index pos_sessions_opened_at_idx on public.pos_sessions (opened_at desc);

create type public.pos_cash_move_kind as enum ('in', 'out');

create table public.pos_session_cash_moves (
  -- Made by the till: a double click records the move once.
  id uuid primary key,
  session_id uuid not null references public.pos_sessions (id) on delete restrict,
  kind public.pos_cash_move_kind not null,
  amount numeric(14, 2) not null constraint pos_session_cash_moves_amount_positive check (amount > 0),
  reason text not null constraint pos_session_cash_moves_reason_length check (length(btrim(reason)) between 1 and 500),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_session_cash_moves is
  'Cash put into or taken out of a till during a session, with the reason. Staff read; written only by pos_cash_move.';
create index pos_session_cash_moves_session_idx on public.pos_session_cash_moves (session_id);

-- Written when the session closes: per payment method, what the till expected, what was counted.
create table public.pos_session_counts (
  session_id uuid not null references public.pos_sessions (id) on delete restrict,
  method public.pos_payment_method not null,
  primary key (session_id, method),
  expected numeric(14, 2) not null,
  counted numeric(14, 2) not null constraint pos_session_counts_counted_positive check (counted >= 0),
  difference numeric(14, 2) not null,
  constraint pos_session_counts_difference_exact check (difference = counted - expected)
);
comment on table public.pos_session_counts is
  'A closed session''s count per payment method: expected, counted, difference (counted − expected). Staff read; written only by pos_close_session.';

-- Sales and refunds belong to the session open at their location when they were made. Null only on
-- sales and refunds made before sessions existed.
alter table public.pos_sales add column session_id uuid references public.pos_sessions (id) on delete restrict;
create index pos_sales_session_idx on public.pos_sales (session_id) where session_id is not null;
alter table public.pos_refunds add column session_id uuid references public.pos_sessions (id) on delete restrict;
create index pos_refunds_session_idx on public.pos_refunds (session_id) where session_id is not null;

-- The sessions with names and figures, for the sessions list.
create view public.pos_session_list with (security_invoker = true) as
select s.id, s.location_id, l.code as location_code, l.name as location_name, s.opening_float, s.opened_at,
       s.closed_at, s.z_number, s.note,
       case when s.closed_at is null then 'open' else 'closed' end as status,
       coalesce(nullif(btrim(po.full_name), ''), po.email) as opened_by_name,
       coalesce(nullif(btrim(pc.full_name), ''), pc.email) as closed_by_name,
       (select count(*) from public.pos_sales x where x.session_id = s.id) as sales_count,
       (select coalesce(sum(x.total), 0) from public.pos_sales x where x.session_id = s.id) as sales_total,
       (select coalesce(sum(r.total), 0) from public.pos_refunds r where r.session_id = s.id) as refunds_total,
       (select sum(c.difference) from public.pos_session_counts c where c.session_id = s.id) as difference
  from public.pos_sessions s
  join public.pos_locations l on l.id = s.location_id
  left join public.profiles po on po.auth_id = s.opened_by
  left join public.profiles pc on pc.auth_id = s.closed_by;
comment on view public.pos_session_list is 'Till sessions with location, who opened and closed them, sales, refunds and the counted difference (security_invoker).';

alter table public.pos_sessions enable row level security;
alter table public.pos_session_cash_moves enable row level security;
alter table public.pos_session_counts enable row level security;
revoke all on public.pos_sessions, public.pos_session_cash_moves, public.pos_session_counts, public.pos_session_list
  from public, anon, authenticated;
grant select on public.pos_sessions, public.pos_session_cash_moves, public.pos_session_counts, public.pos_session_list
  to authenticated;
grant all on public.pos_sessions, public.pos_session_cash_moves, public.pos_session_counts to service_role;
revoke all on public.pos_session_list from service_role;
grant select on public.pos_session_list to service_role;

create policy pos_sessions_staff_read on public.pos_sessions for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_sessions_service on public.pos_sessions for all to service_role using (true) with check (true);
create policy pos_session_cash_moves_staff_read on public.pos_session_cash_moves for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_session_cash_moves_service on public.pos_session_cash_moves for all to service_role using (true) with check (true);
create policy pos_session_counts_staff_read on public.pos_session_counts for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_session_counts_service on public.pos_session_counts for all to service_role using (true) with check (true);

-- Functions (sql/repeatable/): public.pos_open_session, pos_cash_move, pos_session_report,
-- pos_close_session; app.pos_session_figures, app.pos_open_session_at.

select app.add_not_nan_checks();

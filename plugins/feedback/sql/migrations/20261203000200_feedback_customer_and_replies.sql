-- Feedback inbox, issue 26's rest (ADR 074): an item linked to the customer it is about, and staff
-- replies to the sender by e-mail through the outbox.
--
-- - feedback_items.customer_id: set and cleared by staff (the item's update policy). Customers owns
--   deletes and merges: its guard refuses deleting a customer something still refers to ("… 1 feedback
--   items still refer to it. Archive it instead.") and merge_customers moves every reference to the kept
--   customer, this one too (both find it in the catalogue). ON DELETE SET NULL is for whatever gets past
--   the guard: the feedback stays, unlinked.
-- - feedback_replies: what staff wrote back, one row per reply, written only by
--   public.reply_to_feedback (its key makes a double click one reply and one e-mail). email_id is the
--   outbox message; null when the e-mail module was off, which the panel shows as "not sent".

alter table public.feedback_items
  add column customer_id uuid references public.customers (id) on delete set null;
comment on column public.feedback_items.customer_id is
  'The customer the feedback is about or from, linked by staff (null: none).';
create index feedback_items_customer_idx on public.feedback_items (customer_id, created_at desc)
  where customer_id is not null;

create table public.feedback_replies (
  id uuid primary key default gen_random_uuid(),
  item_id uuid not null references public.feedback_items (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  -- The address it went to (the sender's, as they typed it then).
  to_address text not null,
  subject text not null constraint feedback_replies_subject_line check (
    length(btrim(subject)) between 1 and 200 and subject !~ '[\r\n]'),
  body text not null constraint feedback_replies_body_length check (length(btrim(body)) between 1 and 5000),
  email_id uuid references public.email_outbox (id) on delete set null,
  -- The caller's key for this reply: the same key again answers this row and sends nothing.
  request_key uuid not null,
  created_at timestamptz not null default now(),
  constraint feedback_replies_once unique (item_id, request_key)
);
comment on table public.feedback_replies is
  'Staff replies to a feedback sender (plugins/feedback): written by reply_to_feedback only; staff read.';
create index feedback_replies_item_idx on public.feedback_replies (item_id, created_at);

alter table public.feedback_replies enable row level security;
revoke all on public.feedback_replies from public, anon, authenticated;
grant select on public.feedback_replies to authenticated;
grant all on public.feedback_replies to service_role;
create policy feedback_replies_staff_read on public.feedback_replies for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('feedback')));
create policy feedback_replies_service on public.feedback_replies for all to service_role using (true) with check (true);

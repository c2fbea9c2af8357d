-- public.feedback_reply_list: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Staff: the replies to one feedback item, oldest first, each with who wrote it and where its e-mail
-- is (ADR 074): 'not_sent' (recorded while the e-mail module was off), else the outbox message's
-- status (queued, sending, sent, failed, cancelled) and, when failed, the sender's reason. The outbox
-- lets a member read only some messages; the inbox shows every reply's state to every staff member,
-- so this reads it as the owner, after checking the caller.
create or replace function public.feedback_reply_list(p_item_id uuid)
returns table (
  id uuid,
  item_id uuid,
  author_id uuid,
  author_name text,
  to_address text,
  subject text,
  body text,
  created_at timestamptz,
  email_id uuid,
  delivery text,
  delivery_error text,
  sent_at timestamptz
)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not coalesce(app.has_role('staff'), false) or not app.module_enabled('feedback') then
    raise exception 'Only staff can read replies to feedback' using errcode = '42501';
  end if;
  return query
    select r.id, r.item_id, r.author_id,
           coalesce(nullif(btrim(p.full_name), ''), p.email, 'Former staff member'),
           r.to_address, r.subject, r.body, r.created_at, r.email_id,
           case when r.email_id is null then 'not_sent' else coalesce(e.status::text, 'not_sent') end,
           case when e.status = 'failed' then e.last_error end,
           e.sent_at
      from public.feedback_replies r
      left join public.profiles p on p.auth_id = r.author_id
      left join public.email_outbox e on e.id = r.email_id
     where r.item_id = p_item_id
     order by r.created_at, r.id;
end
$$;
revoke execute on function public.feedback_reply_list(uuid) from public, anon;
grant execute on function public.feedback_reply_list(uuid) to authenticated, service_role;
comment on function public.feedback_reply_list(uuid) is
  'Staff: the replies to a feedback item with their e-mail delivery state.';

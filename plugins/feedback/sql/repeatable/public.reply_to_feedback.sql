-- public.reply_to_feedback: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Staff reply to a feedback sender by e-mail (issue 26, ADR 074), in one transaction: the reply is
-- recorded in feedback_replies, the e-mail queued through the outbox (app.queue_email, about the
-- feedback item, so it shows in the outbox and on the item's timeline) and a new item moves to
-- "in progress". With the e-mail module switched off the reply is recorded and nothing is queued (the
-- panel says "not sent"). p_key makes it idempotent: the same key again answers the first reply and
-- queues nothing (a double click sends one e-mail). Answers the reply as feedback_reply_list does.
create or replace function public.reply_to_feedback(p_id uuid, p_subject text, p_body text, p_key uuid)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  item public.feedback_items;
  v_subject text := btrim(coalesce(p_subject, ''));
  v_body text := btrim(coalesce(p_body, ''));
  v_reply uuid;
  v_email uuid;
  v_company text;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can reply to feedback' using errcode = '42501';
  end if;
  if not app.module_enabled('feedback') then
    raise exception 'Feedback is switched off (Settings → Modules)' using errcode = '42501';
  end if;
  if p_key is null then
    raise exception 'The reply has no request key; reload the page and send it again' using errcode = '22023';
  end if;
  -- One reply at a time per item: a second call with the same key waits here, then finds the first.
  select * into item from public.feedback_items f where f.id = p_id for update;
  if not found then
    raise exception 'This feedback is no longer in the inbox' using errcode = 'P0002';
  end if;
  select r.id into v_reply from public.feedback_replies r where r.item_id = p_id and r.request_key = p_key;
  if v_reply is not null then
    return (select to_jsonb(l) from public.feedback_reply_list(p_id) l where l.id = v_reply);
  end if;

  if item.email is null then
    raise exception 'The sender left no e-mail address, so there is nowhere to send a reply. Call them if they left a phone number.'
      using errcode = '22023', detail = 'email';
  end if;
  if v_subject = '' then
    raise exception 'Write a subject' using errcode = '22023', detail = 'subject';
  end if;
  if length(v_subject) > 200 or v_subject ~ '[\r\n]' then
    raise exception 'The subject must be one line of at most 200 characters' using errcode = '22023', detail = 'subject';
  end if;
  if v_body = '' then
    raise exception 'Write your reply' using errcode = '22023', detail = 'body';
  end if;
  if length(v_body) > 5000 then
    raise exception 'Your reply is too long (at most 5,000 characters)' using errcode = '22023', detail = 'body';
  end if;

  if app.module_enabled('email') then
    select o.name into v_company from public.organizations o where o.id = 1;
    v_email := app.queue_email(
      to_addresses => array[item.email],
      subject => v_subject,
      html_body => app.feedback_paragraphs(v_body)
        || E'\n<div style="color:#555">' || app.feedback_paragraphs('You wrote to ' || coalesce(v_company, 'us') || ':')
        || E'</div>\n<blockquote style="margin:0 0 0 8px;padding-left:12px;border-left:3px solid #ccc;color:#555">'
        || app.feedback_paragraphs(item.message) || '</blockquote>',
      text_body => v_body || E'\n\nYou wrote to ' || coalesce(v_company, 'us') || E':\n\n'
        || regexp_replace(replace(item.message, E'\r\n', E'\n'), '^', '> ', 'gn'),
      record_type => 'feedback_items',
      record_id => item.id::text);
  end if;

  insert into public.feedback_replies (item_id, author_id, to_address, subject, body, email_id, request_key)
  values (item.id, auth.uid(), item.email, v_subject, v_body, v_email, p_key)
  returning id into v_reply;
  if item.status = 'new' then
    update public.feedback_items f set status = 'in_progress' where f.id = item.id;
  end if;
  return (select to_jsonb(l) from public.feedback_reply_list(p_id) l where l.id = v_reply);
end
$$;
revoke execute on function public.reply_to_feedback(uuid, text, text, uuid) from public, anon;
grant execute on function public.reply_to_feedback(uuid, text, text, uuid) to authenticated, service_role;
comment on function public.reply_to_feedback(uuid, text, text, uuid) is
  'Staff: reply to a feedback sender by e-mail through the outbox (recorded only while e-mail is off); idempotent on the key.';

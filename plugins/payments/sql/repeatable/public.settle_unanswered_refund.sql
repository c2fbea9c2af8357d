-- public.settle_unanswered_refund: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- An admin settles by hand an M-Pesa reversal M-Pesa never answered (ADR 079 amended), after checking Daraja's
-- portal: outcome 'done' (the reversal went through: booked now through apply_payment_refund, once) or
-- 'failed' (it did not: nothing booked, the payment can be refunded again). Only a refund the job has marked
-- unanswered (`no_answer_at`, 30 minutes after the request), so a result on its way is not raced. Locks the
-- intent, then the refund, as apply_payment_refund does; a refund no longer requested (M-Pesa's late result came,
-- or another admin settled it) is answered as it is (duplicate: true): booked at most once.
create or replace function public.settle_unanswered_refund(refund_id uuid, outcome text, note text)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  f public.payment_refunds;
  it public.payment_intents;
  v_note text := left(nullif(btrim(coalesce(note, '')), ''), 500);
  v_booked jsonb;
begin
  if not coalesce(app.has_role('admin'), false) then
    raise exception 'Only an admin can settle a refund' using errcode = '42501';
  end if;
  if outcome is null or outcome not in ('done', 'failed') then
    raise exception 'Say whether the reversal was done or failed' using errcode = '22023';
  end if;
  if v_note is null then
    raise exception 'Say what the Daraja portal shows (its transaction, or why it failed)' using errcode = '22023';
  end if;
  select * into f from public.payment_refunds r where r.id = settle_unanswered_refund.refund_id;
  if not found then
    raise exception 'There is no such refund' using errcode = 'P0002';
  end if;
  select * into it from public.payment_intents x where x.id = f.intent_id for update;
  select * into f from public.payment_refunds r where r.id = f.id for update;
  if f.status <> 'requested' then
    return to_jsonb(f) || jsonb_build_object('duplicate', true);
  end if;
  if f.no_answer_at is null then
    raise exception 'M-Pesa may still answer this reversal: it can be settled by hand once it is marked as unanswered (30 minutes after the request)'
      using errcode = '22023';
  end if;
  if outcome = 'failed' then
    update public.payment_refunds r
       set status = 'failed', note = 'Marked failed by hand: ' || v_note, completed_at = now(), updated_at = now()
     where r.id = f.id returning * into f;
    insert into public.payment_events (intent_id, provider, kind, verified, outcome, result, actor)
    values (it.id, it.provider, 'refund', false, 'failed',
            'Reversal of ' || f.currency || ' ' || f.amount || ' marked failed by hand after M-Pesa did not answer: '
            || v_note, auth.uid());
    return to_jsonb(f) || jsonb_build_object('duplicate', false);
  end if;
  update public.payment_refunds r
     set status = 'provider_done', note = 'Marked done by hand: ' || v_note, updated_at = now()
   where r.id = f.id;
  insert into public.payment_events (intent_id, provider, kind, verified, outcome, result, actor)
  values (it.id, it.provider, 'refund', false, 'refunded',
          'Reversal of ' || f.currency || ' ' || f.amount || ' marked done by hand after M-Pesa did not answer: '
          || v_note, auth.uid());
  v_booked := public.apply_payment_refund(f.id);
  return v_booked;
end
$$;

revoke execute on function public.settle_unanswered_refund(uuid, text, text) from public, anon;
grant execute on function public.settle_unanswered_refund(uuid, text, text) to authenticated;

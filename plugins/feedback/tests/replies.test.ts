// Replying to a feedback sender by e-mail through supabase-js (issue 26, ADR 074): one call records
// the reply, queues one outbox message to the sender about the item and moves a new item along; the
// same key again sends nothing more; a sender without an address is refused in words staff can act
// on; visitors and shop customers neither reply nor read replies; with the e-mail module off the reply
// is recorded and shown as not sent.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';

async function feedbackFrom(fields: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await anonClient().rpc('submit_feedback', {
    p_message: 'The <b>noise</b> survey report was late & unclear.\n\nPlease call me.',
    p_name: 'Achieng',
    p_email: `achieng.${randomUUID().slice(0, 8)}@example.test`,
    ...fields,
  });
  if (error) throw error;
  return data.id as string;
}

const reply = (client: SupabaseClient, id: string, fields: Record<string, unknown> = {}) =>
  client.rpc('reply_to_feedback', {
    p_id: id,
    p_subject: 'Re: your feedback to Safeworks',
    p_body: 'Dear Achieng,\n\nThank you. We will <re-issue> the report.\nAmina',
    p_key: randomUUID(),
    ...fields,
  });

const outboxFor = async (id: string) =>
  (
    await serviceClient()
      .from('email_outbox')
      .select('id, to_addresses, subject, html_body, text_body, status')
      .eq('record_type', 'feedback_items')
      .eq('record_id', id)
  ).data ?? [];

describe('a staff member replying to a feedback sender', () => {
  it('queues exactly one e-mail to the sender, records the reply and takes the item in progress', async () => {
    const staff = await userWithRole('staff', { name: 'Amina Mwangi' });
    const id = await feedbackFrom();
    const { data: item } = await staff.client.from('feedback_items').select('email').eq('id', id).single();

    const { data, error } = await reply(staff.client, id);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      item_id: id,
      author_id: staff.id,
      author_name: 'Amina Mwangi',
      to_address: item?.email,
      subject: 'Re: your feedback to Safeworks',
      delivery: 'queued',
    });

    const mail = await outboxFor(id);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      id: data.email_id,
      to_addresses: [item?.email],
      subject: 'Re: your feedback to Safeworks',
      status: 'queued',
    });
    // What anyone typed is escaped, paragraphs kept, the sender's words quoted under the reply.
    expect(mail[0]?.html_body).toContain('<p>Dear Achieng,</p>');
    expect(mail[0]?.html_body).toContain('<p>Thank you. We will &lt;re-issue&gt; the report.<br>Amina</p>');
    expect(mail[0]?.html_body).toMatch(
      /<blockquote[^>]*><p>The &lt;b&gt;noise&lt;\/b&gt; survey report was late &amp; unclear\.<\/p>\n<p>Please call me\.<\/p><\/blockquote>/,
    );
    expect(mail[0]?.html_body).not.toContain('<b>noise');
    expect(mail[0]?.text_body).toContain(
      '> The <b>noise</b> survey report was late & unclear.\n> \n> Please call me.',
    );

    const { data: moved } = await staff.client.from('feedback_items').select('status').eq('id', id).single();
    expect(moved?.status).toBe('in_progress');
    const { data: replies } = await staff.client
      .from('feedback_replies')
      .select('id, body')
      .eq('item_id', id);
    expect(replies).toEqual([
      { id: data.id, body: 'Dear Achieng,\n\nThank you. We will <re-issue> the report.\nAmina' },
    ]);
  });

  it('sends one e-mail and keeps one reply when the same reply arrives twice (a double click)', async () => {
    const staff = await userWithRole('staff');
    const id = await feedbackFrom();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      reply(staff.client, id, { p_key: key }),
      reply(staff.client, id, { p_key: key }),
    ]);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(second.data.id).toBe(first.data.id);
    const third = await reply(staff.client, id, { p_key: key, p_body: 'Something else' });
    expect(third.data.id).toBe(first.data.id);
    expect(await outboxFor(id)).toHaveLength(1);
    expect((await staff.client.from('feedback_replies').select('id').eq('item_id', id)).data).toHaveLength(1);
  });

  it('is refused with a sentence to act on when the sender left no e-mail address', async () => {
    const staff = await userWithRole('staff');
    const id = await feedbackFrom({ p_email: null, p_phone: '+254712000111' });
    const { error, status } = await reply(staff.client, id);
    expect(error?.message).toBe(
      'The sender left no e-mail address, so there is nowhere to send a reply. Call them if they left a phone number.',
    );
    expect(status).toBe(400);
    expect(await outboxFor(id)).toEqual([]);
    const { data: item } = await staff.client.from('feedback_items').select('status').eq('id', id).single();
    expect(item?.status).toBe('new');
  });

  it.each([
    ['an empty reply', { p_body: '   ' }, 'Write your reply'],
    [
      'a reply over 5,000 characters',
      { p_body: 'a'.repeat(5001) },
      'Your reply is too long (at most 5,000 characters)',
    ],
    ['an empty subject', { p_subject: ' ' }, 'Write a subject'],
    [
      'a subject of two lines',
      { p_subject: 'Re: you\nBcc: x@example.test' },
      'The subject must be one line of at most 200 characters',
    ],
  ])('is refused for %s, and nothing is sent', async (_what, fields, message) => {
    const staff = await userWithRole('staff');
    const id = await feedbackFrom();
    const { error } = await reply(staff.client, id, fields);
    expect(error?.message).toBe(message);
    expect(await outboxFor(id)).toEqual([]);
  });

  it('takes a reply of exactly 5,000 characters', async () => {
    const staff = await userWithRole('staff');
    const id = await feedbackFrom();
    const { error } = await reply(staff.client, id, { p_body: 'a'.repeat(5000) });
    expect(error).toBeNull();
  });

  it('shows every staff member the reply’s delivery as the outbox has it, with the reason when it failed', async () => {
    const [amina, otieno] = await Promise.all([userWithRole('staff'), userWithRole('staff')]);
    const id = await feedbackFrom();
    const { data } = await reply(amina.client, id);
    await serviceClient()
      .from('email_outbox')
      .update({ status: 'failed', last_error: 'Mailbox unavailable' })
      .eq('id', data.email_id);
    const { data: list, error } = await otieno.client.rpc('feedback_reply_list', { p_item_id: id });
    expect(error).toBeNull();
    expect(list).toEqual([
      expect.objectContaining({ id: data.id, delivery: 'failed', delivery_error: 'Mailbox unavailable' }),
    ]);
  });
});

describe('visitors and shop customers', () => {
  it('can neither reply to feedback nor read the replies', async () => {
    const staff = await userWithRole('staff');
    const customer = await userWithRole('customer');
    const id = await feedbackFrom();
    await reply(staff.client, id);

    const byCustomer = await reply(customer.client, id);
    expect(byCustomer.error?.message).toBe('Only staff can reply to feedback');
    const byVisitor = await reply(anonClient(), id);
    expect(byVisitor.error).not.toBeNull();
    expect(await outboxFor(id)).toHaveLength(1);

    for (const client of [anonClient(), customer.client]) {
      const { data } = await client.from('feedback_replies').select('id').eq('item_id', id);
      expect(data ?? []).toEqual([]);
      const listed = await client.rpc('feedback_reply_list', { p_item_id: id });
      expect(listed.data ?? []).toEqual([]);
      expect(listed.error).not.toBeNull();
    }
    const direct = await staff.client.from('feedback_replies').insert({
      item_id: id,
      to_address: 'x@example.test',
      subject: 'Hi',
      body: 'Hi',
      request_key: randomUUID(),
    });
    expect(direct.error).not.toBeNull();
  });
});

describe('with the e-mail module switched off', () => {
  it('records the reply as not sent and queues nothing', async () => {
    const staff = await userWithRole('staff');
    const id = await feedbackFrom();
    const service = serviceClient();
    // Payments and the point of sale need E-mail on (ADR 037): one statement switches all three.
    const together = ['email', 'payments', 'pos'];
    const { data: before } = await service
      .from('system_modules')
      .select('id, is_enabled')
      .eq('organization_id', 1)
      .in('id', together);
    const off = await service
      .from('system_modules')
      .update({ is_enabled: false })
      .eq('organization_id', 1)
      .in('id', together);
    expect(off.error).toBeNull();
    try {
      const { data, error } = await reply(staff.client, id);
      expect(error).toBeNull();
      expect(data).toMatchObject({ email_id: null, delivery: 'not_sent' });
      expect(await outboxFor(id)).toEqual([]);
      const { data: list } = await staff.client.rpc('feedback_reply_list', { p_item_id: id });
      expect(list).toEqual([expect.objectContaining({ id: data.id, delivery: 'not_sent' })]);
    } finally {
      const on = (before ?? []).filter((m) => m.is_enabled).map((m) => m.id);
      await service.from('system_modules').update({ is_enabled: true }).eq('organization_id', 1).in('id', on);
    }
  });
});

// The feedback inbox through supabase-js: a visitor's feedback from the public form is
// checked and stored (a bot's honeypot stores nothing); staff read it, move it along
// (new → in progress → resolved) and assign it, but cannot rewrite what the sender
// wrote; visitors and shop customers read nothing; deleting needs an administrator.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';

const send = (fields: Record<string, unknown>) =>
  anonClient().rpc('submit_feedback', {
    p_message: 'The fire audit report was clear and on time.',
    ...fields,
  });

describe('a visitor sending feedback from the public form', () => {
  it('is stored for staff to read, new and unassigned', async () => {
    const staff = await userWithRole('staff');
    const { data, error } = await send({
      p_rating: 4,
      p_category: 'audit',
      p_name: ' Achieng ',
      p_email: 'Achieng@Example.test',
      p_consent: true,
    });
    expect(error).toBeNull();
    const { data: row } = await staff.client.from('feedback_items').select('*').eq('id', data.id).single();
    expect(row).toMatchObject({
      rating: 4,
      category: 'audit',
      name: 'Achieng',
      email: 'achieng@example.test',
      consent: true,
      status: 'new',
      assignee_id: null,
    });
  });

  it('tells the administrators, with a link to the inbox', async () => {
    const admin = await userWithRole('admin');
    const { data } = await send({ p_name: 'Wafula', p_message: 'The induction was excellent.' });
    const { data: bell } = await admin.client
      .from('notifications')
      .select('title, body, link')
      .eq('kind', 'feedback.new-feedback')
      .eq('record_id', data.id);
    expect(bell).toEqual([
      {
        title: 'New feedback from Wafula',
        body: 'The induction was excellent.',
        link: '/dashboard/feedback',
      },
    ]);
  });

  it.each([
    ['no message', { p_message: '  ' }, 'Write your comments'],
    ['a rating off the scale', { p_rating: 9 }, 'Choose a rating from the list'],
    ['an unknown topic', { p_category: 'lottery' }, 'Choose a topic from the list'],
    ['a broken e-mail', { p_email: 'achieng@' }, 'Enter a valid e-mail address, like name@company.co.ke'],
  ])('is refused with a clear message for %s', async (_what, fields, message) => {
    const { error, status } = await send(fields);
    expect(error?.message).toBe(message);
    expect(status).toBe(400);
  });

  it('from a bot that fills the hidden field is answered normally and stored nowhere', async () => {
    const staff = await userWithRole('staff');
    const { data, error } = await send({ p_website: 'spam', p_message: 'Buy cheap watches' });
    expect(error).toBeNull();
    const { data: rows } = await staff.client.from('feedback_items').select('id').eq('id', data.id);
    expect(rows).toEqual([]);
  });
});

describe('the inbox', () => {
  it('staff move an item along and assign it; the sender’s words stay; an administrator deletes', async () => {
    const [staff, admin] = await Promise.all([userWithRole('staff'), userWithRole('admin')]);
    const { data } = await send({ p_message: 'The trainer arrived late.', p_category: 'complaint' });
    const { data: moved, error } = await staff.client
      .from('feedback_items')
      .update({ status: 'resolved', assignee_id: staff.id, notes: 'Called the client', message: 'All good' })
      .eq('id', data.id)
      .select('status, assignee_id, notes, message, resolved_at')
      .single();
    expect(error).toBeNull();
    expect(moved).toMatchObject({
      status: 'resolved',
      assignee_id: staff.id,
      notes: 'Called the client',
      message: 'The trainer arrived late.',
    });
    expect(moved?.resolved_at).not.toBeNull();

    const notStaff = await staff.client
      .from('feedback_items')
      .update({ assignee_id: (await userWithRole('customer')).id })
      .eq('id', data.id);
    expect(notStaff.error?.message).toBe('The assignee must be an active staff member');

    expect((await staff.client.from('feedback_items').delete().eq('id', data.id).select('id')).data).toEqual(
      [],
    );
    expect((await admin.client.from('feedback_items').delete().eq('id', data.id).select('id')).data).toEqual([
      { id: data.id },
    ]);
  });

  it('shows visitors and shop customers nothing', async () => {
    await send({});
    const customer = await userWithRole('customer');
    for (const client of [anonClient(), customer.client]) {
      const { data } = await client.from('feedback_items').select('id').limit(3);
      expect(data ?? []).toEqual([]);
    }
  });
});

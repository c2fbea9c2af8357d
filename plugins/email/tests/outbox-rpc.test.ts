// The outbox through the API (supabase-js, the test server): who may queue,
// read, retry and cancel mail, and that nobody writes the tables directly.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { eventsOf, newLead } from '../../leads/tests/support.ts';

const message = (subject: string) => ({
  to_addresses: ['client@example.test'],
  subject,
  text_body: 'Your audit report is attached.',
  record_type: 'customer',
  record_id: 'c-1',
  template: 'test.report',
});

describe('queueing mail', () => {
  it('staff queue; customers and visitors may not', async () => {
    const staff = await userWithRole('staff');
    const { data: id, error } = await staff.client.rpc('queue_email', message('Audit report'));
    expect(error).toBeNull();
    // Only what they queued: staff also read mail about records they can read (leads' acknowledgements…).
    const { data: rows } = await staff.client
      .from('email_outbox')
      .select('id, status, created_by, subject')
      .eq('created_by', staff.id);
    expect(rows).toEqual([{ id, status: 'queued', created_by: staff.id, subject: 'Audit report' }]);

    const customer = await userWithRole('customer');
    expect((await customer.client.rpc('queue_email', message('x'))).error?.code).toBe('42501');
    expect((await anonClient().rpc('queue_email', message('x'))).error?.code).toBe('42501');
  });

  it('a CR/LF in the subject is refused', async () => {
    const staff = await userWithRole('staff');
    const { error } = await staff.client.rpc('queue_email', message('Hi\r\nBcc: all@evil.test'));
    expect(error?.code).toBe('23514');
  });

  it('staff read only their own mail, superadmins all; the mailbox is the superadmin’s alone', async () => {
    const a = await userWithRole('staff');
    const b = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const superadmin = await userWithRole('superadmin');
    const { data: id } = await a.client.rpc('queue_email', message('From A'));
    expect((await b.client.from('email_outbox').select('id').eq('id', id)).data).toEqual([]);
    expect((await admin.client.from('email_outbox').select('id').eq('id', id)).data).toEqual([]);
    expect((await superadmin.client.from('email_outbox').select('id').eq('id', id)).data).toEqual([{ id }]);
    expect((await a.client.from('email_mailbox').select('id')).data).toEqual([]);
    expect((await superadmin.client.from('email_mailbox').select('id')).error).toBeNull();
  });

  it('nobody inserts, updates or deletes through /rest/v1', async () => {
    const staff = await userWithRole('staff');
    const superadmin = await userWithRole('superadmin');
    const { data: id } = await staff.client.rpc('queue_email', message('Locked'));
    expect((await staff.client.from('email_outbox').insert(message('Direct'))).error?.code).toBe('42501');
    for (const who of [staff, superadmin]) {
      expect(
        (await who.client.from('email_outbox').update({ status: 'sent' }).eq('id', id)).error?.code,
      ).toBe('42501');
      expect((await who.client.from('email_outbox').delete().eq('id', id)).error?.code).toBe('42501');
    }
  });
});

describe('retry and cancel', () => {
  it('the sender and superadmins cancel a queued message, then retry it; others cannot see it', async () => {
    const staff = await userWithRole('staff');
    const other = await userWithRole('staff');
    const superadmin = await userWithRole('superadmin');
    const { data: id } = await staff.client.rpc('queue_email', message('Cancel me'));
    expect((await other.client.rpc('cancel_email', { email_id: id })).error?.code).toBe('P0002');
    expect((await staff.client.rpc('retry_email', { email_id: id })).error?.code).toBe('55000');
    expect((await staff.client.rpc('cancel_email', { email_id: id })).error).toBeNull();
    expect((await staff.client.from('email_outbox').select('status').eq('id', id)).data).toEqual([
      { status: 'cancelled' },
    ]);
    expect((await superadmin.client.rpc('retry_email', { email_id: id })).error).toBeNull();
    const { data } = await serviceClient().from('email_outbox').select('status, attempts').eq('id', id);
    expect(data).toEqual([{ status: 'queued', attempts: 0 }]);
  });
});

describe('the record timeline', () => {
  it('a message about a record shows on its timeline; one about no existing record does not fail', async () => {
    const staff = await userWithRole('staff');
    const lead = await newLead(staff.client);
    const { data: id, error } = await staff.client.rpc('queue_email', {
      ...message('Your quotation'),
      record_type: 'leads',
      record_id: lead.id,
    });
    expect(error).toBeNull();
    const events = (await eventsOf(staff.client, 'leads', lead.id)).filter((e) => e.kind === 'email.queued');
    expect(events).toEqual([
      {
        kind: 'email.queued',
        actor: staff.id,
        body: 'client@example.test: Your quotation',
        changes: { email_id: id },
        link: '/dashboard/email',
      },
    ]);
    const orphan = await staff.client.rpc('queue_email', { ...message('No record'), record_id: 'missing' });
    expect(orphan.error).toBeNull();
  });
});

// Who reads a record's e-mail history (migration
// 20261125153100_email_outbox_record_readers.sql): every staff member who can
// read the record, whoever sent the message; customers and visitors nobody's;
// a message about no record stays its sender's (and the superadmin's).
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { newLead } from '../../leads/tests/support.ts';

describe('a record’s e-mail history', () => {
  it('a colleague reads the e-mails about a lead she can see, but not a message about no record', async () => {
    const amina = await userWithRole('staff');
    const peter = await userWithRole('staff');
    const lead = await newLead(amina.client);
    const about = await amina.client.rpc('queue_email', {
      to_addresses: ['client@example.test'],
      subject: 'Your quotation',
      text_body: 'Attached.',
      record_type: 'leads',
      record_id: lead.id,
    });
    expect(about.error).toBeNull();
    const loose = await amina.client.rpc('queue_email', {
      to_addresses: ['friend@example.test'],
      subject: 'Lunch?',
      text_body: 'Tomorrow?',
    });
    expect(loose.error).toBeNull();

    const history = await peter.client
      .from('email_outbox')
      .select('id, subject')
      .eq('record_type', 'leads')
      .eq('record_id', lead.id);
    expect(history.data).toEqual([{ id: about.data, subject: 'Your quotation' }]);
    expect((await peter.client.from('email_outbox').select('id').eq('id', loose.data)).data).toEqual([]);

    const customer = await userWithRole('customer');
    expect((await customer.client.from('email_outbox').select('id').eq('id', about.data)).data).toEqual([]);
    expect((await anonClient().from('email_outbox').select('id').eq('id', about.data)).data ?? []).toEqual(
      [],
    );
  });
});

// Issue 20, finding 4 (ADR 034): the hourly sending limit (200) counts every
// e-mail a member causes, by recipients, wherever it is queued: public.queue_email,
// the 'message' template through public.queue_email_template, and the document
// senders (here a statement of account: 20 To + 50 Cc a send). The count sits
// under all of them, on the insert into the outbox.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { storeAsServer } from '../../../tests/support/server-documents.ts';

const addresses = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}@example.test`);

describe('the hourly send limit counts every send, by recipients', () => {
  it('a staff member who writes free text through the "message" template to 200 recipients is refused the next one', async () => {
    const staff = await userWithRole('staff');
    for (let i = 0; i < 4; i += 1) {
      const sent = await staff.client.rpc('queue_email_template', {
        template: 'message',
        to_addresses: addresses(`t${i}.`, 50),
        data: { message: { subject: `Offer ${i}`, body: 'Click here.' } },
      });
      expect(sent.error).toBeNull();
    }
    const refused = await staff.client.rpc('queue_email_template', {
      template: 'message',
      to_addresses: ['one.more@example.test'],
      data: { message: { subject: 'One more', body: 'Click here.' } },
    });
    expect(refused.error?.code).toBe('53400');
    expect(refused.error?.message).toBe(
      'You have e-mailed 200 recipients in the last hour; 1 more would pass the limit of 200. Try again later',
    );
    // Nor through public.queue_email, the same hour.
    const byHand = await staff.client.rpc('queue_email', {
      to_addresses: ['one.more@example.test'],
      subject: 'One more',
      text_body: 'x',
    });
    expect(byHand.error?.code).toBe('53400');
    // A colleague is not held up.
    const colleague = await userWithRole('staff');
    const theirs = await colleague.client.rpc('queue_email_template', {
      template: 'message',
      to_addresses: ['client@example.test'],
      data: { message: { subject: 'Your report', body: 'Attached.' } },
    });
    expect(theirs.error).toBeNull();
  });

  it('a document sender with 20 To and 50 Cc counts 70 recipients: the third statement in an hour is refused', async () => {
    const staff = await userWithRole('staff');
    const made = await staff.client
      .from('customers')
      .insert({ name: `Limit Glass ${Date.now().toString(36)}` })
      .select('id')
      .single();
    expect(made.error).toBeNull();
    const customerId = made.data?.id as string;
    const pdf = `statements/${customerId}/Statement-limit-${Date.now()}.pdf`;
    // Only the server stores document PDFs (ADR 035): stored and recorded as the service role.
    await storeAsServer(pdf, new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));
    const today = new Date().toISOString().slice(0, 10);
    const send = (i: number) =>
      staff.client.rpc('queue_statement_email', {
        customer_id: customerId,
        from_date: today,
        to_date: today,
        to_addresses: addresses(`to${i}.`, 20),
        cc_addresses: addresses(`cc${i}.`, 50),
        pdf_path: pdf,
      });
    expect((await send(1)).error).toBeNull();
    expect((await send(2)).error).toBeNull();
    const third = await send(3);
    expect(third.error?.code).toBe('53400');
    expect(third.error?.message).toContain('You have e-mailed 140 recipients in the last hour; 70 more');
  });
});
